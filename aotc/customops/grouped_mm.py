"""`aotc::grouped_mm`: the experts' matmul of a mixture of experts, one op in the IR.

Rows sorted by expert form one tensor of static shape; only where each expert's rows end is
data, and it stays on the device:

    aotc.grouped_mm(a, b, offs) -> out                 a [S, K], b [G, K, N], offs int [G] -> [S, N]
        out[r] = a[r] @ b[g] for offs[g-1] <= r < offs[g] (offs[-1] := 0); rows from offs[G-1] on are 0
    aotc.grouped_mm_weight_grad(a, grad, offs) -> db   a [S, K], grad [S, N] -> [G, K, N]
        db[g] = a[rows of g].T @ grad[rows of g]; 0 for a group without rows

The backward of `grouped_mm` is `grouped_mm(grad, b.transpose(-2, -1), offs)` for `a` and
`grouped_mm_weight_grad(a, grad, offs)` for `b`: two ops, so that a frozen expert weight's
gradient is an op nobody reads, which dce removes (nothing is computed or saved for it).

Why an op of our own: ATen's `_grouped_mm` takes bfloat16 on CUDA (sm80+) and on the CPU only
operands whose strides are multiples of 16 bytes, and transformers' CPU fallback is a custom op
of its own library; capture routes both (and the model's float32 calls) here
(aotc.frontend.moe). The kernels pick per device when they run: on CUDA with bfloat16 operands
ATen's grouped GEMM reads the offsets on the device (no host synchronisation); anywhere else a
loop of `mm` over the groups reads the offsets on the host (on the CPU that costs nothing).
"""

from __future__ import annotations

import torch
from torch import Tensor


def grouped_mm_kernel(a: Tensor, b: Tensor, offs: Tensor) -> Tensor:
    if _on_device(a, b):
        out = torch._grouped_mm(_aligned(a), _aligned(b), offs=offs.to(torch.int32))
        return _zero_tail(out, offs)
    out = a.new_zeros((a.shape[0], b.shape[-1]))
    start = 0
    for g, end in enumerate(offs.tolist()):
        end = min(end, a.shape[0])
        if end > start:
            torch.mm(a[start:end], b[g], out=out[start:end])
        start = max(start, end)
    return out


def grouped_mm_weight_grad_kernel(a: Tensor, grad: Tensor, offs: Tensor) -> Tensor:
    if _on_device(a, grad):
        return torch._grouped_mm(_aligned(a.transpose(-2, -1)), _aligned(grad), offs=offs.to(torch.int32))
    out = a.new_zeros((offs.shape[0], a.shape[1], grad.shape[1]))
    start = 0
    for g, end in enumerate(offs.tolist()):
        end = min(end, a.shape[0])
        if end > start:
            torch.mm(a[start:end].t(), grad[start:end], out=out[g])
        start = max(start, end)
    return out


def _on_device(a: Tensor, b: Tensor) -> bool:
    """Whether ATen's CUDA grouped GEMM runs these operands: bfloat16 on sm80 or later."""
    return (a.device.type == "cuda" and a.dtype == torch.bfloat16 and b.dtype == torch.bfloat16
            and torch.cuda.get_device_capability(a.device) >= (8, 0))


def _aligned(t: Tensor) -> Tensor:
    """`t` itself when the grouped GEMM reads it as it is (row- or column-major in its last two
    dimensions, every other stride a multiple of 16 bytes, 16-byte aligned), else a
    contiguous copy (a gradient that arrives expanded or sliced)."""
    last = t.stride()[-2:]
    if 1 in last and all(s % 8 == 0 for s in t.stride() if s != 1) and t.data_ptr() % 16 == 0:
        return t
    return t.contiguous()


def _zero_tail(out: Tensor, offs: Tensor) -> Tensor:
    """ATen's grouped GEMM leaves the rows past the last group unwritten; the op's result has
    zeros there, decided on the device."""
    rows = torch.arange(out.shape[0], device=out.device).unsqueeze(-1)
    return out.masked_fill_(rows >= offs[-1], 0)


grouped_mm = torch.library.custom_op("aotc::grouped_mm", mutates_args=())(grouped_mm_kernel)
grouped_mm_weight_grad = torch.library.custom_op("aotc::grouped_mm_weight_grad",
                                                 mutates_args=())(grouped_mm_weight_grad_kernel)


@grouped_mm.register_fake
def _(a, b, offs):
    _check(a, b, offs)
    return a.new_empty((a.shape[0], b.shape[-1]))


@grouped_mm_weight_grad.register_fake
def _(a, grad, offs):
    if a.dim() != 2 or grad.dim() != 2 or a.shape[0] != grad.shape[0] or offs.dim() != 1:
        raise ValueError(f"aotc.grouped_mm_weight_grad: a {tuple(a.shape)}, grad {tuple(grad.shape)} and offs "
                         f"{tuple(offs.shape)} are not [S, K], [S, N] and [G]")
    return a.new_empty((offs.shape[0], a.shape[1], grad.shape[1]))


def _check(a: Tensor, b: Tensor, offs: Tensor) -> None:
    if a.dim() != 2 or b.dim() != 3 or offs.dim() != 1 or a.shape[1] != b.shape[1] \
            or offs.shape[0] != b.shape[0]:
        raise ValueError(f"aotc.grouped_mm: a {tuple(a.shape)}, b {tuple(b.shape)} and offs {tuple(offs.shape)} "
                         "are not [S, K], [G, K, N] and [G]")
    if a.dtype != b.dtype or offs.dtype not in (torch.int32, torch.int64):
        raise ValueError(f"aotc.grouped_mm: a {a.dtype} and b {b.dtype} must share a dtype, offs "
                         f"{offs.dtype} must be int32 or int64")


def _setup_context(ctx, inputs, output):
    a, b, offs = inputs
    ctx.save_for_backward(a if ctx.needs_input_grad[1] else None, b if ctx.needs_input_grad[0] else None, offs)


def _backward(ctx, grad):
    a, b, offs = ctx.saved_tensors
    da = grouped_mm(grad, b.transpose(-2, -1), offs) if ctx.needs_input_grad[0] else None
    db = grouped_mm_weight_grad(a, grad, offs) if ctx.needs_input_grad[1] else None
    return da, db, None


grouped_mm.register_autograd(_backward, setup_context=_setup_context)

def reads_offsets_on_host(name: str, operand_dtypes: tuple[str, ...]) -> bool:
    """Whether a call of op `name` on CUDA operands of these dtypes loops over its groups on the
    host (reading the offsets: a synchronisation a CUDA graph cannot replay): every grouped
    matmul but bfloat16 ones, which ATen's grouped GEMM runs with the offsets on the device."""
    return name in DIRECT_KERNELS and any(d != "bfloat16" for d in operand_dtypes)


# What generated code calls for these ops (as for attention: outside autograd, no dispatcher).
DIRECT_KERNELS = {"aotc.grouped_mm.default": grouped_mm_kernel,
                  "aotc.grouped_mm_weight_grad.default": grouped_mm_weight_grad_kernel}
