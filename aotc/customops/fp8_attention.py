"""`aotc::fp8_attention` and its backward: self-attention on float8 operands, with its scales
as values of the program (`--fp8-attention`, aotc.passes.fp8_attention).

    aotc.fp8_attention(q8, k8, v8, q_inv, k_inv, v_inv, s_scale, o_scale, is_causal, scale)
        -> (o8, lse, s_amax, o_amax)
    aotc.fp8_attention_backward(do8, q8, k8, v8, o8, lse, q_inv, k_inv, v_inv, o_inv, do_inv,
                                s_scale, dp_scale, dqkv_scale, is_causal, scale)
        -> (dq8, dk8, dv8, dp_amax, dqkv_amax)

q8, k8, v8 and o8 are e4m3, [B, L, H, D] and contiguous (k and v may have fewer heads, a
divisor of q's); do8, dq8, dk8 and dv8 are e5m2 in the same layout; lse is float32 [B, H, L].
Each `*_inv` is the float32 [] factor that dequantizes its tensor, each `*_scale` the factor
that quantizes one: delayed scaling's, made from earlier steps' amaxes. The amaxes are float32
[] and belong to what the kernels quantize inside: S (the exponentiated scores before they are
normalised, at most 1), O, dP (cuDNN's name for the gradient of q k^T: softmax's backward times
the softmax scale, P * (dO V^T - rowsum(dO * O)) * scale) and dQ, dK, dV together.

On CUDA with TransformerEngine, cuDNN's fp8 attention runs (TE's fused attention, backend
"FP8", the tensors wrapped as TE's Float8TensorStorage). On an H200 (torch 2.11, TE 2.20.2,
Llama-3-8B's attention over 8192 tokens) it took 0.71 ms forward and 2.42 ms backward where
cuDNN's bf16 attention took 0.93 and 2.84 (bench/RESULTS.md, "fp8 attention"). cuDNN gives
Hopper fp8 outputs only (bf16 outputs need Blackwell and cuDNN 9.13, TE says), so O and the
gradients come out in fp8 and the program dequantizes them, in the kernels that read them; and
its backward takes heads of 128 only (`supported`).

Elsewhere (the CPU; a GPU without TransformerEngine) the ops run an emulation in float32 that
rounds where the kernels do: P to e4m3 by s_scale before it multiplies V (and, normalised,
dO for dV), dP to e5m2 by dp_scale before it multiplies K and Q, and the results to their
formats. On the H200 its amaxes agreed with the kernel's (tests/test_fp8_attention.py). It is slower than any
fused kernel (a head at a time, its whole score matrix), and it is what the CPU tests run.
"""

from __future__ import annotations

import functools

import torch
from torch import Tensor

from aotc.customops.varlen_te import installed_version

E4M3, E5M2 = torch.float8_e4m3fn, torch.float8_e5m2
_MAX = {E4M3: 448.0, E5M2: 57344.0}
FORWARD, BACKWARD = "aotc.fp8_attention.default", "aotc.fp8_attention_backward.default"   # aotc.ops.FP8_ATTENTION


def supported(q_shape: tuple, k_shape: tuple, v_shape: tuple) -> str:
    """Why cuDNN's fp8 attention does not take these [B, L, H, D] shapes ("" where it does):
    one batch and one length for q, k and v, the length a multiple of 128 (TE asks that of
    cuDNN before 9.7), heads of 128 (on the H200 its backward refused 64: "hidden_dim shoud be
    equal to 128"), key heads a divisor of query heads."""
    if len(q_shape) != 4 or len(k_shape) != 4 or len(v_shape) != 4:
        return "not 4-d"
    if not q_shape[0] == k_shape[0] == v_shape[0]:
        return "q, k and v of different batches (a broadcast key or value)"
    if not q_shape[1] == k_shape[1] == v_shape[1]:
        return "queries and keys of different lengths"
    if q_shape[1] % 128:
        return f"length {q_shape[1]} (fp8 attention takes multiples of 128)"
    if not q_shape[3] == k_shape[3] == v_shape[3] == 128:
        return f"head size {q_shape[3]} (fp8 attention takes 128, the same for q, k and v)"
    if k_shape[2] != v_shape[2] or q_shape[2] % k_shape[2]:
        return "key heads that do not divide the query heads"
    return ""


def _quantize(x: Tensor, scale: Tensor, dtype: torch.dtype) -> Tensor:
    return (x * scale).clamp(-_MAX[dtype], _MAX[dtype]).to(dtype)


def _rounded(x: Tensor, scale: Tensor, dtype: torch.dtype) -> Tensor:
    """x as the kernel holds it after rounding it to `dtype` by `scale`, back in float32."""
    return _quantize(x, scale, dtype).float() / scale


def _scores(q: Tensor, k: Tensor, is_causal: bool, scale: float) -> Tensor:
    s = (q @ k.transpose(-1, -2)) * scale
    if is_causal:
        n = s.shape[-1]
        s = s.masked_fill(torch.ones(n, n, dtype=torch.bool, device=s.device).triu(1), float("-inf"))
    return s


def _softmax_scale(scale, d: int) -> float:
    return d ** -0.5 if scale is None else float(scale)


def emulate_forward(q8, k8, v8, q_inv, k_inv, v_inv, s_scale, o_scale, is_causal, scale):
    B, L, H, D = q8.shape
    group = H // k8.shape[2]
    sm = _softmax_scale(scale, D)
    q, k, v = (x.float() * inv for x, inv in ((q8, q_inv), (k8, k_inv), (v8, v_inv)))
    out = torch.empty(B, L, H, D, dtype=torch.float32, device=q8.device)
    lse = torch.empty(B, H, L, dtype=torch.float32, device=q8.device)
    s_amax = torch.zeros((), dtype=torch.float32, device=q8.device)
    for b in range(B):
        for h in range(H):
            s = _scores(q[b, :, h], k[b, :, h // group], is_causal, sm)
            top = s.amax(-1, keepdim=True)
            p = torch.exp(s - top)
            total = p.sum(-1, keepdim=True)
            s_amax = torch.maximum(s_amax, p.amax())
            out[b, :, h] = (_rounded(p, s_scale, E4M3) @ v[b, :, h // group]) / total
            lse[b, h] = (top + torch.log(total)).squeeze(-1)
    return _quantize(out, o_scale, E4M3), lse, s_amax, out.abs().amax()


def emulate_backward(do8, q8, k8, v8, o8, lse, q_inv, k_inv, v_inv, o_inv, do_inv, s_scale, dp_scale, dqkv_scale,
                     is_causal, scale):
    B, L, H, D = q8.shape
    group = H // k8.shape[2]
    sm = _softmax_scale(scale, D)
    q, k, v, o, do = (x.float() * inv for x, inv in ((q8, q_inv), (k8, k_inv), (v8, v_inv), (o8, o_inv),
                                                      (do8, do_inv)))
    dq, dk, dv = torch.zeros_like(q), torch.zeros_like(k), torch.zeros_like(v)
    dp_amax = torch.zeros((), dtype=torch.float32, device=q8.device)
    rowdot = (do * o).sum(-1)                                     # [B, L, H]
    for b in range(B):
        for h in range(H):
            kv = h // group
            p = torch.exp(_scores(q[b, :, h], k[b, :, kv], is_causal, sm) - lse[b, h][:, None])
            dv[b, :, kv] += _rounded(p, s_scale, E4M3).transpose(0, 1) @ do[b, :, h]
            # The gradient of q k^T itself: softmax's backward times the softmax scale.
            ds = p * (do[b, :, h] @ v[b, :, kv].transpose(0, 1) - rowdot[b, :, h][:, None]) * sm
            dp_amax = torch.maximum(dp_amax, ds.abs().amax())
            ds = _rounded(ds, dp_scale, E5M2)
            dq[b, :, h] = ds @ k[b, :, kv]
            dk[b, :, kv] += ds.transpose(0, 1) @ q[b, :, h]
    amax = torch.stack([x.abs().amax() for x in (dq, dk, dv)]).amax()
    return (*(_quantize(x, dqkv_scale, E5M2) for x in (dq, dk, dv)), dp_amax, amax)


@functools.cache
def _te():
    """TransformerEngine's fused attention and float8 wrappers, where they import (else None)."""
    if installed_version() is None:
        return None
    import transformer_engine_torch as tex
    from transformer_engine.pytorch.cpp_extensions.fused_attn import FusedAttnBackend, fused_attn_bwd, fused_attn_fwd
    from transformer_engine.pytorch.tensor.float8_tensor import Float8Quantizer
    from transformer_engine.pytorch.tensor.storage.float8_tensor_storage import Float8TensorStorage
    return tex, FusedAttnBackend["FP8"], fused_attn_fwd, fused_attn_bwd, Float8Quantizer, Float8TensorStorage


def fp8_attention_emulated(device: torch.device | None = None) -> str:
    """Why fp8 attention on this machine's GPU (`device`, else the current one) runs the
    emulation ("" where cuDNN's kernel runs)."""
    if not torch.cuda.is_available():
        return "cuDNN's fp8 attention needs a GPU of capability 9.0 or later"
    index = None if device is None else torch.device(device).index
    return _emulated_on(torch.cuda.current_device() if index is None else index)


@functools.cache
def _emulated_on(index: int) -> str:
    # Asked once per GPU: a device's capability and TE's import do not change within a process,
    # and every attention call asks.
    if torch.cuda.get_device_capability(index) < (9, 0):
        return "cuDNN's fp8 attention needs a GPU of capability 9.0 or later"
    if _te() is None:
        return "TransformerEngine is not installed here"
    return ""


def runs_on_te(q8: Tensor) -> bool:
    """Whether this call runs cuDNN's fp8 kernel (a GPU of capability 9.0 or later, with TE)."""
    return q8.is_cuda and not fp8_attention_emulated(q8.device)


def _te_options(B: int, L: int, is_causal: bool, scale, D: int, device) -> tuple[Tensor, dict]:
    offsets = torch.arange(0, (B + 1) * L, L, dtype=torch.int32, device=device)
    # Inside a CUDA graph's capture (load(..., cudagraphs=True)) TE is told so, as its own
    # modules tell it.
    return offsets, {"qkv_layout": "bshd_bshd_bshd", "o_format": "bshd", "attn_scale": _softmax_scale(scale, D),
                     "attn_mask_type": "causal" if is_causal else "no_mask",
                     "window_size": (-1, 0) if is_causal else (-1, -1),
                     "cuda_graph": torch.cuda.is_current_stream_capturing()}


def _wrap(data: Tensor, inv: Tensor):
    tex, _, _, _, _, Storage = _te()
    fmt = tex.DType.kFloat8E4M3 if data.dtype == E4M3 else tex.DType.kFloat8E5M2
    return Storage(data=data.view(torch.uint8), fp8_scale_inv=inv.reshape(1).float(), fp8_dtype=fmt,
                   fake_dtype=torch.bfloat16)


def _quantizer(scale: Tensor, dtype: torch.dtype):
    tex, _, _, _, Quantizer, _ = _te()
    fmt = tex.DType.kFloat8E4M3 if dtype == E4M3 else tex.DType.kFloat8E5M2
    return Quantizer(scale=scale.reshape(1).float().clone(), amax=torch.zeros(1, device=scale.device), fp8_dtype=fmt)


def _data(t, dtype: torch.dtype) -> Tensor:
    return t._data.view(dtype)


def fp8_attention_kernel(q8: Tensor, k8: Tensor, v8: Tensor, q_inv: Tensor, k_inv: Tensor, v_inv: Tensor,
                         s_scale: Tensor, o_scale: Tensor, is_causal: bool, scale: float | None
                         ) -> tuple[Tensor, Tensor, Tensor, Tensor]:
    if not runs_on_te(q8):
        return emulate_forward(q8, k8, v8, q_inv, k_inv, v_inv, s_scale, o_scale, is_causal, scale)
    _, backend, fwd, _, _, _ = _te()
    B, L, H, D = q8.shape
    offsets, options = _te_options(B, L, is_causal, scale, D, q8.device)
    s_q, o_q = _quantizer(s_scale, E4M3), _quantizer(o_scale, E4M3)
    out, aux = fwd(True, L, L, offsets, offsets, _wrap(q8, q_inv), _wrap(k8, k_inv), _wrap(v8, v_inv),
                   torch.bfloat16, backend, s_quantizer=s_q, o_quantizer=o_q, **options)[:2]
    return _data(out, E4M3), aux[0].reshape(B, H, L), s_q.amax.reshape(()), o_q.amax.reshape(())


def fp8_attention_backward_kernel(do8: Tensor, q8: Tensor, k8: Tensor, v8: Tensor, o8: Tensor, lse: Tensor,
                                  q_inv: Tensor, k_inv: Tensor, v_inv: Tensor, o_inv: Tensor, do_inv: Tensor,
                                  s_scale: Tensor, dp_scale: Tensor, dqkv_scale: Tensor, is_causal: bool,
                                  scale: float | None) -> tuple[Tensor, Tensor, Tensor, Tensor, Tensor]:
    if not runs_on_te(q8):
        return emulate_backward(do8, q8, k8, v8, o8, lse, q_inv, k_inv, v_inv, o_inv, do_inv, s_scale, dp_scale,
                                dqkv_scale, is_causal, scale)
    _, backend, _, bwd, _, _ = _te()
    B, L, H, D = q8.shape
    offsets, options = _te_options(B, L, is_causal, scale, D, q8.device)
    s_q, dp_q, dqkv_q = _quantizer(s_scale, E4M3), _quantizer(dp_scale, E5M2), _quantizer(dqkv_scale, E5M2)
    # No dropout: the generator state TE keeps for its backward is never read.
    aux = [lse.reshape(B, H, L, 1), torch.zeros(2, dtype=torch.int64, device=q8.device)]
    dq, dk, dv = bwd(L, L, offsets, offsets, _wrap(q8, q_inv), _wrap(k8, k_inv), _wrap(v8, v_inv), _wrap(o8, o_inv),
                     _wrap(do8, do_inv), torch.bfloat16, aux, backend, s_quantizer=s_q, dp_quantizer=dp_q,
                     dqkv_quantizer=dqkv_q, do_format="bshd", dqkv_layout="bshd_bshd_bshd", **options)[:3]
    return (_data(dq, E5M2), _data(dk, E5M2), _data(dv, E5M2), dp_q.amax.reshape(()), dqkv_q.amax.reshape(()))


fp8_attention = torch.library.custom_op("aotc::fp8_attention", mutates_args=())(fp8_attention_kernel)
fp8_attention_backward = torch.library.custom_op("aotc::fp8_attention_backward",
                                                 mutates_args=())(fp8_attention_backward_kernel)


@fp8_attention.register_fake
def _(q8, k8, v8, q_inv, k_inv, v_inv, s_scale, o_scale, is_causal, scale):
    B, L, H, _ = q8.shape
    scalar = q_inv.new_empty(())
    return q8.new_empty(q8.shape), q_inv.new_empty((B, H, L)), scalar, scalar.clone()


@fp8_attention_backward.register_fake
def _(do8, q8, k8, v8, o8, lse, q_inv, k_inv, v_inv, o_inv, do_inv, s_scale, dp_scale, dqkv_scale, is_causal, scale):
    scalar = q_inv.new_empty(())
    return (*(x.new_empty(x.shape, dtype=E5M2) for x in (q8, k8, v8)), scalar, scalar.clone())


DIRECT_KERNELS = {FORWARD: fp8_attention_kernel, BACKWARD: fp8_attention_backward_kernel}
