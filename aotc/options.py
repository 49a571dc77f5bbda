"""What a compile is asked to do: one frozen options object, and the vocabularies of its fields.

Torch-free, so that the command line can list every choice in `--help` without loading torch,
and so that a bad option is refused before anything is imported or traced. Only `cli/` turns
flags into these; everything that changes what an artifact holds is a field here.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from aotc.errors import CompileError
from aotc.model_info import InputInfo
from aotc.sharding import (AXES, CONTEXT_AXIS, DATA_AXIS, DP_REPLICATE, DP_SHARD, EXPERT_AXIS, MODEL_AXES,
                           PIPELINE_AXIS, SHARD_AXES, TENSOR_AXIS)

# What the compiler accepts as a parameter dtype and a target device.
DTYPES = ("float32", "bfloat16", "float16")
DEVICES = ("cpu", "cuda")
# Data-parallel layouts a compiled artifact can carry (aotc.passes.shard).
SHARD_KINDS = ("ddp", "fsdp-zero2", "fsdp-zero3")
# Mesh axes a compile may name (aotc.sharding), major to minor: pipeline, data (replicated,
# sharded), context, expert and tensor parallelism.
MESH_AXES = AXES
# What --tp-plan may ask of a parameter (aotc.passes.spmd.plan): split its output features
# (a linear's rows, an embedding's columns), its input features (a linear's columns, an
# embedding's vocabulary), or keep it whole on every tp rank.
TP_STYLES = ("colwise", "rowwise", "replicate")
# Rematerialisation policies (aotc.passes.remat), the default first.
REMAT_POLICIES = ("save-matmuls", "save-attention", "save-all", "offload-matmuls", "save-block-inputs")
# fp8 recipes for linears (aotc.passes.fp8). "te": tensorwise current scaling, its matmuls run
# by TransformerEngine where it is installed (aotc.executors.te); "te-delayed": TransformerEngine's
# delayed scaling (aotc.passes.fp8_delayed), the same executor.
FP8_RECIPES = ("tensorwise", "rowwise", "te", "te-delayed")
# Which of the experts' grouped matmuls run in float8 under --fp8 (aotc.passes.fp8.fp8_experts):
# none (the default), the forward and input-gradient ones, or the weight gradients' too.
FP8_EXPERTS = ("off", "forward", "all")
# The recipes whose matmuls the te executor claims.
TE_RECIPES = ("te", "te-delayed")
# Delayed scaling's defaults: TransformerEngine's DelayedScaling (amax_history_len=1024, margin=0,
# amax_compute_algo="max").
FP8_HISTORY, FP8_MARGIN = 1024, 0
# Optimizers the backward program can apply (aotc.passes.optimizer).
OPTIMIZERS = ("adamw",)
# The built-in executors (aotc.executors.registry.default_executors), by name, for the command
# line's choices without importing them; and those that partition programs by default, in
# priority order. ATen runs whatever none of them claims.
EXECUTORS = ("inductor", "flex", "attention", "te")
DEFAULT_EXECUTORS = ("inductor", "flex")


@dataclass(frozen=True)
class CompileOptions:
    """Everything that decides what an artifact holds."""

    inputs: tuple[InputInfo, ...]
    args: dict = field(default_factory=dict)   # keyword arguments for the model factory
    buckets: tuple[tuple[InputInfo, ...], ...] = ()   # more input shapes, each an entry of its own
    dtype: str | None = None                   # parameter dtype; None keeps the model's
    device: str = "cpu"
    freeze: tuple[str, ...] = ()
    inference: bool = False
    fusion: bool = True                        # let executors claim ops into regions for fused kernels
    executors: tuple[str, ...] = DEFAULT_EXECUTORS
    shard: str | None = None                   # "ddp" | "fsdp-zero2" | "fsdp-zero3"
    world_size: int = 1                        # ranks the sharded artifact runs on
    bucket_mb: float = 1.0                     # FSDP: parameters this small share collectives
    mesh: tuple[tuple[str, int], ...] = ()     # named axes and sizes, e.g. (("ep", 2),); () for dp only
    tp_plan: tuple[tuple[str, str], ...] = ()  # (glob, style): tensor-parallel layouts chosen by name
    async_tp: bool = False                     # tp's matmuls cut into chunks around their all-gather / reduce-scatter
    keep_gathered: bool = False                # tp/cp: the forward saves its all-gathered activations (no second gather)
    remat_policy: str = REMAT_POLICIES[0]      # which forward values the backward may recompute
    memory_budget_gb: float | None = None      # estimated step peak to fit, in GB (1e9 bytes)
    offload: bool = True                       # under a budget, saved values may go to host memory (CUDA)
    offload_gb: float | None = None            # at most this much of them, in GB (None: no limit)
    fp8: str | None = None                     # "tensorwise" | "rowwise" | "te" | "te-delayed": linears' (and experts') matmuls in float8
    fp8_skip: tuple[str, ...] = ()             # globs of weights whose linears and experts stay in high precision
    fp8_experts: str = "off"                   # "off" | "forward" | "all": experts' grouped matmuls in float8
    fp8_history: int = FP8_HISTORY             # te-delayed: steps of amax history a cast's scale comes from
    fp8_margin: int = FP8_MARGIN               # te-delayed: scale = fp8 max / amax / 2**margin
    fp8_attention: bool = False                # te-delayed: dense attention on fp8 q, k, v (aotc.passes.fp8_attention)
    document_attention: bool = True            # document masks (flex, SDPA) as variable-length attention
    fused_loss: bool = True                    # a cross-entropy over a linear layer's logits, in chunks of tokens
    loss_chunk: int = 0                        # tokens per chunk of the fused loss; 0: by the vocabulary's size
    optimizer: str | None = None               # "adamw": each parameter updated in the backward
    betas: tuple[float, float] = (0.9, 0.999)  # the optimizer's hyper-parameters (the learning rate is an input)
    eps: float = 1e-8
    weight_decay: float = 0.01
    no_decay: tuple[str, ...] = ()             # globs of parameters updated without weight decay
    pp_stages: int | None = None               # pipeline stages (--mesh pp=N): None for one per pp rank
    pp_cut_at: tuple[str, ...] = ()            # the first block of each stage after the first; () balances

    @property
    def memory_budget(self) -> int | None:
        """The budget in bytes."""
        return None if self.memory_budget_gb is None else int(self.memory_budget_gb * 1e9)

    @property
    def training(self) -> bool:
        return not self.inference

    @property
    def partitioners(self) -> tuple[str, ...]:
        """The executors that partition, in priority order: `executors`, with TransformerEngine's
        first under --fp8 te and te-delayed."""
        if self.fp8 in TE_RECIPES and "te" not in self.executors:
            return ("te",) + self.executors
        return self.executors

    @property
    def input_sets(self) -> tuple[tuple[InputInfo, ...], ...]:
        """Every set of example inputs: `inputs`, then each bucket's."""
        return (self.inputs,) + self.buckets

    @property
    def mesh_axes(self) -> tuple[tuple[str, int], ...]:
        """The whole mesh, major to minor: the axes `mesh` names, and `dp` taking the ranks of
        `world_size` the others leave (a plain --shard: dp alone); () for one process."""
        if not self.mesh and self.shard is None:
            return ()
        sizes = dict(self.mesh)
        others = 1
        for axis, size in sizes.items():
            others *= size if axis != DATA_AXIS else 1
        if not sizes.keys() & {DATA_AXIS, DP_SHARD, DP_REPLICATE}:
            sizes[DATA_AXIS] = max(self.world_size // others, 1)
        return tuple((axis, sizes[axis]) for axis in MESH_AXES if axis in sizes)

    @property
    def expert_parallel(self) -> int:
        """Ranks the experts are split over (1: every rank holds every expert)."""
        return dict(self.mesh).get(EXPERT_AXIS, 1)

    @property
    def model_parallel(self) -> bool:
        """Whether ranks along a mesh axis share a batch and split its step (tp or cp)."""
        return any(size > 1 for axis, size in self.mesh if axis in MODEL_AXES)

    @property
    def pipelined(self) -> bool:
        """Whether the step is cut into pipeline stages (--mesh pp=N)."""
        return PIPELINE_AXIS in dict(self.mesh)

    @property
    def stages(self) -> int:
        """Pipeline stages the step is cut into (1: no pipeline): --pp-stages, else one per pp rank."""
        return self.pp_stages or dict(self.mesh).get(PIPELINE_AXIS, 1)

    @property
    def scheme(self) -> str | None:
        """What the data axis does with parameters and gradients (ddp when only a mesh is given)."""
        return self.shard or ("ddp" if self.mesh else None)

    def __post_init__(self):
        _one_of("dtype", self.dtype, DTYPES, optional=True)
        _one_of("device", self.device, DEVICES)
        if not self.inputs:
            raise CompileError("no example inputs: give --shape BxT or --input DTYPE[SHAPE]")
        if self.shard is not None:
            if self.inference:
                raise CompileError("--shard needs a training artifact (no --inference)")
            _one_of("--shard", self.shard, SHARD_KINDS)
        if self.world_size < 1:
            raise CompileError(f"--world-size {self.world_size}: give 1 or more ranks")
        self._check_mesh()
        self._check_stages()
        _one_of("fp8 recipe", self.fp8, FP8_RECIPES, optional=True)
        if self.fp8_skip and self.fp8 is None:
            raise CompileError("--fp8-skip without --fp8: give --fp8 tensorwise (or rowwise) too")
        _one_of("--fp8-experts", self.fp8_experts, FP8_EXPERTS)
        if self.fp8_experts != "off" and self.fp8 is None:
            raise CompileError(f"--fp8-experts {self.fp8_experts} without --fp8: give --fp8 tensorwise too")
        self._check_delayed()
        _one_of("remat policy", self.remat_policy, REMAT_POLICIES)
        _one_of("--optimizer", self.optimizer, OPTIMIZERS, optional=True)
        if self.optimizer is not None and self.inference:
            raise CompileError("--optimizer needs a training artifact (no --inference)")
        if self.optimizer is None and self.no_decay:
            raise CompileError("--no-decay without --optimizer: give --optimizer adamw too")
        if len(self.betas) != 2 or not all(0 <= b < 1 for b in self.betas) or self.eps <= 0 or self.weight_decay < 0:
            raise CompileError(f"optimizer hyper-parameters betas {tuple(self.betas)}, eps {self.eps}, weight decay "
                               f"{self.weight_decay}: give two betas in [0, 1), eps > 0 and a weight decay >= 0")
        if self.offload_gb is not None and self.offload_gb < 0:
            raise CompileError(f"--offload-gb {self.offload_gb}: give a size of 0 or more")
        if self.loss_chunk < 0:
            raise CompileError(f"--loss-chunk {self.loss_chunk}: give a number of tokens, or 0 to choose by the "
                               "vocabulary's size")
        if len(set(self.executors)) != len(self.executors) or "aten" in self.executors:
            raise CompileError(f"executors {list(self.executors)}: name each at most once, in priority order; "
                               "aten runs whatever none of them claims and is not named")
        if self.memory_budget_gb is not None:
            if self.inference:
                raise CompileError("--memory-budget needs a training artifact (no --inference): "
                                   "an inference program saves nothing to recompute")
            if self.memory_budget_gb <= 0:
                raise CompileError(f"--memory-budget {self.memory_budget_gb} GB: give a positive size")
        for bucket in self.buckets:
            if [i.dtype for i in bucket] != [i.dtype for i in self.inputs]:
                raise CompileError(f"shape bucket {', '.join(map(str, bucket))}: every bucket takes the same "
                                   f"inputs in other shapes ({', '.join(map(str, self.inputs))})")
        shapes = [tuple(i.shape for i in s) for s in self.input_sets]
        if len(set(shapes)) != len(shapes):
            raise CompileError("two shape buckets have the same shapes: give each shape once")
        for i, info in enumerate(i for s in self.input_sets for i in s):
            if 0 in info.shape:
                raise CompileError(f"input {i} ({info}) has a dimension of size 0; an artifact is "
                                   "compiled for one static shape: give every dimension a size of 1 or more")


    def _check_mesh(self) -> None:
        if isinstance(self.mesh, str) or not all(isinstance(a, tuple) and len(a) == 2 for a in self.mesh):
            raise CompileError(f"mesh={self.mesh!r}: give the axes as (name, ranks) pairs, e.g. "
                               "mesh=(('dp_shard', 2), ('tp', 2)); the command line's form is --mesh dp_shard=2,tp=2")
        names = [axis for axis, _ in self.mesh]
        for axis, size in self.mesh:
            _one_of("mesh axis", axis, MESH_AXES)
            if not isinstance(size, int) or isinstance(size, bool) or size < 1:
                raise CompileError(f"--mesh {axis}={size}: give each axis 1 or more ranks")
        if len(set(names)) != len(names):
            raise CompileError(f"--mesh names an axis twice: {', '.join(names)}")
        if len(set(names) & set(SHARD_AXES)) > 1:
            raise CompileError(f"--mesh names both {' and '.join(SHARD_AXES)}, two names for the axis --shard "
                               f"splits parameters over: give one ({DP_SHARD} with {DP_REPLICATE} for HSDP)")
        for glob, style in self.tp_plan:
            _one_of(f"--tp-plan {glob!r}: style", style, TP_STYLES)
        tp = dict(self.mesh).get(TENSOR_AXIS, 1)
        if self.tp_plan and tp == 1:
            raise CompileError("--tp-plan without tensor parallelism: give --mesh tp=N too")
        if self.async_tp and tp == 1:
            raise CompileError("--async-tp without tensor parallelism: give --mesh tp=N too")
        if self.keep_gathered and not self.model_parallel:
            raise CompileError("--keep-gathered without tensor or context parallelism: give --mesh tp=N or cp=N too")
        if self.keep_gathered and self.async_tp:
            raise CompileError("--keep-gathered with --async-tp: async TP cuts the backward's second gathers into "
                               "chunks; give one of the two")
        if not self.mesh:
            return
        if self.model_parallel and self.expert_parallel > 1:
            raise CompileError("--mesh ep= with tp or cp: expert parallelism does not compose with tensor or "
                               "context parallelism yet; use ep with dp axes")
        if tp > 1 and self.fp8 is not None:
            raise CompileError("--fp8 with --mesh tp=: each tp rank would scale its own block of a weight, which "
                               "one process does not; compile without --fp8, or without tp")
        if self.inference:
            raise CompileError("--mesh needs a training artifact (no --inference)")
        total = 1
        for _, size in self.mesh_axes:
            total *= size
        if self.world_size != 1 and self.world_size != total:
            raise CompileError(f"--world-size {self.world_size} is not the mesh's {total} ranks "
                               f"({', '.join(f'{a}={s}' for a, s in self.mesh_axes)})")

    def _check_delayed(self) -> None:
        if self.fp8_attention and self.fp8 != "te-delayed":
            raise CompileError("--fp8-attention scales attention as delayed scaling scales the linears: give "
                               "--fp8 te-delayed too")
        if self.fp8 != "te-delayed":
            if (self.fp8_history, self.fp8_margin) != (FP8_HISTORY, FP8_MARGIN):
                raise CompileError("--fp8-history and --fp8-margin set delayed scaling: give --fp8 te-delayed too")
            return
        if isinstance(self.fp8_history, bool) or not isinstance(self.fp8_history, int) or self.fp8_history < 1:
            raise CompileError(f"--fp8-history {self.fp8_history}: give 1 or more steps")
        if isinstance(self.fp8_margin, bool) or not isinstance(self.fp8_margin, int) or self.fp8_margin < 0:
            raise CompileError(f"--fp8-margin {self.fp8_margin}: give a whole number of 0 or more")
        if self.inference:
            raise CompileError("--fp8 te-delayed needs a training artifact (no --inference): its scales come "
                               "from the amax histories of training steps; compile inference with --fp8 te")
        # Data axes are built: each amax is max-reduced over them (aotc.passes.fp8_delayed).
        # Context parallelism splits one sequence over ranks and a pipeline runs each stage
        # once per microbatch, and the state's update has been built for neither.
        if dict(self.mesh).get(CONTEXT_AXIS, 1) > 1:
            raise CompileError("--fp8 te-delayed with --mesh cp=: delayed scaling's state is built for data "
                               "parallelism (dp, dp_replicate, dp_shard, ep) only; use --fp8 te (current "
                               "scaling) with context parallelism")
        if self.pipelined:
            raise CompileError("--fp8 te-delayed with --mesh pp=: a pipeline schedule runs each stage once per "
                               "microbatch, and delayed scaling's state is renewed once per step; use --fp8 te "
                               "(current scaling) with pipeline stages")

    def _check_stages(self) -> None:
        pp = dict(self.mesh).get(PIPELINE_AXIS)
        if pp is None:
            if self.pp_stages is not None or self.pp_cut_at:
                raise CompileError("--pp-stages and --pp-cut-at cut the step into pipeline stages: give "
                                   "--mesh pp=N too")
            return
        if self.pp_stages is not None and (self.pp_stages < pp or self.pp_stages % pp):
            raise CompileError(f"--pp-stages {self.pp_stages}: give a multiple of the {pp} pipeline ranks "
                               "(each rank holds as many stages)")
        if self.pp_cut_at and len(self.pp_cut_at) != self.stages - 1:
            raise CompileError(f"--pp-cut-at names {len(self.pp_cut_at)} module(s); {self.stages} stages begin at "
                               f"{self.stages - 1} (the first stage begins at the model's start)")
        if self.buckets:
            raise CompileError("pipeline stages (--mesh pp=N) are compiled for one shape: give --shape once")
        if self.optimizer is not None:
            # A schedule runs each stage's backward once per microbatch and sums the gradients;
            # an update applied inside that backward would step once per microbatch, not per step.
            raise CompileError(f"--optimizer {self.optimizer} updates parameters inside the backward, which a "
                               "pipeline schedule runs once per microbatch: leave --optimizer out with "
                               "--mesh pp=N and step a torch optimizer after the schedule (examples/train.py)")


def _one_of(what: str, value, choices: tuple, optional: bool = False) -> None:
    if value is None and optional:
        return
    if value not in choices:
        raise CompileError(f"{what} {value!r} is not one of {', '.join(choices)}")


def bucket_name(inputs: tuple[InputInfo, ...]) -> str:
    """An entry's name from its inputs' shapes: '1x2048', or '1x2048_1x2048' for two inputs."""
    return "_".join("x".join(map(str, i.shape)) or "scalar" for i in inputs)
