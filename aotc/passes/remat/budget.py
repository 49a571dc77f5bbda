"""Fitting a memory budget: the plan that recomputes least work and fits."""

from __future__ import annotations

from typing import Callable

from aotc.errors import CompileError
from aotc.ir import Op, Program
from aotc.ops import OpRegistry
from aotc.passes.remat.plan import Choice, Policy, RematPlan, _costly, _joint_facts, _named, choices, plan_remat


def op_cost(op: Op) -> float:
    """Rough work of recomputing `op`, in multiply-adds (matmuls, attention) or elements."""
    packet = op.name.split(".")[1]
    ins = [v.type.shape for v in op.inputs()]
    out = next((v.type for v in op.outputs if v is not None), None)
    out_elems = out.numel if out is not None else 0
    if packet in ("mm", "bmm", "matmul", "linear") and ins:
        return float(out_elems) * ins[0][-1]           # times the contracted dimension
    if packet in ("addmm", "baddbmm") and len(ins) > 1:
        return float(out_elems) * ins[1][-1]
    if "sdpa" in packet or "attention" in packet:
        q, k = ins[0], ins[1]
        return float(q[0] * q[1] * q[2] * k[2] * (q[3] + (ins[2][3] if len(ins) > 2 else q[3])))
    return float(out_elems)


def plan_for_budget(joint: Program, registry: OpRegistry, policy: str | Policy, budget: int,
                    peak_of: Callable[[RematPlan], int], *, say: Callable[[str], None] = lambda _: None
                    ) -> tuple[RematPlan, int]:
    """The plan under `policy` whose estimated step peak (`peak_of`) is within `budget` bytes,
    recomputing as little as it can: the values the policy prefers to save are given up in
    order of least work per byte freed, and the fewest that fit are searched for.
    Returns (plan, its peak); refuses, with the least peak it found, when none fits."""
    base = plan_remat(joint, registry, policy)
    peak = peak_of(base)
    say(f"remat {base.policy}: estimated peak {_gb(peak)}, budget {_gb(budget)}")
    if peak <= budget:
        return base, peak
    facts = _joint_facts(joint)
    candidates = []
    costly = _costly(joint, facts, registry, base.saved)
    for v, choice in choices(joint, registry, _named(policy)[1], facts=facts, costly=costly).items():
        if choice is Choice.PREFER_SAVE and v.type.nbytes:
            i = facts.producer[v]
            candidates.append((op_cost(joint.ops[i]) / v.type.nbytes, i, v))
    candidates.sort(key=lambda c: (c[0], c[1]))
    # The peak does not always fall as more is recomputed (recomputed values can stay live
    # across layers), so a bisection alone can miss: try an even grid of prefix lengths first,
    # then bisect between the last grid point that does not fit and the first that does.
    trials: dict[int, tuple[int, RematPlan]] = {}

    def trial(k: int) -> int:
        if k not in trials:
            plan = plan_remat(joint, registry, policy,
                              overrides={v: Choice.PREFER_RECOMPUTE for _, _, v in candidates[:k]})
            trials[k] = (peak_of(plan), plan)
            say(f"remat: recomputing {k} of {len(candidates)} saved-by-default values: "
                f"estimated peak {_gb(trials[k][0])}")
        return trials[k][0]

    n = len(candidates)
    grid = sorted({max(1, round(i * n / GRID_POINTS)) for i in range(1, GRID_POINTS + 1)}) if n else []
    fits = [k for k in grid if trial(k) <= budget]
    if not fits:
        least = min([peak] + [p for p, _ in trials.values()])
        raise CompileError(
            f"--memory-budget {_gb(budget)} cannot be met: the least estimated peak found is {_gb(least)} "
            f"({len(trials)} trials; parameters, their gradients and the largest values cannot be "
            "recomputed away); raise the budget, or shrink the batch or sequence")
    hi = fits[0]
    lo = max([k for k in grid if k < hi], default=0) + 1
    while lo < hi:
        k = (lo + hi) // 2
        if trial(k) <= budget:
            hi = k
        else:
            lo = k + 1
    return trials[hi][1], trials[hi][0]


GRID_POINTS = 12


def _gb(n: int) -> str:
    return f"{n / 1e9:.3g} GB"
