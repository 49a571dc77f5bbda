"""Artifact training steps against eager PyTorch, for every example model."""

from __future__ import annotations

import filecmp

import pytest
import torch

import aotc
import aotc.runtime
from aotc.format.artifact import read_manifest
from conftest import ROOT, assert_grads_match, lm_loss, load_example, twin

llama, gpt2, mlp = load_example("llama"), load_example("gpt2"), load_example("mlp")

LMS = {
    "llama": ("examples/llama.py:Llama", lambda: llama.Llama("tiny"), {"config": "tiny"}),
    "gpt2": ("examples/gpt2.py:GPT2", lambda: gpt2.GPT2("tiny"), {"config": "tiny"}),
}
SHAPE = (2, 32)


def _lm_step(model, idx, targets):
    loss = lm_loss(model(idx), targets)
    loss.backward()
    return loss


@pytest.mark.parametrize("name", sorted(LMS))
def test_lm_matches_eager(name, artifacts):
    spec, factory, args = LMS[name]
    path = artifacts(spec, ["i64[2,32]"], args=args)
    eager, model = twin(factory)
    step = aotc.runtime.load(path, model)
    idx = torch.randint(0, 256, SHAPE)
    targets = torch.randint(0, 256, SHAPE)
    ref = _lm_step(eager, idx, targets)
    got = _lm_step(step, idx, targets)
    torch.testing.assert_close(got, ref, rtol=1e-5, atol=1e-6)
    assert_grads_match(eager, model)


def test_mlp_matches_eager(artifacts):
    path = artifacts("examples/mlp.py:MLP", ["f32[8,32]"])
    eager, model = twin(mlp.MLP)
    step = aotc.runtime.load(path, model)
    x = torch.randn(8, 32)
    w = torch.randn(8, 10)
    (eager(x) * w).sum().backward()
    (step(x) * w).sum().backward()
    assert_grads_match(eager, model)


@pytest.mark.parametrize("name", sorted(LMS) + ["mlp"])
def test_examples_with_transposed_tangents_match_eager(name, artifacts):
    """The output's gradient arrives in another memory order than the programs were traced for."""
    if name == "mlp":
        path, factory, x = artifacts("examples/mlp.py:MLP", ["f32[8,32]"]), mlp.MLP, torch.randn(8, 32)
    else:
        spec, factory, args = LMS[name]
        path, x = artifacts(spec, ["i64[2,32]"], args=args), torch.randint(0, 256, SHAPE)
    eager, model = twin(factory)
    step = aotc.runtime.load(path, model)
    out = eager(x)
    w = torch.randn(tuple(reversed(out.shape))).permute(*reversed(range(out.dim())))
    assert not w.is_contiguous()
    (eager(x) * w).sum().backward()
    (step(x) * w).sum().backward()
    assert_grads_match(eager, model, rtol=1e-4)


def test_retain_graph_twice_matches_eager(artifacts):
    path = artifacts(LMS["llama"][0], ["i64[2,32]"], args={"config": "tiny"})
    eager, model = twin(LMS["llama"][1])
    step = aotc.runtime.load(path, model)
    idx, targets = torch.randint(0, 256, SHAPE), torch.randint(0, 256, SHAPE)
    for m in (eager, step):
        loss = lm_loss(m(idx), targets)
        loss.backward(retain_graph=True)
        loss.backward()
    assert_grads_match(eager, model)  # both accumulated twice


def test_second_backward_without_retain_graph_raises(artifacts):
    path = artifacts("examples/mlp.py:MLP", ["f32[8,32]"])
    step = aotc.runtime.load(path, mlp.MLP())
    loss = step(torch.randn(8, 32)).sum()
    loss.backward()
    with pytest.raises(RuntimeError, match="backward through the graph a second time"):
        loss.backward()


def test_frozen_parameters_get_no_grad_and_save_less(artifacts):
    spec, factory, args = LMS["llama"]
    full = artifacts(spec, ["i64[2,32]"], args=args)
    frozen_globs = ("tok_embeddings.*", "layers.*.attention.w*", "layers.*.feed_forward.*")
    peft = artifacts(spec, ["i64[2,32]"], args=args, freeze=frozen_globs)
    full_m, peft_m = read_manifest(full), read_manifest(peft)
    assert peft_m.saved.activation_bytes < full_m.saved.activation_bytes
    assert peft_m.programs["backward"]["ops"] < full_m.programs["backward"]["ops"]

    eager, model = twin(factory)
    for m in (eager, model):
        for n, p in m.named_parameters():
            if any(__import__("fnmatch").fnmatchcase(n, g) for g in frozen_globs):
                p.requires_grad_(False)
    step = aotc.runtime.load(peft, model)
    idx, targets = torch.randint(0, 256, SHAPE), torch.randint(0, 256, SHAPE)
    _lm_step(eager, idx, targets)
    _lm_step(step, idx, targets)
    frozen = [n for n, p in model.named_parameters() if not p.requires_grad]
    assert frozen and all(model.get_parameter(n).grad is None for n in frozen)
    assert_grads_match(eager, model)


def test_model_flags_count_as_frozen(tmp_path):
    """A model that sets requires_grad=False itself compiles to the same programs as --freeze."""
    class Frozen(mlp.MLP):
        def __init__(self):
            super().__init__()
            self.hidden[0].weight.requires_grad_(False)

    by_flag = aotc.compile(Frozen(), ["f32[8,32]"], output=tmp_path / "flag")
    name = next(n for n, p in Frozen().named_parameters() if not p.requires_grad)
    by_glob = aotc.compile(mlp.MLP(), ["f32[8,32]"], output=tmp_path / "glob", freeze=(name,))
    # The same program; only the provenance comments differ: the root's class name, and the
    # name of mlp.py's lines (Frozen lives in another directory, so they go by module name).
    flag_text = (by_flag / "backward.py").read_text().replace("# (Frozen)", "# (MLP)")
    assert flag_text.replace(f"{mlp.__name__}.py:", "mlp.py:") == (by_glob / "backward.py").read_text()
    assert read_manifest(by_flag).saved == read_manifest(by_glob).saved


class Normed(torch.nn.Module):
    """BatchNorm writes its running statistics (and a counter) during a training forward."""

    def __init__(self):
        super().__init__()
        self.net = torch.nn.Sequential(torch.nn.Linear(4, 8), torch.nn.BatchNorm1d(8), torch.nn.ReLU(),
                                       torch.nn.Linear(8, 3))
        self.register_buffer("calls", torch.zeros((), dtype=torch.int64))

    def forward(self, x):
        self.calls += 1
        return self.net(x)


def test_buffers_written_in_forward_are_updated_like_eager(tmp_path):
    path = aotc.compile(Normed(), ["f32[16,4]"], output=tmp_path / "bn")
    text = (path / "forward.py").read_text()
    assert "update net.1.running_mean" in text and "update calls" in text
    eager, model = twin(Normed)
    step = aotc.runtime.load(path, model)
    for _ in range(3):
        x = torch.randn(16, 4)
        w = torch.randn(16, 3)
        (eager(x) * w).sum().backward()
        (step(x) * w).sum().backward()
    assert_grads_match(eager, model)
    for name, b in eager.named_buffers():
        torch.testing.assert_close(model.get_buffer(name), b, rtol=1e-5, atol=1e-6, msg=name)
    assert int(model.calls) == 3
    with torch.no_grad():  # the no-grad path writes the buffers too
        step(torch.randn(16, 4))
    assert int(model.calls) == 4


def test_frozen_batch_norm_in_eval_inside_a_training_artifact(tmp_path):
    """Fine-tuning often keeps batch norm in eval mode: the artifact traces the model's own
    flags, uses the running statistics, writes none, and trains the rest like eager."""
    def build():
        m = Normed()
        m.net[1].eval()
        return m

    path = aotc.compile(build(), ["f32[16,4]"], output=tmp_path / "bn-eval")
    manifest = read_manifest(path)
    assert manifest.modes.training and manifest.modes.exceptions == ("net.1",)
    eager, model = twin(build)
    step = aotc.runtime.load(path, model)
    x, w = torch.randn(16, 4), torch.randn(16, 3)
    (eager(x) * w).sum().backward()
    (step(x) * w).sum().backward()
    assert_grads_match(eager, model)
    torch.testing.assert_close(model.net[1].running_mean, eager.net[1].running_mean)


def test_tied_weights_one_grad(artifacts):
    path = artifacts(LMS["gpt2"][0], ["i64[2,32]"], args={"config": "tiny"})
    manifest = read_manifest(path)
    tied = [p for p in manifest.params if len(p.names) > 1]
    assert [set(p.names) for p in tied] == [{"wte.weight", "lm_head.weight"}]
    eager, model = twin(LMS["gpt2"][1])
    step = aotc.runtime.load(path, model)
    assert model.wte.weight is model.lm_head.weight
    idx, targets = torch.randint(0, 256, SHAPE), torch.randint(0, 256, SHAPE)
    _lm_step(eager, idx, targets)
    _lm_step(step, idx, targets)
    torch.testing.assert_close(model.wte.weight.grad, eager.wte.weight.grad, rtol=1e-5, atol=1e-6)
    assert len(list(step.parameters())) == len(list(eager.parameters()))


def test_compiling_twice_is_byte_identical(tmp_path):
    spec = str(ROOT / "examples/llama.py") + ":Llama"
    a = aotc.compile(spec, ["i64[2,32]"], args={"config": "tiny"}, output=tmp_path / "a")
    b = aotc.compile(spec, ["i64[2,32]"], args={"config": "tiny"}, output=tmp_path / "b")
    names = sorted(p.name for p in a.iterdir())
    assert names == sorted(p.name for p in b.iterdir())
    match, mismatch, errors = filecmp.cmpfiles(a, b, names, shallow=False)
    assert mismatch == [] and errors == []


@pytest.mark.slow
def test_compiling_in_two_processes_is_byte_identical(tmp_path):
    """Nothing may depend on set order or object addresses: two processes with different hash
    seeds write the same bytes."""
    import os
    import subprocess
    import sys
    for seed in ("1", "2"):
        code = ("import aotc; aotc.compile('examples/gpt2.py:GPT2', ['i64[2,32]'], "
                f"args={{'config': 'tiny'}}, output={str(tmp_path / seed)!r})")
        subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True, capture_output=True,
                       env={**os.environ, "PYTHONHASHSEED": seed})
    names = sorted(p.name for p in (tmp_path / "1").iterdir())
    match, mismatch, errors = filecmp.cmpfiles(tmp_path / "1", tmp_path / "2", names, shallow=False)
    assert len(match) == 5 and mismatch == [] and errors == []


def test_optimizer_and_state_dict_see_the_live_model(artifacts):
    path = artifacts("examples/mlp.py:MLP", ["f32[8,32]"])
    eager, model = twin(mlp.MLP)
    step = aotc.runtime.load(path, model)
    assert {id(p) for p in step.parameters()} == {id(p) for p in model.parameters()}
    assert step.state_dict().keys() == model.state_dict().keys()
    opt_e = torch.optim.AdamW(eager.parameters(), lr=1e-2)
    opt_a = torch.optim.AdamW(model.parameters(), lr=1e-2)
    x = torch.randn(8, 32)
    for _ in range(3):
        for m, opt in ((eager, opt_e), (step, opt_a)):
            opt.zero_grad()
            m(x).square().mean().backward()
            opt.step()
    for (n, p), q in zip(eager.named_parameters(), model.parameters()):
        torch.testing.assert_close(q, p, rtol=1e-5, atol=1e-6, msg=n)


def test_bfloat16_within_dtype_tolerance(artifacts):
    """bf16 keeps 8 bits of mantissa: compare to eager in the same dtype at 2e-2 relative,
    since the artifact and eager may round the same sums in a different order."""
    path = artifacts("examples/mlp.py:MLP", ["bf16[8,32]"], dtype="bfloat16")
    eager, model = twin(lambda: mlp.MLP().to(torch.bfloat16))
    step = aotc.runtime.load(path, model)
    x = torch.randn(8, 32, dtype=torch.bfloat16)
    eager(x).float().square().mean().backward()
    step(x).float().square().mean().backward()
    assert_grads_match(eager, model, rtol=2e-2)


class ComplexRope(torch.nn.Module):
    """Rotary positions as Meta's llama and torchtitan apply them: a complex64 table, multiplied
    into the projection viewed as complex."""

    def __init__(self):
        super().__init__()
        self.proj = torch.nn.Linear(16, 16)
        angles = torch.outer(torch.arange(8.0), 1.0 / 10000 ** (torch.arange(0, 16, 2).float() / 16))
        self.register_buffer("freqs_cis", torch.polar(torch.ones_like(angles), angles), persistent=False)

    def forward(self, x):
        h = self.proj(x)
        z = torch.view_as_complex(h.float().reshape(*h.shape[:-1], -1, 2)) * self.freqs_cis
        return torch.view_as_real(z).flatten(-2).type_as(h)


def test_dtype_casts_floating_point_tensors_and_keeps_complex_buffers(tmp_path):
    """--dtype casts the floating-point parameters and buffers; a complex buffer (a RoPE table)
    stays complex, where Module.to(dtype) would keep only its real part."""
    path = aotc.compile(ComplexRope(), ["bf16[2,8,16]"], dtype="bfloat16", output=tmp_path / "a")
    assert [b.dtype for b in read_manifest(path).buffers] == ["complex64"]

    def build():
        m = ComplexRope()
        return m._apply(lambda t: t.to(torch.bfloat16) if t.is_floating_point() else t)
    eager, model = twin(build)
    step = aotc.runtime.load(path, model)
    x = torch.randn(2, 8, 16, dtype=torch.bfloat16)
    ref, got = eager(x), step(x)
    torch.testing.assert_close(got, ref)
    ref.float().square().mean().backward()
    got.float().square().mean().backward()
    assert_grads_match(eager, model, rtol=2e-2)


def test_inference_artifact_has_no_backward(artifacts):
    path = artifacts(LMS["llama"][0], ["i64[2,32]"], args={"config": "tiny"}, inference=True)
    manifest = read_manifest(path)
    assert not manifest.training and set(manifest.programs) == {"forward"}
    eager, model = twin(LMS["llama"][1])
    step = aotc.runtime.load(path, model.eval())
    idx = torch.randint(0, 256, SHAPE)
    torch.testing.assert_close(step(idx), eager.eval()(idx), rtol=1e-5, atol=1e-5)

