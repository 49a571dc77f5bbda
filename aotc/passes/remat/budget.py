"""Fitting a memory budget: the plan that fits and costs the least time.

A value the policy would save can instead be recomputed in the backward (costing its op's
time again) or, in a device program, offloaded to host memory (costing two copies over the
host link, each overlapped with compute: free while the forward's compute hides them). The
costs are estimates from the rates of one H200 (`RATES`), used only to order the choices.
"""

from __future__ import annotations

from typing import Callable

from aotc.errors import CompileError
from aotc.ir import Program, Value
from aotc.ops import OpRegistry
from aotc.passes.remat.plan import Choice, Policy, RematPlan, _costly, _joint_facts, _named, choices, plan_remat
from aotc.passes.remat.cost import RATES, Rates, op_seconds
from aotc.passes.remat.policies import BLOCK_POLICY, OFFLOAD_MIN_BYTES, block_of
from aotc.passes.split import forward_part


def plan_for_budget(joint: Program, registry: OpRegistry, policy: str | Policy, budget: int,
                    peak_of: Callable[[RematPlan], int], *, say: Callable[[str], None] = lambda _: None,
                    offload: bool = False, offload_limit: int | None = None,
                    rates: Rates = RATES) -> tuple[RematPlan, int]:
    """The plan under `policy` whose estimated step peak (`peak_of`) is within `budget` bytes,
    at the least estimated time: the values the policy prefers to save are given up in order of
    least time per byte freed, each by the cheaper of recomputing it and (with `offload`)
    copying it to host memory (at most `offload_limit` bytes of it); offloads the forward's
    compute hides come first, as they cost nothing. The fewest that fit are searched for.

    Where no plan under `policy` fits, the budget takes the costlier choice torch.utils.checkpoint
    makes: every repeated block recomputed in its backward, matmuls included, from its input
    (`save-block-inputs`), the inputs given up to host memory as above. A budget that `policy`
    meets never gets there, so its plan is the one it was before.
    Returns (plan, its peak); refuses, with the least peak it found, when none fits."""
    rungs = [policy]
    if _named(policy)[0] != BLOCK_POLICY and _has_blocks(joint):
        rungs.append(BLOCK_POLICY)
    least, tried = None, 0
    for k, rung in enumerate(rungs):
        if k:
            say(f"remat: {_named(policy)[0]} cannot fit {_gb(budget)}; recomputing whole blocks ({rung})")
        fitted, low, n = _fit(joint, registry, rung, budget, peak_of, say, offload, offload_limit, rates)
        if fitted is not None:
            return fitted
        least, tried = low if least is None else min(least, low), tried + n
    raise CompileError(
        f"--memory-budget {_gb(budget)} cannot be met: the least estimated peak found is {_gb(least)} "
        f"({tried} trials; parameters, their gradients and the largest values cannot be "
        "recomputed or offloaded away); raise the budget, or shrink the batch or sequence")


def _has_blocks(joint: Program) -> bool:
    forward, _ = forward_part(joint)
    return any(block_of(joint.ops[i]) is not None for i in forward)


def _fit(joint: Program, registry: OpRegistry, policy: str | Policy, budget: int,
         peak_of: Callable[[RematPlan], int], say: Callable[[str], None], offload: bool,
         offload_limit: int | None, rates: Rates) -> tuple[tuple[RematPlan, int] | None, int, int]:
    """(the cheapest plan under `policy` that fits and its peak, or None; the least peak found;
    the number of trials)."""
    base = plan_remat(joint, registry, policy, rates=rates)
    peak = peak_of(base)
    say(f"remat {base.policy}: estimated peak {_gb(peak)}, budget {_gb(budget)}")
    if peak <= budget:
        return (base, peak), peak, 1
    facts = _joint_facts(joint)
    costly = _costly(joint, facts, registry, base.saved)
    given_up: list[tuple[float, int, Value]] = []       # (recompute seconds per byte, op index, value)
    for v, choice in choices(joint, registry, _named(policy)[1], facts=facts, costly=costly).items():
        if choice is Choice.PREFER_SAVE and v.type.nbytes:
            i = facts.producer[v]
            op = joint.ops[i]
            given_up.append((op_seconds(op, registry.lookup(op.name), rates) / v.type.nbytes, i, v))
    if offload:
        # Anything the plan saves on the device can go to the host, values the cut saves though
        # the policy would recompute them (a residual stream) included: those only offload.
        listed = {id(v) for *_, v in given_up}
        given_up += [(float("inf"), facts.producer[v], v) for v in base.saved
                     if id(v) not in listed and v in facts.producer and v not in facts.persistent
                     and v.type.device != "cpu" and v.type.nbytes >= OFFLOAD_MIN_BYTES]
    candidates = _by_cost(joint, registry, facts, given_up, offload, rates, offload_limit)

    def overrides(k: int) -> dict[Value, Choice]:
        return {v: choice for v, choice in candidates[:k]}

    # The peak does not always fall as more is given up (recomputed values can stay live
    # across layers), so a bisection alone can miss: try an even grid of prefix lengths first,
    # then bisect between the last grid point that does not fit and the first that does.
    trials: dict[int, tuple[int, RematPlan]] = {}

    def trial(k: int) -> int:
        if k not in trials:
            chosen = overrides(k)
            plan = plan_remat(joint, registry, policy, overrides=chosen, rates=rates)
            trials[k] = (peak_of(plan), plan)
            off = sum(c is Choice.OFFLOAD for c in chosen.values())
            say(f"remat: giving up {k} of {len(candidates)} saved-by-default values ({off} offloaded, "
                f"{k - off} recomputed): estimated peak {_gb(trials[k][0])}")
        return trials[k][0]

    n = len(candidates)
    grid = sorted({max(1, round(i * n / GRID_POINTS)) for i in range(1, GRID_POINTS + 1)}) if n else []
    fits = [k for k in grid if trial(k) <= budget]
    if not fits:
        return None, min([peak] + [p for p, _ in trials.values()]), len(trials)
    hi = fits[0]
    lo = max([k for k in grid if k < hi], default=0) + 1
    while lo < hi:
        k = (lo + hi) // 2
        if trial(k) <= budget:
            hi = k
        else:
            lo = k + 1
    return (trials[hi][1], trials[hi][0]), trials[hi][0], len(trials)


GRID_POINTS = 12


def _by_cost(joint: Program, registry: OpRegistry, facts, given_up: list, offload: bool, rates: Rates,
             limit: int | None = None) -> list[tuple[Value, Choice]]:
    """The values to give up, cheapest first, each with how: offloads the forward's compute
    hides (the costliest to recompute first), then recompute or offload, whichever costs less,
    offloading no more than `limit` bytes in all (a value that can only be offloaded is dropped
    once the limit is reached)."""
    given_up = sorted(given_up, key=lambda c: (c[0], c[1]))
    if not offload:
        return [(v, Choice.PREFER_RECOMPUTE) for _, _, v in given_up]
    forward_seconds = sum(op_seconds(joint.ops[i], registry.lookup(joint.ops[i].name), rates) for i in facts.forward)
    window = forward_seconds * rates.host_bytes           # bytes the forward's compute hides
    if limit is not None:
        window = min(window, limit)
    eligible = [c for c in given_up if c[2].type.device != "cpu" and c[2].type.nbytes >= OFFLOAD_MIN_BYTES]
    free, moved = [], 0
    for c in sorted(eligible, key=lambda c: (-c[0], c[1])):
        if moved + c[2].type.nbytes > window:
            break
        free.append(c)
        moved += c[2].type.nbytes
    taken = {id(c) for c in free}
    can_offload = {id(c) for c in eligible}
    rest = []
    for c in given_up:
        if id(c) in taken:
            continue
        offload_price = 1 / rates.host_bytes if id(c) in can_offload else float("inf")
        rest.append((min(c[0], offload_price), c[1], c[2], Choice.OFFLOAD if offload_price < c[0] else
                     Choice.PREFER_RECOMPUTE, c[0]))
    rest.sort(key=lambda c: (c[0], c[1]))
    out = [(c[2], Choice.OFFLOAD) for c in free]
    for _, _, v, choice, recompute in rest:
        if choice is Choice.OFFLOAD and limit is not None and moved + v.type.nbytes > limit:
            if recompute == float("inf"):
                continue                       # only offloadable, and the host is full
            choice = Choice.PREFER_RECOMPUTE
        moved += v.type.nbytes if choice is Choice.OFFLOAD else 0
        out.append((v, choice))
    return out


def _gb(n: int) -> str:
    return f"{n / 1e9:.3g} GB"
