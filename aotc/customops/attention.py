"""`aotc::sdpa`: scaled-dot-product attention kept as one opaque op in the IR.

Why an op of our own: `F.scaled_dot_product_attention` picks its kernel by device while it is
traced (the CPU trace records `_scaled_dot_product_flash_attention_for_cpu`), so a program
traced on the CPU machine for a CUDA target would call a CPU-only kernel. Capture routes the
call to `aotc::sdpa`, whose kernels choose the device's ATen kernel when they run, and whose
backward is `aotc::sdpa_backward`. Executors that own attention (cuDNN, flash) can later claim
these two ops by name.

    aotc.sdpa(q, k, v, mask, is_causal, scale) -> (out, lse)
    aotc.sdpa_backward(grad_out, q, k, v, mask, out, lse, is_causal, scale) -> (dq, dk, dv)

k and v may have fewer heads than q (a divisor of q's): grouped-query attention, each key and
value head serving that many consecutive query heads (the `native_gqa` pass removes a model's
own repetition of them).

The types are the same on every device, because the IR records them once for all:
- `out` of a 4-d [B, H, L, D] attention is laid out as [B, L, H, D] in memory (the layout the
  CPU and CUDA kernels produce for the usual transposed projections); other ranks are
  contiguous. `dq`, `dk`, `dv` take the layout of `q`, `k`, `v` where that is dense (what the
  CUDA kernels write), else `out`'s. A kernel result in another layout is copied into this one.
- `lse`, the log-sum-exp of each row of scores, is float32 [..., H, L], contiguous. The
  memory-efficient CUDA kernel pads it along L and cuDNN's adds a trailing 1; the forward
  undoes either and the backward redoes it.
Saving `lse` lets the backward skip recomputing the forward. By default, on CUDA, half-precision
attention without a mask runs the flash kernel, everything else the memory-efficient kernel; on
the CPU, the CPU flash kernel. A CUDA kernel pack records the backend (flash, efficient, cuDNN)
measured fastest for the artifact's attention shapes on its target, and the runtime uses it.
"""

from __future__ import annotations

from typing import Optional

import torch
from torch import Tensor
from torch.nn.attention import SDPBackend

from aotc.customops.layout import in_layout
from aotc.customops.sdpa_backends import (_additive_bias, _cudnn_backward,
                                          _cudnn_forward, _efficient_backward, _efficient_forward, _flash_backward,
                                          _flash_forward, _grad_strides, _heads_last_strides, default_backend,
                                          groups_for, math_backward, math_forward, supports)

def sdpa_kernel(q: Tensor, k: Tensor, v: Tensor, attn_mask: Optional[Tensor], is_causal: bool,
                scale: Optional[float]) -> tuple[Tensor, Tensor]:
    return attention_forward(q, k, v, attn_mask, is_causal, scale, default_backend(q, k, v, attn_mask))


def attention_forward(q: Tensor, k: Tensor, v: Tensor, attn_mask: Optional[Tensor], is_causal: bool,
                      scale: Optional[float], backend: str) -> tuple[Tensor, Tensor]:
    groups = groups_for(q, k, backend)
    if groups > 1:
        k, v = (x.repeat_interleave(groups, dim=-3) for x in (k, v))
    bias = _additive_bias(attn_mask, q)
    if backend == "flash":
        out, lse, _ = _flash_forward(q, k, v, 0.0, is_causal, scale)
    elif backend == "cudnn":
        out, lse, _, _ = _cudnn_forward(*_cudnn_layout(q, k, v), bias, 0.0, is_causal, scale)
    elif backend == "efficient":
        out, lse, _, _ = _efficient_forward(q, k, v, bias, 0.0, is_causal, scale)
    elif backend == "cpu":
        out, lse = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu(
            q, k, v, 0.0, is_causal, attn_mask=bias, scale=scale)
    else:
        out, lse = math_forward(q, k, v, bias, is_causal, scale)
    return in_layout(out, _heads_last_strides(out.shape)), lse.contiguous()


sdpa = torch.library.custom_op("aotc::sdpa", mutates_args=())(sdpa_kernel)


@sdpa.register_fake
def _(q, k, v, attn_mask, is_causal, scale):
    return _out_and_lse(q, v)


def _out_and_lse(q: Tensor, v: Tensor) -> tuple[Tensor, Tensor]:
    """Empty `out` and `lse` of the types the IR records for attention on q and v (both ops)."""
    shape = q.shape[:-1] + v.shape[-1:]
    return q.new_empty_strided(shape, _heads_last_strides(shape)), q.new_empty(q.shape[:-1], dtype=torch.float32)


def sdpa_backward_kernel(grad_out: Tensor, q: Tensor, k: Tensor, v: Tensor, attn_mask: Optional[Tensor],
                         out: Tensor, lse: Tensor, is_causal: bool, scale: Optional[float]
                         ) -> tuple[Tensor, Tensor, Tensor]:
    return attention_backward(grad_out, q, k, v, attn_mask, out, lse, is_causal, scale,
                              default_backend(q, k, v, attn_mask))


def attention_backward(grad_out: Tensor, q: Tensor, k: Tensor, v: Tensor, attn_mask: Optional[Tensor],
                       out: Tensor, lse: Tensor, is_causal: bool, scale: Optional[float], backend: str
                       ) -> tuple[Tensor, Tensor, Tensor]:
    groups, k_in, v_in = groups_for(q, k, backend), k, v
    if groups > 1:
        k, v = (x.repeat_interleave(groups, dim=-3) for x in (k, v))
    bias = _additive_bias(attn_mask, q)
    # With dropout 0 the CUDA kernels never read the generator state; each gets scalars it
    # takes (the memory-efficient kernel's are what its forward returns in that case).
    if backend == "flash":
        empty = torch.empty((), dtype=torch.int64)
        dq, dk, dv = _flash_backward(grad_out, q, k, v, out, lse, 0.0, is_causal, scale, empty, empty)
    elif backend == "cudnn":
        seed = torch.zeros((), dtype=torch.int64, device=q.device)
        grad_out = in_layout(grad_out, tuple(out.stride()))   # the gradient in the output's own layout
        dq, dk, dv = _cudnn_backward(grad_out, *_cudnn_layout(q, k, v), bias, out, lse, 0.0, is_causal, scale,
                                     seed, seed)
    elif backend == "efficient":
        seed, offset = torch.empty((), dtype=torch.int64), torch.empty((), dtype=torch.int64)
        dq, dk, dv, _ = _efficient_backward(grad_out, q, k, v, bias, out, lse, 0.0, is_causal, scale,
                                            seed, offset, bias_grad=False)
    elif backend == "cpu":
        dq, dk, dv = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward(
            grad_out.contiguous(), q, k, v, out, lse, 0.0, is_causal, attn_mask=bias, scale=scale)
    else:
        dq, dk, dv = math_backward(grad_out, q, k, v, bias, out, lse, is_causal, scale)
    if groups > 1:   # each key and value head's gradient: the sum over the query heads it served
        dk, dv = (x.reshape(x.shape[:-3] + (-1, groups) + x.shape[-2:]).sum(-3) for x in (dk, dv))
    return tuple(in_layout(g, _grad_strides(x)) for g, x in ((dq, q), (dk, k_in), (dv, v_in)))


def _cudnn_layout(q: Tensor, k: Tensor, v: Tensor) -> tuple[Tensor, Tensor, Tensor]:
    """q, k and v heads-last, as the output (and so the output's gradient) always is. cuDNN's
    backward gave wrong query and key gradients where q and k came [B, H, L, D] and v heads-last
    (HF Bamba, and DeepSeek-V3's latent heads, bf16 at real widths on the H100 and H200: the
    portable program and the memory-efficient kernel agreed with float32 eager), while every
    family whose attention inputs were all heads-last agreed. A copy costs one read and write
    of q or k; it happens only where a layout differs."""
    return tuple(in_layout(x, _heads_last_strides(x.shape)) for x in (q, k, v))


sdpa_backward = torch.library.custom_op("aotc::sdpa_backward", mutates_args=())(sdpa_backward_kernel)


@sdpa_backward.register_fake
def _(grad_out, q, k, v, attn_mask, out, lse, is_causal, scale):
    return _input_grads(q, k, v)


def _input_grads(q: Tensor, k: Tensor, v: Tensor) -> tuple[Tensor, Tensor, Tensor]:
    """Empty dq, dk, dv of the types the IR records for them (both backward ops)."""
    return tuple(x.new_empty_strided(x.shape, _grad_strides(x)) for x in (q, k, v))


# Attention with dropout, or with a mask that needs a gradient, on CUDA: the kernel eager
# would pick, and the generator state it drew with.
#
#     aotc.sdpa_dropout(q, k, v, mask, dropout_p, is_causal, scale, mask_grad)
#         -> (out, lse, host_rng, rng)
#     aotc.sdpa_dropout_backward(grad_out, q, k, v, mask, out, lse, host_rng, rng, dropout_p,
#                                is_causal, scale, mask_grad) -> (dq, dk, dv, dmask)
#
# F.scaled_dot_product_attention in training runs ATen's cuDNN, flash or memory-efficient kernel
# (`torch._fused_sdp_choice` picks, seeing inputs that need gradients), which draws its dropout
# mask from the CUDA generator and returns the generator's seed and offset, for its backward to
# draw the same mask again. Calling the kernel eager picks, with the generator in the same state,
# draws eager's masks. `mask_grad` (fixed at capture) says whether the mask needs a gradient:
# the programs run without autograd, so the mask itself no longer says. cuDNN and flash return
# their seed and offset on the GPU, the memory-efficient kernel on the host, and reading either
# on the other side would stall the stream, so both places are kept: `host_rng` is int64 [3] on
# the CPU (seed, offset, the kernel as an SDPBackend value), `rng` int64 [2] on the GPU (seed,
# offset; flash's own two words); each kernel fills the one it uses (`HOST_RESULTS`: host_rng
# stays on the CPU in a CUDA program). `dmask` is the mask's gradient when `mask_grad`, else an
# empty tensor. Where eager would run the math kernel (the fused ones disabled by the user, say),
# the memory-efficient kernel runs: correct, but with other masks than eager's. Capture sends
# what no fused kernel runs (not 4-d, float64, head sizes not a multiple of 8) to ATen's math
# attention instead, as it does for the CPU: these ops have no CPU kernel.
_FLASH, _EFFICIENT, _CUDNN = (b.value for b in (SDPBackend.FLASH_ATTENTION, SDPBackend.EFFICIENT_ATTENTION,
                                                SDPBackend.CUDNN_ATTENTION))
HOST_RESULTS = {"aotc.sdpa_dropout.default": (2,)}   # op -> indices of its results on the CPU


def draws_on_host(name: str, args: tuple) -> bool:
    """Whether a call of op `name` hands its backward a generator state on the host that differs
    from call to call (attention with dropout), which a CUDA graph cannot replay. Without
    dropout (a learned mask alone) that state is the same constant every call."""
    return name == "aotc.sdpa_dropout.default" and args[4] != 0


def fused_kernels_run(q: Tensor, k: Tensor, v: Tensor) -> bool:
    """Whether ATen's fused CUDA attention kernels take these inputs (else eager runs math)."""
    return (q.dim() == 4 and q.dtype in (torch.float16, torch.bfloat16, torch.float32)
            and q.shape[-1] % 8 == 0 and v.shape[-1] % 8 == 0)


def _eager_choice(q: Tensor, k: Tensor, v: Tensor, bias: Optional[Tensor], dropout_p: float, is_causal: bool,
                  scale: Optional[float], mask_grad: bool) -> int:
    """The kernel eager picks for this call in training: its inputs need gradients (some
    kernels are ruled out for those), here they are plain tensors, so ask with aliases that do."""
    def needs_grad(t: Tensor) -> Tensor:
        return t.detach().requires_grad_()
    mask = needs_grad(bias) if mask_grad else bias
    choice = torch._fused_sdp_choice(needs_grad(q), needs_grad(k), needs_grad(v), mask, dropout_p, is_causal,
                                     scale=scale)
    if (choice == _FLASH and bias is not None) or (mask_grad and choice != _EFFICIENT):
        return _EFFICIENT    # only the memory-efficient kernel takes a mask, or makes its gradient
    return choice if choice in (_FLASH, _EFFICIENT, _CUDNN) else _EFFICIENT


def sdpa_dropout_kernel(q: Tensor, k: Tensor, v: Tensor, attn_mask: Optional[Tensor], dropout_p: float,
                        is_causal: bool, scale: Optional[float], mask_grad: bool
                        ) -> tuple[Tensor, Tensor, Tensor, Tensor]:
    if q.device.type != "cuda":
        raise RuntimeError("aotc.sdpa_dropout runs on CUDA only; an artifact for the CPU records ATen's "
                           "math attention instead (compile with --device cpu)")
    bias = _additive_bias(attn_mask, q)
    choice = _eager_choice(q, k, v, bias, dropout_p, is_causal, scale, mask_grad)
    if choice == _CUDNN:
        out, lse, seed, offset = _cudnn_forward(*_cudnn_layout(q, k, v), bias, dropout_p, is_causal, scale)
        rng = torch.stack((seed.reshape(()), offset.reshape(())))
        host = torch.tensor([0, 0, _CUDNN], dtype=torch.int64)
    elif choice == _FLASH:
        out, lse, state = _flash_forward(q, k, v, dropout_p, is_causal, scale)
        rng = state.view(torch.int64)
        host = torch.tensor([0, 0, _FLASH], dtype=torch.int64)
    else:
        out, lse, seed, offset = _efficient_forward(q, k, v, bias, dropout_p, is_causal, scale)
        rng = torch.zeros(2, dtype=torch.int64, device=q.device)
        # Without dropout the kernel draws nothing and its seed and offset hold no value.
        seed, offset = (int(seed), int(offset)) if dropout_p > 0 else (0, 0)
        host = torch.tensor([seed, offset, _EFFICIENT], dtype=torch.int64)
    return in_layout(out, _heads_last_strides(out.shape)), lse.contiguous(), host, rng


sdpa_dropout = torch.library.custom_op("aotc::sdpa_dropout", mutates_args=(),
                                       tags=(torch.Tag.nondeterministic_seeded,))(sdpa_dropout_kernel)


@sdpa_dropout.register_fake
def _(q, k, v, attn_mask, dropout_p, is_causal, scale, mask_grad):
    return (*_out_and_lse(q, v), torch.empty((3,), dtype=torch.int64, device="cpu"),
            q.new_empty((2,), dtype=torch.int64))


def sdpa_dropout_backward_kernel(grad_out: Tensor, q: Tensor, k: Tensor, v: Tensor, attn_mask: Optional[Tensor],
                                 out: Tensor, lse: Tensor, host_rng: Tensor, rng: Tensor, dropout_p: float,
                                 is_causal: bool, scale: Optional[float], mask_grad: bool
                                 ) -> tuple[Tensor, Tensor, Tensor, Tensor]:
    seed, offset, choice = host_rng.tolist()
    if mask_grad and choice != _EFFICIENT:
        raise RuntimeError(f"aotc.sdpa_dropout ran SDPBackend {choice}, which makes no gradient for the mask")
    bias = _additive_bias(attn_mask, q)
    dmask = None
    if choice == _CUDNN:
        # grad_out as eager hands it over, not copied into out's layout: measured on the H200
        # with torch 2.11, once one thread had run this backward with grad_out in out's layout,
        # eager's own call there with the same shapes and a contiguous grad_out returned other
        # gradients than it does alone (as if a cached cuDNN plan ignored the strides); in the
        # same layout the two agree bit for bit. q, k and v go heads-last, as without dropout
        # (_cudnn_layout): a no-op for inputs laid out as eager's attention gets them.
        dq, dk, dv = _cudnn_backward(grad_out, *_cudnn_layout(q, k, v), bias, out, lse, dropout_p, is_causal,
                                     scale, rng[0], rng[1])
    elif choice == _FLASH:
        unused = torch.empty((), dtype=torch.uint64, device=q.device)
        dq, dk, dv = _flash_backward(grad_out, q, k, v, out, lse, dropout_p, is_causal, scale,
                                     rng.view(torch.uint64), unused)
    else:
        dq, dk, dv, dmask = _efficient_backward(grad_out, q, k, v, bias, out, lse, dropout_p, is_causal, scale,
                                                torch.tensor(seed, dtype=torch.int64),
                                                torch.tensor(offset, dtype=torch.int64), bias_grad=mask_grad)
    dmask = dmask.sum_to_size(attn_mask.shape).contiguous() if mask_grad else q.new_empty((0,))
    return (*(in_layout(g, _grad_strides(x)) for g, x in ((dq, q), (dk, k), (dv, v))), dmask)


sdpa_dropout_backward = torch.library.custom_op("aotc::sdpa_dropout_backward",
                                                mutates_args=())(sdpa_dropout_backward_kernel)


@sdpa_dropout_backward.register_fake
def _(grad_out, q, k, v, attn_mask, out, lse, host_rng, rng, dropout_p, is_causal, scale, mask_grad):
    dmask = attn_mask.new_empty(attn_mask.shape) if mask_grad else q.new_empty((0,))
    return (*_input_grads(q, k, v), dmask)


def _setup_dropout_context(ctx, inputs, output):
    q, k, v, attn_mask, dropout_p, is_causal, scale, mask_grad = inputs
    out, lse, host_rng, rng = output
    ctx.save_for_backward(q, k, v, attn_mask, out, lse, host_rng, rng)
    ctx.dropout_p, ctx.is_causal, ctx.scale, ctx.mask_grad = dropout_p, is_causal, scale, mask_grad


def _dropout_backward(ctx, grad_out, *_):
    q, k, v, attn_mask, out, lse, host_rng, rng = ctx.saved_tensors
    dq, dk, dv, dmask = sdpa_dropout_backward(grad_out, q, k, v, attn_mask, out, lse, host_rng, rng,
                                              ctx.dropout_p, ctx.is_causal, ctx.scale, ctx.mask_grad)
    return dq, dk, dv, (dmask if ctx.mask_grad else None), None, None, None, None


sdpa_dropout.register_autograd(_dropout_backward, setup_context=_setup_dropout_context)


def _setup_context(ctx, inputs, output):
    q, k, v, attn_mask, is_causal, scale = inputs
    out, lse = output
    ctx.save_for_backward(q, k, v, attn_mask, out, lse)
    ctx.is_causal, ctx.scale = is_causal, scale


def _backward(ctx, grad_out, grad_lse):
    # lse is an internal result: nothing differentiable reads it, so grad_lse is unused.
    q, k, v, attn_mask, out, lse = ctx.saved_tensors
    dq, dk, dv = sdpa_backward(grad_out, q, k, v, attn_mask, out, lse, ctx.is_causal, ctx.scale)
    return dq, dk, dv, None, None, None


sdpa.register_autograd(_backward, setup_context=_setup_context)

# What the runtime's generated code calls for these ops: the kernels themselves. Programs run
# them outside autograd, and going through the custom-op dispatcher would import torch's
# compiler stack (Dynamo) on the first call, seconds of a job's first step.
DIRECT_KERNELS = {"aotc.sdpa.default": sdpa_kernel, "aotc.sdpa_backward.default": sdpa_backward_kernel,
                  "aotc.sdpa_dropout.default": sdpa_dropout_kernel,
                  "aotc.sdpa_dropout_backward.default": sdpa_dropout_backward_kernel}


def kernels_with(backend: str) -> dict:
    """DIRECT_KERNELS with attention on `backend` wherever it supports the inputs (forward and
    backward decide alike from the same arguments, so the saved log-sum-exp always fits); with
    cp's attention blocks: aotc.customops.attention_kernels."""
    def forward(q, k, v, attn_mask, is_causal, scale):
        chosen = backend if supports(backend, q, k, v, attn_mask) else default_backend(q, k, v, attn_mask)
        return attention_forward(q, k, v, attn_mask, is_causal, scale, chosen)

    def backward(grad_out, q, k, v, attn_mask, out, lse, is_causal, scale):
        chosen = backend if supports(backend, q, k, v, attn_mask) else default_backend(q, k, v, attn_mask)
        return attention_backward(grad_out, q, k, v, attn_mask, out, lse, is_causal, scale, chosen)

    return {"aotc.sdpa.default": forward, "aotc.sdpa_backward.default": backward}
