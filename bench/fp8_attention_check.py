"""On a GPU with TransformerEngine (../shared/te/README.md): 200 AdamW steps of a small Llama
(heads of 128, which fp8 attention takes) per recipe, the loss at steps 1, 50, 100, 150 and 200:
bf16 eager; the artifact under --fp8 te-delayed, without and with --fp8-attention; and
TransformerEngine as its users run it, te.Linear under delayed scaling with and without
te.DotProductAttention in fp8 (DelayedScaling(fp8_dpa=True)), the band fp8 attention is held
to. Prints what it finds; asserts nothing (tests/test_fp8_attention.py asserts the numerics).

    A="--arg config=tiny --arg dim=512 --arg n_heads=4 --arg n_kv_heads=2 --arg ffn_hidden=1536 --shape 8x128 --dtype bfloat16 --device cuda"
    thunder-aot compile examples/llama.py:Llama $A --fp8 te-delayed -o DIR/delayed          # CPU machine
    thunder-aot compile examples/llama.py:Llama $A --fp8 te-delayed --fp8-attention -o DIR/attention
    for a in delayed attention; do thunder-aot build-kernels DIR/$a; done                   # GPU
    python bench/fp8_attention_check.py DIR [--json fp8_attention_check.json]
"""
import argparse
import json
import os
import sys

import torch
import torch.nn.functional as F

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(root, "examples"))
sys.path.insert(0, root)
import llama  # noqa: E402

import aotc.runtime  # noqa: E402
from compare import te_linears  # noqa: E402

ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
ap.add_argument("dir", help="the folder holding the artifacts `delayed` and `attention`")
ap.add_argument("--steps", type=int, default=200)
ap.add_argument("--json", help="write the curves here")
cli = ap.parse_args()
ARGS = dict(dim=512, n_heads=4, n_kv_heads=2, ffn_hidden=1536)


def model():
    torch.manual_seed(0)
    return llama.Llama("tiny", **ARGS).to(torch.bfloat16).cuda()


def batch(step, vocab=256):
    g = torch.Generator().manual_seed(step)
    idx = torch.randint(0, vocab, (8, 128), generator=g)
    return idx.cuda(), ((idx * 7 + 3) % vocab).cuda()      # a learnable map


def curve(make_step):
    m = model()
    run = make_step(m)
    opt = torch.optim.AdamW(m.parameters(), lr=3e-3)
    losses = []
    for s in range(cli.steps):
        idx, t = batch(100 + s)
        opt.zero_grad(set_to_none=True)
        loss = F.cross_entropy(run(idx).float().flatten(0, 1), t.flatten())
        loss.backward()
        opt.step()
        losses.append(loss.item())
    return losses


def te_with_attention(m):
    """te.Linear for the linears and te.DotProductAttention for F.scaled_dot_product_attention
    (examples/llama.py's call, its k and v already repeated), all under one fp8 recipe with
    fp8_dpa: TE's own fp8 attention."""
    from transformer_engine.common import recipe
    from aotc.runtime.te import import_te
    te = import_te()
    te_linears(m, True)          # swaps the linears; the runner below adds fp8_dpa to the recipe
    heads, head_dim = ARGS["n_heads"], ARGS["dim"] // ARGS["n_heads"]
    dpa = te.DotProductAttention(heads, head_dim, attn_mask_type="causal", qkv_format="bshd")
    fp8 = recipe.DelayedScaling(fp8_dpa=True)

    def attention(q, k, v, is_causal=False, **_):
        out = dpa(*(x.transpose(1, 2).contiguous() for x in (q, k, v)))      # [B, L, H * D]
        return out.view(q.shape[0], q.shape[2], heads, head_dim).transpose(1, 2)

    def run(idx):
        saved = llama.F.scaled_dot_product_attention
        llama.F.scaled_dot_product_attention = attention
        try:
            with te.autocast(enabled=True, recipe=fp8):
                return m(idx)
        finally:
            llama.F.scaled_dot_product_attention = saved
    return run


recipes = {"bf16 eager": lambda m: m,
           "artifact --fp8 te-delayed": lambda m: aotc.runtime.load(os.path.join(cli.dir, "delayed"), m),
           "artifact --fp8 te-delayed --fp8-attention": lambda m: aotc.runtime.load(os.path.join(cli.dir, "attention"),
                                                                                    m),
           "te.Linear delayed scaling": lambda m: te_linears(m, True),
           "te.Linear + te.DotProductAttention, fp8_dpa": te_with_attention}
marks = [i for i in (0, 49, 99, 149, 199) if i < cli.steps]
out = {}
for name, make in recipes.items():
    losses = curve(make)
    out[name] = [round(losses[i], 4) for i in marks]
    print(f"{name:46s}", out[name], flush=True)
if cli.json:
    with open(cli.json, "w") as f:
        json.dump(out, f, indent=1)
