"""On a GPU with TransformerEngine (../shared/te/README.md): the --fp8 te artifact of a tiny Llama
through TE's GEMM against the tensorwise artifact's torch._scaled_mm; a second backward with
retain_graph and frozen weights, under --fp8 te and te-delayed; and a 200-step AdamW loss curve
per recipe (bf16 eager, the artifacts, te.Linear with current and delayed scaling). Prints what
it finds; asserts nothing (tests/test_te.py's GPU tier asserts the same behaviours).

    A="--arg config=tiny --arg ffn_hidden=192 --shape 8x128 --dtype bfloat16 --device cuda"
    F="--freeze layers.*.attention.*"
    thunder-aot compile examples/llama.py:Llama $A --fp8 te -o DIR/te_tiny                # CPU machine
    thunder-aot compile examples/llama.py:Llama $A --fp8 te $F -o DIR/te_tiny_frozen
    thunder-aot compile examples/llama.py:Llama $A --fp8 te-delayed -o DIR/te_delayed_tiny
    thunder-aot compile examples/llama.py:Llama $A --fp8 te-delayed $F -o DIR/te_delayed_tiny_frozen
    thunder-aot compile examples/llama.py:Llama $A --fp8 -o DIR/tensorwise_tiny
    for a in te_tiny te_tiny_frozen te_delayed_tiny te_delayed_tiny_frozen tensorwise_tiny; do
        thunder-aot build-kernels DIR/$a; done                                            # GPU
    python bench/te_check.py DIR [--json te_check.json]
"""
import argparse
import json
import os
import sys
import warnings

import torch
import torch.nn.functional as F

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(root, "examples"))
sys.path.insert(0, root)
from llama import Llama  # noqa: E402

import aotc.runtime  # noqa: E402
from aotc.format.artifact import read_artifact  # noqa: E402
from compare import te_linears  # noqa: E402

ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
ap.add_argument("dir", help="the folder holding te_tiny, te_tiny_frozen, te_delayed_tiny, te_delayed_tiny_frozen "
                            "and tensorwise_tiny")
ap.add_argument("--json", help="write the findings here")
cli = ap.parse_args()
ART = cli.dir
ARGS = dict(ffn_hidden=192)
out = {}

def model():
    torch.manual_seed(0)
    return Llama("tiny", **ARGS).to(torch.bfloat16).cuda()

def batch(step, vocab=256):
    g = torch.Generator().manual_seed(step)
    idx = torch.randint(0, vocab, (8, 128), generator=g)
    return idx.cuda(), ((idx * 7 + 3) % vocab).cuda()      # a learnable map

# 1. TE's GEMMs against torch's: one step's gradients
grads = {}
for name in ("te_tiny", "tensorwise_tiny"):
    m = model()
    with warnings.catch_warnings(record=True) as seen:
        warnings.simplefilter("always")
        step = aotc.runtime.load(os.path.join(ART, name), m)
    print(name, "packs", step.kernel_packs, [str(w.message)[:120] for w in seen if "te" in str(w.message)])
    idx, t = batch(0)
    F.cross_entropy(step(idx).float().flatten(0, 1), t.flatten()).backward()
    grads[name] = {n: p.grad.float() for n, p in m.named_parameters()}
rel = max(((grads["te_tiny"][n] - g).norm() / g.norm().clamp_min(1e-12)).item()
          for n, g in grads["tensorwise_tiny"].items())
out["te_vs_scaled_mm_grad_rel"] = rel
print("TE GEMMs vs torch._scaled_mm: largest relative gradient difference", rel)

# 2. retain_graph twice through the TE artifacts (te-delayed after two steps, so its scales are measured)
for name in ("te_tiny", "te_delayed_tiny"):
    m = model()
    step = aotc.runtime.load(os.path.join(ART, name), m)
    for warm in range(2 if step.fp8_state is not None else 0):
        idx, t = batch(50 + warm)
        F.cross_entropy(step(idx).float().flatten(0, 1), t.flatten()).backward()
    m.zero_grad()
    idx, t = batch(1)
    loss = F.cross_entropy(step(idx).float().flatten(0, 1), t.flatten())
    loss.backward(retain_graph=True)
    once = {n: p.grad.clone() for n, p in m.named_parameters()}
    loss.backward()
    out[f"{name}_retain_graph_exact"] = all(torch.equal(p.grad, 2 * once[n]) for n, p in m.named_parameters())
    print(name, "retain_graph twice gives exactly twice the gradients:", out[f"{name}_retain_graph_exact"])

# 3. frozen attention weights: no weight-gradient GEMM, none of their grads
for name in ("te_tiny_frozen", "te_delayed_tiny_frozen"):
    _, programs = read_artifact(os.path.join(ART, name))
    out[f"{name}_backward_te_matmuls"] = sum(r.executor == "te" for r in programs["backward"].regions())
    m = model()
    for n, p in m.named_parameters():
        if ".attention." in n:
            p.requires_grad_(False)
    step = aotc.runtime.load(os.path.join(ART, name), m)
    idx, t = batch(1)
    F.cross_entropy(step(idx).float().flatten(0, 1), t.flatten()).backward()
    out[f"{name}_have_no_grad"] = all(p.grad is None for n, p in m.named_parameters() if ".attention." in n)
    print(name, "backward TE matmuls", out[f"{name}_backward_te_matmuls"], "(30 unfrozen); frozen grads None:",
          out[f"{name}_have_no_grad"])

# 4. 200 AdamW steps per recipe
def curve(make_step):
    m = model()
    run = make_step(m)
    opt = torch.optim.AdamW(m.parameters(), lr=3e-3)
    losses = []
    for s in range(200):
        idx, t = batch(100 + s)
        opt.zero_grad(set_to_none=True)
        loss = F.cross_entropy(run(idx).float().flatten(0, 1), t.flatten())
        loss.backward()
        opt.step()
        losses.append(loss.item())
    return losses

def te_eager(delayed):
    return lambda m: te_linears(m, delayed)

curves = {"bf16 eager": curve(lambda m: m),
          "artifact --fp8 te (TE GEMMs)": curve(lambda m: aotc.runtime.load(os.path.join(ART, "te_tiny"), m)),
          "artifact --fp8 te-delayed (TE GEMMs)": curve(lambda m: aotc.runtime.load(os.path.join(ART, "te_delayed_tiny"),
                                                                                   m)),
          "artifact --fp8 tensorwise": curve(lambda m: aotc.runtime.load(os.path.join(ART, "tensorwise_tiny"), m)),
          "te.Linear current scaling": curve(te_eager(False)),
          "te.Linear delayed scaling": curve(te_eager(True))}
out["curves"] = {k: [round(v[i], 4) for i in (0, 49, 99, 149, 199)] for k, v in curves.items()}
for k, v in out["curves"].items():
    print(f"{k:32s}", v)
if cli.json:
    with open(cli.json, "w") as f:
        json.dump(out, f, indent=1)
