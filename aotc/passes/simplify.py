from __future__ import annotations

from dataclasses import replace

from aotc.ir import Op, Program, Value
from aotc.ops import Kind, OpRegistry


def strip_identities(program: Program, registry: OpRegistry) -> Program:
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
        if registry.kind(op, Kind.IDENTITY):
            mapping[op.outputs[0]] = next(op.inputs())
        else:
            ops.append(op)
    if not mapping:
        return program
    outputs = tuple(mapping.get(v, v) if v is not None else None for v in program.outputs)
    return program.replace(ops=tuple(ops), outputs=outputs)


def fold_views(program: Program, registry: OpRegistry) -> Program:
    """After fold_views, no transpose undoes a transpose, no view reshapes a view of a
    contiguous value, and no view keeps a value's shape and strides.

        t3 = aten.t.default(t1)
        t4 = aten.t.default(t3)          ->    (readers of t4 read t1)
        t5 = aten.view.default(t2, [8, 4])
        t6 = aten.view.default(t5, [32])  ->   t6 = aten.view.default(t2, [32])

    Sound because every value is immutable and the replacement has exactly the type of the
    value it replaces; view chains fold only when the first input is contiguous, where any
    shape with its element count is a valid view (reshapes fold alike: of a contiguous value
    a reshape is that view). Ops left unread are dce's to remove.
    """
    producer: dict[Value, Op] = {}
    mapping: dict[Value, Value] = {}
    ops = []
    for op in program.ops:
        op = op.replace_inputs(mapping)
        out = op.outputs[0] if len(op.outputs) == 1 else None
        source = next(op.inputs(), None)
        inner = producer.get(source)
        if out is not None and inner is not None and _undoes(inner, op) and \
                next(inner.inputs()).type == out.type:
            mapping[out] = next(inner.inputs())
            continue
        if out is not None and registry.kind(op, Kind.RESHAPE):
            if source.type == out.type:
                mapping[out] = source
                continue
            if inner is not None and registry.kind(inner, Kind.RESHAPE) and next(inner.inputs()).type.contiguous:
                op = replace(op, name="aten.view.default", args=(next(inner.inputs()), op.args[1]), kwargs=())
        ops.append(op)
        if out is not None:
            producer[out] = op
    if len(ops) == len(program.ops) and not mapping:
        return program
    outputs = tuple(mapping.get(v, v) if v is not None else None for v in program.outputs)
    return program.replace(ops=tuple(ops), outputs=outputs)


def _undoes(first: Op, second: Op) -> bool:
    if first.name == second.name == "aten.t.default":
        return True
    if first.name == second.name == "aten.transpose.int":
        rank = len(first.outputs[0].type.shape)
        dims = lambda op: {d % rank for d in op.args[1:3]} if rank else set()  # noqa: E731
        return dims(first) == dims(second)
    return False

