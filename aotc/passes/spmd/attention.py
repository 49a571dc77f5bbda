"""Rules for attention (`aotc.sdpa` and its backward) on q, k, v [B, H, L, D].

Heads are independent: with q's heads split over tp (the column-parallel projections give
that), k and v are split alike (with grouped-query attention each rank's block of query heads
reads its block of key and value heads, so their count must divide too) and attention runs on
each rank's heads with no communication.

Along the sequence (cp, and any split of q's positions), each rank holds its queries and
gathers every key and value. Causal self-attention without a mask whose queries are split over
one balanced axis (cp's two chunks per rank) becomes `aotc.cp_attention`, whose kernels compute
only the scores the rank's chunks keep, in unmasked blocks chosen by the rank's index at run
time (aotc.customops.context_attention). Any other split builds a mask from the positions this
rank's queries have (`Context.positions`, from its coordinate) and the causal rule `query
position >= key position`, and attends to every key through it. Either way every rank runs one
static program. The gradients of the gathered keys and values are partial sums over those
ranks, reduce-scattered back to each rank's part of the sequence.
"""

from __future__ import annotations

from aotc.customops.context_attention import BACKWARD as CP_BACKWARD, FORWARD as CP_FORWARD
from aotc.ir import Op, Value
from aotc.passes.spmd.context import Context
from aotc.passes.spmd.layout import Layout
from aotc.passes.spmd.rules import whole


def _layouts(ctx: Context, q: Value, k: Value):
    """(q's layout [B, H, L, D], k's and v's), or None when attention must run whole."""
    if len(q.type.shape) != 4 or len(k.type.shape) != 4:
        return None
    lq = ctx.layout(q).complete()
    batch, heads, seq, _ = lq.dims
    lk = Layout((batch, heads, None, None))
    if not ctx.axes.valid(k.type.shape, lk):       # key heads that do not split as the queries'
        heads = None
        lk = Layout((batch, None, None, None))
    return Layout((batch, heads, seq, None)), lk


def _mask(ctx: Context, mask, is_causal: bool, lq: Layout, q: Value, k: Value):
    """(this rank's mask, is_causal) for its queries against every key."""
    batch, heads, seq, _ = lq.dims
    if mask is not None:
        shape = mask.type.shape
        want = [None] * len(shape)
        want[-2] = seq if shape[-2] == q.type.shape[2] else None
        if len(shape) == 4:
            want[0] = batch if shape[0] == q.type.shape[0] else None
            want[1] = heads if shape[1] == q.type.shape[1] else None
        mask = ctx.to(mask, Layout(tuple(want)))
    if seq is None or not is_causal:
        return mask, is_causal
    key = (q.type.shape[2], k.type.shape[2], seq)
    if key not in ctx.notes.causal:
        rows = ctx.emit("aten.unsqueeze.default", ctx.positions(q.type.shape[2], seq), 1)
        cols = ctx.emit("aten.unsqueeze.default", ctx.positions(k.type.shape[2], None), 0)
        ctx.notes.causal[key] = ctx.emit("aten.ge.Tensor", rows, cols)          # [L_local, L] bool
    causal = ctx.notes.causal[key]
    if mask is None:
        return causal, False
    if mask.type.dtype == "bool":
        return ctx.emit("aten.logical_and.default", mask, causal), False
    return ctx.emit("aten.where.ScalarOther", causal, mask, float("-inf")), False


def _context_axis(ctx: Context, lq: Layout, q: Value, k: Value, mask, is_causal) -> str | None:
    """The balanced axis alone splitting the queries of causal self-attention without a mask,
    which aotc.cp_attention runs; None for any other attention."""
    split = lq.dims[2]
    if (split is None or mask is not None or not is_causal or len(split.axes) != 1 or split.outer != 1
            or split.blocks or split.axes[0] not in ctx.axes.balanced or q.type.shape[2] != k.type.shape[2]
            or q.type.dtype not in ("bfloat16", "float16", "float32")):
        return None
    return split.axes[0]


def sdpa(ctx: Context, op: Op) -> None:
    q, k, v, mask, is_causal = op.args[:5]
    found = _layouts(ctx, q, k)
    if found is None or op.kwargs:
        return whole(ctx, op)
    lq, lk = found
    used = tuple(i for i, r in enumerate(op.outputs) if r is not None)
    axis = _context_axis(ctx, lq, q, k, mask, is_causal) if len(op.args) == 6 else None
    if axis is not None:
        out, lse = ctx.b.emit_many(CP_FORWARD, ctx.to(q, lq), ctx.to(k, lk), ctx.to(v, lk), op.args[5],
                                   ctx.axes.sizes[axis], axis, used=used)
    else:
        local_mask, causal = _mask(ctx, mask, is_causal, lq, q, k)
        out, lse = ctx.b.emit_many(op.name, ctx.to(q, lq), ctx.to(k, lk), ctx.to(v, lk), local_mask, causal,
                                   *op.args[5:], used=used)
    if op.outputs[0] is not None:
        ctx.set(op.outputs[0], out, lq)
    if op.outputs[1] is not None:
        ctx.set(op.outputs[1], lse, Layout(lq.dims[:3]))


def sdpa_backward(ctx: Context, op: Op) -> None:
    grad, q, k, v, mask, out, lse, is_causal = op.args[:8]
    found = _layouts(ctx, q, k)
    if found is None or op.kwargs:
        return whole(ctx, op)
    lq, lk = found
    used = tuple(i for i, r in enumerate(op.outputs) if r is not None)
    axis = _context_axis(ctx, lq, q, k, mask, is_causal) if len(op.args) == 9 else None
    if axis is not None:
        dq, dk, dv = ctx.b.emit_many(CP_BACKWARD, ctx.to(grad, lq), ctx.to(q, lq), ctx.to(k, lk), ctx.to(v, lk),
                                     ctx.to(out, lq), ctx.to(lse, Layout(lq.dims[:3])), op.args[8],
                                     ctx.axes.sizes[axis], axis, used=used)
    else:
        local_mask, causal = _mask(ctx, mask, is_causal, lq, q, k)
        dq, dk, dv = ctx.b.emit_many(op.name, ctx.to(grad, lq), ctx.to(q, lq), ctx.to(k, lk), ctx.to(v, lk),
                                     local_mask, ctx.to(out, lq), ctx.to(lse, Layout(lq.dims[:3])), causal,
                                     *op.args[8:], used=used)
    if op.outputs[0] is not None:
        ctx.set(op.outputs[0], dq, lq)
    gathered = frozenset(lq.dims[2].axes) if lq.dims[2] is not None else frozenset()
    for source, result, local in ((k, op.outputs[1], dk), (v, op.outputs[2], dv)):
        if result is None:
            continue
        # Each rank's queries' share of every key's gradient: reduce-scattered to the key's own part.
        ctx.set(result, local, Layout(lk.dims, gathered))
        back = ctx.layout(source).complete()
        if gathered and ctx.axes.valid(source.type.shape, back):
            ctx.set(result, ctx.to(result, back), back)


RULES = {
    "aotc.sdpa.default": sdpa,
    "aotc.sdpa_backward.default": sdpa_backward,
}
