"""Issuing each offloaded value's copies where they overlap compute best."""

from __future__ import annotations

from aotc.ir import Op, Program, Region
from aotc.ops import OpRegistry
from aotc.passes.remat.cost import RATES, Rates, op_seconds

OFFLOAD = "aotc.offload.default"
RELOAD = "aotc.reload.default"
WAIT = "aotc.wait.default"


def schedule_offload(program: Program, registry: OpRegistry, rates: Rates = RATES) -> Program:
    """After schedule_offload, each copy of a value to the host is issued right after the op
    that makes it, and each copy back to the device as far ahead of its wait as its transfer
    takes (by the estimated time of the ops in between), no earlier than the copy back before
    it: the copies run under that compute, on the side stream, one after another.

        t20 = aten.mm.default(t4, t5)                 t30 = aotc.reload.default(t9, ...)
        t21 = aten.mm.default(t6, t7)       ->        t20 = aten.mm.default(t4, t5)
        t30 = aotc.reload.default(t9, ...)            t21 = aten.mm.default(t6, t7)
        t31 = aotc.wait.default(t30)                  t31 = aotc.wait.default(t30)

    The wait stays just before the first op that reads the value. A reload issued earlier holds
    its device memory from there, which the memory estimate sees.
    """
    program = _offloads_first(program)
    reloads = [op for op in program.ops if isinstance(op, Op) and op.name == RELOAD]
    if not reloads:
        return program
    waits = {op.args[0]: op for op in program.ops if isinstance(op, Op) and op.name == WAIT}
    moved = {id(op) for op in reloads} | {id(op) for op in waits.values()}
    base = [op for op in program.ops if id(op) not in moved]
    seconds = [_seconds(op, registry, rates) for op in base]
    first_read: dict = {}
    for i, op in enumerate(base):
        for v in op.inputs():
            first_read.setdefault(v, i)
    for v in program.outputs:
        if v is not None:
            first_read.setdefault(v, len(base))
    before: dict[int, list[Op]] = {}
    earliest = 0
    for op in sorted(reloads, key=lambda r: first_read.get(waits[r.outputs[0]].outputs[0], len(base))):
        wait = waits[op.outputs[0]]
        use = first_read.get(wait.outputs[0], len(base))
        needed = op.outputs[0].type.nbytes / rates.host_bytes
        at, hidden = use, 0.0
        while at > earliest and hidden < needed:
            at -= 1
            hidden += seconds[at]
        before.setdefault(at, []).append(op)
        before.setdefault(use, []).append(wait)
        earliest = at
    ops: list = []
    for i, op in enumerate(base):
        ops += sorted(before.get(i, []), key=lambda o: o.name != RELOAD)     # a reload before a wait
        ops.append(op)
    ops += sorted(before.get(len(base), []), key=lambda o: o.name != RELOAD)
    return program.replace(ops=tuple(ops))


def _offloads_first(program: Program) -> Program:
    """Each offload right after the op (or region) that makes its value."""
    offloads = {id(op): op for op in program.ops if isinstance(op, Op) and op.name == OFFLOAD}
    if not offloads:
        return program
    by_value: dict = {}
    for op in offloads.values():
        by_value.setdefault(op.args[0], []).append(op)
    ops: list = [o for v in program.inputs for o in by_value.pop(v, [])]
    for op in program.ops:
        if id(op) in offloads:
            continue
        ops.append(op)
        for v in op.outputs:
            ops += by_value.pop(v, [])
    return program.replace(ops=tuple(ops))


def _seconds(op, registry: OpRegistry, rates: Rates) -> float:
    if isinstance(op, Region):
        moved = sum(v.type.nbytes for v in op.args) + sum(v.type.nbytes for v in op.outputs)
        return moved / rates.memory_bytes
    return op_seconds(op, registry.lookup(op.name), rates)
