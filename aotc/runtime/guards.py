"""Checks that a live model and live inputs match what an artifact was compiled for."""

from __future__ import annotations

from typing import Sequence

import torch
from torch import nn

from aotc.errors import ModelMismatchError
from aotc.format.manifest import Manifest, ModeInfo, mode_exceptions
from aotc.ir import Program
from aotc.model_info import InputInfo, dtype_name, input_label


def _describe(dtype: str, shape, device: str) -> str:
    return f"{dtype}[{', '.join(map(str, shape))}] on {device}"


def check_model(model: nn.Module, manifest: Manifest, forward: Program, held: frozenset[str] | None = None) -> None:
    """ValueError naming the first parameter or buffer that differs from the artifact's table,
    or whose memory layout differs from the one the forward was traced with (its views and
    reshapes were chosen for that layout). With `held` (a pipeline rank's stages), only those
    parameters need be on the artifact's device: the others' may stay on the meta device."""
    live: dict[str, nn.Parameter] = dict(model.named_parameters(remove_duplicate=False))
    traced = {p.name: v.type.stride for p, v in zip(forward.input_ports, forward.inputs)
              if p.kind in ("param", "buffer")}
    expected_names = {n for p in manifest.params for n in p.names}
    missing = [n for p in manifest.params for n in p.names if n not in live]
    extra = sorted(set(live) - expected_names)
    if missing:
        raise ModelMismatchError(f"parameter {missing[0]!r} is in the artifact but not in the model"
                                 f"{f' (and {len(missing) - 1} more)' if len(missing) > 1 else ''}; "
                                 "load the artifact into the model it was compiled from")
    if extra:
        raise ModelMismatchError(f"parameter {extra[0]!r} is in the model but not in the artifact"
                                 f"{f' (and {len(extra) - 1} more)' if len(extra) > 1 else ''}; "
                                 "recompile the artifact for this model")
    device = manifest.made.device
    for info in manifest.params:
        p = live[info.name]
        where = device if held is None or info.name in held else p.device.type
        want = _describe(info.dtype, info.shape, where)
        got = _describe(dtype_name(p.dtype), tuple(p.shape), p.device.type)
        if want != got:
            raise ModelMismatchError(f"parameter {info.name!r}: the artifact expects {want}, the model has {got}")
        for alias in info.names[1:]:
            if live[alias] is not p:
                raise ModelMismatchError(f"parameters {info.name!r} and {alias!r} are one tied tensor in the "
                                         "artifact but separate tensors in the model; tie them as at compile time")
        if manifest.training and p.requires_grad != info.requires_grad:
            raise ModelMismatchError(_requires_grad_message(info.name, info.requires_grad))
        # A tied parameter's port may carry any of its names.
        port = next((n for n in info.names if n in traced), None)
        divided = manifest.sharding is not None and manifest.sharding.params[info.name].divided
        if port is not None and not divided:
            _check_layout("param", port, p, traced[port])
        elif port is not None and p.numel() > 1 and not p.is_contiguous():
            # The runtime replaces a split parameter by a contiguous copy of this rank's block.
            raise ModelMismatchError(f"param {port!r} has strides {tuple(p.stride())}; a parameter the sharding "
                                     "plan splits must be contiguous (call .contiguous() on it before load)")
    owner: dict[int, str] = {}
    for info in manifest.params:
        first = owner.setdefault(id(live[info.name]), info.name)
        if first != info.name:
            raise ModelMismatchError(f"parameters {first!r} and {info.name!r} are one tensor in the model but "
                                     "separate in the artifact; recompile the artifact for this model")
    buffers = dict(model.named_buffers())
    for info in manifest.buffers:
        b = buffers.get(info.name)
        if b is None:
            raise ModelMismatchError(f"buffer {info.name!r} is in the artifact but not in the model")
        want = _describe(info.dtype, info.shape, device if held is None or info.name in traced else b.device.type)
        got = _describe(dtype_name(b.dtype), tuple(b.shape), b.device.type)
        if want != got:
            raise ModelMismatchError(f"buffer {info.name!r}: the artifact expects {want}, the model has {got}")
        if info.name in traced:
            _check_layout("buffer", info.name, b, traced[info.name])


def _check_layout(kind: str, name: str, t: torch.Tensor, stride: tuple[int, ...]) -> None:
    if t.numel() > 1 and tuple(t.stride()) != stride:
        raise ModelMismatchError(f"{kind} {name!r} has strides {tuple(t.stride())}, but the artifact was traced "
                                 f"for {stride} (another memory format?); give it the layout it had at compile "
                                 "time, or recompile")


def _requires_grad_message(name: str, expected: bool) -> str:
    if expected:
        return (f"parameter {name!r} is frozen (requires_grad=False) in the model but trainable in "
                "the artifact; unfreeze it or recompile with --freeze")
    return (f"parameter {name!r} requires grad in the model but is frozen in the artifact; freeze it "
            "(p.requires_grad_(False)) or recompile without --freeze for it")


def check_modes(model: nn.Module, modes: ModeInfo) -> None:
    """ValueError when the live train/eval flags differ from those the programs were traced
    with; only called for artifacts whose programs depend on them (ModeInfo.sensitive)."""
    live = (model.training, mode_exceptions(model))
    if live != (modes.training, modes.exceptions):
        def say(training, exceptions):
            return f"{'train' if training else 'eval'} mode" + (
                f" except {', '.join(exceptions[:3])}{' ...' if len(exceptions) > 3 else ''}" if exceptions else "")
        raise ModelMismatchError(f"the model is in {say(*live)}, but the artifact was traced in "
                                 f"{say(modes.training, modes.exceptions)} and its programs depend on the mode "
                                 "(dropout, batch norm or buffer updates); set the same modes, or compile one "
                                 "artifact per mode (--inference for evaluation)")


def check_inputs(inputs: tuple, expected: tuple[InputInfo, ...], device: str, *,
                 differentiable: bool = False, grads_for: frozenset[int] = frozenset(),
                 names: Sequence[str | None] = ()) -> None:
    """ValueError for an input of the wrong count, type, shape or device; with `differentiable`
    (a training step), also for one that requires grad, since the artifact computes gradients
    for parameters only and the upstream graph would silently get none; except the inputs
    numbered in `grads_for`, whose gradients it computes (a pipeline stage's activation).
    `names` are the forward's parameters the inputs bind to, for the errors to name them."""
    if len(inputs) != len(expected):
        raise ModelMismatchError(f"the artifact takes {len(expected)} input(s), got {len(inputs)}")
    for i, (x, info) in enumerate(zip(inputs, expected)):
        label = input_label(i, names[i] if i < len(names) else info.name)
        if not isinstance(x, torch.Tensor):
            raise ModelMismatchError(f"{label}: expected a tensor {_describe(info.dtype, info.shape, device)}, "
                                     f"got {type(x).__name__}")
        dtype = dtype_name(x.dtype)
        if dtype != info.dtype or tuple(x.shape) != info.shape or x.device.type != device:
            raise ModelMismatchError(f"{label}: the artifact expects {_describe(info.dtype, info.shape, device)}, "
                                     f"got {_describe(dtype, tuple(x.shape), x.device.type)}; compile an artifact "
                                     "for this shape (thunder-aot compile --shape/--input)")
        if differentiable and x.requires_grad and i not in grads_for:
            raise ModelMismatchError(f"{label} requires grad, but the artifact computes gradients for "
                                     "parameters only; detach it, or compile the module that produces it "
                                     "into the same artifact")


__all__ = ["check_inputs", "check_model", "check_modes"]
