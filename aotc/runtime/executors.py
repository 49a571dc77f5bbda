"""The runtime halves of executors: what loads each executor's kernel pack and runs it.

An artifact's regions name the executor that claimed them, and build-kernels stores each
executor's pack for a target at kernels/<executor>/<target>/. At load, every pack whose
executor this runtime has, built for this machine, is loaded; a region any loaded pack covers
calls its kernels, and a pack may also replace ops' implementations (the attention kernel
choice); everything else runs through ATen, which every runtime has. A runtime half is:

    name                                 the executor's name
    local_target(device) -> Target       what this machine would build, and can run
    load(files, where, device) -> pack   a loaded pack, with
        covers(region) -> bool
        region_function(region) -> (name, callable)
        op_overrides() -> {op name: callable}

The runtime imports no compiler to do any of this; an executor whose build half needs one
(Inductor) keeps it there.
"""

from __future__ import annotations

import warnings
from pathlib import Path
from typing import Protocol

import torch

from aotc.customops import attention_kernels, varlen_te
from aotc.customops.documents import kernels_with as document_kernels
from aotc.customops.varlen import kernels_with as varlen_kernels
from aotc.format.artifact import pack_prefix, read_pack_files
from aotc.format.manifest import Manifest
from aotc.format.pack import AttentionChoice, Target
from aotc.format.signing import TrustedKeys
from aotc.ir import Region
from aotc.runtime.packs import FlexRuntime, InductorRuntime, device_target, pack_record
from aotc.runtime.loaded import LoadedPack
from aotc.runtime.te import TERuntime

KERNEL_MODES = ("auto", "off")


class RuntimeHalf(Protocol):
    name: str

    def local_target(self, device: torch.device) -> Target: ...

    def load(self, files: dict[str, bytes], where: Path, device: torch.device) -> LoadedPack: ...


class AttentionRuntime:
    """The attention executor's runtime half: its pack is the kernel choice, applied as the
    implementation of `aotc.sdpa` and `aotc.sdpa_backward`."""

    name = "attention"

    def local_target(self, device: torch.device) -> Target:
        return device_target(device)

    def load(self, files: dict[str, bytes], where: Path, device: torch.device) -> _AttentionPack:
        choice = pack_record(files, where, AttentionChoice.from_data)
        return _AttentionPack(choice)


class _AttentionPack:
    executor = "attention"

    def __init__(self, choice: AttentionChoice):
        self.choice = choice
        self.target = choice.target.name
        self.varlen = choice.varlen
        if choice.varlen == "te" and not varlen_te.runs_here(choice.te_version):
            have = varlen_te.installed_version()
            warnings.warn(f"the attention pack {self.target} runs variable-length attention on TransformerEngine "
                          f"{choice.te_version}'s kernel, but "
                          f"{'this machine has TransformerEngine ' + have if have else varlen_te.why_not()}: torch's "
                          "flash kernel runs it (install that version, or build the kernels here)", stacklevel=2)
            self.varlen = "flash"

    def covers(self, region: Region) -> bool:
        return False

    def region_function(self, region: Region):
        raise KeyError(region)

    def op_overrides(self) -> dict:
        dense = attention_kernels(self.choice.backend) if self.choice.backend else {}
        return {**dense, **varlen_kernels(self.varlen), **document_kernels(self.varlen)}


def builtin_runtimes() -> dict[str, RuntimeHalf]:
    """The runtime halves every runtime has (ATen needs none: it is the fallback)."""
    return {r.name: r for r in (InductorRuntime(), FlexRuntime(), AttentionRuntime(), TERuntime())}


def load_packs(path, manifest: Manifest, device: torch.device, kernels: str, runtimes: dict[str, RuntimeHalf],
               trusted_keys: TrustedKeys | None = None) -> list[LoadedPack]:
    """The packs this machine runs, loaded (read_packs says which)."""
    return [runtime.load(files, where, device)
            for runtime, files, where in read_packs(path, manifest, device, kernels, runtimes, trusted_keys)]


def read_packs(path, manifest: Manifest, device: torch.device, kernels: str, runtimes: dict[str, RuntimeHalf],
               trusted_keys: TrustedKeys | None = None) -> list[tuple[RuntimeHalf, dict[str, bytes], Path]]:
    """(runtime half, the pack's checked files, where the pack is) of each pack this machine
    runs, by executor priority (the artifact's `executors` order, then the rest). A pack for
    another target is passed over with a warning naming what differs. `path` is the artifact's
    path or an open ArtifactDir; with `trusted_keys`, each pack read must be signed by one."""
    if kernels not in KERNEL_MODES:
        raise ValueError(f"kernels={kernels!r}: give one of {', '.join(KERNEL_MODES)}")
    if kernels == "off":
        return []
    where = getattr(path, "path", path)
    found = []
    order = sorted(manifest.packs, key=lambda e: (manifest.executors.index(e) if e in manifest.executors
                                                  else len(manifest.executors), e))
    for executor in order:
        runtime = runtimes.get(executor)
        if runtime is None:
            if executor not in manifest.executors:     # else load has said so, of its regions
                warnings.warn(f"{where}: holds kernel packs of executor {executor!r}, which this runtime does not "
                              "have; they are not used", stacklevel=4)
            continue
        here = runtime.local_target(device)
        if here.name not in manifest.packs[executor]:
            instead = getattr(runtime, "without_pack", "running without it")
            warnings.warn(f"{where}: no {executor} kernel pack for this machine ({here.name}): {instead}. "
                          f"Packs present: {' | '.join(pack_mismatches(manifest, executor, here))}. "
                          "Run `thunder-aot build-kernels` here to add one", stacklevel=4)
            continue
        record = manifest.packs[executor][here.name]
        if isinstance(record, dict) and record.get("checked") is False:
            # Built for a described target: its kernels compiled for this machine's kind but never
            # ran against their regions. The programs are right without them; a check makes them
            # usable (a region that disagrees there stays op by op).
            warnings.warn(f"{where}: the {executor} kernel pack {here.name} was built without a device of its "
                          "target and has not been checked on one: its regions run op by op. Run `thunder-aot "
                          f"build-kernels {where} --check` on this machine to check it and use it", stacklevel=4)
            continue
        files = read_pack_files(path, manifest, executor, here.name, trusted_keys)
        found.append((runtime, files, Path(where) / pack_prefix(manifest, executor, here.name)))
    # An executor whose regions have another way to run (TransformerEngine's: torch's own fp8
    # matmuls) says so when the artifact has no pack of it at all.
    for executor in manifest.executors:
        instead = getattr(runtimes.get(executor), "without_pack", None)
        if instead and executor not in manifest.packs:
            warnings.warn(f"{where}: no {executor} pack (build-kernels adds one on a machine that has the "
                          f"executor's library): {instead}", stacklevel=4)
    return found


def pack_mismatches(manifest: Manifest, executor: str, here: Target) -> list[str]:
    """For each of `executor`'s packs: its target name and how its target differs from `here`."""
    why = []
    for name, data in sorted(manifest.packs.get(executor, {}).items()):
        try:
            why.append(f"{name}: {'; '.join(Target.from_data(data).differences(here)) or 'name differs'}")
        except (KeyError, TypeError, ValueError):
            why.append(f"{name}: malformed target")
    return why
