"""The Llama-3 of examples/llama.py, trained on packed documents.

Each row of a batch holds several documents back to back; ``positions[b, t]`` is the token's
position within its document, 0 at each document's first token (torchtitan's convention).
Attention stays inside a document and is causal there, rotary positions restart with each
document, and the mask is computed in ``forward`` from the positions, so every step brings its
own document boundaries and nothing of one batch is built into the model.

``attention="flex"`` (the default) runs FlexAttention with a document mask made by
``create_block_mask``, so a fused kernel skips the blocks across documents.
``attention="sdpa"`` spells the same mask out as a [B, 1, T, T] boolean tensor for
scaled-dot-product attention: the same math, the reference FlexAttention is checked against
where FlexAttention's own eager backward does not run (the CPU).

    thunder-aot compile examples/llama_packed.py:PackedLlama --arg config=tiny --input i64[2,64] --input i64[2,64]
"""

import torch
import torch.nn.functional as F
from torch import nn
from torch.nn.attention.flex_attention import create_block_mask, flex_attention

from llama import Attention, FeedForward, Llama, RMSNorm


def document_ids(positions: torch.Tensor) -> torch.Tensor:
    """[B, T] -> [B, T]: the index of each token's document in its row."""
    return torch.cumsum((positions == 0).int(), dim=1) - 1


def rotate(x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor) -> torch.Tensor:
    """examples/llama.py's rotary rotation with per-token tables cos, sin [B, T, D/2]."""
    batch, seq_len, n_heads, head_dim = x.shape
    pairs = x.float().reshape(batch, seq_len, n_heads, head_dim // 2, 2)
    x_even, x_odd = pairs[..., 0], pairs[..., 1]
    cos, sin = cos[:, :, None, :], sin[:, :, None, :]
    rotated = torch.stack((x_even * cos - x_odd * sin, x_even * sin + x_odd * cos), dim=-1)
    return rotated.flatten(start_dim=-2).to(x.dtype)


class DocumentAttention(Attention):
    def forward(self, x, cos, sin, mask):
        batch, seq_len, _ = x.shape
        q = rotate(self.wq(x).view(batch, seq_len, self.n_heads, self.head_dim), cos, sin).transpose(1, 2)
        k = rotate(self.wk(x).view(batch, seq_len, self.n_kv_heads, self.head_dim), cos, sin).transpose(1, 2)
        v = self.wv(x).view(batch, seq_len, self.n_kv_heads, self.head_dim).transpose(1, 2)
        if isinstance(mask, torch.Tensor):          # sdpa: the mask spelled out
            group = self.n_heads // self.n_kv_heads
            k, v = k.repeat_interleave(group, dim=1), v.repeat_interleave(group, dim=1)
            out = F.scaled_dot_product_attention(q, k, v, attn_mask=mask)
        else:                                       # flex: a BlockMask
            out = flex_attention(q, k, v, block_mask=mask, enable_gqa=self.n_heads != self.n_kv_heads)
        return self.wo(out.transpose(1, 2).reshape(batch, seq_len, self.n_heads * self.head_dim))


class DocumentBlock(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.attention_norm = RMSNorm(config.dim, config.norm_eps)
        self.attention = DocumentAttention(config)
        self.ffn_norm = RMSNorm(config.dim, config.norm_eps)
        self.feed_forward = FeedForward(config.dim, config.ffn_hidden)

    def forward(self, x, cos, sin, mask):
        x = x + self.attention(self.attention_norm(x), cos, sin, mask)
        return x + self.feed_forward(self.ffn_norm(x))


class PackedLlama(Llama):
    """``PackedLlama("tiny", attention="sdpa")``: examples/llama.py's configs and parameter names."""

    def __init__(self, config="llama-3-8b", attention: str = "flex", **overrides):
        super().__init__(config, **overrides)
        if attention not in ("flex", "sdpa"):
            raise ValueError(f"attention {attention!r}: flex or sdpa")
        self.attention = attention
        self.layers = nn.ModuleList(DocumentBlock(self.config) for _ in range(self.config.n_layers))

    def forward(self, idx: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
        """Logits[B, T, vocab_size] for token ids idx[B, T] at positions[B, T]."""
        batch, seq_len = idx.shape
        docs = document_ids(positions)
        cos, sin = self.rope.cos[positions], self.rope.sin[positions]
        if self.attention == "flex":
            def same_document_causal(b, h, q_idx, kv_idx):
                return (docs[b, q_idx] == docs[b, kv_idx]) & (q_idx >= kv_idx)
            mask = create_block_mask(same_document_causal, batch, None, seq_len, seq_len, device=idx.device)
        else:
            causal = torch.ones(seq_len, seq_len, dtype=torch.bool, device=idx.device).tril()
            mask = ((docs[:, :, None] == docs[:, None, :]) & causal)[:, None]
        x = self.tok_embeddings(idx)
        for layer in self.layers:
            x = layer(x, cos, sin, mask)
        return self.output(self.norm(x))


def random_positions(batch: int, seq_len: int, lengths: tuple[int, int], generator=None) -> torch.Tensor:
    """positions[B, T] of documents of random lengths in [lengths[0], lengths[1]] packed into each row."""
    rows = []
    for _ in range(batch):
        row, filled = [], 0
        while filled < seq_len:
            n = int(torch.randint(lengths[0], lengths[1] + 1, (), generator=generator))
            n = min(n, seq_len - filled)
            row.append(torch.arange(n))
            filled += n
        rows.append(torch.cat(row))
    return torch.stack(rows)
