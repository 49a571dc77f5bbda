"""Executors: who runs which part of a program.

An executor has a compile-time half, which claims ops (a predicate on an op and its registry
record) and builds what runs them on one target, and a runtime half, which turns what was
stored into callables. ATen runs every op and needs nothing stored; it is what runs any op no
other executor claimed, and any region whose kernels this machine has no pack for.

    aten       every op, through torch's own kernels (aotc.ops, aotc.runtime.codegen)
    inductor   fusion regions (aotc.passes.fusion decides them); kernel packs built by
               aotc.executors.inductor (imports Inductor), run by aotc.runtime.kernels (does not)

nvFuser and TransformerEngine would plug in the same way: a claim predicate for the fusion
pass (or a rewrite pass for fp8 linears), a builder that stores their definitions in a pack of
their own executor name, and a runtime half that rebuilds callables from that data.

fp8 linears today need no executor of their own: aotc.passes.fp8 rewrites each linear's
matmuls into ATen's `_scaled_mm` with its casts and scales as plain ops, which the fusion
pass and the Inductor executor then treat like any other. A TransformerEngine executor would
instead claim the (quantize, _scaled_mm) groups that pass leaves, as one region per linear,
and run them with its own GEMMs and fused casts.
"""

from __future__ import annotations



import torch

from aotc.ir import TensorType


def random_tensor(t: TensorType, device) -> torch.Tensor:
    """Random data of type `t` (its exact strides) on `device`: for checking and timing kernels."""
    dtype = getattr(torch, t.dtype)
    size = sum((d - 1) * s for d, s in zip(t.shape, t.stride)) + 1 if t.numel else 0
    if dtype.is_floating_point:
        base = torch.randn(size, device=device).to(dtype)
    elif dtype == torch.bool:
        base = torch.rand(size, device=device) > 0.5
    else:
        base = torch.randint(0, 8, (size,), device=device, dtype=dtype)
    return base.as_strided(t.shape, t.stride)
