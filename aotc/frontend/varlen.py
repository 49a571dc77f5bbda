"""Variable-length attention as model code calls it, captured as `aotc::varlen_attention`
(aotc.customops.varlen).

`torch.nn.attention.varlen.varlen_attn` reaches torch's private op `torch_attn::_varlen_attn`,
which capture sends to the project's op (the CUDA target runs torch's own flash kernel through
it; the portable program, ATen math). Its offsets are tensors and its length bounds Python
ints, so a model that passes offsets of a static size (padded with the last offset) and a
bound on the longest sequence compiles as it is.

torchtitan builds its offsets from each batch's positions with `nonzero` and reads the longest
document back to the host (`create_varlen_metadata_for_document`): neither has a static
shape. During capture its function is replaced by `static_document_offsets`, which computes
the same offsets padded to one per token (a row of length T holds at most T documents) and
bounds the longest document by the row length: the same attention, with shapes that do not
depend on the batch.
"""

from __future__ import annotations

import contextlib
import sys

import torch

from aotc.customops.varlen import varlen_attention
from aotc.errors import CaptureError
from aotc.frontend.autocast import autocast_inputs

TORCHTITAN_METADATA = "create_varlen_metadata_for_document"


def is_varlen(func) -> bool:
    ns = getattr(torch.ops, "torch_attn", None)
    packet = getattr(ns, "_varlen_attn", None) if ns is not None else None
    return packet is not None and (func is packet or func is getattr(packet, "default", None))


def route_varlen(func, args: tuple, kwargs: dict):
    """What torch_attn::_varlen_attn returns, (out, lse, rng_state), computed by aotc::varlen_attention."""
    overload = func.default if hasattr(func, "default") else func
    names = [a.name for a in overload._schema.arguments]
    bound = {a.name: (a.default_value if a.has_default_value() else None) for a in overload._schema.arguments}
    bound.update(zip(names, args))
    bound.update(kwargs)
    for name in ("seqused_k", "block_table"):
        if bound.get(name) is not None:
            raise CaptureError(f"varlen_attn with {name}: a paged or partly used key/value cache is for "
                               "inference; a training step passes whole sequences")
    query, key, value = autocast_inputs(bound["query"], bound["key"], bound["value"])
    window = list(bound.get("window_size") or (-1, -1))
    cu_q = bound["cu_seq_q"]
    cu_k = bound["cu_seq_k"] if bound["cu_seq_k"] is not None else cu_q
    out, lse = varlen_attention(query, key, value, cu_q, cu_k, bound["max_q"], bound["max_k"],
                                bool(bound.get("is_causal")), bound.get("scale"), int(window[0]), int(window[1]))
    return out, lse, torch.zeros(2, dtype=torch.uint64, device=query.device)


def static_document_offsets(positions: torch.Tensor, *, include_host_offsets: bool = False):
    """torchtitan's varlen metadata for packed documents (each starts where `positions` is 0),
    with static shapes: offsets padded with the last one to B*T + 1 entries, and the longest
    document bounded by the row length."""
    from torchtitan.models.common.attention import VarlenMetadata
    batch, length = positions.shape
    total = batch * length
    flat = torch.arange(total, dtype=torch.int32, device=positions.device)
    starts = torch.where(positions.flatten() == 0, flat, torch.full_like(flat, total))
    offsets = torch.cat([starts.sort().values, torch.full((1,), total, dtype=torch.int32, device=positions.device)])
    return VarlenMetadata(cu_seq_q=offsets, cu_seq_k=offsets, max_q=length, max_k=length)


@contextlib.contextmanager
def static_varlen_metadata():
    """While capturing: torchtitan's varlen metadata function, wherever a loaded module of
    torchtitan holds it, is `static_document_offsets`."""
    swapped = []
    for name, module in list(sys.modules.items()):
        fn = getattr(module, TORCHTITAN_METADATA, None) if name.startswith("torchtitan") else None
        if fn is not None and getattr(fn, "__module__", "").startswith("torchtitan"):
            swapped.append((module, fn))
            setattr(module, TORCHTITAN_METADATA, static_document_offsets)
    try:
        yield
    finally:
        for module, fn in swapped:
            setattr(module, TORCHTITAN_METADATA, fn)
