"""Rules for the loss when it is in the program: log-softmax and the negative log-likelihood
(what `F.cross_entropy` traces to) over logits split by vocabulary (tp, a vocabulary-parallel
output layer) and by tokens (cp).

Log-softmax over a split class dimension: the maximum and the sum of exponentials are reduced
over the ranks (two all-reduces of one number per token), never the logits. The likelihood:
each rank picks the target logits it holds (the others' targets are set to `ignore_index`, so
they add nothing), the picked sums and the count of targets are all-reduced, and the mean is
their quotient; its backward runs on each rank's block with that global count. A class weight
over a split vocabulary, and `reduction="none"`, run whole.
"""

from __future__ import annotations

from aotc.ir import Dtype, Op, Value
from aotc.ops import ALL_REDUCE, WAIT
from aotc.passes.spmd.context import Context
from aotc.passes.spmd.layout import Layout
from aotc.passes.spmd.matmul import local_ids
from aotc.passes.spmd.rules import elementwise, whole


def _reduce(ctx: Context, x: Value, axes, how: str = "sum") -> Value:
    for axis in ctx.axes.order(axes):
        x = ctx.emit(WAIT, ctx.emit(ALL_REDUCE, x, how, axis))
    return x


def log_softmax(ctx: Context, op: Op) -> None:
    x, dim, half_to_float = op.args[:3]
    d = dim % len(x.type.shape)
    layout = ctx.layout(x).complete()
    if layout.dims[d] is None:
        return elementwise(ctx, op)
    local = ctx.to(x, layout)
    if half_to_float:
        local = ctx.emit("aten._to_copy.default", local, dtype=Dtype("float32"))
    axes = layout.dims[d].axes
    top = _reduce(ctx, ctx.emit("aten.amax.default", local, [d], True), axes, "max")
    shifted = ctx.emit("aten.sub.Tensor", local, top)
    total = _reduce(ctx, ctx.emit("aten.sum.dim_IntList", ctx.emit("aten.exp.default", shifted), [d], True), axes)
    ctx.set(op.outputs[0], ctx.emit("aten.sub.Tensor", shifted, ctx.emit("aten.log.default", total)), layout)


def log_softmax_backward(ctx: Context, op: Op) -> None:
    grad, out, dim, dtype = op.args[:4]
    d = dim % len(out.type.shape)
    layout = ctx.layout(out).complete()
    if layout.dims[d] is None:
        return elementwise(ctx, op)
    g, o = ctx.to(grad, layout), ctx.to(out, layout)
    total = _reduce(ctx, ctx.emit("aten.sum.dim_IntList", g, [d], True), layout.dims[d].axes)
    result = ctx.emit("aten.sub.Tensor", g, ctx.emit("aten.mul.Tensor", ctx.emit("aten.exp.default", o), total))
    if result.type.dtype != dtype.name:
        result = ctx.emit("aten._to_copy.default", result, dtype=dtype)
    ctx.set(op.outputs[0], result, layout)


def _targets(ctx: Context, logp: Value, target: Value, ignore: int):
    """(logp's layout, this rank's logp, its targets: each shifted into this rank's classes, or
    ignore_index where another rank holds it, and the targets whole along the classes)."""
    layout = ctx.layout(logp).complete()
    rows = layout.dims[0] if len(logp.type.shape) == 2 else None
    classes = layout.dims[-1]
    local = ctx.to(logp, layout)
    t = ctx.to(target, Layout((rows,) if target.type.shape else ()))
    if classes is None:
        return layout, local, t, t
    first = ctx.emit("aten.select.int", ctx.positions(logp.type.shape[-1], classes), 0, 0)
    shifted = ctx.emit("aten.sub.Tensor", t, first)
    held = ctx.emit("aten.logical_and.default", ctx.emit("aten.ge.Scalar", shifted, 0),
                    ctx.emit("aten.lt.Scalar", shifted, local.type.shape[-1]))
    held = ctx.emit("aten.logical_and.default", held, ctx.emit("aten.ne.Scalar", t, ignore))
    return layout, local, ctx.emit("aten.where.ScalarOther", held, shifted, ignore), t


def _runs_whole(ctx: Context, op: Op, logp: Value, weight, reduction) -> bool:
    """Whether an nll op (forward or backward) runs on whole tensors: its log-probabilities are
    whole, or it is of a form the split rule does not take (a reduction other than mean or sum,
    keyword arguments, other than [tokens, vocabulary], or class weights over split classes)."""
    layout = ctx.layout(logp).complete()
    return bool(layout.whole_and_complete or reduction not in (1, 2) or op.kwargs or len(logp.type.shape) != 2
                or (weight is not None and layout.dims[-1] is not None))


def nll_loss(ctx: Context, op: Op) -> None:
    logp, target, weight, reduction, ignore = op.args[:5]
    if _runs_whole(ctx, op, logp, weight, reduction):
        return whole(ctx, op)
    layout, local, mine, t = _targets(ctx, logp, target, ignore)
    w = ctx.to(weight, Layout((layout.dims[-1],))) if weight is not None else None
    picked, counted = ctx.b.emit_many(op.name, local, mine, w, 2, ignore)
    token_axes = set(layout.dims[0].axes) if layout.dims[0] is not None else set()
    if layout.dims[-1] is not None:          # each rank counted only the targets it holds
        counted = ctx.emit("aten.sum.default", ctx.emit("aten.ne.Scalar", t, ignore))
        counted = ctx.emit("aten._to_copy.default", counted, dtype=Dtype(logp.type.dtype))
    total = _reduce(ctx, picked, token_axes | (set(layout.dims[-1].axes) if layout.dims[-1] else set()))
    count = _reduce(ctx, counted, token_axes)
    loss = ctx.emit("aten.div.Tensor", total, count) if reduction == 1 else total
    whole_ = Layout(())
    if op.outputs[0] is not None:
        ctx.set(op.outputs[0], loss, whole_)
    if op.outputs[1] is not None:
        ctx.set(op.outputs[1], count, whole_)


def nll_loss_backward(ctx: Context, op: Op) -> None:
    grad, logp, target, weight, reduction, ignore, count = op.args[:7]
    if _runs_whole(ctx, op, logp, weight, reduction):
        return whole(ctx, op)
    layout, local, mine, _ = _targets(ctx, logp, target, ignore)
    w = ctx.to(weight, Layout((layout.dims[-1],))) if weight is not None else None
    g = ctx.to(grad, Layout(()))
    result = ctx.emit(op.name, g, local, mine, w, reduction, ignore, ctx.to(count, Layout(())))
    ctx.set(op.outputs[0], result, layout)


def take_along_dim(ctx: Context, op: Op) -> None:
    """The fused loss's pick of each token's target logit (aotc.passes.loss_chunks) over logits
    split by vocabulary: each rank picks the targets it holds and zeros the others, a partial
    sum of one number per token, where the whole logits would be gathered to pick them."""
    x, index, dim = op.args[:3]
    rank = len(x.type.shape)
    if op.args[3:] or op.kwargs or dim is None or len(index.type.shape) != rank:
        return whole(ctx, op)
    d = dim % rank
    if index.type.shape[d] != 1 or any(i != n for k, (i, n) in enumerate(zip(index.type.shape, x.type.shape))
                                       if k != d):
        return whole(ctx, op)
    layout = ctx.layout(x).complete()
    split = layout.dims[d]
    picks = layout.with_dim(d, None)
    if split is not None and (split.outer != 1 or split.blocks or split.axes[0] in ctx.axes.balanced):
        return whole(ctx, op)
    local, index_local = ctx.to(x, layout), ctx.to(index, picks)
    if split is None:
        ctx.set(op.outputs[0], ctx.emit(op.name, local, index_local, d), picks)
        return
    safe, held = local_ids(ctx, index_local, x.type.shape[d], split)
    picked = ctx.emit("aten.mul.Tensor", ctx.emit(op.name, local, safe, d), held)
    ctx.set(op.outputs[0], picked, Layout(picks.dims, frozenset(split.axes)))


RULES = {
    "aten.take_along_dim.default": take_along_dim,
    "aten._log_softmax.default": log_softmax,
    "aten._log_softmax_backward_data.default": log_softmax_backward,
    "aten.nll_loss_forward.default": nll_loss,
    "aten.nll_loss_backward.default": nll_loss_backward,
}
