"""A region's body as an FX graph of the same ATen ops: the form Inductor compiles."""

from __future__ import annotations

import operator

import torch

from aotc.ir import Device, Dtype, Layout, MemoryFormat, Program, Value
from aotc.ops import OpRegistry

_HALF = {"bfloat16": torch.bfloat16, "float16": torch.float16}


def _literal(a):
    if isinstance(a, Dtype):
        return getattr(torch, a.name)
    if isinstance(a, Device):
        return torch.device(a.type)
    if isinstance(a, (Layout, MemoryFormat)):
        return getattr(torch, a.name)
    return a


def region_graph(body: Program, registry: OpRegistry) -> torch.fx.GraphModule:
    """The body as an FX graph of the same ATen ops (the form Inductor compiles)."""
    graph = torch.fx.Graph()
    env = {v: graph.placeholder(f"in{i}") for i, v in enumerate(body.inputs)}

    def arg(a):
        if isinstance(a, Value):
            return env[a]
        if isinstance(a, tuple):
            return [arg(x) for x in a]
        return _literal(a)

    for op in body.ops:
        record = registry.lookup(op.name)
        widened = _half_accumulation(op, record.accumulates)
        args = [arg(a) for a in op.args]
        if widened:
            for i in record.accumulates:
                args[i] = graph.call_function(torch.ops.aten._to_copy.default, (args[i],), {"dtype": torch.float32})
        node = graph.call_function(record.fn, tuple(args), {k: arg(a) for k, a in op.kwargs})
        if widened:
            node = graph.call_function(torch.ops.aten._to_copy.default, (node,), {"dtype": widened})
        if op.unpack:
            for i, v in enumerate(op.outputs):
                if v is not None:
                    env[v] = graph.call_function(operator.getitem, (node, i))
        else:
            env[op.outputs[0]] = node
    graph.output(tuple(env[v] for v in body.outputs))
    return torch.fx.GraphModule(torch.nn.Module(), graph)


def _half_accumulation(op, accumulates: tuple[int, int] | None) -> torch.dtype | None:
    """The half-precision dtype of an op that adds values into places of its target (its
    record's `accumulates`), where it does accumulate, else None: such an op runs in float32
    and is cast back, so that repeated places sum as ATen's index_put sums them."""
    if accumulates is None:
        return None
    target = op.args[accumulates[0]]
    if not isinstance(target, Value) or target.type.dtype not in _HALF:
        return None
    if "index_put" in op.name:
        accumulate = op.args[3] if len(op.args) > 3 else dict(op.kwargs).get("accumulate", False)
        if not accumulate:
            return None
    return _HALF[target.type.dtype]
