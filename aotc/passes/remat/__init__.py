"""Rematerialisation: which forward values the backward recomputes instead of the forward saving.

    policies.py   named predicates: save or recompute each op's result, and how strongly
    plan.py       a policy's answers -> a plan (the values the forward saves), by a minimum cut
    apply.py      a plan applied to the joint program
    budget.py     the plan under a memory budget that costs least time: save, recompute or offload
    schedule.py   each offloaded value's copies issued where they overlap compute

`Remat` is the feature a compile's options turn on: its one pass plans and applies.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Callable

from aotc.ir import Program
from aotc.format.manifest import MemoryInfo
from aotc.memory import StepMemory, program_device, step_memory
from aotc.ops import OpRegistry
from aotc.passes.remat.apply import rematerialize
from aotc.passes.remat.budget import plan_for_budget
from aotc.passes.remat.plan import RematPlan, plan_remat
from aotc.passes.remat.policies import DEFAULT_POLICY, POLICIES, Choice, Policy
from aotc.passes.remat.schedule import schedule_offload
from aotc.passes.runner import Fact, Noted, Pass, Scope, run_quietly

__all__ = ["DEFAULT_POLICY", "POLICIES", "Choice", "Policy", "Remat", "RematPlan", "plan_for_budget", "plan_remat",
           "rematerialize"]


@dataclass(frozen=True)
class Remat:
    """Rematerialisation as a feature of a compile: a policy and an optional budget in bytes,
    and whether the budget may offload saved values to host memory (device programs only)."""

    policy: str = DEFAULT_POLICY
    budget: int | None = None
    offload: bool = True
    offload_limit: int | None = None     # bytes of host memory the budget may offload into (None: any)

    def passes(self, scope: Scope, registry: OpRegistry) -> list[Pass]:
        if scope is Scope.PROGRAM:
            return [Pass("schedule_offload", scope, partial(schedule_offload, registry=registry),
                         breaks=frozenset({Fact.SCHEDULED}))]
        return []

    def section(self, plan: RematPlan | None, estimate: StepMemory) -> MemoryInfo:
        """What an entry's memory record says of it (with the step's estimated memory)."""
        return MemoryInfo(remat_policy=plan.policy if plan else "", budget=self.budget,
                          recomputed=len(plan.recomputed) if plan else 0, resident=estimate.resident,
                          forward_peak=estimate.forward_peak, saved=estimate.saved,
                          backward_peak=estimate.backward_peak, peak=estimate.peak,
                          offloaded=estimate.offloaded)

    def joint_pass(self, registry: OpRegistry, tail: list[Pass], say: Callable[[str], None]) -> Pass:
        """The pass that plans and applies rematerialisation. Under a budget, each trial plan's
        step peak is estimated by running `tail` (the passes after it) on the trial's result."""
        def rematerialize_by_plan(joint: Program) -> Noted:
            """After rematerialize, the backward reads only the plan's saved forward values (those
            it offloads through host memory); it recomputes the others."""
            if self.budget is None:
                plan = plan_remat(joint, registry, self.policy)
            else:
                def peak_of(trial: RematPlan) -> int:
                    return step_memory(*run_quietly(rematerialize(joint, trial, registry), tail), registry).peak
                offload = self.offload and program_device(joint) != "cpu"
                plan, _ = plan_for_budget(joint, registry, self.policy, self.budget, peak_of=peak_of, say=say,
                                          offload=offload, offload_limit=self.offload_limit)
            return Noted(rematerialize(joint, plan, registry), plan)
        return Pass("rematerialize", Scope.JOINT, rematerialize_by_plan, needs=frozenset({Fact.PLAIN}))
