"""Zoo families written here or taken from other libraries than transformers: torchtitan's own
model classes, Karpathy's nanoGPT, a PEFT LoRA model, and a model a user wrapped in torch.compile."""

from __future__ import annotations

import contextlib
import dataclasses
import functools
import importlib
import math
from pathlib import Path

import torch
import torch.nn as nn
import torch.nn.functional as F

from aotc.frontend.importer import resolve_spec
from zoo.family import Family, Wrapped, lm_loss

VOCAB = {"tiny": 256, "real": 32000}
SEQ = {"tiny": (2, 32), "real": (1, 4096)}


# --- torchtitan -----------------------------------------------------------------------------
#
# torchtitan's decoders take (tokens, positions, attention_masks): positions restart at 0 with
# each document packed into a row, and the model builds its FlexAttention document mask from
# them (`get_attention_masks`), as its trainer does. torchtitan 0.3 has no plain-SDPA backend
# for language models, so FlexAttention it is.


@contextlib.contextmanager
def _flex_eager_on_cpu(device: torch.device):
    """Eager FlexAttention on the CPU, with a gradient: torch refuses a CPU backward in
    `_validate_device`, and torchtitan's torch.compile'd flex cannot compile one either; its
    unfused eager path (torch's own reference implementation, which has a backward) runs
    instead. On a GPU nothing changes: torchtitan's compiled flex runs."""
    if device.type != "cpu" or torch.compiler.is_compiling():
        yield
        return
    import torch.nn.attention.flex_attention as torch_flex
    saved = torch_flex._validate_device
    torch_flex._validate_device = lambda *tensors: None
    try:
        with torch.compiler.set_stance("force_eager"):
            yield
    finally:
        torch_flex._validate_device = saved


def _titan_call(model, tokens, positions):
    with _flex_eager_on_cpu(tokens.device):
        return model(tokens, positions, attention_masks=model.get_attention_masks(positions))


def _resize(config, dim: int | None, vocab: int):
    """A torchtitan decoder config with another width and vocabulary; its layers are set apart."""
    dim = dim or config.dim
    config.dim, config.vocab_size = dim, vocab
    config.tok_embeddings = dataclasses.replace(config.tok_embeddings, num_embeddings=vocab, embedding_dim=dim)
    config.lm_head = dataclasses.replace(config.lm_head, in_features=dim, out_features=vocab)
    config.norm = dataclasses.replace(config.norm, normalized_shape=dim)
    return config


def titan(name: str, tiny_layers, real_flavor: str, real_layers: int = 2, adapt=lambda model: model,
          **registry_args):
    """A torchtitan model: at "tiny", its debugmodel's config with hidden 64, 2 layers, vocabulary
    256 (the layers from the model's own layer builder, `tiny_layers(module)`); at "real", the
    published flavor's layers (the first `real_layers`), vocabulary 32000."""

    def build(width: str):
        module = importlib.import_module(f"torchtitan.models.{name}")
        if width == "tiny":
            config = _resize(module.model_registry("debugmodel", attn_backend="flex", **registry_args).model,
                             64, VOCAB["tiny"])
            config.layers = tiny_layers(module)
        else:
            config = _resize(module.model_registry(real_flavor, attn_backend="flex", **registry_args).model,
                             None, VOCAB["real"])
            config.layers = config.layers[:real_layers]
        model = adapt(config.build())
        with torch.no_grad():
            model.init_states()
        return Wrapped(model, _titan_call)
    return build


def packed_batch(width: str, g: torch.Generator) -> tuple:
    """Token ids and per-document positions: documents of random lengths packed into each row."""
    (batch, seq), vocab = SEQ[width], VOCAB[width]
    lengths = (4, 20) if width == "tiny" else (256, 3072)
    rows = []
    for _ in range(batch):
        row, filled = [], 0
        while filled < seq:
            n = min(int(torch.randint(lengths[0], lengths[1] + 1, (), generator=g)), seq - filled)
            row.append(torch.arange(n))
            filled += n
        rows.append(torch.cat(row))
    return torch.randint(0, vocab, (batch, seq), generator=g), torch.stack(rows)


def _llama3_tiny(m):
    from torchtitan.models.common import ComplexRoPE
    return m._build_llama3_layers(n_layers=2, dim=64, n_heads=4, n_kv_heads=2, hidden_dim=128, attn_backend="flex",
                                  rope=ComplexRoPE.Config(dim=16, max_seq_len=4096, theta=500000, scaling="llama"))


def _qwen3_tiny(m):
    from torchtitan.models.common import CosSinRoPE
    return m._build_qwen3_layers(n_layers=2, dim=64, n_heads=4, n_kv_heads=2, head_dim=16, hidden_dim=128,
                                 attn_backend="flex", rope=CosSinRoPE.Config(dim=16, max_seq_len=4096, theta=1e6))


def _deepseek_v3_tiny(m):
    from torchtitan.models.common import ComplexRoPE
    return m._build_dsv3_layers(
        n_layers=2, n_dense_layers=1, dim=64, n_heads=4, q_lora_rank=0, kv_lora_rank=32, qk_nope_head_dim=16,
        qk_rope_head_dim=8, v_head_dim=16, mscale=0.70, dense_hidden_dim=128, moe_hidden_dim=32, num_experts=8,
        num_shared_experts=2, router_top_k=3, router_score_func="softmax", attn_backend="flex",
        moe_comm_backend="standard", non_blocking_capacity_factor=None,
        rope=ComplexRoPE.Config(dim=8, max_seq_len=4096 * 4, theta=10000.0, scaling="yarn", rope_factor=40.0,
                                beta_fast=32.0, beta_slow=1.0, original_seq_len=4096))


@functools.cache
def _experts_out_as_in():
    """torchtitan 0.3.0's GptOssGroupedExperts returns its bfloat16 grouped matmuls' rows as they
    are, where its sibling GroupedExperts returns `.type_as(x)`; with float32 activations the
    combine (a scatter_add of those rows into float32 zeros) then raises "Expected self.dtype to
    be equal to src.dtype", in eager as well. torchtitan only ever feeds it bfloat16 (FSDP's
    mixed precision). This subclass returns the rows in the input's dtype, as GroupedExperts does."""
    from torchtitan.models.gpt_oss.moe import GptOssGroupedExperts

    class ExpertsOutAsIn(GptOssGroupedExperts):
        def forward(self, x_RD, num_tokens_per_expert_E):
            return super().forward(x_RD, num_tokens_per_expert_E).type_as(x_RD)
    return ExpertsOutAsIn


def _gpt_oss_float32(model):
    for module in model.modules():
        if type(module).__name__ == "GptOssGroupedExperts":
            module.__class__ = _experts_out_as_in()
    return model


def _gpt_oss_tiny(m):
    """_build_gptoss_layers at hidden 64 with 4 heads of 16 (its builder keeps the 20b's 64 heads
    of 64 at any width) and a sliding window of 16, so that at 32 tokens the window masks."""
    from torchtitan.models.common import CosSinRoPE, Linear, RMSNorm
    from torchtitan.models.common.moe import TokenChoiceTopKRouter
    rope = CosSinRoPE.Config(dim=16, max_seq_len=4096, theta=150000.0, scaling="yarn", rope_factor=32,
                             beta_fast=32.0, beta_slow=1.0, truncate=False, original_seq_len=4096)
    layers = []
    for layer_id in range(2):
        experts = 4
        layers.append(m.GptOssTransformerBlock.Config(
            attention=m._make_gptoss_attn_config(dim=64, layer_id=layer_id, attn_backend="flex", n_heads=4,
                                                 n_kv_heads=2, head_dim=16, rope=rope,
                                                 sliding_window_size=16 if layer_id % 2 == 0 else None),
            attention_norm=RMSNorm.Config(normalized_shape=64, param_init=m._NORM_INIT),
            ffn_norm=RMSNorm.Config(normalized_shape=64, param_init=m._NORM_INIT),
            moe=m.GptOssMoE.Config(
                num_experts=experts, load_balance_coeff=1e-3,
                routed_experts=m._make_gptoss_experts_config(dim=64, hidden_dim=64, num_experts=experts,
                                                             layer_id=layer_id, top_k=2, moe_comm_backend="standard"),
                router=TokenChoiceTopKRouter.Config(
                    num_experts=experts, score_func="softmax", route_norm=True, top_k=2,
                    gate=Linear.Config(in_features=64, out_features=experts, bias=True,
                                       param_init=m._depth_init(layer_id))))))
    return layers


titan_llama3 = Family(
    "titan-llama3", titan("llama3", _llama3_tiny, "8B"), packed_batch, lm_loss,
    exercises=("torchtitan", "flex attention", "document mask", "complex rope", "fused qkv", "gqa"),
    freeze=("model.tok_embeddings.*", "model.layers.0.*"))

titan_qwen3 = Family(
    "titan-qwen3", titan("qwen3", _qwen3_tiny, "8B"), packed_batch, lm_loss,
    exercises=("torchtitan", "flex attention", "document mask", "qk norm", "tied embeddings"),
    freeze=("model.layers.0.*",))

titan_deepseek_v3 = Family(
    "titan-deepseek-v3", titan("deepseek_v3", _deepseek_v3_tiny, "16B"), packed_batch, lm_loss,
    exercises=("torchtitan", "multi-head latent attention", "flex attention", "yarn rope", "moe",
               "shared experts", "bf16 grouped matmuls", "dense first layer"),
    freeze=("model.layers.0.*",))

titan_gpt_oss = Family(
    "titan-gpt-oss", titan("gpt_oss", _gpt_oss_tiny, "20b", adapt=_gpt_oss_float32), packed_batch, lm_loss,
    exercises=("torchtitan", "attention sinks", "flex lse", "sliding window", "moe", "expert biases",
               "bf16 grouped matmuls"),
    # Its experts compute in bfloat16 whatever the model's dtype (torchtitan casts rows and
    # weights): once AdamW has moved the float32 weights by rounding, a product can round one
    # bfloat16 ulp (2^-8 of it) the other way. Seen: 1.2e-4 to 2.4e-4 on gradients of largest
    # 0.94 after the first step; the first step agreed within 1e-5 on an AVX2 CPU and within
    # 1.2e-4 on an AVX-512 one.
    tolerance="bf16-inside",
    freeze=("model.tok_embeddings.*", "model.layers.1.*"))


# --- examples/llama_packed.py ----------------------------------------------------------------
#
# The project's packed-documents Llama: a FlexAttention mask of document ids equal at query and
# key and the causal comparison, which compiles to document attention (variable-length kernels).


def _packed_llama_call(model, tokens, positions):
    with _flex_eager_on_cpu(tokens.device):
        return model(tokens, positions)


def _packed_llama(width: str):
    # Imported by path as the CLI imports a spec (examples/ is not a package).
    packed = resolve_spec(str(Path(__file__).resolve().parents[2] / "examples" / "llama_packed.py") + ":PackedLlama")
    model = (packed("tiny", vocab_size=VOCAB["tiny"]) if width == "tiny"
             else packed("llama-3-8b", n_layers=2, vocab_size=VOCAB["real"]))
    return Wrapped(model, _packed_llama_call)


packed_llama = Family(
    "packed-llama", _packed_llama, packed_batch, lm_loss,
    exercises=("flex attention", "document mask", "document attention", "gqa", "per-token rope"),
    freeze=("model.layers.0.*",))


# --- nanoGPT --------------------------------------------------------------------------------
#
# Karpathy's nanoGPT model.py (github.com/karpathy/nanoGPT), kept in its layout and names; only
# the flash path of attention (F.scaled_dot_product_attention, is_causal=True), as on any torch
# since 2.0, and no generate / from_pretrained / configure_optimizers.


@dataclasses.dataclass
class GPTConfig:
    block_size: int = 1024
    vocab_size: int = 50304
    n_layer: int = 12
    n_head: int = 12
    n_embd: int = 768
    dropout: float = 0.0
    bias: bool = True


class LayerNorm(nn.Module):
    """LayerNorm but with an optional bias. PyTorch doesn't support simply bias=False."""

    def __init__(self, ndim, bias):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(ndim))
        self.bias = nn.Parameter(torch.zeros(ndim)) if bias else None

    def forward(self, input):
        return F.layer_norm(input, self.weight.shape, self.weight, self.bias, 1e-5)


class CausalSelfAttention(nn.Module):
    def __init__(self, config):
        super().__init__()
        assert config.n_embd % config.n_head == 0
        self.c_attn = nn.Linear(config.n_embd, 3 * config.n_embd, bias=config.bias)
        self.c_proj = nn.Linear(config.n_embd, config.n_embd, bias=config.bias)
        self.attn_dropout = nn.Dropout(config.dropout)
        self.resid_dropout = nn.Dropout(config.dropout)
        self.n_head = config.n_head
        self.n_embd = config.n_embd
        self.dropout = config.dropout

    def forward(self, x):
        B, T, C = x.size()
        q, k, v = self.c_attn(x).split(self.n_embd, dim=2)
        k = k.view(B, T, self.n_head, C // self.n_head).transpose(1, 2)
        q = q.view(B, T, self.n_head, C // self.n_head).transpose(1, 2)
        v = v.view(B, T, self.n_head, C // self.n_head).transpose(1, 2)
        y = F.scaled_dot_product_attention(q, k, v, attn_mask=None,
                                           dropout_p=self.dropout if self.training else 0, is_causal=True)
        y = y.transpose(1, 2).contiguous().view(B, T, C)
        return self.resid_dropout(self.c_proj(y))


class MLP(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.c_fc = nn.Linear(config.n_embd, 4 * config.n_embd, bias=config.bias)
        self.gelu = nn.GELU()
        self.c_proj = nn.Linear(4 * config.n_embd, config.n_embd, bias=config.bias)
        self.dropout = nn.Dropout(config.dropout)

    def forward(self, x):
        return self.dropout(self.c_proj(self.gelu(self.c_fc(x))))


class Block(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.ln_1 = LayerNorm(config.n_embd, bias=config.bias)
        self.attn = CausalSelfAttention(config)
        self.ln_2 = LayerNorm(config.n_embd, bias=config.bias)
        self.mlp = MLP(config)

    def forward(self, x):
        x = x + self.attn(self.ln_1(x))
        x = x + self.mlp(self.ln_2(x))
        return x


class GPT(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.config = config
        self.transformer = nn.ModuleDict(dict(
            wte=nn.Embedding(config.vocab_size, config.n_embd),
            wpe=nn.Embedding(config.block_size, config.n_embd),
            drop=nn.Dropout(config.dropout),
            h=nn.ModuleList([Block(config) for _ in range(config.n_layer)]),
            ln_f=LayerNorm(config.n_embd, bias=config.bias),
        ))
        self.lm_head = nn.Linear(config.n_embd, config.vocab_size, bias=False)
        self.transformer.wte.weight = self.lm_head.weight   # weight tying
        self.apply(self._init_weights)
        for pn, p in self.named_parameters():
            if pn.endswith("c_proj.weight"):
                torch.nn.init.normal_(p, mean=0.0, std=0.02 / math.sqrt(2 * config.n_layer))

    def _init_weights(self, module):
        if isinstance(module, nn.Linear):
            torch.nn.init.normal_(module.weight, mean=0.0, std=0.02)
            if module.bias is not None:
                torch.nn.init.zeros_(module.bias)
        elif isinstance(module, nn.Embedding):
            torch.nn.init.normal_(module.weight, mean=0.0, std=0.02)

    def forward(self, idx, targets=None):
        device = idx.device
        b, t = idx.size()
        assert t <= self.config.block_size, f"Cannot forward sequence of length {t}, block size is only {self.config.block_size}"
        pos = torch.arange(0, t, dtype=torch.long, device=device)
        tok_emb = self.transformer.wte(idx)
        pos_emb = self.transformer.wpe(pos)
        x = self.transformer.drop(tok_emb + pos_emb)
        for block in self.transformer.h:
            x = block(x)
        x = self.transformer.ln_f(x)
        if targets is not None:
            logits = self.lm_head(x)
            loss = F.cross_entropy(logits.view(-1, logits.size(-1)), targets.view(-1), ignore_index=-1)
        else:
            logits = self.lm_head(x[:, [-1], :])   # inference-time mini-optimization: only the last position
            loss = None
        return logits, loss


def _gpt_config(width: str) -> GPTConfig:
    if width == "tiny":
        return GPTConfig(block_size=64, vocab_size=VOCAB["tiny"], n_layer=2, n_head=4, n_embd=64)
    return GPTConfig(n_layer=4)      # GPT-2 124M's width, block and vocabulary (50304), 4 of its 12 layers


def _nanogpt(width: str):
    return Wrapped(GPT(_gpt_config(width)), lambda m, x, y: m(x, y)[1])


def gpt_batch(width: str, g: torch.Generator) -> tuple:
    """nanoGPT's get_batch: x and y, y being x shifted by one token (32 tokens tiny, its block real)."""
    config = _gpt_config(width)
    batch, seq = (2, 32) if width == "tiny" else (1, config.block_size)
    data = torch.randint(0, config.vocab_size, (batch, seq + 1), generator=g)
    return data[:, :-1].contiguous(), data[:, 1:].contiguous()


def model_loss(out: torch.Tensor, batch: tuple) -> torch.Tensor:
    """The model computed its loss itself."""
    return out


nanogpt = Family(
    "nanogpt", _nanogpt, gpt_batch, model_loss,
    exercises=("sdpa is_causal", "gelu", "tied embeddings", "loss inside the model", "learned positions"),
    freeze=("model.transformer.wpe.*", "model.transformer.h.0.*"))


# --- a model under torch.compile ------------------------------------------------------------
#
# nanoGPT's train.py compiles its model (`model = torch.compile(model)`) before training: the
# user hands thunder-aot an OptimizedModule, whose parameters are named "_orig_mod.<name>".
# Eager here is the torch.compile'd module itself, as the user would run it.


def _compiled_nanogpt(width: str):
    return torch.compile(_nanogpt(width))


compiled_nanogpt = Family(
    "torch-compiled-nanogpt", _compiled_nanogpt, gpt_batch, model_loss,
    exercises=("torch.compile'd module (OptimizedModule)", "_orig_mod parameter names"),
    freeze=("_orig_mod.model.transformer.h.0.*",),
    skips={"retain": "eager here is torch.compile's own backward, which refuses backward(retain_graph=True) "
                     "(\"compiled with non-empty donated buffers\"): AOTAutograd donates buffers by default "
                     "(torch._functorch.config.donated_buffer); the nanogpt family checks retain on the same model"})


# --- PEFT LoRA on an HF Llama ---------------------------------------------------------------


def _lora_llama(width: str):
    import transformers as T
    from peft import LoraConfig, get_peft_model
    from zoo.hf import _dims
    config = T.LlamaConfig(vocab_size=VOCAB[width], max_position_embeddings=8192, use_cache=False,
                           attn_implementation="sdpa", rope_theta=500000.0,
                           **_dims(width, 4096, 32, 8, 14336))
    lora = LoraConfig(r=8 if width == "tiny" else 16, lora_alpha=16, lora_dropout=0.0,
                      target_modules=["q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj"])
    model = get_peft_model(T.LlamaForCausalLM(config), lora)
    # peft starts lora_B at zero, so the adapters change nothing and lora_A gets no gradient on
    # the first step; nonzero B makes every adapter weight's gradient a real number to compare.
    with torch.no_grad():
        for name, p in model.named_parameters():
            if "lora_B" in name:
                p.normal_(std=0.02)
    return Wrapped(model, lambda m, ids: m(input_ids=ids).logits)


def _lm_batch(width: str, g: torch.Generator) -> tuple:
    return (torch.randint(0, VOCAB[width], SEQ[width], generator=g),)


# The base model's weights: everything but the adapters (peft has already frozen them; the
# frozen check compiles with these globs as --freeze as well).
LORA_BASE = ("*.base_layer.*", "*.embed_tokens.*", "*norm.*", "*.lm_head.*")

peft_lora = Family(
    "peft-lora-llama", _lora_llama, _lm_batch, lm_loss,
    exercises=("peft lora", "frozen base (requires_grad=False)", "adapters trained", "gqa", "rope"),
    freeze=LORA_BASE)

FAMILIES = [titan_llama3, titan_qwen3, titan_deepseek_v3, titan_gpt_oss, packed_llama, nanogpt, compiled_nanogpt, peft_lora]
