"""How close an artifact's results must be to eager PyTorch's to pass `verify`.

Kept apart from aotc.numerics (which imports torch) so that `thunder-aot verify --help` can print
the table without loading torch.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Tolerance:
    """A tensor passes when max|artifact - eager| <= atol + rtol * max|eager|."""

    rtol: float
    atol: float

    def allowed(self, scale: float) -> float:
        return self.atol + self.rtol * scale


# By the artifact's dtype. float32 differs from eager only by the order of floating-point sums
# (a matmul split differently, a decomposed op): a few ulps of the tensor's largest element.
# Half types round every intermediate to 8 (bf16) or 11 (f16) mantissa bits and the artifact
# may round at other points than eager, so they get torch.testing's elementwise rtol for the
# type, slightly widened, here applied to the tensor's largest element. atol only keeps a
# gradient that is all zeros in eager from failing on rounding noise.
DEFAULT_TOLERANCES = {
    "float32": Tolerance(rtol=1e-5, atol=1e-7),
    "float64": Tolerance(rtol=1e-10, atol=1e-14),
    "bfloat16": Tolerance(rtol=2e-2, atol=1e-5),
    "float16": Tolerance(rtol=5e-3, atol=1e-6),
}

# A fused kernel against the ATen ops it replaces, on random inputs: at the precision of the
# narrowest float type the region computes in (a fused kernel rounds intermediates less often
# than op-by-op execution). The atol keeps an all-zero reference from failing on rounding.
FUSED_KERNEL_TOLERANCES = {"half": Tolerance(rtol=3e-2, atol=3e-8), "full": Tolerance(rtol=1e-4, atol=1e-10)}
# A fused kernel's float8 results: one float8 step of the largest value (e4m3 keeps 3 mantissa
# bits, e5m2 2). The kernel may round the value it casts at other points than the ops do, and a
# value on a rounding boundary then lands one step away.
FLOAT8_KERNEL_TOLERANCES = {"float8_e4m3fn": Tolerance(rtol=2 ** -3, atol=0.0),
                            "float8_e5m2": Tolerance(rtol=2 ** -2, atol=0.0)}
# One attention kernel against another (build-kernels' choice among CUDA backends): bf16 and
# fp16 attention, whose kernels accumulate in different orders.
ATTENTION_KERNEL_TOLERANCE = Tolerance(rtol=3e-2, atol=0.0)
