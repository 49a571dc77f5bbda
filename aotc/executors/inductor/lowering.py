"""A region's body as an FX graph of the same ATen ops: the form Inductor compiles."""

from __future__ import annotations

import operator

import torch

from aotc.ir import Device, Dtype, Layout, MemoryFormat, Program, Value
from aotc.ops import OpRegistry


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
        node = graph.call_function(registry.lookup(op.name).fn, tuple(arg(a) for a in op.args),
                                   {k: arg(a) for k, a in op.kwargs})
        if op.unpack:
            for i, v in enumerate(op.outputs):
                if v is not None:
                    env[v] = graph.call_function(operator.getitem, (node, i))
        else:
            env[op.outputs[0]] = node
    graph.output(tuple(env[v] for v in body.outputs))
    return torch.fx.GraphModule(torch.nn.Module(), graph)
