from __future__ import annotations

from aotc.errors import CompileError
from aotc.ir import GRAD_KINDS, Port, Program, Value
from aotc.linears import gradient_values


def split(joint: Program) -> tuple[Program, Program]:
    """After split, the joint program is a forward and a backward, and the backward reads only
    tangents and the values the forward returns with a "saved" port.

        def joint(t0, t1, t2):    # param w, input 0, tangent 0
            t3 = aten.mm.default(t1, t0)
            t4 = aten.mm.default(t2, t1)
            return (t3, t4)       # output 0, grad w
        ->
        def forward(t0, t1):               def backward(t0, t1):   # saved 0, tangent 0
            t2 = aten.mm.default(t1, t0)       t2 = aten.mm.default(t1, t0)
            return (t2, t1)                    return (t2,)
            # output 0, saved 0

    The forward holds exactly the ops the user outputs need; every other op runs in the
    backward, so work that only the gradient needs is not done (or saved) when no backward runs.
    A carry's new value is returned by the forward unless it depends on a tangent (the scale of
    a gradient's cast), then by the backward.
    """
    tangents = {v for p, v in zip(joint.input_ports, joint.inputs) if p.kind == "tangent"}
    graded = gradient_values(joint)
    # User outputs, then buffer updates and carries: everything the forward itself must produce.
    forward_results = [(p, v) for p, v in zip(joint.output_ports, joint.outputs) if p.kind == "output"]
    forward_results += [(p, v) for p, v in zip(joint.output_ports, joint.outputs) if p.kind == "update"]
    carries = [(p, v) for p, v in zip(joint.output_ports, joint.outputs) if p.kind == "carry"]
    forward_results += [(p, v) for p, v in carries if v not in graded]
    grads = [(p, v) for p, v in zip(joint.output_ports, joint.outputs) if p.kind in GRAD_KINDS]
    grads += [(p, v) for p, v in carries if v in graded]

    forward_ops, needed = forward_part(joint)
    if needed & tangents:
        raise CompileError("a forward output depends on a tangent; the captured program is malformed")

    fw_ops = [op for i, op in enumerate(joint.ops) if i in forward_ops]
    bw_ops = [op for i, op in enumerate(joint.ops) if i not in forward_ops]
    bw_defined = {v for op in bw_ops for v in op.outputs if v is not None} | tangents

    read_by_backward: list[Value] = []
    seen: set[Value] = set()
    for v in [v for op in bw_ops for v in op.inputs()] + [v for _, v in grads if v is not None]:
        if v not in bw_defined and v not in seen:
            seen.add(v)
            read_by_backward.append(v)
    order = {v: i for i, v in enumerate(joint.inputs)}
    for op in fw_ops:
        for v in op.outputs:
            if v is not None:
                order[v] = len(order)
    saved = sorted(read_by_backward, key=order.__getitem__)

    primal_ports = [(p, v) for p, v in zip(joint.input_ports, joint.inputs) if p.kind != "tangent"]
    saved_ports = tuple(Port("saved", str(i)) for i in range(len(saved)))
    forward = Program(
        name="forward",
        inputs=tuple(v for _, v in primal_ports), input_ports=tuple(p for p, _ in primal_ports),
        ops=tuple(fw_ops),
        outputs=tuple(v for _, v in forward_results) + tuple(saved),
        output_ports=tuple(p for p, _ in forward_results) + saved_ports)
    tangent_ports = [(p, v) for p, v in zip(joint.input_ports, joint.inputs) if p.kind == "tangent"]
    backward = Program(
        name="backward",
        inputs=tuple(saved) + tuple(v for _, v in tangent_ports),
        input_ports=saved_ports + tuple(p for p, _ in tangent_ports),
        ops=tuple(bw_ops),
        outputs=tuple(v for _, v in grads), output_ports=tuple(p for p, _ in grads))
    return forward, backward


def forward_part(joint: Program) -> tuple[set[int], set[Value]]:
    """(indices of the ops the user outputs and buffer updates need, every value those read
    or return): what the split puts in the forward. A joint program's "saved" outputs are
    values a pass asks the forward to compute (the fused loss's gradient for a gradient of 1):
    the forward computes them, and saves them if the backward reads them. So are the new values
    of carries that depend on no tangent."""
    needed = {v for p, v in zip(joint.output_ports, joint.outputs)
              if p.kind in ("output", "update", "saved") and v is not None}
    if any(p.kind == "carry" for p in joint.output_ports):
        graded = gradient_values(joint)
        needed.update(v for p, v in zip(joint.output_ports, joint.outputs) if p.kind == "carry" and v not in graded)
    ops: set[int] = set()
    for i in range(len(joint.ops) - 1, -1, -1):
        op = joint.ops[i]
        if any(v in needed for v in op.outputs if v is not None):
            ops.add(i)
            needed.update(op.inputs())
    return ops, needed
