"""The build half of the Inductor executor: a kernel pack for this machine.

For each distinct region of an artifact (identical layers share one), Inductor compiles the
region's body as an inference graph on this machine. Its generated wrapper is read (as a
Python syntax tree, never executed by the runtime) into a launch plan of our own: buffer
allocations, views, and kernel launches. CUDA kernels are Triton's cubins, recorded with the
grid and arguments of a real launch; CPU kernels are Inductor's C++ sources, built into one
shared library. Every plan is then run through the runtime's own launch code against the
region's ATen body on random inputs; a region whose wrapper has a statement we do not know,
or whose results differ, stays op by op, and the pack says why.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

import msgpack
import torch

from aotc.executors import random_tensor
from aotc.executors.base import BuildJob, PackBuild, RegionPackReport
from aotc.executors.inductor.cpu import _CpuBuilder
from aotc.executors.inductor.cuda import _CudaBuilder
from aotc.executors.inductor.lowering import region_graph
from aotc.executors.inductor.wrapper import Unsupported
from aotc.format.atomic import scratch_dir
from aotc.format.pack import PACK_FILE, Pack
from aotc.ir import Program, Region
from aotc.numerics import compare
from aotc.ops import OpRegistry
from aotc.runtime.packs import RegionKernels, local_target
from aotc.tolerance import FUSED_KERNEL_TOLERANCES, Tolerance

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


# Ops whose output holds its first argument's values (a coordinate viewed or copied is one still).
_SAME_VALUES = frozenset({"aten.view.default", "aten.reshape.default", "aten._unsafe_view.default",
                          "aten.unsqueeze.default", "aten.squeeze.default", "aten.squeeze.dim", "aten.clone.default",
                          "aten.alias.default", "aten.expand.default"})


def coordinate_ranges(job: BuildJob) -> dict:
    """Each value of the programs that is this rank's coordinate along a mesh axis -> that
    axis's size: a "coord" input, a forward's coordinate the backward receives as a saved value
    (the backward recomputes what it indexes), and views or copies of either."""
    if job.manifest.sharding is None:
        return {}
    mesh = job.manifest.sharding.mesh
    out: dict = {}

    def follow(program, known: dict) -> None:
        for p, v in zip(program.input_ports, program.inputs):
            if p.kind == "coord":
                known[v] = mesh.get(p.name)
        for op in program.ops:
            if getattr(op, "name", None) in _SAME_VALUES and op.args and op.args[0] in known:
                known[op.outputs[0]] = known[op.args[0]]
        out.update(known)

    for entry in job.manifest.entries.values():
        forward = job.programs[entry.forward]
        follow(forward, {})
        if entry.backward:
            saved = {p.name: out[v] for p, v in zip(forward.output_ports, forward.outputs)
                     if p.kind == "saved" and v in out}
            backward = job.programs[entry.backward]
            follow(backward, {v: saved[p.name] for p, v in zip(backward.input_ports, backward.inputs)
                              if p.kind == "saved" and p.name in saved})
    return out


def region_inputs(form: RegionForm, region: Region, device, registry: OpRegistry, coords: dict) -> list:
    """The form's inputs for `region`, but a coordinate (`coordinate_ranges`) drawn from its
    axis's ranks: a body indexes per-rank tables by it (the first token id of this rank's
    vocabulary shard), where any other value is out of bounds."""
    inputs = form.inputs(region, device, registry)
    for n, arg in enumerate(region.args):
        if arg in coords:
            inputs[n] = torch.randint(0, coords[arg], (), dtype=inputs[n].dtype, device=device)
    return inputs


def _random_inputs(region: Region, device, registry: OpRegistry) -> list:
    return [random_tensor(v.type, device) for v in region.body.inputs]


def _fused_tolerance(body: Program) -> Tolerance:
    return FUSED_KERNEL_TOLERANCES["half" if _computes_in_half(body) else "full"]


# Fusion regions: their body's ATen ops, as they are, on any random inputs.
FUSION = RegionForm(graph=lambda body, registry, inputs: region_graph(body, registry), inputs=_random_inputs,
                    reference=region_graph, tolerance=_fused_tolerance)


def build_pack(job: BuildJob, executor: str = EXECUTOR, form: RegionForm = FUSION) -> PackBuild | None:
    """The pack for `job.regions` on `job.device`, every plan checked; None when there are no regions."""
    if not job.regions:
        return None
    start = time.perf_counter()
    target = local_target(job.device)
    builder = _CudaBuilder(job.device) if job.device.type == "cuda" else _CpuBuilder()
    plans, inputs, skipped, sources = {}, {}, {}, {}
    coords = coordinate_ranges(job)
    with builder.session():
        for n, (key, region) in enumerate(sorted(job.regions.items())):
            job.say(f"region {n + 1}/{len(job.regions)} {key} ({len(region.body.ops)} ops)")
            try:
                example = region_inputs(form, region, job.device, job.registry, coords)
                wrapper, plan = builder.region(form.graph(region.body, job.registry, example), example,
                                               form.inductor_options)
            except Unsupported as e:
                skipped[key] = str(e)
                if getattr(e, "source", None):   # kept for review: why this region was not fused
                    sources[f"src/{key}.skipped.py"] = e.source.encode()
                continue
            plans[key], inputs[key] = plan, len(region.args)
            sources[f"src/{key}.py"] = wrapper.encode()
    kernels, files = builder.finish()
    files.update(sources)
    pack = Pack(target, executor, tuple(kernels), plans, inputs, skipped)

    # Check every plan through the runtime's own launch code before it is written.
    if plans:
        with scratch_dir(job.path, "kernels-check") as scratch:
            loaded = RegionKernels(pack, files, _check_dir(scratch, target.name, files), job.device)
            for key in list(plans):
                problem = _compare(job.regions[key], loaded, job.registry, job.device, form, coords)
                if problem:
                    skipped[key] = problem
                    del plans[key], inputs[key]
        pack = Pack(target, executor, tuple(kernels), plans, inputs, skipped)
    files[PACK_FILE] = msgpack.packb(pack.to_data(), use_bin_type=True)
    report = RegionPackReport(executor, target.name, len(job.regions), len(plans), len(kernels), dict(skipped),
                              time.perf_counter() - start)
    return PackBuild(target, files, report)


def _check_dir(scratch: Path, target: str, files: dict) -> Path:
    """The binaries, written where a check can load them (a scratch directory beside the artifact)."""
    check = scratch / target
    check.mkdir()
    for name, data in files.items():
        (check / name).parent.mkdir(parents=True, exist_ok=True)
        (check / name).write_bytes(data)
    return check


def _compare(region: Region, loaded: RegionKernels, registry: OpRegistry, device, form: RegionForm,
             coords: dict) -> str:
    """'' when the plan computes what the body computes (types exactly, values closely). Random
    inputs can leave an op's domain (rsqrt of a saved statistic drawn negative): both sides
    must then agree on where the result is not finite."""
    inputs = region_inputs(form, region, device, registry, coords)
    reference = list(form.reference(region.body, registry)(*inputs))
    _, fn = loaded.region_function(region)
    try:
        got = fn(*inputs)
        if device.type == "cuda":
            torch.cuda.synchronize(device)
    except Exception as e:  # a kernel that cannot launch here is a kernel we do not ship
        return f"launch failed: {type(e).__name__}: {e}"
    tolerance = form.tolerance(region.body)
    for n, (a, b, v) in enumerate(zip(got, reference, region.body.outputs)):
        t = v.type
        if (tuple(a.shape), tuple(a.stride()), str(a.dtype)) != (t.shape, t.stride, f"torch.{t.dtype}"):
            return (f"output {n} is {a.dtype}{list(a.shape)} strides {a.stride()}, the program expects "
                    f"{t.dtype}{list(t.shape)} strides {t.stride}")
        result = compare(f"output {n}", a, b, tolerance)
        if not result.ok:
            return result.note or (f"output {n} differs from the op-by-op result by {result.max_abs:.3g} "
                                   f"(largest |value| {result.scale:.3g})")
    return ""


def _computes_in_half(body: Program) -> bool:
    types = {v.type.dtype for op in body.ops for v in op.outputs if v is not None}
    types |= {v.type.dtype for v in body.inputs}
    return bool(types & {"bfloat16", "float16"})
