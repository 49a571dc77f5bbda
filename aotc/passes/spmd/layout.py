"""How one value of a program is laid out over the model axes (tp, cp): per dimension the axes
splitting it, and the axes over which it is a partial sum.

    Layout(dims=(None, Split(("tp",)), None))         dim 1 split over tp, contiguous blocks
    Layout(dims=(Split(("cp",), outer=2), None))       [B*T, D] with T split over cp: dim 0 is
                                                       (2 rows of B) x (cp blocks of T) x ...
    Layout(dims=(None, None), partial={"tp"})          each tp rank holds a part; their sum is it
    Layout(dims=(None, Split(("tp",), blocks=(64, 16, 16))))
                                                       dim 1 is three blocks (a fused q/k/v
                                                       projection's output), each split over tp

A split dimension of size n with `outer` o is o units of n/o each, and every unit is split the
same way, so a split survives flattening with the dimensions before it ([B, T] -> [B*T] keeps
T's split, outer B). Units of unequal sizes are `blocks` (their sizes, summing to the dimension;
outer 1, one axis): a fused projection's q, k and v rows, so that each rank holds whole heads of
each; units of equal sizes are always written as `outer` (a fused gate/up: outer 2). Along a
*balanced* axis (cp) each unit is cut into 2 x ranks chunks and rank r holds chunks r and
2 x ranks - 1 - r: under a causal mask, early and late positions (little and much attention
work) are paired, so every rank does the same work. A dimension
split over several axes lists them in mesh order (a balanced axis first); each later axis
splits what the earlier ones leave, contiguously.

This is the compiler's working form inside the model-parallel pass; what an artifact records
of a parameter is its `aotc.sharding.TensorSharding`.

`Split` is the split of split/broadcast/partial, the names OneFlow's SBP and Mesh TensorFlow give
a dimension divided among ranks (here broadcast is `None`, whole): one entry per tensor dimension
naming mesh axes, like an entry of JAX's PartitionSpec. DTensor's `Shard(dim)`
(`aotc.sharding.Shard`) says the same fact from the other side, one placement per mesh axis, so
this entry keeps a name of its own. Everywhere under `aotc/passes/spmd/` a `split` is one of
these; aten's split op has the rule `rules.into_pieces`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace


@dataclass(frozen=True)
class Split:
    axes: tuple[str, ...]          # mesh order, a balanced axis first
    outer: int = 1
    blocks: tuple[int, ...] = ()   # unequal units, each split alike (outer 1, one axis)

    def units(self, n: int) -> tuple[int, ...]:
        """The sizes of the units a dimension of size n split this way is made of."""
        return self.blocks or (n // self.outer,) * self.outer


def in_units(axes: tuple[str, ...], sizes) -> Split:
    """The split over `axes` of a dimension made of units of `sizes`, each split alike."""
    sizes = tuple(sizes)
    if len(set(sizes)) == 1:
        return Split(axes, len(sizes))
    return Split(axes, blocks=sizes)


@dataclass(frozen=True)
class Layout:
    dims: tuple[Split | None, ...]
    partial: frozenset[str] = frozenset()

    @classmethod
    def whole(cls, rank: int) -> Layout:
        return cls((None,) * rank)

    @property
    def split_axes(self) -> set[str]:
        return {a for s in self.dims if s is not None for a in s.axes}

    @property
    def whole_and_complete(self) -> bool:
        return not self.partial and all(s is None for s in self.dims)

    def with_dim(self, d: int, split: Split | None) -> Layout:
        dims = list(self.dims)
        dims[d] = split
        return replace(self, dims=tuple(dims))

    def complete(self) -> Layout:
        """The same splits, with no partial sums."""
        return replace(self, partial=frozenset())


@dataclass(frozen=True)
class Axes:
    """The model axes of more than one rank, their sizes, order and which are balanced."""

    sizes: dict = field(default_factory=dict)       # axis -> ranks, mesh order
    balanced: frozenset[str] = frozenset()

    def ranks(self, split: Split | None) -> int:
        return math.prod(self.sizes[a] for a in split.axes) if split else 1

    def divisor(self, split: Split) -> int:
        """What each unit of a dimension split this way must be a multiple of."""
        return self.ranks(split) * (2 if split.axes[0] in self.balanced else 1)

    def fits(self, n: int, split: Split | None) -> bool:
        if split is not None and split.blocks:
            return sum(split.blocks) == n and split.outer == 1 and len(split.axes) == 1 and \
                split.axes[0] not in self.balanced and all(b % self.ranks(split) == 0 for b in split.blocks)
        return split is None or (n % split.outer == 0 and (n // split.outer) % self.divisor(split) == 0)

    def order(self, axes) -> tuple[str, ...]:
        return tuple(a for a in self.sizes if a in set(axes))

    def local_shape(self, shape: tuple[int, ...], layout: Layout) -> tuple[int, ...]:
        return tuple(n // self.ranks(s) for n, s in zip(shape, layout.dims))

    def valid(self, shape: tuple[int, ...], layout: Layout) -> bool:
        """Every split fits its dimension, and no axis is used twice (or split and partial)."""
        used = [a for s in layout.dims if s is not None for a in s.axes] + list(layout.partial)
        return len(used) == len(set(used)) and all(self.fits(n, s) for n, s in zip(shape, layout.dims))


def groups(src: tuple[int, ...], dst: tuple[int, ...]) -> list[tuple[list[int], list[int]]] | None:
    """The dimensions of a reshape from `src` to `dst` in matching groups (equal products), in
    order; size-1 dimensions form groups of their own where they can. None when the shapes do
    not hold the same number of elements."""
    if math.prod(src) != math.prod(dst):
        return None
    out, i, j = [], 0, 0
    while i < len(src) or j < len(dst):
        if i < len(src) and src[i] == 1 and (j >= len(dst) or dst[j] != 1):
            out.append(([i], []))
            i += 1
            continue
        if j < len(dst) and dst[j] == 1 and (i >= len(src) or src[i] != 1):
            out.append(([], [j]))
            j += 1
            continue
        if i >= len(src) or j >= len(dst):
            return None
        gi, gj, pi, pj = [i], [j], src[i], dst[j]
        while pi != pj:
            if pi < pj:
                i += 1
                gi.append(i)
                pi *= src[i]
            else:
                j += 1
                gj.append(j)
                pj *= dst[j]
        out.append((gi, gj))
        i, j = i + 1, j + 1
    return out


def reshaped(axes: Axes, src: tuple[int, ...], dst: tuple[int, ...], layout: Layout) -> Layout | None:
    """The layout of a reshape of a value of shape `src` (laid out as `layout`) to `dst`, or
    None when a split does not fall on a dimension boundary of `dst` (the value must then be
    gathered along it first)."""
    found = groups(src, dst)
    if found is None:
        return None
    out: list[Split | None] = [None] * len(dst)
    for gi, gj in found:
        splits = [(d, layout.dims[d]) for d in gi if layout.dims[d] is not None]
        if not splits:
            continue
        if len(splits) > 1:
            return None
        d, split = splits[0]
        if split.blocks:               # blocks stay on a dimension the reshape leaves as it is
            if gi != [d] or len(gj) != 1 or dst[gj[0]] != src[d]:
                return None
            out[gj[0]] = split
            continue
        # Within the group's flattened index the split has outer (dims before d) x its own outer.
        outer = math.prod(src[k] for k in gi if k < d) * split.outer
        placed = None
        before = 1
        for k in gj:
            if outer % before == 0:
                o = outer // before
                cand = Split(split.axes, o)
                if dst[k] % o == 0 and axes.fits(dst[k], cand) and dst[k] // o >= axes.divisor(cand):
                    placed = (k, cand)
                    break
            before *= dst[k]
        if placed is None:
            return None
        out[placed[0]] = placed[1]
    return Layout(tuple(out), layout.partial)


def permuted(layout: Layout, order: tuple[int, ...]) -> Layout:
    return Layout(tuple(layout.dims[d] for d in order), layout.partial)
