"""The example models in examples/ run eagerly in PyTorch: shapes, gradients, configs, sizes.

These check the models themselves, not the compiler, so that a compiler test failing on an example
is known to be the compiler's fault.
"""

import pytest
import torch
import torch.nn.functional as F

from conftest import load_example


def build_tiny(model_name: str) -> torch.nn.Module:
    torch.manual_seed(0)
    if model_name == "llama":
        return load_example("llama").Llama("tiny")
    if model_name == "gpt2":
        return load_example("gpt2").GPT2("tiny")
    raise AssertionError(model_name)


def random_tokens(model: torch.nn.Module, batch: int = 2, seq_len: int = 16) -> torch.Tensor:
    generator = torch.Generator().manual_seed(1)
    return torch.randint(0, model.config.vocab_size, (batch, seq_len), generator=generator)


def assert_every_parameter_has_a_gradient(model: torch.nn.Module) -> None:
    for name, param in model.named_parameters():
        assert param.grad is not None, f"{name} got no gradient"
        assert torch.isfinite(param.grad).all(), f"{name} has a non-finite gradient"
        assert param.grad.abs().sum() > 0, f"{name} has an all-zero gradient"


@pytest.mark.parametrize("model_name", ["llama", "gpt2"])
def test_language_model_logits_shape(model_name):
    model = build_tiny(model_name)
    idx = random_tokens(model, batch=2, seq_len=16)
    logits = model(idx)
    assert logits.shape == (2, 16, model.config.vocab_size)
    assert logits.dtype == torch.float32
    assert torch.isfinite(logits).all()


@pytest.mark.parametrize("model_name", ["llama", "gpt2"])
def test_language_model_backward_reaches_every_parameter(model_name):
    model = build_tiny(model_name)
    idx = random_tokens(model, batch=2, seq_len=16)
    logits = model(idx)
    loss = F.cross_entropy(logits[:, :-1].flatten(0, 1), idx[:, 1:].flatten())
    loss.backward()
    assert_every_parameter_has_a_gradient(model)


@pytest.mark.parametrize("model_name", ["llama", "gpt2"])
def test_language_model_is_causal(model_name):
    model = build_tiny(model_name)
    idx = random_tokens(model, batch=1, seq_len=12)
    changed = idx.clone()
    changed[0, 8:] = (changed[0, 8:] + 1) % model.config.vocab_size
    with torch.no_grad():
        before, after = model(idx), model(changed)
    torch.testing.assert_close(before[:, :8], after[:, :8])
    assert not torch.allclose(before[:, 8:], after[:, 8:])


def test_mlp_forward_and_backward():
    torch.manual_seed(0)
    model = load_example("mlp").MLP()
    x = torch.randn(8, 32)
    out = model(x)
    assert out.shape == (8, 10)
    assert out.dtype == torch.float32
    out.square().mean().backward()
    assert_every_parameter_has_a_gradient(model)


def test_mlp_layers_argument():
    mlp = load_example("mlp")
    assert len(mlp.MLP(layers=3).hidden) == 3
    assert mlp.MLP(in_features=5, out_features=3, layers=1)(torch.randn(4, 5)).shape == (4, 3)
    with pytest.raises(ValueError, match="layers"):
        mlp.MLP(layers=0)


def test_gpt2_head_is_tied_to_embedding():
    model = build_tiny("gpt2")
    assert model.lm_head.weight is model.wte.weight
    params = list(model.parameters())
    assert sum(p is model.wte.weight for p in params) == 1
    c = model.config
    # Counted with duplicates, the shared weight shows up a second time as lm_head.weight.
    with_duplicates = dict(model.named_parameters(remove_duplicate=False))
    assert with_duplicates["lm_head.weight"] is model.wte.weight
    untied_count = sum(p.numel() for p in params) + c.vocab_size * c.dim
    assert sum(p.numel() for p in with_duplicates.values()) == untied_count


def test_llama_3_8b_on_meta_has_8_billion_parameters():
    llama = load_example("llama")
    with torch.device("meta"):
        model = llama.Llama()
    assert model.config == llama.CONFIGS["llama-3-8b"]
    assert all(p.is_meta for p in model.parameters())
    n_params = sum(p.numel() for p in model.parameters())
    assert n_params == pytest.approx(8.03e9, rel=0.01)


def test_gpt2_on_meta_has_124_million_parameters():
    with torch.device("meta"):
        model = load_example("gpt2").GPT2()
    n_params = sum(p.numel() for p in model.parameters())
    assert n_params == pytest.approx(124.44e6, rel=0.001)


def test_llama_small_is_between_20_and_50_million_parameters():
    with torch.device("meta"):
        model = load_example("llama").Llama("small")
    assert 20e6 <= sum(p.numel() for p in model.parameters()) <= 50e6


@pytest.mark.parametrize(
    "example, class_name, config_class",
    [("llama", "Llama", "LlamaConfig"), ("gpt2", "GPT2", "GPT2Config")],
)
def test_config_names_and_overrides(example, class_name, config_class):
    module = load_example(example)
    model_class = getattr(module, class_name)
    with pytest.raises(ValueError, match="no-such-model") as excinfo:
        model_class("no-such-model")
    assert "tiny" in str(excinfo.value)
    with pytest.raises(ValueError, match="n_layer_typo") as excinfo:
        model_class("tiny", n_layer_typo=3)
    assert "n_layers" in str(excinfo.value)

    model = model_class("tiny", n_layers=3)
    assert model.config.n_layers == 3
    assert module.CONFIGS["tiny"].n_layers == 2
    config_object = getattr(module, config_class)
    assert model_class(module.CONFIGS["tiny"]).config == module.CONFIGS["tiny"]
    assert isinstance(model.config, config_object)


def test_llama_rope_tables_are_not_in_the_state_dict():
    model = build_tiny("llama")
    head_dim = model.config.dim // model.config.n_heads
    assert model.rope.cos.shape == (model.config.max_seq_len, head_dim // 2)
    assert model.rope.cos.dtype == torch.float32
    assert not any("rope" in key for key in model.state_dict())


def test_llama_rotary_matches_complex_multiplication():
    llama = load_example("llama")
    rope = llama.RotaryEmbedding(head_dim=8, max_seq_len=32, theta=500000.0)
    x = torch.randn(2, 10, 3, 8)
    cos, sin = rope(10)
    # Meta's formulation: consecutive feature pairs as complex numbers times e^(i * angle).
    x_complex = torch.view_as_complex(x.reshape(2, 10, 3, 4, 2))
    rotation = torch.polar(torch.ones_like(cos), torch.atan2(sin, cos)).view(1, 10, 1, 4)
    expected = torch.view_as_real(x_complex * rotation).flatten(start_dim=-2)
    torch.testing.assert_close(llama.apply_rotary(x, cos, sin), expected)


def test_llama_grouped_query_attention_matches_sdpa_gqa():
    llama = load_example("llama")
    torch.manual_seed(0)
    config = llama.CONFIGS["tiny"]
    attention = llama.Attention(config)
    x = torch.randn(2, 8, config.dim)
    cos, sin = llama.RotaryEmbedding(config.head_dim, config.max_seq_len, config.rope_theta)(8)

    q = attention.wq(x).view(2, 8, config.n_heads, config.head_dim)
    k = attention.wk(x).view(2, 8, config.n_kv_heads, config.head_dim)
    v = attention.wv(x).view(2, 8, config.n_kv_heads, config.head_dim)
    q, k = llama.apply_rotary(q, cos, sin), llama.apply_rotary(k, cos, sin)
    reference = F.scaled_dot_product_attention(
        q.transpose(1, 2), k.transpose(1, 2), v.transpose(1, 2), is_causal=True, enable_gqa=True
    )
    expected = attention.wo(reference.transpose(1, 2).reshape(2, 8, config.dim))
    torch.testing.assert_close(attention(x, cos, sin), expected)


def test_llama_rejects_sequences_longer_than_max_seq_len():
    model = build_tiny("llama")
    with pytest.raises(ValueError, match="max_seq_len"):
        model(torch.zeros(1, model.config.max_seq_len + 1, dtype=torch.long))
