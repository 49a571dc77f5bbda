"""The loss inside a pipeline's last stage: a model called with its targets (`forward(idx,
targets)` returning the mean cross-entropy) compiled with `--mesh pp=N`. The last stage takes the
targets after the activation and returns the loss, the fused loss of the whole-model compile
(no [tokens, vocabulary] logits); the schedule takes no loss_fn, and the last stage's ranks pass
the targets as `target=`. Trained on real gloo processes under PyTorch's schedules against one
process training eagerly, over three AdamW steps (gradients accumulate over the microbatches).
"""

from __future__ import annotations

import faulthandler

import pytest
import torch
import torch.distributed as dist
import torch.multiprocessing as mp
import torch.nn.functional as F
from torch import nn

import aotc
import aotc.runtime
from aotc.errors import CompileError
from aotc.format.artifact import ArtifactError, read_artifact, read_manifest
from aotc.runtime.shard import local_part
from conftest import exit_cleanly, join_group, load_example

STEPS = 3
MICRO = (2, 16)           # one microbatch: the compiled input shape
MICROBATCHES = 2
ADAM = {"lr": 1e-2, "eps": 1e-6}
INPUTS = [f"i64[{MICRO[0]},{MICRO[1]}]"] * 2


def build() -> nn.Module:
    torch.manual_seed(0)
    return load_example("llama").Llama("tiny", n_layers=4, tie_embeddings=True)


def batches(dp: int = 1):
    torch.manual_seed(1)
    rows = dp * MICROBATCHES * MICRO[0]
    return [(torch.randint(0, 256, (rows, MICRO[1])), torch.randint(0, 256, (rows, MICRO[1]))) for _ in range(STEPS)]


def eager_run(dp: int = 1):
    """Each step's microbatch losses (every data rank's, in order), and the parameters after."""
    model = build()
    opt = torch.optim.AdamW(model.parameters(), **ADAM)
    losses = []
    for x, y in batches(dp):
        opt.zero_grad()
        parts = [model(xc, yc) for xc, yc in zip(x.chunk(dp * MICROBATCHES), y.chunk(dp * MICROBATCHES))]
        (sum(parts) / len(parts)).backward()
        opt.step()
        losses.append([p.item() for p in parts])
    return losses, {n: p.detach().clone() for n, p in model.named_parameters()}


def train(path: str, kind: str) -> dict:
    """This rank's stages for STEPS steps: the last stage's microbatch losses, the parameters."""
    model = build()
    pipe = aotc.runtime.load(path, model)
    assert pipe.loss_inside
    opt = torch.optim.AdamW(pipe.parameters(), **ADAM)
    refused = []        # what this rank was told where it asked for a loss_fn, or stepped without targets
    try:
        pipe.schedule(kind, n_microbatches=MICROBATCHES, loss_fn=lambda out, y: out)
    except ArtifactError as e:
        refused.append(str(e))
    schedule = pipe.schedule(kind, n_microbatches=MICROBATCHES)
    index, dp = aotc.runtime.data_rank(pipe)
    stages = {s.stage for s in pipe.stages}
    first, last = 0 in stages, pipe.manifest.pipeline.stages - 1 in stages
    if last:            # refused before anything is sent
        try:
            schedule.step()
        except ArtifactError as e:
            refused.append(str(e))
    losses = []
    for x, y in batches(dp):
        x, y = x.chunk(dp)[index], y.chunk(dp)[index]
        opt.zero_grad()
        mine = []
        schedule.step(*([x] if first else []), **({"target": y, "losses": mine} if last else {}))
        opt.step()
        losses.append([t.item() for t in mine])
    return {"losses": losses, "index": index, "last": last, "refused": refused,
            "coords": aotc.runtime.shard.coordinates(pipe.process_groups, pipe.manifest.sharding),
            "params": {n: p.detach().clone() for n, p in pipe.named_parameters()}}


def worker(rank, world, runs, init_file, out_file):
    faulthandler.enable(all_threads=True)
    join_group(rank, world, init_file)
    try:
        torch.save([train(path, kind) for path, kind in runs], f"{out_file}.{rank}")
        dist.barrier()
    except BaseException:
        dist.destroy_process_group()
        raise
    exit_cleanly()


def spawn(world, runs, tmp_path):
    out = tmp_path / "rank"
    mp.spawn(worker, args=(world, [(str(p), kind) for p, kind in runs], str(tmp_path / "init"), str(out)),
             nprocs=world)
    return [torch.load(f"{out}.{r}") for r in range(world)]


def check(results, path, dp: int = 1):
    losses, params = eager_run(dp)
    plan = read_manifest(path).sharding
    # Split over tp or cp, sums run in another order than eager's, and AdamW's first steps move
    # an entry by about the learning rate (1e-2) whatever its gradient's size, so a near-zero
    # gradient's rounding shows in the parameter at a few 1e-4.
    tol = 5e-4 if any(plan.mesh.get(a) > 1 for a in ("tp", "cp")) else 1e-5
    assert any(r["last"] for r in results)
    for r in results:
        assert "give no loss_fn" in r["refused"][0]
        assert r["last"] == (len(r["refused"]) == 2) and (not r["last"] or "target=" in r["refused"][1])
        if r["last"]:
            want = [step[r["index"] * MICROBATCHES:(r["index"] + 1) * MICROBATCHES] for step in losses]
            torch.testing.assert_close(torch.tensor(r["losses"]), torch.tensor(want), rtol=1e-5, atol=tol / 50)
        for name, value in r["params"].items():
            ref = local_part(params[name], plan.params[name], plan, r["coords"])
            torch.testing.assert_close(value, ref, rtol=1e-4, atol=tol, msg=lambda m, name=name: f"{name}: {m}")


def test_the_last_stage_takes_the_targets_and_returns_the_fused_loss(tmp_path):
    path = aotc.compile(build(), INPUTS, mesh=(("pp", 2),), output=tmp_path / "a")
    manifest, programs = read_artifact(path)
    assert manifest.format_version == 17
    first, last = manifest.entries["stage0"], manifest.entries["stage1"]
    assert [i.name for i in first.inputs] == [""] and [i.name for i in last.inputs] == ["", "targets"]
    assert [(i.dtype, i.shape) for i in manifest.inputs] == [("int64", MICRO)] * 2
    out = [v for p, v in zip(programs["forward_stage1"].output_ports, programs["forward_stage1"].outputs)
           if p.kind == "output"]
    assert [(v.type.dtype, v.type.shape) for v in out] == [("float32", ())]
    # The fused loss: nothing of [tokens, vocabulary] is saved for the backward.
    vocab = build().config.vocab_size
    saved = [v for p, v in zip(programs["forward_stage1"].output_ports, programs["forward_stage1"].outputs)
             if p.kind == "saved" and v is not None]
    assert not any(vocab in v.type.shape and MICRO[0] * MICRO[1] in v.type.shape for v in saved)

    # In one process the stages run chained: the first takes the tokens, the last the targets.
    eager, twin = build(), build()
    step = aotc.runtime.load(path, twin)
    for x, y in zip(*(t.chunk(MICROBATCHES) for t in batches()[0])):
        want = eager(x, y)
        want.backward()
        got = step(x, y)
        got.backward()
        torch.testing.assert_close(got, want, rtol=1e-6, atol=1e-6)
    for (name, p), q in zip(eager.named_parameters(), twin.parameters()):
        torch.testing.assert_close(q.grad, p.grad, rtol=1e-5, atol=1e-6, msg=lambda m, name=name: f"{name}: {m}")


@pytest.mark.slow
def test_the_loss_inside_the_last_stage_trains_like_one_process(tmp_path):
    """2 ranks: 1F1B over two stages, then interleaved 1F1B over four (stages 1 and 3, the
    last, on rank 1: its stage 1 ignores the targets it is handed too)."""
    two = aotc.compile(build(), INPUTS, mesh=(("pp", 2),), output=tmp_path / "pp2")
    four = aotc.compile(build(), INPUTS, mesh=(("pp", 2),), pp_stages=4, output=tmp_path / "pp2x2")
    results = spawn(2, [(two, "1f1b"), (four, "interleaved-1f1b")], tmp_path)
    check([r[0] for r in results], two)
    check([r[1] for r in results], four)


@pytest.mark.slow
def test_the_loss_inside_the_last_stage_under_fsdp_tp_and_cp(tmp_path):
    """4 ranks, pp major. pp 2 x dp_shard 2, ZeRO-3 under 1F1B: each stage's parameters split by
    rows over its two data ranks, each data rank its own targets. pp 2 x tp 2 under 1F1B: the
    last stage's loss over the vocabulary split by tp, the targets whole on both tp ranks.
    pp 2 x cp 2 under GPipe: each cp rank's loss on its own chunks of the targets."""
    fsdp = aotc.compile(build(), INPUTS, mesh=(("pp", 2), ("dp_shard", 2)), shard="fsdp-zero3",
                        output=tmp_path / "pp2dp2")
    tp = aotc.compile(build(), INPUTS, mesh=(("pp", 2), ("tp", 2)), output=tmp_path / "pp2tp2")
    cp = aotc.compile(build(), INPUTS, mesh=(("pp", 2), ("cp", 2)), output=tmp_path / "pp2cp2")
    results = spawn(4, [(fsdp, "1f1b"), (tp, "1f1b"), (cp, "gpipe")], tmp_path)
    check([r[0] for r in results], fsdp, dp=2)
    check([r[1] for r in results], tp)
    check([r[2] for r in results], cp)


class _LossFromTokens(nn.Module):
    """A language model whose loss reads the token ids themselves (shifted): the last stage would
    need the first stage's input."""

    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(16, 8)
        self.blocks = nn.ModuleList(nn.Linear(8, 8) for _ in range(2))
        self.head = nn.Linear(8, 16)

    def forward(self, idx):
        x = self.emb(idx)
        for block in self.blocks:
            x = block(x)
        logits = self.head(x)[:, :-1]
        return F.cross_entropy(logits.flatten(0, 1), idx[:, 1:].flatten())


class _TargetsFirst(nn.Module):
    """forward(targets, idx): the targets come before the tokens."""

    def __init__(self):
        super().__init__()
        self.inner = _LossFromTokens()

    def forward(self, targets, idx):
        x = self.inner.emb(idx)
        for block in self.inner.blocks:
            x = block(x)
        return F.cross_entropy(self.inner.head(x).flatten(0, 1), targets.flatten())


def test_a_last_stage_that_reads_the_first_stages_input_is_refused(tmp_path):
    with pytest.raises(CompileError, match=r"first and the last pipeline stage both read the model's input 0"):
        aotc.compile(_LossFromTokens(), ["i64[2,8]"], mesh=(("pp", 2),), output=tmp_path / "a")
    with pytest.raises(CompileError, match=r"must come last in forward's parameters"):
        aotc.compile(_TargetsFirst(), ["i64[2,8]", "i64[2,8]"], mesh=(("pp", 2),), output=tmp_path / "b")
    assert not (tmp_path / "a").exists() and not (tmp_path / "b").exists()
