"""The op registry: every fact about an op, resolved from its stable string name.

An artifact names ops as strings ("aten.mm.default"); this is the one place that turns a
name into a torch callable. Only the namespaces below resolve, so an artifact can name no
Python function, module or attribute outside torch's operator tables.
"""

from __future__ import annotations

import types
from dataclasses import dataclass
from typing import Callable, Iterable

import torch

from aotc.errors import AotcError
from aotc.kernels.attention import DIRECT_KERNELS, HOST_RESULTS  # importing registers the aotc:: ops

NAMESPACES = ("aten", "prims", "aotc", "_c10d_functional")
# PyTorch's functional collectives, as sharded programs name them. Each but the wait takes its
# group (a mesh-axis name in an artifact, a process group's name once bound) as its last operand.
GATHER = "_c10d_functional.all_gather_into_tensor.default"
REDUCE_SCATTER = "_c10d_functional.reduce_scatter_tensor.default"
ALL_REDUCE = "_c10d_functional.all_reduce.default"
WAIT = "_c10d_functional.wait_tensor.default"
COLLECTIVES = (GATHER, REDUCE_SCATTER, ALL_REDUCE)
# Ops that reach outside their tensors: never in a compiled program, refused in an artifact.
_IO_PACKETS = frozenset({"from_file", "_print", "save", "load"})
# Kernels of one device's library: a program holding one cannot be moved to another device.
_DEVICE_SPECIFIC = ("mkldnn", "_for_cpu", "cudnn", "miopen", "_nnpack", "onednn", "_mps")
_SAME_DTYPE_PACKETS = frozenset({"mm", "addmm", "bmm", "baddbmm", "matmul", "linear", "addmv", "mv",
                                 "dot", "convolution"})


class UnknownOpError(AotcError, LookupError):
    """An op name this torch does not have, or one no program may hold."""
    code = "AOTC-E204"

    def __init__(self, name: str, reason: str):
        super().__init__(f"op {name!r}: {reason}")
        self.name = name


@dataclass(frozen=True)
class OpRecord:
    name: str
    fn: Callable
    # Random ops draw from the generator: two calls are not the same value (no CSE).
    random: bool
    # Ops that write their inputs or the world: never merged or dropped.
    effectful: bool
    # Ops whose result aliases their first input's storage (views): they allocate nothing.
    view: bool
    # Ops whose tensor operands must share one dtype. Fake tensors do not check this, so the
    # verifier does: an int64 token batch fed to a float matmul is caught at compile time.
    same_dtype: bool = False
    # Elementwise by torch's own tag: one output element reads the same position of each input.
    pointwise: bool = False

    @property
    def loadable(self) -> bool:
        """May an artifact contain this op? Programs are functional after capture, so an op
        that writes an argument, or reads or writes files, can only come from a crafted artifact."""
        return not self.effectful and self.name.split(".")[1] not in _IO_PACKETS

    @property
    def device_specific(self) -> bool:
        """A kernel of one device's library (oneDNN, the CPU flash attention, cuDNN, ...)."""
        return any(tag in self.name for tag in _DEVICE_SPECIFIC)

    @property
    def call(self) -> Callable:
        """What generated code calls: the overload's C++ entry point where torch exposes it.
        `OpOverload.__call__` only forwards to it, and a Python frame per op is measurable
        on small CPU steps. The project's own ops call their kernels directly."""
        return DIRECT_KERNELS.get(self.name) or getattr(self.fn, "_op", self.fn)

    @property
    def host_results(self) -> tuple[int, ...]:
        """Indices of the results its kernel keeps on the CPU whatever the program's device (the
        generator state `aotc.sdpa_dropout` hands its backward)."""
        return HOST_RESULTS.get(self.name, ())

    @property
    def pure(self) -> bool:
        return not (self.random or self.effectful)


def collective_counts(program) -> tuple[tuple[str, int, int], ...]:
    """Each collective the program calls: (short name, how many, bytes of their inputs)."""
    found: dict[str, list[int]] = {}
    for op in program.flat_ops():
        if op.name in COLLECTIVES:
            entry = found.setdefault(op.name.split(".")[1], [0, 0])
            entry[0] += 1
            entry[1] += op.args[0].type.nbytes
    return tuple((name, n, b) for name, (n, b) in sorted(found.items()))


def view_bases(ops, registry: OpRegistry) -> dict:
    """Each value these ops make as a view (by the op's schema) -> the value it finally views."""
    base = {}
    for op in ops:
        if registry.lookup(op.name).view:
            source = next(op.inputs(), None)
            for v in op.outputs:
                if v is not None and source is not None:
                    base[v] = base.get(source, source)
    return base


class OpRegistry:
    """Resolves op names once and remembers the result."""

    def __init__(self, namespaces: Iterable[str] = NAMESPACES):
        self.namespaces = tuple(namespaces)
        self._records: dict[str, OpRecord] = {}

    def lookup(self, name: str) -> OpRecord:
        record = self._records.get(name)
        if record is None:
            record = self._records[name] = self._resolve(name)
        return record

    def namespace(self, names: Iterable[str]) -> dict[str, object]:
        """Objects to run printed code against: `aten.mm.default` resolves through this table."""
        roots: dict[str, object] = {}
        for name in sorted(set(names)):
            ns, packet, overload = name.split(".")
            root = roots.setdefault(ns, types.SimpleNamespace())
            holder = getattr(root, packet, None)
            if holder is None:
                holder = types.SimpleNamespace()
                setattr(root, packet, holder)
            setattr(holder, overload, self.lookup(name).call)
        return roots

    def _resolve(self, name: str) -> OpRecord:
        parts = name.split(".")
        if len(parts) != 3 or not all(p.isidentifier() for p in parts):
            raise UnknownOpError(name, "not of the form namespace.op.overload")
        ns, packet_name, overload_name = parts
        if ns not in self.namespaces:
            raise UnknownOpError(name, f"namespace {ns!r} is not one of {', '.join(self.namespaces)}")
        try:
            packet = getattr(getattr(torch.ops, ns), packet_name)
            overload = getattr(packet, overload_name)
        except (AttributeError, RuntimeError) as e:
            raise UnknownOpError(name, f"this torch ({torch.__version__}) has no such op") from e
        if not isinstance(overload, torch._ops.OpOverload):
            raise UnknownOpError(name, "not an operator overload")
        schema = overload._schema
        tags = set(getattr(overload, "tags", ()))
        random = torch.Tag.nondeterministic_seeded in tags
        effectful = any(a.alias_info is not None and a.alias_info.is_write for a in schema.arguments)
        view = bool(schema.returns) and all(
            r.alias_info is not None and not r.alias_info.is_write for r in schema.returns)
        return OpRecord(name=name, fn=overload, random=random, effectful=effectful, view=view,
                        same_dtype=packet_name in _SAME_DTYPE_PACKETS,
                        pointwise=torch.Tag.pointwise in tags)
