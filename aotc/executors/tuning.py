"""A tuning record: what a build on the GPU measured, for a build without it to take.

    record    ::= {"tuning": 1, "target": target name,
                   "attention": {attention signature: {backend: ms forward + backward, one call}},
                   "kernels":   {region key "/" kernel name: {"num_warps": n, "num_stages": n,
                                                              "block": {constexpr: n}}}}
    signature ::= "q=" type " k=" type " v=" type " mask=" (type | "none")
                  " causal=" (0 | 1) " scale=" (float | "none")
    type      ::= dtype "[" shape "]/" strides               (bfloat16[1,32,8192,128]/...)

`build-kernels DIR --tuning-out FILE` on a machine of the target writes one: for each of the
artifact's attention shapes, each backend that agreed with the default, timed; for each
Triton kernel, the config Inductor's autotuner picked. `build-kernels DIR --target NAME
--tuning FILE` reads it: the attention choice by the same sum the GPU build makes, and each
kernel whose key is in the record compiled with its config (the rest by Inductor's
heuristics). A key is stable across builds of one region: the region's content hash and the
kernel name Inductor gives it. The record is plain JSON, small enough to keep beside the
artifact's source and to write by hand.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path

from aotc.customops.sdpa_backends import CUDA_BACKENDS
from aotc.errors import ToolError
from aotc.ir import TensorType

TUNING_VERSION = 1


@dataclass(frozen=True)
class KernelConfig:
    """One Triton launch config: what Inductor's autotuner chose, or what a record says."""

    num_warps: int
    num_stages: int
    block: dict = field(default_factory=dict)      # constexpr name -> value (XBLOCK, R0_BLOCK, ...)

    def to_data(self) -> dict:
        return {"num_warps": self.num_warps, "num_stages": self.num_stages, "block": dict(sorted(self.block.items()))}


@dataclass(frozen=True)
class TuningRecord:
    target: str                                         # the pack target name it was measured on
    attention: dict = field(default_factory=dict)       # signature -> {backend: ms per call}
    kernels: dict = field(default_factory=dict)         # kernel key -> KernelConfig
    source: str = field(default="", compare=False)      # the file it was read from

    def to_data(self) -> dict:
        return {"tuning": TUNING_VERSION, "target": self.target,
                "attention": {s: dict(sorted(ms.items())) for s, ms in sorted(self.attention.items())},
                "kernels": {k: c.to_data() for k, c in sorted(self.kernels.items())}}


def kernel_key(region: str, kernel: str) -> str:
    return f"{region}/{kernel}"


def attention_signature(q: TensorType, k: TensorType, v: TensorType, mask: TensorType | None, is_causal: bool,
                        scale) -> str:
    """The record's key for one attention call's types (layouts included: they change the kernels' speed)."""
    def t(x: TensorType) -> str:
        return f"{x.dtype}[{','.join(map(str, x.shape))}]/{','.join(map(str, x.stride))}"
    return (f"q={t(q)} k={t(k)} v={t(v)} mask={'none' if mask is None else t(mask)} "
            f"causal={int(bool(is_causal))} scale={'none' if scale is None else repr(float(scale))}")


def write_tuning(path: str | Path, record: TuningRecord) -> None:
    """`record` as `path`, whole or not at all (written beside it, then renamed over it)."""
    path = Path(path)
    temp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        temp.write_text(json.dumps(record.to_data(), indent=1) + "\n")
        os.replace(temp, path)
    finally:
        temp.unlink(missing_ok=True)


def read_tuning(path: str | Path) -> TuningRecord:
    """The record in `path`; a ToolError naming the file, what is wrong and the fix."""
    path = Path(path)
    fix = (f"write it again with `thunder-aot build-kernels DIR --tuning-out {path}` on a machine of the target, "
           "or mend it as docs/cli.md (\"Packs built without the GPU\") describes")
    try:
        data = json.loads(path.read_text())
    except OSError as e:
        raise ToolError(f"tuning record {path}: cannot be read ({e.strerror or e}); {fix}") from None
    except ValueError as e:
        raise ToolError(f"tuning record {path}: not JSON ({e}); {fix}") from None
    try:
        if not isinstance(data, dict) or data.get("tuning") != TUNING_VERSION:
            raise ValueError(f"`tuning` must be {TUNING_VERSION} (got {data.get('tuning') if isinstance(data, dict) else data!r})")
        if not isinstance(data.get("target"), str) or not data["target"]:
            raise ValueError("`target` must name the pack target it was measured on")
        attention = {}
        for signature, ms in _map(data, "attention").items():
            if not isinstance(ms, dict) or not ms:
                raise ValueError(f"attention {signature!r}: give {{backend: ms}}")
            unknown = sorted(set(ms) - set(CUDA_BACKENDS))
            if unknown:
                raise ValueError(f"attention {signature!r}: backend {unknown[0]!r} is not one of "
                                 f"{', '.join(CUDA_BACKENDS)}")
            attention[signature] = {str(b): _number(t, f"attention {signature!r} {b}") for b, t in ms.items()}
        kernels = {}
        for key, c in _map(data, "kernels").items():
            if not isinstance(c, dict) or "/" not in key:
                raise ValueError(f"kernel {key!r}: a key is REGION/KERNEL and its value "
                                 "{num_warps, num_stages, block}")
            block = c.get("block", {})
            if not isinstance(block, dict):
                raise ValueError(f"kernel {key!r}: `block` must map constexpr names to integers")
            kernels[key] = KernelConfig(_int(c.get("num_warps"), f"kernel {key!r} num_warps"),
                                        _int(c.get("num_stages"), f"kernel {key!r} num_stages"),
                                        {str(n): _int(b, f"kernel {key!r} {n}") for n, b in block.items()})
    except ValueError as e:
        raise ToolError(f"tuning record {path}: {e}; {fix}") from None
    return TuningRecord(data["target"], attention, kernels, source=str(path))


def _map(data: dict, name: str) -> dict:
    value = data.get(name, {})
    if not isinstance(value, dict):
        raise ValueError(f"`{name}` must be a map")
    return value


def _number(x, what: str) -> float:
    if isinstance(x, bool) or not isinstance(x, (int, float)) or x < 0:
        raise ValueError(f"{what}: {x!r} is not a time in ms")
    return float(x)


def _int(x, what: str) -> int:
    if isinstance(x, bool) or not isinstance(x, int) or x <= 0:
        raise ValueError(f"{what}: {x!r} is not a positive integer")
    return x
