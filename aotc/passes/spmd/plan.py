"""Deciding which parameters tensor parallelism splits, and along which dimension (applying it
is `model_parallel`'s job).

The default is Megatron's pairing, found on the traced program by the shared linear-layer
analysis (`aotc.linears.find_linears`), not by names: walking the forward in order, a linear
whose input is whole is column-parallel (its weight [out, in] split along out, dim 0) and
makes its output split by features; a linear whose input is split by features (through
elementwise ops, reshapes and attention) is row-parallel (split along in, dim 1) and makes a
partial sum. So Llama's and Qwen's wq, wk, wv, w1 and w3 (q_proj, ..., up_proj) come out
column-parallel, wo and w2 (o_proj, down_proj) row-parallel, and the output layer
column-parallel: vocabulary-parallel logits. An embedding table is split by vocabulary rows;
a linear's bias (addmm) follows its weight's columns. A dimension that does not divide by the
tp ranks stays whole (and the compile says so).

A fused projection (q, k and v in one weight, as GPT-NeoX's, Phi-3's qkv_proj; gate and up in
one) is column-parallel block by block: where the forward splits its output's features into
pieces (`split`, `chunk`, slices), the weight's rows are split piece by piece
(`TensorSplit.blocks`), so each rank holds whole heads of q, k and v (or the same features of
gate and up) and the pieces reach attention (or SwiGLU) with no collective, as separate
projections' would.

`--tp-plan GLOB=STYLE` overrides any of it by parameter name: `colwise` splits the output
features (a linear weight's dim 0, an embedding's dim 1, a bias's dim 0), `rowwise` the input
features (a linear weight's dim 1, an embedding's vocabulary, dim 0), `replicate` keeps it whole.
"""

from __future__ import annotations

import fnmatch

from aotc.errors import CompileError
from aotc.ir import Program, Value
from aotc.linears import Role, find_linears, gradient_values
from aotc.ops import Kind, OpRegistry, view_bases
from aotc.sharding import TensorSplit

COLWISE, ROWWISE, REPLICATE = "colwise", "rowwise", "replicate"


def tensor_parallel_plan(joint: Program, registry: OpRegistry, tp: int, overrides=(),
                         names: dict[str, tuple[str, ...]] | None = None,
                         say=lambda _: None) -> dict[str, TensorSplit]:
    """Each parameter tp splits -> how: the dimension it splits and, for a fused projection, the
    blocks split alike (by the parameter's first name).
    `names` maps a parameter's first name to all its names (for globs); `overrides` are
    (glob, style) pairs, later ones winning."""
    params = {v: p.name for p, v in zip(joint.input_ports, joint.inputs) if p.kind == "param"}
    names = names or {}
    chosen = _overrides(params.values(), overrides, names)
    linears = find_linears(joint, registry)
    base = view_bases(joint.ops, registry)
    backward = gradient_values(joint)
    styles: dict[str, str] = {}
    kinds: dict[str, str] = {}               # name -> "linear" | "embedding" | "bias"
    by_features: set[Value] = set()          # forward values divided by features among tp ranks
    outputs: dict[str, list[Value]] = {}     # a column-parallel weight -> its forward matmuls' results
    for op in joint.ops:
        if any(v in backward for v in op.outputs if v is not None):
            continue
        role = linears.role(op)
        if role is not None and role.role is Role.FORWARD:
            w = role.weight
            kinds.setdefault(w, "linear")
            activation = [v for v in _operands(op) if params.get(base.get(v, v)) != w]
            default = ROWWISE if any(v in by_features for v in activation) else COLWISE
            style = styles.setdefault(w, chosen.get(w, default))
            if op.name == "aten.addmm.default":
                bias = params.get(base.get(op.args[0], op.args[0]))
                if bias is not None and bias not in chosen:
                    kinds.setdefault(bias, "bias")
                    styles.setdefault(bias, COLWISE if style == COLWISE else REPLICATE)
            if style == COLWISE:
                by_features.update(v for v in op.outputs if v is not None)
                # Blocks are found for a weight [out, in] read transposed (nn.Linear), whose
                # rows are the output's features; a [in, out] one (GPT-2's Conv1D) keeps one block.
                right = _operands(op)[-1]
                if right not in params and params.get(base.get(right, right)) == w:
                    outputs.setdefault(w, []).append(op.outputs[0])
                    if op.name == "aten.addmm.default" and bias is not None:
                        outputs.setdefault(bias, []).append(op.outputs[0])
            continue
        if op.name == "aten.embedding.default" and params.get(base.get(op.args[0], op.args[0])) is not None:
            w = params[base.get(op.args[0], op.args[0])]
            kinds.setdefault(w, "embedding")
            styles.setdefault(w, chosen.get(w, ROWWISE))
            if styles[w] == COLWISE:
                by_features.update(v for v in op.outputs if v is not None)
            continue
        if any(v in by_features for v in op.inputs()):
            by_features.update(v for v in op.outputs if v is not None)
    shapes = {name: v.type.shape for v, name in params.items()}
    for name, style in chosen.items():
        styles[name] = style
        kinds.setdefault(name, "other")
    readers = _forward_readers(joint, backward)
    plan, whole = {}, []
    for name, style in styles.items():
        if style == REPLICATE:
            continue
        dim = _dim(name, kinds[name], style, shapes[name])
        if shapes[name][dim] % tp:
            if name in chosen:
                raise CompileError(f"--tp-plan {name}={style}: its dimension {dim} ({shapes[name][dim]}) does not "
                                   f"split over tp={tp}")
            whole.append(name)
            continue
        blocks = ()
        if style == COLWISE and dim == 0 and name in outputs:
            blocks = _pieces(outputs[name], readers, registry, shapes[name][0], tp)
        plan[name] = TensorSplit(dim, blocks)
    _report(plan, kinds, styles, whole, tp, say)
    return plan


def _forward_readers(joint: Program, backward: set[Value]) -> dict[Value, list]:
    readers: dict[Value, list] = {}
    for op in joint.ops:
        if not any(v in backward for v in op.outputs if v is not None):
            for v in op.inputs():
                readers.setdefault(v, []).append(op)
    return readers


def _pieces(results: list[Value], readers, registry: OpRegistry, n: int, tp: int) -> tuple[int, ...]:
    """The sizes of the pieces the forward cuts a column-parallel linear's output features (its
    last dimension, of size n, through reshapes that keep it) into: () when it is used whole, or
    when a piece does not split over tp (it is then split as one block, and gathered to cut)."""
    edges = {0, n}
    frontier = [v for v in results if v.type.shape[-1:] == (n,)]
    while frontier:
        v = frontier.pop()
        for op in readers.get(v, ()):
            rank = len(v.type.shape)
            if registry.lookup(op.name).is_(Kind.RESHAPE) and op.outputs[0].type.shape[-1:] == (n,):
                frontier.append(op.outputs[0])
            elif registry.kind(op, Kind.SPLIT) and (op.args[2] if len(op.args) > 2 else 0) % rank == rank - 1:
                size = op.args[1]
                sizes = list(size) if isinstance(size, (list, tuple)) else [size] * -(-n // size)
                at = 0
                for k in sizes:
                    at = min(at + k, n)
                    edges.add(at)
            elif op.name == "aten.slice.Tensor" and op.args[1] % rank == rank - 1 and op.args[4:5] in ((), (1,)):
                bounds = [b for b in op.args[2:4] if b is not None]
                edges.update(min(b + n if b < 0 else b, n) for b in bounds)
    if len(edges) == 2:
        return ()
    ordered = sorted(edges)
    sizes = tuple(b - a for a, b in zip(ordered, ordered[1:]))
    return sizes if all(k % tp == 0 for k in sizes) else ()


def _dim(name: str, kind: str, style: str, shape: tuple[int, ...]) -> int:
    if kind == "embedding":
        return 1 if style == COLWISE else 0
    if kind in ("linear",):
        return 0 if style == COLWISE else 1
    if style == COLWISE and shape:
        return 0
    raise CompileError(f"--tp-plan {name}={style}: {name!r} is neither a linear weight nor an embedding table "
                       f"({list(shape)}); give it colwise (dim 0) or replicate")


def _overrides(params, overrides, names) -> dict[str, str]:
    chosen = {}
    for glob, style in overrides:
        hits = [p for p in params if any(fnmatch.fnmatchcase(n, glob) for n in names.get(p, (p,)))]
        if not hits:
            raise CompileError(f"--tp-plan {glob!r} matches no parameter; names look like {next(iter(params), '?')!r}")
        chosen.update((p, style) for p in hits)
    return chosen


def _operands(op) -> list[Value]:
    idx = (1, 2) if op.name == "aten.addmm.default" else (0, 1)
    return [op.args[i] for i in idx if isinstance(op.args[i], Value)]


def _report(plan, kinds, styles, whole, tp, say) -> None:
    count = {}
    for name, how in plan.items():
        dim = how.dim
        key = {("linear", 0): "column-parallel linears", ("linear", 1): "row-parallel linears",
               ("embedding", 0): "vocabulary-parallel embeddings", ("embedding", 1): "embeddings split by features",
               }.get((kinds[name], dim), "other parameters split")
        count[key] = count.get(key, 0) + 1
    parts = [f"{n} {what}" for what, n in count.items()]
    fused = sum(1 for name, how in plan.items() if how.blocks and kinds[name] == "linear")
    if fused:
        parts.append(f"{fused} of the column-parallel ones fused (split block by block)")
    say(f"tensor parallel over tp={tp}: " + (", ".join(parts) or "no parameter split"))
    if whole:
        say(f"  kept whole (a dimension does not divide by {tp}): {', '.join(whole[:6])}"
            + (f" and {len(whole) - 6} more" if len(whole) > 6 else ""))
