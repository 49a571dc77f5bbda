"""Tensor parallelism's matmuls fused with their collective (`--async-tp`), one op each in the IR:

    aotc.gather_mm(shard, weights, n, group) -> [gathered, y_0, ..., y_m-1]
        shard [R, K] this rank's rows; gathered [n R, K] every rank's, rank by rank (what
        all_gather_into_tensor makes); y_i = gathered @ weights[i]
    aotc.mm_scatter(inputs, weights, scales, tree, n, group) -> out
        inputs[i] [n R, K_i], weights[i] [K_i, N]; `tree` combines the products
        inputs[i] @ weights[i] (a prefix code: i >= 0 is product i, -1 adds the two terms after
        it, -2 - k multiplies the term after it by the vector scales[k]), reduce-scattered over
        the group: out [R, N] is this rank's block of rows, summed over every rank

Each overlaps its communication with the matmul of this rank's own block of rows. The gather
issues the all-gather, multiplies this rank's own rows while the other ranks' arrive, then
theirs, each product written into its rows of the result (row blocks of a row-major result are
contiguous, so `mm(out=)` writes them in place: nothing is stacked again). The reduce-scatter
computes the other ranks' blocks first, sends them in one batch of point-to-point transfers,
multiplies this rank's own block while they travel, then adds what arrived: no input is copied
(a block of rows is a contiguous slice). aotc.passes.spmd.async_tp fuses reduce-scatters over
two ranks only: over more, NCCL's point-to-point transfers were slower than its reduce-scatter
(bench/RESULTS.md).

The same numbers as the collective and the whole matmul, wherever the matmul kernel computes a
row the same however many rows it is given: at n = 2 the bits (a sum of two terms is one
addition either way round); at n > 2 a block's terms are added in rank order, which need not be
the collective's.
"""

from __future__ import annotations

from functools import partial

import torch
import torch.distributed as dist
from torch import Tensor
from torch.distributed.distributed_c10d import _resolve_process_group


def bound_group(group_name: str, n: int, op: str):
    """(the process group an op's axis was bound to, this rank's index in it), refused where
    the group is not of the n ranks the op was recorded for."""
    group = _resolve_process_group(group_name)
    size = dist.get_world_size(group)
    if size != n:
        raise RuntimeError(f"aotc.{op} over a group of {size} ranks, recorded for {n}")
    return group, dist.get_rank(group)


def _exchange(group, sends: dict, recvs: dict):
    """Post every send (rank -> tensor) and receive at once; returns what to wait on. NCCL runs
    a batch's transfers to all peers side by side, over every link at once, and needs a pair's
    send and receive in one batch. Decided by the tensors' device, not the backend's name: a
    group of init_process_group() without a backend reports "undefined" and sends CUDA
    tensors over NCCL."""
    peer = partial(dist.get_global_rank, group)
    if next(iter(sends.values())).is_cuda:
        return dist.batch_isend_irecv([dist.P2POp(dist.isend, t, peer(r), group) for r, t in sends.items()]
                                      + [dist.P2POp(dist.irecv, t, peer(r), group) for r, t in recvs.items()])
    return ([dist.isend(t, peer(r), group=group) for r, t in sends.items()]
            + [dist.irecv(t, peer(r), group=group) for r, t in recvs.items()])


def _wait(works) -> None:
    for w in works:
        w.wait()


def _others(me: int, n: int, rows: int) -> list[tuple[int, int]]:
    """The row ranges of every rank's block but this rank's: at most two."""
    return [(a, b) for a, b in ((0, me * rows), ((me + 1) * rows, n * rows)) if b > a]


def gather_mm_kernel(shard: Tensor, weights: list[Tensor], n: int, group: str) -> list[Tensor]:
    _, me = bound_group(group, n, "gather_mm")
    rows = shard.shape[0]
    gathered = torch.ops._c10d_functional.all_gather_into_tensor(shard, n, group)
    if not shard.is_cuda:                       # gloo: one collective of a group in flight (aotc.runtime.shard)
        gathered = torch.ops._c10d_functional.wait_tensor(gathered)
    outs = [shard.new_empty((n * rows, w.shape[1])) for w in weights]
    for w, out in zip(weights, outs):           # this rank's rows while every other rank's arrive
        torch.mm(shard, w, out=out[me * rows:(me + 1) * rows])
    gathered = torch.ops._c10d_functional.wait_tensor(gathered)
    for a, b in _others(me, n, rows):
        for w, out in zip(weights, outs):
            torch.mm(gathered[a:b], w, out=out[a:b])
    return [gathered] + outs


def mm_scatter_kernel(inputs: list[Tensor], weights: list[Tensor], scales: list[Tensor], tree: list[int], n: int,
                      group: str) -> Tensor:
    grp, me = bound_group(group, n, "mm_scatter")
    rows = inputs[0].shape[0] // n

    def block_sum(a: int, b: int) -> Tensor:
        return _evaluate(tree, [torch.mm(x[a:b], w) for x, w in zip(inputs, weights)], scales)

    parts = {}                                  # every other rank's block first
    for a, b in _others(me, n, rows):
        whole = block_sum(a, b)
        parts.update({r: whole[r * rows - a:(r + 1) * rows - a] for r in range(a // rows, b // rows)})
    received = {r: torch.empty_like(p) for r, p in parts.items()}
    works = _exchange(grp, parts, received)
    own = block_sum(me * rows, (me + 1) * rows)   # this rank's block while the others travel
    _wait(works)
    out = None
    for r in range(n):                          # summed in rank order, as a reduce-scatter of two does
        term = own if r == me else received[r]
        out = term if out is None else out + term
    return out


def _evaluate(tree: list[int], products: list[Tensor], scales: list[Tensor]) -> Tensor:
    def walk(at: int) -> tuple[Tensor, int]:
        code = tree[at]
        if code >= 0:
            return products[code], at + 1
        left, at = walk(at + 1)
        if code <= -2:
            return left * scales[-2 - code], at
        right, at = walk(at)
        return left + right, at
    return walk(0)[0]


gather_mm = torch.library.custom_op("aotc::gather_mm", mutates_args=())(gather_mm_kernel)
mm_scatter = torch.library.custom_op("aotc::mm_scatter", mutates_args=())(mm_scatter_kernel)


@gather_mm.register_fake
def _(shard, weights, n, group):
    rows = shard.shape[0]
    return [shard.new_empty((n * rows,) + tuple(shard.shape[1:]))] + [shard.new_empty((n * rows, w.shape[1]))
                                                                       for w in weights]


@mm_scatter.register_fake
def _(inputs, weights, scales, tree, n, group):
    a = inputs[0]
    if a.shape[0] % n:
        raise ValueError(f"aotc.mm_scatter: {a.shape[0]} rows do not split among {n} ranks")
    rows = a.shape[0] // n
    # The combination's type (a float32 scale promotes a bfloat16 product), from one row of each.
    products = [a.new_empty((1, w.shape[1])) for w in weights]
    one = _evaluate(list(tree), products, list(scales))
    return one.new_empty((rows, one.shape[1]))


def tree_code(tree) -> list[int]:
    """The prefix code of a combination of products: an int is product i, a pair (left, right)
    their sum, ("scale", k, term) the term times scales[k]."""
    if isinstance(tree, int):
        return [tree]
    if tree[0] == "scale":
        return [-2 - tree[1]] + tree_code(tree[2])
    left, right = tree
    return [-1] + tree_code(left) + tree_code(right)


DIRECT_KERNELS = {"aotc.gather_mm.default": gather_mm_kernel, "aotc.mm_scatter.default": mm_scatter_kernel}
