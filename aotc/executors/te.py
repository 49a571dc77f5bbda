"""The TransformerEngine executor: the fp8 matmuls of `--fp8 te` and `te-delayed` run by
TransformerEngine.

    compile   under --fp8 te (tensor-wise current scaling, the same program --fp8 tensorwise
              writes) and te-delayed (TE's delayed scaling, aotc.passes.fp8_delayed), claims
              each torch._scaled_mm with one scale per operand: a region of its own, with the
              views that feed it. Compiling needs no TE.
    build     (CUDA, where TE is installed) checks TE's GEMM against torch._scaled_mm on each
              region's own shapes and times both; the pack records TE's version and, per
              region, the two times
    runtime   aotc.runtime.te: TE's general_gemm on the operands and scales the program made,
              or, without TE (or its pack), the region as it is: torch._scaled_mm

The program owns everything the backward reads (the fp8 operands and their scales are saved
values of the artifact, not state inside TE; under te-delayed the amax histories and scales are
the programs' carries, which the runtime holds between steps), so a second backward through
retain_graph computes what the first did, and a frozen weight has no weight-gradient matmul:
the two TransformerEngine failures a module-level integration inherits.
"""

from __future__ import annotations

import time

import msgpack
import torch

from aotc.executors import random_tensor
from aotc.executors.base import BuildJob, Executor, PackBuild
from aotc.format.pack import PACK_FILE, TEChoice
from aotc.ir import Op
from aotc.numerics import compare
from aotc.ops import OpRecord
from aotc.runtime.codegen import build_function
from aotc.runtime.loaded import Overrides
from aotc.runtime.te import SCALED_MM, TERuntime, te_version, usable_te
from aotc.tolerance import Tolerance

# TE's GEMM against torch's on the same fp8 operands: the same products, summed in another order.
TE_TOLERANCE = Tolerance(rtol=1e-2, atol=0.0)
TIMED_CALLS = 20


class TEReport:
    def __init__(self, target: str, choice: TEChoice):
        self.executor, self.target, self.choice = "te", target, choice
        self.regions = len(choice.regions) + len(choice.skipped)
        self.built = len(choice.regions)
        self.kernels = 0
        self.skipped = dict(choice.skipped)
        self.seconds = 0.0


class TEExecutor(Executor):
    name = "te"
    runtime = TERuntime()
    devices = ("cuda",)

    def claims(self, op: Op, record: OpRecord) -> bool:
        # Tensor-wise scales only: TE's Float8 tensors carry one scale each.
        return op.name == SCALED_MM and all(s.type.numel == 1 for s in op.args[2:4])

    def build(self, job: BuildJob) -> PackBuild | None:
        if job.target.kind != "cuda" or not job.regions:
            return None
        mm, why = usable_te()
        if mm is None:
            job.say(f"{why}: no te pack ({self.runtime.without_pack})")
            return None
        version = te_version()
        start = time.perf_counter()
        timed, skipped = {}, {}
        for n, (key, region) in enumerate(sorted(job.regions.items())):
            job.say(f"region {n + 1}/{len(job.regions)} {key}: TE's GEMM against torch._scaled_mm")
            inputs = [_operand(v.type, job.target.device) for v in region.body.inputs]
            torch_fn = build_function(region.body, job.registry)
            te_fn = build_function(region.body, job.registry, packs=[Overrides("te-check", {SCALED_MM: mm})])
            try:
                want, got = torch_fn(*inputs), te_fn(*inputs)
            except Exception as e:    # a GEMM TE cannot run here keeps torch's
                skipped[key] = f"TE could not run it: {type(e).__name__}: {str(e).splitlines()[0][:200]}"
                continue
            result = compare("output", got[0], want[0], TE_TOLERANCE, strides=True)
            if not result.ok:
                skipped[key] = result.note or f"TE's result differs from torch's by {result.max_abs:.3g}"
                continue
            timed[key] = (_ms(te_fn, inputs), _ms(torch_fn, inputs))
        target = self.runtime.local_target(job.target.device)
        choice = TEChoice(target, version, timed, skipped)
        report = TEReport(target.name, choice)
        report.seconds = time.perf_counter() - start
        return PackBuild(target, {PACK_FILE: msgpack.packb(choice.to_data(), use_bin_type=True)}, report)


def _operand(t, device) -> torch.Tensor:
    """Random data of type t; a scale (a float32 scalar) positive, as the program's are."""
    x = random_tensor(t, device)
    return x.abs() + 0.5 if t.dtype == "float32" and t.numel == 1 else x


def _ms(fn, inputs) -> float:
    fn(*inputs)
    torch.cuda.synchronize()
    begin = time.perf_counter()
    for _ in range(TIMED_CALLS):
        fn(*inputs)
    torch.cuda.synchronize()
    return (time.perf_counter() - begin) * 1e3 / TIMED_CALLS
