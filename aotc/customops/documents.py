"""`aotc::document_attention`: attention within the documents of packed rows, FlexAttention's
document mask (aotc.passes.documents finds it) run as variable-length attention.

    aotc.document_attention(q [B, Hq, L, D], k [B, Hkv, L, D], v [B, Hkv, L, Dv], docs [B, L] or [L],
                            order [B, L] or [L] or None, is_causal, scale) -> (out [B, Hq, L, Dv], lse [B, Hq, L])
    aotc.document_attention_backward(grad_out, q, k, v, out, lse, docs, order, is_causal, scale) -> (dq, dk, dv)

Query i of row b attends to key j when docs[b, i] == docs[b, j] and, when causal, j comes no
later: j <= i, or order[b, j] <= order[b, i] where an order is given (transformers compares
position ids). That is the mask `doc[b, q_idx] == doc[b, kv_idx] & (q_idx >= kv_idx)`; a
one-dimensional `docs` or `order` serves every row. Layouts and results are FlexAttention's
(aotc.customops.flex): the output is laid out after q, each gradient after its input, and lse
is the natural log-sum-exp, float32.

Where each document id of a row sits in one run of positions (ids counted up from the first
token of a document, as packing makes them), and an order rises along each run (positions
do), the documents are sequences of packed rows: on CUDA
in half precision the ops run the variable-length kernels (aotc.customops.varlen: torch's flash
kernel, or TransformerEngine's where the attention pack chose it) over offsets read from `docs`
once per step, which skip every score across documents as the block-sparse FlexAttention
kernels do, at less cost (bench/RESULTS.md, "Packed documents"). Ids that come back after
another document, an order that does not rise within one, other dtypes and head sizes, and
other devices run ATen math in head chunks: correct, materialising the scores, and said once.
"""

from __future__ import annotations

import warnings
from typing import Optional

import torch
from torch import Tensor

from aotc.customops import varlen, varlen_te
from aotc.customops.flex import _grads_like, _out_and_lse, laid_out, working_dtype
from aotc.customops.varlen import repeat_heads, scale_or_default

# The most bytes of float32 scores one chunk of heads of the math may hold.
_CHUNK_BYTES = 1 << 30


def runs(docs: Tensor, batch: int, length: int, order: Optional[Tensor] = None) -> Optional[tuple[Tensor, int]]:
    """(offsets int32 [N + 1] on docs' device, the longest run) of the rows' documents, each row
    cut where its id changes, packed one row after another; None where an id of a row comes back
    after another one (a document in two pieces, which offsets cannot say), or where `order`
    does not rise along a document (the causal rule would not be the positions').

    One read to the host, once per docs (and order) tensor and version (every layer of a step
    shares them): kept on the docs tensor as varlen.used_offsets keeps its counts; inference
    tensors keep no version, so theirs are read every call."""
    cached = not docs.is_inference() and (order is None or not order.is_inference())
    key = (docs._version, batch, length, None if order is None else (id(order), order._version)) if cached else None
    seen = getattr(docs, "_aotc_runs", None) if cached else None
    if seen is not None and seen[0] == key:
        return seen[1]
    ids = docs.expand(batch, length).to("cpu")
    starts = torch.ones(batch, length, dtype=torch.bool)
    starts[:, 1:] = ids[:, 1:] != ids[:, :-1]
    ordered = ids.sort(dim=1).values
    distinct = 1 + (ordered[:, 1:] != ordered[:, :-1]).sum(1)
    fits = bool((starts.sum(1) == distinct).all())
    if fits and order is not None:
        rank = order.expand(batch, length).to("cpu")
        fits = bool((starts[:, 1:] | (rank[:, 1:] > rank[:, :-1])).all())
    found = None
    if fits:
        begin = starts.reshape(-1).nonzero().squeeze(1)
        cu = torch.cat([begin, torch.tensor([batch * length])]).to(torch.int32)
        found = (cu.to(docs.device), int((cu[1:] - cu[:-1]).max()))
    if cached:
        docs._aotc_runs = (key, found)
    return found


def _on_varlen(q: Tensor, k: Tensor, v: Tensor) -> bool:
    """Whether torch's flash kernel takes these operands (then the documents decide)."""
    d = q.shape[-1]
    return (q.is_cuda and q.dtype in (torch.bfloat16, torch.float16) and k.dtype == v.dtype == q.dtype
            and k.shape[-1] == v.shape[-1] == d and d % 8 == 0 and d <= 256 and q.shape[1] % k.shape[1] == 0)


def _packed(x: Tensor) -> Tensor:
    """[B, H, L, D] -> [B * L, H, D] (a view where x is a transposed [B, L, H, D], as models make it)."""
    return x.transpose(1, 2).reshape(-1, x.shape[1], x.shape[3])


def _unpacked(x: Tensor, like: Tensor) -> Tensor:
    """[B * L, H, D] -> [B, H, L, D], laid out after `like` (flex.laid_out), copied only where it must."""
    batch, _, length, _ = like.shape
    return laid_out(x.view(batch, length, x.shape[1], x.shape[2]).transpose(1, 2), like)


_said: set = set()


def _say_math(why: str) -> None:
    if why not in _said:
        _said.add(why)
        warnings.warn(f"document attention runs in ATen math, materialising its scores: {why}", stacklevel=3)


def _route(q, k, v, docs, order, kernel: str):
    """(offsets, longest, kernel) for the variable-length kernels, or None for the math."""
    if not q.is_cuda:
        return None
    if not _on_varlen(q, k, v):
        _say_math(f"q {q.dtype} [.., {q.shape[-1]}], v [.., {v.shape[-1]}] are not half-precision heads of one "
                  "size up to 256 (compile with --no-document-attention to keep the mask)")
        return None
    found = runs(docs, q.shape[0], q.shape[2], order)
    if found is None:
        _say_math("a row's document ids come back after another document, or its order does not rise within one, so "
                  "its documents are no sequences of positions (compile with --no-document-attention to keep the "
                  "mask)")
        return None
    cu, longest = found
    te = kernel == "te" and varlen_te.takes(_packed(q), _packed(k), _packed(v), cu, cu, -1, -1)
    return cu, longest, "te" if te else "flash"


def _forward(q, k, v, docs, order, is_causal, scale, kernel="flash"):
    route = _route(q, k, v, docs, order, kernel)
    if route is None:
        return _math(q, k, v, docs, order, is_causal, scale_or_default(q, scale))
    cu, longest, kernel = route
    out, lse = varlen.run_forward(_packed(q), _packed(k), _packed(v), cu, cu, longest, longest, is_causal, scale,
                                  -1, -1, kernel)
    lse = lse.view(q.shape[1], q.shape[0], q.shape[2]).transpose(0, 1).contiguous()
    return _unpacked(out, q), lse


def _backward(grad_out, q, k, v, out, lse, docs, order, is_causal, scale, kernel="flash"):
    route = _route(q, k, v, docs, order, kernel)
    if route is None:
        return _math_backward(grad_out, q, k, v, out, lse, docs, order, is_causal, scale_or_default(q, scale))
    cu, longest, kernel = route
    packed_lse = lse.transpose(0, 1).reshape(q.shape[1], -1).contiguous()
    dq, dk, dv = varlen.run_backward(_packed(grad_out), _packed(q), _packed(k), _packed(v), _packed(out), packed_lse,
                                     cu, cu, longest, longest, is_causal, scale, -1, -1, kernel)
    return _unpacked(dq, q), _unpacked(dk, k), _unpacked(dv, v)


# --- ATen math, a chunk of key heads (and the query heads they serve) at a time ----------------

def _allowed(docs: Tensor, order: Optional[Tensor], batch: int, length: int, is_causal: bool) -> Tensor:
    """[B, 1, L, L]: whether query i may attend to key j."""
    ids = docs.expand(batch, length)
    keep = ids[:, :, None] == ids[:, None, :]
    if is_causal and order is None:
        keep = keep & torch.ones(length, length, dtype=torch.bool, device=docs.device).tril()
    elif is_causal:
        rank = order.expand(batch, length)
        keep = keep & (rank[:, None, :] <= rank[:, :, None])
    return keep[:, None]


def _chunks(q: Tensor, k: Tensor):
    """(query heads, key heads) slices, each chunk's scores within _CHUNK_BYTES."""
    batch, hq, length, _ = q.shape
    hk = k.shape[1]
    groups = hq // hk
    per_key_head = 3 * batch * groups * length * k.shape[2] * 4         # scores, probabilities, their gradient
    step = max(1, min(hk, _CHUNK_BYTES // max(per_key_head, 1)))
    for first in range(0, hk, step):
        last = min(hk, first + step)
        yield slice(first * groups, last * groups), slice(first, last)


def _probabilities(q, k, keep, scale, lse=None):
    """(probabilities, lse) of the masked scores in the working precision (every row keeps its own
    position, so none is empty)."""
    wp = working_dtype(q)
    scores = (q.to(wp) @ k.to(wp).transpose(-2, -1)) * scale
    scores = scores.masked_fill(~keep, float("-inf"))
    lse = scores.logsumexp(-1) if lse is None else lse.to(wp)
    return torch.exp(scores - lse[..., None]), lse


def _math(q, k, v, docs, order, is_causal, scale):
    keep = _allowed(docs, order, q.shape[0], q.shape[2], is_causal)
    groups = q.shape[1] // k.shape[1]
    outs, lses = [], []
    for qs, ks in _chunks(q, k):
        probs, lse = _probabilities(q[:, qs], repeat_heads(k[:, ks], groups), keep, scale)
        outs.append((probs @ repeat_heads(v[:, ks], groups).to(probs.dtype)).to(q.dtype))
        lses.append(lse.to(torch.float32))
    return laid_out(torch.cat(outs, dim=1), q), torch.cat(lses, dim=1).contiguous()


def _math_backward(grad_out, q, k, v, out, lse, docs, order, is_causal, scale):
    keep = _allowed(docs, order, q.shape[0], q.shape[2], is_causal)
    groups = q.shape[1] // k.shape[1]
    dqs, dks, dvs = [], [], []
    for qs, ks in _chunks(q, k):
        kk, vv = repeat_heads(k[:, ks], groups), repeat_heads(v[:, ks], groups)
        probs, _ = _probabilities(q[:, qs], kk, keep, scale, lse[:, qs])
        wp = probs.dtype
        dout = grad_out[:, qs].to(wp)
        dv = probs.transpose(-2, -1) @ dout
        delta = (dout * out[:, qs].to(wp)).sum(-1, keepdim=True)
        dscores = probs * (dout @ vv.to(wp).transpose(-2, -1) - delta) * scale
        dq = dscores @ kk.to(wp)
        dk = dscores.transpose(-2, -1) @ q[:, qs].to(wp)
        if groups > 1:     # each key and value head's gradient: the sum over the query heads it served
            dk = dk.reshape(dk.shape[0], -1, groups, *dk.shape[2:]).sum(2)
            dv = dv.reshape(dv.shape[0], -1, groups, *dv.shape[2:]).sum(2)
        dqs.append(dq.to(q.dtype))
        dks.append(dk.to(k.dtype))
        dvs.append(dv.to(v.dtype))
    return tuple(laid_out(torch.cat(parts, dim=1), like) for parts, like in ((dqs, q), (dks, k), (dvs, v)))


# --- the ops -----------------------------------------------------------------------------------

@torch.library.custom_op("aotc::document_attention", mutates_args=())
def document_attention(q: Tensor, k: Tensor, v: Tensor, docs: Tensor, order: Optional[Tensor], is_causal: bool,
                       scale: Optional[float]) -> tuple[Tensor, Tensor]:
    return _forward(q, k, v, docs, order, is_causal, scale)


@document_attention.register_fake
def _(q, k, v, docs, order, is_causal, scale):
    return _out_and_lse(q, v)


@torch.library.custom_op("aotc::document_attention_backward", mutates_args=())
def document_attention_backward(grad_out: Tensor, q: Tensor, k: Tensor, v: Tensor, out: Tensor, lse: Tensor,
                                docs: Tensor, order: Optional[Tensor], is_causal: bool,
                                scale: Optional[float]) -> tuple[Tensor, Tensor, Tensor]:
    return _backward(grad_out, q, k, v, out, lse, docs, order, is_causal, scale)


@document_attention_backward.register_fake
def _(grad_out, q, k, v, *rest):
    return _grads_like(q, k, v)


FORWARD, BACKWARD = "aotc.document_attention.default", "aotc.document_attention_backward.default"


def kernels_with(kernel: str) -> dict:
    """The runtime's kernels of the document ops on `kernel` (an attention pack's `varlen`
    choice); {} for torch's flash kernel, which the ops run anyway."""
    if kernel != "te":
        return {}

    def forward(q, k, v, docs, order, is_causal, scale):
        return _forward(q, k, v, docs, order, is_causal, scale, "te")

    def backward(grad_out, q, k, v, out, lse, docs, order, is_causal, scale):
        return _backward(grad_out, q, k, v, out, lse, docs, order, is_causal, scale, "te")

    return {FORWARD: forward, BACKWARD: backward}
