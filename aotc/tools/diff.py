"""What `thunder-aot diff A B` reports: how two artifacts differ, as data, and the CI gate on it.

    diff(a, b)                 -> ArtifactDiff    every difference, each a Change
    gate(diff, conditions)     -> [reasons]       the --fail-on conditions the differences meet

A change is (section, item, before, after): the manifest's facts (versions, inputs, parameters,
target, executors, sharding, pipeline stages, remat), each program's op counts by op name, its fusion regions
and distinct kernels, its collectives and their bytes, what the forward saves and the
estimated peak memory. Ops are compared by what they are (name and result types), never by
the names the printer gives values, so recompiling the same model gives no change.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from aotc.errors import ToolError
from aotc.format.artifact import read_artifact
from aotc.format.manifest import Manifest
from aotc.encoding import region_key
from aotc.ir import Program
from aotc.traffic import axis_traffic, collective_counts


@dataclass(frozen=True)
class Change:
    section: str          # "manifest", "parameters", "forward", "backward", "memory", "collectives"
    item: str             # what changed, e.g. "aten.mm.default" or "saved bytes"
    before: object        # None when added
    after: object         # None when removed
    modules: tuple[str, ...] = ()   # module paths where the counts differ (ops with provenance)

    def to_data(self) -> dict:
        return {"section": self.section, "item": self.item, "before": self.before, "after": self.after,
                "modules": list(self.modules)}


@dataclass(frozen=True)
class ArtifactDiff:
    a: Path
    b: Path
    changes: tuple[Change, ...]
    metrics: dict = field(default_factory=dict)   # name -> (before, after) for the gate

    @property
    def programs_changed(self) -> bool:
        return any(c.section not in ("manifest", "parameters", "memory", "entries") for c in self.changes)

    def to_data(self) -> dict:
        return {"a": str(self.a), "b": str(self.b), "changes": [c.to_data() for c in self.changes],
                "metrics": {k: {"before": v[0], "after": v[1]} for k, v in self.metrics.items()},
                "programs_changed": self.programs_changed}


def diff(a: str | Path, b: str | Path) -> ArtifactDiff:
    ma, pa = read_artifact(a)
    mb, pb = read_artifact(b)
    changes: list[Change] = []
    changes += _manifest_changes(ma, mb)
    metrics = {}
    for name in sorted(pa.keys() | pb.keys(), key=lambda n: (n not in ("forward", "backward"), n)):
        x, y = pa.get(name), pb.get(name)
        if x is None and y is None:
            continue
        if x is None or y is None:
            changes.append(Change(name, "program", None if x is None else "present", None if y is None else "present"))
            continue
        changes += _program_changes(name, x, y)
    fa, fb = _facts(ma, pa), _facts(mb, pb)
    for key in fa.keys() | fb.keys():
        metrics[key] = (fa.get(key, 0), fb.get(key, 0))
    for key, label in (("saved_bytes", "saved bytes"), ("saved_count", "saved tensors"),
                       ("peak_memory", "estimated peak bytes")):
        if fa.get(key) != fb.get(key):
            changes.append(Change("memory", label, fa.get(key), fb.get(key)))
    ta, tb = _traffic(ma, pa), _traffic(mb, pb)
    for axis in sorted(ta.keys() | tb.keys()):
        if ta.get(axis) != tb.get(axis):
            changes.append(Change("collectives", f"bytes each rank sends over {axis} per step",
                                  ta.get(axis), tb.get(axis)))
    return ArtifactDiff(Path(a), Path(b), tuple(changes), metrics)


def _traffic(m: Manifest, programs: dict[str, Program]) -> dict[str, int]:
    """Per mesh axis, the bytes each rank sends in every program's collectives (ring algorithms)."""
    sizes = dict(m.sharding.mesh.axes) if m.sharding else {}
    total: dict[str, int] = {}
    for p in programs.values():
        for axis, (_, _, sent) in axis_traffic(p, sizes).items():
            total[axis] = total.get(axis, 0) + sent
    return total


def _facts(m: Manifest, programs: dict[str, Program]) -> dict:
    ops = sum(p.op_count for p in programs.values())
    kernels = len({region_key(r) for p in programs.values() for r in p.regions()})
    collectives = [c for p in programs.values() for c in collective_counts(p)]
    return {
        "saved_bytes": m.saved.activation_bytes + m.saved.param_bytes,
        "saved_count": m.saved.count,
        "peak_memory": m.memory.peak,
        "ops": ops,
        "kernels": kernels,
        "collectives": sum(n for _, n, _ in collectives),
        "collective_bytes": sum(b for _, _, b in collectives),
        "parameters": sum(1 for _ in m.params),
    }


def _manifest_changes(a: Manifest, b: Manifest) -> list[Change]:
    out = []

    def same(item, x, y, section="manifest"):
        if x != y:
            out.append(Change(section, item, x, y))

    same("format version", a.format_version, b.format_version)
    same("compiler version", a.compiler_version, b.compiler_version)
    same("torch version", a.torch_version, b.torch_version)
    same("model", a.made.spec, b.made.spec)
    same("model arguments", a.made.args, b.made.args)
    same("dtype", a.made.dtype, b.made.dtype)
    same("device", a.made.device, b.made.device)
    same("frozen globs", list(a.made.freeze), list(b.made.freeze))
    same("training", a.made.training, b.made.training)
    for name in sorted(a.entries.keys() | b.entries.keys()):
        ea, eb = a.entries.get(name), b.entries.get(name)
        show = lambda e: None if e is None else f"{e.role}: {', '.join(e.programs)}; inputs " + (
            ", ".join(map(str, e.inputs)) or "(none)")
        same(name, show(ea), show(eb), "entries")
    same("executors", list(a.executors), list(b.executors))
    same("kernel packs", _packs(a), _packs(b))
    same("sharding", _plan(a), _plan(b))
    same("pipeline", _stages(a), _stages(b))
    same("fp8", a.fp8.to_data() if a.fp8 else None, b.fp8.to_data() if b.fp8 else None)
    same("optimizer", a.optimizer.to_data() if a.optimizer else None, b.optimizer.to_data() if b.optimizer else None)
    same("remat policy", a.memory.remat_policy, b.memory.remat_policy)
    same("memory budget", a.memory.budget, b.memory.budget)
    pa = {p.names[0]: p for p in a.params}
    pb = {p.names[0]: p for p in b.params}
    for name in sorted(pa.keys() | pb.keys()):
        x, y = pa.get(name), pb.get(name)
        show = lambda p: None if p is None else f"{p.dtype}[{', '.join(map(str, p.shape))}]" + (
            "" if p.requires_grad else " frozen")
        same(name, show(x), show(y), "parameters")
    return out


def _packs(m: Manifest) -> list[str]:
    return [f"{e}/{t}" for e, targets in sorted(m.packs.items()) for t in sorted(targets)]


def _plan(m: Manifest) -> str | None:
    """The plan in one line: scheme, mesh and how many parameters it splits."""
    plan = m.sharding
    if plan is None:
        return None
    blocked = sum(1 for t in plan.params.values() if t.blocks)
    return (f"{plan.scheme} over {plan.mesh}, {sum(t.divided for t in plan.params.values())} parameters split, "
            + (f"{blocked} block by block, " if blocked else "") + f"{len(plan.buckets())} buckets")


def _stages(m: Manifest) -> str | None:
    """How the step is cut into pipeline stages, in one line."""
    p = m.pipeline
    if p is None:
        return None
    return f"{p.stages} stages of {p.blocks}" + (f", split at {', '.join(p.cut_at)}" if p.cut_at else "")


def _program_changes(name: str, a: Program, b: Program) -> list[Change]:
    out = []
    ca, cb = a.op_counts(), b.op_counts()
    where_a, where_b = _by_module(a), _by_module(b)
    for op in sorted(ca.keys() | cb.keys()):
        if ca.get(op, 0) != cb.get(op, 0):
            modules = sorted(m for m in where_a.get(op, Counter()).keys() | where_b.get(op, Counter()).keys()
                             if where_a.get(op, Counter())[m] != where_b.get(op, Counter())[m])
            out.append(Change(name, op, ca.get(op, 0), cb.get(op, 0), tuple(modules)))
    if a.op_count == b.op_count and ca == cb:
        # Same counts: the ops may still differ in what they compute (another shape, another
        # dtype); compare each op's name with its result types, as a multiset.
        sa, sb = _signatures(a), _signatures(b)
        for sig in sorted((sa - sb) | (sb - sa)):
            out.append(Change(name, sig, sa.get(sig, 0), sb.get(sig, 0)))
    keys_a = Counter(region_key(r) for r in a.regions())
    keys_b = Counter(region_key(r) for r in b.regions())
    if len(keys_a) != len(keys_b) or set(keys_a) != set(keys_b):
        out.append(Change(name, "distinct kernels (fusion regions)" if len(keys_a) != len(keys_b)
                          else "distinct kernels (fusion regions), others of the same count", len(keys_a), len(keys_b)))
    if len(a.regions()) != len(b.regions()):
        out.append(Change(name, "fusion regions", len(a.regions()), len(b.regions())))
    return out


def _by_module(p: Program) -> dict[str, Counter]:
    """op name -> how many of it each module path holds."""
    out: dict[str, Counter] = {}
    for op in p.flat_ops():
        out.setdefault(op.name, Counter())[op.module.partition(":")[0] or "(the model itself)"] += 1
    return out


def _signatures(p: Program) -> Counter:
    return Counter(f"{op.name} -> {', '.join(str(v.type) for v in op.outputs if v is not None)}"
                   for op in p.flat_ops())


# ------------------------------------------------------------------------------------------- gate

# --fail-on METRIC:THRESHOLD. THRESHOLD is `any` (any change), `+N` (grew by more than N) or
# `+N%` (grew by more than N percent).
GATE_METRICS = {"saved-bytes": "saved_bytes", "peak-memory": "peak_memory", "ops": "ops",
                "kernels": "kernels", "collectives": "collectives", "collective-bytes": "collective_bytes",
                "parameters": "parameters"}
_CONDITION = re.compile(r"^([a-z-]+):(any|\+\d+(?:\.\d+)?%?)$")


def parse_condition(text: str) -> tuple[str, str]:
    m = _CONDITION.match(text.strip())
    if not m or m.group(1) not in GATE_METRICS:
        raise ToolError(f"--fail-on {text!r}: write METRIC:THRESHOLD with METRIC one of "
                        f"{', '.join(GATE_METRICS)} and THRESHOLD `any`, `+N` or `+N%` "
                        "(e.g. saved-bytes:+5%, collectives:+0, ops:any)")
    return m.group(1), m.group(2)


def gate(d: ArtifactDiff, conditions: list[str]) -> list[str]:
    """The conditions the diff meets, each with the numbers that meet it."""
    met = []
    for text in conditions:
        metric, threshold = parse_condition(text)
        before, after = d.metrics[GATE_METRICS[metric]]
        if metric == "ops" and threshold == "any":
            hit = any(c.section not in ("manifest", "parameters", "memory", "entries") and c.item != "fusion regions"
                      and not c.item.startswith("distinct kernels") for c in d.changes)
        elif metric == "kernels" and threshold == "any":
            hit = any(c.item.startswith("distinct kernels") for c in d.changes) or before != after
        elif threshold == "any":
            hit = before != after
        elif threshold.endswith("%"):
            hit = after > before * (1 + float(threshold[1:-1]) / 100)
        else:
            hit = after - before > float(threshold[1:])
        if hit:
            met.append(f"{text}: {before} -> {after}")
    return met
