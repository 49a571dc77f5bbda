"""Document-masked causal attention, one layer's forward + backward, by kernel: what packed
documents cost at Llama-3-8B's attention shapes (32 query heads, 8 key/value heads, head 128, one
row of 8192 tokens of documents 512-4096 long), every kernel on the same q, k, v and gradient.

    python bench/doc_attention.py --json doc_attention.json       # on the GPU machine

Kernels (each skipped, saying why, where it cannot run):
  flex           FlexAttention under torch.compile, the block mask of the document mask
  flash          torch's flash kernel with cumulative offsets (`aten._flash_attention_forward`),
                 the offsets of the documents and the longest as the bound
  flash-padded   the same, offsets padded with the last to one per token and the row as the bound
                 (static shapes: what the varlen op ran before it cut them)
  cudnn          torch's cuDNN kernel with cumulative offsets (`aten._cudnn_attention_forward`)
  te             TransformerEngine's fused attention (cuDNN), format thd, padding_causal, where TE
                 is installed, through its DotProductAttention module (NVTE_FLASH_ATTN=0: cuDNN's
                 kernel, not TE's flash)
  te-padded      the same over the padded offsets
  te-kernel      the same kernel called as the artifact's varlen op calls it
                 (aotc.customops.varlen_te: TE's fused_attn_fwd / fused_attn_bwd), no module
  dense          cuDNN's causal attention over the whole row (no documents), for scale

Each row is one packing: the median of --iters timed calls after a warm-up, and each kernel's
output and gradients against float32 attention computed document by document (relative L2
error). Nothing asserts a time.
"""

from __future__ import annotations

import argparse
import importlib.metadata
import json
import math
import os
import statistics

import sys
from pathlib import Path

import torch

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from aotc.customops import varlen_te  # noqa: E402

from aotc.customops.te_import import import_te  # noqa: E402

try:        # before any cuDNN call, as the artifact's runtime imports it
    te = import_te()
except ImportError:
    te = None
import torch.nn.functional as F  # noqa: E402
from torch.nn.attention import SDPBackend, sdpa_kernel  # noqa: E402
from torch.nn.attention.flex_attention import create_block_mask, flex_attention  # noqa: E402


def parse(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tokens", type=int, default=8192)
    ap.add_argument("--heads", default="32,8", help="query heads,key/value heads")
    ap.add_argument("--head-dim", type=int, default=128)
    ap.add_argument("--docs", default="512,4096", help="shortest,longest document")
    ap.add_argument("--packings", type=int, default=4)
    ap.add_argument("--iters", type=int, default=20)
    ap.add_argument("--json", help="write the rows here")
    return ap.parse_args(argv)


def packing(tokens, lo, hi, gen):
    lengths, filled = [], 0
    while filled < tokens:
        n = min(int(torch.randint(lo, hi + 1, (), generator=gen)), tokens - filled)
        lengths.append(n)
        filled += n
    return lengths


def offsets(lengths, pad_to=None):
    cu = [0]
    for n in lengths:
        cu.append(cu[-1] + n)
    if pad_to:
        cu += [cu[-1]] * (pad_to + 1 - len(cu))
    return torch.tensor(cu, device="cuda", dtype=torch.int32)


def median_ms(fn, iters, warm=3):
    for _ in range(warm):
        fn()
    torch.cuda.synchronize()
    times = []
    for _ in range(iters):
        a, b = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        a.record()
        fn()
        b.record()
        torch.cuda.synchronize()
        times.append(a.elapsed_time(b))
    return statistics.median(times)


class Kernels:
    """Forward + backward of every kernel on one q, k, v, gradient ([T, H, D] each)."""

    def __init__(self, q, k, v, grad, scale):
        self.q, self.k, self.v, self.grad, self.scale = q, k, v, grad, scale
        self.flex_fn = torch.compile(flex_attention)
        self.te_attention = None if te is None else te.DotProductAttention(
            q.shape[1], q.shape[2], num_gqa_groups=k.shape[1], qkv_format="thd",
            attn_mask_type="padding_causal", softmax_scale=scale).cuda()

    def _leaves(self, layout=lambda t: t):
        return [layout(t).detach().requires_grad_() for t in (self.q, self.k, self.v)]

    def flex(self, lengths, mask):
        q, k, v = self._leaves(lambda t: t.transpose(0, 1)[None])
        out = self.flex_fn(q, k, v, block_mask=mask, enable_gqa=True, scale=self.scale)
        grads = torch.autograd.grad(out, (q, k, v), self.grad.transpose(0, 1)[None])
        return out[0].transpose(0, 1), [g[0].transpose(0, 1) for g in grads]

    def flash(self, cu, bound):
        q, k, v, s = self.q, self.k, self.v, self.scale
        out, lse, state, _, _ = torch.ops.aten._flash_attention_forward(q, k, v, cu, cu, bound, bound, 0.0, True, False,
                                                                        scale=s)
        grads = torch.ops.aten._flash_attention_backward(self.grad, q, k, v, out, lse, cu, cu, bound, bound, 0.0, True,
                                                         state, torch.empty(0, device="cuda"), scale=s)
        return out, list(grads)

    def cudnn(self, cu, bound):
        q, k, v, s = self.q, self.k, self.v, self.scale
        out, lse, _, _, _, _, seed, offset, _ = torch.ops.aten._cudnn_attention_forward(
            q, k, v, None, cu, cu, bound, bound, True, 0.0, True, False, scale=s)
        grads = torch.ops.aten._cudnn_attention_backward(self.grad, q, k, v, out, lse, seed, offset, None, cu, cu,
                                                         bound, bound, 0.0, True, scale=s)
        return out, list(grads)

    def te(self, cu, bound):
        q, k, v = self._leaves()
        out = self.te_attention(q, k, v, cu_seqlens_q=cu, cu_seqlens_kv=cu, max_seqlen_q=bound, max_seqlen_kv=bound)
        grads = torch.autograd.grad(out, (q, k, v), self.grad.reshape(out.shape))
        return out.reshape(self.q.shape), list(grads)

    def te_kernel(self, cu, bound):
        out, lse = varlen_te.forward(self.q, self.k, self.v, cu, bound, True, self.scale)
        grads = varlen_te.backward(self.grad, self.q, self.k, self.v, out, lse, cu, bound, True, self.scale)
        return out, list(grads)

    def dense(self):
        q, k, v = self._leaves(lambda t: t.transpose(0, 1)[None])
        with sdpa_kernel(SDPBackend.CUDNN_ATTENTION):
            out = F.scaled_dot_product_attention(q, k, v, is_causal=True, enable_gqa=True, scale=self.scale)
        torch.autograd.grad(out, (q, k, v), self.grad.transpose(0, 1)[None])

    def reference(self, lengths):
        """float32, document by document."""
        out = torch.empty(self.q.shape, device="cuda")
        grads = [torch.empty(t.shape, device="cuda") for t in (self.q, self.k, self.v)]
        start = 0
        for n in lengths:
            q, k, v = (t[start:start + n].float().transpose(0, 1).detach().requires_grad_()
                       for t in (self.q, self.k, self.v))
            o = F.scaled_dot_product_attention(q, k, v, is_causal=True, enable_gqa=True, scale=self.scale)
            g = torch.autograd.grad(o, (q, k, v), self.grad[start:start + n].float().transpose(0, 1))
            out[start:start + n] = o.transpose(0, 1)
            for whole, part in zip(grads, g):
                whole[start:start + n] = part.transpose(0, 1)
            start += n
        return [out] + grads


def errors(result, reference):
    """Relative L2 error of out, dq, dk, dv."""
    return [round(float((a.float() - b).norm() / b.norm()), 5) for a, b in zip([result[0]] + result[1], reference)]


def main(argv=None):
    a = parse(argv)
    # TE reads these when it picks a backend: cuDNN's fused kernel, not TE's own flash.
    os.environ.setdefault("NVTE_FLASH_ATTN", "0")
    os.environ.setdefault("NVTE_FUSED_ATTN", "1")
    tokens = a.tokens
    hq, hkv = (int(x) for x in a.heads.split(","))
    lo, hi = (int(x) for x in a.docs.split(","))
    torch.manual_seed(0)
    q = torch.randn(tokens, hq, a.head_dim, device="cuda", dtype=torch.bfloat16)
    k, v = (torch.randn(tokens, hkv, a.head_dim, device="cuda", dtype=torch.bfloat16) for _ in range(2))
    grad = torch.randn_like(q)
    kernels = Kernels(q, k, v, grad, 1 / math.sqrt(a.head_dim))
    gen = torch.Generator().manual_seed(1)
    rows = []
    for _ in range(a.packings):
        lengths = packing(tokens, lo, hi, gen)
        docs = torch.repeat_interleave(torch.arange(len(lengths), device="cuda"), torch.tensor(lengths, device="cuda"))[None]

        def same_document_causal(b, h, q_idx, kv_idx):
            return (docs[b, q_idx] == docs[b, kv_idx]) & (q_idx >= kv_idx)

        mask = create_block_mask(same_document_causal, 1, None, tokens, tokens, device="cuda")
        cu, padded, longest = offsets(lengths), offsets(lengths, pad_to=tokens), max(lengths)
        calls = {"flex": lambda: kernels.flex(lengths, mask),
                 "flash": lambda: kernels.flash(cu, longest),
                 "flash-padded": lambda: kernels.flash(padded, tokens),
                 "cudnn": lambda: kernels.cudnn(cu, longest)}
        if te is not None:
            calls["te"] = lambda: kernels.te(cu, longest)
            calls["te-padded"] = lambda: kernels.te(padded, tokens)
            calls["te-kernel"] = lambda: kernels.te_kernel(cu, longest)
        reference = kernels.reference(lengths)
        row = {"documents": lengths, "ms": {}, "error": {}}
        for name, call in calls.items():
            try:
                row["error"][name] = errors(call(), reference)
                row["ms"][name] = round(median_ms(call, a.iters if "padded" not in name else 5, warm=1), 3)
            except Exception as e:   # a kernel this torch cannot run: said, the others go on
                row["error"][name] = f"{type(e).__name__}: {str(e).splitlines()[0][:200]}"
        rows.append(row)
        print(json.dumps(row), flush=True)
    dense = round(median_ms(kernels.dense, a.iters), 3)
    names = list(rows[0]["ms"])
    print(f"\n| documents | {' | '.join(names)} |\n|---|{'---:|' * len(names)}")
    for row in rows:
        print(f"| {row['documents']} | " + " | ".join(f"{row['ms'].get(n, '-')}" for n in names) + " |")
    print(f"\ndense causal over the row (cuDNN): {dense} ms; torch {torch.__version__}, TransformerEngine "
          f"{importlib.metadata.version('transformer_engine') if te is not None else 'not installed'}")
    if a.json:
        with open(a.json, "w") as f:
            json.dump({"rows": rows, "dense_ms": dense, "torch": torch.__version__}, f, indent=1)


if __name__ == "__main__":
    main()
