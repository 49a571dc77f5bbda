"""build-kernels: every executor's kernel pack for this machine, added to an artifact."""

from __future__ import annotations

from pathlib import Path
from typing import Callable

import torch

from aotc.executors.base import BuildJob, regions_of
from aotc.executors.registry import ExecutorRegistry, default_executors
from aotc.format.artifact import ArtifactError, add_pack, read_artifact
from aotc.ops import OpRegistry


def build_kernels(path: str | Path, device: str = "", progress: Callable[[str], None] | None = None,
                  registry: OpRegistry | None = None, executors: ExecutorRegistry | None = None) -> list:
    """Build each executor's pack for this machine into the artifact at `path` (one atomic
    write per pack); returns each executor's report, for the executors that had work."""
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
    reports = []
    for executor in executors:
        job = BuildJob(path, manifest, programs, regions_of(programs, executor.name), target_device, registry,
                       say=progress or (lambda _: None))
        built = executor.build(job)
        if built is None:
            continue
        add_pack(path, executor.name, built.target.name, built.target.to_data(), built.files, built_from=manifest)
        reports.append(built.report)
    return reports
