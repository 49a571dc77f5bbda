"""The pass pipeline: one flat list of named passes, and the runner around it.

The runner times each pass, records how the op count changed, and runs the verifier after
every pass, so no pass repeats that boilerplate.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from functools import partial
from typing import Callable

from aotc.ir import Program
from aotc.memory import StepMemory, step_memory
from aotc.ops import OpRegistry
from aotc.passes.cse import cse
from aotc.passes.dce import dce
from aotc.passes.freeze import freeze
from aotc.passes.fp8 import fp8_linears, hoist_weight_casts
from aotc.passes.fusion import fuse
from aotc.passes.gqa import native_gqa
from aotc.passes.remat import DEFAULT_POLICY, RematPlan, plan_for_budget, plan_remat, rematerialize
from aotc.passes.retarget import retarget
from aotc.passes.shard import ShardPlan, regather_in_backward, schedule_collectives, shard
from aotc.passes.tie import merge_tied
from aotc.passes.simplify import fold_views, strip_identities
from aotc.passes.split import split
from aotc.errors import CaptureError
from aotc.verifier import VerifyError, verify, verify_pair


@dataclass(frozen=True)
class PassRecord:
    name: str
    seconds: float
    ops_before: int
    ops_after: int


@dataclass(frozen=True)
class Compiled:
    forward: Program
    backward: Program | None          # None for an inference artifact
    passes: tuple[PassRecord, ...]
    memory: StepMemory                # estimated, for one step of these programs
    remat: RematPlan | None = None    # None for an inference artifact


def joint_passes(registry: OpRegistry, *, frozen: frozenset[str], device: str,
                 sharding: ShardPlan | None = None, tied: dict[str, str] | None = None,
                 fp8: str | None = None, fp8_skip: tuple[str, ...] = ()
                 ) -> list[tuple[str, Callable[[Program], Program]]]:
    passes = [
        ("merge_tied", partial(merge_tied, canonical=tied or {})),
        ("freeze", partial(freeze, frozen=frozen)),
        ("strip_identities", strip_identities),
        ("fold_views", fold_views),
        ("native_gqa", partial(native_gqa, registry=registry)),
        ("cse", partial(cse, registry=registry)),
        ("dce", partial(dce, registry=registry)),
        ("retarget", partial(retarget, device=device, registry=registry)),
    ]
    if fp8 is not None:
        # Before sharding, while a linear's matmuls still read its weight by the parameter's
        # name: each rank then scales the gathered weight, the same on every rank.
        passes.append(("fp8_linears", partial(fp8_linears, registry=registry, recipe=fp8, skip=fp8_skip)))
        passes.append(("cse", partial(cse, registry=registry)))   # one scale per tensor, however many readers
    if sharding is not None:
        passes.append(("shard", partial(shard, plan=sharding, registry=registry)))
    return passes


def program_passes(registry: OpRegistry, *, fusion: bool, sharded: bool = False
                   ) -> list[tuple[str, Callable[[Program], Program]]]:
    """Passes on each program after the split. Fusion runs here rather than on the joint
    program so that no region mixes forward and backward work; collectives are placed last,
    in the final order of the compute they overlap."""
    passes = [("fuse", partial(fuse, registry=registry)), ("dce", partial(dce, registry=registry))] if fusion else []
    if sharded:
        passes.append(("schedule_collectives", schedule_collectives))
    return passes


def run_passes(program: Program, passes, registry: OpRegistry, records: list[PassRecord]) -> Program:
    for name, fn in passes:
        start = time.perf_counter()
        after = fn(program)
        verify(after, registry)
        records.append(PassRecord(name, time.perf_counter() - start, len(program.ops), len(after.ops)))
        program = after
    return program


def compile_programs(captured: Program, registry: OpRegistry, *, training: bool,
                     frozen: frozenset[str], device: str, fusion: bool = True,
                     sharding: ShardPlan | None = None, tied: dict[str, str] | None = None,
                     remat_policy: str = DEFAULT_POLICY, memory_budget: int | None = None,
                     fp8: str | None = None, fp8_skip: tuple[str, ...] = (),
                     say: Callable[[str], None] = lambda _: None) -> Compiled:
    """The whole pipeline: joint passes, rematerialisation (under `memory_budget` bytes, when
    given), the split, then the passes on each program."""
    records: list[PassRecord] = []
    try:
        verify(captured, registry)
    except VerifyError as e:
        raise CaptureError(f"the captured program is not valid: {e}\nhint: check that each example "
                           "input's dtype is what the model expects (--shape gives int64 token ids; "
                           "use --input f32[...] for float inputs)") from None
    program = run_passes(captured, joint_passes(registry, frozen=frozen, device=device, sharding=sharding,
                                                tied=tied, fp8=fp8, fp8_skip=fp8_skip), registry, records)
    after_split = program_passes(registry, fusion=fusion, sharded=sharding is not None)
    if not training:
        program = run_passes(program, after_split, registry, records)
        return Compiled(forward=program, backward=None, passes=tuple(records),
                        memory=step_memory(program, None, registry))

    def finish(joint: Program, records: list[PassRecord] | None) -> tuple[Program, Program]:
        start = time.perf_counter()
        forward, backward = split(joint)
        if sharding is not None and sharding.kind == "fsdp-zero3":
            forward, backward = regather_in_backward(forward, backward)
        if fp8 is not None:
            forward, backward = hoist_weight_casts(forward, backward, registry)
        if records is None:          # a trial during the budget search: no checks, no records
            return (_run_quietly(forward, after_split), _run_quietly(backward, after_split))
        for p in (forward, backward):
            verify(p, registry)
        verify_pair(forward, backward)
        records.append(PassRecord("split", time.perf_counter() - start, len(joint.ops),
                                  len(forward.ops) + len(backward.ops)))
        forward = run_passes(forward, after_split, registry, records)
        backward = run_passes(backward, after_split, registry, records)
        verify_pair(forward, backward)
        return forward, backward

    start = time.perf_counter()
    if memory_budget is None:
        plan = plan_remat(program, registry, remat_policy)
    else:
        plan, _ = plan_for_budget(program, registry, remat_policy, memory_budget, say=say,
                                  peak_of=lambda p: step_memory(*finish(rematerialize(program, p), None),
                                                                registry).peak)
    records.append(PassRecord("plan_remat", time.perf_counter() - start, len(program.ops), len(program.ops)))
    program = run_passes(program, [("rematerialize", partial(rematerialize, plan=plan))], registry, records)
    forward, backward = finish(program, records)
    return Compiled(forward=forward, backward=backward, passes=tuple(records),
                    memory=step_memory(forward, backward, registry), remat=plan)


def _run_quietly(program: Program, passes) -> Program:
    for _, fn in passes:
        program = fn(program)
    return program
