"""Mixtures of experts as users write them: transformers' Qwen3-MoE, Mixtral and gpt-oss with tiny
held-out configs, compiled into routed programs (rows sorted by expert, `aotc.grouped_mm` with
offsets on the device) and trained against eager (float32; loss, auxiliary loss and every
gradient, then a second backward through the retained graph)."""

from __future__ import annotations

import pytest
import torch

import aotc
import aotc.errors
import aotc.runtime
from aotc.format.artifact import read_artifact
from conftest import assert_grads_match, lm_loss, twin

VOCAB = 256
SHAPE = (2, 32)
INPUT = f"i64[{SHAPE[0]},{SHAPE[1]}]"


def hf_qwen3_moe(experts: str | None = None) -> torch.nn.Module:
    """Softmax router, top-2 of 8 renormalised, the auxiliary load-balancing loss in the output."""
    from transformers import Qwen3MoeConfig, Qwen3MoeForCausalLM
    return Qwen3MoeForCausalLM(Qwen3MoeConfig(
        vocab_size=VOCAB, hidden_size=64, intermediate_size=128, moe_intermediate_size=32, num_hidden_layers=2,
        num_attention_heads=4, num_key_value_heads=2, head_dim=16, num_experts=8, num_experts_per_tok=2,
        max_position_embeddings=128, use_cache=False, output_router_logits=True, router_aux_loss_coef=0.01,
        **_experts(experts)))


def hf_mixtral(experts: str | None = None) -> torch.nn.Module:
    from transformers import MixtralConfig, MixtralForCausalLM
    return MixtralForCausalLM(MixtralConfig(
        vocab_size=VOCAB, hidden_size=64, intermediate_size=128, num_hidden_layers=2, num_attention_heads=4,
        num_key_value_heads=2, num_local_experts=4, num_experts_per_tok=2, max_position_embeddings=128,
        use_cache=False, **_experts(experts)))


def hf_gpt_oss(experts: str | None = None) -> torch.nn.Module:
    """Experts with biases, a clamped gate and interleaved gate/up columns; sliding attention."""
    from transformers import GptOssConfig, GptOssForCausalLM
    return GptOssForCausalLM(GptOssConfig(
        vocab_size=VOCAB, hidden_size=64, intermediate_size=32, num_hidden_layers=2, num_attention_heads=4,
        num_key_value_heads=2, head_dim=16, num_local_experts=4, num_experts_per_tok=2, max_position_embeddings=128,
        use_cache=False, sliding_window=16, layer_types=["sliding_attention", "full_attention"],
        rope_parameters={"rope_type": "default", "rope_theta": 10000.0}, **_experts(experts)))


def _experts(implementation: str | None) -> dict:
    return {"experts_implementation": implementation} if implementation else {}


MODELS = {"qwen3_moe": hf_qwen3_moe, "mixtral": hf_mixtral, "gpt_oss": hf_gpt_oss}


def _loss(out, targets) -> torch.Tensor:
    loss = lm_loss(out["logits"], targets)
    aux = out.get("aux_loss") if hasattr(out, "get") else None
    return loss + aux if aux is not None else loss


def _train_against_eager(factory, tmp_path, **options):
    eager, model = twin(factory)
    path = aotc.compile(model, [INPUT], output=tmp_path / "a", **options)
    step = aotc.runtime.load(path, model)
    x, targets = torch.randint(0, VOCAB, SHAPE), torch.randint(0, VOCAB, SHAPE)
    ref, got = _loss(eager(x), targets), _loss(step(x), targets)
    torch.testing.assert_close(got, ref, rtol=1e-5, atol=1e-6)
    for _ in range(2):
        ref.backward(retain_graph=True)
        got.backward(retain_graph=True)
        assert_grads_match(eager, model)
    return path


@pytest.mark.parametrize("name", sorted(MODELS))
def test_default_experts_train_like_eager_as_a_routed_program(name, tmp_path):
    """transformers' default experts call its grouped-matmul op (float32 on the CPU): captured as
    `aotc.grouped_mm`, between the library's own sort, gather, histogram and unsort."""
    path = _train_against_eager(MODELS[name], tmp_path)
    forward, backward = ((path / f).read_text() for f in ("forward.py", "backward.py"))
    assert forward.count("= aotc.grouped_mm.default(") == 4        # 2 layers x (gate-up, down)
    assert backward.count("= aotc.grouped_mm_weight_grad.default(") == 4
    for op in ("aten.sort.default", "aten.histc.default"):
        assert op in forward
    assert "nonzero" not in forward
    # Every gradient in its parameter's layout, so that autograd accumulates it without a copy
    # (the expert weights' gradients are the transposes of what the grouped matmul makes).
    _, programs = read_artifact(path)
    fwd, bwd = programs["forward"], programs["backward"]
    strides = {p.name: v.type.stride for p, v in zip(fwd.input_ports, fwd.inputs) if p.kind == "param"}
    assert {p.name: v.type.stride for p, v in zip(bwd.output_ports, bwd.outputs)} == strides


@pytest.mark.parametrize("implementation", ["eager", "batched_mm"])
def test_other_experts_implementations_become_the_routed_program(implementation, tmp_path):
    """`eager` (a loop over the experts hit, selecting tokens with nonzero) and `batched_mm` (every
    pair gathers its expert's weights) run transformers' grouped implementation instead."""
    path = _train_against_eager(lambda: hf_qwen3_moe(implementation), tmp_path)
    forward = (path / "forward.py").read_text()
    assert forward.count("= aotc.grouped_mm.default(") == 4 and "aten.bmm" not in forward


def test_frozen_experts_and_routers_get_no_gradient_and_save_nothing_for_it(tmp_path):
    frozen = ("*.experts.*", "*.mlp.gate.*")

    def factory():
        model = hf_qwen3_moe()
        for name, p in model.named_parameters():
            p.requires_grad_(not any(part in name for part in (".experts.", ".mlp.gate.")))
        return model

    path = _train_against_eager(factory, tmp_path, freeze=frozen)
    backward = (path / "backward.py").read_text()
    assert "grouped_mm_weight_grad" not in backward
    assert backward.count("= aotc.grouped_mm.default(") == 4          # the input gradients still flow
    # The rows an expert matmul reads are saved only for its weight's gradient: not saved here.
    from aotc.format.serde import program_from_bytes
    forward = program_from_bytes((path / "forward.msgpack").read_bytes())
    saved = {v for p, v in zip(forward.output_ports, forward.outputs) if p.kind == "saved"}
    rows = [op.args[0] for op in forward.ops if getattr(op, "name", "") == "aotc.grouped_mm.default"]
    assert rows and not saved & set(rows)


def test_default_experts_in_bf16_train_like_eager(tmp_path):
    """In bfloat16 the default experts call ATen's grouped GEMM, captured as the same op."""
    eager, model = twin(lambda: hf_mixtral().to(torch.bfloat16))
    path = aotc.compile(model, [INPUT], output=tmp_path / "a")
    assert "aotc.grouped_mm" in (path / "forward.py").read_text()
    step = aotc.runtime.load(path, model)
    x, targets = torch.randint(0, VOCAB, SHAPE), torch.randint(0, VOCAB, SHAPE)
    ref = lm_loss(eager(x)["logits"].float(), targets)
    got = lm_loss(step(x)["logits"].float(), targets)
    torch.testing.assert_close(got, ref, rtol=1e-3, atol=1e-3)
    for _ in range(2):
        ref.backward(retain_graph=True)
        got.backward(retain_graph=True)
        assert_grads_match(eager, model, rtol=2e-2)


@pytest.mark.parametrize("config", ["tiny", "tiny-sigmoid"])
def test_example_moe_trains_like_eager(config, tmp_path):
    """examples/moe.py: softmax or sigmoid router, shared expert, load-balancing and z-losses,
    torch._grouped_mm over rows sorted with argsort and combined with index_add."""
    from conftest import load_example
    module = load_example("moe")
    _train_against_eager(lambda: module.MoETransformer(config), tmp_path)


def torchtitan_moe_lm() -> torch.nn.Module:
    """torchtitan's MoE layer (softmax router, top-2 of 8, load-balancing buffers, a shared expert;
    its experts compute in bfloat16 through torch._grouped_mm) between an embedding and a head."""
    from torch import nn
    from torchtitan.models.common.feed_forward import FeedForward
    from torchtitan.models.common.linear import Linear
    from torchtitan.models.common.moe import GroupedExperts, MoE, RoutedExperts, TokenChoiceTopKRouter
    from torchtitan.models.common.token_dispatcher import LocalTokenDispatcher

    dim, hidden, experts, k = 64, 32, 8, 2

    class TitanMoELM(nn.Module):
        def __init__(self):
            super().__init__()
            self.embed = nn.Embedding(VOCAB, dim)
            self.moe = MoE.Config(
                num_experts=experts,
                routed_experts=RoutedExperts.Config(
                    inner_experts=GroupedExperts.Config(dim=dim, hidden_dim=hidden, num_experts=experts),
                    token_dispatcher=LocalTokenDispatcher.Config(num_experts=experts, top_k=k)),
                router=TokenChoiceTopKRouter.Config(num_experts=experts, top_k=k, score_func="softmax",
                                                    gate=Linear.Config(in_features=dim, out_features=experts)),
                shared_experts=FeedForward.Config(w1=Linear.Config(in_features=dim, out_features=hidden),
                                                  w2=Linear.Config(in_features=hidden, out_features=dim),
                                                  w3=Linear.Config(in_features=dim, out_features=hidden))).build()
            self.head = nn.Linear(dim, VOCAB, bias=False)
            for p in self.moe.parameters():
                nn.init.normal_(p, std=0.1)

        def forward(self, idx):
            return {"logits": self.head(self.moe(self.embed(idx)))}

    return TitanMoELM()


def test_torchtitan_moe_trains_like_eager(tmp_path):
    """torchtitan's own MoE code: its grouped matmuls and its deterministic scatter-add combine."""
    pytest.importorskip("torchtitan.models.common.moe", reason="torchtitan (make setup installs it)")
    eager, model = twin(torchtitan_moe_lm)
    path = aotc.compile(model, [INPUT], output=tmp_path / "a")
    assert (path / "forward.py").read_text().count("= aotc.grouped_mm.default(") == 3
    step = aotc.runtime.load(path, model)
    x, targets = torch.randint(0, VOCAB, SHAPE), torch.randint(0, VOCAB, SHAPE)
    ref, got = lm_loss(eager(x)["logits"], targets), lm_loss(step(x)["logits"], targets)
    torch.testing.assert_close(got, ref, rtol=1e-5, atol=1e-6)
    for _ in range(2):
        ref.backward(retain_graph=True)
        got.backward(retain_graph=True)
        assert_grads_match(eager, model, rtol=1e-3)
    for name in ("moe.tokens_per_expert_E",):     # its buffer counting tokens per expert, updated alike
        torch.testing.assert_close(dict(model.named_buffers())[name], dict(eager.named_buffers())[name])


def test_grouped_mm_op_against_a_loop_of_matmuls():
    """Empty groups, rows past the last offset (zero), int64 offsets, and its two backward ops."""
    a = torch.randn(10, 8, dtype=torch.float64, requires_grad=True)
    b = torch.randn(4, 8, 5, dtype=torch.float64, requires_grad=True)
    offs = torch.tensor([3, 3, 7, 9])
    out = torch.ops.aotc.grouped_mm(a, b, offs)
    bounds = [0, 3, 3, 7, 9]
    want = torch.cat([a[s:e] @ b[g] for g, (s, e) in enumerate(zip(bounds, bounds[1:]))] + [a.new_zeros(1, 5)])
    torch.testing.assert_close(out, want)
    torch.autograd.gradcheck(lambda a, b: torch.ops.aotc.grouped_mm(a, b, offs), (a, b))


def test_expert_parallel_options_are_checked(tmp_path):
    with pytest.raises(aotc.errors.CompileError, match="mesh axis 'sp'"):
        aotc.compile(hf_mixtral(), [INPUT], mesh=(("sp", 2),), output=tmp_path / "a")
    with pytest.raises(aotc.errors.CompileError, match="does not compose with tensor or context parallelism"):
        aotc.compile(hf_mixtral(), [INPUT], mesh=(("ep", 2), ("tp", 2)), output=tmp_path / "a")
    with pytest.raises(aotc.errors.CompileError, match="--world-size 3 is not the mesh's 4 ranks"):
        aotc.compile(hf_mixtral(), [INPUT], mesh=(("dp", 2), ("ep", 2)), world_size=3, output=tmp_path / "a")
    with pytest.raises(aotc.errors.CaptureError, match="4 experts, which do not split over 3 ranks"):
        aotc.compile(hf_mixtral(), [INPUT], mesh=(("ep", 3),), output=tmp_path / "a")


class _CountingRouter(torch.nn.Module):
    """Top-2 of 8 experts, with a load-balancing loss from `torch.bincount(ids, minlength=8)`, as
    transformers 5.17's Qwen3-MoE computes its auxiliary loss."""

    def __init__(self):
        super().__init__()
        self.gate = torch.nn.Linear(16, 8, bias=False)

    def forward(self, x, offset):
        probs = self.gate(x).softmax(-1)
        ids = probs.topk(2, dim=-1).indices.reshape(-1) + offset
        counts = torch.bincount(ids, minlength=8).float()
        return (counts / ids.numel() * probs.mean(0)).sum() * 8


def test_a_routers_bincount_is_a_static_count_and_an_id_past_it_is_an_error(tmp_path):
    """bincount's size is max(minlength, max id + 1), known only from the data: with minlength
    it is captured as that many counts (a scatter-add), the same as eager's wherever every id is
    below it; an id past it fails in the scatter, never a shorter count."""
    eager, model = twin(_CountingRouter)
    x = torch.randn(32, 16)
    path = aotc.compile(model, ["f32[32,16]", "i64[]"], output=tmp_path / "a")
    assert "aten.bincount" not in (path / "forward.py").read_text()
    step = aotc.runtime.load(path, model)
    ref, got = eager(x, torch.tensor(0)), step(x, torch.tensor(0))
    torch.testing.assert_close(got, ref)
    ref.backward()
    got.backward()
    assert_grads_match(eager, model)
    with pytest.raises(RuntimeError, match="index"):
        step(x, torch.tensor(7))     # ids up to 14: eager would count 15 bins


def test_experts_of_transformers_releases_without_expert_parallel_flags_split_over_ep(tmp_path):
    """transformers 5.17's experts classes set no `_is_expert_parallel` nor
    `has_post_expert_norm`: such experts are still recognised and split over `ep`."""
    model = hf_qwen3_moe()
    experts = [m for m in model.modules() if hasattr(m, "_is_expert_parallel")]
    assert experts
    for m in experts:
        for name in ("_is_expert_parallel", "has_post_expert_norm"):
            if name in vars(m):
                delattr(m, name)
    path = aotc.compile(model, [INPUT], mesh=(("ep", 2),), output=tmp_path / "a")
    assert "all_to_all_single" in (path / "forward.py").read_text()
