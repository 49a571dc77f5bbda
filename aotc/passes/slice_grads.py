"""The gradient of a loop over a tensor's slices, summed once instead of once per slice.

A model that reads `x[:, i]` for each i in a Python loop (a chunked recurrence: Qwen3-Next's
gated delta rule, a reference scan) gets from autograd one `select_backward` per read, each a
zero tensor the size of `x` holding one slice's gradient, added into the sum one by one. Each
add sits between the loop's matmuls, so each is a kernel of its own writing the whole gradient.
"""

from __future__ import annotations

from dataclasses import dataclass

from aotc.ir import Op, Program, TensorType, Value, contiguous_strides

ADD = "aten.add.Tensor"
SELECT_BACKWARD = "aten.select_backward.default"
STACK = "aten.stack.default"
SLICE_BACKWARD = "aten.slice_backward.default"

# Fewer slices than this are left as they are: two or three adds cost less than a stack's copy.
MIN_SLICES = 4


@dataclass(frozen=True)
class _Slice:
    row: Value          # the slice's gradient
    dim: int
    index: int


def stack_slice_grads(program: Program) -> Program:
    """After stack_slice_grads, no sum of the gradients of four or more distinct slices of one
    dimension is made one slice at a time: the slices are stacked, and the sum reads the stack.

        t5 = aten.select_backward.default(t1, [4, 8], 0, 0)
        t6 = aten.add.Tensor(t0, t5)
        t7 = aten.select_backward.default(t2, [4, 8], 0, 1)     t9 = aten.stack.default([t1, t2, t3, t4], 0)
        t8 = aten.add.Tensor(t6, t7)                      ->    t10 = aten.add.Tensor(t0, t9)
        ... (slices 2 and 3 alike, the last add into t10)

    Exact: each element of the sum gets at most one slice's value, and the rest adds zeros.
    Only a sum whose partial sums and slice gradients nothing else reads is rewritten, with its
    operands of one type (no broadcast), at most one operand that is no slice (more would be
    summed in another order), and its slices one contiguous run of indices (a missing one at
    either end becomes the zeros `slice_backward` pads with).
    """
    ops = list(program.ops)
    readers: dict[Value, int] = {}
    for op in ops:
        for v in op.inputs():
            readers[v] = readers.get(v, 0) + 1
    for v in program.outputs:
        if v is not None:
            readers[v] = readers.get(v, 0) + 1
    made = {op.outputs[0]: op for op in ops if len(op.outputs) == 1 and op.outputs[0] is not None}

    def inner(v: Value, t: TensorType) -> bool:
        """Whether `v` is a partial sum or a slice's gradient that only the sum reads."""
        op = made.get(v)
        return op is not None and readers.get(v) == 1 and v.type == t and \
            (op.name == SELECT_BACKWARD or (op.name == ADD and not op.kwargs))

    replaced: dict[int, list[Op]] = {}
    taken: set[Value] = set()           # values of a sum already looked at
    rewritten: set[Value] = set()       # ... and of those the rewrite dropped
    # Last first: a sum's root comes after its partial sums, which it takes.
    for n in range(len(ops) - 1, -1, -1):
        op = ops[n]
        if op.name != ADD or op.kwargs or op.outputs[0] in taken:
            continue
        out = op.outputs[0]
        slices, others, adds = _terms(op, out.type, inner, made)
        if not slices:              # a sum of no slice: none of its partial sums is one either
            taken.update(adds)
            continue
        stacked = _stacked(slices, out.type)
        if stacked is None or len(others) > 1:     # two or more others: their sum would reassociate
            continue
        new_ops = stacked + [Op(ADD, (o, stacked[-1].outputs[0]), (), (Value(out.type),)) for o in others]
        new_ops[-1] = new_ops[-1].with_outputs((out,))
        replaced[n] = new_ops
        taken.update(adds)
        rewritten.update(adds)
    if not replaced:
        return program
    kept = []
    for n, op in enumerate(ops):
        if n in replaced:
            kept.extend(replaced[n])
        elif not (len(op.outputs) == 1 and op.outputs[0] in rewritten):
            kept.append(op)
    return program.replace(ops=tuple(kept))


def _terms(root: Op, t: TensorType, inner, made) -> tuple[list[_Slice], list[Value], set[Value]]:
    """The slices and other operands the sum at `root` adds, and the values it alone reads (its
    partial sums and slice gradients, its own result included)."""
    slices, others, adds, stack = [], [], {root.outputs[0]}, list(root.inputs())
    while stack:
        v = stack.pop()
        op = made.get(v)
        if inner(v, t) and op.name == ADD and not op.kwargs:
            adds.add(v)
            stack.extend(op.inputs())
        elif inner(v, t) and op.name == SELECT_BACKWARD:
            adds.add(v)
            row, sizes, dim, index = op.args
            dim = dim % len(sizes)
            slices.append(_Slice(row, dim, index % sizes[dim]))
        else:
            others.append(v)
    return slices, others[::-1], adds


def _stacked(slices: list[_Slice], t: TensorType) -> list[Op] | None:
    """The ops stacking `slices` into a value of type `t` (zeros where no slice is; the last
    op defines it), or None where the sum is not of that form."""
    if len(slices) < MIN_SLICES or len({s.dim for s in slices}) != 1:
        return None
    dim = slices[0].dim
    by_index = {s.index: s.row for s in slices}
    if len(by_index) != len(slices):
        return None
    lo, hi = min(by_index), max(by_index) + 1
    if hi - lo != len(slices) or t.stride != contiguous_strides(t.shape):
        return None
    rows = [by_index[i] for i in range(lo, hi)]
    if any(r.type.dtype != t.dtype or r.type.device != t.device for r in rows):
        return None
    shape = t.shape[:dim] + (hi - lo,) + t.shape[dim + 1:]
    stacked = Value(TensorType(t.dtype, shape, contiguous_strides(shape), t.device))
    new_ops = [Op(STACK, (tuple(rows), dim), (), (stacked,))]
    if (lo, hi) != (0, t.shape[dim]):
        new_ops.append(Op(SLICE_BACKWARD, (stacked, tuple(t.shape), dim, lo, hi, 1), (), (Value(t),)))
    return new_ops
