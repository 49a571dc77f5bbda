"""The one manifest builder: every compiled entry (training step, shape bucket or pipeline
stage) -> the manifest and the programs it names.

With one entry, `step` runs `forward` (and `backward`); otherwise entry NAME runs
`forward_NAME` (and `backward_NAME`): a bucket's name is its shapes, a pipeline stage's
`stage<k>`, whose role is "stage" and which records its index.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Sequence

import torch

from aotc.customops.grouped_mm import SCALED_OPS
from aotc.format.fp8_info import Fp8Info
from aotc.format.manifest import (DEFAULT_ENTRY, FORMAT_7_AXES, Entry, Manifest, MemoryInfo, ModeInfo, Provenance,
                                  SavedInfo)
from aotc.ir import Program
from aotc.memory import saved_bytes
from aotc.model_info import ParamInfo
from aotc.ops import CP_ATTENTION, DOCUMENT_ATTENTION, FP8_ATTENTION, TP_MATMULS, Kind, OpRegistry
from aotc.pass_list import Compiled
from aotc.planner.entry import Built, CompilePlan
from aotc.planner.stages import pipeline_sharding
from aotc.sharding import ShardingSpec
from aotc.version import __version__, format_for


def build_manifest(built: Sequence[Built], plan: CompilePlan, made: Provenance,
                   registry: OpRegistry) -> tuple[Manifest, dict[str, Program]]:
    """The manifest and the programs of every entry, in the plan's order; `made` says how."""
    first = built[0]
    features = first.compiled.features
    params = tuple(ParamInfo(names=p.names, dtype=p.dtype, shape=p.shape,
                             requires_grad=p.requires_grad and p.name not in plan.frozen)
                   for p in plan.params or first.captured.params)
    entries, programs = {}, {}
    for b in built:
        suffix = "" if b.plan.name == DEFAULT_ENTRY else f"_{b.plan.name}"
        forward = b.compiled.forward.replace(name=f"forward{suffix}")
        programs[forward.name] = forward
        backward = None
        if b.compiled.backward is not None:
            backward = b.compiled.backward.replace(name=f"backward{suffix}")
            programs[backward.name] = backward
        entries[b.plan.name] = Entry(role=b.plan.role, forward=forward.name,
                                     backward=backward.name if backward else None, inputs=b.inputs,
                                     outputs=b.captured.outputs, saved=_saved(b.compiled, registry),
                                     memory=_memory(b.compiled), stage=b.plan.stage, defaults=b.plan.defaults)
    # Pipeline stages each lay out their own parameters; the artifact's plan is the whole mesh's.
    sharding = (pipeline_sharding(plan.mesh, params, built) if plan.pipeline else
                features.sharding.section() if features.sharding else None)
    fp8 = _fp8_section(features.fp8, programs)
    compiled = [b.compiled for b in built]
    manifest = Manifest(
        format_version=format_for(stages=plan.pipeline is not None, mesh=_uses_mesh(sharding, programs),
                                  fp8_additions=fp8 is not None and fp8.format_9,
                                  blocks=sharding is not None and sharding.blocked,
                                  signature=any(e.named for e in entries.values()),
                                  tp_matmuls=_calls(programs, TP_MATMULS), cp_attention=_calls(programs, CP_ATTENTION),
                                  document_attention=_calls(programs, DOCUMENT_ATTENTION),
                                  fp8_attention=_calls(programs, FP8_ATTENTION),
                                  stage_targets=any(e.stage and len(e.inputs) > 1 for e in entries.values())),
        compiler_version=__version__,
        torch_version=torch.__version__,
        made=made,
        params=params, buffers=first.captured.buffers, entries=entries, programs={},
        modes=_modes(first.captured.modes, compiled, registry),
        executors=_executors(compiled),
        sharding=sharding,
        fp8=fp8,
        optimizer=features.optimizer.section([p.name for p in params if p.requires_grad])
        if features.optimizer and first.compiled.backward is not None else None,
        pipeline=plan.pipeline)
    return manifest, programs


def _uses_mesh(plan: ShardingSpec | None, programs: dict[str, Program]) -> bool:
    """Whether the artifact holds what format 8 added: a mesh axis other than format 7's dp and
    ep (and with it tp and cp layouts), or a program reading a rank coordinate."""
    if plan is not None and any(axis not in FORMAT_7_AXES for axis in plan.mesh.names):
        return True
    return any(port.kind == "coord" for p in programs.values() for port in p.input_ports)


def _fp8_section(fp8, programs: dict[str, Program]) -> Fp8Info | None:
    """The manifest's fp8 section, recording `--fp8-experts` only where a grouped matmul was
    scaled: a model without experts, or with every expert skipped, keeps format 7's section.
    (`--fp8-attention` needs no such care: fp8_attention refuses a model where none runs.)"""
    if fp8 is None:
        return None
    section = fp8.section()
    if section.experts is not None and not any(op.name in SCALED_OPS for p in programs.values() for op in p.flat_ops()):
        return replace(section, experts=None)
    return section


def _saved(compiled: Compiled, registry: OpRegistry) -> SavedInfo:
    if compiled.backward is None:
        return SavedInfo(count=0, activation_bytes=0, param_bytes=0)
    activation, param = saved_bytes(compiled.forward, registry)
    count = sum(1 for p in compiled.forward.output_ports if p.kind == "saved")
    return SavedInfo(count=count, activation_bytes=activation, param_bytes=param)


def _memory(compiled: Compiled) -> MemoryInfo:
    remat = compiled.features.remat if compiled.features else None
    if remat is None:                # inference: the estimate alone
        e = compiled.memory
        return MemoryInfo(resident=e.resident, forward_peak=e.forward_peak, saved=e.saved,
                          backward_peak=e.backward_peak, peak=e.peak)
    return remat.section(compiled.remat, compiled.memory)


def _executors(compiled: list[Compiled]) -> tuple[str, ...]:
    programs = [p for c in compiled for p in (c.forward, c.backward) if p is not None]
    return ("aten",) + tuple(sorted({r.executor for p in programs for r in p.regions()}))


def _modes(modes: tuple[bool, tuple[str, ...]], compiled: list[Compiled], registry: OpRegistry) -> ModeInfo:
    """Would the programs differ in another train/eval mode? Only through dropout (random
    ops), batch norm, or a buffer the forward writes."""
    programs = [p for c in compiled for p in (c.forward, c.backward) if p is not None]
    sensitive = any(registry.lookup(op.name).kinds & {Kind.RANDOM, Kind.MODE}
                    for p in programs for op in p.flat_ops())
    sensitive |= any(port.kind == "update" for c in compiled for port in c.forward.output_ports)
    training, exceptions = modes
    return ModeInfo(training=training, exceptions=exceptions, sensitive=sensitive)


def _calls(programs: dict, names: tuple[str, ...]) -> bool:
    """Whether any program calls one of the ops `names`."""
    return any(op.name in names for p in programs.values() for op in p.flat_ops())
