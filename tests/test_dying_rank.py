"""A rank that dies in the middle of a step of a 4-rank gloo job running a sharded artifact:
the other ranks stop with a CollectiveError naming the collective and its mesh axis, at once
(the dead process's connections close), and the checkpoint the job was writing is the last
whole one. A rank that hangs instead is waited for up to the process group's timeout, then
reported the same way. Each rank runs in its own process; the victim kills (or stops) itself.
"""

from __future__ import annotations

import datetime
import faulthandler
import json
import multiprocessing
import os
import random
import signal
import sys
import time
from dataclasses import replace
from pathlib import Path
from types import SimpleNamespace

import pytest
import torch
import torch.distributed as dist

import aotc
import aotc.runtime
import aotc.runtime.shard as shard
from aotc.errors import ArtifactError, CollectiveError
from aotc.format.artifact import read_artifact, write_artifact
from aotc.ops import COLLECTIVES, WAIT
from conftest import ROOT, load_example

WORLD = 4
VICTIM = 3
# The process group's timeout: how long a rank waits for a peer that hangs rather than dies.
TIMEOUT_S = 5
# How long the survivors may take, from the victim's death, to raise (a dead peer's sockets
# close at once: measured in milliseconds).
BOUND_S = 10
MLP = f"{ROOT / 'examples' / 'mlp.py'}:MLP"


def processes():
    """A process context whose processes start as forks of one server that has imported torch
    and the runtime once (a fresh interpreter importing them takes seconds of this machine's
    CPU, each; a fork of the pytest process itself would inherit its OpenMP threads' state)."""
    ctx = multiprocessing.get_context("forkserver")
    ctx.set_forkserver_preload(["torch", "torch.distributed", "aotc.runtime", "conftest", "test_dying_rank"])
    return ctx


@pytest.fixture(scope="module")
def sharded(tmp_path_factory):
    return aotc.compile(MLP, ["f32[4,32]"], shard="fsdp-zero2", world_size=WORLD,
                        output=tmp_path_factory.mktemp("dying") / "mlp")


def worker(rank: int, path: str, out: str, how: str) -> None:
    """Three steps with a checkpoint after each (full_state_dict on every rank, rank 0 saves);
    the victim dies (or stops) in step 2: after its forward, or, with how="checkpoint", as the
    others gather the checkpoint of step 2. Writes what it saw to rank<N>.json."""
    faulthandler.enable(all_threads=True)
    torch.set_num_threads(1)
    out = Path(out)
    dist.init_process_group("gloo", init_method=f"file://{out / 'init'}", rank=rank, world_size=WORLD,
                            timeout=datetime.timedelta(seconds=TIMEOUT_S))
    torch.manual_seed(0)
    model = load_example("mlp").MLP()
    step = aotc.runtime.load(path, model)
    record = {"rank": rank, "error": None}

    def die():
        (out / "victim").write_text(str(time.time()))
        os.kill(os.getpid(), signal.SIGSTOP if how == "hung" else signal.SIGKILL)

    try:
        for i in range(3):
            loss = step(torch.randn(4, 32)).square().mean()
            if i == 1 and rank == VICTIM and how != "checkpoint":
                die()
            loss.backward()
            with torch.no_grad():   # plain SGD: torch.optim's first step imports seconds of torch._dynamo
                for p in model.parameters():
                    p -= 0.1 * p.grad
                    p.grad = None
            if i == 1 and rank == VICTIM:
                die()
            state = aotc.runtime.full_state_dict(step)
            if rank == 0:
                aotc.runtime.save_whole({"step": i, "state": state}, out / "checkpoint.pt")
    except Exception as e:   # noqa: BLE001: what the rank saw is the finding
        record.update(error=type(e).__name__, collective=isinstance(e, CollectiveError), message=str(e),
                      notes=getattr(e, "__notes__", []), at=time.time())
    (out / f"rank{rank}.json").write_text(json.dumps(record))
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(0)   # no gloo teardown with a peer gone (see conftest.exit_cleanly)


SCENARIOS = {   # how the victim goes: what the others fail in, and how long they may take
    "killed": ("reduce_scatter_tensor", BOUND_S),                   # after its forward: in the backward
    "checkpoint": ("full_state_dict failed in the collective all_gather_into_tensor", BOUND_S),
    "hung": ("reduce_scatter_tensor", TIMEOUT_S + BOUND_S),         # stopped, not dead: waited for
}


@pytest.mark.slow
def test_the_others_stop_with_a_clear_error_in_bounded_time(sharded, tmp_path):
    """The three jobs run at once (12 processes), to keep the test's time down."""
    ctx = processes()
    jobs = {}
    for how in SCENARIOS:
        (tmp_path / how).mkdir()
        jobs[how] = [ctx.Process(target=worker, args=(rank, str(sharded), str(tmp_path / how), how))
                     for rank in range(WORLD)]
    procs = [p for job in jobs.values() for p in job]
    for p in procs:
        p.start()
    try:
        for how, job in jobs.items():
            for rank, p in enumerate(job):
                if rank != VICTIM:
                    p.join(120)
                    assert p.exitcode == 0, f"{how}: rank {rank} exited {p.exitcode}: it crashed or hung"
    finally:
        for p in procs:               # a stopped victim is still there
            if p.is_alive():
                p.kill()
                p.join(30)
    for how, (collective, bound) in SCENARIOS.items():
        out = tmp_path / how
        died = float((out / "victim").read_text())
        for rank in range(WORLD):
            if rank == VICTIM:
                continue
            record = json.loads((out / f"rank{rank}.json").read_text())
            assert record["collective"], (how, record)
            assert collective in record["message"] and "over mesh axis 'dp'" in record["message"], record["message"]
            assert "another rank most likely died" in record["notes"][0]
            assert record["at"] - died < bound, f"{how}: rank {rank} took {record['at'] - died:.1f} s"
            if how == "hung":   # it waited for the peer, until the group's timeout
                assert "timed out" in record["message"].lower(), record["message"]
        # The checkpoint of step 1 is there, whole; the one of step 2 was never begun (its
        # gather failed): nothing else lies beside it.
        checkpoint = torch.load(out / "checkpoint.pt")
        assert checkpoint["step"] == 0 and checkpoint["state"]["hidden.0.weight"].shape == (64, 32)
        assert not [p for p in out.iterdir() if p.name.startswith(".checkpoint.pt.")]


def _save_forever(path: str, ready) -> None:
    """Save checkpoints of 32 MB, numbered, one after another, until killed."""
    torch.set_num_threads(1)
    i = 0
    while True:
        aotc.runtime.save_whole({"i": i, "w": torch.full((8 << 20,), float(i))}, path)
        ready.set()
        i += 1


@pytest.mark.slow
def test_a_checkpoint_killed_while_being_written_is_the_last_whole_one(tmp_path):
    """What torchrun does to the other ranks when one dies: it ends them, rank 0 perhaps in
    the middle of torch.save. save_whole writes beside the file and renames it over.
    Four writers at once, each killed at another moment."""
    ctx = processes()
    rng = random.Random(0)
    writers = []
    for i in range(4):
        (tmp_path / str(i)).mkdir()
        ready = ctx.Event()
        writers.append((tmp_path / str(i) / "checkpoint.pt", ready,
                        ctx.Process(target=_save_forever, args=(str(tmp_path / str(i) / "checkpoint.pt"), ready))))
    for _, _, p in writers:
        p.start()
    seen = []
    for path, ready, p in writers:
        assert ready.wait(60)
        time.sleep(rng.uniform(0.0, 0.3))
        os.kill(p.pid, signal.SIGKILL)
        p.join()
        saved = torch.load(path)
        assert torch.equal(saved["w"], torch.full((8 << 20,), float(saved["i"])))
        seen.append(saved["i"])
        left = [f for f in path.parent.iterdir() if f != path]
        assert all(f.name.startswith(".checkpoint.pt.") and f.name.endswith(".tmp") for f in left)
    assert max(seen) > 0


def test_a_collective_for_another_group_size_is_refused_at_load(sharded, tmp_path):
    """Found by the fuzzer: a gather or reduction recorded for another group size than its mesh
    axis has loaded, and failed in the backend (gloo checks it; NCCL may hang on it)."""
    manifest, programs = read_artifact(sharded)
    backward = programs["backward"]
    ops = list(backward.ops)
    i = next(i for i, op in enumerate(ops) if getattr(op, "name", "").endswith("reduce_scatter_tensor.default"))
    ops[i] = replace(ops[i], args=ops[i].args[:2] + (2,) + ops[i].args[3:])
    out = write_artifact(tmp_path / "odd", manifest, {**programs, "backward": backward.replace(ops=tuple(ops))})
    with pytest.raises(ArtifactError, match="reduce_scatter_tensor.default over 'dp' for a group of 2 .* but the "
                                            "axis has 4 ranks"):
        aotc.runtime.load(out, load_example("mlp").MLP())


def test_collectives_on_gloo_complete_as_they_are_issued(monkeypatch):
    """With two collectives of one gloo group in flight, torch 2.13 corrupted the heap about once
    in 10^4 steps here; on gloo the runtime waits on each as it is issued. NCCL keeps the overlap."""
    calls = []
    registry = SimpleNamespace(lookup=lambda name: SimpleNamespace(
        call=lambda *args: calls.append((name, args)) or f"{name} result"))
    monkeypatch.setattr(shard.dist, "get_backend", lambda group: group)
    assert shard.collective_overrides({"dp": "nccl"}, registry) == {}
    overrides = shard.collective_overrides({"dp": "gloo"}, registry)
    assert set(overrides) == set(COLLECTIVES)
    overrides[COLLECTIVES[0]]("t", 4, "0")
    assert calls == [(COLLECTIVES[0], ("t", 4, "0")), (WAIT, (f"{COLLECTIVES[0]} result",))]
