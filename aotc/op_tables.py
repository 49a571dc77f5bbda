"""Facts about ops that are not kinds, by name: which operands hold positions, which sums an
op passes through, where a matmul's operands are, which ops add into a target. The op registry
(aotc.ops) reads them into each op's record; passes ask the record, never these tables.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Positions:
    """An integer tensor of an op that holds positions along one dimension: the argument named
    `index` (a list of tensors when `each_dim`: the i-th along dimension i of `of`), or the
    result numbered `result`. Its values lie in [0, n): n is dimension `dim` of the argument
    named `of` (`dim` a number, or the name of the argument that gives it; None: `of`
    flattened), or the value of the int argument named `size`. A position out of range is an
    error (on CUDA a device-side assert, which ends every later launch). `distinct`: a result's
    positions never repeat along the dimension (a top-k's, a sort's)."""

    index: str = ""
    result: int | None = None
    distinct: bool = False
    of: str = "self"
    dim: int | str | None = None
    size: str = ""
    each_dim: bool = False


_ALONG_DIM = (Positions(index="index", dim="dim"),)
_EACH_DIM = (Positions(index="indices", each_dim=True),)
# Which operands or results of an op are positions (every overload alike; an overload without
# the named argument or result has none): the gathers and scatters read them, the sorts and
# selections make them. A region's check draws such integers in range (aotc.executors.inductor.ranges).
POSITIONS: dict[str, tuple[Positions, ...]] = {
    **{f"aten.{p}": _ALONG_DIM for p in ("gather", "scatter", "scatter_add", "scatter_reduce", "index_select",
                                         "index_add", "index_copy", "index_fill", "index_reduce")},
    **{f"aten.{p}": _EACH_DIM for p in ("index", "_unsafe_index", "index_put", "_unsafe_index_put")},
    "aten.embedding": (Positions(index="indices", of="weight", dim=0),),
    **{f"aten.{p}": (Positions(index="indices", size="num_weights"),) for p in ("embedding_dense_backward",
                                                                               "embedding_backward")},
    "aten.take_along_dim": (Positions(index="indices", dim="dim"),),
    "aten.take": (Positions(index="index"),),
    "aten.one_hot": (Positions(index="self", size="num_classes"),),
    # The class dimension: the last of nll_loss's [N, C] or [C], the second of nll_loss2d's.
    **{f"aten.{p}": (Positions(index="target", dim=-1),) for p in ("nll_loss_forward", "nll_loss_backward")},
    **{f"aten.{p}": (Positions(index="target", dim=1),) for p in ("nll_loss2d_forward", "nll_loss2d_backward")},
    **{f"aten.{p}": (Positions(result=1, dim="dim", distinct=True),) for p in ("topk", "sort")},
    **{f"aten.{p}": (Positions(result=1, dim="dim"),) for p in ("max", "min", "kthvalue", "mode", "median",
                                                               "cummax", "cummin")},
    "aten.argsort": (Positions(result=0, dim="dim", distinct=True),),
    **{f"aten.{p}": (Positions(result=0, dim="dim"),) for p in ("argmax", "argmin")},
}
# How a sum passes through an op, by overload: the op of a sum is the sum of the op's results
# ("all": of every operand's parts, as add; "one": of any one operand's parts, the others fixed,
# as mul; "first": of its first operand's parts, as div or a cast). Sharding leaves a partial
# sum unreduced through such an op (aotc.passes.spmd.rules).
LINEAR_IN: dict[str, str] = {
    "aten.add.Tensor": "all", "aten.sub.Tensor": "all",
    "aten.mul.Tensor": "one", "aten.div.Tensor": "first",
    "aten.neg.default": "first", "aten.mul.Scalar": "first", "aten.div.Scalar": "first",
    "aten._to_copy.default": "first", "aten.clone.default": "first",
    # Reshapes, broadcasts and sums (sharding has rules of their own for these).
    **{f"aten.{p}": "first" for p in ("expand.default", "unsqueeze.default", "squeeze.dim", "squeeze.default",
                                      "view.default", "_unsafe_view.default", "reshape.default", "sum.default",
                                      "sum.dim_IntList")},
}
# Ops linear in one operand where they fill the rest with a value, when that value is 0, by
# overload: the positions of that operand and of the fill (the fused loss follows a gradient
# through a mask).
ZERO_FILLS: dict[str, tuple[int, int]] = {
    "aten.masked_fill.Scalar": (0, 2), "aten.where.ScalarOther": (1, 2),
}
# Where a matmul's two matrix operands are, by overload: the 2-d products a linear layer traces
# to (addmm's first argument is what the product is added to) and the experts' grouped ones.
# The linear analysis (aotc.linears) and fp8 read them.
MATMUL_OPERANDS: dict[str, tuple[int, int]] = {
    "aten.mm.default": (0, 1), "aten.addmm.default": (1, 2),
    "aotc.grouped_mm.default": (0, 1), "aotc.grouped_mm_weight_grad.default": (0, 1),
}
# Which tensor operand's last dimension a matmul sums over, by "namespace.packet": its
# multiply-adds are its result's elements times that dimension (remat's cost model,
# aotc.passes.remat.cost). The experts' weight gradients and convolutions sum over others.
CONTRACTS: dict[str, int] = {
    **{f"aten.{p}": 0 for p in ("mm", "bmm", "matmul", "linear", "_scaled_mm", "mv", "dot")},
    **{f"aten.{p}": 1 for p in ("addmm", "baddbmm", "addmv")},
    **{f"aotc.{p}": 0 for p in ("grouped_mm", "scaled_grouped_mm")},
}
# Loops on some devices only, by "namespace.packet": Inductor's C++ backend runs a scatter that
# sums through ATen when it runs on several threads (`use_scatter_fallback` in
# torch/_inductor/utils.py), which a kernel pack cannot take; on CUDA it writes atomic adds.
LOOP_DEVICES: dict[str, frozenset[str]] = {"aten.scatter_add": frozenset({"cuda"})}
# Overloads Inductor never writes as loops although their packet is one: a scatter that
# multiplies (or takes another reduction than a sum) goes through ATen on every device.
NOT_LOOPS = frozenset({"aten.scatter.reduce", "aten.scatter.value_reduce"})
# Ops that add values into places of a target, several into one place where indices repeat, by
# overload: the positions of the target and of the values. A fusion compiler adds them with
# atomics in the target's dtype. ATen's CUDA index_put sums each place in float32 (an expert
# bias's gradient sums thousands of bf16 rows into one), its scatter_add and index_add add in
# the target's dtype: the inductor executor lowers half-precision ones in float32, as accurate
# as ATen's index_put and more than the others.
ACCUMULATES: dict[str, tuple[int, int]] = {
    "aten.index_put.default": (0, 2), "aten._unsafe_index_put.default": (0, 2),
    "aten.scatter_add.default": (0, 3), "aten.index_add.default": (0, 3),
}
# What an op computes where an attention mask is read as logic (aotc.passes.documents), by
# overload: a boolean `and`, a comparison of two tensors, the constant true, the making of an
# index grid (arange, an offset added, a dimension inserted), a gather by indices, and the ops
# that keep their operand's values where it is broadcast (a copy, an alias, an expansion).
MASK_LOGIC: dict[str, str] = {
    "aten.bitwise_and.Tensor": "and", "aten.logical_and.default": "and", "aten.__and__.Tensor": "and",
    "aten.eq.Tensor": "eq", "aten.ge.Tensor": "ge", "aten.le.Tensor": "le", "aten.new_ones.default": "true",
    "aten.arange.default": "arange", "aten.arange.start": "arange", "aten.arange.start_step": "arange",
    "aten.add.Tensor": "add", "aten.add.Scalar": "add", "aten.unsqueeze.default": "unsqueeze",
    "aten.index.Tensor": "index",
    **{f"aten.{p}": "same" for p in ("alias.default", "detach.default", "clone.default", "expand.default")},
}
