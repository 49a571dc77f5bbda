"""The build half of the Inductor executor: a kernel pack for this machine.

For each distinct region of an artifact (identical layers share one), Inductor compiles the
region's body as an inference graph on this machine. Its generated wrapper is read (as a
Python syntax tree, never executed by the runtime) into a launch plan of our own: buffer
allocations, views, and kernel launches. CUDA kernels are Triton's cubins, recorded with the
grid and arguments of a real launch; CPU kernels are Inductor's C++ sources, built into one
shared library. Every plan is then run through the runtime's own launch code against the
region's ATen body on random inputs, their integers those the programs give them
(aotc.executors.inductor.ranges). A region whose wrapper has a statement we do not know, that
Inductor cannot build, whose check cannot run or whose results differ stays op by op, and the
pack says why: one region never ends the build.
"""

from __future__ import annotations

import contextlib
import importlib.metadata
import time
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Callable

import msgpack
import torch
from torch._subclasses.fake_tensor import FakeTensorMode

from aotc.executors import context_lost, random_tensor, said
from aotc.executors.base import BuildJob, PackBuild, RegionPackReport
from aotc.executors.inductor.cpu import _CpuBuilder
from aotc.executors.inductor.cuda import _CudaBuilder, _DescribedCudaBuilder
from aotc.executors.inductor.described import described_device
from aotc.executors.inductor.lowering import region_graph
from aotc.executors.inductor.ranges import DRAWS, CheckIntegers, check_integers, out_of_range
from aotc.executors.inductor.wrapper import Unsupported
from aotc.format.atomic import scratch_dir
from aotc.format.pack import PACK_FILE, Pack
from aotc.ir import Program, Region, TensorType, Value, strides_agree
from aotc.numerics import compare
from aotc.ops import OpRegistry
from aotc.runtime.packs import RegionKernels
from aotc.tolerance import FLOAT8_KERNEL_TOLERANCES, FUSED_KERNEL_TOLERANCES, Tolerance

EXECUTOR = "inductor"


@dataclass(frozen=True)
class RegionForm:
    """How an executor's regions become Inductor graphs and are checked: the graph of a body
    traced on inputs, inputs a region's kernels may run on, the op-by-op reference, and the
    tolerance between the two."""

    graph: Callable[[Program, OpRegistry, list], torch.fx.GraphModule]
    inputs: Callable[[Region, torch.device, OpRegistry], list]
    reference: Callable[[Program, OpRegistry], Callable]
    tolerance: Callable[[Program], Tolerance]
    inductor_options: dict = field(default_factory=dict)
    program_integers: bool = True        # integer inputs as the programs give them (else the form's own)
    # For a described target, where nothing can be timed: (region key, body, registry, fake
    # inputs, tuning record or None) -> the graph and Inductor options. None: `graph` and
    # `inductor_options` as on the device.
    described: Callable | None = None

    def graph_for(self, key: str, body: Program, registry: OpRegistry, inputs: list, described: bool,
                  tuning) -> tuple[torch.fx.GraphModule, dict]:
        if described and self.described is not None:
            return self.described(key, body, registry, inputs, tuning)
        return self.graph(body, registry, inputs), self.inductor_options


def region_inputs(form: RegionForm, region: Region, device, registry: OpRegistry,
                  integers: CheckIntegers) -> list:
    """The form's inputs for `region`, its integer and boolean ones those the programs give it
    (aotc.executors.inductor.ranges: indices in range, offsets that match their counts); a
    form that makes its own valid integers (flex's block masks) takes the mesh coordinates only."""
    inputs = form.inputs(region, device, registry)
    for n, arg in enumerate(region.args):
        if arg in integers.values and (form.program_integers or arg in integers.coordinates):
            inputs[n] = _placed(integers.values[arg], region.body.inputs[n].type, device)
    return inputs


def _placed(value: torch.Tensor, t: TensorType, device) -> torch.Tensor:
    """`value` on `device` with the exact strides of `t` (a stride of 0 included)."""
    size = sum((d - 1) * s for d, s in zip(t.shape, t.stride)) + 1 if t.numel else 0
    base = torch.zeros(size, dtype=value.dtype)
    where = torch.zeros(t.shape, dtype=torch.int64)
    for d, (n, stride) in enumerate(zip(t.shape, t.stride)):
        where += (torch.arange(n) * stride).view([-1 if i == d else 1 for i in range(len(t.shape))])
    base[where.flatten()] = value.reshape(-1)
    return base.to(device).as_strided(t.shape, t.stride)


_BITCAST = "aten.view.dtype"       # the same bytes as another dtype


def _random_inputs(region: Region, device, registry: OpRegistry) -> list:
    return [random_tensor(v.type, device) for v in region.body.inputs]


def _fused_tolerance(body: Program) -> Tolerance:
    return FUSED_KERNEL_TOLERANCES["half" if _computes_in_half(body) else "full"]


# Fusion regions: their body's ATen ops, as they are, on any random inputs.
FUSION = RegionForm(graph=lambda body, registry, inputs: region_graph(body, registry), inputs=_random_inputs,
                    reference=region_graph, tolerance=_fused_tolerance)


def build_pack(job: BuildJob, executor: str = EXECUTOR, form: RegionForm = FUSION) -> PackBuild | None:
    """The pack for `job.regions` on `job.target`, every plan checked; None when there are no
    regions. A region that cannot be built or checked, or whose check disagrees, runs op by op,
    and the pack says why. After a CUDA error that ends the context (a device-side assert),
    nothing more launches: that region and every one not yet checked run op by op."""
    if not job.regions:
        return None
    start = time.perf_counter()
    target, described = job.target.pack, not job.target.live
    if described:
        # For a target that is not here: compiled against its recorded properties, nothing run.
        # Nothing runs: the inputs are fake; a tuning record's configs where its keys match.
        device, builder = None, _DescribedCudaBuilder(job.tuning.kernels if job.tuning else None, job.target.inductor)
        told = described_device(job.target.properties)
    else:
        device = job.target.device
        builder = _CudaBuilder(device) if device.type == "cuda" else _CpuBuilder()
        told = contextlib.nullcontext()
    plans, inputs, skipped, sources = {}, {}, {}, {}
    integers = _Draws(job)
    lost = ""                      # what ended the CUDA context ("region KEY"), if anything did
    with told, builder.session():
        for n, (key, region) in enumerate(sorted(job.regions.items())):
            if lost:
                skipped[key] = _after(lost)
                continue
            job.say(f"region {n + 1}/{len(job.regions)} {key} ({len(region.body.ops)} ops)")
            try:
                example = _fake_inputs(region) if described else \
                    _check_inputs(form, region, device, job.registry, integers)
                graph, options = form.graph_for(key, region.body, job.registry, example, described, job.tuning)
                wrapper, plan = builder.region(graph, example, options, key=key)
            except Unsupported as e:
                skipped[key] = str(e)
                if getattr(e, "source", None):   # kept for review: why this region was not fused
                    sources[f"src/{key}.skipped.py"] = e.source.encode()
                continue
            except _NoCheck as e:
                skipped[key] = str(e)
                continue
            except Exception as e:  # noqa: BLE001 - one region's failure is that region's
                skipped[key] = f"Inductor could not build it: {said(e)}"
                if context_lost(e):
                    skipped[key] += "; the CUDA context is lost"
                    lost = f"region {key}"
                continue
            plans[key], inputs[key] = plan, len(region.args)
            sources[f"src/{key}.py"] = wrapper.encode()
    try:
        kernels, files = builder.finish()
    except Exception as e:  # noqa: BLE001 - the kernels did not link: none of them ships
        kernels, files = [], {}
        skipped.update({key: f"its kernels did not build into a library: {said(e)}" for key in plans})
        plans, inputs = {}, {}
    files.update(sources)
    if plans and not described:
        # Every plan through the runtime's own launch code before it is written.
        problems = _after_lost(plans, lost) if lost else \
            _check_plans(job, form, Pack(target, executor, tuple(kernels), plans, inputs, skipped), files, integers)
        skipped.update(problems)
        plans = {k: v for k, v in plans.items() if k not in problems}
        inputs = {k: v for k, v in inputs.items() if k not in problems}
    built_by = builder_versions() if described else {}
    pack = Pack(target, executor, tuple(kernels), plans, inputs, skipped, checked=not described, built_by=built_by)
    files[PACK_FILE] = msgpack.packb(pack.to_data(), use_bin_type=True)
    report = RegionPackReport(executor, target.name, len(job.regions), len(plans), len(kernels), dict(skipped),
                              time.perf_counter() - start, checked=not described, built_by=built_by,
                              configs=_configs_used(builder, job), tuning=dict(getattr(builder, "configs", {})))
    return PackBuild(target, files, report, checked=not described)


def _configs_used(builder, job: BuildJob) -> dict:
    """A described build's Triton configs by where they came from: {"record": n, "heuristic": n},
    and the regions whose kernels are not those the record's build made ("unlike"); {} for a
    build on the device, whose autotuner chose them."""
    if not isinstance(builder, _DescribedCudaBuilder):
        return {}
    return {"record": builder.from_record, "heuristic": builder.by_heuristic,
            **({"source": job.tuning.source} if job.tuning else {}),
            **({"unlike": sorted(builder.unlike)} if builder.unlike else {})}


def builder_versions() -> dict:
    """This process's torch and Triton: what built a pack for a described target."""
    return {"torch": torch.__version__.split("+")[0], "triton": importlib.metadata.version("triton")}


def _fake_inputs(region: Region) -> list:
    """Inputs of the region's types on the described CUDA device: Inductor reads their
    shapes, strides and dtypes; nothing is allocated."""
    with FakeTensorMode(allow_non_fake_inputs=True):
        return [torch.empty_strided(v.type.shape, v.type.stride, dtype=getattr(torch, v.type.dtype), device="cuda")
                for v in region.body.inputs]


def _check_plans(job: BuildJob, form: RegionForm, pack: Pack, files: dict, integers: _Draws) -> dict:
    """Each plan of `pack` that does not compute what its region computes -> why (`_compare`),
    loaded from a scratch directory as the runtime loads a pack. After an error that ends the
    CUDA context, every plan not yet checked is one."""
    problems, device = {}, job.target.device
    with scratch_dir(job.path, "kernels-check") as scratch:
        try:
            loaded = RegionKernels(pack, files, _check_dir(scratch, pack.target.name, files), device)
        except Exception as e:  # noqa: BLE001 - a pack that does not load here ships no plan
            return _after_lost(pack.plans, "loading the pack") if context_lost(e) else \
                {key: f"its pack did not load: {said(e)}" for key in pack.plans}
        keys = sorted(pack.plans)
        for n, key in enumerate(keys):
            try:
                problem = _compare(job.regions[key], loaded, job.registry, device, form, integers)
            except _ContextLost as e:
                problems[key] = str(e)
                problems.update(_after_lost(keys[n + 1:], f"region {key}"))
                break
            if problem:
                problems[key] = problem
    return problems


def _after_lost(keys, lost: str) -> dict:
    return {key: _after(lost) for key in keys}


class _ContextLost(Exception):
    pass


class _NoCheck(Exception):
    """A region whose check cannot run: it stays op by op, and nothing of it launched."""


def _after(lost: str) -> str:
    return (f"not checked: {lost} ended the CUDA context (a device-side assert or a fault), so nothing "
            "more could launch in this build")


def _check_inputs(form: RegionForm, region: Region, device, registry: OpRegistry, integers) -> list:
    """The region's check inputs; _NoCheck when they cannot be made, or when a position its body
    reads is out of range on them (found on the CPU: on CUDA it would assert)."""
    first = ""
    for drawn in integers:
        try:
            inputs = region_inputs(form, region, device, registry, drawn)
        except Unsupported:
            raise
        except Exception as e:  # noqa: BLE001
            if context_lost(e):
                raise
            raise _NoCheck(f"its check's inputs cannot be made: {said(e)}") from e
        outside = out_of_range(region.body, inputs, registry)
        if not outside:
            return inputs
        first = first or outside
    raise _NoCheck(f"its check's inputs are out of range for it ({first}), under every way the programs' "
                   "integers are drawn: the check cannot run")


class _Draws:
    """The programs' integers under each of ranges.DRAWS in turn, each computed when first asked."""

    def __init__(self, job: BuildJob):
        self.job, self.made = job, []

    def __iter__(self):
        for n, how in enumerate(DRAWS):
            if n == len(self.made):
                self.made.append(check_integers(self.job, draw=how))
            yield self.made[n]


def _check_dir(scratch: Path, target: str, files: dict) -> Path:
    """The binaries, written where a check can load them (a scratch directory beside the artifact)."""
    check = scratch / target
    check.mkdir()
    for name, data in files.items():
        (check / name).parent.mkdir(parents=True, exist_ok=True)
        (check / name).write_bytes(data)
    return check


def _compare(region: Region, loaded: RegionKernels, registry: OpRegistry, device, form: RegionForm,
             integers) -> str:
    """'' when the plan computes what the body computes (types exactly, values closely), else
    why not (the check cannot run, the launch fails, or the results differ). Random inputs can
    leave an op's domain (rsqrt of a saved statistic drawn negative): both sides must then agree
    on where the result is not finite. Raises _ContextLost after an error that ends the context."""
    stage = "its check's inputs cannot be made"
    try:
        inputs = _check_inputs(form, region, device, registry, integers)
        stage = "its op-by-op reference fails on the check's inputs"
        reference = list(form.reference(region.body, registry)(*inputs))
        if device.type == "cuda":
            torch.cuda.synchronize(device)
        _, fn = loaded.region_function(region)
        stage = "launch failed"    # a kernel that cannot launch here is a kernel we do not ship
        got = fn(*inputs)
        if device.type == "cuda":
            torch.cuda.synchronize(device)
    except _NoCheck as e:
        return str(e)
    except Exception as e:  # noqa: BLE001 - any failure of one region's check is that region's
        if context_lost(e):
            raise _ContextLost(f"{stage}: {said(e)}; the CUDA context is lost") from e
        return f"{stage}: {said(e)}"
    tolerance = form.tolerance(region.body)
    for n, (a, b, v) in enumerate(zip(got, reference, region.body.outputs)):
        t = v.type
        # A size-1 dimension's stride is Inductor's choice and no reader steps over it.
        if (tuple(a.shape), str(a.dtype)) != (t.shape, f"torch.{t.dtype}") \
                or not strides_agree(t.shape, a.stride(), t.stride):
            return (f"output {n} is {a.dtype}{list(a.shape)} strides {a.stride()}, the program expects "
                    f"{t.dtype}{list(t.shape)} strides {t.stride}")
        result = compare_output(f"output {n}", a, b, v, region.body, tolerance)
        if not result.ok:
            return result.note or (f"output {n} differs from the op-by-op result by {result.max_abs:.3g} "
                                   f"(largest |value| {result.scale:.3g})")
    return ""


def compare_output(name: str, got: torch.Tensor, want: torch.Tensor, value, body: Program, tolerance: Tolerance):
    """compare() of one region output, as the numbers it holds: float8 bits the region views as
    bytes (fp8 weights gathered as uint8, aotc.passes.fp8_gathers) are compared as float8, and
    a float8 result within one float8 step of the top binade (FLOAT8_KERNEL_TOLERANCES): a fused
    kernel rounds the value it casts at other points than the ops do, and a value on a rounding
    boundary then lands one step away, which compared as bytes differed outright."""
    source = next((op.args[0] for op in body.ops if not isinstance(op, Region) and op.name == _BITCAST
                   and op.outputs[0] is value and isinstance(op.args[0], Value)), None)
    if source is not None and source.type.dtype in FLOAT8_KERNEL_TOLERANCES:
        fp8 = getattr(torch, source.type.dtype)
        got, want = got.view(fp8), want.view(fp8)
    dtype = str(got.dtype).removeprefix("torch.")
    return compare(name, got, want, FLOAT8_KERNEL_TOLERANCES.get(dtype, tolerance))


def _computes_in_half(body: Program) -> bool:
    types = {v.type.dtype for op in body.ops for v in op.outputs if v is not None}
    types |= {v.type.dtype for v in body.inputs}
    return bool(types & {"bfloat16", "float16"})


def check_pack(job: BuildJob, files: dict, executor: str = EXECUTOR, form: RegionForm = FUSION) -> PackBuild:
    """The unchecked pack `files` (built for a described target) checked here, on a device of
    its target, as build_pack checks a pack it builds: each plan that does not compute what its
    region computes runs op by op, named, and the pack is marked checked."""
    start = time.perf_counter()
    pack = Pack.from_data(msgpack.unpackb(files[PACK_FILE], raw=False, strict_map_key=True))
    problems = _check_plans(job, form, pack, files, _Draws(job)) if pack.plans else {}
    plans = {k: v for k, v in pack.plans.items() if k not in problems}
    checked = replace(pack, plans=plans, inputs={k: pack.inputs[k] for k in plans},
                      skipped={**pack.skipped, **problems}, checked=True)
    files = {**files, PACK_FILE: msgpack.packb(checked.to_data(), use_bin_type=True)}
    report = RegionPackReport(executor, pack.target.name, len(job.regions), len(plans), len(pack.kernels),
                              dict(checked.skipped), time.perf_counter() - start, checked=True,
                              built_by=pack.built_by)
    return PackBuild(pack.target, files, report)
