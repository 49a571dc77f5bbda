"""A mixture-of-experts decoder in plain PyTorch, routed as the frontier models are.

Each block is pre-norm causal attention (grouped-query, no position encoding: causal attention
orders the tokens by itself, and this model is for compiling and timing, not for quality) and a
mixture of experts:

    router      a linear layer to one score per expert; softmax (Qwen3, Mixtral) or sigmoid
                (DeepSeek-V3) scores; the top k per token, renormalised when `norm_topk`
    dispatch    the T x k (token, expert) pairs sorted by expert: one [T*k, dim] tensor of rows
                whose shape never changes, and the number of rows of each expert (data)
    experts     SwiGLU per expert through `torch._grouped_mm` with the experts' row offsets
    combine     each row times its router weight, added back to its token (`index_add`)
    shared      an optional dense SwiGLU every token also goes through (DeepSeek-V3, Qwen2-MoE)
    losses      the auxiliary load-balancing loss (Switch Transformer: E * sum_e f_e * p_e) and
                the router z-loss (ST-MoE: mean logsumexp(logits)^2), summed over the layers

forward returns {"logits": [B, T, vocab], "aux_loss": the losses times their coefficients}:
train on cross-entropy(logits) + aux_loss.

    thunder-aot compile examples/moe.py:MoETransformer --arg config=tiny --shape 2x32
    thunder-aot compile examples/moe.py:MoETransformer --arg config=qwen3-30b-a3b --arg n_layers=4 \\
        --shape 1x4096 --dtype bfloat16 --device cuda

The experts module has the interface of torchtitan's `GroupedExperts` (rows sorted by expert
and the count of each expert's rows in, rows out; weights [experts, ...]), which is where
expert parallelism (`--mesh ep=N`) dispatches the rows to the ranks that hold their experts.
"""

import dataclasses
from dataclasses import dataclass

import torch
import torch.nn.functional as F
from torch import nn


@dataclass(frozen=True)
class MoEConfig:
    vocab_size: int
    dim: int
    n_layers: int
    n_heads: int
    n_kv_heads: int
    head_dim: int
    n_experts: int
    top_k: int
    expert_hidden: int
    shared_hidden: int = 0          # 0: no shared expert
    score: str = "softmax"          # "softmax" | "sigmoid"
    norm_topk: bool = True
    aux_coef: float = 1e-2
    z_coef: float = 1e-3
    norm_eps: float = 1e-6


CONFIGS = {
    "tiny": MoEConfig(vocab_size=256, dim=64, n_layers=2, n_heads=4, n_kv_heads=2, head_dim=16, n_experts=8,
                      top_k=2, expert_hidden=32, shared_hidden=64),
    "tiny-sigmoid": MoEConfig(vocab_size=256, dim=64, n_layers=2, n_heads=4, n_kv_heads=2, head_dim=16, n_experts=8,
                              top_k=2, expert_hidden=32, shared_hidden=0, score="sigmoid"),
    # The CPU speed check: 32 experts, top-2.
    "cpu-32x2": MoEConfig(vocab_size=1024, dim=256, n_layers=2, n_heads=8, n_kv_heads=4, head_dim=32, n_experts=32,
                          top_k=2, expert_hidden=256),
    # Qwen3-30B-A3B's shapes (48 layers; pass n_layers to take fewer).
    "qwen3-30b-a3b": MoEConfig(vocab_size=151936, dim=2048, n_layers=48, n_heads=32, n_kv_heads=4, head_dim=128,
                               n_experts=128, top_k=8, expert_hidden=768, norm_topk=True, z_coef=0.0),
}


class RMSNorm(nn.Module):
    def __init__(self, dim: int, eps: float):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(torch.ones(dim))

    def forward(self, x):
        return F.rms_norm(x, (x.shape[-1],), self.weight, self.eps)


class Attention(nn.Module):
    def __init__(self, c: MoEConfig):
        super().__init__()
        self.n_heads, self.n_kv_heads, self.head_dim = c.n_heads, c.n_kv_heads, c.head_dim
        self.wq = nn.Linear(c.dim, c.n_heads * c.head_dim, bias=False)
        self.wkv = nn.Linear(c.dim, 2 * c.n_kv_heads * c.head_dim, bias=False)
        self.wo = nn.Linear(c.n_heads * c.head_dim, c.dim, bias=False)

    def forward(self, x):
        b, t, _ = x.shape
        q = self.wq(x).view(b, t, self.n_heads, self.head_dim).transpose(1, 2)
        k, v = self.wkv(x).view(b, t, 2, self.n_kv_heads, self.head_dim).permute(2, 0, 3, 1, 4)
        out = F.scaled_dot_product_attention(q, k, v, is_causal=True, enable_gqa=True)
        return self.wo(out.transpose(1, 2).reshape(b, t, -1))


class FeedForward(nn.Module):
    def __init__(self, dim: int, hidden: int):
        super().__init__()
        self.w1 = nn.Linear(dim, hidden, bias=False)
        self.w3 = nn.Linear(dim, hidden, bias=False)
        self.w2 = nn.Linear(hidden, dim, bias=False)

    def forward(self, x):
        return self.w2(F.silu(self.w1(x)) * self.w3(x))


class Router(nn.Module):
    def __init__(self, c: MoEConfig):
        super().__init__()
        self.gate = nn.Linear(c.dim, c.n_experts, bias=False)
        self.top_k, self.score, self.norm_topk = c.top_k, c.score, c.norm_topk

    def forward(self, x):
        """(weights [T, k], expert ids [T, k], logits [T, E]) for tokens x [T, dim]."""
        logits = self.gate(x).float()
        scores = logits.softmax(-1) if self.score == "softmax" else logits.sigmoid()
        weights, ids = scores.topk(self.top_k, dim=-1)
        if self.norm_topk:
            weights = weights / weights.sum(-1, keepdim=True)
        return weights, ids, logits


class GroupedExperts(nn.Module):
    """One SwiGLU per expert over rows sorted by expert: w1, w3 [E, hidden, dim], w2 [E, dim, hidden]."""

    def __init__(self, c: MoEConfig):
        super().__init__()
        self.num_experts = c.n_experts
        self.w1 = nn.Parameter(torch.randn(c.n_experts, c.expert_hidden, c.dim) / c.dim ** 0.5)
        self.w3 = nn.Parameter(torch.randn(c.n_experts, c.expert_hidden, c.dim) / c.dim ** 0.5)
        self.w2 = nn.Parameter(torch.randn(c.n_experts, c.dim, c.expert_hidden) / c.expert_hidden ** 0.5)

    def forward(self, rows, counts):
        offs = counts.cumsum(0, dtype=torch.int32)
        h = F.silu(torch._grouped_mm(rows, self.w1.transpose(-2, -1), offs=offs))
        h = h * torch._grouped_mm(rows, self.w3.transpose(-2, -1), offs=offs)
        return torch._grouped_mm(h, self.w2.transpose(-2, -1), offs=offs)


class MoE(nn.Module):
    def __init__(self, c: MoEConfig):
        super().__init__()
        self.router = Router(c)
        self.experts = GroupedExperts(c)
        self.shared = FeedForward(c.dim, c.shared_hidden) if c.shared_hidden else None
        self.n_experts, self.top_k, self.aux_coef, self.z_coef = c.n_experts, c.top_k, c.aux_coef, c.z_coef

    def forward(self, x):
        """(output, auxiliary losses) for x [B, T, dim]."""
        shape = x.shape
        x = x.reshape(-1, shape[-1])
        weights, ids, logits = self.router(x)
        pairs = ids.flatten()
        order = pairs.argsort(stable=True)                   # the (token, expert) pairs by expert
        counts = torch.zeros(self.n_experts, dtype=torch.int64, device=x.device).scatter_add(
            0, pairs, torch.ones_like(pairs))
        token = order // self.top_k
        rows = self.experts(x[token], counts) * weights.flatten()[order, None].to(x.dtype)
        out = torch.zeros_like(x).index_add(0, token, rows)
        if self.shared is not None:
            out = out + self.shared(x)
        return out.view(shape), self._losses(logits, counts)

    def _losses(self, logits, counts):
        share = counts.float() / counts.sum()                # f_e: each expert's share of the pairs
        prob = logits.softmax(-1).mean(0)                    # p_e: its mean router probability
        aux = self.aux_coef * self.n_experts * (share * prob).sum()
        if self.z_coef:
            aux = aux + self.z_coef * torch.logsumexp(logits, -1).square().mean()
        return aux


class Block(nn.Module):
    def __init__(self, c: MoEConfig):
        super().__init__()
        self.attention_norm = RMSNorm(c.dim, c.norm_eps)
        self.attention = Attention(c)
        self.moe_norm = RMSNorm(c.dim, c.norm_eps)
        self.moe = MoE(c)

    def forward(self, x):
        x = x + self.attention(self.attention_norm(x))
        out, aux = self.moe(self.moe_norm(x))
        return x + out, aux


class MoETransformer(nn.Module):
    def __init__(self, config: str | MoEConfig = "tiny", **overrides):
        super().__init__()
        c = CONFIGS[config] if isinstance(config, str) else config
        self.config = c = dataclasses.replace(c, **overrides)
        self.tok_embeddings = nn.Embedding(c.vocab_size, c.dim)
        self.layers = nn.ModuleList(Block(c) for _ in range(c.n_layers))
        self.norm = RMSNorm(c.dim, c.norm_eps)
        self.output = nn.Linear(c.dim, c.vocab_size, bias=False)

    def forward(self, idx):
        x = self.tok_embeddings(idx)
        aux = x.new_zeros((), dtype=torch.float32)
        for layer in self.layers:
            x, layer_aux = layer(x)
            aux = aux + layer_aux
        return {"logits": self.output(self.norm(x)), "aux_loss": aux}


if __name__ == "__main__":
    for name in CONFIGS:
        with torch.device("meta"):
            model = MoETransformer(name)
        total = sum(p.numel() for p in model.parameters())
        experts = sum(p.numel() for n, p in model.named_parameters() if ".experts." in n)
        print(f"{name:>14}: {total / 1e6:10.1f} M parameters, {experts / 1e6:10.1f} M in experts")
