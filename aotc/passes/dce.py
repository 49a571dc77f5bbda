from __future__ import annotations

from aotc.ir import Program
from aotc.ops import OpRegistry


def dce(program: Program, registry: OpRegistry) -> Program:
    """After dce, every op's output is read or returned, or the op has an effect.

        t2 = aten.t.default(t0)          # t2 never read
        t3 = aten.mm.default(t1, t0)     ->    t3 = aten.mm.default(t1, t0)
        return (t3,)                           return (t3,)

    Unused random ops are removed too: the program then draws fewer numbers from the
    generator than eager would, which changes no value the program returns.
    """
    live = {v for v in program.outputs if v is not None}
    kept = []
    for op in reversed(program.ops):
        if any(v in live for v in op.outputs if v is not None) or registry.lookup(op.name).effectful:
            kept.append(op)
            live.update(op.inputs())
    if len(kept) == len(program.ops):
        return program
    return program.replace(ops=tuple(reversed(kept)))
