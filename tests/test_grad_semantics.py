"""Training semantics beyond one step: gradients that own their storage, and boolean attention
masks under dropout (both found on model families the earlier tests had not seen)."""

from __future__ import annotations

import pytest
import torch
import torch.nn as nn
import torch.nn.functional as F

import aotc
import aotc.runtime
from conftest import WithUnused, assert_grads_match, twin


class PatchEmbedding(nn.Module):
    """ViT's embedding: a class token concatenated before the patches, then positions added.
    At batch 1 the class token's gradient is a slice of the positions' gradient."""

    def __init__(self, dim: int = 16, patches: int = 8):
        super().__init__()
        self.proj = nn.Linear(12, dim)
        self.cls = nn.Parameter(torch.randn(1, 1, dim))
        self.pos = nn.Parameter(torch.randn(1, patches + 1, dim))

    def forward(self, x):
        x = self.proj(x)
        return torch.cat([self.cls.expand(x.shape[0], -1, -1), x], dim=1) + self.pos


class MaskedDropoutAttention(nn.Module):
    """Attention under a boolean mask (causal, or a padding mask passed in) with dropout."""

    def __init__(self, dim: int = 16, heads: int = 2):
        super().__init__()
        self.heads = heads
        self.qkv = nn.Linear(dim, 3 * dim)
        self.out = nn.Linear(dim, dim)

    def forward(self, x, keep=None):
        b, t, d = x.shape
        q, k, v = self.qkv(x).view(b, t, 3, self.heads, d // self.heads).permute(2, 0, 3, 1, 4)
        mask = torch.ones(t, t, dtype=torch.bool, device=x.device).tril() if keep is None else keep[:, None, None, :]
        y = F.scaled_dot_product_attention(q, k, v, attn_mask=mask, dropout_p=0.25)
        return self.out(y.transpose(1, 2).reshape(b, t, d))


@pytest.fixture(scope="module")
def embedding(tmp_path_factory):
    return aotc.compile(f"{__file__}:PatchEmbedding", ["f32[1,8,12]"], output=tmp_path_factory.mktemp("e") / "a")


def _steps(model, x, w, sequence):
    for what in sequence:
        if what == "backward":
            (model(x) * w).sum().backward()
        elif what == "retain":
            loss = (model(x) * w).sum()
            loss.backward(retain_graph=True)
            loss.backward()
        elif what == "zero":
            model.zero_grad(set_to_none=False)


@pytest.mark.parametrize("sequence", [["backward", "backward"], ["retain"], ["backward", "zero", "backward"]],
                         ids=["accumulate", "retain-graph", "zero-grad-keep"])
def test_gradients_that_view_one_storage_accumulate_apart(embedding, sequence):
    eager, model = twin(PatchEmbedding)
    step = aotc.runtime.load(embedding, model)
    x, w = torch.randn(1, 8, 12), torch.randn(1, 9, 16)
    _steps(eager, x, w, sequence)
    _steps(step, x, w, sequence)
    assert_grads_match(eager, model)
    grads = [p.grad for p in model.parameters()]
    storages = [g.untyped_storage().data_ptr() for g in grads]
    assert len(set(storages)) == len(storages), "two .grad tensors share storage"


def test_a_gradient_is_never_a_view_of_another_in_the_program(embedding):
    text = (embedding / "backward.py").read_text()
    assert "aten.clone.default" in text, text


@pytest.fixture(scope="module")
def masked(tmp_path_factory):
    root = tmp_path_factory.mktemp("m")
    causal = aotc.compile(f"{__file__}:MaskedDropoutAttention", ["f32[2,8,16]"], output=root / "causal")
    padded = aotc.compile(f"{__file__}:MaskedDropoutAttention", ["f32[2,8,16]", "b8[2,8]"], output=root / "padded")
    return causal, padded


def test_boolean_causal_mask_under_dropout_matches_eager_draw_for_draw(masked):
    eager, model = twin(MaskedDropoutAttention)
    step = aotc.runtime.load(masked[0], model)
    x, w = torch.randn(2, 8, 16), torch.randn(2, 8, 16)
    for _ in range(2):
        torch.manual_seed(7)
        ref = eager(x)
        (ref * w).sum().backward()
        torch.manual_seed(7)
        got = step(x)
        (got * w).sum().backward()
        torch.testing.assert_close(got, ref, rtol=1e-5, atol=1e-6)
    assert_grads_match(eager, model, rtol=1e-4)


def test_boolean_causal_mask_under_dropout_sees_no_future_token(masked):
    step = aotc.runtime.load(masked[0], MaskedDropoutAttention())
    x = torch.randn(2, 8, 16)
    later = x.clone()
    later[:, -1] += 5.0
    torch.manual_seed(3)
    a = step(x)
    torch.manual_seed(3)
    b = step(later)
    assert torch.equal(a[:, :-1], b[:, :-1])


def test_boolean_padding_mask_under_dropout_ignores_padded_positions(masked):
    eager, model = twin(MaskedDropoutAttention)
    step = aotc.runtime.load(masked[1], model)
    keep = torch.ones(2, 8, dtype=torch.bool)
    keep[0, 5:] = False
    x = torch.randn(2, 8, 16)
    other = x.clone()
    other[0, 5:] = torch.randn(3, 16)
    torch.manual_seed(4)
    a = step(x, keep)
    torch.manual_seed(4)
    b = step(other, keep)
    assert torch.equal(a[0, :5], b[0, :5])
    w = torch.randn(2, 8, 16)
    torch.manual_seed(5)
    (eager(x, keep) * w).sum().backward()
    torch.manual_seed(5)
    (step(x, keep) * w).sum().backward()
    assert_grads_match(eager, model, rtol=1e-4)


@pytest.mark.parametrize("optimizer", [None, "adamw"])
def test_a_parameter_the_forward_never_reads_gets_no_gradient_as_in_eager(tmp_path, optimizer):
    extra = {} if optimizer is None else dict(optimizer=optimizer, weight_decay=0.01)
    path = aotc.compile(WithUnused(), ["f32[2,8]"], output=tmp_path / "a", **extra)
    eager, model = twin(WithUnused)
    step = aotc.runtime.load(path, model, **({} if optimizer is None else dict(lr=0.1)))
    ref_opt = torch.optim.AdamW(eager.parameters(), lr=0.1, weight_decay=0.01)
    opt = step.optimizer if optimizer else torch.optim.AdamW(model.parameters(), lr=0.1, weight_decay=0.01)
    g = torch.Generator().manual_seed(0)
    for _ in range(3):
        x = torch.randn(2, 8, generator=g)
        eager(x).sum().backward()
        step(x).sum().backward()
        if optimizer is None:
            assert_grads_match(eager, model)
        assert model.pooler.weight.grad is None and model.pooler.bias.grad is None
        for o in (ref_opt, opt):
            o.step()
            o.zero_grad()
    for (name, p), q in zip(eager.named_parameters(), model.parameters()):
        torch.testing.assert_close(q, p, msg=name)
    # No optimizer state for the parameter nobody updates, as eager AdamW keeps none: eager's
    # state dict loads into the artifact's optimizer, and the artifact's into eager's.
    assert {n for n, p in model.named_parameters() if p in opt.state} == \
        {n for n, p in eager.named_parameters() if p in ref_opt.state} == {"body.weight", "body.bias"}
    opt.load_state_dict(ref_opt.state_dict())
    ref_opt.load_state_dict(opt.state_dict())
