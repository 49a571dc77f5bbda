"""The FlexAttention executor: aotc.flex_attention and its backward as Inductor's fused,
block-sparse FlexAttention kernels, built ahead of time on the target GPU.

    compile   claims the two flex ops: each its own region, with the views that feed it
    build     (CUDA) each region traced with torch's FlexAttention higher-order ops in place of
              the flex ops (aotc.executors.flex_graph), compiled by Inductor into Triton kernels
              through the Inductor executor's CUDA builder (recorded launches, no compiler at
              load), and checked against the ATen math on inputs whose block mask is computed
              from the region's own mask function; for a described target (build-kernels
              --target, no GPU here) compiled with the template config a tuning record names,
              unchecked until a machine of the target checks it (build-kernels --check)
    runtime   the Inductor executor's, under this executor's name: the pack has its format

On a machine without the pack the regions run the ATen math (aotc.customops.flex), which
materialises the scores; the pack's kernels skip the blocks the block mask leaves out.
"""

from __future__ import annotations

from aotc.executors.base import BuildJob, Executor, PackBuild
from aotc.ir import Op
from aotc.ops import Kind, OpRecord
from aotc.runtime.packs import FlexRuntime


class FlexExecutor(Executor):
    name = "flex"
    runtime = FlexRuntime()
    devices = ("cuda",)
    # Triton compiles the templates for a recorded target; the template config is a tuning
    # record's (what max-autotune chose on a machine of the target) or Inductor's default.
    describable = True

    def claims(self, op: Op, record: OpRecord) -> bool:
        # FlexAttention is the attention whose score and mask modifications are functions.
        return record.is_(Kind.ATTENTION) and bool(record.function_args)

    def build(self, job: BuildJob) -> PackBuild | None:
        if job.target.kind != "cuda" or not job.regions:
            return None
        from aotc.executors.flex_build import build_flex_pack   # imports Inductor
        return build_flex_pack(job)

    def check(self, job: BuildJob, files: dict) -> PackBuild:
        """Its unchecked pack (`files`, built for a described target) checked on this machine."""
        from aotc.executors.flex_build import check_flex_pack
        return check_flex_pack(job, files)
