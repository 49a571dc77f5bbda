"""Applying a remat plan to the joint program."""

from __future__ import annotations

from aotc.builder import Builder
from aotc.ir import GRAD_KINDS, Device, Port, Program, Value
from aotc.ops import OpRegistry
from aotc.passes.remat.plan import RematPlan, _joint_facts


def rematerialize(joint: Program, plan: RematPlan, registry: OpRegistry | None = None) -> Program:
    """After rematerialize, the backward part of the joint program reads only the plan's saved
    values (and primal inputs) of the forward part; every other forward value it reads is
    recomputed by a copy of its op, placed just before the first backward op that reads it.

        t2 = aten.mul.Tensor(t0, t1)                t2 = aten.mul.Tensor(t0, t1)
        t3 = aten.relu.default(t2)                  t3 = aten.relu.default(t2)
        t4 = aten.sum.default(t3)          ->       t4 = aten.sum.default(t3)
        t5 = aten.mul.Tensor(t9, t3)                t10 = aten.relu.default(t2)   # recomputed
                                                    t5 = aten.mul.Tensor(t9, t10)
    The split then puts the copies in the backward and saves t2 instead of t3.

    An offloaded value is copied to host memory right after the forward makes it (a joint
    "saved" output asks the split to keep that copy in the forward), and brought back just
    before the backward's first read of it (`schedule_offload` later moves it ahead):

        t3 = aten.relu.default(t2)                  t3 = aten.relu.default(t2)
                                                    t9 = aotc.offload.default(t3)
        ...                                 ->      ...
        t5 = aten.mul.Tensor(t4, t3)                t10 = aotc.reload.default(t9, torch.device('cuda'))
                                                    t11 = aotc.wait.default(t10)
                                                    t5 = aten.mul.Tensor(t4, t11)
    """
    facts = _joint_facts(joint)
    copy_of: dict[Value, Value] = {}
    host: dict[Value, Value] = {}
    ops: list = []
    for i, op in enumerate(joint.ops):
        if i not in facts.forward:
            continue
        ops.append(op)
        for v in op.outputs:
            if v is not None and v in plan.offloaded:
                b = Builder(registry, like=op)
                host[v] = b.emit("aotc.offload.default", v)
                ops += b.ops

    def available(v: Value) -> Value:
        """The value the backward uses for forward value `v`, emitting copies as needed."""
        if v in host:
            if v not in copy_of:
                b = Builder(registry, like=joint.ops[facts.producer[v]])
                copy_of[v] = b.emit("aotc.wait.default", b.emit("aotc.reload.default", host[v], Device(v.type.device)))
                ops.extend(b.ops)
            return copy_of[v]
        if v in plan.saved or v in facts.primal_inputs or facts.producer.get(v, -1) not in facts.forward:
            return v
        pending = [v]
        while pending:
            w = pending[-1]
            if w in copy_of:
                pending.pop()
                continue
            op = joint.ops[facts.producer[w]]
            missing = [u for u in op.inputs() if u not in copy_of and u not in plan.saved
                       and u not in facts.primal_inputs]
            if missing:
                pending.extend(missing)
                continue
            pending.pop()
            for u in op.inputs():
                if u in host:
                    available(u)      # a recomputation reads an offloaded value as brought back
            fresh = tuple(None if o is None else Value(o.type) for o in op.outputs)
            moved = op.replace_inputs({u: copy_of[u] for u in op.inputs() if u in copy_of})
            ops.append(moved.with_outputs(fresh))
            copy_of.update((o, f) for o, f in zip(op.outputs, fresh) if o is not None)
        return copy_of[v]

    for i, op in enumerate(joint.ops):
        if i in facts.forward:
            continue
        mapping = {u: available(u) for u in dict.fromkeys(op.inputs())}
        ops.append(op.replace_inputs({u: w for u, w in mapping.items() if w is not u}))
    outputs = tuple(v if v is None or p.kind not in GRAD_KINDS else available(v)
                    for p, v in zip(joint.output_ports, joint.outputs))
    offloaded = [(Port("saved", f"offloaded {k}"), h) for k, h in enumerate(host.values())]
    return joint.replace(ops=tuple(ops), outputs=outputs + tuple(h for _, h in offloaded),
                         output_ports=joint.output_ports + tuple(p for p, _ in offloaded))
