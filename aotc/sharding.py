"""Sharding as data: a mesh of named axes and, per parameter, how it is laid out over them.

    mesh    [("dp", 4)]                                    axes, major to minor, with sizes
    param   TensorSharding(dims=(("dp",), ()), padding=(2, 0))
            dim 0 split over axis dp (padded by 2 rows to a multiple of 4), dim 1 whole;
            an axis a parameter does not split is one it is replicated over.
    expert  TensorSharding(dims=(("ep", "dp"), (), ()), padding=(0, 0, 0))   mesh [("dp", 2), ("ep", 4)]
            an experts' weight [E, ...]: each ep rank computes with its E/4 experts, which FSDP
            splits again over dp (gathered over dp before use, never over ep: `COMPUTE_AXES`).
    fused   TensorSharding(dims=(("tp",), ()), padding=(0, 0), blocks=((4096, 1024, 1024), ()))
            a fused q/k/v weight [6144, 4096] (mesh [("tp", 2)]): dim 0 is three blocks, each
            split over tp; rank r holds rows r of q's 2 parts, then of k's, then of v's, so its
            heads of q, k and v are whole (format 10).

As JAX's exported shardings do, a spec names mesh axes, never devices or process groups: one
artifact serves every rank, and the runtime binds each axis to a process group at load
(`aotc.runtime.shard`). A dimension may be split over several axes (major first, as FSDP x TP
will), and a value may be a partial sum over an axis (`partial`), as a row-parallel matmul's
result is before its reduction. `scheme` says what the data-parallel axis does with gradients
and gathered weights (ddp, fsdp-zero2, fsdp-zero3).

Torch-free: the compiler, the format and the runtime all read it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Iterable

from aotc.ir import DTYPE_BYTES

DATA_AXIS = "dp"          # the data-parallel axis --shard acts on (plain --shard plans run over it)
DP_SHARD = "dp_shard"     # the same role under the mesh vocabulary's name (HSDP's sharded axis)
DP_REPLICATE = "dp_replicate"   # data parallel, parameters always whole (HSDP's replicated axis)
EXPERT_AXIS = "ep"        # expert parallelism: each rank holds a block of the experts
TENSOR_AXIS = "tp"        # tensor parallelism: linears split by features, attention by heads
CONTEXT_AXIS = "cp"       # context parallelism: the sequence split, keys and values gathered
PIPELINE_AXIS = "pp"      # pipeline stages: each stage's plan is over the other axes (aotc.planner.stages)
# Every axis a mesh may name, in the order a mesh lists them, major to minor: tp innermost, so
# that its ranks (the most collectives per step) are neighbours, as torchtitan orders them.
AXES = (PIPELINE_AXIS, DP_REPLICATE, DP_SHARD, DATA_AXIS, CONTEXT_AXIS, EXPERT_AXIS, TENSOR_AXIS)
# The axes FSDP splits parameters over (a mesh names at most one of them).
SHARD_AXES = (DATA_AXIS, DP_SHARD)
# Axes whose ranks each train on their own data: a gradient is summed over them and divided by
# their ranks. Along tp and cp, ranks share one batch and compute parts of one step.
DATA_AXES = (DATA_AXIS, DP_REPLICATE, DP_SHARD, EXPERT_AXIS)
MODEL_AXES = (TENSOR_AXIS, CONTEXT_AXIS)
# Axes along which a program computes with each rank's block of a parameter (the experts a rank
# holds, its tp features); over any other axis a split parameter is gathered whole before use (FSDP).
COMPUTE_AXES = (EXPERT_AXIS, TENSOR_AXIS)
_AXIS_NAME = frozenset("abcdefghijklmnopqrstuvwxyz_0123456789")


class SpecError(ValueError):
    """A sharding spec that does not hold together; the message says what."""


@dataclass(frozen=True)
class Mesh:
    axes: tuple[tuple[str, int], ...]           # (name, size), major to minor

    def __post_init__(self):
        names = [n for n, _ in self.axes]
        if len(set(names)) != len(names) or not all(isinstance(n, str) and n and set(n) <= _AXIS_NAME
                                                    for n in names):
            raise SpecError(f"mesh axes {names}: each a distinct lower-case name")
        if not all(isinstance(s, int) and not isinstance(s, bool) and 1 <= s < 1 << 20 for _, s in self.axes):
            raise SpecError(f"mesh {dict(self.axes)}: every axis needs a size of 1 or more")

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(n for n, _ in self.axes)

    def size(self, axis: str) -> int:
        return dict(self.axes)[axis]

    @property
    def world_size(self) -> int:
        return math.prod(s for _, s in self.axes)

    @property
    def data_size(self) -> int:
        """Ranks that each train on their own data: what a gradient's sum is divided by."""
        return math.prod(s for a, s in self.axes if a in DATA_AXES)

    def get(self, axis: str) -> int:
        """The axis's ranks; 1 for an axis the mesh does not name."""
        return dict(self.axes).get(axis, 1)

    def __str__(self) -> str:
        return " x ".join(f"{n}={s}" for n, s in self.axes)


@dataclass(frozen=True)
class Shard:
    """A placement on one mesh axis: the tensor's dimension `dim` is split over it."""
    dim: int


@dataclass(frozen=True)
class Replicate:
    """A placement on one mesh axis: every rank along it holds the same tensor."""


@dataclass(frozen=True)
class Partial:
    """A placement on one mesh axis: the ranks along it hold parts whose sum is the tensor."""


@dataclass(frozen=True)
class TensorSharding:
    """One tensor's layout: the mesh axes splitting each of its dimensions (major first), the
    padding that makes each split dimension divisible, and the axes it is a partial sum over.
    `bucket` numbers the group of small parameters that share one collective (None: alone).
    `blocks`, when not empty, gives per dimension the sizes of the blocks it is made of (empty
    for one block): such a dimension is split block by block over its first axis (each rank of
    it holds its part of every block, in block order, as one tensor), and any later axis splits
    that tensor as it splits any other. A fused projection's weight is one: its q, k and v rows
    (or gate and up rows) each split over tp, so every rank holds whole heads of each."""

    dims: tuple[tuple[str, ...], ...]
    padding: tuple[int, ...]
    partial: tuple[str, ...] = ()
    bucket: int | None = None
    blocks: tuple[tuple[int, ...], ...] = ()

    def blocks_of(self, dim: int) -> tuple[int, ...]:
        """The sizes of the blocks dimension `dim` is split by (empty: one block)."""
        return self.blocks[dim] if self.blocks else ()

    @classmethod
    def replicated(cls, rank: int) -> TensorSharding:
        return cls(dims=((),) * rank, padding=(0,) * rank)

    @property
    def divided(self) -> bool:
        """Whether some dimension is divided among ranks (else every rank holds the whole tensor,
        or a partial sum of it)."""
        return any(self.dims)

    def local_shape(self, shape: tuple[int, ...], mesh: Mesh) -> tuple[int, ...]:
        """The shape each rank holds: every split dimension, padded, divided by its axes' sizes."""
        return tuple((n + pad) // math.prod(mesh.size(a) for a in axes)
                     for n, pad, axes in zip(shape, self.padding, self.dims))

    def placements(self, mesh: Mesh) -> tuple[Shard | Replicate | Partial, ...]:
        """One placement per mesh axis (DTensor's view of the same fact)."""
        out = []
        for axis in mesh.names:
            dims = [d for d, axes in enumerate(self.dims) if axis in axes]
            out.append(Shard(dims[0]) if dims else Partial() if axis in self.partial else Replicate())
        return tuple(out)


@dataclass(frozen=True)
class ShardingSpec:
    """The sharding plan an artifact carries: the mesh, the data-parallel scheme and each
    parameter's layout, by the parameter's (first) name."""

    mesh: Mesh
    scheme: str                                   # ddp | fsdp-zero2 | fsdp-zero3
    params: dict                                  # name -> TensorSharding
    bucket_mb: float = 0.0

    @property
    def world_size(self) -> int:
        return self.mesh.world_size

    @property
    def fsdp(self) -> bool:
        return self.scheme.startswith("fsdp")

    @property
    def summary(self) -> str:
        """What the plan does over how many ranks, for people (`check`, `inspect`): the data
        scheme where a data axis has ranks, then each other axis that has some.

            ddp over 2 ranks (mesh dp=2)
            tp=2 over 2 ranks (mesh dp=1 x tp=2)
            fsdp-zero3 x tp=2 over 4 ranks (mesh dp_shard=2 x tp=2)
        """
        data = math.prod(size for axis, size in self.mesh.axes if axis in DATA_AXES)
        parts = ([self.scheme] if data > 1 else []) + \
            [f"{axis}={size}" for axis, size in self.mesh.axes if axis not in DATA_AXES and size > 1]
        return f"{' x '.join(parts) or self.scheme} over {self.world_size} ranks (mesh {self.mesh})"

    def buckets(self) -> list[list[str]]:
        """The parameters sharing each bucket's collectives, in order."""
        out: dict[int, list[str]] = {}
        for name, t in self.params.items():
            if t.bucket is not None:
                out.setdefault(t.bucket, []).append(name)
        return [out[k] for k in sorted(out)]

    def to_data(self) -> dict:
        return {"mesh": [[n, s] for n, s in self.mesh.axes], "scheme": self.scheme, "bucket_mb": self.bucket_mb,
                "params": {name: _param_data(t) for name, t in self.params.items()}}

    @property
    def blocked(self) -> bool:
        """Whether a parameter is split block by block (format 10)."""
        return any(t.blocks for t in self.params.values())

    @classmethod
    def from_data(cls, d: dict, shapes: dict[str, tuple[int, ...]]) -> ShardingSpec:
        """Read and check a spec; `shapes` are the manifest's parameter shapes, by first name."""
        mesh = Mesh(tuple((str(n), s) for n, s in d["mesh"]))
        params = {}
        for name, p in d["params"].items():
            t = TensorSharding(dims=tuple(tuple(str(a) for a in axes) for axes in p["dims"]),
                               padding=tuple(p["padding"]), partial=tuple(str(a) for a in p.get("partial", ())),
                               bucket=p.get("bucket"), blocks=tuple(tuple(b) for b in p.get("blocks", ())))
            params[str(name)] = t
        spec = cls(mesh=mesh, scheme=str(d["scheme"]), params=params, bucket_mb=float(d.get("bucket_mb", 0.0)))
        spec.check(shapes)
        return spec

    @classmethod
    def from_format_6(cls, d: dict, shapes: dict[str, tuple[int, ...]]) -> ShardingSpec:
        """A plan as formats 2 to 6 wrote it: {kind, world_size, axis, bucket_mb, params: {name:
        {dim (0 or None), rows, padding, bucket}}}."""
        axis = str(d["axis"])
        params = {}
        for name, p in d["params"].items():
            rank = len(shapes[name])
            divided = p["dim"] == 0
            params[str(name)] = TensorSharding(dims=((axis,) if divided else (),) + ((),) * (rank - 1),
                                               padding=(int(p["padding"]) if divided else 0,) + (0,) * (rank - 1),
                                               bucket=p.get("bucket"))
        spec = cls(mesh=Mesh(((axis, int(d["world_size"])),)), scheme=str(d["kind"]), params=params,
                   bucket_mb=float(d.get("bucket_mb", 0.0)))
        spec.check(shapes)
        return spec

    def check(self, shapes: dict[str, tuple[int, ...]]) -> None:
        """SpecError unless every parameter has one layout that fits its shape and the mesh."""
        if self.scheme not in ("ddp", "fsdp-zero2", "fsdp-zero3"):
            raise SpecError(f"scheme {self.scheme!r} is not one of ddp, fsdp-zero2, fsdp-zero3")
        if set(self.params) != set(shapes):
            odd = sorted(set(self.params) ^ set(shapes))
            raise SpecError(f"the plan and the parameters differ: {odd[0]!r}")
        for name, t in self.params.items():
            shape = shapes[name]
            if len(t.dims) != len(shape) or len(t.padding) != len(shape):
                raise SpecError(f"{name!r}: a layout for {len(t.dims)} dimensions, the parameter has {len(shape)}")
            for axes, n, pad in zip(t.dims, shape, t.padding):
                if any(a not in self.mesh.names for a in axes + t.partial) or len(set(axes)) != len(axes):
                    raise SpecError(f"{name!r}: names axes {list(axes + t.partial)} of mesh {self.mesh}")
                if not isinstance(pad, int) or isinstance(pad, bool) or pad < 0 or (n + pad) % math.prod(
                        self.mesh.size(a) for a in axes):
                    raise SpecError(f"{name!r}: {n} + {pad} padding does not split over {list(axes)}")
                if pad and not axes:
                    raise SpecError(f"{name!r}: padding on a dimension that is not split")
            if t.bucket is not None and (not isinstance(t.bucket, int) or isinstance(t.bucket, bool) or t.bucket < 0):
                raise SpecError(f"{name!r}: bucket {t.bucket!r}")
            if t.blocks:
                _check_blocks(name, t, shape, self.mesh)


def _param_data(t: TensorSharding) -> dict:
    d = {"dims": [list(a) for a in t.dims], "padding": list(t.padding), "partial": list(t.partial), "bucket": t.bucket}
    if t.blocks:                  # format 10's; a plan without blocks is written as before
        d["blocks"] = [list(b) for b in t.blocks]
    return d


def _check_blocks(name: str, t: TensorSharding, shape: tuple[int, ...], mesh: Mesh) -> None:
    if len(t.blocks) != len(shape):
        raise SpecError(f"{name!r}: blocks for {len(t.blocks)} dimensions, the parameter has {len(shape)}")
    for sizes, axes, n, pad in zip(t.blocks, t.dims, shape, t.padding):
        if not sizes:
            continue
        if not all(isinstance(b, int) and not isinstance(b, bool) and b > 0 for b in sizes) or sum(sizes) != n:
            raise SpecError(f"{name!r}: blocks {list(sizes)} do not make up a dimension of {n}")
        if not axes or pad or any(b % mesh.size(axes[0]) for b in sizes):
            raise SpecError(f"{name!r}: blocks {list(sizes)} do not each split over {list(axes[:1])} unpadded")


@dataclass(frozen=True)
class TensorSplit:
    """How tensor parallelism splits one parameter: along `dim`, block by block when `blocks`
    (their sizes) are given (a fused projection's q, k and v rows)."""
    dim: int
    blocks: tuple[int, ...] = ()


def data_parallel(scheme: str, world_size: int, bucket_mb: float,
                  params: Iterable[tuple[str, str, tuple[int, ...]]]) -> ShardingSpec:
    """Today's plans over the one axis `dp` (see `mesh_plan`)."""
    return mesh_plan(scheme, ((DATA_AXIS, world_size),), bucket_mb, params)


def mesh_plan(scheme: str, axes: tuple[tuple[str, int], ...], bucket_mb: float,
              params: Iterable[tuple[str, str, tuple[int, ...]]], experts: Iterable[str] = (),
              tensor_parallel: dict[str, int | TensorSplit] | None = None) -> ShardingSpec:
    """The plan over a mesh of data (`dp` or `dp_shard`, `dp_replicate`), expert (`ep`), tensor
    (`tp`) and context (`cp`) axes.

    Expert weights (`experts`, their experts on dim 0) are split over `ep` on dim 0 (each rank
    computes with its block) and, under FSDP, over the shard axis too where the block divides.
    `tensor_parallel` maps a parameter to the dimension split over `tp` (each rank computes with
    its block: a column-parallel weight's rows, a row-parallel weight's columns, a vocabulary's
    rows), or to a `TensorSplit` that also names the blocks split alike (a fused weight); every other parameter is whole along tp and cp. FSDP then splits each parameter's
    dim 0 over the shard axis (`dp` or `dp_shard`), after tp where tp splits dim 0, padded to a
    multiple of its ranks where tp does not, and groups parameters of at most `bucket_mb` MiB
    (of one dtype, in order) into buckets of at most that size, which share one gather and one
    reduction. Under cp with no data axis of more than one rank FSDP splits over cp instead
    (`fsdp_axis`). `dp_replicate` never splits a parameter (HSDP: shards within a group, replicas
    across groups); DDP splits none. `params` are (name, dtype, shape) in program order.
    Pipeline stages are planned each over the mesh without `pp` (aotc.planner.stages), so no
    plan made here splits anything over pp."""
    mesh = Mesh(tuple(axes))
    sizes = dict(mesh.axes)
    shard_axis = fsdp_axis(mesh)
    dp = sizes.get(shard_axis, 1)
    tp = sizes.get(TENSOR_AXIS, 1)
    tensor_parallel = tensor_parallel or {}
    experts = frozenset(experts)
    params = list(params)
    fsdp = scheme.startswith("fsdp")
    dense = [p for p in params if p[0] not in experts]
    bucket_of = {name: i for i, b in enumerate(_buckets(dense, bucket_mb) if fsdp else []) for name in b}
    out = {}
    for name, _, shape in params:
        rest = ((),) * (len(shape) - 1)
        if name in experts:
            ep = sizes.get(EXPERT_AXIS, 1)
            if shape[0] % ep:
                raise SpecError(f"{name!r}: {shape[0]} experts do not split over {ep} ranks ({EXPERT_AXIS}={ep})")
            axes = (EXPERT_AXIS, shard_axis) if fsdp and shard_axis and shape[0] % (ep * dp) == 0 \
                else (EXPERT_AXIS,)
            out[name] = TensorSharding(dims=(axes,) + rest, padding=(0,) * len(shape))
        elif name in tensor_parallel:
            out[name] = _tensor_parallel(name, shape, tensor_parallel[name], tp, shard_axis if fsdp else None, dp,
                                         bucket_of.get(name))
        elif fsdp and shape and shard_axis:
            pad = -shape[0] % dp
            out[name] = TensorSharding(dims=((shard_axis,),) + rest, padding=(pad,) + (0,) * (len(shape) - 1),
                                       bucket=bucket_of.get(name))
        else:
            out[name] = TensorSharding.replicated(len(shape))
    return ShardingSpec(mesh=mesh, scheme=scheme, params=out, bucket_mb=bucket_mb)


def fsdp_axis(mesh: Mesh) -> str | None:
    """The axis FSDP splits parameters over: the mesh's shard axis (`dp` or `dp_shard`); under
    cp, when that axis has one rank or is not named, cp. The ranks of cp compute one step on one
    batch, each on its own tokens, so their gradients are partial sums whose reduce-scatter is
    the whole gradient's rows, as along a data axis (summed, not averaged), and the optimizer
    then runs on 1/cp of every parameter, as torchtitan's FSDP over its dp_shard x cp mesh."""
    sizes = dict(mesh.axes)
    axis = next((a for a in SHARD_AXES if a in sizes), None)
    if sizes.get(axis, 1) == 1 and sizes.get(CONTEXT_AXIS, 1) > 1:
        return CONTEXT_AXIS
    return axis


def _tensor_parallel(name: str, shape: tuple[int, ...], how: int | TensorSplit, tp: int, shard_axis: str | None,
                     dp: int, bucket: int | None) -> TensorSharding:
    """A parameter split over tp along its dimension, and (FSDP) over the shard axis along dim 0."""
    how = how if isinstance(how, TensorSplit) else TensorSplit(how)
    dim = how.dim
    if how.blocks and (sum(how.blocks) != shape[dim] or any(b % tp for b in how.blocks)):
        raise SpecError(f"{name!r}: blocks {list(how.blocks)} of dimension {dim} of {list(shape)} do not each split "
                        f"over {tp} ranks ({TENSOR_AXIS}={tp})")
    if not 0 <= dim < len(shape) or shape[dim] % tp:
        raise SpecError(f"{name!r}: dimension {dim} of {list(shape)} does not split over {tp} ranks "
                        f"({TENSOR_AXIS}={tp}); choose a tp that divides it or keep it whole with --tp-plan "
                        f"'{name}=replicate'")
    dims = [()] * len(shape)
    padding = [0] * len(shape)
    dims[dim] = (TENSOR_AXIS,)
    if shard_axis is not None:
        if dim == 0:
            # Each tp block is split again over the shard axis: block (t, d) of tp * dp, t major.
            if (shape[0] // tp) % dp:
                raise SpecError(f"{name!r}: the {shape[0] // tp} rows each of {tp} tp ranks holds do not split "
                                f"over {dp} ranks ({shard_axis}={dp}); choose sizes that divide, or --shard ddp")
            dims[0] = (TENSOR_AXIS, shard_axis)
        else:
            dims[0] = (shard_axis,)
            padding[0] = -shape[0] % dp
    blocks = tuple(how.blocks if d == dim else () for d in range(len(shape))) if how.blocks else ()
    return TensorSharding(dims=tuple(dims), padding=tuple(padding), bucket=bucket, blocks=blocks)


def _buckets(params: list[tuple[str, str, tuple[int, ...]]], bucket_mb: float) -> list[list[str]]:
    """Groups of small parameters (of one dtype, in program order) gathered and reduced as one
    tensor each: every parameter of at most bucket_mb, each group of at most bucket_mb in all."""
    limit = int(bucket_mb * (1 << 20))
    if limit <= 0:
        return []
    open_: dict[str, tuple[list[str], int]] = {}
    done = []
    for name, dtype, shape in params:
        nbytes = math.prod(shape) * DTYPE_BYTES[dtype]
        if nbytes > limit:
            continue
        names, size = open_.get(dtype, ([], 0))
        if size + nbytes > limit and names:
            done.append(names)
            names, size = [], 0
        open_[dtype] = (names + [name], size + nbytes)
    done += [names for names, _ in open_.values() if len(names) > 1]
    return [b for b in done if len(b) > 1]
