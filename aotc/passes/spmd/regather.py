"""Sequence parallelism's activations gathered again in the backward, as Megatron does.

Under sequence parallelism a column-parallel matmul reads its input all-gathered along the
tokens (tp times the rows each rank holds), and its weight's gradient reads that input again in
the backward. Saving the gathered copy keeps tp x the memory of this rank's rows, per matmul
input, for the whole step; saving the rows and gathering again costs one more all-gather
in the backward. Like ZeRO-3's parameters (`regather_in_backward`), this pass takes the second.
"""

from __future__ import annotations

from dataclasses import replace

from aotc.ir import Op, Port, Program, Value, defined_by
from aotc.ops import GATHER, WAIT, Kind, OpRegistry
from aotc.sharding import MODEL_AXES

# Ops that carry a gathered value to what the forward saves without changing its elements.
_CARRIERS = (Kind.RESHAPE, Kind.PERMUTE, Kind.COPY, Kind.VIEW)


def regather_activations(forward: Program, backward: Program, registry: OpRegistry) -> tuple[Program, Program]:
    """After regather_activations, the forward saves no value all-gathered over tp or cp that
    is larger than its input: it saves the input, and the backward gathers it again (and
    reshapes it as before) just before its first use.

        forward:  t5 = all_gather(t4, 2, 'tp'); t6 = wait(t5); t7 = view(t6, [32, 64])  -> saved t7
        ->
        forward:  saved t4
        backward: t20 = all_gather(s0, 2, 'tp'); t21 = wait(t20); t22 = view(t21, [32, 64])
    """
    producer = defined_by(forward.ops)
    fw_outputs = list(forward.outputs)
    bw_inputs = list(backward.inputs)
    chains: dict[Value, list[Op]] = {}
    mapping: dict[Value, Value] = {}
    for i, (port, v) in enumerate(zip(forward.output_ports, forward.outputs)):
        if port.kind != "saved" or v is None:
            continue
        chain = _gathered_chain(v, producer, registry)
        if chain is None or chain[0].args[0].type.nbytes >= v.type.nbytes:
            continue
        source = chain[0].args[0]
        j = backward.input_ports.index(Port("saved", port.name))
        local = Value(source.type)
        fw_outputs[i] = source
        bw_inputs[j] = local
        current, ops = local, []
        for op in chain:     # the same ops, now in the backward, from the same place in the model
            out = Value(op.outputs[0].type)
            ops.append(replace(op, args=(current,) + op.args[1:], outputs=(out,)))
            current = out
        chains[backward.inputs[j]] = ops
        mapping[backward.inputs[j]] = current
    if not mapping:
        return forward, backward
    forward = forward.replace(outputs=tuple(fw_outputs))
    ops = []
    for op in backward.ops:  # each gather just before its first reader, so it is freed early
        for v in op.inputs():
            ops += chains.pop(v, [])
        ops.append(op.replace_inputs(mapping))
    for v in list(chains):   # read only as an output
        ops += chains.pop(v)
    outputs = tuple(mapping.get(v, v) if v is not None else None for v in backward.outputs)
    return forward, backward.replace(inputs=tuple(bw_inputs), ops=tuple(ops), outputs=outputs)


def _gathered_chain(v: Value, producer: dict, registry: OpRegistry) -> list[Op] | None:
    """[gather, wait, carriers...] making `v` from a value all-gathered over a model axis, or None."""
    carried = []
    while True:
        op = producer.get(v)
        if op is None:
            return None
        if op.name == WAIT:
            gather = producer.get(op.args[0])
            if gather is None or gather.name != GATHER or gather.args[-1] not in MODEL_AXES:
                return None
            return [gather, op] + list(reversed(carried))
        record = registry.lookup(op.name)
        tensors = list(dict.fromkeys(op.inputs()))
        if op.unpack or len(tensors) != 1 or op.args[0] is not tensors[0] or not any(record.is_(k) for k in _CARRIERS):
            return None
        carried.append(op)
        v = tensors[0]
