"""fp8 experts (`--fp8`: aotc.passes.fp8.fp8_experts, aotc.scaled_grouped_mm): the ops against
torch's own fp8 matmul group by group, their CUDA path (padding included) run on the CPU against
an emulation of `torch._scaled_grouped_mm` with its checks, a mixture-of-experts model against an
eager reference that quantizes the same way and against float32 eager (signal-to-noise, as
torchao measures fp8), frozen and skipped experts. On a GPU with torch's fp8 grouped GEMM (sm90),
the CUDA kernels against the portable ones at Qwen3-30B-A3B's expert shapes."""

from __future__ import annotations

import shutil
import types

import msgpack
import pytest
import torch
import torch.nn.functional as F

import aotc
import aotc.customops.grouped_mm as grouped
import aotc.runtime
from aotc.errors import ArtifactError, CompileError
from aotc.format.artifact import read_manifest
from conftest import ROOT, lm_loss, load_example, snr_db, twin

moe = load_example("moe")
E4M3 = torch.float8_e4m3fn
MOE = "examples/moe.py:MoETransformer"
SHAPE = (2, 32)
EXPERTS_ONLY = ("*.weight",)        # every linear layer's weight: only the experts (w1, w2, w3) run in fp8


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


class ReferenceGroupedMM(torch.autograd.Function):
    """Eager fp8 experts: each of the three grouped matmuls quantized as fp8_experts does."""

    @staticmethod
    def forward(ctx, a, b, offs):
        ctx.save_for_backward(a, b, offs)
        return reference_mm(a, b, offs)

    @staticmethod
    def backward(ctx, grad):
        a, b, offs = ctx.saved_tensors
        return reference_mm(grad, b.transpose(-2, -1), offs), reference_weight_grad(a, grad, offs), None


def _reference_experts(self, rows, counts):
    offs = counts.cumsum(0, dtype=torch.int32)
    h = F.silu(ReferenceGroupedMM.apply(rows, self.w1.transpose(-2, -1), offs))
    h = h * ReferenceGroupedMM.apply(rows, self.w3.transpose(-2, -1), offs)
    return ReferenceGroupedMM.apply(h, self.w2.transpose(-2, -1), offs)


def fp8_reference(model: torch.nn.Module) -> torch.nn.Module:
    for m in model.modules():
        if isinstance(m, moe.GroupedExperts):
            m.forward = types.MethodType(_reference_experts, m)
    return model


def _loss(out, targets):
    return lm_loss(out["logits"].float(), targets) + out["aux_loss"]


@pytest.fixture(scope="module")
def experts_fp8(tmp_path_factory):
    return aotc.compile(MOE, [f"i64[{SHAPE[0]},{SHAPE[1]}]"], args={"config": "tiny"}, fp8="tensorwise",
                        fp8_experts="all", fp8_skip=EXPERTS_ONLY, output=tmp_path_factory.mktemp("moe-fp8") / "a")


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


def test_experts_match_an_eager_reference_that_quantizes_the_same_way(experts_fp8):
    """The same quantization and the same products: the loss and every gradient equal up to
    float32 rounding and the fp8 casts it can flip (>= 40 dB), where float32 eager without fp8 is
    14 to 30 dB away. The readable
    programs show the scaled grouped matmuls: per layer two forward (gate, up) and one down, an
    input gradient for each in the backward and a weight gradient for each expert weight."""
    fw, bw = ((experts_fp8 / f).read_text() for f in ("forward.py", "backward.py"))
    assert fw.count("= aotc.scaled_grouped_mm.default(") == 6 and "aotc.grouped_mm" not in fw
    assert bw.count("= aotc.scaled_grouped_mm.default(") == 6
    assert bw.count("= aotc.scaled_grouped_mm_weight_grad.default(") == 6 and "aotc.grouped_mm" not in bw
    assert "float8_e4m3fn" in fw and "_scaled_mm" not in fw     # the linears stay float32 (skipped)
    assert read_manifest(experts_fp8).format_version == 9
    eager, model = twin(lambda: fp8_reference(moe.MoETransformer("tiny")))
    step = aotc.runtime.load(experts_fp8, model)
    idx, targets = torch.randint(0, 256, SHAPE), torch.randint(0, 256, SHAPE)
    ref, got = _loss(eager(idx), targets), _loss(step(idx), targets)
    torch.testing.assert_close(got, ref, rtol=1e-5, atol=1e-6)
    ref.backward()
    got.backward()
    # The programs and the reference round float32 in other orders, so a value near the middle of
    # two fp8 steps can cast to the other one (an e4m3 step is an eighth of the value). On an AVX2
    # CPU none did (every gradient above 125 dB); on an AVX-512 CPU some did, and the experts' w1
    # gradient came to 46 dB. Without fp8 in the reference it is 14 to 30 dB away.
    for (name, p), (_, q) in zip(eager.named_parameters(), model.named_parameters()):
        assert snr_db(p.grad, q.grad) >= 40, name


class MoELayer(torch.nn.Module):
    """examples/moe.py's MoE layer (256 wide, 8 experts of 128, top-2), as torchao tests one, after
    a linear layer whose gradient is made from the layer's input gradient."""

    def __init__(self):
        super().__init__()
        self.proj = torch.nn.Linear(256, 256, bias=False)
        self.moe = moe.MoE(moe.MoEConfig(vocab_size=1, dim=256, n_layers=1, n_heads=1, n_kv_heads=1, head_dim=1,
                                         n_experts=8, top_k=2, expert_hidden=128))

    def forward(self, x):
        out, aux = self.moe(self.proj(x))
        return out + aux


def test_a_moe_layer_stays_within_torchao_signal_to_noise_of_float32(tmp_path):
    """fp8 experts against float32 eager, signal-to-noise within the bounds torchao's fp8
    rowwise MoE training test puts on its output (>= 23 dB) and its parameters' gradients (>= 21
    dB), the gradient through the layer's input (the linear layer's) included. (Measured: 24.0
    dB; 23.7 to 24.3 dB.)"""
    eager, model = twin(MoELayer)
    path = aotc.compile(model, ["f32[2,128,256]"], fp8="tensorwise", fp8_experts="all", fp8_skip=EXPERTS_ONLY,
                        output=tmp_path / "a")
    step = aotc.runtime.load(path, model)
    x = torch.randn(2, 128, 256)
    ref, got = eager(x), step(x)
    weights = torch.randn_like(ref)
    (ref * weights).sum().backward()
    (got * weights).sum().backward()
    found = {name: snr_db(p.grad, q.grad) for (name, p), (_, q) in zip(eager.named_parameters(),
                                                                       model.named_parameters())}
    assert snr_db(ref, got) >= 23
    assert min(found.values()) >= 21, found


def test_frozen_experts_have_no_weight_gradient_gemm_and_skipped_ones_stay_grouped(tmp_path):
    frozen = aotc.compile(MOE, ["i64[2,32]"], args={"config": "tiny"}, fp8="tensorwise", fp8_experts="all",
                          fp8_skip=EXPERTS_ONLY, freeze=("*.experts.*",), output=tmp_path / "f")
    bw = (frozen / "backward.py").read_text()
    assert "grouped_mm_weight_grad" not in bw and bw.count("= aotc.scaled_grouped_mm.default(") == 6
    skipped = aotc.compile(MOE, ["i64[2,32]"], args={"config": "tiny"}, fp8="tensorwise", fp8_experts="all",
                           fp8_skip=("*.experts.*",), output=tmp_path / "s")
    text = (skipped / "forward.py").read_text() + (skipped / "backward.py").read_text()
    assert "scaled_grouped_mm" not in text and "= aotc.grouped_mm.default(" in text
    assert read_manifest(skipped).format_version == 7 and read_manifest(skipped).fp8.experts is None  # nothing of 9


def test_fp8_leaves_the_experts_alone_unless_asked_and_forward_keeps_weight_gradients_wide(tmp_path):
    """--fp8 alone: the experts' grouped matmuls as they were (format 7); --fp8-experts forward:
    the forward and input-gradient matmuls scaled, the weight gradients' grouped matmuls not."""
    plain = aotc.compile(MOE, ["i64[2,32]"], args={"config": "tiny"}, fp8="tensorwise", output=tmp_path / "p")
    text = (plain / "forward.py").read_text() + (plain / "backward.py").read_text()
    assert "scaled_grouped_mm" not in text and "= aotc.grouped_mm.default(" in text
    assert read_manifest(plain).format_version == 7 and read_manifest(plain).fp8.experts is None
    forward = aotc.compile(MOE, ["i64[2,32]"], args={"config": "tiny"}, fp8="tensorwise", fp8_experts="forward",
                           output=tmp_path / "f")
    fw, bw = ((forward / f).read_text() for f in ("forward.py", "backward.py"))
    assert fw.count("= aotc.scaled_grouped_mm.default(") == 6 and bw.count("= aotc.scaled_grouped_mm.default(") == 6
    assert bw.count("= aotc.grouped_mm_weight_grad.default(") == 6 and "scaled_grouped_mm_weight_grad" not in bw
    assert read_manifest(forward).format_version == 9 and read_manifest(forward).fp8.experts == "forward"
    with pytest.raises(CompileError, match="--fp8-experts forward without --fp8"):
        aotc.compile(MOE, ["i64[2,32]"], args={"config": "tiny"}, fp8_experts="forward", output=tmp_path / "x")
    assert not (tmp_path / "x").exists()


def test_more_experts_than_the_fp8_grouped_gemm_takes_stay_wide(tmp_path):
    """torch's fp8 grouped GEMM takes fewer than 1024 groups; past that its kernel would read the
    offsets on the host (which a CUDA graph cannot capture), so those experts stay bf16."""
    path = aotc.compile(MOE, ["i64[1,16]"], args={"config": "tiny", "n_experts": grouped.MAX_FP8_GROUPS, "n_layers": 1},
                        fp8="tensorwise", fp8_experts="all", output=tmp_path / "a")
    text = (path / "forward.py").read_text() + (path / "backward.py").read_text()
    assert "scaled_grouped_mm" not in text and "= aotc.grouped_mm.default(" in text


def test_a_model_without_experts_keeps_format_7_under_fp8_experts(tmp_path):
    """The manifest records `--fp8-experts` only where a grouped matmul was scaled: a model
    without experts compiled with it writes format 7's fp8 section and format 7."""
    manifest = read_manifest(aotc.compile("examples/mlp.py:MLP", ["f32[16,32]"], fp8="tensorwise",
                                          fp8_experts="forward", output=tmp_path / "a"))
    assert manifest.fp8.experts is None and manifest.format_version == 7


def test_a_format_8_manifest_holding_fp8_experts_is_refused(tmp_path):
    art = shutil.copytree(ROOT / "artifacts" / "golden" / "v9-moe-tiny-fp8", tmp_path / "a")
    data = msgpack.unpackb((art / "manifest.msgpack").read_bytes())
    data["format_version"] = 8
    (art / "manifest.msgpack").write_bytes(msgpack.packb(data))
    with pytest.raises(ArtifactError, match="fp8 grouped matmuls .* came with format 9, in a format-8 artifact"):
        aotc.runtime.load(art, moe.MoETransformer("tiny"))


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
