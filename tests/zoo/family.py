"""One record per model family: what the zoo's runner needs to compile, train and judge it.

A family is data plus small functions, as an OpInfo is for an op: how to build the model at a
width ("tiny" for the CPU suite, "real" for the GPU: real hidden size and heads, 2-4 layers,
real sequence length), a batch for it, the loss a trainer would take, the tolerance class its
numbers are judged by, what it exercises, the parameters a frozen-subset run freezes, and the
checks it skips, each with the reason. Adding a family is adding one record.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

import torch
import torch.nn as nn
import torch.nn.functional as F

WIDTHS = ("tiny", "real")


@dataclass(frozen=True)
class Tolerance:
    """Gradients and losses within `rtol` of eager's largest magnitude, after one step; `steps`
    is the tolerance on parameters after several optimizer steps (AdamW divides by the root of
    the second moment, which amplifies rounding in near-zero gradients)."""

    name: str
    rtol: float
    steps: float


TOLERANCES = {
    "f32": Tolerance("f32", 1e-5, 1e-4),
    # Models whose kernels reassociate long reductions (scans, many experts' sums).
    "f32-loose": Tolerance("f32-loose", 1e-4, 1e-3),
    # Models that compute part of a float32 step in bfloat16 (torchtitan's gpt-oss experts): a
    # product one bfloat16 ulp the other way moves a gradient by about 1e-4 of the largest, the
    # first step too (1.2e-4 on an AVX-512 CPU).
    "bf16-inside": Tolerance("bf16-inside", 5e-4, 1e-3),
}


@dataclass(frozen=True)
class Family:
    name: str
    build: Callable[[str], nn.Module]                 # width -> model; forward(*batch) -> the output a loss reads
    batch: Callable[[str, torch.Generator], tuple]    # width, generator -> the inputs of one call
    loss: Callable[[object, tuple], torch.Tensor]     # output, batch -> scalar
    exercises: tuple[str, ...]
    tolerance: str = "f32"
    freeze: tuple[str, ...] = ()                      # globs of a frozen subset (the frozen check)
    # How randomness is judged: None (no dropout: values), "causal" (outputs at t do not move
    # with inputs after t), "padding" (nothing moves with padded positions).
    dropout: str | None = None
    padding: Callable[[tuple], torch.Tensor] | None = None   # batch -> bool [B, T] of the real positions
    skips: dict[str, str] = field(default_factory=dict)      # check -> why it cannot run


class Wrapped(nn.Module):
    """A model called with positional tensors, returning one tensor: `call(model, *batch)`."""

    def __init__(self, model: nn.Module, call: Callable):
        super().__init__()
        self.model = model
        self._call = call

    def forward(self, *batch):
        return self._call(self.model, *batch)


def lm_loss(logits: torch.Tensor, batch: tuple) -> torch.Tensor:
    """Next-token cross-entropy against the first input (token ids) shifted by one."""
    ids = batch[0]
    return F.cross_entropy(logits[:, :-1].flatten(0, 1).float(), ids[:, 1:].flatten())


def regression_loss(out: torch.Tensor, batch: tuple) -> torch.Tensor:
    """A fixed projection of the output, squared: every output element gets a gradient."""
    g = torch.Generator().manual_seed(1234)
    w = torch.randn(out.shape[-1], generator=g).to(out.device, out.dtype)
    return ((out * w).sum(-1).float() ** 2).mean()


def tokens(vocab: int, tiny: tuple[int, int], real: tuple[int, int] = (1, 4096)):
    """Random token ids of shape `tiny` or `real` (batch, sequence) by width."""
    def make(width: str, g: torch.Generator) -> tuple:
        return (torch.randint(0, vocab, tiny if width == "tiny" else real, generator=g),)
    return make
