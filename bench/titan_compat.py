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

import torch
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


def _pipeline_stages_without_get_mesh():
    """torchtitan 0.3.0 builds each pipeline stage with `PipelineStage(..., get_mesh=...)`, an
    argument new in torch 2.12: a callback by which a stage rebuilds DTensors from the plain
    tensors it receives. Where torch lacks it, the stage class torchtitan imports takes the
    argument and drops it. That serves stages whose boundaries carry plain tensors (pipeline
    parallelism alone or with FSDP under `partial_dtensor`, the bench's plans); a stage that sent
    DTensors could not run on such a torch either way."""
    import inspect

    import torch.distributed.pipelining as pipelining

    original = pipelining.PipelineStage
    if "get_mesh" in inspect.signature(original.__init__).parameters:
        return

    class PipelineStage(original):
        def __init__(self, *args, get_mesh=None, **kwargs):
            super().__init__(*args, **kwargs)

    PipelineStage.__qualname__ = PipelineStage.__name__ = original.__name__
    pipelining.PipelineStage = PipelineStage
    STOOD_IN.append("torch.distributed.pipelining.PipelineStage(get_mesh=)")


_pipeline_stages_without_get_mesh()


def _schedule_steps_over_split_microbatches():
    """torchtitan 0.3.0 hands its pipeline schedule microbatches it has split itself,
    `step(arg_mbs=, kwarg_mbs=, target_mbs=, loss_kwargs=)`, a form torch's schedules lack up to
    2.13 at least (their `step` splits a whole batch, and takes `loss_kwargs` only from 2.12), so
    the keywords arrive as model inputs. Where `step` lacks `arg_mbs`, the stand-in runs what
    torch's own `step` runs after its split (each stage's flags and states reset, then
    `_step_microbatches`) on the given microbatches, with `loss_kwargs` bound into the loss
    function for this step where torch's cannot take them. A whole batch goes to torch's own."""
    import contextlib
    import functools
    import inspect

    from torch.distributed.pipelining import schedules

    @contextlib.contextmanager
    def loss_kwargs_bound(schedule, loss_kwargs, takes: bool):
        """The keyword arguments a call passes on: loss_kwargs itself where the callee takes it,
        else nothing, with them bound into the schedule's loss function for the call."""
        if not loss_kwargs or takes:
            yield {"loss_kwargs": loss_kwargs} if loss_kwargs and takes else {}
            return
        loss_fn = schedule._loss_fn
        schedule._loss_fn = functools.partial(loss_fn, **loss_kwargs)
        try:
            yield {}
        finally:
            schedule._loss_fn = loss_fn

    @functools.cache                      # asked on every step, of the same few functions
    def takes(fn, name: str) -> bool:
        return name in inspect.signature(fn).parameters

    for cls in (schedules.PipelineScheduleSingle, schedules.PipelineScheduleMulti):
        original = cls.step
        if takes(original, "arg_mbs"):
            continue

        def step(self, *args, arg_mbs=None, kwarg_mbs=None, target_mbs=None, target=None, losses=None,
                 return_outputs=True, loss_kwargs=None, _original=original, **kwargs):
            if arg_mbs is None and kwarg_mbs is None and target_mbs is None:      # a whole batch: torch's own
                with loss_kwargs_bound(self, loss_kwargs, takes(_original, "loss_kwargs")) as extra:
                    return _original(self, *args, target=target, losses=losses, return_outputs=return_outputs,
                                     **extra, **kwargs)
            if args or kwargs or target is not None:
                raise TypeError("step() takes a whole batch or its microbatches, not both")
            if self._has_backward and getattr(self, "_backward_requires_autograd", True) \
                    and not torch.is_grad_enabled():
                raise RuntimeError("step() requires gradients to be enabled for backward computation; "
                                   "it should not be used under torch.no_grad() context. Please call eval() instead.")
            stages = getattr(self, "_stages", None) or [self._stage]
            for stage in stages:
                stage.has_backward = self._has_backward
                stage.clear_runtime_states()
            run = type(self)._step_microbatches           # the schedule's own: what it takes
            given = {"return_outputs": return_outputs} if takes(run, "return_outputs") else {}
            with loss_kwargs_bound(self, loss_kwargs, takes(run, "loss_kwargs")) as extra:
                self._step_microbatches(arg_mbs=arg_mbs, kwarg_mbs=kwarg_mbs, target_mbs=target_mbs, losses=losses,
                                        **given, **extra)
            last = [s for s in stages if s.is_last]
            return self._merge_outputs(last[0].output_chunks) if last and return_outputs else None

        step.__doc__, step.__qualname__ = original.__doc__, f"{cls.__name__}.step"
        cls.step = step
        STOOD_IN.append(f"{cls.__name__}.step(arg_mbs=, kwarg_mbs=, target_mbs=)")


_schedule_steps_over_split_microbatches()


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
