"""Grouped-query attention without the repeated keys and values.

Llama-style models repeat each key and value head for the query heads that share it
(`repeat_interleave`, or Meta's `repeat_kv`) before calling attention. Traced, that is a copy
of k and v at the query's head count in the forward, and a sum of the copies' gradients over
each group in the backward. `aotc.sdpa` takes k and v with fewer heads (any divisor of q's)
and reads each one for its group of query heads: cuDNN does so natively, the other kernels
repeat inside the op. On an H200 the layer's attention gets faster with the same results
(bench/RESULTS.md), and the program no longer saves or recomputes the repeated copies.
Document attention (`aotc.document_attention`, which transformers' packed-sequence masks become)
takes them alike.
"""

from __future__ import annotations

from aotc.customops.documents import BACKWARD as DOCUMENT_BACKWARD, FORWARD as DOCUMENT_FORWARD
from aotc.ir import MemoryFormat, Op, Program, Value, defined_by
from aotc.meta import run_meta, tensor_type
from aotc.ops import Kind, OpRegistry
from aotc.passes.patterns import Pat, match

SDPA, SDPA_BACKWARD = "aotc.sdpa.default", "aotc.sdpa_backward.default"
# Attention that reads k and v with fewer heads than q, and its backward (q, k, v its
# arguments 1-3, dq, dk, dv its results): dense attention without a mask, document attention.
BACKWARDS = (SDPA_BACKWARD, DOCUMENT_BACKWARD)
# k (or v) [B, Hk, L, D] with each head repeated g times: unsqueeze, expand, copy, reshape.
REPEATED_HEADS = Pat(Kind.RESHAPE, Pat("aten.clone.default", Pat(
    "aten.expand.default", Pat("aten.unsqueeze.default", Pat(name="k"), 2), name="expand")))


def native_gqa(program: Program, registry: OpRegistry) -> Program:
    """After native_gqa, attention reads the unrepeated k and v where the program repeated them
    only for it, and the backward's k and v gradients come from attention at k's head count.

        t5 = aten.unsqueeze.default(t1, 2)                      # k: [B, Hk, L, D]
        t6 = aten.expand.default(t5, [B, Hk, g, L, D])
        t7 = aten.clone.default(t6, memory_format=torch.contiguous_format)
        t8 = aten.view.default(t7, [B, Hk * g, L, D])
        t9, t10 = aotc.sdpa.default(t0, t8, ...)         ->      t9, t10 = aotc.sdpa.default(t0, t1, ...)
        ... = aotc.sdpa_backward.default(g, t0, t8, ...)          ... = aotc.sdpa_backward.default(g, t0, t1, ...)
        dK -> view [B, Hk, g, L, D] -> sum over g -> dk           dk' -> clone (dk's layout)

    Applies where both k and v are so repeated and attention has no mask (or is document
    attention), and, where a backward differentiates it, each gradient copy is read only by its
    group sum. Other readers of the repeated copies keep them (dce removes what is left unread).
    """
    producer = defined_by(program.ops)
    readers: dict[Value, list[Op]] = {}
    for op in program.ops:
        for v in dict.fromkeys(op.inputs()):
            readers.setdefault(v, []).append(op)
    for v in program.outputs:
        if v is not None:
            readers.setdefault(v, []).append(None)    # a program output: never rewritten away

    def unrepeated(x: Value) -> tuple[Value, int] | None:
        """(k, g) when x is k's heads each repeated g times along dim 1, else None."""
        found = match(REPEATED_HEADS, x, producer, registry)
        if found is None or len(x.type.shape) != 4 or len(found["k"].type.shape) != 4:
            return None
        k = found["k"]
        b, hk, length, d = k.type.shape
        g = x.type.shape[1] // hk
        if list(found["expand"].args[1]) != [b, hk, g, length, d] or x.type.shape != (b, hk * g, length, d) or g < 2:
            return None
        return k, g

    def only_reader(x: Value) -> Op | None:
        users = readers.get(x, [])
        return users[0] if len(users) == 1 else None

    def group_sum(grad: Value | None, g: int) -> list[Op] | None:
        """The ops summing `grad` over each group of g heads (view to [B, Hk, g, L, D], sum
        over dim 2, squeeze), when they are its only readers, else None."""
        view = only_reader(grad) if grad is not None else None
        if view is None or not registry.kind(view, Kind.RESHAPE) or len(view.args[1]) != 5 or view.args[1][2] != g:
            return None
        total = only_reader(view.outputs[0])
        if total is None or total.name != "aten.sum.dim_IntList" or list(total.args[1]) not in ([2], [-3]):
            return None
        if not _keepdim(total):
            return [view, total]
        squeeze = only_reader(total.outputs[0])
        if squeeze is None or squeeze.name != "aten.squeeze.dim" or squeeze.args[1] not in (2, -3):
            return None
        return [view, total, squeeze]

    forward: dict[Op, tuple[Value, Value]] = {}           # attention -> its unrepeated k and v
    for op in program.ops:
        if not (op.name == SDPA and op.args[3] is None or op.name == DOCUMENT_FORWARD):
            continue
        k, v = unrepeated(op.args[1]), unrepeated(op.args[2])
        if k and v and k[1] == v[1]:
            forward[op] = (k[0], v[0])
    if not forward:
        return program
    by_inputs = {(op.args[0], op.args[1], op.args[2]): kv for op, kv in forward.items()}

    replaced: dict[int, list[Op]] = {}     # id(op) -> the ops that take its place
    mapping: dict[Value, Value] = {}
    drop: set[int] = set()
    done: set[tuple] = set()
    for op in program.ops:
        key = (op.args[1], op.args[2], op.args[3]) if op.name in BACKWARDS else None
        if key not in by_inputs:
            continue
        k, v = by_inputs[key]
        g = key[1].type.shape[1] // k.type.shape[1]
        chains = [group_sum(op.outputs[1], g), group_sum(op.outputs[2], g)]
        if any(c is None or c[-1].outputs[0].type.shape != x.type.shape for c, x in zip(chains, (k, v))):
            continue
        grouped = op.replace_inputs({key[1]: k, key[2]: v})
        grads = run_meta(registry, op.name, grouped.args, grouped.kwargs)
        fresh = (op.outputs[0],) + tuple(Value(tensor_type(t, x.type.device)) for t, x in zip(grads[1:], (k, v)))
        new_ops = [grouped.with_outputs(fresh)]
        ends = {}
        for grad, chain in zip(fresh[1:], chains):
            # The group sum's readers keep the layout they were traced with: a copy into it
            # (fused into their kernel) where attention's gradient has another.
            out = chain[-1].outputs[0]
            if grad.type.stride != out.type.stride:
                kwargs = (("memory_format", MemoryFormat("contiguous_format")),)
                if tensor_type(run_meta(registry, "aten.clone.default", (grad,), kwargs),
                               grad.type.device).stride != out.type.stride:
                    break
                copy = Op("aten.clone.default", (grad,), kwargs, (Value(out.type),), module=op.module,
                          source=op.source)
                new_ops.append(copy)
                grad = copy.outputs[0]
            ends[out] = grad
        else:
            mapping.update(ends)
            replaced[id(op)] = new_ops
            drop.update(id(x) for chain in chains for x in chain)
            done.add(key[:3])
    # Attention no backward differentiates (inference, inputs that need no gradient) has no
    # gradients to sum: its forward alone reads the unrepeated k and v.
    differentiated = {(op.args[1], op.args[2], op.args[3]) for op in program.ops if op.name in BACKWARDS}
    done.update(key for key in by_inputs if key not in differentiated)
    if not done:
        return program

    ops = []
    for op in program.ops:
        if id(op) in drop:
            continue
        if op in forward and (op.args[0], op.args[1], op.args[2]) in done:
            k, v = forward[op]
            op = op.replace_inputs({op.args[1]: k, op.args[2]: v})
        ops.extend(new.replace_inputs(mapping) for new in replaced.get(id(op), [op]))
    outputs = tuple(mapping.get(v, v) if v is not None else None for v in program.outputs)
    return program.replace(ops=tuple(ops), outputs=outputs)


def _keepdim(op: Op) -> bool:
    return bool(op.args[2]) if len(op.args) > 2 else dict(op.kwargs).get("keepdim", False)
