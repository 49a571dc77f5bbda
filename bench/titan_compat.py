"""torchtitan 0.3.0 on torch 2.11 (the GPU machine's torch), for the benchmarks only: two things
it takes from torch 2.12, given where this torch lacks them.

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
