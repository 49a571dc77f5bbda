"""The project's own ops (`aotc::*`, registered with torch.library when imported), and what the
runtime calls for them."""

from aotc.customops import documents, varlen  # noqa: F401  (importing registers their ops)
from aotc.customops.attention import DIRECT_KERNELS as _ATTENTION_KERNELS, HOST_RESULTS as _ATTENTION_HOST
from aotc.customops.attention import kernels_with as _sdpa_kernels_with
from aotc.customops.context_attention import DIRECT_KERNELS as _CP_KERNELS, kernels_with as _cp_kernels_with
from aotc.customops.flex import DIRECT_KERNELS as _FLEX_KERNELS, FUNCTION_ARGS
from aotc.customops.fp8_attention import DIRECT_KERNELS as _FP8_ATTENTION_KERNELS
from aotc.customops.grouped_mm import DIRECT_KERNELS as _GROUPED_KERNELS
from aotc.customops.offload import DIRECT_KERNELS as _OFFLOAD_KERNELS, HOST_RESULTS as _OFFLOAD_HOST
from aotc.customops.optim import DIRECT_KERNELS as _OPTIM_KERNELS, IN_PLACE
from aotc.customops.rnn import DIRECT_KERNELS as _RNN_KERNELS
from aotc.customops.tp_matmul import DIRECT_KERNELS as _TP_KERNELS

# op name -> the kernel generated code calls (programs run outside autograd).
DIRECT_KERNELS = {**_ATTENTION_KERNELS, **_CP_KERNELS, **_FLEX_KERNELS, **_FP8_ATTENTION_KERNELS,
                  **_GROUPED_KERNELS, **_OPTIM_KERNELS,
                  **_OFFLOAD_KERNELS, **_RNN_KERNELS, **_TP_KERNELS}
# op name -> indices of its results that stay on the host in a device program.
HOST_RESULTS = {**_ATTENTION_HOST, **_OFFLOAD_HOST}


def attention_kernels(backend: str) -> dict:
    """The kernels of every dense attention op (aotc.sdpa, aotc.cp_attention and their
    backwards) on `backend` wherever it takes the call: an attention pack's choice."""
    return {**_sdpa_kernels_with(backend), **_cp_kernels_with(backend)}


__all__ = ["DIRECT_KERNELS", "FUNCTION_ARGS", "HOST_RESULTS", "IN_PLACE", "attention_kernels"]
