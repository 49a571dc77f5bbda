"""The loss inside a pipeline's last stage: a model called with its targets (`forward(idx,
targets)` returning the mean cross-entropy) compiled with `--mesh pp=N`. The last stage takes the
targets after the activation and returns the loss, the fused loss of the whole-model compile
(no [tokens, vocabulary] logits); the schedule takes no loss_fn, and the last stage's ranks pass
the targets as `target=`. Trained on real gloo processes under PyTorch's schedules against one
process training eagerly, over three AdamW steps (gradients accumulate over the microbatches).
"""

from __future__ import annotations

import pytest
import torch
import torch.nn.functional as F
from torch import nn

import aotc
import aotc.runtime
from aotc.errors import CompileError, ModelMismatchError
from aotc.format.artifact import ArtifactError, read_artifact, read_manifest
from aotc.runtime.shard import local_part
from conftest import load_example, spawn_ranks

STEPS = 3
MICRO = (2, 16)           # one microbatch: the compiled input shape
MICROBATCHES = 2
ADAM = {"lr": 1e-2, "eps": 1e-6}
INPUTS = [f"i64[{MICRO[0]},{MICRO[1]}]"] * 2


class _Residual(nn.Module):
    def __init__(self):
        super().__init__()
        self.proj = nn.Linear(32, 32)

    def forward(self, x):
        return x + F.gelu(self.proj(x))


class _PositionsLM(nn.Module):
    """forward(idx, pos, target): two inputs for the first stage, and targets that are required
    and named as torch's schedule names its own keyword (`target`)."""

    def __init__(self):
        super().__init__()
        self.emb, self.pos = nn.Embedding(256, 32), nn.Embedding(MICRO[1], 32)
        self.blocks = nn.ModuleList(_Residual() for _ in range(4))
        self.head = nn.Linear(32, 256)

    def forward(self, idx, pos, target):
        x = self.emb(idx) + self.pos(pos)
        for block in self.blocks:
            x = block(x)
        return F.cross_entropy(self.head(x).flatten(0, 1), target.flatten())


def build(name: str = "llama") -> nn.Module:
    torch.manual_seed(0)
    if name == "positions":
        return _PositionsLM()
    return load_example("llama").Llama("tiny", n_layers=4, tie_embeddings=True)


def first_inputs(name: str, x: torch.Tensor) -> list[torch.Tensor]:
    """What the first stage takes for token ids x: the ids, and for _PositionsLM their positions."""
    return [x, torch.arange(x.shape[1]).expand(x.shape)] if name == "positions" else [x]


def compile_for(name: str, output, **options):
    inputs = [f"i64[{MICRO[0]},{MICRO[1]}]"] * (3 if name == "positions" else 2)
    return aotc.compile(build(name), inputs, output=output, **options)


def batches(dp: int = 1):
    torch.manual_seed(1)
    rows = dp * MICROBATCHES * MICRO[0]
    return [(torch.randint(0, 256, (rows, MICRO[1])), torch.randint(0, 256, (rows, MICRO[1]))) for _ in range(STEPS)]


def eager_run(dp: int = 1, name: str = "llama"):
    """Each step's microbatch losses (every data rank's, in order), and the parameters after."""
    model = build(name)
    opt = torch.optim.AdamW(model.parameters(), **ADAM)
    losses = []
    for x, y in batches(dp):
        opt.zero_grad()
        parts = [model(*first_inputs(name, xc), yc)
                 for xc, yc in zip(x.chunk(dp * MICROBATCHES), y.chunk(dp * MICROBATCHES))]
        (sum(parts) / len(parts)).backward()
        opt.step()
        losses.append([p.item() for p in parts])
    return losses, {n: p.detach().clone() for n, p in model.named_parameters()}


def train(path: str, kind: str, name: str, device: str = "cpu") -> dict:
    """This rank's stages for STEPS steps: the last stage's microbatch losses, the parameters.
    On "cuda" the model and the batches are on this rank's GPU."""
    model = build(name).to(device)
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
        x, y = x.chunk(dp)[index].to(device), y.chunk(dp)[index].to(device)
        opt.zero_grad()
        mine = []
        schedule.step(*(first_inputs(name, x) if first else []), **({"target": y, "losses": mine} if last else {}))
        opt.step()
        losses.append([t.item() for t in mine])
    return {"losses": losses, "index": index, "last": last, "refused": refused,
            "coords": aotc.runtime.shard.coordinates(pipe.process_groups, pipe.manifest.sharding),
            "params": {n: p.detach().cpu() for n, p in pipe.named_parameters()}}


def spawn(world, runs, tmp_path, device="cpu"):
    """Each rank (gloo on the CPU, or NCCL with a GPU of its own) runs train per run."""
    runs = [(str(p), kind, name) for p, kind, name in (r if len(r) == 3 else (*r, "llama") for r in runs)]
    return spawn_ranks(train, world, runs, tmp_path, device)


def check(results, path, dp: int = 1, name: str = "llama", tol: float = 1e-5, loss_tol: float = 1e-5):
    """`tol`, `loss_tol`: looser bounds for a GPU's own kernels against eager on the CPU."""
    losses, params = eager_run(dp, name)
    plan = read_manifest(path).sharding
    # Split over tp or cp, sums run in another order than eager's, and AdamW's first steps move
    # an entry by about the learning rate (1e-2) whatever its gradient's size, so a near-zero
    # gradient's rounding shows in the parameter at a few 1e-4.
    tol = max(tol, 5e-4 if any(plan.mesh.get(a) > 1 for a in ("tp", "cp")) else 1e-5)
    assert any(r["last"] for r in results)
    for r in results:
        assert "give no loss_fn" in r["refused"][0]
        assert r["last"] == (len(r["refused"]) == 2) and (not r["last"] or "target=" in r["refused"][1])
        if r["last"]:
            want = [step[r["index"] * MICROBATCHES:(r["index"] + 1) * MICROBATCHES] for step in losses]
            torch.testing.assert_close(torch.tensor(r["losses"]), torch.tensor(want), rtol=loss_tol, atol=tol / 50)
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
    for k, (x, y) in enumerate(zip(*(t.chunk(MICROBATCHES) for t in batches()[0]))):
        want = eager(x, y)
        want.backward()
        got = step(x, y) if k == 0 else step(x, targets=y)     # the targets by position or by name
        got.backward()
        torch.testing.assert_close(got, want, rtol=1e-6, atol=1e-6)
    for (name, p), q in zip(eager.named_parameters(), twin.parameters()):
        torch.testing.assert_close(q.grad, p.grad, rtol=1e-5, atol=1e-6, msg=lambda m, name=name: f"{name}: {m}")


@pytest.mark.slow
def test_the_loss_inside_the_last_stage_trains_like_one_process(tmp_path):
    """2 ranks: 1F1B over two stages, then interleaved 1F1B over four (stages 1 and 3, the
    last, on rank 1: its stage 1 ignores the targets it is handed too); then _PositionsLM under
    1F1B, whose first stage takes two inputs and whose required targets are named `target`."""
    two = aotc.compile(build(), INPUTS, mesh=(("pp", 2),), output=tmp_path / "pp2")
    four = aotc.compile(build(), INPUTS, mesh=(("pp", 2),), pp_stages=4, output=tmp_path / "pp2x2")
    positions = compile_for("positions", tmp_path / "positions", mesh=(("pp", 2),))
    results = spawn(2, [(two, "1f1b"), (four, "interleaved-1f1b"), (positions, "1f1b", "positions")], tmp_path)
    check([r[0] for r in results], two)
    check([r[1] for r in results], four)
    check([r[2] for r in results], positions, name="positions")


@pytest.mark.gpu
@pytest.mark.skipif(torch.cuda.device_count() < 2, reason="needs 2 CUDA devices")
def test_the_loss_inside_the_last_stage_trains_like_one_process_on_nccl(tmp_path):
    """The same plans compiled for CUDA, their kernels built on this machine, a GPU per rank over
    NCCL: 1F1B over two stages, interleaved 1F1B over four, against eager on the CPU."""
    from conftest import build_kernels
    two = aotc.compile(build(), INPUTS, mesh=(("pp", 2),), device="cuda", output=tmp_path / "pp2")
    four = aotc.compile(build(), INPUTS, mesh=(("pp", 2),), pp_stages=4, device="cuda", output=tmp_path / "pp2x2")
    for path in (two, four):
        build_kernels(path)
    results = spawn(2, [(two, "1f1b"), (four, "interleaved-1f1b")], tmp_path, device="cuda")
    check([r[0] for r in results], two, tol=1e-3, loss_tol=1e-3)
    check([r[1] for r in results], four, tol=1e-3, loss_tol=1e-3)


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


def test_a_first_stage_of_two_inputs_and_required_targets_named_target_in_one_process(tmp_path):
    """The chain binds the call once: the first stage's two inputs by position, the targets by
    position or as `target=` (no default: forward's signature is the model's, not a stage's)."""
    path = compile_for("positions", tmp_path / "a", mesh=(("pp", 2),))
    assert [i.name for i in read_manifest(path).inputs] == ["", "", "target"]
    eager, twin = build("positions"), build("positions")
    step = aotc.runtime.load(path, twin)
    x, y = batches()[0][0][:MICRO[0]], batches()[0][1][:MICRO[0]]
    eager(*first_inputs("positions", x), y).backward()
    step(*first_inputs("positions", x), y).backward()
    step(*first_inputs("positions", x), target=y).backward()
    for (name, p), q in zip(eager.named_parameters(), twin.parameters()):
        torch.testing.assert_close(q.grad, 2 * p.grad, rtol=1e-5, atol=1e-6, msg=lambda m, name=name: f"{name}: {m}")
    with pytest.raises(ModelMismatchError, match=r"take 2 inputs by position, target \(by position or name\); "
                                                 r"got 1 by position and target by name"):
        step(x, target=y)


def test_one_stage_takes_every_input(tmp_path):
    """--mesh pp=1: the one stage is the first and the last, and takes the tokens and the targets.
    A tied embedding and head in one stage is refused, naming the parameter."""
    with pytest.raises(CompileError, match="both uses of the tied parameter tok_embeddings.weight"):
        aotc.compile(build(), INPUTS, mesh=(("pp", 1),), output=tmp_path / "tied")
    untied = lambda: load_example("llama").Llama("tiny", n_layers=2)   # noqa: E731
    torch.manual_seed(0)
    path = aotc.compile(untied(), INPUTS, mesh=(("pp", 1),), output=tmp_path / "a")
    manifest = read_manifest(path)
    assert len(manifest.inputs) == 2 and list(manifest.entries) == ["stage0"]
    torch.manual_seed(0)
    eager = untied()
    torch.manual_seed(0)
    twin = untied()
    step = aotc.runtime.load(path, twin)
    x, y = batches()[0][0][:MICRO[0]], batches()[0][1][:MICRO[0]]
    torch.testing.assert_close(step(x, y), eager(x, y), rtol=1e-6, atol=1e-6)


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


class _TwoTargets(_LossFromTokens):
    """forward(idx, targets, weights): the last stage would read two model inputs."""

    def forward(self, idx, targets, weights):
        x = self.emb(idx)
        for block in self.blocks:
            x = block(x)
        losses = F.cross_entropy(self.head(x).flatten(0, 1), targets.flatten(), reduction="none")
        return (losses * weights.flatten()).mean()


class _LossAndLogits(_LossFromTokens):
    """forward(idx, targets) -> (loss, logits), as transformers' models return both."""

    def forward(self, idx, targets):
        x = self.emb(idx)
        for block in self.blocks:
            x = block(x)
        logits = self.head(x)
        return F.cross_entropy(logits.flatten(0, 1), targets.flatten()), logits


@pytest.mark.parametrize("model, inputs, message", [
    (_LossFromTokens, ["i64[2,8]"], r"first and the last pipeline stage both read the model's input 0 \(idx\)"),
    (_TargetsFirst, ["i64[2,8]", "i64[2,8]"], r"must come last in forward's parameters"),
    (_TwoTargets, ["i64[2,8]", "i64[2,8]", "f32[2,8]"],
     r"reads the model's input 1 \(targets\), input 2 \(weights\): a last stage that computes the loss takes one"),
    (_LossAndLogits, ["i64[2,8]", "i64[2,8]"],
     r"stage 1 reads the model's input 1 \(targets\) .* and returns float32\[\], float32\[2, 8, 16\].*return only the loss"),
], ids=["reads-the-tokens", "targets-first", "two-targets", "loss-and-logits"])
def test_a_last_stage_that_cannot_take_the_targets_is_refused(model, inputs, message, tmp_path):
    with pytest.raises(CompileError, match=message):
        aotc.compile(model(), inputs, mesh=(("pp", 2),), output=tmp_path / "a")
    assert not (tmp_path / "a").exists()


def test_stage_inputs_after_the_activation_are_refused_where_they_do_not_belong(tmp_path):
    """At load: a last stage's targets in a manifest older than format 17, inputs after the
    activation on a stage between the first and the last, or more than the targets on the last."""
    from dataclasses import replace

    from aotc.runtime.pipeline import check_boundaries
    path = aotc.compile(build(), INPUTS, mesh=(("pp", 2),), pp_stages=2, output=tmp_path / "a")
    manifest, programs = read_artifact(path)
    check_boundaries(path, manifest, programs)
    with pytest.raises(ArtifactError, match="which format 17 added, in a format-16 manifest"):
        check_boundaries(path, replace(manifest, format_version=16), programs)
    three = aotc.compile(build(), INPUTS, mesh=(("pp", 3),), output=tmp_path / "b")
    manifest, programs = read_artifact(three)
    middle = replace(manifest.entries["stage1"], inputs=manifest.entries["stage2"].inputs)
    with pytest.raises(ArtifactError, match="stage1 takes 2 inputs, but a stage between the first and the last"):
        check_boundaries(three, replace(manifest, entries={**manifest.entries, "stage1": middle}), programs)
    last = manifest.entries["stage2"]
    more = replace(last, inputs=last.inputs + last.inputs[1:])
    with pytest.raises(ArtifactError, match="stage2 takes 3 inputs, but the last stage takes the activation and at "
                                            "most one model input"):
        check_boundaries(three, replace(manifest, entries={**manifest.entries, "stage2": more}), programs)
