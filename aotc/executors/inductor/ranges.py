"""Integer inputs of a region's check: the values the program itself gives them.

A region's check (aotc.executors.inductor.build) runs its kernels and its ATen ops on inputs
made up for it. Floating-point inputs may be anything; integer ones often may not. A position
out of range is an error on the CPU and a device-side assert on CUDA, which ends every later
launch of the build; and integers drawn one by one break what the program relates: a MoE's
offsets are the cumulative sums of its counts, and a mask says which of its rows are real.

    leaves     an integer the programs do not compute from other integers (a program input, an
               op's result that reads floating point: topk, argmax, ...) is drawn from [0, n),
               n the least bound the programs prove for it: a position along a dimension of
               size n (an index some op reads, a permutation some op makes: the registry's
               `positions`), a mesh coordinate along an axis of n ranks. A view, a copy or a
               saved value holds the values of what it came from. Without a bound: [0, 8).
               A top-k's or a sort's positions (the registry's `distinct`) are drawn distinct
               along the last dimension, as they come, so a scatter by them writes each place
               once; other leaves may repeat, as token ids do.
    computed   every other integer (and boolean) a region reads is computed from the leaves by
               the programs' own ops, on the CPU, so counts, offsets and masks agree as they do
               in a step. A collective that moves values (all-to-all, all-gather) is taken to
               return its input: every rank's values are drawn alike.

`out_of_range` then checks, on the CPU and before anything launches, each position a region's
body reads on the inputs drawn: a region reading one out of range stays op by op instead of
asserting on the device.

Random leaves can break what the data promises beyond a bound: torchtitan's packed-document
mask reads `positions` that start each row at 0 and indexes by `cumsum(positions == 0) - 1`,
which is -1 for a row whose first position is not 0. So leaves are drawn in turn as `DRAWS`
says, and a region's check takes the first set whose positions are all in range: random, then
ordered (0, 1, 2, ... along the last dimension, as positions and token indices come).
"""

from __future__ import annotations

from dataclasses import dataclass
from math import prod

import torch

from aotc.executors.base import BuildJob
from aotc.ir import Program, Value, inline_regions
from aotc.meta import torch_arg
from aotc.ops import Kind, OpRecord, OpRegistry, Positions

DEFAULT_BOUND = 8
# Random keys a distinct draw may sort (elements); larger draws are independent.
_DISTINCT_DRAW_LIMIT = 1 << 24
DRAWS = ("random", "ordered")


@dataclass(frozen=True)
class CheckIntegers:
    """Integer and boolean values of the programs, on the CPU (`values`), the bound each integer
    was drawn under where one is proven (`bounds`), and those that hold a mesh coordinate (it,
    its views and copies, the backward's saved copy: `coordinates`)."""

    values: dict
    bounds: dict
    coordinates: frozenset


def check_integers(job: BuildJob, seed: int = 0, draw: str = "random") -> CheckIntegers:
    """The integer and boolean values the regions of `job.programs` read, drawn (`draw`, one of
    DRAWS) and computed as the module docstring says (the same on every call with the same
    `seed`)."""
    registry = job.registry or OpRegistry()
    flat = {name: inline_regions(p) for name, p in job.programs.items()}
    classes = _Classes()
    for program in flat.values():
        _bound(program, registry, classes)
    mesh = job.manifest.sharding.mesh if job.manifest.sharding is not None else {}
    coords = [v for program in flat.values() for p, v in zip(program.input_ports, program.inputs)
              if p.kind == "coord" and mesh.get(p.name)]
    for program in flat.values():
        for p, v in zip(program.input_ports, program.inputs):
            if v in coords:
                classes.limit(v, mesh.get(p.name))
    # A backward reads the integers its forward saved: the same values, under one bound.
    pairs = []
    for entry in job.manifest.entries.values():
        forward = flat[entry.forward]
        saved = {p.name: v for p, v in zip(forward.output_ports, forward.outputs) if p.kind == "saved"}
        links = [(saved[p.name], v) for p, v in zip(flat[entry.backward].input_ports, flat[entry.backward].inputs)
                 if p.kind == "saved" and p.name in saved] if entry.backward else []
        for a, b in links:
            if _integer(a) and _integer(b):
                classes.join(a, b)
        pairs.append((entry.forward, entry.backward, saved, links))

    def region_args(name: str) -> list:
        # A region's arguments are values of the flat program too (inlining keeps them).
        return [v for r in job.programs[name].regions() for v in r.args]

    generator = torch.Generator().manual_seed(seed)
    env: dict = {}
    for forward, backward, saved, links in pairs:
        if forward in flat:
            _values(flat.pop(forward), registry, classes, env, generator, region_args(forward) + list(saved.values()),
                    draw)
        if backward in flat:
            env.update({b: env[a] for a, b in links if a in env})
            _values(flat.pop(backward), registry, classes, env, generator, region_args(backward), draw)
    for name, program in flat.items():       # a program no entry names
        _values(program, registry, classes, env, generator, region_args(name), draw)
    bounds = {v: classes.of(v) for v in env if classes.of(v) is not None}
    coordinates = frozenset(v for v in env if any(classes.same(v, c) for c in coords))
    return CheckIntegers(env, bounds, coordinates)


def out_of_range(body: Program, inputs: list, registry: OpRegistry) -> str:
    """'' when every position `body` reads is in range on `inputs`, as far as its integers can
    be computed on the CPU from its integer inputs; else the first op that reads one outside."""
    env = {v: t.cpu() for v, t in zip(body.inputs, inputs) if _integral(v)}
    _evaluate(body.ops, registry, env, None)
    for op in body.ops:
        record = registry.lookup(op.name)
        for pos in record.positions:
            if pos.result is not None:
                continue
            for value, n in positions(op, record, pos):
                t = env.get(value)
                if t is None or t.numel() == 0:
                    continue
                low, high = int(t.min()), int(t.max())
                least = -n if pos.each_dim else 0      # an index counts from the end as Python's do
                if low < least or high >= n:
                    return (f"{op.name.split('.')[1]} reads position {low if low < least else high}, outside "
                            f"[{least}, {n})")
    return ""


def positions(op, record: OpRecord, pos: Positions) -> list[tuple[Value, int]]:
    """(value, n) for each integer tensor of `op` that `pos` says holds positions in [0, n)."""
    args = record.arguments(op.args, op.kwargs)
    if pos.result is not None:
        values = [op.outputs[pos.result]] if pos.result < len(op.outputs) else []
    elif pos.each_dim:
        values = list(args.get(pos.index) or ())
    else:
        values = [args.get(pos.index)]
    if pos.size:
        n = args.get(pos.size)
        ok = isinstance(n, int) and not isinstance(n, bool) and n > 0
        return [(v, n) for v in values if ok and isinstance(v, Value) and _integer(v)]
    of = args.get(pos.of)
    if not isinstance(of, Value):
        return []
    found = []
    for i, v in enumerate(values):
        if isinstance(v, Value) and v.type.dtype == "bool":
            break                # a mask indexes several dimensions: the ones after it move
        if not isinstance(v, Value) or not _integer(v):
            continue
        dim = i if pos.each_dim else (args.get(pos.dim) if isinstance(pos.dim, str) else pos.dim)
        n = _extent(of.type.shape, dim)
        if n:
            found.append((v, n))
    return found


def _extent(shape: tuple, dim) -> int | None:
    if dim is None:
        return prod(shape)
    if not isinstance(dim, int) or isinstance(dim, bool):
        return None
    if not shape:
        return 1 if dim in (0, -1) else None     # a 0-d tensor indexes as one of one element
    return shape[dim] if -len(shape) <= dim < len(shape) else None


class _Classes:
    """Values that hold the same integers, each class with the least bound any member has."""

    def __init__(self):
        self.parent: dict = {}
        self.bound: dict = {}

    def find(self, v):
        root = v
        while self.parent.get(root, root) is not root:
            root = self.parent[root]
        while v is not root:
            self.parent[v], v = root, self.parent.get(v, v)
        return root

    def join(self, a, b) -> None:
        ra, rb = self.find(a), self.find(b)
        if ra is not rb:
            self.parent[rb] = ra
            if rb in self.bound:
                self.limit(ra, self.bound.pop(rb))

    def limit(self, v, n: int) -> None:
        root = self.find(v)
        self.bound[root] = min(self.bound.get(root, n), n)

    def of(self, v) -> int | None:
        return self.bound.get(self.find(v))

    def same(self, a, b) -> bool:
        return self.find(a) is self.find(b)


def _bound(program: Program, registry: OpRegistry, classes: _Classes) -> None:
    for op in program.ops:
        record = registry.lookup(op.name)
        source = op.args[0] if op.args and isinstance(op.args[0], Value) else None
        # A result that holds its operand's values: a bound on either side is one on the other.
        if source is not None and _integer(source) and record.same_values:
            for out in op.outputs:
                if out is not None and _integer(out):
                    classes.join(source, out)
        for pos in record.positions:
            for value, n in positions(op, record, pos):
                classes.limit(value, n)


def _values(program: Program, registry: OpRegistry, classes: _Classes, env: dict, generator, wanted: list,
            how: str) -> None:
    """Fill `env` with the `wanted` integer values of the flat `program`: each leaf drawn under
    its class's bound, the rest computed by the program's ops."""
    needed = {v for v in wanted if _integral(v)}
    for op in reversed(program.ops):
        if any(v in needed for v in op.outputs if v is not None) and _computable(op, registry) \
                and not registry.kind(op, Kind.SHAPE_ONLY):
            needed.update(op.inputs())

    # Positions a top-k or a sort makes never repeat along their dimension: drawn so, a scatter
    # by them writes each place once (other leaves may repeat, as token ids do).
    distinct = {op.outputs[pos.result] for op in program.ops for pos in registry.lookup(op.name).positions
                if pos.distinct and pos.result is not None and pos.result < len(op.outputs)}

    def draw(v: Value) -> None:
        if v not in env:
            env[v] = _draw(v, classes.of(v), generator, how, v in distinct)

    _evaluate(program.ops, registry, env, needed, draw)
    # What is left (a leaf no op reads, or a result no op could compute), in program order so
    # that a seed draws the same values every time.
    for v in list(program.inputs) + [v for op in program.ops for v in op.outputs]:
        if v in needed:
            draw(v)


def _evaluate(ops, registry: OpRegistry, env: dict, needed: set | None, draw=None) -> None:
    """Compute, in order, each op's integer results from integer operands (those in `needed`
    only, when given), drawing an operand not yet known with `draw`."""
    for op in ops:
        outs = [v for v in op.outputs if v is not None]
        if not outs or all(v in env for v in outs) or (needed is not None and not any(v in needed for v in outs)):
            continue
        if not _computable(op, registry):
            continue
        inputs = list(op.inputs())
        if registry.kind(op, Kind.SHAPE_ONLY):      # its operands' types are all it reads
            operands = {v: env.get(v, _empty(v)) for v in inputs}
        else:
            if draw is not None:
                for v in inputs:
                    draw(v)
            if not all(v in env for v in inputs):
                continue
            operands = env
        if registry.kind(op, Kind.MOVES):
            source = env[op.args[0]]
            if tuple(source.shape) == outs[0].type.shape:
                env[outs[0]] = source
            continue
        try:
            result = registry.lookup(op.name).fn(*[torch_arg(a, operands.__getitem__, "cpu") for a in op.args],
                                                  **{k: torch_arg(a, operands.__getitem__, "cpu") for k, a in op.kwargs})
        except Exception:  # noqa: BLE001 - what cannot be computed is drawn instead
            continue
        for v, r in zip(op.outputs, result if op.unpack else (result,)):
            if v is not None and isinstance(r, torch.Tensor) and tuple(r.shape) == v.type.shape \
                    and r.dtype == getattr(torch, v.type.dtype):
                env[v] = r


def _computable(op, registry: OpRegistry) -> bool:
    """An op the CPU can compute integer results of from integer operands alone."""
    record = registry.lookup(op.name)
    if not record.pure or record.is_(Kind.COLLECTIVE) and not record.is_(Kind.MOVES):
        return False
    reads = record.is_(Kind.SHAPE_ONLY) or all(_integral(v) for v in op.inputs())
    return reads and any(_integral(v) for v in op.outputs if v is not None)


def _empty(v: Value) -> torch.Tensor:
    t = v.type
    return torch.empty_strided(t.shape, t.stride, dtype=getattr(torch, t.dtype))


def _draw(v: Value, bound: int | None, generator, how: str, distinct: bool = False) -> torch.Tensor:
    dtype, shape = getattr(torch, v.type.dtype), v.type.shape
    if how == "ordered":
        if dtype == torch.bool:
            return torch.ones(shape, dtype=dtype)
        last = shape[-1] if shape else 1
        return (torch.arange(last) % (bound or DEFAULT_BOUND)).to(dtype).expand(shape).contiguous()
    if dtype == torch.bool:
        return torch.rand(shape, generator=generator) > 0.5
    n = bound or DEFAULT_BOUND
    if distinct and shape and 1 < shape[-1] <= n and prod(shape[:-1]) * n <= _DISTINCT_DRAW_LIMIT:
        keys = torch.rand(*shape[:-1], n, generator=generator)
        return keys.argsort(dim=-1)[..., :shape[-1]].to(dtype).contiguous()
    return torch.randint(0, n, shape, generator=generator, dtype=dtype)


def _integral(v) -> bool:
    return isinstance(v, Value) and (v.type.dtype == "bool" or _integer(v))


def _integer(v) -> bool:
    return v.type.dtype.startswith(("int", "uint"))
