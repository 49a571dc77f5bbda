"""FlexAttention's document masks as document attention, which runs on variable-length kernels.

A packed batch's FlexAttention keeps each token within its document with a mask function
over document ids the forward computes:

    def mask_mod(b, h, q_idx, kv_idx):
        return (docs[b, q_idx] == docs[b, kv_idx]) & (q_idx >= kv_idx)

Inductor's block-sparse kernels skip the blocks across documents, but the variable-length
kernels skip every score across them and cost less: on an H200, one layer of Llama-3-8B's
attention over 8192 tokens of documents took 2.3-3.7 ms as FlexAttention, 2.2-3.6 on torch's
flash kernel and 1.5-2.2 on TransformerEngine's (bench/RESULTS.md, "Packed documents").

This pass reads each mask function as the logic it is: an `and` of comparisons, each of one
buffer's ids at the query and at the key (`docs[b, q] == docs[b, kv]`, or `docs[q] ==
docs[kv]` with one row of ids), or of the query with the key (`q >= kv`), or true. Where that
is one id equality, maybe with the causal comparison, and no score modification, it rewrites
the call and its backward to `aotc.document_attention` on those ids (aotc.customops.documents),
and dce drops the block mask's computation. The functions are read, not sampled: any other
op in them (a window, a prefix, padding tests) keeps FlexAttention. The lse output must be
read by the backward alone: the document op's backward takes no lse gradient.

    t5, t6 = aotc.flex_attention.default(q, k, v, <block mask>, 128, 128, 0.125, score_mod_0,
                                         mask_mod_0, [], [docs])
        ->  t5, t6 = aotc.document_attention.default(q, k, v, docs, True, 0.125)
"""

from __future__ import annotations

from aotc.customops.documents import BACKWARD, FORWARD
from aotc.ir import Fn, Op, Program, Value

FLEX, FLEX_BACKWARD = "aotc.flex_attention.default", "aotc.flex_attention_backward.default"
_HALF = ("bfloat16", "float16")
_AND = ("aten.bitwise_and.Tensor", "aten.logical_and.default", "aten.__and__.Tensor")
_SAME = ("aten.alias.default", "aten.detach.default", "aten.clone.default")


def document_masks(program: Program, *, device: str) -> Program:
    """After document_masks, no FlexAttention call (on `device`) has a mask that is an id equality
    of one buffer, maybe with the causal comparison, no score modification and an lse only its
    backward reads: each is document attention."""
    readers: dict[Value, list[Op]] = {}
    for op in program.ops:
        if isinstance(op, Op):
            for v in dict.fromkeys(op.inputs()):
                readers.setdefault(v, []).append(op)
    outputs = {v for v in program.outputs if v is not None}
    rewritten: dict[int, Op] = {}
    for op in program.ops:
        if not isinstance(op, Op) or op.name != FLEX:
            continue
        found = _documents(op, device)
        if found is None:
            continue
        docs, causal = found
        out, lse = op.outputs
        backwards = readers.get(lse, []) if lse is not None else []
        if lse in outputs or not all(_backward_of(b, op) for b in backwards):
            continue
        q, k, v = op.args[:3]
        scale = op.args[13]
        rewritten[id(op)] = Op(FORWARD, (q, k, v, docs, causal, scale), (), op.outputs, True, op.checkpoint,
                               op.module, op.source)
        for b in backwards:
            rewritten[id(b)] = Op(BACKWARD, (*b.args[:6], docs, causal, scale), (), b.outputs, True, b.checkpoint,
                                  b.module, b.source)
    if not rewritten:
        return program
    return program.replace(ops=tuple(rewritten.get(id(op), op) for op in program.ops))


def _backward_of(op: Op, forward: Op) -> bool:
    """Whether `op` is the plain backward of `forward`: its q, k, v, out and lse, its functions and
    buffers (an lse gradient folded in extends v and out, and is not this)."""
    if op.name != FLEX_BACKWARD:
        return False
    q, k, v = forward.args[:3]
    out, lse = forward.outputs
    return (tuple(op.args[1:6]) == (q, k, v, out, lse) and tuple(op.args[6:]) == tuple(forward.args[3:]))


def _documents(op: Op, device: str) -> tuple[Value, bool] | None:
    """(the ids, causal) when the call is document attention the op can run, else None."""
    q, k, v = op.args[:3]
    score_mod, mask_mod, score_bufs, mask_bufs = op.args[14:18]
    if not all(isinstance(x, Value) for x in (q, k, v)) or len(q.type.shape) != 4 or score_bufs:
        return None
    batch, heads, length, dim = q.type.shape
    if k.type.shape[2] != length or v.type.shape[2] != length or heads % k.type.shape[1]:
        return None
    # On CUDA the op runs the variable-length kernels only in half precision with one head size.
    if device == "cuda" and (q.type.dtype not in _HALF or v.type.shape[-1] != dim or dim % 8 or dim > 256):
        return None
    if not (isinstance(score_mod, Fn) and _is_identity(score_mod)) or not isinstance(mask_mod, Fn):
        return None
    terms = _conjuncts(mask_mod, len(mask_bufs))
    if terms is None:
        return None
    ids = [t for t in terms if t != "causal"]
    if len(ids) != 1:
        return None
    docs = mask_bufs[ids[0][1]]
    shape = docs.type.shape
    if not docs.type.dtype.startswith(("int", "uint")) or not (
            shape == (length,) or (len(shape) == 2 and shape[1] == length and shape[0] in (batch, 1)
                                   and (shape[0] == batch or batch == 1))):
        return None
    return docs, "causal" in terms


def _is_identity(fn: Fn) -> bool:
    """Whether a score modification returns the score as it came."""
    p = fn.program
    return not p.ops and len(p.outputs) == 1 and p.outputs[0] is p.inputs[0]


def _conjuncts(fn: Fn, buffers: int) -> frozenset | None:
    """The terms whose `and` the mask function is, each ("ids", buffer) or "causal" (an empty set:
    true); None where it is anything else."""
    p = fn.program
    if len(p.inputs) != 4 + buffers or len(p.outputs) != 1:
        return None
    facts: dict[Value, tuple] = {x: ("index", name) for x, name in zip(p.inputs, ("b", "h", "q", "kv"))}
    for i, x in enumerate(p.inputs[4:]):
        facts[x] = ("buffer", i)
    for op in p.ops:
        fact = _fact(op, facts)
        if fact is None or len(op.outputs) != 1:
            return None
        facts[op.outputs[0]] = fact
    last = facts.get(p.outputs[0])
    return last[1] if last is not None and last[0] == "and" else None


def _fact(op: Op, facts: dict) -> tuple | None:
    """What the op's one output is, from what its operands are; None for anything unknown."""
    args = [facts.get(a) if isinstance(a, Value) else a for a in op.args]
    out = op.outputs[0] if op.outputs else None
    if op.name == "aten.index.Tensor" and args[0] and args[0][0] == "buffer" and isinstance(op.args[1], tuple):
        where = tuple(facts.get(i, ("?",)) for i in op.args[1])
        rank = len(op.args[0].type.shape)
        if rank == 2 and len(where) == 2 and where[0] == ("index", "b") and where[1] in (("index", "q"), ("index", "kv")):
            return ("at", args[0][1], where[1][1])
        if rank == 1 and len(where) == 1 and where[0] in (("index", "q"), ("index", "kv")):
            return ("at", args[0][1], where[0][1])
        return None
    if op.name == "aten.eq.Tensor" and all(a and a[0] == "at" for a in args[:2]):
        (_, i, side), (_, j, other) = args[:2]
        return ("and", frozenset({("ids", i)})) if i == j and {side, other} == {"q", "kv"} else None
    if op.name in ("aten.ge.Tensor", "aten.le.Tensor") and args[0] and args[1]:
        later, earlier = (args[0], args[1]) if op.name == "aten.ge.Tensor" else (args[1], args[0])
        return ("and", frozenset({"causal"})) if (later, earlier) == (("index", "q"), ("index", "kv")) else None
    if op.name in _AND and all(a and a[0] == "and" for a in args[:2]):
        return ("and", args[0][1] | args[1][1])
    if op.name == "aten.new_ones.default" and out is not None and out.type.dtype == "bool" and not out.type.shape:
        return ("and", frozenset())
    if op.name in _SAME and args[0]:
        return args[0]
    return None
