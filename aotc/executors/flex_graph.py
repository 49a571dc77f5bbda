"""A FlexAttention region as the FX graph Inductor compiles: the region's ops, with
aotc.flex_attention and its backward as torch's FlexAttention higher-order ops.

The region's body runs through the runtime's own code generation with the two flex ops
replaced by `hop_forward` and `hop_backward`, under make_fx: the higher-order ops trace the
artifact's modification functions (compiled from the IR) into subgraphs, and the block mask
is built from the program's tensors with the running torch's own BlockMask, so the graph has
the form this torch's Inductor lowers. The higher-order ops keep the log-sum-exp in base 2;
the artifact's is natural, so it is converted at the edges.
"""

from __future__ import annotations

import math
from typing import Callable

import torch
from torch.fx.experimental.proxy_tensor import disable_proxy_modes_tracing, make_fx

from aotc.customops.flex import INDEX_DTYPE, dense_like
from aotc.ir import Program
from aotc.ops import OpRegistry
from aotc.runtime.codegen import build_function
from aotc.runtime.loaded import Overrides

FORWARD = "aotc.flex_attention.default"
BACKWARD = "aotc.flex_attention_backward.default"
LN2 = math.log(2.0)


def _one_output(fn: Callable) -> Callable:
    """A function compiled from a program returns a tuple; a modification returns its value."""
    def modification(*args):
        return fn(*args)[0]
    modification.__name__ = getattr(fn, "__name__", "modification")
    return modification


def _block_mask(q, k, blocks, q_block: int, kv_block: int, mask_mod: Callable):
    """torch's BlockMask from the program's block-mask tensors."""
    from torch.nn.attention.flex_attention import BlockMask
    kv_num, kv_idx, full_kv_num, full_kv_idx, q_num, q_idx, full_q_num, full_q_idx = blocks
    mask = BlockMask.from_kv_blocks(kv_num, kv_idx, full_kv_num, full_kv_idx, BLOCK_SIZE=(q_block, kv_block),
                                    mask_mod=mask_mod, seq_lengths=(q.shape[-2], k.shape[-2]),
                                    compute_q_blocks=False)
    mask.q_num_blocks, mask.q_indices = q_num, q_idx
    mask.full_q_num_blocks, mask.full_q_indices = full_q_num, full_q_idx
    return mask


def kernel_options(q, k, v, options: dict | None = None) -> dict:
    from torch.nn.attention.flex_attention import _apply_kernel_options
    return dict(_apply_kernel_options(q, k, v, True, dict(options or {})))


def hop_forward(q, k, v, *rest, options: dict | None = None):
    blocks, (q_block, kv_block, scale, score_mod, mask_mod, score_bufs, mask_bufs) = rest[:8], rest[8:]
    from torch._higher_order_ops.flex_attention import flex_attention as flex_hop
    mask = _block_mask(q, k, blocks, q_block, kv_block, _one_output(mask_mod))
    out, lse, _ = flex_hop(q, k, v, _one_output(score_mod), mask.as_tuple(), scale,
                           kernel_options(q, k, v, options), tuple(score_bufs), tuple(mask_bufs))
    return _as_declared(out, q), lse * LN2


def hop_backward(grad_out, q, k, v, out, lse, *rest, options: dict | None = None):
    blocks, (q_block, kv_block, scale, score_mod, mask_mod, score_bufs, mask_bufs) = rest[:8], rest[8:]
    from torch._higher_order_ops.flex_attention import create_fw_bw_graph
    from torch._higher_order_ops.flex_attention import flex_attention_backward as flex_backward_hop
    mask = _block_mask(q, k, blocks, q_block, kv_block, _one_output(mask_mod))
    # Examples for tracing score_mod's derivative only. Without CUDA in this torch (a build for
    # a described target) they are on the CPU: a CUDA tensor that needs a gradient asks for a
    # CUDA device guard, which such a build of torch aborts on; the scalar derivative traced is
    # the same ops either way.
    device = q.device if torch.cuda.is_available() else torch.device("cpu")
    with disable_proxy_modes_tracing():
        examples = (torch.zeros((), dtype=q.dtype, device=device, requires_grad=True),) + tuple(
            torch.zeros((), dtype=INDEX_DTYPE, device=device) for _ in range(4))
    fw_graph, joint_graph = create_fw_bw_graph(_one_output(score_mod), examples, tuple(score_bufs))
    dq, dk, dv, _ = flex_backward_hop(q, k, v, out, lse / LN2, grad_out, torch.zeros_like(lse), fw_graph,
                                      joint_graph, mask.as_tuple(), scale, kernel_options(q, k, v, options),
                                      tuple(score_bufs), tuple(mask_bufs))
    return _as_declared(dq, q), _as_declared(dk, k), _as_declared(dv, v)


def _as_declared(result, like):
    """`result` in the layout the program declares for it (aotc.customops.flex.dense_like),
    copied only where this torch's kernels lay it out otherwise."""
    strides = dense_like(result.shape, like.stride())
    if tuple(result.stride()) == strides:
        return result
    return result.new_empty_strided(result.shape, strides).copy_(result)


def flex_graph(body: Program, registry: OpRegistry, inputs: list, options: dict | None = None
               ) -> torch.fx.GraphModule:
    """`body` as an FX graph of ATen ops and FlexAttention's higher-order ops, traced on `inputs`
    (whose block-mask tensors must be a valid block mask: make_fx runs the ops on fakes of them)."""
    fn = build_function(body, registry, packs=[Overrides("flex-graph", {
        FORWARD: lambda *a: hop_forward(*a, options=options), BACKWARD: lambda *a: hop_backward(*a, options=options)})])
    # Grad mode stays on: the backward traces score_mod's derivative (no input needs a gradient,
    # so nothing else is recorded for autograd).
    return make_fx(lambda *args: tuple(fn(*args)), tracing_mode="fake")(*inputs)
