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


_INPUT_RE = re.compile(r"^\s*([a-z0-9]+)\s*\[\s*([0-9,\s]*)\]\s*$")
DTYPE_NAMES = {
    "f32": "float32", "f64": "float64", "f16": "float16", "bf16": "bfloat16", "i64": "int64",
    "i32": "int32", "i16": "int16", "i8": "int8", "u8": "uint8", "b8": "bool", "bool": "bool",
}


@dataclass(frozen=True)
class InputInfo:
    dtype: str
    shape: tuple[int, ...]

    @classmethod
    def parse(cls, text: str) -> InputInfo:
        """'f32[8,16]' or 'float32[8, 16]' -> InputInfo; ValueError naming the problem."""
        m = _INPUT_RE.match(text)
        if not m:
            raise ValueError(f"input {text!r} is not of the form DTYPE[D0,D1,...], e.g. f32[8,16]")
        dtype = DTYPE_NAMES.get(m.group(1), m.group(1))
        if dtype not in DTYPE_NAMES.values():
            raise ValueError(f"input {text!r}: unknown dtype {m.group(1)!r}; "
                             f"use one of {', '.join(sorted(DTYPE_NAMES))}")
        dims = [d.strip() for d in m.group(2).split(",") if d.strip()]
        return cls(dtype=dtype, shape=tuple(int(d) for d in dims))

    def __str__(self) -> str:
        return f"{self.dtype}[{', '.join(map(str, self.shape))}]"


@dataclass(frozen=True)
class OutputTree:
    """The structure of forward's result: kind is "leaf" (output `index`), "none", "tuple",
    "list" or "dict" (a mapping or a record such as a HuggingFace ModelOutput: `keys` name the
    children, `type_name` says what it was)."""

    kind: str
    index: int = -1
    children: tuple[OutputTree, ...] = ()
    keys: tuple[str, ...] = ()
    type_name: str = ""

    def to_data(self) -> list:
        if self.kind == "leaf":
            return ["leaf", self.index]
        if self.kind == "none":
            return ["none"]
        kids = [c.to_data() for c in self.children]
        if self.kind == "dict":
            return ["dict", kids, list(self.keys), self.type_name]
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
            return cls("dict", children=children, keys=tuple(str(k) for k in data[2]),
                       type_name=str(data[3]))
        return cls(kind, children=children)

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


class OutputRecord(dict):
    """A dict whose keys read as attributes too, so `out.logits` and `out["logits"]` both work
    for models that return a record type the runtime must not import."""

    def __getattr__(self, key):
        try:
            return self[key]
        except KeyError:
            raise AttributeError(key) from None


class UnsupportedOutput(ValueError):
    """forward returns a structure an artifact cannot record."""
