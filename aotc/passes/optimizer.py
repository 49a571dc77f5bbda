"""The optimizer in the artifact: each parameter's update runs in the backward program as soon
as its gradient is final, so the gradients are never all alive at once (optimizer-in-backward,
as torchtune's and torchtitan's graph trainer run it).

    backward(saved..., tangents...) -> grads...
    ->
    backward(saved..., tangents..., params..., states..., step, lr...) -> assignments...

Each gradient feeds one `aotc.adamw` op, placed right after the op that makes the gradient and
after the backward's last read of the parameter (or of a saved view of it); its results are
`assign` outputs, which the runtime writes into the live parameter and optimizer state as soon
as the op has run (aotc.customops.optim: in place, by torch's own kernels). The step count is
incremented once, on the host; the learning rate of each parameter group is an input of every
step, so schedulers work; the other hyper-parameters are the compile's.

Under data parallelism a gradient is ready after its reduction's wait. Its update is placed one
gradient later (after the next gradient is made), so that the reduction runs under that
compute (`schedule_collectives` puts each wait just before its first reader: the update); each
rank updates the rows it holds.

Gradient clipping by global norm and gradient accumulation over microbatches are not applied:
the first needs every gradient's norm before the first update, the second every gradient kept
until the last microbatch; both hold all the gradients, which this exists not to do. Compile
without --optimizer for them (docs/cli.md says so).
"""

from __future__ import annotations

import fnmatch
from dataclasses import dataclass
from functools import partial

from aotc.builder import Builder
from aotc.errors import CompileError
from aotc.format.manifest import OptimizerInfo
from aotc.ir import Op, Port, Program, TensorType, Value, contiguous_strides, defined_at
from aotc.ops import Kind, OpRegistry, view_bases
from aotc.passes.runner import Fact, Pass, Scope

ADAMW = "aotc.adamw.default"
KINDS = ("adamw",)


@dataclass(frozen=True)
class Optimizer:
    """An optimizer applied in the backward as a feature of a compile. Parameters matching a
    `no_decay` glob form a second group without weight decay."""

    kind: str = "adamw"
    betas: tuple[float, float] = (0.9, 0.999)
    eps: float = 1e-8
    weight_decay: float = 0.01
    no_decay: tuple[str, ...] = ()

    def passes(self, scope: Scope, registry: OpRegistry) -> list[Pass]:
        if scope is Scope.PAIR:
            return [Pass("apply_optimizer", scope, partial(apply_optimizer, registry=registry, optimizer=self),
                         needs=frozenset({Fact.PLAIN, Fact.SPLIT}))]
        return []

    def group_of(self, name: str) -> int:
        return 1 if any(fnmatch.fnmatchcase(name, g) for g in self.no_decay) else 0

    def section(self, trained: list[str]) -> OptimizerInfo:
        """What the manifest records: the hyper-parameters and each group's parameters."""
        groups = [[n for n in trained if self.group_of(n) == g] for g in (0, 1)]
        groups = groups if groups[1] else groups[:1]
        return OptimizerInfo(kind=self.kind, betas=self.betas, eps=self.eps,
                             weight_decays=tuple(self.weight_decay if g == 0 else 0.0 for g in range(len(groups))),
                             groups=tuple(tuple(g) for g in groups))


STEP = TensorType("float32", (), (), "cpu")        # as torch.optim.AdamW keeps it
LR = TensorType("float64", (), (), "cpu")


def apply_optimizer(forward: Program, backward: Program, registry: OpRegistry, *,
                    optimizer: Optimizer) -> tuple[Program, Program]:
    """After apply_optimizer, the backward returns no gradient: each one is consumed, as soon as
    it is final, by the update of its parameter, whose new value and state it assigns.

        t9 = aten.mm.default(t7, t8)       # grad w          t9 = aten.mm.default(t7, t8)
        return (t9,)                              ->         t13 = aten.add.Tensor(t12, 1)     # step
                                                             t14, t15, t16 = aotc.adamw.default(t10, t9, t11, ...)
                                                             return (t13, t14, t15, t16)
                                                             # assign state:step, param:w, state:exp_avg:w, ...
    """
    if optimizer.kind not in KINDS:
        raise CompileError(f"--optimizer {optimizer.kind!r} is not one of {', '.join(KINDS)}")
    grads = [(p.name, v) for p, v in zip(backward.output_ports, backward.outputs) if p.kind == "grad" and v is not None]
    if not grads:
        return forward, backward
    for glob in optimizer.no_decay:
        if not any(fnmatch.fnmatchcase(name, glob) for name, _ in grads):
            raise CompileError(f"--no-decay {glob!r} matches no trained parameter; names look like {grads[0][0]!r}")
    param_types = {p.name: v.type for p, v in zip(forward.input_ports, forward.inputs) if p.kind == "param"}
    made = defined_at(backward.ops)
    last_read = _last_reads(forward, backward, registry)
    reduced = _reduced(backward, registry)
    order = sorted(grads, key=lambda g: made.get(g[1], -1))
    groups = sorted({optimizer.group_of(name) for name, _ in grads})
    lrs = {g: Value(LR) for g in groups}
    step = Value(STEP)
    b = Builder(registry)
    step1 = b.emit("aten.add.Tensor", step, 1)
    start = b.ops
    after: dict[int, list[Op]] = {}
    inputs: list[tuple[Port, Value]] = []
    assigned: list[tuple[Port, Value]] = [(Port("assign", "state:step"), step1)]
    for k, (name, grad) in enumerate(order):
        t = param_types[name]
        dense = TensorType(t.dtype, t.shape, contiguous_strides(t.shape), t.device)
        param, exp_avg, exp_avg_sq = Value(t), Value(dense), Value(dense)
        inputs += [(Port("param", name), param), (Port("state", f"exp_avg:{name}"), exp_avg),
                   (Port("state", f"exp_avg_sq:{name}"), exp_avg_sq)]
        at = max(made.get(grad, -1), last_read.get(name, -1))
        if grad in reduced and k + 1 < len(order):
            at = max(at, made.get(order[k + 1][1], -1))     # one gradient later: the reduction overlaps
        g = optimizer.group_of(name)
        u = Builder(registry, like=backward.ops[made[grad]] if grad in made else None)
        outs = u.emit_many(ADAMW, param, grad, exp_avg, exp_avg_sq, lrs[g], step1, float(optimizer.betas[0]),
                           float(optimizer.betas[1]), float(optimizer.eps),
                           float(optimizer.weight_decay if g == 0 else 0.0))
        after.setdefault(at, []).extend(u.ops)
        assigned += [(Port("assign", f"param:{name}"), outs[0]), (Port("assign", f"state:exp_avg:{name}"), outs[1]),
                     (Port("assign", f"state:exp_avg_sq:{name}"), outs[2])]
    inputs += [(Port("state", "step"), step)] + [(Port("hyper", f"lr:{g}"), lrs[g]) for g in groups]
    ops = list(start) + after.get(-1, [])
    for i, op in enumerate(backward.ops):
        ops.append(op)
        ops += after.get(i, [])
    updated = {name for name, _ in grads}
    kept = [(p, v) for p, v in zip(backward.output_ports, backward.outputs)
            if not (p.kind == "grad" and p.name in updated)]
    outputs = kept + assigned
    return forward, backward.replace(
        inputs=backward.inputs + tuple(v for _, v in inputs),
        input_ports=backward.input_ports + tuple(p for p, _ in inputs),
        ops=tuple(ops), outputs=tuple(v for _, v in outputs), output_ports=tuple(p for p, _ in outputs))


def _last_reads(forward: Program, backward: Program, registry: OpRegistry) -> dict[str, int]:
    """parameter name -> the index of the backward's last op that reads it (through a saved
    value that is the parameter or a view of it)."""
    fw_base = view_bases(forward.ops, registry)
    params = {v: p.name for p, v in zip(forward.input_ports, forward.inputs) if p.kind == "param"}
    saved_in = {p.name: v for p, v in zip(backward.input_ports, backward.inputs) if p.kind == "saved"}
    owner: dict[Value, str] = {}
    for p, v in zip(forward.output_ports, forward.outputs):
        if p.kind == "saved" and v is not None and fw_base.get(v, v) in params:
            owner[saved_in[p.name]] = params[fw_base.get(v, v)]
    bw_base = view_bases(backward.ops, registry)
    last: dict[str, int] = {}
    for i, op in enumerate(backward.ops):
        for u in op.inputs():
            name = owner.get(bw_base.get(u, u))
            if name is not None:
                last[name] = i
    return last


def _reduced(backward: Program, registry: OpRegistry) -> set[Value]:
    """Gradients made by a collective's wait (through views, slices and copies of it)."""
    out: set[Value] = set()
    for op in backward.ops:
        record = registry.lookup(op.name)
        if record.is_(Kind.WAIT) or (record.same_values and any(u in out for u in op.inputs())):
            out.update(v for v in op.outputs if v is not None)
    return out
