"""Rules for contractions: matmuls and embeddings (a lookup is a matmul with a one-hot matrix).

A matmul `a [M, K] @ b [K, N]` on local blocks gives this rank's block of the result when at
most one operand is split along each of M and N, and both are split alike along K, in which
case the result is a partial sum over K's axes. Tensor parallelism is this rule applied to the
plan's weights: a column-parallel weight (split along N) meets a whole activation and gives
the activation split by features; a row-parallel weight (split along K) meets that split and
gives a partial sum, reduced (or reduce-scattered onto the sequence) where it is next used.
A weight is never moved: the activation comes to it. Between two activations (a weight's
gradient is one) the rule takes the layout that communicates least.

A vocabulary-parallel embedding (the table split by rows) looks up the ids this rank holds
and zeros the others: a partial sum. Its gradient is the same lookup, backwards.
"""

from __future__ import annotations

from aotc.ir import Op, Value
from aotc.passes.spmd.context import Context
from aotc.passes.spmd.layout import Layout, Split
from aotc.passes.spmd.rules import elementwise, run_local, whole


def _axes(split: Split | None) -> set[str]:
    return set(split.axes) if split is not None else set()


def _adapt(free: Split | None, used: set[str]) -> Split | None:
    """`free` less the axes from the first one the other operand uses: the rows stay split over
    the axes before it (cp's, when tp's column-parallel weight needs the tokens gathered over tp
    only), and are gathered over the rest."""
    if free is None:
        return None
    kept = tuple(a for a in free.axes[:next((i for i, a in enumerate(free.axes) if a in used), len(free.axes))])
    if kept == free.axes:
        return free
    return Split(kept, free.outer) if kept and not free.blocks else None


def matmul_layouts(ctx: Context, a: Value, b: Value, weights: set[Value]):
    """(a's target, b's target, the result's layout) for `a @ b` on the last two dimensions
    (leading batch dimensions laid out as a's), the cheapest of keeping one operand's layout."""
    la, lb = ctx.layout(a), ctx.layout(b)
    batch = la.dims[:-2]
    batch_axes = {x for s in batch for x in _axes(s)}
    options = []
    for keep in ("b", "a"):
        if keep == "b":
            k, n = lb.dims[-2], lb.dims[-1]
            used = _axes(k) | _axes(n) | set(lb.partial) | batch_axes
            m = _adapt(la.dims[-2], used)
            ta = Layout(batch + (m, k), frozenset(la.partial - used - _axes(m)))
            tb = Layout(batch + (k, n), lb.partial - batch_axes)
        else:
            m, k = la.dims[-2], la.dims[-1]
            used = _axes(m) | _axes(k) | set(la.partial) | batch_axes
            n = _adapt(lb.dims[-1], used)
            ta = Layout(la.dims, la.partial)
            tb = Layout(batch + (k, n), frozenset(lb.partial - used - _axes(n)))
        out = Layout(batch + (m, n), frozenset(ta.partial | tb.partial | _axes(k)))
        shape = a.type.shape[:-1] + b.type.shape[-1:]
        if not (ctx.axes.valid(a.type.shape, ta) and ctx.axes.valid(b.type.shape, tb)
                and ctx.axes.valid(shape, out)):
            continue
        moved = (a if keep == "b" else b) in weights and (b if keep == "b" else a) not in weights
        cost = ctx.cost(a, ta) + ctx.cost(b, tb)
        options.append((moved, cost, len(out.partial), keep != "b", ta, tb, out))
    if not options:
        return None
    return min(options, key=lambda o: o[:4])[4:]


def mm(ctx: Context, op: Op) -> None:
    a, b = op.args[0], op.args[1]
    found = matmul_layouts(ctx, a, b, ctx.notes.weights)
    if found is None:
        return whole(ctx, op)
    ta, tb, out = found
    (result,) = run_local(ctx, op, (ctx.to(a, ta), ctx.to(b, tb)) + op.args[2:])
    ctx.set(op.outputs[0], result, out)


def addmm(ctx: Context, op: Op) -> None:
    """bias + a @ b: the bias laid out as the result's columns; added after the reduction when
    the product is a partial sum (added on every rank it would count once per rank). A whole
    matrix in the bias's place (a sum of matmuls, as the fused loss's chunks accumulate the
    output layer's weight gradient) is added as elementwise addition lays the two out: a
    vocabulary-parallel gradient stays split by rows, each rank summing its own."""
    bias, a, b = op.args[:3]
    if op.args[3:] or op.kwargs or len(bias.type.shape) not in (1, 2):
        return whole(ctx, op)
    found = matmul_layouts(ctx, a, b, ctx.notes.weights)
    if found is None:
        return whole(ctx, op)
    ta, tb, out = found
    product = ctx.emit("aten.mm.default", ctx.to(a, ta), ctx.to(b, tb))
    if not out.partial and len(bias.type.shape) == 1:
        local = ctx.emit("aten.add.Tensor", product, ctx.to(bias, Layout((out.dims[1],))))
        ctx.set(op.outputs[0], local, out)
        return
    held = Value(op.outputs[0].type)
    ctx.set(held, product, out)
    elementwise(ctx, Op("aten.add.Tensor", (held, bias), (), op.outputs, module=op.module, source=op.source))


def local_ids(ctx: Context, ids_local: Value, n: int, split: Split):
    """(ids shifted into this rank's rows with the others set to 0, and which ids it holds)."""
    first = ctx.emit("aten.select.int", ctx.positions(n, split), 0, 0)
    shifted = ctx.emit("aten.sub.Tensor", ids_local, first)
    rows = n // ctx.axes.ranks(split)
    held = ctx.emit("aten.logical_and.default", ctx.emit("aten.ge.Scalar", shifted, 0),
                    ctx.emit("aten.lt.Scalar", shifted, rows))
    return ctx.emit("aten.mul.Tensor", shifted, held), held


def embedding(ctx: Context, op: Op) -> None:
    w, ids = op.args[0], op.args[1]
    lw, lids = ctx.layout(w), ctx.layout(ids).complete()
    vocab, feature = lw.dims
    if op.args[3:4] == (True,) or lw.partial:
        return whole(ctx, op)
    w_local, ids_local = ctx.to(w, lw), ctx.to(ids, lids)
    out = Layout(lids.dims + (feature,))
    if vocab is None:
        (result,) = run_local(ctx, op, (w_local, ids_local) + op.args[2:])
        ctx.set(op.outputs[0], result, out)
        return
    if vocab.outer != 1 or vocab.axes[0] in ctx.axes.balanced:
        return whole(ctx, op)
    ctx.notes.vocabulary[(ids, w.type.shape[0])] = vocab
    safe, held = local_ids(ctx, ids_local, w.type.shape[0], vocab)
    rows = ctx.emit("aten.embedding.default", w_local, safe)
    local = ctx.emit("aten.mul.Tensor", rows, ctx.emit("aten.unsqueeze.default", held, -1))
    ctx.set(op.outputs[0], local, Layout(out.dims, frozenset(vocab.axes)))


def embedding_backward(ctx: Context, op: Op) -> None:
    """embedding_dense_backward: sums over the tokens, so token splits give a partial sum; the
    rows come out split as the table's vocabulary is (found by the forward's lookup of the same ids)."""
    g, ids, rows = op.args[:3]
    padding = op.args[3] if len(op.args) > 3 else -1
    if (op.args[4:5] == (True,)):
        return whole(ctx, op)
    vocab = ctx.notes.vocabulary.get((ids, rows))
    lg = ctx.layout(g)
    tokens, feature = list(lg.dims[:-1]), lg.dims[-1]
    clash = _axes(vocab) | _axes(feature)
    tokens = [None if _axes(s) & clash else s for s in tokens]
    partial = lg.partial - _axes(vocab)
    g_local = ctx.to(g, Layout(tuple(tokens) + (feature,), partial))
    ids_local = ctx.to(ids, Layout(tuple(tokens)))
    token_axes = {x for s in tokens for x in _axes(s)}
    out = Layout((vocab, feature), frozenset(partial | token_axes))
    if vocab is None:
        (result,) = run_local(ctx, op, (g_local, ids_local) + op.args[2:])
        ctx.set(op.outputs[0], result, out)
        return
    safe, held = local_ids(ctx, ids_local, rows, vocab)
    if padding >= 0:      # the padding row gets no gradient, wherever it lives
        held = ctx.emit("aten.logical_and.default", held, ctx.emit("aten.ne.Scalar", ids_local, padding))
    masked = ctx.emit("aten.mul.Tensor", g_local, ctx.emit("aten.unsqueeze.default", held, -1))
    local = ctx.emit(op.name, masked, safe, rows // ctx.axes.ranks(vocab), -1, *op.args[4:])
    ctx.set(op.outputs[0], local, out)


RULES = {
    "aten.mm.default": mm,
    "aten.bmm.default": mm,
    "aten.addmm.default": addmm,
    "aten.embedding.default": embedding,
    "aten.embedding_dense_backward.default": embedding_backward,
}
