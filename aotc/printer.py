"""Renders a program as executable Python with type comments.

    def forward(t0, t1):
        # t0: cpu f32[16, 16]  param l.weight
        # t1: cpu f32[4, 16]  input 0
        t2 = aten.t.default(t0)  # t2: cpu f32[16, 16]
        t3 = aten.mm.default(t1, t2)  # t3: cpu f32[4, 16]
        return (t3,)  # output 0

A region is printed as its body's ops between two comments, so the text still shows (and
runs) the math a fused kernel replaces:

    # region 0: inductor 3f2a9c0e17b4d5a6, 2 ops
    t4 = aten.mul.Tensor(t3, t0)  # t4: cpu f32[4, 16]
    t5 = aten.relu.default(t4)  # t5: cpu f32[4, 16]
    # end region 0 -> t5

A function an op takes (`Fn`: a mask or score modification) is printed as a `def` of its own
above the program, named by its kind and number (`mask_mod_0`), and the op's argument is that
name, so the text still runs:

    def mask_mod_0(t0, t1, t2, t3, t4):
        # t0: cpu i32[]  input 0 ...
        t5 = aten.index.Tensor(t4, [t0, t2])  # t5: cpu i64[]
        ...
    def forward(...):
        ...
        t40, t41 = aotc.flex_attention.default(t20, t21, t22, ..., score_mod_0, mask_mod_0, [], [t9])

The text runs against the namespace `OpRegistry.namespace` builds (`aten`, `prims`, `aotc`)
plus `torch` for literals. The runtime compiles the text it renders itself from a validated
program; the `.py` files in an artifact are for people and diffs, and are never executed.
"""

from __future__ import annotations

import math

from typing import Callable

from aotc.encoding import region_key
from aotc.ir import Device, Dtype, Fn, Layout, MemoryFormat, Op, Program, Region, Value

# (region, its index, the name of each value) -> the lines that compute its outputs.
RegionRenderer = Callable[[Region, int, dict], list]


def render(program: Program, *, free_dead: bool = False, steal_args: bool = False,
           region_lines: RegionRenderer | None = None,
           after_op: Callable[[Op, dict], list] | None = None,
           defined_at: dict[Value, int] | None = None, op_lines: dict[int, int] | None = None) -> str:
    """`free_dead` adds `del` lines after each value's last use, for the runtime's copy.
    `steal_args` makes the function take one list of arguments and empty it, so that the
    caller's references do not keep inputs alive past their last use. `region_lines` renders
    regions some other way than as their body's ops (the runtime's kernel launches);
    `after_op` adds lines after an op's line or a region's (the runtime's layout fix-ups and
    assignments). `defined_at`, when
    given, receives the (1-based) line that defines each value, to point errors at it, and
    `op_lines` the (1-based) line where each op (by index; a region: its first line) starts."""
    defined_at = {} if defined_at is None else defined_at
    op_lines = {} if op_lines is None else op_lines
    names: dict = {}                       # Value or Fn -> its name in the text
    lines: list[str] = []
    kinds: dict[str, int] = {}
    for fn in program.functions():
        n = kinds[fn.kind] = kinds.get(fn.kind, -1) + 1
        names[fn] = f"{fn.kind}_{n}"
        lines += render(fn.program.replace(name=names[fn])).splitlines()

    values = [0]

    def define(v: Value | None) -> str:
        if v is None:
            return "_"
        names[v] = f"t{values[0]}"
        values[0] += 1
        return names[v]

    params = [define(v) for v in program.inputs]
    if steal_args:
        unpacked = ", ".join(params) + ("," if len(params) == 1 else "")
        lines += [f"def {program.name}(args):", f"    {unpacked} = args" if params else "    pass",
                  "    args.clear()"]
    else:
        lines += [f"def {program.name}({', '.join(params)}):"]
    for name, v, port in zip(params, program.inputs, program.input_ports):
        lines.append(f"    # {name}: {v.type}  {port}")

    last_use = _last_uses(program) if free_dead else {}
    regions = 0
    where = [""]     # the module of the last op printed: consecutive ops of one share a comment
    for i, op in enumerate(program.ops):
        if not isinstance(op, Region) and op.module != where[0]:
            where[0] = op.module
            if op.module:
                lines.append(f"    # {_provenance(program.ops, i)}")
        op_lines[i] = len(lines) + 1
        if isinstance(op, Region):
            if region_lines is not None:
                for v in op.outputs:
                    define(v)
                lines.extend(f"    {line}" for line in region_lines(op, regions, names))
                defined_at.update((v, len(lines)) for v in op.outputs)
            else:
                lines.extend(_region_body(op, regions, names, define, where, defined_at, len(lines)))
            if after_op is not None:
                lines.extend(f"    {line}" for line in after_op(op, names))
            regions += 1
            dead = [names[v] for v in last_use.get(i, ())]
            if dead:
                lines.append(f"    del {', '.join(dead)}")
            continue
        call = f"{op.name}({_call_args(op, names)})"
        outs = [define(v) for v in op.outputs]
        if op.unpack:
            target = ", ".join(outs) + ("," if len(outs) == 1 else "")
        else:
            target = outs[0]
        types = ", ".join(f"{names[v]}: {v.type}" for v in op.outputs if v is not None)
        lines.append(f"    {target} = {call}  # {types}")
        defined_at.update((v, len(lines)) for v in op.outputs if v is not None)
        if after_op is not None:
            lines.extend(f"    {line}" for line in after_op(op, names))
        dead = [names[v] for v in last_use.get(i, ())]
        if dead:
            lines.append(f"    del {', '.join(dead)}")

    rets = [names.get(v, "<undefined>") if v is not None else "None" for v in program.outputs]
    lines.append(f"    return ({', '.join(rets)}{',' if len(rets) == 1 else ''})")
    for port, r in zip(program.output_ports, rets):
        lines.append(f"    # {r}: {port}")
    return "\n".join(lines) + "\n"


def _provenance(ops, start: int) -> str:
    """The comment over a run of ops of one module: the module, and the source lines its ops
    came from ("layers.0.attention (Attention), llama.py:118, 120")."""
    module = ops[start].module
    lines: dict[str, None] = {}
    for op in ops[start:]:
        if isinstance(op, Region) or op.module != module:
            break
        if op.source:
            lines[op.source] = None
    text = _show_module(module)
    if not lines:
        return text
    shown, file = [], None
    for where in list(lines)[:6]:
        name, _, line = where.rpartition(":")
        shown.append(line if name == file else where)
        file = name
    return f"{text}, {', '.join(shown)}{', ...' if len(lines) > 6 else ''}"


def _show_module(module: str) -> str:
    path, _, kind = module.partition(":")
    return f"{path} ({kind})" if path else f"({kind})"


def _region_body(region: Region, index: int, names: dict, define, where: list, defined_at: dict,
                 offset: int) -> list[str]:
    body = region.body
    inner = {f: n for f, n in names.items() if isinstance(f, Fn)}      # functions keep their names
    inner.update(zip(body.inputs, (names[v] for v in region.args)))
    outer = dict(zip(body.outputs, region.outputs))
    lines = [f"    # region {index}: {region.executor} {region_key(region)}, {len(body.ops)} ops"]
    for k, op in enumerate(body.ops):
        if op.module != where[0]:
            where[0] = op.module
            if op.module:
                lines.append(f"    # {_provenance(body.ops, k)}")
        outs = []
        for v in op.outputs:
            if v is None:
                outs.append("_")
            elif v not in inner:
                inner[v] = define(outer.get(v, v))
                outs.append(inner[v])
            else:
                outs.append(inner[v])
        target = ", ".join(outs) + ("," if op.unpack and len(outs) == 1 else "")
        types = ", ".join(f"{inner[v]}: {v.type}" for v in op.outputs if v is not None)
        lines.append(f"    {target} = {op.name}({_call_args(op, inner)})  # {types}")
        defined_at.update((outer.get(v, v), offset + len(lines)) for v in op.outputs if v is not None)
    lines.append(f"    # end region {index} -> {', '.join(names[v] for v in region.outputs)}")
    return lines


def _call_args(op, names) -> str:
    parts = [_literal(a, names) for a in op.args]
    parts += [f"{k}={_literal(a, names)}" for k, a in op.kwargs]
    return ", ".join(parts)


def _literal(arg, names) -> str:
    if isinstance(arg, Fn):
        return names[arg]
    if isinstance(arg, Value):
        # Only a malformed program (being shown by the verifier) reads an undefined value.
        return names.get(arg, "<undefined>")
    if isinstance(arg, tuple):
        return "[" + ", ".join(_literal(a, names) for a in arg) + "]"
    if isinstance(arg, Dtype):
        return f"torch.{arg.name}"
    if isinstance(arg, Device):
        return f"torch.device({arg.type!r})"
    if isinstance(arg, (Layout, MemoryFormat)):
        return f"torch.{arg.name}"
    if isinstance(arg, float) and not math.isfinite(arg):
        return f"float({str(arg)!r})"
    if arg is None or isinstance(arg, (bool, int, float, str)):
        return repr(arg)
    raise TypeError(f"no literal form for {type(arg).__name__}: {arg!r}")


def _last_uses(program: Program) -> dict[int, list[Value]]:
    """op index -> values read for the last time there (program outputs are never freed)."""
    last: dict[Value, int] = {}
    for i, op in enumerate(program.ops):
        for v in op.inputs():
            last[v] = i
        for v in op.outputs:
            if v is not None:
                last.setdefault(v, i)  # defined but never read: free right away
    keep = {v for v in program.outputs if v is not None}
    by_op: dict[int, list[Value]] = {}
    for v, i in last.items():
        if v not in keep:
            by_op.setdefault(i, []).append(v)
    return by_op
