"""How each op of a program runs on local parts: the rule for an op reads its inputs' layouts,
brings them where the op can run on them (Context.to), emits the op on the local parts and
records its results' layouts.

Rules by what an op is (aotc.ops kinds): elementwise ops run on equal splits (a whole operand
is sliced to match, for free; a partial sum is kept where the op is linear in it, else reduced
or reduce-scattered); reshapes and permutations move splits with their dimensions; reductions
over a split dimension give a partial sum (sum, mean) or reduce across ranks (amax, amin).
Matmuls, embeddings, attention and the loss have rules of their own (matmul.py, attention.py,
loss.py). An op with no rule runs whole: its inputs are gathered first. That is always right;
it only costs communication, which `inspect` shows.
"""

from __future__ import annotations

from typing import Callable

from aotc.ir import DTYPE_BYTES, Op, Value
from aotc.ops import ALL_REDUCE, WAIT, Kind
from aotc.passes.spmd.context import Context, _tuples
from aotc.passes.spmd.layout import Layout, Split, in_units, permuted, reshaped

Rule = Callable[[Context, Op], None]


def run_local(ctx: Context, op: Op, args: tuple, kwargs: tuple = ()) -> tuple[Value | None, ...]:
    """Emit `op` on local arguments; its results (None for those nobody reads)."""
    args = _tuples(args)
    if op.unpack:
        used = tuple(i for i, v in enumerate(op.outputs) if v is not None)
        return ctx.b.emit_many(op.name, *args, kwargs=kwargs or op.kwargs, used=used)
    return (ctx.b.emit(op.name, *args, kwargs=kwargs or op.kwargs),)


def substitute(arg, local: dict[Value, Value]):
    if isinstance(arg, Value):
        return local[arg]
    if isinstance(arg, tuple):
        return tuple(substitute(a, local) for a in arg)
    return arg


def whole(ctx: Context, op: Op) -> None:
    """The fallback: every input gathered whole (and reduced), the op run as traced."""
    local = {v: ctx.to(v, Layout.whole(len(v.type.shape))) for v in op.inputs()}
    results = run_local(ctx, op, substitute(op.args, local),
                        tuple((k, substitute(a, local)) for k, a in op.kwargs))
    for v, r in zip(op.outputs, results):
        if v is not None:
            ctx.set(v, r, Layout.whole(len(v.type.shape)))


def elementwise(ctx: Context, op: Op) -> None:
    out = op.outputs[0]
    shape = out.type.shape
    tensors = [v for v in dict.fromkeys(op.inputs())]
    aligned = {v: len(shape) - len(v.type.shape) for v in tensors}
    dims: list[Split | None] = [None] * len(shape)
    used: set[str] = set()
    for v in tensors:
        for k, s in enumerate(ctx.layout(v).dims):
            j = aligned[v] + k
            if s is not None and v.type.shape[k] == shape[j] and dims[j] is None and not used & set(s.axes):
                dims[j] = s
                used |= set(s.axes)
    kept = _kept_partial(ctx, op, tensors)
    for v in tensors:              # a partial sum the op cannot keep is reduce-scattered or reduced
        for axis in ctx.layout(v).partial - kept:
            if axis not in used:
                place = ctx.sequence_dim(shape, dims, axis) if ctx.sequence_parallel(axis) else None
                if place is not None:
                    dims[place[0]] = place[1]
                    used.add(axis)
    kept -= used
    layout = Layout(tuple(dims), frozenset(kept))
    if not ctx.axes.valid(shape, layout):
        return whole(ctx, op)
    local = {}
    for v in tensors:
        own = Layout(tuple(dims[aligned[v] + k] if v.type.shape[k] == shape[aligned[v] + k] else None
                           for k in range(len(v.type.shape))),
                     frozenset(kept) & ctx.layout(v).partial)
        local[v] = ctx.to(v, own)
    (result,) = run_local(ctx, op, substitute(op.args, local), tuple((k, substitute(a, local)) for k, a in op.kwargs))
    ctx.set(out, result, layout)


def _kept_partial(ctx: Context, op: Op, tensors: list[Value]) -> set[str]:
    """The axes over which the result may stay a partial sum: the op is linear in the operands
    that are partial over them, and no other operand is."""
    how = ctx.registry.lookup(op.name).linear_in
    partial = [ctx.layout(v).partial for v in tensors]
    if how is None or not any(partial):
        return set()
    # A partial sum read by several ops is reduced once, here, rather than once per reader.
    if any(p and ctx.notes.readers.get(v, 0) > 1 for v, p in zip(tensors, partial)):
        return set()
    # A cast to a wider dtype (a bfloat16 gradient into float32) is reduced before it: the
    # collective moves the narrower values, as Megatron's do.
    if op.name == "aten._to_copy.default" and \
            DTYPE_BYTES.get(op.outputs[0].type.dtype, 0) > DTYPE_BYTES.get(tensors[0].type.dtype, 0):
        return set()
    if how == "all":
        return set(partial[0]) if all(p == partial[0] for p in partial) else set()
    if how == "first":
        return set(partial[0]) if tensors and tensors[0] is op.args[0] and not any(partial[1:]) else set()
    if how == "one":
        partials = [p for p in partial if p]
        return set(partials[0]) if len(partials) == 1 else set()
    return set()


def like(ctx: Context, op: Op) -> None:
    """zeros_like and friends (Kind.LIKE): the input's splits, never its partial sum."""
    (x,) = list(dict.fromkeys(op.inputs()))
    layout = ctx.layout(x).complete()
    local = ctx.to(x, layout)
    (result,) = run_local(ctx, op, substitute(op.args, {x: local}))
    ctx.set(op.outputs[0], result, layout)


def reshape(ctx: Context, op: Op) -> None:
    x, out = op.args[0], op.outputs[0]
    src, dst = x.type.shape, out.type.shape
    local, layout = ctx.get(x)
    target = reshaped(ctx.axes, src, dst, layout)
    if target is None:
        layout = _gathered(ctx, src, dst, layout)
        local = ctx.to(x, layout)
        target = reshaped(ctx.axes, src, dst, layout)
    shape = list(ctx.axes.local_shape(dst, target))
    if ctx.registry.kind(op, Kind.RESHAPE):
        if not local.type.contiguous and op.name == "aten.view.default":
            result = ctx._reshape(local, shape)       # a layout the trace did not see: copy, then view
        else:
            result = ctx.emit(op.name, local, shape)
    elif op.name == "aten.expand.default":
        result = ctx.emit(op.name, local, shape, *op.args[2:])
    else:                                             # unsqueeze, squeeze: dimension arguments only
        (result,) = run_local(ctx, op, (local,) + op.args[1:])
    ctx.set(out, result, target)
    ctx.derived[out] = (x, op)


def _gathered(ctx: Context, src, dst, layout: Layout) -> Layout:
    """The layout with, one by one, the splits a reshape cannot keep gathered."""
    for d in range(len(layout.dims)):
        if layout.dims[d] is not None and reshaped(ctx.axes, src, dst, layout.with_dim(d, None)) is not None:
            return layout.with_dim(d, None)
    return Layout((None,) * len(layout.dims), layout.partial)


def expand(ctx: Context, op: Op) -> None:
    x, out = op.args[0], op.outputs[0]
    lead = len(out.type.shape) - len(x.type.shape)
    layout = ctx.layout(x)
    dims = [None] * lead + [s if x.type.shape[k] == out.type.shape[lead + k] else None
                            for k, s in enumerate(layout.dims)]
    target = Layout(tuple(dims), layout.partial)      # broadcast copies of a partial sum sum alike
    local = ctx.to(x, layout)
    shape = list(ctx.axes.local_shape(out.type.shape, target))
    ctx.set(out, ctx.emit(op.name, local, shape, *op.args[2:]), target)


def permute(ctx: Context, op: Op) -> None:
    x, out = op.args[0], op.outputs[0]
    rank = len(x.type.shape)
    if op.name == "aten.t.default":
        order = tuple(reversed(range(rank)))
    elif op.name == "aten.transpose.int":
        a, b = (d % rank for d in op.args[1:3])
        order = list(range(rank))
        order[a], order[b] = order[b], order[a]
    else:
        order = tuple(d % rank for d in op.args[1])
    local, layout = ctx.get(x)
    (result,) = run_local(ctx, op, (local,) + op.args[1:])
    ctx.set(out, result, permuted(layout, tuple(order)))
    ctx.derived[out] = (x, op)


def reduction(ctx: Context, op: Op) -> None:
    x, out = op.args[0], op.outputs[0]
    rank = len(x.type.shape)
    if op.name == "aten.sum.default":
        reduced, keep = list(range(rank)), False
    else:
        dims = op.args[1] if len(op.args) > 1 else dict(op.kwargs).get("dim")
        dims = [dims] if isinstance(dims, int) else list(dims or range(rank))
        reduced = sorted({d % rank for d in dims} if dims else range(rank))
        keep = bool(op.args[2]) if len(op.args) > 2 else bool(dict(op.kwargs).get("keepdim", False))
    local, layout = ctx.get(x)
    across = [a for d in reduced if layout.dims[d] is not None for a in layout.dims[d].axes]
    linear = op.name in ("aten.sum.dim_IntList", "aten.sum.default", "aten.mean.dim")
    extreme = op.name in ("aten.amax.default", "aten.amin.default")
    if not linear and layout.partial:
        layout = layout.complete()
        local = ctx.to(x, layout)
    if not (linear or extreme) and across:
        layout = Layout(tuple(None if d in reduced else s for d, s in enumerate(layout.dims)), layout.partial)
        local = ctx.to(x, layout)
        across = []
    (result,) = run_local(ctx, op, (local,) + op.args[1:])
    dims_out = [s for d, s in enumerate(layout.dims) if d not in reduced or keep]
    if keep:
        dims_out = [None if d in reduced else s for d, s in enumerate(layout.dims)]
    partial = set(layout.partial)
    if across and op.name == "aten.mean.dim":
        ranks = 1
        for a in across:
            ranks *= ctx.axes.sizes[a]
        result = ctx.emit("aten.div.Tensor", result, ranks)
    if across and linear:
        partial |= set(across)
    elif across:
        for axis in ctx.axes.order(across):
            result = ctx.emit(WAIT, ctx.emit(ALL_REDUCE, result, "max" if "amax" in op.name else "min", axis))
    ctx.set(out, result, Layout(tuple(dims_out), frozenset(partial)))


def select(ctx: Context, op: Op) -> None:
    """select and slice: along a dimension that is not split, the splits stay; a slice of whole
    units of a split dimension (q of a fused projection's q, k, v) keeps theirs."""
    x, out = op.args[0], op.outputs[0]
    d = (op.args[1] if len(op.args) > 1 else 0) % len(x.type.shape)
    layout = ctx.layout(x)
    if op.name == "aten.slice.Tensor" and layout.dims[d] is not None:
        kept = _units_sliced(ctx, x.type.shape[d], layout.dims[d], op.args[2:])
        if kept is not None:
            split, start, end = kept
            (result,) = run_local(ctx, op, (ctx.to(x, layout), d, start, end))
            ctx.set(out, result, layout.with_dim(d, split))
            # slice_backward of the same slice puts the gradient back into this rank's units
            ctx.notes.units[(x.type.shape, d, _bounds(x.type.shape[d], op.args[2:]))] = layout.dims[d]
            return
    if layout.dims[d] is not None:
        layout = layout.with_dim(d, None)
    local = ctx.to(x, layout)
    (result,) = run_local(ctx, op, (local,) + op.args[1:])
    dims = list(layout.dims)
    if op.name == "aten.select.int":
        dims.pop(d)
    ctx.set(out, result, Layout(tuple(dims), layout.partial))


def _units_sliced(ctx: Context, n: int, split: Split, bounds: tuple):
    """(the slice's split, its local start and end) when `x[start:end]` along a dimension split
    as `split` takes whole units of it, else None."""
    start, end, step = _bounds(n, bounds)
    if step != 1 or len(split.axes) != 1 or split.axes[0] in ctx.axes.balanced:
        return None
    edges, at = [0], 0
    for u in split.units(n):
        at += u
        edges.append(at)
    if start not in edges or end not in edges or start >= end:
        return None
    units = split.units(n)[edges.index(start):edges.index(end)]
    ranks = ctx.axes.ranks(split)
    return in_units(split.axes, units), start // ranks, end // ranks


def _bounds(n: int, bounds: tuple) -> tuple[int, int, int]:
    """(start, end, step) of a slice of a dimension of size n, from slice's arguments after dim."""
    start, end, step = (tuple(bounds) + (0, None, 1)[len(bounds):])[:3]
    start, end = (start or 0), (n if end is None else end)
    start, end = start + n if start < 0 else start, end + n if end < 0 else end
    return min(max(start, 0), n), min(max(end, 0), n), step


def into_pieces(ctx: Context, op: Op) -> None:
    """aten's split and split_with_sizes (Kind.SPLIT): along a dimension that is not split,
    every piece keeps the splits; pieces that are whole units of a split dimension (a fused
    projection's q, k and v, its gate and up) are each split as the unit is, locally; otherwise
    the dimension is gathered."""
    x = op.args[0]
    rank = len(x.type.shape)
    d = (op.args[2] if len(op.args) > 2 else dict(op.kwargs).get("dim", 0)) % rank
    n = x.type.shape[d]
    size = op.args[1]
    sizes = list(size) if isinstance(size, (list, tuple)) else [size] * (n // size) + ([n % size] if n % size else [])
    layout = ctx.layout(x)
    s = layout.dims[d]
    pieces = [layout] * len(sizes)
    local_sizes = sizes
    if s is not None:
        if len(s.axes) == 1 and s.axes[0] not in ctx.axes.balanced and tuple(sizes) == s.units(n):
            pieces = [layout.with_dim(d, Split(s.axes))] * len(sizes)
            local_sizes = [k // ctx.axes.ranks(s) for k in sizes]
        else:
            layout = layout.with_dim(d, None)
            pieces = [layout] * len(sizes)
    local = ctx.to(x, layout)
    size = local_sizes[0] if op.name == "aten.split.Tensor" else tuple(local_sizes)
    if "dim" in dict(op.kwargs):
        results = run_local(ctx, op, (local, size), op.kwargs)
    else:
        results = run_local(ctx, op, (local, size) + op.args[2:])
    for v, r, lay in zip(op.outputs, results, pieces):
        if v is not None:
            ctx.set(v, r, lay)


def select_backward(ctx: Context, op: Op) -> None:
    """select_backward and slice_backward: the gradient placed back into zeros of the input's
    shape (linear: a partial sum stays one)."""
    g, out = op.args[0], op.outputs[0]
    d = op.args[2] % len(out.type.shape)
    layout = ctx.layout(g)
    if op.name == "aten.slice_backward.default" and layout.dims[d] is not None:
        n = out.type.shape[d]
        units = ctx.notes.units.get((out.type.shape, d, _bounds(n, op.args[3:])))
        kept = _units_sliced(ctx, n, units, op.args[3:]) if units is not None else None
        if kept is not None and kept[0] == layout.dims[d]:       # the gradient of a fused projection's piece
            target = layout.with_dim(d, units)
            sizes = list(ctx.axes.local_shape(out.type.shape, target))
            (result,) = run_local(ctx, op, (ctx.to(g, layout), sizes, d, kept[1], kept[2], 1))
            ctx.set(out, result, target)
            return
        layout = layout.with_dim(d, None)
    local = ctx.to(g, layout)
    dims = list(layout.dims)
    if op.name == "aten.select_backward.default":
        dims.insert(d, None)
    target = Layout(tuple(dims), layout.partial)
    sizes = list(ctx.axes.local_shape(out.type.shape, target))
    (result,) = run_local(ctx, op, (local, sizes) + op.args[2:])
    ctx.set(out, result, target)


def join(ctx: Context, op: Op) -> None:
    """cat and stack: every operand laid out as the first, the joined dimension whole."""
    tensors = list(op.args[0])
    out = op.outputs[0]
    rank = len(tensors[0].type.shape)
    d = (op.args[1] if len(op.args) > 1 else 0) % (rank + (op.name == "aten.stack.default"))
    first = ctx.layout(tensors[0])
    partial = first.partial if all(ctx.layout(t).partial == first.partial for t in tensors) else frozenset()
    dims = list(first.dims)
    if op.name == "aten.cat.default":
        dims[d] = _joined_units(ctx, tensors, d)
    target = Layout(tuple(dims), partial)
    if op.name == "aten.cat.default" and dims[d] is not None:     # each operand a unit of the result
        parts = target.with_dim(d, Split(dims[d].axes))
        local = tuple(ctx.to(t, Layout(parts.dims, partial)) for t in tensors)
    else:
        local = tuple(ctx.to(t, target) for t in tensors)
    (result,) = run_local(ctx, op, (local,) + op.args[1:])
    if op.name == "aten.stack.default":
        dims.insert(d, None)
    ctx.set(out, result, Layout(tuple(dims), partial))


def _joined_units(ctx: Context, tensors: list[Value], d: int) -> Split | None:
    """The split of cat's dimension d when every operand is split alike along it (the gradients
    of a fused projection's q, k and v): units of the operands' sizes; None (whole) otherwise."""
    splits = {ctx.layout(t).dims[d] for t in tensors}
    if len(splits) != 1 or len(tensors) < 2:
        return None
    (s,) = splits
    if s is None or s.outer != 1 or s.blocks or len(s.axes) != 1 or s.axes[0] in ctx.axes.balanced:
        return None
    return in_units(s.axes, [t.type.shape[d] for t in tensors])


def flip(ctx: Context, op: Op) -> None:
    x, out = op.args[0], op.outputs[0]
    layout = ctx.layout(x)
    for d in op.args[1]:
        layout = layout.with_dim(d % len(x.type.shape), None)
    local = ctx.to(x, layout)
    (result,) = run_local(ctx, op, (local,) + op.args[1:])
    ctx.set(out, result, layout)


# The rules for ops of a kind, which read the arguments every op of it has.
KIND_RULES: tuple[tuple[Kind, Rule], ...] = (
    (Kind.RESHAPE, reshape), (Kind.PERMUTE, permute), (Kind.SPLIT, into_pieces), (Kind.LIKE, like),
)
# The rules for single ops, which read that op's own arguments.
RULES: dict[str, Rule] = {
    **{name: reshape for name in ("aten.unsqueeze.default", "aten.squeeze.dim", "aten.squeeze.dims",
                                  "aten.squeeze.default")},
    "aten.expand.default": expand,
    **{name: reduction for name in ("aten.sum.dim_IntList", "aten.sum.default", "aten.mean.dim",
                                    "aten.amax.default", "aten.amin.default")},
    "aten.select.int": select, "aten.slice.Tensor": select,
    "aten.select_backward.default": select_backward, "aten.slice_backward.default": select_backward,
    "aten.cat.default": join, "aten.stack.default": join,
    "aten.flip.default": flip,
    # where() with a number for one branch reads each operand at the output's position, as the
    # tensor form does, but torch tags only that form pointwise: without this the fused loss's
    # per-token losses (where(valid, nll, 0)) were gathered whole over tp and cp.
    **{name: elementwise for name in ("aten.where.ScalarOther", "aten.where.ScalarSelf", "aten.where.Scalar")},
}


def rule_for(op: Op, registry) -> Rule:
    record = registry.lookup(op.name)
    for kind, rule in KIND_RULES:
        if record.is_(kind):
            return rule
    found = RULES.get(op.name)
    if found is not None:
        return found
    if record.is_(Kind.POINTWISE) or record.is_(Kind.COPY):
        return elementwise
    return whole
