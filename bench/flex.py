"""Packed documents, side by side, one fresh process each: torch.compile'd FlexAttention with the
document mask, the thunder-aot artifact of the same model, and eager and torch.compile'd SDPA
causal attention without document masking (more attention work: what a job runs without
packing support).

    thunder-aot compile examples/llama_packed.py:PackedLlama --arg n_layers=8 --arg vocab_size=32000 \\
        --input i64[1,8192] --input i64[1,8192] --dtype bfloat16 --device cuda -o artifacts/packed-8l
    thunder-aot compile ... (the same) --no-document-attention -o artifacts/packed-8l-flex
    thunder-aot build-kernels artifacts/packed-8l                         # on the GPU machine, each
    python bench/flex.py --artifact artifacts/packed-8l --flex-artifact artifacts/packed-8l-flex --layers 8 \\
        --json flex.json --markdown flex.md

The artifact's document mask runs as document attention (variable-length kernels) by default;
`artifact-flex` is the same model compiled with --no-document-attention, on the flex pack's
block-sparse FlexAttention kernels.

Every variant builds examples/llama_packed.py's PackedLlama (flex) or examples/llama.py's Llama
(sdpa) with the same seed, bf16, and times training steps: forward, cross-entropy on float32
logits, backward, no optimizer. Each step's batch packs documents of random lengths in
[--min-doc, --max-doc] into every row (the same documents for every variant, a new packing each
step). It reports the first step (torch.compile: its compile included; the artifact: its load
included), the median of --steps steps after --warmup, and peak memory. Nothing asserts a time.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

from report import emit, fresh_run, result, variants_of

ROOT = Path(__file__).resolve().parents[1]
VARIANTS = ("compile-flex", "artifact", "artifact-flex", "eager-sdpa", "compile-sdpa")
ARTIFACTS = {"artifact": "artifact", "artifact-flex": "flex_artifact"}


def parse(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--config", default="llama-3-8b", help="examples/llama.py config (default llama-3-8b)")
    ap.add_argument("--layers", type=int, default=8, help="n_layers (default 8)")
    ap.add_argument("--vocab", type=int, default=32000, help="vocab_size (default 32000)")
    ap.add_argument("--shape", default="1x8192", help="BxT tokens a step (default 1x8192)")
    ap.add_argument("--min-doc", type=int, default=512)
    ap.add_argument("--max-doc", type=int, default=4096)
    ap.add_argument("--steps", type=int, default=10)
    ap.add_argument("--warmup", type=int, default=3)
    ap.add_argument("--artifact", help="the PackedLlama artifact, its kernels built (needed for `artifact`)")
    ap.add_argument("--flex-artifact", help="the same compiled with --no-document-attention, its kernels built "
                                            "(needed for `artifact-flex`)")
    ap.add_argument("--variants", help=f"comma-separated, from {', '.join(VARIANTS)} (default: all whose artifact "
                                       "is given)")
    ap.add_argument("--json", help="write the report here")
    ap.add_argument("--markdown", help="write the table here")
    ap.add_argument("--one", help=argparse.SUPPRESS)   # internal: run one variant, print JSON
    return ap.parse_args(argv)


def run_one(a) -> dict:
    import torch
    import torch.nn.functional as F

    sys.path.insert(0, str(ROOT))
    sys.path.insert(0, str(ROOT / "examples"))
    from llama import Llama
    from llama_packed import PackedLlama, random_positions

    variant = a.one
    B, T = (int(x) for x in a.shape.lower().split("x"))
    torch.manual_seed(0)
    packed = variant in ("compile-flex", *ARTIFACTS)
    with torch.device("cuda"):
        cls = PackedLlama if packed else Llama
        model = cls(a.config, n_layers=a.layers, vocab_size=a.vocab).to(torch.bfloat16)
    gen = torch.Generator().manual_seed(0)
    batches = [(torch.randint(0, a.vocab, (B, T), generator=gen).cuda(),
                torch.randint(0, a.vocab, (B, T), generator=gen).cuda(),
                random_positions(B, T, (a.min_doc, a.max_doc), gen).cuda())
               for _ in range(1 + a.warmup + a.steps)]
    torch.cuda.synchronize()
    start = time.perf_counter()
    load_s = 0.0
    if variant.startswith("compile"):
        step_model = torch.compile(model)
    elif variant in ARTIFACTS:
        import aotc.runtime
        step_model = aotc.runtime.load(getattr(a, ARTIFACTS[variant]), model)
        load_s = time.perf_counter() - start
    else:
        step_model = model

    def step(batch):
        idx, targets, positions = batch
        logits = step_model(idx, positions) if packed else step_model(idx)
        loss = F.cross_entropy(logits.flatten(0, 1).float(), targets.flatten())
        loss.backward()
        for p in model.parameters():
            p.grad = None
        return loss

    first_loss = step(batches[0]).item()
    torch.cuda.synchronize()
    first_s = time.perf_counter() - start
    for batch in batches[1: 1 + a.warmup]:
        step(batch)
    torch.cuda.reset_peak_memory_stats()
    times = []
    for batch in batches[1 + a.warmup:]:
        torch.cuda.synchronize()
        t = time.perf_counter()
        step(batch)
        torch.cuda.synchronize()
        times.append(time.perf_counter() - t)
    documents = [int((b[2] == 0).sum()) for b in batches]
    return {"variant": variant, "first_step_s": round(first_s, 3), "load_s": round(load_s, 3),
            "median_ms": round(statistics.median(times) * 1e3, 2), "min_ms": round(min(times) * 1e3, 2),
            "max_ms": round(max(times) * 1e3, 2), "peak_gb": round(torch.cuda.max_memory_allocated() / 1e9, 2),
            "first_loss": round(first_loss, 4), "documents": documents,
            "kernel_packs": getattr(step_model, "kernel_packs", {}),
            "device": torch.cuda.get_device_name(), "torch": torch.__version__}


def table(rows: list[dict]) -> str:
    lines = ["| variant | first step | step (median) | min..max | peak |", "|---|---:|---:|---:|---:|"]
    for r in rows:
        first = f"{r['first_step_s']:.2f} s" + (f" (load {r['load_s']:.2f} s)" if r["load_s"] else "")
        lines.append(f"| {r['variant']} | {first} | {r['median_ms']:.1f} ms | {r['min_ms']:.1f}..{r['max_ms']:.1f} | "
                     f"{r['peak_gb']:.1f} GB |")
    return "\n".join(lines)


def main(argv=None):
    a = parse(argv)
    if a.one:
        result(run_one(a))
        return
    given = [v for v in VARIANTS if v not in ARTIFACTS or getattr(a, ARTIFACTS[v])]
    variants = variants_of(a.variants or ",".join(given), VARIANTS)
    for v in variants:
        if v in ARTIFACTS and not getattr(a, ARTIFACTS[v]):
            sys.exit(f"the {v} variant needs --{ARTIFACTS[v].replace('_', '-')} (compile and build it as the "
                     "docstring shows)")
    rows = []
    base = list(argv if argv is not None else sys.argv[1:])
    for v in variants:
        row, _ = fresh_run(__file__, [*base, "--one", v], v)
        if row is None:
            continue
        rows.append(row)
        print(f"{v}: {rows[-1]['median_ms']:.1f} ms, first step {rows[-1]['first_step_s']:.1f} s, "
              f"peak {rows[-1]['peak_gb']} GB", file=sys.stderr)
    report = {"config": a.config, "layers": a.layers, "vocab": a.vocab, "shape": a.shape,
              "documents": [a.min_doc, a.max_doc], "rows": rows}
    emit(report, table(rows), a.json, a.markdown)


if __name__ == "__main__":
    main()
