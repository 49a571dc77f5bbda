"""eager, torch.compile and a thunder-aot artifact, side by side, one fresh process each.

    python bench/compare.py                                        # tiny Llama on this machine's device
    python bench/compare.py --device cuda --dtype bfloat16 --layers 4 --shape 1x2048 --arg vocab_size=32000 \\
        --artifact artifacts/llama-4l --json bench-4l.json --markdown bench-4l.md

Each variant runs in its own Python process (so no compile cache, allocator state or import is
shared): it builds Llama (examples/llama.py) with the same seed, and times training steps
(forward, cross-entropy on float32 logits, backward; no optimizer, as the reference table in
the kernels issue). It reports the first step (for torch.compile: including its compile; for
the artifact: its load plus first step), the median of --steps steps after --warmup, peak
memory (torch.cuda.max_memory_allocated, CUDA only), tokens/s and MFU (6 * parameters *
tokens + attention FLOPs, over the --peak-tflops rate: the bf16 rate, so an fp8 variant can pass
100%). Nothing asserts a time.

The artifact variant loads --artifact (compile it with `thunder-aot compile ... --device cuda`
and add its kernels with `thunder-aot build-kernels` first); without one it is compiled here.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

from report import (build_kernels_apart, emit, float8_linears, fresh_run, has_cuda, load_llama, overrides,
                    profile_kernels, profile_table, result, time_steps, variants_of)

ROOT = Path(__file__).resolve().parents[1]
VARIANTS = ("eager", "compile", "compile-float8", "artifact", "artifact-portable", "artifact-cudagraphs",
            "te-eager", "te-eager-delayed")


def parse(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--config", default="tiny", help="examples/llama.py config (default tiny)")
    ap.add_argument("--layers", type=int, help="override n_layers")
    ap.add_argument("--arg", action="append", default=[], help="other LlamaConfig field, KEY=INT")
    ap.add_argument("--shape", default="2x64", help="BxT token batch (default 2x64)")
    ap.add_argument("--dtype", default="float32", choices=["float32", "bfloat16"])
    ap.add_argument("--device", default="cuda" if has_cuda() else "cpu", choices=["cpu", "cuda"])
    ap.add_argument("--steps", type=int, default=10)
    ap.add_argument("--warmup", type=int, default=3)
    ap.add_argument("--artifact", help="artifact to load (default: compile one into artifacts/bench-*)")
    ap.add_argument("--also", action="append", default=[], metavar="LABEL=DIR",
                    help="another artifact to run (kernels auto) as variant artifact:LABEL, repeatable: "
                         "e.g. the same model compiled under several --memory-budget values, or with --fp8 te "
                         "and --fp8 te-delayed (te=DIR --also te-delayed=DIR2) next to te-eager and "
                         "te-eager-delayed")
    ap.add_argument("--variants", default="eager,compile,artifact",
                    help=f"comma-separated, from {', '.join(VARIANTS)} (compile-float8: torchao's float8 "
                         "linears, tensorwise dynamic scaling, then torch.compile, if torchao is installed; "
                         "te-eager / te-eager-delayed: every linear a TransformerEngine te.Linear in eager "
                         "PyTorch under te.autocast with current / delayed scaling, if TE is installed; "
                         "artifact-portable: kernels off; artifact-cudagraphs: the artifact replayed from CUDA "
                         "graphs)")
    ap.add_argument("--peak-tflops", type=float, default=None,
                    help="rate for MFU (default 790 on CUDA, the measured H200 bf16 matmul rate; none on CPU)")
    ap.add_argument("--profile", metavar="DIR", help="CUDA: profile one more step of each variant after the timed "
                                                     "ones, its kernels into DIR and their time by kind into the report")
    ap.add_argument("--profile-first", metavar="DIR", help="a Python profile of each variant's first step into DIR "
                                                           "(its first-step time then includes the profiler's cost)")
    ap.add_argument("--json", help="write the report here")
    ap.add_argument("--markdown", help="write the table here")
    ap.add_argument("--one", help=argparse.SUPPRESS)   # internal: run one variant, print JSON
    ap.add_argument("--label", help=argparse.SUPPRESS)  # internal: the variant's name in the report
    return ap.parse_args(argv)


def run_one(a) -> dict:
    import torch
    import torch.nn.functional as F

    sys.path.insert(0, str(ROOT))
    llama = load_llama()
    variant = a.one
    B, T = (int(x) for x in a.shape.lower().split("x"))
    dtype = getattr(torch, a.dtype)
    torch.manual_seed(0)
    with torch.device(a.device):
        model = llama.Llama(a.config, **overrides(a)).to(dtype)
    params = sum(p.numel() for p in model.parameters())
    c = model.config
    idx = torch.randint(0, c.vocab_size, (B, T), device=a.device)
    targets = torch.randint(0, c.vocab_size, (B, T), device=a.device)

    def sync():
        if a.device == "cuda":
            torch.cuda.synchronize()

    sync()
    start = time.perf_counter()
    load_s = 0.0
    if variant == "compile":
        step_model = torch.compile(model)
    elif variant == "compile-float8":
        step_model = torch.compile(float8_linears(model))
    elif variant.startswith("te-eager"):
        step_model = te_linears(model, delayed=variant.endswith("delayed"))
    elif variant.startswith("artifact"):
        import aotc.runtime
        step_model = aotc.runtime.load(a.artifact, model, kernels="off" if variant.endswith("portable") else "auto",
                                       cudagraphs=variant.endswith("cudagraphs"))
        load_s = time.perf_counter() - start
    else:
        step_model = model

    def step():
        loss = F.cross_entropy(step_model(idx).flatten(0, 1).float(), targets.flatten())
        loss.backward()
        for p in model.parameters():
            p.grad = None
        return loss

    if a.profile_first:
        import cProfile
        import pstats
        prof = cProfile.Profile()
        prof.enable()
    first_loss = step().item()
    sync()
    first_s = time.perf_counter() - start
    if a.profile_first:
        prof.disable()
        Path(a.profile_first).mkdir(parents=True, exist_ok=True)
        with open(Path(a.profile_first) / f"first-{variant}.txt", "w") as f:
            pstats.Stats(prof, stream=f).sort_stats("cumulative").print_stats(40)
    times = time_steps(step, a.device, a.warmup, a.steps)
    median = statistics.median(times)
    profiled = (profile_kernels(step, a.profile, (a.label or variant).replace(":", "-"))
                if a.profile and a.device == "cuda" else None)
    tokens = B * T
    flops = 6 * params * tokens + 12 * c.n_layers * c.dim * T * T * B / 2  # causal attention, fw + bw
    peak_rate = a.peak_tflops if a.peak_tflops is not None else (790.0 if a.device == "cuda" else None)
    return {
        "variant": variant, "first_step_s": round(first_s, 3), "load_s": round(load_s, 3),
        "median_ms": round(median * 1e3, 3), "min_ms": round(min(times) * 1e3, 3),
        "max_ms": round(max(times) * 1e3, 3),
        "tokens_per_s": round(tokens / median, 1),
        "mfu": round(flops / median / (peak_rate * 1e12), 4) if peak_rate else None,
        "peak_gb": round(torch.cuda.max_memory_allocated() / 1e9, 3) if a.device == "cuda" else None,
        "reserved_gb": round(torch.cuda.max_memory_reserved() / 1e9, 3) if a.device == "cuda" else None,
        "alloc_retries": torch.cuda.memory_stats().get("num_alloc_retries") if a.device == "cuda" else None,
        "first_loss": first_loss,
        "kernel_packs": getattr(step_model, "kernel_packs", {}),
        # The compiler's estimate of the step's peak (the loss computed here is not in it).
        "estimated_peak_gb": (round(step_model.manifest.memory.peak / 1e9, 3)
                              if variant.startswith("artifact") and step_model.manifest.memory.peak else None),
        "device": torch.cuda.get_device_name() if a.device == "cuda" else "cpu",
        "torch": torch.__version__, "profile": profiled,
    }


def te_linears(model, delayed: bool):
    """`model` with every nn.Linear replaced by a te.Linear of the same weights, run under
    te.autocast: TransformerEngine the way its users run it."""
    import torch
    try:
        from aotc.runtime.te import import_te      # loads TE's library against torch's cuDNN
        te = import_te()
        from transformer_engine.common import recipe
    except (ImportError, OSError) as e:
        raise SystemExit(f"te-eager needs TransformerEngine (../shared/te/README.md): {e}")
    for parent in list(model.modules()):
        for name, child in list(parent.named_children()):
            if isinstance(child, torch.nn.Linear):
                swap = te.Linear(child.in_features, child.out_features, bias=child.bias is not None,
                                 params_dtype=child.weight.dtype, device=child.weight.device)
                with torch.no_grad():
                    swap.weight.copy_(child.weight)
                    if child.bias is not None:
                        swap.bias.copy_(child.bias)
                setattr(parent, name, swap)
    fp8 = recipe.DelayedScaling() if delayed else recipe.Float8CurrentScaling()

    def run(idx):
        with te.autocast(enabled=True, recipe=fp8):
            return model(idx)
    return run


def ensure_artifact(a) -> str:
    if a.artifact:
        return a.artifact
    sys.path.insert(0, str(ROOT))
    import aotc
    B, T = (int(x) for x in a.shape.lower().split("x"))
    out = ROOT / "artifacts" / f"bench-{a.config}-{a.device}"
    path = aotc.compile(str(ROOT / "examples/llama.py") + ":Llama", [f"i64[{B},{T}]"],
                        args={"config": a.config, **overrides(a)}, dtype=a.dtype, device=a.device,
                        output=out)
    build_kernels_apart(path)
    return str(path)


def table(rows: list[dict]) -> str:
    head = ("| variant | first step | step (median) | min..max | tokens/s | MFU | peak | estimated peak |\n"
            "|---|---:|---:|---:|---:|---:|---:|---:|")
    lines = [head]
    for r in rows:
        first = f"{r['first_step_s']:.2f} s" + (f" (load {r['load_s']:.2f} s)" if r["load_s"] else "")
        mfu = "" if r["mfu"] is None else f"{r['mfu']:.1%}"
        peak = "" if r["peak_gb"] is None else f"{r['peak_gb']:.2f} GB"
        estimate = "" if not r.get("estimated_peak_gb") else f"{r['estimated_peak_gb']:.2f} GB"
        lines.append(f"| {r['variant']} | {first} | {r['median_ms']:.2f} ms | {r['min_ms']:.2f}..{r['max_ms']:.2f} | "
                     f"{r['tokens_per_s']:,.0f} | {mfu} | {peak} | {estimate} |")
    return "\n".join(lines)


def main(argv=None):
    a = parse(argv)
    if a.one:
        result(run_one(a))
        return
    variants = variants_of(a.variants, VARIANTS)
    if any(v.startswith("artifact") for v in variants):
        a.artifact = ensure_artifact(a)
    rows = []
    base = [x for x in (argv if argv is not None else sys.argv[1:])]
    runs = [(v, v, a.artifact) for v in variants]
    runs += [(f"artifact:{label}", "artifact", path) for label, _, path in (x.partition("=") for x in a.also)]
    for label, v, artifact in runs:
        row, _ = fresh_run(__file__, [*base, "--one", v, "--label", label] + (["--artifact", artifact] if artifact else []),
                           label)
        if row is None:
            continue
        rows.append({**row, "variant": label})
        print(f"{label}: {rows[-1]['median_ms']:.2f} ms, peak {rows[-1]['peak_gb']} GB", file=sys.stderr)
    report = {"config": a.config, "overrides": overrides(a), "shape": a.shape, "dtype": a.dtype,
              "device": a.device, "rows": rows}
    emit(report, "\n\n".join(filter(None, [table(rows), profile_table(rows)])), a.json, a.markdown)


if __name__ == "__main__":
    main()
