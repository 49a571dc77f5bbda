"""Fusion regions: groups of elementwise and reduction ops that one fused kernel can run.

The partition is decided here, on the portable program, once for every target of its device
(Inductor writes some ops as loops on CUDA and calls ATen for them on the CPU:
`OpRecord.loop_on`); what runs a region on a given machine (an Inductor kernel in a kernel
pack, or its body op by op) is decided at build-kernels and load time.
"""

from __future__ import annotations

import heapq
from typing import Callable

from aotc.ir import Op, Port, Program, Region, Value, defined_at
from aotc.memory import program_device
from aotc.ops import Kind, OpRecord, OpRegistry

def loop_op(op: Op, record: OpRecord) -> bool:
    """Policy: a fused kernel can run this op (pure ATen: elementwise, a reduction or a view)."""
    return record.is_(Kind.LOOP)


def free_op(op: Op, record: OpRecord) -> bool:
    """Ops that cost nothing to repeat inside a region: views and constants."""
    return record.is_(Kind.ALIAS) or not any(True for _ in op.inputs())


def fuse(program: Program, registry: OpRegistry, *, executor: str = "inductor",
         fusible: Callable[[Op, OpRecord], bool] = loop_op, min_compute: int = 1) -> Program:
    """After fuse, every group of fusible ops connected by data flow and separated by no other
    op is one Region (when it holds at least `min_compute` ops that are not free).

        t3 = aten.mm.default(t1, t2)              t3 = aten.mm.default(t1, t2)
        t4 = aten.mul.Tensor(t3, t0)       ->     t5, = region[inductor](t3, t0):
        t5 = aten.relu.default(t4)                    t4 = aten.mul.Tensor(t3, t0)
                                                      t5 = aten.relu.default(t4)

    Grouping is by depth (the number of non-fusible ops on the longest path to an op), so no
    path leaves a region and comes back to it: the regions and the remaining ops still form a
    program in dependency order. Views and constants a region reads are repeated inside it, so
    every region input is a tensor some real op produced (its own storage, never an offset
    view: kernels may assume aligned inputs).
    """
    fusible = _on_device(fusible, program_device(program))
    ops = _repeat_cheap_producers(list(program.ops), registry, fusible, program.outputs)
    records = [registry.lookup(op.name) if isinstance(op, Op) else None for op in ops]
    in_loop = [r is not None and fusible(op, r) for op, r in zip(ops, records)]
    producer = defined_at(ops)
    depth, grouping = _depth_groups(ops, in_loop, producer, _relayouts(ops, records, producer))
    _join_single_readers(ops, in_loop, producer, depth, grouping, program.outputs)
    _join_sibling_reductions(ops, in_loop, producer, depth, grouping, records)

    groups: dict[int, list[int]] = {}
    for i in range(len(ops)):
        if in_loop[i]:
            groups.setdefault(grouping.find(i), []).append(i)
    free = [in_loop[i] and free_op(ops[i], records[i]) for i in range(len(ops))]
    members = [g for g in groups.values() if sum(1 for i in g if not free[i]) >= min_compute]
    if not members:
        return program

    owner = {i: n for n, g in enumerate(members) for i in g}
    chosen = [_with_free_inputs(ops, g, producer, free) for g in members]
    # A value leaves its region when a program output, a plain op or another region reads it.
    used_outside: set[Value] = {v for v in program.outputs if v is not None}
    for i, op in enumerate(ops):
        if i not in owner:
            used_outside.update(op.inputs())
    for ids in chosen:
        for i in ids:
            used_outside.update(v for v in ops[i].inputs() if producer.get(v) not in ids)

    units: list[tuple[int, Op | Region, set[Value]]] = []   # (order key, unit, values it reads)
    for g, ids in zip(members, chosen):
        region = _region(ops, set(g), sorted(ids), producer, used_outside, executor)
        units.append((g[0], region, set(region.args)))
    for i, op in enumerate(ops):
        if i not in owner:
            units.append((i, op, set(op.inputs())))
    return program.replace(ops=_schedule(units, set(program.inputs)))


def _on_device(fusible, device: str):
    """`fusible`, for ops whose tensors are all on `device`: a fused kernel for the program's
    device cannot take a host scalar (an optimizer's step count) or make one, and an op that is
    a loop elsewhere or for other operands only (`OpRecord.loop_on`) is not one here."""
    def claims(op: Op, record: OpRecord) -> bool:
        return fusible(op, record) and (record.loop_on(op, device) or not record.is_(Kind.LOOP)) \
            and all(v.type.device == device for v in op.inputs()) \
            and all(v.type.device == device for v in op.outputs if v is not None)
    return claims


def repeatable_op(op: Op, record: OpRecord) -> bool:
    """Policy: ops a reader region may run again instead of reading their result from memory:
    elementwise ops, casts and views. Reductions are never repeated."""
    return bool(record.kinds & {Kind.POINTWISE, Kind.ALIAS, Kind.CREATOR, Kind.COPY})


def _repeat_cheap_producers(ops: list, registry: OpRegistry, fusible, outputs) -> list:
    """Where a group reads values another group computes by elementwise ops and casts alone,
    and reading those ops' own inputs moves no more bytes than reading the values, the reader
    gets its own copy of the ops (placed beside the originals, which die if nothing else reads
    them). A backward region then recomputes `x.float() * rstd` from the saved bfloat16 `x`
    instead of reading three float32 tensors the size of `x` that another region wrote, which
    is what a fusion compiler does when it inlines elementwise producers into every consumer."""
    records = [registry.lookup(op.name) if isinstance(op, Op) else None for op in ops]
    in_loop = [r is not None and fusible(op, r) for op, r in zip(ops, records)]
    producer = defined_at(ops)
    _, groups = _depth_groups(ops, in_loop, producer, _relayouts(ops, records, producer))
    wanted: dict[tuple[int, int], dict[Value, None]] = {}   # (producing group, reading group) -> values
    for i, op in enumerate(ops):
        if in_loop[i]:
            for v in op.inputs():
                j = producer.get(v)
                if j is not None and in_loop[j] and groups.find(j) != groups.find(i):
                    wanted.setdefault((groups.find(j), groups.find(i)), {})[v] = None
    if not wanted:
        return ops
    readers_of: dict[int, list[int]] = {}
    for i in range(len(ops)):
        if in_loop[i]:
            readers_of.setdefault(groups.find(i), []).append(i)
    after: dict[int, list[Op]] = {}       # op index -> copies placed right after it
    rewrite: dict[int, dict[Value, Value]] = {}
    repeated: set[int] = set()
    def cheaper(g: int, values) -> set[int] | None:
        cone = _cone(ops, producer, groups, g, values)
        if not all(repeatable_op(ops[j], records[j]) for j in cone):
            return None
        reads = {v for j in cone for v in ops[j].inputs() if producer.get(v) not in cone}
        return cone if sum(v.type.nbytes for v in reads) <= sum(v.type.nbytes for v in values) else None

    for (g, h), values in wanted.items():
        cone = cheaper(g, values)
        if cone is None:
            # Not all of them: still each broadcast the reader can make from much smaller inputs
            # (a one-hot mask [C, V] from [C] targets), which would otherwise be written out whole.
            values = {v: None for v in values if _broadcast(v, ops, producer) and cheaper(g, {v: None}) is not None}
            if not values:
                continue
            cone = cheaper(g, values)
        copies: dict[Value, Value] = {}
        for j in sorted(cone):
            op = ops[j].replace_inputs(copies)
            outs = tuple(None if v is None else Value(v.type) for v in op.outputs)
            copies.update((v, w) for v, w in zip(op.outputs, outs) if v is not None)
            after.setdefault(j, []).append(op.with_outputs(outs))
        for i in readers_of[h]:
            rewrite.setdefault(i, {}).update((v, copies[v]) for v in values)
        repeated |= cone
    if not after:
        return ops
    out = []     # (op, whether it may be dropped when nothing reads it)
    for i, op in enumerate(ops):
        out.append((op.replace_inputs(rewrite[i]) if i in rewrite else op, i in repeated))
        out.extend((copy, False) for copy in after.get(i, ()))
    return _drop_unread(out, outputs)


def _broadcast(v: Value, ops, producer) -> bool:
    """Whether `v` is made by an op from tensors much smaller than it together (an outer
    comparison): worth making again where it is read."""
    reads = list(ops[producer[v]].inputs())
    return bool(reads) and BROADCAST_RATIO * sum(u.type.numel for u in reads) <= v.type.numel


# How much larger than all its inputs together a result must be to count as a broadcast of them.
BROADCAST_RATIO = 4


def _cone(ops, producer, groups: _Groups, g: int, values) -> set[int]:
    """The ops of group `g` that `values` depend on."""
    cone: set[int] = set()
    stack = [producer[v] for v in values]
    while stack:
        j = stack.pop()
        if j in cone:
            continue
        cone.add(j)
        stack.extend(producer[v] for v in ops[j].inputs() if v in producer and groups.find(producer[v]) == g)
    return cone


def _drop_unread(ops: list[tuple[Op, bool]], outputs) -> list:
    """The ops, without the droppable ones whose results nobody reads any more."""
    read = {v for v in outputs if v is not None}
    kept = []
    for op, droppable in reversed(ops):
        if droppable and not any(v in read for v in op.outputs if v is not None):
            continue
        read.update(op.inputs())
        kept.append(op)
    return kept[::-1]


class _Groups:
    """Union-find over op indices."""

    def __init__(self, n: int):
        self.parent = list(range(n))

    def find(self, i: int) -> int:
        parent = self.parent
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    def join(self, a: int, b: int) -> int:
        a, b = self.find(a), self.find(b)
        self.parent[max(a, b)] = min(a, b)
        return min(a, b)


def _relayouts(ops, records, producer) -> set[int]:
    """The ops that copy a transposed view of a float8 tensor into its own layout. Such a copy
    starts a kernel of its own rather than joining the kernel that makes the tensor: an fp8
    cast is made beside its amax, by a kernel that walks the tensor by rows, which could store
    the copy only a column at a time, where a kernel of its own reads and writes it in tiles
    (fp8_transposes; bench/RESULTS.md, "Delayed scaling in one pass"). Wider tensors stay with
    their producer, whose kernel Inductor tiles for the transposed store."""
    found = set()
    for i, op in enumerate(ops):
        record = records[i]
        if record is None or not record.is_(Kind.COPY) or len(op.outputs) != 1:
            continue
        source = op.args[0] if op.args else None
        j = producer.get(source) if isinstance(source, Value) else None
        if j is None or records[j] is None or not records[j].is_(Kind.PERMUTE):
            continue
        if op.outputs[0].type.dtype == source.type.dtype and source.type.dtype.startswith("float8"):
            found.add(i)
    return found


def _depth_groups(ops, in_loop: list[bool], producer, apart: set[int] = frozenset()) -> tuple[list[int], _Groups]:
    """Each op's depth (the number of non-fusible ops on the longest path that defines its
    inputs), and groups joining the fusible ops of one depth that data flow connects, except
    that the ops in `apart` join no group through what they read."""
    depth = [0] * len(ops)
    value_depth: dict[Value, int] = {}
    for i, op in enumerate(ops):
        d = max((value_depth.get(v, 0) for v in op.inputs()), default=0)
        depth[i] = d
        out = d if in_loop[i] else d + 1
        for v in op.outputs:
            if v is not None:
                value_depth[v] = out
    groups = _Groups(len(ops))
    for i, op in enumerate(ops):
        if in_loop[i] and i not in apart:
            for v in op.inputs():
                j = producer.get(v)
                if j is not None and in_loop[j] and depth[j] == depth[i]:
                    groups.join(i, j)
    return depth, groups


def _join_single_readers(ops, in_loop, producer, depth, groups: _Groups, outputs) -> None:
    """A group whose results only one deeper group reads joins that group: every path into it
    starts shallower than the reader, and every path out of it enters the reader at once, so
    none can leave the merged group and come back. Groups are taken last first, so a chain of
    such groups folds into its reader one by one."""
    members: dict[int, list[int]] = {}
    for i in range(len(ops)):
        if in_loop[i]:
            members.setdefault(groups.find(i), []).append(i)
    level = {root: depth[ids[0]] for root, ids in members.items()}
    returned = {producer[v] for v in outputs if v is not None and v in producer}
    readers: dict[int, set[int]] = {}
    for i, op in enumerate(ops):
        for v in op.inputs():
            j = producer.get(v)
            if j is not None:
                readers.setdefault(j, set()).add(i)
    for root in sorted(members, key=lambda r: members[r][-1], reverse=True):
        if root not in members:     # already joined into a group taken earlier
            continue
        ids = members[root]
        if any(i in returned for i in ids):
            continue
        outside = {u for i in ids for u in readers.get(i, ()) if groups.find(u) != root}
        if not outside or not all(in_loop[u] for u in outside):
            continue
        targets = {groups.find(u) for u in outside}
        if len(targets) != 1:
            continue
        target = targets.pop()
        if level[root] >= level[target]:
            continue
        merged = groups.join(root, target)
        members[merged] = members.pop(root) + members.pop(target)
        level[merged] = max(level.pop(root), level.pop(target))


def _join_sibling_reductions(ops, in_loop, producer, depth, groups: _Groups, records) -> None:
    """A group that only reduces a large tensor (all its ops hand on is much smaller than what it
    reads) joins another group of the same level that reads that tensor too, so one kernel can
    read it for both: delayed scaling's amax of a tensor beside the cast of it, which no data
    flow connects. A result the program returns does not count as handed on, so two groups
    that return what they make of one tensor may join as well; one kernel reads it for both. A path between two groups of one level leaves the first from an op of
    that level (a shallower member's results are read only inside its group) and so crosses
    no non-fusible op (that would end deeper): it is fusible edges between ops of one depth,
    which only a relayout copy (`_relayouts`) leaves unjoined. Two groups such edges connect
    are not joined, so the join makes no cycle."""
    members: dict[int, list[int]] = {}
    for i in range(len(ops)):
        if in_loop[i]:
            members.setdefault(groups.find(i), []).append(i)
    if len(members) < 2:
        return
    level = {root: max(depth[i] for i in ids) for root, ids in members.items()}
    reads: dict[int, set[Value]] = {}
    results: dict[int, int] = {}
    readers: dict[Value, set[int]] = {}
    for root, ids in members.items():
        inside = {v for i in ids for v in ops[i].outputs if v is not None}
        reads[root] = {v for i in ids for v in ops[i].inputs() if v not in inside and v.type.numel > 1}
        if all(free_op(ops[i], records[i]) for i in ids):
            continue            # views alone: no kernel reads the tensor there
        for v in reads[root]:
            readers.setdefault(v, set()).add(root)
    crossings: list[tuple[int, int]] = []     # fusible edges of one depth between two groups
    for i, op in enumerate(ops):
        for v in op.inputs():
            j = producer.get(v)
            if j is not None and in_loop[j] and (not in_loop[i] or groups.find(i) != groups.find(j)):
                results[groups.find(j)] = results.get(groups.find(j), 0) + v.type.nbytes
                if in_loop[i] and depth[i] == depth[j]:
                    crossings.append((j, i))

    def connected(a: int, b: int) -> bool:
        """Whether a path of such edges runs from group a to group b or back."""
        after: dict[int, set[int]] = {}
        for j, i in crossings:
            after.setdefault(groups.find(j), set()).add(groups.find(i))
        for start, goal in ((a, b), (b, a)):
            seen, stack = {start}, [start]
            while stack:
                for n in after.get(stack.pop(), ()):
                    if n == goal:
                        return True
                    if n not in seen:
                        seen.add(n)
                        stack.append(n)
        return False

    for root in sorted(members, key=lambda r: members[r][0]):
        if groups.find(root) != root or not any(root in readers.get(v, ()) for v in reads[root]):
            continue
        made = results.get(root, 0)
        for v in sorted(reads[root], key=lambda v: -v.type.nbytes):
            if v.type.nbytes < SIBLING_RATIO * max(made, 1):
                break
            others = sorted(r for r in readers.get(v, ()) if groups.find(r) != root
                            and level[groups.find(r)] == level[root] and not connected(root, groups.find(r)))
            if others:
                target = groups.find(others[0])
                merged = groups.join(root, target)
                level[merged] = level[root]
                break


# How many times larger than all a reducing group returns the tensor it shares must be.
SIBLING_RATIO = 64


def _with_free_inputs(ops, group: list[int], producer, free) -> set[int]:
    """`group` and the chains of views and constants that feed it from outside, up to values
    that real ops produced."""
    chosen = set(group)
    stack = [v for i in group for v in ops[i].inputs()]
    while stack:
        j = producer.get(stack.pop())
        if j is not None and j not in chosen and free[j]:
            chosen.add(j)
            stack.extend(ops[j].inputs())
    return chosen


def _region(ops, group: set[int], order: list[int], producer, used_outside, executor: str) -> Region:
    """The region running ops `order` (program order); the results of `group`'s ops that are
    read outside become its outputs (ops repeated from elsewhere define only inner values)."""
    inner: dict[Value, Value] = {}
    args: list[Value] = []
    chosen = set(order)
    for i in order:
        for v in ops[i].inputs():
            if v not in inner and producer.get(v) not in chosen:
                inner[v] = Value(v.type)
                args.append(v)
    body_ops, outputs, body_outputs = [], [], []
    for i in order:
        op = ops[i]
        outs = []
        for v in op.outputs:
            if v is None:
                outs.append(None)
                continue
            inner[v] = Value(v.type)
            outs.append(inner[v])
            if i in group and v in used_outside:
                outputs.append(v)
                body_outputs.append(inner[v])
        moved = op.replace_inputs(inner)
        body_ops.append(moved.with_outputs(outs))
    body = Program(name="region", inputs=tuple(inner[v] for v in args),
                   input_ports=tuple(_port("input", n) for n in range(len(args))),
                   ops=tuple(body_ops), outputs=tuple(body_outputs),
                   output_ports=tuple(_port("output", n) for n in range(len(body_outputs))))
    return Region(executor, body, tuple(args), tuple(outputs))


def _port(kind: str, n: int) -> Port:
    return Port(kind, str(n))


def _schedule(units, defined: set[Value]) -> tuple:
    """Units in dependency order, each as early as its order key allows (Kahn's algorithm)."""
    waiting: dict[Value, list[int]] = {}
    missing = []
    for n, (_, unit, reads) in enumerate(units):
        need = {v for v in reads if v not in defined}
        missing.append(len(need))
        for v in need:
            waiting.setdefault(v, []).append(n)
    ready = [(units[n][0], n) for n in range(len(units)) if missing[n] == 0]
    heapq.heapify(ready)
    out = []
    while ready:
        _, n = heapq.heappop(ready)
        unit = units[n][1]
        out.append(unit)
        for v in unit.outputs:
            for m in waiting.pop(v, ()) if v is not None else ():
                missing[m] -= 1
                if missing[m] == 0:
                    heapq.heappush(ready, (units[m][0], m))
    if len(out) != len(units):
        raise AssertionError("fusion made a cycle; the depth grouping should prevent this")
    return tuple(out)
