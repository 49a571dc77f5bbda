"""The module a loaded artifact becomes: the user's model, run through the artifact's programs.

Training steps go through one torch.autograd.Function: the forward program runs in its
forward and hands the values the backward needs to `ctx.save_for_backward`, so PyTorch's own
rules apply: `retain_graph=True` allows a second backward, a second backward without it
raises PyTorch's usual error, and a parameter changed in place before backward is caught by
the version counter.
"""

from __future__ import annotations

import inspect
import math
from typing import Callable

import torch
from torch import nn
from torch.autograd.function import once_differentiable

from torch.utils import _pytree as pytree

from aotc.errors import ModelMismatchError
from aotc.format.manifest import Entry, Manifest
from aotc.ir import GRAD_KINDS, Program, TensorType
from aotc.customops.layout import in_layout
from aotc.model_info import OutputRecord
from aotc.runtime.calls import Binder, output_builder
from aotc.runtime.fp8_state import Fp8State, carries_of
from aotc.runtime.graphs import GraphedProgram, graph_pool
from aotc.runtime.guards import _requires_grad_message, check_inputs, check_modes
from aotc.runtime.optimizer import InBackwardAdamW


# The runtime returns OutputRecords. pytree treats dict subclasses as leaves unless told, and
# tree utilities (a loss over every output, say) should see through them.
pytree.register_pytree_node(
    OutputRecord,
    lambda r: (list(r.values()), list(r.keys())),
    lambda values, keys: OutputRecord(zip(keys, values)),
    serialized_type_name="aotc.model_info.OutputRecord",
)



class _Runner:
    """The compiled functions and the calling convention between them, read off the ports.

    forward(params..., buffers..., inputs...) -> outputs, buffer updates and saved values (in
    any order: each is found by its port); backward(saved..., tangents..., and with an optimizer
    params, states, step and learning rates from `extra_inputs`) -> grads (the rest it assigns).
    Under fp8 delayed scaling both return new values of carries, which `carries` holds.
    """

    def __init__(self, forward: Program, forward_fn: Callable, backward: Program | None,
                 backward_fn: Callable | None, cudagraphs: bool = False):
        self.forward_fn = forward_fn
        self.backward_fn = backward_fn
        self.graphed = cudagraphs
        self.generation = 0   # forward calls so far: with graphs, a backward must follow its own forward
        if cudagraphs:
            pool = graph_pool()
            kinds = [p.kind for p in forward.input_ports]
            self.forward_fn = GraphedProgram(forward_fn, keep=[k in ("param", "buffer") for k in kinds],
                                             steal_args=False, pool=pool)
            if backward_fn is not None:
                self.backward_fn = GraphedProgram(backward_fn, keep=[p.kind == "saved" for p in backward.input_ports],
                                                  steal_args=True, pool=pool)
        ports = list(enumerate(forward.output_ports))
        self.output_at = [i for i, p in ports if p.kind == "output"]
        self.saved_at = [i for i, p in ports if p.kind == "saved"]
        buffer_arg = {p.name: a for a, p in enumerate(forward.input_ports) if p.kind == "buffer"}
        # (result index, argument index) of each buffer the forward writes.
        self.updates = [(i, buffer_arg[p.name]) for i, p in ports if p.kind == "update"]
        self.carried_at = [(i, p.name) for i, p in ports if p.kind == "carry"]
        self.carries: Fp8State | None = None
        self.output_float = [forward.outputs[i].type.dtype.startswith(("float", "bfloat", "complex"))
                             for i in self.output_at]
        self.grad_slots: list[int] = []
        self.extra_ports: list = []
        self.grad_at: list[int] = []
        self.backward_carried_at: list[tuple[int, str]] = []
        if backward is not None:
            self.tangent_outputs = [int(p.name) for p in backward.input_ports if p.kind == "tangent"]
            self.tangent_types = [v.type for p, v in zip(backward.input_ports, backward.inputs)
                                  if p.kind == "tangent"]
            arg = {(p.kind, p.name): a for a, p in enumerate(forward.input_ports) if p.kind in ("param", "input")}
            # Forward argument that receives each gradient the backward returns: a parameter's, or
            # (a pipeline stage) an input's.
            self.grad_slots = [arg[("param" if p.kind == "grad" else "input", p.name)]
                               for p in backward.output_ports if p.kind in GRAD_KINDS]
            # What the backward function returns: its outputs but those it assigns.
            returned = [p for p in backward.output_ports if p.kind != "assign"]
            self.grad_at = [i for i, p in enumerate(returned) if p.kind in GRAD_KINDS]
            self.backward_carried_at = [(i, p.name) for i, p in enumerate(returned) if p.kind == "carry"]
            # The backward's inputs other than saved values and tangents (an optimizer's), and
            # what supplies them at each backward.
            self.extra_ports = [p for p in backward.input_ports if p.kind not in ("saved", "tangent")]
        self.extra_inputs: Callable[[list], list] | None = None
        # Inputs the backward returns a gradient for (a pipeline stage's incoming activation).
        self.grad_inputs = frozenset(int(p.name) for p in (backward.output_ports if backward else ())
                                     if p.kind == "input_grad")

    def release_grads(self, params: list) -> None:
        """Under CUDA graphs, copy each `.grad` that still lives in a buffer of the backward
        graph's results out of it, before a replay may write there (aotc.runtime.graphs)."""
        for p in params:
            if p.grad is not None and self.backward_fn.owns(p.grad):
                p.grad = p.grad.clone()

    def run_forward(self, args: list, training: bool = False) -> tuple[list, list]:
        """(outputs, saved); buffers the forward writes are updated in place, as eager does, and
        a training step's new carries are held."""
        self.generation += 1
        results = self.forward_fn(*args)
        for i, arg in self.updates:
            args[arg].copy_(results[i])
        if training:
            self.hold(self.carried_at, results)
        return [results[i] for i in self.output_at], [results[i] for i in self.saved_at]

    def hold(self, at: list[tuple[int, str]], results) -> None:
        if at:
            self.carries.hold([name for _, name in at], [results[i] for i, _ in at], copy=self.graphed)


class _Step(torch.autograd.Function):
    @staticmethod
    def forward(ctx, runner: _Runner, *args):
        if runner.graphed:
            ctx.params = [args[slot] for slot in runner.grad_slots]
            runner.release_grads(ctx.params)   # this replay's temporaries may reuse their memory
        outs, saved = runner.run_forward(list(args), training=True)
        ctx.save_for_backward(*saved)
        ctx.runner, ctx.n_args, ctx.generation = runner, len(args), runner.generation
        ctx.mark_non_differentiable(*[o for o, f in zip(outs, runner.output_float) if not f])
        return tuple(outs)

    @staticmethod
    @once_differentiable  # the backward program is not itself differentiable: say so, loudly
    def backward(ctx, *grad_outputs):
        runner: _Runner = ctx.runner
        if runner.graphed and ctx.generation != runner.generation:
            raise RuntimeError("this artifact was loaded with cudagraphs=True, whose forward overwrites the "
                               "values the previous forward saved: run each backward before the next "
                               "forward, or load without cudagraphs (gradient accumulation over several "
                               "forwards needs that)")
        if runner.extra_ports and getattr(ctx, "updated", False):
            raise RuntimeError("this artifact's backward updates the parameters (--optimizer), and this graph's "
                               "backward already did: a second backward (retain_graph=True) would take a second "
                               "step. Run the forward again, or compile without --optimizer")
        ctx.updated = bool(runner.extra_ports)
        args = [*ctx.saved_tensors]
        args += [_coerce(grad_outputs[i], t) for i, t in zip(runner.tangent_outputs, runner.tangent_types)]
        del grad_outputs
        if not torch._C._autograd._get_current_graph_task_keep_graph():
            # Without retain_graph nothing will read the saved values again: let the backward
            # program free each one after its last use, as eager's autograd nodes do. With
            # retain_graph they stay, and a later backward finds them.
            ctx.maybe_clear_saved_tensors()
        if runner.graphed:
            runner.release_grads(ctx.params)   # a second backward (retain_graph) writes them again
        if runner.extra_ports:
            args += runner.extra_inputs(runner.extra_ports)
        results = runner.backward_fn(args)
        runner.hold(runner.backward_carried_at, results)
        by_arg: list = [None] * ctx.n_args
        for i, slot in zip(runner.grad_at, runner.grad_slots):
            by_arg[slot] = results[i]
        return (None, *by_arg)


def _device(model: nn.Module, kind: str) -> torch.device:
    """Where the model's tensors of device type `kind` are (the index a carry is made on)."""
    for t in list(model.parameters()) + list(model.buffers()):
        if t.device.type == kind:
            return t.device
    return torch.device(kind)


def _coerce(grad: torch.Tensor, t: TensorType) -> torch.Tensor:
    """Programs were traced for inputs and tangents of one layout; give them that layout."""
    return in_layout(grad, t.stride)


class AotModule(nn.Module):
    """`model` run through a compiled artifact. Parameters, buffers, `state_dict` and
    `load_state_dict` are the wrapped model's own, so optimizers and checkpoints see no change."""

    def __init__(self, model: nn.Module, manifest: Manifest, entry: Entry, forward: Program, forward_fn: Callable,
                 backward: Program | None, backward_fn: Callable | None, cudagraphs: bool = False, lr: float = 1e-3,
                 optimizer: InBackwardAdamW | None = None, fp8_state: Fp8State | None = None):
        super().__init__()
        self.module = model
        self.manifest = manifest
        self.entry = entry
        self._runner = _Runner(forward, forward_fn, backward, backward_fn, cudagraphs)
        # This rank's index along each mesh axis the programs read (port "coord"), bound at load.
        self.coordinates: dict[str, torch.Tensor] = {}
        self._slots = [self._slot(p) for p in forward.input_ports]
        # The layout each input was traced with (views in the program may depend on it).
        self._input_types = {int(p.name): v.type for p, v in zip(forward.input_ports, forward.inputs)
                             if p.kind == "input"}
        self._trainable = [(p.name, p.requires_grad, self._owner(p.name)) for p in manifest.params]
        # (argument index, name, dtype, device type) of each parameter and buffer the programs read.
        self._held_types = [(i, p.name, getattr(torch, v.type.dtype), v.type.device)
                            for i, (p, v) in enumerate(zip(forward.input_ports, forward.inputs))
                            if p.kind in ("param", "buffer")]
        # With --optimizer the backward updates the parameters: `optimizer` is a torch.optim.AdamW
        # whose state and learning rates the backward reads (aotc.runtime.optimizer); the shape
        # buckets of one artifact share one (`optimizer`, given), as they share the parameters.
        self.optimizer = None
        if manifest.optimizer is not None and backward is not None:
            if optimizer is None:
                trained = {p.name: self._owner(p.name) for p in manifest.params if p.requires_grad}
                updated = frozenset(p.name.partition(":")[2] for p in backward.input_ports
                                    if p.kind == "state" and p.name.startswith("exp_avg:"))
                optimizer = InBackwardAdamW({n: owner._parameters[attr] for n, (owner, attr) in trained.items()},
                                            manifest.optimizer, lr=lr, updated=updated)
            self.optimizer = optimizer
            self._runner.extra_inputs = self.optimizer.inputs
        # Under fp8 delayed scaling the programs read and renew carries (aotc.runtime.fp8_state),
        # one state for every shape bucket (`fp8_state`, given).
        self.fp8_state = None
        carries = carries_of(forward)
        if carries:
            if fp8_state is None:
                fp8_state = Fp8State(manifest.fp8, carries, _device(model, next(iter(carries.values())).device))
            else:
                fp8_state.add(carries)
            self.fp8_state = self._runner.carries = fp8_state
        self._held_names = frozenset(p.name for p in forward.input_ports if p.kind == "param")
        self._binder = Binder(model, entry)
        # The forward's parameters the inputs bind to, for errors to name them; a pipeline stage
        # after the first takes the activation the stage before returns, which forward does not name.
        self._input_names = tuple(self._binder.names) if entry.role != "stage" or entry.stage == 0 else ()
        self._build = output_builder(entry.outputs)
        if self._binder.signature is not None:
            # Trainers read the model's parameters off forward's signature (which dataset columns
            # to keep, which are labels): the loaded module shows the model's own.
            self.__class__ = _signed(type(self), type(model).__name__, self._binder.signature)

    def __getattr__(self, name: str):
        # What a trainer reads of the model (config, main_input_name, save_pretrained...) reads
        # through to it; parameters, buffers and submodules are this module's own.
        try:
            return super().__getattr__(name)
        except AttributeError:
            if name.startswith("__") or name == "module" or "module" not in self.__dict__.get("_modules", {}):
                raise
        return getattr(self._modules["module"], name)

    @property
    def accepts_loss_kwargs(self) -> bool:
        """HF Trainer passes `num_items_in_batch` only to a model whose artifact takes it as an input."""
        return "num_items_in_batch" in self._binder.names

    @property
    def is_gradient_checkpointing(self) -> bool:
        return False

    def gradient_checkpointing_enable(self, gradient_checkpointing_kwargs=None) -> None:
        raise ModelMismatchError(
            "gradient checkpointing cannot be switched on in a loaded artifact: what its backward recomputes was "
            "planned at compile. Compile with --remat-policy save-block-inputs (or --memory-budget GB) and train "
            "without gradient_checkpointing=True")

    def gradient_checkpointing_disable(self) -> None:
        """Nothing to switch off: the artifact recomputes what its compile planned."""

    def _slot(self, port):
        if port.kind == "input":
            return ("input", int(port.name))
        if port.kind in ("coord", "carry"):
            return (port.kind, port.name)
        return ("param" if port.kind == "param" else "buffer", self._owner(port.name))

    def _owner(self, qualified_name: str) -> tuple[nn.Module, str]:
        owner_name, _, attr = qualified_name.rpartition(".")
        return self.module.get_submodule(owner_name), attr

    def _arguments(self, inputs) -> list[torch.Tensor]:
        args = []
        for kind, where in self._slots:
            if kind == "input":
                args.append(_coerce(inputs[where], self._input_types[where]))
            elif kind == "param":
                args.append(where[0]._parameters[where[1]])
            elif kind == "coord":
                args.append(self.coordinates[where])
            elif kind == "carry":
                args.append(self.fp8_state.read(where))
            else:
                args.append(where[0]._buffers[where[1]])
        return args

    def forward(self, *args, **kwargs):
        """The model's forward, run through the artifact: called as the model is (positional,
        keyword or omitted arguments), returning what the model returns."""
        return self._run(self._binder(args, kwargs))

    def _run(self, inputs: tuple):
        m = self.manifest
        training = self.entry.role in ("train-step", "stage")
        check_inputs(inputs, self.entry.inputs, m.made.device, differentiable=training and torch.is_grad_enabled(),
                     grads_for=self._runner.grad_inputs, names=self._input_names)
        if m.modes.sensitive:
            check_modes(self.module, m.modes)
        args = self._arguments(inputs)
        self._check_held(args)
        if training and torch.is_grad_enabled():
            self._check_trainable()
            outs = _Step.apply(self._runner, *args)
        else:
            with torch.no_grad():
                outs, _ = self._runner.run_forward(args)
        return self._build(outs)

    def _check_held(self, args: list) -> None:
        # A model cast or moved after load (`model.to(torch.float64)`) would reach the programs
        # with tensors of another type than they were compiled for.
        for i, name, dtype, device in self._held_types:
            t = args[i]
            if t.dtype is not dtype or t.device.type != device:
                raise ModelMismatchError(
                    f"{name} is {str(t.dtype).removeprefix('torch.')} on {t.device.type}, but the artifact "
                    f"was compiled for {str(dtype).removeprefix('torch.')} on {device}: the model was cast "
                    "or moved after load. Cast it back, or compile an artifact for the new dtype or device "
                    "and load that")

    def _check_trainable(self) -> None:
        # Freezing a parameter after load would make the backward return a gradient autograd
        # does not expect (or miss one it does): refuse, as at load.
        for name, expected, (owner, attr) in self._trainable:
            if owner._parameters[attr].requires_grad != expected:
                raise ModelMismatchError(_requires_grad_message(name, expected))

    def state_dict(self, *args, **kwargs):
        return self.module.state_dict(*args, **kwargs)

    def load_state_dict(self, *args, **kwargs):
        return self.module.load_state_dict(*args, **kwargs)

    def extra_repr(self) -> str:
        m = self.manifest
        ops = ", ".join(f"{k} {v['ops']} ops" for k, v in m.programs.items())
        return f"artifact from {m.made.spec or 'an object'} ({ops})"


class BucketedModule(nn.Module):
    """`model` run through the artifact's shape buckets: each call runs the entry whose inputs
    have its inputs' shapes (each entry's programs were traced for its shapes), and a call whose
    shapes no bucket has is refused with the buckets and the padding rule. Parameters,
    `state_dict` and `load_state_dict` are the model's own, as for AotModule."""

    def __init__(self, model: nn.Module, manifest: Manifest, buckets: dict[str, AotModule]):
        super().__init__()
        self.module = model
        self.manifest = manifest
        # Not submodules: each wraps the same model, whose parameters must be listed once.
        self.buckets = dict(buckets)
        self._by_shapes = {tuple(i.shape for i in m.entry.inputs): m for m in buckets.values()}
        first = next(iter(buckets.values()))
        self.kernel_packs, self.process_groups, self.process_group = (
            first.kernel_packs, first.process_groups, first.process_group)
        self.optimizer = first.optimizer       # one for every bucket (None without --optimizer)
        self.fp8_state = first.fp8_state       # one for every bucket (None without --fp8 te-delayed)

    def forward(self, *args, **kwargs):
        inputs = next(iter(self.buckets.values()))._binder(args, kwargs)
        shapes = tuple(tuple(x.shape) if isinstance(x, torch.Tensor) else None for x in inputs)
        bucket = self._by_shapes.get(shapes)
        if bucket is None:
            fits = _fitting(shapes, self.buckets)
            fix = (f"pad each input up to the bucket that holds it{fits} (pad the token ids and leave the padding "
                   "out of the loss, e.g. ignore_index), or compile a bucket for this shape (another --shape)"
                   if fits else
                   "no bucket is large enough to pad them into: compile the artifact with a bucket that holds "
                   f"them (another --shape {_shape(shapes[0])}), or split each call into pieces a bucket holds")
            raise ModelMismatchError(f"inputs of shapes {', '.join(map(_shape, shapes))} match no shape bucket of "
                                     f"the artifact ({', '.join(self.buckets)}): {fix}")
        return bucket._run(inputs)

    def state_dict(self, *args, **kwargs):
        return self.module.state_dict(*args, **kwargs)

    def load_state_dict(self, *args, **kwargs):
        return self.module.load_state_dict(*args, **kwargs)

    def extra_repr(self) -> str:
        return f"shape buckets {', '.join(self.buckets)}"


def _signed(cls: type, model_name: str, signature) -> type:
    """A subclass of `cls` whose forward shows `signature` (the model's forward's)."""
    def forward(self, *args, **kwargs):
        return cls.forward(self, *args, **kwargs)
    self_param = [inspect.Parameter("self", inspect.Parameter.POSITIONAL_OR_KEYWORD)]
    forward.__signature__ = signature.replace(parameters=self_param + list(signature.parameters.values()))
    forward.__doc__ = cls.forward.__doc__
    return type(f"{cls.__name__}[{model_name}]", (cls,), {"forward": forward, "__module__": cls.__module__})


def _shape(shape) -> str:
    return "x".join(map(str, shape)) if shape is not None else "(not a tensor)"


def _fitting(shapes, buckets: dict[str, AotModule]) -> str:
    """' (here: NAME)' for the smallest bucket every input fits into, padded, if any."""
    fits = [(sum(math.prod(i.shape) for i in m.entry.inputs), name) for name, m in buckets.items()
            if len(m.entry.inputs) == len(shapes) and all(
                s is not None and len(s) == len(i.shape) and all(a <= b for a, b in zip(s, i.shape))
                for s, i in zip(shapes, m.entry.inputs))]
    return f" (here: {min(fits)[1]})" if fits else ""
