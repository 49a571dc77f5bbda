"""fp8 linears: the matmuls of linear layers run as `torch._scaled_mm` on float8 operands.

Scaling is dynamic and stateless: each operand's scale is computed in the program from that
operand's own absolute maximum (one scale per tensor, or per row of the left operand and
per column of the right one with "rowwise"), so there is no amax history a backward could
mutate, and a second backward (`retain_graph=True`) computes exactly what the first did.
Activations and weights are cast to e4m3 (more mantissa, range 448); gradients to e5m2 (range
57344: gradients span more orders of magnitude than they need digits), as TransformerEngine's
and torchao's recipes do.

The pass rewrites every `aten.mm` of the joint program that belongs to a linear layer: the
forward matmul (it reads the weight), the input-gradient matmul (it reads the weight) and the
weight-gradient matmul (its result is the weight's gradient). A frozen weight has no
weight-gradient matmul (the freeze pass removed it), so nothing fp8 is kept for one. The
casts and amax reductions are elementwise and reduction ops, so the fusion pass puts them into
fused kernels, and the remat pass decides, as for any value, whether the backward recomputes a
cast or the forward saves it.

Experts' grouped matmuls (`aotc.grouped_mm`, the same three roles) are rewritten by a second
pass, `fp8_experts`, into `aotc.scaled_grouped_mm` and `aotc.scaled_grouped_mm_weight_grad`,
scaled as torch's fp8 grouped GEMM takes them whatever the recipe: per row and per expert
column, every operand e4m3.
"""

from __future__ import annotations

import fnmatch
from dataclasses import dataclass
from functools import partial

from aotc.errors import CompileError
from aotc.options import FP8_HISTORY, FP8_MARGIN, FP8_RECIPES
from aotc.builder import Builder
from aotc.customops.grouped_mm import MAX_FP8_GROUPS, SCALED_OPS
from aotc.format.fp8_info import Fp8Info
from aotc.ir import Dtype, MemoryFormat, Op, Port, Program, Value, defined_at, defined_by
from aotc.linears import Role, find_linears, gradient_values
from aotc.ops import Kind, OpRegistry, view_bases
from aotc.passes.cse import cse
from aotc.passes.fp8_attention import fp8_attention
from aotc.passes.fp8_delayed import Carries, DelayedScaling
from aotc.passes.fp8_gathers import fp8_gathers
from aotc.passes.fp8_transposes import fp8_transposes
from aotc.passes.fusion import loop_op
from aotc.passes.runner import Fact, Pass, Scope
from aotc.passes.shard import gather_chain

RECIPES = FP8_RECIPES


@dataclass(frozen=True)
class Fp8:
    """fp8 linears as a feature of a compile: a recipe and the weights it leaves alone (and
    for te-delayed, the amax history's length, the margin and the data axes its amaxes are
    reduced over), which of the experts' grouped matmuls run in fp8 ("off", "forward" or
    "all": fp8_experts), and whether dense attention does (te-delayed only: fp8_attention)."""

    recipe: str
    skip: tuple[str, ...] = ()
    history: int = FP8_HISTORY
    margin: int = FP8_MARGIN
    experts: str = "off"
    reduce_over: tuple[str, ...] = ()
    attention: bool = False

    def passes(self, scope: Scope, registry: OpRegistry) -> list[Pass]:
        if scope is Scope.JOINT:
            # Before sharding, while a linear's matmuls still read its weight by the parameter's
            # name: each rank then scales the gathered weight, the same on every rank. CSE then
            # keeps one scale per tensor, however many matmuls read it.
            experts = [] if self.experts == "off" else [
                Pass("fp8_experts", scope, partial(fp8_experts, registry=registry, skip=self.skip,
                                                   weight_grads=self.experts == "all"),
                     needs=frozenset({Fact.PLAIN, Fact.UNSHARDED}))]
            return [Pass("fp8_linears", scope, partial(fp8_linears, registry=registry, recipe=self.recipe,
                                                       skip=self.skip, history=self.history, margin=self.margin,
                                                       reduce_over=self.reduce_over, attention=self.attention),
                         needs=frozenset({Fact.PLAIN, Fact.UNSHARDED})),
                    *experts,
                    Pass("cse", scope, partial(cse, registry=registry)),
                    # Delayed scaling casts a gradient in the kernel that reduces its amax by
                    # rows, which would write the transposed copy a byte at a time.
                    *([Pass("fp8_transposes", scope, partial(fp8_transposes, registry=registry),
                            needs=frozenset({Fact.PLAIN}))] if self.recipe == "te-delayed" else [])]
        if scope is Scope.PAIR:
            # Gathers in fp8 once the casts the backward would make of a gathered weight have
            # joined the forward's (a weight read by anything but its casts stays gathered whole).
            return [Pass("hoist_weight_casts", scope, partial(hoist_weight_casts, registry=registry),
                         needs=frozenset({Fact.PLAIN})),
                    Pass("fp8_gathers", scope, partial(fp8_gathers, registry=registry),
                         needs=frozenset({Fact.PLAIN}))]
        return []

    def section(self) -> Fp8Info:
        """What the manifest records of it."""
        experts = None if self.experts == "off" else self.experts
        if self.recipe == "te-delayed":
            return Fp8Info(self.recipe, self.skip, self.history, self.margin, "max", experts=experts,
                           attention=self.attention)
        return Fp8Info(self.recipe, self.skip, experts=experts)
E4M3, E5M2 = "float8_e4m3fn", "float8_e5m2"
_MAX = {E4M3: 448.0, E5M2: 57344.0}
_ELIGIBLE_DTYPES = ("bfloat16", "float32")


def fp8_linears(joint: Program, registry: OpRegistry, *, recipe: str = "tensorwise",
                skip: tuple[str, ...] = (), history: int = FP8_HISTORY, margin: int = FP8_MARGIN,
                reduce_over: tuple[str, ...] = (), attention: bool = False) -> Program:
    """After fp8_linears, every matmul of a linear layer whose weight matches no `skip` glob
    and whose dimensions are multiples of 16 reads float8 operands through `_scaled_mm`.
    Under te-delayed each cast tensor's scale is a carry of the step, `history` and `margin`
    its recipe (aotc.passes.fp8_delayed), its amaxes max-reduced over the mesh axes
    `reduce_over` (data parallelism), and with `attention` dense attention runs in fp8 too
    (aotc.passes.fp8_attention); otherwise each scale is computed from the tensor itself:

        t5 = aten.mm.default(t1, t4)          # t4 = t(weight)
        ->
        t6 = aten.abs.default(t1); t7 = aten.amax.default(t6, []) ...   # scale of t1
        t9 = aten._to_copy.default(t8, dtype=torch.float8_e4m3fn)      # t1 / scale, cast
        ... the same for t4, column-major ...
        t5 = aten._scaled_mm.default(t9, t13, t8s, t12s, None, None, torch.bfloat16)
    """
    if recipe not in RECIPES:
        raise CompileError(f"fp8 recipe {recipe!r} is not one of {', '.join(RECIPES)}")
    params = {v: p.name for p, v in zip(joint.input_ports, joint.inputs) if p.kind == "param"}
    for glob in skip:
        if not any(fnmatch.fnmatchcase(name, glob) for name in params.values()):
            raise CompileError(f"--fp8-skip {glob!r} matches no parameter; names look like "
                               f"{next(iter(params.values()), '(none)')!r}")
    graded = gradient_values(joint)
    linears = find_linears(joint, registry)
    carries = Carries(DelayedScaling(history, margin), reduce_over) if recipe == "te-delayed" else None
    base = view_bases(joint.ops, registry)

    def cast_name(weight: str, v: Value) -> str:
        """The name of operand v's cast: its linear's weight and what v is to that linear."""
        role = "weight" if base.get(v, v) in params else "grad_output" if v in graded else "input"
        return f"{weight}:{role}"

    def cast_of(weight: str, v: Value) -> tuple[str, bool]:
        """(operand v's cast's name, whether v is a weight: the same tensor on every data-parallel rank)."""
        return cast_name(weight, v), base.get(v, v) in params

    # amax(|x|) over a whole tensor is the same through any view that keeps every element (a
    # transpose, a reshape): taken on the viewed tensor, the scale of a weight, an activation
    # or a gradient is one value however many matmuls read it (CSE then merges the copies).
    whole: dict[Value, Value] = {}
    for op in joint.ops:
        if registry.lookup(op.name).kinds & {Kind.RESHAPE, Kind.PERMUTE}:
            source = op.args[0]
            for v in op.outputs:
                if v is not None and isinstance(source, Value) and v.type.numel == source.type.numel:
                    whole[v] = whole.get(source, source)
    ops: list[Op] = []
    for op in joint.ops:
        operands = registry.lookup(op.name).matmul_operands
        role = linears.role(op) if operands is not None and not registry.kind(op, Kind.GROUPED) else None
        name = role.weight if role is not None else None
        if name is None or any(fnmatch.fnmatchcase(name, g) for g in skip) or not _eligible(op, operands):
            ops.append(op)
            continue
        a, b = (op.args[i] for i in operands)
        builder = Builder(registry, like=op)
        quantize = partial(_quantize, whole=whole, carries=carries)
        if carries is not None:
            names = iter((cast_of(name, a), cast_of(name, b)))
            quantize = partial(quantize, names=names)
        out = op.outputs[0]
        if op.name == "aten.addmm.default":
            # A sum of products (the fused loss's weight gradient, chunk by chunk): the product in
            # fp8, then the sum.
            out = Value(op.outputs[0].type)
        _scaled_matmul(builder, recipe, whole, quantize, a, b, out, E5M2 if a in graded else E4M3,
                       E5M2 if b in graded else E4M3)
        if op.name == "aten.addmm.default":
            builder.append(Op("aten.add.Tensor", (op.args[0], out), (), op.outputs, module=op.module,
                              source=op.source))
        ops += builder.ops
    program = joint.replace(ops=tuple(ops))
    if carries is None:
        return program
    if attention:
        program = fp8_attention(program, registry, carries)
    return carries.attach(program, registry)


def _eligible(op: Op, operands: tuple[int, int]) -> bool:
    """A linear's matmul fp8 can rewrite: addmm's first argument has the product's type."""
    if op.name == "aten.addmm.default":
        extra = op.args[0]
        if len(op.args) > 3 or op.kwargs or not isinstance(extra, Value) or extra.type != op.outputs[0].type:
            return False
    a, b = (op.args[i] for i in operands)
    if not (isinstance(a, Value) and isinstance(b, Value)):
        return False
    (m, k), (_, n) = a.type.shape, b.type.shape
    return (a.type.dtype == b.type.dtype and a.type.dtype in _ELIGIBLE_DTYPES
            and all(d % 16 == 0 and d > 0 for d in (m, k, n)))


def _scaled_matmul(b: Builder, recipe: str, whole: dict[Value, Value], quantize, x: Value, w: Value, out: Value,
                   fmt_x: str, fmt_w: str) -> list[Op]:
    """The ops computing `out` = x @ w through `_scaled_mm` (the op defining `out` is replaced)."""
    rowwise = recipe == "rowwise"
    # _scaled_mm wants its left operand row-major and its right one column-major: the right
    # one is quantized as its transpose, made contiguous, and viewed back.
    x8, scale_x = quantize(b, x, fmt_x, dim=1 if rowwise else None)
    wt = b.emit("aten.t.default", w)
    whole[wt] = whole.get(w, w)
    wt8, scale_wt = quantize(b, wt, fmt_w, dim=1 if rowwise else None)
    w8 = b.emit("aten.t.default", wt8)
    scale_w = b.emit("aten.t.default", scale_wt) if rowwise else scale_wt
    b.append(Op("aten._scaled_mm.default", (x8, w8, scale_x, scale_w, None, None, Dtype(out.type.dtype)), (),
                (out,), module=b.module, source=b.source))
    return b.ops


def _quantize(b: Builder, x: Value, fmt: str, dim: int | None, *, whole: dict[Value, Value],
              carries: Carries | None = None, names=None) -> tuple[Value, Value]:
    """(x / scale cast to fmt, contiguous; scale as float32) with scale = amax(|x|) / fmt's max,
    over the whole tensor or along `dim` (one scale per row); with `carries`, delayed scaling's
    cast of x (the next of `names` names it and says whether it is a weight)."""
    if carries is not None:
        name, weight = next(names)
        return carries.quantize(b, whole.get(x, x), x, fmt, _MAX[fmt], name, same_on_every_rank=weight)
    dims = () if dim is None else (dim,)
    source = whole.get(x, x) if dim is None else x
    amax = b.emit("aten.amax.default", b.emit("aten.abs.default", source), dims, dim is not None)
    amax = b.emit("aten._to_copy.default", amax, dtype=Dtype("float32"))
    amax = b.emit("aten.clamp.default", amax, 1e-12)
    scale = b.emit("aten.div.Tensor", amax, _MAX[fmt])
    wide = b.emit("aten._to_copy.default", x, dtype=Dtype("float32"))
    scaled = b.emit("aten.div.Tensor", wide, scale)
    scaled = b.emit("aten.clamp.default", scaled, -_MAX[fmt], _MAX[fmt])
    cast = b.emit("aten._to_copy.default", scaled, dtype=Dtype(fmt), memory_format=MemoryFormat("contiguous_format"))
    return cast, scale


GROUPED_MM, GROUPED_WEIGHT_GRAD = "aotc.grouped_mm.default", "aotc.grouped_mm_weight_grad.default"
SCALED_GROUPED_MM, SCALED_GROUPED_WEIGHT_GRAD = SCALED_OPS


def fp8_experts(joint: Program, registry: OpRegistry, *, skip: tuple[str, ...] = (),
                weight_grads: bool = False) -> Program:
    """After fp8_experts, every forward and input-gradient grouped matmul of experts whose weight
    matches no `skip` glob and whose matrix dimensions are multiples of 16 reads e4m3 operands
    through `aotc.scaled_grouped_mm`.

    Scales: one per row of the rows, one per column of each expert's weight; the operands were
    bfloat16 or float32.

    The weight-gradient matmuls stay in high precision unless `weight_grads` (`--fp8-experts
    all`): then they become `aotc.scaled_grouped_mm_weight_grad` (a scale per column of each
    operand, over all rows). Measured on one H200 (torch 2.11) at Qwen3-30B-A3B's expert
    shapes, 4096 tokens, top-8: the fp8 forward GEMM ran at 498 TFLOP/s against bf16's 361, the
    fp8 weight gradient at 76 against 407 (torch's 2d x 2d scaled grouped GEMM, its groups
    padded to 16 rows); whole steps in bench/RESULTS.md ("Mixture of experts"), where casting
    128 experts' weights each step costs more than the faster GEMMs save, which is why
    `--fp8` leaves the experts alone unless `--fp8-experts` asks.

        t9 = aotc.grouped_mm.default(t5, t8, t7)             # t8 = transpose(w): [G, K, N]
        ->
        t10 = aten.abs.default(t5); t11 = aten.amax.default(t10, [1], True) ...   # a scale per row
        t15 = aten._to_copy.default(t14, dtype=torch.float8_e4m3fn, ...)          # t5 / scale, cast
        t16 = aten.transpose.int(t8, -2, -1) ... aten.amax.default(.., [2], True) # per expert column
        t22 = aten.transpose.int(t21, -2, -1)                                     # e4m3, column-major
        t9 = aotc.scaled_grouped_mm.default(t15, t22, t23, t24, t7, torch.bfloat16, True)

    Gradients are e4m3 too: torch's fp8 grouped GEMM takes no e5m2 (per-row scales leave e4m3
    the range gradients need). The forward accumulates fast (`use_fast_accum`), the gradients
    do not, as torchao's float8 linears choose. Scaling the weight gradient's operands per
    group of rows (as torchao's MoE training does) would take a reduction per expert; a scale
    per column over all rows is one plain reduction.
    """
    linears = find_linears(joint, registry, grouped=True)
    scaled = (GROUPED_MM, GROUPED_WEIGHT_GRAD) if weight_grads else (GROUPED_MM,)
    ops: list[Op] = []
    for op in joint.ops:
        role = linears.role(op) if op.name in scaled else None
        if role is None or any(fnmatch.fnmatchcase(role.weight, g) for g in skip) or not _grouped_eligible(op):
            ops.append(op)
            continue
        b = Builder(registry, like=op)
        x, y, offs = op.args
        out = op.outputs[0]
        if op.name == GROUPED_MM:
            x8, sx = _quantize(b, x, E4M3, dim=1, whole={})      # [S, 1]: one per row
            yt8, sy = _quantize(b, b.emit("aten.transpose.int", y, -2, -1), E4M3, dim=2, whole={})   # [G, N, 1]
            y8 = b.emit("aten.transpose.int", yt8, -2, -1)              # [G, K, N], column-major
            args = (x8, y8, _flat(b, sx, x.type.shape[:1]), _flat(b, sy, yt8.type.shape[:2]), offs,
                    Dtype(out.type.dtype), role.role is Role.FORWARD)
            name = SCALED_GROUPED_MM
        else:
            x8, sx = _quantize(b, x, E4M3, dim=0, whole={})      # [1, K]: one per column
            y8, sy = _quantize(b, y, E4M3, dim=0, whole={})
            args = (x8, y8, _flat(b, sx, x.type.shape[1:]), _flat(b, sy, y.type.shape[1:]), offs,
                    Dtype(out.type.dtype))
            name = SCALED_GROUPED_WEIGHT_GRAD
        b.append(Op(name, args, (), (out,), module=op.module, source=op.source))
        ops += b.ops
    return joint.replace(ops=tuple(ops))


def _grouped_eligible(op: Op) -> bool:
    x, y = op.args[:2]
    if not (isinstance(x, Value) and isinstance(y, Value)):
        return False
    dims = (x.type.shape[1], y.type.shape[-1])
    # Groups: torch's fp8 grouped GEMM takes fewer than MAX_FP8_GROUPS, and its kernel's fallback
    # reads the offsets on the host, which a CUDA graph cannot capture: more experts stay wide.
    groups = op.args[2].type.shape[0]
    return (x.type.dtype == y.type.dtype and x.type.dtype in _ELIGIBLE_DTYPES and groups < MAX_FP8_GROUPS
            and all(d % 16 == 0 and d > 0 for d in dims))


def _flat(b: Builder, scale: Value, shape: tuple[int, ...]) -> Value:
    """A scale without its kept dimension of size 1, as the grouped GEMM takes it."""
    return b.emit("aten.view.default", scale, tuple(shape))


def hoist_weight_casts(forward: Program, backward: Program, registry: OpRegistry) -> tuple[Program, Program]:
    """After hoist_weight_casts, a backward that would keep a gathered (FSDP ZeRO-2) weight only
    to cast it to fp8 for the input-gradient matmul gets that fp8 copy from the forward instead,
    cast in the kernel that casts the weight for the forward matmul.

    The forward then frees the gathered bf16 weight (two bytes per element) after its matmul and
    keeps the transposed fp8 copy (one byte), and the backward does not read the weight again.
    A weight that is a parameter is held by its owner anyway, so keeping a copy of it would
    only add memory: casting both copies in the forward took the same step time as casting
    one in each pass, with several GB more (bench/RESULTS.md). Frozen
    weights are left alone (nothing fp8 is kept for them), and so is ZeRO-3, whose backward
    gathers its weights again.

        forward: w = wait(gather(shard))          forward: w = wait(gather(shard))
                 w8 = cast(w / s)                          w8 = cast(w / s); wt8 = cast(t(w) / s)
        backward: wt8 = cast(t(w) / s)    ->      backward: (reads the saved wt8, not w)
    """
    params = {v: p.name for p, v in zip(forward.input_ports, forward.inputs) if p.kind == "param"}
    trained = {p.name for p, v in zip(backward.output_ports, backward.outputs) if p.kind == "grad" and v is not None}
    fw_producer = defined_by(forward.ops)
    saved = {v for p, v in zip(backward.input_ports, backward.inputs) if p.kind == "saved"}
    bw_producer = defined_at(backward.ops)

    def gathered_weight(v: Value) -> str | None:
        """The parameter that saved value `v` is the gathered copy of, else None."""
        chain = gather_chain(v, fw_producer, params)
        return params[chain[0].args[0]] if chain else None

    def chain_of(i: int) -> tuple[set[int], set[Value]] | None:
        """(the backward ops that make the cast `backward.ops[i]`, the tensors they read) if all
        are elementwise on saved values and the only tensors are gathered trained weights."""
        chain, stack, roots = set(), [i], set()
        while stack:
            j = stack.pop()
            if j in chain:
                continue
            chain.add(j)
            op = backward.ops[j]
            if not loop_op(op, registry.lookup(op.name)):
                return None
            for u in op.inputs():
                if u in bw_producer:
                    stack.append(bw_producer[u])
                elif u not in saved:
                    return None                     # a tangent
                elif u.type.numel > 1:
                    roots.add(u)
        return (chain, roots) if roots and all(gathered_weight(r) in trained for r in roots) else None

    chains = [c for i, op in enumerate(backward.ops) if _is_fp8_cast(op) and (c := chain_of(i)) is not None]
    hoisted = set().union(*(chain for chain, _ in chains))
    # Only where the backward then stops reading the weight: otherwise both copies stay alive.
    read_elsewhere = {u for i, op in enumerate(backward.ops) if i not in hoisted for u in op.inputs()}
    read_elsewhere.update(v for v in backward.outputs if v is not None)
    hoisted = set().union(*(chain for chain, roots in chains if not roots & read_elsewhere))
    # What the backward still reads of the hoisted values must be cheap to save: the fp8 copies
    # themselves and scalars (scales), never a full-size intermediate.
    kept = [op for i, op in enumerate(backward.ops) if i not in hoisted]
    made = {v for i in hoisted for v in backward.ops[i].outputs if v is not None}
    reads = [u for op in kept for u in op.inputs()] + [v for v in backward.outputs if v is not None]
    if not hoisted or any(u in made and u.type.numel > 1 and u.type.dtype not in _MAX for u in reads):
        return forward, backward

    # Each hoisted op goes right after the forward op defining its last input, so the fusion
    # pass puts it in the region that casts the same gathered weight for the forward matmul.
    position = defined_at(forward.ops)
    after: dict[int, list[Op]] = {}
    for i in sorted(hoisted):
        op = backward.ops[i]
        at = max((position.get(u, -1) for u in op.inputs()), default=-1)
        after.setdefault(at, []).append(op)
        position.update((v, at) for v in op.outputs if v is not None)
    ops = list(after.get(-1, []))
    for i, op in enumerate(forward.ops):
        ops += [op] + after.get(i, [])

    # The backward now reads, in the forward's order of definition, what it read before (less
    # what only hoisted ops read) and the hoisted results it uses; CSE then merges the hoisted
    # scale arithmetic with the forward's own.
    defined = {v for op in kept for v in op.outputs if v is not None}
    tangents = [(p, v) for p, v in zip(backward.input_ports, backward.inputs) if p.kind == "tangent"]
    defined.update(v for _, v in tangents)
    needed = list(dict.fromkeys(u for u in reads if u not in defined))
    results = [(p, v) for p, v in zip(forward.output_ports, forward.outputs) if p.kind != "saved"]
    merged = cse(forward.replace(ops=tuple(ops), outputs=tuple(v for _, v in results) + tuple(needed)),
                 registry)
    canonical = dict(zip(needed, merged.outputs[len(results):]))
    order = {v: i for i, v in enumerate(forward.inputs)}
    order.update((v, len(order) + i) for i, op in enumerate(merged.ops) for v in op.outputs if v is not None)
    new_saved = sorted(dict.fromkeys(canonical.values()), key=order.__getitem__)
    ports = tuple(Port("saved", str(i)) for i in range(len(new_saved)))
    forward = merged.replace(outputs=tuple(v for _, v in results) + tuple(new_saved),
                             output_ports=tuple(p for p, _ in results) + ports)
    mapping = {v: c for v, c in canonical.items() if c is not v}
    backward = backward.replace(
        inputs=tuple(new_saved) + tuple(v for _, v in tangents),
        input_ports=ports + tuple(p for p, _ in tangents),
        ops=tuple(op.replace_inputs(mapping) for op in kept),
        outputs=tuple(mapping.get(v, v) if v is not None else None for v in backward.outputs))
    return forward, backward


def _is_fp8_cast(op: Op) -> bool:
    return op.name == "aten._to_copy.default" and dict(op.kwargs).get("dtype") in (Dtype(E4M3), Dtype(E5M2))
