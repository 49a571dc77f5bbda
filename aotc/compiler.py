"""The compiler's front door: spec or module -> capture -> passes -> artifact directory."""

from __future__ import annotations

import copy
import fnmatch
import time
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Callable, Sequence

import torch
from torch import nn

from aotc.compile_stages import Staged, compile_stages
from aotc.customops.grouped_mm import SCALED_OPS
from aotc.errors import CompileError
from aotc.executors.registry import ExecutorRegistry, default_executors
from aotc.format.artifact import check_output, read_manifest, write_artifact
from aotc.format.fp8_info import Fp8Info
from aotc.format.manifest import (DEFAULT_ENTRY, FORMAT_7_AXES, Entry, Manifest, MemoryInfo, ModeInfo, Provenance,
                                  SavedInfo)
from aotc.frontend.capture import Captured, capture
from aotc.frontend.importer import build_model, cast_floating, resolve_spec
from aotc.ir import Program
from aotc.model_info import InputInfo, ParamInfo, dtype_name
from aotc.ops import Kind, OpRegistry
from aotc.options import CompileOptions, bucket_name
from aotc.pipeline import Compiled, compile_programs, pass_names
from aotc.passes.spmd.plan import tensor_parallel_plan
from aotc.sharding import TENSOR_AXIS, ShardingSpec, SpecError, mesh_plan
from aotc.memory import saved_bytes
from aotc.version import __version__, format_for



@dataclass(frozen=True)
class CompileReport:
    path: Path
    manifest: Manifest
    compiled: Compiled                         # the first entry's programs
    stages: tuple[tuple[str, float], ...]      # (stage, seconds)
    artifact_bytes: int
    entries: tuple[tuple[str, Compiled], ...] = ()   # every entry's, by name


Progress = Callable[[str, float], None]


# Run every op of every program on meta tensors after every pass, against its recorded types:
# slow for a large model, so off by default; the test suite turns it on (tests/conftest.py).
CHECK_TYPES = False


def compile_artifact(model_or_spec: str | nn.Module, options: CompileOptions, output: str | Path,
                     *, progress: Progress | None = None, registry: OpRegistry | None = None,
                     say: Callable[[str], None] | None = None, check_types: bool | None = None,
                     dump_after: Sequence[str] = (), dump_dir: Path | None = None,
                     executors: ExecutorRegistry | None = None) -> CompileReport:
    """Compile into the artifact directory `output`. `dump_after` names passes after which the
    programs are written, as Python, into `dump_dir`; `check_types` runs every op on meta
    tensors after every pass (default: CHECK_TYPES)."""
    registry = registry or OpRegistry()
    executors = executors or default_executors()
    for name in options.executors:
        executors[name]                    # an executor the registry lacks is refused before any work
    if dump_after:
        known = set(pass_names(options, executors))
        unknown = sorted(set(dump_after) - known)
        if unknown:
            raise CompileError(f"--dump-after {unknown[0]!r} names no pass of this compile; its passes are "
                               f"{', '.join(dict.fromkeys(pass_names(options, executors)))}")
        if dump_dir is None:
            raise CompileError("--dump-after needs a directory to write the programs to (--dump-dir)")
    stages: list[tuple[str, float]] = []

    def stage(name: str, start: float):
        stages.append((name, time.perf_counter() - start))
        if progress:
            progress(name, stages[-1][1])

    check_output(output)   # before minutes of capture, not after
    t = time.perf_counter()
    spec = model_or_spec if isinstance(model_or_spec, str) else ""
    if spec:
        model = build_model(resolve_spec(spec), options.args, dtype=options.dtype, spec=spec)
    else:
        model = _meta_copy(model_or_spec, options.dtype)
    dtype = options.dtype or _param_dtype(model)
    frozen = _match_freeze(model, options.freeze)
    _refuse_unrolled_rnns(model, options.device)
    stage("import", t)

    # One entry per set of input shapes (a shape bucket), or per pipeline stage: each traced and
    # compiled on its own.
    bucketed = len(options.input_sets) > 1
    built, staged = [], None
    if options.pipelined:
        staged = compile_stages(model, options, registry, frozen=frozen, executors=executors,
                                check_types=CHECK_TYPES if check_types is None else check_types,
                                dump_after=frozenset(dump_after), dump_dir=dump_dir, say=say or (lambda _: None),
                                stage=stage)
        built = staged.built
    for inputs in options.input_sets if staged is None else ():
        label = f" {bucket_name(inputs)}" if bucketed else ""
        t = time.perf_counter()
        captured = capture(model, inputs, training=not options.inference, device=options.device,
                           expert_parallel=options.expert_parallel)
        stage(f"capture{label}", t)
        t = time.perf_counter()
        sharding = _sharding(options, captured, registry, say or (lambda _: None))
        compiled = compile_programs(captured.program, options, registry, frozen=frozen, sharding=sharding,
                                    executors=executors,
                                    tied={n: p.names[0] for p in captured.params for n in p.names[1:]},
                                    check_types=CHECK_TYPES if check_types is None else check_types,
                                    dump_after=frozenset(dump_after),
                                    dump_dir=dump_dir / bucket_name(inputs) if bucketed and dump_dir else dump_dir,
                                    say=say or (lambda _: None))
        stage(f"passes{label}", t)
        built.append((bucket_name(inputs) if bucketed else DEFAULT_ENTRY, captured, compiled))

    t = time.perf_counter()
    manifest, programs = _manifest(built, registry, options, spec, dtype, frozen, staged)
    path = write_artifact(output, manifest, programs)
    stage("write", t)
    size = sum(f.stat().st_size for f in path.iterdir())
    return CompileReport(path=path, manifest=read_manifest(path), compiled=built[0][2],
                         stages=tuple(stages), artifact_bytes=size,
                         entries=tuple((name, compiled) for name, _, compiled in built))


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
    if "buckets" in options:
        options["buckets"] = tuple(tuple(_input_info(x) for x in bucket) for bucket in options["buckets"])
    opts = CompileOptions(inputs=inputs, **options)
    if output is None:
        name = model_or_spec.rpartition(":")[2] if isinstance(model_or_spec, str) else type(model_or_spec).__name__
        output = Path("artifacts") / name.lower()
    return compile_artifact(model_or_spec, opts, output, executors=executor_registry).path


def _uses_mesh(plan: ShardingSpec | None, programs: dict[str, Program]) -> bool:
    """Whether the artifact holds what format 8 added: a mesh axis other than format 7's dp and
    ep (and with it tp and cp layouts), or a program reading a rank coordinate."""
    if plan is not None and any(axis not in FORMAT_7_AXES for axis in plan.mesh.names):
        return True
    return any(port.kind == "coord" for p in programs.values() for port in p.input_ports)


def _fp8_section(fp8, programs: dict[str, Program]) -> Fp8Info | None:
    """The manifest's fp8 section, recording `--fp8-experts` only where a grouped matmul was
    scaled: a model without experts, or with every expert skipped, keeps format 7's section."""
    if fp8 is None:
        return None
    section = fp8.section()
    if section.experts is not None and not any(op.name in SCALED_OPS for p in programs.values() for op in p.flat_ops()):
        return replace(section, experts=None)
    return section


def _sharding(options: CompileOptions, captured: Captured, registry: OpRegistry,
              say: Callable[[str], None]) -> ShardingSpec | None:
    if options.scheme is None:
        return None
    tp = dict(options.mesh).get(TENSOR_AXIS, 1)
    split = tensor_parallel_plan(captured.program, registry, tp, options.tp_plan,
                                 {p.name: p.names for p in captured.params}, say) if tp > 1 else {}
    try:
        return mesh_plan(options.scheme, options.mesh_axes, options.bucket_mb,
                         ((p.name, p.dtype, p.shape) for p in captured.params), experts=captured.experts,
                         tensor_parallel=split)
    except SpecError as e:
        raise CompileError(str(e)) from None


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


def _match_freeze(model: nn.Module, globs: tuple[str, ...]) -> frozenset[str]:
    """Canonical names of the parameters any glob matches (through any of a tied tensor's names)."""
    canonical = {}
    for name, p in model.named_parameters(remove_duplicate=False):
        canonical.setdefault(id(p), name)
    frozen = set()
    for glob in globs:
        hits = {canonical[id(p)] for name, p in model.named_parameters(remove_duplicate=False)
                if fnmatch.fnmatchcase(name, glob)}
        if not hits:
            raise CompileError(f"--freeze {glob!r} matches no parameter; names look like "
                               f"{next(iter(canonical.values()), '(none)')!r}")
        frozen |= hits
    return frozenset(frozen)


def _manifest(built: list, registry: OpRegistry, options: CompileOptions, spec: str, dtype: str,
              frozen: frozenset[str], staged: Staged | None = None) -> tuple[Manifest, dict]:
    """The manifest and the programs of every entry: with one set of inputs, the entry `step`
    running `forward` (and `backward`); with buckets, an entry per bucket running
    `forward_<bucket>` (and `backward_<bucket>`); with pipeline stages, an entry per stage
    (`stage<k>`, role "stage") running `forward_stage<k>` and `backward_stage<k>`."""
    _, captured, first = built[0]
    features = first.features
    params = tuple(ParamInfo(names=p.names, dtype=p.dtype, shape=p.shape,
                             requires_grad=p.requires_grad and p.name not in frozen)
                   for p in (staged.params if staged else captured.params))
    entries, programs = {}, {}
    for name, bucket, compiled in built:
        suffix = "" if name == DEFAULT_ENTRY else f"_{name}"
        forward = compiled.forward.replace(name=f"forward{suffix}")
        programs[forward.name] = forward
        backward = None
        if compiled.backward is not None:
            backward = compiled.backward.replace(name=f"backward{suffix}")
            programs[backward.name] = backward
        role = "stage" if staged else "inference" if options.inference else "train-step"
        entries[name] = Entry(role=role, forward=forward.name, backward=backward.name if backward else None,
                              inputs=bucket.inputs, outputs=bucket.outputs, saved=_saved(compiled, registry),
                              memory=_memory(compiled), stage=len(entries) if staged else None)
    sharding = staged.sharding if staged else features.sharding.section() if features.sharding else None
    fp8 = _fp8_section(features.fp8, programs)
    manifest = Manifest(
        format_version=format_for(stages=staged is not None, mesh=_uses_mesh(sharding, programs),
                                  fp8_additions=fp8 is not None and fp8.format_9,
                                  blocks=sharding is not None and sharding.blocked),
        compiler_version=__version__,
        torch_version=torch.__version__,
        made=Provenance(spec=spec, args=dict(options.args), dtype=dtype, device=options.device,
                        freeze=tuple(options.freeze), training=not options.inference),
        params=params, buffers=captured.buffers, entries=entries, programs={},
        modes=_modes(captured, [c for _, _, c in built], registry),
        executors=_executors([c for _, _, c in built]),
        sharding=sharding,
        fp8=fp8,
        optimizer=features.optimizer.section([p.name for p in params if p.requires_grad])
        if features.optimizer and first.backward is not None else None,
        pipeline=staged.pipeline if staged else None)
    return manifest, programs


def _saved(compiled: Compiled, registry: OpRegistry) -> SavedInfo:
    if compiled.backward is None:
        return SavedInfo(count=0, activation_bytes=0, param_bytes=0)
    activation, param = saved_bytes(compiled.forward, registry)
    count = sum(1 for p in compiled.forward.output_ports if p.kind == "saved")
    return SavedInfo(count=count, activation_bytes=activation, param_bytes=param)


def _memory(compiled: Compiled) -> MemoryInfo:
    remat = compiled.features.remat if compiled.features else None
    if remat is None:                # inference: the estimate alone
        e = compiled.memory
        return MemoryInfo(resident=e.resident, forward_peak=e.forward_peak, saved=e.saved,
                          backward_peak=e.backward_peak, peak=e.peak)
    return remat.section(compiled.remat, compiled.memory)


def _executors(compiled: list[Compiled]) -> tuple[str, ...]:
    programs = [p for c in compiled for p in (c.forward, c.backward) if p is not None]
    return ("aten",) + tuple(sorted({r.executor for p in programs for r in p.regions()}))


def _modes(captured: Captured, compiled: list[Compiled], registry: OpRegistry) -> ModeInfo:
    """Would the programs differ in another train/eval mode? Only through dropout (random
    ops), batch norm, or a buffer the forward writes."""
    programs = [p for c in compiled for p in (c.forward, c.backward) if p is not None]
    sensitive = any(registry.lookup(op.name).kinds & {Kind.RANDOM, Kind.MODE}
                    for p in programs for op in p.flat_ops())
    sensitive |= any(port.kind == "update" for c in compiled for port in c.forward.output_ports)
    training, exceptions = captured.modes
    return ModeInfo(training=training, exceptions=exceptions, sensitive=sensitive)
