"""FSDP gathers of fp8 weights in fp8: one byte an element on the wire instead of two.

A weight sharded by rows over a data axis is gathered whole before each use, and under
`--fp8` its every use is a cast to float8 with one scale for the whole tensor, amax(|w|) / max.
That cast is elementwise and the amax is a maximum, so both can be taken on the shards: each
rank reduces its own rows' amax, the ranks take the maximum of those (one number, all-reduced),
and each rank casts its own rows with the scale that gives; gathering the fp8 rows then makes
exactly the tensor the whole weight's cast made, bit for bit. A transposed fp8 copy (the
input-gradient matmul's operand) becomes a transpose of the gathered fp8 weight, one byte read
an element instead of two.

    w = wait(gather(shard))                      a = wait(all_reduce(amax(|shard|), max))[i]
    a = amax(|w|); s = f(a)               ->     s = f(a)
    w8 = fp8(w / s); wt8 = fp8(t(w) / s)         w8 = wait(gather(fp8(shard / s))); wt8 = contiguous(t(w8))

A weight gathered whole for anything else too (a bf16 matmul of `--fp8-skip`, a saved copy)
keeps its gather; so does a weight gathered in a bucket with others (`--bucket-mb`), which
its gather does not name. The amaxes of all of a program's weights go in one all-reduce (a
vector, one number a weight) at its start; te-delayed's casts, scaled from a history, need none.
"""

from __future__ import annotations

from aotc.builder import Builder
from aotc.ir import Dtype, MemoryFormat, Op, Program, Value, defined_at, defined_by
from aotc.ops import ALL_REDUCE, GATHER, WAIT, Kind, OpRegistry
from aotc.passes.dce import dce
from aotc.passes.shard import gather_chain
from aotc.sharding import DATA_AXES

_FP8 = (Dtype("float8_e4m3fn"), Dtype("float8_e5m2"))
_CONTIGUOUS = MemoryFormat("contiguous_format")


def fp8_gathers(forward: Program, backward: Program, registry: OpRegistry) -> tuple[Program, Program]:
    """After fp8_gathers, no weight gathered over a data axis only to be cast to fp8 is gathered
    in its own precision: its shards are cast and the fp8 rows gathered (see the module's text)."""
    return _gather_fp8(forward, registry), _gather_fp8(backward, registry)


class _Site:
    """One gathered weight whose every reader is its amax or an fp8 cast."""

    def __init__(self, gather: Op, whole: Value, unpad: Op | None):
        self.gather, self.whole, self.unpad = gather, whole, unpad
        self.amaxes: list[Op] = []                      # amax(|w|) over the whole tensor
        self.casts: list[tuple[Op, Value, bool]] = []   # (the fp8 cast, its scale, transposed?)
        self.chains: list[list[Op]] = []                # each cast's ops, from the f32 copy on


def _gather_fp8(program: Program, registry: OpRegistry) -> Program:
    ops = list(program.ops)
    readers: dict[Value, list[Op]] = {}
    for op in ops:
        for v in op.inputs():
            readers.setdefault(v, []).append(op)
    returned = {v for v in program.outputs if v is not None}
    inputs = set(program.inputs)

    def only_reader(v: Value, name: str | Kind) -> Op | None:
        found = readers.get(v, [])
        if len(found) != 1 or v in returned:
            return None
        matches = registry.kind(found[0], name) if isinstance(name, Kind) else found[0].name == name
        return found[0] if matches else None

    producer = defined_by(ops)
    sites = []
    for op in ops:
        if not registry.kind(op, Kind.WAIT):
            continue
        # A parameter's gathered copy as the shard pass makes it: wait(gather(shard)), then
        # the slice that drops the padding where the rows did not divide.
        unpad = only_reader(op.outputs[0], "aten.slice.Tensor")
        whole = unpad.outputs[0] if unpad is not None else op.outputs[0]
        chain = gather_chain(whole, producer, inputs)
        if chain is None or chain[0].args[-1] not in DATA_AXES or only_reader(chain[0].outputs[0], Kind.WAIT) is None:
            continue
        if unpad is not None and (tuple(unpad.args[1:4]) != (0, 0, whole.type.shape[0])
                                  or tuple(unpad.args[4:]) not in ((), (1,))):
            continue
        site = _Site(chain[0], whole, unpad)
        if _read_only_by_casts(site, readers, returned, only_reader):
            sites.append(site)
    if not sites:
        return program

    at = defined_at(ops)
    after: dict[int, list[Op]] = {}
    mapping: dict[Value, Value] = {}
    # Every weight's amax from its shards' in one all-reduce per axis, first thing: the shards
    # are the program's inputs, so each gather can still be issued as early as before.
    by_axis: dict[str, list[tuple[_Site, Op]]] = {}
    for site in sites:
        for amax in site.amaxes:
            by_axis.setdefault(site.gather.args[-1], []).append((site, amax))
    for group, found in by_axis.items():
        b = Builder(registry, like=found[0][1])
        local = [b.emit("aten._to_copy.default",
                        b.emit("aten.amax.default", b.emit("aten.abs.default", site.gather.args[0]), (), False),
                        dtype=Dtype("float32")) for site, _ in found]
        top = b.emit(WAIT, b.emit(ALL_REDUCE, b.emit("aten.stack.default", tuple(local), 0), "max", group))
        for i, (_, amax) in enumerate(found):
            mapping[amax.outputs[0]] = b.emit("aten._to_copy.default", b.emit("aten.select.int", top, 0, i),
                                              dtype=Dtype(amax.outputs[0].type.dtype))
        after.setdefault(-1, []).extend(b.ops)
    for site in sites:
        gather = site.gather
        shard = gather.args[0]
        b = Builder(registry, like=gather)
        scale = site.casts[0][1]
        cast, chain = site.casts[0][0], site.chains[0]
        x = shard
        for link in chain[:-1]:         # the same f32 copy, division and clamp, on this rank's rows
            x = b.emit(link.name, x, *link.args[1:], kwargs=link.kwargs)
        x = b.emit(cast.name, x, kwargs=cast.kwargs)
        # Moved as bytes: gloo has no float8 type, and a gather only copies.
        raw = b.emit(WAIT, b.emit(GATHER, b.emit("aten.view.dtype", x, Dtype("uint8")), *gather.args[1:]))
        rows = b.emit("aten.view.dtype", raw, Dtype(x.type.dtype))
        if site.unpad is not None:
            rows = b.emit("aten.slice.Tensor", rows, *site.unpad.args[1:])
        for cast, _, transposed in site.casts:
            if transposed:
                mapping[cast.outputs[0]] = b.emit("aten.clone.default", b.emit("aten.t.default", rows),
                                                  memory_format=_CONTIGUOUS)
            else:
                mapping[cast.outputs[0]] = rows
        # After the scale, before every cast it replaces.
        after.setdefault(at.get(scale, -1), []).extend(b.ops)

    out = list(after.get(-1, []))
    for i, op in enumerate(ops):
        out += [op] + after.get(i, [])
    out = [op.replace_inputs(mapping) for op in out]
    program = program.replace(ops=tuple(out),
                              outputs=tuple(mapping.get(v, v) if v is not None else None for v in program.outputs))
    return dce(program, registry)


def _read_only_by_casts(site: _Site, readers, returned, only_reader) -> bool:
    """Whether the gathered weight's every reader (through transposes) is a whole-tensor amax of
    its absolute value or an fp8 cast `fp8(clamp(f32(w) / s))`, all casts with one scale;
    records them on `site`."""
    stack = [(site.whole, False)]
    while stack:
        v, transposed = stack.pop()
        if v in returned:
            return False
        for op in readers.get(v, []):
            if op.name == "aten.t.default":
                stack.append((op.outputs[0], not transposed))
            elif op.name == "aten.abs.default":
                amax = only_reader(op.outputs[0], "aten.amax.default")
                if amax is None or tuple(amax.args[1:]) not in (((),), ((), False), ([],), ([], False)) or amax.kwargs:
                    return False
                site.amaxes.append(amax)
            elif op.name == "aten._to_copy.default" and dict(op.kwargs) == {"dtype": Dtype("float32")}:
                chain = _cast_chain(op, only_reader)
                if chain is None:
                    return False
                site.chains.append(chain)
                site.casts.append((chain[-1], chain[1].args[1], transposed))
            else:
                return False
    return bool(site.casts) and len({s for _, s, _ in site.casts}) == 1 and isinstance(site.casts[0][1], Value)


def _cast_chain(copy: Op, only_reader) -> list[Op] | None:
    """[f32 copy, div by a scale, clamp, fp8 cast] from `copy`, each the only reader of the last."""
    div = only_reader(copy.outputs[0], "aten.div.Tensor")
    clamp = div and only_reader(div.outputs[0], "aten.clamp.default")
    cast = clamp and only_reader(clamp.outputs[0], "aten._to_copy.default")
    if cast is None or div.args[0] is not copy.outputs[0] or not isinstance(div.args[1], Value) \
            or div.args[1].type.shape != ():
        return None
    kwargs = dict(cast.kwargs)
    if kwargs.get("dtype") not in _FP8 or set(kwargs) - {"dtype", "memory_format"} or \
            kwargs.get("memory_format", _CONTIGUOUS) != _CONTIGUOUS:
        return None
    return [copy, div, clamp, cast]
