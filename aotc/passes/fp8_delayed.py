"""Delayed scaling for fp8 linears (`--fp8 te-delayed`): TransformerEngine's DelayedScaling recipe
with its state as explicit values of the programs.

Each tensor fp8_linears casts (a linear's input, its weight, the gradient of its output) has an
amax history (float32[L]), a scale and the scale's inverse (float32[]). They are carries of the
training step (ports of kind "carry", aotc.ir.Port): the forward reads them as inputs, and the
program that makes the tensor returns their new values, which the runtime holds for the next
step. The cast multiplies by the scale computed *before* this step's amax was known, which is
what makes the scaling delayed; then the program updates the state:

    x8        = saturate(x * scale) in fp8         the matmuls dequantize it by scale_inv
    window    = history[1:] ++ [amax(|x|)]         the last L amaxes, this step's the newest
    scale'    = fp8_max / 2**margin / max(window)  (float32's largest where that overflows)
    scale_inv'= 1 / scale'
    history'  = [0] ++ window[1:]                  the oldest amax drops out

The history rolls every step (a step of zeros adds a 0), and a window whose maximum is 0 or not
finite leaves the scales as they were. That is TransformerEngine's update
(transformer_engine/common/recipe/delayed_scaling.cu, the bulk kernel its PyTorch modules run
after each step): slot 0 of its history is where a step in progress writes its amax, so the
history a step leaves has a zero there, and a saved state reads as TE's does. TE starts every
history at zeros and every scale at 1, and so does the runtime (aotc.runtime.fp8_state).

        t75 = aten.mm.default(t3, t28)         # t3: a linear's input, t28 = t(weight)
    ->                                         # t4, t5, t6: t3's carries (history, scale, scale_inv)
        t29 = aten.abs.default(t3); t30 = aten.amax.default(t29, [1], False) ...  # this step's amax, by rows
        t34 = aten.cat.default([t33, t32])                   # t33: t4[1:]
        t36 = aten.constant_pad_nd.default(t35, [1, 0], 0.0)  # history'
        t43 = aten.div.Tensor(t42, t37) ... t45 = aten.where.self(t41, t44, t5)  # scale'
        t46 = aten.reciprocal.default(t45)                    # scale_inv'
        t48 = aten.mul.Tensor(t47, t5) ... t50 = aten._to_copy.default(t49, dtype=torch.float8_e4m3fn)
        ... the same for the weight ...
        t75 = aten._scaled_mm.default(t50, t74, t6, t9, None, None, torch.bfloat16)   # t6, t9: scale_inv
        return (..., t39, t45, t46)            # carry amax_history:up.weight:input, scale:..., scale_inv:...

A tensor is one cast however many matmuls read it (the query, key and value projections read
one input): its carries are named after the first linear that reads it and the operand's role,
`<weight>:input`, `<weight>:weight` or `<weight>:grad_output`, and a second tensor in one role
of one weight (a layer applied twice, the fused loss's chunks) adds `#2`, `#3`. The backward
reads the gradient casts' carries as values the forward saved, so two backwards of one forward
(`retain_graph=True`) compute the same gradients and the same new values.

Under data parallelism (`reduce_over`: the data axes of more than one rank) every rank must keep
the same histories and scales, or the ranks would cast alike tensors differently and their
states drift apart. As TransformerEngine does (its "amax reduction group", `reduce_amax`), each
input's and gradient's amax is max-reduced over those axes before it enters the history; the
max of the ranks' amaxes is the amax of the whole batch. The amaxes of one program are reduced
together, as TE concatenates its buffer: one all-reduce of a float32[n] per axis at the end of
the forward (inputs' casts) and one at the end of the backward (gradients' casts), then each
cast's update reads its slot. One collective per program rather than one per cast: a
collective of a few bytes costs its latency whatever it carries, so n casts' collectives would
cost n latencies for the bytes of one. It is issued once the program's last amax is known and
runs under the matmuls after it (schedule_collectives); only the updates wait for it, and
nothing in the step reads what they make. A weight's amax is not reduced: every
rank casts the same weight (whole under ddp, the gathered copy under FSDP), so its amax is
already the same everywhere.

        t30 = aten.amax.default(t29, [1], False) ...         # up's input, this rank's rows
        t61 = aten.amax.default(t60, [1], False) ...         # down's input
        t90 = aten.cat.default([t31, t62])                   # end of the forward: [2]
        t91 = _c10d_functional.all_reduce.default(t90, 'max', 'dp'); t92 = ..wait_tensor.default(t91)
        t93 = aten.select.int(t92, 0, 0) ... (t93's update, as above) ... t110 = aten.select.int(t92, 0, 1) ...
"""

from __future__ import annotations

from dataclasses import dataclass

from aotc.builder import Builder
from aotc.ir import Dtype, MemoryFormat, Port, Program, TensorType, Value
from aotc.linears import gradient_values
from aotc.ops import ALL_REDUCE, WAIT, OpRegistry
from aotc.options import FP8_HISTORY, FP8_MARGIN

FLOAT32_MAX = 3.4028234663852886e38
# What each cast carries, by the prefix of its ports' names: its amax history, the scale its
# tensor is multiplied by, and that scale's inverse, which its matmuls dequantize by (kept, as
# TransformerEngine keeps it, so that no step computes it apart from the update).
CARRIES = ("amax_history", "scale", "scale_inv")


@dataclass(frozen=True)
class DelayedScaling:
    """The recipe: `history` steps of amax per cast, the scale backed off by 2**margin, the
    amax of the window its maximum (TE's amax_compute_algo "max")."""

    history: int = FP8_HISTORY
    margin: int = FP8_MARGIN


@dataclass(frozen=True)
class _Unreduced:
    """A cast whose update waits for its amax to be reduced over the data axes: its name, this
    rank's amax, the carries it reads, and the provenance of the cast."""

    name: str
    amax: Value
    history: Value
    scale: Value
    scaled_max: float
    module: str
    source: str


class Carries:
    """The delayed-scaling state of one joint program, made as fp8_linears meets each tensor it
    casts: the carry inputs, their new values, and each tensor's scale. With `reduce_over` (mesh
    axes), the amaxes of tensors that differ between ranks are max-reduced over those axes
    before they update the state."""

    def __init__(self, recipe: DelayedScaling, reduce_over: tuple[str, ...] = ()):
        self.recipe = recipe
        self.reduce_over = reduce_over
        self.inputs: list[tuple[Port, Value]] = []
        self.outputs: list[tuple[Port, Value]] = []
        self._scales: dict[Value, tuple[Value, Value]] = {}
        self._names: set[str] = set()
        self._unreduced: list[_Unreduced] = []

    def quantize(self, b: Builder, source: Value, x: Value, fmt: str, top: float, cast: str,
                 same_on_every_rank: bool = False) -> tuple[Value, Value]:
        """(x multiplied by its tensor's delayed scale, saturated and cast to fmt, contiguous;
        the float32 factor that dequantizes it). `source` is the tensor x views whole (one
        history per tensor); its carries and their update are made at its first cast, named
        `cast` unless that name is taken. A tensor `same_on_every_rank` (a weight) needs no
        reduction of its amax."""
        scale, dequantize = self._scale(b, source, top, cast, same_on_every_rank)
        wide = b.emit("aten._to_copy.default", x, dtype=Dtype("float32"))
        scaled = b.emit("aten.clamp.default", b.emit("aten.mul.Tensor", wide, scale), -top, top)
        cast8 = b.emit("aten._to_copy.default", scaled, dtype=Dtype(fmt), memory_format=MemoryFormat("contiguous_format"))
        return cast8, dequantize

    def attach(self, program: Program, registry: OpRegistry) -> Program:
        """`program` reading the carries and returning their new values (after the reductions
        of the amaxes that wait for one)."""
        if not self.inputs:
            return program
        if self._unreduced:
            program = program.replace(ops=program.ops + tuple(self._reduce(program, registry)))
        return program.replace(inputs=program.inputs + tuple(v for _, v in self.inputs),
                               input_ports=program.input_ports + tuple(p for p, _ in self.inputs),
                               outputs=program.outputs + tuple(v for _, v in self.outputs),
                               output_ports=program.output_ports + tuple(p for p, _ in self.outputs))

    def made_inside(self, cast: str, device: str, top: float, same_on_every_rank: bool = False):
        """The state of a tensor a kernel quantizes inside itself and reports the amax of (fp8
        attention's probabilities, output and gradients, aotc.passes.fp8_attention): (scale,
        scale_inv, renew), where renew(b, amax) makes the new state from the amax the kernel
        returns. The kernel quantizes by `scale`; its readers dequantize by `scale_inv`."""
        name = self._unique(cast)
        history, scale, scale_inv = self._carried(name, device)
        scaled_max = top / 2 ** self.recipe.margin

        def renew(b: Builder, amax: Value) -> None:
            self._renew(b, name, amax, history, scale, scaled_max, same_on_every_rank)
        return scale, scale_inv, renew

    def _scale(self, b: Builder, source: Value, top: float, cast: str,
               same_on_every_rank: bool) -> tuple[Value, Value]:
        if source in self._scales:
            return self._scales[source]
        name = self._unique(cast)
        history, scale, scale_inv = self._carried(name, source.type.device)
        self._renew(b, name, amax_of(b, source), history, scale, top / 2 ** self.recipe.margin, same_on_every_rank)
        self._scales[source] = (scale, scale_inv)
        return self._scales[source]

    def _unique(self, cast: str) -> str:
        name, n = cast, 1
        while name in self._names:
            n += 1
            name = f"{cast}#{n}"
        self._names.add(name)
        return name

    def _carried(self, name: str, device: str) -> tuple[Value, Value, Value]:
        """The carry inputs of cast `name`: its amax history, its scale and the scale's inverse."""
        history = Value(TensorType("float32", (self.recipe.history,), (1,), device))
        scale, scale_inv = Value(TensorType("float32", (), (), device)), Value(TensorType("float32", (), (), device))
        for key, old in zip(CARRIES, (history, scale, scale_inv)):
            self.inputs.append((Port("carry", f"{key}:{name}"), old))
        return history, scale, scale_inv

    def _renew(self, b: Builder, name: str, amax: Value, history: Value, scale: Value, scaled_max: float,
               same_on_every_rank: bool) -> None:
        """The update of cast `name`'s state from this step's amax, now or (an amax that differs
        between data-parallel ranks) once the amaxes of its program are reduced."""
        if self.reduce_over and not same_on_every_rank:
            self._unreduced.append(_Unreduced(name, amax, history, scale, scaled_max, b.module, b.source))
        else:
            self._hold(name, update(b, amax, history, scale, scaled_max))

    def _hold(self, name: str, new: tuple[Value, Value, Value]) -> None:
        self.outputs.extend((Port("carry", f"{key}:{name}"), made) for key, made in zip(CARRIES, new))

    def _reduce(self, program: Program, registry: OpRegistry) -> list:
        """The ops that max-reduce the waiting amaxes over `reduce_over` and update their casts'
        state: one concatenation and one all-reduce per axis for the forward's amaxes, and as
        many for the backward's (those that depend on a tangent: the split puts them, and the
        state they renew, in the backward)."""
        graded = gradient_values(program)
        b = Builder(registry)
        for backward in (False, True):
            group = [u for u in self._unreduced if (u.amax in graded) == backward]
            if not group:
                continue
            b.at(None)
            flat = b.emit("aten.cat.default", tuple(b.emit("aten.view.default", u.amax, (1,)) for u in group))
            for axis in self.reduce_over:
                flat = b.emit(WAIT, b.emit(ALL_REDUCE, flat, "max", axis))
            for i, u in enumerate(group):
                b.module, b.source = u.module, u.source
                self._hold(u.name, update(b, b.emit("aten.select.int", flat, 0, i), u.history, u.scale, u.scaled_max))
        return b.ops


def amax_of(b: Builder, x: Value) -> Value:
    """amax(|x|) over the whole tensor, as float32[]: a row at a time, then over the rows.

    The cast of x does not wait for this amax (its scale is last step's), so one kernel can
    make both if the reduction walks x as the cast does, row by row; a reduction over the
    whole tensor at once is split by Inductor into blocks of its own, and x is read twice."""
    magnitude = b.emit("aten.abs.default", x)
    if len(x.type.shape) > 1:
        magnitude = b.emit("aten.amax.default", magnitude, (len(x.type.shape) - 1,), False)
    return b.emit("aten._to_copy.default", b.emit("aten.amax.default", magnitude, (), False),
                  dtype=Dtype("float32"))


def update(b: Builder, amax: Value, history: Value, scale: Value, scaled_max: float) -> tuple[Value, Value, Value]:
    """The ops that make (history', scale', 1 / scale') from this step's amax (module
    docstring)."""
    length = history.type.shape[0]
    latest = b.emit("aten.view.default", amax, (1,))
    if length > 1:
        window = b.emit("aten.cat.default", (b.emit("aten.slice.Tensor", history, 0, 1, length), latest))
        rolled = b.emit("aten.constant_pad_nd.default", b.emit("aten.slice.Tensor", window, 0, 1, length), (1, 0), 0.0)
    else:
        window, rolled = latest, b.emit("aten.full_like.default", latest, 0.0)
    top = b.emit("aten.amax.default", window, (0,), False)
    # The history rolls every step, a step of zeros too; the scale changes only where the
    # window's maximum is positive and finite (a NaN compares false), as in TE's kernel.
    usable = b.emit("aten.logical_and.default", b.emit("aten.gt.Scalar", top, 0.0),
                    b.emit("aten.le.Scalar", top, FLOAT32_MAX))
    fresh = b.emit("aten.div.Tensor", b.emit("aten.full_like.default", top, scaled_max), top)
    fresh = b.emit("aten.clamp.default", fresh, None, FLOAT32_MAX)
    new_scale = b.emit("aten.where.self", usable, fresh, scale)
    return rolled, new_scale, b.emit("aten.reciprocal.default", new_scale)
