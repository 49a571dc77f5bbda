"""Capture of mixture-of-experts layers as routed programs: rows sorted by expert, grouped
matmuls with device offsets, static shapes.

Dropless top-k routing makes T x k (token, expert) rows; sorted by expert they are one tensor
of static shape, and only where each expert's rows end is data. Model code reaches that form
in several ways, and capture brings each to the one op `aotc::grouped_mm`
(aotc.customops.grouped_mm):

- `torch._grouped_mm(a, b, offs=...)` (and `F.grouped_mm`, which calls it): ATen's grouped GEMM,
  what transformers' default experts call in bfloat16 and torchtitan's experts always call;
- `transformers.grouped_mm_fallback`: transformers' own custom op with the same meaning, which
  its default experts call in float32 while traced;
- transformers' experts with `experts_implementation="eager"` (a Python loop over the experts
  a batch hits, selecting tokens with `nonzero`, so no static program) or `"batched_mm"` (every
  (token, expert) pair gathers its expert's whole weight matrices): both are switched to the
  library's own grouped implementation (`grouped_mm_experts_forward`, the default one) through
  the interface transformers keeps for exchanging them. Same weights, same math; the sums over
  a token's experts run in another order than the loop's, so results agree to rounding.

The router (softmax or sigmoid, top-k, normalisation), shared experts and auxiliary losses
stay the model's own code, traced as it runs.
"""

from __future__ import annotations

import contextlib
import sys
import types

import torch
from torch.overrides import TorchFunctionMode

import aotc.customops.grouped_mm  # noqa: F401  (registers aotc::grouped_mm)

# transformers' experts implementations that are no static program, switched to its grouped one.
_SWITCHED = ("eager", "batched_mm")


class RouteGroupedMatmuls(TorchFunctionMode):
    """Sends grouped matmuls of rows by offsets (2-d rows, 3-d weights, offsets given, no bias,
    the operands' dtype out) to `aotc::grouped_mm`; other forms stay ATen's."""

    def __torch_function__(self, func, types, args=(), kwargs=None):
        kwargs = kwargs or {}
        if func is torch._grouped_mm:
            routed = _grouped(*args, **kwargs)
            if routed is not None:
                return routed
        elif str(func) in ("transformers.grouped_mm_fallback", "transformers.grouped_mm_fallback.default"):
            return torch.ops.aotc.grouped_mm(*args, **kwargs)
        return func(*args, **kwargs)


def _grouped(mat_a, mat_b, offs=None, bias=None, out_dtype=None):
    if offs is None or bias is not None or mat_a.dim() != 2 or mat_b.dim() != 3:
        return None
    if out_dtype is not None and out_dtype != mat_a.dtype:
        return None
    return torch.ops.aotc.grouped_mm(mat_a, mat_b, offs)


@contextlib.contextmanager
def routed_experts(model: torch.nn.Module):
    """While the model is traced: grouped matmuls go to `aotc::grouped_mm`, and transformers'
    experts that are configured with an implementation that is no static program run its
    grouped one."""
    switched = _switch_transformers_experts(model)
    try:
        with RouteGroupedMatmuls():
            yield
    finally:
        for module in switched:
            del module.forward


def _switch_transformers_experts(model: torch.nn.Module) -> list[torch.nn.Module]:
    interface = sys.modules.get("transformers.integrations.moe")
    if interface is None:      # no transformers model: transformers was never imported
        return []
    grouped = getattr(interface, "grouped_mm_experts_forward", None)
    switched = []
    for module in model.modules():
        if not _transformers_experts(module) or grouped is None:
            continue
        if module.config._experts_implementation in _SWITCHED:
            module.forward = types.MethodType(grouped, module)
            switched.append(module)
    return switched


def _transformers_experts(module: torch.nn.Module) -> bool:
    """A module of transformers' `use_experts_implementation` experts classes."""
    return (all(hasattr(module, a) for a in ("has_gate", "is_transposed", "_is_expert_parallel", "num_experts"))
            and hasattr(getattr(module, "config", None), "_experts_implementation"))
