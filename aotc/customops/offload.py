"""Offloading a saved value to host memory in the forward and bringing it back in the backward.

    aotc.offload(x) -> host               the forward: a copy of x in pinned host memory
    aotc.reload(host, device) -> x        the backward, ahead of use: a copy back on `device`
    aotc.wait(x) -> x                     just before x's first use: the copy has landed

On CUDA both copies run on a side stream (one per device), so they overlap the compute:
offload waits for the compute stream to have made x, copies it out and lets the allocator reuse
x's memory once the copy is done (`record_stream`); reload waits for its offload and for the
compute stream up to where it is issued (its destination was allocated there), and `wait`
makes the compute stream wait for the copy. The events travel as attributes of the tensors.
On the CPU each is a plain copy (host and device are one memory) and `wait` returns x.

`host` is on the CPU in every program (`HOST_RESULTS`): the memory estimate does not count it
against the device. `wait` returns its argument (its schema says so), so it allocates nothing.
"""

from __future__ import annotations

import torch
from torch import Tensor

_SIDE_STREAMS: dict = {}


def _side_stream(device: torch.device):
    index = device.index if device.index is not None else torch.cuda.current_device()
    stream = _SIDE_STREAMS.get(index)
    if stream is None:
        stream = _SIDE_STREAMS[index] = torch.cuda.Stream(device=index)
    return stream


def offload_kernel(x: Tensor) -> Tensor:
    host = torch.empty_strided(x.shape, x.stride(), dtype=x.dtype, device="cpu", pin_memory=x.is_cuda)
    if not x.is_cuda:
        return host.copy_(x)
    side = _side_stream(x.device)
    side.wait_stream(torch.cuda.current_stream(x.device))
    with torch.cuda.stream(side):
        host.copy_(x, non_blocking=True)
        host._aotc_ready = side.record_event()
    x.record_stream(side)
    return host


def reload_kernel(host: Tensor, device: torch.device) -> Tensor:
    x = torch.empty_strided(host.shape, host.stride(), dtype=host.dtype, device=device)
    if not x.is_cuda:
        return x.copy_(host)
    side = _side_stream(x.device)
    side.wait_stream(torch.cuda.current_stream(x.device))     # x's memory may have just been freed there
    ready = getattr(host, "_aotc_ready", None)
    if ready is not None:
        side.wait_event(ready)
    with torch.cuda.stream(side):
        x.copy_(host, non_blocking=True)
        x._aotc_ready = side.record_event()
    return x


def wait_kernel(x: Tensor) -> Tensor:
    ready = getattr(x, "_aotc_ready", None)
    if ready is not None:
        torch.cuda.current_stream(x.device).wait_event(ready)
        del x._aotc_ready
    return x


offload = torch.library.custom_op("aotc::offload", mutates_args=())(offload_kernel)


@offload.register_fake
def _(x):
    return x.new_empty_strided(x.shape, x.stride())


reload = torch.library.custom_op("aotc::reload", mutates_args=())(reload_kernel)


@reload.register_fake
def _(host, device):
    return host.new_empty_strided(host.shape, host.stride())


# `wait` returns its argument: a custom_op may not alias, so it is defined by schema.
_LIBRARY = torch.library.Library("aotc", "FRAGMENT")
_LIBRARY.define("wait(Tensor(a) x) -> Tensor(a)")
_LIBRARY.impl("wait", wait_kernel, "CompositeExplicitAutograd")
_LIBRARY.impl("wait", lambda x: x, "Meta")

DIRECT_KERNELS = {"aotc.offload.default": offload_kernel, "aotc.reload.default": reload_kernel,
                  "aotc.wait.default": wait_kernel}
HOST_RESULTS = {"aotc.offload.default": (0,)}
