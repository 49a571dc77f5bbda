"""Programs to and from msgpack: plain data only, so reading an artifact runs none of its code.

    {"name": str,
     "values": [[dtype, shape, stride, device], ...],   # value i is values[i]
     "inputs": [[kind, name, value], ...],
     "ops": [[opname, [arg...], [[key, arg]...], [value | None ...], unpack(, module(, source))]
             | {"region": executor, "body": {program}, "args": [value...], "outputs": [value...]}, ...],
     "outputs": [[kind, name, value | None], ...],
     "modules": [str, ...], "sources": [str, ...]}       # provenance, each string stored once

An op's optional module and source are indices into "modules" ("path:Class") and "sources"
("file.py:line"). An arg is a msgpack nil/bool/int/float/str, an array of args, or a one-key map tagging a value
reference or a torch literal: {"v": i}, {"dtype": "float32"}, {"device": "cpu"},
{"layout": "strided"}, {"memory_format": "contiguous_format"}. Values are numbered in order of
definition, so equal programs encode to equal bytes.
"""

from __future__ import annotations

import msgpack

from aotc.encoding import program_doc, region_key
from aotc.errors import AotcError
from aotc.ir import Device, Dtype, Fn, Layout, MemoryFormat, Op, Port, Program, Region, TensorType, Value

__all__ = ["FormatError", "program_from_bytes", "program_to_bytes", "region_key"]


class FormatError(AotcError, ValueError):
    """A program file that is not a valid program; the message says what and where."""
    code = "AOTC-E201"


def program_to_bytes(program: Program) -> bytes:
    return msgpack.packb(program_doc(program), use_bin_type=True)


def program_from_bytes(data: bytes, what: str = "program") -> Program:
    """Decode and structurally check; the verifier checks the rest. Raises FormatError."""
    try:
        return _program(msgpack.unpackb(data, raw=False, strict_map_key=True), regions=True)
    except FormatError as e:
        raise FormatError(f"{what}: {e}") from None
    except (msgpack.UnpackException, ValueError, TypeError, KeyError, IndexError, RecursionError) as e:
        raise FormatError(f"{what}: not a valid program ({type(e).__name__}: {str(e)[:200]})") from None


def _program(doc: dict, regions: bool, functions: bool = True, fns: list | None = None) -> Program:
    """A program from its doc; `regions` and `functions`: whether it may hold them (a region's
    body holds no regions; a function's program holds neither). `fns`: the enclosing program's
    function table, which a region's body indexes."""
    values = [Value(TensorType(str(d), _ints(s), _ints(st), str(dev)))
              for d, s, st, dev in doc["values"]]

    def value(i):
        if i is None:
            return None
        if not isinstance(i, int) or not 0 <= i < len(values):
            raise FormatError(f"value reference {i!r} is out of range")
        return values[i]

    module = _string_table(doc, "modules", "module")     # format 3: provenance strings
    source = _string_table(doc, "sources", "source")     # format 4: source lines

    inputs = [(Port(str(k), str(n)), value(i)) for k, n, i in doc["inputs"]]
    if fns is not None and "functions" in doc:
        raise FormatError("a region's body has a function table of its own; its ops index the program's")
    fns = fns if fns is not None else _functions(doc) if functions else []

    def fn(i):
        if not isinstance(i, int) or not 0 <= i < len(fns):
            raise FormatError(f"function reference {i!r} is out of range")
        return fns[i]

    ops = []
    for entry in doc["ops"]:
        if isinstance(entry, dict):
            if not regions or set(entry) != {"region", "body", "args", "outputs"}:
                raise FormatError("a region may hold only plain ops" if not regions
                                  else f"malformed region entry with keys {sorted(entry)}")
            ops.append(Region(str(entry["region"]), _program(entry["body"], regions=False, functions=functions, fns=fns),
                              tuple(value(i) for i in entry["args"]),
                              tuple(value(i) for i in entry["outputs"])))
            continue
        if not isinstance(entry, list) or len(entry) not in (5, 6, 7):
            raise FormatError(f"malformed op entry {str(entry)[:80]!r}")
        name, args, kwargs, outs, unpack = entry[:5]
        ops.append(Op(str(name), tuple(_decode(a, value, fn) for a in args),
                      tuple((str(k), _decode(a, value, fn)) for k, a in kwargs),
                      tuple(value(i) for i in outs), bool(unpack),
                      module=module(entry[5]) if len(entry) >= 6 else "",
                      source=source(entry[6]) if len(entry) == 7 else ""))
    outputs = [(Port(str(k), str(n)), value(i)) for k, n, i in doc["outputs"]]
    return Program(name=str(doc["name"]),
                   inputs=tuple(v for _, v in inputs), input_ports=tuple(p for p, _ in inputs),
                   ops=tuple(ops),
                   outputs=tuple(v for _, v in outputs), output_ports=tuple(p for p, _ in outputs))


def _functions(doc: dict) -> list[Fn]:
    """The program's table of functions (format 7): each a program of plain ops."""
    table = doc.get("functions", [])
    if not isinstance(table, list):
        raise FormatError("the program's function table is not a list")
    out = []
    for entry in table:
        if not isinstance(entry, dict) or set(entry) != {"kind", "program"} or not isinstance(entry["kind"], str):
            raise FormatError("a function entry is not {kind, program}")
        out.append(Fn(entry["kind"], _program(entry["program"], regions=False, functions=False)))
    return out


def _string_table(doc: dict, key: str, what: str):
    """A lookup into the program's string table `key`, refusing references out of range."""
    table = doc.get(key, [])
    if not isinstance(table, list) or not all(isinstance(m, str) for m in table):
        raise FormatError(f"the program's {what} table is not a list of strings")

    def lookup(i):
        if not isinstance(i, int) or not 0 <= i < len(table):
            raise FormatError(f"{what} reference {i!r} is out of range")
        return table[i]
    return lookup


def _ints(xs) -> tuple[int, ...]:
    if not isinstance(xs, list) or not all(isinstance(x, int) for x in xs):
        raise FormatError(f"expected a list of ints, got {xs!r}")
    return tuple(xs)


_TAGS = {"dtype": Dtype, "device": Device, "layout": Layout, "memory_format": MemoryFormat}


# Op arguments nest lists at most this deep (a list of lists of ints is 2).
_MAX_NESTING = 8


def _decode(arg, value, fn, depth: int = 0):
    if isinstance(arg, list):
        if depth >= _MAX_NESTING:
            raise FormatError(f"an argument nests lists more than {_MAX_NESTING} deep")
        return tuple(_decode(a, value, fn, depth + 1) for a in arg)
    if isinstance(arg, dict):
        if len(arg) != 1:
            raise FormatError(f"argument map {arg!r} must have exactly one key")
        (tag, x), = arg.items()
        if tag == "v":
            v = value(x)
            if v is None:
                raise FormatError("an argument refers to no value")
            return v
        if tag == "fn":
            return fn(x)
        if tag not in _TAGS or not isinstance(x, str):
            raise FormatError(f"unknown argument tag {tag!r}")
        return _TAGS[tag](x)
    if arg is None or isinstance(arg, (bool, int, float, str)):
        return arg
    raise FormatError(f"unknown argument {arg!r}")
