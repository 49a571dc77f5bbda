"""Capture: a module built on the meta device -> the joint forward+backward program in our IR.

The module's parameters and buffers are swapped for fake tensors, so nothing the size of a
weight is ever allocated, and AOTAutograd's joint export (`aot_export_joint_with_descriptors`)
traces forward and backward together, functionalized, at the ATen level. Its descriptors say
which graph input is which parameter, buffer, user input or tangent; they become the ports of
the program.

Tracing always happens on the CPU device: the programs are device-neutral ATen once attention
is routed through `aotc::sdpa` (`passes.retarget` then moves them to the target device), and
fake CUDA tensors would reach code that needs a CUDA build (SDPA's backend choice). Autocast
follows the target (aotc.frontend.autocast: CUDA's casting policy for a CUDA target). Attention with dropout or a learned
mask is the exception: it is recorded as what eager runs on the target (ATen's math attention
for the CPU, `aotc::sdpa_dropout` for CUDA), so capture takes the target device.
"""

from __future__ import annotations

import contextlib
import inspect
import os
import re
import sys
from dataclasses import dataclass

import torch
import torch.nn.functional as F
from torch import nn
from torch._functorch._aot_autograd import descriptors as D
from torch._functorch.aot_autograd import aot_export_joint_with_descriptors
from torch._subclasses.fake_tensor import FakeTensorMode
from torch.overrides import TorchFunctionMode

from aotc.customops.attention import fused_kernels_run  # importing registers the aotc:: ops
from aotc.errors import CaptureError
from aotc.customops.flex import FunctionTable
from aotc.frontend.call_form import called_as
from aotc.frontend.autocast import autocast_inputs, target_autocast
from aotc.frontend.varlen import is_varlen, route_varlen, static_varlen_metadata
from aotc.frontend.errors import hint, user_frame
from aotc.frontend.lstm import lstm_layers_for_training
from aotc.frontend.flex import route_flex_attention
from aotc.frontend.annotations import CHECKPOINT_KEY, MODULE_KEY, SOURCE_KEY
from aotc.frontend.fx_to_ir import convert
from aotc.frontend.moe import routed_experts
from aotc.format.manifest import mode_exceptions
from aotc.ir import Port, Program
from aotc.model_info import BufferInfo, InputInfo, OutputTree, ParamInfo, UnsupportedOutput, dtype_name

TRACE_DEVICE = "cpu"


@dataclass(frozen=True)
class Captured:
    program: Program                 # joint (training) or forward-only (inference)
    modes: tuple[bool, tuple[str, ...]]   # root train flag, submodules whose flag differs
    params: tuple[ParamInfo, ...]
    buffers: tuple[BufferInfo, ...]
    inputs: tuple[InputInfo, ...]
    outputs: OutputTree
    experts: tuple[str, ...] = ()    # parameters traced as each rank's block of experts (--mesh ep=N)


def describe_params(model: nn.Module) -> tuple[ParamInfo, ...]:
    """One entry per parameter tensor; a tied parameter lists every name it has."""
    by_id: dict[int, list[str]] = {}
    tensors: dict[int, nn.Parameter] = {}
    for name, p in model.named_parameters(remove_duplicate=False):
        by_id.setdefault(id(p), []).append(name)
        tensors[id(p)] = p
    return tuple(ParamInfo(names=tuple(names), dtype=dtype_name(tensors[i].dtype),
                           shape=tuple(tensors[i].shape), requires_grad=tensors[i].requires_grad)
                 for i, names in by_id.items())


def describe_buffers(model: nn.Module) -> tuple[BufferInfo, ...]:
    return tuple(BufferInfo(name=n, dtype=dtype_name(b.dtype), shape=tuple(b.shape))
                 for n, b in model.named_buffers())


def capture(model: nn.Module, inputs: tuple[InputInfo, ...], *, training: bool,
            device: str = TRACE_DEVICE, expert_parallel: int = 1,
            grad_inputs: frozenset[int] = frozenset()) -> Captured:
    """Trace `model` (its tensors on the meta device) on fake inputs of the given types, for
    programs that will run on `device`, its experts split over `expert_parallel` ranks. The
    inputs numbered in `grad_inputs` get gradients too (a pipeline stage's activations)."""
    params = describe_params(model)
    buffers = describe_buffers(model)
    mode = FakeTensorMode()
    _swap_in_fakes(model, mode, training)
    if not training:
        model.eval()  # a training artifact keeps the model's own flags (a frozen batch norm, say)
    with mode:
        args = tuple(torch.empty(i.shape, dtype=getattr(torch, i.dtype), device=TRACE_DEVICE)
                     .requires_grad_(k in grad_inputs and training) for k, i in enumerate(inputs))
    functions = FunctionTable()          # FlexAttention's modification functions, by number
    try:
        # preserve_node_meta: the joint export keeps annotations by itself, the inference one
        # only inside it (without it an inference artifact had no provenance).
        with contextlib.ExitStack() as stack, mode, torch.fx.traceback.preserve_node_meta(), _announce_tracing(), \
                route_flex_attention(functions), target_autocast(device), static_varlen_metadata(), \
                _RouteAttention(device), \
                routed_experts(model, expert_parallel) as experts, _mark_checkpoints(), _mark_modules(model), \
                _MarkSources(model), called_as(model, inputs) as form:
            if training:
                stack.enter_context(lstm_layers_for_training())
            joint = aot_export_joint_with_descriptors(stack, model, args)
            gm = joint.graph_module
            output_info = _output_info(joint)
    except UnsupportedOutput as e:
        raise CaptureError(str(e)) from None
    except CaptureError:
        raise
    except Exception as e:  # the tracer's errors are many and untyped; keep their words
        raise CaptureError(f"cannot capture {type(model).__name__}.forward: {_first_lines(e)}"
                           f"{user_frame(e)}{hint(e)}") from e

    try:
        input_ports = [_input_port(n.meta.get("desc")) for n in gm.graph.nodes if n.op == "placeholder"]
        out_node = next(n for n in gm.graph.nodes if n.op == "output")
        output_ports = _output_ports(out_node.meta.get("desc"), input_ports, training, grad_inputs)
    except CaptureError as e:
        raise CaptureError(f"{e}{_renormalizing_embedding(model, str(e))}") from None
    if training:
        _refuse_lost_gradients(output_info, input_ports)
    program = convert(gm, input_ports, output_ports, name="joint" if training else "forward", functions=functions)
    outputs = form.tree
    return Captured(program=program, params=params, buffers=buffers, inputs=inputs,
                    outputs=outputs, modes=(model.training, mode_exceptions(model)),
                    experts=tuple(experts.params))


def _swap_in_fakes(model: nn.Module, mode: FakeTensorMode, training: bool) -> None:
    fakes: dict[int, torch.Tensor] = {}

    def fake_of(t: torch.Tensor, param: bool) -> torch.Tensor:
        if id(t) not in fakes:
            with mode:
                f = torch.empty_strided(t.shape, t.stride(), dtype=t.dtype, device=TRACE_DEVICE)
            fakes[id(t)] = nn.Parameter(f, requires_grad=t.requires_grad and training) if param else f
        return fakes[id(t)]

    for module in model.modules():
        for name, p in list(module._parameters.items()):
            if p is not None:
                module._parameters[name] = fake_of(p, param=True)
        for name, b in list(module._buffers.items()):
            if b is not None:
                module._buffers[name] = fake_of(b, param=False)


def _input_port(desc) -> Port:
    if isinstance(desc, D.ParamAOTInput):
        return Port("param", desc.target)
    if isinstance(desc, D.BufferAOTInput):
        return Port("buffer", desc.target)
    if isinstance(desc, D.PlainAOTInput):
        return Port("input", str(desc.idx))
    if isinstance(desc, D.TangentAOTInput) and isinstance(desc.output, D.PlainAOTOutput):
        return Port("tangent", str(desc.output.idx))
    if isinstance(desc, D.TangentAOTInput) and isinstance(desc.output, D.InputMutationAOTOutput):
        raise _write_refused(desc.output)  # a differentiable write: of a parameter or an input
    raise CaptureError(f"the traced program has an input thunder-aot cannot bind: {desc}")


def _output_ports(descs, input_ports: list[Port], training: bool,
                  grad_inputs: frozenset[int] = frozenset()) -> list[Port | None]:
    primals = [p for p in input_ports if p.kind != "tangent"]
    n_forward = len(descs) - len(primals) if training else len(descs)
    ports: list[Port | None] = []
    for i, desc in enumerate(descs):
        if i < n_forward:
            if isinstance(desc, D.PlainAOTOutput):
                ports.append(Port("output", str(desc.idx)))
            elif isinstance(desc, D.InputMutationAOTOutput) and \
                    isinstance(desc.mutated_input, D.BufferAOTInput):
                ports.append(Port("update", desc.mutated_input.target))
            else:
                raise _write_refused(desc)
        else:
            primal = primals[i - n_forward]
            ports.append(Port("grad", primal.name) if primal.kind == "param" else
                         Port("input_grad", primal.name) if primal.kind == "input" and int(primal.name) in grad_inputs
                         else None)
    return ports


_ALIAS_WORDS = {
    "is_input": "a parameter or input returned as it is",
    "alias_of_input": "a view of a parameter or input",
}


def _output_info(joint) -> list | None:
    """AOTAutograd's per-output facts (alias kind, requires_grad), where this torch exposes them."""
    meta = getattr(getattr(joint, "_aot_state", None), "fw_metadata", None)
    return list(getattr(meta, "output_info", None) or []) or None


def _refuse_lost_gradients(output_info, input_ports: list[Port]) -> None:
    """A differentiable output needs a tangent. AOTAutograd gives none to an output that aliases
    a parameter, an input or another output (its own runtime rebuilds those as views); the
    artifact would silently drop their gradient, so they are refused."""
    if output_info is None:
        return
    tangents = {p.name for p in input_ports if p.kind == "tangent"}
    for idx, info in enumerate(output_info):
        if info.requires_grad and str(idx) not in tangents:
            kind = getattr(info.output_type, "name", str(info.output_type))
            what = _ALIAS_WORDS.get(kind, "a view of another output or of an intermediate value")
            raise CaptureError(f"forward output {idx} is {what}; its gradient cannot flow through an "
                               "artifact: return a copy of it (`.clone()`)")


def _renormalizing_embedding(model: torch.nn.Module, message: str) -> str:
    """Why a parameter is written, where the model says: nn.Embedding(max_norm=...) rescales the
    rows it reads in place, in the forward."""
    for name, module in model.named_modules():
        target = f"{name}.weight" if name else "weight"
        if isinstance(module, torch.nn.Embedding) and module.max_norm is not None and \
                f"writes to {target} in place" in message:
            return (f" ({name or 'the model'} is nn.Embedding(max_norm={module.max_norm}), which renormalizes the rows it "
                    "reads in place on every call: build it with max_norm=None, or renormalize its weight "
                    "outside the training step)")
    return ""


def _write_refused(desc) -> CaptureError:
    source = getattr(desc, "mutated_input", None)
    what = getattr(source, "target", None) or f"input {getattr(source, 'idx', '?')}"
    return CaptureError(f"the model writes to {what} in place during forward; only buffers may be "
                        "written (parameters and inputs are read-only): compute a new tensor instead")


@contextlib.contextmanager
def _announce_tracing():
    """Tell model code it is being traced for export, as torch.export itself does.

    Libraries guard Python branches on tensor values with torch.compiler.is_compiling() or
    is_exporting() (HuggingFace's mask builders do); the joint export alone does not raise
    those flags, so such a model would take its eager-only branch and read a fake value.
    """
    saved = (torch.compiler._is_compiling_flag, torch.compiler._is_exporting_flag)
    torch.compiler._is_compiling_flag = torch.compiler._is_exporting_flag = True
    try:
        yield
    finally:
        torch.compiler._is_compiling_flag, torch.compiler._is_exporting_flag = saved


class _MarkSources(TorchFunctionMode):
    """Annotate every op with the line of the model's source that called it ("llama.py:120"):
    the innermost frame outside torch and thunder-aot. A file under the model's own directory
    is named relative to it, any other by its module ("transformers/models/bert/modeling_bert.py"),
    so that compiles on two machines stay byte-identical."""

    _SKIP = tuple(os.path.dirname(m.__file__) + os.sep for m in (torch, sys.modules["aotc"]))
    _SAFE = re.compile(r"[A-Za-z0-9_./-]{1,200}")

    def __init__(self, model: nn.Module):
        super().__init__()
        try:
            self.root = os.path.dirname(inspect.getsourcefile(type(model)) or "") + os.sep
        except TypeError:      # a class without a source file
            self.root = None
        self.seen: dict = {}
        # Only calls made while the model's forward runs are the model's lines: the tracer's own
        # calls (building the backward, say) have no line of the model to name.
        self.running = 0
        self.hooks = (model.register_forward_pre_hook(lambda *_: self._enter()),
                      model.register_forward_hook(lambda *_: self._leave()))

    def _enter(self):
        self.running += 1

    def _leave(self):
        self.running -= 1

    def __exit__(self, *exc):
        for hook in self.hooks:
            hook.remove()
        return super().__exit__(*exc)

    def __torch_function__(self, func, types, args=(), kwargs=None):
        where = self._caller() if self.running else ""
        if not where:
            return func(*args, **(kwargs or {}))
        with torch.fx.traceback.annotate({SOURCE_KEY: where}):
            return func(*args, **(kwargs or {}))

    def _caller(self) -> str:
        frame = sys._getframe(2)
        while frame is not None:
            file = frame.f_code.co_filename
            if not file.startswith(self._SKIP) and not file.startswith("<") \
                    and "contextlib" not in file and "/torch/" not in file:
                return self._name(frame, file)
            frame = frame.f_back
        return ""

    def _name(self, frame, file: str) -> str:
        key = (file, frame.f_globals.get("__name__"))
        if key not in self.seen:
            if self.root and file.startswith(self.root):
                name = file[len(self.root):]
            else:
                name = str(key[1]).replace(".", "/") + ".py"
            self.seen[key] = name if self._SAFE.fullmatch(name) else ""
        return f"{self.seen[key]}:{frame.f_lineno}" if self.seen[key] else ""


@contextlib.contextmanager
def _mark_modules(model: nn.Module):
    """Annotate every op with the innermost module whose forward traced it ("path:Class"), for
    the printed programs, diffs and errors. The backward's ops inherit their forward op's."""
    entered: list = []

    def enter(name: str, kind: str):
        def hook(module, args):
            cm = torch.fx.traceback.annotate({MODULE_KEY: f"{name}:{kind}"})
            cm.__enter__()
            entered.append(cm)
        return hook

    def leave(module, args, output):
        if entered:
            entered.pop().__exit__(None, None, None)

    handles = []
    for name, m in model.named_modules():
        handles.append(m.register_forward_pre_hook(enter(name, type(m).__name__)))
        handles.append(m.register_forward_hook(leave))
    try:
        yield
    finally:
        while entered:
            entered.pop().__exit__(None, None, None)
        for h in handles:
            h.remove()


@contextlib.contextmanager
def _mark_checkpoints():
    """Number each non-reentrant `torch.utils.checkpoint` call and annotate the ops traced
    inside it, so the remat pass recomputes them as the user asked.

    The joint export traces the checkpointed function once, like any other code, and keeps no
    trace of the checkpoint; `checkpoint()` looks its generator up in its module at each call,
    so wrapping that generator reaches calls however the model imported `checkpoint`.
    """
    import torch.utils.checkpoint as ckpt

    original = ckpt._checkpoint_without_reentrant_generator
    calls = iter(range(1 << 62))

    def marked(*args, **kwargs):
        inner = original(*args, **kwargs)
        next(inner)                      # the checkpoint's own set-up
        try:
            with torch.fx.traceback.annotate({CHECKPOINT_KEY: next(calls)}):
                yield                    # the user's function runs here
        except BaseException as e:
            inner.throw(e)
            raise
        next(inner, None)                # and its tear-down

    ckpt._checkpoint_without_reentrant_generator = marked
    try:
        yield
    finally:
        ckpt._checkpoint_without_reentrant_generator = original


class _RouteAttention(TorchFunctionMode):
    """Sends F.scaled_dot_product_attention to aotc::sdpa (see aotc.customops.attention), or, for
    dropout and masks that need a gradient, to what eager runs on the target `device`; and
    varlen attention to aotc::varlen_attention (aotc.frontend.varlen)."""

    def __init__(self, device: str):
        super().__init__()
        self.device = device

    def __torch_function__(self, func, types, args=(), kwargs=None):
        kwargs = kwargs or {}
        if func is F.scaled_dot_product_attention:
            return _sdpa(self.device, *args, **kwargs)
        if is_varlen(func):
            return route_varlen(func, args, kwargs)
        return func(*args, **kwargs)


def _sdpa(device, query, key, value, attn_mask=None, dropout_p=0.0, is_causal=False, scale=None,
          enable_gqa=False):
    query, key, value, attn_mask = autocast_inputs(query, key, value, attn_mask)
    if attn_mask is not None and query.dim() == 4 and attn_mask.dim() < 4:
        # The kernels take 2-d or 4-d masks; F.scaled_dot_product_attention broadcasts any rank.
        attn_mask = attn_mask.reshape((1,) * (4 - attn_mask.dim()) + tuple(attn_mask.shape))
    mask_grad = attn_mask is not None and attn_mask.requires_grad
    random_or_learned = dropout_p != 0.0 or mask_grad
    if random_or_learned and (device != "cuda" or not fused_kernels_run(query, key, value)):
        # Attention dropout draws its mask, and a learned bias (T5's relative positions) needs a
        # gradient. On the CPU (and for CUDA inputs no fused kernel takes), eager runs ATen's
        # math attention, as plain ops (matmuls, softmax, a dropout whose mask the forward
        # saves) that draw the generator as eager does. It keeps the L x L scores, as eager's
        # math path does. ATen's math kernel adds its mask: a boolean one must become the
        # additive bias F.scaled_dot_product_attention makes before it dispatches (a 0/1 mask
        # added to the scores lets every position see every other).
        if attn_mask is not None and attn_mask.dtype == torch.bool:
            attn_mask = torch.zeros_like(attn_mask, dtype=query.dtype).masked_fill(~attn_mask, float("-inf"))
        return torch.ops.aten._scaled_dot_product_attention_math(
            query, key, value, attn_mask, dropout_p, is_causal, None, scale=scale, enable_gqa=enable_gqa)[0]
    if enable_gqa and key.shape[-3] != query.shape[-3]:
        groups = query.shape[-3] // key.shape[-3]
        key = key.repeat_interleave(groups, dim=-3)
        value = value.repeat_interleave(groups, dim=-3)
    if random_or_learned:
        # On CUDA, eager's cuDNN, flash or memory-efficient kernel, which returns the generator
        # state its backward needs to draw the same dropout mask.
        return torch.ops.aotc.sdpa_dropout(query, key, value, attn_mask, dropout_p, is_causal, scale, mask_grad)[0]
    return torch.ops.aotc.sdpa(query, key, value, attn_mask, is_causal, scale)[0]


def _first_lines(e: BaseException, n: int = 6) -> str:
    text = f"{type(e).__name__}: {e}".strip()
    lines = text.splitlines()
    return "\n".join(lines[:n]) + ("\n..." if len(lines) > n else "")
