"""Compiling a training step as pipeline stages (`--mesh pp=N`): each stage captured and run
through the whole pass pipeline on its own, with its own sharding plan over the other axes.

Stages never share a collective: the pp axis is no axis of any program (the stages exchange
activations and their gradients through torch.distributed.pipelining at run time), so each
stage's plan is the mesh without pp, made as a whole model's is: under tp, the tensor-parallel
plan of the stage's own capture (aotc.passes.spmd.plan). The activation a stage hands the next
is this rank's part of it over tp and cp, split along the sequence as sequence parallelism
leaves it (aotc.passes.spmd.stage says why), so the entry of a stage after the first takes
that part. The artifact's plan is the whole mesh, pp first, and each parameter's layout as the
stage that reads it has it. A parameter two stages read (an embedding tied to the head) is one
tensor in the artifact and a copy on each stage's ranks, with one layout in both: it is
gathered and reduced alone in both, never in a bucket, and tp splits it as the first stage
that reads it chose (a tied embedding's vocabulary, which the head's column-parallel rows
are too); the runtime sums the stages' gradients of it (aotc.runtime.pipeline).
"""

from __future__ import annotations

import fnmatch
import time
from dataclasses import dataclass, replace
from typing import Callable

from torch import nn

from aotc.errors import CompileError
from aotc.executors.registry import ExecutorRegistry
from aotc.format.manifest import PipelineInfo
from aotc.frontend.capture import Captured, describe_params
from aotc.frontend.stages import capture_stage, plan_split
from aotc.model_info import InputInfo, ParamInfo
from aotc.ops import OpRegistry
from aotc.options import CompileOptions
from aotc.passes.spmd.plan import tensor_parallel_plan
from aotc.passes.spmd.stage import StageEnds
from aotc.pipeline import compile_programs
from aotc.sharding import PIPELINE_AXIS, TENSOR_AXIS, Mesh, ShardingSpec, SpecError, TensorSharding, mesh_plan


@dataclass(frozen=True)
class Staged:
    """Every stage's capture and programs, the artifact's plan (None without one) and how the
    model was cut."""

    built: list                      # (entry name, Captured, Compiled), stage 0 first
    params: tuple[ParamInfo, ...]    # the whole model's
    sharding: ShardingSpec | None
    pipeline: PipelineInfo


def stage_entry(k: int) -> str:
    return f"stage{k}"


def compile_stages(model: nn.Module, options: CompileOptions, registry: OpRegistry, *, frozen: frozenset[str],
                   executors: ExecutorRegistry, check_types: bool, dump_after: frozenset[str], dump_dir,
                   say: Callable[[str], None], stage: Callable[[str, float], None]) -> Staged:
    """Capture and compile each stage; `stage(name, start)` records each step's time.
    Stage k's input is the hidden state stage k - 1 returns, so the stages go in order."""
    params = describe_params(model)
    _check_tp_plan(options, params)
    plan = plan_split(model, options.stages, options.pp_split)
    shared = _shared(model, plan)
    chosen: dict[str, int | None] = {}     # shared parameter -> the tp split the first stage reading it chose
    inputs = options.inputs
    built = []
    for k in range(plan.stages):
        label = f" {stage_entry(k)}"
        t = time.perf_counter()
        captured = capture_stage(model, plan, k, inputs, options.inputs, params, training=options.training,
                                 device=options.device, expert_parallel=options.expert_parallel)
        stage(f"capture{label}", t)
        t = time.perf_counter()
        split = _tensor_parallel(options, captured, registry, shared, chosen,
                                 lambda line, k=k: say(f"{stage_entry(k)}: {line}"))
        compiled = compile_programs(captured.program, options, registry, frozen=frozen,
                                    sharding=_stage_plan(options, captured, shared, split),
                                    stage=StageEnds(receives=k > 0, sends=k + 1 < plan.stages), executors=executors,
                                    check_types=check_types, dump_after=dump_after,
                                    dump_dir=dump_dir / stage_entry(k) if dump_dir else None, say=say)
        stage(f"passes{label}", t)
        # The entry takes what the forward takes: under tp or cp, this rank's part of the activation.
        received = tuple(InputInfo(dtype=v.type.dtype, shape=v.type.shape)
                         for p, v in zip(compiled.forward.input_ports, compiled.forward.inputs) if p.kind == "input")
        built.append((stage_entry(k), replace(captured, inputs=received), compiled))
        if k + 1 < plan.stages:      # the next stage is traced with the whole hidden state this one returns
            (out,) = [v for p, v in zip(captured.program.output_ports, captured.program.outputs) if p.kind == "output"]
            inputs = (InputInfo(dtype=out.type.dtype, shape=out.type.shape),)
    return Staged(built=built, params=params, sharding=_artifact_plan(options, params, built),
                  pipeline=PipelineInfo(stages=plan.stages, blocks=plan.blocks, split=plan.split))


def _shared(model: nn.Module, plan) -> frozenset[str]:
    """Parameters (by first name) more than one stage may read: those outside the blocks (the
    embeddings and the head, which a tie can join) and any two stages' blocks share."""
    first = {id(p): name for name, p in model.named_parameters()}
    blocks = model.get_submodule(plan.blocks)
    stage_of: dict[int, int] = {}
    shared = set()
    for k in range(plan.stages):
        for i in plan.blocks_of(k):
            for p in blocks[i].parameters():
                if stage_of.setdefault(id(p), k) != k:
                    shared.add(id(p))
    shared |= {id(p) for p in model.parameters() if id(p) not in stage_of}
    return frozenset(first[i] for i in shared)


def _stage_axes(options: CompileOptions) -> tuple[tuple[str, int], ...]:
    return tuple((a, n) for a, n in options.mesh_axes if a != PIPELINE_AXIS)


def _check_tp_plan(options: CompileOptions, params: tuple[ParamInfo, ...]) -> None:
    """Each --tp-plan glob must match a parameter of the model (a stage is given those that
    match one of its own)."""
    for glob, _ in options.tp_plan:
        if not any(fnmatch.fnmatchcase(n, glob) for p in params for n in p.names):
            raise CompileError(f"--tp-plan {glob!r} matches no parameter; names look like "
                               f"{params[0].name if params else '?'!r}")


def _tensor_parallel(options: CompileOptions, captured: Captured, registry: OpRegistry, shared: frozenset[str],
                     chosen: dict[str, int | None], say: Callable[[str], None]) -> dict[str, int]:
    """The stage's tensor-parallel plan (parameter -> the dimension tp splits), found on its own
    capture as a whole model's is. A parameter an earlier stage also reads keeps the split that
    stage chose (recorded in `chosen`), so that its copies have one layout."""
    tp = dict(options.mesh).get(TENSOR_AXIS, 1)
    if tp == 1:
        return {}
    names = {p.name: p.names for p in captured.params}
    overrides = tuple((glob, style) for glob, style in options.tp_plan
                      if any(fnmatch.fnmatchcase(n, glob) for ns in names.values() for n in ns))
    split = tensor_parallel_plan(captured.program, registry, tp, overrides, names, say)
    for name in shared & names.keys():
        if name in chosen:
            split.pop(name, None)
            if chosen[name] is not None:
                split[name] = chosen[name]
        else:
            chosen[name] = split.get(name)
    return split


def _stage_plan(options: CompileOptions, captured: Captured, shared: frozenset[str],
                split: dict[str, int]) -> ShardingSpec | None:
    """The stage's plan over the mesh without pp (None when that is one rank), tp splitting the
    parameters `split` names. Parameters other stages may read are laid out alone (no bucket),
    so that every stage lays them out alike."""
    axes = _stage_axes(options)
    if options.scheme is None or all(n == 1 for _, n in axes):
        return None
    described = [(p.name, p.dtype, p.shape) for p in captured.params]
    try:
        alone = mesh_plan(options.scheme, axes, 0, described, experts=captured.experts, tensor_parallel=split)
        bucketed = mesh_plan(options.scheme, axes, options.bucket_mb, [d for d in described if d[0] not in shared],
                             experts=captured.experts, tensor_parallel=split)
    except SpecError as e:
        raise CompileError(str(e)) from None
    return replace(bucketed, params={name: bucketed.params.get(name, alone.params[name]) for name, _, _ in described})


def _artifact_plan(options: CompileOptions, params: tuple[ParamInfo, ...], built: list) -> ShardingSpec | None:
    """The whole mesh, pp first, with each parameter's layout as its stages have it (buckets
    numbered apart per stage); a parameter no stage reads is replicated."""
    if options.scheme is None:
        return None
    layouts: dict[str, TensorSharding] = {}
    offset = 0
    for _, _, compiled in built:
        spec = compiled.features.sharding.plan if compiled.features.sharding else None
        if spec is None:
            continue
        for name, t in spec.params.items():
            t = t if t.bucket is None else replace(t, bucket=t.bucket + offset)
            if layouts.setdefault(name, t) != t:
                raise RuntimeError(f"two stages lay {name!r} out differently: {layouts[name]} and {t}")
        offset += len(spec.buckets())
    out = {p.name: layouts.get(p.name, TensorSharding.replicated(len(p.shape))) for p in params}
    return ShardingSpec(mesh=Mesh(options.mesh_axes), scheme=options.scheme, params=out, bucket_mb=options.bucket_mb)
