"""A gradient cast to fp8 in both layouts: the transposed copy made from the fp8 copy.

A linear's output gradient dY is cast twice by fp8_linears, row-major for the input-gradient
matmul and transposed for the weight-gradient matmul (`_scaled_mm` reads its left operand
row-major), by one scale. Under delayed scaling the kernel that makes dY (SwiGLU's or the
norm's backward) also reduces dY's amax a row at a time; a transposed store from such a
kernel writes a byte at a time with a stride of a row, and on an H200 the SwiGLU backward that
did so ran at 1.5 TB/s (bench/RESULTS.md, "Delayed scaling in one pass"). Both copies hold the
same numbers (a cast is elementwise, and the scale is one), so the transposed one is the
row-major one transposed: a copy of one byte per element, which the fusion pass gives a kernel
of its own (fusion._relayouts) that Inductor tiles.

    before                                           after
    t20 = _to_copy(t(dY), f32)                       t24 = _to_copy(dY, f32)
    t21 = mul(t20, s); t22 = clamp(t21, -m, m)       t25 = mul(t24, s); t26 = clamp(t25, -m, m)
    t23 = _to_copy(t22, dtype=f8)   # transposed     t27 = _to_copy(t26, dtype=f8)  # row-major, moved up
    ...                                              t28 = t(t27)
    t24 = _to_copy(dY, f32)                          t23 = clone(t28, memory_format=contiguous)
    t25 = mul(t24, s); t26 = clamp(t25, -m, m)       ...
    t27 = _to_copy(t26, dtype=f8)   # row-major

Only gradients: an activation's or a weight's transposed cast is made in the backward from the
tensor the forward cast, and reading the forward's fp8 copy there would make the backward keep
it (a weight's: a byte per parameter for the whole step).
"""

from __future__ import annotations

from dataclasses import dataclass

from aotc.builder import Builder
from aotc.ir import Dtype, MemoryFormat, Op, Program, Value, defined_at, defined_by, uses
from aotc.linears import gradient_values
from aotc.ops import OpRegistry

_FP8 = (Dtype("float8_e4m3fn"), Dtype("float8_e5m2"))
_CONTIGUOUS = MemoryFormat("contiguous_format")


@dataclass(frozen=True)
class _Cast:
    """One fp8 cast chain: to_copy(x, f32) -> mul|div(., scale) -> clamp -> to_copy(., fp8)."""

    ops: tuple[int, ...]        # the indices of its four ops, in program order
    source: Value               # x
    key: tuple                  # what must agree for two casts to hold the same numbers
    result: Value


def fp8_transposes(joint: Program, registry: OpRegistry) -> Program:
    """After fp8_transposes, no gradient is cast to fp8 transposed where the same gradient is
    cast row-major by the same scale: the transposed copy is the row-major one, transposed."""
    ops = list(joint.ops)
    producer = defined_by(ops)
    position = defined_at(ops)
    count = uses(joint)
    graded = gradient_values(joint)
    casts = [c for i, op in enumerate(ops) if (c := _cast_at(i, op, ops, producer, position, count)) is not None]
    flipped_from = {c: made.args[0] for c in casts
                    if (made := producer.get(c.source)) is not None and made.name == "aten.t.default"}
    row_major = {(c.source, c.key): c for c in casts if c not in flipped_from}
    pairs: dict[int, tuple[_Cast, _Cast]] = {}        # the transposed cast's last op -> (row-major, transposed)
    for c, base in flipped_from.items():
        rows = row_major.get((base, c.key))
        if rows is not None and c.source in graded:
            pairs[c.ops[-1]] = (rows, c)
    if not pairs:
        return joint
    # The copy takes the transposed cast's place, so its readers still follow it; a row-major
    # cast that came later moves up to it (it reads the gradient and the scale, which the
    # transposed cast read too).
    moved = {i for at, (rows, _) in pairs.items() for i in rows.ops if i > at}
    dropped = {i for _, transposed in pairs.values() for i in transposed.ops}
    out: list[Op] = []
    emitted: set[int] = set()       # (CSE leaves one transposed cast per row-major one; kept safe anyway)
    for i, op in enumerate(ops):
        if i in pairs:
            rows, transposed = pairs[i]
            out += [ops[j] for j in rows.ops if j > i and j not in emitted]
            emitted.update(j for j in rows.ops if j > i)
            b = Builder(registry, like=op)
            flipped = b.emit("aten.t.default", rows.result)
            b.append(Op("aten.clone.default", (flipped,), (("memory_format", _CONTIGUOUS),),
                        (transposed.result,), module=op.module, source=op.source))
            out += b.ops
        if i in moved or i in dropped:
            continue
        out.append(op)
    return joint.replace(ops=tuple(out))


def _cast_at(i: int, op: Op, ops, producer, position, count) -> _Cast | None:
    """The cast chain ending at op i, if op i ends one whose inner values nothing else reads."""
    if op.name != "aten._to_copy.default" or dict(op.kwargs).get("dtype") not in _FP8:
        return None
    clamp = producer.get(op.args[0])
    if clamp is None or clamp.name != "aten.clamp.default":
        return None
    scaled = producer.get(clamp.args[0])
    if scaled is None or scaled.name not in ("aten.mul.Tensor", "aten.div.Tensor"):
        return None
    wide = producer.get(scaled.args[0])
    if wide is None or wide.name != "aten._to_copy.default" or dict(wide.kwargs).get("dtype") != Dtype("float32"):
        return None
    chain = (wide, scaled, clamp, op)
    if any(count.get(o.outputs[0], 0) != 1 for o in chain[:-1]) or len(op.outputs[0].type.shape) != 2:
        return None
    # Only what makes both copies hold the same numbers: one scale for the whole tensor, and no
    # option that a transposed view would change (a cast left in the view's own layout).
    scale = scaled.args[1] if len(scaled.args) == 2 else None
    if not (isinstance(scale, (int, float)) or isinstance(scale, Value) and scale.type.shape == ()):
        return None
    if scaled.kwargs or clamp.kwargs or set(dict(wide.kwargs)) != {"dtype"} or \
            dict(op.kwargs) != {"dtype": dict(op.kwargs)["dtype"], "memory_format": _CONTIGUOUS}:
        return None
    indices = tuple(position[o.outputs[0]] for o in chain)
    key = (scaled.name, scaled.args[1:], clamp.args[1:], dict(op.kwargs).get("dtype"))
    return _Cast(indices, wide.args[0], key, op.outputs[0])
