"""Reports -> text lines and JSON documents. Pure functions of aotc's frozen reports, so the
commands in cli/main.py stay a parse, a call and a print."""

from __future__ import annotations

import math
from typing import Iterable

from aotc.ir import DTYPE_BYTES

from typing import TYPE_CHECKING

if TYPE_CHECKING:   # annotations only: rendering needs none of these modules (or torch) loaded
    from aotc.compiler import CompileReport
    from aotc.format.manifest import Manifest, MemoryInfo, SavedInfo
    from aotc.tools import ArtifactSummary

TOP_OPS = 5          # op names shown per program in compile's summary and inspect's text
PARAMS_SHOWN = 12    # parameters listed by inspect without --all


def human_bytes(n: int) -> str:
    """Binary units, three significant digits: 75199 -> '73.4 KiB'."""
    if n < 1024:
        return f"{n} B"
    value = float(n)
    for unit in ("KiB", "MiB", "GiB", "TiB", "PiB"):
        value /= 1024
        if value < 1024 or unit == "PiB":
            return f"{value:.3g} {unit}" if value < 1000 else f"{value:.0f} {unit}"
    raise AssertionError("unreachable")


def show_args(args: dict) -> str:
    return ", ".join(f"{k}={v!r}" for k, v in args.items()) or "no arguments"


def show_model(spec: str, args: dict) -> str:
    spec = spec or "(a Python object)"
    return f"{spec}({show_args(args)})" if args else spec


def show_seconds(s: float) -> str:
    return f"{s * 1000:.1f} ms" if s < 1 else f"{s:.2f} s"


def show_memory(memory: MemoryInfo) -> list[str]:
    """The remat choice and the step's estimated memory (nothing for an artifact without them)."""
    if not memory.remat_policy:
        return []
    budget = f", budget {memory.budget / 1e9:.3g} GB" if memory.budget is not None else ""
    offloaded = (f", and reads {human_bytes(memory.offloaded)} back from host memory" if memory.offloaded else "")
    return [f"remat       {memory.remat_policy}{budget}: the backward recomputes {memory.recomputed} forward values"
            f"{offloaded}",
            f"memory      estimated step peak {human_bytes(memory.peak)}: parameters and buffers "
            f"{human_bytes(memory.resident)}, + forward {human_bytes(memory.forward_peak)}, "
            f"+ backward {human_bytes(memory.backward_peak)} (saved activations and gradients included)"]


def show_saved(saved: SavedInfo) -> str:
    total = saved.activation_bytes + saved.param_bytes
    return (f"{saved.count} tensors, {human_bytes(total)} "
            f"({human_bytes(saved.activation_bytes)} activations, "
            f"{human_bytes(saved.param_bytes)} parameters and buffers)")


def show_top_ops(counts: Iterable[tuple[str, int]], n: int = TOP_OPS) -> str:
    counts = list(counts)
    shown = ", ".join(f"{name} {k}" for name, k in counts[:n])
    return shown + (f", ... ({len(counts) - n} more kinds)" if len(counts) > n else "")


# ----------------------------------------------------------------------------------------- compile

def compile_header(spec: str, args: dict, buckets, dtype: str | None, device: str, inference: bool) -> str:
    shapes = " | ".join(", ".join(map(str, inputs)) for inputs in buckets)
    return (f"compiling {show_model(spec, args)} for {shapes}, "
            f"{dtype or 'its own dtype'} on {device}, {'inference' if inference else 'training'}")


# compile warns when the activations saved for the backward exceed this many times the
# parameters' bytes (and 1 GiB): the step's memory is then mostly activations.
SAVED_WARNING_RATIO = 4


def build_summary(path, reports: list) -> list[str]:
    """One block per executor that built a pack."""
    if not reports:
        return [f"no kernels to build for {path}: no executor has work in it for this machine"]
    lines = []
    for report in reports:
        if hasattr(report, "why"):               # an executor that built no pack (NotBuilt)
            lines.append(f"{report.executor}: no pack built, its work runs as it would without one: {report.why}")
            continue
        if hasattr(report, "backend"):           # the attention executor's choice
            times = ", ".join(f"{b} {ms:.2f} ms" for b, ms in sorted(report.ms.items(), key=lambda x: x[1]))
            measured = f" (forward + backward per step: {times})" if times else ""
            kernel = report.backend or ("no dense kernel" if report.dropped else "no dense attention")
            lines.append(f"{report.executor} pack {report.target}: {kernel}{measured}, in {path}")
            if getattr(report, "chosen", ""):
                lines.append(f"  chosen without timing: {report.chosen}")
            lines.extend(f"  {b} left out: {why}" for b, why in sorted(report.dropped.items()))
            varlen = report.varlen
            if varlen.kernel:
                times = ", ".join(f"{k} {ms:.2f} ms" for k, ms in sorted(varlen.ms.items(), key=lambda x: x[1]))
                lines.append(f"  variable-length attention: {varlen.kernel} (forward + backward per step over the "
                             f"trial documents: {times})")
            lines.extend(f"  variable-length {k} left out: {why}" for k, why in sorted(varlen.dropped.items()))
            continue
        if hasattr(report, "choice"):            # TransformerEngine's: which matmuls it runs, both timed
            te_ms = sum(t for t, _ in report.choice.regions.values())
            aten_ms = sum(a for _, a in report.choice.regions.values())
            lines.append(f"te pack {report.target} (TransformerEngine {report.choice.te_version}): {report.built} of "
                         f"{report.regions} distinct fp8 matmuls through TE ({te_ms:.3f} ms, torch._scaled_mm "
                         f"{aten_ms:.3f} ms, one call of each) in {show_seconds(report.seconds)}, in {path}")
            lines.extend(f"  region {key} keeps torch._scaled_mm: {why}" for key, why in sorted(report.skipped.items()))
            continue
        lines.append(f"{report.executor} pack {report.target}: {report.built} of {report.regions} regions fused "
                     f"({report.kernels} kernels) in {show_seconds(report.seconds)}, in {path}"
                     + ("" if report.checked else ", UNCHECKED"))
        lines.extend(_built_elsewhere(report, path))
        for key, why in sorted(report.skipped.items()):
            lines.append(f"  region {key} runs op by op: {why}")
    return lines


def _built_elsewhere(report, path) -> list[str]:
    """What a pack built for a described target says: who built it, and what it still needs."""
    lines = []
    parts = report.target.split("-")
    for tool in ("torch", "triton"):
        built = report.built_by.get(tool)
        wanted = next((p[len(tool):] for p in parts if p.startswith(tool)), "")
        if built and wanted and built != wanted:
            why = (" the check on the target vouches for its kernels; to build with the target's Triton, "
                   "run it again with --target-triton"
                   if tool == "triton" else " Inductor's generated code may differ from what the target's makes")
            lines.append(f"  built with {tool} {built}, not the target's {tool} {wanted}:{why}")
    if report.configs:
        source = f" the tuning record {report.configs['source']}" if report.configs.get("source") else " a tuning record"
        n = report.configs["record"] + report.configs["heuristic"]
        lines.append(f"  Triton configs of its {n} region kernels: {report.configs['record']} from{source}, "
                     f"{report.configs['heuristic']} by Inductor's heuristics (one config each, untimed)")
        unlike = report.configs.get("unlike", [])
        if unlike:
            lines.append(f"  {len(unlike)} region(s) made into other kernels than the record's build on the target made "
                         f"({', '.join(unlike)}): this torch's Inductor fuses them otherwise, so their speed may "
                         "differ from a pack built there (`build-kernels DIR` on a machine of the target builds its own)")
    if not report.checked:
        lines.append(f"  not checked: its regions run op by op until `thunder-aot build-kernels {path} --check` runs "
                     "on a machine of the target")
    return lines


def show_regions(n: int) -> str:
    return f"({n} fused regions)  " if n else ""


def compile_phase(name: str, seconds: float) -> str:
    return f"  {name:<16}{show_seconds(seconds):>10}"


def compile_summary(report: CompileReport) -> list[str]:
    m = report.manifest
    lines = []
    for entry_name, entry in m.entries.items():
        if len(m.entries) > 1:
            lines.append(f"entry {entry_name}: inputs {', '.join(map(str, entry.inputs))}")
        compiled = dict(report.entries).get(entry_name, report.compiled)
        programs = [(entry.forward, compiled.forward)]
        if compiled.backward is not None:
            programs.append((entry.backward, compiled.backward))
        for name, program in programs:
            lines.append(f"{name:<10}{program.op_count:>6} ops   {show_regions(len(program.regions()))}"
                         f"{show_top_ops(program.op_counts().items())}")
        if m.training:
            lines.append(f"saved for backward  {show_saved(entry.saved)}")
            lines.extend(show_memory(entry.memory))
    if m.training:
        param_bytes = sum(math.prod(p.shape) * DTYPE_BYTES.get(p.dtype, 0) for p in m.params)
        if m.saved.activation_bytes > max(SAVED_WARNING_RATIO * param_bytes, 1 << 30):
            lines.append(f"warning: the forward saves {human_bytes(m.saved.activation_bytes)} of activations "
                         f"for the backward, {m.saved.activation_bytes / max(param_bytes, 1):.0f}x the "
                         f"parameters' {human_bytes(param_bytes)}; a smaller batch or sequence, or "
                         "activation checkpointing in the model, lowers it")
    lines.append(f"artifact  {human_bytes(report.artifact_bytes)} in {report.path}")
    return lines


# ----------------------------------------------------------------------------------------- inspect

def inspect_text(s: ArtifactSummary, show_all: bool) -> list[str]:
    m = s.manifest
    made = m.made
    lines = [
        f"artifact    {s.path}  ({human_bytes(s.artifact_bytes)} in {len(s.file_bytes)} files)",
        f"versions    format {m.format_version}, thunder-aot {m.compiler_version}, torch {m.torch_version}",
        f"made from   {show_model(made.spec, made.args)}",
        f"            {made.dtype} on {made.device}, {'training' if made.training else 'inference'}, "
        f"freeze: {', '.join(made.freeze) or '(none)'}",
        f"executors   {', '.join(m.executors)}",
        f"kernels     {', '.join(f'{e}/{t}' for e, ts in sorted(m.packs.items()) for t in sorted(ts)) or '(no kernel pack: every region runs op by op; add one with build-kernels)'}",
        *[f"entry       {name}: {e.role} ({', '.join(e.programs)}), inputs {', '.join(map(str, e.inputs)) or '(none)'}"
          for name, e in m.entries.items()],
        f"outputs     {', '.join(str(o) if o else 'None' for o in s.outputs) or '(none)'}"
        + (f"  (entry {_result_entry(m)})" if len(m.entries) > 1 else ""),
        *_pipeline_lines(s),
        f"parameters  {len(m.params)} tensors, {s.param_elements:,} elements, {human_bytes(s.param_bytes)}; "
        f"{s.trainable} trainable, {len(m.params) - s.trainable} frozen",
    ]
    shown = m.params if show_all else m.params[:PARAMS_SHOWN]
    width = max((len(" = ".join(p.names)) for p in shown), default=0)
    for p in shown:
        flag = "" if p.requires_grad or not made.training else "  frozen"
        shape = f"{p.dtype}[{', '.join(map(str, p.shape))}]"
        lines.append(f"  {' = '.join(p.names):<{width}}  {shape}{flag}")
    if len(shown) < len(m.params):
        lines.append(f"  ... {len(m.params) - len(shown)} more (--all lists every one)")
    lines.append(f"buffers     {len(m.buffers)} tensors, {s.buffer_elements:,} elements, "
                 f"{human_bytes(s.buffer_bytes)}")
    for b in m.buffers if show_all else m.buffers[:PARAMS_SHOWN]:
        lines.append(f"  {b.name}  {b.dtype}[{', '.join(map(str, b.shape))}]")
    if not show_all and len(m.buffers) > PARAMS_SHOWN:
        lines.append(f"  ... {len(m.buffers) - PARAMS_SHOWN} more (--all lists every one)")
    lines.append("programs")
    for p in s.programs:
        ops = p.op_counts if show_all else p.op_counts[:TOP_OPS]
        lines.append(f"  {p.name:<10}{p.ops:>6} ops, {len(p.op_counts)} kinds"
                     f"{f', {p.regions} fused regions' if p.regions else ''}")
        for name, count, nbytes in p.collectives:
            lines.append(f"    {count:>6}  {name} ({human_bytes(nbytes)} in)")
        lines.extend(f"    {k:>6}  {name}" for name, k in ops)
        if len(ops) < len(p.op_counts):
            lines.append(f"       ...  {len(p.op_counts) - len(ops)} more kinds (--all lists them)")
    if made.training:
        lines.append(f"saved for backward  {show_saved(m.saved)}")
        lines.extend(show_memory(m.memory))
    if m.fp8 is not None:
        held = "; each cast's amax history and scale held between steps" if m.fp8.history is not None else ""
        experts = {None: "", "forward": ", rowwise for experts' forward and input-gradient grouped matmuls",
                   "all": ", rowwise for experts' grouped matmuls"}[m.fp8.experts]
        attention = " and dense attention (q, k, v, its probabilities and gradients)" if m.fp8.attention else ""
        lines.append(f"fp8         {m.fp8.describe()} for linears' matmuls{experts}{attention}"
                     + (f", except weights matching {', '.join(m.fp8.skip)}" if m.fp8.skip else "") + held)
    if m.optimizer is not None:
        o = m.optimizer
        groups = "; ".join(f"{len(g)} parameters, weight decay {wd:g}" for g, wd in zip(o.groups, o.weight_decays))
        lines.append(f"optimizer   {o.kind} in the backward: betas {o.betas[0]:g}, {o.betas[1]:g}, eps {o.eps:g}; "
                     f"{groups}; the learning rate an input each step")
    plan = m.sharding
    if plan is not None:
        divided = [(name, t) for name, t in plan.params.items() if t.divided]
        padded = sum(1 for _, t in divided if any(t.padding))
        blocked = sum(1 for _, t in divided if t.blocks)
        lines.append(f"sharding    {plan.summary}"
                     + (f"; {len(divided)} parameters split, {padded} padded" if divided else "; every parameter replicated")
                     + (f", {blocked} block by block (fused projections)" if blocked else ""))
        if m.pipeline is None:
            lines.append(f"  per rank  parameters {human_bytes(per_rank_param_bytes(m))} of {human_bytes(s.param_bytes)}; "
                         "the memory above is one rank's")
        else:
            lines.append("  per rank  parameters: each stage's above; the memory above is one rank's of stage 0")
        for axis, (count, nbytes, sent) in _by_axis(s.step_traffic() if m.pipeline is None else {}, plan):
            lines.append(f"  per step  {axis}={plan.mesh.get(axis)}: {count} collectives, {human_bytes(nbytes)} in, "
                         f"{human_bytes(sent)} sent by each rank")
        if show_all:
            shapes = {p.name: p.shape for p in m.params}
            for name, t in divided:
                local = t.local_shape(shapes[name], plan.mesh)
                lines.append(f"  {name}  {_placement(t)}, [{', '.join(map(str, local))}] per rank"
                             + (f", padding {list(t.padding)}" if any(t.padding) else ""))
    return lines


def per_rank_param_bytes(m: Manifest, names: Iterable[str] | None = None) -> int:
    """Bytes of the parameters (those named, or all) one rank holds under the plan (the largest
    part, padding included)."""
    plan = m.sharding
    names = None if names is None else set(names)
    total = 0
    for p in m.params:
        if names is not None and p.name not in names:
            continue
        shape = plan.params[p.name].local_shape(p.shape, plan.mesh) if plan else p.shape
        total += math.prod(shape) * DTYPE_BYTES.get(p.dtype, 0)
    return total


def _result_entry(m: Manifest) -> str:
    return next(name for name, e in m.entries.items() if e is m.result_entry)


def _by_axis(traffic: dict, plan) -> list:
    """(axis, figures) in the mesh's order."""
    return sorted(traffic.items(), key=lambda kv: plan.mesh.names.index(kv[0]) if kv[0] in plan.mesh.names else 99)


def _pipeline_lines(s: ArtifactSummary) -> list[str]:
    """The stages: their blocks, where they run, their estimated step peak and, sharded, what
    one rank of each sends per microbatch over each mesh axis."""
    m = s.manifest
    p = m.pipeline
    if p is None:
        return []
    pp = m.sharding.mesh.size("pp") if m.sharding is not None and "pp" in m.sharding.mesh.names else 1
    starts = [0] + [int(n.rpartition(".")[2]) for n in p.cut_at]
    stages = sorted(m.entries.items(), key=lambda item: item[1].stage)
    reads = dict(s.reads)
    lines = [f"pipeline    {p.stages} stages cut between the blocks of {p.blocks}, stage k on pipeline rank k % {pp}"
             + (" (interleaved: several per rank)" if p.stages > pp else "")]
    for k, (name, e) in enumerate(stages):
        last = starts[k + 1] - 1 if k + 1 < len(starts) else None
        blocks = f"{p.blocks}.{starts[k]}" + (" on" if last is None else "" if last == starts[k] else f"-{last}")
        extra = " and what comes before them" if k == 0 else " and what comes after them" if last is None else ""
        held = human_bytes(per_rank_param_bytes(m, reads[name]))
        lines.append(f"  stage {k}  {blocks}{extra}; parameters {held} per rank; estimated step peak "
                     f"{human_bytes(e.memory.peak)}")
        if m.sharding is not None:
            sent = [f"{axis}={m.sharding.mesh.get(axis)} {count} collectives, {human_bytes(t)}"
                    for axis, (count, _, t) in _by_axis(s.step_traffic(e), m.sharding)]
            if sent:
                lines.append(f"           sent by each rank per microbatch: {'; '.join(sent)}")
    return lines


def _traffic_json(traffic: dict) -> dict:
    return {axis: {"count": c, "bytes": b, "sent_bytes": t} for axis, (c, b, t) in traffic.items()}


def _placement(t) -> str:
    """'dim 0 over dp' for each split dimension of a TensorSharding."""
    return "; ".join(f"dim {d} over {' x '.join(axes)}" for d, axes in enumerate(t.dims) if axes)


def inspect_json(s: ArtifactSummary) -> dict:
    """Every fact inspect prints, untruncated; sizes in bytes."""
    m: Manifest = s.manifest
    made = m.made
    return {
        "path": str(s.path),
        "format_version": m.format_version,
        "compiler_version": m.compiler_version,
        "torch_version": m.torch_version,
        "made": {"spec": made.spec, "args": made.args, "dtype": made.dtype, "device": made.device,
                 "freeze": list(made.freeze), "training": made.training},
        "executors": list(m.executors),
        "kernel_packs": {e: dict(sorted(t.items())) for e, t in sorted(m.packs.items())},
        "entries": {name: e.to_data() for name, e in m.entries.items()},
        "inputs": [{"dtype": i.dtype, "shape": list(i.shape)} for i in m.inputs],
        "outputs": [None if o is None else {"dtype": o.dtype, "shape": list(o.shape)} for o in s.outputs],
        "parameters": {
            "count": len(m.params), "elements": s.param_elements, "bytes": s.param_bytes,
            "trainable": s.trainable, "frozen": len(m.params) - s.trainable,
            "tensors": [{"names": list(p.names), "dtype": p.dtype, "shape": list(p.shape),
                         "requires_grad": p.requires_grad} for p in m.params],
        },
        "buffers": {
            "count": len(m.buffers), "elements": s.buffer_elements, "bytes": s.buffer_bytes,
            "tensors": [{"name": b.name, "dtype": b.dtype, "shape": list(b.shape)} for b in m.buffers],
        },
        "programs": {p.name: {"ops": p.ops, "regions": p.regions, "op_counts": dict(p.op_counts),
                              "collectives": {n: {"count": c, "bytes": b} for n, c, b in p.collectives}}
                     for p in s.programs},
        "sharding": m.sharding.to_data() if m.sharding else None,
        "per_rank": None if m.sharding is None else {
            "param_bytes": per_rank_param_bytes(m),
            "collectives": _traffic_json(s.step_traffic()),
            "stages": None if m.pipeline is None else {
                name: {"param_bytes": per_rank_param_bytes(m, dict(s.reads)[name]),
                       "collectives": _traffic_json(s.step_traffic(e))} for name, e in m.entries.items()}},
        "pipeline": m.pipeline.to_data() if m.pipeline else None,
        "fp8": m.fp8.to_data() if m.fp8 else None,
        "optimizer": m.optimizer.to_data() if m.optimizer else None,
        "saved_for_backward": {"count": m.saved.count, "activation_bytes": m.saved.activation_bytes,
                               "param_bytes": m.saved.param_bytes,
                               "bytes": m.saved.activation_bytes + m.saved.param_bytes},
        "memory": m.memory.to_data(),
        "files": dict(s.file_bytes),
        "artifact_bytes": s.artifact_bytes,
    }
