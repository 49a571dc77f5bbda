"""Zoo families of transformers decoders of 2025-26: q/k norms, sparse experts, hybrid linear
attention, latent attention, chunked and sliding attention, sinks, a state-space hybrid, and
Llama under gradient checkpointing and with a left-padded batch.

Each tiny config is the published architecture at hidden 64 and 2 layers with 4 experts (top-2)
where it routes; each real config has the published hidden size, heads, head dims and, where two
layers' parameters fit the GPU agreement run (a float32 and two bfloat16 copies, with gradients,
on one card), the published number of experts.
"""

from __future__ import annotations

import torch
import torch.nn.functional as F
import transformers as T

from zoo.family import Family, Wrapped, lm_loss
from zoo.hf import VOCAB, _dims, lm_batch


def _lm(cls, config_cls, real: dict, *, tiny: dict | None = None, wide: dict | None = None,
        both: dict | None = None, attn: str = "sdpa", call=None, after=None):
    """A transformers causal LM at the width asked for: `_dims` (hidden 64, 4 heads, 2 layers at
    tiny; `real` at real width), then `tiny` or `wide` overrides by width and `both` at either.
    `call(model, *batch)` is the forward (logits of input ids by default); `after(model)` is
    applied once the model is built."""
    def build(width: str):
        fields = dict(vocab_size=VOCAB[width], max_position_embeddings=8192, use_cache=False,
                      attn_implementation=attn, **_dims(width, **real))
        fields.update((tiny if width == "tiny" else wide) or {})
        fields.update(both or {})
        model = cls(config_cls(**fields))
        if after is not None:
            after(model)
        return Wrapped(model, call or (lambda m, ids: m(input_ids=ids).logits))
    return build


# --- dense ------------------------------------------------------------------------------------

qwen3 = Family(
    "hf-qwen3", _lm(T.Qwen3ForCausalLM, T.Qwen3Config, dict(real_hidden=4096, real_heads=32, real_kv=8, real_ff=12288),
                    tiny=dict(head_dim=16), wide=dict(head_dim=128)),
    lm_batch, lm_loss, exercises=("q/k rmsnorm per head", "gqa", "rope", "swiglu"),
    freeze=("model.model.embed_tokens.*", "model.model.layers.*.self_attn.q_norm.*",
            "model.model.layers.*.self_attn.k_norm.*"))


# Gemma 3 as published has no soft-capping (Gemma 2 had both); the config keeps both caps, and
# they are on here to exercise them. Soft-capped scores need transformers' eager attention
# (its sdpa path refuses `softcap`).
gemma3 = Family(
    "hf-gemma3", _lm(T.Gemma3ForCausalLM, T.Gemma3TextConfig,
                     dict(real_hidden=2560, real_heads=8, real_kv=4, real_ff=10240),
                     tiny=dict(head_dim=16, query_pre_attn_scalar=16, sliding_window=8),
                     wide=dict(head_dim=256, query_pre_attn_scalar=256, sliding_window=1024),
                     both=dict(layer_types=["sliding_attention", "full_attention"], final_logit_softcapping=30.0,
                               attn_logit_softcapping=50.0),
                     attn="eager"),
    lm_batch, lm_loss,
    exercises=("sliding window + global layers", "attention logit soft-capping", "final logit soft-capping",
               "scaled embeddings", "tied embeddings", "(1 + w) rmsnorm", "gelu-tanh", "q/k norm"),
    freeze=("model.model.embed_tokens.*", "model.model.layers.1.*"))


# --- mixtures of experts ------------------------------------------------------------------------

qwen3_moe = Family(
    "hf-qwen3-moe", _lm(T.Qwen3MoeForCausalLM, T.Qwen3MoeConfig,
                        dict(real_hidden=2048, real_heads=32, real_kv=4, real_ff=6144),
                        tiny=dict(head_dim=16, moe_intermediate_size=32, num_experts=4, num_experts_per_tok=2),
                        wide=dict(head_dim=128, moe_intermediate_size=768, num_experts=128, num_experts_per_tok=8)),
    lm_batch, lm_loss, exercises=("sparse experts", "softmax top-k router renormalised", "grouped matmuls",
                                  "q/k rmsnorm per head", "gqa"),
    freeze=("model.model.layers.*.mlp.gate.*", "model.model.layers.0.*"))

mixtral = Family(
    "hf-mixtral", _lm(T.MixtralForCausalLM, T.MixtralConfig, dict(real_hidden=4096, real_heads=32, real_kv=8, real_ff=14336),
                      tiny=dict(num_local_experts=4, num_experts_per_tok=2),
                      wide=dict(num_local_experts=8, num_experts_per_tok=2)),
    lm_batch, lm_loss, exercises=("sparse experts", "softmax top-2 router", "grouped matmuls", "gqa"),
    freeze=("model.model.embed_tokens.*", "model.model.layers.*.mlp.experts.*"))


# DeepSeek-V3's 256 routed experts are 11 B parameters a layer at hidden 7168: the real width
# keeps its attention and router shapes (8 groups, top-4 groups, top-8 experts) over 32 experts.
deepseek_v3 = Family(
    "hf-deepseek-v3", _lm(T.DeepseekV3ForCausalLM, T.DeepseekV3Config,
                          dict(real_hidden=7168, real_heads=128, real_kv=128, real_ff=18432),
                          tiny=dict(num_key_value_heads=4, q_lora_rank=32, kv_lora_rank=16, qk_nope_head_dim=16,
                                    qk_rope_head_dim=8, v_head_dim=16, n_routed_experts=4, num_experts_per_tok=2,
                                    n_group=2, topk_group=1, moe_intermediate_size=32),
                          wide=dict(q_lora_rank=1536, kv_lora_rank=512, qk_nope_head_dim=128, qk_rope_head_dim=64,
                                    v_head_dim=128, n_routed_experts=32, num_experts_per_tok=8, n_group=8,
                                    topk_group=4, moe_intermediate_size=2048),
                          both=dict(n_shared_experts=1, first_k_dense_replace=1, routed_scaling_factor=2.5,
                                    rope_interleave=True)),
    lm_batch, lm_loss,
    exercises=("multi-head latent attention (q/kv low rank, qk head 192 / v head 128 at real width)",
               "decoupled rope", "grouped top-k router with a gather", "sigmoid router with bias correction",
               "shared expert", "dense first layer"),
    freeze=("model.model.layers.0.*", "model.model.layers.*.self_attn.kv_a_proj_with_mqa.*"))


# Llama 4 Scout: 16 experts top-1 behind a sigmoid router plus a shared expert, rope and chunked
# attention on layer 0, a global no-rope layer with temperature tuning on layer 1. Only layer 1
# routes at real width (as Maverick interleaves): two Scout MoE layers are 4 B parameters. The
# tiny chunk (16) is below the sequence so chunking shows; the real one (2048) too, though
# Scout's is 8192.
llama4 = Family(
    "hf-llama4", _lm(T.Llama4ForCausalLM, T.Llama4TextConfig,
                     dict(real_hidden=5120, real_heads=40, real_kv=8, real_ff=8192),
                     tiny=dict(head_dim=16, intermediate_size=32, intermediate_size_mlp=128, num_local_experts=4,
                               num_experts_per_tok=2, attention_chunk_size=16),
                     wide=dict(head_dim=128, intermediate_size_mlp=16384, num_local_experts=16,
                               num_experts_per_tok=1, attention_chunk_size=2048),
                     both=dict(no_rope_layers=[1, 0], moe_layers=[1], use_qk_norm=True, attn_temperature_tuning=True,
                               floor_scale=8, attn_scale=0.1)),
    lm_batch, lm_loss,
    exercises=("chunked attention", "no-rope global layer", "attention temperature tuning", "l2 q/k norm",
               "sigmoid top-k router", "dense experts (bmm) + shared expert", "complex rope"),
    freeze=("model.model.layers.1.feed_forward.shared_expert.*", "model.model.embed_tokens.*"))


# gpt-oss-20b. Its attention has no sdpa path in transformers (sinks): eager attention.
gpt_oss = Family(
    "hf-gpt-oss", _lm(T.GptOssForCausalLM, T.GptOssConfig, dict(real_hidden=2880, real_heads=64, real_kv=8, real_ff=2880),
                      tiny=dict(head_dim=16, intermediate_size=32, num_local_experts=4, num_experts_per_tok=2,
                                sliding_window=8),
                      wide=dict(head_dim=64, num_local_experts=32, num_experts_per_tok=4, sliding_window=128),
                      both=dict(layer_types=["sliding_attention", "full_attention"],
                                rope_parameters={"rope_type": "default", "rope_theta": 150000.0}),
                      attn="eager"),
    lm_batch, lm_loss,
    exercises=("attention sinks", "sliding + full layers", "experts with biases, clamped swiglu",
               "interleaved gate/up", "softmax over top-k router"),
    freeze=("model.model.layers.*.self_attn.sinks", "model.model.layers.0.mlp.*"))


# Qwen3-Next-80B-A3B: a gated-deltanet layer then a gated full-attention layer, both over a
# sparse-expert MLP (512 experts, top-10) with a gated shared expert. The capture raises torch's
# export flag, under which transformers inverts the chunk's triangular system by forward
# substitution (63 row updates) instead of `solve_triangular`: most of this family's ops.
qwen3_next = Family(
    "hf-qwen3-next", _lm(T.Qwen3NextForCausalLM, T.Qwen3NextConfig,
                         dict(real_hidden=2048, real_heads=16, real_kv=2, real_ff=5120),
                         tiny=dict(head_dim=16, linear_num_key_heads=2, linear_num_value_heads=4,
                                   linear_key_head_dim=16, linear_value_head_dim=16, num_experts=4,
                                   num_experts_per_tok=2, moe_intermediate_size=32,
                                   shared_expert_intermediate_size=32),
                         wide=dict(head_dim=256, linear_num_key_heads=16, linear_num_value_heads=32,
                                   linear_key_head_dim=128, linear_value_head_dim=128, num_experts=512,
                                   num_experts_per_tok=10, moe_intermediate_size=512,
                                   shared_expert_intermediate_size=512),
                         both=dict(layer_types=["linear_attention", "full_attention"])),
    lm_batch, lm_loss,
    exercises=("gated deltanet (chunked scan, torch fallback)", "depthwise causal conv1d", "gated attention output",
               "sparse experts + gated shared expert", "partial rope", "(1 + w) rmsnorm"),
    freeze=("model.model.layers.0.linear_attn.*", "model.model.embed_tokens.*"))


# --- a state-space hybrid -------------------------------------------------------------------------

# Bamba-9B: Mamba-2 mixers with one attention layer. Without mamba-ssm and causal-conv1d its
# mixer runs transformers' torch path: a depthwise conv and the chunked SSD scan (segment sums
# and einsums), all static shapes. Its d_state 128 and 128 heads of 64 at real width.
bamba = Family(
    "hf-bamba", _lm(T.BambaForCausalLM, T.BambaConfig, dict(real_hidden=4096, real_heads=32, real_kv=8, real_ff=14336),
                    tiny=dict(mamba_n_heads=8, mamba_d_head=16, mamba_d_state=16, mamba_chunk_size=16),
                    wide=dict(mamba_n_heads=128, mamba_d_head=64, mamba_d_state=128, mamba_chunk_size=256),
                    both=dict(attn_layer_indices=[1], mamba_n_groups=1, mamba_expand=2)),
    lm_batch, lm_loss, tolerance="f32-loose",
    exercises=("mamba-2 chunked scan (torch path)", "depthwise causal conv1d", "gated rmsnorm",
               "hybrid attention layer"),
    freeze=("model.model.layers.0.mamba.*",))


# --- Llama as trainers run it ---------------------------------------------------------------------

_LLAMA = dict(real_hidden=4096, real_heads=32, real_kv=8, real_ff=14336)


def _checkpointed(model):
    model.gradient_checkpointing_enable(gradient_checkpointing_kwargs={"use_reentrant": False})
    model.train()


llama_checkpointed = Family(
    "hf-llama-checkpointed", _lm(T.LlamaForCausalLM, T.LlamaConfig, _LLAMA, after=_checkpointed),
    lm_batch, lm_loss, exercises=("non-reentrant gradient checkpointing per layer", "train mode"),
    freeze=("model.model.layers.0.*",))


def _padded_batch(width: str, g: torch.Generator) -> tuple:
    """Token ids and an attention mask, each row left-padded by its own random amount (up to
    half the sequence; the first row by none, the second by at least one token)."""
    (ids,) = lm_batch(width, g)
    rows, length = ids.shape
    pads = torch.randint(1, length // 2 + 1, (rows,), generator=g)
    pads[0] = 0 if rows > 1 else pads[0]
    mask = (torch.arange(length)[None, :] >= pads[:, None]).long()
    return ids.masked_fill(mask == 0, 0), mask


def _masked_lm_loss(logits: torch.Tensor, batch: tuple) -> torch.Tensor:
    """Next-token cross-entropy over the pairs of real positions only: no padded token is read as
    a target, nor is a real one predicted from a padded position."""
    ids, mask = batch
    real = (mask[:, :-1] * mask[:, 1:]).bool()
    targets = ids[:, 1:].masked_fill(~real, -100)
    return F.cross_entropy(logits[:, :-1].flatten(0, 1).float(), targets.flatten(), ignore_index=-100)


llama_padded = Family(
    "hf-llama-padded", _lm(T.LlamaForCausalLM, T.LlamaConfig, _LLAMA,
                           call=lambda m, ids, mask: m(input_ids=ids, attention_mask=mask).logits),
    _padded_batch, _masked_lm_loss, exercises=("left padding: an attention mask input", "masked loss"),
    freeze=("model.model.embed_tokens.*",))


# Zamba2-2.7B: one transformer block, its parameters shared by every hybrid layer (here the
# first and the third), reading the layer's input concatenated with the original embeddings.
zamba2 = Family(
    "hf-zamba2", _lm(T.Zamba2ForCausalLM, T.Zamba2Config,
                     dict(real_hidden=2560, real_heads=32, real_kv=32, real_ff=10240, layers_real=3),
                     tiny=dict(mamba_d_state=8, mamba_headdim=8, n_mamba_heads=16, num_hidden_layers=3),
                     wide=dict(mamba_d_state=64, mamba_headdim=64, n_mamba_heads=80),
                     both=dict(layers_block_type=["hybrid", "mamba", "hybrid"], use_mem_eff_path=False,
                               use_mem_rope=True, num_mem_blocks=1)),
    lm_batch, lm_loss,
    exercises=("one attention block shared by two layers", "concatenated embeddings input", "mamba-2 layers",
               "rope on the shared block"),
    tolerance="f32-loose",
    freeze=("model.model.layers.1.*",))

# MiniMax-Text-01: lightning (linear) attention in blocks, softmax attention on the other layers,
# experts behind a top-2 router. Real width keeps its hidden size and heads over 8 experts.
minimax = Family(
    "hf-minimax", _lm(T.MiniMaxForCausalLM, T.MiniMaxConfig,
                      dict(real_hidden=6144, real_heads=64, real_kv=8, real_ff=9216),
                      tiny=dict(head_dim=16, block_size=16, num_local_experts=4, num_experts_per_tok=2),
                      wide=dict(head_dim=128, block_size=256, num_local_experts=8, num_experts_per_tok=2),
                      both=dict(layer_types=["linear_attention", "full_attention"])),
    lm_batch, lm_loss,
    exercises=("lightning attention (linear, blockwise with decay)", "softmax layers between",
               "top-2 experts"),
    tolerance="f32-loose",
    freeze=("model.model.layers.0.self_attn.*",))

FAMILIES = [qwen3, gemma3, qwen3_moe, mixtral, deepseek_v3, llama4, gpt_oss, qwen3_next, bamba,
            llama_checkpointed, llama_padded, zamba2, minimax]
