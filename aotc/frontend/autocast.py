"""Autocast during capture: the casts eager's autocast makes that the project's ops would miss,
and the target device's autocast on a CPU trace."""

from __future__ import annotations

import contextlib

import torch

from aotc.frontend.cuda_autocast import cuda_policy

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
def target_autocast(device: str):
    """Autocast as eager applies it on the target device. Tracing runs on the CPU: for a CPU
    target the model's torch.autocast("cpu") casts as eager's does and torch.autocast("cuda")
    casts nothing, as in eager. For a CUDA target the model's tensors are CUDA tensors in eager,
    so autocast is CUDA's: torch.autocast("cuda") (and autocast("cpu"), which code that names
    the device from its tensors, x.device.type, enters during a CPU trace) turns on the CPU's
    autocast with CUDA's casting policy (aotc.frontend.cuda_autocast), and the flags CUDA
    autocast reports (torch.is_autocast_enabled("cuda")) follow it."""
    if device != "cuda":
        yield
        return
    cls = torch.amp.autocast_mode.autocast
    original_init, original_enter, original_exit = cls.__init__, cls.__enter__, cls.__exit__

    def init(self, device_type, dtype=None, enabled=True, cache_enabled=None):
        if device_type in ("cuda", "cpu"):
            # A CPU-only torch turns autocast("cuda") off with a warning: trace it as the CPU's.
            dtype = dtype if dtype is not None else torch.get_autocast_dtype(device_type)
            device_type = "cpu"
        original_init(self, device_type, dtype=dtype, enabled=enabled, cache_enabled=cache_enabled)

    def enter(self):
        self._aotc_cuda_was = torch.is_autocast_enabled("cuda"), torch.get_autocast_dtype("cuda")
        if self.device == "cpu":
            torch.set_autocast_enabled("cuda", self._enabled)
            torch.set_autocast_dtype("cuda", self.fast_dtype)
        return original_enter(self)

    def exit(self, *exc):
        enabled, dtype = self._aotc_cuda_was
        torch.set_autocast_enabled("cuda", enabled)
        torch.set_autocast_dtype("cuda", dtype)
        return original_exit(self, *exc)

    cls.__init__, cls.__enter__, cls.__exit__ = init, enter, exit
    try:
        with cuda_policy():
            yield
    finally:
        cls.__init__, cls.__enter__, cls.__exit__ = original_init, original_enter, original_exit
