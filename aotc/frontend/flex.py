"""FlexAttention as model code calls it, captured as `aotc::flex_attention` (aotc.customops.flex).

torch's `flex_attention` checks its inputs, then runs its higher-order op under torch.compile;
`create_block_mask` evaluates `mask_mod` into a block-sparse layout. During capture:

- `torch.compiler.set_stance("force_eager")` runs every torch.compile'd function eagerly, so a
  model's compiled helpers (torchtitan's compiled `create_block_mask`, a compiled
  `flex_attention`) are traced through like any other code.
- torch's refusal of a CPU backward is lifted (capture only traces; nothing runs on the CPU's
  kernels), and its higher-order op is replaced by `_route`, which calls aotc::flex_attention.

`_route` turns `score_mod` and `mask_mod` into programs. A modification function usually
closes over tensors the forward computed (a packed batch's document ids): those become
explicit arguments of the op (torch's "other buffers"), found by walking the function's
closure cells (through nested functions, tuples, lists and functools.partial, which is how
`and_masks` and friends compose them). Each function is then traced on its own, on int32
index scalars and fake tensors standing for those arguments, into an FX graph that conversion
turns into an IR function (`Fn`). A modification that reaches a tensor any other way (an
attribute of `self`, a global) cannot be traced apart from the model: capture says so and how
to pass it.
"""

from __future__ import annotations

import contextlib
import functools
import types
from dataclasses import dataclass
from typing import Callable

import torch
import torch.fx

from aotc.customops.flex import INDEX_DTYPE, SCORE_DTYPE, FunctionTable, flex_attention
from aotc.errors import CaptureError
from aotc.frontend.autocast import autocast_inputs


@dataclass(frozen=True)
class Modification:
    """A modification function, traced: its graph takes (score,)? b, h, q_idx, kv_idx, *buffers."""

    kind: str                          # "score_mod" | "mask_mod"
    graph: torch.fx.GraphModule


@contextlib.contextmanager
def route_flex_attention(table: FunctionTable):
    """While capturing: torch.compile'd code runs eagerly, and FlexAttention reaches
    aotc::flex_attention with its modification functions numbered in `table`."""
    import torch.nn.attention.flex_attention as torch_flex
    saved = torch_flex.flex_attention_hop, torch_flex._validate_device
    torch_flex.flex_attention_hop = functools.partial(_route, table)
    torch_flex._validate_device = lambda *tensors: None   # it refuses CPU training, which capture does not run
    try:
        with torch.compiler.set_stance("force_eager"):
            yield
    finally:
        torch_flex.flex_attention_hop, torch_flex._validate_device = saved


def _route(table: FunctionTable, query, key, value, score_mod, block_mask: tuple, scale, kernel_options,
           score_mod_other_buffers=(), mask_mod_other_buffers=()):
    """What torch's flex_attention_hop returns, (out, lse in log2 units, max scores), computed
    by aotc::flex_attention."""
    if kernel_options.get("OUTPUT_MAX") or kernel_options.get("OUTPUT_MAX_SCORES"):
        raise CaptureError("flex_attention with return_aux=AuxRequest(max_scores=True): thunder-aot's "
                           "FlexAttention returns the output and the log-sum-exp; ask for lse alone")
    query, key, value = autocast_inputs(query, key, value)
    blocks = _block_mask(block_mask)
    mask_mod = block_mask[-1]
    score_fn, score_bufs = _lift(score_mod, "score_mod")
    mask_fn, mask_bufs = _lift(mask_mod, "mask_mod")
    score_bufs = tuple(score_mod_other_buffers) + score_bufs
    mask_bufs = tuple(mask_mod_other_buffers) + mask_bufs
    for kind, bufs in (("score_mod", score_bufs), ("mask_mod", mask_bufs)):
        if any(b.requires_grad for b in bufs):
            raise CaptureError(f"the {kind} of a flex_attention call reads a tensor that needs a gradient (a "
                               "learned bias); thunder-aot's FlexAttention has no gradient for those yet: "
                               "compute the bias outside the modification and add it to the scores, or "
                               "detach it")
    score_id = table.add(Modification("score_mod", _trace(score_fn, query, len(score_bufs), score_bufs, True)),
                         key=("score_mod", score_mod, tuple(id(b) for b in score_bufs)))
    mask_id = table.add(Modification("mask_mod", _trace(mask_fn, query, len(mask_bufs), mask_bufs, False)),
                        key=("mask_mod", mask_mod, tuple(id(b) for b in mask_bufs)))
    out, lse = flex_attention(query, key, value, *blocks, block_mask[-3], block_mask[-2], float(scale),
                              score_id, mask_id, list(score_bufs), list(mask_bufs))
    # torch's wrapper turns log2 statistics into natural ones; ours are natural already.
    log2 = lse / torch.log(torch.tensor(2.0, dtype=lse.dtype, device=lse.device))
    return out, log2, lse.new_empty((0,))


def _block_mask(block_mask: tuple) -> tuple:
    """kv_num_blocks, kv_indices, full_kv_*, q_num_blocks, q_indices, full_q_* from torch's
    BlockMask tuple (torch 2.13 adds write-order fields after them; they are recomputed by a
    fused kernel and not needed here)."""
    return tuple(block_mask[2:10])


def _lift(fn: Callable, kind: str) -> tuple[Callable, tuple]:
    """(a function taking the closed-over tensors as extra trailing arguments, those tensors)."""
    found: dict[int, torch.Tensor] = {}
    order: list[int] = []

    def visit(obj, depth: int = 0):
        if depth > 16:
            return obj
        if isinstance(obj, torch.Tensor):
            if id(obj) not in found:
                found[id(obj)] = obj
                order.append(id(obj))
            return _Slot(order.index(id(obj)))
        if isinstance(obj, types.FunctionType) and obj.__closure__:
            cells = tuple(types.CellType(visit(c.cell_contents, depth + 1)) if _filled(c) else c
                          for c in obj.__closure__)
            return _Rebound(obj, cells)
        if isinstance(obj, functools.partial):
            return _RePartial(visit(obj.func, depth + 1), tuple(visit(a, depth + 1) for a in obj.args),
                              {k: visit(v, depth + 1) for k, v in obj.keywords.items()})
        if isinstance(obj, tuple):
            return tuple(visit(x, depth + 1) for x in obj)
        if isinstance(obj, list):
            return [visit(x, depth + 1) for x in obj]
        return obj

    template = visit(fn)
    tensors = tuple(found[i] for i in order)
    if not tensors:
        return fn, ()

    def lifted(*args):
        indices, bufs = args[: len(args) - len(tensors)], args[len(args) - len(tensors):]
        return _bind(template, bufs)(*indices)
    lifted.__name__ = getattr(fn, "__name__", kind)
    return lifted, tensors


def _filled(cell) -> bool:
    try:
        cell.cell_contents
        return True
    except ValueError:
        return False


@dataclass(frozen=True)
class _Slot:
    index: int


@dataclass(frozen=True)
class _Rebound:
    fn: types.FunctionType
    cells: tuple


@dataclass(frozen=True)
class _RePartial:
    func: object
    args: tuple
    keywords: dict


def _bind(obj, bufs):
    """The template with each slot replaced by its tensor: functions rebuilt with new cells."""
    if isinstance(obj, _Slot):
        return bufs[obj.index]
    if isinstance(obj, _Rebound):
        cells = tuple(types.CellType(_bind(c.cell_contents, bufs)) if _filled(c) else c for c in obj.cells)
        return types.FunctionType(obj.fn.__code__, obj.fn.__globals__, obj.fn.__name__, obj.fn.__defaults__, cells)
    if isinstance(obj, _RePartial):
        return functools.partial(_bind(obj.func, bufs), *(_bind(a, bufs) for a in obj.args),
                                 **{k: _bind(v, bufs) for k, v in obj.keywords.items()})
    if isinstance(obj, tuple):
        return tuple(_bind(x, bufs) for x in obj)
    if isinstance(obj, list):
        return [_bind(x, bufs) for x in obj]
    return obj


def _trace(fn: Callable, query: torch.Tensor, n_bufs: int, bufs: tuple, scored: bool) -> torch.fx.GraphModule:
    """`fn` traced apart from the model: on scalar int32 indices (and a scalar score), and on
    fake tensors with the buffers' types."""
    from torch._dynamo._trace_wrapped_higher_order_op import TransformGetItemToIndex
    from torch._subclasses.fake_tensor import FakeTensorMode
    from torch.fx.experimental.proxy_tensor import make_fx
    from torch.utils._python_dispatch import _disable_current_modes

    with _disable_current_modes():
        mode = FakeTensorMode()
        with mode:
            score = [torch.empty((), dtype=SCORE_DTYPE)] if scored else []
            indices = [torch.empty((), dtype=INDEX_DTYPE) for _ in range(4)]
            fakes = [torch.empty_strided(tuple(b.shape), tuple(b.stride()), dtype=b.dtype) for b in bufs]
        try:
            with TransformGetItemToIndex():
                return make_fx(fn, tracing_mode="fake")(*score, *indices, *fakes)
        except Exception as e:
            kind = "score_mod" if scored else "mask_mod"
            raise CaptureError(
                f"the {kind} of a flex_attention call cannot be traced on its own: {type(e).__name__}: "
                f"{str(e).splitlines()[0] if str(e) else ''}\nhint: a modification may read the indices it "
                "is given and tensors it closes over (local variables of the forward, as "
                "`doc_ids[b, q_idx]`); one it reaches another way (an attribute of self, a global) "
                "cannot be lifted: assign it to a local variable first") from e
