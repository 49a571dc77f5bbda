"""Turns a validated program into a Python function, once, at load time.

The source is rendered here from the IR (`aotc.printer`), never read from the artifact, and
runs against a namespace that holds only the ops the op registry resolved and `torch` for
literals. Values are freed right after their last use, as eager frees them.
"""

from __future__ import annotations

import builtins
from typing import Callable, Mapping, Sequence

import torch

from aotc.errors import ProgramError
from aotc.ir import Program, Region, defined_by, inline_regions
from aotc.customops.layout import in_layout
from aotc.customops import IN_PLACE
from aotc.ops import COLLECTIVES, TP_MATMULS, WAIT, OpRegistry
from aotc.printer import render
from aotc.runtime.loaded import LoadedPack
from aotc.runtime.shard import collective_error


def build_function(program: Program, registry: OpRegistry, *, steal_args: bool = False,
                   packs: Sequence[LoadedPack] = (), group_axes: Mapping[str, str] | None = None,
                   overrides: Mapping[str, Callable] | None = None, in_place: str = "portable") -> Callable:
    """With `steal_args` the function takes one list and empties it (see aotc.printer.render).
    A region the first loaded pack of its executor covers calls that pack's kernels; every
    other region runs its body op by op. Ops a pack implements (`op_overrides`: the attention
    kernel choice) call its implementation, and ops in `overrides` the one given there.
    `group_axes` maps the process groups' names bound into a sharded program's collectives to
    their mesh axes, for errors.

    An `assign` output is written into the input it names right after the op (or region) that
    makes it, and the function returns the other outputs only; an op whose results are all
    written into the arguments its in-place kernel writes calls that kernel (`in_place`:
    "portable", the eager steps bit for bit, or "fused") and copies nothing."""
    original = program
    program, writes, in_place_ops = _assignments(program, registry)
    by_executor = {p.executor: p for p in reversed(packs)}     # the first pack of an executor wins

    def covered(region: Region) -> bool:
        pack = by_executor.get(region.executor)
        return pack is not None and pack.covers(region)

    program = inline_regions(program, keep=covered)
    extra = {}

    def region_call(region, index, names):
        fn_name, fn = by_executor[region.executor].region_function(region)
        extra[fn_name] = fn
        outs = ", ".join(names[v] for v in region.outputs) + ("," if len(region.outputs) == 1 else "")
        return [f"{outs} = {fn_name}({', '.join(names[v] for v in region.args)})"]

    def after(op, names):
        lines = []
        if not isinstance(op, Region) and _layout_may_differ(op):
            out = op.outputs[0]
            lines.append(f"{names[out]} = _layout({names[out]}, {out.type.stride!r})")
        if isinstance(op, Region) or op.name not in in_place_ops:
            lines += [f"{names[writes[v]]}.copy_({names[v]})" for v in op.outputs if v in writes]
        return lines

    defined_at: dict = {}
    source = render(program, free_dead=True, steal_args=steal_args, region_lines=region_call,
                    after_op=after, defined_at=defined_at)
    # The real builtins: torch's argument parser imports lazily from the caller's frame, and
    # the text can reach nothing it was not given anyway (the verifier admits no artifact
    # string into it but repr'd literals).
    overrides = {**{name: fn for pack in reversed(packs) for name, fn in pack.op_overrides().items()},
                 **{name: IN_PLACE[name][1][in_place] for name in in_place_ops}, **(overrides or {})}
    namespace = {"__builtins__": builtins, "torch": torch, "_layout": in_layout,
                 **registry.namespace([op.name for op in program.ops if not isinstance(op, Region)]
                                      + [op.name for fn in program.functions() for op in fn.program.ops],
                                      overrides=overrides), **extra}
    filename = f"<thunder-aot {program.name}>"
    exec(compile(source, filename, "exec"), namespace)
    return _pointing_errors(namespace[program.name], original, filename, defined_at, group_axes or {})


def _assignments(program: Program, registry: OpRegistry) -> tuple[Program, dict, set[str]]:
    """(the program without its `assign` outputs, each assigned value -> the input it is written
    into, the names of the ops that write all their results in place). An op name runs in place
    only where every call of it can."""
    targets = {f"{p.kind}:{p.name}": v for p, v in zip(program.input_ports, program.inputs)}
    writes = {v: targets[p.name] for p, v in zip(program.output_ports, program.outputs)
              if p.kind == "assign" and v is not None}
    if not writes:
        return program, {}, set()
    kept = [(p, v) for p, v in zip(program.output_ports, program.outputs) if p.kind != "assign"]
    program = program.replace(outputs=tuple(v for _, v in kept), output_ports=tuple(p for p, _ in kept))
    able: dict[str, bool] = {}
    for op in program.ops:
        if isinstance(op, Region) or not any(v in writes for v in op.outputs):
            continue
        slots = registry.lookup(op.name).in_place
        able[op.name] = able.get(op.name, True) and slots is not None and all(
            v is None or writes.get(v) is op.args[j] for v, j in zip(op.outputs, slots))
    return program, writes, {name for name, ok in able.items() if ok}


def _pointing_errors(fn: Callable, program: Program, filename: str, defined_at: dict,
                     group_axes: Mapping[str, str]) -> Callable:
    """`fn`, whose errors carry a note naming the line of the artifact's own `<name>.py` (the
    text people read) and the module of the op that raised, in place of a line of generated
    code. A failed collective raises CollectiveError, naming it and its mesh axis."""
    at_line: dict[int, object] = {}
    for v, line in defined_at.items():
        at_line.setdefault(line, v)

    def run(*args):
        try:
            return fn(*args)
        except torch.OutOfMemoryError:
            raise
        except Exception as e:
            tb, line = e.__traceback__, None
            while tb is not None:
                if tb.tb_frame.f_code.co_filename == filename:
                    line = tb.tb_lineno
                tb = tb.tb_next
            value = at_line.get(line)
            collective = _collective(program, value, e)
            if collective is not None:
                group = collective.args[-1]
                raise collective_error(f"the artifact's {program.name} program", collective.name.split(".")[1],
                                       group_axes.get(group, group), group, e) from e
            error = ProgramError(f"the artifact's {program.name} program failed: {type(e).__name__}: {e}")
            error.add_note(_where(program, value))
            error.add_note("the inputs passed the artifact's guards (dtype, shape, device); if their values "
                           "are valid too, run `thunder-aot check` on the artifact, which checks every op "
                           "against this torch")
            raise error from e

    return run


# What torch.distributed's backends say when a peer is gone or silent.
_PEER_FAILURE = ("gloo", "nccl", "connection closed by peer", "connection reset by peer", "timed out")


def _collective(program: Program, value, e: Exception):
    """The collective op that raised `e` (a wait names the collective it waits for), or, for an
    error a backend raised elsewhere in a program that has collectives, the first of them; else None."""
    ops = list(program.flat_ops())
    op = next((o for o in ops if value is not None and value in o.outputs), None)
    if op is not None and op.name == WAIT:
        op = defined_by(ops).get(next(op.inputs(), None))
    if op is not None and op.name in COLLECTIVES + TP_MATMULS:
        return op
    if any(word in str(e).lower() for word in _PEER_FAILURE):
        return next((o for o in ops if o.name in COLLECTIVES + TP_MATMULS), None)
    return None


def _where(program: Program, value) -> str:
    """Where `value` (None: not known) is defined, in the artifact's readable program."""
    review_lines: dict = {}
    text = render(program, defined_at=review_lines).splitlines()
    n = review_lines.get(value)
    if n is None:
        return f"raised in the artifact's {program.name} program"
    op = next((op for op in program.flat_ops() if value in op.outputs), None)
    module, source = (op.module, op.source) if op is not None else ("", "")
    where = f" in {module.partition(':')[0] or 'the model'} ({module.partition(':')[2]})" if module else ""
    where += f", called at {source}" if source else ""
    return f"raised at {program.name}.py line {n}{where}: {text[n - 1].strip()}"


def _layout_may_differ(op) -> bool:
    """An elementwise op over same-shaped inputs of different layouts: which layout its result
    takes is a rule of the kernel, and torch's meta functions (what capture traced) do not always
    follow the real kernel's (native_dropout_backward of a transposed gradient, say). Later ops
    were traced for the recorded layout (a view, a fused kernel), so the runtime restores it."""
    if op.unpack or len(op.outputs) != 1 or op.outputs[0] is None:
        return False
    shape = op.outputs[0].type.shape
    strides = {v.type.stride for v in op.inputs() if v.type.shape == shape}
    return len(strides) > 1
