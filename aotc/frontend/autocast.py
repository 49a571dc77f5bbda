"""Autocast during capture: the casts eager's autocast makes that the project's ops would miss,
and the autocast a CPU trace cannot stand for."""

from __future__ import annotations

import contextlib

import torch

from aotc.errors import CaptureError

TRACE_DEVICE = "cpu"      # capture always traces on the CPU (aotc.frontend.capture)


def autocast_inputs(*tensors):
    """The inputs of an attention call as eager's autocast hands them to the kernel: under an
    active autocast every floating-point tensor in its dtype (attention is on autocast's lower
    precision list). Capture routes attention to the project's ops before autocast's dispatch
    would cast, so the casts are made here."""
    if not torch.is_autocast_enabled(TRACE_DEVICE):
        return tensors
    dtype = torch.get_autocast_dtype(TRACE_DEVICE)
    return tuple(t.to(dtype) if isinstance(t, torch.Tensor) and t.is_floating_point() else t for t in tensors)


@contextlib.contextmanager
def refuse_foreign_autocast(device: str):
    """An autocast the target device's eager run would apply, and only that one. Tracing runs
    on the CPU: for a CPU target the model's torch.autocast("cpu") casts as eager's does and
    torch.autocast("cuda") casts nothing, as in eager. For a CUDA target, eager ignores
    autocast("cpu") (so the trace must too), and CUDA's casting policy (which ops run in
    float32) is not the CPU's, so a CPU trace cannot record autocast("cuda"): capture says so."""
    cls = torch.amp.autocast_mode.autocast
    original_init, original_enter = cls.__init__, cls.__enter__

    def init(self, device_type, dtype=None, enabled=True, cache_enabled=None):
        # A CPU-only torch turns autocast("cuda") off here, with a warning: look before it does.
        if device == "cuda" and device_type == "cuda" and enabled:
            raise CaptureError("the model enters torch.autocast(\"cuda\"), whose casts a CPU trace cannot "
                               "record (the CPU's autocast casts other ops); cast the model and inputs "
                               "instead (--dtype bfloat16), or compile for --device cpu")
        original_init(self, device_type, dtype=dtype, enabled=enabled, cache_enabled=cache_enabled)

    def enter(self):
        if device == "cuda" and self.device == "cpu":
            self._enabled = False       # on CUDA tensors eager's CPU autocast casts nothing
        return original_enter(self)

    cls.__init__, cls.__enter__ = init, enter
    try:
        yield
    finally:
        cls.__init__, cls.__enter__ = original_init, original_enter
