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
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import partial
from typing import Callable

from aotc.builder import Builder
from aotc.ir import MemoryFormat, Op, Program, Value, defined_at
from aotc.ops import GATHER, MM, REDUCE_SCATTER, WAIT, Kind, OpRegistry
from aotc.passes.dce import dce
from aotc.passes.runner import Fact, Noted, Pass, Scope
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


# ------------------------------------------------------------------------------------ rows

def moves_rows(op: Op, registry: OpRegistry) -> bool:
    """Whether `op` reorders whole rows of its one tensor input: a reshape that keeps the last
    size, a permutation that keeps the last dimension in place, a copy in the same dtype."""
    if op.unpack or len(op.outputs) != 1 or op.outputs[0] is None or not op.args:
        return False
    x, out = op.args[0], op.outputs[0].type
    if not isinstance(x, Value) or list(op.inputs()) != [x]:
        return False
    t = x.type
    if not t.shape or not out.shape or t.shape[-1] != out.shape[-1] or t.dtype != out.dtype:
        return False
    record, last = registry.lookup(op.name), len(t.shape) - 1
    if record.is_(Kind.RESHAPE):
        return len(op.args) == 2 and not op.kwargs and tuple(op.args[1])[-1:] == (t.shape[-1],)
    if record.is_(Kind.PERMUTE):
        if op.name == "aten.permute.default":
            return op.args[1][-1] % len(t.shape) == last
        if op.name == "aten.transpose.int":
            return all(d % len(t.shape) != last for d in op.args[1:3])
        return False
    return record.is_(Kind.COPY) and out.shape == t.shape


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


class _Reads:
    """Who reads each value of a program: op indices, and len(ops) for a program output."""

    def __init__(self, program: Program):
        self.ops = program.ops
        self.at = defined_at(program.ops)
        self.by: dict[Value, list[int]] = {}
        for i, op in enumerate(program.ops):
            for v in dict.fromkeys(op.inputs()):
                self.by.setdefault(v, []).append(i)
        for v in program.outputs:
            if v is not None:
                self.by.setdefault(v, []).append(len(program.ops))

    def of(self, v: Value) -> list[int]:
        return self.by.get(v, [])

    def first(self, v: Value) -> int:
        return min(self.of(v), default=len(self.ops))

    def depends(self, v: Value, on: Value, since: int) -> bool:
        """Whether v is computed from `on` (which is defined at `since` or later)."""
        stack, seen = [v], set()
        while stack:
            u = stack.pop()
            if u is on:
                return True
            i = self.at.get(u, -1)
            if i >= since and u not in seen:
                seen.add(u)
                stack.extend(self.ops[i].inputs())
        return False


def _collectives(program: Program, name: str, registry: OpRegistry):
    """(index of each collective `name` over tp, its op, index of its wait, the wait)."""
    waits = {op.args[0]: (i, op) for i, op in enumerate(program.ops) if registry.kind(op, Kind.WAIT)}
    for i, op in enumerate(program.ops):
        if op.name == name and op.args[-1] == TENSOR_AXIS and op.outputs[0] in waits:
            yield (i, op) + waits[op.outputs[0]]


# ----------------------------------------------------------------------- (a) all-gather -> matmul

def _cut_gathers(program: Program, registry: OpRegistry, counts: Counter, left: Counter) -> Program:
    reads, edit = _Reads(program), _Edit()
    for pg, gather, pw, wait in list(_collectives(program, GATHER, registry)):
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
            if others and all(_weight_gradient(program, reads, i, registry) for i in others):
                left["all-gathers read only by matmuls that sum over the gathered rows (weight gradients)"] += 1
            elif any(_reaches_matmul(program, reads, i, registry, 2) for i in others):
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
        for group, at in _groups(program, reads, mms, pw):
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


def _groups(program: Program, reads: _Reads, mms: list[int], ready: int):
    """The matmuls in groups that run chunk by chunk together, each with the index before which
    it goes: after the gathered chunks and every group member's weight, before any reader of a
    member's result."""
    groups: list[tuple[list[int], int, int]] = []      # (members, earliest place, latest place)
    for i in sorted(mms):
        w = program.ops[i].args[1]
        earliest = max(ready, reads.at.get(w, -1)) + 1
        latest = reads.first(program.ops[i].outputs[0])
        if groups and max(groups[-1][1], earliest) <= min(groups[-1][2], latest):
            members, e, lt = groups[-1]
            groups[-1] = (members + [i], max(e, earliest), min(lt, latest))
        else:
            groups.append(([i], earliest, latest))
    return [(members, earliest) for members, earliest, _ in groups]


def _weight_gradient(program: Program, reads: _Reads, i: int, registry: OpRegistry) -> bool:
    """Whether op i is a matmul, or a permutation only matmuls read (a weight gradient's transpose)."""
    if i >= len(program.ops):
        return False
    op = program.ops[i]
    return registry.kind(op, Kind.MATMUL) or registry.kind(op, Kind.PERMUTE) and all(
        j < len(program.ops) and registry.kind(program.ops[j], Kind.MATMUL) for j in reads.of(op.outputs[0]))


def _reaches_matmul(program: Program, reads: _Reads, i: int, registry: OpRegistry, hops: int) -> bool:
    """Whether op i is a matmul, or one reads its result within `hops` more ops."""
    if i >= len(program.ops):
        return False
    op = program.ops[i]
    return registry.kind(op, Kind.MATMUL) or hops > 0 and any(
        _reaches_matmul(program, reads, j, registry, hops - 1) for v in op.outputs if v is not None
        for j in reads.of(v))


# ------------------------------------------------------------------- (b) matmul -> reduce-scatter

@dataclass(frozen=True)
class _Leaf:
    mm: Op
    path: tuple[Op, ...]           # the ops that move its rows to the reduce-scatter's input


@dataclass(frozen=True)
class _Rows:
    op: Op                         # the same elementwise op on every row
    slots: tuple[int, ...]         # its arguments that are products of matmuls, row by row
    terms: tuple


def _cut_scatters(program: Program, registry: OpRegistry, counts: Counter, left: Counter) -> Program:
    reads, edit = _Reads(program), _Edit()
    for pr, rs, pw, wait in list(_collectives(program, REDUCE_SCATTER, registry)):
        y, n = rs.args[0], rs.args[2]
        inside: list[int] = []
        found = _tree(program, reads.at, registry, y, (), inside)
        leaves = list(_leaves(found)) if found is not None else []
        if not any(isinstance(leaf, _Leaf) for leaf in leaves) or rs.args[1] != "sum":
            continue
        if any(leaf is None for leaf in leaves):
            left["matmul -> reduce-scatter sites that also sum what no matmul makes"] += 1
            continue
        if not _private(program, reads, inside, y, pr):
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


def _tree(program: Program, producer: dict, registry: OpRegistry, v: Value, path: tuple, inside: list):
    """How v is made of matmuls' products: a `_Leaf` (a matmul whose rows `path` moves to the
    reduce-scatter's order), a `_Rows` (an elementwise op on such products: a sum of matmuls, or a
    frozen norm's weight applied before the reduction), or None (something no matmul makes).
    `inside` collects the indices of the ops it spans."""
    i = producer.get(v)
    if i is None:
        return None
    op = program.ops[i]
    if op.name == MM and len(op.args) == 2:
        inside.append(i)
        return _Leaf(op, path)
    if moves_rows(op, registry):
        inside.append(i)
        return _tree(program, producer, registry, op.args[0], (op,) + path, inside)
    if not registry.kind(op, Kind.POINTWISE) or op.unpack or any(isinstance(a, Value) for _, a in op.kwargs):
        return None
    out = op.outputs[0].type
    slots = tuple(k for k, a in enumerate(op.args) if isinstance(a, Value) and a.type == out)
    # Every other operand is the same for every row (a scalar, or a vector along the last dimension).
    if not slots or any(isinstance(a, Value) and len(a.type.shape) > 1
                        for k, a in enumerate(op.args) if k not in slots):
        return None
    inside.append(i)
    return _Rows(op, slots, tuple(_tree(program, producer, registry, op.args[k], path, inside) for k in slots))


def _leaves(node):
    if isinstance(node, _Rows):
        for term in node.terms:
            yield from _leaves(term)
    else:
        yield node


def _private(program: Program, reads: _Reads, inside: list[int], y: Value, pr: int) -> bool:
    """Whether every value the tree makes is read by the one op above it in the tree alone (the
    reduce-scatter, for its input): nothing else needs a whole product."""
    for i in inside:
        out = program.ops[i].outputs[0]
        above = pr if out is y else next((j for j in inside if out in set(program.ops[j].inputs())), -1)
        if reads.of(out) != [above]:
            return False
    return True


def _chunk(b: Builder, node, inputs: dict, c: int, rows: int) -> Value:
    """Chunk c of `node`: each matmul on its input's piece c of every rank's rows."""
    if isinstance(node, _Rows):
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
