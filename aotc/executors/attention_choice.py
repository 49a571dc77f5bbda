"""Choosing the attention kernel for a CUDA kernel pack: by measurement on the target, from a
tuning record of one, or by a heuristic for the target's kind.

`aotc.sdpa` can run on several of PyTorch's CUDA attention kernels (flash, memory-efficient,
cuDNN); which is fastest depends on the GPU, the library versions and the shapes. build-kernels
times forward + backward of each at the artifact's own attention shapes, keeps those that agree
with the default kernel, and records the fastest in the pack. A kernel whose trial fails (it
refuses these shapes, say) is left out, and the choice says why; it never ends the build.

A build for a described target (no device here) takes the times of a tuning record
(aotc.executors.tuning) where it has every one of the artifact's attention shapes, summed as
the measurement sums them, and otherwise the heuristic `described_attention` names.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Iterable

import torch
from torch._subclasses.fake_tensor import FakeTensorMode

from aotc.executors import context_lost, random_tensor, said
from aotc.executors.tuning import TuningRecord, attention_signature
from aotc.ir import Program, TensorType, Value, contiguous_strides
from aotc.ops import DOCUMENT_ATTENTION, Kind, OpRegistry
from aotc.customops import varlen, varlen_te
from aotc.customops.attention import attention_backward, attention_forward
from aotc.customops.context_attention import FORWARD as CP_FORWARD
from aotc.customops.sdpa_backends import (CUDA_BACKENDS, _heads_last_strides, choose_backend, default_backend,
                                          supports)

_REPEATS = 10

# From this capability on, cuDNN is taken wherever it takes a call: on the H200 (sm90, torch
# 2.11, bf16) every Llama-family artifact measured it fastest (Llama-3-8B 1x8192, 32 layers:
# cuDNN 114 ms, flash 227 ms, memory-efficient 471 ms forward + backward per step; MLA and
# masked calls likewise, bench/RESULTS.md). Small launch-bound shapes (nanoGPT, Whisper) measured
# flash fastest: a tuning record gives those their measured choice.
_CUDNN_FIRST = 90


@dataclass(frozen=True)
class AttentionChoiceMade:
    """A choice and how it was made: `ms` per backend (measured, or summed from a record),
    `dropped` the kernels left out and why, `per_call` each attention signature's times (what
    a tuning record keeps), `why` for a choice not measured here."""

    backend: str
    ms: dict = field(default_factory=dict)
    dropped: dict = field(default_factory=dict)
    per_call: dict = field(default_factory=dict)       # signature -> {backend: ms per call}
    why: str = ""


def attention_calls(programs: Iterable[Program], registry: OpRegistry) -> dict[tuple, int]:
    """The artifact's attention calls by their types: (q, k, v, mask type or None, is_causal,
    scale) -> how many times the programs make it. A call of cp's attention counts as the
    blocks an average rank runs (`context_calls`)."""
    calls: dict[tuple, int] = {}
    for program in programs:
        for op in program.flat_ops():
            if op.name == CP_FORWARD:
                for call in context_calls(*op.args[:3], op.args[3], op.args[4]):
                    calls[call] = calls.get(call, 0) + 1
                continue
            if not registry.kind(op, Kind.KERNEL_CHOICE):
                continue
            q, k, v, mask, is_causal, scale = op.args
            if not all(isinstance(x, Value) for x in (q, k, v)) or not (mask is None or isinstance(mask, Value)):
                continue
            key = (q.type, k.type, v.type, None if mask is None else mask.type, is_causal, scale)
            calls[key] = calls.get(key, 0) + 1
    return calls


def context_calls(q: Value, k: Value, v: Value, scale, n: int) -> list[tuple]:
    """The plain attention calls that stand for one call of cp's attention when kernels are
    timed: its causal block of the rank's two chunks, and one unmasked block of as many scores
    as every rank's others (2 c^2 (n - 1), aotc.customops.context_attention)."""
    two_c = q.type.shape[2]

    def keys(t: TensorType, length: int) -> TensorType:
        shape = t.shape[:2] + (length,) + t.shape[3:]
        return TensorType(t.dtype, shape, _heads_last_strides(shape), t.device)

    causal = (q.type, keys(k.type, two_c), keys(v.type, two_c), None, True, scale)
    rest = (q.type, keys(k.type, two_c // 2 * (n - 1)), keys(v.type, two_c // 2 * (n - 1)), None, False, scale)
    return [causal, rest]


def measure_attention(programs: Iterable[Program], device: torch.device,
                      say: Callable[[str], None] = lambda _: None,
                      registry: OpRegistry | None = None) -> AttentionChoiceMade:
    """The fastest kernel for the artifact's attention calls on `device`, timed; backend ""
    when there is none to measure (no CUDA, no attention) or every kernel was left out. A call
    a kernel does not take keeps its default kernel under that choice (a masked call under
    flash) and is timed on it; one the kernel takes must agree with the default on it."""
    registry = registry or OpRegistry()
    calls = attention_calls(programs, registry)
    if device.type != "cuda" or not calls:
        return AttentionChoiceMade("")
    timings, dropped, per_call = {}, {}, {attention_signature(*call): {} for call in calls}
    for backend in CUDA_BACKENDS:
        times: dict | None = {}
        try:
            for call, count in calls.items():
                qt, kt, vt, mt, is_causal, scale = call
                q, k, v = (random_tensor(t, device) for t in (qt, kt, vt))
                mask = None if mt is None else trial_mask(mt, device)
                # Under this choice a call the kernel does not take runs its default one (a
                # masked call under flash), and is timed so.
                default = default_backend(q, k, v, mask)
                runs = backend if supports(backend, q, k, v, mask) else default
                if runs != default and not _agrees(backend, q, k, v, mask, is_causal, scale):
                    times = None
                    break
                times[call] = _time(runs, q, k, v, mask, is_causal, scale)
        except Exception as e:  # noqa: BLE001 - one kernel's failure leaves that kernel out
            dropped[backend] = f"its trial failed: {said(e)}"
            say(f"attention kernel {backend} left out: {dropped[backend]}")
            if context_lost(e):     # nothing launches any more: the others cannot be timed
                dropped.update({b: "not tried: the CUDA context was lost" for b in CUDA_BACKENDS
                                if b not in timings and b not in dropped})
                return AttentionChoiceMade("", dropped=dropped)
            continue
        if times is not None:
            timings[backend] = round(sum(calls[call] * ms for call, ms in times.items()), 3)
            for call, ms in times.items():
                per_call[attention_signature(*call)][backend] = round(ms, 4)
    if not timings:
        return AttentionChoiceMade("", dropped=dropped)
    return AttentionChoiceMade(min(timings, key=timings.get), timings, dropped, per_call)


def described_attention(calls: dict[tuple, int], capability: str,
                        record: TuningRecord | None = None) -> AttentionChoiceMade:
    """The choice for a target that is not here: from `record` when it times every one of the
    calls' signatures (each backend timed for all of them, summed as a measurement sums), else
    by the heuristic: on sm90 and later cuDNN (a call it does not take, float32 say, runs its
    default kernel under it, as under any choice), else the calls' default kernel (flash where
    one of them defaults to it)."""
    signatures: dict[str, int] = {}
    for call, count in calls.items():
        signature = attention_signature(*call)
        signatures[signature] = signatures.get(signature, 0) + count
    note = ""
    if record is not None:
        missing = [s for s in signatures if s not in record.attention]
        both = [b for b in CUDA_BACKENDS if all(b in record.attention.get(s, {}) for s in signatures)]
        if not missing and both:
            ms = {b: round(sum(n * record.attention[s][b] for s, n in signatures.items()), 3) for b in both}
            best = min(ms, key=ms.get)
            shapes = f"{len(signatures)} attention shape" + ("s" if len(signatures) != 1 else "")
            return AttentionChoiceMade(best, ms, why=f"from the tuning record {record.source} ({shapes}, "
                                                     f"measured on {record.target})")
        note = (f"; the tuning record {record.source} " +
                (f"has no times for {len(missing)} of the {len(signatures)} attention shapes" if missing
                 else "times no one backend for every attention shape"))
    arch = int(capability[2:]) if capability[2:].isdigit() else 0
    total = sum(calls.values())
    if arch >= _CUDNN_FIRST:
        takes = sum(n for call, n in calls.items() if _takes("cudnn", call))
        return AttentionChoiceMade("cudnn", why=f"heuristic for {capability}: cuDNN, the kernel measured fastest there "
                                                f"in half precision; it takes {takes} of the {total} attention calls, "
                                                f"the others run their default kernel{note}")
    defaults = {_default(call) for call in calls}
    return AttentionChoiceMade("flash" if "flash" in defaults else "efficient",
                               why=f"heuristic for {capability}: each of the {total} attention calls runs its "
                                   f"default kernel{note}")


def _fake(t: TensorType):
    return torch.empty_strided(t.shape, t.stride, dtype=getattr(torch, t.dtype), device="cuda")


def _takes(backend: str, call: tuple) -> bool:
    """Whether `backend` takes a CUDA call of these types (asked of fake tensors: no device needed)."""
    qt, kt, vt, mt, _, _ = call
    with FakeTensorMode():
        return supports(backend, _fake(qt), _fake(kt), _fake(vt), None if mt is None else _fake(mt))


def _default(call: tuple) -> str:
    qt, kt, vt, mt, _, _ = call
    return choose_backend("cuda", getattr(torch, qt.dtype), qt.shape, kt.shape, vt.shape, mt is not None)


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
    return _close([got[0], *got[1]], [want[0], *want[1]])


def _time(backend, q, k, v, mask, is_causal, scale) -> float:
    grad = output_gradient(q, v)
    return _median_ms(lambda: _step(backend, q, k, v, mask, is_causal, scale, grad))


# --- variable-length attention (aotc.varlen_attention) -------------------------------------------

VARLEN_FORWARD = "aotc.varlen_attention.default"


@dataclass(frozen=True)
class VarlenChoiceMade:
    """The kernel for the artifact's variable-length attention ("" when it has none), each
    kernel's ms over the trial documents, the kernels left out and why, and TE's version when
    TE's kernel was timed."""

    kernel: str
    ms: dict = field(default_factory=dict)
    dropped: dict = field(default_factory=dict)
    te_version: str = ""


def varlen_calls(programs: Iterable[Program]) -> dict[tuple, int]:
    """(q, k, v types, is_causal, scale, window left, window right, one set of offsets) -> count,
    document attention's [B, H, L, D] operands as the [B * L, H, D] the kernels take."""
    calls: dict[tuple, int] = {}
    for program in programs:
        for op in program.flat_ops():
            if op.name == VARLEN_FORWARD and all(isinstance(x, Value) for x in op.args[:3]):
                q, k, v, cu_q, cu_k, _, _, is_causal, scale, left, right = op.args
                key = (q.type, k.type, v.type, is_causal, scale, left, right, cu_q is cu_k)
            elif op.name == DOCUMENT_ATTENTION[0] and all(isinstance(x, Value) for x in op.args[:3]):
                q, k, v, _, _, is_causal, scale = op.args
                key = (*(_packed_type(x.type) for x in (q, k, v)), is_causal, scale, -1, -1, True)
            else:
                continue
            calls[key] = calls.get(key, 0) + 1
    return calls


def _packed_type(t: TensorType) -> TensorType:
    """[B, H, L, D] -> the [B * L, H, D] a variable-length kernel reads."""
    b, h, length, d = t.shape
    shape = (b * length, h, d)
    return TensorType(t.dtype, shape, contiguous_strides(shape), t.device)


def trial_documents(tokens: int) -> list[list[int]]:
    """Document lengths the kernels are timed over: the row as one document, and documents of an
    eighth to three eighths of it (which of the two a job sees is its data's)."""
    cycle = [3, 5, 2, 6]                  # sixteenths of the row, in turn
    mixed, filled, i = [], 0, 0
    while filled < tokens:
        n = min(max(1, tokens * cycle[i % 4] // 16), tokens - filled)
        mixed.append(n)
        filled, i = filled + n, i + 1
    return [[tokens], mixed]


def measure_varlen(programs: Iterable[Program], device: torch.device,
                   say: Callable[[str], None] = lambda _: None) -> VarlenChoiceMade:
    """torch's flash kernel against TransformerEngine's cuDNN kernel (where TE is installed and
    agrees with flash on every call it takes) for the artifact's variable-length attention,
    forward + backward over `trial_documents`; kernel "" without such attention or a GPU."""
    calls = varlen_calls(programs)
    if device.type != "cuda" or not calls:
        return VarlenChoiceMade("")
    te_version = varlen_te.installed_version()
    dropped = {} if te_version else {"te": varlen_te.why_not()}
    if te_version and not any(_te_takes(call) for call in calls):
        dropped["te"] = "it takes none of the artifact's calls (self-attention in half precision without a window)"
    kernels = ["flash"] + ([] if "te" in dropped else ["te"])
    ms: dict = {}
    for kernel in kernels:
        total = 0.0
        try:
            for (qt, kt, vt, is_causal, scale, left, right, same), count in calls.items():
                q, k, v = (random_tensor(t, device) for t in (qt, kt, vt))
                grad = output_gradient(q, v)
                for lengths in trial_documents(q.shape[0]):
                    cu = torch.tensor([0] + lengths, device=device).cumsum(0).to(torch.int32)
                    cu_k = cu if same else cu.clone()
                    args = (q, k, v, cu, cu_k, q.shape[0], k.shape[0], is_causal, scale, left, right)

                    def step(kernel=kernel, args=args):
                        out, lse = varlen._cuda_forward(*args, kernel=kernel)
                        return [out, *varlen._cuda_backward(grad, *args[:3], out, lse, *args[3:], kernel=kernel)]
                    if kernel != "flash" and not _close(step(), step("flash")):
                        raise RuntimeError("its output or gradients differ from torch's flash kernel's")
                    total += count * _median_ms(step)
        except Exception as e:  # noqa: BLE001 - a kernel that fails its trial is left out
            dropped[kernel] = f"its trial failed: {said(e)}"
            say(f"variable-length attention kernel {kernel} left out: {dropped[kernel]}")
            if context_lost(e):
                break
            continue
        ms[kernel] = round(total, 3)
    if not ms:
        return VarlenChoiceMade("", dropped=dropped)
    best = min(ms, key=ms.get)
    return VarlenChoiceMade(best, ms, dropped, te_version if best == "te" else "")


def _te_takes(call: tuple) -> bool:
    qt, kt, vt, _, _, left, right, same = call
    with FakeTensorMode():
        q, k, v = (_fake(t) for t in (qt, kt, vt))
        cu = torch.empty(2, dtype=torch.int32, device="cuda")
        return varlen_te.takes(q, k, v, cu, cu if same else cu.clone(), left, right)


def _close(got: list, want: list) -> bool:
    """Each tensor within 3% of the reference's largest magnitude."""
    return all((a.float() - b.float()).abs().max() <= 3e-2 * b.float().abs().max() for a, b in zip(got, want))


def _median_ms(step: Callable[[], object]) -> float:
    for _ in range(3):
        step()
    start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    times = []
    for _ in range(_REPEATS):
        start.record()
        step()
        end.record()
        end.synchronize()
        times.append(start.elapsed_time(end))
    return sorted(times)[len(times) // 2]
