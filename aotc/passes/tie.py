from __future__ import annotations

from aotc.ir import Op, Program, Value


def merge_tied(program: Program, canonical: dict[str, str]) -> Program:
    """After merge_tied, a parameter with several names (a tied embedding and head, say) is one
    program input with one gradient output, under its first name.

        def joint(t0, t1, ...):   # param wte.weight, param lm_head.weight (one tensor)
            return (..., t7, t9)  # grad wte.weight, grad lm_head.weight
        ->
        def joint(t0, ...):       # param wte.weight
            t10 = aten.add.Tensor(t7, t9)
            return (..., t10)     # grad wte.weight

    `canonical` maps every other name of a parameter to its first name. The tracer may hand a
    tied tensor in once per name; one input means one gather and one reduction when sharded.
    """
    first = {p.name: v for p, v in zip(program.input_ports, program.inputs)
             if p.kind == "param" and p.name not in canonical}
    mapping: dict[Value, Value] = {}
    inputs, ports = [], []
    for port, v in zip(program.input_ports, program.inputs):
        if port.kind == "param" and canonical.get(port.name) in first:
            mapping[v] = first[canonical[port.name]]
            continue
        inputs.append(v)
        ports.append(port)
    if not mapping:
        return program
    ops = [op.replace_inputs(mapping) for op in program.ops]
    grads: dict[str, Value | None] = {}
    kept = []
    for port, v in zip(program.output_ports, program.outputs):
        name = canonical.get(port.name, port.name) if port.kind == "grad" else None
        if name is None or (port.name in canonical and name not in first):
            kept.append((port, v))
            continue
        if name in grads and grads[name] is not None and v is not None:
            total = Value(v.type)
            ops.append(Op("aten.add.Tensor", (grads[name], v), (), (total,)))
            grads[name] = total
        elif grads.get(name) is None:
            grads[name] = v
        if port.name == name:
            kept.append((port, None))   # filled below, in its place
    outputs = tuple(grads[p.name] if p.kind == "grad" and p.name in grads else v for p, v in kept)
    return program.replace(inputs=tuple(inputs), input_ports=tuple(ports), ops=tuple(ops),
                           outputs=outputs, output_ports=tuple(p for p, _ in kept))
