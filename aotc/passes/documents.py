"""Document masks as document attention, which runs on variable-length kernels.

A packed batch keeps each token within its document with a mask over document ids the forward
computes. FlexAttention takes it as a function; transformers builds it as a boolean tensor for
SDPA from the position ids (documents where the positions stop counting up by one):

    def mask_mod(b, h, q_idx, kv_idx):                       # FlexAttention
        return (docs[b, q_idx] == docs[b, kv_idx]) & (q_idx >= kv_idx)
    mask = (pos[b, kv] <= pos[b, q]) & (docs[b, q] == docs[b, kv])     # transformers, over
                                                             # arange grids of b, q and kv

Inductor's block-sparse kernels skip the blocks across documents, SDPA with a mask skips none,
and the variable-length kernels skip every score across them: on an H200, one layer of
Llama-3-8B's attention over 8192 tokens of documents took 2.3-3.7 ms as FlexAttention, 2.2-3.6
on torch's flash kernel and 1.5-2.2 on TransformerEngine's (bench/RESULTS.md, "Packed
documents").

This pass reads such a mask as the logic it is: an `and` of comparisons, each of one tensor's
values at the query and at the key (ids equal: `docs[b, q] == docs[b, kv]`; an order:
`pos[b, kv] <= pos[b, q]`), or of the query with the key (`kv <= q`), or true. A mask function
gets its indices as arguments; a mask tensor gets them from `arange` grids laid along its
batch, query and key dimensions. Where the mask is one id equality, maybe with one causal rule,
and FlexAttention has no score modification, it rewrites the call and its backward to
`aotc.document_attention` on those ids (aotc.customops.documents), and dce drops the mask's
computation. The logic is read, not sampled: any other op (a window, a prefix, padding tests)
keeps the attention as it was. The log-sum-exp must be read by the backward alone: the
document op's backward takes no lse gradient.

    t5, t6 = aotc.flex_attention.default(q, k, v, <block mask>, 128, 128, 0.125, score_mod_0,
                                         mask_mod_0, [], [docs])
        ->  t5, t6 = aotc.document_attention.default(q, k, v, docs, None, True, 0.125)
    t5, t6 = aotc.sdpa.default(q, k, v, mask, False, None)
        ->  t5, t6 = aotc.document_attention.default(q, k, v, docs, pos, True, None)
"""

from __future__ import annotations

from aotc.customops.documents import BACKWARD, FORWARD
from aotc.ir import Fn, Op, Program, Value, defined_by
from aotc.meta import run_meta, tensor_type
from aotc.ops import OpRegistry

FLEX, FLEX_BACKWARD = "aotc.flex_attention.default", "aotc.flex_attention_backward.default"
SDPA, SDPA_BACKWARD = "aotc.sdpa.default", "aotc.sdpa_backward.default"
_HALF = ("bfloat16", "float16")
_ROLES = {0: "b", 1: "h", 2: "q", 3: "kv"}      # the dimensions of a [B, H, L, S] mask


def document_masks(program: Program, *, device: str, registry: OpRegistry) -> Program:
    """After document_masks, no attention (on `device`) whose mask is one id equality, maybe
    with one causal rule, and whose lse only its backward reads, is FlexAttention without a
    score modification or SDPA with that mask: each is document attention."""
    producer = defined_by(op for op in program.ops if isinstance(op, Op))
    readers: dict[Value, list[Op]] = {}
    for op in program.ops:
        if isinstance(op, Op):
            for v in dict.fromkeys(op.inputs()):
                readers.setdefault(v, []).append(op)
    outputs = {v for v in program.outputs if v is not None}
    rewritten: dict[int, Op] = {}
    for op in program.ops:
        if not isinstance(op, Op) or op.name not in (FLEX, SDPA):
            continue
        found = (_flex_documents(op, device, registry) if op.name == FLEX
                 else _sdpa_documents(op, device, producer, registry))
        if found is None:
            continue
        docs, order, causal = found
        out, lse = op.outputs
        backwards = readers.get(lse, []) if lse is not None else []
        if lse in outputs or not all(_backward_of(b, op) for b in backwards):
            continue
        q, k, v = op.args[:3]
        scale = op.args[13] if op.name == FLEX else op.args[5]
        order = order if causal else None
        forward = Op(FORWARD, (q, k, v, docs, order, causal, scale), (), op.outputs, True, op.checkpoint,
                     op.module, op.source)
        grad_of = {b: Op(BACKWARD, (*b.args[:4], out, lse, docs, order, causal, scale), (), b.outputs, True,
                         b.checkpoint, b.module, b.source) for b in backwards}
        if not all(_same_types(new, old, registry) for new, old in ((forward, op), *zip(grad_of.values(), grad_of))):
            continue            # an SDPA result laid out otherwise than the op lays it out
        rewritten[id(op)] = forward
        rewritten.update((id(b), new) for b, new in grad_of.items())
    if not rewritten:
        return program
    return program.replace(ops=tuple(rewritten.get(id(op), op) for op in program.ops))


def _same_types(new: Op, old: Op, registry: OpRegistry) -> bool:
    """Whether `new` gives each output `old` gave, of the same type."""
    results = run_meta(registry, new.name, new.args, new.kwargs)
    return all(v is None or tensor_type(r, v.type.device) == v.type for v, r in zip(old.outputs, results))


def _backward_of(op: Op, forward: Op) -> bool:
    """Whether `op` is the plain backward of `forward`: its q, k, v, out and lse (and mask, or
    functions and buffers), nothing folded in (an lse gradient extends v and out)."""
    q, k, v = forward.args[:3]
    out, lse = forward.outputs
    if forward.name == FLEX:
        return (op.name == FLEX_BACKWARD and tuple(op.args[1:6]) == (q, k, v, out, lse)
                and tuple(op.args[6:]) == tuple(forward.args[3:]))
    return (op.name == SDPA_BACKWARD and tuple(op.args[1:7]) == (q, k, v, forward.args[3], out, lse)
            and tuple(op.args[7:]) == tuple(forward.args[4:]))


def _shapes_fit(q: Value, k: Value, v: Value, device: str) -> bool:
    """Self-attention on [B, H, L, D] that the op runs: on CUDA, the variable-length kernels
    take only half precision with one head size."""
    if not all(isinstance(x, Value) and len(x.type.shape) == 4 for x in (q, k, v)):
        return False
    _, heads, length, dim = q.type.shape
    if k.type.shape[2] != length or v.type.shape[2] != length or heads % k.type.shape[1]:
        return False
    return device != "cuda" or (q.type.dtype in _HALF and v.type.shape[-1] == dim and dim % 8 == 0 and dim <= 256)


def _flex_documents(op: Op, device: str, registry: OpRegistry) -> tuple[Value, Value | None, bool] | None:
    """(ids, order, causal) when a FlexAttention call is document attention the op can run."""
    q, k, v = op.args[:3]
    score_mod, mask_mod, score_bufs, mask_bufs = op.args[14:18]
    if not _shapes_fit(q, k, v, device) or score_bufs or not isinstance(mask_mod, Fn):
        return None
    if not (isinstance(score_mod, Fn) and _is_identity(score_mod)):
        return None
    p = mask_mod.program
    if len(p.inputs) != 4 + len(mask_bufs) or len(p.outputs) != 1:
        return None
    facts: dict[Value, tuple] = {x: ("index", role, None) for x, role in zip(p.inputs, ("b", "h", "q", "kv"))}
    buffers = dict(zip(p.inputs[4:], mask_bufs))           # read as tables: they need no fact
    for inner in p.ops:
        if len(inner.outputs) != 1:
            return None
        fact = _fact(inner, facts, registry.lookup(inner.name).mask_logic)
        if fact is None:
            return None
        facts[inner.outputs[0]] = fact
    terms = facts.get(p.outputs[0])
    return _documents(terms, buffers.get, q)


def _sdpa_documents(op: Op, device: str, producer: dict,
                    registry: OpRegistry) -> tuple[Value, Value | None, bool] | None:
    """(ids, order, causal) when an SDPA call's boolean mask is document attention's."""
    q, k, v, mask, is_causal = op.args[:5]
    if not _shapes_fit(q, k, v, device) or not isinstance(mask, Value) or is_causal or mask.type.dtype != "bool":
        return None
    batch, _, length, _ = q.type.shape
    if len(mask.type.shape) != 4 or mask.type.shape[2:] != (length, length) or mask.type.shape[0] not in (1, batch):
        return None
    facts: dict[Value, tuple | None] = {}

    def fact_of(x) -> tuple | None:
        """x's fact, from its producer's operands' (only through the ops a mask's logic is made of)."""
        if not isinstance(x, Value):
            return None
        if x not in facts:
            defining = producer.get(x)
            facts[x] = None
            logic = registry.lookup(defining.name).mask_logic if defining is not None else None
            if logic is not None and len(defining.outputs) == 1:
                operands = defining.args[1] if logic == "index" else defining.args
                for a in operands if isinstance(operands, tuple) else ():
                    fact_of(a)
                facts[x] = _fact(defining, facts, logic)
        return facts[x]

    return _documents(fact_of(mask), lambda x: x, q)


def _documents(fact, value_of, q: Value) -> tuple[Value, Value | None, bool] | None:
    """(ids, order, causal) from the mask's fact: one id equality, at most one causal rule
    (index order or a tensor's), each tensor [B, L] or [L] of integers."""
    if fact is None or fact[0] != "and":
        return None
    ids = [value_of(t[1]) for t in fact[1] if t[0] == "ids"]
    orders = [value_of(t[1]) for t in fact[1] if t[0] == "order"]
    causal = ("causal",) in fact[1]
    if len(ids) != 1 or len(orders) + causal > 1 or len(fact[1]) != 1 + len(orders) + causal:
        return None
    batch, _, length, _ = q.type.shape
    for x in ids + orders:
        shape = x.type.shape if isinstance(x, Value) else None
        if shape is None or not x.type.dtype.startswith(("int", "uint")) or not (
                shape == (length,) or (len(shape) == 2 and shape[1] == length and shape[0] in (batch, 1)
                                       and (shape[0] == batch or batch == 1))):
            return None
    return ids[0], (orders[0] if orders else None), causal or bool(orders)


def _is_identity(fn: Fn) -> bool:
    """Whether a score modification returns the score as it came."""
    p = fn.program
    return not p.ops and len(p.outputs) == 1 and p.outputs[0] is p.inputs[0]


def _fact(op: Op, facts: dict, logic: str | None) -> tuple | None:
    """What the op's one output is, from what its operands are and what the op computes
    (`logic`, aotc.op_tables.MASK_LOGIC); None for anything unknown.

    ("index", role, n): the index of the mask's dimension `role` (b, h, q, kv) over n values
    (None: a mask function's scalar index); ("arange", n, rank, dim): 0..n-1 along `dim`;
    ("at", x, side): table x read at the query's or the key's position; ("and", terms): true
    where every term holds."""
    args = [facts.get(a) if isinstance(a, Value) else a for a in op.args]
    out = op.outputs[0]
    if logic == "arange":
        start, end, step = ((0, *op.args, 1) if len(op.args) == 1 else (*op.args, 1) if len(op.args) == 2
                            else tuple(op.args[:3]))
        return ("arange", end, 1, 0) if (start, step) == (0, 1) and isinstance(end, int) else None
    if logic == "add" and args[0] and args[0][0] == "arange" and op.args[1] == 0:
        return args[0]
    if logic == "unsqueeze" and args[0] and args[0][0] == "arange":
        _, n, rank, dim = args[0]
        at = op.args[1] if op.args[1] >= 0 else op.args[1] + rank + 1
        rank, dim = rank + 1, dim + (at <= dim)
        return ("index", _ROLES[dim], n) if rank == 4 else ("arange", n, rank, dim)
    if logic == "index" and isinstance(op.args[1], tuple):
        return _read_at(op, facts)
    if logic == "eq" and all(a and a[0] == "at" for a in args[:2]):
        (_, x, side), (_, y, other) = args[:2]
        return ("and", frozenset({("ids", x)})) if x is y and {side, other} == {"q", "kv"} else None
    if logic in ("ge", "le") and args[0] and args[1]:
        later, earlier = (args[0], args[1]) if logic == "ge" else (args[1], args[0])
        if later[0] == earlier[0] == "index" and (later[1], earlier[1]) == ("q", "kv"):
            return ("and", frozenset({("causal",)}))
        if later[0] == earlier[0] == "at" and later[1] is earlier[1] and (later[2], earlier[2]) == ("q", "kv"):
            return ("and", frozenset({("order", later[1])}))
        return None
    if logic == "and" and all(a and a[0] == "and" for a in args[:2]):
        return ("and", args[0][1] | args[1][1])
    if logic == "true" and out.type.dtype == "bool" and not out.type.shape:
        return ("and", frozenset())
    if logic == "same" and args[0] and args[0][0] in ("and", "at"):
        return args[0]
    return None


def _read_at(op: Op, facts: dict) -> tuple | None:
    """("at", table, side) for table[b, q] or table[q] (or kv), indices over the whole table."""
    table, indices = op.args
    where = [facts.get(i) if isinstance(i, Value) else None for i in indices]
    if not isinstance(table, Value) or any(w is None or w[0] != "index" for w in where):
        return None
    roles = [w[1] for w in where]
    if roles not in (["b", "q"], ["b", "kv"], ["q"], ["kv"]) or len(table.type.shape) != len(roles):
        return None
    if any(w[2] is not None and w[2] != n for w, n in zip(where, table.type.shape)):
        return None                       # a grid that does not cover the table's dimension
    return ("at", table, roles[-1])
