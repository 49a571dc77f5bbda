"""The one IR verifier, run between passes in tests and on every program the runtime loads."""

from __future__ import annotations

import keyword
import re

from aotc.errors import AotcError
from aotc.ir import (DEVICES, DTYPE_BYTES, INPUT_KINDS, LAYOUTS, MEMORY_FORMATS, OUTPUT_KINDS, Device,
                     Dtype, Fn, Layout, MemoryFormat, Op, Program, Region, TensorType, Value)
from aotc.ops import Kind, OpRegistry, UnknownOpError
from aotc.printer import render

# An op's provenance, printed in comments: a dotted module path and a class name, nothing else.
_MODULE = re.compile(r"(?:[A-Za-z0-9_.]*:[A-Za-z0-9_]+)?")
_SOURCE = re.compile(r"(?:[A-Za-z0-9_./-]{1,200}:[0-9]{1,7})?")
_LITERALS = (type(None), bool, int, float, str, Dtype, Device, Layout, MemoryFormat)


class VerifyError(AotcError, ValueError):
    """A program that breaks the IR's rules; the message names the op and shows its context."""
    code = "AOTC-E203"


def verify(program: Program, registry: OpRegistry | None = None, *, _in_region: bool = False,
           _in_function: bool = False) -> None:
    """Every value is defined once before it is read, every arg is a value, a literal or a
    function, ports match inputs and outputs, and (given a registry) every op name resolves. A
    region's body is itself such a program (of plain ops) whose inputs and outputs have the
    types of the region's arguments and results; so is a function an op takes (plain ops that
    take no functions, inputs and one output)."""
    defined: set[Value] = set()
    if not _in_function:
        for fn in program.functions():
            _check_function(program, fn, registry)

    def fail(where: int | None, msg: str):
        raise VerifyError(f"program {program.name!r}: {msg}\n{_context(program, where)}")

    # Everything the printer writes as code or comment must be one of the known names: the
    # runtime compiles the printer's text, so nothing read from an artifact may add a line.
    if not _is_name(program.name):
        raise VerifyError(f"program name {program.name!r} is not an identifier")
    for port in program.input_ports + program.output_ports:
        if not _printable(port.name):
            raise VerifyError(f"program {program.name!r}: port name {port.name!r} has control characters")
    for op in program.ops:
        if isinstance(op, Region):
            continue
        if not _MODULE.fullmatch(op.module):
            raise VerifyError(f"program {program.name!r}: op {op.name} has a malformed module "
                              f"{op.module[:80]!r} (want 'dotted.path:Class')")
        if not _SOURCE.fullmatch(op.source):
            raise VerifyError(f"program {program.name!r}: op {op.name} has a malformed source "
                              f"{op.source[:80]!r} (want 'file.py:line')")
    for v in _defined_values(program):
        t = v.type
        if not isinstance(t, TensorType):
            raise VerifyError(f"program {program.name!r}: a value has no tensor type ({type(t).__name__})")
        if t.dtype not in DTYPE_BYTES or t.device not in DEVICES or len(t.shape) != len(t.stride) \
                or not all(isinstance(d, int) and d >= 0 for d in t.shape + t.stride):
            raise VerifyError(f"program {program.name!r}: malformed type {t.dtype!r} {t.device!r} "
                              f"{t.shape} {t.stride}")

    if len(program.inputs) != len(program.input_ports):
        fail(None, "inputs and input ports differ in number")
    if len(program.outputs) != len(program.output_ports):
        fail(None, "outputs and output ports differ in number")
    for p in program.input_ports:
        if p.kind not in INPUT_KINDS:
            fail(None, f"input port kind {p.kind!r} is not one of {INPUT_KINDS}")
    for p in program.output_ports:
        if p.kind not in OUTPUT_KINDS:
            fail(None, f"output port kind {p.kind!r} is not one of {OUTPUT_KINDS}")
    buffers = {p.name for p in program.input_ports if p.kind == "buffer"}
    for p in program.output_ports:
        if p.kind == "update" and p.name not in buffers:
            fail(None, f"the program updates {p.name!r}, which is not one of its buffers")
    _check_carries(program, fail)
    for v in program.inputs:
        if not isinstance(v, Value) or not isinstance(v.type, TensorType):
            fail(None, f"input {v!r} is not a typed value")
        if v in defined:
            fail(None, "an input is listed twice")
        defined.add(v)

    for i, op in enumerate(program.ops):
        if isinstance(op, Region):
            if _in_region:
                fail(i, "a region holds another region")
            _check_region(op, registry, lambda msg, i=i: fail(i, msg))
            for v in op.args:
                if v not in defined:
                    fail(i, "a region reads a value that is not defined before it")
            for v in op.outputs:
                if v in defined:
                    fail(i, "a region redefines a value")
                defined.add(v)
            continue
        reads = list(op.inputs())
        for v in reads:   # first: nothing below may print a value no check has seen
            if v not in defined:
                fail(i, f"{op.name} reads a value that is not defined before it")
        if registry is not None:
            try:
                record = registry.lookup(op.name)
            except UnknownOpError as e:
                fail(i, str(e))
            if not record.loadable:
                fail(i, f"{op.name} writes its arguments or touches files; no compiled program "
                        "contains it")
            dtypes = sorted({v.type.dtype for v in reads})
            if record.is_(Kind.SAME_DTYPE) and len(dtypes) > 1:
                fail(i, f"{op.name} mixes {' and '.join(dtypes)} operands")
        for key, _ in op.kwargs:
            if not _is_name(key):
                fail(i, f"{op.name} has a keyword argument named {key!r}, not an identifier")
        bad = _bad_arg(op.args) or next((_bad_arg(a) for _, a in op.kwargs if _bad_arg(a)), None)
        if bad is not None:
            fail(i, f"{op.name} has an argument that is neither a value nor a literal: {bad!r}")
        if registry is not None:
            problem = _schema_problem(op, record)
            if problem:
                fail(i, f"{op.name}: {problem}")
            for k in record.function_args:
                if k >= len(op.args) or not isinstance(op.args[k], Fn):
                    fail(i, f"{op.name}: argument {k} must be a function")
            if any(isinstance(a, Fn) for k, a in enumerate(op.args) if k not in record.function_args) \
                    or any(isinstance(a, Fn) for _, a in op.kwargs):
                fail(i, f"{op.name} takes no function there")
        if not op.unpack and (len(op.outputs) != 1 or op.outputs[0] is None):
            fail(i, f"{op.name} returns one tensor but has {len(op.outputs)} outputs")
        for v in op.outputs:
            if v is None:
                continue
            if v in defined:
                fail(i, f"{op.name} redefines a value")
            defined.add(v)

    for v in program.outputs:
        if v is not None and v not in defined:
            fail(len(program.ops), "returns a value that is never defined")
    _check_assignments(program, registry, fail)


def _check_carries(program: Program, fail) -> None:
    """Each "carry" output is returned once and has the type of the carry input of its name
    (a backward, which reads no carry, returns new values of its forward's: verify_pair)."""
    carried = {p.name: v.type for p, v in zip(program.input_ports, program.inputs) if p.kind == "carry"}
    returned: set[str] = set()
    for p, v in zip(program.output_ports, program.outputs):
        if p.kind != "carry":
            continue
        if p.name in returned or v is None:
            fail(None, f"it returns carry {p.name!r} twice, or returns nothing for it")
        returned.add(p.name)
        want = carried.get(p.name)
        if want is not None and (want.dtype, want.shape) != (v.type.dtype, v.type.shape):
            fail(None, f"it returns {v.type} for carry {p.name!r}, which is {want}")


def _check_assignments(program: Program, registry, fail) -> None:
    """Each "assign" output names an input it overwrites (`param:w`, `state:exp_avg:w`), has its
    type, is made by an op, and no op after that one reads the input or a view of it: the
    runtime writes it into the input as soon as the op has run."""
    targets = {f"{p.kind}:{p.name}": v for p, v in zip(program.input_ports, program.inputs)
               if p.kind in ("param", "state")}
    made_at = {v: i for i, op in enumerate(program.ops) for v in op.outputs if v is not None}
    assigned: set[str] = set()
    for port, v in zip(program.output_ports, program.outputs):
        if port.kind != "assign":
            continue
        target = targets.get(port.name)
        if target is None:
            fail(None, f"it assigns {port.name!r}, which is none of its parameter or state inputs")
        if port.name in assigned:
            fail(None, f"it assigns {port.name!r} twice")
        assigned.add(port.name)
        if v is None or v not in made_at:
            fail(None, f"its assignment of {port.name!r} is not a value an op makes")
        if (v.type.dtype, v.type.shape) != (target.type.dtype, target.type.shape):
            fail(None, f"it assigns {v.type} to {port.name!r}, which is {target.type}")
        aliases = _aliases(program, target, registry)
        for j in range(made_at[v] + 1, len(program.ops)):
            if any(u in aliases for u in program.ops[j].inputs()):
                fail(j, f"it reads {port.name!r} after the op whose result is written into it")


def _aliases(program: Program, value: Value, registry) -> set[Value]:
    """`value` and the values of `program` that view its storage (by the ops' kinds)."""
    out = {value}
    if registry is None:
        return out
    for op in program.ops:
        if isinstance(op, Region):
            continue
        if registry.kind(op, Kind.ALIAS) and any(u in out for u in op.inputs()):
            out.update(v for v in op.outputs if v is not None)
    return out


def _check_region(region: Region, registry, fail) -> None:
    body = region.body
    if not _is_name(region.executor):
        fail(f"region executor {region.executor!r} is not an identifier")
    if not all(isinstance(v, Value) for v in region.args + region.outputs + body.inputs):
        fail("a region's argument or result (or its body's input) is not a value")
    if [v.type for v in region.args] != [v.type for v in body.inputs]:
        fail("a region's arguments differ from its body's inputs in number or type")
    if [v.type for v in region.outputs] != [v.type if v is not None else None for v in body.outputs]:
        fail("a region's results differ from its body's outputs in number or type")
    if len(set(body.outputs)) != len(body.outputs) or set(body.outputs) & set(body.inputs):
        fail("a region's body returns a value twice, or returns one of its inputs")
    try:
        verify(body, registry, _in_region=True)
    except VerifyError as e:
        fail(f"in its body: {e}")


def _check_function(program: Program, fn: Fn, registry) -> None:
    body = fn.program
    if not _is_name(fn.kind):
        raise VerifyError(f"program {program.name!r}: a function's kind {fn.kind!r} is not an identifier")
    if any(isinstance(op, Region) for op in body.ops) or body.functions():
        raise VerifyError(f"program {program.name!r}: function {fn.kind} holds a region or a function")
    if any(p.kind != "input" for p in body.input_ports) or [p.kind for p in body.output_ports] != ["output"]:
        raise VerifyError(f"program {program.name!r}: function {fn.kind} must take inputs and return one output")
    try:
        verify(body, registry, _in_function=True)
    except VerifyError as e:
        raise VerifyError(f"program {program.name!r}: in function {fn.kind}: {e}") from None


def verify_pair(forward: Program, backward: Program, registry: OpRegistry | None = None) -> None:
    """The backward reads, in order, exactly the values the forward saves (same types), and
    takes one tangent per forward output of the same type. Given a registry: no saved value
    that views a parameter is read after the backward assigns that parameter."""
    if any(v is None for p, v in zip(forward.output_ports, forward.outputs) if p.kind in ("saved", "output")):
        raise VerifyError("the forward returns nothing for a saved value or a result")
    saved_out = [(p.name, v.type) for p, v in zip(forward.output_ports, forward.outputs) if p.kind == "saved"]
    saved_in = [(p.name, v.type) for p, v in zip(backward.input_ports, backward.inputs) if p.kind == "saved"]
    if saved_out != saved_in:
        raise VerifyError(f"the forward saves {len(saved_out)} values but the backward reads "
                          f"{len(saved_in)}, or their types differ")
    params = {p.name for p in forward.input_ports if p.kind == "param"}
    inputs = {p.name for p in forward.input_ports if p.kind == "input"}
    for p in backward.output_ports:
        if p.kind == "grad" and p.name not in params:
            raise VerifyError(f"the backward returns a gradient for {p.name!r}, which is not a "
                              "parameter of the forward")
        if p.kind == "input_grad" and p.name not in inputs:
            raise VerifyError(f"the backward returns a gradient for input {p.name!r}, which is not an "
                              "input of the forward")
    outputs = {p.name: v.type for p, v in zip(forward.output_ports, forward.outputs) if p.kind == "output"}
    for p, v in zip(backward.input_ports, backward.inputs):
        if p.kind == "tangent" and outputs.get(p.name) is None:
            raise VerifyError(f"the backward takes a tangent for forward output {p.name}, which "
                              "does not exist")
        if p.kind == "tangent" and (outputs[p.name].shape, outputs[p.name].dtype) != (v.type.shape, v.type.dtype):
            raise VerifyError(f"the backward's tangent {p.name} is {v.type}, the output is {outputs[p.name]}")
    _check_carried_pair(forward, backward)
    assigned = {p.name.partition(":")[2]: v for p, v in zip(backward.output_ports, backward.outputs)
                if p.kind == "assign" and p.name.startswith("param:")}
    if assigned and registry is not None:
        made_at = {v: i for i, op in enumerate(backward.ops) for v in op.outputs if v is not None}
        saved_in = {p.name: v for p, v in zip(backward.input_ports, backward.inputs) if p.kind == "saved"}
        for p, v in zip(forward.input_ports, forward.inputs):
            if p.kind != "param" or p.name not in assigned:
                continue
            views = _aliases(forward, v, registry)
            read_as = set()
            for q, saved in zip(forward.output_ports, forward.outputs):
                if q.kind == "saved" and saved in views:
                    read_as |= _aliases(backward, saved_in[q.name], registry)
            at = made_at.get(assigned[p.name], -1)
            if any(u in read_as for op in backward.ops[at + 1:] for u in op.inputs()):
                raise VerifyError(f"the backward reads a saved view of {p.name!r} after it assigns {p.name!r}")


def _schema_problem(op: Op, record) -> str | None:
    """What is wrong with how `op` passes its arguments, by the op's own schema: too many, a
    missing one, an unknown keyword, or a tensor where the schema takes none (and the reverse).
    Cheap and coarse: `thunder-aot check` runs each op on meta tensors for the rest."""
    schema = getattr(record.fn, "_schema", None)
    if schema is None:
        return None
    fixed_results, positional, params = _schema_facts(schema)
    if fixed_results is not None:
        if op.unpack and len(op.outputs) != fixed_results or not op.unpack and fixed_results != 1:
            return f"makes {fixed_results} results, the program records {len(op.outputs)}"
    if len(op.args) > len(positional):
        return f"takes at most {len(positional)} positional arguments, the program passes {len(op.args)}"
    given = dict(zip(positional, op.args))
    for key, x in op.kwargs:
        if key not in params or key in given:
            return f"has no keyword argument {key!r}, or it is given twice"
        given[key] = x
    for name, (kind, has_default) in params.items():
        if name not in given:
            if not has_default:
                return f"argument {name!r} is missing"
            continue
        x = given[name]
        if isinstance(x, Value) and "Tensor" not in kind and kind not in ("number", "Optional[number]"):
            return f"argument {name!r} ({kind}) is given a tensor"
        if kind == "Tensor" and not isinstance(x, (Value, int, float)):
            return f"argument {name!r} (Tensor) is given {type(x).__name__}"
        if kind.startswith("List[") and not isinstance(x, (tuple, int)):
            return f"argument {name!r} ({kind}) is given {type(x).__name__}"
    return None


# What _schema_problem reads of each schema, by id (the schema is kept, so the id stays its):
# turning a schema's types into text, argument by argument, for each of a program's ops was
# most of the time verifying it took.
_SCHEMA_FACTS: dict[int, tuple] = {}


def _schema_facts(schema):
    """(the number of results, None for a list; the positional argument names; every
    argument's name -> (its type as text, whether it has a default))."""
    known = _SCHEMA_FACTS.get(id(schema))
    if known is None:
        returns = schema.returns
        fixed = None if len(returns) == 1 and str(returns[0].type).startswith("List[") else len(returns)
        positional = [a.name for a in schema.arguments if not a.kwarg_only]
        params = {a.name: (str(a.type), a.has_default_value()) for a in schema.arguments}
        known = _SCHEMA_FACTS[id(schema)] = (schema, (fixed, positional, params))
    return known[1]


def _bad_arg(arg):
    if isinstance(arg, (Value, Fn)):
        return None
    if isinstance(arg, tuple):
        return next((b for b in map(_bad_arg, arg) if b is not None), None)
    known = ((Dtype, lambda a: a.name in DTYPE_BYTES), (Layout, lambda a: a.name in LAYOUTS),
             (MemoryFormat, lambda a: a.name in MEMORY_FORMATS), (Device, lambda a: a.type in DEVICES))
    for cls, ok in known:
        if isinstance(arg, cls):
            return None if ok(arg) else arg
    return None if isinstance(arg, _LITERALS) else arg


def _is_name(text) -> bool:
    return isinstance(text, str) and text.isidentifier() and not keyword.iskeyword(text)


def _printable(text) -> bool:
    return isinstance(text, str) and text.isprintable()


def _defined_values(program: Program):
    # Every value an op reads must be one of these (checked op by op), so checking the types
    # of these checks every type in the program.
    yield from (v for v in program.inputs if isinstance(v, Value))
    for op in program.ops:
        yield from (v for v in op.outputs if isinstance(v, Value))


def _context(program: Program, where: int | None, radius: int = 3) -> str:
    """The printed program around op `where` (its index; None: the first lines, len(ops): the
    return), the op's own line marked. Provenance comments and regions take lines of their
    own, so the line comes from the printer, not from the op's index."""
    op_lines: dict[int, int] = {}
    try:
        lines = render(program, op_lines=op_lines).splitlines()
    except Exception:  # a program too broken to print still gets its message
        return "(the program cannot be printed)"
    if where is None:
        return "\n".join(lines[: 2 * radius + 1])
    at = op_lines[where] - 1 if where in op_lines else next(
        j for j, line in enumerate(lines) if line.lstrip().startswith("return "))
    lo, hi = max(at - radius, 0), min(at + radius + 1, len(lines))
    return "\n".join(("--> " if j == at else "    ") + lines[j] for j in range(lo, hi))


def _check_carried_pair(forward: Program, backward: Program) -> None:
    """The backward reads no carry (the forward hands it the ones it needs as saved values), and
    each carry it returns is one the forward reads and does not itself return."""
    if any(p.kind == "carry" for p in backward.input_ports):
        raise VerifyError("the backward reads a carry as an input; it must read the value the forward saved")
    carried = {p.name: v.type for p, v in zip(forward.input_ports, forward.inputs) if p.kind == "carry"}
    returned = {p.name for p in forward.output_ports if p.kind == "carry"}
    for p, v in zip(backward.output_ports, backward.outputs):
        if p.kind != "carry":
            continue
        want = carried.get(p.name)
        if want is None or p.name in returned:
            raise VerifyError(f"the backward returns carry {p.name!r}, which the forward does not read or "
                              "returns itself")
        if (want.dtype, want.shape) != (v.type.dtype, v.type.shape):
            raise VerifyError(f"the backward returns {v.type} for carry {p.name!r}, which is {want}")
