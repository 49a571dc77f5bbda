"""Linear layers in a joint program: which matmuls belong to which weight, and in what role.

A linear layer `y = x @ W.T (+ b)` traced forward and backward is three matmuls:

    forward       y  = x  @ t(W)        reads the weight (through views) and an activation
    input_grad    dx = dy @ W           reads the weight and a gradient
    weight_grad   dW = t(dy) @ x        its result (or a view of it) is the weight's gradient

fp8 rewrites all three into scaled matmuls, tensor parallelism shards them, and executors
claim them; each asks this one analysis. A frozen weight has no weight_grad matmul (the
freeze pass removed it). A weight read by several matmuls (a tied embedding and output head,
a layer applied twice) is one `Linear` with several matmuls per role.

Experts are the same three matmuls, grouped: `aotc.grouped_mm(rows, w, offs)` reads an
experts' weight [G, K, N] (forward, or input_grad on gradient rows) and
`aotc.grouped_mm_weight_grad` makes its gradient. They are found only when asked for
(`grouped=True`, as fp8 asks): tensor parallelism splits linears, not experts.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from aotc.ir import Op, Program, Value
from aotc.ops import Kind, OpRegistry, view_bases


class Role(enum.Enum):
    FORWARD = "forward"
    INPUT_GRAD = "input-grad"
    WEIGHT_GRAD = "weight-grad"


@dataclass(frozen=True)
class MatmulRole:
    weight: str            # the parameter's name
    role: Role


@dataclass(frozen=True)
class Linear:
    weight: str
    forward: tuple[Op, ...]
    input_grad: tuple[Op, ...]
    weight_grad: tuple[Op, ...]


@dataclass(frozen=True)
class Linears:
    """Every matmul of a linear layer in one joint program, by op and by weight."""

    roles: dict            # Op -> MatmulRole (ops compare by identity)
    layers: dict           # weight name -> Linear, in program order of first use

    def role(self, op: Op) -> MatmulRole | None:
        return self.roles.get(op)


def find_linears(joint: Program, registry: OpRegistry, *, grouped: bool = False) -> Linears:
    """The linear layers of `joint` (a joint forward + backward program, before the split),
    and its experts' grouped matmuls with `grouped`.

    A 2-d matmul (`mm`, `addmm`) belongs to a weight when one of its operands is, through
    views, a parameter (forward, or input_grad when its other operand depends on a tangent),
    or when its result is a parameter's gradient or summed into one, through views, adds and
    scalings (weight_grad: a tied weight's two gradients, the fused loss's chunks).
    """
    params = {v: p.name for p, v in zip(joint.input_ports, joint.inputs) if p.kind == "param"}
    grads = {v: p.name for p, v in zip(joint.output_ports, joint.outputs) if p.kind == "grad" and v is not None}
    base = view_bases(joint.ops, registry)
    readers: dict[Value, list[Op]] = {}
    for op in joint.ops:
        for v in op.inputs():
            readers.setdefault(v, []).append(op)
    graded = gradient_values(joint)

    def role_of(op: Op) -> MatmulRole | None:
        operands = _operands(op, registry)
        for v in operands:
            name = params.get(base.get(v, v))
            if name is not None:
                others = [u for u in operands if u is not v]
                return MatmulRole(name, Role.INPUT_GRAD if any(u in graded for u in others) else Role.FORWARD)
        name = _summed_into(op.outputs[0], grads, readers, registry)
        return MatmulRole(name, Role.WEIGHT_GRAD) if name is not None else None

    roles: dict[Op, MatmulRole] = {}
    for op in joint.ops:
        if _two_dim_matmul(op, registry) or (grouped and _grouped_matmul(op, registry)):
            found = role_of(op)
            if found is not None:
                roles[op] = found
    layers: dict[str, dict[Role, list[Op]]] = {}
    for op, r in roles.items():
        layers.setdefault(r.weight, {role: [] for role in Role})[r.role].append(op)
    return Linears(roles, {w: Linear(w, tuple(by[Role.FORWARD]), tuple(by[Role.INPUT_GRAD]),
                                     tuple(by[Role.WEIGHT_GRAD])) for w, by in layers.items()})


def _summed_into(out: Value, grads: dict, readers: dict, registry: OpRegistry) -> str | None:
    """The parameter whose gradient `out` is, or is one term of: reached through views, sums
    (`add`, the accumulator of an `addmm`: a tied weight's gradients, a loss's chunks) and
    scaling by a scalar, else None."""
    pending, seen = [out], set()
    while pending:
        v = pending.pop()
        if v in grads:
            return grads[v]
        if v in seen:
            continue
        seen.add(v)
        for r in readers.get(v, ()):
            if registry.lookup(r.name).view or r.name == "aten.add.Tensor" or \
                    (r.name == "aten.addmm.default" and r.args[0] is v) or \
                    (r.name == "aten.mul.Tensor" and any(isinstance(a, Value) and a is not v and not a.type.shape
                                                         for a in r.args)):
                pending.extend(u for u in r.outputs if u is not None)
    return None


def gradient_values(joint: Program) -> set[Value]:
    """The values of a joint program that depend on a tangent: gradients, not activations."""
    graded = {v for p, v in zip(joint.input_ports, joint.inputs) if p.kind == "tangent"}
    for op in joint.ops:
        if any(v in graded for v in op.inputs()):
            graded.update(v for v in op.outputs if v is not None)
    return graded


def _two_dim_matmul(op: Op, registry: OpRegistry) -> bool:
    """A 2-d matmul a linear layer traces to (mm, addmm)."""
    record = registry.lookup(op.name)
    return record.matmul_operands is not None and record.is_(Kind.MATMUL) and not record.is_(Kind.GROUPED)


def _grouped_matmul(op: Op, registry: OpRegistry) -> bool:
    """An experts' grouped matmul whose operands the registry places."""
    record = registry.lookup(op.name)
    return record.matmul_operands is not None and record.is_(Kind.GROUPED)


def _operands(op: Op, registry: OpRegistry) -> list[Value]:
    return [op.args[i] for i in registry.lookup(op.name).matmul_operands if isinstance(op.args[i], Value)]
