"""The compiler's front door: spec or module -> entry plans -> one loop that captures and
compiles each entry -> manifest -> artifact directory.

    options, model --plan_compile--> CompilePlan(entry+)        aotc.planner
    for each entry:  capture -> layout -> pass list -> Built    compile_entry, here
    Built+ --build_manifest--> Manifest + programs --write-->    aotc.manifest_builder, aotc.format
"""

from __future__ import annotations

import copy
import time
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Callable, Sequence

import torch
from torch import nn

from aotc.errors import CompileError
from aotc.executors.registry import ExecutorRegistry
from aotc.format.artifact import check_output, read_manifest, write_artifact
from aotc.format.manifest import Manifest, Provenance
from aotc.frontend.capture import Captured
from aotc.frontend.importer import build_model, cast_floating, resolve_spec, spec_name
from aotc.frontend.stages import check_stage_inputs
from aotc.manifest_builder import build_manifest
from aotc.model_info import InputInfo, dtype_name
from aotc.options import CompileOptions
from aotc.pass_list import Compiled, Features, compile_programs
from aotc.planner.entry import Built, CompilePlan, EntryPlan, lay_out
from aotc.planner.plan import pass_names, plan_compile
from aotc.session import Session


@dataclass(frozen=True)
class CompileReport:
    path: Path
    manifest: Manifest
    compiled: Compiled                         # the first entry's programs
    phases: tuple[tuple[str, float], ...]      # (phase, seconds): import, capture, passes, write
    artifact_bytes: int
    entries: tuple[tuple[str, Compiled], ...] = ()   # every entry's, by name


Phase = Callable[[str, float], None]          # (phase name, its start time) as each phase ends


def compile_artifact(model_or_spec: str | nn.Module, options: CompileOptions, output: str | Path,
                     session: Session | None = None) -> CompileReport:
    """Compile into the artifact directory `output`; `session` holds the op and executor
    registries, where reports go and the checks and dumps asked for (default: Session())."""
    session = session or Session()
    for name in options.executors:
        session.executors[name]            # an executor the registry lacks is refused before any work
    if session.dump_after:
        known = pass_names(options, session)
        unknown = sorted(session.dump_after - set(known))
        if unknown:
            raise CompileError(f"--dump-after {unknown[0]!r} names no pass of this compile; its passes are "
                               f"{', '.join(dict.fromkeys(known))}")
        if session.dump_dir is None:
            raise CompileError("--dump-after needs a directory to write the programs to (--dump-dir)")
    phases: list[tuple[str, float]] = []

    def phase(name: str, start: float):
        phases.append((name, time.perf_counter() - start))
        if session.progress:
            session.progress(name, phases[-1][1])

    check_output(output)   # before minutes of capture, not after
    t = time.perf_counter()
    spec = model_or_spec if isinstance(model_or_spec, str) else ""
    if spec:
        model = build_model(resolve_spec(spec), options.args, dtype=options.dtype, spec=spec)
    else:
        model = _meta_copy(model_or_spec, options.dtype)
    dtype = options.dtype or _param_dtype(model)
    _refuse_unrolled_rnns(model, options.device)
    plan = plan_compile(model, options)
    phase("import", t)

    built = compile_entries(model, plan, options, session, phase)

    t = time.perf_counter()
    made = Provenance(spec=spec, args=dict(options.args), dtype=dtype, device=options.device,
                      freeze=tuple(options.freeze), training=options.training)
    manifest, programs = build_manifest(built, plan, made, session.registry)
    path = write_artifact(output, manifest, programs)
    phase("write", t)
    size = sum(f.stat().st_size for f in path.iterdir())
    return CompileReport(path=path, manifest=read_manifest(path), compiled=built[0].compiled,
                         phases=tuple(phases), artifact_bytes=size,
                         entries=tuple((b.plan.name, b.compiled) for b in built))


def compile_entries(model: nn.Module, plan: CompilePlan, options: CompileOptions, session: Session,
                    phase: Phase) -> list[Built]:
    """Every entry of the plan, in order: each traced and compiled on its own."""
    built: list[Built] = []
    for entry in plan.entries:
        built.append(compile_entry(model, entry, plan, options, session, phase, built))
    if plan.pipeline is not None:
        check_stage_inputs(built[0].compiled.forward, built[-1].compiled.forward,
                           tuple(name for name, _ in plan.entries[0].inputs))
    return built


def compile_entry(model: nn.Module, entry: EntryPlan, plan: CompilePlan, options: CompileOptions,
                  session: Session, phase: Phase, earlier: Sequence[Built]) -> Built:
    """Capture one entry, lay out its parameters and run the pass list on it. An entry without
    inputs of its own (a pipeline stage after the first) is traced with the whole hidden state
    the entry before it returns."""
    label = f" {entry.name}" if entry.apart else ""
    inputs = tuple(info for _, info in entry.inputs) if entry.inputs is not None else _handed(earlier[-1].captured)
    t = time.perf_counter()
    captured = entry.capture(model, inputs)
    phase(f"capture{label}", t)
    t = time.perf_counter()
    say = session.say if entry.stage is None else (lambda line: session.say(f"{entry.name}: {line}"))
    tp_dims, sharding = lay_out(entry.layout, captured, session, earlier, say) if entry.layout else ({}, None)
    tied = {n: p.names[0] for p in captured.params for n in p.names[1:]} if entry.stage is None else None
    compiled = compile_programs(captured.program, options, session.under(entry.name) if entry.apart else session,
                                Features.of(options, sharding, entry.ends), frozen=plan.frozen, tied=tied)
    phase(f"passes{label}", t)
    if entry.ends is not None:
        # A stage's entry takes what its forward takes: under tp or cp, this rank's part of the
        # activation. A last stage's model inputs (the targets of its loss) keep their names.
        names = [i.name for i in captured.inputs] if entry.stage else []
        inputs = tuple(InputInfo(dtype=v.type.dtype, shape=v.type.shape, name=names[k] if k < len(names) else "")
                       for k, v in enumerate(v for p, v in zip(compiled.forward.input_ports, compiled.forward.inputs)
                                             if p.kind == "input"))
    else:
        inputs = captured.inputs
    return Built(plan=entry, captured=replace(captured, inputs=inputs), compiled=compiled, inputs=inputs, tp_dims=tp_dims)


def _handed(captured: Captured) -> tuple[InputInfo, ...]:
    """The hidden state a pipeline stage returns, whole: what the next stage is traced with."""
    (out,) = [v for p, v in zip(captured.program.output_ports, captured.program.outputs) if p.kind == "output"]
    return (InputInfo(dtype=out.type.dtype, shape=out.type.shape),)


def compile(model_or_spec: str | nn.Module, example_inputs: Sequence = (), *, output: str | Path | None = None,
            executor_registry: ExecutorRegistry | None = None, **options) -> Path:
    """Compile a model (an nn.Module or a spec string) for `example_inputs` (tensors, or
    "f32[8,16]" strings) into an artifact directory; returns its path.

    `buckets` gives more sets of example inputs (other shapes, the same dtypes): each becomes an
    entry of the artifact, and the loaded module runs the one its inputs' shapes match.
    Options are CompileOptions' fields: args, dtype, device, freeze, inference, fusion, executors,
    shard, world_size, bucket_mb, mesh, tp_plan, async_tp, remat_policy, memory_budget_gb, fp8,
    fp8_skip, fp8_history, fp8_margin and the rest (docs/cli.md lists them). The names in
    `executors` are looked up in `executor_registry` (default: the built-in executors).
    """
    inputs = tuple(_input_info(x) for x in example_inputs)
    if "pp_split" in options:          # pp_cut_at's earlier name, as --pp-split is --pp-cut-at's
        options["pp_cut_at"] = options.pop("pp_split")
    if "buckets" in options:
        options["buckets"] = tuple(tuple(_input_info(x) for x in bucket) for bucket in options["buckets"])
    opts = CompileOptions(inputs=inputs, **options)
    if output is None:
        name = spec_name(model_or_spec) if isinstance(model_or_spec, str) else type(model_or_spec).__name__.lower()
        output = Path("artifacts") / name
    return compile_artifact(model_or_spec, opts, output,
                            Session(executors=executor_registry) if executor_registry else None).path


def _input_info(x) -> InputInfo:
    if isinstance(x, InputInfo):
        return x
    if isinstance(x, str):
        return InputInfo.parse(x)
    if isinstance(x, torch.Tensor):
        return InputInfo(dtype=dtype_name(x.dtype), shape=tuple(x.shape))
    raise CompileError(f"example input {x!r}: give a tensor, an InputInfo or a string like 'f32[8,16]'")


def _meta_copy(model: nn.Module, dtype: str | None) -> nn.Module:
    """The module's structure with meta tensors in place of its weights (nothing is copied)."""
    memo = {}
    for p in model.parameters():
        memo[id(p)] = nn.Parameter(torch.empty_like(p, device="meta"), requires_grad=p.requires_grad)
    for b in model.buffers():
        memo[id(b)] = torch.empty_like(b, device="meta")
    return cast_floating(copy.deepcopy(model, memo), dtype)


def _refuse_unrolled_rnns(model: nn.Module, device: str) -> None:
    """The tracer turns nn.GRU and nn.RNN into ops per time step (several times slower than
    ATen's fused RNN kernels), and nn.LSTM into oneDNN's kernel, which exists on the CPU only.
    Say so before tracing rather than ship a silent slowdown or a program that cannot run."""
    for name, m in model.named_modules():
        if isinstance(m, (nn.GRU, nn.RNN)) or (isinstance(m, nn.LSTM) and device != "cpu"):
            kind = type(m).__name__
            where = f"{name} ({kind})" if name else kind
            why = ("its trace is oneDNN's CPU kernel, which cannot run there" if kind == "LSTM" else
                   "traced, it would run as ops per time step, several times slower than eager "
                   "(nn.LSTM compiles to oneDNN's fused kernel on the CPU)")
            raise CompileError(f"{where}: thunder-aot has no fused kernel for {kind} on {device} yet: {why}. "
                               "Keep the recurrent layer outside the compiled module and compile the rest")


def _param_dtype(model: nn.Module) -> str:
    for p in model.parameters():
        if p.is_floating_point():
            return dtype_name(p.dtype)
    return "float32"
