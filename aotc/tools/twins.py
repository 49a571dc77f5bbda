"""One model built twice from one seed (eager, and through the artifact), a synthetic batch and
the loss both are scored with: what `verify` and `run` compare."""

from __future__ import annotations

import dataclasses
import inspect
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator, Mapping

import torch
import torch.nn.functional as F
from torch import nn
from torch.utils import _pytree as pytree

from aotc import runtime
from aotc.errors import SpecError, ToolError
from aotc.format.artifact import ArtifactError, read_artifact
from aotc.format.signing import TrustedKeys
from aotc.runtime.trust import trusted_keys_from_environment
from aotc.format.manifest import Manifest
from aotc.frontend.importer import build_model, builds_from_a_registry, resolve_spec
from aotc.model_info import dtype_name
from aotc.runtime.calls import input_names
from aotc.runtime.module import AotModule
from aotc.tools.describe import TensorDesc, output_types


@dataclass(frozen=True)
class Twins:
    """One model built twice from one seed: `eager` runs as PyTorch does, `compiled` through
    the artifact. Their parameters are equal and their frozen flags are the artifact's."""

    eager: nn.Module
    compiled: AotModule
    manifest: Manifest
    outputs: tuple[TensorDesc | None, ...]
    spec: str
    args: dict


def build_twins(path: str | Path, *, spec: str | None = None, arg_overrides: Mapping | None = None,
                kernels: str = "auto", cudagraphs: bool = False,
                seed: int = 0, trusted_keys=None) -> Twins:
    """The model the artifact was compiled from, with random weights, eager and compiled. With
    trusted keys (None: as `aotc.runtime.load` finds them), the artifact's signature is checked
    before the model's code is imported."""
    path = Path(path)
    keys = trusted_keys_from_environment() if trusted_keys is None else TrustedKeys.of(trusted_keys)
    manifest, programs = read_artifact(path, keys)
    made = manifest.made
    named = bool(spec)          # the caller named the spec (--spec); else the manifest's is used
    spec = spec or made.spec
    if not spec:
        raise ToolError(f"{path} was compiled from a Python object, not a spec, so there is no "
                        "recipe to rebuild the model; pass --spec path/file.py:Attr (and --arg)")
    args = {**made.args, **(arg_overrides or {})}
    if made.device == "cuda" and not torch.cuda.is_available():
        raise ToolError(f"{path} was compiled for cuda, but this torch sees no CUDA device; "
                        "run on a machine with a GPU or recompile with --device cpu")
    try:
        factory = resolve_spec(spec)
    except SpecError as e:
        if not named and not Path(spec.rpartition(":")[0]).is_absolute():
            raise ToolError(f"{e}; the artifact records the spec as given at compile time, relative "
                            "to that directory: run from there or pass --spec") from None
        raise
    # The manifest is the one file its own hashes cannot vouch for: a spec read from it may
    # only name a module class or a model of transformers' or torchtitan's (hf:, titan:), never
    # an arbitrary callable (`subprocess:call`, say).
    if not named and not builds_from_a_registry(spec) and not (isinstance(factory, type)
                                                               and issubclass(factory, nn.Module)):
        raise ToolError(f"{path} records the spec {spec!r}, which is not a torch.nn.Module class; "
                        "a factory is only called when you name it yourself: pass --spec")

    def build() -> nn.Module:
        torch.manual_seed(seed)
        model = build_model(factory, args, device=made.device, spec=spec)
        # Cast only when needed: a model compiled without --dtype may mix dtypes on purpose.
        live = dict(model.named_parameters(remove_duplicate=False))
        if any(p.name in live and dtype_name(live[p.name].dtype) != p.dtype for p in manifest.params):
            model = model.to(getattr(torch, made.dtype))
            live = dict(model.named_parameters(remove_duplicate=False))
        for info in manifest.params:
            for name in info.names:
                if name in live:
                    live[name].requires_grad_(info.requires_grad)
        return model

    eager = build()
    twin = build()
    twin.load_state_dict(eager.state_dict())
    # Non-persistent buffers (rotary tables, masks) are outside the state dict.
    twin_buffers = dict(twin.named_buffers())
    with torch.no_grad():
        for name, b in eager.named_buffers():
            if name in twin_buffers and twin_buffers[name].shape == b.shape:
                twin_buffers[name].copy_(b)
    try:
        compiled = runtime.load(path, twin, kernels=kernels, cudagraphs=cudagraphs, trusted_keys=keys)
    except ArtifactError:   # a ValueError too, but about the artifact, not the model: as it is
        raise
    except ValueError as e:
        raise ToolError(f"the model built from {spec} with {_show_args(args)} does not match "
                        f"{path}: {e}") from None
    for model in (eager, twin):  # the modes the programs were traced with
        model.train(manifest.modes.training)
        for name in manifest.modes.exceptions:
            sub = model.get_submodule(name)
            sub.training = not manifest.modes.training
    return Twins(eager=eager, compiled=compiled, manifest=manifest,
                 outputs=output_types(programs[manifest.result_entry.forward]), spec=spec, args=args)


@dataclass(frozen=True)
class Task:
    """A synthetic batch and the loss both models are scored with.

    Language-model rule (one integer input [B, T], one float output [B, T, V]): cross-entropy
    against random targets. Otherwise: the sum over float outputs of (output * weight).sum()
    with a fixed random weight per output, so every output element gets its own gradient.
    """

    inputs: tuple[torch.Tensor, ...]
    targets: torch.Tensor | None
    weights: tuple[torch.Tensor, ...]
    description: str

    def loss(self, result) -> torch.Tensor:
        floats = [x for x in tensor_leaves(result) if x.is_floating_point()]
        if self.targets is not None:
            (logits,) = floats
            return F.cross_entropy(logits.flatten(0, -2).float(), self.targets.flatten())
        total = torch.zeros((), device=floats[0].device if floats else None)
        for out, weight in zip(floats, self.weights, strict=True):
            total = total + (out.float() * weight).sum()
        return total


def make_task(twins: Twins, seed: int) -> Task:
    manifest = twins.manifest
    device = manifest.made.device
    gen = torch.Generator().manual_seed(seed + 1)    # apart from the weights' seed
    bound = int_input_bound(twins.eager)
    inputs = []
    for info, name in zip(manifest.inputs, _forward_names(twins.eager, manifest.inputs)):
        dtype = getattr(torch, info.dtype)
        if info.dtype == "bool":
            x = torch.randint(0, 2, info.shape, generator=gen).bool()
        elif dtype.is_floating_point:
            x = torch.randn(info.shape, generator=gen).to(dtype)
        elif name and "position" in name and info.shape:
            # Positions index the model's tables (rotary, learned): each row one sequence from 0.
            x = torch.arange(info.shape[-1], dtype=dtype).expand(info.shape).contiguous()
        else:
            high = min(bound, torch.iinfo(dtype).max + 1)
            x = torch.randint(0, high, info.shape, generator=gen, dtype=dtype)
        inputs.append(x.to(device))
    floats = [t for t in twins.outputs if t is not None and t.is_float]
    if is_language_model(manifest.inputs, floats):
        batch, seq_len, vocab = floats[0].shape
        targets = torch.randint(0, vocab, (batch, seq_len), generator=gen).to(device)
        return Task(tuple(inputs), targets, (),
                    f"cross-entropy of the {floats[0]} output against random targets < {vocab}")
    if not floats:
        raise ToolError("the model has no floating-point output, so there is no loss to compare")
    weights = tuple(torch.randn(t.shape, generator=gen).to(device) for t in floats)
    return Task(tuple(inputs), None, weights,
                f"sum of (output * fixed random weight).sum() over {len(floats)} float output(s)")


def _forward_names(model: nn.Module, inputs) -> list[str | None]:
    """Each input's parameter in the model's forward, as the loaded module binds them."""
    try:
        params = list(inspect.signature(model.forward).parameters.values())
    except (TypeError, ValueError):
        params = []
    return input_names(params, inputs)


def is_language_model(inputs, float_outputs: list[TensorDesc]) -> bool:
    """One integer input [B, T] and one float output [B, T, V]: token ids in, logits out."""
    if len(inputs) != 1 or len(float_outputs) != 1:
        return False
    (tokens,), (logits,) = inputs, float_outputs
    return (not TensorDesc(tokens.dtype, tokens.shape).is_float and tokens.dtype != "bool"
            and len(tokens.shape) == 2 and len(logits.shape) == 3 and logits.shape[:2] == tokens.shape)


def call(model, twins: Twins, task: Task):
    """model(...) on the task's inputs as the artifact was compiled to take them: positional
    ones by position, those given by keyword (`--input labels=i64[2,64]`) by their names."""
    named = {i.name: x for i, x in zip(twins.manifest.inputs, task.inputs) if i.name}
    return model(*(x for i, x in zip(twins.manifest.inputs, task.inputs) if not i.name), **named)


def run_eager(twins: Twins, task: Task):
    """The eager model's result; ToolError if eager PyTorch itself cannot run the model on the
    artifact's input types, which is then no fault of the artifact's."""
    try:
        return call(twins.eager, twins, task)
    except Exception as e:
        types = ", ".join(map(str, twins.manifest.inputs))
        device = twins.manifest.made.device
        # torch has no kernel for an op of the model on this device (FlexAttention's backward
        # and varlen attention on the CPU): the comparison needs a device where eager runs.
        advice = (f"eager PyTorch cannot run this model on {device}; compare on a device where it can "
                  "(compile for it with --device)" if isinstance(e, NotImplementedError) else
                  "the artifact was compiled for inputs this model cannot take, recompile it with the right "
                  "--shape/--input")
        raise ToolError(f"eager PyTorch fails on {twins.spec} with inputs {types}: {type(e).__name__}: "
                        f"{_first_line(e)}; {advice}") from e


def _first_line(e: BaseException) -> str:
    """An exception's first line: torch's dispatcher errors go on to list every backend."""
    return str(e).strip().splitlines()[0] if str(e).strip() else ""


def int_input_bound(model: nn.Module) -> int:
    """An exclusive upper bound for random integer inputs: token ids must index the first
    embedding table; other integer inputs (indices, masks) stay within {0, 1}."""
    for module in model.modules():
        if isinstance(module, nn.Embedding):
            return module.num_embeddings
    return 2


def tensor_leaves(result) -> Iterator[torch.Tensor]:
    """The tensors of a forward's result in the artifact's leaf order (pytree's order).

    Where eager returns a record type (a HuggingFace ModelOutput, say) the compiled module
    returns a dict with the same keys; walking every mapping by its values here treats the two
    alike without depending on which record types pytree has registered.
    """
    if isinstance(result, torch.Tensor):
        yield result
    elif isinstance(result, Mapping):
        for v in result.values():
            yield from tensor_leaves(v)
    elif isinstance(result, (tuple, list)):
        for v in result:
            yield from tensor_leaves(v)
    elif dataclasses.is_dataclass(result) and not isinstance(result, type):
        # A dataclass pytree has not registered: its init fields, in the order capture records them.
        for f in dataclasses.fields(result):
            if f.init:
                yield from tensor_leaves(getattr(result, f.name))
    elif result is not None:
        for v in pytree.tree_leaves(result):
            if isinstance(v, torch.Tensor):
                yield v


def _rng_state(device: str):
    return torch.cuda.get_rng_state() if device == "cuda" else torch.get_rng_state()


def _set_rng_state(device: str, state) -> None:
    if device == "cuda":
        torch.cuda.set_rng_state(state)
    else:
        torch.set_rng_state(state)


def _desc(t: torch.Tensor) -> str:
    return str(TensorDesc(dtype_name(t.dtype), tuple(t.shape)))


def _show_args(args: Mapping) -> str:
    return ", ".join(f"{k}={v!r}" for k, v in args.items()) or "no arguments"


def eager_adamw(model: nn.Module, info, lr: float) -> torch.optim.AdamW:
    """torch.optim.AdamW over `model`'s parameters with the groups and hyper-parameters an
    artifact's optimizer (`info`, the manifest's) was compiled with."""
    live = dict(model.named_parameters(remove_duplicate=False))
    return torch.optim.AdamW([{"params": [live[n] for n in names], "weight_decay": wd}
                              for names, wd in zip(info.groups, info.weight_decays)],
                             lr=lr, betas=info.betas, eps=info.eps)
