from __future__ import annotations

from aotc.ir import Program, Region
from aotc.ops import OpRegistry


def dce(program: Program, registry: OpRegistry) -> Program:
    """After dce, every op's output is read or returned, or the op has an effect.

        t2 = aten.t.default(t0)          # t2 never read
        t3 = aten.mm.default(t1, t0)     ->    t3 = aten.mm.default(t1, t0)
        return (t3,)                           return (t3,)

    Random ops stay even when unused: each draw advances the generator, and dropping one
    would shift every later draw (dropout masks) away from eager's under the same seed.
    """
    live = {v for v in program.outputs if v is not None}
    kept = []
    for op in reversed(program.ops):
        kept_anyway = not isinstance(op, Region) and not registry.lookup(op.name).pure
        if any(v in live for v in op.outputs if v is not None) or kept_anyway:
            kept.append(op)
            live.update(op.inputs())
    if len(kept) == len(program.ops):
        return program
    return program.replace(ops=tuple(reversed(kept)))
