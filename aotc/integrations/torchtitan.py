"""torchtitan's trainer running its model through a thunder-aot artifact instead of compiling it.

torchtitan (0.3.0) lets a job change, without editing torchtitan: its config (a `Trainer.Config`
subclass, whose `build()` makes the subclass's trainer, returned by the function `--module` and
`--config` name), the model spec's parallelize function (what the trainer calls on the model it
built on the meta device) and the model's `init_weights` (called once the weights are on the
device). Its model converters and `--override.imports` rewrite the config tree before the model
is built, and its parallelize function always wraps the model in FSDP2 (even on one GPU), so
neither can hand the trainer's model to an artifact; these three can:

    ArtifactTrainer.Config  Trainer.Config plus `artifact`, the directory; its trainer puts
                            `parallelize_artifact` in the model spec and takes the loss that
                            torchtitan's chunked loss wraps (the artifact returns logits)
    parallelize_artifact    checks the job (parallel dims, dtype, options) against the artifact
                            and makes the model an `ArtifactModel` of its own class: no FSDP2, no
                            activation checkpointing, no torch.compile
    ArtifactModel           after `init_weights`, `aotc.runtime.load(artifact, model)` binds the
                            weights (under FSDP keeping this rank's rows); forward runs the artifact

On the command line, `--module aotc.integrations.torchtitan --config FN` takes any of
torchtitan's config functions (llama3_8b, qwen3_debugmodel, ...) as an ArtifactTrainer.Config,
so `--artifact DIR` and every torchtitan option apply:

    torchrun --nproc-per-node 2 -m torchtitan.train --module aotc.integrations.torchtitan \
        --config llama3_8b --artifact artifacts/titan-l16-fsdp2 --training.dtype bfloat16 \
        --training.disable_cuda_graphs activation_checkpoint:none

From a config function of one's own: `with_artifact(config, "artifacts/...")`.
"""

from __future__ import annotations

import dataclasses
import functools
import importlib
import math
from dataclasses import dataclass

import torch
from torch import nn
try:
    from torchtitan.components.loss import ChunkedLossWrapper
    from torchtitan.config.override import derive
    from torchtitan.trainer import Trainer
except ImportError as e:
    # torchtitan 0.3.0's trainer imports parts of torch.distributed that torch 2.11 does not
    # have (torch.distributed.fsdp.DataParallelMeshDims): say which, and what runs it.
    raise ImportError(f"torchtitan's trainer cannot be imported with torch {torch.__version__} ({e}); "
                      "torchtitan 0.3.0 needs a newer torch (2.12 or later). Install a torchtitan release made for "
                      "this torch, or a torch that this torchtitan supports") from e

import aotc.runtime
from aotc.errors import ModelMismatchError
from aotc.format.artifact import read_manifest
from aotc.format.manifest import Manifest


class ArtifactTrainer(Trainer):
    """torchtitan's Trainer whose model runs through a thunder-aot artifact (`Config.artifact`)."""

    @dataclass(kw_only=True, slots=True)
    class Config(Trainer.Config):
        artifact: str = ""
        """thunder-aot artifact directory, compiled from this job's model for its parallel
        dimensions (thunder-aot compile titan:MODEL:FLAVOR ...): the model runs through it"""

    def __init__(self, config: Config):
        prepare(config)
        super().__init__(config)
        clip_over_ranks(config, self.model_parts[0], self.optimizers)


def clip_over_ranks(config: Trainer.Config, model: nn.Module, optimizers) -> None:
    """Under an artifact that shards the parameters, clip gradients by their norm over every
    rank's rows, before each optimizer step: the trainer's own clipping sees this rank's rows
    only and would scale each rank's by another norm, so it is left measuring (max_norm inf)."""
    if isinstance(model, ArtifactModel) and model.sharded and math.isfinite(config.training.max_norm):
        max_norm, config.training.max_norm = config.training.max_norm, math.inf

        def clip(*_) -> None:
            model.clip_grad_norm_(max_norm)
        optimizers.register_step_pre_hook(clip)


def with_artifact(config: Trainer.Config, artifact: str) -> ArtifactTrainer.Config:
    """`config` (a torchtitan config function's) training through the artifact at `artifact`."""
    return derive(config, ArtifactTrainer.Config, artifact=str(artifact))


def __getattr__(name: str):
    """`--config FN` under `--module aotc.integrations.torchtitan`: torchtitan's config function
    FN (llama3_8b from torchtitan.models.llama3.config_registry), returning ArtifactTrainer's config."""
    if name.startswith("__"):
        raise AttributeError(name)
    from torchtitan.models import _supported_models
    owners = sorted((m for m in _supported_models if name.startswith(f"{m}_")), key=len, reverse=True)
    for model in owners:
        registry = importlib.import_module(f"torchtitan.models.{model}.config_registry")
        made = getattr(registry, name, None)
        if callable(made):
            return functools.wraps(made)(lambda: with_artifact(made(), ""))
    raise AttributeError(f"{name!r} is none of torchtitan's config functions (torchtitan.models.MODEL."
                         f"config_registry: llama3_8b, qwen3_debugmodel, ...)")


def prepare(config: ArtifactTrainer.Config) -> None:
    """The job's config made to run the artifact, or a refusal naming the option and the fix."""
    if not config.artifact:
        raise ModelMismatchError("ArtifactTrainer runs the model through a thunder-aot artifact: give its "
                                 "directory (--artifact DIR, or with_artifact(config, DIR))")
    manifest = read_manifest(config.artifact)
    spec = config.model_spec
    refusals = []
    if config.parallelism.pipeline_parallel_degree > 1:
        refusals.append("--parallelism.pipeline_parallel_degree > 1: pipeline stages are not run through "
                        "torchtitan's schedules here; set it to 1")
    if config.compile.enable and "model" in config.compile.components:
        refusals.append("--compile.enable with 'model' in --compile.components: the artifact is the compiled "
                        "model; take 'model' out (--compile.components loss) or turn compile off")
    if config.activation_checkpoint is not None:
        refusals.append(f"activation checkpointing ({type(config.activation_checkpoint).__qualname__}): what the "
                        "backward recomputes was planned at compile (--remat-policy, --memory-budget GB); turn "
                        "it off with activation_checkpoint:none")
    if not config.training.disable_cuda_graphs:
        refusals.append("CUDA graphs around torchtitan's step: set --training.disable_cuda_graphs (an artifact "
                        "replays its own programs from CUDA graphs when loaded with cudagraphs=True)")
    if config.checkpoint.enable and manifest.sharding is not None and manifest.sharding.fsdp:
        refusals.append("--checkpoint.enable under a sharded artifact: torchtitan's checkpointer expects FSDP2's "
                        "DTensors; write checkpoints with aotc.runtime.save_checkpoint, or compile without "
                        "--shard fsdp-*")
    if config.parallelism.spmd_backend == "full_dtensor":
        refusals.append("--parallelism.spmd_backend full_dtensor: the artifact takes plain tensors; use spmd_types "
                        "or partial_dtensor")
    if refusals:
        raise ModelMismatchError(f"this torchtitan job cannot run {config.artifact}:\n  " + "\n  ".join(refusals))
    if isinstance(config.loss, ChunkedLossWrapper.Config):
        # The chunked loss runs the output layer itself, on hidden states; the artifact's
        # program holds the output layer and returns logits, so the loss it wraps takes them.
        config.loss = config.loss.loss_fn
    config.model_spec = dataclasses.replace(spec, parallelize_fn=functools.partial(
        parallelize_artifact, artifact=config.artifact, spec=f"titan:{spec.name}:{spec.flavor}",
        batch=config.training.local_batch_size, seq_len=config.training.seq_len))


def parallelize_artifact(model: nn.Module, *, parallel_dims, training, parallelism, compile_config, ac_config,
                         dump_folder: str, artifact: str, spec: str, batch: int, seq_len: int) -> nn.Module:
    """torchtitan's parallelize function for a model that runs through `artifact`: the job's
    parallel dimensions and dtype checked against the artifact's plan, the model an ArtifactModel."""
    manifest = read_manifest(artifact)
    job = _job_plan(parallel_dims)
    model_parallel = sorted(set(job) - {"dp_replicate", "dp_shard"})
    if model_parallel:
        # torchtitan's loss and inputs would meet an artifact's tp, cp or ep as FSDP2 and DTensor
        # lay them out, not as its programs do (vocabulary-split logits, their own cp split).
        raise ModelMismatchError(f"this job's {', '.join(f'{d}={job[d]}' for d in model_parallel)} is not run "
                                 "through torchtitan's trainer with an artifact: set those degrees to 1 "
                                 "(--parallelism.*_degree) and shard over data parallelism only")
    theirs = _artifact_plan(manifest)
    dtype = training.dtype
    tensors = {**dict(model.named_parameters(remove_duplicate=False)),
               **dict(model.named_buffers(remove_duplicate=False))}
    shapes = [f"{i.name} {list(i.shape)} (here {list(tensors[i.name].shape)})"
              for i in (*manifest.params, *manifest.buffers)
              if i.name in tensors and tuple(tensors[i.name].shape) != tuple(i.shape)]
    named = {n for i in (*manifest.params, *manifest.buffers) for n in getattr(i, "names", (i.name,))}
    shapes += [f"{n} (not in the artifact)" for n in tensors if n not in named]
    shapes += [f"{n} (not in this model)" for n in sorted(named - set(tensors))]
    if job != theirs or manifest.made.dtype != dtype or shapes:
        layers = len(getattr(model, "layers", ()))
        other = f", and its tensors differ: {'; '.join(shapes[:3])}" if shapes else ""
        raise ModelMismatchError(
            f"{artifact} was compiled for {_described(theirs)} with {manifest.made.dtype} parameters{other}; this job "
            f"runs {_described(job)} with {dtype} parameters (--training.dtype). Compile one for this job:\n"
            f"    thunder-aot compile {spec} --arg layers={layers} --arg seq_len={seq_len} --shape {batch}x{seq_len} "
            f"--input 'i64[{batch},{seq_len}]' --dtype {dtype} --device {manifest.made.device}{_flags(job)} -o DIR")
    model.__class__ = _artifact_class(type(model))
    model.artifact = artifact
    return model


def _job_plan(parallel_dims) -> dict[str, int]:
    """The job's ranks per torchtitan dimension, those of more than one."""
    dims = {"dp_replicate": parallel_dims.dp_replicate, "dp_shard": parallel_dims.dp_shard,
            "cp": parallel_dims.cp, "tp": parallel_dims.tp, "pp": parallel_dims.pp, "ep": parallel_dims.ep}
    return {k: v for k, v in dims.items() if v > 1}


def _artifact_plan(manifest: Manifest) -> dict[str, int]:
    """The artifact's ranks in torchtitan's dimensions: a plain --shard plan's axis `dp` is
    torchtitan's dp_shard under FSDP and dp_replicate under DDP."""
    plan = manifest.sharding
    if plan is None:
        return {}
    dims = {}
    for axis, size in plan.mesh.axes:
        if axis == "dp":
            axis = "dp_shard" if plan.fsdp else "dp_replicate"
        if size > 1:
            dims[axis] = size
    return dims


def _described(plan: dict[str, int]) -> str:
    if not plan:
        return "one process"
    return f"{', '.join(f'{k}={v}' for k, v in plan.items())} over {math.prod(plan.values())} ranks"


def _flags(plan: dict[str, int]) -> str:
    """thunder-aot compile's options for a job of these parallel dimensions."""
    if not plan:
        return ""
    if set(plan) == {"dp_shard"}:
        return f" --shard fsdp-zero2 --world-size {plan['dp_shard']}"
    if set(plan) == {"dp_replicate"}:
        return f" --shard ddp --world-size {plan['dp_replicate']}"
    mesh = ",".join(f"{k}={v}" for k, v in plan.items())
    return f" --mesh {mesh}" + (" --shard fsdp-zero2" if "dp_shard" in plan else "")


class ArtifactModel(nn.Module):
    """A torchtitan model whose forward runs the thunder-aot artifact `self.artifact` on its own
    parameters: the class the model's own class becomes (`_artifact_class`), so parameters,
    state_dict, train/eval and whatever the trainer reads of the model stay the model's."""

    artifact: str
    step_model: nn.Module | None = None

    def init_weights(self, **kwargs) -> None:
        super().init_weights(**kwargs)
        # Loaded once the weights are on the device: under FSDP each parameter becomes this
        # rank's rows, before the trainer builds its optimizer on them.
        step = aotc.runtime.load(self.artifact, self)
        self.__dict__["step_model"] = step      # not a submodule: it holds this model as one

    @property
    def sharded(self) -> bool:
        plan = self.step_model.manifest.sharding
        return plan is not None and plan.fsdp

    def get_attention_masks(self, positions: torch.Tensor):
        """None: the artifact builds the document masks from the positions inside its program,
        so the trainer's own masks would be made for nothing."""
        return None

    def forward(self, tokens: torch.Tensor, positions: torch.Tensor | None = None, attention_masks=None):
        if self.step_model is None:
            raise ModelMismatchError(f"{type(self).__name__} runs {self.artifact} once init_weights has loaded it")
        if getattr(self, "_skip_lm_head", False):
            raise ModelMismatchError("torchtitan's chunked loss (ChunkedLossWrapper) runs the output layer on hidden "
                                     "states, but the artifact returns logits: use the loss it wraps "
                                     "(ArtifactTrainer does)")
        if positions is None:       # one document per row
            positions = torch.arange(tokens.shape[1], device=tokens.device).expand(tokens.shape)
        logits = self.step_model(tokens, positions)
        plan = self.step_model.manifest.sharding
        ranks = plan.mesh.data_size if plan is not None else 1
        return _SumOverRanks.apply(logits, ranks) if ranks > 1 and torch.is_grad_enabled() else logits

    @torch.no_grad()
    def clip_grad_norm_(self, max_norm: float) -> torch.Tensor:
        """Clip the gradients by their norm over every rank's rows: the rows split over the data
        ranks summed over them, the parameters each rank holds whole counted once."""
        plan = self.step_model.manifest.sharding
        split, whole = [], []
        for name, p in self.named_parameters():
            if p.grad is not None:
                (split if plan.params[name].divided else whole).append(p.grad)
        squares = torch.zeros((), device=next(self.parameters()).device, dtype=torch.float32)
        if split:
            squares += torch.nn.utils.get_total_norm(split).float() ** 2
        groups = self.step_model.process_groups
        axis = "dp_shard" if "dp_shard" in groups else "dp"
        torch.distributed.all_reduce(squares, group=groups[axis])
        if whole:
            squares += torch.nn.utils.get_total_norm(whole).float() ** 2
        norm = squares.sqrt()
        torch.nn.utils.clip_grads_with_norm_([p for p in self.parameters()], max_norm, norm)
        return norm


class _SumOverRanks(torch.autograd.Function):
    """Identity forward; the gradient times the data ranks. The artifact averages gradients over
    its data ranks, while torchtitan's loss is already divided by the tokens of every rank
    (global_valid_tokens) and expects them summed, as its FSDP2 (gradient_divide_factor 1) does."""

    @staticmethod
    def forward(ctx, x: torch.Tensor, ranks: int) -> torch.Tensor:
        ctx.ranks = ranks
        return x.view_as(x)

    @staticmethod
    def backward(ctx, grad: torch.Tensor):
        return grad * ctx.ranks, None


_ARTIFACT_CLASSES: dict[type, type] = {}


def _artifact_class(cls: type) -> type:
    """`cls` run through an artifact: ArtifactModel's methods first, the rest `cls`'s own."""
    if issubclass(cls, ArtifactModel):
        return cls
    if cls not in _ARTIFACT_CLASSES:
        _ARTIFACT_CLASSES[cls] = type(cls.__name__, (ArtifactModel, cls),
                                      {"__module__": cls.__module__, "__doc__": cls.__doc__})
    return _ARTIFACT_CLASSES[cls]
