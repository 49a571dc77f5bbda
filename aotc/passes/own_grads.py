"""Gradients that own their storage: what autograd may keep as `.grad` and add into later."""

from __future__ import annotations

import torch

from aotc.ir import GRAD_KINDS, MemoryFormat, Op, Program, Region, Value
from aotc.meta import meta_arg, run_meta, tensor_type
from aotc.ops import Kind, OpRegistry


def own_grads(backward: Program, registry: OpRegistry) -> Program:
    """After own_grads, no gradient the backward returns shares storage with another returned
    gradient or with a saved value.

        def backward(t0):                        # tangent 0: f32[1, 9, 16]
            t1 = aten.slice.Tensor(t0, 1, 0, 1)
            return (t1, t0)                      # grad cls, grad pos
        ->
        def backward(t0):
            t1 = aten.slice.Tensor(t0, 1, 0, 1)
            t2 = aten.clone.default(t1, memory_format=torch.contiguous_format)
            return (t2, t0)

    Autograd keeps a returned gradient as `.grad` without copying it when nothing else holds
    that tensor object, and adds the next gradient into it in place. Two returned gradients
    that view one storage (cls's gradient as a slice of pos's, in ViT's `cat([cls, x]) + pos`
    at batch 1) would then each take the other's later additions: a second backward, gradient
    accumulation or `zero_grad(set_to_none=False)` then a step goes wrong. A saved value's
    storage is read again by a `retain_graph=True` backward, so it must not become a `.grad`
    either. Eager's own aliasing is kept: one gradient that is (a view of) a tangent alone.
    """
    spans = _spans(backward, registry)
    saved = {v for p, v in zip(backward.input_ports, backward.inputs) if p.kind == "saved"}
    owned: list[tuple[Value, int, int]] = []       # (storage root, first element, past the last)
    copies: dict[int, Value] = {}
    new_ops: list = []
    for n, (port, v) in enumerate(zip(backward.output_ports, backward.outputs)):
        if v is None or port.kind not in GRAD_KINDS:
            continue
        root, lo, hi = spans.get(v, (v, 0, _extent(v)))
        if root not in saved and not any(r is root and lo < b and a < hi for r, a, b in owned):
            owned.append((root, lo, hi))
            continue
        kwargs = (("memory_format", MemoryFormat("contiguous_format")),)
        copy = Value(tensor_type(run_meta(registry, "aten.clone.default", (v,), kwargs), v.type.device))
        new_ops.append(Op("aten.clone.default", (v,), kwargs, (copy,)))
        copies[n] = copy
    if not copies:
        return backward
    outputs = tuple(copies.get(n, v) for n, v in enumerate(backward.outputs))
    return backward.replace(ops=backward.ops + tuple(new_ops), outputs=outputs)


def _spans(program: Program, registry: OpRegistry) -> dict[Value, tuple[Value, int, int]]:
    """Each value an op makes sharing its first input's storage -> (the value that owns the
    storage, the first element it can touch, one past the last). The views are replayed on
    meta tensors, which keep storage offsets. Disjoint views of one buffer (each parameter's
    slice of a bucket's reduce-scatter) may each become a `.grad`; overlapping ones may not.
    Two interleaved strided views count as overlapping: a copy too many, never one too few."""
    meta: dict[Value, torch.Tensor] = {}
    root: dict[Value, Value] = {}
    for op in program.ops:
        if isinstance(op, Region) or not registry.kind(op, Kind.ALIAS):
            continue
        source = next(op.inputs(), None)
        if source is None:
            continue
        if source not in meta:
            meta[source] = meta_arg(source)
        args = tuple(meta[a] if isinstance(a, Value) and a in meta else meta_arg(a) for a in op.args)
        kwargs = {k: meta_arg(a) for k, a in op.kwargs}
        result = registry.lookup(op.name).fn(*args, **kwargs)
        results = result if isinstance(result, (tuple, list)) else (result,)
        for v, t in zip(op.outputs, results):
            if v is not None and isinstance(t, torch.Tensor):
                meta[v] = t
                root[v] = root.get(source, source)
    return {v: (r, meta[v].storage_offset(), meta[v].storage_offset() + _extent(meta[v])) for v, r in root.items()}


def _extent(t) -> int:
    """Elements from a tensor's first to one past its last, in its storage (0 when empty)."""
    shape, stride = (t.type.shape, t.type.stride) if isinstance(t, Value) else (t.shape, t.stride())
    if any(d == 0 for d in shape):
        return 0
    return 1 + sum((d - 1) * s for d, s in zip(shape, stride))
