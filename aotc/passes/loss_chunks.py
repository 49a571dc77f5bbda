"""The rewrite half of fuse_linear_cross_entropy (aotc.passes.fused_loss): the loss and its
gradient computed chunk by chunk of tokens in place of the whole logits, once the match is
found; and what both halves share (the op names, the chunking, the match record).
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass, field

from aotc.builder import Builder
from aotc.ir import Device, Dtype, Layout, MemoryFormat, Op, Port, Program, Value, defined_by, token_ids
from aotc.ops import MM, OpRegistry


LOG_SOFTMAX = "aten._log_softmax.default"
LOG_SOFTMAX_BACKWARD = "aten._log_softmax_backward_data.default"
NLL = "aten.nll_loss_forward.default"
NLL_BACKWARD = "aten.nll_loss_backward.default"
TRANSPOSE = "aten.t.default"
ADD = "aten.add.Tensor"
EXPAND = "aten.expand.default"
ROW_SUMS = "aten.sum.dim_IntList"
MEAN, SUM, NONE = 1, 2, 0                   # nll_loss's reduction codes

# Logits elements per chunk when no chunk size is given: [C, V] in bf16 is then at most
# 512 MiB (for Llama-3's vocabulary, 2048 tokens a chunk, 4 chunks at 8192 tokens).
CHUNK_ELEMENTS = 1 << 28


class Chunks:
    """Which tokens each chunk takes. Contiguous: chunk k is rows `rows[k]`. Interleaved over
    `groups` (B x twice cp's ranks): the tokens seen as [groups, n / groups], chunk k is columns
    `rows[k]` of every group, so that under cp's balanced split (rank r holds chunks r and
    2 cp - 1 - r of each sequence) every chunk is split over the ranks like the tokens and each
    rank computes its own tokens' share of every chunk: the loss gathers no hidden states."""

    def __init__(self, n: int, vocab: int, chunk: int = 0, groups: int = 1, ranks: int = 1):
        self.n, self.groups = n, groups if groups > 1 and n % groups == 0 else 1
        if self.groups == 1:
            self.rows = chunk_rows(n, vocab, chunk)
        else:   # as many tokens a chunk on each of the `ranks` as a chunk of an unsplit program
            local = chunk_rows(n // ranks, vocab, chunk)[0]
            step = max(1, (local[1] - local[0]) * ranks // self.groups)
            m = n // self.groups
            self.rows = [(a, min(a + step, m)) for a in range(0, m, step)]

    def __len__(self) -> int:
        return len(self.rows)

    def part(self, b: Builder, v: Value, k: int, op: str = "aten.slice.Tensor") -> Value:
        """Chunk k of v's rows (`op` narrow: ops CSE keeps apart from the slices)."""
        r0, r1 = self.rows[k]

        def take(x: Value, dim: int) -> Value:
            return b.emit(op, x, dim, r0, r1 if op == "aten.slice.Tensor" else r1 - r0)

        if self.groups == 1:
            return v if (r0, r1) == (0, self.n) else take(v, 0)
        rest = list(v.type.shape[1:])
        if not v.type.contiguous:
            v = b.emit("aten.clone.default", v, memory_format=MemoryFormat("contiguous_format"))
        taken = take(b.emit("aten.view.default", v, (self.groups, self.n // self.groups, *rest)), 1)
        dense = b.emit("aten.clone.default", taken, memory_format=MemoryFormat("contiguous_format"))
        return b.emit("aten.view.default", dense, (self.groups * (r1 - r0), *rest))

    def whole(self, b: Builder, parts: list[Value]) -> Value:
        """The chunks' rows back in token order."""
        if len(parts) == 1:
            return parts[0]
        if self.groups == 1:
            return b.emit("aten.cat.default", tuple(parts), 0)
        rest = list(parts[0].type.shape[1:])
        grouped = [b.emit("aten.view.default", p, (self.groups, p.type.shape[0] // self.groups, *rest)) for p in parts]
        return b.emit("aten.view.default", b.emit("aten.cat.default", tuple(grouped), 1), (self.n, *rest))


def chunk_rows(n: int, v: int, chunk: int = 0) -> list[tuple[int, int]]:
    """The (start, end) rows of each chunk of `n` tokens over a vocabulary of `v`."""
    if chunk <= 0:
        chunks = max(1, -(-n * v // CHUNK_ELEMENTS))
        chunk = -(-n // chunks)
        if n >= 16:
            chunk = -(-chunk // 16) * 16     # fp8 matmuls want multiples of 16
    chunk = max(1, min(chunk, n))
    return [(r, min(r + chunk, n)) for r in range(0, n, chunk)]


@dataclass
class _Match:
    """One output layer + cross-entropy found in a joint program."""

    lsm: Op                                   # LP = _log_softmax(X)
    mm: Op                                    # L = mm(H, Wt)
    to_x: list[Op]                            # views and one cast from L to X
    kept: bool                                # L (or a view of it) is read elsewhere: it stays
    nll: Op
    sums: list[Op]                            # sum(LP, 1): label smoothing
    nll_backwards: list[Op]
    lsm_backward: Op | None
    terms: list[tuple[str, object]] = field(default_factory=list)   # ("onehot", op) | ("row", value)
    tree: list[Op] = field(default_factory=list)                   # the ops that add up G
    to_dl: list[Op] = field(default_factory=list)                  # dX -> dL: views, casts, the add
    extra: Value | None = None                # another gradient of the logits, added in (kept logits)
    after_extra: list[Op] = field(default_factory=list)           # the views that follow that add
    input_grad: Op | None = None              # dH = mm(dL, W)
    transpose: Op | None = None               # t(dL)
    weight_grad: Op | None = None             # dW = mm(t(dL), H)

    @property
    def removed(self) -> list[Op]:
        ops = [self.lsm, self.nll, *self.sums, *self.nll_backwards, *self.tree, *self.to_dl]
        ops += [op for op in (self.lsm_backward, self.input_grad, self.transpose, self.weight_grad) if op]
        return ops


def _scalar_tangent(joint: Program, sources: list[Value], graded: set[Value],
                    registry: OpRegistry) -> tuple[Value, list[Op]] | None:
    """(the one 0-d tangent g the coefficient `sources` are linear in, the ops between them in
    program order), or None when there is no such tangent."""
    producer = defined_by(joint.ops)
    tangents = {v for p, v in zip(joint.input_ports, joint.inputs) if p.kind == "tangent"}
    ops: dict[Op, None] = {}
    found: set[Value] = set()
    pending = [v for v in sources if v in graded]
    seen: set[Value] = set()
    while pending:
        v = pending.pop()
        if v in seen:
            continue
        seen.add(v)
        if v in tangents:
            found.add(v)
            continue
        op = producer.get(v)
        if op is None:
            return None
        live = [a for a in op.inputs() if a in graded]
        if not _linear(op, live, registry):
            return None
        ops[op] = None
        pending.extend(live)
    if len(found) != 1:
        return None
    (g,) = found
    if g.type.shape != ():
        return None
    order = {op: i for i, op in enumerate(joint.ops)}
    return g, sorted(ops, key=order.__getitem__)


def _linear(op: Op, live: list[Value], registry: OpRegistry) -> bool:
    """Whether `op` is linear in its operands that depend on the tangent (`live`)."""
    args = [a for a in op.args if isinstance(a, Value)]
    record = registry.lookup(op.name)
    how = record.linear_in
    if how == "first":
        return live == [op.args[0]]
    if how == "one":
        return len(live) == 1
    if how == "all":            # a sum of two tangent terms, not of one and a constant
        return len(live) == len(args) == 2 and not op.kwargs
    if record.zero_fill is not None:
        operand, fill = record.zero_fill
        return op.args[fill] == 0 and live == [op.args[operand]]
    return False


def _rewrite(joint: Program, m: _Match, registry: OpRegistry, chunk: int, graded: set[Value],
             groups: int = 1) -> Program:
    h, wt = m.mm.args[0], m.mm.args[1]
    logits = m.mm.outputs[0]
    n, vocab = logits.type.shape
    target, reduction, ignore = m.nll.args[1], m.nll.args[3], m.nll.args[4]
    lp_dtype = m.lsm.outputs[0].type.dtype
    device = Device(logits.type.device)
    rows = Chunks(n, vocab, chunk, groups * _sequences(joint, n) if groups > 1 else 1, max(1, groups // 2))
    cast = next((op for op in m.to_x if op.name == "aten._to_copy.default"), None)
    sources = [term.args[0] if kind == "onehot" else term for kind, term in m.terms]
    early = _scalar_tangent(joint, sources, graded, registry) if sources else None

    fw = Builder(registry, like=m.lsm)
    mapping: dict[Value, Value] = {}
    # Per-token facts that do not depend on the logits: whether each target counts, how many do.
    valid = fw.emit("aten.ne.Scalar", target, ignore)
    count = fw.emit("aten._to_copy.default", fw.emit("aten.sum.default", valid), dtype=Dtype(lp_dtype))
    if m.nll.outputs[1] is not None:
        mapping[m.nll.outputs[1]] = count if reduction != NONE else fw.emit(
            "aten.full.default", (), 0.0, dtype=Dtype(lp_dtype), layout=Layout("strided"), device=device,
            pin_memory=False)
    index = fw.emit("aten.clamp.default", target, 0, vocab - 1)
    vocabulary = fw.emit("aten.arange.default", vocab, dtype=Dtype(target.type.dtype), layout=Layout("strided"),
                         device=device, pin_memory=False)
    coefficients = (None, None)
    if early is not None:
        # The coefficients for g = 1, from copies of the backward's own ops (linear in g).
        g, between = early
        fw.at(m.lsm_backward)
        one = fw.emit("aten.full.default", (), 1.0, dtype=Dtype(g.type.dtype), layout=Layout("strided"),
                      device=Device(g.type.device), pin_memory=False)
        copies = {g: one, **mapping}
        for op in between:
            fresh = tuple(None if o is None else Value(o.type) for o in op.outputs)
            fw.append(op.replace_inputs(copies).with_outputs(fresh))
            copies.update((o, f) for o, f in zip(op.outputs, fresh) if o is not None)
        coefficients = _coefficients(fw, m, valid, n, copies)
        fw.at(m.lsm)

    stats: dict[str, list[Value]] = {"lse": [], "nll": [], "smooth": []}
    grads = _Grads(rows)
    for k in range(len(rows)):
        hc, yc = rows.part(fw, h, k), rows.part(fw, target, k)
        lc = rows.part(fw, logits, k) if m.kept else fw.emit(MM, hc, wt)
        xc = _cast(fw, lc, cast)
        lse, nll_rows, smooth = _chunk_stats(fw, lc, xc, rows.part(fw, index, k), rows.part(fw, valid, k),
                                             vocab, bool(m.sums))
        stats["lse"].append(lse)
        stats["nll"].append(nll_rows)
        if smooth is not None:
            stats["smooth"].append(smooth)
        if early is not None and m.lsm_backward is not None:
            a, b_row = (None if c is None else rows.part(fw, c, k) for c in coefficients)
            _chunk_gradient(fw, m, xc, lse, yc, vocabulary, a, b_row, vocab, rows, k, grads)
    # The loss and the label-smoothing sums, from the per-token statistics.
    loss = _reduce(fw, rows.whole(fw, stats["nll"]), count, reduction)
    mapping[m.nll.outputs[0]] = _to(fw, loss, m.nll.outputs[0].type.dtype)
    for s in m.sums:
        mapping[s.outputs[0]] = _to(fw, rows.whole(fw, stats["smooth"]), s.outputs[0].type.dtype)
    saved: list[tuple[Port, Value]] = []
    if early is not None:
        dh1, dw1 = grads.whole(fw)
        weight = m.mm.module.partition(":")[0] or "output layer"
        saved = [(Port("saved", f"{name} of {weight}, for a gradient of 1"), v)
                 for name, v in (("dH", dh1), ("dW", dw1)) if v is not None]

    bw = Builder(registry, like=m.lsm_backward)
    if m.lsm_backward is not None:
        if early is not None:
            g = early[0]
            dh = bw.emit("aten.mul.Tensor", dh1, g) if dh1 is not None else None
            dw = bw.emit("aten.mul.Tensor", dw1, g) if dw1 is not None else None
        else:
            # Late: each chunk's logits again, from H (narrow, not slice: CSE must not merge
            # them with the forward's, which would keep every chunk's logits alive in between).
            a_all, b_all = _coefficients(bw, m, valid, n, mapping)
            grads = _Grads(rows)
            for k in range(len(rows)):
                if m.kept:
                    lc = rows.part(bw, logits, k)
                else:
                    lc = bw.emit(MM, rows.part(bw, h, k, "aten.narrow.default") if len(rows) > 1 else h, wt)
                _chunk_gradient(bw, m, _cast(bw, lc, cast), stats["lse"][k], rows.part(bw, target, k),
                                vocabulary, None if a_all is None else rows.part(bw, a_all, k),
                                None if b_all is None else rows.part(bw, b_all, k), vocab, rows, k, grads)
            dh, dw = grads.whole(bw)
        if m.extra is not None:
            # The caller's own gradient of the kept logits goes through the output layer's matmuls.
            extra = m.extra
            for op in m.after_extra:
                extra = bw.emit(op.name, extra, *op.args[1:], kwargs=op.kwargs)
            if m.input_grad is not None:
                dh = bw.emit("aten.add.Tensor", bw.emit(MM, extra, m.input_grad.args[1]), dh)
            if m.weight_grad is not None:
                dw = bw.emit("aten.add.Tensor", bw.emit(MM, bw.emit(TRANSPOSE, extra), m.weight_grad.args[1]), dw)
        if m.input_grad is not None:
            mapping[m.input_grad.outputs[0]] = dh
        if m.weight_grad is not None:
            mapping[m.weight_grad.outputs[0]] = dw

    removed = {id(op) for op in m.removed}
    ops: list[Op] = []
    for op in joint.ops:
        if op is m.lsm:
            ops += fw.ops
        elif op is m.lsm_backward:
            ops += bw.ops
        if id(op) not in removed:
            ops.append(op.replace_inputs(mapping))
    outputs = tuple(None if v is None else mapping.get(v, v) for v in joint.outputs)
    return joint.replace(ops=_in_dependency_order(ops, set(joint.inputs)),
                         outputs=outputs + tuple(v for _, v in saved),
                         output_ports=joint.output_ports + tuple(p for p, _ in saved))


def _sequences(joint: Program, n: int) -> int:
    """B of the token ids [B, T] when the loss's n tokens are theirs; 1 otherwise."""
    ids = token_ids(joint)
    if ids is None:
        return 1
    b, t = ids.type.shape[:2]
    return b if b * t == n else 1


class _Grads:
    """dH chunk by chunk and dW summed over chunks."""

    def __init__(self, chunks: Chunks):
        self.chunks = chunks
        self.dh: list[Value] = []
        self.dw: Value | None = None

    def whole(self, b: Builder) -> tuple[Value | None, Value | None]:
        return (self.chunks.whole(b, self.dh) if self.dh else None), self.dw


def _cast(b: Builder, lc: Value, cast: Op | None) -> Value:
    """The chunk's logits as the log-softmax reads them (float32 where the model casts them)."""
    if cast is None:
        return lc
    return b.emit("aten._to_copy.default", lc, dtype=dict(cast.kwargs)["dtype"])


def _to(b: Builder, v: Value, dtype: str) -> Value:
    return v if v.type.dtype == dtype else b.emit("aten._to_copy.default", v, dtype=Dtype(dtype))


def _chunk_stats(b: Builder, lc: Value, xc: Value, index: Value, valid: Value, vocab: int,
                 smoothing: bool) -> tuple[Value, Value, Value | None]:
    """(lse, the nll of each token (0 where ignored), the sum of its log-probabilities) of one
    chunk, in float32."""
    wide = _to(b, xc, "float32")
    peak = b.emit("aten.amax.default", wide, (1,), True)
    total = b.emit("aten.sum.dim_IntList", b.emit("aten.exp.default", b.emit("aten.sub.Tensor", wide, peak)), (1,))
    lse = b.emit("aten.add.Tensor", b.emit("aten.log.default", total), b.emit("aten.squeeze.dim", peak, 1))
    # The target's logit, read from the logits themselves: one element a token. Not by
    # aten.gather, which fusion claims (routed rows are gathered in fused kernels): every chunk's
    # loss would then join one region that reads all the chunks' logits at once, after all their
    # matmuls. take_along_dim reads the same elements and is no fusion op, so each chunk's
    # regions stay after its own matmul and its logits die before the next chunk's are made.
    picked = b.emit("aten.take_along_dim.default", lc, b.emit("aten.unsqueeze.default", index, 1), 1)
    picked = _to(b, b.emit("aten._to_copy.default", b.emit("aten.squeeze.dim", picked, 1), dtype=Dtype(xc.type.dtype)),
                 "float32")
    nll = b.emit("aten.where.ScalarOther", valid, b.emit("aten.sub.Tensor", lse, picked), 0.0)
    smooth = None
    if smoothing:   # sum_j LP[i, j] = sum_j X[i, j] - V * lse[i]
        smooth = b.emit("aten.sub.Tensor", b.emit("aten.sum.dim_IntList", wide, (1,)),
                        b.emit("aten.mul.Tensor", lse, float(vocab)))
    return lse, nll, smooth


def _chunk_gradient(b: Builder, m: _Match, xc: Value, lse: Value, yc: Value, vocabulary: Value,
                    a: Value | None, b_row: Value | None, vocab: int, rows: Chunks, k: int,
                    grads: _Grads) -> None:
    """dX = a onehot(y) + b - softmax(X) (a + V b) for one chunk, cast as the logits, and the
    output layer's matmuls on it: dH's rows, dW summed."""
    wide = _to(b, xc, "float32")
    p = b.emit("aten.exp.default", b.emit("aten.sub.Tensor", wide, b.emit("aten.unsqueeze.default", lse, 1)))
    total = a
    if b_row is not None:
        spread = b.emit("aten.mul.Tensor", b_row, float(vocab))
        total = spread if total is None else b.emit("aten.add.Tensor", total, spread)
    dx = b.emit("aten.mul.Tensor", p, b.emit("aten.unsqueeze.default", total, 1))
    if b_row is not None:
        dx = b.emit("aten.sub.Tensor", b.emit("aten.unsqueeze.default", b_row, 1), dx)
    else:
        dx = b.emit("aten.neg.default", dx)
    if a is not None:
        # where(onehot, dx + a, dx): the only [C, V] value not made from the chunk's logits is
        # the one-hot mask, which the fusion pass repeats in the chunk's kernel (a product
        # with `a` would be a [C, V] float tensor made ahead of the chunks and kept for each).
        hot = b.emit("aten.eq.Tensor", b.emit("aten.unsqueeze.default", yc, 1), vocabulary)
        dx = b.emit("aten.where.self", hot, b.emit("aten.add.Tensor", dx, b.emit("aten.unsqueeze.default", a, 1)), dx)
    dl = _to(b, dx, m.mm.outputs[0].type.dtype)
    if m.input_grad is not None:
        grads.dh.append(b.emit(MM, dl, m.input_grad.args[1]))
    if m.weight_grad is not None:
        hg = rows.part(b, m.weight_grad.args[1], k)
        part = b.emit(TRANSPOSE, dl)
        grads.dw = b.emit(MM, part, hg) if grads.dw is None else b.emit("aten.addmm.default", grads.dw, part, hg)


def _coefficients(b: Builder, m: _Match, valid: Value, n: int, mapping: dict) -> tuple[Value | None, Value | None]:
    """(a, b): the per-token coefficient of the target's one-hot in G, and the per-token
    constant, as float32 [N] (None where G has no such term)."""
    a = b_row = None
    for kind, term in m.terms:
        if kind == "onehot":
            grad, reduction = mapping.get(term.args[0], term.args[0]), term.args[4]
            total = mapping.get(term.args[6], term.args[6])
            scale = b.emit("aten.div.Tensor", grad, total) if reduction == MEAN else grad
            part = b.emit("aten.where.ScalarOther", valid, b.emit("aten.neg.default", scale), 0.0)
            part = part if part.type.shape == (n,) else b.emit("aten.expand.default", part, (n,))
            a = part if a is None else b.emit("aten.add.Tensor", a, part)
        else:
            row = mapping.get(term, term)
            row = b.emit("aten.view.default", row, (n,)) if row.type.numel == n and row.type.shape != (n,) \
                else row if row.type.shape == (n,) else b.emit("aten.expand.default",
                                                               b.emit("aten.view.default", row, ()), (n,))
            b_row = row if b_row is None else b.emit("aten.add.Tensor", b_row, row)
    return tuple(None if v is None else _to(b, v, "float32") for v in (a, b_row))


def _reduce(b: Builder, nll: Value, count: Value, reduction: int) -> Value:
    if reduction == NONE:
        return nll
    total = b.emit("aten.sum.default", nll)
    return b.emit("aten.div.Tensor", total, _to(b, count, "float32")) if reduction == MEAN else total


def _in_dependency_order(ops: list[Op], inputs: set[Value]) -> tuple[Op, ...]:
    """`ops` in their order where that respects the data flow, each op otherwise moved to just
    after the last op it reads from (a stable topological order)."""
    producer = {v: i for i, op in enumerate(ops) for v in op.outputs if v is not None}
    waiting = [0] * len(ops)
    dependents: dict[int, list[int]] = {}
    for i, op in enumerate(ops):
        deps = {producer[v] for v in op.inputs() if v in producer and v not in inputs}
        waiting[i] = len(deps)
        for d in deps:
            dependents.setdefault(d, []).append(i)
    ready = [i for i in range(len(ops)) if waiting[i] == 0]
    heapq.heapify(ready)
    order = []
    while ready:
        i = heapq.heappop(ready)
        order.append(ops[i])
        for j in dependents.get(i, ()):
            waiting[j] -= 1
            if not waiting[j]:
                heapq.heappush(ready, j)
    return tuple(order)
