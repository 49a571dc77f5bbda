"""Sharding: data-parallel collectives as ops of the joint program.

The plan (aotc.sharding.ShardingSpec) names mesh axes: "dp" (data parallel) and "ep" (expert
parallel, whose all-to-alls capture already put in the program: aotc.frontend.moe); a
collective's group operand is an axis name, which the runtime binds to a process group at load
(one artifact serves every rank). Every rank along a data axis (dp, dp_replicate, dp_shard,
ep) trains on its own data, so each gradient is summed over every data axis of more than one
rank, but an experts' weight's over `ep` (each rank's gradient of its experts already holds
every ep rank's rows), and divided by their ranks. Ranks along tp and cp share a batch: the
`model_parallel` pass (aotc.passes.spmd) has already made each gradient their part of it.

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
from functools import partial

from aotc.errors import CompileError
from aotc.builder import Builder
from aotc.ir import MemoryFormat, Op, Program, TensorType, Value, contiguous_strides, defined_by, unread_params
from aotc.ops import ALL_REDUCE, GATHER, REDUCE_SCATTER, WAIT, OpRegistry
from aotc.passes.patterns import Pat, match
from aotc.passes.regather import gather_again
from aotc.passes.runner import Fact, Pass, Scope
from aotc.passes.schedule import schedule_collectives
from aotc.passes.spmd.propagate import model_parallel
from aotc.passes.spmd.regather import regather_activations
from aotc.passes.spmd.stage import StageEnds
from aotc.sharding import COMPUTE_AXES, MODEL_AXES, ShardingSpec

def shard(program: Program, plan: ShardingSpec, registry: OpRegistry) -> Program:
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

    A parameter's gather carries the provenance of its first reader, a gradient's reduction
    that of the op making the gradient. Parameters must be contiguous (the shard is a block of rows).
    """
    mesh, world = plan.mesh, plan.mesh.data_size
    params = [(p.name, v) for p, v in zip(program.input_ports, program.inputs) if p.kind == "param"]
    for name, v in params:
        if plan.fsdp and (not v.type.contiguous or not plan.params[name].divided):
            raise CompileError(f"parameter {name!r} ({v.type}) is not a contiguous tensor with a dim 0; "
                               "FSDP shards parameters by rows")
    gather_axis = {name: _gather_axis(name, plan) for name, _ in params}
    buckets = plan.buckets()
    in_bucket = {name for b in buckets for name in b}
    full_of = dict(params)
    local_of = {name: Value(_local(v.type, _stored_shape(v.type.shape, plan.params[name], plan)))
                for name, v in params if gather_axis[name] is not None}
    first_reader: dict[Value, Op] = {}
    for op in program.ops:
        for v in op.inputs():
            first_reader.setdefault(v, op)
    producer = defined_by(program.ops)
    # A parameter the model never reads (a pooler under hidden states) is not gathered: it has
    # no gradient to reduce either, and its shard stays as it is, as eager leaves it.
    unread = unread_params(program)

    mapping: dict[Value, Value] = {}
    prologue = Builder(registry)
    for name, v in params:
        axis = gather_axis[name]
        if axis is not None and name not in in_bucket and name not in unread:
            prologue.at(first_reader.get(v))
            gathered = prologue.emit(GATHER, local_of[name], mesh.size(axis), axis)
            mapping[v] = _unpad(prologue.emit(WAIT, gathered), v.type, prologue)
    for bucket in buckets:
        bucket = [name for name in bucket if name not in unread]
        if not bucket:
            continue
        axis = gather_axis[bucket[0]]
        n = mesh.size(axis)
        prologue.at(first_reader.get(full_of[bucket[0]]))
        flats = [_reshape(local_of[name], (local_of[name].type.numel,), prologue) for name in bucket]
        gathered = _gather_flat(flats, n, axis, prologue)                    # [n, total]
        offset = 0
        for name, flat in zip(bucket, flats):
            t, size = full_of[name].type, flat.type.numel
            prologue.at(first_reader.get(full_of[name]))
            rows = _columns(gathered, offset, size, prologue)                  # [n, size]: each rank's rows
            padded = _reshape(rows, (local_of[name].type.shape[0] * n,) + t.shape[1:], prologue)
            mapping[full_of[name]] = _unpad(padded, t, prologue)
            offset += size
    inputs = tuple(local_of.get(p.name, v) if p.kind == "param" else v
                   for p, v in zip(program.input_ports, program.inputs))

    body = [op.replace_inputs(mapping) for op in program.ops]
    epilogue = Builder(registry)
    grad_of = {p.name: (v if v is None else mapping.get(v, v))
               for p, v in zip(program.output_ports, program.outputs) if p.kind == "grad"}
    reduced: dict[str, Value] = {}
    for name, g in grad_of.items():
        if g is None or name in in_bucket:
            continue
        epilogue.at(producer.get(g))
        axis = gather_axis[name]
        if axis is not None:
            g = epilogue.emit(WAIT, epilogue.emit(REDUCE_SCATTER, _pad(g, mesh.size(axis), epilogue), "sum",
                                                  mesh.size(axis), axis))
        for other in _reduced_axes(name, plan, skip=axis):
            g = epilogue.emit(WAIT, epilogue.emit(ALL_REDUCE, g, "sum", other))
        reduced[name] = epilogue.emit("aten.div.Tensor", g, world) if world > 1 else g
    for bucket in buckets:
        names = [name for name in bucket if grad_of.get(name) is not None]
        if not names:
            continue
        axis = gather_axis[names[0]]
        n = mesh.size(axis)
        epilogue.at(producer.get(grad_of[names[0]]))
        sizes = [local_of[name].type.numel for name in names]
        columns = [_reshape(_pad(grad_of[name], n, epilogue), (n, size), epilogue)
                   for name, size in zip(names, sizes)]
        flat = _reshape(epilogue.emit("aten.cat.default", tuple(columns), 1), (n * sum(sizes),), epilogue)
        mine = epilogue.emit(WAIT, epilogue.emit(REDUCE_SCATTER, flat, "sum", n, axis))
        for other in _reduced_axes(names[0], plan, skip=axis):
            mine = epilogue.emit(WAIT, epilogue.emit(ALL_REDUCE, mine, "sum", other))
        mine = epilogue.emit("aten.div.Tensor", mine, world) if world > 1 else mine
        offset = 0
        for name, size in zip(names, sizes):
            part = epilogue.emit("aten.slice.Tensor", mine, 0, offset, offset + size)
            reduced[name] = _reshape(part, local_of[name].type.shape, epilogue)
            offset += size
    outputs = tuple(reduced.get(p.name) if p.kind == "grad" and v is not None else
                    (mapping.get(v, v) if v is not None else None)
                    for p, v in zip(program.output_ports, program.outputs))
    return program.replace(inputs=inputs, ops=tuple(prologue.ops + body + epilogue.ops), outputs=outputs)


def _gather_axis(name: str, plan: ShardingSpec) -> str | None:
    """The axis a parameter's rows are gathered over before use (FSDP), or None: it is used as
    this rank holds it (whole, or its block of experts)."""
    axes = [a for a in plan.params[name].dims[0] if a not in COMPUTE_AXES] if plan.params[name].dims else []
    if len(axes) > 1:
        raise CompileError(f"parameter {name!r} is split over {axes}; gathering over several mesh axes is not "
                           "supported yet")
    return axes[0] if axes else None


def _reduced_axes(name: str, plan: ShardingSpec, skip: str | None) -> list[str]:
    """The data axes (of more than one rank) a gradient is summed over besides `skip`: each of
    their ranks has its own data, so every one but those the parameter is computed split over
    (its experts: their gradient already holds every rank's rows). tp and cp are the
    model_parallel pass's."""
    computed = set(plan.params[name].dims[0]) & set(COMPUTE_AXES) if plan.params[name].dims else set()
    return [a for a, size in plan.mesh.axes if size > 1 and a != skip and a not in computed
            and a not in MODEL_AXES]


def _stored_shape(shape: tuple[int, ...], t, plan: ShardingSpec) -> tuple[int, ...]:
    """The shape this rank stores of a parameter the program uses in `shape` (whole, or its
    block of experts): the rows split further over the gathered axis, padded to divide."""
    axis = next(a for a in t.dims[0] if a not in COMPUTE_AXES)
    n = plan.mesh.size(axis)
    return (-(-shape[0] // n),) + tuple(shape[1:])


def _local(t: TensorType, shape: tuple[int, ...]) -> TensorType:
    return TensorType(t.dtype, shape, contiguous_strides(shape), t.device)


def _reshape(v: Value, shape, b: Builder) -> Value:
    if tuple(shape) == v.type.shape:
        return v
    return b.emit("aten.view.default", v, tuple(shape))


def _unpad(padded: Value, t: TensorType, b: Builder) -> Value:
    """The first t.shape[0] rows: the parameter without the rows that pad it."""
    if padded.type.shape[0] == t.shape[0]:
        return padded
    return b.emit("aten.slice.Tensor", padded, 0, 0, t.shape[0])


def _pad(g: Value, n: int, b: Builder) -> Value:
    """A gradient with zero rows added up to a multiple of `n` ranks."""
    t = g.type
    rows = -(-t.shape[0] // n) * n
    if rows == t.shape[0]:
        return g
    pad = [0, 0] * (len(t.shape) - 1) + [0, rows - t.shape[0]]
    return b.emit("aten.constant_pad_nd.default", g, tuple(pad), 0.0)


def _gather_flat(flats: list[Value], n: int, axis: str, b: Builder) -> Value:
    """All ranks' flat shards, concatenated on each rank and gathered: [n, total]."""
    total = sum(f.type.numel for f in flats)
    gathered = b.emit(GATHER, b.emit("aten.cat.default", tuple(flats)), n, axis)
    return _reshape(b.emit(WAIT, gathered), (n, total), b)


def _columns(m: Value, offset: int, size: int, b: Builder) -> Value:
    """Columns offset .. offset+size of an [n, total] tensor, as a contiguous [n, size] one."""
    view = b.emit("aten.slice.Tensor", m, 1, offset, offset + size)
    return b.emit("aten.clone.default", view, memory_format=MemoryFormat("contiguous_format"))


def regather_in_backward(forward: Program, backward: Program) -> tuple[Program, Program]:
    """After regather_in_backward (ZeRO-3), the forward saves no gathered parameter: the backward
    gathers the shard again just before its first use (the shard is a parameter: saving it
    costs nothing)."""
    producer = defined_by(forward.ops)
    params = {v for p, v in zip(forward.input_ports, forward.inputs) if p.kind == "param"}
    return gather_again(forward, backward, lambda v: gather_chain(v, producer, params))


# A parameter's gathered copy: the gather of its shard, waited on, and its padding rows sliced off.
GATHERED = Pat(WAIT, Pat(GATHER, Pat(name="shard"), name="gather"), name="wait")
UNPADDED = Pat("aten.slice.Tensor", GATHERED, name="slice")


def gather_chain(v: Value, producer: dict, params) -> list[Op] | None:
    """The ops [gather, wait, (slice)] that make `v` a parameter's gathered copy (the shard, one
    of `params`, is the gather's input; the slice drops its padding), else None. `producer`
    maps each value of the program to the op defining it."""
    found = match(UNPADDED, v, producer) or match(GATHERED, v, producer)
    if found is None or found["shard"] not in params:
        return None
    return [found["gather"], found["wait"]] + ([found["slice"]] if "slice" in found else [])


@dataclass(frozen=True)
class Sharding:
    """Data parallelism as a feature of a compile: the plan, its passes at each scope. A
    pipeline stage's (`stage`) hands its activation on as this rank's part of it over tp and cp."""

    plan: ShardingSpec
    stage: StageEnds | None = None
    regather: bool = True       # tp/cp activations gathered again in the backward (False: saved gathered)

    def passes(self, scope: Scope, registry: OpRegistry) -> list[Pass]:
        if scope is Scope.JOINT:
            split = [Pass("model_parallel", scope, partial(model_parallel, plan=self.plan, registry=registry,
                                                              stage=self.stage),
                          needs=frozenset({Fact.TIED_MERGED, Fact.PLAIN}), breaks=frozenset({Fact.UNSHARDED}))]
            return (split if self.model_parallel else []) + [
                Pass("shard", scope, partial(shard, plan=self.plan, registry=registry),
                     needs=frozenset({Fact.TIED_MERGED, Fact.PLAIN}), breaks=frozenset({Fact.UNSHARDED}))]
        if scope is Scope.PAIR:
            zero3 = [Pass("regather_in_backward", scope, regather_in_backward)] \
                if self.plan.scheme == "fsdp-zero3" else []
            activations = [Pass("regather_activations", scope, partial(regather_activations, registry=registry),
                                establishes=frozenset({Fact.REGATHERED}))] \
                if self.model_parallel and self.regather else []
            return zero3 + activations
        if scope is Scope.PROGRAM:
            # Last: in the final order of the compute the collectives overlap.
            return [Pass("schedule_collectives", scope, schedule_collectives,
                         establishes=frozenset({Fact.SCHEDULED}))]
        return []

    @property
    def final(self) -> frozenset[Fact]:
        return frozenset({Fact.SCHEDULED})

    @property
    def model_parallel(self) -> bool:
        """Whether the plan splits the step over tp or cp (the model_parallel pass's work)."""
        return any(self.plan.mesh.get(a) > 1 for a in MODEL_AXES)

    def section(self) -> ShardingSpec:
        """What the manifest records of it; aotc.runtime.shard binds it at load."""
        return self.plan
