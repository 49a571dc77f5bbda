"""Zoo families of transformers decoders of 2021-24 whose code paths the newer ones left behind:
ALiBi, multi-query attention picked out of a fused projection by index lists, parallel
attention and MLP blocks, partial rotary, post-norm, clipped q/k/v, a selective scan and a
gated linear recurrence.

Each tiny config is the published architecture at hidden 64 and 2 layers (3 for
RecurrentGemma, whose third block is its attention); each real config has the published hidden
size and heads. The two recurrent families run their scans as transformers' plain-PyTorch path
does, one step per token, so their real batch is 512 tokens, not 4096.
"""

from __future__ import annotations

import transformers as T

from zoo.family import Family, Wrapped, lm_loss, tokens
from zoo.hf import VOCAB, lm_batch


def _logits(model):
    return Wrapped(model, lambda m, ids: m(input_ids=ids).logits)


def _falcon(width: str):
    # Falcon-7B: rotary, one shared key/value head, attention and MLP side by side off one norm.
    # Its multi-query split takes the shared head with an index list (`qkv[..., [-2], :]`): a
    # small tensor made inside forward from Python values.
    hidden, heads = (64, 4) if width == "tiny" else (4544, 71)
    return _logits(T.FalconForCausalLM(T.FalconConfig(
        vocab_size=VOCAB[width], hidden_size=hidden, num_hidden_layers=2, num_attention_heads=heads,
        multi_query=True, parallel_attn=True, alibi=False, new_decoder_architecture=False, bias=False,
        hidden_dropout=0.0, attention_dropout=0.0, use_cache=False)))


def _bloom(width: str):
    # BLOOM-7b1, with its config's default use_cache: the cache's layers start from an empty
    # tensor made inside forward.
    hidden, heads = (64, 4) if width == "tiny" else (4096, 32)
    return _logits(T.BloomForCausalLM(T.BloomConfig(
        vocab_size=VOCAB[width], hidden_size=hidden, n_layer=2, n_head=heads, hidden_dropout=0.0,
        attention_dropout=0.0)))


def _phi(width: str):
    # Phi-2: rotary on 40% of each head, attention and MLP in parallel, layer norm, gelu_new, biases.
    hidden, heads, ff = (64, 4, 128) if width == "tiny" else (2560, 32, 10240)
    return _logits(T.PhiForCausalLM(T.PhiConfig(
        vocab_size=VOCAB[width], hidden_size=hidden, num_hidden_layers=2, num_attention_heads=heads,
        intermediate_size=ff, partial_rotary_factor=0.4, resid_pdrop=0.0, embd_pdrop=0.0, attention_dropout=0.0,
        use_cache=False, attn_implementation="sdpa")))


def _olmo2(width: str):
    # OLMo-2-7B: norms after attention and MLP (on their outputs), q/k norms over all heads.
    hidden, heads, ff = (64, 4, 128) if width == "tiny" else (4096, 32, 11008)
    return _logits(T.Olmo2ForCausalLM(T.Olmo2Config(
        vocab_size=VOCAB[width], hidden_size=hidden, num_hidden_layers=2, num_attention_heads=heads,
        num_key_value_heads=heads, intermediate_size=ff, use_cache=False, attn_implementation="sdpa")))


def _mpt(width: str):
    # MPT-7B-8k: ALiBi, no biases, q/k/v clipped (MPT-30B's clip_qkv), layer norms without bias.
    hidden, heads = (64, 4) if width == "tiny" else (4096, 32)
    attn = T.models.mpt.configuration_mpt.MptAttentionConfig(alibi=True, clip_qkv=6.0)
    return _logits(T.MptForCausalLM(T.MptConfig(
        vocab_size=VOCAB[width], d_model=hidden, n_layers=2, n_heads=heads, expansion_ratio=4, max_seq_len=8192,
        attn_config=attn, use_cache=False)))


def _mamba(width: str):
    # Mamba-2.8B: the selective scan of transformers' plain-PyTorch path, one step per token.
    hidden, state = (64, 8) if width == "tiny" else (2560, 16)
    return _logits(T.MambaForCausalLM(T.MambaConfig(
        vocab_size=VOCAB[width], hidden_size=hidden, num_hidden_layers=2, state_size=state, use_mambapy=False,
        use_cache=False)))


def _recurrent_gemma(width: str):
    # RecurrentGemma-2B: two RG-LRU blocks then a local-attention block.
    if width == "tiny":
        dims = dict(hidden_size=64, num_attention_heads=4, intermediate_size=96, lru_width=64,
                    attention_window_size=16, head_dim=16)
    else:
        dims = dict(hidden_size=2560, num_attention_heads=10, intermediate_size=7680, lru_width=2560,
                    attention_window_size=2048, head_dim=256)
    return _logits(T.RecurrentGemmaForCausalLM(T.RecurrentGemmaConfig(
        vocab_size=VOCAB[width], num_hidden_layers=3, num_key_value_heads=1, use_cache=False, **dims)))


def _short_batch(width: str, g):
    return tokens(VOCAB[width], (2, 32), (1, 512))(width, g)


falcon = Family("hf-falcon", _falcon, lm_batch, lm_loss,
                exercises=("multi-query attention", "index-list split of a fused q/k/v", "parallel attention + mlp",
                           "rotary", "layernorm", "gelu"),
                freeze=("model.transformer.word_embeddings.*", "model.transformer.h.0.*"))

bloom = Family("hf-bloom", _bloom, lm_batch, lm_loss,
               exercises=("alibi", "embedding layernorm", "default kv cache (an empty tensor made in forward)",
                          "fused q/k/v with biases", "tied embeddings"),
               freeze=("model.transformer.word_embeddings*", "model.transformer.h.1.*"))

phi = Family("hf-phi", _phi, lm_batch, lm_loss,
             exercises=("partial rotary (40%)", "parallel attention + mlp", "layernorm", "gelu_new", "biases"),
             freeze=("model.model.embed_tokens.*", "model.model.layers.0.mlp.*"))

olmo2 = Family("hf-olmo2", _olmo2, lm_batch, lm_loss,
               exercises=("post-norm (norms on block outputs)", "q/k norm over all heads", "swiglu", "rope"),
               freeze=("model.model.layers.0.*",))

mpt = Family("hf-mpt", _mpt, lm_batch, lm_loss,
             exercises=("alibi", "clipped q/k/v", "fused q/k/v", "layernorm without bias", "no biases"),
             freeze=("model.transformer.wte.*", "model.transformer.blocks.0.attn.*"))

mamba = Family("hf-mamba", _mamba, _short_batch, lm_loss,
               exercises=("selective scan, one step per token", "depthwise causal conv1d", "softplus dt",
                          "no attention"),
               tolerance="f32-loose",
               freeze=("model.backbone.layers.0.mixer.*",))

recurrent_gemma = Family("hf-recurrent-gemma", _recurrent_gemma, _short_batch, lm_loss,
                         exercises=("rg-lru gated linear recurrence", "local attention block", "logit soft-capping", "multi-query attention"),
                         tolerance="f32-loose",
                         freeze=("model.model.layers.2.*",))

FAMILIES = [falcon, bloom, phi, olmo2, mpt, mamba, recurrent_gemma]
