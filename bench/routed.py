"""The routed (expert) matmuls of one mixture-of-experts layer alone, for bench/moe.py: the
forward, input-gradient and weight-gradient grouped matmuls of gate-up and down, rows routed
uniformly at random, through `aotc.grouped_mm` (ATen's grouped GEMM in bfloat16),
`aotc.scaled_grouped_mm` on float8 operands quantized beforehand (what `--fp8` runs; the casts,
fused into other kernels in an artifact, are not timed) and, on CUDA, a loop of `mm` over the
experts (what eager float32 and the portable kernel run)."""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

import torch

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from aotc.customops.grouped_mm import (grouped_mm_kernel, grouped_mm_weight_grad_kernel,  # noqa: E402
                                       scaled_grouped_mm_kernel, scaled_grouped_mm_weight_grad_kernel)


def time_routed_matmuls(s: dict, tokens: int, dtype: str, device: str) -> dict:
    """One layer's expert matmuls alone at a Qwen3-MoE configuration's shapes `s`, per kernel:
    ms per layer and TFLOP/s."""
    e, k, d, h = s["num_experts"], s["num_experts_per_tok"], s["hidden_size"], s["moe_intermediate_size"]
    rows, dtype, device = tokens * k, getattr(torch, dtype), torch.device(device)
    torch.manual_seed(0)
    ids = torch.rand(tokens, e, device=device).topk(k, -1).indices.flatten()
    offs = torch.bincount(ids, minlength=e).cumsum(0).to(torch.int32)
    x = torch.randn(rows, d, device=device, dtype=dtype)
    act = torch.randn(rows, h, device=device, dtype=dtype)
    gate_up = torch.randn(e, 2 * h, d, device=device, dtype=dtype).transpose(-2, -1)   # stored [E, 2h, d]
    down = torch.randn(e, d, h, device=device, dtype=dtype).transpose(-2, -1)
    grad_up, grad_out = torch.randn(rows, 2 * h, device=device, dtype=dtype), torch.randn(rows, d, device=device, dtype=dtype)

    def layer(kernel_mm, kernel_wg):
        kernel_mm(x, gate_up, offs)                          # forward
        kernel_mm(act, down, offs)
        kernel_mm(grad_out, down.transpose(-2, -1), offs)    # input gradients
        kernel_mm(grad_up, gate_up.transpose(-2, -1), offs)
        kernel_wg(act, grad_out, offs)                       # weight gradients
        kernel_wg(x, grad_up, offs)

    # The same six matmuls on float8 operands quantized beforehand, as --fp8 scales them.
    fp8_mm = [_fp8_args(x, gate_up, offs, True), _fp8_args(act, down, offs, True),
              _fp8_args(grad_out, down.transpose(-2, -1), offs, False),
              _fp8_args(grad_up, gate_up.transpose(-2, -1), offs, False)]
    fp8_wg = [_fp8_weight_grad_args(act, grad_out, offs), _fp8_weight_grad_args(x, grad_up, offs)]

    def fp8_layer():
        for args in fp8_mm:
            scaled_grouped_mm_kernel(*args)
        for args in fp8_wg:
            scaled_grouped_mm_weight_grad_kernel(*args)

    out = {}
    flops = 3 * 2 * rows * d * 3 * h              # forward, input and weight gradients; gate-up (2h) and down
    candidates = {"aotc.grouped_mm": lambda: layer(grouped_mm_kernel, grouped_mm_weight_grad_kernel),
                  "aotc.scaled_grouped_mm (fp8)": fp8_layer}
    if device.type == "cuda":
        candidates["loop of mm"] = lambda: layer(_loop, _loop_weight_grad)
    for name, fn in candidates.items():
        ms = _median_ms(fn, device)
        out[name] = {"ms_per_layer": round(ms, 3), "tflops": round(flops / (ms * 1e-3) / 1e12, 1)}
    return out


def _e4m3(t, dim):
    """t in e4m3 (contiguous) and its float32 scales along `dim` (kept), as --fp8 quantizes."""
    scale = t.abs().amax(dim, keepdim=True).float().clamp(min=1e-12) / 448.0
    return (t.float() / scale).clamp(-448.0, 448.0).to(torch.float8_e4m3fn).contiguous(), scale


def _fp8_args(rows, weight, offs, forward: bool) -> tuple:
    rows8, scale_rows = _e4m3(rows, 1)
    weight_t8, scale_w = _e4m3(weight.transpose(-2, -1), 2)             # one scale per expert column
    return (rows8, weight_t8.transpose(-2, -1), scale_rows.view(-1), scale_w.view(weight.shape[0], -1), offs,
            rows.dtype, forward)


def _fp8_weight_grad_args(rows, grad, offs) -> tuple:
    rows8, scale_rows = _e4m3(rows, 0)
    grad8, scale_grad = _e4m3(grad, 0)
    return rows8, grad8, scale_rows.view(-1), scale_grad.view(-1), offs, rows.dtype


def _loop(a, b, offs):
    out = a.new_zeros((a.shape[0], b.shape[-1]))
    start = 0
    for g, end in enumerate(offs.tolist()):
        if end > start:
            torch_mm(a[start:end], b[g], out[start:end])
        start = end
    return out


def _loop_weight_grad(a, grad, offs):
    out = a.new_zeros((offs.shape[0], a.shape[1], grad.shape[1]))
    start = 0
    for g, end in enumerate(offs.tolist()):
        if end > start:
            torch_mm(a[start:end].t(), grad[start:end], out[g])
        start = end
    return out


def torch_mm(x, y, out):
    torch.mm(x, y, out=out)


def _median_ms(fn, device) -> float:
    for _ in range(3):
        fn()
    times = []
    for _ in range(10):
        if device.type == "cuda":
            torch.cuda.synchronize()
        begin = time.perf_counter()
        fn()
        if device.type == "cuda":
            torch.cuda.synchronize()
        times.append((time.perf_counter() - begin) * 1e3)
    return statistics.median(times)
