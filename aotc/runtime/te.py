"""The runtime half of the TransformerEngine executor (aotc.executors.te): its regions' fp8
matmuls run through TransformerEngine's GEMM (`general_gemm`) on the operands and scales the
program made, where TE is installed and the artifact's te pack was built with this TE.

Elsewhere the regions run as they are: torch._scaled_mm on the same operands, which is what
`--fp8 tensorwise` runs (and, with te-delayed's scales, the portable program). Load says which, once. TE is imported only here, and only when an
artifact has a te pack for this machine (import torch first: TE's library relies on torch's
CUDA libraries).
"""

from __future__ import annotations

import warnings
from pathlib import Path

import torch

from aotc.customops.te_import import import_te, te_version
from aotc.encoding import region_key
from aotc.format.pack import Target, TEChoice
from aotc.ir import Region
from aotc.ops import OpRegistry
from aotc.runtime.codegen import build_function
from aotc.runtime.loaded import Overrides
from aotc.runtime.packs import device_target, pack_record

SCALED_MM = "aten._scaled_mm.default"
WITHOUT_TE = "the te regions run the artifact's own fp8 matmuls (torch._scaled_mm)"


def usable_te() -> tuple[object | None, str]:
    """(TE's scaled matmul, "") where TE imports here, else (None, why not)."""
    if te_version() is None:
        return None, "TransformerEngine is not installed here"
    try:
        return te_scaled_mm(), ""
    except Exception as e:        # installed but broken: a library that does not load, say
        return None, f"TransformerEngine does not import here ({type(e).__name__}: {str(e).splitlines()[0][:160]})"


def te_scaled_mm():
    """torch._scaled_mm's contract (tensor-wise scales) computed by TE's general_gemm: for
    a [M, K] row-major and b [K, N] column-major, out = (a * scale_a) @ (b * scale_b). TE's
    GEMM takes both operands K-major (its "TN" layout), A = b^T and B = a, and scale_* are the
    dequantizing factors TE calls scale_inv."""
    import_te()
    import transformer_engine_torch as tex
    from transformer_engine.pytorch.cpp_extensions import general_gemm
    from transformer_engine.pytorch.tensor.storage.float8_tensor_storage import Float8TensorStorage

    formats = {torch.float8_e4m3fn: tex.DType.kFloat8E4M3, torch.float8_e5m2: tex.DType.kFloat8E5M2}

    def operand(data, scale, out_dtype):
        return Float8TensorStorage(data=data.view(torch.uint8), fp8_scale_inv=scale.reshape(1).float(),
                                   fp8_dtype=formats[data.dtype], fake_dtype=out_dtype)

    def scaled_mm(a, b, scale_a, scale_b, bias=None, scale_result=None, out_dtype=None, use_fast_accum=False):
        out_dtype = out_dtype or torch.bfloat16
        out, *_ = general_gemm(operand(b.t(), scale_b, out_dtype), operand(a, scale_a, out_dtype),
                               out_dtype=out_dtype, bias=bias, use_split_accumulator=not use_fast_accum)
        return out
    return scaled_mm


class TERuntime:
    name = "te"
    without_pack = WITHOUT_TE

    def local_target(self, device: torch.device) -> Target:
        return device_target(device)

    def load(self, files: dict[str, bytes], where: Path, device: torch.device) -> _TEPack:
        choice = pack_record(files, where, TEChoice.from_data)
        installed = te_version()
        if installed is not None and installed != choice.te_version:
            warnings.warn(f"{where}: built with TransformerEngine {choice.te_version}, this machine has {installed}: "
                          f"{WITHOUT_TE}; run build-kernels here to use this TE", stacklevel=4)
            return _TEPack(choice, None)
        mm, why = usable_te()
        if mm is None:
            warnings.warn(f"{where}: {why}: {WITHOUT_TE}", stacklevel=4)
        return _TEPack(choice, mm)


class _TEPack:
    executor = "te"

    def __init__(self, choice: TEChoice, scaled_mm):
        self.choice = choice
        self.target = choice.target.name
        self.scaled_mm = scaled_mm
        self._registry = OpRegistry()

    def covers(self, region: Region) -> bool:
        return self.scaled_mm is not None and region_key(region) in self.choice.regions

    def region_function(self, region: Region):
        fn = build_function(region.body, self._registry, packs=[Overrides("te-gemm", {SCALED_MM: self.scaled_mm})])
        return f"te_{region_key(region)}", fn

    def op_overrides(self) -> dict:
        return {}
