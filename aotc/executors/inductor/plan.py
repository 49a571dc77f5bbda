"""A read wrapper -> a launch plan of the pack's own (aotc.format.pack.Plan)."""

from __future__ import annotations

from typing import Callable

from aotc.executors.inductor.wrapper import Unsupported, Wrapper
from aotc.format.pack import Plan


class _Refs:
    """Turns wrapper names into plan references while a plan is assembled."""

    def __init__(self, inputs: list[str]):
        self.refs = {name: ["in", i] for i, name in enumerate(inputs)}
        self.buffers = 0

    def new(self, name: str) -> int:
        j = self.buffers
        self.buffers += 1
        self.refs[name] = ["buf", j]
        return j

    def __getitem__(self, name: str) -> list:
        if name not in self.refs:
            raise Unsupported(f"the wrapper reads {name!r}, which it never defines")
        return self.refs[name]


def _plan(w: Wrapper, kernel_step: Callable, refs: _Refs) -> Plan:
    steps = []
    for st in w.steps:
        if st[0] == "alloc":
            _, name, dtype, shape, stride = st
            steps.append(["alloc", refs.new(name), dtype, list(shape), list(stride)])
        elif st[0] == "view":
            _, name, base, shape, stride, offset = st
            base_ref = refs[base]
            steps.append(["view", refs.new(name), base_ref, list(shape), list(stride), offset])
        elif st[0] == "alias":
            refs.refs[st[1]] = refs[st[2]]
        else:
            steps.append(kernel_step(st, refs))
    outputs = []
    for out in w.outputs:
        if isinstance(out, tuple):
            _, base, shape, stride, offset = out
            j = refs.new(f"__out{len(outputs)}")
            steps.append(["view", j, refs[base], list(shape), list(stride), offset])
            outputs.append(["buf", j])
        else:
            outputs.append(refs[out])
    data = {"steps": steps, "outputs": outputs, "buffers": refs.buffers}
    return Plan.from_data(data, len(w.inputs), 1 << 30)
