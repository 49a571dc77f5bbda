"""Offload, the third memory choice (aotc.passes.remat, aotc.customops.offload): training through
host memory like eager, where the copies stand in the programs, what the estimate counts, and
the budget choosing offload before recompute when the forward's compute hides the copies."""

from __future__ import annotations

import pytest
import torch

import aotc
import aotc.runtime
from aotc.format.artifact import read_artifact, read_manifest
from aotc.ir import Op, TensorType, Value, contiguous_strides
from aotc.ops import OpRegistry
from aotc.passes.remat.cost import RATES, Rates, op_seconds
from conftest import assert_grads_match, before_remat, lm_loss, load_example, twin

llama = load_example("llama")
LLAMA = "examples/llama.py:Llama"
ARGS = {"config": "tiny"}


def test_offloaded_values_train_like_eager_twice(tmp_path):
    """On the CPU an offload is a plain copy: the program is the one a GPU runs, and must train
    like eager (retain_graph: the host copies are read by both backwards)."""
    path = aotc.compile(LLAMA, ["i64[2,64]"], output=tmp_path / "a", args=ARGS, remat_policy="offload-matmuls")
    assert "aotc.offload.default(" in (path / "forward.py").read_text()
    eager, model = twin(lambda: llama.Llama(**ARGS))
    step = aotc.runtime.load(path, model)
    idx, targets = torch.randint(0, 256, (2, 64)), torch.randint(0, 256, (2, 64))
    for retain in (True, False):
        lm_loss(eager(idx), targets).backward(retain_graph=retain)
        loss = lm_loss(step(idx), targets)
        loss.backward(retain_graph=retain)
        if retain:
            loss.backward()
            lm_loss(eager(idx), targets).backward()
    assert_grads_match(eager, model)


def test_the_copies_stand_where_they_overlap(tmp_path):
    """Forward: each offload right after the op that makes its value. Backward: each reload
    ahead of its wait, each wait right before the first op that reads the value."""
    path = aotc.compile(LLAMA, ["i64[2,64]"], output=tmp_path / "a", args=ARGS, remat_policy="offload-matmuls",
                        device="cuda", dtype="bfloat16")
    _, programs = read_artifact(path)
    forward, backward = programs["forward"], programs["backward"]
    made = {v: i for i, op in enumerate(forward.ops) for v in op.outputs if v is not None}
    offloads = [(i, op) for i, op in enumerate(forward.ops) if isinstance(op, Op) and op.name == "aotc.offload.default"]
    assert offloads
    for i, op in offloads:     # nothing but other offloads in between
        between = forward.ops[made[op.args[0]] + 1:i]
        assert all(isinstance(o, Op) and o.name == "aotc.offload.default" for o in between), op
        assert op.outputs[0].type.device == "cpu"
    ops = list(backward.ops)
    at = {v: i for i, op in enumerate(ops) for v in op.outputs if v is not None}
    for i, op in enumerate(ops):
        if isinstance(op, Op) and op.name == "aotc.wait.default":
            reload = at[op.args[0]]
            assert ops[reload].name == "aotc.reload.default" and reload < i
            first = min(j for j, other in enumerate(ops) if op.outputs[0] in set(other.inputs()))
            assert first == i + 1 or all(isinstance(o, Op) and o.name == "aotc.wait.default" for o in ops[i + 1:first])


def test_the_estimate_counts_offloaded_values_off_the_device(tmp_path):
    def memory(policy):
        return read_manifest(aotc.compile(LLAMA, ["i64[2,64]"], output=tmp_path / policy, args=ARGS, device="cuda",
                                          dtype="bfloat16", remat_policy=policy)).memory
    saved, offloaded = memory("save-matmuls"), memory("offload-matmuls")
    assert offloaded.offloaded > 0 and saved.offloaded == 0
    assert offloaded.saved + offloaded.offloaded >= saved.saved // 2
    assert offloaded.forward_peak < saved.forward_peak and offloaded.peak < saved.peak


def test_a_budget_offloads_what_the_forward_hides_before_recomputing(tmp_path):
    """With a host link fast enough to hide every copy, a budget below the saving plan's peak
    is met offloading what can be and recomputing less than without offload."""
    from aotc.passes.remat.budget import plan_for_budget
    from aotc.passes.remat.plan import plan_remat

    joint, registry, peak_of = before_remat(ARGS, (2, 64))
    base = peak_of(plan_remat(joint, registry))
    budget = base - 40_000
    fast = Rates(host_bytes=1e18)
    with_offload, peak = plan_for_budget(joint, registry, "save-matmuls", budget, peak_of, offload=True, rates=fast)
    assert peak <= budget and with_offload.offloaded
    without, peak = plan_for_budget(joint, registry, "save-matmuls", budget, peak_of, offload=False)
    assert peak <= budget and not without.offloaded
    assert len(with_offload.recomputed) < len(without.recomputed)
    limit = sum(v.type.nbytes for v in with_offload.offloaded) // 2      # the host holds half as much
    capped, peak = plan_for_budget(joint, registry, "save-matmuls", budget, peak_of, offload=True, rates=fast,
                                   offload_limit=limit)
    assert peak <= budget and 0 < sum(v.type.nbytes for v in capped.offloaded) <= limit


def test_the_kernels_copy_on_the_cpu():
    from aotc.customops.offload import offload_kernel, reload_kernel, wait_kernel
    x = torch.randn(4, 6).t()
    host = offload_kernel(x)
    back = wait_kernel(reload_kernel(host, torch.device("cpu")))
    assert torch.equal(back, x) and back.stride() == x.stride() and host.data_ptr() != x.data_ptr()


def test_cli_offload_flags(tmp_path):
    from click.testing import CliRunner
    from cli.main import main
    result = CliRunner().invoke(main, ["compile", LLAMA, "--arg", "config=tiny", "--shape", "2x64", "--device", "cuda",
                                       "--remat-policy", "offload-matmuls", "-o", str(tmp_path / "a")])
    assert result.exit_code == 0, result.output
    assert "back from host memory" in result.output
    assert CliRunner().invoke(main, ["compile", LLAMA, "--arg", "config=tiny", "--shape", "2x64", "--no-offload",
                                     "--memory-budget", "100", "-o", str(tmp_path / "b"), "-q"]).exit_code == 0


@pytest.mark.parametrize("policy", ["offload-matmuls"])
def test_cudagraphs_are_refused_with_offload(policy, tmp_path):
    path = aotc.compile(LLAMA, ["i64[2,64]"], output=tmp_path / "a", args=ARGS, remat_policy=policy)
    with pytest.raises(aotc.runtime.ArtifactError, match="cudagraphs|CUDA graphs"):
        aotc.runtime.load(path, llama.Llama(**ARGS), cudagraphs=True)


def test_the_copies_are_timed_against_every_matmul_by_its_multiply_adds():
    """The fp8 matmul and the experts' grouped one are timed as mm is: by the dimension the
    registry says they sum over (a [128, 64] by [64, 256] product is 128 * 64 * 256 of them)."""
    registry = OpRegistry()

    def value(dtype, *shape):
        return Value(TensorType(dtype, shape, contiguous_strides(shape), "cuda"))

    x, w, out = value("bfloat16", 128, 64), value("bfloat16", 64, 256), value("bfloat16", 128, 256)
    x8, w8, scale = value("float8_e4m3fn", 128, 64), value("float8_e4m3fn", 64, 256), value("float32")
    experts, offsets = value("bfloat16", 4, 64, 256), value("int32", 4)
    ops = [Op("aten.mm.default", (x, w), (), (out,)),
           Op("aten._scaled_mm.default", (x8, w8, scale, scale), (), (out,)),
           Op("aotc.grouped_mm.default", (x, experts, offsets), (), (out,))]
    assert [op_seconds(op, registry.lookup(op.name)) for op in ops] == [2 * 128 * 64 * 256 / RATES.matmul_flops] * 3
