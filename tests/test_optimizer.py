"""The optimizer in the artifact (--optimizer adamw): against torch.optim.AdamW over several
steps (bit-exact in the portable program, within float32 rounding with torch's fused kernel),
its state dict, schedulers, the programs and the memory estimate. Two ranks: test_distributed."""

from __future__ import annotations

import copy

import pytest
import torch
from torch import nn

import aotc
import aotc.runtime
from aotc.errors import CompileError
from aotc.format.artifact import read_artifact, read_manifest
from aotc.ir import inline_regions

B, T, V, D = 2, 8, 48, 32
INPUTS = [f"i64[{B},{T}]", f"i64[{B},{T}]"]
OPTIMIZER = dict(optimizer="adamw", weight_decay=0.1, no_decay=("lin.bias",))


class Head(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(V, D)
        self.lin = nn.Linear(D, D)
        self.head = nn.Linear(D, V, bias=False)

    def forward(self, idx, targets):
        logits = self.head(torch.relu(self.lin(self.emb(idx))))
        return nn.functional.cross_entropy(logits.flatten(0, 1).float(), targets.flatten(), label_smoothing=0.1)


@pytest.fixture(scope="module")
def artifacts(tmp_path_factory):
    """The same model compiled without and with the optimizer: the two backwards make the same
    gradients, so eager AdamW on the first is the reference for the second."""
    root = tmp_path_factory.mktemp("optimizer")
    torch.manual_seed(0)
    model = Head()
    return (aotc.compile(model, INPUTS, output=root / "plain", loss_chunk=5),
            aotc.compile(model, INPUTS, output=root / "adamw", loss_chunk=5, **OPTIMIZER))


def _twins():
    torch.manual_seed(0)
    a = Head()
    return a, copy.deepcopy(a)


def _eager_adamw(model, lr=1e-2):
    decay = [p for n, p in model.named_parameters() if n != "lin.bias"]
    return torch.optim.AdamW([{"params": decay}, {"params": [model.lin.bias], "weight_decay": 0.0}], lr=lr,
                             weight_decay=0.1)


def _batches(n):
    g = torch.Generator().manual_seed(3)
    return [(torch.randint(0, V, (B, T), generator=g), torch.randint(0, V, (B, T), generator=g)) for _ in range(n)]


@pytest.mark.parametrize("kernels", ["off", "auto"])
def test_steps_like_torch_adamw_with_a_scheduler(artifacts, kernels):
    plain, adamw = artifacts
    reference, model = _twins()
    ref_step = aotc.runtime.load(plain, reference, kernels=kernels)
    step = aotc.runtime.load(adamw, model, lr=1e-2, kernels=kernels)
    ref_opt, opt = _eager_adamw(reference), step.optimizer
    assert isinstance(opt, torch.optim.AdamW)
    schedulers = [torch.optim.lr_scheduler.StepLR(o, 2, 0.5) for o in (ref_opt, opt)]
    for idx, targets in _batches(5):
        ref_step(idx, targets).backward()
        ref_opt.step()
        ref_opt.zero_grad()
        step(idx, targets).backward()
        assert all(p.grad is None for p in model.parameters())      # consumed by the update
        opt.step()                                                   # accepted; the update has run
        for s in schedulers:
            s.step()
        for (name, p), q in zip(reference.named_parameters(), model.parameters()):
            if kernels == "off":     # eager's single-tensor AdamW, op for op
                assert torch.equal(p, q), name
            else:                    # torch's fused AdamW kernel
                torch.testing.assert_close(q, p, rtol=0, atol=1e-5, msg=name)
    ours, theirs = opt.state_dict(), ref_opt.state_dict()
    assert ours["param_groups"] == theirs["param_groups"]
    for k, state in theirs["state"].items():
        for key, value in state.items():
            if kernels == "off":
                assert torch.equal(ours["state"][k][key], value), (k, key)
            else:
                torch.testing.assert_close(ours["state"][k][key], value, rtol=1e-4, atol=1e-9)


def test_state_dict_saves_loads_and_resumes_like_torch_adamw(artifacts, tmp_path):
    """Two steps, save the optimizer; a fresh model and artifact load it (from a file) and take
    two more: as an uninterrupted run. torch.optim.AdamW loads the saved state too."""
    plain, adamw = artifacts
    batches = _batches(4)
    _, whole = _twins()
    run = aotc.runtime.load(adamw, whole, lr=1e-2, kernels="off")
    for idx, targets in batches:
        run(idx, targets).backward()
    _, first = _twins()
    part = aotc.runtime.load(adamw, first, lr=1e-2, kernels="off")
    for idx, targets in batches[:2]:
        part(idx, targets).backward()
    torch.save({"model": first.state_dict(), "optimizer": part.optimizer.state_dict()}, tmp_path / "ckpt.pt")
    saved = torch.load(tmp_path / "ckpt.pt")
    steps = {float(s["step"]) for s in saved["optimizer"]["state"].values()}
    assert steps == {2.0}
    _, second = _twins()
    second.load_state_dict(saved["model"])
    resumed = aotc.runtime.load(adamw, second, lr=1e-2, kernels="off")
    resumed.optimizer.load_state_dict(saved["optimizer"])
    for idx, targets in batches[2:]:
        resumed(idx, targets).backward()
    for (name, p), q in zip(whole.named_parameters(), second.parameters()):
        assert torch.equal(p, q), name
    eager, _ = _twins()
    eager.load_state_dict(saved["model"])
    _eager_adamw(eager).load_state_dict(saved["optimizer"])       # the same format as torch's


def test_the_hyperparameters_are_the_artifacts(artifacts):
    _, adamw = artifacts
    _, model = _twins()
    step = aotc.runtime.load(adamw, model)
    step.optimizer.param_groups[0]["betas"] = (0.8, 0.999)
    idx, targets = _batches(1)[0]
    with pytest.raises(ValueError, match=r"param group 0's betas .* differ from the artifact's"):
        step(idx, targets).backward()
    with pytest.raises(RuntimeError, match="closure"):
        step.optimizer.step(lambda: 0.0)
    step.optimizer.param_groups[0]["betas"] = (0.9, 0.999)
    loss = step(idx, targets)
    loss.backward(retain_graph=True)
    with pytest.raises(RuntimeError, match="second step"):
        loss.backward()


def test_each_update_follows_its_gradient_and_no_gradient_is_returned(artifacts):
    _, adamw = artifacts
    manifest, programs = read_artifact(adamw)
    backward = inline_regions(programs["backward"])
    assert not [p for p in backward.output_ports if p.kind == "grad"]
    updates = [i for i, op in enumerate(backward.ops) if op.name == "aotc.adamw.default"]
    assert len(updates) == 4
    made = {v: i for i, op in enumerate(backward.ops) for v in op.outputs if v is not None}
    # A gradient lives from the op that makes it to its update: never more than two at once.
    alive = [sum(made[backward.ops[u].args[1]] <= i < u for u in updates) for i in range(len(backward.ops))]
    assert max(alive) <= 2, alive
    assert manifest.optimizer.groups == (("emb.weight", "lin.weight", "head.weight"), ("lin.bias",))
    assert manifest.optimizer.weight_decays == (0.1, 0.0)
    text = (adamw / "backward.py").read_text()
    assert "# t" in text and "assign param:head.weight" in text and "hyper lr:1" in text


def test_the_estimate_holds_no_gradient_past_its_update(tmp_path):
    """Without the optimizer every gradient lives to the end of the backward; with it each dies
    at its update, and the optimizer's two states count as resident. (Few tokens: the
    parameters outweigh the activations.)"""
    def manifest(**options):
        return read_manifest(aotc.compile("examples/llama.py:Llama", ["i64[1,4]", "i64[1,4]"],
                                          output=tmp_path / "m", args={"config": "tiny"}, **options))
    plain, adamw = manifest().memory, manifest(optimizer="adamw").memory
    params = sum(4 * torch.Size(p.shape).numel() for p in manifest().params)
    assert adamw.resident == plain.resident + 2 * params + 4      # exp_avg, exp_avg_sq, the step count
    assert adamw.backward_peak < plain.backward_peak - params // 2, (plain, adamw)


def test_options_are_checked(tmp_path):
    with pytest.raises(CompileError, match="--no-decay without --optimizer"):
        aotc.compile(Head(), INPUTS, output=tmp_path / "a", no_decay=("lin.bias",))
    with pytest.raises(CompileError, match="matches no trained parameter"):
        aotc.compile(Head(), INPUTS, output=tmp_path / "a", optimizer="adamw", no_decay=("nope*",))
    with pytest.raises(CompileError, match="needs a training artifact"):
        aotc.compile(Head(), INPUTS, output=tmp_path / "a", optimizer="adamw", inference=True)


def test_cli_compiles_with_the_optimizer(tmp_path):
    from click.testing import CliRunner
    from cli.main import main
    result = CliRunner().invoke(main, ["compile", "examples/mlp.py:MLP", "--input", "f32[8,32]", "--optimizer", "adamw",
                                       "--betas", "0.9", "0.95", "--weight-decay", "0.05", "--no-decay", "*.bias",
                                       "-o", str(tmp_path / "a"), "-q"])
    assert result.exit_code == 0, result.output
    info = read_manifest(tmp_path / "a").optimizer
    assert info.betas == (0.9, 0.95) and info.weight_decays == (0.05, 0.0)


def test_shape_buckets_share_one_optimizer(tmp_path):
    """Every shape bucket of an artifact updates the same parameters: they share one optimizer,
    so a step through either bucket counts in the same state, as one eager AdamW does."""
    mlp = nn.Sequential(nn.Linear(32, 16), nn.ReLU(), nn.Linear(16, 4))
    path = aotc.compile(mlp, ["f32[8,32]"], buckets=[["f32[16,32]"]], optimizer="adamw", output=tmp_path / "a")
    model = copy.deepcopy(mlp)
    reference = copy.deepcopy(mlp)
    step_model = aotc.runtime.load(path, model, lr=1e-2, kernels="off")
    assert all(b.optimizer is step_model.optimizer for b in step_model.buckets.values())
    eager = torch.optim.AdamW(reference.parameters(), lr=1e-2)
    torch.manual_seed(0)
    for rows in (8, 16, 8):
        x = torch.randn(rows, 32)
        step_model(x).sum().backward()
        reference(x).sum().backward()
        eager.step()
        eager.zero_grad()
    for ours, theirs in zip(model.parameters(), reference.parameters()):
        torch.testing.assert_close(ours, theirs, rtol=1e-5, atol=1e-6)
        assert int(step_model.optimizer.state[ours]["step"]) == 3
