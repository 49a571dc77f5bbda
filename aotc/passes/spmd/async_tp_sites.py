"""Where async_tp may cut (aotc.passes.spmd.async_tp applies the cuts): the matcher over a
program's ops, apart from the rewrites.

    collectives(program, GATHER | REDUCE_SCATTER)   each collective over tp with its wait
    moves_rows(op)                                   an op that moves whole rows (the sequence
                                                     layout's reordering of tokens)
    (a) groups, weight_gradient, reaches_matmul     the matmuls a gathered input feeds
    (b) tree -> Leaf | Rows, private                 how a reduce-scatter's input is made of
                                                     matmuls' products, read by nothing else
"""

from __future__ import annotations

from dataclasses import dataclass

from aotc.ir import Op, Program, Value, defined_at
from aotc.ops import MM, Kind, OpRegistry
from aotc.sharding import TENSOR_AXIS


def moves_rows(op: Op, registry: OpRegistry) -> bool:
    """Whether `op` reorders whole rows of its one tensor input: a reshape that keeps the last
    size, a permutation that keeps the last dimension in place, a copy in the same dtype."""
    if op.unpack or len(op.outputs) != 1 or op.outputs[0] is None or not op.args:
        return False
    x, out = op.args[0], op.outputs[0].type
    if not isinstance(x, Value) or list(op.inputs()) != [x]:
        return False
    t = x.type
    if not t.shape or not out.shape or t.shape[-1] != out.shape[-1] or t.dtype != out.dtype:
        return False
    record, last = registry.lookup(op.name), len(t.shape) - 1
    if record.is_(Kind.RESHAPE):
        return len(op.args) == 2 and not op.kwargs and tuple(op.args[1])[-1:] == (t.shape[-1],)
    if record.is_(Kind.PERMUTE):
        if op.name == "aten.permute.default":
            return op.args[1][-1] % len(t.shape) == last
        if op.name == "aten.transpose.int":
            return all(d % len(t.shape) != last for d in op.args[1:3])
        return False
    return record.is_(Kind.COPY) and out.shape == t.shape


class Reads:
    """Who reads each value of a program: op indices, and len(ops) for a program output."""

    def __init__(self, program: Program):
        self.ops = program.ops
        self.at = defined_at(program.ops)
        self.by: dict[Value, list[int]] = {}
        for i, op in enumerate(program.ops):
            for v in dict.fromkeys(op.inputs()):
                self.by.setdefault(v, []).append(i)
        for v in program.outputs:
            if v is not None:
                self.by.setdefault(v, []).append(len(program.ops))

    def of(self, v: Value) -> list[int]:
        return self.by.get(v, [])

    def first(self, v: Value) -> int:
        return min(self.of(v), default=len(self.ops))

    def depends(self, v: Value, on: Value, since: int) -> bool:
        """Whether v is computed from `on` (which is defined at `since` or later)."""
        stack, seen = [v], set()
        while stack:
            u = stack.pop()
            if u is on:
                return True
            i = self.at.get(u, -1)
            if i >= since and u not in seen:
                seen.add(u)
                stack.extend(self.ops[i].inputs())
        return False


def collectives(program: Program, name: str, registry: OpRegistry):
    """(index of each collective `name` over tp, its op, index of its wait, the wait)."""
    waits = {op.args[0]: (i, op) for i, op in enumerate(program.ops) if registry.kind(op, Kind.WAIT)}
    for i, op in enumerate(program.ops):
        if op.name == name and op.args[-1] == TENSOR_AXIS and op.outputs[0] in waits:
            yield (i, op) + waits[op.outputs[0]]


# ----------------------------------------------------------------------- (a) all-gather -> matmul

def groups(program: Program, reads: Reads, mms: list[int], ready: int):
    """The matmuls in groups that run chunk by chunk together, each with the index before which
    it goes: after the gathered chunks and every group member's weight, before any reader of a
    member's result."""
    groups: list[tuple[list[int], int, int]] = []      # (members, earliest place, latest place)
    for i in sorted(mms):
        w = program.ops[i].args[1]
        earliest = max(ready, reads.at.get(w, -1)) + 1
        latest = reads.first(program.ops[i].outputs[0])
        if groups and max(groups[-1][1], earliest) <= min(groups[-1][2], latest):
            members, e, lt = groups[-1]
            groups[-1] = (members + [i], max(e, earliest), min(lt, latest))
        else:
            groups.append(([i], earliest, latest))
    return [(members, earliest) for members, earliest, _ in groups]


def weight_gradient(program: Program, reads: Reads, i: int, registry: OpRegistry) -> bool:
    """Whether op i is a matmul, or a permutation only matmuls read (a weight gradient's transpose)."""
    if i >= len(program.ops):
        return False
    op = program.ops[i]
    return registry.kind(op, Kind.MATMUL) or registry.kind(op, Kind.PERMUTE) and all(
        j < len(program.ops) and registry.kind(program.ops[j], Kind.MATMUL) for j in reads.of(op.outputs[0]))


def reaches_matmul(program: Program, reads: Reads, i: int, registry: OpRegistry, hops: int) -> bool:
    """Whether op i is a matmul, or one reads its result within `hops` more ops."""
    if i >= len(program.ops):
        return False
    op = program.ops[i]
    return registry.kind(op, Kind.MATMUL) or hops > 0 and any(
        reaches_matmul(program, reads, j, registry, hops - 1) for v in op.outputs if v is not None
        for j in reads.of(v))


# ------------------------------------------------------------------- (b) matmul -> reduce-scatter

@dataclass(frozen=True)
class Leaf:
    mm: Op
    path: tuple[Op, ...]           # the ops that move its rows to the reduce-scatter's input


@dataclass(frozen=True)
class Rows:
    op: Op                         # the same elementwise op on every row
    slots: tuple[int, ...]         # its arguments that are products of matmuls, row by row
    terms: tuple


def tree(program: Program, producer: dict, registry: OpRegistry, v: Value, path: tuple, inside: list):
    """How v is made of matmuls' products: a `Leaf` (a matmul whose rows `path` moves to the
    reduce-scatter's order), a `Rows` (an elementwise op on such products: a sum of matmuls, or a
    frozen norm's weight applied before the reduction), or None (something no matmul makes).
    `inside` collects the indices of the ops it spans."""
    i = producer.get(v)
    if i is None:
        return None
    op = program.ops[i]
    if op.name == MM and len(op.args) == 2:
        inside.append(i)
        return Leaf(op, path)
    if moves_rows(op, registry):
        inside.append(i)
        return tree(program, producer, registry, op.args[0], (op,) + path, inside)
    if not registry.kind(op, Kind.POINTWISE) or op.unpack or any(isinstance(a, Value) for _, a in op.kwargs):
        return None
    out = op.outputs[0].type
    slots = tuple(k for k, a in enumerate(op.args) if isinstance(a, Value) and a.type == out)
    # Every other operand is the same for every row (a scalar, or a vector along the last dimension).
    if not slots or any(isinstance(a, Value) and len(a.type.shape) > 1
                        for k, a in enumerate(op.args) if k not in slots):
        return None
    inside.append(i)
    return Rows(op, slots, tuple(tree(program, producer, registry, op.args[k], path, inside) for k in slots))


def leaves_of(node):
    if isinstance(node, Rows):
        for term in node.terms:
            yield from leaves_of(term)
    else:
        yield node


def private(program: Program, reads: Reads, inside: list[int], y: Value, pr: int) -> bool:
    """Whether every value the tree makes is read by the one op above it in the tree alone (the
    reduce-scatter, for its input): nothing else needs a whole product."""
    for i in inside:
        out = program.ops[i].outputs[0]
        above = pr if out is y else next((j for j in inside if out in set(program.ops[j].inputs())), -1)
        if reads.of(out) != [above]:
            return False
    return True
