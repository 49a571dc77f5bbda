"""build-kernels: every executor's kernel pack for this machine, added to an artifact."""

from __future__ import annotations

from pathlib import Path
from typing import Callable

import torch

from aotc.errors import AotcError, ToolError
from aotc.executors import context_lost, said
from aotc.executors.base import BuildJob, NotBuilt, regions_of
from aotc.executors.registry import ExecutorRegistry, default_executors
from aotc.executors.target import BuildTarget
from aotc.executors.tuning import TuningRecord, read_tuning, write_tuning
from aotc.format.artifact import ArtifactError, add_pack, read_artifact, read_pack_files
from aotc.ops import OpRegistry


def build_kernels(path: str | Path, device: str = "", progress: Callable[[str], None] | None = None,
                  registry: OpRegistry | None = None, executors: ExecutorRegistry | None = None,
                  target: str = "", tuning: str | Path | None = None, tuning_out: str | Path | None = None) -> list:
    """Build each executor's pack for this machine into the artifact at `path` (one atomic
    write per pack); returns each executor's report, for the executors that had work. An
    executor whose build fails (or comes after one that lost the CUDA context) builds no pack:
    its report is a NotBuilt that says why, and the others build as ever.

    With `target` (a recorded target's name, aotc/targets/), build for that machine instead,
    on this one, which needs no device of it: the executors that can (Inductor's) build packs
    marked unchecked, which a machine of the target checks (aotc.executors.check); attention's
    choice is made without timing; the others say why they built none. `tuning`: a tuning
    record (aotc.executors.tuning) a build on the target wrote, whose attention times and
    Triton configs such a build takes where they match. `tuning_out`: where a build on a CUDA
    device writes its own record."""
    path = Path(path)
    registry = registry or OpRegistry()
    executors = executors or default_executors()
    if tuning_out and target:
        raise ToolError("--tuning-out records what a build on the GPU measures; a build for --target measures "
                        "nothing. Run build-kernels DIR --tuning-out FILE on a machine of the target")
    if tuning_out and not Path(tuning_out).parent.is_dir():
        raise ToolError(f"--tuning-out {tuning_out}: its directory does not exist; create it, or name a file in "
                        "one that does")
    if tuning and not target:
        raise ToolError("--tuning gives a build for --target what a build on the GPU measured; a build on the "
                        "GPU measures for itself. Give --target NAME, or leave --tuning out")
    if target:
        described = BuildTarget.recorded(target)
        record = _tuning_for(Path(tuning), described) if tuning else None
        return _build_described(path, described, progress or (lambda _: None), registry, executors, record)
    manifest, programs = read_artifact(path)
    target_device = torch.device(device or manifest.made.device)
    if target_device.type != manifest.made.device:
        raise ArtifactError(f"{path}: compiled for {manifest.made.device}; kernels for "
                            f"{target_device.type} would never run. Compile for {target_device.type} first")
    if target_device.type == "cuda" and not torch.cuda.is_available():
        raise ArtifactError(f"{path}: compiled for cuda, but this machine has no CUDA device; build "
                            "its kernels on a GPU machine of the target kind")
    if tuning_out and target_device.type != "cuda":
        raise ToolError(f"--tuning-out: a tuning record holds CUDA kernels' times and configs, and {path} is "
                        f"built for {target_device.type}; leave --tuning-out out")
    _check_executors(path, manifest, executors)
    target = BuildTarget.of(target_device)
    reports = []
    say = progress or (lambda _: None)
    lost = ""          # the CUDA error that ended the context, once one has
    for executor in executors:
        job = BuildJob(path, manifest, programs, regions_of(programs, executor.name), target, registry,
                       say=say)
        lost = lost or _context_error(target_device)
        if lost:
            # Nothing launches any more: the packs built so far are written; those with regions
            # say why they have none (the attention choice, which has none, is simply not made).
            if job.regions:
                reports.append(NotBuilt(executor.name, f"the CUDA context was lost earlier in this build ({lost})"))
            continue
        report = _build(executor, job)
        if report is not None:
            reports.append(report)
    if tuning_out:
        write_tuning(tuning_out, tuning_record(target.pack.name, reports))
    return reports


def tuning_record(target: str, reports: list) -> TuningRecord:
    """What the build whose `reports` these are measured on `target`: each attention shape's
    times per kernel, and each Inductor kernel's autotuned config."""
    attention, kernels = {}, {}
    for report in reports:
        attention.update(getattr(report, "per_call", {}))      # the attention executor's
        kernels.update(getattr(report, "tuning", {}))          # Inductor's and flex's (keys are region hashes)
    return TuningRecord(target, attention, kernels)


def _tuning_for(file: Path, target: BuildTarget) -> TuningRecord:
    """The tuning record in `file`, which must have been measured on `target`."""
    record = read_tuning(file)
    if record.target != target.pack.name:
        raise ToolError(f"tuning record {file}: measured on {record.target}, and this build is for "
                        f"{target.pack.name}; write one on a machine of the target (build-kernels DIR "
                        f"--tuning-out {file}) or leave --tuning out")
    return record


def _build(executor, job: BuildJob):
    """`executor`'s pack for `job`, written into the artifact: its report; a NotBuilt that says
    why none was built (its build failed: the others build as ever); None when it had no work."""
    try:
        built = executor.build(job)
    except AotcError:
        raise              # the user's to fix (a library missing, say): said as such
    except Exception as e:  # noqa: BLE001 - one executor's failure is that executor's
        job.say(f"{executor.name}: no pack: {said(e)}")
        return NotBuilt(executor.name, f"its build failed: {said(e)}")
    return built if built is None or isinstance(built, NotBuilt) else _write(job, executor.name, built)


def _write(job: BuildJob, executor: str, built):
    """`built` added to the artifact as `executor`'s pack (one atomic write): its report."""
    add_pack(job.path, executor, built.target.name, _record(built), built.files, built_from=job.manifest)
    return built.report


def _context_error(device: torch.device) -> str:
    """'' while the device can still launch; else the error that ended its context."""
    if device.type != "cuda":
        return ""
    try:
        torch.cuda.synchronize(device)
    except Exception as e:  # noqa: BLE001 - an error that does not stick was reported where it happened
        return said(e) if context_lost(e) else ""
    return ""


def _check_executors(path: Path, manifest, executors: ExecutorRegistry) -> None:
    missing = [e for e in manifest.executors if e != "aten" and e not in {x.name for x in executors}]
    if missing:
        raise ArtifactError(f"{path}: has regions of executor(s) {', '.join(missing)}, which this build does not "
                            "have; build with a registry that holds them")


def _build_described(path: Path, target: BuildTarget, say, registry: OpRegistry, executors: ExecutorRegistry,
                     tuning: TuningRecord | None = None) -> list:
    """Each executor's pack for the recorded `target`, built here without its device (with
    what `tuning` recorded of a build on one)."""
    manifest, programs = read_artifact(path)
    if manifest.made.device != target.kind:
        raise ArtifactError(f"{path}: compiled for {manifest.made.device}; kernels for target {target.pack.name} "
                            f"({target.kind}) would never run. Compile for {target.kind} first")
    _check_executors(path, manifest, executors)
    reports = []
    for executor in executors:
        job = BuildJob(path, manifest, programs, regions_of(programs, executor.name), target, registry, say=say,
                       tuning=tuning)
        if not executor.describable:
            if job.regions or _claims_any(executor, programs, registry):
                reports.append(NotBuilt(executor.name, f"it builds only on a machine of the target (it runs its "
                                                       f"kernels there to time or check them), not for a described "
                                                       f"one: run build-kernels on a {target.pack.arch} machine to add it"))
            continue
        report = _build(executor, job)
        if report is not None:
            reports.append(report)
    return reports


def _claims_any(executor, programs: dict, registry: OpRegistry) -> bool:
    """Whether `executor` would claim an op of the programs (an executor with no regions of
    its own, attention's, has work where it claims one)."""
    return any(executor.claims(op, registry.lookup(op.name)) for p in programs.values() for op in p.flat_ops())


def _record(built) -> dict:
    """A pack's record in the manifest: its target, and `checked: false` while it is unchecked."""
    return built.target.to_data() if built.checked else {**built.target.to_data(), "checked": False}


def check_packs(path: str | Path, progress: Callable[[str], None] | None = None, registry: OpRegistry | None = None,
                executors: ExecutorRegistry | None = None) -> list:
    """Check each unchecked pack for this machine in the artifact at `path` (built for a
    described target, `build_kernels(target=...)`): each region's plan against its ops, on this
    device. A region that disagrees runs op by op, named in its report; the pack is written back
    marked checked. A ToolError when there is no unchecked pack for this machine."""
    path = Path(path)
    registry = registry or OpRegistry()
    executors = executors or default_executors()
    manifest, programs = read_artifact(path)
    device = torch.device(manifest.made.device)
    if device.type == "cuda" and not torch.cuda.is_available():
        raise ArtifactError(f"{path}: its kernel packs are checked on a machine of their target, and this one "
                            "has no CUDA device; run build-kernels --check on a GPU machine of the target kind")
    target = BuildTarget.of(device)
    here = target.pack.name
    reports = []
    for executor in executors:
        record = manifest.packs.get(executor.name, {}).get(here)
        if record is None or record.get("checked") is not False:
            continue
        job = BuildJob(path, manifest, programs, regions_of(programs, executor.name), target, registry,
                       say=progress or (lambda _: None))
        reports.append(_write(job, executor.name, executor.check(job, read_pack_files(path, manifest, executor.name,
                                                                                     here))))
    if not reports:
        packs = [f"{e}/{t}" + (" (unchecked)" if r.get("checked") is False else "")
                 for e, ts in sorted(manifest.packs.items()) for t, r in sorted(ts.items())]
        raise ToolError(f"{path}: no unchecked kernel pack for this machine ({here}) to check; packs present: "
                        f"{', '.join(packs) or 'none'}")
    return reports
