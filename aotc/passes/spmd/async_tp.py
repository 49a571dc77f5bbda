"""Async tensor parallelism: a matmul cut into tp chunks around its all-gather or reduce-scatter,
so that one chunk's communication runs while another chunk's matmul does.

Under sequence parallelism (`model_parallel`) two shapes recur, in the forward and the backward:

    (a) all-gather -> matmul:  g = wait(all_gather(shard)); y = mm(rows(g), w)
        a column-parallel linear's input; in the backward, a row-parallel one's output gradient
    (b) matmul -> reduce-scatter:  r = wait(reduce_scatter(rows(mm(a, w) [+ mm(a2, w2) ...])))
        a row-parallel linear's partial sum; in the backward, a column-parallel one's input
        gradient (a sum of matmuls where several linears read one input: q, k and v)

`rows(...)` is a chain of reshapes, permutations and same-dtype copies that moves whole rows
(the last dimension stays last and whole): the sequence-parallel layout's reordering of tokens.

Each rank's shard of rows is cut into tp pieces; chunk i is piece i of every rank's shard, moved
by a functional collective of its own, so the portable program runs wherever gloo does and every
rank issues the same collectives. PyTorch's micro-pipelined async TP
(`torch.distributed._symmetric_memory.fused_all_gather_matmul`) also cuts the work into tp
pieces, there one peer's whole shard each, copied over symmetric memory; a functional collective
has every rank take part alike, so here a piece is 1/tp of every shard instead.

Every element of every result is the same dot product over the same K as before, and every
reduce-scattered element the same sum of the same tp terms: the results are the same bits
wherever the matmul kernel accumulates a row alike however many rows it is given, and the
collective sums an element's terms in one order whatever the tensor's size (a sum of two terms
always does). tests/test_async_tp.py finds the same bits at tp=2 on the CPU after three steps.

Where a site may be cut is found by aotc.passes.spmd.async_tp_sites; this module rewrites it.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import partial
from typing import Callable

from aotc.builder import Builder
from aotc.ir import MemoryFormat, Op, Program, Value
from aotc.ops import GATHER, MM, REDUCE_SCATTER, WAIT, Kind, OpRegistry
from aotc.passes.dce import dce
from aotc.passes.runner import Fact, Noted, Pass, Scope
from aotc.passes.spmd.async_tp_sites import (Leaf, Reads, Rows, collectives, groups, leaves_of, moves_rows,
                                            private, reaches_matmul, tree, weight_gradient)
from aotc.sharding import TENSOR_AXIS

_CONTIGUOUS = MemoryFormat("contiguous_format")


@dataclass(frozen=True)
class Sites:
    """What async_tp did to a pair of programs: the sites cut into chunks, and why others were not."""

    gathers: int = 0                            # all-gather -> matmul sites cut
    scatters: int = 0                           # matmul -> reduce-scatter sites cut
    left: tuple[tuple[str, int], ...] = ()      # (why, how many) left whole


def async_tp(forward: Program, backward: Program, registry: OpRegistry) -> Noted:
    """After async_tp, no matmul reads the rows of an all-gather over tp, or feeds a
    reduce-scatter over tp, whole: each runs in tp chunks, chunk i's collective its own, so
    that one chunk's communication overlaps another chunk's matmul (schedule_collectives
    places them). Sites whose rows do not divide into tp chunks are left whole (`Sites.left`).

        t5 = all_gather(t4, 2, 'tp'); t6 = wait(t5)           # t4: [8, 2, 64], t6: [16, 2, 64]
        t7 = permute(t6, [1, 0, 2]); t8 = clone(t7); t9 = view(t8, [32, 64])
        t10 = mm(t9, t3)                                      # [32, 128]
        ->
        t20 = view(t4, [2, 8, 64])
        t21 = select(t20, 0, 0); t22 = all_gather(t21, 2, 'tp'); t23 = wait(t22)     # chunk 0
        t24 = select(t20, 0, 1); t25 = all_gather(t24, 2, 'tp'); t26 = wait(t25)     # chunk 1
        t27 = mm(t23, t3); t28 = mm(t26, t3)                  # each [16, 128], rows as gathered
        t31 = stack([view(t27, [2, 8, 128]), view(t28, [2, 8, 128])], 1)
        t32 = view(t31, [16, 2, 128]); t33 = permute(t32, [1, 0, 2]) ...   # rows(...), as t9's

    The matmul runs on the rows in the order they were gathered, and their reordering moves to
    its result (the result's width instead of the input's); a reduce-scatter's reordering moves
    to the matmul's input. A gathered input that something else reads too (a weight gradient)
    is stacked whole again from the chunks.
    """
    left: Counter = Counter()
    counts = Counter()
    programs = []
    for original in (forward, backward):
        program = _cut_scatters(_cut_gathers(original, registry, counts, left), registry, counts, left)
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

def _cut_gathers(program: Program, registry: OpRegistry, counts: Counter, left: Counter) -> Program:
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
        width = shard.type.shape[-1]
        rows = shard.type.numel // width
        if rows % n or not shard.type.contiguous:
            left[f"all-gather -> matmul sites whose {rows} rows per rank do not cut into tp={n} chunks"] += 1
            continue
        counts["gathers"] += 1
        b = Builder(registry, like=gather)
        pieces = b.emit("aten.view.default", shard, (n, rows // n, width))
        chunks = [b.emit(WAIT, b.emit(GATHER, b.emit("aten.select.int", pieces, 0, i), n, TENSOR_AXIS))
                  for i in range(n)]                                       # each [rows, width]
        edit.insert(pg, b.ops)
        for group, at in groups(program, reads, mms, pw):
            b = Builder(registry)
            products = {i: [] for i in group}
            for c in chunks:                                               # chunk by chunk, every matmul
                for i in group:
                    products[i].append(b.at(program.ops[i]).emit(MM, c, program.ops[i].args[1]))
            for i in group:
                mm = program.ops[i]
                b.at(mm)
                out = mm.outputs[0].type.shape[-1]
                y = b.emit("aten.stack.default", tuple(b.emit("aten.view.default", p, (n, rows // n, out))
                                                       for p in products[i]), 1)
                y = b.emit("aten.view.default", y, g.type.shape[:-1] + (out,))
                for op in paths[mm.args[0]]:
                    y = _replay(b, op, y, out)
                edit.mapping[mm.outputs[0]] = _contiguous(b, y)
                edit.dropped.add(i)
            edit.insert(at, b.ops)
        edit.dropped |= {pg, pw, *chain}
        if others:           # what else reads the gathered rows gets them whole, stacked from the chunks
            b = Builder(registry, like=wait)
            whole = b.emit("aten.stack.default", tuple(b.emit("aten.view.default", c, (n, rows // n, width))
                                                       for c in chunks), 1)
            edit.mapping[g] = b.emit("aten.view.default", whole, g.type.shape)
            edit.insert(min(others), b.ops + [program.ops[i] for i in sorted(chain)])
    return edit.apply(program)


# ------------------------------------------------------------------- (b) matmul -> reduce-scatter


def _cut_scatters(program: Program, registry: OpRegistry, counts: Counter, left: Counter) -> Program:
    reads, edit = Reads(program), _Edit()
    for pr, rs, pw, wait in list(collectives(program, REDUCE_SCATTER, registry)):
        y, n = rs.args[0], rs.args[2]
        inside: list[int] = []
        found = tree(program, reads.at, registry, y, (), inside)
        leaves = list(leaves_of(found)) if found is not None else []
        if not any(isinstance(leaf, Leaf) for leaf in leaves) or rs.args[1] != "sum":
            continue
        if any(leaf is None for leaf in leaves):
            left["matmul -> reduce-scatter sites that also sum what no matmul makes"] += 1
            continue
        if not private(program, reads, inside, y, pr):
            left["matmul -> reduce-scatter sites whose partial products are also read elsewhere"] += 1
            continue
        width = y.type.shape[-1]
        rows = y.type.numel // width // n          # per rank the scatter sends to
        if rows % n or not y.type.contiguous:
            left[f"matmul -> reduce-scatter sites whose {rows} rows per rank do not cut into tp={n} chunks"] += 1
            continue
        counts["scatters"] += 1
        b = Builder(registry)
        inputs = {}
        for leaf in leaves:            # each matmul's input, its rows in the scatter's order
            b.at(leaf.mm)
            a = _contiguous(b, leaf.mm.args[0])
            for op in leaf.path:
                a = _replay(b, op, a, a.type.shape[-1])
            inputs[leaf] = b.emit("aten.view.default", _contiguous(b, a), (n, n, rows // n, a.type.shape[-1]))
        parts = []
        for c in range(n):
            part = _chunk(b, found, inputs, c, n * (rows // n))
            b.at(rs)
            parts.append(b.emit(WAIT, b.emit(REDUCE_SCATTER, part, "sum", n, TENSOR_AXIS)))   # [rows / n, width]
        b.at(wait)
        whole = b.emit("aten.cat.default", tuple(parts), 0)
        edit.mapping[wait.outputs[0]] = b.emit("aten.view.default", whole, wait.outputs[0].type.shape)
        edit.insert(pr, b.ops)
        edit.dropped |= {pr, pw, *inside}
    return edit.apply(program)


def _chunk(b: Builder, node, inputs: dict, c: int, rows: int) -> Value:
    """Chunk c of `node`: each matmul on its input's piece c of every rank's rows."""
    if isinstance(node, Rows):
        args = list(node.op.args)
        for k, term in zip(node.slots, node.terms):
            args[k] = _chunk(b, term, inputs, c, rows)
        return b.at(node.op).emit(node.op.name, *args, kwargs=node.op.kwargs)
    b.at(node.mm)
    piece = b.emit("aten.select.int", inputs[node], 1, c)                      # [tp, rows / tp, K]
    a = b.emit("aten.view.default", _contiguous(b, piece), (rows, piece.type.shape[-1]))
    return b.emit(MM, a, node.mm.args[1])


# ------------------------------------------------------------------------------------ feature

@dataclass(frozen=True)
class AsyncTP:
    """Async tensor parallelism as a feature of a compile (`--async-tp`): one pair pass, after
    sequence parallelism's activations are gathered again in the backward."""

    tp: int                        # ranks along tp: the chunks each site is cut into

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
            f"sites cut into {self.tp} chunks")
        if sites.left:
            say("async tp: left whole: " + "; ".join(f"{why} ({count})" for why, count in sites.left))
