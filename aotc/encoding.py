"""A program as plain data (lists, maps, numbers, strings): the canonical form that artifacts
store as msgpack (aotc.format.serde) and that region keys hash.

Values are numbered in order of definition, so equal programs give equal data; provenance
strings are kept in two tables ("modules", "sources") and left out of region keys. Functions
ops take (`Fn`, format 7) are kept once each in the program's table ("functions") that
arguments index, those of its regions' ops included (a region's body has no table of its own).
"""

from __future__ import annotations

import hashlib

import msgpack

from aotc.ir import Device, Dtype, Fn, Layout, MemoryFormat, Program, Region, Value


def region_key(region: Region) -> str:
    """A name for what a region computes: the hash of its executor and body, the same for
    identical regions (every layer of a model) and across compiles."""
    doc = [region.executor, program_doc(region.body, provenance=False)]
    return hashlib.sha256(msgpack.packb(doc, use_bin_type=True)).hexdigest()[:16]


def program_doc(program: Program, provenance: bool = True, fns: dict | None = None) -> dict:
    """`fns`: the enclosing program's function table, for a region's body."""
    ids: dict[Value, int] = {}
    values: list[list] = []

    def number(v: Value | None):
        if v is None:
            return None
        if v not in ids:
            ids[v] = len(values)
            t = v.type
            values.append([t.dtype, list(t.shape), list(t.stride), t.device])
        return ids[v]

    inputs = [[p.kind, p.name, number(v)] for p, v in zip(program.input_ports, program.inputs)]
    own_table = fns is None
    fns = {} if fns is None else fns      # functions ops take, each stored once
    ops = []
    modules: dict[str, int] = {}          # provenance strings, each stored once
    sources: dict[str, int] = {}
    for op in program.ops:
        if isinstance(op, Region):
            ops.append({"region": op.executor, "body": program_doc(op.body, provenance, fns),
                        "args": [ids[v] for v in op.args], "outputs": [number(v) for v in op.outputs]})
            continue
        args = [_encode(a, ids, fns) for a in op.args]
        kwargs = [[k, _encode(a, ids, fns)] for k, a in op.kwargs]
        outs = [number(v) for v in op.outputs]
        entry = [op.name, args, kwargs, outs, op.unpack]
        if provenance and (op.module or op.source):
            entry.append(modules.setdefault(op.module, len(modules)))
            if op.source:
                entry.append(sources.setdefault(op.source, len(sources)))
        ops.append(entry)
    outputs = [[p.kind, p.name, None if v is None else ids[v]]
               for p, v in zip(program.output_ports, program.outputs)]
    doc = {"name": program.name, "values": values, "inputs": inputs, "ops": ops, "outputs": outputs}
    if modules:
        doc["modules"] = list(modules)
    if sources:
        doc["sources"] = list(sources)
    if own_table and fns:
        doc["functions"] = [{"kind": f.kind, "program": program_doc(f.program, provenance)} for f in fns]
    return doc


def _encode(arg, ids, fns: dict):
    if isinstance(arg, Value):
        return {"v": ids[arg]}
    if isinstance(arg, Fn):
        return {"fn": fns.setdefault(arg, len(fns))}
    if isinstance(arg, tuple):
        return [_encode(a, ids, fns) for a in arg]
    if isinstance(arg, Dtype):
        return {"dtype": arg.name}
    if isinstance(arg, Device):
        return {"device": arg.type}
    if isinstance(arg, Layout):
        return {"layout": arg.name}
    if isinstance(arg, MemoryFormat):
        return {"memory_format": arg.name}
    if arg is None or isinstance(arg, (bool, int, float, str)):
        return arg
    raise TypeError(f"cannot serialize argument {arg!r}")
