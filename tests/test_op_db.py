"""An op database: small functions with sample inputs, each compiled and compared with eager
PyTorch's forward and torch.autograd's gradients (float32, 1e-5 relative)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pytest
import torch
import torch.nn.functional as F
from torch import nn

import aotc
import aotc.runtime
from conftest import assert_grads_match


@dataclass(frozen=True)
class Sample:
    name: str
    forward: Callable            # (module, *inputs) -> tensor; the module holds parameter `w`
    weight_shape: tuple
    inputs: tuple                # input type strings, e.g. "f32[4,8]"


class Holder(nn.Module):
    def __init__(self, sample: Sample):
        super().__init__()
        self.w = nn.Parameter(torch.randn(sample.weight_shape))
        self.register_buffer("b", torch.linspace(-1, 1, sample.weight_shape[-1]))
        self.fn = sample.forward

    def forward(self, *inputs):
        return self.fn(self, *inputs)


def attention(m, x):
    q = (x @ m.w).view(2, 8, 2, 4).transpose(1, 2)
    return F.scaled_dot_product_attention(q, q * 0.5, q + m.b[:4], is_causal=True)


def attention_masked(m, x):
    q = (x @ m.w).view(2, 8, 2, 4).transpose(1, 2)
    mask = torch.ones(8, 8, dtype=torch.bool).tril()
    return F.scaled_dot_product_attention(q, q, q, attn_mask=mask, scale=0.3)


def attention_mask_3d(m, x):
    q = (x @ m.w).view(2, 8, 2, 4).transpose(1, 2)
    mask = torch.ones(2, 8, 8, dtype=torch.bool).tril()   # broadcast over the batch
    return F.scaled_dot_product_attention(q, q, q, attn_mask=mask)


def attention_gqa(m, x):
    y = x @ m.w
    q = y[..., :8].reshape(2, 8, 4, 2).transpose(1, 2)
    kv = y[..., 8:].reshape(2, 8, 2, 2).transpose(1, 2)
    return F.scaled_dot_product_attention(q, kv, kv, is_causal=True, enable_gqa=True)


def grouped_matmul(m, x):
    """Rows sorted by a group their values choose, one weight matrix per group (an experts' matmul),
    the groups' ends as device offsets."""
    groups = (x.sum(-1) * 1e3).long().remainder(m.w.shape[0])
    order = groups.argsort(stable=True)
    offs = torch.histc(groups.float(), m.w.shape[0], 0, m.w.shape[0] - 1).cumsum(0, dtype=torch.int32)
    return torch._grouped_mm(x[order], m.w, offs=offs) * m.b


SAMPLES = [
    Sample("linear_gelu", lambda m, x: F.gelu(F.linear(x, m.w, m.b), approximate="tanh"), (8, 8), ("f32[4,8]",)),
    Sample("layer_norm", lambda m, x: F.layer_norm(x, (8,), m.w[0], m.b), (2, 8), ("f32[3,5,8]",)),
    Sample("rms_norm_manual", lambda m, x: x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6) * m.w[0],
           (1, 8), ("f32[3,8]",)),
    Sample("softmax_logsumexp", lambda m, x: F.softmax(x * m.w, -1) + torch.logsumexp(x * m.w, 0), (4, 8),
           ("f32[4,8]",)),
    Sample("embedding_cross_entropy", lambda m, i: F.cross_entropy(m.w[i] @ m.w.t(), i), (16, 8), ("i64[6]",)),
    Sample("silu_mul", lambda m, x: F.silu(x @ m.w) * torch.sigmoid(x @ m.w.t()), (8, 8), ("f32[4,8]",)),
    Sample("where_max_cumsum", lambda m, x: torch.where(x > 0, x * m.w, m.w.exp()).cumsum(-1).amax(0),
           (4, 8), ("f32[4,8]",)),
    Sample("reshape_permute_cat", lambda m, x: torch.cat([(x * m.w).permute(1, 0), m.w.t().reshape(8, 4)], 0),
           (4, 8), ("f32[4,8]",)),
    Sample("conv1d", lambda m, x: F.conv1d(x, m.w.view(4, 2, 1).expand(4, 2, 3).contiguous(), padding=1),
           (4, 2), ("f32[2,2,6]",)),
    Sample("attention_causal", attention, (8, 8), ("f32[2,8,8]",)),
    Sample("attention_masked_scaled", attention_masked, (8, 8), ("f32[2,8,8]",)),
    Sample("attention_gqa", attention_gqa, (8, 12), ("f32[2,8,8]",)),
    Sample("attention_mask_3d", attention_mask_3d, (8, 8), ("f32[2,8,8]",)),
    Sample("grouped_matmul", grouped_matmul, (4, 8, 8), ("f32[12,8]",)),
    Sample("tuple_and_dict_outputs", lambda m, x: (x @ m.w, {"a": (x @ m.w).sum(), "b": [x * 2]}),
           (8, 8), ("f32[4,8]",)),
]


def _make_inputs(types):
    from aotc.model_info import InputInfo
    out = []
    for t in types:
        info = InputInfo.parse(t)
        if info.dtype == "int64":
            out.append(torch.randint(0, 6, info.shape))
        else:
            out.append(torch.randn(info.shape, dtype=getattr(torch, info.dtype)))
    return out


def _loss(out, weights):
    leaves = [t for t in torch.utils._pytree.tree_leaves(out) if isinstance(t, torch.Tensor)]
    return sum((t * w).sum() for t, w in zip(leaves, weights))


def _transposed_like(t: torch.Tensor) -> torch.Tensor:
    """Random values of t's shape in the reverse memory order: a non-contiguous tangent."""
    if t.dim() < 2:
        return torch.randn_like(t)
    return torch.randn(tuple(reversed(t.shape)), dtype=t.dtype).permute(*reversed(range(t.dim())))


@pytest.mark.parametrize("layout", ["contiguous", "transposed"])
@pytest.mark.parametrize("sample", SAMPLES, ids=lambda s: s.name)
def test_sample_matches_eager(sample, layout, tmp_path):
    torch.manual_seed(0)
    eager = Holder(sample)
    model = Holder(sample)
    model.load_state_dict(eager.state_dict())
    path = aotc.compile(eager, list(sample.inputs), output=tmp_path / sample.name)
    step = aotc.runtime.load(path, model)
    inputs = _make_inputs(sample.inputs)

    ref = eager(*inputs)
    got = step(*inputs)
    ref_leaves = torch.utils._pytree.tree_leaves(ref)
    got_leaves = torch.utils._pytree.tree_leaves(got)
    assert len(got_leaves) == len(ref_leaves)
    for r, g in zip(ref_leaves, got_leaves):
        torch.testing.assert_close(g, r, rtol=1e-5, atol=1e-5)
    # The weights are the tangents the backward receives; transposed ones take the runtime's
    # layout paths (the programs were traced with contiguous tangents).
    weights = [(torch.randn_like if layout == "contiguous" else _transposed_like)(t) for t in ref_leaves]
    _loss(ref, weights).backward()
    _loss(got, weights).backward()
    assert_grads_match(eager, model)


class DropoutLSTM(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(8, 16)
        self.drop = nn.Dropout(0.1)
        self.lstm = nn.LSTM(16, 16, batch_first=True)

    def forward(self, x):
        return self.lstm(self.drop(self.lin(x)))[0]


def test_dropout_then_lstm_trains_like_eager(tmp_path):
    """The LSTM's backward hands native_dropout_backward a transposed gradient; the real kernel
    keeps that layout where the traced one did not, and a view after it must still work."""
    torch.manual_seed(0)
    eager, model = DropoutLSTM(), DropoutLSTM()
    model.load_state_dict(eager.state_dict())
    path = aotc.compile(eager, ["f32[2,5,8]"], output=tmp_path / "lstm")
    step = aotc.runtime.load(path, model)
    x, w = torch.randn(2, 5, 8), torch.randn(2, 5, 16)
    for m in (eager, step):
        torch.manual_seed(1)   # both sides draw the same dropout mask
        (m(x) * w).sum().backward()
    assert_grads_match(eager, model)


class InputLSTM(nn.Module):
    """An LSTM reading the program's input, which needs no gradient: the one case torch's
    decomposition gives oneDNN's layer kernel, whose backward reads the forward's workspace."""

    def __init__(self, layers: int, bidirectional: bool):
        super().__init__()
        self.lstm = nn.LSTM(16, 16, batch_first=True, num_layers=layers, bidirectional=bidirectional)

    def forward(self, x):
        return self.lstm(x)[0]


@pytest.mark.parametrize("layers,bidirectional", [(1, False), (2, True)])
def test_an_lstm_on_the_input_trains_like_eager(tmp_path, layers, bidirectional):
    path = aotc.compile(InputLSTM(layers, bidirectional), ["f32[2,5,16]"], output=tmp_path / "lstm")
    torch.manual_seed(0)
    eager, model = InputLSTM(layers, bidirectional), InputLSTM(layers, bidirectional)
    model.load_state_dict(eager.state_dict())
    step = aotc.runtime.load(path, model)
    for seed in range(2):                    # the gradients of two steps accumulate
        g = torch.Generator().manual_seed(seed)
        x, w = torch.randn(2, 5, 16, generator=g), torch.randn(2, 5, 16 * (1 + bidirectional), generator=g)
        for m in (eager, step):
            (m(x) * w).sum().backward()
        assert_grads_match(eager, model)
