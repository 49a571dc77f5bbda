"""Recomputing whole blocks (`save-block-inputs`, and the memory budget's last resort): what
torch.utils.checkpoint around every block does, chosen by the compiler. Each block's matmuls
are recomputed in its backward from the block's input, one block at a time, and the step
trains like eager, with the block inputs saved or offloaded."""

from __future__ import annotations

import torch

import aotc
import aotc.passes.remat
import aotc.runtime
from aotc.format.artifact import read_artifact, read_manifest
from aotc.ir import Op, Region
from aotc.passes.remat.cost import Rates
from aotc.passes.remat.policies import Choice, block_of
from conftest import assert_grads_match, before_remat, lm_loss, load_example, twin

llama = load_example("llama")
LLAMA = "examples/llama.py:Llama"
# Six blocks at 2x128: the blocks' saved values outweigh one block's working set, so recomputing
# whole blocks reaches a peak that no plan saving matmuls does.
DEEP = {"config": "tiny", "n_layers": 6}


def _blocks_in_order(program) -> list[str]:
    """The block of each op of `program` in order (a region's by the ops inside it)."""
    out = []
    for op in program.ops:
        for inner in op.body.ops if isinstance(op, Region) else (op,):
            if (b := block_of(inner)) is not None:
                out.append(b)
    return out


def _count(program, name: str) -> int:
    return sum(inner.name == name for op in program.ops
               for inner in (op.body.ops if isinstance(op, Region) else (op,)))


def _trains_like_eager(path, args, shape):
    eager, model = twin(lambda: llama.Llama(**args))
    step = aotc.runtime.load(path, model, kernels="off")
    idx, targets = torch.randint(0, 256, shape), torch.randint(0, 256, shape)
    lm_loss(eager(idx), targets).backward()
    lm_loss(step(idx), targets).backward()
    assert_grads_match(eager, model)


def test_block_policy_saves_block_inputs_and_recomputes_one_block_at_a_time(tmp_path):
    """llama tiny (2 blocks, 2x64): the forward saves the blocks' inputs and the last block's
    output (3 x 2x64x64 f32) and RoPE's small tables; the backward recomputes block 1, matmuls
    included, runs its backward, and only then recomputes block 0."""
    args = {"config": "tiny"}
    path = aotc.compile(LLAMA, ["i64[2,64]"], output=tmp_path / "a", args=args, remat_policy="save-block-inputs")
    m = read_manifest(path)
    stream = 2 * 64 * 64 * 4
    assert m.memory.remat_policy == "save-block-inputs"
    assert 3 * stream <= m.saved.activation_bytes < 4 * stream
    _, programs = read_artifact(path)
    order = _blocks_in_order(programs["backward"])
    assert order.index("layers.0") > len(order) - 1 - order[::-1].index("layers.1"), order
    assert _count(programs["backward"], "aten.mm.default") > _count(read_artifact(
        aotc.compile(LLAMA, ["i64[2,64]"], output=tmp_path / "d", args=args))[1]["backward"], "aten.mm.default")
    _trains_like_eager(path, args, (2, 64))


def test_a_budget_no_saving_plan_meets_recomputes_whole_blocks(tmp_path):
    """6 blocks at 2x128 on the CPU (no offload): the least peak save-matmuls reaches, matmuls
    recomputed included, is above 4.0 MB; recomputing whole blocks fits it."""
    path = aotc.compile(LLAMA, ["i64[2,128]"], output=tmp_path / "a", args=DEEP, memory_budget_gb=4.0e-3)
    m = read_manifest(path).memory
    assert m.remat_policy == "save-block-inputs" and m.peak <= 4.0e6 and m.offloaded == 0
    _trains_like_eager(path, DEEP, (2, 128))


def test_offloaded_block_inputs_train_like_eager(tmp_path, monkeypatch):
    """The block inputs kept in host memory (on the CPU an offload is a plain copy, the program
    the one a GPU runs): each block's recomputation reads its input as brought back."""
    plan_remat = aotc.passes.remat.plan_remat

    def offloading_block_inputs(joint, registry, policy, **kw):
        saved = plan_remat(joint, registry, policy).saved
        inputs = {v: Choice.OFFLOAD for v in saved if v.type.nbytes >= 1 << 14}
        return plan_remat(joint, registry, policy, overrides=inputs, rates=Rates(host_bytes=1e18))

    monkeypatch.setattr(aotc.passes.remat, "plan_remat", offloading_block_inputs)
    path = aotc.compile(LLAMA, ["i64[2,128]"], output=tmp_path / "a", args=DEEP, remat_policy="save-block-inputs")
    _, programs = read_artifact(path)
    assert _count(programs["forward"], "aotc.offload.default") >= 6
    reloaded = [op for op in programs["backward"].ops if isinstance(op, Op) and op.name == "aotc.reload.default"]
    assert len(reloaded) >= 6
    _trains_like_eager(path, DEEP, (2, 128))


def test_a_budget_offloads_block_inputs_where_matmul_outputs_do_not_fit(tmp_path):
    """CUDA, host memory for a few blocks' inputs only: no plan saving or offloading matmul
    outputs fits the budget; recomputing blocks and offloading their inputs does."""
    from aotc.passes.remat.budget import plan_for_budget
    from aotc.passes.remat.plan import plan_remat

    joint, registry, peak_of = before_remat(DEEP, (8, 128))
    stream = 8 * 128 * 64 * 2                                          # one block's input
    fast, limit = Rates(host_bytes=1e18), 4 * stream                    # four blocks' inputs fit the host
    blocks = plan_remat(joint, registry, "save-block-inputs")
    budget = peak_of(blocks) - 2 * stream                              # two inputs fewer on the device
    plan, peak = plan_for_budget(joint, registry, "save-matmuls", budget, peak_of, offload=True, rates=fast,
                                 offload_limit=limit)
    assert plan.policy == "save-block-inputs" and peak <= budget
    assert plan.offloaded and sum(v.type.nbytes for v in plan.offloaded) <= limit
    assert plan.offloaded <= blocks.saved
