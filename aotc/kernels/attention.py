"""`aotc::sdpa`: scaled-dot-product attention kept as one opaque op in the IR.

Why an op of our own: `F.scaled_dot_product_attention` picks its kernel by device while it is
traced (the CPU trace records `_scaled_dot_product_flash_attention_for_cpu`), so a program
traced on the CPU machine for a CUDA target would call a CPU-only kernel. Capture routes the
call to `aotc::sdpa`, whose kernels choose the device-specific ATen kernel when they run, and
whose backward is `aotc::sdpa_backward`. Executors that own attention (cuDNN, flash) can later
claim these two ops by name.

The backward recomputes the forward statistics (log-sum-exp) instead of saving them, which
keeps the IR's types the same on every device; it costs one extra attention forward.
"""

from __future__ import annotations

from typing import Optional

import torch
from torch import Tensor


@torch.library.custom_op("aotc::sdpa", mutates_args=())
def sdpa(q: Tensor, k: Tensor, v: Tensor, attn_mask: Optional[Tensor], is_causal: bool,
         scale: Optional[float]) -> Tensor:
    return _forward(q, k, v, attn_mask, is_causal, scale)[0]


@sdpa.register_fake
def _(q, k, v, attn_mask, is_causal, scale):
    return q.new_empty(q.shape[:-1] + v.shape[-1:])


@torch.library.custom_op("aotc::sdpa_backward", mutates_args=())
def sdpa_backward(grad_out: Tensor, q: Tensor, k: Tensor, v: Tensor, attn_mask: Optional[Tensor],
                  is_causal: bool, scale: Optional[float]) -> tuple[Tensor, Tensor, Tensor]:
    out, lse, *rest = _forward(q, k, v, attn_mask, is_causal, scale)
    grad_out = grad_out.contiguous()
    if q.device.type == "cuda":
        seed, offset = rest
        dq, dk, dv, _ = torch.ops.aten._scaled_dot_product_efficient_attention_backward(
            grad_out, q, k, v, _additive_bias(attn_mask, q), out, lse, seed, offset, 0.0,
            [True, True, True, False], is_causal, scale=scale)
        return dq, dk, dv
    return torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward(
        grad_out, q, k, v, out, lse, 0.0, is_causal, attn_mask=_additive_bias(attn_mask, q), scale=scale)


@sdpa_backward.register_fake
def _(grad_out, q, k, v, attn_mask, is_causal, scale):
    return torch.empty_like(q), torch.empty_like(k), torch.empty_like(v)


def _forward(q, k, v, attn_mask, is_causal, scale):
    if q.device.type == "cuda":
        out, lse, seed, offset = torch.ops.aten._scaled_dot_product_efficient_attention(
            q, k, v, _additive_bias(attn_mask, q), True, 0.0, is_causal, scale=scale)
        return out, lse, seed, offset
    return torch.ops.aten._scaled_dot_product_flash_attention_for_cpu(
        q, k, v, 0.0, is_causal, attn_mask=_additive_bias(attn_mask, q), scale=scale)


def _additive_bias(mask: Optional[Tensor], like: Tensor) -> Optional[Tensor]:
    # The ATen kernels take an additive bias of the query's dtype, not a boolean mask
    # (F.scaled_dot_product_attention converts the same way before it dispatches).
    if mask is None or mask.dtype != torch.bool:
        return mask
    bias = torch.zeros(mask.shape, dtype=like.dtype, device=like.device)
    return bias.masked_fill(~mask, float("-inf"))


def _setup_context(ctx, inputs, output):
    q, k, v, attn_mask, is_causal, scale = inputs
    ctx.save_for_backward(q, k, v, attn_mask)
    ctx.is_causal, ctx.scale = is_causal, scale


def _backward(ctx, grad_out):
    q, k, v, attn_mask = ctx.saved_tensors
    dq, dk, dv = sdpa_backward(grad_out, q, k, v, attn_mask, ctx.is_causal, ctx.scale)
    return dq, dk, dv, None, None, None


sdpa.register_autograd(_backward, setup_context=_setup_context)
