"""torchtitan 0.3.0 on torch 2.11 (the GPU machine's torch), for the benchmarks only: the things
it takes from torch 2.12, given where this torch lacks them, and torch's own flash kernel for its
varlen attention where FlashAttention-3's package is not installed.

torchtitan 0.3.0 imports `torch.distributed.fsdp.DataParallelMeshDims`, which torch adds in
2.12, at module level. Its `spmd_types` (default) and `full_dtensor` backends build one; its
`partial_dtensor` backend passes `dp_mesh_dims=None` and calls torch 2.11's `fully_shard` as
that release takes it. Where the name is missing this gives it a class that refuses to be
built, so `parallelism.spmd_backend="partial_dtensor"` runs and the others fail saying why.
Nothing is replaced where torch has the name.
"""

from __future__ import annotations

import torch.distributed.fsdp as fsdp

STOOD_IN: list[str] = []

if not hasattr(fsdp, "DataParallelMeshDims"):
    class DataParallelMeshDims:
        def __init__(self, *args, **kwargs):
            raise RuntimeError("torch.distributed.fsdp.DataParallelMeshDims needs torch 2.12 or later; torchtitan's "
                               "spmd_backend='partial_dtensor' runs without it")

    fsdp.DataParallelMeshDims = DataParallelMeshDims
    STOOD_IN.append("torch.distributed.fsdp.DataParallelMeshDims")


def _block_masks_without_separate_full_blocks():
    """torchtitan 0.3.0's flex masks pass `create_block_mask(separate_full_blocks=...)`, an
    argument new in torch 2.12. Its True (torchtitan's unless batch-invariant) is what earlier
    releases always do: fully unmasked blocks kept apart, so mask_mod is skipped on them. The
    wrapper drops it when True and refuses False, which those releases cannot do."""
    import functools
    import inspect

    import torch.nn.attention.flex_attention as flex

    original = flex.create_block_mask
    if "separate_full_blocks" in inspect.signature(original).parameters:
        return

    @functools.wraps(original)
    def create_block_mask(*args, separate_full_blocks: bool = True, **kwargs):
        if not separate_full_blocks:
            raise NotImplementedError("create_block_mask(separate_full_blocks=False) needs torch 2.12 or later")
        return original(*args, **kwargs)

    flex.create_block_mask = create_block_mask
    STOOD_IN.append("torch.nn.attention.flex_attention.create_block_mask(separate_full_blocks=)")


_block_masks_without_separate_full_blocks()


def _varlen_without_flash_attention_3():
    """torchtitan 0.3.0's varlen attention activates FlashAttention-3 on Hopper
    (`get_cuda_flash_attention_impl`), whose package (`flash_attn_interface`) is built apart from
    torch; without it the model cannot be built. Where it is missing, torchtitan is told there is
    no implementation to activate, and `varlen_attn` runs torch's own flash kernel (FA2), the one
    the artifact's varlen attention runs."""
    import importlib.util

    if importlib.util.find_spec("flash_attn_interface") is not None:
        return
    import torchtitan.tools.utils as utils

    original = utils.get_cuda_flash_attention_impl
    if original() != "FA3":
        return
    utils.get_cuda_flash_attention_impl = lambda: None
    STOOD_IN.append("torchtitan's FlashAttention-3 for varlen attention (torch's flash kernel instead)")


def _varlen_attn_without_new_arguments():
    """With torch's flash kernel (no FlashAttention-3 here, or a GPU before Hopper) torchtitan
    passes `varlen_attn(num_splits=1, enable_gqa=True)`,
    arguments new in torch 2.12. torch 2.11's kernel never splits the keys in training and takes
    fewer key/value heads as they come, so those two values are what it does already: the wrapper
    drops them and refuses any other."""
    import functools
    import inspect

    import torchtitan.models.common.attention as attention

    original = attention.varlen_attn
    known = inspect.signature(original).parameters
    if "num_splits" in known and "enable_gqa" in known:
        return

    @functools.wraps(original)
    def varlen_attn(*args, num_splits=None, enable_gqa=None, **kwargs):
        if num_splits not in (None, 1) and "num_splits" not in known:
            raise NotImplementedError(f"varlen_attn(num_splits={num_splits}) needs torch 2.12 or later")
        extra = {}
        if "num_splits" in known and num_splits is not None:
            extra["num_splits"] = num_splits
        if "enable_gqa" in known and enable_gqa is not None:
            extra["enable_gqa"] = enable_gqa
        return original(*args, **kwargs, **extra)

    attention.varlen_attn = varlen_attn
    STOOD_IN.append("varlen_attn(num_splits=1, enable_gqa=True)")


_varlen_without_flash_attention_3()
_varlen_attn_without_new_arguments()
