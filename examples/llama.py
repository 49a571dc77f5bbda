"""A Llama-3 style decoder-only language model in plain PyTorch.

RMSNorm, rotary position embeddings, grouped-query attention and a SwiGLU MLP, with an untied output
head. No KV cache and no dropout: this is the training-step model. Parameter names follow Meta's
reference implementation (``tok_embeddings``, ``layers.N.attention.wq``, ``feed_forward.w1``, ...)
and the rotary embedding rotates interleaved pairs as Meta's does, so a state dict from Meta's
``consolidated.pth`` loads as is. (Hugging Face checkpoints permute wq/wk for their half-split
rotary layout and would need that permutation undone.)

Compile a training step for it with, e.g.::

    thunder-aot compile examples/llama.py:Llama --arg config=tiny --shape 2x64
    thunder-aot compile examples/llama.py:Llama --arg config=tiny --shape 2x64 --input i64[2,64]   # loss inside

``Llama()`` is the real Llama-3-8B. Build it on the meta device to inspect it without allocating
32 GB: ``with torch.device("meta"): model = Llama()``. Meta tensors hold no data, so after
``model.to_empty(device=...)`` call ``model.rope.reset_parameters()`` to refill the rotary tables,
which are buffers outside the state dict.

``Llama("tiny", fused_qkv=True, fused_gate_up=True)`` is the same model with one q/k/v weight
(``attention.wqkv``) and one gate/up weight (``feed_forward.w13``), as Phi-3 (qkv_proj,
gate_up_proj) holds them: what tensor parallelism must split by heads and halves, not by rows.

Run ``python examples/llama.py`` to print the parameter count of every config.
"""

import dataclasses
from dataclasses import dataclass

import torch
import torch.nn.functional as F
from torch import nn


@dataclass(frozen=True)
class LlamaConfig:
    vocab_size: int
    dim: int
    n_layers: int
    n_heads: int
    n_kv_heads: int
    ffn_hidden: int
    norm_eps: float = 1e-5
    rope_theta: float = 500000.0
    max_seq_len: int = 8192
    tie_embeddings: bool = False       # the output layer reads the embedding table (Llama-3.2 1B, 3B)
    # One weight for q, k and v (`attention.wqkv`, rows q then k then v, as Phi-3's
    # qkv_proj) and one for the MLP's gate and up projections (`feed_forward.w13`, w1's rows then
    # w3's); the outputs are split by `split` and `chunk`. The same model, other parameter names.
    fused_qkv: bool = False
    fused_gate_up: bool = False

    def __post_init__(self):
        if self.dim % self.n_heads != 0:
            raise ValueError(f"dim={self.dim} is not divisible by n_heads={self.n_heads}")
        if self.n_heads % self.n_kv_heads != 0:
            raise ValueError(
                f"n_heads={self.n_heads} is not a multiple of n_kv_heads={self.n_kv_heads}"
            )
        if self.head_dim % 2 != 0:
            raise ValueError(f"head_dim={self.head_dim} must be even to rotate pairs of features")

    @property
    def head_dim(self) -> int:
        return self.dim // self.n_heads


CONFIGS: dict[str, LlamaConfig] = {
    # For tests and quick compiles: every code path of the 8B model at a few hundred kB.
    "tiny": LlamaConfig(
        vocab_size=256,
        dim=64,
        n_layers=2,
        n_heads=4,
        n_kv_heads=2,
        ffn_hidden=172,
        max_seq_len=256,
    ),
    # About 37M parameters (25M of them in the embedding and head): big enough for kernels to
    # matter, small enough to train on one GPU in minutes. ffn_hidden is Llama's 8/3 * dim.
    "small": LlamaConfig(
        vocab_size=32000,
        dim=384,
        n_layers=8,
        n_heads=6,
        n_kv_heads=2,
        ffn_hidden=1024,
        max_seq_len=1024,
    ),
    # Meta's published Llama-3-8B hyperparameters, from params.json of meta-llama/Meta-Llama-3-8B:
    # dim 4096, n_layers 32, n_heads 32, n_kv_heads 8, vocab_size 128256, norm_eps 1e-5,
    # rope_theta 500000. params.json gives the FFN width as ffn_dim_multiplier 1.3 and multiple_of
    # 1024, which Meta's model.py turns into 14336 (the intermediate_size of the Hugging Face
    # config.json); the context length is 8192 (max_position_embeddings). 8.03e9 parameters.
    "llama-3-8b": LlamaConfig(
        vocab_size=128256,
        dim=4096,
        n_layers=32,
        n_heads=32,
        n_kv_heads=8,
        ffn_hidden=14336,
        norm_eps=1e-5,
        rope_theta=500000.0,
        max_seq_len=8192,
    ),
    # Meta's Llama-3-70B (params.json of meta-llama/Meta-Llama-3-70B): dim 8192, 80 layers, 64 heads,
    # 8 kv heads, ffn_dim_multiplier 1.3 and multiple_of 4096 (28672 wide), vocab 128256. 70.6e9
    # parameters. For compiling plans at that size on a CPU box (it builds on the meta device).
    "llama-3-70b": LlamaConfig(
        vocab_size=128256,
        dim=8192,
        n_layers=80,
        n_heads=64,
        n_kv_heads=8,
        ffn_hidden=28672,
        norm_eps=1e-5,
        rope_theta=500000.0,
        max_seq_len=8192,
    ),
    # Meta's Llama-3.1-405B (params.json of meta-llama/Llama-3.1-405B): dim 16384, 126 layers, 128
    # heads, 8 kv heads, ffn_dim_multiplier 1.2 and multiple_of 4096 (53248 wide), vocab 128256.
    # 405.9e9 parameters. Llama 3.1's rope scaling for contexts past 8192 is not modelled.
    "llama-3.1-405b": LlamaConfig(
        vocab_size=128256,
        dim=16384,
        n_layers=126,
        n_heads=128,
        n_kv_heads=8,
        ffn_hidden=53248,
        norm_eps=1e-5,
        rope_theta=500000.0,
        max_seq_len=8192,
    ),
}


def resolve_config(config: str | LlamaConfig, overrides: dict) -> LlamaConfig:
    """The config named by ``config`` (or ``config`` itself) with ``overrides`` replacing fields."""
    if isinstance(config, str):
        if config not in CONFIGS:
            raise ValueError(f"unknown Llama config {config!r}; choose one of {sorted(CONFIGS)}")
        config = CONFIGS[config]
    elif not isinstance(config, LlamaConfig):
        raise ValueError(f"config must be a name or a LlamaConfig, got {type(config).__name__}")
    field_names = [field.name for field in dataclasses.fields(LlamaConfig)]
    unknown = sorted(set(overrides) - set(field_names))
    if unknown:
        raise ValueError(f"unknown LlamaConfig field(s) {unknown}; valid fields are {field_names}")
    return dataclasses.replace(config, **overrides)


class RMSNorm(nn.Module):
    def __init__(self, dim: int, eps: float):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(torch.ones(dim))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        # The mean of squares overflows or loses precision in half types, so normalise in float32.
        x32 = x.float()
        normed = x32 * torch.rsqrt(x32.pow(2).mean(dim=-1, keepdim=True) + self.eps)
        return (normed * self.weight.float()).to(x.dtype)


class RotaryEmbedding(nn.Module):
    """cos/sin tables of rotary position embeddings, one row per position up to max_seq_len."""

    cos: torch.Tensor
    sin: torch.Tensor

    def __init__(self, head_dim: int, max_seq_len: int, theta: float):
        super().__init__()
        self.head_dim = head_dim
        self.max_seq_len = max_seq_len
        self.theta = theta
        # Non-persistent: the tables are a function of the config, and checkpoints leave them out.
        shape = (max_seq_len, head_dim // 2)
        self.register_buffer("cos", torch.empty(shape, dtype=torch.float32), persistent=False)
        self.register_buffer("sin", torch.empty(shape, dtype=torch.float32), persistent=False)
        self.reset_parameters()

    def reset_parameters(self) -> None:
        device = self.cos.device
        pair_index = torch.arange(0, self.head_dim, 2, dtype=torch.float32, device=device)
        inv_freq = 1.0 / (self.theta ** (pair_index / self.head_dim))
        positions = torch.arange(self.max_seq_len, dtype=torch.float32, device=device)
        angles = torch.outer(positions, inv_freq)
        with torch.no_grad():
            self.cos.copy_(torch.cos(angles))
            self.sin.copy_(torch.sin(angles))

    def forward(self, seq_len: int) -> tuple[torch.Tensor, torch.Tensor]:
        if seq_len > self.max_seq_len:
            raise ValueError(f"sequence length {seq_len} exceeds max_seq_len={self.max_seq_len}")
        return self.cos[:seq_len], self.sin[:seq_len]


def apply_rotary(x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor) -> torch.Tensor:
    """Rotate each (even, odd) feature pair of x[B, T, H, D] by its position's angle.

    This is the complex product (x_even + i x_odd) * (cos + i sin) written with real tensors,
    because complex dtypes are poorly supported by compilers and by several accelerator backends.
    """
    batch, seq_len, n_heads, head_dim = x.shape
    pairs = x.float().reshape(batch, seq_len, n_heads, head_dim // 2, 2)
    x_even, x_odd = pairs[..., 0], pairs[..., 1]
    cos = cos.view(1, seq_len, 1, head_dim // 2)
    sin = sin.view(1, seq_len, 1, head_dim // 2)
    rotated_even = x_even * cos - x_odd * sin
    rotated_odd = x_even * sin + x_odd * cos
    rotated = torch.stack((rotated_even, rotated_odd), dim=-1).flatten(start_dim=-2)
    return rotated.to(x.dtype)


class Attention(nn.Module):
    def __init__(self, config: LlamaConfig):
        super().__init__()
        self.n_heads = config.n_heads
        self.n_kv_heads = config.n_kv_heads
        self.head_dim = config.head_dim
        self.sizes = [config.n_heads * config.head_dim] + [config.n_kv_heads * config.head_dim] * 2
        if config.fused_qkv:
            self.wqkv = nn.Linear(config.dim, sum(self.sizes), bias=False)
        else:
            self.wq = nn.Linear(config.dim, self.sizes[0], bias=False)
            self.wk = nn.Linear(config.dim, self.sizes[1], bias=False)
            self.wv = nn.Linear(config.dim, self.sizes[2], bias=False)
        self.wo = nn.Linear(config.n_heads * config.head_dim, config.dim, bias=False)

    def forward(self, x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor) -> torch.Tensor:
        batch, seq_len, _ = x.shape
        if hasattr(self, "wqkv"):
            q, k, v = self.wqkv(x).split(self.sizes, dim=-1)
            q = q.view(batch, seq_len, self.n_heads, self.head_dim)
            k = k.view(batch, seq_len, self.n_kv_heads, self.head_dim)
            v = v.view(batch, seq_len, self.n_kv_heads, self.head_dim)
        else:
            q = self.wq(x).view(batch, seq_len, self.n_heads, self.head_dim)
            k = self.wk(x).view(batch, seq_len, self.n_kv_heads, self.head_dim)
            v = self.wv(x).view(batch, seq_len, self.n_kv_heads, self.head_dim)
        q = apply_rotary(q, cos, sin).transpose(1, 2)
        k = apply_rotary(k, cos, sin).transpose(1, 2)
        v = v.transpose(1, 2)
        # Query heads [i * group, (i + 1) * group) share kv head i, as in Meta's repeat_kv.
        # Explicit repetition rather than enable_gqa=True, which not every backend implements.
        group = self.n_heads // self.n_kv_heads
        k = k.repeat_interleave(group, dim=1)
        v = v.repeat_interleave(group, dim=1)
        out = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        return self.wo(out.transpose(1, 2).reshape(batch, seq_len, self.n_heads * self.head_dim))


class FeedForward(nn.Module):
    """SwiGLU: w2(silu(w1 x) * w3 x)."""

    def __init__(self, dim: int, hidden: int, fused: bool = False):
        super().__init__()
        if fused:
            self.w13 = nn.Linear(dim, 2 * hidden, bias=False)     # w1's rows, then w3's
        else:
            self.w1 = nn.Linear(dim, hidden, bias=False)
            self.w3 = nn.Linear(dim, hidden, bias=False)
        self.w2 = nn.Linear(hidden, dim, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if hasattr(self, "w13"):
            gate, up = self.w13(x).chunk(2, dim=-1)
            return self.w2(F.silu(gate) * up)
        return self.w2(F.silu(self.w1(x)) * self.w3(x))


class TransformerBlock(nn.Module):
    def __init__(self, config: LlamaConfig):
        super().__init__()
        self.attention_norm = RMSNorm(config.dim, config.norm_eps)
        self.attention = Attention(config)
        self.ffn_norm = RMSNorm(config.dim, config.norm_eps)
        self.feed_forward = FeedForward(config.dim, config.ffn_hidden, config.fused_gate_up)

    def forward(self, x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor) -> torch.Tensor:
        x = x + self.attention(self.attention_norm(x), cos, sin)
        return x + self.feed_forward(self.ffn_norm(x))


class Llama(nn.Module):
    """Llama-3 decoder: ``Llama("tiny", n_layers=4)`` picks a config and overrides fields."""

    def __init__(self, config: str | LlamaConfig = "llama-3-8b", **overrides):
        super().__init__()
        self.config = resolve_config(config, overrides)
        c = self.config
        self.tok_embeddings = nn.Embedding(c.vocab_size, c.dim)
        # Shared by all layers: the tables depend only on head_dim and position.
        self.rope = RotaryEmbedding(c.head_dim, c.max_seq_len, c.rope_theta)
        self.layers = nn.ModuleList(TransformerBlock(c) for _ in range(c.n_layers))
        self.norm = RMSNorm(c.dim, c.norm_eps)
        self.output = nn.Linear(c.dim, c.vocab_size, bias=False)
        if c.tie_embeddings:
            self.output.weight = self.tok_embeddings.weight

    def forward(self, idx: torch.Tensor, targets: torch.Tensor | None = None) -> torch.Tensor:
        """Logits[B, T, vocab_size] for token ids idx[B, T]; with targets[B, T] (next-token ids,
        -100 where nothing is predicted), the mean cross-entropy instead, on float32 logits."""
        cos, sin = self.rope(idx.shape[1])
        x = self.tok_embeddings(idx)
        for layer in self.layers:
            x = layer(x, cos, sin)
        logits = self.output(self.norm(x))
        if targets is None:
            return logits
        return F.cross_entropy(logits.flatten(0, 1).float(), targets.flatten(), ignore_index=-100)


if __name__ == "__main__":
    for name in CONFIGS:
        with torch.device("meta"):
            model = Llama(name)
        n_params = sum(p.numel() for p in model.parameters())
        print(f"{name:>14}: {n_params:,} parameters")
