"""Expert weight gradients made in their weight's layout.

A mixture of experts stores each expert's weight as [G, N, K] and multiplies by its transpose,
so autograd's gradient for it is the transpose of `grouped_mm_weight_grad(a, grad)` ([G, K, N]):
a value whose strides differ from its parameter's. The step returns it as the gradient, and
autograd's accumulation copies it into the parameter's layout: a copy of every expert weight,
each step (on an H200, Qwen3-30B-A3B's expert weights are 1.2 GB a layer). The same gradient
is `grouped_mm_weight_grad(grad, a)`, computed in the parameter's layout to begin with.
"""

from __future__ import annotations

from collections import Counter

from aotc.ir import Op, Program, TensorType, Value, contiguous_strides, defined_by, uses

WEIGHT_GRAD = "aotc.grouped_mm_weight_grad.default"
TRANSPOSE = "aten.transpose.int"


def weight_grad_layout(program: Program) -> Program:
    """After weight_grad_layout, no program output is the transpose of a grouped matmul's
    weight gradient that nothing else reads: the gradient is computed in the transposed layout.

        t5 = aotc.grouped_mm_weight_grad.default(t1, t2, t3)    # [G, K, N]
        t6 = aten.transpose.int(t5, -2, -1)                    ->   t6 = aotc.grouped_mm_weight_grad.default(t2, t1, t3)
        return (..., t6)                                            # [G, N, K], contiguous
    """
    producer = defined_by(program.ops)
    count = uses(program)
    returned = Counter(v for v in program.outputs if v is not None)
    swapped: dict[int, Op] = {}            # id(transpose) -> the weight gradient in its place
    dropped: set[int] = set()
    for op in program.ops:
        out = op.outputs[0] if op.name == TRANSPOSE else None
        if out is None or not returned[out] or count[out] != returned[out]:    # returned, read by no op
            continue
        grad = op.args[0]
        made = producer.get(grad)
        if made is None or made.name != WEIGHT_GRAD or count[grad] != 1:       # read by the transpose alone
            continue
        if sorted(d % 3 for d in op.args[1:3]) != [1, 2]:
            continue
        a, g, offs = made.args
        shape = op.outputs[0].type.shape
        typed = TensorType(grad.type.dtype, shape, contiguous_strides(shape), grad.type.device)
        swapped[id(op)] = Op(WEIGHT_GRAD, (g, a, offs), made.kwargs, (Value(typed),), module=made.module,
                             source=made.source)
        dropped.add(id(made))
    if not swapped:
        return program
    mapping = {op.outputs[0]: swapped[id(op)].outputs[0] for op in program.ops if id(op) in swapped}
    ops = tuple(swapped.get(id(op), op) for op in program.ops if id(op) not in dropped)
    outputs = tuple(mapping.get(v, v) if v is not None else None for v in program.outputs)
    return program.replace(ops=ops, outputs=outputs)
