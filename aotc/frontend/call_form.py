"""How capture calls the model, and how what it returns becomes the artifact's output tree.

The joint export traces a function of tensors in, tensors out. The model is called as its
user calls it (positional inputs first, then those given by name, every other parameter at
its default), and its result, whatever structure holds it, is flattened here into a tuple
of leaves while its structure is recorded as an OutputTree:

    tensor -> ["leaf", i]        None -> ["none"]        tuple, list -> their children
    dict, OrderedDict, ModelOutput -> a mapping: keys and the type's name
    @dataclass -> its fields (form "dataclass")   named tuple -> its fields (form "namedtuple")

Flattening here rather than through torch's pytree lets a result be a dataclass or a named
tuple without the user registering it anywhere; for what pytree knows, the tree is the one
pytree gives (the same leaves in the same order).
"""

from __future__ import annotations

import contextlib
import dataclasses
from collections.abc import Mapping

import torch
from torch import nn

from aotc.frontend.errors import hint_for
from aotc.model_info import InputInfo, OutputTree, UnsupportedOutput


class CallForm:
    """Calls `model` with inputs laid out as `inputs` says and flattens its result."""

    def __init__(self, model: nn.Module, inputs: tuple[InputInfo, ...]):
        self.original = model.forward
        self.names = [i.name for i in inputs if i.name]
        self.positional = len(inputs) - len(self.names)
        self.tree: OutputTree | None = None

    def __call__(self, *flat):
        out = self.original(*flat[:self.positional], **dict(zip(self.names, flat[self.positional:])))
        leaves: list = []
        self.tree = flatten(out, leaves)
        return tuple(leaves)


@contextlib.contextmanager
def called_as(model: nn.Module, inputs: tuple[InputInfo, ...]):
    """While tracing, `model`'s forward takes every input positionally, in `inputs`' order,
    and returns a flat tuple; the CallForm yielded holds the result's structure afterwards."""
    form = CallForm(model, inputs)
    had = "forward" in model.__dict__
    model.forward = form
    try:
        yield form
    finally:
        if had:
            model.forward = form.original
        else:
            del model.forward


def flatten(x, leaves: list) -> OutputTree:
    """The structure of `x`, its tensors (and other leaves) appended to `leaves` in order."""
    if x is None:
        return OutputTree("none")
    t = type(x)
    if t is tuple or t is list:
        return OutputTree(t.__name__, children=tuple(flatten(c, leaves) for c in x))
    if isinstance(x, tuple) and hasattr(t, "_fields"):
        return _record(x, list(t._fields), list(x), leaves, "namedtuple")
    if isinstance(x, Mapping):
        return _record(x, list(x.keys()), list(x.values()), leaves, "")
    if dataclasses.is_dataclass(x) and not isinstance(x, type):
        fields = [f.name for f in dataclasses.fields(x) if f.init]
        return _record(x, fields, [getattr(x, f) for f in fields], leaves, "dataclass")
    if isinstance(x, (tuple, list)):
        raise UnsupportedOutput(f"forward returns a {t.__name__} (a subclass of {'tuple' if isinstance(x, tuple) else 'list'}), "
                                "whose structure an artifact cannot record; return a tuple, list, dict, "
                                "named tuple or dataclass")
    if not isinstance(x, torch.Tensor):
        # A Python value among the results would be a constant of the traced program, which has
        # tensor results only; an object of a class pytree does not know is opaque to the tracer.
        qualified = f"{t.__module__}.{t.__qualname__}"
        shown = repr(x) if len(repr(x)) <= 40 else qualified
        fix = hint_for(qualified) or (
            "\nhint: make it a tensor, or return it apart from forward; a class of tensors can be "
            "registered with torch.utils._pytree")
        raise UnsupportedOutput(f"forward returns {t.__name__} {shown} among its results, but an artifact "
                                f"returns tensors (and None){fix}")
    leaves.append(x)
    return OutputTree("leaf", index=len(leaves) - 1)


def _record(x, keys: list, values: list, leaves: list, form: str) -> OutputTree:
    t = type(x)
    return OutputTree("dict", children=tuple(flatten(v, leaves) for v in values), keys=tuple(str(k) for k in keys),
                      type_name=f"{t.__module__}.{t.__qualname__}", form=form)


__all__ = ["CallForm", "called_as", "flatten"]
