"""What recomputing, saving and offloading cost: rough times from one GPU's rates, to order
the remat choices (never to promise a time)."""

from __future__ import annotations

from dataclasses import dataclass

from aotc.ir import Op
from aotc.ops import Kind, OpRecord


def op_cost(op: Op, record: OpRecord) -> float:
    """Rough work of recomputing `op`, in multiply-adds (matmuls, attention) or elements."""
    ins = [v.type.shape for v in op.inputs()]
    out = next((v.type for v in op.outputs if v is not None), None)
    out_elems = out.numel if out is not None else 0
    if record.contracts is not None and len(ins) > record.contracts:
        return float(out_elems) * ins[record.contracts][-1]     # times the contracted dimension
    if record.is_(Kind.ATTENTION):
        # Each query row against each key, over the head sizes of q and v. The keys' length is
        # taken as the longer of k's middle dimensions, whether it is laid out [B, H, L, D]
        # (aotc.sdpa) or [B, L, H, D] (aotc.fp8_attention): an estimate to order remat's
        # choices, too high only where heads outnumber positions.
        q, k = ins[0], ins[1]
        rows = 1
        for d in q[:-1]:
            rows *= d
        return float(rows * max(k[1:-1], default=1) * (q[-1] + (ins[2][-1] if len(ins) > 2 else q[-1])))
    return float(out_elems)


@dataclass(frozen=True)
class Rates:
    """What a step's work runs at, to weigh recomputing against offloading: round figures for
    one H200 under its power cap (what was measured there is in bench/RESULTS.md)."""

    matmul_flops: float = 600e12        # dense bf16 matmuls and attention
    memory_bytes: float = 3.0e12        # elementwise ops and reductions, reading and writing HBM
    host_bytes: float = 50e9            # copies to and from pinned host memory, each way


RATES = Rates()


def op_seconds(op: Op, record: OpRecord, rates: Rates = RATES) -> float:
    """Rough time of running `op` once: its multiply-adds where the registry says which
    dimension it sums over (or it is attention), else the bytes it reads and writes. A matmul
    that sums over another dimension (the experts' weight gradients, a convolution) is timed
    by its bytes."""
    if record.contracts is not None or record.is_(Kind.ATTENTION):
        return 2 * op_cost(op, record) / rates.matmul_flops
    moved = sum(v.type.nbytes for v in op.inputs()) + sum(v.type.nbytes for v in op.outputs if v is not None)
    return moved / rates.memory_bytes
