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

This module finds the match; aotc.passes.loss_chunks rewrites it.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

from aotc.ir import Dtype, Layout, Op, Program, Value, defined_by
from aotc.linears import Role, find_linears, gradient_values
from aotc.ops import Kind, OpRegistry
from aotc.passes.cse import cse
from aotc.passes.dce import dce
from aotc.passes.runner import Fact, Pass, Scope
from aotc.passes.loss_chunks import (ADD, EXPAND, LOG_SOFTMAX, LOG_SOFTMAX_BACKWARD, MEAN, MM, NLL, NLL_BACKWARD, NONE,
                                     ROW_SUMS, SUM, TRANSPOSE, _Match, _rewrite)


@dataclass(frozen=True)
class FusedLoss:
    """The fused output layer and cross-entropy as a feature of a compile: `chunk` tokens per
    chunk (0: `CHUNK_ELEMENTS` logits per chunk); `groups` > 1 interleaves the chunks over that
    many groups of tokens (2 x cp's ranks: aotc.passes.loss_chunks.Chunks)."""

    chunk: int = 0
    groups: int = 1

    def passes(self, scope: Scope, registry: OpRegistry) -> list[Pass]:
        if scope is Scope.JOINT:
            return [Pass("fuse_linear_cross_entropy", scope,
                         partial(fuse_linear_cross_entropy, registry=registry, chunk=self.chunk,
                                 groups=self.groups),
                         needs=frozenset({Fact.PLAIN, Fact.UNSHARDED, Fact.ON_TARGET}))]
        return []


def fuse_linear_cross_entropy(joint: Program, registry: OpRegistry, *, chunk: int = 0, groups: int = 1) -> Program:
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
            rewritten = _rewrite(joint, m, registry, chunk, gradient_values(joint), groups)
            return fuse_linear_cross_entropy(cse(dce(rewritten, registry), registry), registry, chunk=chunk,
                                             groups=groups)
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
