from __future__ import annotations

from dataclasses import replace

import torch

from aotc.errors import CompileError
from aotc.ir import Device, Fn, Program, TensorType, Value
from aotc.meta import run_meta
from aotc.ops import Kind, OpRegistry


def retarget(program: Program, device: str, registry: OpRegistry) -> Program:
    """After retarget, every value and every device literal is on `device`, except results
    kernels keep on the host (`OpRecord.host_results`).

        t2 = aten.arange.start(0, 8, device=torch.device('cpu'))  # t2: cpu i64[8]
        ->  t2 = aten.arange.start(0, 8, device=torch.device('cuda'))  # t2: cuda i64[8]

    Sound only for device-neutral ATen: kernels of one device's library (oneDNN, the CPU
    flash attention, cuDNN; `Kind.DEVICE_SPECIFIC`) are refused. Ops whose result dtypes differ
    by device (`Kind.DEVICE_DTYPES`: a half-precision layer norm's statistics are float32 on
    CUDA, the input's dtype on the CPU) are retyped as the target computes them, and so is
    every op downstream whose result dtype follows; shapes and strides stay as traced.
    Capture keeps attention device-neutral by routing it through `aotc.sdpa`. Results that
    kernels keep on the host whatever their device (the generator state `aotc.sdpa_dropout`
    returns) stay on the CPU.
    """
    if {v.type.device for v in program.inputs} <= {device} and not program.functions():
        return program  # traced on this device already
    mapping: dict[Value, Value] = {}

    def move(v: Value | None) -> Value | None:
        if v is None:
            return None
        if v not in mapping:
            t = v.type
            mapping[v] = Value(TensorType(t.dtype, t.shape, t.stride, device))
        return mapping[v]

    functions: dict[Fn, Fn] = {}

    def move_fn(fn: Fn) -> Fn:
        """A function's values live where the op that runs it does; one new Fn per function,
        so that ops sharing a function still share one."""
        if fn not in functions:
            functions[fn] = Fn(fn.kind, retarget(fn.program, device, registry))
        return functions[fn]

    inputs = tuple(move(v) for v in program.inputs)
    retyped: dict[Value, Value] = {}       # a moved value -> the same with the target's dtype
    ops = []
    for op in program.ops:
        if registry.kind(op, Kind.DEVICE_SPECIFIC):
            raise CompileError(f"{op.name} is a kernel of the trace device's own library and cannot "
                               f"run on {device}; this model cannot be compiled for {device} yet")
        for i in registry.lookup(op.name).host_results:
            mapping.setdefault(op.outputs[i], op.outputs[i])
        moved = replace(op, args=_move_args(op.args, move, move_fn, device),
                        kwargs=tuple((k, _move_args(a, move, move_fn, device)) for k, a in op.kwargs),
                        outputs=tuple(move(v) for v in op.outputs))
        if device != "cpu" and (registry.kind(op, Kind.DEVICE_DTYPES) or any(v in retyped for v in moved.inputs())):
            moved = _retype(moved, registry, retyped)
        ops.append(moved)
    outputs = tuple(retyped.get(v, v) for v in (move(v) for v in program.outputs))
    return program.replace(inputs=inputs, ops=tuple(ops), outputs=outputs)


def _move_args(arg, move, move_fn, device):
    if isinstance(arg, Fn):
        return move_fn(arg)
    if isinstance(arg, Value):
        return move(arg)
    if isinstance(arg, tuple):
        return tuple(_move_args(a, move, move_fn, device) for a in arg)
    if isinstance(arg, Device):
        return Device(device)
    return arg



def _retype(op, registry: OpRegistry, retyped: dict[Value, Value]):
    """`op` reading the retyped values, its results of another dtype on the target retyped too
    (the meta kernels compute as CUDA does; only the CPU's kernels keep statistics narrow)."""
    op = op.replace_inputs(retyped)
    result = run_meta(registry, op.name, op.args, op.kwargs)
    results = result if isinstance(result, (tuple, list)) else (result,)
    outputs = []
    for v, r in zip(op.outputs, results):
        dtype = str(r.dtype).removeprefix("torch.") if isinstance(r, torch.Tensor) else None
        if v is not None and dtype is not None and dtype != v.type.dtype:
            retyped[v] = Value(replace(v.type, dtype=dtype))
            v = retyped[v]
        outputs.append(v)
    return op.with_outputs(outputs + list(op.outputs[len(outputs):]))
