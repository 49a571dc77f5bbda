"""The project's IR: immutable, typed programs of bound ops.

    program ::= def name(value: type, ...): (op | region)* return (value | None)*
    op      ::= value* = opname(arg*, key=arg*)        # opname: "aten.mm.default"
    region  ::= value* = region[executor](value*) { program }
    arg     ::= value | literal | fn | (arg*)
    fn      ::= Fn { program }                        # a function an op calls (a mask or score modification)
    literal ::= None | bool | int | float | str | Dtype | Device | Layout | MemoryFormat
    type    ::= device dtype[shape] stride

Every pass consumes and produces this. Values are compared by identity and named only by
the printer; ops are named by stable strings that the op registry (`aotc.ops`) resolves.
A region groups ops that one executor runs as a unit (a fused kernel); its body is a program
of plain ops, so running the body op by op gives the same values. Each program input and
output has a `Port` saying what it binds to (a parameter, a user
input, a gradient, ...), which is how passes and the runtime agree on calling conventions.
This module imports nothing from torch so that it can be read, written and checked anywhere.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Callable, Iterator, Union

# Short names used by the printer's type comments (`# t3: cpu f32[2, 64]`).
DTYPE_ABBREV = {
    "float64": "f64", "float32": "f32", "float16": "f16", "bfloat16": "bf16",
    "int64": "i64", "int32": "i32", "int16": "i16", "int8": "i8", "uint8": "u8",
    "bool": "b8", "complex64": "c64", "complex128": "c128",
    "float8_e4m3fn": "f8e4m3", "float8_e5m2": "f8e5m2",
}
DTYPE_BYTES = {
    "float64": 8, "float32": 4, "float16": 2, "bfloat16": 2, "int64": 8, "int32": 4,
    "int16": 2, "int8": 1, "uint8": 1, "bool": 1, "complex64": 8, "complex128": 16,
    "float8_e4m3fn": 1, "float8_e5m2": 1, "float8_e4m3fnuz": 1, "float8_e5m2fnuz": 1,
    "float8_e8m0fnu": 1, "uint16": 2, "uint32": 4, "uint64": 8, "complex32": 4,
}


def floating(dtype: str) -> bool:
    """Whether a dtype name is a floating-point one (float8 to float64, bfloat16): the dtypes a
    gradient can have."""
    return dtype.startswith(("float", "bfloat"))


@dataclass(frozen=True)
class TensorType:
    dtype: str                # torch dtype name without the "torch." prefix
    shape: tuple[int, ...]
    stride: tuple[int, ...]
    device: str               # device type only ("cpu", "cuda"): the index is the runtime's

    @property
    def numel(self) -> int:
        n = 1
        for d in self.shape:
            n *= d
        return n

    @property
    def nbytes(self) -> int:
        return self.numel * DTYPE_BYTES[self.dtype]

    @property
    def contiguous(self) -> bool:
        """Row-major in memory, as torch's is_contiguous says: a dimension of size 1 is never
        stepped over, so its stride does not matter ([8192, 1, 4096] permuted to [1, 8192, 4096]
        is contiguous and views as [8192, 4096] without a copy)."""
        if self.numel <= 1:
            return True
        expected = contiguous_strides(self.shape)
        return all(size == 1 or s == e for size, s, e in zip(self.shape, self.stride, expected))

    def __str__(self) -> str:
        dims = ", ".join(str(d) for d in self.shape)
        return f"{self.device} {DTYPE_ABBREV.get(self.dtype, self.dtype)}[{dims}]"


def strides_agree(shape, a, b) -> bool:
    """Two tensors of `shape` with strides `a` and `b` lay their elements out alike: strides
    differ only where a dimension of size 1 is never stepped over (or nothing is stored)."""
    if any(d == 0 for d in shape):
        return True
    return len(a) == len(b) == len(shape) and all(d == 1 or x == y for d, x, y in zip(shape, a, b))


def contiguous_strides(shape) -> tuple[int, ...]:
    """Row-major strides of `shape`."""
    strides, acc = [], 1
    for d in reversed(shape):
        strides.append(acc)
        acc *= max(d, 1)
    return tuple(reversed(strides))


class Value:
    """A tensor defined once, by a program input or an op output. Identity is the name."""

    __slots__ = ("type",)

    def __init__(self, type: TensorType):
        self.type = type

    def __repr__(self) -> str:
        return f"Value({self.type})"


@dataclass(frozen=True)
class Dtype:
    name: str


@dataclass(frozen=True)
class Device:
    type: str


@dataclass(frozen=True)
class Layout:
    name: str


@dataclass(frozen=True)
class MemoryFormat:
    name: str


@dataclass(frozen=True, eq=False)
class Fn:
    """A function an op takes as an argument, such as FlexAttention's mask and score
    modifications: a program of plain ops (no regions, no functions of its own), run by the
    op on index tensors. `kind` names it in printed programs ("mask_mod" prints as `mask_mod_0`).
    Compared by identity: one function object is one function, however many ops call it."""

    kind: str
    program: Program


Literal = Union[None, bool, int, float, str, Dtype, Device, Layout, MemoryFormat]
Arg = Union[Value, Literal, Fn, tuple]


@dataclass(frozen=True, eq=False)
class Op:
    """One call of a registered op. `unpack` is True when the op returns a tuple or list
    (then `outputs` lists its elements, None for the ones nobody uses). `checkpoint` numbers
    the user's `torch.utils.checkpoint` call the op was traced inside: a capture-time fact the
    remat pass honours, never written to an artifact. `module` and `source` are its provenance:
    the module path and class that traced it ("path:Class"), and the line of the model's source
    that called it ("model.py:42", the file relative to the model's directory, or a module name
    for library code); they never change what runs."""

    name: str
    args: tuple
    kwargs: tuple[tuple[str, Arg], ...]
    outputs: tuple[Value | None, ...]
    unpack: bool = False
    checkpoint: int | None = None
    module: str = ""          # where it came from: "layers.0.attention.wq:Linear" ("" unknown)
    source: str = ""          # ... and the source line that called it: "llama.py:120" ("" unknown)

    def inputs(self) -> Iterator[Value]:
        """Every value this op reads, in argument order (repeats included)."""
        found: list[Value] = []
        _values_in(self.args, found)
        for _, a in self.kwargs:
            _values_in(a, found)
        return iter(found)

    def replace_inputs(self, mapping: dict[Value, Value]) -> Op:
        if not any(v in mapping for v in self.inputs()):
            return self
        return replace(self, args=_substitute(self.args, mapping),
                       kwargs=tuple((k, _substitute(a, mapping)) for k, a in self.kwargs))

    def with_outputs(self, outputs) -> Op:
        """The same call defining other values (a copy of the op, its provenance kept)."""
        return replace(self, outputs=tuple(outputs))


@dataclass(frozen=True, eq=False)
class Region:
    """Ops that `executor` runs as one unit. `body` is a program of plain ops whose inputs bind
    to `args` (values of the enclosing program) and whose outputs define `outputs`. Without the
    executor's kernels the body runs op by op, so a region never changes what is computed."""

    executor: str
    body: Program
    args: tuple[Value, ...]
    outputs: tuple[Value, ...]

    unpack = True

    def inputs(self) -> Iterator[Value]:
        yield from self.args

    def replace_inputs(self, mapping: dict[Value, Value]) -> Region:
        if not any(v in mapping for v in self.args):
            return self
        return Region(self.executor, self.body, tuple(mapping.get(v, v) for v in self.args), self.outputs)


@dataclass(frozen=True)
class Port:
    """What a program input or output binds to.

    kind is one of: "param", "buffer", "input" (a user input), "tangent" (the gradient of a
    forward output), "saved" (a value the forward hands to the backward), "output" (a user
    output), "update" (the new value of a buffer the forward writes, such as BatchNorm's
    running statistics), "grad" (the gradient of a parameter), "input_grad" (the gradient of an
    input: a pipeline stage's incoming activation, handed back to the stage before it), "coord"
    (this rank's index along a mesh axis, an int64 scalar the runtime binds at load). `name` is
    the parameter's or buffer's qualified name, the position of an input, output or saved
    value, or the axis.

    A program that updates parameters (an optimizer applied in the backward) also has "state"
    inputs (optimizer state the runtime owns: `exp_avg:<param>`, `step`), "hyper" inputs (a
    value of this step: `lr:<group>`) and "assign" outputs: the new value of one of its inputs,
    named `<kind>:<name>` of that input (`param:w`, `state:exp_avg:w`), which the runtime writes
    into it as soon as the op defining it has run; no op after that one reads the input.

    A "carry" is a value the runtime holds from one training step to the next (fp8 delayed
    scaling's amax histories and scales: `amax_history:<cast>`, `scale:<cast>`). The forward
    reads every carry as an input; the forward or the backward returns its new value as an
    output of kind "carry" and the same name, which the runtime holds in its place once the
    program has returned. The input is not written, so a value the forward saved from it (the
    backward reads the carries as saved values, never as inputs) stays as it was, and a second
    backward (`retain_graph=True`) computes what the first did.
    """

    kind: str
    name: str

    def __str__(self) -> str:
        return f"{self.kind} {self.name}"


# The names a literal may carry. The printer writes them as `torch.NAME`, so the verifier
# refuses any other: a name read from an artifact must never become code.
LAYOUTS = frozenset({"strided", "sparse_coo", "sparse_csr", "_mkldnn"})
MEMORY_FORMATS = frozenset({"contiguous_format", "preserve_format", "channels_last", "channels_last_3d"})
DEVICES = frozenset({"cpu", "cuda", "meta"})

INPUT_KINDS = ("param", "buffer", "input", "tangent", "saved", "state", "hyper", "coord", "carry")
OUTPUT_KINDS = ("output", "update", "grad", "saved", "assign", "input_grad", "carry")
# Outputs the backward computes: gradients of parameters and (pipeline stages) of inputs.
GRAD_KINDS = ("grad", "input_grad")


@dataclass(frozen=True, eq=False)
class Program:
    name: str
    inputs: tuple[Value, ...]
    input_ports: tuple[Port, ...]
    ops: tuple[Op | Region, ...]
    outputs: tuple[Value | None, ...]
    output_ports: tuple[Port, ...]

    def replace(self, **changes) -> Program:
        fields = dict(name=self.name, inputs=self.inputs, input_ports=self.input_ports,
                      ops=self.ops, outputs=self.outputs, output_ports=self.output_ports)
        fields.update(changes)
        return Program(**fields)

    def functions(self) -> list[Fn]:
        """The distinct functions its ops (and its regions' ops) take, in order of first use."""
        found: dict[Fn, None] = {}
        for op in self.flat_ops():
            _fns_in(op.args, found)
            for _, a in op.kwargs:
                _fns_in(a, found)
        return list(found)

    def flat_ops(self) -> Iterator[Op]:
        """Every plain op, those inside regions included."""
        for op in self.ops:
            if isinstance(op, Region):
                yield from op.body.ops
            else:
                yield op

    @property
    def op_count(self) -> int:
        """Plain ops, those inside regions included."""
        return sum(1 for _ in self.flat_ops())

    def regions(self) -> list[Region]:
        return [op for op in self.ops if isinstance(op, Region)]

    def op_counts(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for op in self.flat_ops():
            counts[op.name] = counts.get(op.name, 0) + 1
        return dict(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))

    def ports(self, kind: str) -> list[tuple[Port, Value | None]]:
        pairs = list(zip(self.input_ports, self.inputs)) + list(zip(self.output_ports, self.outputs))
        return [(p, v) for p, v in pairs if p.kind == kind]


def inline_regions(program: Program, keep: Callable[[Region], bool] | None = None) -> Program:
    """The same program with every region (but those `keep` accepts) replaced by its body's
    ops: the portable form."""
    if not any(isinstance(op, Region) for op in program.ops):
        return program
    ops: list[Op | Region] = []
    for op in program.ops:
        if not isinstance(op, Region) or (keep is not None and keep(op)):
            ops.append(op)
            continue
        mapping = dict(zip(op.body.inputs, op.args))
        mapping.update(zip(op.body.outputs, op.outputs))
        for inner in op.body.ops:
            moved = inner.replace_inputs(mapping)
            outs = tuple(None if v is None else mapping.get(v, v) for v in inner.outputs)
            ops.append(moved.with_outputs(outs))
    return program.replace(ops=tuple(ops))


def _values_in(arg, found: list[Value]) -> None:
    # A list filled in one walk: every pass and every load asks each op for its inputs, and
    # nested generators made that the costliest call in loading a program.
    if isinstance(arg, Value):
        found.append(arg)
    elif isinstance(arg, tuple):
        for a in arg:
            if isinstance(a, Value):
                found.append(a)
            elif isinstance(a, tuple):
                _values_in(a, found)


def _fns_in(arg, found: dict) -> None:
    if isinstance(arg, Fn):
        found[arg] = None
    elif isinstance(arg, tuple):
        for a in arg:
            _fns_in(a, found)


def _substitute(arg, mapping: dict[Value, Value]):
    if isinstance(arg, Value):
        return mapping.get(arg, arg)
    if isinstance(arg, tuple):
        return tuple(_substitute(a, mapping) for a in arg)
    return arg


def defined_at(ops) -> dict[Value, int]:
    """The index in `ops` of the op defining each value."""
    return {v: i for i, op in enumerate(ops) for v in op.outputs if v is not None}


def defined_by(ops) -> dict[Value, Op]:
    """The op in `ops` defining each value."""
    return {v: op for op in ops for v in op.outputs if v is not None}


def uses(program: Program) -> dict[Value, int]:
    """How many times each value is read by an op or returned."""
    count: dict[Value, int] = {}
    for op in program.ops:
        for v in op.inputs():
            count[v] = count.get(v, 0) + 1
    for v in program.outputs:
        if v is not None:
            count[v] = count.get(v, 0) + 1
    return count


def token_ids(program: Program) -> Value | None:
    """The model's token ids, [B, T, ...]: the first integer input of two or more dimensions."""
    for p, v in zip(program.input_ports, program.inputs):
        if p.kind == "input" and v.type.dtype.startswith(("int", "uint")) and len(v.type.shape) >= 2:
            return v
    return None


def unread_params(program: Program) -> set[str]:
    """The parameters `program` takes but never reads nor returns (a pooler under a model's
    hidden states): eager gives them no gradient."""
    used = uses(program)
    return {p.name for p, v in program.ports("param") if v not in used}
