"""The planner's front: options and a model (on the meta device) -> a CompilePlan.

With one set of inputs the plan holds the entry `step` (role train-step, or inference); with
shape buckets an entry per bucket, named by its shapes; with `--mesh pp=N` an entry per
pipeline stage (aotc.planner.stages). Every glob of the options is checked against the model's
parameters here, before anything is traced.
"""

from __future__ import annotations

import inspect

from torch import nn

from aotc.errors import CompileError
from aotc.format.manifest import DEFAULT_ENTRY
from aotc.frontend.capture import describe_params
from aotc.model_info import InputInfo
from aotc.options import CompileOptions, bucket_name
from aotc.pass_list import Features, pass_list
from aotc.planner.entry import CompilePlan, EntryPlan, Signature, Tracing, WholeStep, entry_layout, match_globs
from aotc.planner.stages import stage_plans
from aotc.session import Session
from aotc.sharding import mesh_plan


def plan_compile(model: nn.Module, options: CompileOptions) -> CompilePlan:
    """Every entry of the artifact, in the order they are compiled and written."""
    params = describe_params(model)
    frozen = match_globs("--freeze", options.freeze, params)
    match_globs("--tp-plan", [glob for glob, _ in options.tp_plan], params)
    if options.pipelined:
        if any(i.name for i in options.inputs):
            raise CompileError("pipeline stages take their inputs by position: give --input DTYPE[SHAPE] "
                               "without a name with --mesh pp=N")
        return stage_plans(model, options, params, signature(model, options.inputs), frozen)
    bucketed = len(options.input_sets) > 1
    role = "inference" if options.inference else "train-step"
    layout = entry_layout(options)
    entries = tuple(EntryPlan(name=bucket_name(inputs) if bucketed else DEFAULT_ENTRY, role=role,
                              inputs=signature(model, inputs), capture=WholeStep(Tracing.of(options)), layout=layout,
                              apart=bucketed, defaults=left_at_defaults(model, inputs))
                    for inputs in options.input_sets)
    return CompilePlan(entries=entries, frozen=frozen)


def signature(model: nn.Module, inputs: tuple[InputInfo, ...]) -> Signature:
    """The inputs named as the model's forward names its positional parameters (input<i> past
    them), or by the name each was given (--input NAME=DTYPE[SHAPE]), which must be one of
    forward's parameters (or forward takes **kwargs) and follow every positional input."""
    params = _parameters(model)
    names = [p.name for p in params if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    positional = [i for i in inputs if not i.name]
    if positional != list(inputs[:len(positional)]):
        raise CompileError(f"input {positional[-1]} is positional but follows an input given by name: "
                           "give the positional inputs first")
    by_name = {p.name: p for p in params}
    takes_any = any(p.kind == p.VAR_KEYWORD for p in params)
    for k, info in enumerate(inputs):
        if not info.name:
            continue
        p = by_name.get(info.name)
        if (p is None and not takes_any) or (p is not None and p.kind in (p.POSITIONAL_ONLY, p.VAR_POSITIONAL)):
            raise CompileError(f"--input {info}: {type(model).__name__}.forward has no keyword parameter "
                               f"{info.name!r}; its parameters are {', '.join(by_name) or '(none)'}")
        if info.name in names[:len(positional)] or info.name in [i.name for i in inputs[:k]]:
            raise CompileError(f"--input {info}: {info.name!r} is given twice")
    return tuple((info.name or (names[i] if i < len(names) else f"input{i}"), info) for i, info in enumerate(inputs))


def left_at_defaults(model: nn.Module, inputs: tuple[InputInfo, ...]) -> tuple[str, ...]:
    """With inputs by name: the forward's parameters that have a default and were not given,
    which the loaded module then accepts only at that default. Without: () (format 7's entries)."""
    if not any(i.name for i in inputs):
        return ()
    given = {i.name for i in inputs if i.name}
    positional = sum(1 for i in inputs if not i.name)
    return tuple(p.name for k, p in enumerate(_parameters(model))
                 if p.default is not p.empty and p.name not in given and k >= positional
                 and p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY))


def _parameters(model: nn.Module) -> list[inspect.Parameter]:
    try:
        return list(inspect.signature(model.forward).parameters.values())
    except (TypeError, ValueError):
        return []


def pass_names(options: CompileOptions, session: Session | None = None) -> list[str]:
    """The names of the passes each entry of a compile with these options runs, in order."""
    layout = entry_layout(options)
    sharding = mesh_plan(layout.scheme, layout.axes, layout.bucket_mb, ()) if layout else None
    return [p.name for p in pass_list(options, session, Features.of(options, sharding))]
