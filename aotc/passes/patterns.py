"""Patterns over the producer map: match a value by the chain of ops that defines it.

    REPEATED = Pat(Kind.RESHAPE, Pat("aten.clone.default", Pat("aten.expand.default",
                   Pat("aten.unsqueeze.default", Pat(name="k"), 2), name="expand")))
    found = match(REPEATED, value, producer, registry)     # {"k": Value, "expand": Op} or None

A `Pat` names the op that must define the value (an op name, a tuple of names, or a `Kind`;
None matches any value) and patterns for that op's leading positional arguments: a `Pat` is
matched against the argument's own producer, anything else must equal the argument. `name`
binds the defining op (or, for `Pat()`, the value itself). Passes write the shape of what they
rewrite once, as data, instead of walking producer chains by hand.
"""

from __future__ import annotations

from dataclasses import dataclass

from aotc.ir import Op, Value
from aotc.ops import Kind, OpRegistry


class Pat:
    __slots__ = ("op", "args", "name", "output")

    def __init__(self, op: str | tuple[str, ...] | Kind | None = None, *args, name: str | None = None,
                 output: int = 0):
        self.op, self.args, self.name, self.output = op, args, name, output

    def __repr__(self) -> str:
        return f"Pat({self.op!r}, {', '.join(map(repr, self.args))})"


@dataclass(frozen=True)
class _Any:
    def __repr__(self) -> str:
        return "ANY"


ANY = _Any()     # an argument position that may hold anything


def match(pat: Pat, value, producer: dict[Value, Op], registry: OpRegistry | None = None) -> dict | None:
    """The bindings if `value` is defined as `pat` says, else None. Patterns naming a `Kind`
    need the registry."""
    bound: dict = {}
    return bound if _match(pat, value, producer, registry, bound) else None


def _match(pat: Pat, value, producer, registry, bound: dict) -> bool:
    if pat.op is None:
        if not isinstance(value, Value):
            return False
        if pat.name:
            bound[pat.name] = value
        return True
    op = producer.get(value) if isinstance(value, Value) else None
    if op is None or not _op_matches(pat.op, op, registry):
        return False
    if len(op.outputs) <= pat.output or op.outputs[pat.output] is not value:
        return False
    if len(op.args) < len(pat.args):
        return False
    for want, got in zip(pat.args, op.args):
        if isinstance(want, Pat):
            if not _match(want, got, producer, registry, bound):
                return False
        elif want is not ANY and want != got:
            return False
    if pat.name:
        bound[pat.name] = op
    return True


def _op_matches(want, op: Op, registry: OpRegistry) -> bool:
    if isinstance(want, Kind):
        return registry.kind(op, want)
    if isinstance(want, tuple):
        return op.name in want
    return op.name == want
