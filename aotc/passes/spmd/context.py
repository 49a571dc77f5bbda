"""The state of the model-parallel pass while it walks a program: each value's local part and
layout, this rank's coordinates, and the one table of redistributions (current layout ->
required layout) that every rule calls.

    whole   <- split      all-gather over the split's minor axis (all_gather_into_tensor)
    split   <- whole      this rank's block, selected by its coordinate: no communication
    whole   <- partial    all-reduce (sum)
    split   <- partial    reduce-scatter onto the dimension

Collectives name their mesh axis ("tp", "cp"), which the runtime binds to a process group; a
rank's coordinate along an axis is a program input (port kind "coord"), bound at load, so no
program holds a rank-dependent constant.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from aotc.builder import Builder
from aotc.errors import CompileError
from aotc.ir import Device, Dtype, MemoryFormat, Op, Port, TensorType, Value
from aotc.ops import ALL_REDUCE, GATHER, REDUCE_SCATTER, WAIT, OpRegistry
from aotc.passes.spmd.layout import Axes, Layout, Split

_CONTIGUOUS = MemoryFormat("contiguous_format")


@dataclass
class Notes:
    """Facts one rule finds and a later one reads, each under its own name."""

    weights: set[Value] = field(default_factory=set)          # parameters and their reshapes, casts
    readers: dict[Value, int] = field(default_factory=dict)   # how many ops read each value
    # (token ids, table rows) -> how the forward's lookup split the table's vocabulary
    vocabulary: dict[tuple, object] = field(default_factory=dict)
    # (shape, dimension, slice bounds) -> the split of whole units a slice of that dimension kept
    units: dict[tuple, object] = field(default_factory=dict)
    # (dimension size, split) -> the positions along it this rank holds
    positions: dict[tuple, Value] = field(default_factory=dict)
    # (query length, key length, query split) -> this rank's rows of the causal mask
    causal: dict[tuple, Value] = field(default_factory=dict)


class Context:
    def __init__(self, registry: OpRegistry, axes: Axes, device: str):
        self.registry = registry
        self.axes = axes
        self.device = device
        self.b = Builder(registry)
        self.env: dict[Value, tuple[Value, Layout]] = {}     # global value -> (local value, layout)
        self.cache: dict[tuple[Value, Layout], Value] = {}
        self.coords: dict[str, Value] = {}                   # axis -> this rank's coordinate input
        self.lazy: dict[Value, object] = {}                  # values laid out at their first read
        self.notes = Notes()                                 # facts rules share
        self.derived: dict[Value, tuple[Value, Op]] = {}     # a view's value -> (its source, the op)
        self.tokens: tuple[int, int] | None = None           # [B, T] of the token ids
        self.sequence_axes: frozenset[str] = frozenset()     # partial sums reduce-scattered onto T

    # ----------------------------------------------------------------------------- values
    def set(self, v: Value, local: Value, layout: Layout) -> None:
        want = self.axes.local_shape(v.type.shape, layout)
        if local.type.shape != want:
            raise AssertionError(f"model_parallel: {v.type} laid out {layout} should be {want} per rank, "
                                 f"made {local.type.shape}")
        self.env[v] = (local, layout)
        self.cache[(v, layout)] = local

    def get(self, v: Value) -> tuple[Value, Layout]:
        if v not in self.env and v in self.lazy:
            self.lazy.pop(v)(v)
        return self.env[v]

    def layout(self, v: Value) -> Layout:
        return self.get(v)[1]

    def coord(self, axis: str) -> Value:
        """This rank's index along `axis`: an int64 scalar input of the program."""
        if axis not in self.coords:
            self.coords[axis] = Value(TensorType("int64", (), (), self.device))
        return self.coords[axis]

    def coord_ports(self) -> list[tuple[Port, Value]]:
        return [(Port("coord", a), self.coords[a]) for a in self.axes.sizes if a in self.coords]

    def emit(self, name: str, *args, **kwargs) -> Value:
        return self.b.emit(name, *_tuples(args), **kwargs)

    # ----------------------------------------------------------------------------- costs
    def cost(self, v: Value, target: Layout) -> int:
        """Bytes communicated to bring `v` to `target` (0 when it is there already, or only
        slices): a rule compares its choices by this."""
        local, cur = self.get(v)
        if cur == target or (v, target) in self.cache:
            return 0
        if target.whole_and_complete and v in self.derived:
            source = self.derived[v][0]
            return self.cost(source, Layout.whole(len(source.type.shape)))
        nbytes = local.type.nbytes
        total = 2 * nbytes * len(cur.partial - target.partial)
        for d, (s, t) in enumerate(zip(cur.dims, target.dims)):
            if s is not None and not _prefix(s, t):
                total += nbytes * self.axes.ranks(s)
        return total

    # ----------------------------------------------------------------------------- redistribution
    def to(self, v: Value, target: Layout) -> Value:
        """`v`'s local part laid out as `target`."""
        local, cur = self.get(v)
        if cur == target:
            return local
        if (v, target) in self.cache:
            return self.cache[(v, target)]
        if not target.partial <= cur.partial:
            raise AssertionError(f"model_parallel: cannot make a partial sum of {cur} ({target})")
        if target.whole_and_complete and v in self.derived:
            # A view of a value gathered already: the view of the gathered value, no second gather.
            source, op = self.derived[v]
            whole = self.to(source, Layout.whole(len(source.type.shape)))
            if op.name == "aten.view.default" and not whole.type.contiguous:     # a layout the trace did not see
                made = self._reshape(whole, list(op.args[1]))
            else:
                made = self.b.emit(op.name, *[whole if a is source else a for a in op.args], kwargs=op.kwargs)
            self.cache[(v, target)] = made
            return made
        x, lay = local, cur
        for axis in self.axes.order(cur.partial - target.partial):
            x, lay = self._unpartial(x, lay, axis, target)
        for d in range(len(lay.dims)):
            while lay.dims[d] is not None and not _prefix(lay.dims[d], target.dims[d]):
                x, lay = self._gather(x, lay, d)
        for d in range(len(lay.dims)):
            while lay.dims[d] != target.dims[d]:
                x, lay = self._slice(x, lay, d, target.dims[d])
        self.cache[(v, target)] = x
        return x

    def _unpartial(self, x: Value, lay: Layout, axis: str, target: Layout) -> tuple[Value, Layout]:
        for d, want in enumerate(target.dims):
            have = lay.dims[d]
            if want is None or axis not in want.axes:
                continue
            step = Split(((have.axes if have else ()) + (axis,)), want.outer, want.blocks)
            if (have is None or have.outer == want.outer and not want.blocks) and _prefix(step, want) \
                    and (have is not None or want.axes[0] == axis):
                lay = Layout(lay.dims, lay.partial - {axis})
                return self._scatter(x, d, step, axis), lay.with_dim(d, step)
        reduced = self.emit(WAIT, self.emit(ALL_REDUCE, x, "sum", axis))
        return reduced, Layout(lay.dims, lay.partial - {axis})

    def _gather(self, x: Value, lay: Layout, d: int) -> tuple[Value, Layout]:
        """All-gather the minor-most axis of dimension d's split."""
        split = lay.dims[d]
        axis, n = split.axes[-1], self.axes.sizes[split.axes[-1]]
        rest = Split(split.axes[:-1], split.outer) if len(split.axes) > 1 else None
        y, shape, perm = self._front(x, d)                        # [L, ...]
        g = self.emit(WAIT, self.emit(GATHER, y, n, axis))        # [n * L, ...]
        o, length = split.outer, shape[0]
        q = length // o
        tail = list(shape[1:])
        if split.blocks:               # [n, L, ...]: each rank's part of every block, block by block
            g = self.emit("aten.view.default", g, [n, length] + tail)
            parts, start = [], 0
            for b in split.blocks:
                piece = self.emit("aten.slice.Tensor", g, 1, start, start + b // n)
                parts.append(self._reshape(piece, [b] + tail))
                start += b // n
            g = self.emit("aten.cat.default", parts, 0)
        elif axis in self.axes.balanced:
            c = q // 2
            g = self.emit("aten.view.default", g, [n, o, 2, c] + tail)
            first = self.emit("aten.select.int", g, 2, 0)                      # [n, o, c, ...]: chunks r
            second = self.emit("aten.flip.default", self.emit("aten.select.int", g, 2, 1), [0])
            both = [self._permute(t, [1, 0] + list(range(2, 3 + len(tail)))) for t in (first, second)]
            g = self.emit("aten.cat.default", both, 1)                         # [o, 2n, c, ...]
        elif o > 1:
            g = self.emit("aten.view.default", g, [n, o, q] + tail)
            g = self._permute(g, [1, 0] + list(range(2, 3 + len(tail))))
        g = self._reshape(g, [n * length] + tail)
        return self._back(g, perm), lay.with_dim(d, rest)

    def _slice(self, x: Value, lay: Layout, d: int, want: Split) -> tuple[Value, Layout]:
        """This rank's block along the next axis of `want` that dimension d is not yet split over."""
        have = lay.dims[d]
        if want.blocks:                # this rank's part of each block, in order
            parts, start = [], 0
            for b in want.blocks:
                piece = self.emit("aten.slice.Tensor", x, d, start, start + b)
                parts.append(self._slice(piece, lay, d, Split(want.axes))[0])
                start += b
            return self.emit("aten.cat.default", parts, d), lay.with_dim(d, want)
        axis = want.axes[len(have.axes) if have else 0]
        n = self.axes.sizes[axis]
        shape = list(x.type.shape)
        o = want.outer
        q = shape[d] // o
        coord = self.coord(axis)
        if axis in self.axes.balanced:
            c = q // (2 * n)
            index = self.emit("aten.stack.default", [coord, self.emit("aten.rsub.Scalar", coord, 2 * n - 1)])
            blocks = self._reshape(x, shape[:d] + [o, 2 * n, c] + shape[d + 1:])
            kept = self.emit("aten.index_select.default", blocks, d + 1, index)
            local = self._reshape(kept, shape[:d] + [o * 2 * c] + shape[d + 1:])
        else:
            blocks = self._reshape(x, shape[:d] + [o, n, q // n] + shape[d + 1:])
            index = self.emit("aten.view.default", coord, [1])
            kept = self.emit("aten.index_select.default", blocks, d + 1, index)
            local = self._reshape(kept, shape[:d] + [o * (q // n)] + shape[d + 1:])
        step = Split((have.axes if have else ()) + (axis,), o)
        return local, lay.with_dim(d, step)

    def _scatter(self, x: Value, d: int, step: Split, axis: str) -> Value:
        """Reduce-scatter a partial sum onto dimension d, whose split becomes `step`."""
        n = self.axes.sizes[axis]
        y, shape, perm = self._front(x, d)                        # [L, ...]
        o, length = step.outer, shape[0]
        tail = list(shape[1:])
        if step.blocks:                # [n, L / n, ...]: what each rank keeps of every block, rank major
            parts, start = [], 0
            for b in step.blocks:
                piece = self.emit("aten.slice.Tensor", y, 0, start, start + b)
                parts.append(self._reshape(piece, [n, b // n] + tail))
                start += b
            y = self.emit("aten.cat.default", parts, 1)
            y = self._reshape(y, [length] + tail)
            mine = self.emit(WAIT, self.emit(REDUCE_SCATTER, y, "sum", n, axis))
            return self._back(mine, perm)
        if axis in self.axes.balanced:
            c = length // (o * 2 * n)
            y = self.emit("aten.view.default", y, [o, 2 * n, c] + tail)
            early = self.emit("aten.slice.Tensor", y, 1, 0, n)
            late = self.emit("aten.flip.default", self.emit("aten.slice.Tensor", y, 1, n, 2 * n), [1])
            y = self.emit("aten.stack.default", [early, late], 2)             # [o, n, 2, c, ...]
            y = self._reshape(y, [o, n, 2 * c] + tail)
        else:
            y = self.emit("aten.view.default", y, [o, n, length // (o * n)] + tail)
        y = self._permute(y, [1, 0] + list(range(2, 3 + len(tail))))           # [n, o, m, ...]
        y = self._reshape(y, [n * o] + list(y.type.shape[2:]))
        mine = self.emit(WAIT, self.emit(REDUCE_SCATTER, y, "sum", n, axis))   # [o, m, ...]
        mine = self._reshape(mine, [length // n] + tail)
        return self._back(mine, perm)

    # ----------------------------------------------------------------------------- helpers
    def _front(self, x: Value, d: int):
        """x with dimension d first, contiguous: (value, its shape, the permutation back)."""
        rank = len(x.type.shape)
        if d == 0:
            return self._contiguous(x), list(x.type.shape), None
        order = [d] + [k for k in range(rank) if k != d]
        y = self._contiguous(self.emit("aten.permute.default", x, order))
        back = [order.index(k) for k in range(rank)]
        return y, list(y.type.shape), back

    def _back(self, x: Value, perm) -> Value:
        return x if perm is None else self._contiguous(self.emit("aten.permute.default", x, perm))

    def _permute(self, x: Value, order: list[int]) -> Value:
        return self._contiguous(self.emit("aten.permute.default", x, order))

    def _contiguous(self, x: Value) -> Value:
        if x.type.contiguous:
            return x
        return self.emit("aten.clone.default", x, memory_format=_CONTIGUOUS)

    def _reshape(self, x: Value, shape: list[int]) -> Value:
        if list(x.type.shape) == list(shape):
            return x
        return self.emit("aten.view.default", self._contiguous(x), list(shape))

    def positions(self, n: int, split: Split | None) -> Value:
        """The indices (int64 [local]) of a dimension of size n that this rank holds."""
        key = (n, split)
        if key not in self.notes.positions:
            index = self.emit("aten.arange.start_step", 0, n, 1, dtype=Dtype("int64"), device=Device(self.device))
            holder = Value(index.type)
            self.env[holder] = (index, Layout((None,)))
            self.notes.positions[key] = self.to(holder, Layout((split,)))
        return self.notes.positions[key]

    def sequence_parallel(self, axis: str) -> bool:
        return axis in self.sequence_axes

    def sequence_dim(self, shape, dims, axis: str):
        """(dimension, split) putting `axis` on the token dimension of a value of `shape` whose
        dimensions are split as `dims`: T of [B, T, ...], or B*T of [B*T, ...]; None if it has none."""
        if self.tokens is None:
            return None
        b, t = self.tokens
        if len(shape) >= 2 and tuple(shape[:2]) == (b, t):
            d, outer = 1, 1
        elif len(shape) >= 1 and shape[0] == b * t:
            d, outer = 0, b
        else:
            return None
        have = dims[d]
        if have is not None and (have.outer != outer or axis in have.axes or have.blocks):
            return None
        split = Split(self.axes.order((have.axes if have else ()) + (axis,)), outer)
        if split.axes[-1] != axis or not self.axes.fits(shape[d], split):
            return None
        return d, split

    def at(self, op: Op) -> None:
        self.b.at(op)

    def refuse(self, what: str) -> CompileError:
        return CompileError(f"tensor and context parallelism: {what}")


def _tuples(arg):
    """Lists as the IR holds them: tuples (a shape, a permutation, a list of tensors)."""
    if isinstance(arg, (list, tuple)):
        return tuple(_tuples(a) for a in arg)
    return arg


def _prefix(have: Split, want: Split | None) -> bool:
    """Whether a dimension split as `have` is on the way to `want` (slicing only)."""
    return want is not None and have.outer == want.outer and have.blocks == want.blocks \
        and want.axes[:len(have.axes)] == have.axes

