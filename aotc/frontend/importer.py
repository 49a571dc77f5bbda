"""Model specs ("path/file.py:Attr" or "package.module:Attr") -> modules, built without weights."""

from __future__ import annotations

import hashlib
import importlib
import importlib.util
import inspect
import sys
import traceback
from pathlib import Path
from typing import Callable

import torch
from torch import nn

from aotc.errors import ModelError, SpecError


def resolve_spec(spec: str) -> Callable[..., nn.Module]:
    """The class or factory a spec names. SpecError says what is wrong with the spec."""
    target, sep, attr = spec.rpartition(":")
    if not sep or not target or not attr:
        raise SpecError(f"model spec {spec!r} must be path/file.py:Attr or package.module:Attr")
    if target.endswith(".py") or "/" in target:
        module = _import_file(Path(target), spec)
    else:
        try:
            module = importlib.import_module(target)
        except ImportError as e:
            raise SpecError(f"model spec {spec!r}: cannot import module {target!r} ({e})") from e
    obj = module
    for part in attr.split("."):
        if not hasattr(obj, part):
            names = sorted(n for n in dir(module) if not n.startswith("_"))
            raise SpecError(f"model spec {spec!r}: {target} has no attribute {attr!r}; "
                            f"it has: {', '.join(names[:20])}")
        obj = getattr(obj, part)
    if not callable(obj):
        raise SpecError(f"model spec {spec!r}: {attr} is not a module class or a callable")
    return obj


def _import_file(path: Path, spec: str):
    if not path.is_file():
        raise SpecError(f"model spec {spec!r}: no such file {path}")
    resolved = path.resolve()
    # One module per file path, so two specs naming the same file share its classes.
    name = f"_aotc_model_{resolved.stem}_{hashlib.sha256(str(resolved).encode()).hexdigest()[:12]}"
    if name in sys.modules:
        return sys.modules[name]
    module_spec = importlib.util.spec_from_file_location(name, resolved)
    module = importlib.util.module_from_spec(module_spec)
    sys.modules[name] = module
    # Let the model file import its siblings, as `python file.py` would.
    sys.path.insert(0, str(resolved.parent))
    try:
        module_spec.loader.exec_module(module)
    except Exception as e:
        del sys.modules[name]
        raise SpecError(f"model spec {spec!r}: importing {path} failed: {type(e).__name__}: {e}") from e
    finally:
        sys.path.remove(str(resolved.parent))
    return module


def build_model(factory: Callable[..., nn.Module], kwargs: dict, *, device: str = "meta",
                dtype: str | None = None, spec: str = "") -> nn.Module:
    """Call the factory under `device` (meta: no parameter memory) and cast to `dtype`."""
    try:
        with torch.device(device):
            model = factory(**kwargs)
    except TypeError as e:
        params = _signature(factory)
        raise SpecError(f"model spec {spec!r}: cannot build it with {kwargs}: {e}"
                        f"{f'; it takes {params}' if params else ''}") from e
    except (ValueError, KeyError) as e:
        raise SpecError(f"model spec {spec!r}: building it with {kwargs} failed: {e}") from e
    except Exception as e:   # the model's own code failed: say so, with its traceback
        raise ModelError(f"model spec {spec!r}: the model raised while it was built "
                         f"({type(e).__name__}: {e})\n{_model_traceback(e)}") from e
    if not isinstance(model, nn.Module):
        raise SpecError(f"model spec {spec!r} returned {type(model).__name__}, not a torch.nn.Module")
    return cast_floating(model, dtype)


def cast_floating(model: nn.Module, dtype: str | None) -> nn.Module:
    """The model's floating-point parameters and buffers cast to `dtype` (None: as they are).
    Complex buffers stay complex: Module.to(dtype) would keep only their real part, and a
    complex RoPE table (Meta's llama, torchtitan) would become its cosines."""
    if dtype is None:
        return model
    target = getattr(torch, dtype)
    return model._apply(lambda t: t.to(target) if t.is_floating_point() else t)


def _model_traceback(e: BaseException) -> str:
    """The traceback from the first frame outside thunder-aot: the user's code, not ours."""
    frames = traceback.extract_tb(e.__traceback__)
    ours = str(Path(__file__).resolve().parents[1])
    user = [f for f in frames if not f.filename.startswith(ours)]
    return "".join(traceback.format_list(user or frames)).rstrip()


def _signature(factory) -> str:
    try:
        return str(inspect.signature(factory))
    except (TypeError, ValueError):
        return ""
