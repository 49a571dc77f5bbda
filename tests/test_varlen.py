"""Variable-length attention (torch.nn.attention.varlen): packed sequences by cumulative
offsets, captured as aotc::varlen_attention. On the CPU the portable program runs ATen math
(torch's own varlen kernels are CUDA-only), checked against the same model written with
scaled-dot-product attention and the block-diagonal mask spelled out."""

from __future__ import annotations

import inspect

import pytest
import torch
import torch.nn.functional as F
from torch import nn
from torch.nn.attention.varlen import varlen_attn

import aotc
import aotc.errors
import aotc.runtime
from aotc.errors import CaptureError
from conftest import assert_grads_match, load_example, twin

# torch 2.12 asks varlen_attn to be told of grouped heads; torch 2.11 (the GPU machine's) takes them as they come.
GQA = {"enable_gqa": True} if "enable_gqa" in inspect.signature(varlen_attn).parameters else {}


class Packed(nn.Module):
    """Grouped-query attention over documents packed into one row of T tokens; `offsets` [T+1]
    are the documents' cumulative starts, padded with T (a static size whatever the count)."""

    def __init__(self, varlen=True, d=64, hq=8, hkv=2, window=None, bound=None):
        super().__init__()
        self.varlen, self.hq, self.hkv, self.window, self.bound = varlen, hq, hkv, window, bound
        self.q, self.kv, self.o = nn.Linear(d, d), nn.Linear(d, 2 * d * hkv // hq), nn.Linear(d, d)

    def forward(self, x, offsets):
        t, d = x.shape
        hd = d // self.hq
        q = self.q(x).view(t, self.hq, hd)
        k, v = self.kv(x).view(t, 2, self.hkv, hd).unbind(1)
        window = (self.window, 0) if self.window else (-1, 0)
        if self.varlen:
            bound = self.bound if self.bound is not None else t
            y = varlen_attn(q, k, v, offsets, offsets, bound, bound, window_size=window, **GQA)
        else:
            rows = torch.arange(t)
            doc = torch.searchsorted(offsets, rows, right=True) - 1
            keep = (doc[:, None] == doc[None, :]) & (rows[:, None] >= rows[None, :])
            if self.window:
                keep &= rows[:, None] - rows[None, :] <= self.window
            k, v = (z.repeat_interleave(self.hq // self.hkv, 1) for z in (k, v))
            y = F.scaled_dot_product_attention(q.transpose(0, 1), k.transpose(0, 1), v.transpose(0, 1),
                                               attn_mask=keep).transpose(0, 1)
        return self.o(y.reshape(t, d))


def _offsets(lengths, total):
    starts = torch.tensor([0] + lengths).cumsum(0)[:-1].tolist()
    return torch.tensor(starts + [total] * (total + 1 - len(starts)), dtype=torch.int32)


@pytest.mark.parametrize("window", [None, 7])
def test_packed_sequences_train_like_the_explicit_mask(tmp_path, window):
    eager, model = twin(lambda: Packed(varlen=False, window=window))
    path = aotc.compile(Packed(window=window), ["f32[48,64]", "i32[49]"], output=tmp_path / "a")
    text = (path / "forward.py").read_text()
    assert "aotc.varlen_attention.default(" in text and "nonzero" not in text
    step = aotc.runtime.load(path, model)
    for lengths in ([10, 20, 18], [48], [5, 5, 5, 33]):          # each step its own documents
        x, w, offsets = torch.randn(48, 64), torch.randn(48, 64), _offsets(lengths, 48)
        (eager(x, offsets) * w).sum().backward()
        (step(x, offsets) * w).sum().backward()
        assert_grads_match(eager, model)


def test_a_bound_read_from_the_batch_is_refused_naming_the_line(tmp_path):
    class FromData(Packed):
        def forward(self, x, offsets):
            self.bound = int((offsets[1:] - offsets[:-1]).max())
            return super().forward(x, offsets)

    with pytest.raises(CaptureError, match=r"(?s)test_varlen.py:\d+: `self.bound = int\(.*reads a tensor's value"):
        aotc.compile(FromData(), ["f32[48,64]", "i32[49]"], output=tmp_path / "a")


def test_torchtitans_varlen_llama_compiles_with_static_offsets(tmp_path):
    """torchtitan builds its offsets with nonzero and reads the longest document to the host;
    capture computes the same offsets with static shapes. Checked against torchtitan's flex
    (document mask) path of the same weights: the varlen path runs attention in bf16."""
    llama3 = pytest.importorskip("torchtitan.models.llama3", reason="torchtitan (make setup installs it)")
    random_positions = load_example("llama_packed").random_positions

    class Titan(nn.Module):
        def __init__(self, backend):
            super().__init__()
            config = llama3.model_registry("debugmodel", attn_backend=backend).model
            config.vocab_size, config.layers = 512, config.layers[:2]
            self.model = config.build()

        def forward(self, tokens, positions):
            return self.model(tokens, positions, attention_masks=self.model.get_attention_masks(positions))

    torch.manual_seed(0)
    flex, var = Titan("flex"), Titan("varlen")
    with torch.no_grad():
        flex.model.init_states()
    var.load_state_dict(flex.state_dict())
    for (_, a), (_, b) in zip(flex.named_buffers(), var.named_buffers()):
        b.copy_(a)
    steps = [aotc.runtime.load(aotc.compile(m, ["i64[2,64]", "i64[2,64]"], output=tmp_path / name), m)
             for name, m in (("flex", flex), ("varlen", var))]
    assert (tmp_path / "varlen" / "forward.py").read_text().count("aotc.varlen_attention.default(") == 2
    tokens = torch.randint(0, 512, (2, 64))
    positions = random_positions(2, 64, (5, 30), torch.Generator().manual_seed(0))
    a, b = (s(tokens, positions) for s in steps)
    torch.testing.assert_close(b, a, rtol=2e-2, atol=2e-3)
    w = torch.randn_like(a)
    (a * w).sum().backward()
    (b * w).sum().backward()
    assert_grads_match(flex, var, rtol=5e-2)


def test_padded_offsets_are_cut_to_the_used_sequences():
    """Flash kernels size their grids by sequences x the bound: the padding's empty sequences
    and a bound of the whole row would cost 60 times the attention at 8192 tokens."""
    from aotc.customops.varlen import used_offsets
    offsets = _offsets([10, 0, 20, 18], 48)                  # an empty document inside stays
    cu_q, cu_k, max_q, max_k = used_offsets(offsets, offsets, 48, 48)
    assert cu_q.tolist() == cu_k.tolist() == [0, 10, 10, 30, 48] and (max_q, max_k) == (20, 20)
    keys = torch.tensor([0, 4, 9] + [9] * 6, dtype=torch.int32)   # cross-attention: its own lengths
    queries = torch.tensor([0, 3, 5, 8] + [8] * 5, dtype=torch.int32)
    cu_q, cu_k, max_q, max_k = used_offsets(queries, keys, 8, 9)
    assert cu_q.tolist() == [0, 3, 5, 8] and cu_k.tolist() == [0, 4, 9, 9] and (max_q, max_k) == (3, 5)
    whole = torch.tensor([0] + [48] * 48, dtype=torch.int32)
    assert used_offsets(whole, whole, 48, 48)[0].tolist() == [0, 48]
    offsets[1:] = _offsets([48], 48)[1:]                     # written in place: found again
    assert used_offsets(offsets, offsets, 48, 48)[0].tolist() == [0, 48]


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA device")
def test_the_cuda_kernel_on_padded_offsets_matches_the_math():
    from aotc.customops.varlen import varlen_attention
    torch.manual_seed(0)
    t, lengths = 1024, [300, 0, 500, 224]
    offsets = _offsets(lengths, t).cuda()
    q, k, v = (torch.randn(t, h, 64, device="cuda", dtype=torch.bfloat16, requires_grad=True) for h in (8, 2, 2))
    grad = torch.randn(t, 8, 64, device="cuda", dtype=torch.bfloat16)
    results = []
    for device in ("cuda", "cpu"):
        leaves = [x.detach().to(device).float().requires_grad_() if device == "cpu" else x for x in (q, k, v)]
        out, _ = varlen_attention(*leaves, offsets.to(device), offsets.to(device), t, t, True, None, -1, -1)
        out.backward(grad.to(device).to(out.dtype))
        results.append([r.detach().float().cpu() for r in [out] + [x.grad for x in leaves]])
    for a, b in zip(*results):
        torch.testing.assert_close(a, b, rtol=2e-2, atol=2e-2)


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA device")
def test_cuda_graphs_of_varlen_attention_are_refused(tmp_path):
    """Replayed, the kernel would run over the padded offsets: refused at load, naming the fix."""
    model = Packed().cuda().to(torch.bfloat16)           # torch's flash kernel takes half precision
    path = aotc.compile(model, ["bf16[48,64]", "i32[49]"], device="cuda", output=tmp_path / "a")
    with pytest.raises(aotc.errors.ArtifactError, match="variable-length attention.*without cudagraphs"):
        aotc.runtime.load(path, model, cudagraphs=True)
    step = aotc.runtime.load(path, model)
    x, offsets = torch.randn(48, 64, device="cuda", dtype=torch.bfloat16), _offsets([10, 20, 18], 48).cuda()
    torch.testing.assert_close(step(x, offsets), model(x, offsets), rtol=2e-2, atol=2e-2)
