"""Comparing tensors: the one rule every check against a reference uses.

    compare(name, got, want, tolerance) -> Comparison

`got` passes when it has `want`'s dtype and shape, holds inf and nan exactly where `want` does
(and the same infinities), and elsewhere max|got - want| <= atol + rtol * max|want|: a bound
relative to the tensor's largest element, so a value that is near zero in the reference is
not held to a relative bound it cannot meet. Integer and boolean tensors must be equal.
`verify` (the artifact against eager), build-kernels' checks of fused kernels and of attention
kernels against ATen, and the tests all call it; only their tolerances differ
(aotc.tolerance).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import torch

from aotc.tolerance import Tolerance

CHUNK = 1 << 26      # elements compared at once


@dataclass(frozen=True)
class Comparison:
    name: str              # "loss", "output 0", or a parameter's name
    max_abs: float         # max |got - want| where both are finite; nan when there is nothing to compare
    scale: float           # max |want| where it is finite
    ok: bool
    note: str = ""         # why it failed (or passed) when not a number

    @property
    def rel(self) -> float:
        if self.scale:
            return self.max_abs / self.scale
        return 0.0 if self.max_abs == 0 else math.inf

    def badness(self, tolerance: Tolerance) -> float:
        """How far past its allowance (above 1 fails); notes sort first."""
        if self.note and not self.ok:
            return math.inf
        if math.isnan(self.max_abs):
            return -1.0
        return self.max_abs / tolerance.allowed(self.scale)


def compare(name: str, got: torch.Tensor, want: torch.Tensor, tolerance: Tolerance, *,
            strides: bool = False) -> Comparison:
    """Whether `got` matches `want` within `tolerance` (and, with `strides`, has its layout)."""
    got, want = got.detach(), want.detach()
    if got.shape != want.shape or got.dtype != want.dtype:
        return Comparison(name, math.nan, 0.0, False, f"expected {_desc(want)}, got {_desc(got)}")
    if strides and got.numel() > 1 and got.stride() != want.stride():
        return Comparison(name, math.nan, 0.0, False, f"expected strides {want.stride()}, got {got.stride()}")
    if not want.is_floating_point():
        equal = torch.equal(got, want)
        return Comparison(name, 0.0 if equal else math.nan, 0.0, equal, "" if equal else "integer results differ")
    # float8 and half types compare in float32, a slice at a time: a long sequence's region
    # outputs are tens of GB, and whole float32 copies of both would not fit beside them.
    got, want = got.reshape(-1), want.reshape(-1)
    max_abs, scale, any_finite = 0.0, 0.0, False
    for start in range(0, want.numel(), CHUNK):
        want32, got32 = want[start:start + CHUNK].float(), got[start:start + CHUNK].float()
        finite, infinite = torch.isfinite(want32), torch.isinf(want32)
        if not (torch.equal(torch.isnan(want32), torch.isnan(got32)) and torch.equal(infinite, torch.isinf(got32))
                and torch.equal(want32[infinite], got32[infinite])):
            return Comparison(name, math.nan, 0.0, False, "inf/nan in other places than the reference")
        if finite.any():
            any_finite = True
            max_abs = max(max_abs, (got32[finite] - want32[finite]).abs().max().item())
            scale = max(scale, want32[finite].abs().max().item())
    if not any_finite:
        return Comparison(name, 0.0, 0.0, True)
    return Comparison(name, max_abs, scale, max_abs <= tolerance.allowed(scale))


def _desc(t: torch.Tensor) -> str:
    return f"{str(t.dtype).removeprefix('torch.')}[{', '.join(map(str, t.shape))}]"
