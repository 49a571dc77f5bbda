"""What a build is for: a target record, not a live device.

    target ::= kind (cpu | cuda), capability (sm90; the CPU's vector ISA), torch, triton,
               threads, [the live device behind it]

A live device produces its record (`BuildTarget.of`); a record can also be only described
(`BuildTarget.described`), for a builder that makes a pack for a machine it is not on, or read
from a recorded target shipped with the package (`BuildTarget.recorded("sm90")`: aotc/targets/,
the job's versions and the device's properties that Inductor's code generation asks). An
executor's build half asks the record what it builds for, and its `device` only where it runs
something (a kernel's check, a timing): a described target has none, and says so.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from importlib import resources

import torch

from aotc.errors import ToolError
from aotc.format.pack import Target
from aotc.runtime.packs import local_target

TARGETS = "aotc.targets"


@dataclass(frozen=True)
class BuildTarget:
    kind: str                    # "cuda" | "cpu"
    capability: str              # "sm90" on CUDA; the CPU's vector ISA ("AVX2", "AVX512", ...)
    torch: str                   # torch's version, without its local part
    triton: str                  # CUDA: Triton's version ("none" where it is missing); "" on the CPU
    threads: int                 # CPU: the OpenMP threads kernels are built for; 0 on CUDA
    index: int | None = None     # the live device's index (None: the current one)
    live: bool = False           # a device of this process stands behind the record
    # A recorded target's device properties (torch.cuda.get_device_properties' fields), which
    # Inductor and Triton are told in place of a device's (aotc.executors.inductor.described).
    properties: dict = field(default_factory=dict, compare=False, hash=False)
    about: str = field(default="", compare=False, hash=False)   # where the record's fields come from
    # Inductor options under which a newer torch generates the code the target's torch does
    # (passes the target's torch lacks, turned off); a recorded target's "inductor".
    inductor: dict = field(default_factory=dict, compare=False, hash=False)

    @classmethod
    def of(cls, device: torch.device) -> BuildTarget:
        """The record of a device of this process."""
        t = local_target(device)
        return cls(t.device, t.arch, t.torch, t.triton, t.threads, device.index, live=True)

    @classmethod
    def described(cls, pack: Target) -> BuildTarget:
        """A machine that is not here, as a pack's target names it."""
        return cls(pack.device, pack.arch, pack.torch, pack.triton, pack.threads)

    @classmethod
    def recorded(cls, name: str) -> BuildTarget:
        """The recorded target `name` (aotc/targets/<name>.json): a ToolError listing the known
        names for any other."""
        known = recorded_targets()
        if name not in known:
            raise ToolError(f"no recorded target {name!r}; known targets: {', '.join(known) or 'none'} "
                            "(aotc/targets/<name>.json)")
        record = json.loads(resources.files(TARGETS).joinpath(f"{name}.json").read_text())
        t = Target.from_data(record["target"])
        return cls(t.device, t.arch, t.torch, t.triton, t.threads, properties=dict(record["device"]),
                   about=str(record.get("about", "")), inductor=dict(record.get("inductor", {})))

    @property
    def pack(self) -> Target:
        """The target of a pack of binaries built for it."""
        return Target(self.kind, self.capability, self.torch, self.triton, self.threads)

    @property
    def device(self) -> torch.device:
        """The live device, for what a build runs; a described target has none."""
        if not self.live:
            raise RuntimeError(f"target {self.pack.name} is described, not present: this build runs kernels to "
                               "check and time them, which needs the device; build on a machine of that kind")
        return torch.device(self.kind) if self.index is None else torch.device(self.kind, self.index)


def recorded_targets() -> list[str]:
    """The names of the targets recorded in the package, sorted."""
    return sorted(f.name[:-len(".json")] for f in resources.files(TARGETS).iterdir() if f.name.endswith(".json"))
