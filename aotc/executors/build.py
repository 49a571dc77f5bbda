"""build-kernels: every executor's kernel pack for this machine, added to an artifact."""

from __future__ import annotations

from pathlib import Path
from typing import Callable

import torch

from aotc.errors import AotcError
from aotc.executors import context_lost, said
from aotc.executors.base import BuildJob, NotBuilt, regions_of
from aotc.executors.registry import ExecutorRegistry, default_executors
from aotc.executors.target import BuildTarget
from aotc.format.artifact import ArtifactError, add_pack, read_artifact
from aotc.ops import OpRegistry


def build_kernels(path: str | Path, device: str = "", progress: Callable[[str], None] | None = None,
                  registry: OpRegistry | None = None, executors: ExecutorRegistry | None = None) -> list:
    """Build each executor's pack for this machine into the artifact at `path` (one atomic
    write per pack); returns each executor's report, for the executors that had work. An
    executor whose build fails (or comes after one that lost the CUDA context) builds no pack:
    its report is a NotBuilt that says why, and the others build as ever."""
    path = Path(path)
    registry = registry or OpRegistry()
    executors = executors or default_executors()
    manifest, programs = read_artifact(path)
    target_device = torch.device(device or manifest.made.device)
    if target_device.type != manifest.made.device:
        raise ArtifactError(f"{path}: compiled for {manifest.made.device}; kernels for "
                            f"{target_device.type} would never run. Compile for {target_device.type} first")
    if target_device.type == "cuda" and not torch.cuda.is_available():
        raise ArtifactError(f"{path}: compiled for cuda, but this machine has no CUDA device; build "
                            "its kernels on a GPU machine of the target kind")
    missing = [e for e in manifest.executors if e != "aten" and e not in {x.name for x in executors}]
    if missing:
        raise ArtifactError(f"{path}: has regions of executor(s) {', '.join(missing)}, which this build does not "
                            "have; build with a registry that holds them")
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
        try:
            built = executor.build(job)
        except AotcError:
            raise              # the user's to fix (a library missing, say): said as such
        except Exception as e:  # noqa: BLE001 - one executor's failure is that executor's
            say(f"{executor.name}: no pack: {said(e)}")
            reports.append(NotBuilt(executor.name, f"its build failed: {said(e)}"))
            continue
        if isinstance(built, NotBuilt):
            reports.append(built)
        elif built is not None:
            add_pack(path, executor.name, built.target.name, built.target.to_data(), built.files,
                     built_from=manifest)
            reports.append(built.report)
    return reports


def _context_error(device: torch.device) -> str:
    """'' while the device can still launch; else the error that ended its context."""
    if device.type != "cuda":
        return ""
    try:
        torch.cuda.synchronize(device)
    except Exception as e:  # noqa: BLE001 - an error that does not stick was reported where it happened
        return said(e) if context_lost(e) else ""
    return ""
