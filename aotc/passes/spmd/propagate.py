"""The model-parallel pass: the joint program rewritten into one rank's program along the tp
and cp axes, by walking it once in order and running each op's rule on local parts.

Where layouts start: each parameter as the plan splits it over tp; buffers and inputs whole,
except that under cp every input whose leading dimensions are the token ids' [B, T] is split
along T (each cp rank gets the whole batch and keeps its two chunks); a tangent as the output
it belongs to was laid out before it was gathered (the caller's gradient of a whole output is
the same on every rank, so each keeps its block: no communication). Where they end: outputs
and buffer updates whole, each gradient as its parameter (partial sums over tp and cp reduced;
the data axes are the `shard` pass's). A pipeline stage's program (`stage`) takes and returns
the activation stages hand each other, and its gradient, as `stage.activation_layout` lays it
out: this rank's part, not the whole.
"""

from __future__ import annotations

from aotc.ir import Program, TensorType, Value, contiguous_strides, token_ids, uses
from aotc.ops import Kind, OpRegistry
from aotc.passes.spmd import attention, loss, matmul
from aotc.passes.spmd.context import Context
from aotc.passes.spmd.layout import Axes, Layout, Split, in_units
from aotc.passes.spmd.rules import RULES, rule_for
from aotc.passes.spmd.stage import StageEnds, activation_layout
from aotc.sharding import CONTEXT_AXIS, MODEL_AXES, TENSOR_AXIS, ShardingSpec

ALL_RULES = {**RULES, **matmul.RULES, **attention.RULES, **loss.RULES}


def model_parallel(program: Program, plan: ShardingSpec, registry: OpRegistry,
                   stage: StageEnds | None = None) -> Program:
    """After model_parallel, every value is this rank's part along the tp and cp axes (each
    parameter as the plan splits it; inputs, outputs and tangents whole, but the activation a
    pipeline stage receives or sends), and every collective over tp or cp is an op of the program.

        def joint(t0, t1, ...):    # param wq [64, 64], param wo [64, 64], input [2, 64] (tp=2)
            t9 = aten.mm.default(t7, t8) ...
        ->
        def joint(t0, t1, ..., t40):   # wq's rows [32, 64], wo's columns [64, 32]; coord tp
            t9 = aten.mm.default(t7, t8)                   # [128, 32]: this rank's heads
            ...
            t21 = _c10d_functional.reduce_scatter_tensor.default(t20, 'sum', 2, 'tp')   # onto T

    Sequence parallelism: a partial sum over tp with a token dimension is reduce-scattered onto
    it, so norms and residuals between blocks hold T/tp tokens, gathered again before the next
    column-parallel matmul. The pass assumes every rank along tp and cp runs the same program
    on the same batch; random ops (dropout) are refused, as each rank would draw its own.
    """
    sizes = {a: n for a, n in plan.mesh.axes if a in MODEL_AXES and n > 1}
    if not sizes:
        return program
    device = next((v.type.device for v in program.inputs), "cpu")
    ctx = Context(registry, Axes(sizes, frozenset({CONTEXT_AXIS}) & sizes.keys()), device)
    ctx.notes.weights = _weights(program, registry)
    ctx.notes.readers = uses(program)
    for port, v in zip(program.output_ports, program.outputs):
        if port.kind == "saved" and v is not None:     # not a reader: see below
            ctx.notes.readers[v] -= 1
    ctx.tokens = _tokens(program, stage)
    ctx.sequence_axes = frozenset({TENSOR_AXIS}) & sizes.keys()
    for op in program.ops:
        if registry.lookup(op.name).random:
            raise ctx.refuse(f"{op.name} draws random numbers (dropout?), which each rank would draw "
                             f"differently ({op.module or 'the model'}); remove it, or train without tp and cp")
    inputs = []
    outputs_by_name = {p.name: v for p, v in zip(program.output_ports, program.outputs) if p.kind == "output"}
    for port, v in zip(program.input_ports, program.inputs):
        if port.kind == "param":
            inputs.append(_local_input(ctx, v, param_layout(plan, port.name, len(v.type.shape))))
            continue
        if _activation_end(stage, port):
            inputs.append(_local_input(ctx, v, activation_layout(ctx.axes, v.type.shape)))
            continue
        ctx.set(v, v, Layout.whole(len(v.type.shape)))
        inputs.append(v)
        if port.kind == "input" and CONTEXT_AXIS in sizes:
            _split_sequence(ctx, v)
        elif port.kind == "tangent" and outputs_by_name.get(port.name) is not None:
            ctx.lazy[v] = _tangent(ctx, outputs_by_name[port.name])
            del ctx.env[v]
    for op in program.ops:
        ctx.at(op)
        ALL_RULES.get(op.name, rule_for(op, registry))(ctx, op)
    ctx.at(None)
    outputs = []
    for port, v in zip(program.output_ports, program.outputs):
        if v is None:
            outputs.append(None)
        elif port.kind == "grad":
            outputs.append(_grad(ctx, v, plan, port.name))
        elif _activation_end(stage, port):
            outputs.append(ctx.to(v, activation_layout(ctx.axes, v.type.shape)))
        elif port.kind == "saved":
            # A value a pass asks the forward to compute for the backward (the fused loss's
            # gradients for a gradient of 1): it is returned only so that the forward computes
            # it, and the backward reads it as this rank holds it, so it stays as it is. Made
            # whole, a partial sum over cp would be all-reduced in the forward (the output
            # layer's gradient, 1 GiB on Llama-3-8B) where its gradient port reduces it anyway.
            outputs.append(ctx.get(v)[0])
        else:
            outputs.append(ctx.to(v, Layout.whole(len(v.type.shape))))
    coords = ctx.coord_ports()
    return program.replace(inputs=tuple(inputs) + tuple(v for _, v in coords),
                           input_ports=program.input_ports + tuple(p for p, _ in coords),
                           ops=tuple(ctx.b.ops), outputs=tuple(outputs))


def param_layout(plan: ShardingSpec, name: str, rank: int) -> Layout:
    """A parameter's layout along the model axes, from the plan: split over tp where the plan
    says. A parameter is never computed with split over cp; where the plan splits one over cp,
    FSDP does (`aotc.sharding.fsdp_axis`), and the `shard` pass gathers it."""
    t = plan.params.get(name)
    if t is None:
        return Layout.whole(rank)
    dims = []
    for d, axes in enumerate(t.dims):
        model = tuple(a for a in axes if a == TENSOR_AXIS)
        if not model:
            dims.append(None)
        elif t.blocks_of(d):         # a fused weight's blocks (a plan puts them on tp alone)
            dims.append(in_units(model, t.blocks_of(d)))
        else:
            dims.append(Split(model))
    return Layout(tuple(dims))


def _grad(ctx: Context, v: Value, plan: ShardingSpec, name: str) -> Value:
    """A parameter's gradient laid out as the parameter, its partial sums over tp reduced; over
    cp too, unless FSDP splits the parameter over cp: then it stays a partial sum over cp, which
    the `shard` pass reduce-scatters. A gradient every cp rank holds whole (computed from values
    gathered over cp) is made such a sum by keeping it on cp's first rank and zeros elsewhere."""
    layout = param_layout(plan, name, len(v.type.shape))
    t = plan.params.get(name)
    if t is None or CONTEXT_AXIS not in ctx.axes.sizes or not any(CONTEXT_AXIS in axes for axes in t.dims):
        return ctx.to(v, layout)
    if CONTEXT_AXIS in ctx.layout(v).partial:
        return ctx.to(v, Layout(layout.dims, frozenset({CONTEXT_AXIS})))
    whole = ctx.to(v, layout)
    first = ctx.emit("aten.eq.Scalar", ctx.coord(CONTEXT_AXIS), 0)
    return ctx.emit("aten.mul.Tensor", whole, first)


def _local_input(ctx: Context, v: Value, layout: Layout) -> Value:
    """The program input holding this rank's part of `v`, laid out as `layout`."""
    shape = ctx.axes.local_shape(v.type.shape, layout)
    local = Value(TensorType(v.type.dtype, shape, contiguous_strides(shape), v.type.device))
    ctx.set(v, local, layout)
    return local


def _activation_end(stage: StageEnds | None, port) -> bool:
    """Whether `port` holds the activation a pipeline stage hands another, or its gradient:
    input 0 and its input_grad (a stage that receives one), output 0 and its tangent (one that
    sends one)."""
    if stage is None or port.name != "0":
        return False
    return (stage.receives and port.kind in ("input", "input_grad")) or \
        (stage.sends and port.kind in ("output", "tangent"))


def _weights(program: Program, registry: OpRegistry) -> set[Value]:
    """Parameters and what only reshapes, permutes or casts them: the operands a matmul keeps."""
    found = {v for p, v in zip(program.input_ports, program.inputs) if p.kind == "param"}
    for op in program.ops:
        record = registry.lookup(op.name)
        if (record.view or record.kinds & {Kind.RESHAPE, Kind.PERMUTE, Kind.COPY}) and next(op.inputs(), None) in found:
            found.update(v for v in op.outputs if v is not None)
    return found


def _tokens(program: Program, stage: StageEnds | None) -> tuple[int, int] | None:
    """[B, T] of the first integer input of two or more dimensions (the token ids); in a
    pipeline stage that receives the hidden state [B, T, ...] instead, its [B, T]."""
    ids = token_ids(program)
    for p, v in zip(program.input_ports, program.inputs):
        if v is ids:
            return tuple(v.type.shape[:2])
        if p.kind == "input" and _activation_end(stage, p) and len(v.type.shape) >= 2:
            return tuple(v.type.shape[:2])
    return None


def _split_sequence(ctx: Context, v: Value) -> None:
    """Under cp, an input whose leading dimensions are [B, T] keeps this rank's chunks of T."""
    if ctx.tokens is None:
        raise ctx.refuse("context parallelism splits the sequence of token ids [B, T], and the model "
                         "takes no integer input of two dimensions or more")
    if tuple(v.type.shape[:2]) != ctx.tokens:
        return
    split = Split((CONTEXT_AXIS,))
    if not ctx.axes.fits(v.type.shape[1], split):
        raise ctx.refuse(f"a sequence of {v.type.shape[1]} tokens does not split into {ctx.axes.divisor(split)} "
                         f"equal chunks (two per rank of {CONTEXT_AXIS}={ctx.axes.sizes[CONTEXT_AXIS]}); "
                         "give --shape a length that does")
    layout = Layout.whole(len(v.type.shape)).with_dim(1, split)
    ctx.set(v, ctx.to(v, layout), layout)


def _tangent(ctx: Context, output: Value):
    def seed(v: Value) -> None:
        ctx.set(v, v, Layout.whole(len(v.type.shape)))
        if output in ctx.env:
            layout = ctx.layout(output).complete()
            if ctx.axes.valid(v.type.shape, layout):
                ctx.set(v, ctx.to(v, layout), layout)
    return seed

