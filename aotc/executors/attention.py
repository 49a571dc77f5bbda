"""The attention executor: which CUDA kernel runs the artifact's attention, by measurement.

It forms no regions: attention is already one op (`aotc.sdpa`). Its build half times forward
+ backward of each CUDA backend (flash, memory-efficient, cuDNN) at the artifact's own
attention shapes on the target, keeps those that agree with the default, and stores the
fastest as its pack (kernels/attention/<target>/pack.msgpack, an AttentionChoice), with the
kernel of the variable-length attention (torch's flash kernel or TransformerEngine's cuDNN
kernel, measure_varlen); its runtime half (aotc.runtime.executors.AttentionRuntime) makes
`aotc.sdpa` and `aotc.varlen_attention` run on those kernels. A kernel
whose trial fails is left out, and the report names it and why. For a described target it
times nothing: the choice comes from a tuning record or a heuristic
(aotc.executors.attention_choice.described_attention), and the pack says which (`chosen`).
"""

from __future__ import annotations

from dataclasses import replace

import msgpack

from aotc.executors.attention_choice import (VarlenChoiceMade, attention_calls, described_attention,
                                             measure_attention, measure_varlen)
from aotc.executors.base import BuildJob, Executor, NotBuilt, PackBuild
from aotc.format.pack import PACK_FILE, AttentionChoice
from aotc.ir import Op, Program
from aotc.ops import Kind, OpRecord, OpRegistry
from aotc.runtime.executors import AttentionRuntime


class AttentionReport:
    def __init__(self, target: str, backend: str, ms: dict, dropped: dict | None = None, chosen: str = "",
                 per_call: dict | None = None, varlen: VarlenChoiceMade = VarlenChoiceMade("")):
        self.executor, self.target, self.backend, self.ms = "attention", target, backend, ms
        self.dropped = dropped or {}          # kernel -> why its trial left it out
        self.chosen = chosen                  # how a choice not measured here was made
        self.per_call = per_call or {}        # attention signature -> {kernel: ms per call}, measured
        self.varlen = varlen                  # variable-length attention's choice, as measured


class AttentionExecutor(Executor):
    name = "attention"
    runtime = AttentionRuntime()
    devices = ("cuda",)
    describable = True       # a described target's choice comes from a tuning record or a heuristic

    def claims(self, op: Op, record: OpRecord) -> bool:
        return record.is_(Kind.ATTENTION)

    def partition(self, program: Program, registry: OpRegistry) -> Program:
        """Attention is one op already: nothing to group."""
        return program

    def build(self, job: BuildJob) -> PackBuild | NotBuilt | None:
        if job.target.kind != "cuda":
            return None
        if not job.target.live:
            calls = attention_calls(job.programs.values(), job.registry)
            if not calls:
                return None
            made = described_attention(calls, job.target.capability, job.tuning)
            # A kernel choice's target names no Triton (aotc.runtime.packs.device_target).
            target = replace(job.target.pack, triton="", threads=0)
            varlen = VarlenChoiceMade("")
        else:
            job.say("timing attention kernels")
            made = measure_attention(job.programs.values(), job.target.device, job.say, job.registry)
            varlen = measure_varlen(job.programs.values(), job.target.device, job.say)
            if not made.backend and not varlen.kernel:
                # Without a choice the runtime takes the default kernel per call, as without a pack.
                dropped = {**made.dropped, **{f"varlen {k}": why for k, why in varlen.dropped.items()}}
                return NotBuilt(self.name, "; ".join(f"{b}: {why}" for b, why in sorted(dropped.items()))) \
                    if dropped else None
            target = self.runtime.local_target(job.target.device)
        # Without dense attention "flash" overrides nothing, and a reader that knows no `varlen`
        # loads the pack and runs flash, as the op does without one.
        dense = made.backend or ("" if made.dropped else "flash")
        choice = AttentionChoice(target, dense, made.ms, chosen=made.why, varlen=varlen.kernel,
                                 varlen_ms=varlen.ms, te_version=varlen.te_version)
        return PackBuild(target, {PACK_FILE: msgpack.packb(choice.to_data(), use_bin_type=True)},
                         AttentionReport(target.name, made.backend, made.ms, made.dropped, made.why, made.per_call,
                                         varlen))
