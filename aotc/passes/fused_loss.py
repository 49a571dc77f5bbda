"""Fused output layer and cross-entropy: the loss over a linear layer's logits, chunk by chunk.

A language model's loss, traced forward and backward, holds its logits whole: [N, V] for N
tokens and a vocabulary of V (8192 x 128256 is 2.1 GB in bf16, 4.2 GB in float32), their
log-probabilities, and the same again for their gradient:

    forward                                        backward
    L  = mm(H, t(W))              [N, V]           G  = nll_loss_backward(g, LP, y) (+ rows of b)
    X  = cast(view(L))            float32          dX = _log_softmax_backward_data(G, LP)
    LP = _log_softmax(X, 1)                        dL = cast(view(dX))                  [N, V]
    loss, n = nll_loss_forward(LP, y)              dH = mm(dL, W);   dW = mm(t(dL), H)
    (sum(LP, 1) too, with label smoothing)

Every gradient of the logits has one form: G = a * onehot(y) + b (a per-token coefficient on
the target, from nll_loss_backward; b a per-token constant, from label smoothing), so
dX = a * onehot(y) + b - softmax(X) * (a + V b). `fuse_linear_cross_entropy` rewrites the
whole pattern into ops over C tokens at a time (rows r0:r1), with only per-token statistics
kept across chunks:

    Lc = mm(H[r0:r1], t(W)); Xc = cast(Lc)                     [C, V], freed after the chunk
    lse = logsumexp(Xc, 1); nll = lse - Xc[y]                  [C]
    dXc = a * onehot(y) + b - exp(Xc - lse) * (a + V b); dLc = cast(dXc)
    dH[r0:r1] = mm(dLc, W);  dW += t(dLc) @ H[r0:r1]

The loss, its count of targets and the label-smoothing sums are rebuilt from the per-token
statistics with the reductions `F.cross_entropy` has (mean, sum, none; ignore_index; label
smoothing, which AOTAutograd records as sums of LP and row terms of G). Two schedules:

- early (the gradient in the forward): when a and b are linear in one scalar tangent g (a
  scalar loss, scaled or summed with others), the forward computes the gradient for g = 1
  chunk by chunk right after each chunk's statistics and saves dH and dW; the backward scales
  them by g. The logits are computed once (no extra matmul), as Liger Kernel's fused linear
  cross-entropy does.
- late (the gradient in the backward), for every other case (reduction "none" under a
  per-token weight): the forward keeps lse; the backward computes each chunk's logits again
  from H (one more matmul of the output layer's size).

If the logits are read elsewhere too (the model returns them), they stay as the model asks:
the forward matmul is kept, the chunks read slices of it, and the gradient the caller hands
for the logits goes through matmuls of its own. Anything the pattern does not account for
(class weights, another reader of the log-probabilities, a bias on the output layer) leaves
the program as it is.

Vocabulary-parallel (tensor-parallel, `--mesh tp=N`) output layers: the `model_parallel` pass
(aotc.passes.spmd), which runs after this one, splits the chunks by its rules per op. Each rank
holds rows of W, so a chunk's logits are [C, V / tp] and the per-token statistics are partial;
they are made whole by all-reduces over tp of [C] values per chunk (amax by max, then the
rescaled sum of exponentials; the target logit and the label-smoothing sums by sum) - the
statistics are separate values for this reason - while dLc, dW's rows and the chunk matmuls
stay local and dH becomes a partial sum the sharding pass reduces (or reduce-scatters, with
sequence parallelism). The target's one-hot mask compares y with the rank's vocabulary offset
plus arange(V / tp), the offset computed from the rank's coordinate on tp, a program input
(no rank-dependent constant in a program). tests/test_mesh.py trains it against one process.
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass, field
from functools import partial

from aotc.builder import Builder
from aotc.ir import Device, Dtype, Layout, Op, Port, Program, Value, defined_by
from aotc.linears import Role, find_linears, gradient_values
from aotc.ops import Kind, OpRegistry
from aotc.passes.cse import cse
from aotc.passes.dce import dce
from aotc.passes.runner import Fact, Pass, Scope

LOG_SOFTMAX = "aten._log_softmax.default"
LOG_SOFTMAX_BACKWARD = "aten._log_softmax_backward_data.default"
NLL = "aten.nll_loss_forward.default"
NLL_BACKWARD = "aten.nll_loss_backward.default"
MM = "aten.mm.default"
TRANSPOSE = "aten.t.default"
ADD = "aten.add.Tensor"
EXPAND = "aten.expand.default"
ROW_SUMS = "aten.sum.dim_IntList"
MEAN, SUM, NONE = 1, 2, 0                   # nll_loss's reduction codes

# Logits elements per chunk when no chunk size is given: [C, V] in bf16 is then at most
# 512 MiB (for Llama-3's vocabulary, 2048 tokens a chunk, 4 chunks at 8192 tokens).
CHUNK_ELEMENTS = 1 << 28


@dataclass(frozen=True)
class FusedLoss:
    """The fused output layer and cross-entropy as a feature of a compile: `chunk` tokens per
    chunk (0: `CHUNK_ELEMENTS` logits per chunk)."""

    chunk: int = 0

    def passes(self, scope: Scope, registry: OpRegistry) -> list[Pass]:
        if scope is Scope.JOINT:
            return [Pass("fuse_linear_cross_entropy", scope,
                         partial(fuse_linear_cross_entropy, registry=registry, chunk=self.chunk),
                         needs=frozenset({Fact.PLAIN, Fact.UNSHARDED, Fact.ON_TARGET}))]
        return []


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


def fuse_linear_cross_entropy(joint: Program, registry: OpRegistry, *, chunk: int = 0) -> Program:
    """After fuse_linear_cross_entropy, no cross-entropy over a linear layer's logits holds the
    whole logits or their gradient: each is computed chunk by chunk of tokens.

        t9 = aten.mm.default(t7, t8)                    # [N, V]
        t10 = aten._log_softmax.default(t9, 1, False)
        t11, t12 = aten.nll_loss_forward.default(t10, t5, None, 1, -100)
        ...
        t20 = aten._log_softmax_backward_data.default(t19, t10, 1, torch.float32)
        t21 = aten.mm.default(t20, t3); t22 = aten.t.default(t20); t23 = aten.mm.default(t22, t7)
        ->
        t30 = aten.slice.Tensor(t7, 0, 0, 2048)          # chunk 0: rows 0..2048
        t31 = aten.mm.default(t30, t8)                   # [2048, V]
        t32 = aten.amax.default(t31, [1], True) ... lse, nll of the chunk ... its gradient ...
        t40 = aten.mm.default(t39, t3)                   # dH of the chunk
        t41 = aten.mm.default(aten.t(t39), t30)          # dW, then addmm over later chunks
        ...
        t11 = aten.div.Tensor(aten.sum(nll rows), count)

    Sound when the backward's reads of the log-probabilities are the nll and log-softmax
    gradients matched here (everything else is left alone); the loss and the gradients agree
    with the unfused program within float32 rounding (the chunks sum in another order).
    """
    producer = defined_by(joint.ops)
    readers: dict[Value, list[Op | None]] = {}
    for op in joint.ops:
        for v in dict.fromkeys(op.inputs()):
            readers.setdefault(v, []).append(op)
    for v in joint.outputs:
        if v is not None:
            readers.setdefault(v, []).append(None)      # a program output: read by the caller
    linears = find_linears(joint, registry)
    for op in joint.ops:
        m = _match(op, producer, readers, linears, registry) if op.name == LOG_SOFTMAX else None
        if m is not None:
            # One at a time: the rewrite makes new ops, so the next match is looked for afresh.
            rewritten = _rewrite(joint, m, registry, chunk, gradient_values(joint))
            return fuse_linear_cross_entropy(cse(dce(rewritten, registry), registry), registry, chunk=chunk)
    return joint


# ----------------------------------------------------------------------------------- matching

def _match(lsm: Op, producer, readers, linears, registry: OpRegistry) -> _Match | None:
    x = lsm.args[0]
    if len(lsm.args) < 3 or lsm.args[1] not in (1, -1) or lsm.args[2] is not False:
        return None
    if not isinstance(x, Value) or len(x.type.shape) != 2:
        return None
    to_x: list[Op] = []
    v = x
    while producer.get(v) is not None and _passes_rows(producer[v], registry):
        to_x.insert(0, producer[v])
        v = producer[v].args[0]
    mm = producer.get(v)
    if mm is None or mm.name != MM or sum(op.name == "aten._to_copy.default" for op in to_x) > 1:
        return None
    role = linears.role(mm)
    if role is None or role.role is not Role.FORWARD or v.type.shape != x.type.shape:
        return None
    chain_values = [v] + [op.outputs[0] for op in to_x]
    kept = any(len(readers.get(u, ())) != 1 for u in chain_values)

    lp = lsm.outputs[0]
    nll, sums, nll_backwards, lsm_backwards = [], [], [], []
    for r in readers.get(lp, ()):
        if r is None:
            return None
        if r.name == NLL and r.args[0] is lp and r.args[2] is None:
            nll.append(r)
        elif r.name == ROW_SUMS and r.args[0] is lp and tuple(r.args[1]) in ((1,), (-1,)) \
                and not (len(r.args) > 2 and r.args[2]) and not r.kwargs:
            sums.append(r)
        elif r.name == NLL_BACKWARD and r.args[1] is lp and r.args[3] is None:
            nll_backwards.append(r)
        elif r.name == LOG_SOFTMAX_BACKWARD and r.args[1] is lp:
            lsm_backwards.append(r)
        else:
            return None
    if len(nll) != 1 or len(lsm_backwards) > 1:
        return None
    nll = nll[0]
    target, reduction, ignore = nll.args[1], nll.args[3], nll.args[4]
    if not isinstance(target, Value) or target.type.shape != x.type.shape[:1] or reduction not in (MEAN, SUM, NONE):
        return None
    for b in nll_backwards:
        if (b.args[2], b.args[4], b.args[5], b.args[6]) != (target, reduction, ignore, nll.outputs[1]):
            return None
    m = _Match(lsm=lsm, mm=mm, to_x=to_x, kept=kept, nll=nll, sums=sums, nll_backwards=nll_backwards,
               lsm_backward=lsm_backwards[0] if lsm_backwards else None)
    if m.lsm_backward is None:
        return m if not nll_backwards else None
    if m.lsm_backward.args[3] != Dtype(x.type.dtype):
        return None
    if not _gradient_terms(m, producer, readers, x.type.shape):
        return None
    return m if _gradient_uses(m, readers, producer, registry, v) else None


def _passes_rows(op: Op, registry: OpRegistry) -> bool:
    """A view that keeps the rows in order (a reshape), or a cast that changes only the dtype."""
    if op.name == "aten._to_copy.default":
        kw = dict(op.kwargs)
        return set(kw) <= {"dtype", "layout", "device"} and kw.get("layout", Layout("strided")) == Layout("strided")
    return registry.kind(op, Kind.RESHAPE) and isinstance(op.args[0], Value)


def _gradient_terms(m: _Match, producer, readers, shape) -> bool:
    """G as a sum of onehot terms (nll_loss_backward) and rows broadcast over the vocabulary."""
    pending = [m.lsm_backward.args[0]]
    while pending:
        v = pending.pop()
        op = producer.get(v)
        if op is None or len(readers.get(v, ())) != 1:
            return False
        if op in m.nll_backwards:
            m.terms.append(("onehot", op))
        elif op.name == ADD and len(op.args) == 2 and not op.kwargs and all(isinstance(a, Value) for a in op.args):
            m.tree.append(op)
            pending.extend(op.args)
        elif op.name == EXPAND and tuple(op.args[1]) == tuple(shape) and _row_vector(op.args[0], shape[0]):
            m.tree.append(op)
            m.terms.append(("row", op.args[0]))
        else:
            return False
    return len([t for t in m.terms if t[0] == "onehot"]) == len(m.nll_backwards)


def _row_vector(v, n: int) -> bool:
    return isinstance(v, Value) and v.type.shape in ((n, 1), (1, 1), (1,), ()) and not v.type.dtype.startswith("int")


def _gradient_uses(m: _Match, readers, producer, registry: OpRegistry, logits: Value) -> bool:
    """dX reaches the output layer's gradient matmuls through views and casts (and, for kept
    logits, an add of the caller's gradient of them) and through nothing else."""
    v = m.lsm_backward.outputs[0]
    while True:
        rs = readers.get(v, ())
        if len(rs) != 1 or rs[0] is None:
            break
        op = rs[0]
        if _passes_rows(op, registry) and op.args[0] is v:
            m.to_dl.append(op)
            if m.extra is not None:
                m.after_extra.append(op)
        elif op.name == ADD and m.extra is None and len(op.args) == 2 and not op.kwargs and m.kept:
            other = op.args[1] if op.args[0] is v else op.args[0]
            if not isinstance(other, Value) or other.type != v.type:
                break
            m.extra = other
            m.to_dl.append(op)
        else:
            break
        v = op.outputs[0]
    if v.type.shape != logits.type.shape or v.type.dtype != logits.type.dtype or not v.type.contiguous:
        return False
    for r in readers.get(v, ()):
        if r is None:
            return False
        if r.name == MM and r.args[0] is v and m.input_grad is None:
            m.input_grad = r
        elif r.name == TRANSPOSE and m.transpose is None:
            users = readers.get(r.outputs[0], ())
            if len(users) != 1 or users[0] is None or users[0].name != MM or users[0].args[0] is not r.outputs[0]:
                return False
            m.transpose, m.weight_grad = r, users[0]
        else:
            return False
    return m.input_grad is not None or m.weight_grad is not None


# ---------------------------------------------------------------------------------- rewriting

# Ops linear in their operands that depend on the tangent (the others must not): what lets the
# gradient for a tangent g be the gradient for g = 1, scaled by g.
_LINEAR_ONE_OPERAND = frozenset({"aten.mul.Tensor", "aten.mul.Scalar"})
_LINEAR_FIRST_OPERAND = frozenset({"aten.div.Tensor", "aten.div.Scalar"})
_LINEAR_ALL = frozenset({"aten.neg.default", "aten.expand.default", "aten.unsqueeze.default", "aten.squeeze.dim",
                         "aten.squeeze.default", "aten.view.default", "aten._unsafe_view.default",
                         "aten.reshape.default", "aten.clone.default", "aten._to_copy.default", "aten.sum.default",
                         "aten.sum.dim_IntList"})
_LINEAR_SUM = frozenset({"aten.add.Tensor", "aten.sub.Tensor"})
_ZEROING = frozenset({"aten.masked_fill.Scalar", "aten.where.ScalarOther"})


def _scalar_tangent(joint: Program, sources: list[Value], graded: set[Value]) -> tuple[Value, list[Op]] | None:
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
        if not _linear(op, live):
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


def _linear(op: Op, live: list[Value]) -> bool:
    args = [a for a in op.args if isinstance(a, Value)]
    if op.name in _LINEAR_ALL:
        return True
    if op.name in _LINEAR_ONE_OPERAND:
        return len(live) == 1
    if op.name in _LINEAR_FIRST_OPERAND:
        return live == [op.args[0]]
    if op.name in _LINEAR_SUM:
        return len(live) == len(args) == 2 and not op.kwargs
    if op.name in _ZEROING:
        fill = op.args[2]
        return fill == 0 and live == [op.args[0 if op.name == "aten.masked_fill.Scalar" else 1]]
    return False


def _rewrite(joint: Program, m: _Match, registry: OpRegistry, chunk: int, graded: set[Value]) -> Program:
    h, wt = m.mm.args[0], m.mm.args[1]
    logits = m.mm.outputs[0]
    n, vocab = logits.type.shape
    target, reduction, ignore = m.nll.args[1], m.nll.args[3], m.nll.args[4]
    lp_dtype = m.lsm.outputs[0].type.dtype
    device = Device(logits.type.device)
    rows = chunk_rows(n, vocab, chunk)
    cast = next((op for op in m.to_x if op.name == "aten._to_copy.default"), None)
    sources = [term.args[0] if kind == "onehot" else term for kind, term in m.terms]
    early = _scalar_tangent(joint, sources, graded) if sources else None

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
    grads = _Grads()
    for r0, r1 in rows:
        hc, yc = _rows(fw, h, r0, r1, n), _rows(fw, target, r0, r1, n)
        lc = _rows(fw, logits, r0, r1, n) if m.kept else fw.emit(MM, hc, wt)
        xc = _cast(fw, lc, cast)
        lse, nll_rows, smooth = _chunk_stats(fw, lc, xc, _rows(fw, index, r0, r1, n), _rows(fw, valid, r0, r1, n),
                                             vocab, bool(m.sums))
        stats["lse"].append(lse)
        stats["nll"].append(nll_rows)
        if smooth is not None:
            stats["smooth"].append(smooth)
        if early is not None and m.lsm_backward is not None:
            a, b_row = (None if c is None else _rows(fw, c, r0, r1, n) for c in coefficients)
            _chunk_gradient(fw, m, xc, lse, yc, vocabulary, a, b_row, vocab, r0, r1, n, grads)
    # The loss and the label-smoothing sums, from the per-token statistics.
    loss = _reduce(fw, _whole(fw, stats["nll"]), count, reduction)
    mapping[m.nll.outputs[0]] = _to(fw, loss, m.nll.outputs[0].type.dtype)
    for s in m.sums:
        mapping[s.outputs[0]] = _to(fw, _whole(fw, stats["smooth"]), s.outputs[0].type.dtype)
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
            grads = _Grads()
            for k, (r0, r1) in enumerate(rows):
                if m.kept:
                    lc = _rows(bw, logits, r0, r1, n)
                else:
                    lc = bw.emit(MM, bw.emit("aten.narrow.default", h, 0, r0, r1 - r0) if len(rows) > 1 else h, wt)
                _chunk_gradient(bw, m, _cast(bw, lc, cast), stats["lse"][k], _rows(bw, target, r0, r1, n),
                                vocabulary, None if a_all is None else _rows(bw, a_all, r0, r1, n),
                                None if b_all is None else _rows(bw, b_all, r0, r1, n), vocab, r0, r1, n, grads)
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


class _Grads:
    """dH chunk by chunk and dW summed over chunks."""

    def __init__(self):
        self.dh: list[Value] = []
        self.dw: Value | None = None

    def whole(self, b: Builder) -> tuple[Value | None, Value | None]:
        dh = None
        if self.dh:
            dh = self.dh[0] if len(self.dh) == 1 else b.emit("aten.cat.default", tuple(self.dh), 0)
        return dh, self.dw


def _whole(b: Builder, parts: list[Value]) -> Value:
    return parts[0] if len(parts) == 1 else b.emit("aten.cat.default", tuple(parts), 0)


def _rows(b: Builder, v: Value, r0: int, r1: int, n: int) -> Value:
    if (r0, r1) == (0, n):
        return v
    return b.emit("aten.slice.Tensor", v, 0, r0, r1)


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
                    a: Value | None, b_row: Value | None, vocab: int, r0: int, r1: int, n: int,
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
        hg = _rows(b, m.weight_grad.args[1], r0, r1, n)
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
