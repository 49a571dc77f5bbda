"""Click parameter types for the flags whose values have a grammar: KEY=VALUE, BxT, DTYPE[SHAPE].

Each raises click's BadParameter, so a bad value exits 2 with click's usage message, which
names the flag, the value and the form it should take.
"""

from __future__ import annotations

import ast
import re

import click

from aotc.model_info import InputInfo


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
    """DTYPE[D0,D1,...] -> InputInfo, e.g. f32[8,16] or int64[2,64]."""

    name = "DTYPE[SHAPE]"

    def convert(self, value, param, ctx):
        if isinstance(value, InputInfo):
            return value
        try:
            return InputInfo.parse(value)
        except ValueError as e:
            self.fail(str(e), param, ctx)


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


KEY_VALUE = KeyValue()
MESH_AXES = MeshAxes()
TOKEN_SHAPE = TokenShape()
INPUT_TYPE = InputType()


def args_dict(pairs: tuple[tuple[str, object], ...]) -> dict:
    """Repeated --arg flags as a dict; a key given twice keeps its last value, as flags do."""
    return dict(pairs)
