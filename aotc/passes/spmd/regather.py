"""Sequence parallelism's activations gathered again in the backward, as Megatron does.

Under sequence parallelism a column-parallel matmul reads its input all-gathered along the
tokens (tp times the rows each rank holds), and its weight's gradient reads that input again in
the backward. Saving the gathered copy keeps tp x the memory of this rank's rows, per matmul
input, for the whole step; saving the rows and gathering again costs one more all-gather
in the backward. Like ZeRO-3's parameters (`regather_in_backward`), this pass takes the second.
"""

from __future__ import annotations


from aotc.ir import Op, Program, Value, defined_by
from aotc.ops import GATHER, Kind, OpRegistry
from aotc.passes.regather import gather_again
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

    def chain_of(v: Value) -> list[Op] | None:
        chain = _gathered_chain(v, producer, registry)
        return chain if chain is not None and chain[0].args[0].type.nbytes < v.type.nbytes else None

    return gather_again(forward, backward, chain_of)


def _gathered_chain(v: Value, producer: dict, registry: OpRegistry) -> list[Op] | None:
    """[gather, wait, carriers...] making `v` from a value all-gathered over a model axis, or None."""
    carried = []
    while True:
        op = producer.get(v)
        if op is None:
            return None
        if registry.kind(op, Kind.WAIT):
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
