"""`thunder-aot inspect`: the facts an artifact records, and its op counts."""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path

from aotc.format.artifact import read_artifact
from aotc.format.manifest import Entry, Manifest
from aotc.ir import DTYPE_BYTES, Program, floating
from aotc.traffic import axis_traffic, collective_counts


@dataclass(frozen=True)
class TensorDesc:
    dtype: str
    shape: tuple[int, ...]

    @property
    def numel(self) -> int:
        return math.prod(self.shape)

    @property
    def nbytes(self) -> int:
        return self.numel * DTYPE_BYTES.get(self.dtype, 0)

    @property
    def is_float(self) -> bool:
        return floating(self.dtype)

    def __str__(self) -> str:
        return f"{self.dtype}[{', '.join(map(str, self.shape))}]"


@dataclass(frozen=True)
class ProgramSummary:
    name: str
    ops: int
    op_counts: tuple[tuple[str, int], ...]     # most frequent first
    regions: int = 0                           # fused regions holding some of the ops
    collectives: tuple[tuple[str, int, int], ...] = ()   # (collective, count, bytes it sends in)
    axes: tuple[tuple[str, int, int, int], ...] = ()     # (mesh axis, collectives, input bytes, bytes a rank sends)


@dataclass(frozen=True)
class ArtifactSummary:
    path: Path
    manifest: Manifest
    outputs: tuple[TensorDesc | None, ...]     # forward's user outputs, by leaf index
    programs: tuple[ProgramSummary, ...]
    file_bytes: tuple[tuple[str, int], ...]
    reads: tuple[tuple[str, tuple[str, ...]], ...] = ()   # (entry, the parameters its forward reads)

    @property
    def param_elements(self) -> int:
        return sum(math.prod(p.shape) for p in self.manifest.params)

    @property
    def param_bytes(self) -> int:
        return sum(TensorDesc(p.dtype, p.shape).nbytes for p in self.manifest.params)

    @property
    def trainable(self) -> int:
        return sum(1 for p in self.manifest.params if p.requires_grad)

    @property
    def buffer_elements(self) -> int:
        return sum(math.prod(b.shape) for b in self.manifest.buffers)

    @property
    def buffer_bytes(self) -> int:
        return sum(TensorDesc(b.dtype, b.shape).nbytes for b in self.manifest.buffers)

    @property
    def artifact_bytes(self) -> int:
        return sum(n for _, n in self.file_bytes)

    def step_traffic(self, entry: Entry | None = None) -> dict[str, tuple[int, int, int]]:
        """Per mesh axis, the collectives of one step of `entry` (default: the first entry; a
        pipeline stage's: one microbatch of it), its forward and backward: (how many, input
        bytes, bytes each rank sends)."""
        entry = entry or self.manifest.first
        total: dict[str, list[int]] = {}
        for p in self.programs:
            if p.name in (entry.forward, entry.backward):
                for axis, n, nbytes, sent in p.axes:
                    t = total.setdefault(axis, [0, 0, 0])
                    t[0], t[1], t[2] = t[0] + n, t[1] + nbytes, t[2] + sent
        return {a: tuple(v) for a, v in total.items()}


def describe(path: str | Path) -> ArtifactSummary:
    """Read (and hash-check) the artifact at `path`; ArtifactError if it cannot be read."""
    path = Path(path)
    manifest, programs = read_artifact(path)
    sizes = dict(manifest.sharding.mesh.axes) if manifest.sharding else {}
    summaries = tuple(ProgramSummary(name, p.op_count, tuple(p.op_counts().items()), len(p.regions()),
                                     collective_counts(p),
                                     tuple((a,) + t for a, t in sorted(axis_traffic(p, sizes).items())))
                      for name, p in programs.items())
    files = tuple((f.relative_to(path).as_posix(), f.stat().st_size) for f in sorted(path.rglob("*"))
                  if f.is_file())
    reads = tuple((name, tuple(p.name for p in programs[e.forward].input_ports if p.kind == "param"))
                  for name, e in manifest.entries.items())
    return ArtifactSummary(path=path, manifest=manifest, outputs=output_types(programs[manifest.result_entry.forward]),
                           programs=summaries, file_bytes=files, reads=reads)


def output_types(forward: Program) -> tuple[TensorDesc | None, ...]:
    return tuple(TensorDesc(v.type.dtype, v.type.shape) if v is not None else None
                 for port, v in zip(forward.output_ports, forward.outputs) if port.kind == "output")
