"""Choosing the attention kernel for a CUDA kernel pack, by measurement on the target.

`aotc.sdpa` can run on several of PyTorch's CUDA attention kernels (flash, memory-efficient,
cuDNN); which is fastest depends on the GPU, the library versions and the shapes. build-kernels
times forward + backward of each at the artifact's own attention shapes, keeps those that agree
with the default kernel, and records the fastest in the pack. A kernel whose trial fails (it
refuses these shapes, say) is left out, and the choice says why; it never ends the build.
"""

from __future__ import annotations

from typing import Callable, Iterable

import torch

from aotc.executors import context_lost, random_tensor, said
from aotc.ir import Program, TensorType, Value
from aotc.ops import Kind, OpRegistry
from aotc.customops.attention import attention_backward, attention_forward
from aotc.customops.sdpa_backends import CUDA_BACKENDS, default_backend, supports

_REPEATS = 10


def choose_attention(programs: Iterable[Program], device: torch.device,
                     say: Callable[[str], None] = lambda _: None,
                     registry: OpRegistry | None = None) -> tuple[str, dict, dict]:
    """(backend, {backend: ms per step}, {backend left out: why}) for the artifact's attention
    calls; ("", {}, why) when there is none to measure (no CUDA, no attention) or every kernel
    was left out. A call a kernel does not take keeps its default kernel under that choice (a
    masked call under flash) and is timed on it; one the kernel takes must agree with the
    default on it."""
    registry = registry or OpRegistry()
    calls: dict[tuple, int] = {}
    for program in programs:
        for op in program.flat_ops():
            if not registry.kind(op, Kind.KERNEL_CHOICE):
                continue
            q, k, v, mask, is_causal, scale = op.args
            if not all(isinstance(x, Value) for x in (q, k, v)) or not (mask is None or isinstance(mask, Value)):
                continue
            key = (q.type, k.type, v.type, None if mask is None else mask.type, is_causal, scale)
            calls[key] = calls.get(key, 0) + 1
    if device.type != "cuda" or not calls:
        return "", {}, {}
    timings, dropped = {}, {}
    for backend in CUDA_BACKENDS:
        total = 0.0
        try:
            for (qt, kt, vt, mt, is_causal, scale), count in calls.items():
                q, k, v = (random_tensor(t, device) for t in (qt, kt, vt))
                mask = None if mt is None else trial_mask(mt, device)
                # Under this choice a call the kernel does not take runs its default one (a
                # masked call under flash), and is timed so.
                default = default_backend(q, k, v, mask)
                runs = backend if supports(backend, q, k, v, mask) else default
                if runs != default and not _agrees(backend, q, k, v, mask, is_causal, scale):
                    total = None
                    break
                total += count * _time(runs, q, k, v, mask, is_causal, scale)
        except Exception as e:  # noqa: BLE001 - one kernel's failure leaves that kernel out
            dropped[backend] = f"its trial failed: {said(e)}"
            say(f"attention kernel {backend} left out: {dropped[backend]}")
            if context_lost(e):     # nothing launches any more: the others cannot be timed
                dropped.update({b: "not tried: the CUDA context was lost" for b in CUDA_BACKENDS
                                if b not in timings and b not in dropped})
                return "", {}, dropped
            continue
        if total is not None:
            timings[backend] = round(total, 3)
    if not timings:
        return "", {}, dropped
    return min(timings, key=timings.get), timings, dropped


def output_gradient(q: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
    """A random gradient for attention's output, which has q's shape but v's head size: the two
    differ in multi-head latent attention (query and key 192, value 128)."""
    return torch.randn(*q.shape[:-1], v.shape[-1], dtype=q.dtype, device=q.device)


def trial_mask(t: TensorType, device) -> torch.Tensor:
    """A mask of type `t` for a kernel's trial: each query sees the keys up to its own position
    (bottom-right aligned), as causal and padding masks let it, so no row is empty (an empty row
    is where kernels legitimately differ); broadcast dimensions stay broadcast."""
    l, s = t.shape[-2:]
    compact = [n if stride else 1 for n, stride in zip(t.shape, t.stride)]
    if compact[-2:] == [l, s]:
        keep = torch.ones(l, s, dtype=torch.bool, device=device).tril(diagonal=s - l)
    else:   # broadcast over queries or keys (a padding mask): no causal pattern fits; keep all
        keep = torch.ones(compact[-2:], dtype=torch.bool, device=device)
    dtype = getattr(torch, t.dtype)
    mask = keep if dtype == torch.bool else torch.zeros(keep.shape, dtype=dtype, device=device).masked_fill(
        ~keep, float("-inf"))
    return mask.expand(compact).contiguous().expand(t.shape)


def _step(backend, q, k, v, mask, is_causal, scale, grad):
    out, lse = attention_forward(q, k, v, mask, is_causal, scale, backend)
    return out, attention_backward(grad, q, k, v, mask, out, lse, is_causal, scale, backend)


def _agrees(backend, q, k, v, mask, is_causal, scale) -> bool:
    grad = output_gradient(q, v)
    reference = default_backend(q, k, v, mask)
    got = _step(backend, q, k, v, mask, is_causal, scale, grad)
    want = _step(reference, q, k, v, mask, is_causal, scale, grad)
    pairs = [(got[0], want[0])] + list(zip(got[1], want[1]))
    return all((a.float() - b.float()).abs().max() <= 3e-2 * b.float().abs().max() for a, b in pairs)


def _time(backend, q, k, v, mask, is_causal, scale) -> float:
    grad = output_gradient(q, v)
    for _ in range(3):
        _step(backend, q, k, v, mask, is_causal, scale, grad)
    start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    times = []
    for _ in range(_REPEATS):
        start.record()
        _step(backend, q, k, v, mask, is_causal, scale, grad)
        end.record()
        end.synchronize()
        times.append(start.elapsed_time(end))
    return sorted(times)[len(times) // 2]
