"""The pass list: one flat list of named passes, built from the compile's options.

    joint:    merge_tied, freeze, strip_identities, fold_views, weight_grad_layout, causal_masks,
              [document_masks], native_gqa, stack_slice_grads, cse, dce, retarget, [fuse_linear_cross_entropy], [fp8_linears, fp8_experts, cse, fp8_transposes], [model_parallel],
              [shard], mask_bias, rematerialize
    split:    split
    pair:     [regather_in_backward], [regather_activations], [async_tp], [hoist_weight_casts, fp8_gathers],
              [apply_optimizer], own_grads
    program:  [fuse_te], fuse, fuse_flex (one partition pass per executor, in priority order; te first under
              --fp8 te and te-delayed), dce, schedule_offload, [schedule_collectives]

Bracketed passes come from the features the options ask for (fused loss, fp8, sharding, async
tensor parallelism, the optimizer); an inference compile stops the joint list before
rematerialize and runs the partition passes and dce on its one program. The runner (aotc.passes.runner) times, records
and verifies every pass and checks the order against what each pass needs.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

from aotc.errors import CaptureError
from aotc.ir import Program
from aotc.memory import StepMemory, step_memory
from aotc.ops import OpRegistry
from aotc.options import CompileOptions
from aotc.passes.cse import cse
from aotc.passes.dce import dce
from aotc.passes.documents import document_masks
from aotc.passes.fp8 import Fp8
from aotc.passes.fused_loss import FusedLoss
from aotc.passes.optimizer import Optimizer
from aotc.passes.own_grads import own_grads
from aotc.passes.freeze import freeze
from aotc.passes.causal import causal_masks
from aotc.passes.mask_bias import mask_bias
from aotc.passes.gqa import native_gqa
from aotc.passes.grouped import weight_grad_layout
from aotc.passes.remat import Remat, RematPlan
from aotc.passes.retarget import retarget
from aotc.passes.runner import Fact, Pass, PassRecord, Scope, run
from aotc.passes.shard import Sharding
from aotc.passes.spmd.stage import StageEnds
from aotc.passes.simplify import fold_views, strip_identities
from aotc.passes.slice_grads import stack_slice_grads
from aotc.passes.spmd.async_tp import AsyncTP
from aotc.session import Session
from aotc.passes.split import split
from aotc.passes.tie import merge_tied
from aotc.sharding import DATA_AXES, TENSOR_AXIS, ShardingSpec
from aotc.verifier import VerifyError, verify

J, P, PAIR = Scope.JOINT, Scope.PROGRAM, Scope.PAIR


@dataclass(frozen=True)
class Features:
    """The optional features a compile's options turn on (None: off)."""

    fp8: Fp8 | None
    sharding: Sharding | None
    remat: Remat | None                  # None for an inference compile
    loss: FusedLoss | None = None
    optimizer: Optimizer | None = None
    async_tp: AsyncTP | None = None

    @classmethod
    def of(cls, options: CompileOptions, sharding: ShardingSpec | None = None,
           stage: StageEnds | None = None) -> Features:
        """The features of these options; `sharding` is the plan for the captured parameters
        (aotc.sharding.data_parallel makes it from --shard); `stage` says which ends of a
        pipeline stage's program hold the activation stages hand each other."""
        # Delayed scaling's amaxes are max-reduced over every data axis of more than one rank,
        # the axes whose ranks see different inputs (aotc.passes.fp8_delayed).
        amax_axes = tuple(a for a, n in sharding.mesh.axes if n > 1 and a in DATA_AXES) if sharding else ()
        return cls(fp8=Fp8(options.fp8, options.fp8_skip, options.fp8_history, options.fp8_margin,
                               options.fp8_experts, amax_axes, options.fp8_attention)
                   if options.fp8 else None,
                   sharding=Sharding(sharding, stage, regather=not options.keep_gathered) if sharding else None,
                   remat=Remat(options.remat_policy, options.memory_budget, options.offload,
                               None if options.offload_gb is None else int(options.offload_gb * 1e9))
                   if options.training else None,
                   # under cp the loss's chunks interleave over its 2 x cp groups of tokens
                   loss=FusedLoss(options.loss_chunk, _loss_groups(options))
                   if options.fused_loss and options.training else None,
                   optimizer=Optimizer(options.optimizer, tuple(options.betas), options.eps, options.weight_decay,
                                       options.no_decay) if options.optimizer else None,
                   async_tp=AsyncTP(dict(options.mesh).get(TENSOR_AXIS, 1)) if options.async_tp else None)

    def passes(self, scope: Scope, registry: OpRegistry) -> list[Pass]:
        return [p for f in self._ordered(scope) if f is not None for p in f.passes(scope, registry)]

    def _ordered(self, scope: Scope):
        # The fused loss makes the output layer's matmuls chunk by chunk, which fp8 then rewrites;
        # fp8 rewrites matmuls while they read whole weights (before shard); ZeRO-3's gathers
        # move to the backward before fp8 looks for gathered weights to hoist casts from.
        # Async TP fuses the matmuls with tp's collectives once sequence parallelism's
        # activations are gathered again in the backward (it reads those gathers too).
        # The optimizer comes last: it reads the gradients as the other pair passes leave them.
        if scope is PAIR:
            return self.sharding, self.async_tp, self.fp8, self.optimizer
        # Offloaded values' reloads move ahead before the collectives take their final places.
        return self.loss, self.fp8, self.remat, self.sharding

    @property
    def final(self) -> frozenset[Fact]:
        return self.sharding.final if self.sharding else frozenset()


def _loss_groups(options: CompileOptions) -> int:
    """Groups of tokens the fused loss's chunks interleave over: cp's balanced split cuts the
    sequence into 2 x cp of them (1: contiguous chunks)."""
    cp = dict(options.mesh).get("cp", 1)
    return 2 * cp if cp > 1 else 1


def pass_list(options: CompileOptions, session: Session | None = None, features: Features | None = None, *,
              frozen: frozenset[str] = frozenset(), tied: dict[str, str] | None = None) -> list[Pass]:
    """Every pass of a compile with these options, in order; `features` (default: those of the
    options alone, no sharding plan) say what the entry's sharding plan and stage ends add."""
    session = session or Session()
    registry = session.registry
    features = features or Features.of(options)
    joint = [
        Pass("merge_tied", J, partial(merge_tied, canonical=tied or {}), establishes=frozenset({Fact.TIED_MERGED})),
        Pass("freeze", J, partial(freeze, frozen=frozen), needs=frozenset({Fact.TIED_MERGED})),
        Pass("strip_identities", J, partial(strip_identities, registry=registry)),
        Pass("fold_views", J, partial(fold_views, registry=registry)),
        Pass("weight_grad_layout", J, weight_grad_layout),
        Pass("causal_masks", J, partial(causal_masks, registry=registry), needs=frozenset({Fact.PLAIN})),
        *([Pass("document_masks", J, partial(document_masks, device=options.device, registry=registry),
                needs=frozenset({Fact.PLAIN}))] if options.document_attention else []),
        Pass("native_gqa", J, partial(native_gqa, registry=registry), needs=frozenset({Fact.PLAIN})),
        Pass("stack_slice_grads", J, stack_slice_grads),
        Pass("cse", J, partial(cse, registry=registry)),
        Pass("dce", J, partial(dce, registry=registry)),
        Pass("retarget", J, partial(retarget, device=options.device, registry=registry),
             establishes=frozenset({Fact.ON_TARGET})),
        *features.passes(J, registry),
        Pass("mask_bias", J, partial(mask_bias, registry=registry)),
    ]
    # Executors claim ops into regions on each program after the split, so that no region mixes
    # forward and backward work; one partition pass per executor, in priority order.
    partition = []
    if options.fusion:
        for name in options.partitioners:
            executor = session.executors[name]
            partition.append(Pass(executor.pass_name, P, partial(executor.partition, registry=registry),
                                  needs=frozenset({Fact.SPLIT} if options.training else set()),
                                  breaks=frozenset({Fact.PLAIN, Fact.SCHEDULED})))
        partition.append(Pass("dce", P, partial(dce, registry=registry)))
    program = partition + features.passes(P, registry)
    if not options.training:
        return joint + program
    # Gradients own their storage once the pair passes have settled which ones the backward
    # returns (the optimizer consumes them), before partitioning fuses the copies it adds.
    tail = [Pass("split", Scope.SPLIT, split, needs=frozenset({Fact.PLAIN}), establishes=frozenset({Fact.SPLIT})),
            *features.passes(PAIR, registry),
            Pass("own_grads", P, partial(own_grads, registry=registry), needs=frozenset({Fact.SPLIT, Fact.PLAIN})),
            *program]
    return joint + [features.remat.joint_pass(registry, tail, session.say)] + tail


@dataclass(frozen=True)
class Compiled:
    forward: Program
    backward: Program | None          # None for an inference artifact
    passes: tuple[PassRecord, ...]
    memory: StepMemory                # estimated, for one step of these programs
    remat: RematPlan | None = None    # None for an inference artifact
    features: Features | None = None


def compile_programs(captured: Program, options: CompileOptions, session: Session, features: Features, *,
                     frozen: frozenset[str] = frozenset(), tied: dict[str, str] | None = None) -> Compiled:
    """The whole pass list on a captured program, with the features of its entry."""
    registry = session.registry
    try:
        verify(captured, registry)
    except VerifyError as e:
        raise CaptureError(f"the captured program is not valid: {e}\nhint: check that each example "
                           "input's dtype is what the model expects (--shape gives int64 token ids; "
                           "use --input f32[...] for float inputs)") from None
    passes = pass_list(options, session, features, frozen=frozen, tied=tied)
    result = run(captured, passes, session, final=features.final)
    forward, backward = (result.programs + (None,))[:2]
    if features.async_tp is not None:
        features.async_tp.report(result.notes.get("async_tp"), session.say)
    return Compiled(forward=forward, backward=backward, passes=tuple(result.records),
                    memory=step_memory(forward, backward, registry), remat=result.notes.get("rematerialize"),
                    features=features)
