"""How one value of a program is laid out over the model axes (tp, cp): per dimension the axes
splitting it, and the axes over which it is a partial sum.

    Layout(dims=(None, Split(("tp",)), None))         dim 1 split over tp, contiguous blocks
    Layout(dims=(Split(("cp",), outer=2), None))       [B*T, D] with T split over cp: dim 0 is
                                                       (2 rows of B) x (cp blocks of T) x ...
    Layout(dims=(None, None), partial={"tp"})          each tp rank holds a part; their sum is it

A split dimension of size n with `outer` o is o units of n/o each, and every unit is split the
same way, so a split survives flattening with the dimensions before it ([B, T] -> [B*T] keeps
T's split, outer B). Along a *balanced* axis (cp) each unit is cut into 2 x ranks chunks and
rank r holds chunks r and 2 x ranks - 1 - r: under a causal mask, early and late positions
(little and much attention work) are paired, so every rank does the same work. A dimension
split over several axes lists them in mesh order (a balanced axis first); each later axis
splits what the earlier ones leave, contiguously.

This is the compiler's working form inside the model-parallel pass; what an artifact records
of a parameter is its `aotc.sharding.TensorSharding`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace


@dataclass(frozen=True)
class Split:
    axes: tuple[str, ...]          # mesh order, a balanced axis first
    outer: int = 1


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
