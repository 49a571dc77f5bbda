"""The op registry: every fact about an op, resolved from its stable string name.

An artifact names ops as strings ("aten.mm.default"); this is the one place that turns a
name into a torch callable, and the one place that says what kind of op it is. Only the
namespaces below resolve, so an artifact can name no Python function, module or attribute
outside torch's operator tables.

An op's kinds (`Kind`) come from torch's own facts (its tags, and its schema's alias
annotations) plus one table, `KIND_TABLE`, for what torch does not say. Passes ask
`record.is_(Kind.MATMUL)`; none keeps a list of op names of its own. Which operands and
results hold positions along a dimension (an index, a sort's permutation) is in `POSITIONS`,
asked as `record.positions`; that and the other facts that are not kinds, by name, are the
tables of aotc.op_tables, importable from here as well.
"""

from __future__ import annotations

import enum
import types
from dataclasses import dataclass
from typing import Callable, Iterable

import torch
# Registers the meta kernels of the functional collectives (`_c10d_functional`), so that their
# result types can be found without a process group, as every other op's are.
import torch.distributed._functional_collectives  # noqa: F401

from aotc.errors import AotcError
from aotc.customops import DIRECT_KERNELS, FUNCTION_ARGS, HOST_RESULTS, IN_PLACE  # importing registers the aotc:: ops
from aotc.op_tables import (ACCUMULATES, CONTRACTS, LINEAR_IN, LOOP_DEVICES, MASK_LOGIC, MATMUL_OPERANDS, NOT_LOOPS,
                            POSITIONS, ZERO_FILLS, Positions)

NAMESPACES = ("aten", "prims", "aotc", "_c10d_functional")
# PyTorch's functional collectives, as sharded programs name them. Each but the wait takes its
# group (a mesh-axis name in an artifact, a process group's name once bound) as its last operand.
GATHER = "_c10d_functional.all_gather_into_tensor.default"
REDUCE_SCATTER = "_c10d_functional.reduce_scatter_tensor.default"
ALL_REDUCE = "_c10d_functional.all_reduce.default"
WAIT = "_c10d_functional.wait_tensor.default"
ALL_TO_ALL = "_c10d_functional.all_to_all_single.default"
COLLECTIVES = (GATHER, REDUCE_SCATTER, ALL_REDUCE, ALL_TO_ALL)
# Matmuls fused with their collective over tp (aotc.customops.tp_matmul, `--async-tp`): their
# last argument is the mesh axis too, and their results are ready when they return.
GATHER_MM = "aotc.gather_mm.default"
MM_SCATTER = "aotc.mm_scatter.default"
TP_MATMULS = (GATHER_MM, MM_SCATTER)
# Context parallelism's causal attention (aotc.customops.context_attention): it communicates
# nothing, but reads the rank's index from the group its last argument names.
CP_ATTENTION = ("aotc.cp_attention.default", "aotc.cp_attention_backward.default")
# Attention within the documents of packed rows (aotc.customops.documents): FlexAttention's
# and SDPA's document masks run on the variable-length kernels.
DOCUMENT_ATTENTION = ("aotc.document_attention.default", "aotc.document_attention_backward.default")
# Attention on float8 operands (aotc.customops.fp8_attention, `--fp8-attention`).
FP8_ATTENTION = ("aotc.fp8_attention.default", "aotc.fp8_attention_backward.default")
# Attention that reads its sequences' offsets (or document ids) to the host each step.
VARLEN_ON_HOST = ("aotc.varlen_attention.default", DOCUMENT_ATTENTION[0])
# Ops whose last argument is a mesh axis (bound to a process group's name at load) and whose
# one before it is that axis's size.
AXIS_OPS = TP_MATMULS + CP_ATTENTION
# The plain matrix product, which the passes that split or fuse matmuls match and emit.
MM = "aten.mm.default"


class UnknownOpError(AotcError, LookupError):
    """An op name this torch does not have, or one no program may hold."""
    code = "AOTC-E204"

    def __init__(self, name: str, reason: str):
        super().__init__(f"op {name!r}: {reason}")
        self.name = name


class Kind(enum.Enum):
    """What an op is, as the passes and executors ask it."""

    MATMUL = "matmul"            # a contraction a BLAS or tensor-core kernel runs
    REDUCTION = "reduction"      # reduces dimensions of its input (torch's `reduction` tag, and the table)
    VIEW = "view"                # its schema says the result aliases its first input
    ALIAS = "alias"              # the result shares its input's storage when it runs (views and _unsafe_view)
    RESHAPE = "reshape"          # the same elements in row-major order, in another shape
    PERMUTE = "permute"          # the same elements, its dimensions in another order
    POINTWISE = "pointwise"      # one output element reads the same position of each input (torch's tag)
    COPY = "copy"                # a cast or a copy of its input
    CREATOR = "creator"          # a tensor made from literals alone (zeros, arange, ...)
    LOOP = "loop"                # pure ATen a fusion compiler turns into loops: fusible into a region
    COLLECTIVE = "collective"    # communicates over a mesh axis; a functional one's result is ready after a WAIT
    WAIT = "wait"                # completes a collective
    ATTENTION = "attention"      # scaled-dot-product attention, forward or backward
    MODE = "mode-dependent"      # computes differently in train and eval mode (dropout, batch norm)
    RANDOM = "random"            # draws from the generator: two calls are not the same value
    EFFECTFUL = "effectful"      # writes its inputs: never merged, dropped or loaded from an artifact
    IO = "io"                    # reads or writes files or the console: never in a program
    DEVICE_SPECIFIC = "device-specific"   # a kernel of one device's library (oneDNN, cuDNN, ...)
    SAME_DTYPE = "same-dtype"    # its tensor operands must share one dtype (fake tensors do not check)
    GROUPED = "grouped"          # a matmul per group of rows that device offsets delimit (experts)
    DEVICE_DTYPES = "device-dtypes"   # its results' dtypes depend on the device (a norm's statistics: float32 on CUDA)
    SHAPE_ONLY = "shape-only"    # reads its tensor operands' types, never their values (zeros_like, new_zeros)
    MOVES = "moves"              # its result holds its first operand's values, from this rank or others (gathers, waits)
    KERNEL_CHOICE = "kernel-choice"   # runs on one of several library kernels, chosen per target at build (aotc.sdpa)
    IDENTITY = "identity"        # returns its input unchanged once autograd is traced (detach, alias)
    LIKE = "like"                # its result has its first operand's shape, none of its values (zeros_like)
    SPLIT = "split"              # cuts its first operand along `dim` into pieces of the size or sizes given


K = Kind
_LOOP = frozenset({K.LOOP})
_REDUCE = frozenset({K.REDUCTION, K.LOOP})
_MM = frozenset({K.MATMUL, K.SAME_DTYPE})
# Results that hold their first operand's values, some of them, or them cast.
_SAME_VALUES = frozenset({K.VIEW, K.ALIAS, K.RESHAPE, K.PERMUTE, K.COPY, K.MOVES})

# What torch's tags and schemas do not say, by "namespace.packet" (every overload alike).
KIND_TABLE: dict[str, frozenset[Kind]] = {
    **{f"aten.{p}": _MM for p in ("mm", "addmm", "bmm", "baddbmm", "matmul", "linear", "addmv", "mv",
                                  "dot", "convolution")},
    "aten._scaled_mm": frozenset({K.MATMUL}),
    **{f"aotc.{p}": frozenset({K.MATMUL, K.GROUPED}) for p in ("grouped_mm", "grouped_mm_weight_grad",
                                                              "scaled_grouped_mm", "scaled_grouped_mm_weight_grad")},
    **{f"aten.{p}": _REDUCE for p in ("sum", "mean", "amax", "amin", "var", "var_mean", "prod", "any", "all")},
    "aten.std": frozenset({K.REDUCTION}),
    # Storage shared although the schema does not say so; reshapes and permutations.
    "aten._unsafe_view": frozenset({K.ALIAS, K.RESHAPE, K.LOOP}),
    "aten.view": frozenset({K.RESHAPE}),
    "aten.reshape": frozenset({K.RESHAPE}),
    **{f"aten.{p}": frozenset({K.PERMUTE}) for p in ("t", "transpose", "permute")},
    **{f"aten.{p}": frozenset({K.COPY, K.LOOP}) for p in ("_to_copy", "clone")},
    **{f"aten.{p}": frozenset({K.CREATOR, K.LOOP}) for p in ("full", "zeros", "ones", "scalar_tensor",
                                                            "arange", "iota")},
    # Not tagged pointwise, but loops all the same: copies, concatenation, padding, selection,
    # normalisations and the gradients of activations.
    **{f"aten.{p}": _LOOP for p in (
        "copy", "cat", "stack", "constant_pad_nd", "where", "_softmax", "_softmax_backward_data",
        "_log_softmax", "_log_softmax_backward_data", "native_layer_norm", "native_layer_norm_backward",
        "gelu_backward", "silu_backward", "threshold_backward", "select_backward", "slice_backward",
        "select_scatter", "slice_scatter", "fill",
        # Gathers of rows by an index tensor: a routed layer's permutations of its rows.
        "index", "gather", "index_select",
        # And their gradients, scattered into zeros: fused with the fill and the ops around
        # them, they cost one pass instead of three (where Inductor would call ATen for one,
        # OpRecord.loop_on keeps it out of regions).
        "index_put", "_unsafe_index_put", "scatter", "scatter_add", "index_add")},
    **{f"aten.{p}": frozenset({K.SHAPE_ONLY, K.LIKE, K.LOOP}) for p in ("zeros_like", "ones_like", "full_like")},
    # Memory of a type, filled or not: a fused kernel makes it (or, never read, only allocates
    # it). A fusible creator that reads another tensor's type does not tie its region to the
    # region that computed that tensor (the backward of an in-place write into a slice copies
    # the gradient into `new_empty_strided(grad)` once per write).
    "aten.empty_like": frozenset({K.SHAPE_ONLY, K.LIKE, K.LOOP}),
    **{f"aten.{p}": frozenset({K.SHAPE_ONLY, K.LOOP}) for p in ("new_zeros", "new_ones", "new_full", "new_empty",
                                                               "new_empty_strided")},
    **{f"aten.{p}": frozenset({K.SPLIT}) for p in ("split", "split_with_sizes")},
    **{f"aotc.{p}": frozenset({K.ATTENTION}) for p in ("sdpa", "sdpa_backward", "sdpa_dropout",
                                                       "sdpa_dropout_backward", "flex_attention",
                                                       "flex_attention_backward", "varlen_attention",
                                                       "varlen_attention_backward", "cp_attention",
                                                       "cp_attention_backward", "document_attention",
                                                       "document_attention_backward", "fp8_attention",
                                                       "fp8_attention_backward")},
    **{f"_c10d_functional.{p}": frozenset({K.COLLECTIVE}) for p in ("all_gather_into_tensor",
                                                                     "reduce_scatter_tensor", "all_reduce",
                                                                     "all_to_all_single")},
    "_c10d_functional.wait_tensor": frozenset({K.WAIT, K.MOVES}),
    **{f"aotc.{p}": frozenset({K.COLLECTIVE}) for p in ("gather_mm", "mm_scatter")},
    **{f"aten.{p}": frozenset({K.IDENTITY}) for p in ("detach", "alias")},
}
for _p in ("all_gather_into_tensor", "all_to_all_single"):
    KIND_TABLE[f"_c10d_functional.{_p}"] = KIND_TABLE[f"_c10d_functional.{_p}"] | {K.MOVES}
# Dense attention, whose CUDA kernel (flash, memory-efficient, cuDNN) the attention executor times and picks.
KIND_TABLE["aotc.sdpa"] = KIND_TABLE["aotc.sdpa"] | {K.KERNEL_CHOICE}
# Normalisations whose saved statistics the CPU keeps in the input's dtype and CUDA in float32
# for half-precision inputs: a program traced on the CPU for CUDA is retyped (aotc.passes.retarget).
KIND_TABLE["aten.native_layer_norm"] = KIND_TABLE["aten.native_layer_norm"] | {K.DEVICE_DTYPES}
for _p in ("native_batch_norm", "_native_batch_norm_legit", "_native_batch_norm_legit_no_training",
           "_native_batch_norm_legit_functional"):
    KIND_TABLE[f"aten.{_p}"] = KIND_TABLE.get(f"aten.{_p}", frozenset()) | {K.DEVICE_DTYPES}


# Words in a packet's name that say what the table would repeat for every variant of it.
_MODE_WORDS = ("batch_norm", "dropout")
_DEVICE_WORDS = ("mkldnn", "_for_cpu", "cudnn", "miopen", "_nnpack", "onednn", "_mps")
_IO_PACKETS = frozenset({"from_file", "_print", "save", "load"})


@dataclass(frozen=True)
class OpRecord:
    name: str
    fn: Callable
    kinds: frozenset[Kind]

    def is_(self, kind: Kind) -> bool:
        return kind in self.kinds

    def loop_on(self, op, device: str) -> bool:
        """A fusion compiler turns `op` (of this record) into loops for a program on `device`:
        a loop op, but not where Inductor calls ATen instead (`use_scatter_fallback` and
        `index_put_impl_` in torch/_inductor): a scatter or an indexed sum whose target holds
        integers or booleans (no atomic add for them), an index_put by a boolean mask, an
        overload in NOT_LOOPS, or one LOOP_DEVICES keeps from `device`."""
        if K.LOOP not in self.kinds or self.name in NOT_LOOPS:
            return False
        ns, packet, _ = self.name.split(".")
        devices = LOOP_DEVICES.get(f"{ns}.{packet}")
        if devices is not None and device not in devices:
            return False
        if packet.startswith("scatter") or self.name in ACCUMULATES:
            target = op.outputs[0]
            if target is not None and target.type.dtype in ("int64", "bool"):
                return False
        if "index_put" in packet:
            indices = op.args[1] if len(op.args) > 1 and isinstance(op.args[1], tuple) else ()
            if any(getattr(i, "type", None) is not None and i.type.dtype in ("bool", "uint8") for i in indices):
                return False
        return True

    @property
    def accumulates(self) -> tuple[int, int] | None:
        """Where this op adds values into a target (`ACCUMULATES`): (target, values), else None."""
        return ACCUMULATES.get(self.name)

    @property
    def mask_logic(self) -> str | None:
        """What this op computes in an attention mask read as logic (`MASK_LOGIC`), else None."""
        return MASK_LOGIC.get(self.name)

    @property
    def zero_fill(self) -> tuple[int, int] | None:
        """Where this op fills around one operand (`ZERO_FILLS`): (operand, fill), else None."""
        return ZERO_FILLS.get(self.name)

    @property
    def random(self) -> bool:
        return K.RANDOM in self.kinds

    @property
    def effectful(self) -> bool:
        return K.EFFECTFUL in self.kinds

    @property
    def view(self) -> bool:
        return K.VIEW in self.kinds

    @property
    def same_values(self) -> bool:
        """Its result holds its first operand's values, some of them or them cast: a view, a
        reshape, a permutation, a copy, a gather or a wait."""
        return bool(self.kinds & _SAME_VALUES)

    @property
    def pure(self) -> bool:
        return not (K.RANDOM in self.kinds or K.EFFECTFUL in self.kinds)

    @property
    def loadable(self) -> bool:
        """May an artifact contain this op? Programs are functional after capture, so an op
        that writes an argument, or reads or writes files, can only come from a crafted artifact."""
        return not (K.EFFECTFUL in self.kinds or K.IO in self.kinds)

    @property
    def linear_in(self) -> str | None:
        """Which operands' sums it passes through (`LINEAR_IN`): "all", "one", "first" or None."""
        return LINEAR_IN.get(self.name)

    @property
    def matmul_operands(self) -> tuple[int, int] | None:
        """The positions of its two matrix operands (`MATMUL_OPERANDS`), or None."""
        return MATMUL_OPERANDS.get(self.name)

    @property
    def contracts(self) -> int | None:
        """Which tensor operand's last dimension this matmul sums over (`CONTRACTS`), or None."""
        ns, packet, _ = self.name.split(".")
        return CONTRACTS.get(f"{ns}.{packet}")

    @property
    def call(self) -> Callable:
        """What generated code calls: the overload's C++ entry point where torch exposes it.
        `OpOverload.__call__` only forwards to it, and a Python frame per op is measurable
        on small CPU steps. The project's own ops call their kernels directly."""
        return DIRECT_KERNELS.get(self.name) or getattr(self.fn, "_op", self.fn)

    @property
    def function_args(self) -> tuple[int, ...]:
        """Positions of the arguments that are functions (`Fn` in a program): FlexAttention's
        modifications."""
        return FUNCTION_ARGS.get(self.name, ())

    @property
    def in_place(self) -> tuple[int, ...] | None:
        """For an op whose results a program writes into live tensors (an optimizer's update):
        the argument each result may be written into by its in-place kernels, else None."""
        entry = IN_PLACE.get(self.name)
        return entry[0] if entry else None

    @property
    def positions(self) -> tuple[Positions, ...]:
        """Its operands and results that hold positions along a dimension (`POSITIONS`)."""
        ns, packet, _ = self.name.split(".")
        return POSITIONS.get(f"{ns}.{packet}", ())

    def arguments(self, args: tuple, kwargs: tuple) -> dict:
        """An op's arguments by their schema's names, defaults filled in."""
        given = dict(kwargs)
        out = {}
        for i, a in enumerate(self.fn._schema.arguments):
            if i < len(args) and not a.kwarg_only:
                out[a.name] = args[i]
            elif a.name in given:
                out[a.name] = given[a.name]
            elif a.has_default_value():
                out[a.name] = a.default_value
        return out

    @property
    def host_results(self) -> tuple[int, ...]:
        """Indices of the results its kernel keeps on the CPU whatever the program's device (the
        generator state `aotc.sdpa_dropout` hands its backward)."""
        return HOST_RESULTS.get(self.name, ())


def kinds_of(name: str, overload: torch._ops.OpOverload) -> frozenset[Kind]:
    """An op's kinds: its tags and schema, then the table, then what those imply."""
    ns, packet, _ = name.split(".")
    schema = overload._schema
    tags = set(getattr(overload, "tags", ()))
    kinds = set(KIND_TABLE.get(f"{ns}.{packet}", ()))
    # A reshape takes the new shape as its second argument, which the passes that ask read:
    # `view.dtype` shares the packet of `view` but reinterprets the bytes.
    if K.RESHAPE in kinds and not (len(schema.arguments) > 1 and str(schema.arguments[1].type) == "List[int]"):
        kinds.discard(K.RESHAPE)
    if torch.Tag.nondeterministic_seeded in tags:
        kinds.add(K.RANDOM)
    if torch.Tag.pointwise in tags:
        kinds.add(K.POINTWISE)
    if torch.Tag.reduction in tags:
        kinds.add(K.REDUCTION)
    if any(a.alias_info is not None and a.alias_info.is_write for a in schema.arguments):
        kinds.add(K.EFFECTFUL)
    if schema.returns and all(r.alias_info is not None and not r.alias_info.is_write for r in schema.returns):
        kinds |= {K.VIEW, K.ALIAS}
    if any(word in packet for word in _MODE_WORDS):
        kinds.add(K.MODE)
    if any(word in name for word in _DEVICE_WORDS):
        kinds.add(K.DEVICE_SPECIFIC)
    if packet in _IO_PACKETS:
        kinds.add(K.IO)
    pure = K.RANDOM not in kinds and K.EFFECTFUL not in kinds
    if ns == "aten" and pure and kinds & {K.POINTWISE, K.ALIAS, K.CREATOR}:
        kinds.add(K.LOOP)
    if K.LOOP in kinds and (ns != "aten" or not pure):
        kinds.discard(K.LOOP)
    return frozenset(kinds)


def view_bases(ops, registry: OpRegistry) -> dict:
    """Each value these ops make as a view (by the op's schema) -> the value it finally views."""
    base = {}
    for op in ops:
        if registry.lookup(op.name).view:
            source = next(op.inputs(), None)
            for v in op.outputs:
                if v is not None and source is not None:
                    base[v] = base.get(source, source)
    return base


class OpRegistry:
    """Resolves op names once and remembers the result."""

    def __init__(self, namespaces: Iterable[str] = NAMESPACES):
        self.namespaces = tuple(namespaces)
        self._records: dict[str, OpRecord] = {}

    def lookup(self, name: str) -> OpRecord:
        record = self._records.get(name)
        if record is None:
            record = self._records[name] = self._resolve(name)
        return record

    def kind(self, op, kind: Kind) -> bool:
        """Whether the op (an Op of a program) is of `kind`."""
        return kind in self.lookup(op.name).kinds

    def namespace(self, names: Iterable[str], overrides: dict[str, Callable] | None = None) -> dict[str, object]:
        """Objects to run printed code against: `aten.mm.default` resolves through this table,
        or to `overrides[name]` where an executor implements the op itself."""
        overrides = overrides or {}
        roots: dict[str, object] = {}
        for name in sorted(set(names)):
            ns, packet, overload = name.split(".")
            root = roots.setdefault(ns, types.SimpleNamespace())
            holder = getattr(root, packet, None)
            if holder is None:
                holder = types.SimpleNamespace()
                setattr(root, packet, holder)
            setattr(holder, overload, overrides.get(name) or self.lookup(name).call)
        return roots

    def _resolve(self, name: str) -> OpRecord:
        parts = name.split(".")
        if len(parts) != 3 or not all(p.isidentifier() for p in parts):
            raise UnknownOpError(name, "not of the form namespace.op.overload")
        ns, packet_name, overload_name = parts
        if ns not in self.namespaces:
            raise UnknownOpError(name, f"namespace {ns!r} is not one of {', '.join(self.namespaces)}")
        try:
            packet = getattr(getattr(torch.ops, ns), packet_name)
            overload = getattr(packet, overload_name)
        except (AttributeError, RuntimeError) as e:
            raise UnknownOpError(name, f"this torch ({torch.__version__}) has no such op") from e
        if not isinstance(overload, torch._ops.OpOverload):
            raise UnknownOpError(name, "not an operator overload")
        return OpRecord(name=name, fn=overload, kinds=kinds_of(name, overload))
