"""`aotc::varlen_attention`: variable-length attention over packed sequences, as
`torch.nn.attention.varlen.varlen_attn` computes it, with a signature of the project's own.

    aotc.varlen_attention(q [T, Hq, D], k [S, Hkv, D], v [S, Hkv, Dv], cu_q [N+1], cu_k [N+1],
                          max_q, max_k, is_causal, scale, window_left, window_right)
        -> (out [T, Hq, Dv], lse [Hq, T])
    aotc.varlen_attention_backward(grad_out, q, k, v, out, lse, cu_q, cu_k, max_q, max_k,
                                   is_causal, scale, window_left, window_right) -> (dq, dk, dv)

Sequence i is rows cu_q[i]:cu_q[i+1] of q and cu_k[i]:cu_k[i+1] of k and v; it attends within
itself only. `max_q` and `max_k` bound the longest sequence (a static bound: a kernel sizes its
grid by them). Offsets may repeat (empty sequences), so a batch with fewer sequences than N
pads its offsets with the last one: the shapes stay static while the documents change. Causal
and window masks align each sequence's last query with its last key, as flash attention does
(window -1: unbounded). k and v may have fewer heads than q (each serves Hq / Hkv query heads).

On CUDA both ops run ATen's flash attention with cumulative offsets (torch's own varlen
kernel), or TransformerEngine's cuDNN kernel where an attention pack chose it (`kernels_with`,
aotc.customops.varlen_te), over the offsets cut to the sequences they hold (`used_offsets`);
elsewhere, ATen math on the whole [Hq, T, S] score matrix, masked to the sequences.
"""

from __future__ import annotations

import math
from typing import Optional

import torch
from torch import Tensor

from aotc.customops import varlen_te


def _window(left: int, right: int) -> dict:
    """Flash attention's window arguments; -1 (unbounded) is left out."""
    out = {}
    if left >= 0:
        out["window_size_left"] = left
    if right >= 0:
        out["window_size_right"] = right
    return out


def _allowed(cu_q: Tensor, cu_k: Tensor, t: int, s: int, is_causal: bool, left: int, right: int) -> Tensor:
    """[T, S]: whether query row i may attend to key row j."""
    rows_q = torch.arange(t, device=cu_q.device, dtype=cu_q.dtype)
    rows_k = torch.arange(s, device=cu_k.device, dtype=cu_k.dtype)
    seq_q = torch.searchsorted(cu_q, rows_q, right=True) - 1
    seq_k = torch.searchsorted(cu_k, rows_k, right=True) - 1
    same = seq_q[:, None] == seq_k[None, :]
    pos_q = (rows_q - cu_q[seq_q]).long()
    pos_k = (rows_k - cu_k[seq_k]).long()
    # Each sequence's last query sits over its last key: shift the query positions by the
    # difference of the two lengths (0 for self-attention).
    len_q = (cu_q[seq_q + 1] - cu_q[seq_q]).long()
    len_k_of_q = (cu_k[seq_q.clamp(max=cu_k.numel() - 2) + 1] - cu_k[seq_q.clamp(max=cu_k.numel() - 2)]).long()
    aligned = (pos_q + len_k_of_q - len_q)[:, None]
    keep = same
    if is_causal or right >= 0:
        keep = keep & (pos_k[None, :] - aligned <= (0 if is_causal else right))
    if left >= 0:
        keep = keep & (aligned - pos_k[None, :] <= left)
    return keep


def _probabilities(q, k, cu_q, cu_k, is_causal, scale, left, right):
    """(probabilities [Hq, T, S] float32, lse [Hq, T]) of the masked scores; k repeated to q's heads."""
    scores = torch.einsum("thd,shd->hts", q.float(), k.float()) * scale
    keep = _allowed(cu_q, cu_k, q.shape[0], k.shape[0], is_causal, left, right)
    scores = scores.masked_fill(~keep, -math.inf)
    lse = scores.logsumexp(-1)
    empty = torch.isneginf(lse)
    probs = torch.where(empty[..., None], 0.0, torch.exp(scores - torch.where(empty, 0.0, lse)[..., None]))
    return probs, lse


def repeat_heads(x, groups: int):
    return x.repeat_interleave(groups, dim=1) if groups > 1 else x


def _math(q, k, v, cu_q, cu_k, is_causal, scale, left, right):
    """(out [T, Hq, Dv], lse [Hq, T]) in float32 math."""
    groups = q.shape[1] // k.shape[1]
    probs, lse = _probabilities(q, repeat_heads(k, groups), cu_q, cu_k, is_causal, scale, left, right)
    out = torch.einsum("hts,shd->thd", probs, repeat_heads(v, groups).float())
    return out.to(q.dtype), lse


def _math_backward(grad_out, q, k, v, out, cu_q, cu_k, is_causal, scale, left, right):
    """(dq, dk, dv) of _math, written out (a kernel runs below autograd)."""
    groups = q.shape[1] // k.shape[1]
    kk, vv = repeat_heads(k, groups).float(), repeat_heads(v, groups).float()
    probs, _ = _probabilities(q, kk, cu_q, cu_k, is_causal, scale, left, right)
    dout = grad_out.float()
    dv = torch.einsum("hts,thd->shd", probs, dout)
    dprobs = torch.einsum("thd,shd->hts", dout, vv)
    delta = (dout * out.float()).sum(-1).transpose(0, 1)[..., None]        # [Hq, T, 1]
    dscores = probs * (dprobs - delta) * scale
    dq = torch.einsum("hts,shd->thd", dscores, kk)
    dk = torch.einsum("hts,thd->shd", dscores, q.float())
    if groups > 1:      # each key and value head's gradient: the sum over the query heads it served
        dk = dk.reshape(dk.shape[0], -1, groups, dk.shape[-1]).sum(2)
        dv = dv.reshape(dv.shape[0], -1, groups, dv.shape[-1]).sum(2)
    return dq.to(q.dtype).contiguous(), dk.to(k.dtype).contiguous(), dv.to(v.dtype).contiguous()


def used_offsets(cu_q: Tensor, cu_k: Tensor, max_q: int, max_k: int) -> tuple[Tensor, Tensor, int, int]:
    """(cu_q, cu_k, max_q, max_k) cut to the sequences the offsets hold: the trailing empty
    sequences of the padding dropped and each bound the longest sequence.

    Offsets of a static size are padded with their last entry (capture pads torchtitan's to one
    per token) and the bound is often the whole row, but a flash kernel's grid is sequences x
    blocks of the bound: at 8192 tokens in one row, forward and backward over the padded offsets
    took 139 ms a layer on an H200 against 2.3 ms over the used ones (bench/RESULTS.md, "Packed
    documents"). One read to the host finds the count and the lengths, once per offsets tensor
    (the layers of a step share one): kept on the tensor with its version counter, which an
    in-place write moves (a write through `.data` would not; the programs make none). Inference
    tensors keep no counter, so theirs are read every call. While a CUDA graph is captured no
    read is allowed, and the static sizes stand.
    """
    if cu_q.is_cuda and torch.cuda.is_current_stream_capturing():
        return cu_q, cu_k, max_q, max_k
    cached = not (cu_q.is_inference() or cu_k.is_inference())
    key = (cu_k if cu_k is not cu_q else None, cu_q._version, cu_k._version) if cached else None
    seen = getattr(cu_q, "_aotc_used", None) if cached else None
    if seen is not None and seen[0] is key[0] and seen[1:3] == key[1:]:
        count, longest_q, longest_k = seen[3]
    else:
        # A sequence is used when it starts before the last offset; the padding's do not.
        count = torch.maximum((cu_q[:-1] < cu_q[-1]).sum(), (cu_k[:-1] < cu_k[-1]).sum())
        lengths = [(cu[1:] - cu[:-1]).max() for cu in (cu_q, cu_k)]
        count, longest_q, longest_k = (int(x) for x in torch.stack([count.to(lengths[0].dtype), *lengths]).tolist())
        if cached:
            cu_q._aotc_used = key + ((count, longest_q, longest_k),)
    count = max(count, 1)
    return cu_q[: count + 1], cu_k[: count + 1], max(longest_q, 1), max(longest_k, 1)


def scale_or_default(q: Tensor, scale: Optional[float]) -> float:
    return scale if scale is not None else 1.0 / math.sqrt(q.shape[-1])


def _cuda_forward(q, k, v, cu_q, cu_k, max_q, max_k, is_causal, scale, window_left, window_right, kernel="flash"):
    """(out, lse) by `kernel` ("flash": torch's; "te": TransformerEngine's where it takes the
    call) over the used offsets. Both keep lse as [Hq, T], so either backward reads either's."""
    te = kernel == "te" and varlen_te.takes(q, k, v, cu_q, cu_k, window_left, window_right)
    cu_q, cu_k, max_q, max_k = used_offsets(cu_q, cu_k, max_q, max_k)
    return run_forward(q, k, v, cu_q, cu_k, max_q, max_k, is_causal, scale, window_left, window_right,
                       "te" if te else "flash")


def _cuda_backward(grad_out, q, k, v, out, lse, cu_q, cu_k, max_q, max_k, is_causal, scale, window_left, window_right,
                   kernel="flash"):
    te = kernel == "te" and varlen_te.takes(q, k, v, cu_q, cu_k, window_left, window_right)
    cu_q, cu_k, max_q, max_k = used_offsets(cu_q, cu_k, max_q, max_k)
    return run_backward(grad_out, q, k, v, out, lse, cu_q, cu_k, max_q, max_k, is_causal, scale, window_left,
                        window_right, "te" if te else "flash")


def run_forward(q, k, v, cu_q, cu_k, max_q, max_k, is_causal, scale, window_left, window_right, kernel):
    """(out [T, Hq, Dv], lse [Hq, T]) by `kernel` ("flash" or "te", which must take the call) over
    offsets that hold only used sequences, bounded by the longest."""
    if kernel == "te":
        return varlen_te.forward(q, k, v, cu_q, max_q, is_causal or window_right == 0, scale_or_default(q, scale))
    out, lse, *_ = torch.ops.aten._flash_attention_forward(
        q, k, v, cu_q, cu_k, max_q, max_k, 0.0, is_causal, False, scale=scale_or_default(q, scale),
        **_window(window_left, window_right))
    return out, lse


def run_backward(grad_out, q, k, v, out, lse, cu_q, cu_k, max_q, max_k, is_causal, scale, window_left, window_right,
                 kernel):
    """(dq, dk, dv) of run_forward on the same kernel."""
    if kernel == "te":
        return varlen_te.backward(grad_out, q, k, v, out, lse, cu_q, max_q, is_causal or window_right == 0,
                                  scale_or_default(q, scale))
    no_dropout = torch.zeros(2, dtype=torch.uint64, device=q.device)
    dq, dk, dv = torch.ops.aten._flash_attention_backward(
        grad_out, q, k, v, out, lse, cu_q, cu_k, max_q, max_k, 0.0, is_causal, no_dropout,
        torch.empty(0, device=q.device), scale=scale_or_default(q, scale), **_window(window_left, window_right))
    return dq, dk, dv


def kernels_with(kernel: str) -> dict:
    """The runtime's kernels of the varlen ops on `kernel` (an attention pack's `varlen`
    choice); {} for torch's flash kernel, which the ops run anyway."""
    if kernel != "te":
        return {}

    def forward(q, k, v, cu_q, cu_k, max_q, max_k, is_causal, scale, window_left, window_right):
        if not q.is_cuda:
            return varlen_attention(q, k, v, cu_q, cu_k, max_q, max_k, is_causal, scale, window_left, window_right)
        return _cuda_forward(q, k, v, cu_q, cu_k, max_q, max_k, is_causal, scale, window_left, window_right, "te")

    def backward(grad_out, q, k, v, out, lse, cu_q, cu_k, max_q, max_k, is_causal, scale, window_left, window_right):
        if not q.is_cuda:
            return varlen_attention_backward(grad_out, q, k, v, out, lse, cu_q, cu_k, max_q, max_k, is_causal, scale,
                                             window_left, window_right)
        return _cuda_backward(grad_out, q, k, v, out, lse, cu_q, cu_k, max_q, max_k, is_causal, scale, window_left,
                              window_right, "te")

    return {"aotc.varlen_attention.default": forward, "aotc.varlen_attention_backward.default": backward}


@torch.library.custom_op("aotc::varlen_attention", mutates_args=())
def varlen_attention(q: Tensor, k: Tensor, v: Tensor, cu_q: Tensor, cu_k: Tensor, max_q: int, max_k: int,
                     is_causal: bool, scale: Optional[float], window_left: int, window_right: int
                     ) -> tuple[Tensor, Tensor]:
    if q.is_cuda:
        return _cuda_forward(q, k, v, cu_q, cu_k, max_q, max_k, is_causal, scale, window_left, window_right)
    out, lse = _math(q, k, v, cu_q, cu_k, is_causal, scale_or_default(q, scale), window_left, window_right)
    return out.contiguous(), lse.contiguous()


@varlen_attention.register_fake
def _(q, k, v, cu_q, cu_k, max_q, max_k, is_causal, scale, window_left, window_right):
    out = q.new_empty(q.shape[:-1] + v.shape[-1:])
    return out, q.new_empty((q.shape[1], q.shape[0]), dtype=torch.float32)


@torch.library.custom_op("aotc::varlen_attention_backward", mutates_args=())
def varlen_attention_backward(grad_out: Tensor, q: Tensor, k: Tensor, v: Tensor, out: Tensor, lse: Tensor,
                              cu_q: Tensor, cu_k: Tensor, max_q: int, max_k: int, is_causal: bool,
                              scale: Optional[float],
                              window_left: int, window_right: int) -> tuple[Tensor, Tensor, Tensor]:
    if q.is_cuda:
        return _cuda_backward(grad_out, q, k, v, out, lse, cu_q, cu_k, max_q, max_k, is_causal, scale, window_left,
                              window_right)
    return _math_backward(grad_out, q, k, v, out, cu_q, cu_k, is_causal, scale_or_default(q, scale), window_left,
                          window_right)


@varlen_attention_backward.register_fake
def _(grad_out, q, k, v, *rest):
    return q.new_empty(q.shape), k.new_empty(k.shape), v.new_empty(v.shape)


def _setup_context(ctx, inputs, output):
    q, k, v, cu_q, cu_k, *options = inputs
    ctx.options = options
    ctx.save_for_backward(q, k, v, cu_q, cu_k, *output)


def _backward(ctx, grad_out, grad_lse):
    # lse is not differentiable here (torch's varlen_attn gives it no gradient either).
    q, k, v, cu_q, cu_k, out, lse = ctx.saved_tensors
    dq, dk, dv = varlen_attention_backward(grad_out, q, k, v, out, lse, cu_q, cu_k, *ctx.options)
    return (dq, dk, dv) + (None,) * 8


varlen_attention.register_autograd(_backward, setup_context=_setup_context)
