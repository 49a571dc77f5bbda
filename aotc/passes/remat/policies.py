"""Remat policies: named predicates that say, per op, whether its result should be saved for
the backward or recomputed in it, and how strongly (JAX's checkpoint policies; PyTorch's
CheckpointPolicy strengths)."""

from __future__ import annotations

import enum
from typing import Callable

from aotc.ir import Op
from aotc.ops import Kind, OpRecord
from aotc.options import REMAT_POLICIES
from aotc.passes.fusion import loop_op


class Choice(enum.Enum):
    MUST_SAVE = "must-save"
    PREFER_SAVE = "prefer-save"             # a memory budget may recompute or offload it
    PREFER_RECOMPUTE = "prefer-recompute"   # recomputed when that saves memory
    MUST_RECOMPUTE = "must-recompute"       # never saved (the user checkpointed it)
    OFFLOAD = "offload"                     # saved in host memory: copied out in the forward, back ahead of use
    RECOMPUTE_BLOCK = "recompute-block"     # recomputed from its block's inputs (`block_of`), as if checkpointed


Policy = Callable[[Op, OpRecord], Choice]


def _never_recomputed(record: OpRecord) -> bool:
    """Random ops would draw again, collectives communicate again, effects happen twice."""
    return not record.pure or bool(record.kinds & {Kind.COLLECTIVE, Kind.WAIT})


def save_all(op: Op, record: OpRecord) -> Choice:
    """The compiler recomputes nothing of its own accord: the forward saves every value the
    backward reads, but what the user's activation checkpointing recomputes (and what a
    memory budget gives up)."""
    if _never_recomputed(record):
        return Choice.MUST_SAVE
    return Choice.PREFER_SAVE


def save_matmuls(op: Op, record: OpRecord) -> Choice:
    """Elementwise ops and views are recomputed where that saves memory; matmuls, attention,
    reductions to a small result and every other op are saved (a budget may still recompute
    them). Random ops and collectives are always saved: recomputing them would draw or
    communicate again."""
    if _never_recomputed(record):
        return Choice.MUST_SAVE
    if _shrinking_reduction(op, record):
        return Choice.PREFER_SAVE
    return Choice.PREFER_RECOMPUTE if loop_op(op, record) else Choice.PREFER_SAVE


def _shrinking_reduction(op: Op, record: OpRecord) -> bool:
    """A reduction to at most a quarter of its input (an fp8 scale, a norm's statistics): cheap
    to keep, a full read of its input to recompute."""
    if not record.is_(Kind.REDUCTION):
        return False
    first = next(op.inputs(), None)
    out = next((v for v in op.outputs if v is not None), None)
    return first is not None and out is not None and 4 * out.type.numel <= first.type.numel


def save_attention(op: Op, record: OpRecord) -> Choice:
    """As save-matmuls, but matmuls are recomputed too: only attention and other costly ops
    are saved (less memory, a second forward's matmuls in the backward)."""
    choice = save_matmuls(op, record)
    if choice is Choice.PREFER_SAVE and record.is_(Kind.MATMUL):
        return Choice.PREFER_RECOMPUTE
    return choice


def offload_matmuls(op: Op, record: OpRecord) -> Choice:
    """As save-matmuls, but what it would save in device memory (matmuls, attention, reductions
    to a small result) is kept in host memory instead, where it is at least `OFFLOAD_MIN_BYTES`:
    torchtitan's offloading of activations, chosen per value."""
    choice = save_matmuls(op, record)
    out = next((v for v in op.outputs if v is not None), None)
    if choice is Choice.PREFER_SAVE and out is not None and out.type.nbytes >= OFFLOAD_MIN_BYTES:
        return Choice.OFFLOAD
    return choice


def save_block_inputs(op: Op, record: OpRecord) -> Choice:
    """torch.utils.checkpoint around every repeated block (torchtitan's full activation
    checkpointing): what a block computes is recomputed in its backward, matmuls and attention
    included; what crosses between blocks (each block's input) is saved, and a memory budget may
    offload it. Ops outside the blocks (the embedding, the output layer, the loss) are treated as
    save-matmuls treats them."""
    choice = save_matmuls(op, record)
    if choice is Choice.MUST_SAVE or block_of(op) is None:
        return choice
    return Choice.RECOMPUTE_BLOCK


def block_of(op: Op) -> str | None:
    """The repeated block `op` was traced in: its module path up to the first numbered module
    ("layers.3" for "layers.3.attention.wq:Linear", "model.layers.3" likewise), None outside one."""
    parts = op.module.partition(":")[0].split(".")
    for k, part in enumerate(parts):
        if part.isdigit():
            return ".".join(parts[:k + 1])
    return None


# Below this a copy to the host costs more in launches than the memory it frees.
OFFLOAD_MIN_BYTES = 1 << 14

POLICIES: dict[str, Policy] = {"save-matmuls": save_matmuls, "save-attention": save_attention,
                               "save-all": save_all, "offload-matmuls": offload_matmuls,
                               "save-block-inputs": save_block_inputs}
BLOCK_POLICY = "save-block-inputs"      # the budget's last resort (aotc.passes.remat.budget)
DEFAULT_POLICY = REMAT_POLICIES[0]
assert tuple(POLICIES) == REMAT_POLICIES   # the command line lists them without importing torch
