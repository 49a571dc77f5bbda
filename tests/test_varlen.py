"""Variable-length attention (torch.nn.attention.varlen): packed sequences by cumulative
offsets, captured as aotc::varlen_attention. On the CPU the portable program runs ATen math
(torch's own varlen kernels are CUDA-only), checked against the same model written with
scaled-dot-product attention and the block-diagonal mask spelled out."""

from __future__ import annotations

import inspect

import pytest
import torch
import torch.nn.functional as F
from torch import nn
from torch.nn.attention.varlen import varlen_attn

import aotc
import aotc.errors
import aotc.runtime
from aotc.errors import CaptureError
from conftest import assert_grads_match, load_example, twin

# torch 2.12 asks varlen_attn to be told of grouped heads; torch 2.11 (the GPU machine's) takes them as they come.
GQA = {"enable_gqa": True} if "enable_gqa" in inspect.signature(varlen_attn).parameters else {}


class Packed(nn.Module):
    """Grouped-query attention over documents packed into one row of T tokens; `offsets` [T+1]
    are the documents' cumulative starts, padded with T (a static size whatever the count)."""

    def __init__(self, varlen=True, d=64, hq=8, hkv=2, window=None, bound=None):
        super().__init__()
        self.varlen, self.hq, self.hkv, self.window, self.bound = varlen, hq, hkv, window, bound
        self.q, self.kv, self.o = nn.Linear(d, d), nn.Linear(d, 2 * d * hkv // hq), nn.Linear(d, d)

    def forward(self, x, offsets):
        t, d = x.shape
        hd = d // self.hq
        q = self.q(x).view(t, self.hq, hd)
        k, v = self.kv(x).view(t, 2, self.hkv, hd).unbind(1)
        window = (self.window, 0) if self.window else (-1, 0)
        if self.varlen:
            bound = self.bound if self.bound is not None else t
            y = varlen_attn(q, k, v, offsets, offsets, bound, bound, window_size=window, **GQA)
        else:
            rows = torch.arange(t)
            doc = torch.searchsorted(offsets, rows, right=True) - 1
            keep = (doc[:, None] == doc[None, :]) & (rows[:, None] >= rows[None, :])
            if self.window:
                keep &= rows[:, None] - rows[None, :] <= self.window
            k, v = (z.repeat_interleave(self.hq // self.hkv, 1) for z in (k, v))
            y = F.scaled_dot_product_attention(q.transpose(0, 1), k.transpose(0, 1), v.transpose(0, 1),
                                               attn_mask=keep).transpose(0, 1)
        return self.o(y.reshape(t, d))


def _offsets(lengths, total):
    starts = torch.tensor([0] + lengths).cumsum(0)[:-1].tolist()
    return torch.tensor(starts + [total] * (total + 1 - len(starts)), dtype=torch.int32)


@pytest.mark.parametrize("window", [None, 7])
def test_packed_sequences_train_like_the_explicit_mask(tmp_path, window):
    eager, model = twin(lambda: Packed(varlen=False, window=window))
    path = aotc.compile(Packed(window=window), ["f32[48,64]", "i32[49]"], output=tmp_path / "a")
    text = (path / "forward.py").read_text()
    assert "aotc.varlen_attention.default(" in text and "nonzero" not in text
    step = aotc.runtime.load(path, model)
    for lengths in ([10, 20, 18], [48], [5, 5, 5, 33]):          # each step its own documents
        x, w, offsets = torch.randn(48, 64), torch.randn(48, 64), _offsets(lengths, 48)
        (eager(x, offsets) * w).sum().backward()
        (step(x, offsets) * w).sum().backward()
        assert_grads_match(eager, model)


def test_a_bound_read_from_the_batch_is_refused_naming_the_line(tmp_path):
    class FromData(Packed):
        def forward(self, x, offsets):
            self.bound = int((offsets[1:] - offsets[:-1]).max())
            return super().forward(x, offsets)

    with pytest.raises(CaptureError, match=r"(?s)test_varlen.py:\d+: `self.bound = int\(.*reads a tensor's value"):
        aotc.compile(FromData(), ["f32[48,64]", "i32[49]"], output=tmp_path / "a")


def test_torchtitans_varlen_llama_compiles_with_static_offsets(tmp_path):
    """torchtitan builds its offsets with nonzero and reads the longest document to the host;
    capture computes the same offsets with static shapes. Checked against torchtitan's flex
    (document mask) path of the same weights: the varlen path runs attention in bf16."""
    llama3 = pytest.importorskip("torchtitan.models.llama3", reason="torchtitan (make setup installs it)")
    random_positions = load_example("llama_packed").random_positions

    class Titan(nn.Module):
        def __init__(self, backend):
            super().__init__()
            config = llama3.model_registry("debugmodel", attn_backend=backend).model
            config.vocab_size, config.layers = 512, config.layers[:2]
            self.model = config.build()

        def forward(self, tokens, positions):
            return self.model(tokens, positions, attention_masks=self.model.get_attention_masks(positions))

    torch.manual_seed(0)
    flex, var = Titan("flex"), Titan("varlen")
    with torch.no_grad():
        flex.model.init_states()
    var.load_state_dict(flex.state_dict())
    for (_, a), (_, b) in zip(flex.named_buffers(), var.named_buffers()):
        b.copy_(a)
    steps = [aotc.runtime.load(aotc.compile(m, ["i64[2,64]", "i64[2,64]"], output=tmp_path / name), m)
             for name, m in (("flex", flex), ("varlen", var))]
    assert (tmp_path / "varlen" / "forward.py").read_text().count("aotc.varlen_attention.default(") == 2
    tokens = torch.randint(0, 512, (2, 64))
    positions = random_positions(2, 64, (5, 30), torch.Generator().manual_seed(0))
    a, b = (s(tokens, positions) for s in steps)
    torch.testing.assert_close(b, a, rtol=2e-2, atol=2e-3)
    w = torch.randn_like(a)
    (a * w).sum().backward()
    (b * w).sum().backward()
    assert_grads_match(flex, var, rtol=5e-2)


def test_padded_offsets_are_cut_to_the_used_sequences():
    """Flash kernels size their grids by sequences x the bound: the padding's empty sequences
    and a bound of the whole row would cost 60 times the attention at 8192 tokens."""
    from aotc.customops.varlen import used_offsets
    offsets = _offsets([10, 0, 20, 18], 48)                  # an empty document inside stays
    cu_q, cu_k, max_q, max_k = used_offsets(offsets, offsets, 48, 48)
    assert cu_q.tolist() == cu_k.tolist() == [0, 10, 10, 30, 48] and (max_q, max_k) == (20, 20)
    keys = torch.tensor([0, 4, 9] + [9] * 6, dtype=torch.int32)   # cross-attention: its own lengths
    queries = torch.tensor([0, 3, 5, 8] + [8] * 5, dtype=torch.int32)
    cu_q, cu_k, max_q, max_k = used_offsets(queries, keys, 8, 9)
    assert cu_q.tolist() == [0, 3, 5, 8] and cu_k.tolist() == [0, 4, 9, 9] and (max_q, max_k) == (3, 5)
    whole = torch.tensor([0] + [48] * 48, dtype=torch.int32)
    assert used_offsets(whole, whole, 48, 48)[0].tolist() == [0, 48]
    offsets[1:] = _offsets([48], 48)[1:]                     # written in place: found again
    assert used_offsets(offsets, offsets, 48, 48)[0].tolist() == [0, 48]


def test_the_attention_pack_keeps_the_variable_length_kernel_and_refuses_what_it_cannot_run():
    """The pack's `varlen` choice reads back as written; a pack without it (every pack before
    it) reads as before; TE's kernel without TE's version, or an unknown kernel, is refused."""
    from aotc.format.pack import PackError
    from aotc.executors.attention_choice import trial_documents
    from aotc.customops.varlen import kernels_with
    from aotc.format.pack import AttentionChoice, Target
    target = Target("cuda", "sm90", "2.11.0", "", 0)
    choice = AttentionChoice(target, "", varlen="te", varlen_ms={"flash": 2.5, "te": 1.5}, te_version="2.20.2")
    assert AttentionChoice.from_data(choice.to_data()) == choice
    old = AttentionChoice(target, "cudnn", {"cudnn": 1.0})
    assert "varlen" not in old.to_data() and AttentionChoice.from_data(old.to_data()) == old
    with pytest.raises(PackError, match="kernel 'cutlass' is not one of .*run build-kernels with this version"):
        AttentionChoice.from_data({**old.to_data(), "varlen": {"kernel": "cutlass", "ms": {}}})
    with pytest.raises(PackError, match="needs TE's version.*run build-kernels again"):
        AttentionChoice.from_data({**old.to_data(), "varlen": {"kernel": "te", "ms": {}}})
    with pytest.raises(PackError, match="attention backend ''"):
        AttentionChoice.from_data({**old.to_data(), "backend": ""})
    assert kernels_with("flash") == {} and set(kernels_with("te")) == {"aotc.varlen_attention.default",
                                                                        "aotc.varlen_attention_backward.default"}
    for tokens in (48, 8192):
        whole, mixed = trial_documents(tokens)
        assert whole == [tokens] and sum(mixed) == tokens and len(mixed) > 1


def test_te_takes_self_attention_in_half_precision_without_a_window():
    """Which calls TE's kernel runs (asked of fake CUDA tensors): torchtitan's causal form
    (is_causal False, window (-1, 0)) and no window at all; not a sliding window, keys to the
    right, float32 or two sets of offsets."""
    from torch._subclasses.fake_tensor import FakeTensorMode

    from aotc.customops import varlen_te
    with FakeTensorMode():
        q, k, v = (torch.empty(64, h, 128, device="cuda", dtype=torch.bfloat16) for h in (32, 8, 8))
        cu = torch.empty(5, device="cuda", dtype=torch.int32)
        assert varlen_te.takes(q, k, v, cu, cu, -1, 0) and varlen_te.takes(q, k, v, cu, cu, -1, -1)
        assert not varlen_te.takes(q, k, v, cu, cu, 7, 0)
        assert not varlen_te.takes(q, k, v, cu, cu, -1, 3)
        assert not varlen_te.takes(q, k, v, cu, cu.clone(), -1, 0)
        assert not varlen_te.takes(*(x.float() for x in (q, k, v)), cu, cu, -1, 0)
        assert not varlen_te.takes(q, k, v, cu.long(), cu.long(), -1, 0)


def test_offsets_made_under_inference_mode_are_cut_every_call():
    """Inference tensors keep no version counter: nothing is cached on them."""
    from aotc.customops.varlen import used_offsets
    with torch.inference_mode():
        offsets = _offsets([10, 20, 18], 48)
        assert used_offsets(offsets, offsets, 48, 48)[0].tolist() == [0, 10, 30, 48]
        offsets[1:] = _offsets([48], 48)[1:]
        assert used_offsets(offsets, offsets, 48, 48)[0].tolist() == [0, 48]


def test_te_kernels_off_the_gpu_run_the_ops_own_math():
    """The runtime's TE kernels take a CPU call as the op does (a CPU job of a CUDA pack's choice)."""
    from aotc.customops.varlen import kernels_with, varlen_attention
    torch.manual_seed(0)
    q, k, v = (torch.randn(48, h, 8) for h in (4, 2, 2))
    offsets = _offsets([10, 20, 18], 48)
    args = (q, k, v, offsets, offsets, 48, 48, True, None, -1, 0)
    got = kernels_with("te")["aotc.varlen_attention.default"](*args)
    want = varlen_attention(*args)
    assert all(torch.equal(a, b) for a, b in zip(got, want))


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA device")
@pytest.mark.parametrize("kernel", ["flash", "te"])
def test_the_cuda_kernel_on_padded_offsets_matches_the_math(kernel):
    from aotc.customops import varlen_te
    from aotc.customops.varlen import kernels_with, varlen_attention
    if kernel == "te" and varlen_te.installed_version() is None:
        pytest.skip("TransformerEngine is not installed")
    kernels = kernels_with(kernel)
    torch.manual_seed(0)
    if kernel == "te":
        q = torch.empty(8, 8, 64, device="cuda", dtype=torch.bfloat16)
        kv = torch.empty(8, 2, 64, device="cuda", dtype=torch.bfloat16)
        cu = torch.zeros(2, device="cuda", dtype=torch.int32)
        assert varlen_te.takes(q, kv, kv, cu, cu, -1, 0)
    t, lengths = 1024, [300, 0, 500, 224]
    offsets = _offsets(lengths, t).cuda()
    q, k, v = (torch.randn(t, h, 64, device="cuda", dtype=torch.bfloat16, requires_grad=True) for h in (8, 2, 2))
    grad = torch.randn(t, 8, 64, device="cuda", dtype=torch.bfloat16)
    results = []
    for device in ("cuda", "cpu"):
        leaves = [x.detach().to(device).float().requires_grad_() if device == "cpu" else x for x in (q, k, v)]
        cu = offsets.to(device)
        if device == "cuda" and kernels:       # the runtime's kernels, as an attention pack's choice runs them
            args = (cu, cu, t, t, True, None, -1, 0)
            out, lse = kernels["aotc.varlen_attention.default"](*leaves, *args)
            grads = kernels["aotc.varlen_attention_backward.default"](grad, *leaves, out, lse, *args)
            results.append([r.float().cpu() for r in [out, *grads]])
            continue
        out, _ = varlen_attention(*leaves, cu, cu, t, t, True, None, -1, 0)
        out.backward(grad.to(device).to(out.dtype))
        results.append([r.detach().float().cpu() for r in [out] + [x.grad for x in leaves]])
    for a, b in zip(*results):
        torch.testing.assert_close(a, b, rtol=2e-2, atol=2e-2)


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA device")
def test_cuda_graphs_of_varlen_attention_are_refused(tmp_path):
    """Replayed, the kernel would run over the padded offsets: refused at load, naming the fix."""
    model = Packed().cuda().to(torch.bfloat16)           # torch's flash kernel takes half precision
    path = aotc.compile(model, ["bf16[48,64]", "i32[49]"], device="cuda", output=tmp_path / "a")
    with pytest.raises(aotc.errors.ArtifactError, match="variable-length attention.*without cudagraphs"):
        aotc.runtime.load(path, model, cudagraphs=True)
    step = aotc.runtime.load(path, model)
    x, offsets = torch.randn(48, 64, device="cuda", dtype=torch.bfloat16), _offsets([10, 20, 18], 48).cuda()
    torch.testing.assert_close(step(x, offsets), model(x, offsets), rtol=2e-2, atol=2e-2)


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA device")
def test_build_kernels_times_the_variable_length_kernels_and_the_job_runs_its_choice(tmp_path):
    """The attention pack times torch's flash kernel and, where TE is installed, TE's; the job
    runs the faster and trains as eager does."""
    import msgpack

    from aotc.customops import varlen_te
    from aotc.format.artifact import read_manifest, read_pack_files
    from aotc.format.pack import PACK_FILE, AttentionChoice
    from conftest import build_kernels
    torch.manual_seed(0)
    eager = Packed(d=512, hq=8, hkv=2).cuda().to(torch.bfloat16)
    model = Packed(d=512, hq=8, hkv=2).cuda().to(torch.bfloat16)
    model.load_state_dict(eager.state_dict())
    path = aotc.compile(model, ["bf16[2048,512]", "i32[2049]"], device="cuda", output=tmp_path / "a")
    build_kernels(path)
    manifest = read_manifest(path)
    (name,) = manifest.packs["attention"]
    choice = AttentionChoice.from_data(msgpack.unpackb(read_pack_files(path, manifest, "attention", name)[PACK_FILE],
                                                       raw=False))
    assert "flash" in choice.varlen_ms and choice.varlen == min(choice.varlen_ms, key=choice.varlen_ms.get)
    assert ("te" in choice.varlen_ms) == (varlen_te.installed_version() is not None)
    step = aotc.runtime.load(path, model)
    for lengths in ([2048], [300, 700, 1048]):
        x = torch.randn(2048, 512, device="cuda", dtype=torch.bfloat16)
        w = torch.randn(2048, 512, device="cuda", dtype=torch.bfloat16)
        offsets = _offsets(lengths, 2048).cuda()
        (eager(x, offsets) * w).float().sum().backward()
        (step(x, offsets) * w).float().sum().backward()
        assert_grads_match(eager, model, rtol=5e-2)


def test_the_build_summary_names_the_variable_length_choice():
    from aotc.executors.attention import AttentionReport
    from aotc.executors.attention_choice import VarlenChoiceMade
    from cli import render
    report = AttentionReport("cuda-sm90-torch2.11.0", "", {},
                             varlen=VarlenChoiceMade("flash", {"flash": 36.17}, {"te": "not installed"}))
    lines = render.build_summary("a", [report])
    assert lines[0] == "attention pack cuda-sm90-torch2.11.0: no dense attention, in a"
    assert lines[1:] == ["  variable-length attention: flash (forward + backward per step over the trial documents: "
                         "flash 36.17 ms)", "  variable-length te left out: not installed"]
    # Every dense kernel left out, and the variable-length trials failed too: each reason said.
    report = AttentionReport("cuda-sm90-torch2.11.0", "", {}, dropped={"cudnn": "its trial failed: x"},
                             varlen=VarlenChoiceMade("", dropped={"flash": "its trial failed: y"}))
    assert render.build_summary("a", [report]) == [
        "attention pack cuda-sm90-torch2.11.0: no dense kernel, in a", "  cudnn left out: its trial failed: x",
        "  variable-length flash left out: its trial failed: y"]
