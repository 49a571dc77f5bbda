"""Zoo families from transformers, with tiny and real-width configs of the published shapes."""

from __future__ import annotations

import torch
import transformers as T

from zoo.family import Family, Wrapped, lm_loss, regression_loss, tokens
from zoo.others import packed_batch

VOCAB = {"tiny": 256, "real": 32000}
SEQ = {"tiny": (2, 32), "real": (1, 4096)}


def _dims(width: str, real_hidden: int, real_heads: int, real_kv: int, real_ff: int, layers_real: int = 2):
    if width == "tiny":
        return dict(hidden_size=64, num_attention_heads=4, num_key_value_heads=2, intermediate_size=128,
                    num_hidden_layers=2)
    return dict(hidden_size=real_hidden, num_attention_heads=real_heads, num_key_value_heads=real_kv,
                intermediate_size=real_ff, num_hidden_layers=layers_real)


def causal_lm(cls, config_cls, **fixed):
    """A transformers causal LM returning its logits, at the width asked for."""
    real = fixed.pop("real", {})

    def build(width: str):
        dims = _dims(width, **real) if real else _dims(width, 4096, 32, 8, 14336)
        config = config_cls(vocab_size=VOCAB[width], max_position_embeddings=8192, use_cache=False,
                            attn_implementation="sdpa", **{**dims, **fixed.get(width, {}), **fixed.get("both", {})})
        return Wrapped(cls(config), lambda m, ids: m(input_ids=ids).logits)
    return build


def lm_batch(width: str, g: torch.Generator) -> tuple:
    return tokens(VOCAB[width], SEQ["tiny"], SEQ["real"])(width, g)


llama3 = Family(
    "hf-llama3", causal_lm(T.LlamaForCausalLM, T.LlamaConfig, both=dict(rope_theta=500000.0)),
    lm_batch, lm_loss, exercises=("gqa", "rope", "rmsnorm", "swiglu"),
    freeze=("model.model.embed_tokens.*", "model.model.layers.0.*"))


def _packed_llama3(width: str):
    """transformers' Llama on packed rows: position ids restart with each document, and its SDPA
    mask, built from them, keeps each token within its document (as TRL's padding-free batches)."""
    built = causal_lm(T.LlamaForCausalLM, T.LlamaConfig, both=dict(rope_theta=500000.0))(width)
    return Wrapped(built.model, lambda m, ids, positions: m(input_ids=ids, position_ids=positions).logits)


llama3_packed = Family(
    "hf-llama3-packed", _packed_llama3, packed_batch, lm_loss,
    exercises=("packed sequences", "position ids", "document mask", "document attention", "gqa"),
    freeze=("model.model.layers.0.*",))


def _gpt2(width: str):
    hidden, heads, layers = (64, 4, 2) if width == "tiny" else (768, 12, 4)
    config = T.GPT2Config(vocab_size=VOCAB[width], n_positions=4096, n_embd=hidden, n_layer=layers, n_head=heads,
                          resid_pdrop=0.1, embd_pdrop=0.1, attn_pdrop=0.1, use_cache=False, bos_token_id=0, eos_token_id=0,
                          attn_implementation="sdpa")
    return Wrapped(T.GPT2LMHeadModel(config), lambda m, ids: m(input_ids=ids).logits)


gpt2_dropout = Family("hf-gpt2-dropout", _gpt2, lm_batch, lm_loss, exercises=("dropout", "attention dropout",
                      "boolean causal mask", "tied embeddings"), dropout="causal")


def _vit(width: str):
    hidden, heads, layers, image, patch = (64, 4, 2, 32, 8) if width == "tiny" else (768, 12, 4, 224, 16)
    config = T.ViTConfig(hidden_size=hidden, num_hidden_layers=layers, num_attention_heads=heads,
                         intermediate_size=4 * hidden, image_size=image, patch_size=patch,
                         attn_implementation="sdpa")
    return Wrapped(T.ViTModel(config, add_pooling_layer=False), lambda m, px: m(pixel_values=px).last_hidden_state)


def _pixels(width: str, g: torch.Generator) -> tuple:
    size = 32 if width == "tiny" else 224
    return (torch.randn(1, 3, size, size, generator=g),)


vit = Family("hf-vit", _vit, _pixels, regression_loss,
             exercises=("conv patches", "class token", "batch 1 aliasing grads", "layernorm", "gelu"),
             freeze=("model.embeddings.*",))

FAMILIES = [llama3, llama3_packed, gpt2_dropout, vit]
