"""Saving a value's source instead of its gathered copy, and gathering it again in the backward.

ZeRO-3's parameters (aotc.passes.shard.regather_in_backward) and sequence parallelism's
activations (aotc.passes.spmd.regather.regather_activations) both trade one more all-gather in
the backward for not keeping a gathered copy across the step; they differ only in which saved
values qualify, which each says through `chain_of`.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Callable

from aotc.ir import Op, Port, Program, Value


def gather_again(forward: Program, backward: Program,
                 chain_of: Callable[[Value], list[Op] | None]) -> tuple[Program, Program]:
    """For each value the forward saves that `chain_of` makes from another by a chain of ops
    ([gather, wait, ...], each reading the one before as its first argument), the forward
    saves the chain's input instead, and the backward runs the same chain again just before
    the first op that reads the value."""
    fw_outputs = list(forward.outputs)
    bw_inputs = list(backward.inputs)
    chains: dict[Value, list[Op]] = {}    # backward's saved input -> ops that make it again
    mapping: dict[Value, Value] = {}
    for i, (port, v) in enumerate(zip(forward.output_ports, forward.outputs)):
        if port.kind != "saved" or v is None:
            continue
        chain = chain_of(v)
        if chain is None:
            continue
        source = chain[0].args[0]
        j = backward.input_ports.index(Port("saved", port.name))
        local = Value(source.type)
        fw_outputs[i] = source
        bw_inputs[j] = local
        current, ops = local, []
        for op in chain:   # the same chain, now in the backward, from the same place in the model
            out = Value(op.outputs[0].type)
            ops.append(replace(op, args=(current,) + op.args[1:], outputs=(out,)))
            current = out
        chains[backward.inputs[j]] = ops
        mapping[backward.inputs[j]] = current
    if not mapping:
        return forward, backward
    forward = forward.replace(outputs=tuple(fw_outputs))
    ops = []
    for op in backward.ops:   # each gather just before its first reader, so it is freed early
        for v in op.inputs():
            ops += chains.pop(v, [])
        ops.append(op.replace_inputs(mapping))
    for v in list(chains):    # read only as an output
        ops += chains.pop(v)
    outputs = tuple(mapping.get(v, v) if v is not None else None for v in backward.outputs)
    return forward, backward.replace(inputs=tuple(bw_inputs), ops=tuple(ops), outputs=outputs)
