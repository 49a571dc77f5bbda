"""What a compile is asked to do: one frozen options object, and the vocabularies of its fields.

Torch-free, so that the command line can list every choice in `--help` without loading torch,
and so that a bad option is refused before anything is imported or traced. Only `cli/` turns
flags into these; everything that changes what an artifact holds is a field here.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from aotc.errors import CompileError
from aotc.model_info import InputInfo

# What the compiler accepts as a parameter dtype and a target device.
DTYPES = ("float32", "bfloat16", "float16")
DEVICES = ("cpu", "cuda")
# Data-parallel layouts a compiled artifact can carry (aotc.passes.shard).
SHARD_KINDS = ("ddp", "fsdp-zero2", "fsdp-zero3")
# Rematerialisation policies (aotc.passes.remat), the default first.
REMAT_POLICIES = ("save-matmuls", "save-attention", "save-all", "offload-matmuls")
# fp8 recipes for linears (aotc.passes.fp8).
FP8_RECIPES = ("tensorwise", "rowwise")
# Optimizers the backward program can apply (aotc.passes.optimizer).
OPTIMIZERS = ("adamw",)
# Executors that partition programs by default, in priority order (aotc.executors); ATen runs
# whatever none of them claims.
DEFAULT_EXECUTORS = ("inductor",)


@dataclass(frozen=True)
class CompileOptions:
    """Everything that decides what an artifact holds."""

    inputs: tuple[InputInfo, ...]
    args: dict = field(default_factory=dict)   # keyword arguments for the model factory
    dtype: str | None = None                   # parameter dtype; None keeps the model's
    device: str = "cpu"
    freeze: tuple[str, ...] = ()
    inference: bool = False
    fusion: bool = True                        # let executors claim ops into regions for fused kernels
    executors: tuple[str, ...] = DEFAULT_EXECUTORS
    shard: str | None = None                   # "ddp" | "fsdp-zero2" | "fsdp-zero3"
    world_size: int = 1                        # ranks the sharded artifact runs on
    bucket_mb: float = 1.0                     # FSDP: parameters this small share collectives
    remat_policy: str = REMAT_POLICIES[0]      # which forward values the backward may recompute
    memory_budget_gb: float | None = None      # estimated step peak to fit, in GB (1e9 bytes)
    offload: bool = True                       # under a budget, saved values may go to host memory (CUDA)
    offload_gb: float | None = None            # at most this much of them, in GB (None: no limit)
    fp8: str | None = None                     # "tensorwise" | "rowwise": linears' matmuls in float8
    fp8_skip: tuple[str, ...] = ()             # globs of weights whose linears stay in high precision
    fused_loss: bool = True                    # a cross-entropy over a linear layer's logits, in chunks of tokens
    loss_chunk: int = 0                        # tokens per chunk of the fused loss; 0: by the vocabulary's size
    optimizer: str | None = None               # "adamw": each parameter updated in the backward
    betas: tuple[float, float] = (0.9, 0.999)  # the optimizer's hyper-parameters (the learning rate is an input)
    eps: float = 1e-8
    weight_decay: float = 0.01
    no_decay: tuple[str, ...] = ()             # globs of parameters updated without weight decay

    @property
    def memory_budget(self) -> int | None:
        """The budget in bytes."""
        return None if self.memory_budget_gb is None else int(self.memory_budget_gb * 1e9)

    @property
    def training(self) -> bool:
        return not self.inference

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
        _one_of("fp8 recipe", self.fp8, FP8_RECIPES, optional=True)
        if self.fp8_skip and self.fp8 is None:
            raise CompileError("--fp8-skip without --fp8: give --fp8 tensorwise (or rowwise) too")
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
        for i, info in enumerate(self.inputs):
            if 0 in info.shape:
                raise CompileError(f"input {i} ({info}) has a dimension of size 0; an artifact is "
                                   "compiled for one static shape: give every dimension a size of 1 or more")


def _one_of(what: str, value, choices: tuple, optional: bool = False) -> None:
    if value is None and optional:
        return
    if value not in choices:
        raise CompileError(f"{what} {value!r} is not one of {', '.join(choices)}")
