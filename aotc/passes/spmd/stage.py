"""The activation two pipeline stages hand each other, laid out over the model axes (tp, cp).

A stage's program under tp or cp is one rank's, and the hidden state it returns goes, through
torch.distributed.pipelining, to the rank of the next stage with the same coordinates along
every other axis; its gradient comes back the same way. Both programs must therefore agree on
what one rank's tensor is. They agree on this layout:

    hidden [B, T, D]:  T split over every model axis of more than one rank, cp first (its
                       balanced chunks), then tp: rank (c, t) holds [B, T / (cp x tp), D]

which is how sequence parallelism leaves the residual stream between blocks, so a stage ends
with no collective and the next begins its first norm on its own tokens, as a block in the
middle of a stage does. Sending whole copies instead (replicated over tp) would cost an
all-gather at each end of each stage and send tp times the bytes over pp, and every rank
of a stage would hold, per microbatch in flight, the whole activation it received and the
whole one it sent (Megatron sends the sequence-parallel part for the same reasons). The
layout depends only on the activation's shape and the mesh, so the stage that sends and the
one that receives compute the same one; where T does not split so, it is split over cp alone
(as the residual stream then is), or whole.
The activation's gradient has the activation's layout. Ranks along tp and cp hold the same
batch, so the pipelining runtime, which sees one rank's tensor, is told this rank's shape.
"""

from __future__ import annotations

from dataclasses import dataclass

from aotc.passes.spmd.layout import Axes, Layout, Split


@dataclass(frozen=True)
class StageEnds:
    """Which ends of a pipeline stage's program hold the activation stages hand each other:
    its first input (every stage after the first receives one; its gradient is an `input_grad`
    output) and its one output (every stage before the last sends one; its gradient is a tangent)."""

    receives: bool
    sends: bool


def activation_layout(axes: Axes, shape: tuple[int, ...]) -> Layout:
    """[B, T, ...] split along T over every model axis (cp's balanced chunks first, then tp);
    where T does not split so, over cp alone (as the residual stream then is), else whole."""
    whole = Layout.whole(len(shape))
    names = tuple(axes.sizes)                 # mesh order: cp before tp
    for n in range(len(names), 0, -1):
        split = Split(names[:n])
        if len(shape) >= 2 and axes.fits(shape[1], split):
            return whole.with_dim(1, split)
    return whole
