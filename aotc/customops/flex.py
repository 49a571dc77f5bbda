"""`aotc::flex_attention`: FlexAttention as one op of the project's own, with a signature that
does not change with torch's version.

    aotc.flex_attention(q, k, v, kv_num_blocks, kv_indices, full_kv_num_blocks, full_kv_indices,
                        q_num_blocks, q_indices, full_q_num_blocks, full_q_indices,
                        q_block, kv_block, scale, score_mod, mask_mod, score_bufs, mask_bufs)
        -> (out, lse)
    aotc.flex_attention_backward(grad_out, q, k, v, out, lse, <the same block mask and arguments>)
        -> (dq, dk, dv)

`score_mod(score, b, h, q_idx, kv_idx, *score_bufs)` and `mask_mod(b, h, q_idx, kv_idx,
*mask_bufs)` are FlexAttention's modification functions. In a program they are functions of
the IR (`Fn`), printed as `def`s of their own; the runtime hands the kernels here the Python
functions compiled from them. When torch runs these ops (capture, meta evaluation) a
function is a number (`FunctionTable`), since torch's operators take no functions. The
tensors a modification reads besides its indices (the document ids of a packed batch) are
explicit arguments (`score_bufs`, `mask_bufs`), computed by the program each step.

Semantics are torch's FlexAttention's: scores = q @ k^T * scale, then `score_mod`, then
-inf where `mask_mod` is false; softmax; @ v. k and v may have fewer heads than q (grouped
query attention: each serves q's heads / k's heads consecutive query heads). `lse` is the
natural-log log-sum-exp of each row, float32, -inf for a row `mask_mod` masks whole (whose
output is zero). The output is laid out after q, and each gradient after its input
(`dense_like`), as torch's kernels lay theirs out. The block mask (the block-sparse layout `create_block_mask` computed from
`mask_mod`) is what fused kernels skip work by; the ATen math here applies `mask_mod` to every
score, as torch's own math implementation does, and reads the block mask only for its shape.
A CUDA kernel pack runs both ops as Inductor's fused block-sparse FlexAttention kernels.
"""

from __future__ import annotations

import math
from typing import Callable, Optional, Sequence

import torch
from torch import Tensor

# The types FlexAttention traces its modification functions with: int32 indices, and the
# scores in float32 (float64 for float64 inputs), which is also what the math below runs in.
INDEX_DTYPE = torch.int32
SCORE_DTYPE = torch.float32


class FunctionTable:
    """Numbers for the modification functions of one capture: torch's operators take numbers,
    and conversion to the IR turns each number back into its function (aotc.frontend.flex)."""

    def __init__(self):
        self.entries: list = []
        self._known: dict = {}

    def add(self, entry, key=None) -> int:
        """The entry's number; an entry added before under the same `key` keeps its number (every
        layer calling one mask function with one set of tensors shares one function)."""
        if key is not None and key in self._known:
            return self._known[key][0]
        self.entries.append(entry)
        if key is not None:
            self._known[key] = (len(self.entries) - 1, entry)
        return len(self.entries) - 1


def dense_like(shape: Sequence[int], like: Sequence[int]) -> tuple[int, ...]:
    """Strides of a dense tensor of `shape` whose dimensions are laid out in the order of the
    strides `like` (equal strides: the later dimension inner), the last dimension innermost.
    torch's FlexAttention lays its results out so (the output after q, each gradient after its
    input), which makes the usual transpose back to [B, L, H, D] a free view."""
    n = len(shape)
    order = list(reversed(sorted(range(n), key=lambda d: like[d], reverse=True)))     # innermost first
    order.remove(n - 1)
    order.insert(0, n - 1)
    strides, step = [0] * n, 1
    for d in order:
        strides[d] = step
        step *= shape[d]
    return tuple(strides)


def laid_out(t: Tensor, like: Tensor) -> Tensor:
    """`t` in the layout dense_like gives it after `like`: itself where it has it, else a copy."""
    want = dense_like(t.shape, like.stride())
    if t.stride() == want:
        return t
    return t.new_empty_strided(t.shape, want).copy_(t)


def working_dtype(q: Tensor) -> torch.dtype:
    return torch.float64 if q.dtype == torch.float64 else SCORE_DTYPE


def _vmapped(fn: Callable, scored: bool, buffers: int) -> Callable:
    """`fn` over whole index grids: torch.vmap over each of kv_idx, q_idx, h and b in turn, as
    FlexAttention's own math does (a modification is written for scalar indices). A function
    compiled from a program returns its one output as a tuple."""
    program_fn = fn
    fn = lambda *args: program_fn(*args)[0]  # noqa: E731
    for dims in ((None, None, None, 0), (None, None, 0, None), (None, 0, None, None), (0, None, None, None)):
        fn = torch.vmap(fn, in_dims=((0,) if scored else ()) + dims + (None,) * buffers, out_dims=0)
    return fn


def _modified_scores(q: Tensor, k: Tensor, scale: float, score_mod: Callable, mask_mod: Callable,
                     score_bufs: Sequence[Tensor], mask_bufs: Sequence[Tensor], track: bool, first_head: int = 0):
    """(raw scores, scores after score_mod with -inf where masked): [B, Hq, L, S], in the
    working precision. With `track`, the raw scores need a gradient (the backward). The
    modifications are the artifact's functions, whose indexing is already `aten.index`. q's
    heads are heads first_head, first_head + 1, ... of the call (a check runs a few at a time)."""
    wp = working_dtype(q)
    raw = (q.to(wp) @ k.to(wp).transpose(-2, -1)) * scale
    if track:
        raw = raw.detach().requires_grad_()
    b, h, m, n = (torch.arange(start, start + s, device=q.device, dtype=INDEX_DTYPE)
                  for start, s in ((0, raw.shape[0]), (first_head, raw.shape[1]), (0, raw.shape[2]), (0, raw.shape[3])))
    mask = _vmapped(mask_mod, False, len(mask_bufs))(b, h, m, n, *mask_bufs)
    scored = _vmapped(score_mod, True, len(score_bufs))(raw, b, h, m, n, *score_bufs)
    post = torch.where(mask, scored, torch.tensor(-math.inf, dtype=wp, device=q.device))
    return raw, post


def _repeat_heads(q: Tensor, x: Tensor) -> Tensor:
    groups = q.shape[1] // x.shape[1]
    return x.repeat_interleave(groups, dim=1) if groups > 1 else x


def flex_kernel(q: Tensor, k: Tensor, v: Tensor, kv_num_blocks, kv_indices, full_kv_num_blocks, full_kv_indices,
                q_num_blocks, q_indices, full_q_num_blocks, full_q_indices, q_block: int, kv_block: int,
                scale: float, score_mod: Callable, mask_mod: Callable, score_bufs: Sequence[Tensor],
                mask_bufs: Sequence[Tensor], first_head: int = 0) -> tuple[Tensor, Tensor]:
    """The forward in ATen math (any device): FlexAttention's semantics, scores materialised."""
    k, v = _repeat_heads(q, k), _repeat_heads(q, v)
    with torch.no_grad():
        _, post = _modified_scores(q, k, scale, score_mod, mask_mod, score_bufs, mask_bufs, track=False,
                                   first_head=first_head)
        lse = post.logsumexp(dim=-1)
        masked = torch.isneginf(lse)
        probs = torch.where(masked[..., None], 0.0, torch.exp(post - torch.where(masked, 0.0, lse)[..., None]))
        out = probs.to(q.dtype) @ v.to(q.dtype)
    return laid_out(out, q), lse.to(torch.float32).contiguous()


def flex_backward_kernel(grad_out: Tensor, q: Tensor, k: Tensor, v: Tensor, out: Tensor, lse: Tensor,
                         kv_num_blocks, kv_indices, full_kv_num_blocks, full_kv_indices, q_num_blocks, q_indices,
                         full_q_num_blocks, full_q_indices, q_block: int, kv_block: int, scale: float,
                         score_mod: Callable, mask_mod: Callable, score_bufs: Sequence[Tensor],
                         mask_bufs: Sequence[Tensor], first_head: int = 0) -> tuple[Tensor, Tensor, Tensor]:
    """The gradients of q, k and v in ATen math; score_mod's own derivative by autograd."""
    k_in, v_in = k, v
    k, v = _repeat_heads(q, k), _repeat_heads(q, v)
    wp = working_dtype(q)
    with torch.enable_grad():
        raw, post = _modified_scores(q, k, scale, score_mod, mask_mod, score_bufs, mask_bufs, track=True,
                                     first_head=first_head)
    with torch.no_grad():
        lse_w = lse.to(wp)
        masked = torch.isneginf(lse_w)
        probs = torch.where(masked[..., None], 0.0, torch.exp(post.detach() - torch.where(masked, 0.0, lse_w)[..., None]))
        dout = grad_out.to(wp)
        dv = probs.transpose(-2, -1) @ dout
        dprobs = dout @ v.to(wp).transpose(-2, -1)
        delta = (dout * out.to(wp)).sum(-1, keepdim=True)
        dpost = probs * (dprobs - delta)
    (draw,) = torch.autograd.grad(post, raw, dpost)
    with torch.no_grad():
        dq = (draw @ k.to(wp)) * scale
        dk = (draw.transpose(-2, -1) @ q.to(wp)) * scale
        groups = q.shape[1] // k_in.shape[1]
        if groups > 1:     # each key and value head's gradient: the sum over the query heads it served
            dk = dk.reshape(dk.shape[0], -1, groups, *dk.shape[2:]).sum(2)
            dv = dv.reshape(dv.shape[0], -1, groups, *dv.shape[2:]).sum(2)
    return laid_out(dq.to(q.dtype), q), laid_out(dk.to(k_in.dtype), k_in), laid_out(dv.to(v_in.dtype), v_in)


# torch's operators: the functions are numbers here (see FunctionTable). Their kernels are never
# run through torch (the runtime calls flex_kernel / flex_backward_kernel with functions), so
# only their fake implementations matter: they say the result types the IR records.
@torch.library.custom_op("aotc::flex_attention", mutates_args=())
def flex_attention(q: Tensor, k: Tensor, v: Tensor, kv_num_blocks: Tensor, kv_indices: Tensor,
                   full_kv_num_blocks: Optional[Tensor], full_kv_indices: Optional[Tensor],
                   q_num_blocks: Optional[Tensor], q_indices: Optional[Tensor],
                   full_q_num_blocks: Optional[Tensor], full_q_indices: Optional[Tensor],
                   q_block: int, kv_block: int, scale: float, score_mod: int, mask_mod: int,
                   score_bufs: list[Tensor], mask_bufs: list[Tensor]) -> tuple[Tensor, Tensor]:
    raise RuntimeError("aotc.flex_attention runs with its modification functions, from a loaded artifact")


@flex_attention.register_fake
def _(q, k, v, *rest):
    return _out_and_lse(q, v)


def _out_and_lse(q: Tensor, v: Tensor) -> tuple[Tensor, Tensor]:
    shape = q.shape[:-1] + v.shape[-1:]
    return q.new_empty_strided(shape, dense_like(shape, q.stride())), q.new_empty(q.shape[:-1], dtype=torch.float32)


@torch.library.custom_op("aotc::flex_attention_backward", mutates_args=())
def flex_attention_backward(grad_out: Tensor, q: Tensor, k: Tensor, v: Tensor, out: Tensor, lse: Tensor,
                            kv_num_blocks: Tensor, kv_indices: Tensor, full_kv_num_blocks: Optional[Tensor],
                            full_kv_indices: Optional[Tensor], q_num_blocks: Optional[Tensor],
                            q_indices: Optional[Tensor], full_q_num_blocks: Optional[Tensor],
                            full_q_indices: Optional[Tensor], q_block: int, kv_block: int, scale: float,
                            score_mod: int, mask_mod: int, score_bufs: list[Tensor],
                            mask_bufs: list[Tensor]) -> tuple[Tensor, Tensor, Tensor]:
    raise RuntimeError("aotc.flex_attention_backward runs with its modification functions, from a loaded artifact")


@flex_attention_backward.register_fake
def _(grad_out, q, k, v, *rest):
    return _grads_like(q, k, v)


def _grads_like(q: Tensor, k: Tensor, v: Tensor) -> tuple[Tensor, Tensor, Tensor]:
    """Empty dq, dk, dv, each laid out after its input."""
    return tuple(x.new_empty_strided(x.shape, dense_like(x.shape, x.stride())) for x in (q, k, v))


def _setup_context(ctx, inputs, output):
    q, k, v, *blocks = inputs[:11]
    ctx.rest = inputs[11:]
    out, lse = output
    ctx.save_for_backward(q, k, v, out, lse, *blocks)
    # A result nothing reads gets None, not zeros: an lse only the op itself uses adds nothing.
    ctx.set_materialize_grads(False)


def _backward(ctx, grad_out, grad_lse):
    q, k, v, out, lse, *blocks = ctx.saved_tensors
    if grad_out is None:           # only lse is read (by a differentiable computation)
        grad_out = torch.zeros_like(out)
    extra = 0
    if grad_lse is not None:
        grad_out, v, out, extra = _fold_lse_gradient(grad_out, v, out, grad_lse)
    dq, dk, dv = flex_attention_backward(grad_out, q, k, v, out, lse, *blocks, *ctx.rest)
    if extra:
        dv = dv[..., : dv.shape[-1] - extra]
    score_bufs, mask_bufs = ctx.rest[-2], ctx.rest[-1]
    # Capture refuses buffers that need a gradient: each gets none.
    return (dq, dk, dv) + (None,) * 13 + ([None] * len(score_bufs), [None] * len(mask_bufs))


def _fold_lse_gradient(grad_out: Tensor, v: Tensor, out: Tensor, grad_lse: Tensor):
    """(grad_out, v, out, columns added): the operands of the plain backward, extended so that
    it also carries lse's gradient g (attention sinks read lse: out * sigmoid(lse - sink)).

    The softmax backward reads out only through each row's delta = sum(grad_out * out), and
    d lse / d score = the softmax p, so with g the scores' gradient is
    p * (grad_out @ v^T - (delta - g)): delta less g, as FlashAttention's backward folds an lse
    gradient. Columns appended to v (zeros), grad_out (ones) and out (-g) leave grad_out @ v^T
    as it was and make delta exactly delta - g; v's gradient gains those columns, dropped by
    the caller. A 16-bit g is carried as two columns (its rounding, then the rest), so that it
    keeps about float32's precision, as torch's kernels keep it.
        before:  dq, dk, dv = flex_attention_backward(grad_out, q, k, v, out, lse, ...)   # g lost
        after:   dq, dk, dv' = flex_attention_backward([grad_out|1], q, k, [v|0], [out|-g], lse, ...)
    """
    g = grad_lse.to(torch.float32 if grad_lse.dtype != torch.float64 else grad_lse.dtype)
    parts = [g.to(out.dtype)]
    if torch.finfo(out.dtype).bits < 32:
        parts.append((g - parts[0].to(g.dtype)).to(out.dtype))
    columns = -torch.stack(parts, dim=-1)
    n = columns.shape[-1]
    grad_out = torch.cat([grad_out, torch.ones_like(columns)], dim=-1)
    out = torch.cat([out, columns], dim=-1)
    v = torch.cat([v, v.new_zeros(*v.shape[:-1], n)], dim=-1)
    return grad_out, v, out, n


flex_attention.register_autograd(_backward, setup_context=_setup_context)

# The positions of the arguments that are functions (numbers for torch, `Fn`s in a program).
FUNCTION_ARGS = {"aotc.flex_attention.default": (14, 15), "aotc.flex_attention_backward.default": (17, 18)}

# What the runtime's generated code calls for these ops, with the functions compiled.
DIRECT_KERNELS = {"aotc.flex_attention.default": flex_kernel,
                  "aotc.flex_attention_backward.default": flex_backward_kernel}
