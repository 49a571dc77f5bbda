"""Executors: who runs which part of a program (aotc.executors.base says what one is).

    aten       every op, through torch's own kernels (aotc.ops, aotc.runtime.codegen): what runs
               any op no other executor claimed, and any region this machine has no pack for
    inductor   fusion regions of elementwise ops, reductions and views; packs built by
               aotc.executors.inductor (imports Inductor), run by aotc.runtime.packs (does not)
    flex       FlexAttention calls as regions, built into Inductor's block-sparse kernels on the
               GPU (aotc.executors.flex); their packs run as Inductor's do
    attention  no regions: the CUDA attention kernel chosen by measurement (aotc.executors.attention)
    te         under --fp8 te and te-delayed, the fp8 matmuls run by TransformerEngine where it is installed
               (aotc.executors.te; runtime half aotc.runtime.te)

Others are a module defining an Executor and one ExecutorRegistry.add (tests/test_executors.py
adds one from a test file).
"""

from __future__ import annotations

import torch

from aotc.ir import TensorType


def random_tensor(t: TensorType, device) -> torch.Tensor:
    """Random data of type `t` (its exact strides) on `device`: for checking and timing kernels."""
    dtype = getattr(torch, t.dtype)
    size = sum((d - 1) * s for d, s in zip(t.shape, t.stride)) + 1 if t.numel else 0
    if dtype.is_floating_point or dtype.is_complex:
        base = torch.randn(size, device=device, dtype=torch.complex64 if dtype.is_complex else None).to(dtype)
    elif dtype == torch.bool:
        base = torch.rand(size, device=device) > 0.5
    else:
        base = torch.randint(0, 8, (size,), device=device, dtype=dtype)
    return base.as_strided(t.shape, t.stride)


# Texts of the CUDA errors after which the context is lost: every later launch fails alike.
_LOST_CONTEXT = ("device-side assert", "illegal memory access", "unspecified launch failure",
                 "illegal instruction", "misaligned address", "hardware stack error", "invalid program counter")


def context_lost(e: BaseException) -> bool:
    """Whether `e` is a CUDA error that ends the context: nothing launches after it, so a build
    stops launching and says which region or executor it was."""
    text = str(e).lower()
    return any(t in text for t in _LOST_CONTEXT)


def said(e: BaseException) -> str:
    """An exception in one line, for a report: its type and its message's first line."""
    lines = str(e).strip().splitlines()
    return f"{type(e).__name__}: {lines[0] if lines else ''}"
