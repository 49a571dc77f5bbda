"""fp8 experts (aotc.scaled_grouped_mm): the ops against torch's own fp8 matmul group by group,
their CUDA path (padding included) run on the CPU against an emulation of
`torch._scaled_grouped_mm` with its checks. On a GPU with torch's fp8 grouped GEMM (sm90), the
CUDA kernels against the portable ones at Qwen3-30B-A3B's expert shapes."""

from __future__ import annotations

import pytest
import torch

import aotc.customops.grouped_mm as grouped

E4M3 = torch.float8_e4m3fn


def quantize(x: torch.Tensor, dim: int) -> tuple[torch.Tensor, torch.Tensor]:
    """(x in e4m3, its float32 dequantisation scale) with one scale along `dim` (kept)."""
    scale = x.abs().amax(dim, keepdim=True).float().clamp(min=1e-12) / 448.0
    return (x.float() / scale).clamp(-448.0, 448.0).to(E4M3), scale


def bounds(offs: torch.Tensor) -> list[tuple[int, int]]:
    ends = offs.tolist()
    return list(zip([0] + ends[:-1], ends))


def reference_mm(a: torch.Tensor, b: torch.Tensor, offs: torch.Tensor) -> torch.Tensor:
    """a [S, K] @ b[g] [K, N] for each group, through torch._scaled_mm: rows and expert columns scaled."""
    a8, sa = quantize(a, 1)
    bt8, sb = quantize(b.transpose(-2, -1), 2)                  # [G, N, K]: one scale per expert column
    out = a.new_zeros((a.shape[0], b.shape[-1]))
    for g, (s, e) in enumerate(bounds(offs)):
        out[s:e] = torch._scaled_mm(a8[s:e], bt8[g].t(), sa[s:e], sb[g].t(), out_dtype=a.dtype)
    return out


def reference_weight_grad(a: torch.Tensor, grad: torch.Tensor, offs: torch.Tensor) -> torch.Tensor:
    """a[rows].T @ grad[rows] per group through torch._scaled_mm, each operand scaled per column."""
    a8, sa = quantize(a, 0)
    g8, sg = quantize(grad, 0)
    return torch.stack([torch._scaled_mm(a8[s:e].t().contiguous(), g8[s:e].t().contiguous().t(), sa.view(-1, 1), sg,
                                         out_dtype=a.dtype) for s, e in bounds(offs)])


needs_fp8_gpu = pytest.mark.skipif(not (torch.cuda.is_available() and grouped._fp8_on_device(torch.device("cuda"))),
                                   reason="needs a GPU with torch's fp8 grouped GEMM (sm90 or sm100)")


def snr_db(ref: torch.Tensor, got: torch.Tensor) -> float:
    ref, got = ref.double(), got.double()
    return (10 * torch.log10(ref.pow(2).sum() / (ref - got).pow(2).sum().clamp(min=1e-30))).item()


def _operands(seed: int = 0):
    """Rows, expert weights and gradients with empty groups and rows past the last offset."""
    torch.manual_seed(seed)
    a, grad = torch.randn(40, 32) * torch.rand(40, 1), torch.randn(40, 48)
    b = torch.randn(4, 48, 32).transpose(-2, -1)                # [G, K, N] viewing [G, N, K]
    return a, b, grad, torch.tensor([10, 10, 25, 37])


def test_the_ops_match_torch_scaled_mm_group_by_group():
    a, b, grad, offs = _operands()
    a8, sa = quantize(a, 1)
    bt8, sb = quantize(b.transpose(-2, -1), 2)
    out = torch.ops.aotc.scaled_grouped_mm(a8, bt8.transpose(-2, -1), sa.view(-1), sb.view(4, 48), offs,
                                           torch.float32, False)
    torch.testing.assert_close(out, reference_mm(a, b, offs), rtol=1e-5, atol=1e-6)
    assert not out[37:].any()                                   # rows past the last offset
    x8, sx = quantize(a, 0)
    g8, sg = quantize(grad, 0)
    db = torch.ops.aotc.scaled_grouped_mm_weight_grad(x8, g8, sx.view(-1), sg.view(-1), offs, torch.float32)
    torch.testing.assert_close(db, reference_weight_grad(a, grad, offs), rtol=1e-5, atol=1e-6)
    assert not db[1].any()                                      # a group without rows
    half = torch.ops.aotc.scaled_grouped_mm_weight_grad(x8, g8, sx.view(-1), sg.view(-1), offs, torch.bfloat16)
    assert torch.equal(half, db.bfloat16())


def emulated_scaled_grouped_mm(a, b, scale_a, scale_b, offs, out_dtype=None, use_fast_accum=False):
    """torch._scaled_grouped_mm's rowwise contract and the checks its sm90 kernel makes
    (GroupedBlas.cpp, GroupMMCommon.cuh), computed on the CPU."""
    assert a.dtype == b.dtype == E4M3 and out_dtype == torch.bfloat16 and offs.dtype == torch.int32
    assert a.stride(-1) == 1 and b.stride(-2) == 1, "a row-major, b column-major"
    assert a.shape[-1] % 16 == 0 and b.shape[-2] % 16 == 0 and b.shape[-1] % 16 == 0
    assert scale_a.is_contiguous() and scale_a.dtype == scale_b.dtype == torch.float32
    if b.dim() == 3:                                            # groups of a's rows
        assert scale_a.shape == a.shape[:1] and scale_b.shape == (b.shape[0], b.shape[2])
        out = torch.full((a.shape[0], b.shape[-1]), float("nan"))   # rows past the end are left unwritten
        for g, (s, e) in enumerate(bounds(offs)):
            out[s:e] = (a[s:e].float() @ b[g].float()) * scale_a[s:e, None] * scale_b[g]
        return out.to(out_dtype)
    groups, m, n = offs.shape[0], a.shape[0], b.shape[1]        # groups along the contracted dimension
    assert scale_a.shape == (groups * m,) and scale_b.shape == (groups * n,)
    sizes = [e - s for s, e in bounds(offs)]
    assert all(d > 0 for d in sizes) and all(d % 16 == 0 for d in sizes[:-1]), sizes
    return torch.stack([(a[:, s:e].float() @ b[s:e].float()) * scale_a[g * m:(g + 1) * m, None]
                        * scale_b[g * n:(g + 1) * n] for g, (s, e) in enumerate(bounds(offs))]).to(out_dtype)


def test_the_cuda_path_pads_groups_as_the_fp8_gemm_needs(monkeypatch):
    """The kernels' CUDA branch (layouts, repeated scales, the weight gradient's rows copied to
    groups of positive multiples of 16) run on the CPU against the emulation: the portable
    kernels' results, groups of 0, 1 and 15 rows and rows past the last offset included."""
    a, b, grad, _ = _operands()
    offs = torch.tensor([15, 15, 16, 37])
    a8, sa = quantize(a, 1)
    bt8, sb = quantize(b.transpose(-2, -1), 2)
    x8, sx = quantize(a, 0)
    g8, sg = quantize(grad, 0)
    calls = [lambda: grouped.scaled_grouped_mm_kernel(a8, bt8.transpose(-2, -1), sa.view(-1), sb.view(4, 48),
                                                      offs, torch.float32, True),
             lambda: grouped.scaled_grouped_mm_weight_grad_kernel(x8, g8, sx.view(-1), sg.view(-1), offs,
                                                                  torch.float32)]
    portable = [call() for call in calls]
    monkeypatch.setattr(grouped, "_fp8_on_device", lambda device: True)
    monkeypatch.setattr(torch, "_scaled_grouped_mm", emulated_scaled_grouped_mm)
    for call, want in zip(calls, portable):
        torch.testing.assert_close(call(), want.bfloat16().float())


@pytest.mark.parametrize("which", ["forward", "weight_grad"])
@pytest.mark.gpu
@needs_fp8_gpu
def test_cuda_kernels_match_the_portable_ones_at_qwen3_30b_a3b_shapes(which, monkeypatch):
    """d 2048, expert hidden 768, 128 experts, top-8 of 4096 tokens, rows routed at random (some
    experts get none): torch._scaled_grouped_mm against the portable loop on the same fp8
    operands, and its time against ATen's bf16 grouped GEMM (printed: `pytest -s`)."""
    torch.manual_seed(0)
    experts, k, tokens, d, h = 128, 8, 4096, 2048, 768
    ids = torch.rand(tokens, experts, device="cuda").topk(k, -1).indices.flatten()
    ids[ids == 5] = 6                                           # an expert without rows
    offs = torch.bincount(ids, minlength=experts).cumsum(0).to(torch.int32)
    rows = tokens * k
    x = torch.randn(rows, d, device="cuda", dtype=torch.bfloat16)
    w = torch.randn(experts, 2 * h, d, device="cuda", dtype=torch.bfloat16) / d ** 0.5
    grad = torch.randn(rows, 2 * h, device="cuda", dtype=torch.bfloat16)
    if which == "forward":
        x8, sx = quantize(x, 1)
        w8, sw = quantize(w, 2)
        args = (x8, w8.transpose(-2, -1), sx.view(-1), sw.view(experts, 2 * h), offs, torch.bfloat16, True)
        fp8, flops = grouped.scaled_grouped_mm_kernel, 2 * rows * d * 2 * h
        bf16 = lambda: grouped.grouped_mm_kernel(x, w.transpose(-2, -1), offs)      # noqa: E731
    else:
        x8, sx = quantize(x, 0)
        g8, sg = quantize(grad, 0)
        args = (x8, g8, sx.view(-1), sg.view(-1), offs, torch.bfloat16)
        fp8, flops = grouped.scaled_grouped_mm_weight_grad_kernel, 2 * rows * d * 2 * h
        bf16 = lambda: grouped.grouped_mm_weight_grad_kernel(x, grad, offs)         # noqa: E731
    got = fp8(*args)
    timings = {"fp8": _ms(lambda: fp8(*args)), "bf16": _ms(bf16)}
    monkeypatch.setattr(grouped, "_fp8_on_device", lambda device: False)
    want = fp8(*args)                                           # the portable loop, on the GPU
    assert snr_db(want.float(), got.float()) >= 40
    print(f"\n{which}: " + ", ".join(f"{name} {ms:.3f} ms ({flops / ms / 1e9:.0f} TFLOP/s)"
                                     for name, ms in timings.items()))


def _ms(fn, repeat: int = 20) -> float:
    for _ in range(3):
        fn()
    start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    start.record()
    for _ in range(repeat):
        fn()
    end.record()
    torch.cuda.synchronize()
    return start.elapsed_time(end) / repeat
