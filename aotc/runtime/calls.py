"""The loaded module's calling convention: the calls the model's own forward accepts, bound to
the artifact's inputs, and the result rebuilt as the model returns it.

A call is bound with the live model's forward signature (`inspect.Signature.bind`), so
positional, keyword and omitted arguments all work as on the model. The artifact's inputs are
the first positional parameters (an entry compiled by position) and the parameters it names
(format 11: `--input NAME=DTYPE[SHAPE]`); every other argument must be left out or be its
parameter's default, since the programs were traced without it.
"""

from __future__ import annotations

import dataclasses
import inspect
import re
import sys
from collections import namedtuple

import torch
from torch import nn

from aotc.errors import ModelMismatchError
from aotc.format.manifest import Entry
from aotc.model_info import OutputRecord, OutputTree


def input_names(params: list[inspect.Parameter], inputs) -> list[str | None]:
    """Each input's parameter of a forward with these parameters: the name it was compiled with
    (by keyword), else the positional parameter it binds to (None where there is none)."""
    positional = [p.name for p in params if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    return [i.name or (positional[k] if k < len(positional) else None) for k, i in enumerate(inputs)]


class Binder:
    """Binds a call to the entry's inputs, in the entry's order."""

    def __init__(self, model: nn.Module, entry: Entry):
        self.entry = entry
        self.model_name = type(model).__name__
        try:
            self.signature = inspect.signature(model.forward)
        except (TypeError, ValueError):
            self.signature = None
        params = list(self.signature.parameters.values()) if self.signature else []
        self.names = input_names(params, entry.inputs)
        if self.signature is None or None in self.names or (
                any(i.name for i in entry.inputs) and not all(n in self.signature.parameters or _takes_any(params)
                                                              for n in self.names)):
            self.signature = None       # bind by position alone

    def __call__(self, args: tuple, kwargs: dict) -> tuple:
        if self.signature is None:
            if kwargs:
                raise ModelMismatchError(f"{self.described()} takes its inputs by position only; got "
                                         f"{', '.join(kwargs)} by name{self.fix()}")
            return args
        try:
            bound = self.signature.bind(*args, **kwargs)
        except TypeError as e:
            n = len(self.names)
            raise ModelMismatchError(f"{self.described()}, which takes {n} input{'s' * (n != 1)}: {e}"
                                     f"{self.fix()}") from None
        given = dict(bound.arguments)
        for p in self.signature.parameters.values():
            if p.kind == p.VAR_KEYWORD:
                given.update(given.pop(p.name, {}))
            elif p.kind == p.VAR_POSITIONAL and not given.get(p.name):
                given.pop(p.name, None)
        missing = [n for n in self.names if n not in given]
        if missing:
            raise ModelMismatchError(f"{self.described()}; {', '.join(missing)} not given{self.fix()}")
        extra = [n for n in given if n not in self.names and not _is_default(self.signature, n, given[n])]
        if extra:
            raise ModelMismatchError(f"{self.described()}, every other parameter at its default; got "
                                     f"{', '.join(f'{n}={_short(given[n])}' for n in extra)}"
                                     f"{self.fix(extra)}")
        return tuple(given[n] for n in self.names)

    def described(self) -> str:
        inputs = ", ".join(f"{n}: {i.dtype}[{', '.join(map(str, i.shape))}]" for n, i in zip(self.names, self.entry.inputs))
        return f"the artifact runs {self.model_name}.forward({inputs})"

    def fix(self, extra=()) -> str:
        more = " ".join(f"--input {n}=DTYPE[SHAPE]" for n in extra) or "--input NAME=DTYPE[SHAPE] for each"
        return (f"; call it that way, or compile another artifact for this call "
                f"(thunder-aot compile ... {more})")


def _takes_any(params) -> bool:
    return any(p.kind == p.VAR_KEYWORD for p in params)


def _is_default(signature: inspect.Signature, name: str, value) -> bool:
    p = signature.parameters.get(name)
    if p is None or p.default is p.empty:
        return value is None and p is None     # a **kwargs extra passed as None reads as left out
    return value is p.default or (value is None and p.default is None) or (
        isinstance(value, (bool, int, float, str)) and type(value) is type(p.default) and value == p.default)


def _short(value) -> str:
    if isinstance(value, torch.Tensor):
        return f"<tensor {str(value.dtype).removeprefix('torch.')}{list(value.shape)}>"
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


_TYPE_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*")


def output_builder(tree: OutputTree):
    """leaves -> the result as the model returns it: each record rebuilt as the type it was when
    the process has imported that type (looked up, never imported) and its fields are the ones
    recorded; else a stand-in of the same form (OutputRecord for a mapping: keys, attributes
    and positions; a dataclass or named tuple made from the recorded fields)."""
    if tree.kind == "leaf":
        return lambda leaves: leaves[tree.index]
    if tree.kind == "none":
        return lambda leaves: None
    kids = [output_builder(c) for c in tree.children]
    if tree.kind in ("tuple", "list"):
        kind = tuple if tree.kind == "tuple" else list
        return lambda leaves: kind(k(leaves) for k in kids)
    make = _record_maker(tree)
    return lambda leaves: make([k(leaves) for k in kids])


def _record_maker(tree: OutputTree):
    keys = list(tree.keys)
    if tree.type_name == "builtins.dict":
        return lambda values: dict(zip(keys, values))
    cls = _imported(tree.type_name)
    short = tree.type_name.rpartition(".")[2] or "Output"
    short = short if short.isidentifier() else "Output"
    if tree.form == "namedtuple":
        if not (isinstance(cls, type) and issubclass(cls, tuple) and list(getattr(cls, "_fields", ())) == keys):
            cls = namedtuple(short, keys)
        return lambda values: cls(*values)
    if tree.form == "dataclass":
        if not (isinstance(cls, type) and dataclasses.is_dataclass(cls)
                and [f.name for f in dataclasses.fields(cls) if f.init] == keys):
            cls = dataclasses.make_dataclass(short, keys)
        return lambda values: cls(**dict(zip(keys, values)))
    # A mapping: a ModelOutput (a dataclass whose set fields are its keys) or another dict type.
    if isinstance(cls, type) and issubclass(cls, dict) and dataclasses.is_dataclass(cls) \
            and set(keys) <= {f.name for f in dataclasses.fields(cls)}:
        return lambda values: cls(**dict(zip(keys, values)))
    if isinstance(cls, type) and issubclass(cls, dict) and not dataclasses.is_dataclass(cls):
        return lambda values: cls(zip(keys, values))
    return lambda values: OutputRecord(zip(keys, values))


def _imported(type_name: str):
    """The type `type_name` names in a module this process has already imported, or None."""
    if not _TYPE_NAME.fullmatch(type_name):
        return None
    parts = type_name.split(".")
    for cut in range(len(parts) - 1, 0, -1):
        module = sys.modules.get(".".join(parts[:cut]))
        if module is not None:
            obj = module
            for attr in parts[cut:]:
                obj = inspect.getattr_static(obj, attr, None)
                if obj is None:
                    return None
            return obj if isinstance(obj, type) else None
    return None
