"""Model specs ("path/file.py:Attr", "package.module:Attr", "hf:NAME" for a transformers model
or "titan:MODEL:FLAVOR" for a torchtitan one) -> modules, built without weights."""

from __future__ import annotations

import dataclasses
import hashlib
import importlib
import importlib.util
import inspect
import json
import sys
import traceback
from pathlib import Path
from typing import Callable

import torch
from torch import nn

from aotc.errors import ModelError, SpecError


def resolve_spec(spec: str) -> Callable[..., nn.Module]:
    """The class or factory a spec names. SpecError says what is wrong with the spec."""
    if spec.startswith(HF_PREFIX):
        return _transformers_factory(spec[len(HF_PREFIX):], spec)
    if spec.startswith(TITAN_PREFIX):
        return _torchtitan_factory(spec[len(TITAN_PREFIX):], spec)
    target, sep, attr = spec.rpartition(":")
    if not sep or not target or not attr:
        raise SpecError(f"model spec {spec!r} must be path/file.py:Attr, package.module:Attr, hf:NAME "
                        "(a transformers model class or model type) or titan:MODEL:FLAVOR (a torchtitan model)")
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


HF_PREFIX = "hf:"


def builds_from_a_registry(spec: str) -> bool:
    """Whether a spec names a model of transformers' or torchtitan's own (hf:..., titan:...): its
    factory builds only their models, never calls an arbitrary callable."""
    return spec.startswith((HF_PREFIX, TITAN_PREFIX))


def spec_name(spec: str) -> str:
    """A short name for the model a spec names (an artifact's default folder): the attribute
    of path/file.py:Attr, the model of hf:NAME, MODEL_FLAVOR of titan:MODEL:FLAVOR."""
    if spec.startswith(TITAN_PREFIX):
        return spec[len(TITAN_PREFIX):].replace(":", "_").lower()
    return spec.rpartition(":")[2].lower()


def _transformers_factory(name: str, spec: str) -> Callable[..., nn.Module]:
    """hf:CLASS (a transformers model class, hf:Qwen3ForCausalLM) or hf:MODEL_TYPE (a config
    type, hf:qwen3: its causal language model), as a factory of the model's config: `config`,
    a local config.json or a directory holding one (else the config's defaults), every other
    keyword a field of it (hidden_size=64), and `attn_implementation` (default sdpa). No file
    is fetched: a config comes from the path given or from the defaults."""
    try:
        import transformers
        from transformers.models.auto.configuration_auto import CONFIG_MAPPING
    except ImportError as e:
        raise SpecError(f"model spec {spec!r} needs transformers, which does not import here ({e})") from e
    cls = getattr(transformers, name, None) if name[:1].isupper() else None
    if cls is not None and not (isinstance(cls, type) and issubclass(cls, transformers.PreTrainedModel)):
        cls = None
    if cls is None and name not in CONFIG_MAPPING:
        raise SpecError(f"model spec {spec!r}: {name!r} is neither a transformers model class nor a model "
                        f"type; e.g. hf:Qwen3ForCausalLM or hf:qwen3 (transformers {transformers.__version__})")
    config_class = cls.config_class if cls is not None else CONFIG_MAPPING[name]
    if cls is None:
        _causal_lm_of(name, spec)

    def build(config: str | None = None, attn_implementation: str = "sdpa", **fields) -> nn.Module:
        given = {}
        if config is not None:
            path = Path(config)
            path = path / "config.json" if path.is_dir() else path
            if not path.is_file():
                raise ValueError(f"config={config!r}: no config.json there")
            try:     # the file's own fields: what it leaves out is derived or defaulted as usual
                given = json.loads(path.read_text())
            except json.JSONDecodeError as e:
                raise ValueError(f"config={config!r}: {path} is not JSON ({e})") from e
        known = config_class().to_dict()
        for key in fields:
            # A special token id a model reads may be missing from the defaults (T5's
            # decoder_start_token_id, which turns labels into the decoder's inputs).
            if key not in known and not key.endswith("_token_id"):
                raise ValueError(f"{config_class.__name__} has no field {key!r}")
        # Built from all its fields at once: a config derives some from others as it is made
        # (LlamaConfig's head_dim from hidden_size), which setting a field afterwards would not.
        cfg = config_class(**{**given, **fields, "use_cache": False})   # a training step keeps no cache
        if cls is not None:
            return cls._from_config(cfg, attn_implementation=attn_implementation)
        return transformers.AutoModelForCausalLM.from_config(cfg, attn_implementation=attn_implementation)
    build.__name__ = build.__qualname__ = name
    return build


def _causal_lm_of(name: str, spec: str) -> None:
    """Refuse a model type that has no causal language model (hf:t5, hf:vit), naming the model
    classes transformers has for it: hf:MODEL_TYPE builds the type's causal LM."""
    from transformers.models.auto import modeling_auto
    if name in modeling_auto.MODEL_FOR_CAUSAL_LM_MAPPING_NAMES:
        return
    classes = set()
    for attr in dir(modeling_auto):
        table = getattr(modeling_auto, attr)
        if attr.startswith("MODEL_") and attr.endswith("_MAPPING_NAMES") and isinstance(table, dict):
            found = table.get(name)
            classes.update([found] if isinstance(found, str) else found or ())
    named = ", ".join(f"hf:{c}" for c in sorted(classes)) or "none in this transformers"
    raise SpecError(f"model spec {spec!r}: hf:MODEL_TYPE builds that type's causal language model, which "
                    f"transformers has none of for {name!r}; name one of its model classes instead: {named}")


TITAN_PREFIX = "titan:"


def _torchtitan_factory(name: str, spec: str) -> Callable[..., nn.Module]:
    """titan:MODEL:FLAVOR (titan:llama3:8B): torchtitan's model of that name and flavor from its
    registry, as a factory: `layers=N` keeps its first N blocks, `attn_backend` is torchtitan's
    (default: the registry's), `seq_len=T` makes its RoPE tables T long, as torchtitan's trainer
    does for training.seq_len T (default: the flavor's longest). Its forward takes the token ids and each token's position in its document
    (0 where a document starts, as torchtitan's data loaders give them) and builds the document
    mask from them, as torchtitan's trainer does; the parameters are the model's own, so the
    loaded artifact takes the torchtitan model itself."""
    model_name, _, flavor = name.partition(":")
    try:
        module = importlib.import_module(f"torchtitan.models.{model_name}")
    except ImportError as e:
        raise SpecError(f"model spec {spec!r}: no torchtitan model {model_name!r} here ({e})") from e
    registry = getattr(module, "model_registry", None)
    if registry is None or "attn_backend" not in inspect.signature(registry).parameters:
        raise SpecError(f"model spec {spec!r}: torchtitan's {model_name!r} is not a language model with a "
                        "registry of flavors (titan:MODEL:FLAVOR takes llama3, qwen3, deepseek_v3, gpt_oss, ...)")
    # The registry's flavors: a dict named after the model (llama3_configs, deepseekv3_configs).
    flavors = next((v for k, v in vars(module).items() if k.endswith("_configs") and isinstance(v, dict)), None)
    if not flavor or (flavors is not None and flavor not in flavors):
        known = f"; its flavors: {', '.join(flavors)}" if flavors else ""
        raise SpecError(f"model spec {spec!r} must be titan:MODEL:FLAVOR, e.g. titan:llama3:debugmodel{known}")

    def build(layers: int | None = None, attn_backend: str | None = None, seq_len: int | None = None) -> nn.Module:
        backend = {} if attn_backend is None else {"attn_backend": attn_backend}   # else the registry's default
        config = registry(flavor, **backend).model
        if layers is not None:
            if not 0 < layers <= len(config.layers):
                raise ValueError(f"layers={layers}: {model_name} {flavor} has {len(config.layers)}")
            config.layers = config.layers[:layers]
        if seq_len is not None:     # as the trainer's update_from_config does
            for layer in config.layers:
                if getattr(layer, "attention", None) is not None:
                    if not 0 < seq_len <= layer.attention.rope.max_seq_len:
                        raise ValueError(f"seq_len={seq_len}: {model_name} {flavor} takes at most "
                                         f"{layer.attention.rope.max_seq_len}")
                    layer.attention.rope = dataclasses.replace(layer.attention.rope, max_seq_len=seq_len)
        model = config.build()
        model.__class__ = _with_documents(type(model))
        return model
    build.__name__ = build.__qualname__ = f"{model_name}_{flavor}"
    return build


_DOCUMENT_CLASSES: dict[type, type] = {}


def _with_documents(cls: type) -> type:
    """`cls` whose forward takes (tokens, positions) and builds its own attention masks."""
    if cls not in _DOCUMENT_CLASSES:
        def forward(self, tokens: torch.Tensor, positions: torch.Tensor):
            return cls.forward(self, tokens, positions, attention_masks=self.get_attention_masks(positions))
        _DOCUMENT_CLASSES[cls] = type(cls.__name__, (cls,), {"forward": forward, "__module__": cls.__module__,
                                                               "__doc__": cls.__doc__})
    return _DOCUMENT_CLASSES[cls]


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
