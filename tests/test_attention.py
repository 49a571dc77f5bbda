"""Attention as 2026's training code writes it, on the CPU: FlexAttention with document masks
(each step's boundaries its own), sliding windows and score modifications, HF's flex
implementation, multi-head latent attention's head sizes, autocast, and what check says.

Eager FlexAttention has no backward on the CPU, so flex artifacts are checked against a twin
that spells the same mask out for scaled-dot-product attention (the same math)."""

from __future__ import annotations


import pytest
import torch
import torch.nn.functional as F
from torch import nn
from torch.nn.attention.flex_attention import and_masks, create_block_mask, flex_attention

import aotc
import aotc.runtime
from aotc.errors import CaptureError
from aotc.format.artifact import read_artifact
from aotc.format.serde import program_from_bytes, program_to_bytes
from dataclasses import replace

from aotc.ir import Op, Port, Program, TensorType, Value, inline_regions
from aotc.ops import OpRegistry
from aotc.printer import render
from aotc.tools.check import check
from aotc.verifier import VerifyError, verify
from conftest import ROOT, assert_grads_match, load_example, twin

PACKED = str(ROOT / "examples" / "llama_packed.py") + ":PackedLlama"


def _grads_like(eager, model, step, *inputs, rtol=1e-5):
    w = torch.randn_like(eager(*inputs))
    (eager(*inputs) * w).sum().backward()
    (step(*inputs) * w).sum().backward()
    assert_grads_match(eager, model, rtol=rtol)


@pytest.fixture(scope="module")
def packed(tmp_path_factory):
    """The packed model kept on FlexAttention (by default its mask becomes document attention)."""
    return aotc.compile(PACKED, ["i64[2,64]", "i64[2,64]"], args={"config": "tiny"}, document_attention=False,
                        output=tmp_path_factory.mktemp("flex") / "packed")


@pytest.fixture(scope="module")
def documents(tmp_path_factory):
    return aotc.compile(PACKED, ["i64[2,64]", "i64[2,64]"], args={"config": "tiny"},
                        output=tmp_path_factory.mktemp("documents") / "packed")


@pytest.mark.parametrize("compiled", ["packed", "documents"])
def test_packed_documents_train_like_an_explicit_mask_with_each_steps_boundaries(compiled, request):
    packed = request.getfixturevalue(compiled)
    ops = {op.name for p in read_artifact(packed)[1].values() for op in p.flat_ops()}
    assert ("aotc.flex_attention.default" in ops) == (compiled == "packed")
    assert ("aotc.document_attention_backward.default" in ops) == (compiled == "documents")
    m = load_example("llama_packed")
    torch.manual_seed(0)
    ref, model = m.PackedLlama("tiny", attention="sdpa"), m.PackedLlama("tiny")
    model.load_state_dict(ref.state_dict())
    step = aotc.runtime.load(packed, model)
    adam = {"lr": 1e-2, "eps": 1e-6}
    opts = torch.optim.AdamW(ref.parameters(), **adam), torch.optim.AdamW(model.parameters(), **adam)
    gen = torch.Generator().manual_seed(0)
    seen = set()
    for _ in range(3):
        idx, targets = torch.randint(0, 256, (2, 64), generator=gen), torch.randint(0, 256, (2, 64), generator=gen)
        positions = m.random_positions(2, 64, (4, 40), gen)
        seen.add(tuple((positions == 0).nonzero().flatten().tolist()))
        losses = []
        for mm, opt in zip((ref, step), opts):
            opt.zero_grad()
            loss = F.cross_entropy(mm(idx, positions).flatten(0, 1), targets.flatten())
            loss.backward()
            opt.step()
            losses.append(loss.item())
        assert losses[1] == pytest.approx(losses[0], rel=1e-5)
    assert len(seen) == 3                         # three batches, three sets of document boundaries
    for a, b in zip(ref.parameters(), model.parameters()):
        torch.testing.assert_close(b, a, rtol=1e-4, atol=1e-4)


def test_the_mask_is_ir_in_the_readable_program_and_nothing_of_a_batch_is_baked_in(packed):
    text = (packed / "forward.py").read_text()
    assert text.startswith("def score_mod_0(") and "def mask_mod_0(" in text
    mask = text[text.index("def mask_mod_0("): text.index("def forward(")]
    assert "aten.index.Tensor" in mask and "aten.ge.Tensor" in mask       # docs[b, q_idx], q_idx >= kv_idx
    flex_calls = [line for line in text.splitlines() if "aotc.flex_attention.default(" in line]
    assert len(flex_calls) == 2 and all("score_mod_0, mask_mod_0" in line for line in flex_calls)
    # The block mask comes from the positions input each step: no constant tensor of a batch.
    manifest, programs = read_artifact(packed)
    assert [str(i) for i in manifest.inputs] == ["int64[2, 64]", "int64[2, 64]"]
    assert not any(op.name == "aten.scalar_tensor.default" and op.outputs[0].type.numel > 1
                   for op in programs["forward"].flat_ops())


def test_functions_round_trip_and_are_checked(packed):
    blob = (packed / "forward.msgpack").read_bytes()
    program = program_from_bytes(blob)
    assert program_to_bytes(program) == blob and render(program) == (packed / "forward.py").read_text()
    fns = program.functions()
    assert [f.kind for f in fns] == ["score_mod", "mask_mod"]
    assert sum(r.executor == "flex" for r in program.regions()) == 2        # each layer's call a region
    program = inline_regions(program)
    op = next(op for op in program.ops if getattr(op, "name", "") == "aotc.flex_attention.default")
    broken = replace(op, args=op.args[:15] + (0,) + op.args[16:])          # a number where mask_mod goes
    with pytest.raises(VerifyError, match="argument 15 must be a function"):
        verify(program.replace(ops=tuple(broken if o is op else o for o in program.ops)), OpRegistry())
    x = Value(TensorType("float32", (4,), (1,), "cpu"))
    y = Value(x.type)
    stray = Program("p", (x,), (Port("input", "0"),), (Op("aten.mul.Scalar", (x, fns[1]), (), (y,)),), (y,),
                    (Port("output", "0"),))
    with pytest.raises(VerifyError, match="takes no function there"):
        verify(stray, OpRegistry())


class Windowed(nn.Module):
    """Grouped-query attention, a sliding window composed with causal (and_masks), and tanh
    soft-capping as a score modification; `flex=False` is the same math written out."""

    def __init__(self, flex=True, d=64, hq=8, hkv=2, window=24, cap=20.0):
        super().__init__()
        self.flex, self.hq, self.hkv, self.window, self.cap = flex, hq, hkv, window, cap
        self.q, self.kv, self.o = nn.Linear(d, d), nn.Linear(d, 2 * d * hkv // hq), nn.Linear(d, d)

    def forward(self, x):
        b, length, d = x.shape
        hd = d // self.hq
        q = self.q(x).view(b, length, self.hq, hd).transpose(1, 2)
        k, v = self.kv(x).view(b, length, 2, self.hkv, hd).permute(2, 0, 3, 1, 4)
        window, cap = self.window, self.cap
        if self.flex:
            def causal(bi, h, qi, ki):
                return qi >= ki

            def recent(bi, h, qi, ki):
                return qi - ki < window

            def softcap(score, bi, h, qi, ki):
                return cap * torch.tanh(score / cap)
            mask = create_block_mask(and_masks(causal, recent), None, None, length, length, device=x.device)
            y = flex_attention(q, k, v, score_mod=softcap, block_mask=mask, enable_gqa=True)
        else:
            k, v = (t.repeat_interleave(self.hq // self.hkv, 1) for t in (k, v))
            s = cap * torch.tanh((q @ k.transpose(-2, -1)) / hd ** 0.5 / cap)
            i = torch.arange(length)
            keep = (i[:, None] >= i) & (i[:, None] - i < window)
            y = torch.softmax(s.masked_fill(~keep, float("-inf")), -1) @ v
        return self.o(y.transpose(1, 2).reshape(b, length, d))


def test_sliding_window_and_soft_capping_through_flex(tmp_path):
    torch.manual_seed(0)
    eager, model = Windowed(flex=False), Windowed()
    model.load_state_dict(eager.state_dict())
    step = aotc.runtime.load(aotc.compile(model, ["f32[2,64,64]"], output=tmp_path / "w"), model)
    text = (tmp_path / "w" / "forward.py").read_text()
    assert "aten.tanh.default" in text[: text.index("def forward(")]      # soft-capping, inside score_mod_0
    _grads_like(eager, model, step, torch.randn(2, 64, 64), rtol=2e-5)


class Sinks(nn.Module):
    """GPT-OSS's attention sinks: each head's output scaled by sigmoid(lse - sink), so the
    log-sum-exp FlexAttention returns is read with a gradient; grouped-query attention and a
    score modification besides. `flex=False` is the same math written out."""

    def __init__(self, flex=True, d=64, hq=8, hkv=2, cap=20.0):
        super().__init__()
        self.flex, self.hq, self.hkv, self.cap = flex, hq, hkv, cap
        self.q, self.kv, self.o = nn.Linear(d, d), nn.Linear(d, 2 * d * hkv // hq), nn.Linear(d, d)
        self.sinks = nn.Parameter(torch.randn(hq))

    def forward(self, x):
        from torch.nn.attention.flex_attention import AuxRequest
        b, length, d = x.shape
        hd = d // self.hq
        q = self.q(x).view(b, length, self.hq, hd).transpose(1, 2)
        k, v = self.kv(x).view(b, length, 2, self.hkv, hd).permute(2, 0, 3, 1, 4)
        cap = self.cap
        if self.flex:
            def causal(bi, h, qi, ki):
                return qi >= ki

            def softcap(score, bi, h, qi, ki):
                return cap * torch.tanh(score / cap)
            mask = create_block_mask(causal, None, None, length, length, device=x.device)
            y, aux = flex_attention(q, k, v, score_mod=softcap, block_mask=mask, enable_gqa=True,
                                    return_aux=AuxRequest(lse=True))
            lse = aux.lse
        else:
            k, v = (t.repeat_interleave(self.hq // self.hkv, 1) for t in (k, v))
            s = cap * torch.tanh((q @ k.transpose(-2, -1)) / hd ** 0.5 / cap)
            i = torch.arange(length)
            s = s.masked_fill(~(i[:, None] >= i), float("-inf"))
            lse, y = s.logsumexp(-1), torch.softmax(s, -1) @ v
        y = y * torch.sigmoid(lse - self.sinks[:, None])[..., None].to(y.dtype)
        return self.o(y.transpose(1, 2).reshape(b, length, d))


def test_a_log_sum_exp_read_with_a_gradient_gets_its_gradient(tmp_path):
    """The lse FlexAttention returns, read differentiably (attention sinks): its gradient
    reaches q and k, as eager's does."""
    torch.manual_seed(0)
    eager, model = Sinks(flex=False), Sinks()
    model.load_state_dict(eager.state_dict())
    step = aotc.runtime.load(aotc.compile(model, ["f32[2,64,64]"], output=tmp_path / "s"), model)
    _grads_like(eager, model, step, torch.randn(2, 64, 64), rtol=2e-5)


def test_flex_inference_and_a_cuda_target_compile(tmp_path):
    path = aotc.compile(PACKED, ["i64[2,64]", "i64[2,64]"], args={"config": "tiny"}, output=tmp_path / "i",
                        inference=True)
    m = load_example("llama_packed")
    torch.manual_seed(0)
    ref, model = m.PackedLlama("tiny", attention="sdpa"), m.PackedLlama("tiny")
    model.load_state_dict(ref.state_dict())
    idx, positions = torch.randint(0, 256, (2, 64)), m.random_positions(2, 64, (4, 40))
    with torch.no_grad():
        torch.testing.assert_close(aotc.runtime.load(path, model)(idx, positions), ref(idx, positions))
    assert "aotc.document_attention.default(" in (path / "forward.py").read_text()
    cuda = aotc.compile(PACKED, ["i64[2,64]", "i64[2,64]"], args={"config": "tiny"}, output=tmp_path / "c",
                        device="cuda", dtype="bfloat16", document_attention=False)
    text = (cuda / "forward.py").read_text()
    assert "cuda i32[]  input 2" in text[: text.index("def forward(")]     # the functions run on the target


def test_a_torch_compiled_helper_is_traced_through(tmp_path):
    compiled_mask = torch.compile(create_block_mask)

    class Compiled(nn.Module):
        def __init__(self):
            super().__init__()
            self.proj = nn.Linear(32, 96)

        def forward(self, x):
            q, k, v = self.proj(x).view(1, 64, 3, 2, 16).permute(2, 0, 3, 1, 4)
            mask = compiled_mask(lambda b, h, qi, ki: qi >= ki, None, None, 64, 64, device=x.device)
            return torch.compile(flex_attention)(q, k, v, block_mask=mask).sum(1)

    path = aotc.compile(Compiled(), ["f32[1,64,32]"], output=tmp_path / "c")
    assert "aotc.flex_attention.default" in (path / "forward.py").read_text()


def test_a_modification_that_reaches_a_tensor_through_self_is_refused_with_the_fix(tmp_path):
    class ThroughSelf(nn.Module):
        def __init__(self):
            super().__init__()
            self.proj = nn.Linear(32, 96)
            self.register_buffer("bias", torch.zeros(64))

        def forward(self, x):
            q, k, v = self.proj(x).view(1, 64, 3, 2, 16).permute(2, 0, 3, 1, 4)
            return flex_attention(q, k, v, score_mod=lambda s, b, h, qi, ki: s + self.bias[ki]).sum(1)

    with pytest.raises(CaptureError, match=r"score_mod of a flex_attention call cannot be traced on its own"
                                           r"(.|\n)*assign it to a local variable first"):
        aotc.compile(ThroughSelf(), ["f32[1,64,32]"], output=tmp_path / "s")


def test_a_learned_bias_in_a_modification_is_refused(tmp_path):
    class Learned(nn.Module):
        def __init__(self):
            super().__init__()
            self.proj = nn.Linear(32, 96)
            self.slopes = nn.Parameter(torch.zeros(2))

        def forward(self, x):
            q, k, v = self.proj(x).view(1, 64, 3, 2, 16).permute(2, 0, 3, 1, 4)
            slopes = self.slopes
            return flex_attention(q, k, v, score_mod=lambda s, b, h, qi, ki: s + slopes[h] * (qi - ki)).sum(1)

    with pytest.raises(CaptureError, match="reads a tensor that needs a gradient"):
        aotc.compile(Learned(), ["f32[1,64,32]"], output=tmp_path / "l")


def test_hf_llama_with_flex_attention_trains_like_its_sdpa_twin(tmp_path):
    from test_foreign_models import hf_llama
    torch.manual_seed(0)
    eager, model = hf_llama("sdpa"), hf_llama("flex_attention")
    model.load_state_dict(eager.state_dict())
    step = aotc.runtime.load(aotc.compile(model, ["i64[2,32]"], output=tmp_path / "hf"), model)
    idx, targets = torch.randint(0, 256, (2, 32)), torch.randint(0, 256, (2, 32))
    for mm in (eager, step):
        F.cross_entropy(mm(idx)["logits"].flatten(0, 1), targets.flatten()).backward()
    assert_grads_match(eager, model)


class Latent(nn.Module):
    """Multi-head latent attention's shapes: query and key heads of 24 (16 + 8 rotary), values of 16.
    No key bias: its gradient is zero in exact arithmetic, so only rounding would be compared."""

    def __init__(self, d=64, h=4):
        super().__init__()
        self.h = h
        self.q, self.k, self.v = nn.Linear(d, h * 24), nn.Linear(d, h * 24, bias=False), nn.Linear(d, h * 16)
        self.o = nn.Linear(h * 16, d)

    def forward(self, x):
        b, length, _ = x.shape
        q, k = (f(x).view(b, length, self.h, 24).transpose(1, 2) for f in (self.q, self.k))
        v = self.v(x).view(b, length, self.h, 16).transpose(1, 2)
        y = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        return self.o(y.transpose(1, 2).reshape(b, length, self.h * 16))


def test_latent_attention_head_sizes_run_as_eager_runs_them(tmp_path):
    eager, model = twin(Latent)
    path = aotc.compile(model, ["f32[2,32,64]"], output=tmp_path / "mla")
    _grads_like(eager, model, aotc.runtime.load(path, model), torch.randn(2, 32, 64))
    (finding,) = [f for f in check(path, device="cpu").findings if f.name == "attention"]
    assert finding.ok and "v cpu f32[2, 4, 32, 16]" in finding.detail and "ATen math" in finding.detail


class Autocast(nn.Module):
    """Attention under autocast with q and k in float32 (rotary in float32) and v in bfloat16."""

    def __init__(self, d=64, h=4, device="cpu"):
        super().__init__()
        self.h, self.device = h, device
        self.q, self.k, self.v, self.o = (nn.Linear(d, d) for _ in range(4))

    def forward(self, x):
        b, length, d = x.shape
        with torch.autocast(self.device, dtype=torch.bfloat16):
            v = self.v(x).view(b, length, self.h, d // self.h).transpose(1, 2)
            q, k = (f(x).float().view(b, length, self.h, d // self.h).transpose(1, 2) for f in (self.q, self.k))
            y = F.scaled_dot_product_attention(q, k, v, is_causal=True)
            return self.o(y.transpose(1, 2).reshape(b, length, d)).float()


def test_attention_under_autocast_runs_as_eager_runs_it(tmp_path):
    eager, model = twin(Autocast)
    path = aotc.compile(model, ["f32[2,32,64]"], output=tmp_path / "ac")
    x, w = torch.randn(2, 32, 64), torch.randn(2, 32, 64)
    (eager(x) * w).sum().backward()
    (aotc.runtime.load(path, model)(x) * w).sum().backward()
    assert_grads_match(eager, model, rtol=0)          # the same casts, the same kernels: bit for bit


def test_check_names_each_attention_calls_kernel_and_refuses_dropout_off_cuda(packed):
    findings = [f for f in check(packed, device="cpu").findings if f.name == "attention"]
    assert len(findings) == 1 and findings[0].ok
    assert findings[0].detail.startswith("2 x flex_attention(q cpu f32[2, 4, 64, 16]")


class BuiltMask(nn.Module):
    """Attention with a boolean mask made inside forward from positions, as transformers'
    traced models make theirs: causal, a sliding window, or a padding mask from an input."""

    def __init__(self, kind, d=32, h=4):
        super().__init__()
        self.kind, self.h = kind, h
        self.qkv, self.o = nn.Linear(d, 3 * d), nn.Linear(d, d)

    def forward(self, x, keep=None):
        b, length, d = x.shape
        q, k, v = self.qkv(x).view(b, length, 3, self.h, d // self.h).permute(2, 0, 3, 1, 4)
        i = torch.arange(length, device=x.device)
        mask = (i[None, :] <= i[:, None])[None, None].expand(b, 1, length, length)
        if self.kind == "window":
            mask = mask & (i[None, :] > i[:, None] - 4)
        if keep is not None:
            mask = mask & keep[:, None, None, :]
        y = F.scaled_dot_product_attention(q, k, v, attn_mask=mask)
        return self.o(y.transpose(1, 2).reshape(b, length, d))


@pytest.mark.parametrize("kind", ["causal", "window", "padding"])
def test_a_mask_made_from_positions_alone_that_is_causal_becomes_causal_attention(tmp_path, kind):
    eager, model = twin(lambda: BuiltMask(kind))
    x = torch.randn(2, 16, 32)
    keep = torch.ones(2, 16, dtype=torch.bool)
    keep[1, 12:] = False
    inputs = (x, keep) if kind == "padding" else (x,)
    specs = ["f32[2,16,32]", "b8[2,16]"] if kind == "padding" else ["f32[2,16,32]"]
    path = aotc.compile(model, specs, output=tmp_path / kind)
    calls = [line for line in (path / "forward.py").read_text().splitlines() if "aotc.sdpa.default(" in line]
    assert len(calls) == 1
    # Only the causal mask is computed from nothing the program reads and equals the pattern.
    assert (", None, True, " in calls[0]) == (kind == "causal"), calls[0]
    assert ("aten.le.Tensor" in (path / "forward.py").read_text()) == (kind != "causal")
    _grads_like(eager, model, aotc.runtime.load(path, model), *inputs)


class TwoMasked(nn.Module):
    """Two attention layers reading one padding mask, as a padded batch's layers do."""

    def __init__(self):
        super().__init__()
        self.layers = nn.ModuleList([BuiltMask("padding"), BuiltMask("padding")])

    def forward(self, x, keep):
        for layer in self.layers:
            x = x + layer(x, keep)
        return x


def test_a_boolean_mask_becomes_one_additive_bias_for_every_layer_and_the_backward(tmp_path):
    eager, model = twin(TwoMasked)
    x = torch.randn(2, 16, 32)
    keep = torch.ones(2, 16, dtype=torch.bool)
    keep[1, 11:] = False
    path = aotc.compile(model, ["f32[2,16,32]", "b8[2,16]"], output=tmp_path / "masked")
    programs = {n: program_from_bytes((path / f"{n}.msgpack").read_bytes()) for n in ("forward", "backward")}
    biases = set()
    for program in programs.values():
        ops = inline_regions(program).ops
        made = {op.outputs[0] for op in ops if op.name == "aten.where.Scalar"}
        for op in ops:
            if op.name.startswith("aotc.sdpa"):
                mask = op.args[3] if op.name == "aotc.sdpa.default" else op.args[4]
                assert mask.type.dtype == "float32", (op.name, mask.type)
                biases.add((program is programs["forward"], mask in made))
        assert len(made) <= 1
    # One bias made in the forward, read by both layers; the backward reads it saved or makes
    # it once again.
    assert (True, True) in biases and len(made) <= 1
    step = aotc.runtime.load(path, model)
    for _ in range(2):          # the second backward accumulates into the first's gradients
        _grads_like(eager, model, step, x, keep)
    out = step(x, keep)
    x2 = x.clone()
    x2[1, 11:] = torch.randn(5, 32)     # padded positions change nothing another position sees
    assert torch.equal(step(x2, keep)[1, :11], out[1, :11])


def test_hf_models_traced_mask_becomes_causal_attention(tmp_path):
    from test_foreign_models import hf_llama
    eager, model = twin(lambda: hf_llama("sdpa"))
    path = aotc.compile(model, ["i64[2,32]"], output=tmp_path / "hf")
    text = (path / "forward.py").read_text()
    calls = [line for line in text.splitlines() if "aotc.sdpa.default(" in line]
    assert calls and all(", None, True, " in line for line in calls), calls
    step = aotc.runtime.load(path, model)
    idx, targets = torch.randint(0, 256, (2, 32)), torch.randint(0, 256, (2, 32))
    for mm in (eager, step):
        F.cross_entropy(mm(idx)["logits"].flatten(0, 1), targets.flatten()).backward()
    assert_grads_match(eager, model)


class TitanFlex(nn.Module):
    """torchtitan's debug model (llama3 or qwen3) with FlexAttention and its document mask,
    called as its trainer calls it: the block mask made from per-token positions inside forward
    by torchtitan's torch.compile'd create_block_mask."""

    def __init__(self, family: str):
        super().__init__()
        import importlib
        config = importlib.import_module(f"torchtitan.models.{family}").model_registry(
            "debugmodel", attn_backend="flex").model
        config.vocab_size = 256
        self.model = config.build()
        with torch.no_grad():
            self.model.init_states()

    def forward(self, tokens, positions):
        return self.model(tokens, positions, attention_masks=self.model.get_attention_masks(positions))


def _spelled_out(q, k, v, score_mod=None, block_mask=None, scale=None, enable_gqa=False, return_aux=None,
                 kernel_options=None):
    """torchtitan's flex call as SDPA with its block mask's mask function spelled out (eager
    FlexAttention has no backward on the CPU)."""
    from types import SimpleNamespace
    from torch.nn.attention.flex_attention import create_mask
    assert score_mod is None
    mask = create_mask(block_mask.mask_mod, q.shape[0], 1, q.shape[2], k.shape[2], device=q.device)
    out = F.scaled_dot_product_attention(q, k, v, attn_mask=mask, scale=scale, enable_gqa=enable_gqa)
    return out, SimpleNamespace(lse=None, max_scores=None)


@pytest.mark.parametrize("family", ["llama3", "qwen3"])
def test_torchtitans_flex_models_train_like_their_mask_spelled_out(family, tmp_path, monkeypatch):
    pytest.importorskip("torchtitan")
    import torchtitan.models.common.attention as titan_attention
    m = load_example("llama_packed")
    eager, model = twin(lambda: TitanFlex(family))
    for (_, b), (_, c) in zip(eager.named_buffers(), model.named_buffers()):
        c.copy_(b)
    path = aotc.compile(model, ["i64[2,64]", "i64[2,64]"], output=tmp_path / family)
    assert "aotc.flex_attention" in (path / "forward.py").read_text()
    step = aotc.runtime.load(path, model)
    gen = torch.Generator().manual_seed(0)
    idx, targets = torch.randint(0, 256, (2, 64), generator=gen), torch.randint(0, 256, (2, 64), generator=gen)
    positions = m.random_positions(2, 64, (4, 40), gen)
    F.cross_entropy(step(idx, positions).flatten(0, 1), targets.flatten()).backward()
    monkeypatch.setattr(titan_attention.FlexAttention, "_compiled_flex_attn", _spelled_out)
    F.cross_entropy(eager(idx, positions).flatten(0, 1), targets.flatten()).backward()
    assert_grads_match(eager, model, rtol=1e-4)
