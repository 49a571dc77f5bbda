"""Sharded artifacts on two real gloo processes against single-process eager training.

Each rank trains on its half of a global batch; eager trains on the whole batch with the mean of
the two halves' losses, which is what data parallelism computes. Three AdamW steps, then the
parameters (gathered from the shards) and every step's loss must match eager's.
"""

from __future__ import annotations

import faulthandler
import subprocess
import sys

import pytest
import torch
import torch.distributed as dist
import torch.multiprocessing as mp

import aotc
import aotc.runtime
from aotc.format.artifact import ArtifactError
from conftest import ROOT, WithUnused, assert_grads_match, exit_cleanly, load_example

pytestmark = pytest.mark.slow
WORLD = 2
STEPS = 3
# Adam divides by the gradient's running RMS, so a gradient that is zero in exact arithmetic
# (the attention key bias's) turns rounding noise into full-size steps; an eps above that noise
# keeps the comparison about the sharding, not about the order of a sum.
ADAM = {"lr": 1e-2, "eps": 1e-6}
MODELS = {
    # tied head, a frozen block: one gather of the tied weight, no gradient for the frozen ones
    "gpt2": ("examples/gpt2.py:GPT2", {"config": "tiny"}, ("h.0.*",), "i64[2,16]"),
    "mlp": ("examples/mlp.py:MLP", {}, ("norm.*",), "f32[4,32]"),
}


def build(name):
    spec, args, _, _ = MODELS[name]
    module = load_example(spec.split("/")[1].split(".")[0])
    torch.manual_seed(0)
    model = getattr(module, spec.split(":")[1])(**args)
    for pname, p in model.named_parameters():
        p.requires_grad_(not any(pname.startswith(g[:-1]) for g in MODELS[name][2]))
    return model


def batches(name):
    """STEPS global batches of 2 ranks' inputs, and a weight per output element for the loss."""
    torch.manual_seed(1)
    if name == "gpt2":
        xs = [torch.randint(0, 256, (WORLD * 2, 16)) for _ in range(STEPS)]
        w = torch.randn(WORLD * 2, 16, 256) * 1e-3   # keeps gradients (and their noise) small
    else:
        xs = [torch.randn(WORLD * 4, 32) for _ in range(STEPS)]
        w = torch.randn(WORLD * 4, 10)
    return xs, w


def eager_run(name):
    model = build(name)
    opt = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], **ADAM)
    xs, w = batches(name)
    losses = []
    for x in xs:
        opt.zero_grad()
        # The mean over ranks of each rank's loss on its half.
        loss = sum((model(xc) * wc).sum() for xc, wc in zip(x.chunk(WORLD), w.chunk(WORLD))) / WORLD
        loss.backward()
        opt.step()
        losses.append(loss.item())
    return losses, {k: v.detach().clone() for k, v in model.state_dict().items()}


def worker(rank, name, path, init_file, out_file):
    faulthandler.enable(all_threads=True)
    dist.init_process_group("gloo", init_method=f"file://{init_file}", rank=rank, world_size=WORLD)
    try:
        model = build(name)
        step = aotc.runtime.load(path, model)
        opt = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], **ADAM)
        xs, w = batches(name)
        losses = []
        for x in xs:
            opt.zero_grad()
            loss = (step(x.chunk(WORLD)[rank]) * w.chunk(WORLD)[rank]).sum()
            loss.backward()
            opt.step()
            total = loss.detach().clone()
            dist.all_reduce(total)
            losses.append(total.item() / WORLD)
        state = aotc.runtime.full_state_dict(step)
        local_params = {n: p.shape for n, p in model.named_parameters()}
        if rank == 0:
            torch.save({"losses": losses, "state": state, "local": local_params}, out_file)
        dist.barrier()   # no rank leaves while another still uses the group
    except BaseException:
        dist.destroy_process_group()
        raise
    exit_cleanly()


@pytest.fixture(scope="module")
def eager_results():
    return {name: eager_run(name) for name in MODELS}


@pytest.mark.parametrize("kind, bucket_mb", [("ddp", 0), ("fsdp-zero2", 0), ("fsdp-zero3", 0),
                                             ("fsdp-zero2", 1), ("fsdp-zero3", 1)])
@pytest.mark.parametrize("name", sorted(MODELS))
def test_two_ranks_train_like_eager(name, kind, bucket_mb, eager_results, tmp_path):
    """bucket_mb 1 puts every parameter of these small models into one gather and one reduction."""
    spec, args, freeze, shape = MODELS[name]
    path = aotc.compile(str(ROOT / spec.split(":")[0]) + ":" + spec.split(":")[1], [shape], args=args,
                        freeze=freeze, shard=kind, world_size=WORLD, bucket_mb=bucket_mb,
                        output=tmp_path / "artifact")
    if bucket_mb:
        assert (path / "forward.py").read_text().count("= _c10d_functional.all_gather_into_tensor") == 1
    out = tmp_path / "rank0.pt"
    mp.spawn(worker, args=(name, str(path), str(tmp_path / "init"), str(out)), nprocs=WORLD)
    got = torch.load(out)
    losses, state = eager_results[name]
    torch.testing.assert_close(torch.tensor(got["losses"]), torch.tensor(losses), rtol=1e-5, atol=1e-5)
    for key, value in state.items():
        torch.testing.assert_close(got["state"][key], value, rtol=1e-4, atol=1e-5, msg=key)
    # The whole checkpoint from two ranks loads into one process and trains on as eager does.
    single, eager = build(name), build(name)
    single.load_state_dict(got["state"])
    eager.load_state_dict(state)
    plain = aotc.compile(str(ROOT / spec.split(":")[0]) + ":" + spec.split(":")[1], [shape], args=args,
                         freeze=freeze, output=tmp_path / "one")
    step = aotc.runtime.load(plain, single)
    x, w = batches(name)[0][0].chunk(WORLD)[0], batches(name)[1].chunk(WORLD)[0]
    (step(x) * w).sum().backward()
    (eager(x) * w).sum().backward()
    assert_grads_match(eager, single, rtol=1e-5)
    if kind != "ddp":   # each rank held half of every parameter's rows
        model = build(name)
        for pname, p in model.named_parameters():
            assert got["local"][pname][0] == -(-p.shape[0] // WORLD)


@pytest.mark.parametrize("kind", ["fsdp-zero2", "fsdp-zero3"])
def test_fp8_linears_shard_like_one_process(kind, tmp_path):
    """--fp8 with --shard: each rank scales the gathered weight (ZeRO-3: gathered again in the
    backward) and its own half of the batch, so two ranks train as one process running the
    unsharded fp8 artifact on each half. Each parameter is gathered alone (`bucket_mb=0`), so
    under ZeRO-2 the backward reads the fp8 weight copies the forward cast, not the weights."""
    spec, args, freeze, shape = MODELS["gpt2"]
    compile_ = lambda out, **shard: aotc.compile(str(ROOT / spec.split(":")[0]) + ":GPT2", [shape], args=args,
                                                 freeze=freeze, fp8="tensorwise", output=tmp_path / out, **shard)
    sharded = compile_("sharded", shard=kind, world_size=WORLD, bucket_mb=0)
    assert "aten._scaled_mm" in (sharded / "forward.py").read_text()
    out = tmp_path / "rank0.pt"
    mp.spawn(worker, args=("gpt2", str(sharded), str(tmp_path / "init"), str(out)), nprocs=WORLD)
    got = torch.load(out)
    model = build("gpt2")
    step = aotc.runtime.load(compile_("one"), model)
    opt = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], **ADAM)
    xs, w = batches("gpt2")
    losses = []
    for x in xs:
        opt.zero_grad()
        halves = [(step(xc) * wc).sum() / WORLD for xc, wc in zip(x.chunk(WORLD), w.chunk(WORLD))]
        sum(halves).backward()
        opt.step()
        losses.append(sum(h.item() for h in halves))
    torch.testing.assert_close(torch.tensor(got["losses"]), torch.tensor(losses), rtol=1e-5, atol=1e-5)
    for key, value in model.state_dict().items():
        torch.testing.assert_close(got["state"][key], value, rtol=1e-4, atol=1e-5, msg=key)


def _in_backward_worker(rank, path, init_file, out_file):
    """The artifact's own optimizer (--optimizer): each rank updates the rows it holds."""
    faulthandler.enable(all_threads=True)
    dist.init_process_group("gloo", init_method=f"file://{init_file}", rank=rank, world_size=WORLD)
    try:
        model = build("mlp")
        step = aotc.runtime.load(path, model, lr=ADAM["lr"], kernels="off")
        xs, w = batches("mlp")
        losses = []
        for x in xs:
            loss = (step(x.chunk(WORLD)[rank]) * w.chunk(WORLD)[rank]).sum()
            loss.backward()
            assert all(p.grad is None for p in model.parameters())
            total = loss.detach().clone()
            dist.all_reduce(total)
            losses.append(total.item() / WORLD)
        shards = {n: tuple(s["exp_avg"].shape) for n, s in zip(
            [n for n, p in model.named_parameters() if p.requires_grad], step.optimizer.state_dict()["state"].values())}
        state = aotc.runtime.full_state_dict(step)
        if rank == 0:
            torch.save({"losses": losses, "state": state, "shards": shards}, out_file)
        dist.barrier()
    except BaseException:
        dist.destroy_process_group()
        raise
    exit_cleanly()


@pytest.mark.parametrize("kind", ["ddp", "fsdp-zero2", "fsdp-zero3"])
def test_the_optimizer_in_the_backward_updates_each_ranks_shard(kind, eager_results, tmp_path):
    spec, args, freeze, shape = MODELS["mlp"]
    path = aotc.compile(str(ROOT / spec.split(":")[0]) + ":MLP", [shape], args=args, freeze=freeze, shard=kind,
                        world_size=WORLD, bucket_mb=0, optimizer="adamw", eps=ADAM["eps"], output=tmp_path / "a")
    backward = (path / "backward.py").read_text()
    assert "aotc.adamw.default(" in backward and backward.index("wait_tensor") < backward.index("aotc.adamw")
    out = tmp_path / "rank0.pt"
    mp.spawn(_in_backward_worker, args=(str(path), str(tmp_path / "init"), str(out)), nprocs=WORLD)
    got = torch.load(out)
    losses, state = eager_results["mlp"]
    torch.testing.assert_close(torch.tensor(got["losses"]), torch.tensor(losses), rtol=1e-5, atol=1e-5)
    for key, value in state.items():
        torch.testing.assert_close(got["state"][key], value, rtol=1e-4, atol=1e-5, msg=key)
    model = build("mlp")
    for name, p in model.named_parameters():     # the optimizer state is this rank's rows
        if p.requires_grad:
            rows = p.shape[0] if kind == "ddp" else -(-p.shape[0] // WORLD)
            assert got["shards"][name] == (rows,) + tuple(p.shape[1:]), name


def test_sharded_program_gathers_a_tied_weight_once_and_reduces_no_frozen_one(tmp_path):
    spec, args, freeze, shape = MODELS["gpt2"]
    path = aotc.compile(str(ROOT / spec.split(":")[0]) + ":GPT2", [shape], args=args, freeze=freeze,
                        shard="fsdp-zero2", world_size=WORLD, bucket_mb=0, output=tmp_path / "a")
    manifest = aotc.runtime.read_manifest(path)
    forward = (path / "forward.py").read_text()
    backward = (path / "backward.py").read_text()
    tensors = len(manifest.params)
    trainable = sum(p.requires_grad for p in manifest.params)
    gather, reduce = "= _c10d_functional.all_gather_into_tensor", "= _c10d_functional.reduce_scatter_tensor"
    assert forward.count(gather) == tensors          # tied wte = lm_head: one gather
    assert gather not in backward                    # zero2 keeps the gathered copies
    assert backward.count(reduce) == trainable       # frozen h.0.*: no reduction
    assert any(len(p.names) == 2 for p in manifest.params)


def test_zero3_gathers_again_and_collectives_overlap_compute(tmp_path):
    path = aotc.compile(str(ROOT / "examples/mlp.py") + ":MLP", ["f32[4,32]"], shard="fsdp-zero3",
                        world_size=WORLD, bucket_mb=0, output=tmp_path / "a")
    forward = [l for l in (path / "forward.py").read_text().splitlines() if " = " in l]
    backward = [l for l in (path / "backward.py").read_text().splitlines() if " = " in l]
    assert any("all_gather_into_tensor" in l for l in backward)

    def first(lines, what):
        return next(i for i, l in enumerate(lines) if what in l)

    gathers = [i for i, l in enumerate(forward) if "all_gather_into_tensor" in l]
    assert gathers[1] < first(forward, "wait_tensor")              # the next gather is already issued
    assert first(forward, "addmm") < gathers[-1]                    # not all gathered up front
    reduces = [i for i, l in enumerate(backward) if "reduce_scatter_tensor" in l]
    matmuls = [i for i, l in enumerate(backward) if "aten.mm." in l]
    assert reduces[0] < matmuls[-1]                                 # reductions run under compute


def _mismatch_worker(rank, path, init_file):
    faulthandler.enable(all_threads=True)
    dist.init_process_group("gloo", init_method=f"file://{init_file}", rank=rank, world_size=WORLD)
    try:
        with pytest.raises(ArtifactError, match=r"sharded for 4 ranks \(dp=4\), but the process group has 2"):
            aotc.runtime.load(path, build("mlp"))
        dist.barrier()
    except BaseException:
        dist.destroy_process_group()
        raise
    exit_cleanly()


def test_a_mismatched_world_size_is_refused(tmp_path):
    path = aotc.compile(str(ROOT / "examples/mlp.py") + ":MLP", ["f32[4,32]"], shard="fsdp-zero2",
                        world_size=4, freeze=MODELS["mlp"][2], output=tmp_path / "a")
    mp.spawn(_mismatch_worker, args=(str(path), str(tmp_path / "init")), nprocs=WORLD)
    with pytest.raises(ArtifactError, match="torchrun"):
        aotc.runtime.load(path, build("mlp"))   # no process group at all


def test_train_example_runs_under_torchrun(tmp_path):
    path = aotc.compile(str(ROOT / "examples/llama.py") + ":Llama", ["i64[2,32]"], args={"config": "tiny"},
                        shard="fsdp-zero3", world_size=WORLD, output=tmp_path / "llama")
    out = subprocess.run([sys.executable, "-m", "torch.distributed.run", "--standalone",
                          f"--nproc-per-node={WORLD}", str(ROOT / "examples/train.py"), str(path),
                          "--steps", "3", "--checkpoint", str(tmp_path / "ckpt.pt")],
                         capture_output=True, text=True, timeout=300)
    assert out.returncode == 0 and "step    3" in out.stdout, out.stdout[-2000:] + out.stderr[-3000:]
    # the summary: steps 2-3's median, and the tokens every rank's batch adds (2 x 32 each) per process
    (summary,) = [line for line in out.stdout.splitlines() if line.startswith("median of steps 2-3: ")]
    median_ms = float(summary.split(": ")[1].split(" ms")[0])
    per_process = float(summary.split(", ")[1].split(" tokens")[0].replace(",", ""))
    assert summary.endswith("tokens/s per process")
    assert abs(per_process - 2 * 32 / (median_ms / 1e3)) < 0.02 * per_process
    state = torch.load(tmp_path / "ckpt.pt")
    assert state["tok_embeddings.weight"].shape == (256, 64)   # whole, not a shard


def _unused_worker(rank, path, init_file, out_file):
    dist.init_process_group("gloo", init_method=f"file://{init_file}", rank=rank, world_size=WORLD)
    try:
        torch.manual_seed(0)
        model = WithUnused()
        step = aotc.runtime.load(path, model)
        opt = torch.optim.AdamW(model.parameters(), **ADAM)
        for x in _unused_batches():
            step(x.chunk(WORLD)[rank]).sum().backward()
            assert model.pooler.weight.grad is None and model.pooler.bias.grad is None
            opt.step()
            opt.zero_grad()
        state = aotc.runtime.full_state_dict(step)
        if rank == 0:
            torch.save(state, out_file)
        dist.barrier()
    except BaseException:
        dist.destroy_process_group()
        raise
    exit_cleanly()


def _unused_batches():
    g = torch.Generator().manual_seed(1)
    return [torch.randn(WORLD * 2, 8, generator=g) for _ in range(STEPS)]


@pytest.mark.parametrize("kind, bucket_mb", [("fsdp-zero2", 0), ("fsdp-zero3", 1)])
def test_a_parameter_no_rank_reads_is_neither_gathered_nor_reduced(kind, bucket_mb, tmp_path):
    path = aotc.compile(WithUnused(), ["f32[2,8]"], shard=kind, world_size=WORLD, bucket_mb=bucket_mb,
                        output=tmp_path / "artifact")
    # The body's weight and bias, one gather each or one bucket; none for the pooler.
    assert (path / "forward.py").read_text().count("= _c10d_functional.all_gather_into_tensor") == \
        (1 if bucket_mb else 2)
    out = tmp_path / "rank0.pt"
    mp.spawn(_unused_worker, args=(str(path), str(tmp_path / "init"), str(out)), nprocs=WORLD)
    torch.manual_seed(0)
    eager = WithUnused()
    opt = torch.optim.AdamW(eager.parameters(), **ADAM)
    for x in _unused_batches():
        (sum(eager(part).sum() for part in x.chunk(WORLD)) / WORLD).backward()
        opt.step()
        opt.zero_grad()
    got = torch.load(out)
    for key, value in eager.state_dict().items():
        torch.testing.assert_close(got[key], value, rtol=1e-5, atol=1e-6, msg=key)
