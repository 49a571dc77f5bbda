"""The project's own ops (`aotc::*`, registered with torch.library when imported), and what the
runtime calls for them."""

from aotc.customops.attention import DIRECT_KERNELS as _ATTENTION_KERNELS, HOST_RESULTS
from aotc.customops.optim import DIRECT_KERNELS as _OPTIM_KERNELS, IN_PLACE

# op name -> the kernel generated code calls (programs run outside autograd).
DIRECT_KERNELS = {**_ATTENTION_KERNELS, **_OPTIM_KERNELS}

__all__ = ["DIRECT_KERNELS", "HOST_RESULTS", "IN_PLACE"]
