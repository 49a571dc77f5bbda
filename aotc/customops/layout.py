"""One tensor put into a given memory layout: what the programs' kernels and the runtime do
wherever a kernel's (or a caller's) layout may differ from the one the IR records."""

from __future__ import annotations

import torch


def in_layout(t: torch.Tensor, strides: tuple[int, ...]) -> torch.Tensor:
    """`t` itself when it already has `strides` (or holds at most one element), else a copy
    that has them."""
    if t.numel() <= 1 or tuple(t.stride()) == tuple(strides):
        return t
    return torch.empty_strided(t.shape, strides, dtype=t.dtype, device=t.device).copy_(t)
