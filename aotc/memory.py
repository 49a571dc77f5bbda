"""Memory estimates: how many bytes a program, and a training step, hold at their peak.

The runtime frees every value right after its last use (`aotc.runtime.codegen`), so walking a
program in order and keeping a running total of live storage predicts its peak:

    live = bytes the caller holds when the program starts (its inputs)
    each op:   live += bytes of each output that owns its storage (a view owns none)
               live -= bytes of each storage whose last reader this op was

A region's outputs are charged as the fused kernel produces them; the values inside it are
not (its kernels keep them in registers), which is what the kernel pack runs. The portable
program runs a region's body op by op and may briefly hold more.

Only values on the program's device are counted: a CUDA program's values on the host (saved
values offloaded to pinned memory) take no device memory.

Not counted: the caching allocator's rounding and fragmentation, library workspaces (cuBLAS,
attention), and whatever the user's own code holds between the forward and the backward
(the loss, say).
"""

from __future__ import annotations

from dataclasses import dataclass

from aotc.ir import Program, Region, Value
from aotc.ops import Kind, OpRegistry


@dataclass(frozen=True)
class ProgramMemory:
    """Bytes above what the caller already holds, at the most while the program runs."""

    peak: int


@dataclass(frozen=True)
class StepMemory:
    """One training step: forward, then backward with the forward's saved values.

    `resident` is what the step does not own (parameters, buffers and optimizer state); `saved`
    what the forward hands the backward on the device (activations only), `offloaded` what it
    hands over in host memory; `peak` the most the step holds at
    once, resident included. Gradients are held from the moment the backward makes them to the
    end of the step, unless the backward updates the parameter with it (an `assign` output,
    written into the parameter at once: by an in-place kernel, with no memory of its own).
    """

    resident: int
    forward_peak: int
    saved: int
    backward_peak: int
    peak: int
    offloaded: int = 0


def program_device(program: Program) -> str:
    """The program's target: the accelerator one of its inputs is on, else the host."""
    return next((v.type.device for v in program.inputs if v.type.device != "cpu"), "cpu")


def storage_roots(program: Program, registry: OpRegistry) -> dict[Value, Value]:
    """Each value -> the value that owns its storage (itself, unless it is a view). A region's
    outputs that its kernels return as views of one buffer (a result and its transpose) share
    that buffer's root; one that views a region input aliases that input."""
    root: dict[Value, Value] = {v: v for v in program.inputs}
    for op in program.ops:
        if isinstance(op, Region):
            inner = storage_roots(op.body, registry)
            outer = dict(zip(op.body.inputs, op.args))
            owner: dict[Value, Value] = {}
            for body_out, v in zip(op.body.outputs, op.outputs):
                r = inner[body_out]
                if r in outer:
                    root[v] = root[outer[r]]
                else:
                    root[v] = owner.setdefault(r, v)
            continue
        view = _is_view(op, registry)
        source = next(op.inputs(), None)
        for v in op.outputs:
            if v is not None:
                root[v] = root.get(source, source) if view and source is not None else v
    return root


def _is_view(op, registry: OpRegistry) -> bool:
    return registry.kind(op, Kind.ALIAS)


def program_memory(program: Program, registry: OpRegistry, *, owned: dict[int, tuple[object, int]] | None = None,
                   root: dict[Value, Value] | None = None) -> ProgramMemory:
    """Walk `program` as the runtime runs it. Inputs are held by the caller, except those in
    `owned` (input index -> (storage key, bytes)): the program holds them from the start and
    frees each storage after its last use, as the backward does with saved values and tangents.
    Inputs with one storage key share storage (saved views of one tensor)."""
    owned = owned or {}
    device = program_device(program)

    def nbytes(v: Value) -> int:
        return v.type.nbytes if v.type.device == device else 0

    root = dict(root) if root is not None else storage_roots(program, registry)
    key_of_input = {program.inputs[i]: key for i, (key, _) in owned.items()}
    size: dict[object, int] = {key: n for key, n in owned.values()}

    def key(v: Value):
        r = root[v]
        return key_of_input.get(r, r)

    caller_held = {v for i, v in enumerate(program.inputs) if i not in owned}
    _in_place_assignments(program, registry, root)
    assigned = {v for p, v in zip(program.output_ports, program.outputs) if p.kind == "assign" and v is not None}
    last_use: dict[object, int] = {}
    for i, op in enumerate(program.ops):
        for v in op.inputs():
            last_use[key(v)] = i
    for v in program.outputs:
        if v is not None and v not in assigned:
            last_use[key(v)] = len(program.ops)      # returned: held past the program

    live = sum(size[k] for k in size if k in last_use)   # an owned input nobody reads is dropped at once
    peak = live
    dying: dict[int, list[object]] = {}
    for k, i in last_use.items():
        dying.setdefault(i, []).append(k)
    for i, op in enumerate(program.ops):
        made = [v for v in op.outputs if v is not None and root[v] is v]
        live += sum(nbytes(v) for v in made)
        peak = max(peak, live)
        for k in dying.get(i, ()):
            if k not in caller_held:
                live -= size[k] if k in size else nbytes(k)
        live -= sum(nbytes(v) for v in made if v not in last_use)   # made and never read
    return ProgramMemory(peak=peak)


def _in_place_assignments(program: Program, registry: OpRegistry, root: dict[Value, Value]) -> None:
    """An op whose results are all assigned into the arguments its in-place kernel writes (an
    optimizer's update) allocates nothing: its results are those arguments' storage."""
    assigned = {v for p, v in zip(program.output_ports, program.outputs) if p.kind == "assign" and v is not None}
    for op in program.ops:
        if isinstance(op, Region):
            continue
        targets = registry.lookup(op.name).in_place
        if targets and all(v is None or v in assigned for v in op.outputs):
            for v, j in zip(op.outputs, targets):
                if v is not None and isinstance(op.args[j], Value):
                    root[v] = root[op.args[j]]


def step_memory(forward: Program, backward: Program | None, registry: OpRegistry) -> StepMemory:
    """Estimate one training step (or one inference call when `backward` is None)."""
    persistent = _persistent(forward)
    device = program_device(forward)
    resident = sum(v.type.nbytes for v in persistent)
    root = storage_roots(forward, registry)
    fw = program_memory(forward, registry, root=root)
    saved = _saved_bytes(forward, root, persistent)[0]
    offloaded = _saved_bytes(forward, root, persistent, on_host=True)[0]
    if backward is None:
        return StepMemory(resident=resident, forward_peak=fw.peak, saved=0, backward_peak=0,
                          peak=resident + fw.peak)
    # The backward frees its saved values and tangents after their last use (the runtime drops
    # autograd's references first); saved parameters stay with their owner. Saved views share
    # the storage of the forward value they view.
    saved_values = [v for p, v in zip(forward.output_ports, forward.outputs) if p.kind == "saved"]
    owned = {}
    for i, (p, v) in enumerate(zip(backward.input_ports, backward.inputs)):
        if p.kind == "saved":
            r = root[saved_values[int(p.name)]]
            if r not in persistent:
                owned[i] = (r, r.type.nbytes if r.type.device == v.type.device == device else 0)
        elif p.kind == "tangent":
            owned[i] = (v, v.type.nbytes)
    bw = program_memory(backward, registry, owned=owned)
    resident += sum(v.type.nbytes for p, v in zip(backward.input_ports, backward.inputs) if p.kind == "state")
    return StepMemory(resident=resident, forward_peak=fw.peak, saved=saved, backward_peak=bw.peak,
                      peak=resident + max(fw.peak, bw.peak), offloaded=offloaded)


def _persistent(forward: Program) -> set[Value]:
    return {v for p, v in zip(forward.input_ports, forward.inputs) if p.kind in ("param", "buffer")}


def saved_bytes(forward: Program, registry: OpRegistry) -> tuple[int, int]:
    """(bytes of activations saved for backward, bytes of parameters and buffers saved).

    A saved view costs no memory of its own: each saved value is charged to the storage it
    views, once; saved views of parameters and buffers cost nothing beyond the parameter.
    """
    return _saved_bytes(forward, storage_roots(forward, registry), _persistent(forward))


def _saved_bytes(forward: Program, root: dict[Value, Value], persistent: set[Value],
                 on_host: bool = False) -> tuple[int, int]:
    """(activation bytes, parameter bytes) saved on the program's device, or `on_host`, in host
    memory (offloaded), where the program's device is not the host."""
    device = program_device(forward)
    roots = {root[v] for p, v in zip(forward.output_ports, forward.outputs) if p.kind == "saved"}
    roots = {r for r in roots if (r.type.device != device) == on_host}
    return sum(r.type.nbytes for r in roots - persistent), sum(r.type.nbytes for r in roots & persistent)
