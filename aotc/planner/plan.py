"""The planner's front: options and a model (on the meta device) -> a CompilePlan.

With one set of inputs the plan holds the entry `step` (role train-step, or inference); with
shape buckets an entry per bucket, named by its shapes; with `--mesh pp=N` an entry per
pipeline stage (aotc.planner.stages). Every glob of the options is checked against the model's
parameters here, before anything is traced.
"""

from __future__ import annotations

import inspect

from torch import nn

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
        return stage_plans(model, options, params, signature(model, options.inputs), frozen)
    bucketed = len(options.input_sets) > 1
    role = "inference" if options.inference else "train-step"
    layout = entry_layout(options)
    entries = tuple(EntryPlan(name=bucket_name(inputs) if bucketed else DEFAULT_ENTRY, role=role,
                              inputs=signature(model, inputs), capture=WholeStep(Tracing.of(options)), layout=layout,
                              apart=bucketed)
                    for inputs in options.input_sets)
    return CompilePlan(entries=entries, frozen=frozen)


def signature(model: nn.Module, inputs: tuple[InputInfo, ...]) -> Signature:
    """The inputs named as the model's forward names its positional parameters (input<i> past them)."""
    try:
        names = [p.name for p in inspect.signature(model.forward).parameters.values()
                 if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    except (TypeError, ValueError):
        names = []
    return tuple((names[i] if i < len(names) else f"input{i}", info) for i, info in enumerate(inputs))


def pass_names(options: CompileOptions, session: Session | None = None) -> list[str]:
    """The names of the passes each entry of a compile with these options runs, in order."""
    layout = entry_layout(options)
    sharding = mesh_plan(layout.scheme, layout.axes, layout.bucket_mb, ()) if layout else None
    return [p.name for p in pass_list(options, session, Features.of(options, sharding))]
