"""Click parameter types for the flags whose values have a grammar: KEY=VALUE, BxT, DTYPE[SHAPE].

Each raises click's BadParameter, so a bad value exits 2 with click's usage message, which
names the flag, the value and the form it should take.
"""

from __future__ import annotations

import ast
import json
import re

import click

from aotc.model_info import InputInfo
from aotc.options import TP_STYLES


_IDENTIFIER = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
_SHAPE = re.compile(r"^[0-9]+(x[0-9]+)*$")


def literal(text: str):
    """A Python literal, else the plain string: `n_layers=4` is 4, `config=tiny` is "tiny",
    `config='tiny'` is "tiny" too, `eps=1e-6` is a float."""
    try:
        return ast.literal_eval(text)
    except (ValueError, SyntaxError, MemoryError, RecursionError):
        return text


class KeyValue(click.ParamType):
    """KEY=VALUE -> (key, value) with VALUE parsed by `literal`."""

    name = "KEY=VALUE"

    def convert(self, value, param, ctx):
        if isinstance(value, tuple):
            return value
        key, sep, text = value.partition("=")
        key = key.strip()
        if not sep or not _IDENTIFIER.match(key):
            self.fail(f"{value!r} is not KEY=VALUE with KEY a Python identifier, e.g. n_layers=4", param, ctx)
        return key, literal(text)


class TokenShape(click.ParamType):
    """BxT (or any number of x-separated sizes) -> the int64 token-id input of that shape."""

    name = "BxT"

    def convert(self, value, param, ctx):
        if isinstance(value, InputInfo):
            return value
        text = value.strip().lower()
        if not _SHAPE.match(text):
            self.fail(f"{value!r} is not of the form BxT, e.g. 2x64", param, ctx)
        return InputInfo(dtype="int64", shape=tuple(int(d) for d in text.split("x")))


class InputType(click.ParamType):
    """DTYPE[D0,D1,...] -> (InputInfo,), e.g. f32[8,16] or int64[2,64]; a dimension may list
    sizes for shape buckets, D|D|... (i64[1,2048|4096] -> two InputInfos)."""

    name = "DTYPE[SHAPE]"

    def convert(self, value, param, ctx):
        if isinstance(value, tuple):
            return value
        if isinstance(value, InputInfo):
            return (value,)
        text = value.strip()
        dims = text[text.find("[") + 1: text.rfind("]")].split(",") if "[" in text else []
        choices = [d.split("|") for d in dims]
        count = max((len(c) for c in choices), default=1)
        if any(len(c) not in (1, count) for c in choices):
            self.fail(f"{value!r}: every dimension that lists sizes lists the same number of them, "
                      "one per shape bucket (e.g. i64[1,2048|4096])", param, ctx)
        out = []
        for k in range(count):
            shape = ",".join(c[k if len(c) > 1 else 0] for c in choices)
            try:
                out.append(InputInfo.parse(f"{text[: text.find('[')]}[{shape}]" if dims else text))
            except ValueError as e:
                self.fail(str(e), param, ctx)
        return tuple(out)


def shape_buckets(shapes: tuple[InputInfo, ...], inputs: tuple[tuple[InputInfo, ...], ...]
                  ) -> list[tuple[InputInfo, ...]]:
    """The sets of example inputs --shape (repeated) and --input (with D|D sizes) give, one per
    shape bucket: each --shape is a bucket's first input; an --input listing one shape serves
    every bucket."""
    count = max([len(shapes)] + [len(i) for i in inputs]) if shapes or inputs else 0
    for i in inputs:
        if len(i) not in (1, count):
            raise click.UsageError(f"--input {i[0].dtype}[...] lists {len(i)} shapes, but there are {count} shape "
                                   "buckets: give one shape, or one per bucket")
    if shapes and len(shapes) != count:
        raise click.UsageError(f"--shape is given {len(shapes)} times but --input lists {count} shapes: give as "
                               "many of each")
    return [((shapes[k],) if shapes else ()) + tuple(i[k if len(i) > 1 else 0] for i in inputs)
            for k in range(count)]


class MeshAxes(click.ParamType):
    """AXIS=N[,AXIS=N...] -> ((axis, n), ...), e.g. ep=2 or dp=2,ep=2."""

    name = "AXIS=N[,AXIS=N...]"

    def convert(self, value, param, ctx):
        if isinstance(value, tuple):
            return value
        axes = []
        for part in value.split(","):
            axis, sep, size = part.strip().partition("=")
            if not sep or not _IDENTIFIER.match(axis.strip()) or not size.strip().isdigit():
                self.fail(f"{value!r} is not AXIS=N[,AXIS=N...], e.g. ep=2 or dp=2,ep=2", param, ctx)
            axes.append((axis.strip(), int(size)))
        return tuple(axes)


class TpPlan(click.ParamType):
    """GLOB=STYLE -> (glob, style), e.g. 'output.*=replicate'."""

    name = "GLOB=STYLE"

    def convert(self, value, param, ctx):
        if isinstance(value, tuple):
            return value
        glob, sep, style = value.rpartition("=")
        if not sep or not glob.strip() or style.strip() not in TP_STYLES:
            self.fail(f"{value!r} is not GLOB=STYLE with STYLE one of {', '.join(TP_STYLES)}, "
                      "e.g. 'output.weight=replicate'", param, ctx)
        return glob.strip(), style.strip()


def plan_file(path) -> tuple[tuple[str, str], ...]:
    """--tp-plan-file: a JSON object {glob: style, ...} as (glob, style) pairs, in its order."""
    if path is None:
        return ()
    try:
        data = json.loads(path.read_text())
    except (OSError, UnicodeDecodeError, ValueError) as e:
        raise click.BadParameter(f"{path}: not a JSON file ({e})", param_hint="--tp-plan-file") from None
    if not isinstance(data, dict) or not all(isinstance(k, str) and v in TP_STYLES for k, v in data.items()):
        raise click.BadParameter(f"{path}: give a JSON object of glob: style, each style one of "
                                 f"{', '.join(TP_STYLES)}", param_hint="--tp-plan-file")
    return tuple(data.items())


class ModuleList(click.ParamType):
    """MODULE[,MODULE...] -> ("layers.10", "layers.20"): qualified module names."""

    name = "MODULE[,MODULE...]"

    def convert(self, value, param, ctx):
        if isinstance(value, tuple):
            return value
        names = tuple(n.strip() for n in value.split(","))
        if not all(n and all(_IDENTIFIER.match(part) or part.isdigit() for part in n.split(".")) for n in names):
            self.fail(f"{value!r} is not MODULE[,MODULE...], e.g. layers.10,layers.20", param, ctx)
        return names


KEY_VALUE = KeyValue()
MODULE_LIST = ModuleList()
MESH_AXES = MeshAxes()
TP_PLAN = TpPlan()
TOKEN_SHAPE = TokenShape()
INPUT_TYPE = InputType()


def args_dict(pairs: tuple[tuple[str, object], ...]) -> dict:
    """Repeated --arg flags as a dict; a key given twice keeps its last value, as flags do."""
    return dict(pairs)
