"""Async tensor parallelism: a matmul fused with the all-gather before it or the reduce-scatter
after it, so that the communication runs under the matmul.

Under sequence parallelism (`model_parallel`) two shapes recur, in the forward and the backward:

    (a) all-gather -> matmul:  g = wait(all_gather(shard)); y = mm(rows(g), w)
        a column-parallel linear's input; in the backward, a row-parallel one's output gradient
    (b) matmul -> reduce-scatter:  r = wait(reduce_scatter(rows(mm(a, w) [+ mm(a2, w2) ...])))
        a row-parallel linear's partial sum; in the backward, a column-parallel one's input
        gradient (a sum of matmuls where several linears read one input: q, k and v)

`rows(...)` is a chain of reshapes, permutations and same-dtype copies that moves whole rows
(the last dimension stays last and whole): the sequence-parallel layout's reordering of tokens.

Each site becomes one op of aotc.customops.tp_matmul: (a) `aotc.gather_mm`, which multiplies
this rank's own rows while the all-gather brings the other ranks', then theirs, and (b) over two
ranks `aotc.mm_scatter`, which sends the other rank's block of partial sums while it multiplies
its own. Nothing is cut or stacked again: each block of rows is a whole rank's, written
where it belongs. The matmuls run on the rows in the order they were gathered, and their
reordering moves to the result (the result's width instead of the input's); a reduce-scatter's
reordering moves to the matmuls' inputs.

Every element of every result is the same dot product over the same K as before, and at tp=2
every reduce-scattered element the same sum of the same two terms: the same bits wherever the
matmul kernel computes a row alike however many rows it is given (tests/test_async_tp.py finds
the same bits at tp=2 on the CPU after three steps).

Where a site may be fused is found by aotc.passes.spmd.async_tp_sites; this module rewrites it.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import partial
from typing import Callable

from aotc.builder import Builder
from aotc.customops.tp_matmul import tree_code
from aotc.ir import MemoryFormat, Op, Program, Value
from aotc.ops import GATHER, GATHER_MM, MM, MM_SCATTER, REDUCE_SCATTER, Kind, OpRegistry
from aotc.passes.dce import dce
from aotc.passes.runner import Fact, Noted, Pass, Scope
from aotc.passes.spmd.async_tp_sites import (Leaf, Reads, collectives, groups, leaves_of, moves_rows,
                                            private, reaches_matmul, tree, weight_gradient)
from aotc.sharding import TENSOR_AXIS

_CONTIGUOUS = MemoryFormat("contiguous_format")
_ADD = "aten.add.Tensor"
_MUL = "aten.mul.Tensor"


@dataclass(frozen=True)
class Sites:
    """What async_tp did to a pair of programs: the sites fused, and why others were not."""

    gathers: int = 0                            # all-gather -> matmul sites fused
    scatters: int = 0                           # matmul -> reduce-scatter sites fused
    left: tuple[tuple[str, int], ...] = ()      # (why, how many) left whole


def async_tp(forward: Program, backward: Program, registry: OpRegistry) -> Noted:
    """After async_tp, no matmul reads the rows of an all-gather over tp, or feeds a
    reduce-scatter over tp, apart from it: each such pair is one `aotc.gather_mm` or
    `aotc.mm_scatter`, whose exchanges run under its own matmuls. Sites it cannot fuse are
    left whole (`Sites.left`).

        t5 = all_gather(t4, 2, 'tp'); t6 = wait(t5)           # t4: [8, 2, 64], t6: [16, 2, 64]
        t7 = permute(t6, [1, 0, 2]); t8 = clone(t7); t9 = view(t8, [32, 64])
        t10 = mm(t9, t3)                                      # [32, 128]
        ->
        t20 = view(t4, [16, 64])
        t21, t22 = aotc.gather_mm(t20, (t3,), 2, 'tp')        # [32, 64] gathered, [32, 128]
        t23 = view(t22, [16, 2, 128]); t24 = permute(t23, [1, 0, 2]) ...   # rows(...), as t9's

    A gathered input that something else reads too (a weight gradient) reads the op's first
    result, the gathered rows.
    """
    left: Counter = Counter()
    counts = Counter()
    programs = []
    for original in (forward, backward):
        program = _fuse_scatters(_fuse_gathers(original, registry, counts, left), registry, counts, left)
        programs.append(program if program is original else dce(program, registry))
    sites = Sites(gathers=counts["gathers"], scatters=counts["scatters"],
                  left=tuple(sorted(left.items())))
    return Noted(tuple(programs), sites)


# ----------------------------------------------------------------------------------- edits

def _replay(b: Builder, op: Op, x: Value, width: int) -> Value:
    """`op` (one that moves rows) on x, whose rows are `width` wide instead."""
    if b.registry.lookup(op.name).is_(Kind.RESHAPE):
        return b.emit(op.name, x, tuple(op.args[1][:-1]) + (width,))
    return b.emit(op.name, x, *op.args[1:], kwargs=op.kwargs)


def _contiguous(b: Builder, x: Value) -> Value:
    return x if x.type.contiguous else b.emit("aten.clone.default", x, memory_format=_CONTIGUOUS)


def _matrix(b: Builder, x: Value) -> Value:
    """x's rows as a contiguous [rows, width] matrix."""
    x = _contiguous(b, x)
    width = x.type.shape[-1]
    return b.emit("aten.view.default", x, (x.type.numel // width, width))


class _Edit:
    """New ops to place before an index of the old program, old ops dropped, values renamed."""

    def __init__(self):
        self.before: dict[int, list[Op]] = {}
        self.dropped: set[int] = set()
        self.mapping: dict[Value, Value] = {}

    def insert(self, index: int, ops: list[Op]) -> None:
        self.before.setdefault(index, []).extend(ops)

    def apply(self, program: Program) -> Program:
        if not self.before and not self.dropped:
            return program
        ops = []
        for i, op in enumerate(program.ops):
            ops += self.before.get(i, [])
            if i not in self.dropped:
                ops.append(op)
        ops += self.before.get(len(program.ops), [])
        outputs = tuple(None if v is None else self.mapping.get(v, v) for v in program.outputs)
        return program.replace(ops=tuple(op.replace_inputs(self.mapping) for op in ops), outputs=outputs)


# ----------------------------------------------------------------------- (a) all-gather -> matmul

def _fuse_gathers(program: Program, registry: OpRegistry, counts: Counter, left: Counter) -> Program:
    reads, edit = Reads(program), _Edit()
    for pg, gather, pw, wait in list(collectives(program, GATHER, registry)):
        g, shard, n = wait.outputs[0], gather.args[0], gather.args[1]
        chain, paths, mms, others = [], {g: []}, [], []
        todo = [g]
        while todo:                          # the rows' reorderings from g, and the matmuls reading them
            v = todo.pop()
            for i in reads.of(v):
                op = program.ops[i] if i < len(program.ops) else None
                if op is not None and op.name == MM and op.args[0] is v and len(v.type.shape) == 2 \
                        and op.args[1] not in paths and not reads.depends(op.args[1], g, pg):
                    mms.append(i)
                elif op is not None and moves_rows(op, registry):
                    chain.append(i)
                    paths[op.outputs[0]] = paths[v] + [op]
                    todo.append(op.outputs[0])
                else:
                    others.append(i)
        if not mms:
            if others and all(weight_gradient(program, reads, i, registry) for i in others):
                left["all-gathers read only by matmuls that sum over the gathered rows (weight gradients)"] += 1
            elif any(reaches_matmul(program, reads, i, registry, 2) for i in others):
                left["all-gathers whose rows reach a matmul through ops that do not move whole rows "
                     "(a chunked loss's slices, say)"] += 1
            continue
        (members, place), *later = groups(program, reads, mms, pw)
        readers = others + [i for grp, _ in later for i in grp]
        if readers and min(readers) < place:
            # Something else reads the gathered rows before the first matmuls' weights exist:
            # the op would come too late for it.
            if any(reads.at.get(program.ops[i].args[1], -1) >= min(readers) for i in members):
                left["all-gathers read elsewhere before their matmuls' weights are made"] += 1
                continue
            place = min(readers)
        counts["gathers"] += 1
        b = Builder(registry, like=gather)
        outs = b.emit_many(GATHER_MM, _matrix(b, shard), tuple(program.ops[i].args[1] for i in members),
                           n, TENSOR_AXIS)
        edit.mapping[g] = b.emit("aten.view.default", outs[0], g.type.shape)
        for i, y in zip(members, outs[1:]):
            mm = program.ops[i]
            b.at(mm)
            out = mm.outputs[0].type.shape[-1]
            y = b.emit("aten.view.default", y, g.type.shape[:-1] + (out,))
            for op in paths[mm.args[0]]:
                y = _replay(b, op, y, out)
            edit.mapping[mm.outputs[0]] = _contiguous(b, y)
            edit.dropped.add(i)
        # The rows' reorderings follow the gathered rows, for whatever else reads them.
        edit.insert(place, b.ops + [program.ops[i] for i in sorted(chain)])
        edit.dropped |= {pg, pw, *chain}
    return edit.apply(program)


# ------------------------------------------------------------------- (b) matmul -> reduce-scatter


def _fuse_scatters(program: Program, registry: OpRegistry, counts: Counter, left: Counter) -> Program:
    reads, edit = Reads(program), _Edit()
    for pr, rs, pw, wait in list(collectives(program, REDUCE_SCATTER, registry)):
        y, n = rs.args[0], rs.args[2]
        inside: list[int] = []
        found = tree(program, reads.at, registry, y, (), inside)
        leaves = list(leaves_of(found)) if found is not None else []
        if not any(isinstance(leaf, Leaf) for leaf in leaves) or rs.args[1] != "sum":
            continue
        if n > 2:
            left["matmul -> reduce-scatter sites over more than 2 ranks (NCCL's reduce-scatter, scheduled "
                 "under the work beside it, is faster there than point-to-point sends)"] += 1
            continue
        if any(leaf is None for leaf in leaves):
            left["matmul -> reduce-scatter sites that also sum what no matmul makes"] += 1
            continue
        if not private(program, reads, inside, y, pr):
            left["matmul -> reduce-scatter sites whose partial products are also read elsewhere"] += 1
            continue
        scales: list[Value] = []
        shape = _sum_of(found, leaves, scales)
        if shape is None:
            left["matmul -> reduce-scatter sites whose products are combined other than by sums and scales"] += 1
            continue
        counts["scatters"] += 1
        b = Builder(registry)
        inputs = []
        for leaf in leaves:            # each matmul's input, its rows in the scatter's order
            b.at(leaf.mm)
            a = _contiguous(b, leaf.mm.args[0])
            for op in leaf.path:
                a = _replay(b, op, a, a.type.shape[-1])
            inputs.append(_matrix(b, a))
        b.at(rs)
        out = b.emit(MM_SCATTER, tuple(inputs), tuple(leaf.mm.args[1] for leaf in leaves), tuple(scales),
                     tuple(tree_code(shape)), n, TENSOR_AXIS)
        b.at(wait)
        edit.mapping[wait.outputs[0]] = b.emit("aten.view.default", out, wait.outputs[0].type.shape)
        edit.insert(pr, b.ops)
        edit.dropped |= {pr, pw, *inside}
    return edit.apply(program)


def _sum_of(node, leaves: list, scales: list):
    """What `node` makes of the leaves, for aotc.customops.tp_matmul.tree_code: a leaf's index,
    a pair (a sum), or ("scale", k, term) (a product with the vector scales[k], which this
    appends); None where something else combines them."""
    if isinstance(node, Leaf):
        return next(k for k, leaf in enumerate(leaves) if leaf is node)
    op = node.op
    if op.kwargs or len(op.args) != 2:
        return None
    if op.name == _ADD and node.slots == (0, 1):
        parts = [_sum_of(term, leaves, scales) for term in node.terms]
        return None if None in parts else tuple(parts)
    if op.name == _MUL and len(node.slots) == 1:       # a vector along the rows (a norm's weight)
        vector = op.args[1 - node.slots[0]]
        part = _sum_of(node.terms[0], leaves, scales)
        if not isinstance(vector, Value) or part is None:
            return None
        scales.append(vector)
        return ("scale", len(scales) - 1, part)
    return None


# ------------------------------------------------------------------------------------ feature

@dataclass(frozen=True)
class AsyncTP:
    """Async tensor parallelism as a feature of a compile (`--async-tp`): one pair pass, after
    sequence parallelism's activations are gathered again in the backward."""

    tp: int                        # ranks along tp

    def passes(self, scope: Scope, registry: OpRegistry) -> list[Pass]:
        if scope is not Scope.PAIR:
            return []
        return [Pass("async_tp", scope, partial(async_tp, registry=registry),
                     needs=frozenset({Fact.PLAIN, Fact.SPLIT, Fact.REGATHERED}), breaks=frozenset({Fact.SCHEDULED}))]

    def report(self, sites: Sites | None, say: Callable[[str], None]) -> None:
        """One line of what the pass cut, and one of what it left whole and why."""
        if sites is None:
            return
        say(f"async tp: {sites.gathers} all-gather -> matmul and {sites.scatters} matmul -> reduce-scatter "
            f"sites fused with their matmuls over tp={self.tp}")
        if sites.left:
            say("async tp: left whole: " + "; ".join(f"{why} ({count})" for why, count in sites.left))
