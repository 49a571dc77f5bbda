"""The Inductor executor: fusion regions of elementwise ops, reductions and views, built into
kernel packs by Inductor on the target machine and run without it.

    lowering.py   a region's body as an FX graph of ATen ops (what Inductor compiles)
    hooks.py      where the build reaches into Inductor's internals
    wrapper.py    Inductor's generated wrapper, read as a syntax tree
    plan.py       a read wrapper -> the pack's launch plan
    cpu.py        C++ kernels, one shared library per pack
    cuda.py       Triton cubins with recorded launches
    build.py      the build half: builds and checks every region's plan
The runtime half is aotc.runtime.packs (it imports no compiler).
"""

from __future__ import annotations

from aotc.executors.base import BuildJob, Executor, PackBuild
from aotc.ir import Op
from aotc.ops import OpRecord
from aotc.passes.fusion import loop_op
from aotc.runtime.packs import InductorRuntime


def _complex(v) -> bool:
    return v is not None and v.type.dtype.startswith("complex")


class InductorExecutor(Executor):
    name = "inductor"
    runtime = InductorRuntime()
    describable = True       # Triton compiles for a recorded target; the plans are checked where it runs

    @property
    def pass_name(self) -> str:
        return "fuse"

    def claims(self, op: Op, record: OpRecord) -> bool:
        # Inductor generates no code for complex tensors (it falls back to ATen inside the
        # kernel's wrapper, which a pack cannot hold): a complex RoPE's products run op by op
        # and the real ops around them still fuse.
        return loop_op(op, record) and not any(_complex(v) for v in (*op.inputs(), *op.outputs))

    def build(self, job: BuildJob) -> PackBuild | None:
        # Inductor is imported to build a pack and at no other time: compiling and loading an
        # artifact never need it (importing it costs about half a second).
        from aotc.executors.inductor.build import build_pack
        return build_pack(job)

    def check(self, job: BuildJob, files: dict) -> PackBuild:
        """Its unchecked pack (`files`, built for a described target) checked on this machine."""
        from aotc.executors.inductor.build import check_pack
        return check_pack(job, files)
