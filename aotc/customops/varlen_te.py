"""TransformerEngine's fused attention (cuDNN's kernel, format thd) for `aotc::varlen_attention`,
where the attention pack measured it faster than torch's flash kernel and the job has the same
TransformerEngine (aotc.executors.attention_choice.measure_varlen; aotc.runtime.executors).

On an H200 (torch 2.11, TE 2.20.2) it took 25-39% less time than the flash kernel for Llama-3-8B's
attention over 8192 tokens of packed documents, forward + backward (bench/RESULTS.md, "Packed
documents"). It runs self-attention (one set of offsets) in half precision, causal or not,
without a sliding window; other calls keep the flash kernel. TE keeps each query row's
log-sum-exp as [T, Hq, 1] float32, the op's lse [Hq, T] transposed: the backward reads it back
so, and two zeros stand in for the generator state TE keeps for dropout (there is none).
"""

from __future__ import annotations

import functools
from typing import Optional

import torch
from torch import Tensor

from aotc.customops.te_import import import_te, te_version


def installed_version() -> Optional[str]:
    """TransformerEngine's version where its PyTorch binding imports, else None (`why_not`)."""
    return _loaded()[0]


def runs_here(version: str) -> bool:
    """Whether a pack's choice of TE `version`'s kernel runs on this machine."""
    return bool(version) and installed_version() == version


def why_not() -> str:
    """Why TE's kernel cannot run here ("" where it can)."""
    return _loaded()[1]


@functools.cache
def _loaded() -> tuple[Optional[str], str]:
    version = te_version()
    if version is None:
        return None, "TransformerEngine is not installed here"
    try:
        import_te()             # cuDNN kept one library: aotc.customops.te_import
    except Exception as e:  # noqa: BLE001 - installed, but its binding does not load here
        return None, f"TransformerEngine {version} does not import here ({type(e).__name__}: {str(e)[:160]})"
    return version, ""


def takes(q: Tensor, k: Tensor, v: Tensor, cu_q: Tensor, cu_k: Tensor, window_left: int, window_right: int) -> bool:
    """Whether TE's kernel runs this call as the op defines it."""
    # No window, or no keys to the right of each query: causal (torchtitan's (-1, 0)), which the
    # callers pass on as `is_causal or window_right == 0`.
    return (q.is_cuda and q.dtype in (torch.bfloat16, torch.float16) and k.dtype == v.dtype == q.dtype
            and cu_q is cu_k and cu_q.dtype == torch.int32 and window_left < 0 and window_right <= 0
            and q.shape[-1] == k.shape[-1] == v.shape[-1] and q.shape[1] % k.shape[1] == 0)


def _options(is_causal: bool, scale: float) -> dict:
    return {"qkv_layout": "thd_thd_thd", "o_format": "thd", "attn_scale": scale,
            "attn_mask_type": "padding_causal" if is_causal else "padding",
            "window_size": (-1, 0) if is_causal else (-1, -1)}


def forward(q, k, v, cu, longest: int, is_causal: bool, scale: float) -> tuple[Tensor, Tensor]:
    """(out [T, Hq, D], lse [Hq, T] float32) over offsets `cu` already cut to the used sequences."""
    from transformer_engine.pytorch.cpp_extensions.fused_attn import FusedAttnBackend, fused_attn_fwd

    q, k, v = (x.contiguous() for x in (q, k, v))
    out, aux = fused_attn_fwd(True, longest, longest, cu, cu, q, k, v, q.dtype,
                              FusedAttnBackend["F16_arbitrary_seqlen"], cu_seqlens_q_padded=cu,
                              cu_seqlens_kv_padded=cu, **_options(is_causal, scale))[:2]
    stats = aux[0]
    if stats.dim() != 3 or stats.shape[0] != q.shape[0]:
        # cuDNN before 9.6 keeps them padded, [B, H, S, 1]: not the op's lse.
        raise RuntimeError(f"TransformerEngine kept the log-sum-exp as {list(stats.shape)}, not [T, H, 1] (cuDNN "
                           "9.6 or later); run build-kernels on this machine, which then keeps torch's flash kernel")
    return out, stats.reshape(stats.shape[0], stats.shape[1]).t().contiguous()


def backward(grad_out, q, k, v, out, lse, cu, longest: int, is_causal: bool, scale: float):
    """(dq, dk, dv) of `forward`, from its out and lse."""
    from transformer_engine.pytorch.cpp_extensions.fused_attn import FusedAttnBackend, fused_attn_bwd

    q, k, v, out, grad_out = (x.contiguous() for x in (q, k, v, out, grad_out))
    stats = lse.t().contiguous().unsqueeze(-1)
    no_dropout = torch.zeros(2, dtype=torch.int64, device=q.device)
    grads = fused_attn_bwd(longest, longest, cu, cu, q, k, v, out, grad_out, q.dtype, [stats, no_dropout],
                           FusedAttnBackend["F16_arbitrary_seqlen"], cu_seqlens_q_padded=cu,
                           cu_seqlens_kv_padded=cu, do_format="thd", dqkv_layout="thd_thd_thd",
                           **_options(is_causal, scale))
    return grads[0], grads[1], grads[2]
