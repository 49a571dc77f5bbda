"""The GPU tier: artifacts compiled for --device cuda (traced on the CPU, as on a CPU-only
machine) run on a CUDA device and match eager there. Skipped where torch sees no GPU; run
on the GPU machine with `python -m pytest -m gpu`."""

from __future__ import annotations

import pytest
import torch

import aotc
import aotc.runtime
from conftest import ROOT, assert_grads_match, lm_loss, load_example

pytestmark = [pytest.mark.gpu,
              pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA device")]

MODELS = {
    "llama": ("examples/llama.py:Llama", lambda m: m.Llama("tiny"), "llama"),
    "gpt2": ("examples/gpt2.py:GPT2", lambda m: m.GPT2("tiny"), "gpt2"),
}


@pytest.mark.parametrize("name", sorted(MODELS))
def test_cuda_artifact_matches_eager(name, tmp_path):
    spec, build, module = MODELS[name]
    example = load_example(module)
    path = aotc.compile(str(ROOT / spec.split(":")[0]) + ":" + spec.split(":")[1], ["i64[2,64]"],
                        args={"config": "tiny"}, device="cuda", output=tmp_path / name)
    assert "cpu" not in (path / "forward.py").read_text().replace("# t", "")
    torch.manual_seed(0)
    eager = build(example).cuda()
    model = build(example).cuda()
    model.load_state_dict(eager.state_dict())
    step = aotc.runtime.load(path, model)
    idx = torch.randint(0, 256, (2, 64), device="cuda")
    targets = torch.randint(0, 256, (2, 64), device="cuda")
    for m in (eager, step):
        loss = lm_loss(m(idx), targets)
        loss.backward(retain_graph=True)
        loss.backward()
    # Attention runs different CUDA kernels in eager (chosen per call) and in the artifact
    # (memory-efficient attention), which sum in different orders: 1e-4 relative.
    assert_grads_match(eager, model, rtol=1e-4)


@pytest.mark.parametrize("dtype, mask", [("bfloat16", False), ("bfloat16", True), ("float16", False)])
def test_cuda_attention_kernels_match_eager(dtype, mask, tmp_path):
    """Half precision without a mask takes the flash kernel, with a mask the memory-efficient
    one; both against eager's own choice, at half-precision tolerance."""
    torch.manual_seed(0)
    dt = getattr(torch, dtype)

    class Attn(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.w = torch.nn.Parameter(torch.randn(64, 64) / 8)

        def forward(self, x):
            q = (x @ self.w).view(2, 128, 4, 16).transpose(1, 2)
            m = torch.ones(128, 128, dtype=torch.bool, device=x.device).tril() if mask else None
            return torch.nn.functional.scaled_dot_product_attention(q, q, q, attn_mask=m, is_causal=not mask)

    eager = Attn().to("cuda", dt)
    model = Attn().to("cuda", dt)
    model.load_state_dict(eager.state_dict())
    path = aotc.compile(eager, [f"{'bf16' if dtype == 'bfloat16' else 'f16'}[2,128,64]"], device="cuda",
                        output=tmp_path / "attn")
    step = aotc.runtime.load(path, model)
    x = torch.randn(2, 128, 64, device="cuda", dtype=dt)
    g = torch.randn(2, 4, 128, 16, device="cuda", dtype=dt)
    torch.testing.assert_close(step(x), eager(x), rtol=2e-2, atol=2e-2)
    (eager(x) * g).sum().backward()
    (step(x) * g).sum().backward()
    assert_grads_match(eager, model, rtol=3e-2)


@pytest.mark.parametrize("backend", ["cudnn", "flash", "efficient"])
def test_cuda_grouped_query_attention_on_each_kernel(backend):
    """k and v with a quarter of q's heads (what the native_gqa pass leaves): cuDNN reads them
    as they are, flash and the memory-efficient kernel get them repeated; each against eager
    on repeated k and v, gradients summed back over each group by autograd."""
    from aotc.customops.attention import attention_backward, attention_forward
    torch.manual_seed(0)
    bf16 = dict(device="cuda", dtype=torch.bfloat16)
    q = torch.randn(1, 256, 8, 64, **bf16).transpose(1, 2).requires_grad_()
    k, v = (torch.randn(1, 256, 2, 64, **bf16).transpose(1, 2).requires_grad_() for _ in range(2))
    g = torch.randn(1, 8, 256, 64, **bf16)
    want = torch.nn.functional.scaled_dot_product_attention(q, k.repeat_interleave(4, 1), v.repeat_interleave(4, 1),
                                                            is_causal=True)
    want.backward(g)
    out, lse = attention_forward(q.detach(), k.detach(), v.detach(), None, True, None, backend)
    grads = attention_backward(g, q.detach(), k.detach(), v.detach(), None, out, lse, True, None, backend)
    assert [t.shape for t in grads] == [q.shape, k.shape, v.shape]
    for got, ref in zip((out, *grads), (want, q.grad, k.grad, v.grad)):
        torch.testing.assert_close(got.float(), ref.float(), rtol=2e-2, atol=2e-2)


@pytest.mark.parametrize("case", ["causal-bf16", "padding-mask", "learned-bias", "computed-bias-bf16"])
def test_cuda_attention_dropout_draws_eagers_masks(case, tmp_path):
    """Seeded alike, the artifact runs the kernel eager picks (on an H200 with torch 2.11: cuDNN
    for bf16 without a mask, memory-efficient for masks) with the generator as eager leaves it:
    the same dropout masks, so eager's output, and eager's gradients (a learned bias's included,
    also one computed from a parameter, which no longer needs a gradient inside the programs)
    twice, retain_graph."""
    dt = torch.bfloat16 if case.endswith("bf16") else torch.float32

    class Attn(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.w = torch.nn.Parameter(torch.randn(64, 64) / 8)
            self.bias = torch.nn.Parameter(torch.randn(1, 4, 128, 128)) if "bias" in case else None
            keep = torch.arange(128) < torch.tensor([[128], [100]])   # the second sequence is padded
            self.register_buffer("keep", keep.view(2, 1, 1, 128))

        def forward(self, x):
            q = (x @ self.w).view(2, 128, 4, 16).transpose(1, 2)
            mask = {"causal-bf16": None, "padding-mask": self.keep, "learned-bias": self.bias,
                    "computed-bias-bf16": None if self.bias is None else self.bias * 2}[case]
            return torch.nn.functional.scaled_dot_product_attention(q, q, q, attn_mask=mask, dropout_p=0.3,
                                                                    is_causal=case == "causal-bf16")

    torch.manual_seed(0)
    eager = Attn().to("cuda", dt)
    model = Attn().to("cuda", dt)
    model.load_state_dict(eager.state_dict())
    path = aotc.compile(eager, [f"{'bf16' if dt == torch.bfloat16 else 'f32'}[2,128,64]"], device="cuda",
                        output=tmp_path / "attn")
    assert "aotc.sdpa_dropout.default" in (path / "forward.py").read_text()
    step = aotc.runtime.load(path, model)
    x = torch.randn(2, 128, 64, device="cuda", dtype=dt)
    g = torch.randn(2, 4, 128, 16, device="cuda", dtype=dt)
    tol = {"rtol": 2e-2, "atol": 2e-2} if dt == torch.bfloat16 else {"rtol": 1e-5, "atol": 1e-5}
    outs = []
    for m in (eager, step):
        torch.manual_seed(5)
        outs.append(m(x))
        loss = (outs[-1] * g).sum()
        loss.backward(retain_graph=True)
        loss.backward()
    torch.testing.assert_close(outs[1], outs[0], **tol)
    assert_grads_match(eager, model, rtol=3e-2 if dt == torch.bfloat16 else 1e-4)
    torch.manual_seed(6)   # another seed draws other masks: the comparison above can fail
    assert (eager(x) - outs[0]).abs().max() > 0.1
    with pytest.raises(aotc.errors.ArtifactError, match="without cudagraphs"):
        aotc.runtime.load(path, model, cudagraphs=True)


def test_cuda_learned_bias_without_dropout_replays_from_graphs(tmp_path):
    """A learned attention bias without dropout (T5's relative positions) runs
    aotc.sdpa_dropout, whose generator state on the host is then the same every call: CUDA
    graphs replay the steps, with eager's gradients every step."""

    class Attn(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.w = torch.nn.Parameter(torch.randn(64, 64) / 8)
            self.bias = torch.nn.Parameter(torch.randn(1, 4, 128, 128))

        def forward(self, x):
            q = (x @ self.w).view(2, 128, 4, 16).transpose(1, 2)
            return torch.nn.functional.scaled_dot_product_attention(q, q, q, attn_mask=self.bias)

    torch.manual_seed(0)
    eager = Attn().cuda()
    model = Attn().cuda()
    model.load_state_dict(eager.state_dict())
    path = aotc.compile(eager, ["f32[2,128,64]"], device="cuda", output=tmp_path / "attn")
    assert "aotc.sdpa_dropout.default" in (path / "forward.py").read_text()
    step = aotc.runtime.load(path, model, cudagraphs=True)
    for _ in range(4):   # two plain steps, then replays
        x = torch.randn(2, 128, 64, device="cuda")
        g = torch.randn(2, 4, 128, 16, device="cuda")
        for m in (eager, step):
            (m(x) * g).sum().backward()
        assert_grads_match(eager, model, rtol=1e-4)
        for p in list(eager.parameters()) + list(model.parameters()):
            p.grad = None


def test_cuda_kernel_pack_and_graphs_train_like_eager(tmp_path):
    """build-kernels on this GPU, then steps replayed from CUDA graphs (after the warm-up calls)
    give eager's gradients every step; a second forward before its backward is refused."""
    from aotc.executors.build import build_kernels

    example = load_example("llama")
    path = aotc.compile(str(ROOT / "examples/llama.py") + ":Llama", ["i64[2,64]"], args={"config": "tiny"},
                        device="cuda", output=tmp_path / "llama")
    report = next(r for r in build_kernels(path) if r.executor == "inductor")
    assert report.built == report.regions, report.skipped
    torch.manual_seed(0)
    eager = example.Llama("tiny").cuda()
    model = example.Llama("tiny").cuda()
    model.load_state_dict(eager.state_dict())
    step = aotc.runtime.load(path, model, cudagraphs=True)
    assert step.kernel_packs["inductor"] == report.target
    for i in range(5):
        idx = torch.randint(0, 256, (2, 64), device="cuda")
        targets = torch.randint(0, 256, (2, 64), device="cuda")
        for m in (eager, step):
            lm_loss(m(idx), targets).backward()
        assert_grads_match(eager, model, rtol=1e-4)
        for p in list(eager.parameters()) + list(model.parameters()):
            p.grad = None
    first = lm_loss(step(idx), targets)
    lm_loss(step(idx), targets)
    with pytest.raises(RuntimeError, match="run each backward before the next forward"):
        first.backward()


def test_cuda_graphs_hand_gradients_over_and_accumulate_like_eager(tmp_path):
    """Replayed steps give autograd the graph's gradient buffers to keep as `.grad` (no copy),
    and gradients accumulated over replayed steps without zeroing still sum like eager's."""
    example = load_example("llama")
    path = aotc.compile(str(ROOT / "examples/llama.py") + ":Llama", ["i64[2,64]"], args={"config": "tiny"},
                        device="cuda", output=tmp_path / "llama")
    torch.manual_seed(0)
    eager = example.Llama("tiny").cuda()
    model = example.Llama("tiny").cuda()
    model.load_state_dict(eager.state_dict())
    step = aotc.runtime.load(path, model, kernels="off", cudagraphs=True)
    graph = step._runner.backward_fn

    def one_step():
        idx = torch.randint(0, 256, (2, 64), device="cuda")
        targets = torch.randint(0, 256, (2, 64), device="cuda")
        for m in (eager, step):
            lm_loss(m(idx), targets).backward()

    for _ in range(4):   # two plain steps, the capture, a replay
        one_step()
        assert_grads_match(eager, model, rtol=1e-4)
        for p in list(eager.parameters()) + list(model.parameters()):
            p.grad = None
    one_step()
    assert all(graph.owns(p.grad) for p in model.parameters()), "autograd copied the replayed gradients"
    kept = [p.grad.clone() for p in model.parameters()]
    step(torch.randint(0, 256, (2, 64), device="cuda"))   # a forward replay may reuse gradient memory
    assert all(torch.equal(p.grad, k) for p, k in zip(model.parameters(), kept))
    for _ in range(2):   # accumulate: .grad is still set when the next replays write their buffers
        one_step()
        assert_grads_match(eager, model, rtol=1e-4)


def test_cuda_graphs_give_parameters_sharing_a_gradient_their_own_grads(tmp_path):
    """Two biases added to one tensor have one gradient value in the backward program; after a
    replay each still gets a `.grad` of its own, as in eager."""

    class TwoBiases(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.w = torch.nn.Parameter(torch.randn(16, 16))
            self.b1 = torch.nn.Parameter(torch.zeros(16))
            self.b2 = torch.nn.Parameter(torch.zeros(16))

        def forward(self, x):
            return torch.tanh(x @ self.w + self.b1 + self.b2)

    torch.manual_seed(0)
    eager = TwoBiases().cuda()
    model = TwoBiases().cuda()
    model.load_state_dict(eager.state_dict())
    path = aotc.compile(eager, ["f32[4,16]"], device="cuda", output=tmp_path / "two")
    step = aotc.runtime.load(path, model, cudagraphs=True)
    for _ in range(4):   # two plain steps, the capture, a replay
        x = torch.randn(4, 16, device="cuda")
        for m in (eager, step):
            m(x).sum().backward()
        assert model.b1.grad.untyped_storage().data_ptr() != model.b2.grad.untyped_storage().data_ptr()
        model.b1.grad.mul_(2)                  # in place on one gradient only, as clipping would
        eager.b1.grad.mul_(2)
        assert_grads_match(eager, model, rtol=1e-4)
        for p in list(eager.parameters()) + list(model.parameters()):
            p.grad = None
