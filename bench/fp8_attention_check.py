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

With --data FILE the task is text: next-byte prediction over FILE's bytes (vocabulary 256),
each step a random window per row from its first 90%, and after the last step the loss on 32
fixed windows of the held-out 10%. Compile the artifacts for the shape given here (--shape
BxT; T a multiple of 128; past 256, `--arg max_seq_len=T` too), e.g. --shape 8x512 --steps 1000
--marks 100.
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
ap.add_argument("--data", help="a file whose bytes are the text to learn (default: a learnable map of random ids)")
ap.add_argument("--shape", default="8x128", help="B x T of each step, as the artifacts were compiled")
ap.add_argument("--marks", type=int, default=50, help="report the loss every this many steps")
ap.add_argument("--lr", type=float, default=3e-3, help="AdamW's learning rate")
cli = ap.parse_args()
B, T = (int(x) for x in cli.shape.split("x"))
TEXT = None
if cli.data:
    with open(cli.data, "rb") as f:
        TEXT = torch.frombuffer(bytearray(f.read()), dtype=torch.uint8).long()
    if len(TEXT) < 100 * (T + 1):
        sys.exit(f"--data {cli.data}: {len(TEXT)} bytes, fewer than 100 windows of {T + 1}")
    CUT = len(TEXT) * 9 // 10
ARGS = dict(dim=512, n_heads=4, n_kv_heads=2, ffn_hidden=1536, max_seq_len=max(T, 256))   # 256: tiny's own


def model():
    torch.manual_seed(0)
    return llama.Llama("tiny", **ARGS).to(torch.bfloat16).cuda()


def batch(step, vocab=256, held_out=False):
    g = torch.Generator().manual_seed(step)
    if TEXT is None:
        idx = torch.randint(0, vocab, (B, T), generator=g)
        return idx.cuda(), ((idx * 7 + 3) % vocab).cuda()      # a learnable map
    lo, hi = (CUT, len(TEXT)) if held_out else (0, CUT)
    starts = torch.randint(lo, hi - T - 1, (B,), generator=g)
    rows = torch.stack([TEXT[s:s + T + 1] for s in starts.tolist()])
    return rows[:, :-1].cuda(), rows[:, 1:].cuda()          # the next byte


def held_out_loss(run):
    if TEXT is None:
        return None
    with torch.no_grad():
        losses = [F.cross_entropy(run(idx).float().flatten(0, 1), t.flatten()).item()
                  for idx, t in (batch(10**6 + i, held_out=True) for i in range(32 // B or 1))]
    return sum(losses) / len(losses)


def curve(make_step):
    m = model()
    run = make_step(m)
    opt = torch.optim.AdamW(m.parameters(), lr=cli.lr)
    losses = []
    for s in range(cli.steps):
        idx, t = batch(100 + s)
        opt.zero_grad(set_to_none=True)
        loss = F.cross_entropy(run(idx).float().flatten(0, 1), t.flatten())
        loss.backward()
        opt.step()
        losses.append(loss.item())
    return losses, held_out_loss(run)


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
marks = [0] + list(range(cli.marks - 1, cli.steps, cli.marks))
out = {}
print(f"{'steps':46s}", [i + 1 for i in marks], "held out" if TEXT is not None else "", flush=True)
for name, make in recipes.items():
    losses, held = curve(make)
    out[name] = [round(losses[i], 4) for i in marks] + ([] if held is None else [round(held, 4)])
    print(f"{name:46s}", out[name], flush=True)
if cli.json:
    with open(cli.json, "w") as f:
        json.dump(out, f, indent=1)
