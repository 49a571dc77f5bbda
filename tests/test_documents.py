"""Document attention: FlexAttention's document masks read as the logic they are and rewritten
to `aotc.document_attention` (aotc.passes.documents), its ops against masked attention, and its
offsets. On the CPU the op runs ATen math; on a GPU (the `cuda` tests) torch's flash kernel and
TransformerEngine's, where installed, against the same math."""

from __future__ import annotations

import pytest
import torch
import torch.nn.functional as F
from torch import nn
from torch.nn.attention.flex_attention import and_masks, create_block_mask, flex_attention

import aotc
import aotc.runtime
from aotc.customops import documents, varlen_te
from aotc.format.artifact import read_artifact
from conftest import assert_grads_match, twin

B, L, D, HQ, HKV = 2, 32, 16, 4, 2


def _flex_on_cpu():
    """Eager FlexAttention with a gradient on the CPU (torch refuses it in `_validate_device`;
    its unfused reference implementation has a backward)."""
    import torch.nn.attention.flex_attention as torch_flex
    saved = torch_flex._validate_device
    torch_flex._validate_device = lambda *tensors: None
    return saved


class OneAttention(nn.Module):
    """x [B, L, 64], ids [B, L] -> [B, L, 64]: one grouped-query attention whose mask `kind` says."""

    def __init__(self, kind: str):
        super().__init__()
        self.kind = kind
        self.q, self.kv, self.o = nn.Linear(64, HQ * D), nn.Linear(64, 2 * HKV * D), nn.Linear(HQ * D, 64)

    def forward(self, x, ids):
        q = self.q(x).view(B, L, HQ, D).transpose(1, 2)
        k, v = self.kv(x).view(B, L, 2, HKV, D).unbind(2)
        k, v = k.transpose(1, 2), v.transpose(1, 2)
        row, halves = ids[0], ids // 2

        def same(b, h, q_idx, kv_idx):
            return ids[b, q_idx] == ids[b, kv_idx]

        def same_in_one_row(b, h, q_idx, kv_idx):
            return row[q_idx] == row[kv_idx]

        def causal(b, h, q_idx, kv_idx):
            return q_idx >= kv_idx

        masks = {
            "documents": lambda b, h, qi, ki: same(b, h, qi, ki) & causal(b, h, qi, ki),
            "composed-1d": and_masks(causal, same_in_one_row),
            "bidirectional": same,
            "windowed": lambda b, h, qi, ki: same(b, h, qi, ki) & causal(b, h, qi, ki) & (qi - ki < 8),
            "strict": lambda b, h, qi, ki: same(b, h, qi, ki) & (qi > ki),
            "padded": lambda b, h, qi, ki: same(b, h, qi, ki) & causal(b, h, qi, ki) & (ids[b, qi] >= 0),
            "two-ids": lambda b, h, qi, ki: same(b, h, qi, ki) & (halves[b, qi] == halves[b, ki]),
        }
        mask = create_block_mask(masks[self.kind.removesuffix("-capped").removesuffix("-lse")],
                                 B, None, L, L, device=x.device)
        score_mod = (lambda s, b, h, qi, ki: 30 * torch.tanh(s / 30)) if self.kind.endswith("-capped") else None
        if self.kind.endswith("-lse"):
            out, lse = flex_attention(q, k, v, score_mod=score_mod, block_mask=mask, enable_gqa=True, return_lse=True)
            out = out * torch.sigmoid(lse)[..., None]
        else:
            out = flex_attention(q, k, v, score_mod=score_mod, block_mask=mask, enable_gqa=True)
        return self.o(out.transpose(1, 2).reshape(B, L, HQ * D))


def _ids(kind: str) -> torch.Tensor:
    g = torch.Generator().manual_seed(3)
    cuts = torch.randint(0, 2, (B, L), generator=g).bool() & (torch.rand(B, L, generator=g) < 0.2)
    cuts[:, 0] = True
    ids = cuts.long().cumsum(1) - 1
    if kind == "composed-1d":
        ids[1] = ids[0]
    return ids


def _ops(path) -> set[str]:
    return {op.name for p in read_artifact(path)[1].values() for op in p.flat_ops()}


@pytest.mark.parametrize("kind,causal", [("documents", True), ("composed-1d", True), ("bidirectional", False)])
def test_a_document_mask_becomes_document_attention_and_trains_like_flex(kind, causal, tmp_path):
    path = aotc.compile(OneAttention(kind), ["f32[2,32,64]", "i64[2,32]"], output=tmp_path / kind)
    ops = _ops(path)
    assert "aotc.flex_attention.default" not in ops and "aotc.flex_attention_backward.default" not in ops
    text = (path / "forward.py").read_text()
    assert "aotc.document_attention.default(" in text and f", None, {causal}, 0.25)" in text
    assert "def mask_mod_0(" not in text          # the block mask's computation is gone with flex
    eager, model = twin(lambda: OneAttention(kind))
    step = aotc.runtime.load(path, model)
    saved = _flex_on_cpu()
    try:
        for n in range(2):                        # gradients accumulate over two steps
            x, ids = torch.randn(B, L, 64), _ids(kind) if n == 0 else _ids(kind).flip(0)
            w = torch.randn(B, L, 64)
            (eager(x, ids) * w).sum().backward()
            (step(x, ids) * w).sum().backward()
    finally:
        import torch.nn.attention.flex_attention as torch_flex
        torch_flex._validate_device = saved
    assert_grads_match(eager, model, rtol=2e-5)


@pytest.mark.parametrize("kind", ["windowed", "strict", "padded", "two-ids", "documents-capped", "documents-lse"])
def test_any_other_mask_or_modification_keeps_flex_attention(kind, tmp_path):
    path = aotc.compile(OneAttention(kind), ["f32[2,32,64]", "i64[2,32]"], output=tmp_path / kind)
    ops = _ops(path)
    assert "aotc.flex_attention.default" in ops and "aotc.document_attention.default" not in ops


def test_the_attention_pack_times_document_attention_at_its_packed_shapes(tmp_path):
    from aotc.executors.attention_choice import varlen_calls
    path = aotc.compile(OneAttention("documents"), ["f32[2,32,64]", "i64[2,32]"], output=tmp_path / "a")
    ((q, k, v, causal, scale, left, right, one_set), count), = varlen_calls(read_artifact(path)[1].values()).items()
    assert (q.shape, k.shape, v.shape) == ((B * L, HQ, D), (B * L, HKV, D), (B * L, HKV, D)) and q.contiguous
    assert (causal, scale, left, right, one_set, count) == (True, 0.25, -1, -1, True, 1)


def test_no_document_attention_keeps_flex(tmp_path):
    path = aotc.compile(OneAttention("documents"), ["f32[2,32,64]", "i64[2,32]"], output=tmp_path / "a",
                        document_attention=False)
    assert "aotc.flex_attention.default" in _ops(path)


def _masked_reference(q, k, v, ids, order, causal, scale):
    """Attention through SDPA with the mask spelled out, keys repeated to q's heads."""
    groups = q.shape[1] // k.shape[1]
    ids = ids.expand(q.shape[0], q.shape[2])
    keep = ids[:, :, None] == ids[:, None, :]
    if causal and order is None:
        keep = keep & torch.ones(q.shape[2], q.shape[2], dtype=torch.bool, device=q.device).tril()
    elif causal:
        rank = order.expand(q.shape[0], q.shape[2])
        keep = keep & (rank[:, None, :] <= rank[:, :, None])
    return F.scaled_dot_product_attention(q.float(), k.float().repeat_interleave(groups, 1),
                                          v.float().repeat_interleave(groups, 1), attn_mask=keep[:, None], scale=scale)


def _grads(q, k, v, ids, causal, scale, op=True, order=None):
    q, k, v = (x.detach().requires_grad_() for x in (q, k, v))
    if op:
        out, lse = documents.document_attention(q, k, v, ids, order, causal, scale)
    else:
        out = _masked_reference(q, k, v, ids, order, causal, scale)
    g = torch.randn(out.shape, generator=torch.Generator().manual_seed(9)).to(out.device, out.dtype)
    if op:
        dq, dk, dv = documents.document_attention_backward(g, q, k, v, out, lse, ids, order, causal, scale)
    else:
        dq, dk, dv = torch.autograd.grad(out, (q, k, v), g)
    return out, dq, dk, dv


def _qkv(device="cpu", dtype=torch.float32, batch=B, length=L, d=D):
    g = torch.Generator().manual_seed(0)
    q = torch.randn(batch, length, HQ, d, generator=g).to(device, dtype).transpose(1, 2)
    k = torch.randn(batch, length, HKV, d, generator=g).to(device, dtype).transpose(1, 2)
    v = torch.randn(batch, length, HKV, d, generator=g).to(device, dtype).transpose(1, 2)
    return q, k, v


@pytest.mark.parametrize("causal", [True, False])
@pytest.mark.parametrize("ids", ["runs", "split", "one-row", "ordered", "shuffled"])
def test_the_op_is_attention_within_documents(ids, causal):
    """In runs, a document in two pieces (which offsets cannot say, so the math runs it), one
    row of ids for every row, and a causal rule by an order (positions, which rise along each
    document; or shuffled, which do not): the op's results and gradients against SDPA with the
    mask spelled out."""
    q, k, v = _qkv()
    docs = {"split": torch.tensor([0, 0, 1, 1, 0, 0, 2, 2] * 4).expand(B, L),
            "one-row": _ids("documents")[0]}.get(ids, _ids("documents"))
    order = None
    if ids in ("ordered", "shuffled"):
        starts = torch.ones_like(docs, dtype=torch.bool)
        starts[:, 1:] = docs[:, 1:] != docs[:, :-1]
        index = torch.arange(L).expand(B, L)
        order = index - torch.cummax(torch.where(starts, index, 0), 1).values       # positions in documents
        if ids == "shuffled":
            order = order[:, torch.randperm(L, generator=torch.Generator().manual_seed(4))]
    got = _grads(q, k, v, docs, causal, 0.3, order=order)
    want = _grads(q, k, v, docs, causal, 0.3, op=False, order=order)
    for a, b in zip(got, want):
        torch.testing.assert_close(a, b.to(a.dtype), rtol=1e-5, atol=1e-5)
    out, lse = documents.document_attention(q, k, v, docs, order, causal, 0.3)
    assert out.stride() == q.stride() and lse.shape == (B, HQ, L) and lse.is_contiguous()


def test_offsets_are_the_runs_of_each_row_and_are_read_once_per_version():
    docs = torch.tensor([[0, 0, 0, 1, 1, 2, 2, 2], [5, 5, 6, 6, 6, 6, 7, 7]])
    cu, longest = documents.runs(docs, 2, 8)
    assert cu.tolist() == [0, 3, 5, 8, 10, 14, 16] and cu.dtype == torch.int32 and longest == 4
    assert documents.runs(docs, 2, 8)[0] is cu                  # kept on the tensor
    docs[1, 7] = 5                                               # 5 comes back after 7: two pieces
    assert documents.runs(docs, 2, 8) is None
    cu, longest = documents.runs(torch.tensor([3, 3, 1, 1, 1, -1, -1, -1]), 2, 8)   # one row for both
    assert cu.tolist() == [0, 2, 5, 8, 10, 13, 16] and longest == 3
    ids = torch.tensor([0, 0, 0, 1, 1, 2, 2, 2])
    positions = torch.tensor([7, 8, 9, 0, 1, 4, 5, 6])           # counting up within each document
    assert documents.runs(ids, 1, 8, positions)[0].tolist() == [0, 3, 5, 8]
    positions[6] = 4                                             # not rising within the last one
    assert documents.runs(ids, 1, 8, positions) is None


class PackedHF(nn.Module):
    """transformers' Llama on packed rows: its SDPA mask from the position ids keeps each
    token within its document."""

    def __init__(self):
        super().__init__()
        import transformers as T
        self.model = T.LlamaForCausalLM(T.LlamaConfig(
            vocab_size=256, hidden_size=64, intermediate_size=128, num_hidden_layers=2, num_attention_heads=4,
            num_key_value_heads=2, max_position_embeddings=256, use_cache=False, attn_implementation="sdpa"))

    def forward(self, ids, positions):
        return self.model(input_ids=ids, position_ids=positions).logits


def _positions(g) -> torch.Tensor:
    rows = []
    for _ in range(B):
        lengths, filled = [], 0
        while filled < L:
            lengths.append(min(int(torch.randint(3, 14, (), generator=g)), L - filled))
            filled += lengths[-1]
        rows.append(torch.cat([torch.arange(n) for n in lengths]))
    return torch.stack(rows)


def test_transformers_packed_sequences_mask_becomes_document_attention(tmp_path):
    path = aotc.compile(PackedHF(), ["i64[2,32]", "i64[2,32]"], output=tmp_path / "hf")
    forward = read_artifact(path)[1]["forward"]
    calls = [op for op in forward.flat_ops() if op.name == "aotc.document_attention.default"]
    assert len(calls) == 2 and not any(op.name == "aotc.sdpa.default" for op in forward.flat_ops())
    q, k, v, docs, order, causal, _ = calls[0].args
    # The causal rule compares positions (transformers under torch 2.12 and later) or indices (before).
    assert causal and k.type.shape[1] == 2                                   # the key heads unrepeated
    eager, model = twin(PackedHF)
    step = aotc.runtime.load(path, model)
    for n in range(2):                       # each step its own documents; gradients accumulate
        g = torch.Generator().manual_seed(n)
        ids, positions = torch.randint(0, 256, (B, L), generator=g), _positions(g)
        w = torch.randn(B, L, 256, generator=g)
        (eager(ids, positions) * w).sum().backward()
        (step(ids, positions) * w).sum().backward()
    assert_grads_match(eager, model, rtol=2e-5)


cuda = pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA device")


@cuda
@pytest.mark.parametrize("kernel", ["flash", "te"])
@pytest.mark.parametrize("ids", ["runs", "split"])
def test_the_cuda_kernels_agree_with_the_math(kernel, ids):
    if kernel == "te" and not varlen_te.installed_version():
        pytest.skip(varlen_te.why_not())
    q, k, v = _qkv("cuda", torch.bfloat16, 2, 1024, 64)
    g = torch.Generator().manual_seed(1)
    lengths = torch.randint(32, 300, (64,), generator=g)
    row = torch.repeat_interleave(torch.arange(64), lengths)[:1024]
    docs = torch.stack([row, row.flip(0)]) if ids == "runs" else torch.stack([row % 3, row])
    out, lse = documents._forward(q, k, v, docs.cuda(), None, True, None, kernel)
    gout = torch.randn_like(out)
    got = (out, lse, *documents._backward(gout, q, k, v, out, lse, docs.cuda(), None, True, None, kernel))
    ref_out, ref_lse = documents._math(q, k, v, docs.cuda(), None, True, 64 ** -0.5)
    ref = (ref_out, ref_lse, *documents._math_backward(gout, q, k, v, ref_out, ref_lse, docs.cuda(), None, True,
                                                         64 ** -0.5))
    for a, b in zip(got, ref):
        assert (a.float() - b.float()).abs().max() <= 2e-2 * b.float().abs().max()
    assert got[0].stride() == q.stride() and got[2].stride() == q.stride()
