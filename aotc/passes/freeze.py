from __future__ import annotations

from aotc.ir import Program


def freeze(program: Program, frozen: frozenset[str]) -> Program:
    """After freeze, the program returns no gradient for a parameter named in `frozen`.

        return (t9, t12, t15)   # output 0, grad lora.a, grad base.weight
        ->  return (t9, t12, None)   with frozen = {"base.weight"}

    Only the outputs change; dce then removes the ops that computed the gradient, and split
    stops saving what only those ops read.
    """
    if not frozen:
        return program
    outputs = tuple(None if p.kind == "grad" and p.name in frozen else v
                    for p, v in zip(program.output_ports, program.outputs))
    return program.replace(outputs=outputs)
