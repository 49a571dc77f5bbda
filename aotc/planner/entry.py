"""Entry plans: what the planner decides about each entry before anything is traced, and how
an entry's sharding plan is laid out once its program is captured.

    plan   ::= entry+, frozen parameters, [the whole model's parameters, the pipeline's cut]
    entry  ::= name, role, named inputs (or the hidden state the entry before returns),
               capture, [layout], [stage ends, stage index]

One loop (aotc.compiler.compile_entries) compiles every entry alike, whether it is the training
step, a shape bucket or a pipeline stage; what differs between them is data here.
"""

from __future__ import annotations

import fnmatch
from dataclasses import dataclass, replace
from typing import Callable, Protocol, Sequence

from torch import nn

from aotc.errors import CompileError
from aotc.format.manifest import PipelineInfo
from aotc.frontend.capture import Captured, capture
from aotc.model_info import InputInfo, ParamInfo
from aotc.options import CompileOptions
from aotc.pass_list import Compiled
from aotc.passes.spmd.plan import tensor_parallel_plan
from aotc.passes.spmd.stage import StageEnds
from aotc.session import Session
from aotc.sharding import PIPELINE_AXIS, TENSOR_AXIS, ShardingSpec, SpecError, mesh_plan

# An entry's inputs by name: the model's forward's parameter names where it has them.
Signature = tuple[tuple[str, InputInfo], ...]


class Capture(Protocol):
    def __call__(self, model: nn.Module, inputs: tuple[InputInfo, ...]) -> Captured: ...


@dataclass(frozen=True)
class Tracing:
    """What every capture of a compile is traced for."""

    training: bool                 # the joint forward + backward (else the forward alone)
    device: str                    # the device the programs will run on
    expert_parallel: int           # ranks the experts are split over

    @classmethod
    def of(cls, options: CompileOptions) -> Tracing:
        return cls(options.training, options.device, options.expert_parallel)


@dataclass(frozen=True)
class WholeStep:
    """The model's whole training step (or forward, for inference) traced at once."""

    tracing: Tracing

    def __call__(self, model: nn.Module, inputs: tuple[InputInfo, ...]) -> Captured:
        t = self.tracing
        return capture(model, inputs, training=t.training, device=t.device, expert_parallel=t.expert_parallel)


@dataclass(frozen=True)
class Layout:
    """How an entry's sharding plan is made once it is captured: `scheme` over `axes`, tp's
    layouts found on the entry's own program (`tp_plan`'s globs chosen by name). Parameters
    in `shared` other entries read too: each is laid out alone (no bucket) and split by tp as
    the first entry reading it chose, so that every copy has one layout; None: no parameter
    is shared, one plan for all."""

    scheme: str
    axes: tuple[tuple[str, int], ...]
    bucket_mb: float
    tp_plan: tuple[tuple[str, str], ...] = ()
    shared: frozenset[str] | None = None

    @property
    def tp(self) -> int:
        return dict(self.axes).get(TENSOR_AXIS, 1)


@dataclass(frozen=True)
class EntryPlan:
    name: str                          # "step", a bucket's "1x2048", a pipeline stage's "stage1"
    role: str                          # the manifest's: "train-step", "inference" or "stage"
    inputs: Signature | None           # None: the hidden state the entry before returns
    capture: Capture
    layout: Layout | None              # None: not sharded
    ends: StageEnds | None = None      # a pipeline stage's: which of its ends hold activations
    stage: int | None = None           # a pipeline stage's index
    apart: bool = False                # one of several entries: its phases and dumps carry its name
    defaults: tuple[str, ...] = ()     # inputs by name: forward's optional parameters left at their defaults


@dataclass(frozen=True)
class CompilePlan:
    entries: tuple[EntryPlan, ...]
    frozen: frozenset[str]                       # canonical names of the frozen parameters
    params: tuple[ParamInfo, ...] | None = None  # the whole model's, where each entry traces a part
    pipeline: PipelineInfo | None = None
    mesh: Layout | None = None                   # pipeline stages': the whole mesh, pp first


@dataclass(frozen=True)
class Built:
    """One entry compiled: its capture, its programs, what it takes and the dimension tp splits of each parameter."""

    plan: EntryPlan
    captured: Captured
    compiled: Compiled
    inputs: tuple[InputInfo, ...]
    tp_dims: dict[str, int]              # parameter -> the dimension tp splits

    @property
    def reads(self) -> frozenset[str]:
        return frozenset(p.name for p in self.captured.params)


def entry_axes(options: CompileOptions) -> tuple[tuple[str, int], ...]:
    """The mesh an entry's programs are sharded over: the whole mesh but pp, whose stages share
    no collective (they exchange activations at run time, aotc.runtime.pipeline)."""
    return tuple((a, n) for a, n in options.mesh_axes if a != PIPELINE_AXIS)


def entry_layout(options: CompileOptions, shared: frozenset[str] | None = None) -> Layout | None:
    """How each entry's parameters are laid out: None without a scheme, or for pipeline stages
    whose mesh without pp is one rank."""
    axes = entry_axes(options)
    if options.scheme is None or (options.pipelined and all(n == 1 for _, n in axes)):
        return None
    return Layout(options.scheme, axes, options.bucket_mb, options.tp_plan, shared)


def lay_out(layout: Layout, captured: Captured, session: Session, earlier: Sequence[Built],
            say: Callable[[str], None]) -> tuple[dict[str, int], ShardingSpec]:
    """The dimension tp splits of each of the entry's parameters, and its sharding plan."""
    dims = _tensor_parallel(layout, captured, session, earlier, say)
    described = [(p.name, p.dtype, p.shape) for p in captured.params]
    try:
        if layout.shared is None:
            return dims, mesh_plan(layout.scheme, layout.axes, layout.bucket_mb, described,
                                    experts=captured.experts, tensor_parallel=dims)
        alone = mesh_plan(layout.scheme, layout.axes, 0, described, experts=captured.experts, tensor_parallel=dims)
        bucketed = mesh_plan(layout.scheme, layout.axes, layout.bucket_mb,
                             [d for d in described if d[0] not in layout.shared],
                             experts=captured.experts, tensor_parallel=dims)
    except SpecError as e:
        raise CompileError(str(e)) from None
    return dims, replace(bucketed, params={name: bucketed.params.get(name, alone.params[name])
                                            for name, _, _ in described})


def _tensor_parallel(layout: Layout, captured: Captured, session: Session, earlier: Sequence[Built],
                     say: Callable[[str], None]) -> dict[str, int]:
    """tp's plan of the entry's own capture (aotc.passes.spmd.plan), the --tp-plan globs that
    name one of its parameters overriding it; a shared parameter an earlier entry read keeps
    the split that entry chose."""
    if layout.tp == 1:
        return {}
    names = {p.name: p.names for p in captured.params}
    overrides = tuple((glob, style) for glob, style in layout.tp_plan
                      if any(fnmatch.fnmatchcase(n, glob) for ns in names.values() for n in ns))
    dims = tensor_parallel_plan(captured.program, session.registry, layout.tp, overrides, names, say)
    for name in (layout.shared or frozenset()) & names.keys():
        first = next((b for b in earlier if name in b.reads), None)
        if first is not None:
            dims.pop(name, None)
            if first.tp_dims.get(name) is not None:
                dims[name] = first.tp_dims[name]
    return dims


def match_globs(flag: str, globs: Sequence[str], params: Sequence[ParamInfo]) -> frozenset[str]:
    """Canonical names of the parameters any glob matches through any of their names; a glob
    that matches none is refused, naming the flag."""
    hits = set()
    for glob in globs:
        matched = {p.name for p in params if any(fnmatch.fnmatchcase(n, glob) for n in p.names)}
        if not matched:
            raise CompileError(f"{flag} {glob!r} matches no parameter; names look like "
                               f"{params[0].name if params else '(none)'!r}")
        hits |= matched
    return frozenset(hits)
