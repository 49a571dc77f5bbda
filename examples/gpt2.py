"""GPT-2 in plain PyTorch.

Pre-norm transformer blocks with LayerNorm, GELU (tanh approximation, as GPT-2 used), learned
position embeddings, biases on every linear layer, and an output head tied to the token embedding.
No dropout and no KV cache: this is the training-step model. Hugging Face's GPT-2 stores its linear
weights transposed (Conv1D), so its checkpoints need a transpose of those weights to load here.

Compile a training step for it with, e.g.::

    thunder-aot compile examples/gpt2.py:GPT2 --arg config=tiny --shape 2x64

``GPT2()`` is the 124M-parameter GPT-2. Run ``python examples/gpt2.py`` to print the parameter count
of every config.
"""

import dataclasses
import math
from dataclasses import dataclass

import torch
import torch.nn.functional as F
from torch import nn


@dataclass(frozen=True)
class GPT2Config:
    vocab_size: int
    n_positions: int
    dim: int
    n_layers: int
    n_heads: int
    layer_norm_eps: float = 1e-5

    def __post_init__(self):
        if self.dim % self.n_heads != 0:
            raise ValueError(f"dim={self.dim} is not divisible by n_heads={self.n_heads}")


CONFIGS: dict[str, GPT2Config] = {
    # For tests and quick compiles: every code path of GPT-2 at about 100k parameters.
    "tiny": GPT2Config(vocab_size=256, n_positions=128, dim=64, n_layers=2, n_heads=4),
    # The smallest released GPT-2 (Radford et al. 2019; openai-community/gpt2 config.json):
    # about 124M parameters with the head tied.
    "gpt2": GPT2Config(vocab_size=50257, n_positions=1024, dim=768, n_layers=12, n_heads=12),
}


def resolve_config(config: str | GPT2Config, overrides: dict) -> GPT2Config:
    """The config named by ``config`` (or ``config`` itself) with ``overrides`` replacing fields."""
    if isinstance(config, str):
        if config not in CONFIGS:
            raise ValueError(f"unknown GPT-2 config {config!r}; choose one of {sorted(CONFIGS)}")
        config = CONFIGS[config]
    elif not isinstance(config, GPT2Config):
        raise ValueError(f"config must be a name or a GPT2Config, got {type(config).__name__}")
    field_names = [field.name for field in dataclasses.fields(GPT2Config)]
    unknown = sorted(set(overrides) - set(field_names))
    if unknown:
        raise ValueError(f"unknown GPT2Config field(s) {unknown}; valid fields are {field_names}")
    return dataclasses.replace(config, **overrides)


class CausalSelfAttention(nn.Module):
    def __init__(self, config: GPT2Config):
        super().__init__()
        self.n_heads = config.n_heads
        # One fused projection for q, k and v, as GPT-2 has it: one matmul instead of three.
        self.c_attn = nn.Linear(config.dim, 3 * config.dim)
        self.c_proj = nn.Linear(config.dim, config.dim)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        batch, seq_len, dim = x.shape
        head_dim = dim // self.n_heads
        q, k, v = self.c_attn(x).split(dim, dim=-1)
        q = q.view(batch, seq_len, self.n_heads, head_dim).transpose(1, 2)
        k = k.view(batch, seq_len, self.n_heads, head_dim).transpose(1, 2)
        v = v.view(batch, seq_len, self.n_heads, head_dim).transpose(1, 2)
        out = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        return self.c_proj(out.transpose(1, 2).reshape(batch, seq_len, dim))


class MLP(nn.Module):
    def __init__(self, dim: int):
        super().__init__()
        self.c_fc = nn.Linear(dim, 4 * dim)
        self.c_proj = nn.Linear(4 * dim, dim)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.c_proj(F.gelu(self.c_fc(x), approximate="tanh"))


class Block(nn.Module):
    def __init__(self, config: GPT2Config):
        super().__init__()
        self.ln_1 = nn.LayerNorm(config.dim, eps=config.layer_norm_eps)
        self.attn = CausalSelfAttention(config)
        self.ln_2 = nn.LayerNorm(config.dim, eps=config.layer_norm_eps)
        self.mlp = MLP(config.dim)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = x + self.attn(self.ln_1(x))
        return x + self.mlp(self.ln_2(x))


class GPT2(nn.Module):
    """GPT-2: ``GPT2("tiny", n_layers=4)`` picks a config and overrides fields."""

    def __init__(self, config: str | GPT2Config = "gpt2", **overrides):
        super().__init__()
        self.config = resolve_config(config, overrides)
        c = self.config
        self.wte = nn.Embedding(c.vocab_size, c.dim)
        self.wpe = nn.Embedding(c.n_positions, c.dim)
        self.h = nn.ModuleList(Block(c) for _ in range(c.n_layers))
        self.ln_f = nn.LayerNorm(c.dim, eps=c.layer_norm_eps)
        # GPT-2's head has no bias, and shares its weight with wte: one Parameter, so optimisers,
        # parameter counts and state dicts see it once.
        self.lm_head = nn.Linear(c.dim, c.vocab_size, bias=False)
        self.lm_head.weight = self.wte.weight
        self.reset_parameters()

    def reset_parameters(self) -> None:
        """GPT-2's initialisation: N(0, 0.02) weights, zero biases, residual projections scaled.

        PyTorch's default N(0, 1) embedding init would, through the tied head, start training with
        logits of standard deviation about sqrt(dim). Cheap on the meta device, where it is a no-op.
        """
        # Each block adds two residual branches; scaling their output projections keeps the
        # residual stream's variance from growing with depth (GPT-2 paper, section 2.3).
        residual_std = 0.02 / math.sqrt(2 * self.config.n_layers)
        for name, module in self.named_modules():
            if isinstance(module, nn.Linear):
                std = residual_std if name.endswith("c_proj") else 0.02
                nn.init.normal_(module.weight, mean=0.0, std=std)
                if module.bias is not None:
                    nn.init.zeros_(module.bias)
            elif isinstance(module, nn.Embedding):
                nn.init.normal_(module.weight, mean=0.0, std=0.02)
            elif isinstance(module, nn.LayerNorm):
                nn.init.ones_(module.weight)
                nn.init.zeros_(module.bias)
        # The tied weight is drawn twice (as wte and as lm_head), from N(0, 0.02) both times.

    def forward(self, idx: torch.Tensor) -> torch.Tensor:
        """Logits[B, T, vocab_size] for token ids idx[B, T]."""
        seq_len = idx.shape[1]
        if seq_len > self.config.n_positions:
            raise ValueError(
                f"sequence length {seq_len} exceeds n_positions={self.config.n_positions}"
            )
        positions = torch.arange(seq_len, device=idx.device)
        x = self.wte(idx) + self.wpe(positions)
        for block in self.h:
            x = block(x)
        return self.lm_head(self.ln_f(x))


if __name__ == "__main__":
    for name in CONFIGS:
        with torch.device("meta"):
            model = GPT2(name)
        n_params = sum(p.numel() for p in model.parameters())
        print(f"{name:>5}: {n_params:,} parameters")
