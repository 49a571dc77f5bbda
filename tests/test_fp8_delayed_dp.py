"""fp8 delayed scaling under data parallelism (`--fp8 te-delayed --shard`): two real gloo
processes, each on its half of a batch, against one process on the whole batch.

Each input's and gradient's amax is max-reduced over the data axes before it enters the
history (aotc.passes.fp8_delayed), so every rank holds the same state, and the max of the
halves' amaxes is the whole batch's. Weights stay as they are between the steps (no optimizer),
so each step's forward on a rank computes exactly the rows the single process computes for
them, and the histories can be compared exactly.
"""

from __future__ import annotations

import faulthandler
import re

import pytest
import torch
import torch.distributed as dist
import torch.multiprocessing as mp
import torch.nn.functional as F

import aotc
from conftest import exit_cleanly, load_example
from test_fp8_delayed import HISTORY, MARGIN, _grads, _load, _mlp

pytestmark = pytest.mark.slow
WORLD, STEPS, ROWS = 2, 3, 32           # rows per rank
KINDS = ("ddp", "fsdp-zero2", "fsdp-zero3")


def _batch(step: int) -> tuple[torch.Tensor, torch.Tensor]:
    """The whole batch of a step; the larger amax on rank 1, then on rank 0, then anywhere."""
    g = torch.Generator().manual_seed(100 + step)
    x = torch.randn(WORLD * ROWS, 32, generator=g)
    if step < 2:
        x[ROWS * (1 - step):ROWS * (2 - step)] *= 4
    return x.to(torch.bfloat16), torch.randint(0, 16, (WORLD * ROWS,), generator=g)


def _train(step_model, model, rank: int | None):
    """STEPS steps on the same weights (rank None: the whole batch); each step's loss, the
    gradients it left, and the fp8 state after it."""
    out = []
    for k in range(STEPS):
        x, y = _batch(k)
        if rank is not None:
            x, y = x.chunk(WORLD)[rank], y.chunk(WORLD)[rank]
        model.zero_grad()
        loss = F.cross_entropy(step_model(x).float(), y)      # the mean over this rank's rows
        loss.backward()
        out.append((loss.item(), _grads(model), step_model.fp8_state.state_dict()))
    return out


def _worker(rank, paths, init_file, out_file):
    faulthandler.enable(all_threads=True)
    dist.init_process_group("gloo", init_method=f"file://{init_file}", rank=rank, world_size=WORLD)
    try:
        runs = {}
        for kind, path in paths.items():
            torch.manual_seed(0)
            model = _mlp()
            runs[kind] = _train(_load(path, model, kernels="off"), model, rank)
        torch.save(runs, f"{out_file}.{rank}")
        dist.barrier()
    except BaseException:
        dist.destroy_process_group()
        raise
    exit_cleanly()


def _compile(path, rows, **shard):
    return aotc.compile(_mlp(), [f"bf16[{rows},32]"], output=path, dtype="bfloat16", fp8="te-delayed",
                        fp8_history=HISTORY, fp8_margin=MARGIN, bucket_mb=0, **shard)


def test_two_ranks_keep_one_state_and_train_like_one_process(tmp_path):
    """Every rank ends each step with the same histories and scales. Against one process on the
    whole batch: the inputs' histories and scales are exactly its (the max of the halves' amaxes
    is the whole batch's). Each rank's loss is the mean over its half, so its gradients of the
    outputs are WORLD (2) times the whole batch's mean's: their histories are exactly twice the
    single process's and their scales half, and the fp8 casts those scales make are the same
    numbers. The weights' casts are the same tensors. Losses and gradients agree within fp8's
    rounding of sums taken in another order."""
    paths = {kind: _compile(tmp_path / kind, ROWS, shard=kind, world_size=WORLD) for kind in KINDS}
    for path in paths.values():
        forward, backward = ((path / f"{p}.py").read_text() for p in ("forward", "backward"))
        # One reduction of the amaxes per program: the two inputs (up's, read by gate too, and
        # down's) in the forward, the three gradients in the backward; no weight's.
        assert re.findall(r"all_reduce\.default\((t\d+), 'max', 'dp'\)  # t\d+: cpu f32\[2\]", forward)
        assert len(re.findall(r"all_reduce\.default\(t\d+, 'max', 'dp'\)  # t\d+: cpu f32\[3\]", backward)) == 1
        assert forward.count("'max', 'dp'") == backward.count("'max', 'dp'") == 1
    torch.manual_seed(0)
    model = _mlp()
    single = _train(_load(_compile(tmp_path / "one", WORLD * ROWS), model, kernels="off"), model, None)

    out = tmp_path / "runs"
    mp.spawn(_worker, args=({k: str(p) for k, p in paths.items()}, str(tmp_path / "init"), str(out)), nprocs=WORLD)
    ranks = [torch.load(f"{out}.{r}") for r in range(WORLD)]
    for kind in KINDS:
        for k in range(STEPS):
            (loss0, grads0, state0), (loss1, grads1, state1) = (ranks[r][kind][k] for r in range(WORLD))
            want_loss, want_grads, want_state = single[k]
            assert state0.keys() == state1.keys() == want_state.keys()
            for name in state0:
                assert torch.equal(state0[name], state1[name]), (kind, k, name)
                got, want = state0[name], want_state[name]
                if name.endswith(":grad_output"):
                    want = want / WORLD if name.startswith("scale:") else want * WORLD
                assert torch.equal(got, want), (kind, k, name, got, want)
            assert abs((loss0 + loss1) / WORLD - want_loss) <= 1e-3 * abs(want_loss), (kind, k)
            for name, want in want_grads.items():
                # The gradient is reduced over the ranks; FSDP leaves each rank its rows.
                got = grads0[name] if kind == "ddp" else torch.cat([grads0[name], grads1[name]])
                rel = ((got.float() - want.float()).norm() / want.float().norm()).item()
                assert rel <= 2e-2, (kind, k, name, rel)


@pytest.mark.parametrize("mesh, axes, amaxes", [
    ((("dp_replicate", 2), ("dp_shard", 2)), ["dp_replicate", "dp_shard"], (2, 3)),    # HSDP: both axes
    ((("ep", 2),), ["ep"], (9, 13)),         # the experts' ranks see their own tokens too
], ids=["hsdp", "ep"])
def test_the_amaxes_are_reduced_over_every_data_axis(mesh, axes, amaxes, tmp_path):
    if axes == ["ep"]:
        path = aotc.compile(load_example("moe").MoETransformer("tiny"), ["i64[2,16]"], mesh=mesh, fp8="te-delayed", fp8_history=HISTORY,
                            output=tmp_path / "a")
    else:
        path = _compile(tmp_path / "a", ROWS, shard="fsdp-zero2", mesh=mesh, world_size=4)
    for program, n in zip(("forward", "backward"), amaxes):
        text = (path / f"{program}.py").read_text()
        reduced = re.findall(rf"all_reduce\.default\(t\d+, 'max', '(\w+)'\)  # t\d+: cpu f32\[{n}\]", text)
        assert sorted(reduced) == axes, program
        assert text.count("'max', ") == len(axes), program
