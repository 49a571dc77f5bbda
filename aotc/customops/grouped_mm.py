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

Under `--fp8` the experts' matmuls take float8 operands (aotc.passes.fp8.fp8_experts makes
them, with the casts and scales as ops of the program), scaled as `torch._scaled_grouped_mm`
takes them on sm90: e4m3 operands and float32 dequantisation scales (x ~ x8 * scale):

    aotc.scaled_grouped_mm(a8, b8, sa, sb, offs, out_dtype, fast_accum) -> out
        a8 [S, K] row-major, b8 [G, K, N] column-major, sa [S] (per row), sb [G, N] (per
        expert column): out[r] = (a8[r] @ b8[g]) * sa[r] * sb[g] for r in group g; rows from
        offs[G-1] on are 0
    aotc.scaled_grouped_mm_weight_grad(a8, g8, sa, sg, offs, out_dtype) -> db
        a8 [S, K], g8 [S, N], sa [K], sg [N] (per column, over every row) -> [G, K, N]:
        db[g] = (a8[rows of g].T @ g8[rows of g]) * sa[:, None] * sg[None, :]

On CUDA sm90 (and sm100) both run `torch._scaled_grouped_mm`, offsets on the device. Its
weight-gradient form (2-d by 2-d, groups along the contracted rows) needs every group's row
count to be a positive multiple of 16 (a device-side assertion otherwise), so the kernel first
copies the float8 rows into a buffer where each group starts on a multiple of 16 and holds at
least 16 rows, zeros between: T x k rows need at most 16 more per expert, a static bound, and
the padded offsets are computed on the device. Elsewhere a loop over the groups multiplies the
operands converted to float32 and applies the scales after each product, as the fp8 kernel's
epilogue does: the same quantized math, so a CPU program emulates the GPU's within rounding.
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
    _check(a, b, offs, "aotc.grouped_mm")
    if a.dtype != b.dtype:
        raise ValueError(f"aotc.grouped_mm: a {a.dtype} and b {b.dtype} must share a dtype")
    return a.new_empty((a.shape[0], b.shape[-1]))


@grouped_mm_weight_grad.register_fake
def _(a, grad, offs):
    _check_weight_grad(a, grad, offs, "aotc.grouped_mm_weight_grad")
    return a.new_empty((offs.shape[0], a.shape[1], grad.shape[1]))


def _check(a: Tensor, b: Tensor, offs: Tensor, name: str) -> None:
    if a.dim() != 2 or b.dim() != 3 or offs.dim() != 1 or a.shape[1] != b.shape[1] \
            or offs.shape[0] != b.shape[0]:
        raise ValueError(f"{name}: a {tuple(a.shape)}, b {tuple(b.shape)} and offs {tuple(offs.shape)} "
                         "are not [S, K], [G, K, N] and [G]")
    _check_offsets(offs, name)


def _check_weight_grad(a: Tensor, grad: Tensor, offs: Tensor, name: str) -> None:
    if a.dim() != 2 or grad.dim() != 2 or a.shape[0] != grad.shape[0] or offs.dim() != 1:
        raise ValueError(f"{name}: a {tuple(a.shape)}, grad {tuple(grad.shape)} and offs "
                         f"{tuple(offs.shape)} are not [S, K], [S, N] and [G]")
    _check_offsets(offs, name)


def _check_offsets(offs: Tensor, name: str) -> None:
    if offs.dtype not in (torch.int32, torch.int64):
        raise ValueError(f"{name}: offs {offs.dtype} must be int32 or int64")


def _setup_context(ctx, inputs, output):
    a, b, offs = inputs
    ctx.save_for_backward(a if ctx.needs_input_grad[1] else None, b if ctx.needs_input_grad[0] else None, offs)


def _backward(ctx, grad):
    a, b, offs = ctx.saved_tensors
    da = grouped_mm(grad, b.transpose(-2, -1), offs) if ctx.needs_input_grad[0] else None
    db = grouped_mm_weight_grad(a, grad, offs) if ctx.needs_input_grad[1] else None
    return da, db, None


grouped_mm.register_autograd(_backward, setup_context=_setup_context)


# ------------------------------------------------------------------------------ float8

E4M3 = torch.float8_e4m3fn
_ROWS = 16          # the row alignment of the fp8 weight-gradient GEMM's groups
MAX_FP8_GROUPS = 1024  # torch's fp8 grouped GEMM takes fewer groups than this


def scaled_grouped_mm_kernel(a8: Tensor, b8: Tensor, sa: Tensor, sb: Tensor, offs: Tensor,
                             out_dtype: torch.dtype, fast_accum: bool) -> Tensor:
    if _fp8_on_device(a8.device) and _fp8_shapes(b8.shape[0], *b8.shape[1:]):
        out = torch._scaled_grouped_mm(_row_major(a8), _column_major(b8), sa.contiguous(), sb.contiguous(),
                                       offs=offs.to(torch.int32), out_dtype=torch.bfloat16,
                                       use_fast_accum=fast_accum)
        return _zero_tail(out, offs).to(out_dtype)
    out = a8.new_zeros((a8.shape[0], b8.shape[-1]), dtype=torch.float32)
    for g, (start, end) in enumerate(_groups(offs, a8.shape[0])):
        out[start:end] = (a8[start:end].float() @ b8[g].float()) * sa[start:end, None]
        out[start:end] *= sb[g]
    return out.to(out_dtype)


def scaled_grouped_mm_weight_grad_kernel(a8: Tensor, g8: Tensor, sa: Tensor, sg: Tensor, offs: Tensor,
                                         out_dtype: torch.dtype) -> Tensor:
    groups = offs.shape[0]
    if _fp8_on_device(a8.device) and _fp8_shapes(groups, a8.shape[1], g8.shape[1]):
        rows, padded_offs = _padded_rows(offs, a8.shape[0])
        # [K, P] row-major and [P, N] column-major: groups along the contracted P rows.
        out = torch._scaled_grouped_mm(_padded_columns(a8, rows, groups), _padded_columns(g8, rows, groups).t(),
                                       sa.repeat(groups), sg.repeat(groups), offs=padded_offs,
                                       out_dtype=torch.bfloat16)
        return out.to(out_dtype)
    out = a8.new_zeros((groups, a8.shape[1], g8.shape[1]), dtype=torch.float32)
    for g, (start, end) in enumerate(_groups(offs, a8.shape[0])):
        out[g] = (a8[start:end].float().t() @ g8[start:end].float()) * sa[:, None]
        out[g] *= sg
    return out.to(out_dtype)


def _groups(offs: Tensor, rows: int):
    """(start, end) of each group's rows, read on the host."""
    start = 0
    for end in offs.tolist():
        end = min(end, rows)
        yield start, max(start, end)
        start = max(start, end)


def _fp8_on_device(device: torch.device) -> bool:
    """Whether torch's fp8 grouped GEMM runs on `device`: CUDA sm90 or sm100."""
    return device.type == "cuda" and torch.cuda.get_device_capability(device) in ((9, 0), (10, 0))


def _fp8_shapes(groups: int, *dims: int) -> bool:
    """Whether it takes these: fewer than 1024 groups, matrix dimensions multiples of 16 (the
    fp8 pass only writes such calls)."""
    return groups < MAX_FP8_GROUPS and all(d % _ROWS == 0 for d in dims)


def _row_major(t: Tensor) -> Tensor:
    return t if t.stride(-1) == 1 and t.stride(-2) % _ROWS == 0 else t.contiguous()


def _column_major(t: Tensor) -> Tensor:
    if t.stride(-2) == 1 and t.stride(-1) % _ROWS == 0:
        return t
    return t.transpose(-2, -1).contiguous().transpose(-2, -1)


def _padded_rows(offs: Tensor, rows: int) -> tuple[Tensor, Tensor]:
    """(where each row goes in the padded buffer, the padded offsets as int32), on the device:
    each group starts at a multiple of 16 and holds at least 16 rows. Rows past the last offset
    go after the last group, where the GEMM does not read."""
    ends = offs.to(torch.int64).clamp(max=rows).cummax(0).values
    starts = torch.cat([ends.new_zeros(1), ends[:-1]])
    sizes = ((ends - starts + _ROWS - 1) // _ROWS * _ROWS).clamp(min=_ROWS)
    padded_ends = sizes.cumsum(0)
    row = torch.arange(rows, device=offs.device)
    group = torch.bucketize(row, ends, right=True)                       # G for the rows past the end
    first = torch.cat([starts, ends[-1:]])[group]
    padded_first = torch.cat([padded_ends - sizes, padded_ends[-1:]])[group]
    return padded_first + row - first, padded_ends.to(torch.int32)


def _padded_columns(x8: Tensor, rows: Tensor, groups: int) -> Tensor:
    """x8 [S, C] with its rows moved to `rows` of a zeroed buffer of the static padded size P
    (S rounded up to 16, plus 16 per group), transposed: [C, P], row-major."""
    padded = -(-x8.shape[0] // _ROWS) * _ROWS + _ROWS * groups
    buffer = x8.new_zeros((padded, x8.shape[1]), dtype=torch.uint8)
    buffer.index_copy_(0, rows, x8.view(torch.uint8))       # bytes: index_copy_ takes no float8
    return buffer.t().contiguous().view(x8.dtype)


scaled_grouped_mm = torch.library.custom_op("aotc::scaled_grouped_mm", mutates_args=())(scaled_grouped_mm_kernel)
scaled_grouped_mm_weight_grad = torch.library.custom_op(
    "aotc::scaled_grouped_mm_weight_grad", mutates_args=())(scaled_grouped_mm_weight_grad_kernel)


@scaled_grouped_mm.register_fake
def _(a8, b8, sa, sb, offs, out_dtype, fast_accum):
    _check(a8, b8, offs, "aotc.scaled_grouped_mm")
    _check_scales("aotc.scaled_grouped_mm", a8, b8, (sa, (a8.shape[0],)), (sb, (b8.shape[0], b8.shape[2])))
    return a8.new_empty((a8.shape[0], b8.shape[-1]), dtype=out_dtype)


@scaled_grouped_mm_weight_grad.register_fake
def _(a8, g8, sa, sg, offs, out_dtype):
    _check_weight_grad(a8, g8, offs, "aotc.scaled_grouped_mm_weight_grad")
    _check_scales("aotc.scaled_grouped_mm_weight_grad", a8, g8, (sa, (a8.shape[1],)), (sg, (g8.shape[1],)))
    return a8.new_empty((offs.shape[0], a8.shape[1], g8.shape[1]), dtype=out_dtype)


def _check_scales(name: str, x8: Tensor, y8: Tensor, *scales: tuple[Tensor, tuple[int, ...]]) -> None:
    if x8.dtype != E4M3 or y8.dtype != E4M3:
        raise ValueError(f"{name}: operands {x8.dtype} and {y8.dtype} must be float8_e4m3fn")
    for scale, shape in scales:
        if scale.dtype != torch.float32 or tuple(scale.shape) != shape:
            raise ValueError(f"{name}: a scale is {scale.dtype} {tuple(scale.shape)}, not float32 {shape}")


def reads_offsets_on_host(name: str, operand_dtypes: tuple[str, ...]) -> bool:
    """Whether a call of op `name` on CUDA operands of these dtypes loops over its groups on the
    host (reading the offsets: a synchronisation a CUDA graph cannot replay): every grouped
    matmul but bfloat16 ones, which ATen's grouped GEMM runs with the offsets on the device,
    and float8 ones on a GPU that has torch's fp8 grouped GEMM."""
    if name not in DIRECT_KERNELS:
        return False
    if name in SCALED_OPS:
        return not (torch.cuda.is_available() and _fp8_on_device(torch.device("cuda", torch.cuda.current_device())))
    return any(d != "bfloat16" for d in operand_dtypes)


# The float8 ops (format 9), by the names programs give them.
SCALED_OPS = ("aotc.scaled_grouped_mm.default", "aotc.scaled_grouped_mm_weight_grad.default")
# What generated code calls for these ops (as for attention: outside autograd, no dispatcher).
DIRECT_KERNELS = {"aotc.grouped_mm.default": grouped_mm_kernel,
                  "aotc.grouped_mm_weight_grad.default": grouped_mm_weight_grad_kernel,
                  SCALED_OPS[0]: scaled_grouped_mm_kernel, SCALED_OPS[1]: scaled_grouped_mm_weight_grad_kernel}
