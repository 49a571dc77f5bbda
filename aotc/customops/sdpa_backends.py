"""Which kernel runs scaled-dot-product attention, and how each one is called.

The choice is made from what a program records of an attention call (device, dtype, shapes,
whether it has a mask), so that the runtime, which chooses per call, and `thunder-aot check`,
which says before a job starts what each call will run, choose alike:

    cpu        the CPU flash kernel: any float dtype, q, k and v of one head size
    flash      CUDA, half precision, no mask, one head size (a multiple of 8, at most 256)
    efficient  CUDA's memory-efficient kernel: any but float64, head sizes multiples of 8
               (the value's may differ from the query's: multi-head latent attention)
    cudnn      CUDA, half precision, one head size up to 128, or MLA's query/key and value
               sizes up to 256; a mask as a [B|1, H|1, L, S] bias (a kernel pack's choice; q, k
               and v go to it heads-last)
    math       ATen ops, any device: what no fused kernel takes (MLA's head sizes on the CPU,
               float64 or odd head sizes on CUDA); it materialises the scores, as eager's own
               fallback does

Each kernel's helper returns lse in the IR's form ([..., H, L], float32).
"""

from __future__ import annotations

import math
from typing import Optional

import torch
import torch.nn.functional as F
from torch import Tensor

from aotc.ir import contiguous_strides

# The memory-efficient CUDA kernel pads the log-sum-exp rows to a multiple of this.
_CUDA_LSE_ALIGN = 32

# Kernels a CUDA program can run attention with; a kernel pack records the one measured fastest.
CUDA_BACKENDS = ("flash", "efficient", "cudnn")
_HALF = (torch.float16, torch.bfloat16)


def choose_backend(device: str, dtype: torch.dtype, q_shape, k_shape, v_shape, has_mask: bool) -> str:
    """The kernel attention on these types runs by default (see the table above)."""
    d, dv = q_shape[-1], v_shape[-1]
    if device != "cuda":
        return "cpu" if d == k_shape[-1] == dv else "math"
    if dtype in _HALF and not has_mask and len(q_shape) == 4 and d == k_shape[-1] == dv and d % 8 == 0 and d <= 256:
        return "flash"
    if dtype != torch.float64 and len(q_shape) == 4 and d % 8 == 0 and dv % 8 == 0:
        return "efficient"
    return "math"


def default_backend(q: Tensor, k: Tensor, v: Tensor, attn_mask: Optional[Tensor]) -> str:
    return choose_backend(q.device.type, q.dtype, q.shape, k.shape, v.shape, attn_mask is not None)


def supports(backend: str, q: Tensor, k: Tensor, v: Tensor, attn_mask: Optional[Tensor]) -> bool:
    """Whether `backend` takes these inputs (a kernel pack's choice applies only where it does)."""
    if backend == "math":
        return True
    if backend == "cudnn":
        # Half precision, head sizes multiples of 8: up to 128 where query, key and
        # value share one; multi-head latent attention's query/key 192 with value 128 too, which
        # eager PyTorch runs on cuDNN (measured on the H200, torch 2.11, 1x128 heads x 4096:
        # 5.5 ms forward + backward, against 37.1 ms for the memory-efficient kernel).
        # A mask goes to it as the additive bias eager makes of one, [B or 1, H or 1, L, S]:
        # eager attention runs masked calls on cuDNN too (HF's padded batches, ModernBERT's
        # sliding window).
        d, dv = q.shape[-1], v.shape[-1]
        same = d == k.shape[-1] == dv and d <= 128
        latent = d == k.shape[-1] != dv and d <= 256 and dv <= 256
        return (q.device.type == "cuda" and q.dtype in _HALF and q.dim() == 4 and _cudnn_mask(attn_mask, q, k)
                and (same or latent) and d % 8 == 0 and dv % 8 == 0)
    if backend == "flash":
        return default_backend(q, k, v, attn_mask) == "flash"
    if backend == "efficient":
        return q.device.type == "cuda" and default_backend(q, k, v, attn_mask) in ("flash", "efficient")
    return backend == "cpu" and default_backend(q, k, v, attn_mask) == "cpu"


def _cudnn_mask(mask: Optional[Tensor], q: Tensor, k: Tensor) -> bool:
    """No mask, or one cuDNN takes as a bias for 4-d q [B, H, L, D] and k [B, H, S, D]."""
    if mask is None:
        return True
    b, h, l, s = (*q.shape[:2], q.shape[-2], k.shape[-2])
    return (mask.dim() == 4 and mask.dtype in (torch.bool, q.dtype) and mask.shape[0] in (1, b)
            and mask.shape[1] in (1, h) and tuple(mask.shape[2:]) == (l, s))


def groups_for(q: Tensor, k: Tensor, backend: str) -> int:
    """How many times a kernel needs k and v repeated for grouped-query attention (k and v with
    fewer heads than q, each serving that many consecutive query heads): cuDNN reads them as
    they are; the other kernels take one key and value head per query head."""
    if backend == "cudnn" or q.dim() != 4 or k.shape[-3] == q.shape[-3]:
        return 1
    return q.shape[-3] // k.shape[-3]


def math_forward(q: Tensor, k: Tensor, v: Tensor, bias: Optional[Tensor], is_causal: bool,
                 scale: Optional[float]) -> tuple[Tensor, Tensor]:
    """(out, lse) in ATen ops, in float32 (float64 for float64 inputs)."""
    probs, lse = _math_probs(q, k, bias, is_causal, scale)
    return (probs @ v.to(probs.dtype)).to(q.dtype), lse.to(torch.float32)


def math_backward(grad_out: Tensor, q: Tensor, k: Tensor, v: Tensor, bias: Optional[Tensor], out: Tensor,
                  lse: Tensor, is_causal: bool, scale: Optional[float]) -> tuple[Tensor, Tensor, Tensor]:
    # The saved lse where it is of the scores' precision (a float32 one of float64 scores is not):
    # context parallelism's blocks are each normalised by the lse of every block merged.
    wp = torch.float64 if q.dtype == torch.float64 else torch.float32
    probs, _ = _math_probs(q, k, bias, is_causal, scale, lse if lse.dtype == wp else None)
    dout = grad_out.to(wp)
    dv = probs.transpose(-2, -1) @ dout
    dprobs = dout @ v.to(wp).transpose(-2, -1)
    dscores = probs * (dprobs - (dout * out.to(wp)).sum(-1, keepdim=True))
    s = _scale(q, scale)
    dq, dk = (dscores @ k.to(wp)) * s, (dscores.transpose(-2, -1) @ q.to(wp)) * s
    return dq.to(q.dtype), dk.to(k.dtype), dv.to(v.dtype)


def _scale(q: Tensor, scale: Optional[float]) -> float:
    return scale if scale is not None else 1.0 / math.sqrt(q.shape[-1])


def _math_probs(q, k, bias, is_causal, scale, lse: Optional[Tensor] = None) -> tuple[Tensor, Tensor]:
    wp = torch.float64 if q.dtype == torch.float64 else torch.float32
    scores = (q.to(wp) @ k.to(wp).transpose(-2, -1)) * _scale(q, scale)
    if is_causal:   # top left aligned, as F.scaled_dot_product_attention's is_causal
        keep = torch.ones(scores.shape[-2:], dtype=torch.bool, device=q.device).tril()
        scores = scores.masked_fill(~keep, -math.inf)
    if bias is not None:
        scores = scores + bias.to(wp)
    if lse is None:
        lse = scores.logsumexp(-1)
    masked = torch.isneginf(lse)
    probs = torch.where(masked[..., None], 0.0, torch.exp(scores - torch.where(masked, 0.0, lse)[..., None]))
    return probs, lse


# The ATen CUDA kernels, one helper per kernel and direction, for aotc.sdpa (dropout 0) and
# aotc.sdpa_dropout alike: each takes the generator state its kernel reads when dropout_p > 0
# and returns lse in the IR's form ([..., H, L]), the rest laid out as the kernel writes it.
def _use_cuda_flash(q: Tensor, k: Tensor, v: Tensor, attn_mask: Optional[Tensor]) -> bool:
    """The flash kernel: half-precision CUDA attention without a mask, head size a multiple of
    8 up to 256. Forward and backward decide alike from the same arguments."""
    d = q.shape[-1]
    return (q.device.type == "cuda" and q.dtype in (torch.float16, torch.bfloat16)
            and attn_mask is None and q.dim() == 4 and d == k.shape[-1] == v.shape[-1]
            and d % 8 == 0 and d <= 256)


def _cudnn_forward(q, k, v, bias, dropout_p, is_causal, scale):
    out, lse, _, _, _, _, seed, offset, _ = torch.ops.aten._scaled_dot_product_cudnn_attention(
        q, k, v, bias, True, dropout_p, is_causal, False, scale=scale)
    return out, lse.reshape(q.shape[:-1]), seed, offset   # cuDNN keeps a trailing 1: [B, H, L, 1]


def _cudnn_backward(grad_out, q, k, v, bias, out, lse, dropout_p, is_causal, scale, seed, offset):
    """(dq, dk, dv). grad_out goes to the kernel in the layout it comes in: the callers differ."""
    return torch.ops.aten._scaled_dot_product_cudnn_attention_backward(
        grad_out, q, k, v, out, lse.unsqueeze(-1), seed, offset, bias,
        None, None, q.shape[-2], k.shape[-2], dropout_p, is_causal, scale=scale)


def _flash_forward(q, k, v, dropout_p, is_causal, scale):
    out, lse, _, _, _, _, state, _, _ = torch.ops.aten._scaled_dot_product_flash_attention(
        q, k, v, dropout_p, is_causal, False, scale=scale)
    return out, lse, state


def _flash_backward(grad_out, q, k, v, out, lse, dropout_p, is_causal, scale, seed, offset):
    """(dq, dk, dv). Dense (not variable-length) batches pass no cumulative sequence lengths."""
    return torch.ops.aten._scaled_dot_product_flash_attention_backward(
        grad_out.contiguous(), q, k, v, out, lse, None, None, q.shape[-2], k.shape[-2], dropout_p,
        is_causal, seed, offset, scale=scale)


def _efficient_forward(q, k, v, bias, dropout_p, is_causal, scale):
    out, lse, seed, offset = torch.ops.aten._scaled_dot_product_efficient_attention(
        q, k, v, _efficient_bias(bias, q, k), True, dropout_p, is_causal, scale=scale)
    return out, lse[..., : q.shape[-2]], seed, offset


def _efficient_backward(grad_out, q, k, v, bias, out, lse, dropout_p, is_causal, scale, seed, offset, bias_grad):
    """(dq, dk, dv, dbias), dbias when `bias_grad`; the kernel reads lse padded as its forward wrote it."""
    padded = -q.shape[-2] % _CUDA_LSE_ALIGN
    lse = F.pad(lse, (0, padded)) if padded else lse
    return torch.ops.aten._scaled_dot_product_efficient_attention_backward(
        grad_out.contiguous(), q, k, v, _efficient_bias(bias, q, k), out, lse, seed, offset, dropout_p,
        [True, True, True, bias_grad], is_causal, scale=scale)


def _heads_last_strides(shape) -> tuple[int, ...]:
    """Strides of a [B, H, L, D] tensor stored as [B, L, H, D]; contiguous for other ranks."""
    if len(shape) == 4:
        b, h, l, d = shape
        return (l * h * d, d, h * d, 1)
    return contiguous_strides(shape)


def _grad_strides(x: Tensor) -> tuple[int, ...]:
    """The layout of the gradient of attention input `x`: `x`'s own where it is dense (the
    CUDA kernels write gradients like their inputs, so no copy follows them), else heads-last."""
    order = sorted((i for i in range(x.dim()) if x.shape[i] != 1), key=lambda i: x.stride(i))
    expected = 1
    for i in order:
        if x.stride(i) != expected:
            return _heads_last_strides(x.shape)
        expected *= x.shape[i]
    return tuple(x.stride())


def _additive_bias(mask: Optional[Tensor], like: Tensor) -> Optional[Tensor]:
    # The ATen kernels take an additive bias of the query's dtype, not a boolean mask
    # (F.scaled_dot_product_attention converts the same way before it dispatches).
    if mask is None or mask.dtype != torch.bool:
        return mask
    bias = torch.zeros(mask.shape, dtype=like.dtype, device=like.device)
    return bias.masked_fill(~mask, float("-inf"))


def _efficient_bias(bias: Optional[Tensor], q: Tensor, k: Tensor) -> Optional[Tensor]:
    """The memory-efficient CUDA kernel reads the bias as [B, H, L, S] (broadcast is fine) with
    each row starting on a 16-element boundary: pad the rows in storage, then expand."""
    if bias is None:
        return None
    s = k.shape[-2]
    pad = -s % 16
    if pad:
        bias = F.pad(bias, (0, pad))[..., :s]
    return bias.expand(q.shape[:-2] + (q.shape[-2], s))


