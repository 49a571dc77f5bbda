"""What an executor is: one object with a compile half, a build half and a runtime half.

    compile   claims(op, record) -> bool          which ops it runs (a predicate on the op and
                                                  its registry record: names, kinds, types)
              partition(program, registry)        groups its claimed ops into regions of its own
                                                  (default: connected claimed ops, `fuse`)
    build     build(job) -> PackBuild | NotBuilt | None
                                                  its kernel pack for this machine, from the
                                                  artifact's regions of its own (None: nothing
                                                  to build; NotBuilt: none, and why)
    runtime   runtime: RuntimeHalf                loads its pack (aotc.runtime.executors)

Claiming is one partition pass per executor in the compile's priority order
(`CompileOptions.executors`; `compile --executor`);
what no executor claims runs through ATen. A region is a program of plain ops, so a machine
without the executor's pack (or without the executor) runs it op by op. Adding an executor
is a module defining one of these and one `ExecutorRegistry.add`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from aotc.format.manifest import Manifest
from aotc.format.pack import Target
from aotc.encoding import region_key
from aotc.executors.target import BuildTarget
from aotc.executors.tuning import TuningRecord
from aotc.ir import Op, Program, Region
from aotc.ops import OpRecord, OpRegistry
from aotc.passes.fusion import fuse
from aotc.runtime.executors import RuntimeHalf


@dataclass(frozen=True)
class BuildJob:
    """What an executor's build half gets: the artifact, its regions of this executor (by
    region key), the target to build for (aotc.executors.target), and where to say what it is doing."""

    path: Path
    manifest: Manifest
    programs: dict                       # name -> Program
    regions: dict                        # region key -> Region
    target: BuildTarget
    registry: OpRegistry
    say: Callable[[str], None] = lambda _: None
    tuning: TuningRecord | None = None   # for a described target: what a build on one measured


@dataclass(frozen=True)
class PackBuild:
    """A built pack: its target, its files (names relative to the pack), and a report."""

    target: Target
    files: dict
    report: object
    checked: bool = True        # False: built for a described target, its plans not yet run there


@dataclass(frozen=True)
class RegionPackReport:
    executor: str
    target: str
    regions: int
    built: int
    kernels: int
    skipped: dict = field(default_factory=dict)      # region key -> why it runs op by op
    seconds: float = 0.0
    checked: bool = True                             # False: built for a described target, not yet checked there
    built_by: dict = field(default_factory=dict)     # the builder's torch and Triton, for a described target
    # A described build's Triton configs: {"record": n, "heuristic": n, "source": the record's file,
    # "unlike": regions whose kernels are not those the record's build made}
    configs: dict = field(default_factory=dict)
    # A build on the device: each kernel's autotuned config, by kernel key (for a tuning record)
    tuning: dict = field(default_factory=dict, repr=False)


@dataclass(frozen=True)
class NotBuilt:
    """An executor that has work here but built no pack, and why: its regions run op by op
    (its ops as ATen runs them), and the other executors' packs are built as ever."""

    executor: str
    why: str


class Executor:
    """The base of executors that claim ops into regions: override `claims`, `build` and
    `runtime` (and `partition` where connected claimed ops are not the right unit)."""

    name: str = ""
    runtime: RuntimeHalf | None = None
    devices: tuple[str, ...] = ("cpu", "cuda")     # the device types its build half makes packs for
    describable: bool = False    # builds for a described target (no device of it here): its pack is unchecked

    @property
    def pass_name(self) -> str:
        """The name of its partition pass in the pass list (and for --dump-after)."""
        return f"fuse_{self.name}"

    def claims(self, op: Op, record: OpRecord) -> bool:
        return False

    def partition(self, program: Program, registry: OpRegistry) -> Program:
        """After partition, every group of ops this executor claims that data flow connects,
        and no other op separates, is one region of this executor."""
        return fuse(program, registry, executor=self.name, fusible=self.claims)

    def build(self, job: BuildJob) -> PackBuild | NotBuilt | None:
        return None

    def check(self, job: BuildJob, files: dict) -> PackBuild:
        """Its unchecked pack (`files`, built for a described target) checked on this machine
        (only a describable executor builds one)."""
        raise NotImplementedError(f"executor {self.name} builds no unchecked packs")


def regions_of(programs: dict, executor: str) -> dict:
    """The distinct regions of `executor` in the programs, by region key."""
    out: dict[str, Region] = {}
    for program in programs.values():
        for r in program.regions():
            if r.executor == executor:
                out.setdefault(region_key(r), r)
    return out
