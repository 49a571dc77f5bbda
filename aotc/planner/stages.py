"""Pipeline stages' plans (`--mesh pp=N`): where the model is cut, each stage an entry, and one
layout for a parameter two stages read.

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

from dataclasses import dataclass, replace
from typing import Sequence

from torch import nn

from aotc.format.manifest import PipelineInfo
from aotc.frontend.capture import Captured
from aotc.frontend.stages import StageCut, capture_stage, cut_stages
from aotc.model_info import InputInfo, ParamInfo
from aotc.options import CompileOptions
from aotc.passes.spmd.stage import StageEnds
from aotc.planner.entry import Built, CompilePlan, EntryPlan, Layout, Signature, Tracing, entry_layout
from aotc.sharding import Mesh, ShardingSpec, TensorSharding


@dataclass(frozen=True)
class StageCapture:
    """Stage k of the cut traced on its own (aotc.frontend.stages); `params` are the whole model's,
    `model_inputs` the model's inputs by name."""

    cut: StageCut
    k: int
    params: tuple[ParamInfo, ...]
    model_inputs: Signature
    tracing: Tracing

    def __call__(self, model: nn.Module, inputs: tuple[InputInfo, ...]) -> Captured:
        t = self.tracing
        return capture_stage(model, self.cut, self.k, inputs, tuple(info for _, info in self.model_inputs),
                             self.params, training=t.training, device=t.device, expert_parallel=t.expert_parallel,
                             input_names=tuple(name for name, _ in self.model_inputs))


def stage_entry(k: int) -> str:
    return f"stage{k}"


def stage_plans(model: nn.Module, options: CompileOptions, params: tuple[ParamInfo, ...], inputs: Signature,
                frozen: frozenset[str]) -> CompilePlan:
    """An entry per stage, in order: stage k's input is the hidden state stage k - 1 returns."""
    cut = cut_stages(model, options.stages, options.pp_cut_at)
    layout = entry_layout(options, shared=_shared(model, cut))
    entries = tuple(EntryPlan(name=stage_entry(k), role="stage", inputs=inputs if k == 0 else None,
                              capture=StageCapture(cut, k, params, inputs, Tracing.of(options)),
                              layout=layout,
                              ends=StageEnds(receives=k > 0, sends=k + 1 < cut.stages), stage=k, apart=True)
                    for k in range(cut.stages))
    mesh = Layout(options.scheme, options.mesh_axes, options.bucket_mb) if options.scheme else None
    return CompilePlan(entries=entries, frozen=frozen, params=params, mesh=mesh,
                       pipeline=PipelineInfo(stages=cut.stages, blocks=cut.blocks, cut_at=cut.cut_at))


def _shared(model: nn.Module, cut: StageCut) -> frozenset[str]:
    """Parameters (by first name) more than one stage may read: those outside the blocks (the
    embeddings and the head, which a tie can join) and any two stages' blocks share."""
    first = {id(p): name for name, p in model.named_parameters()}
    blocks = model.get_submodule(cut.blocks)
    stage_of: dict[int, int] = {}
    shared = set()
    for k in range(cut.stages):
        for i in cut.blocks_of(k):
            for p in blocks[i].parameters():
                if stage_of.setdefault(id(p), k) != k:
                    shared.add(id(p))
    shared |= {id(p) for p in model.parameters() if id(p) not in stage_of}
    return frozenset(first[i] for i in shared)


def pipeline_sharding(mesh: Layout | None, params: tuple[ParamInfo, ...],
                      built: Sequence[Built]) -> ShardingSpec | None:
    """The whole mesh, pp first, with each parameter's layout as its stages have it (buckets
    numbered apart per stage); a parameter no stage reads is replicated."""
    if mesh is None:
        return None
    layouts: dict[str, TensorSharding] = {}
    offset = 0
    for b in built:
        spec = b.compiled.features.sharding.plan if b.compiled.features.sharding else None
        if spec is None:
            continue
        for name, t in spec.params.items():
            t = t if t.bucket is None else replace(t, bucket=t.bucket + offset)
            if layouts.setdefault(name, t) != t:
                raise RuntimeError(f"two stages lay {name!r} out differently: {layouts[name]} and {t}")
        offset += len(spec.buckets())
    out = {p.name: layouts.get(p.name, TensorSharding.replicated(len(p.shape))) for p in params}
    return ShardingSpec(mesh=Mesh(mesh.axes), scheme=mesh.scheme, params=out, bucket_mb=mesh.bucket_mb)
