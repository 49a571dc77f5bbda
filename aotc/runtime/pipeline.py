"""Running a pipeline artifact (compile --mesh pp=N): this rank's stages, run by
torch.distributed.pipelining's schedules.

Each stage entry loads as an AotModule on the user's own parameters (its backward also returns
the gradient of the activation it received), wrapped in a `StageModule` whose parameters are
the stage's alone: the module a `PipelineStage` runs. Which stages a rank holds follows
PyTorch's looped placement, stage k on pipeline rank k % pp, so `schedule()` hands PyTorch's
own GPipe, 1F1B or interleaved 1F1B this rank's stages and PyTorch's engine does the rest:
microbatches, sends and receives, the order of forwards and backwards.

A parameter two stages read (an embedding tied to the head) is one tensor in the model and a
copy on each rank that holds one of those stages. Each stage's backward gives its copy the
gradient of its own uses; after the schedule's last backward (`perform_reduce_grad`, which
PyTorch calls once per stage and step), the copies' gradients are summed over the ranks that
hold them, so that every copy gets the whole gradient and takes the same optimizer step.

A model compiled with its targets computes the loss in its last stage (`loss_inside`): the
schedule then takes no loss_fn, and the targets a step is given as `target=` reach that stage
as a keyword argument of PyTorch's stages (TARGETS).

Outside a distributed job, an artifact whose stages hold no collectives (pp alone) runs every
stage in this process, one after another (`ChainedStages`): what `verify` and `run` do.
"""

from __future__ import annotations

import inspect
import os
from typing import Callable

import torch
import torch.distributed as dist
from torch import nn

from aotc.errors import ArtifactError, ModelMismatchError
from aotc.format.manifest import Entry, Manifest
from aotc.ir import floating
from aotc.runtime.guards import check_model
from aotc.runtime.module import AotModule
from aotc.runtime.shard import coordinates, shard_parameters
from aotc.version import STAGE_TARGETS_FORMAT

PIPELINE_AXIS = "pp"
# Schedules whose backward is one call per microbatch, as a stage's programs are (PyTorch's
# zero-bubble schedules split it into an input and a weight part, which the artifact does not
# hold). Single-stage schedules take one stage per rank; the others, a rank's several stages.
SCHEDULES = {"gpipe": "ScheduleGPipe", "1f1b": "Schedule1F1B", "interleaved-1f1b": "ScheduleInterleaved1F1B",
             "looped-bfs": "ScheduleLoopedBFS"}
SINGLE_STAGE = ("gpipe", "1f1b")


def stage_entries(manifest: Manifest) -> list[tuple[str, Entry]]:
    """The stage entries, stage 0 first."""
    return sorted(((n, e) for n, e in manifest.entries.items() if e.role == "stage"), key=lambda x: x[1].stage)


# The keyword a schedule's step hands a last stage its targets under (aotc.runtime's own).
TARGETS = "aotc_targets"


def stage_target(entry: Entry) -> str | None:
    """The name of the model input a stage takes after its activation: a last stage that
    computes the loss takes its targets (None for any other stage, or the first)."""
    return entry.inputs[1].name if entry.stage and len(entry.inputs) > 1 else None


def check_boundaries(path, manifest: Manifest, programs: dict) -> None:
    """Refuse (ArtifactError) consecutive stages that disagree on the activation between them:
    what stage k's forward returns, and its backward takes as that result's gradient, must be
    what stage k + 1's forward takes and its backward returns as that input's gradient, in
    dtype and in the shape one rank holds (under tp or cp, its part). PipelineStage is told
    both sides' shapes and moves tensors of them between ranks; a disagreement would fail in
    the middle of a schedule, or hang there."""
    entries = stage_entries(manifest)
    for k, (name, e) in enumerate(entries[1:], 1):
        last = k == len(entries) - 1
        if len(e.inputs) > (2 if last else 1):
            where = ("the last stage takes the activation and at most one model input, its targets" if last else
                     "a stage between the first and the last takes only the activation")
            raise ArtifactError(f"{path}: {name} takes {len(e.inputs)} inputs, but {where}: compile the artifact again")
    if len(entries) > 1 and len(entries[-1][1].inputs) > 1 and manifest.format_version < STAGE_TARGETS_FORMAT:
        raise ArtifactError(f"{path}: its last stage takes inputs after the activation, which format "
                            f"{STAGE_TARGETS_FORMAT} added, in a format-{manifest.format_version} manifest: compile "
                            "the artifact again")
    for (name, e), (after, f) in zip(entries, entries[1:]):
        sent = _types(programs[e.forward], "output", outputs=True)
        taken = _types(programs[f.forward], "input")[:1]      # the activation: targets come after it
        back = _types(programs[f.backward], "input_grad", outputs=True) if f.backward else taken
        grad = _types(programs[e.backward], "tangent") if e.backward else sent
        if sent != taken or back != grad:
            raise ArtifactError(f"{path}: {name} returns {_show(sent)} and takes its gradient as {_show(grad)}, but "
                                f"{after} takes {_show(taken)} and returns its gradient as {_show(back)}; the stages "
                                "must agree on the activation between them: compile the artifact again")


def _types(program, kind: str, outputs: bool = False) -> list[tuple[str, tuple[int, ...]]]:
    ports, values = (program.output_ports, program.outputs) if outputs else (program.input_ports, program.inputs)
    return [(v.type.dtype, v.type.shape) for p, v in zip(ports, values) if p.kind == kind and v is not None]


def _show(types) -> str:
    return ", ".join(f"{dtype}{list(shape)}" for dtype, shape in types) or "nothing"


def check_job(path, manifest: Manifest, process_group=None) -> None:
    """Refuse, before anything runs, a job whose ranks are not the pipeline's mesh (a job that
    names its groups per axis is checked axis by axis by resolve_groups)."""
    if not (dist.is_available() and dist.is_initialized()) or manifest.sharding is None:
        return
    plan = manifest.sharding
    world = dist.get_world_size(process_group)
    if world != plan.world_size:
        raise ArtifactError(f"{path}: pipeline stages for the mesh {plan.mesh}, {plan.world_size} ranks, but the "
                            f"process group has {world}; run it on {plan.world_size} ranks, or compile it for "
                            f"{world} (--mesh pp=..., with dp_shard=... for the rest)")


def in_one_process(path, manifest: Manifest) -> bool:
    """Whether this pipeline artifact runs all its stages here: outside a distributed job, when
    its stages hold no collectives (no mesh axis but pp has more than one rank)."""
    if dist.is_available() and dist.is_initialized():
        return False
    if int(os.environ.get("WORLD_SIZE", "1")) > 1:
        raise ArtifactError(f"{path}: this job has {os.environ['WORLD_SIZE']} ranks but no process group; call "
                            "torch.distributed.init_process_group() before loading a pipeline artifact")
    plan = manifest.sharding
    return plan is None or all(n == 1 for a, n in plan.mesh.axes if a != PIPELINE_AXIS)


class StageModule(nn.Module):
    """One pipeline stage run through its artifact entry: forward(activation or the model's
    inputs) -> the activation for the next stage, or the model's result for the last. Its
    parameters are the stage's own (those no earlier stage of this rank listed), so that
    PyTorch's stage scales each gradient once. A last stage that computes the loss also takes
    its targets, handed on by PyTorch's stages as the step's keyword argument TARGETS (under a
    name of the runtime's own: torch's step keeps `target` for itself); other stages ignore it.
    Inputs go to the entry by position, not through the model's forward signature, which
    describes the whole model, not a stage."""

    def __init__(self, step: AotModule, stage: int, names: tuple[str, ...], outputs: tuple):
        super().__init__()
        object.__setattr__(self, "step", step)          # not a child: its model holds every stage's parameters
        self.stage = stage
        self.names = names
        self.outputs = outputs                          # the forward program's results' types
        self.target = stage_target(step.entry)

    def forward(self, *inputs, **kwargs):
        if self.target is None:
            return self.step._run(inputs)
        if kwargs.get(TARGETS) is None:
            raise ArtifactError(f"pipeline stage {self.stage} computes the loss from {self.target}, which this step "
                                "was not given: pass the targets as target= to the schedule's step on the ranks of "
                                "the last stage")
        return self.step._run(inputs + (kwargs[TARGETS],))

    def named_parameters(self, prefix: str = "", recurse: bool = True, remove_duplicate: bool = True):
        model = self.step.module
        for name in self.names:
            yield prefix + name, model.get_parameter(name)

    def extra_repr(self) -> str:
        return f"stage {self.stage}, {len(self.names)} parameter tensors"


class ChainedStages(nn.Module):
    """Every stage of a pipeline artifact in this process, one after another: the whole step,
    on the model's own parameters (a tied parameter gets both stages' gradients)."""

    def __init__(self, model: nn.Module, manifest: Manifest, stages: list[AotModule]):
        super().__init__()
        self.module = model
        self.manifest = manifest
        object.__setattr__(self, "stages", stages)
        self.kernel_packs, self.process_groups, self.process_group = stages[0].kernel_packs, {}, None
        self.optimizer = None           # stages hold no optimizer: a schedule's backwards run per microbatch

    def forward(self, *inputs, **kwargs):
        """The model's inputs in forward's order: the first stage takes its own, by position;
        a last stage that computes the loss the rest (its targets), by position or by name."""
        first, last = self.stages[0], self.stages[-1]
        n = len(first.entry.inputs)
        target = stage_target(last.entry)       # None for one stage, which takes every input
        given = inputs + ((kwargs[target],) if target in kwargs else ())
        if len(inputs) < n or len(given) != n + (target is not None) or set(kwargs) - {target}:
            names = f"{n} input{'s' * (n != 1)} by position" + (f", {target} (by position or name)" if target else "")
            got = f"{len(inputs)} by position" + (f" and {', '.join(kwargs)} by name" if kwargs else "")
            raise ModelMismatchError(f"the pipeline's stages take {names}; got {got}")
        out = first._run(given[:n])
        for stage in self.stages[1:]:
            out = stage._run((out,) + (given[n:] if stage is last else ()))
        return out

    def state_dict(self, *args, **kwargs):
        return self.module.state_dict(*args, **kwargs)

    def load_state_dict(self, *args, **kwargs):
        return self.module.load_state_dict(*args, **kwargs)


class PipelineModule(nn.Module):
    """This rank's stages of a pipeline artifact. `parameters()` are theirs (build the optimizer
    on them); `schedule(kind, n_microbatches, loss_fn)` is PyTorch's schedule running them."""

    def __init__(self, model: nn.Module, manifest: Manifest, stages: dict[int, StageModule],
                 groups: dict[str, object], ties: list[tuple[str, object]]):
        super().__init__()
        object.__setattr__(self, "module", model)
        self.manifest = manifest
        self.stages = nn.ModuleList(stages.values())
        self.process_groups = groups
        self.process_group = groups.get(PIPELINE_AXIS)
        self.kernel_packs = next(iter(stages.values())).step.kernel_packs
        # Every parameter this rank's stages read (a checkpoint writes these).
        self.held = frozenset(n for s in stages.values() for n in s.step._held_names)
        self._ties = ties
        self._target = stage_target(stage_entries(manifest)[-1][1])   # what the last stage's loss reads
        self._reduced = 0                 # stages whose backward finished this step

    def named_parameters(self, prefix: str = "", recurse: bool = True, remove_duplicate: bool = True):
        for stage in self.stages:
            yield from stage.named_parameters(prefix)

    def state_dict(self, *args, **kwargs):
        return self.module.state_dict(*args, **kwargs)

    @property
    def loss_inside(self) -> bool:
        """Whether the last stage computes the loss (the model was compiled with its targets):
        its schedule then takes no loss_fn, and the last stage's ranks pass the targets as
        `target=`."""
        return self._target is not None

    def schedule(self, kind: str = "1f1b", n_microbatches: int | None = None, loss_fn: Callable | None = None,
                 **kwargs):
        """PyTorch's schedule of this kind (`SCHEDULES`) over this rank's stages, each a
        `PipelineStage` whose submodule is a `StageModule`. Every rank takes the same kind and
        microbatch count; `step(x, target=y, losses=[])` then trains on a batch of
        n_microbatches times the compiled input shape (the first stage's ranks pass x, the last
        stage's target). Where the last stage computes the loss (`loss_inside`), give no
        loss_fn: the target goes to that stage and its result is the microbatch's loss. Further
        keyword arguments go to the schedule (`scale_grads`, ...)."""
        from torch.distributed.pipelining import schedules
        if self.loss_inside:
            if loss_fn is not None:
                raise ArtifactError(f"the artifact's last stage computes the loss from {self._target}: give no "
                                    "loss_fn, and pass the targets as target= on the last stage's ranks")
            loss_fn = _the_stage_loss
        if kind not in SCHEDULES:
            raise ArtifactError(f"schedule {kind!r} is not one of {', '.join(SCHEDULES)} (PyTorch's zero-bubble "
                                "schedules split the backward in two, which a stage's programs do not)")
        if not n_microbatches or n_microbatches < 1:
            raise ArtifactError("give n_microbatches: how many microbatches each step's batch is cut into")
        if kind in SINGLE_STAGE and len(self.stages) != 1:
            raise ArtifactError(f"schedule {kind!r} runs one stage per rank; this rank holds {len(self.stages)} "
                                f"(--pp-stages {self.manifest.pipeline.stages} over pp="
                                f"{self.manifest.sharding.mesh.size(PIPELINE_AXIS)}): use interleaved-1f1b")
        stages = [self._pipeline_stage(s) for s in self.stages]
        cls = getattr(schedules, SCHEDULES[kind])
        schedule = cls(stages[0] if kind in SINGLE_STAGE else stages, n_microbatches, loss_fn=loss_fn, **kwargs)
        last = self.manifest.pipeline.stages - 1
        schedule.step = _for_training(schedule.step, self._target if any(s.stage == last for s in self.stages) else None)
        return schedule

    def _pipeline_stage(self, stage: StageModule):
        entry = stage.step.entry
        device = next((p.device for p in stage.parameters()), torch.device(self.manifest.made.device))
        first, last = stage.stage == 0, stage.stage == self.manifest.pipeline.stages - 1
        # What the stage receives: the model's inputs, or the activation (the targets of a last
        # stage's loss come as keyword arguments, which PyTorch does not check).
        inputs = tuple(_meta(i.dtype, i.shape, grad=not first) for i in (entry.inputs if first else entry.inputs[:1]))
        outputs = tuple(_meta(t.dtype, t.shape, grad=floating(t.dtype))
                        for t in (stage.outputs if last else stage.outputs[:1]))
        return _stage_class()(stage, stage.stage, self.manifest.pipeline.stages, device, input_args=inputs,
                              output_args=outputs, group=self.process_group, owner=self)

    def _stage_reduced(self) -> None:
        """Called as each local stage's backward ends a step: after the last, sum each tied
        parameter's gradient over the ranks that hold a copy."""
        self._reduced += 1
        if self._reduced < len(self.stages):
            return
        self._reduced = 0
        for name, group in self._ties:
            # Every stage's backward returns a gradient for each trainable parameter it reads
            # (load checks it), so every copy has one here.
            dist.all_reduce(self.module.get_parameter(name).grad, group=group)


def _the_stage_loss(loss, target):
    """The schedule's loss_fn where the last stage computes the loss: its result."""
    return loss


def _for_training(step: Callable, target: str | None = None) -> Callable:
    """`step` given contiguous copies of the tensors it is handed, keeping no outputs unless
    asked (`return_outputs=True`), and with `target=` handed to a last stage that computes the
    loss (`target`: the name of the model input it takes, on the last stage's ranks).

    A batch sliced as language models take it (tokens[:, :-1]) is a strided view; torch's stages
    compare each microbatch's strides with the stage's declared inputs (torch 2.11 raises
    PipeliningShapeError: "stride mismatch: expected (8192, 1) actual (8193, 1)").

    By default torch's last stage keeps every microbatch's output until the step ends, to return
    them merged: a language model's logits, 2.1 GB a microbatch at 8192 tokens and a 128k
    vocabulary, 17 GB over 8 microbatches that a training step never reads (its losses are in
    `losses`). Where the release's step takes `return_outputs`, it is False unless given."""
    takes_outputs = "return_outputs" in inspect.signature(step).parameters

    def contiguous(x):
        return x.contiguous() if isinstance(x, torch.Tensor) else x

    def step_for_training(*args, **kwargs):
        if takes_outputs:
            kwargs.setdefault("return_outputs", False)
        if target is not None:
            if kwargs.get("target") is None:
                raise ArtifactError(f"the artifact's last stage computes the loss from {target}: pass the "
                                    "targets as target= to step on the last stage's ranks")
            kwargs[TARGETS] = kwargs["target"]
        return step(*map(contiguous, args), **{k: contiguous(v) for k, v in kwargs.items()})
    return step_for_training


def _meta(dtype: str, shape, grad: bool) -> torch.Tensor:
    return torch.empty(shape, dtype=getattr(torch, dtype), device="meta", requires_grad=grad)


_STAGE_CLASS = None


def _stage_class():
    """PipelineStage, telling its PipelineModule when its backward has finished a step."""
    global _STAGE_CLASS
    if _STAGE_CLASS is None:
        from torch.distributed.pipelining import PipelineStage

        if not hasattr(PipelineStage, "perform_reduce_grad"):
            raise ArtifactError(f"torch {torch.__version__}'s PipelineStage has no perform_reduce_grad, which "
                                "tied parameters across stages wait for; use torch 2.9 or later")

        class _AotPipelineStage(PipelineStage):
            def __init__(self, *args, owner: PipelineModule, **kwargs):
                super().__init__(*args, **kwargs)
                self._aotc_owner = owner

            def perform_reduce_grad(self, grad_scale_factor):
                super().perform_reduce_grad(grad_scale_factor)
                if self.has_backward:          # not after a schedule's eval()
                    self._aotc_owner._stage_reduced()

        _STAGE_CLASS = _AotPipelineStage
    return _STAGE_CLASS


def load_stages(path, model: nn.Module, manifest: Manifest, programs: dict, groups: dict[str, object],
                bind: Callable[[str, Entry], AotModule]) -> nn.Module:
    """This rank's stages (or, with no groups, every stage chained in this process), each bound
    by `bind` (aotc.runtime.load's binding of one entry)."""
    entries = stage_entries(manifest)
    if not groups:
        check_model(model, manifest, programs[entries[0][1].forward])
        return ChainedStages(model, manifest, [bind(name, e) for name, e in entries])
    plan = manifest.sharding
    pp = plan.mesh.size(PIPELINE_AXIS)
    coords = coordinates(groups, plan)
    local = [(n, e) for n, e in entries if e.stage % pp == coords[PIPELINE_AXIS]]
    names = {e.stage: tuple(p.name for p in programs[e.forward].input_ports if p.kind == "param") for _, e in local}
    for _, e in local:
        check_model(model, manifest, programs[e.forward], held=frozenset(names[e.stage]))
    shard_parameters(model, manifest, groups, only=frozenset(n for ns in names.values() for n in ns))
    stages, owned = {}, set()
    for name, e in local:
        mine = tuple(n for n in names[e.stage] if n not in owned)
        owned.update(mine)
        forward = programs[e.forward]
        outputs = tuple(v.type for p, v in zip(forward.output_ports, forward.outputs) if p.kind == "output")
        stages[e.stage] = StageModule(bind(name, e), e.stage, mine, outputs)
    return PipelineModule(model, manifest, stages, groups, _tie_groups(manifest, programs, entries, groups, pp))


def _tie_groups(manifest: Manifest, programs: dict, entries, groups: dict, pp: int) -> list[tuple[str, object]]:
    """For each trainable parameter read by stages on several pipeline ranks, the process group of
    those ranks that share this rank's other coordinates (made on every rank, in one order)."""
    ranks_of: dict[str, set[int]] = {}
    for _, e in entries:
        for p in programs[e.forward].input_ports:
            if p.kind == "param":
                ranks_of.setdefault(p.name, set()).add(e.stage % pp)
    trainable = {p.name for p in manifest.params if p.requires_grad}
    tied = sorted((n, tuple(sorted(r))) for n, r in ranks_of.items() if len(r) > 1 and n in trainable)
    if not tied:
        return []
    plan = manifest.sharding
    mine = coordinates(groups, plan)
    everyone: list = [None] * dist.get_world_size()
    dist.all_gather_object(everyone, mine)          # each rank's coordinates, by global rank
    others = sorted({tuple((a, c[a]) for a in plan.mesh.names if a != PIPELINE_AXIS) for c in everyone})
    made: dict = {}
    out = []
    for name, pp_ranks in tied:
        if pp_ranks not in made:
            made[pp_ranks] = None
            for other in others:
                ranks = [r for r, c in enumerate(everyone) if c[PIPELINE_AXIS] in pp_ranks
                         and all(c[a] == i for a, i in other)]
                group = dist.new_group(ranks)
                if dist.get_rank() in ranks:
                    made[pp_ranks] = group
        if made[pp_ranks] is not None:
            out.append((name, made[pp_ranks]))
    return out
