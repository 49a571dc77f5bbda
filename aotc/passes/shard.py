"""Sharding: data-parallel collectives as ops of the joint program.

The plan names one mesh axis, "dp", of `world_size` ranks; a collective's group operand is that
axis name, which the runtime binds to a process group at load (one artifact serves every rank).

    ddp          every rank holds every parameter; each gradient is all-reduced (sum) and divided
                 by the world size.
    fsdp-zero2   each rank holds a dim-0 shard of each parameter (dim 0 padded to a multiple of the
                 world size); the forward all-gathers it before use and the backward reads the
                 gathered copy the forward saved; each gradient is reduce-scattered to the shards.
    fsdp-zero3   as zero2, but the forward saves the shard and the backward gathers again.

Frozen parameters are gathered (FSDP) but never reduced; a tied parameter is one program input,
so it is gathered once and reduced once, whatever its names.
"""

from __future__ import annotations

from dataclasses import dataclass

from aotc.errors import SHARD_KINDS as KINDS
from aotc.errors import CompileError
from aotc.ir import Op, Port, Program, TensorType, Value, contiguous_strides

AXIS = "dp"            # the mesh axis every collective here runs over
GATHER = "_c10d_functional.all_gather_into_tensor.default"
REDUCE_SCATTER = "_c10d_functional.reduce_scatter_tensor.default"
ALL_REDUCE = "_c10d_functional.all_reduce.default"
WAIT = "_c10d_functional.wait_tensor.default"


@dataclass(frozen=True)
class ShardPlan:
    kind: str
    world_size: int

    def __post_init__(self):
        if self.kind not in KINDS:
            raise CompileError(f"--shard {self.kind!r} is not one of {', '.join(KINDS)}")
        if self.world_size < 1:
            raise CompileError(f"--world-size {self.world_size}: give 1 or more ranks")

    @property
    def fsdp(self) -> bool:
        return self.kind.startswith("fsdp")

    def shard_rows(self, rows: int) -> int:
        """Rows of dim 0 each rank holds (dim 0 padded up to a multiple of the world size)."""
        return -(-rows // self.world_size)

    def to_data(self) -> dict:
        return {"kind": self.kind, "world_size": self.world_size, "axis": AXIS}


def _value(dtype: str, shape, device: str) -> Value:
    return Value(TensorType(dtype, tuple(shape), contiguous_strides(shape), device))


def shard(program: Program, plan: ShardPlan) -> Program:
    """After shard, each parameter input is this rank's part as the plan says, every use of a
    parameter reads its gathered copy, and every gradient output is this rank's reduced part.

        def joint(t0, t1, t2):     # param w [8, 4], input, tangent     (fsdp, world size 2)
            t3 = aten.mm.default(t1, t0) ...  return (t3, t9)
        ->
        def joint(t0, t1, t2):     # param w [4, 4]: this rank's rows
            t10 = _c10d_functional.all_gather_into_tensor.default(t0, 2, 'dp')
            t11 = _c10d_functional.wait_tensor.default(t10)          # [8, 4]
            t3 = aten.mm.default(t1, t11) ...
            t12 = _c10d_functional.reduce_scatter_tensor.default(t9, 'sum', 2, 'dp')
            t13 = _c10d_functional.wait_tensor.default(t12)
            t14 = aten.div.Tensor(t13, 2)
            return (t3, t14)

    Parameters must be contiguous (the shard is a block of rows).
    """
    n = plan.world_size
    mapping: dict[Value, Value] = {}
    inputs, prologue = [], []
    for port, v in zip(program.input_ports, program.inputs):
        if port.kind != "param" or not plan.fsdp:
            inputs.append(v)
            continue
        t = v.type
        if not t.contiguous or not t.shape:
            raise CompileError(f"parameter {port.name!r} ({t}) is not a contiguous tensor with a dim 0; "
                               "FSDP shards parameters by rows")
        rows = plan.shard_rows(t.shape[0])
        local = _value(t.dtype, (rows,) + t.shape[1:], t.device)
        gathered = _value(t.dtype, (rows * n,) + t.shape[1:], t.device)
        waited = _value(t.dtype, gathered.type.shape, t.device)
        prologue += [Op(GATHER, (local, n, AXIS), (), (gathered,)), Op(WAIT, (gathered,), (), (waited,))]
        full = waited
        if rows * n != t.shape[0]:
            full = _value(t.dtype, t.shape, t.device)
            prologue.append(Op("aten.slice.Tensor", (waited, 0, 0, t.shape[0]), (), (full,)))
        mapping[v] = full
        inputs.append(local)

    ops = prologue + [op.replace_inputs(mapping) for op in program.ops]
    outputs = []
    for port, v in zip(program.output_ports, program.outputs):
        v = mapping.get(v, v) if v is not None else None
        if port.kind != "grad" or v is None:
            outputs.append(v)
            continue
        t = v.type
        if plan.fsdp:
            rows = plan.shard_rows(t.shape[0])
            if rows * n != t.shape[0]:
                padded = _value(t.dtype, (rows * n,) + t.shape[1:], t.device)
                pad = [0, 0] * (len(t.shape) - 1) + [0, rows * n - t.shape[0]]
                ops.append(Op("aten.constant_pad_nd.default", (v, tuple(pad), 0.0), (), (padded,)))
                v = padded
            reduced = _value(t.dtype, (rows,) + t.shape[1:], t.device)
            ops.append(Op(REDUCE_SCATTER, (v, "sum", n, AXIS), (), (reduced,)))
        else:
            reduced = _value(t.dtype, t.shape, t.device)
            ops.append(Op(ALL_REDUCE, (v, "sum", AXIS), (), (reduced,)))
        done = _value(t.dtype, reduced.type.shape, t.device)
        mean = _value(t.dtype, reduced.type.shape, t.device)
        ops += [Op(WAIT, (reduced,), (), (done,)), Op("aten.div.Tensor", (done, n), (), (mean,))]
        outputs.append(mean)
    return program.replace(inputs=tuple(inputs), ops=tuple(ops), outputs=tuple(outputs))


def regather_in_backward(forward: Program, backward: Program) -> tuple[Program, Program]:
    """ZeRO-3: where the forward saves a gathered parameter, save the shard instead and gather it
    again at the start of the backward (the shard is a parameter: saving it costs nothing)."""
    producer = {v: op for op in forward.ops for v in op.outputs if v is not None}
    params = {v for p, v in zip(forward.input_ports, forward.inputs) if p.kind == "param"}

    def gathered_from(v: Value):
        """The chain [gather, wait, (slice)] from a parameter shard that defines v, else None."""
        chain = []
        op = producer.get(v)
        if op is not None and op.name == "aten.slice.Tensor":
            chain.append(op)
            op = producer.get(op.args[0])
        if op is None or op.name != WAIT:
            return None
        chain.append(op)
        op = producer.get(op.args[0])
        if op is None or op.name != GATHER or op.args[0] not in params:
            return None
        chain.append(op)
        return list(reversed(chain))

    fw_outputs = list(forward.outputs)
    bw_inputs = list(backward.inputs)
    chains: dict[Value, list[Op]] = {}    # backward's saved input -> ops that gather it again
    mapping: dict[Value, Value] = {}
    for i, (port, v) in enumerate(zip(forward.output_ports, forward.outputs)):
        if port.kind != "saved" or v is None:
            continue
        chain = gathered_from(v)
        if chain is None:
            continue
        shard_value = chain[0].args[0]
        j = backward.input_ports.index(Port("saved", port.name))
        local = Value(shard_value.type)
        fw_outputs[i] = shard_value
        bw_inputs[j] = local
        current, ops = local, []
        for op in chain:   # the same chain, now in the backward
            out = Value(op.outputs[0].type)
            ops.append(Op(op.name, (current,) + op.args[1:], op.kwargs, (out,)))
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


def schedule_collectives(program: Program) -> Program:
    """After schedule_collectives, each collective is issued as early as it usefully can be and
    waited on as late as possible, so communication runs under compute:

    - a gradient's reduction right after the op that produces the gradient;
    - a parameter's gather just before the previous gather is waited on (one ahead: while one
      parameter's matmul runs, the next one's rows arrive; at most two gathered copies wait);
    - each wait right before the first op that reads its result.

        t10 = gather(w0); t11 = wait(t10); t12 = gather(w1); t13 = wait(t12); mm(x, t11); mm(y, t13)
        ->
        t10 = gather(w0); t12 = gather(w1); t11 = wait(t10); mm(x, t11); t13 = wait(t12); mm(y, t13)
    """
    waits = {op.args[0]: op for op in program.ops if getattr(op, "name", None) == WAIT}
    collectives = [op for op in program.ops if getattr(op, "name", None) in (GATHER, REDUCE_SCATTER, ALL_REDUCE)
                   and op.outputs[0] in waits]
    if not collectives:
        return program
    moved = {id(op) for op in collectives} | {id(waits[op.outputs[0]]) for op in collectives}
    base = [op for op in program.ops if id(op) not in moved]
    before: dict[int, list] = {}   # base index -> ops to place before it (len(base): at the end)
    after: dict[int, list] = {}    # base index -> ops to place right after it
    first_read = {}
    for i, op in enumerate(base):
        for v in op.inputs():
            first_read.setdefault(v, i)
    defined_at = {v: i for i, op in enumerate(base) for v in op.outputs if v is not None}
    wait_at = {}
    for c in collectives:
        w = waits[c.outputs[0]]
        at = first_read.get(w.outputs[0], len(base))
        wait_at[id(c)] = at
        before.setdefault(at, []).append(w)
    gathers = sorted((c for c in collectives if c.name == GATHER and c.args[0] not in defined_at),
                     key=lambda c: wait_at[id(c)])
    for k, c in enumerate(gathers):
        at = wait_at[id(gathers[k - 1])] if k else 0
        before.setdefault(at, []).insert(0, c)   # issued ahead of the waits placed there
    for c in collectives:
        if c.name == GATHER and c.args[0] not in defined_at:
            continue
        source = c.args[0]
        if source in defined_at:
            after.setdefault(defined_at[source], []).append(c)
        else:
            before.setdefault(0, []).insert(0, c)
    ops = []
    for i, op in enumerate(base):
        ops += before.get(i, [])
        ops.append(op)
        ops += after.get(i, [])
    ops += before.get(len(base), [])
    return program.replace(ops=tuple(ops))
