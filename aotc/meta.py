"""Running a program's ops on meta tensors: the types they produce, found without data.

Passes use it to type the ops they create; the loader uses it to check that every op of an
artifact accepts its arguments and produces the types the program records for it (dtype and
shape), so a program whose types were altered is refused at load rather than failing, or
computing something else, in the middle of a step.
"""

from __future__ import annotations

from typing import Callable

import torch

from aotc.ir import Device, Dtype, Fn, Layout, MemoryFormat, Program, Region, TensorType, Value
from aotc.ops import OpRegistry
from aotc.verifier import VerifyError


def torch_arg(a, value: Callable[[Value], object], device: str):
    """An op argument as torch takes it, for evaluating the op here: each value as `value`
    gives it, devices `device`, torch literals torch objects, tuples lists."""
    if isinstance(a, Value):
        return value(a)
    if isinstance(a, Dtype):
        return getattr(torch, a.name)
    if isinstance(a, Device):
        return torch.device(device)
    if isinstance(a, (Layout, MemoryFormat)):
        return getattr(torch, a.name)
    if isinstance(a, tuple):
        return [torch_arg(x, value, device) for x in a]
    if isinstance(a, Fn):
        return 0        # the ops that take functions take them by number when torch runs them (aotc.customops.flex)
    return a


def meta_arg(a):
    """An op argument as the meta evaluation passes it: values become meta tensors of their
    type, devices the meta device, torch literals torch objects."""
    return torch_arg(a, _meta_tensor, "meta")


def _meta_tensor(v: Value) -> torch.Tensor:
    t = v.type
    return torch.empty_strided(t.shape, t.stride, dtype=getattr(torch, t.dtype), device="meta")


def run_meta(registry: OpRegistry, name: str, args: tuple, kwargs: tuple):
    """The op's result on meta tensors of its arguments' types."""
    return registry.lookup(name).fn(*[meta_arg(a) for a in args], **{k: meta_arg(v) for k, v in kwargs})


def tensor_type(result: torch.Tensor, device: str) -> TensorType:
    return TensorType(str(result.dtype).removeprefix("torch."), tuple(result.shape), tuple(result.stride()), device)


def check_types(program: Program, registry: OpRegistry) -> None:
    """Every op of `program` (and of its regions' bodies) runs on meta tensors of its inputs'
    types and yields its outputs' dtypes and shapes. Ops without a meta kernel are taken on
    trust. Repeated signatures (every layer of a model) are evaluated once. Raises VerifyError."""
    TypeChecker(registry).check(program)


class TypeChecker:
    """`check_types` for many programs, remembering each signature's result across them (the
    runner checks the program after every pass, and most ops do not change from one to the
    next). Discrepancies `accept`ed once (those of a captured program, where torch's fake and
    meta kernels disagree) are not raised again: a pass is only answerable for new ones."""

    def __init__(self, registry: OpRegistry):
        self.registry = registry
        self.seen: dict = {}
        self.accepted: set = set()

    def check(self, program: Program) -> None:
        for key, message in self.problems(program):
            if key not in self.accepted:
                raise VerifyError(message)

    def accept(self, program: Program) -> None:
        self.accepted.update(key for key, _ in self.problems(program))

    def problems(self, program: Program) -> list[tuple[tuple, str]]:
        """(key, message) for each op whose recorded types differ from what it makes."""
        found: list = []
        _check(program, self.registry, self.seen, found)
        for fn in program.functions():
            _check(fn.program, self.registry, self.seen, found)
        return found


def _check(program: Program, registry: OpRegistry, seen: dict, found: list) -> None:
    for i, op in enumerate(program.ops):
        if isinstance(op, Region):
            _check(op.body, registry, seen, found)
            continue
        key = (op.name, _signature(op.args), _signature(tuple(a for _, a in op.kwargs)),
               tuple(k for k, _ in op.kwargs))
        where = f"program {program.name!r}, op {i} ({op.name})"
        if key not in seen:
            try:
                seen[key] = _types(run_meta(registry, op.name, op.args, op.kwargs))
            except NotImplementedError:
                seen[key] = None          # no meta kernel: nothing to compare
            except (RuntimeError, TypeError, ValueError, IndexError, OverflowError) as e:
                seen[key] = f"does not accept its arguments: {str(e).splitlines()[0][:200]}"
        produced = seen[key]
        if produced is None:
            continue
        if isinstance(produced, str):
            found.append((key, f"{where}: {produced}"))
            continue
        outputs = list(op.outputs)
        if len(produced) < len(outputs):
            found.append((key, f"{where}: records {len(outputs)} results, the op makes {len(produced)}"))
            continue
        recorded = tuple(None if v is None else (v.type.dtype, v.type.shape) for v in outputs)
        for v, got in zip(outputs, produced):
            if v is None or got is None:
                continue
            if (v.type.dtype, v.type.shape) != got:
                found.append((key + (recorded,), f"{where}: records a result of {v.type.dtype}"
                                                  f"{list(v.type.shape)}, the op makes {got[0]}{list(got[1])}"))
                break


def _types(result):
    """(dtype, shape) of each tensor the op returns (None for what is not a tensor), or None
    when the op was not evaluated."""
    if result is None:
        return None
    items = result if isinstance(result, (tuple, list)) else (result,)
    return tuple((str(r.dtype).removeprefix("torch."), tuple(r.shape)) if isinstance(r, torch.Tensor) else None
                 for r in items)


def _signature(args):
    out = []
    for a in args:
        if isinstance(a, Value):
            t = a.type
            out.append(("v", t.dtype, t.shape, t.stride))
        elif isinstance(a, tuple):
            out.append(("t", _signature(a)))
        elif isinstance(a, float):
            out.append(("f", repr(a)))     # nan and -0.0 as themselves
        else:
            out.append((type(a).__name__, a))
    return tuple(out)
