from __future__ import annotations

from aotc.ir import Op, Program, Value
from aotc.ops import OpRegistry


def cse(program: Program, registry: OpRegistry) -> Program:
    """After cse, no two pure ops have the same name and the same arguments.

        t2 = aten.t.default(t0)                t2 = aten.t.default(t0)
        t3 = aten.t.default(t0)          ->    t4 = aten.mm.default(t1, t2)
        t4 = aten.mm.default(t1, t3)

    Random and effectful ops are never merged. Literals are compared with their Python type,
    so `mul(x, 1)` and `mul(x, 1.0)` (different type promotion) stay apart, and floats by
    their bits, so `0.0` and `-0.0` stay apart too.
    """
    seen: dict[tuple, Op] = {}
    mapping: dict[Value, Value] = {}
    ops = []
    for op in program.ops:
        op = op.replace_inputs(mapping)
        if not registry.lookup(op.name).pure:
            ops.append(op)
            continue
        key = (op.name, _key(op.args), _key(op.kwargs), op.unpack, len(op.outputs))
        first = seen.get(key)
        if first is None:
            seen[key] = op
            ops.append(op)
            continue
        if any(a is not None and b is None for a, b in zip(op.outputs, first.outputs)):
            # The first call dropped an output this one uses; keep this call rather than
            # resurrecting the output on the first.
            ops.append(op)
            continue
        for mine, theirs in zip(op.outputs, first.outputs):
            if mine is not None:
                mapping[mine] = theirs
    if not mapping:
        return program
    outputs = tuple(mapping.get(v, v) if v is not None else None for v in program.outputs)
    return program.replace(ops=tuple(ops), outputs=outputs)


def _key(arg):
    if isinstance(arg, Value):
        return ("v", id(arg))
    if isinstance(arg, tuple):
        return tuple(_key(a) for a in arg)
    if isinstance(arg, float):
        return ("float", arg.hex())
    return (type(arg).__name__, arg)
