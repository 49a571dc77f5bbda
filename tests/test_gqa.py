"""Grouped-query attention (aotc.passes.gqa): a model's own repetition of k and v for attention
is removed, attention reads k and v at their own head count, and training is what eager's is."""

from __future__ import annotations

import torch
import torch.nn.functional as F

import aotc
import aotc.runtime
from conftest import assert_grads_match, lm_loss, load_example, twin

llama = load_example("llama")
LLAMA = "examples/llama.py:Llama"


def _attention_lines(path, name):
    return [line for line in (path / name).read_text().splitlines() if "aotc.sdpa" in line]


def _train(step, x, loss_of):
    loss = loss_of(step(x))
    loss.backward()
    return loss


def _same_step(model_factory, path, x, loss_of, exact=True):
    """Loss and every gradient of eager and the artifact: bit for bit (CPU, float32) where both
    run the same kernels, else within float32 rounding."""
    eager, model = twin(model_factory)
    step = aotc.runtime.load(path, model)
    want, got = _train(eager, x, loss_of), _train(step, x, loss_of)
    if not exact:
        torch.testing.assert_close(got, want, rtol=1e-5, atol=0)
        assert_grads_match(eager, model, rtol=1e-5)
        return
    assert torch.equal(want, got)
    for (name, p), q in zip(eager.named_parameters(), model.parameters()):
        assert torch.equal(p.grad, q.grad), name


def test_llama_attention_reads_unrepeated_keys_and_values(tmp_path):
    # tiny: 4 query heads share 2 key/value heads of 16 features; 2 x 64 tokens.
    path = aotc.compile(LLAMA, ["i64[2,64]"], args={"config": "tiny"}, output=tmp_path / "a")
    backward = _attention_lines(path, "backward.py")
    assert len(backward) == 2
    for line in backward:   # dq at the query's 4 heads, dk and dv at 2
        assert line.count("cpu f32[2, 4, 64, 16]") == 1 and line.count("cpu f32[2, 2, 64, 16]") == 2
    assert "aten.expand.default" not in (path / "forward.py").read_text()
    idx, targets = torch.randint(0, 256, (2, 64)), torch.randint(0, 256, (2, 64))
    _same_step(lambda: llama.Llama("tiny"), path, idx, lambda logits: lm_loss(logits, targets))


def test_inference_attention_reads_unrepeated_keys_and_values(tmp_path):
    path = aotc.compile(LLAMA, ["i64[2,64]"], args={"config": "tiny"}, inference=True, output=tmp_path / "i")
    assert "aten.expand.default" not in (path / "forward.py").read_text()
    eager, model = twin(lambda: llama.Llama("tiny"))
    idx = torch.randint(0, 256, (2, 64))
    with torch.no_grad():
        assert torch.equal(aotc.runtime.load(path, model)(idx), eager(idx))


class _Grouped(torch.nn.Module):
    """Attention with 4 query heads over 2 key/value heads, by enable_gqa or by hand; `leak`
    also reads the repeated keys elsewhere, which keeps them."""

    def __init__(self, enable_gqa: bool = False, leak: bool = False):
        super().__init__()
        self.wq = torch.nn.Linear(32, 32, bias=False)
        self.wkv = torch.nn.Linear(32, 32, bias=False)
        self.enable_gqa, self.leak = enable_gqa, leak

    def forward(self, x):
        b, t, _ = x.shape
        q = self.wq(x).view(b, t, 4, 8).transpose(1, 2)
        k, v = self.wkv(x).view(b, t, 4, 8).transpose(1, 2).chunk(2, dim=1)
        if self.enable_gqa:
            return F.scaled_dot_product_attention(q, k, v, is_causal=True, enable_gqa=True)
        k, v = k.repeat_interleave(2, dim=1), v.repeat_interleave(2, dim=1)
        out = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        return out + k.sum() if self.leak else out


def test_enable_gqa_and_a_kept_repetition(tmp_path):
    x = torch.randn(2, 16, 32)
    weight = torch.randn(2, 4, 16, 8)
    loss_of = lambda out: (out * weight).sum()
    for name, kwargs, rewritten in (("gqa", {"enable_gqa": True}, True), ("leak", {"leak": True}, False)):
        path = aotc.compile(_Grouped(**kwargs), ["f32[2,16,32]"], output=tmp_path / name)
        forward = _attention_lines(path, "forward.py")
        assert len(forward) == 1
        assert ("aten.expand.default" in (path / "forward.py").read_text()) != rewritten, name
        # Eager sums these gradients in another order (enable_gqa: on its own kernel path).
        _same_step(lambda: _Grouped(**kwargs), path, x, loss_of, exact=False)
