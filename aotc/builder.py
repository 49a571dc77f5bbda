"""One way for passes to make ops: types inferred, provenance kept.

    b = Builder(registry, like=op)           # new ops say they come from where `op` came from
    scale = b.emit("aten.div.Tensor", amax, 448.0)
    out = b.emit("aten._scaled_mm.default", a8, b8, sa, sb, None, None, Dtype("bfloat16"))
    ops += b.ops

Each result's type is what the op makes on meta tensors of its arguments' types (dtype, shape
and strides), on the device the op names (`device=`), else that of its first tensor argument;
results a kernel keeps on the host
(`OpRecord.host_results`) stay on the CPU. So no pass writes a result type by hand, and none
assumes a layout. Ops are the registry's, checked as they are made: an op that does not accept
its arguments raises here, in the pass that made it.
"""

from __future__ import annotations

from dataclasses import replace

import torch

from aotc.ir import Device, Op, TensorType, Value
from aotc.meta import meta_arg
from aotc.ops import OpRegistry


class Builder:
    def __init__(self, registry: OpRegistry, *, like: Op | None = None, module: str = "", source: str = ""):
        self.registry = registry
        self.ops: list[Op] = []
        self.module = like.module if like is not None else module
        self.source = like.source if like is not None else source

    def at(self, op: Op | None) -> Builder:
        """Later ops carry `op`'s provenance (none for None)."""
        self.module, self.source = (op.module, op.source) if op is not None else ("", "")
        return self

    def emit(self, name: str, *args, kwargs: tuple = (), **named) -> Value:
        """Append one call of `name` with one tensor result; returns the result."""
        kwargs = tuple(kwargs) + tuple(named.items())
        (out,) = self._emit(name, args, kwargs, unpack=False)
        return out

    def emit_many(self, name: str, *args, kwargs: tuple = (), used: tuple[int, ...] | None = None,
                  **named) -> tuple[Value | None, ...]:
        """Append one call of an op with several results; those not in `used` (all by default)
        are None, as the program records results nobody reads."""
        kwargs = tuple(kwargs) + tuple(named.items())
        return self._emit(name, args, kwargs, unpack=True, used=used)

    def append(self, op: Op) -> Op:
        """An op made elsewhere, given this builder's provenance if it has none of its own."""
        if not op.module and not op.source:
            op = replace(op, module=self.module, source=self.source)
        self.ops.append(op)
        return op

    def _emit(self, name, args, kwargs, unpack, used=None):
        types = infer(self.registry, name, args, kwargs)
        if not unpack and len(types) != 1:
            raise TypeError(f"{name} makes {len(types)} results; use emit_many")
        outputs = tuple(None if t is None or (used is not None and i not in used) else Value(t)
                        for i, t in enumerate(types))
        self.ops.append(Op(name, tuple(args), kwargs, outputs, unpack=unpack, module=self.module,
                           source=self.source))
        return outputs


def infer(registry: OpRegistry, name: str, args: tuple, kwargs: tuple) -> tuple[TensorType | None, ...]:
    """The type of each result of `name` on arguments of these types (None: not a tensor)."""
    device = _device(args, kwargs)
    result = registry.lookup(name).fn(*[meta_arg(a) for a in args], **{k: meta_arg(v) for k, v in kwargs})
    items = result if isinstance(result, (tuple, list)) else (result,)
    host = registry.lookup(name).host_results
    return tuple(TensorType(str(r.dtype).removeprefix("torch."), tuple(r.shape), tuple(r.stride()),
                            "cpu" if i in host else device)
                 if isinstance(r, torch.Tensor) else None for i, r in enumerate(items))


def _device(args, kwargs) -> str:
    """The device an op's results are on: the one it names (a copy to a device, a creator), else
    its first tensor argument's."""
    for a in list(_flat(args)) + [a for _, a in kwargs]:
        if isinstance(a, Device):
            return a.type
    for a in _flat(args):
        if isinstance(a, Value):
            return a.type.device
    return "cpu"


def _flat(args):
    for a in args:
        if isinstance(a, tuple):
            yield from _flat(a)
        else:
            yield a
