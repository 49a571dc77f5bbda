"""Compiling a training step as pipeline stages (`--mesh pp=N`): each stage captured and run
through the whole pass pipeline on its own, with its own sharding plan over the other axes.

Stages never share a collective: the pp axis is no axis of any program (the stages exchange
activations and their gradients through torch.distributed.pipelining at run time), so each
stage's plan is the mesh without pp. The artifact's plan is the whole mesh, pp first, and each
parameter's layout as the stage that reads it has it. A parameter two stages read (an
embedding tied to the head) is one tensor in the artifact and a copy on each stage's ranks; it
is gathered and reduced alone in both, never in a bucket, so that both copies have one layout
(the runtime sums the two stages' gradients of it: aotc.runtime.pipeline).
"""

from __future__ import annotations

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
from aotc.pipeline import compile_programs
from aotc.sharding import PIPELINE_AXIS, Mesh, ShardingSpec, SpecError, TensorSharding, mesh_plan


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
    plan = plan_split(model, options.stages, options.pp_split)
    shared = _shared(model, plan)
    inputs = options.inputs
    built = []
    for k in range(plan.stages):
        label = f" {stage_entry(k)}"
        t = time.perf_counter()
        captured = capture_stage(model, plan, k, inputs, options.inputs, params, training=options.training,
                                 device=options.device, expert_parallel=options.expert_parallel)
        stage(f"capture{label}", t)
        t = time.perf_counter()
        compiled = compile_programs(captured.program, options, registry, frozen=frozen,
                                    sharding=_stage_plan(options, captured, shared), executors=executors,
                                    check_types=check_types, dump_after=dump_after,
                                    dump_dir=dump_dir / stage_entry(k) if dump_dir else None, say=say)
        stage(f"passes{label}", t)
        built.append((stage_entry(k), captured, compiled))
        if k + 1 < plan.stages:      # the next stage takes the hidden state this one returns
            (out,) = [v for p, v in zip(compiled.forward.output_ports, compiled.forward.outputs) if p.kind == "output"]
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


def _stage_plan(options: CompileOptions, captured: Captured, shared: frozenset[str]) -> ShardingSpec | None:
    """The stage's plan over the mesh without pp (None when that is one rank). Parameters other
    stages may read are laid out alone (no bucket), so that every stage lays them out alike."""
    axes = _stage_axes(options)
    if options.scheme is None or all(n == 1 for _, n in axes):
        return None
    described = [(p.name, p.dtype, p.shape) for p in captured.params]
    try:
        alone = mesh_plan(options.scheme, axes, 0, described, experts=captured.experts)
        bucketed = mesh_plan(options.scheme, axes, options.bucket_mb, [d for d in described if d[0] not in shared],
                             experts=captured.experts)
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
