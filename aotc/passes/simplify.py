from __future__ import annotations

from aotc.ir import Program, Value

# Ops that return their input unchanged in a functional program with autograd already applied.
_IDENTITIES = frozenset({"aten.detach.default", "aten.alias.default"})


def strip_identities(program: Program) -> Program:
    """After strip_identities, no op is a detach or alias: readers use the input directly.

        t3 = aten.detach.default(t2)
        t4 = aten.mul.Tensor(t3, t1)     ->    t4 = aten.mul.Tensor(t2, t1)

    Sound because the program is functional (no op writes a value) and autograd has already
    been traced: detach only mattered to the tracer.
    """
    mapping: dict[Value, Value] = {}
    ops = []
    for op in program.ops:
        op = op.replace_inputs(mapping)
        if op.name in _IDENTITIES:
            mapping[op.outputs[0]] = next(op.inputs())
        else:
            ops.append(op)
    if not mapping:
        return program
    outputs = tuple(mapping.get(v, v) if v is not None else None for v in program.outputs)
    return program.replace(ops=tuple(ops), outputs=outputs)
