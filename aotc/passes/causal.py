"""Attention masks that are causal, found by computing them.

transformers builds its attention mask inside forward. In eager it skips the mask and asks
the kernel for causal attention; traced, it cannot tell that nothing is padded, so the
program materialises a [L, S] boolean mask from positions it makes itself (arange, compare,
and for packed sequences, document ids from the positions). Such a mask reads no input of the
program: it is the same every step. With it, only the memory-efficient kernel runs attention
on CUDA (flash and cuDNN take no arbitrary mask), and the repeated keys and values of grouped-
query attention stay (native_gqa leaves masked attention alone). On an H200, a Qwen3-MoE
layer's attention took 2.6x as long with the mask as causal (bench/RESULTS.md).

This pass computes each such mask on the CPU at compile time, the ops it comes from run by
ATen on real tensors, and where it equals the causal pattern (query i sees keys 0..i, the
pattern `is_causal` means) rewrites attention to `is_causal=True` without it; dce then drops
the mask's ops. Masks larger than LIMIT elements, or made from anything the program reads,
are left as they are.
"""

from __future__ import annotations

import torch

from aotc.ir import Device, Op, Program, Region, Value, defined_by
from aotc.meta import meta_arg
from aotc.ops import Kind, OpRegistry

SDPA, SDPA_BACKWARD = "aotc.sdpa.default", "aotc.sdpa_backward.default"
# Where each op takes its mask and is_causal.
MASK_AT = {SDPA: (3, 4), SDPA_BACKWARD: (4, 7)}
# The most elements one evaluated value may have: an 8192 x 8192 mask, 512 MB at int64.
LIMIT = 8192 * 8192
_UNSAFE = (Kind.RANDOM, Kind.COLLECTIVE, Kind.WAIT, Kind.EFFECTFUL, Kind.IO, Kind.ATTENTION, Kind.GROUPED)


def causal_masks(program: Program, registry: OpRegistry) -> Program:
    """After causal_masks, no attention takes a mask that is computed from nothing the program
    reads and equals the causal pattern: it is causal attention without a mask."""
    producer = defined_by(op for op in program.ops if not isinstance(op, Region))
    verdicts: dict[Value, bool] = {}
    ops = []
    for op in program.ops:
        at = MASK_AT.get(getattr(op, "name", None))
        if at is not None:
            mask, causal = op.args[at[0]], op.args[at[1]]
            if isinstance(mask, Value) and not causal:
                if mask not in verdicts:
                    verdicts[mask] = _is_causal(mask, op, at, producer, registry)
                if verdicts[mask]:
                    args = list(op.args)
                    args[at[0]], args[at[1]] = None, True
                    op = Op(op.name, tuple(args), op.kwargs, op.outputs, op.unpack, op.checkpoint,
                            op.module, op.source)
        ops.append(op)
    if not any(verdicts.values()):
        return program
    return program.replace(ops=tuple(ops))


def _is_causal(mask: Value, attention: Op, at: tuple[int, int], producer: dict, registry: OpRegistry) -> bool:
    q, k = attention.args[at[0] - 3], attention.args[at[0] - 2]
    if mask.type.dtype != "bool" or len(q.type.shape) != 4 or len(mask.type.shape) != 4:
        return False
    length, keys = q.type.shape[2], k.type.shape[2]
    if length != keys or mask.type.shape[-2:] != (length, keys):
        return False
    cone = _cone(mask, producer, registry)
    if cone is None:
        return False
    computed = _evaluate(cone, registry)
    if computed is None:
        return False
    got = computed[mask]
    pattern = torch.ones(length, keys, dtype=torch.bool).tril()
    return tuple(got.shape) == mask.type.shape and bool((got == pattern).all())


def _cone(value: Value, producer: dict, registry: OpRegistry) -> list[Op] | None:
    """The ops `value` is computed from, in program order, when none reads a program input or
    is unsafe to run at compile time, and no value among them is over LIMIT; else None."""
    found: dict[int, Op] = {}
    order: dict[int, int] = {id(op): i for i, op in enumerate(producer.values())}
    stack = [value]
    while stack:
        v = stack.pop()
        op = producer.get(v)
        if op is None:                       # a program input: not the same every step
            return None
        if id(op) in found:
            continue
        record = registry.lookup(op.name)
        if not op.name.startswith("aten.") or any(record.is_(kind) for kind in _UNSAFE):
            return None
        if any(o is not None and o.type.numel > LIMIT for o in op.outputs):
            return None
        found[id(op)] = op
        stack.extend(op.inputs())
    return sorted(found.values(), key=lambda op: order[id(op)])


def _evaluate(cone: list[Op], registry: OpRegistry) -> dict[Value, torch.Tensor] | None:
    """Each value of the cone, computed by ATen on the CPU."""
    env: dict[Value, torch.Tensor] = {}

    def arg(a):
        if isinstance(a, Value):
            return env[a]
        if isinstance(a, Device):
            return torch.device("cpu")
        if isinstance(a, tuple):
            return [arg(x) for x in a]
        return meta_arg(a)

    try:
        for op in cone:
            result = registry.lookup(op.name).fn(*[arg(a) for a in op.args],
                                                 **{name: arg(a) for name, a in op.kwargs})
            results = list(result) if op.unpack else [result]
            for v, r in zip(op.outputs, results):
                if v is not None:
                    env[v] = r
    except (RuntimeError, TypeError, ValueError):
        return None
    return env
