"""Boolean attention masks made additive once, in the program.

Every attention kernel takes its mask as an additive bias of the query's dtype (0 where a key is
seen, -inf where not), as F.scaled_dot_product_attention converts a boolean mask before it
dispatches. Given a boolean mask, `aotc.sdpa` and its backward convert it on each call: a fill
and a masked fill of the whole mask, run by ATen outside every region, once per layer in the
forward and again in the backward (ModernBERT at 1x8192 on an H200: six conversions, 1.0 ms of a
20.6 ms step, where torch.compile makes the bias once in a fused kernel).

This pass makes the bias in the program instead, one `where` for each boolean mask the attention
ops read (every layer and the backward share it), placed before the first reader: fusion puts
it in the region that builds the mask. The values are the same as the op's own conversion.
It runs after the passes that read a mask's pattern (causal_masks, and sharding's attention
rule, which combines a boolean mask with its local causal mask), and before the split, so the
remat plan chooses whether the backward keeps the bias or recomputes it.
"""

from __future__ import annotations

from aotc.builder import Builder
from aotc.ir import Dtype, Op, Program, Value
from aotc.ops import Kind, OpRegistry

MASK, QUERY = "attn_mask", "q"


def mask_bias(program: Program, registry: OpRegistry) -> Program:
    """After mask_bias, no attention op reads a boolean mask: each reads the additive bias made
    from it, one per mask and dtype."""
    made: dict[tuple[Value, str], Value] = {}
    ops: list[Op] = []
    for op in program.ops:
        named = registry.lookup(op.name).arguments(op.args, op.kwargs) \
            if isinstance(op, Op) and registry.kind(op, Kind.ATTENTION) else {}
        mask = named.get(MASK)
        if not isinstance(mask, Value) or mask.type.dtype != "bool":
            ops.append(op)
            continue
        dtype = named[QUERY].type.dtype
        if (mask, dtype) not in made:
            b = Builder(registry, like=op)
            # where() of two Python numbers is of the default dtype (float32); the copy to the
            # query's dtype is exact for 0 and -inf, and fuses with it.
            wide = b.emit("aten.where.Scalar", mask, 0.0, float("-inf"))
            made[mask, dtype] = b.emit("aten._to_copy.default", wide, dtype=Dtype(dtype)) if dtype != "float32" else wide
            ops.extend(b.ops)
        ops.append(op.replace_inputs({mask: made[mask, dtype]}))
    if not made:
        return program
    return program.replace(ops=tuple(ops))
