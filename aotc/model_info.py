"""What an artifact records about the model it was compiled from: parameters, buffers, inputs
and the shape of the forward's result. Shared by the compiler and the slim runtime."""

from __future__ import annotations

import re
from dataclasses import dataclass



def dtype_name(dtype) -> str:
    """A torch dtype as artifacts write it: `torch.bfloat16` -> "bfloat16"."""
    return str(dtype).removeprefix("torch.")


@dataclass(frozen=True)
class ParamInfo:
    names: tuple[str, ...]      # every qualified name of this tensor; more than one when tied
    dtype: str
    shape: tuple[int, ...]
    requires_grad: bool

    @property
    def name(self) -> str:
        return self.names[0]


@dataclass(frozen=True)
class BufferInfo:
    name: str
    dtype: str
    shape: tuple[int, ...]


_INPUT_RE = re.compile(r"^\s*(?:([A-Za-z_][A-Za-z0-9_]*)\s*=\s*)?([a-z0-9]+)\s*\[\s*([0-9,\s]*)\]\s*$")
DTYPE_NAMES = {
    "f32": "float32", "f64": "float64", "f16": "float16", "bf16": "bfloat16", "i64": "int64",
    "i32": "int32", "i16": "int16", "i8": "int8", "u8": "uint8", "b8": "bool", "bool": "bool",
}


@dataclass(frozen=True)
class InputInfo:
    """One input of an entry: its type and, for an input given by keyword, the name of the
    forward's parameter it binds to ("" for a positional input)."""

    dtype: str
    shape: tuple[int, ...]
    name: str = ""

    @classmethod
    def parse(cls, text: str) -> InputInfo:
        """'f32[8,16]', 'float32[8, 16]' or, by keyword, 'labels=i64[2,64]' -> InputInfo;
        ValueError naming the problem."""
        m = _INPUT_RE.match(text)
        if not m:
            raise ValueError(f"input {text!r} is not of the form [NAME=]DTYPE[D0,D1,...], e.g. f32[8,16] "
                             "or labels=i64[2,64]")
        dtype = DTYPE_NAMES.get(m.group(2), m.group(2))
        if dtype not in DTYPE_NAMES.values():
            raise ValueError(f"input {text!r}: unknown dtype {m.group(2)!r}; "
                             f"use one of {', '.join(sorted(DTYPE_NAMES))}")
        dims = [d.strip() for d in m.group(3).split(",") if d.strip()]
        return cls(dtype=dtype, shape=tuple(int(d) for d in dims), name=m.group(1) or "")

    def __str__(self) -> str:
        typed = f"{self.dtype}[{', '.join(map(str, self.shape))}]"
        return f"{self.name}={typed}" if self.name else typed


def input_label(k: int, name: str | None = "") -> str:
    """How an error names an entry's input: by its position, and by the forward's parameter
    it binds to where that is known ("input 1 (labels)"). The planner's stand-in name for an
    input past the forward's named parameters ("input2") names nothing more than the position."""
    return f"input {k} ({name})" if name and name != f"input{k}" else f"input {k}"


@dataclass(frozen=True)
class OutputTree:
    """The structure of forward's result: kind is "leaf" (output `index`), "none", "tuple",
    "list" or "dict" (a mapping or a record such as a HuggingFace ModelOutput: `keys` name the
    children, `type_name` says what it was; `form` is "" for a mapping, "dataclass" for a
    dataclass's fields, "namedtuple" for a named tuple's)."""

    kind: str
    index: int = -1
    children: tuple[OutputTree, ...] = ()
    keys: tuple[str, ...] = ()
    type_name: str = ""
    form: str = ""

    def to_data(self) -> list:
        if self.kind == "leaf":
            return ["leaf", self.index]
        if self.kind == "none":
            return ["none"]
        kids = [c.to_data() for c in self.children]
        if self.kind == "dict":
            # A record's form came with format 11; a mapping is written as before it.
            return ["dict", kids, list(self.keys), self.type_name] + ([self.form] if self.form else [])
        return [self.kind, kids]

    @classmethod
    def from_data(cls, data) -> OutputTree:
        kind = data[0]
        if kind == "leaf":
            return cls("leaf", index=int(data[1]))
        if kind == "none":
            return cls("none")
        if kind not in ("tuple", "list", "dict"):
            raise ValueError(f"unknown output kind {kind!r}")
        children = tuple(cls.from_data(c) for c in data[1])
        if kind == "dict":
            form = str(data[4]) if len(data) > 4 else ""
            if form not in RECORD_FORMS:
                raise ValueError(f"unknown record form {form[:40]!r}")
            return cls("dict", children=children, keys=tuple(str(k) for k in data[2]),
                       type_name=str(data[3]), form=form)
        return cls(kind, children=children)

    def forms(self) -> set[str]:
        """The record forms anywhere in the tree ("dataclass", "namedtuple")."""
        own = {self.form} if self.form else set()
        return own.union(*(c.forms() for c in self.children))

    def leaf_indices(self) -> list[int]:
        if self.kind == "leaf":
            return [self.index]
        return [i for c in self.children for i in c.leaf_indices()]

    def build(self, leaves) -> object:
        if self.kind == "leaf":
            return leaves[self.index]
        if self.kind == "none":
            return None
        built = [c.build(leaves) for c in self.children]
        if self.kind == "tuple":
            return tuple(built)
        if self.kind == "list":
            return built
        if self.type_name == "builtins.dict":
            return dict(zip(self.keys, built))
        return OutputRecord(zip(self.keys, built))


RECORD_FORMS = ("", "dataclass", "namedtuple")


class OutputRecord(dict):
    """A dict whose keys read as attributes too, and whose values read by position, as a
    HuggingFace ModelOutput's do (`out.logits`, `out["logits"]`, `out[0]`, `out.to_tuple()`),
    for a record type the process has not imported."""

    def __getattr__(self, key):
        try:
            return self[key]
        except KeyError:
            raise AttributeError(key) from None

    def __getitem__(self, key):
        if isinstance(key, (int, slice)):
            return self.to_tuple()[key]
        return super().__getitem__(key)

    def to_tuple(self) -> tuple:
        return tuple(self.values())


class UnsupportedOutput(ValueError):
    """forward returns a structure an artifact cannot record."""
