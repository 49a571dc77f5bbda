"""The build half of the FlexAttention executor: Inductor's FlexAttention kernels for each
flex region, through the Inductor executor's builder and checks (aotc.executors.inductor.build).

What differs from a fusion region: the graph has FlexAttention's higher-order ops
(aotc.executors.flex_graph); the inputs a region is compiled, run and checked on must hold a
valid block mask (a kernel follows its indices), so the block mask is computed with torch's
`create_block_mask` from the region's own mask function on random data for the tensors it
reads; and the reference, the ATen math, runs a few heads at a time so a check at 8192 tokens
does not hold every head's scores at once.
"""

from __future__ import annotations

import torch

from aotc.customops.flex import dense_like, flex_backward_kernel, flex_kernel
from aotc.executors import random_tensor
from aotc.executors.base import BuildJob, PackBuild
from aotc.executors.flex_graph import BACKWARD, FORWARD, flex_graph
from aotc.executors.inductor.build import RegionForm, build_pack, check_pack
from aotc.executors.inductor.wrapper import Unsupported
from aotc.ir import Op, Program, Region
from aotc.ops import OpRegistry
from aotc.runtime.codegen import build_function
from aotc.runtime.loaded import Overrides
from aotc.tolerance import ATTENTION_KERNEL_TOLERANCE

EXECUTOR = "flex"
# Position of the block mask's first tensor (kv_num_blocks) in each op's arguments.
BLOCKS_AT = {FORWARD: 3, BACKWARD: 6}
SCORES_PER_CHUNK = 1 << 28          # float32 scores the reference holds at once (1 GiB)


def build_flex_pack(job: BuildJob) -> PackBuild | None:
    return build_pack(job, EXECUTOR, FLEX)


def check_flex_pack(job: BuildJob, files: dict) -> PackBuild:
    """A flex pack built for a described target, checked here as a build here checks its own."""
    return check_pack(job, files, EXECUTOR, FLEX)


def _flex_op(body: Program) -> Op:
    ops = [op for op in body.ops if isinstance(op, Op) and op.name in BLOCKS_AT]
    if len(ops) != 1:
        raise Unsupported(f"a flex region holds {len(ops)} flex ops, not one")
    return ops[0]


def valid_inputs(region: Region, device, registry: OpRegistry) -> list:
    """Random inputs for the region whose block mask is the one its mask function gives on them:
    integer tensors small and non-negative (document ids, positions), the rest random."""
    body = region.body
    op = _flex_op(body)
    at = BLOCKS_AT[op.name]
    inputs = [random_tensor(v.type, device) if getattr(torch, v.type.dtype).is_floating_point
              else torch.randint(0, 3, v.type.shape, dtype=getattr(torch, v.type.dtype), device=device)
              for v in body.inputs]
    position = {v: i for i, v in enumerate(body.inputs)}
    blocks = op.args[at: at + 8]
    if any(b is not None and b not in position for b in blocks):
        raise Unsupported("the region computes its block mask itself; it must be an input")
    q_block, kv_block, _, _, mask_fn, _, mask_bufs = op.args[at + 8: at + 15]
    mask = build_function(mask_fn.program, registry)
    bufs = [inputs[position[v]] for v in mask_bufs]
    q, k = op.args[0 if op.name == FORWARD else 1], op.args[1 if op.name == FORWARD else 2]
    kv_num_blocks = body.inputs[position[blocks[0]]].type.shape       # [B or 1, H or 1, query blocks]
    from torch.nn.attention.flex_attention import create_block_mask
    made = create_block_mask(lambda b, h, m, n: mask(b, h, m, n, *bufs)[0], kv_num_blocks[0], kv_num_blocks[1],
                             q.type.shape[-2], k.type.shape[-2], device=device, BLOCK_SIZE=(q_block, kv_block))
    tensors = made.as_tuple()[2:10]       # kv_num_blocks ... full_q_indices, as in every torch since 2.5
    for value, tensor in zip(blocks, tensors):
        if value is not None:
            want = body.inputs[position[value]].type
            if tuple(tensor.shape) != want.shape:
                raise Unsupported(f"torch's block mask for this region has {list(tensor.shape)} where the "
                                  f"program has {list(want.shape)}")
            inputs[position[value]] = tensor.to(getattr(torch, want.dtype)).contiguous()
    return inputs


def _in_chunks(kernel, heads_arg: int, count: int):
    """`kernel` run over groups of key/value heads (and their query heads), concatenated: the
    same result, holding one group's scores at a time."""
    def run(*args):
        q, k = args[heads_arg], args[heads_arg + 1]
        group = q.shape[1] // k.shape[1]
        per_kv_head = group * q.shape[0] * q.shape[2] * k.shape[2]
        step = max(1, min(k.shape[1], SCORES_PER_CHUNK // max(per_kv_head, 1)))
        parts = []
        for j in range(0, k.shape[1], step):
            sliced = list(args)
            for i in range(heads_arg, heads_arg + 3):             # q, k, v
                heads = slice(j * group, (j + step) * group) if i == heads_arg else slice(j, j + step)
                sliced[i] = args[i][:, heads]
            if heads_arg == 1:                                    # grad_out, out and lse follow q's heads
                for i in (0, 4, 5):
                    sliced[i] = args[i][:, j * group: (j + step) * group]
            parts.append(kernel(*sliced, first_head=j * group))
        # Each result in the layout the whole call gives it (aotc.customops.flex.dense_like).
        layouts = (q, None) if count == 2 else (q, k, args[heads_arg + 2])
        results = []
        for i, like in enumerate(layouts):
            whole = torch.cat([p[i] for p in parts], dim=1)
            results.append(whole.contiguous() if like is None else
                           whole.new_empty_strided(whole.shape, dense_like(whole.shape, like.stride())).copy_(whole))
        return tuple(results)
    return run


def _reference(body: Program, registry: OpRegistry):
    return build_function(body, registry, packs=[Overrides("flex-reference", {
        FORWARD: _in_chunks(flex_kernel, 0, 2), BACKWARD: _in_chunks(flex_backward_kernel, 1, 3)})])


# The template options each op's block sizes and launch config go by, in flex_attention's
# kernel options: the forward kernel's, and the backward's (its two loops).
TEMPLATE_OPTIONS = {FORWARD: ("fwd_", {"BLOCK_M", "BLOCK_N"}),
                    BACKWARD: ("bwd_", {"BLOCK_M1", "BLOCK_N1", "BLOCK_M2", "BLOCK_N2"})}


def recorded_options(op_name: str, key: str, tuning) -> dict:
    """The kernel options that make region `key`'s template the one a build on the device timed
    fastest (a tuning record's entry for its template kernel); {} where the record has none."""
    prefix, blocks = TEMPLATE_OPTIONS[op_name]
    for name, config in sorted((tuning.kernels if tuning else {}).items()):
        if name.startswith(f"{key}/") and set(config.block) == blocks:
            return {**{prefix + b: n for b, n in config.block.items()},
                    f"{prefix}num_warps": config.num_warps, f"{prefix}num_stages": config.num_stages}
    return {}


def _described(key: str, body: Program, registry: OpRegistry, inputs: list, tuning):
    """A flex region for a target that is not here: nothing can be timed, so the template is
    the one the tuning record's build chose on the device, else Inductor's default config."""
    options = {k: v for k, v in FLEX.inductor_options.items() if k != "max_autotune"}
    return flex_graph(body, registry, inputs, recorded_options(_flex_op(body).name, key, tuning)), options


# Inductor's max-autotune times every configuration of its FlexAttention templates at the
# region's own shapes on this GPU and keeps the fastest (the chosen kernels' configurations are
# in the pack's src/<region>.py, and in a tuning record). The default configuration left the
# artifact's step behind torch.compile's (bench/RESULTS.md, "Packed documents").
FLEX = RegionForm(graph=flex_graph, inputs=valid_inputs, reference=_reference,
                  tolerance=lambda body: ATTENTION_KERNEL_TOLERANCE, inductor_options={"max_autotune": True},
                  program_integers=False, described=_described)
