"""The whole training step, side by side: the loss inside the model, and AdamW. One fresh process
per variant; every artifact compiled (and its kernels built) first.

    python bench/step.py                                   # tiny Llama on this machine, every variant
    python bench/step.py --device cuda --dtype bfloat16 --config llama-3-8b --shape 1x8192 \\
        --out artifacts/step-8b --json step-8b.json --markdown step-8b.md          # one H200

The model is examples/llama.py's Llama called with targets, so the cross-entropy (on float32
logits, -100 ignored) is inside its forward, as HF models called with labels and nanoGPT do.

Table "loss inside" (forward + backward, no optimizer), the reference table's variants:
    eager, compile (torch.compile), compile-float8 (torchao's float8 linears, tensorwise, then
    torch.compile; needs torchao), artifact (fused loss), artifact-unfused (--no-fused-loss),
    artifact-fp8 (--fp8), artifact-fp8-delayed (--fp8 te-delayed: delayed scaling, run by
    torch._scaled_mm where TransformerEngine is not installed), artifact-fp8-attention (the same
    with --fp8-attention: attention on float8 q, k and v, cuDNN's kernel through
    TransformerEngine, which must be installed for speed), artifact-fp8-unfused,
    artifact-budget (--memory-budget with offload, --budget GB)
Table "with AdamW" (forward + backward + optimizer step):
    eager-adamw, compile-adamw (torch.optim.AdamW(fused=True), its states in the parameters'
    dtype), artifact-adamw (the artifact, then the same fused AdamW), artifact-optimizer
    (--optimizer adamw: the update inside the backward), artifact-optimizer-budget (the same
    under --memory-budget --adamw-budget GB with offload), artifact-fp8-optimizer

Each row: first step (compile + first step for torch.compile; load + first step for an
artifact), median step of --steps after --warmup, tokens/s, peak memory
(torch.cuda.max_memory_allocated over the timed steps, CUDA only) and the compiler's estimate.
Artifacts are compiled into --out (reused when their options match) and, on a GPU, their
kernels built there (on the CPU the portable programs run): `--prepare` does only that (on
the CPU machine with `--device cuda`, to save the GPU's time; the kernels are then built by the
first run on the GPU). Nothing asserts a time.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

from report import (build_kernels_apart, emit, float8_linears, fresh_run, has_cuda, load_llama, overrides,
                    profile_kernels, profile_table, result, time_steps, variants_of)

ROOT = Path(__file__).resolve().parents[1]
LOSS_INSIDE = ("eager", "compile", "compile-float8", "artifact", "artifact-unfused", "artifact-fp8",
               "artifact-fp8-delayed", "artifact-fp8-attention", "artifact-fp8-unfused", "artifact-budget")
WITH_ADAMW = ("eager-adamw", "compile-adamw", "artifact-adamw", "artifact-optimizer", "artifact-optimizer-budget",
              "artifact-fp8-optimizer")
VARIANTS = LOSS_INSIDE + WITH_ADAMW
# The compile options of each artifact a variant runs.
ARTIFACTS = {
    "artifact": {}, "artifact-unfused": {"fused_loss": False},
    "artifact-fp8": {"fp8": "tensorwise"}, "artifact-fp8-delayed": {"fp8": "te-delayed"},
    "artifact-fp8-attention": {"fp8": "te-delayed", "fp8_attention": True},
    "artifact-fp8-unfused": {"fp8": "tensorwise", "fused_loss": False},
    "artifact-budget": {"budget": True},
    "artifact-adamw": {}, "artifact-optimizer": {"optimizer": "adamw"},
    "artifact-optimizer-budget": {"optimizer": "adamw", "adamw_budget": True},
    "artifact-fp8-optimizer": {"fp8": "tensorwise", "optimizer": "adamw"},
}
LR = 1e-5      # small enough that 20 steps of random data stay finite in bf16


def parse(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--config", default="tiny", help="examples/llama.py config (default tiny)")
    ap.add_argument("--layers", type=int, help="override n_layers")
    ap.add_argument("--arg", action="append", default=[], help="other LlamaConfig field, KEY=INT")
    ap.add_argument("--shape", default="2x64", help="BxT token batch (default 2x64)")
    ap.add_argument("--dtype", default="float32", choices=["float32", "bfloat16"])
    ap.add_argument("--device", default=None, choices=["cpu", "cuda"], help="default: cuda when there is one")
    ap.add_argument("--steps", type=int, default=10)
    ap.add_argument("--warmup", type=int, default=3)
    ap.add_argument("--variants", default=",".join(VARIANTS), help=f"comma-separated, from {', '.join(VARIANTS)}")
    ap.add_argument("--budget", type=float, default=None, metavar="GB",
                    help="artifact-budget's --memory-budget (default: 0.8 x the GPU's memory; 1 GB on CPU)")
    ap.add_argument("--adamw-budget", type=float, default=None, metavar="GB",
                    help="artifact-optimizer-budget's --memory-budget (default: 0.6 x the GPU's memory; 1 GB on CPU)")
    ap.add_argument("--out", default=None, help="where the artifacts go (default artifacts/step-<config>-<device>)")
    ap.add_argument("--prepare", action="store_true", help="compile (and on a GPU build kernels for) the artifacts, "
                                                          "then stop")
    ap.add_argument("--profile", metavar="DIR", help="CUDA only: profile one more step of each variant after the timed "
                                                     "ones, its kernels into DIR and their time by kind into the report")
    ap.add_argument("--json", help="write the report here")
    ap.add_argument("--markdown", help="write the tables here")
    ap.add_argument("--one", help=argparse.SUPPRESS)          # internal: run one variant, print JSON
    ap.add_argument("--artifact", help=argparse.SUPPRESS)
    a = ap.parse_args(argv)
    if a.device is None:
        a.device = "cuda" if has_cuda() else "cpu"
    return a


def run_one(a) -> dict:
    import torch

    sys.path.insert(0, str(ROOT))
    llama = load_llama()
    variant = a.one
    B, T = (int(x) for x in a.shape.lower().split("x"))
    dtype = getattr(torch, a.dtype)
    torch.manual_seed(0)
    with torch.device(a.device):
        model = llama.Llama(a.config, **overrides(a)).to(dtype)
    c = model.config
    idx = torch.randint(0, c.vocab_size, (B, T), device=a.device)
    targets = torch.randint(0, c.vocab_size, (B, T), device=a.device)

    def sync():
        if a.device == "cuda":
            torch.cuda.synchronize()

    sync()
    start = time.perf_counter()
    load_s = 0.0
    optimizer = None
    if variant.startswith("compile"):
        step_model = torch.compile(float8_linears(model) if variant == "compile-float8" else model)
    elif variant.startswith("artifact"):
        import aotc.runtime
        step_model = aotc.runtime.load(a.artifact, model, lr=LR)
        load_s = time.perf_counter() - start
        optimizer = step_model.optimizer
    else:
        step_model = model
    if variant.endswith("adamw"):
        fused = a.device == "cuda"
        optimizer = torch.optim.AdamW(model.parameters(), lr=LR, fused=fused)

    def step():
        loss = step_model(idx, targets)
        loss.backward()
        if optimizer is not None:
            optimizer.step()            # the artifact's own optimizer has updated in backward: no-op
            optimizer.zero_grad(set_to_none=True)
        else:
            for p in model.parameters():
                p.grad = None
        return loss

    first_loss = step().item()
    sync()
    first_s = time.perf_counter() - start
    times = time_steps(step, a.device, a.warmup, a.steps)
    median = statistics.median(times)
    profiled = profile_kernels(step, a.profile, variant) if a.profile and a.device == "cuda" else None
    manifest = getattr(step_model, "manifest", None)
    return {
        "variant": variant, "first_step_s": round(first_s, 3), "load_s": round(load_s, 3),
        "median_ms": round(median * 1e3, 3), "min_ms": round(min(times) * 1e3, 3), "max_ms": round(max(times) * 1e3, 3),
        "tokens_per_s": round(B * T / median, 1),
        "peak_gb": round(torch.cuda.max_memory_allocated() / 1e9, 3) if a.device == "cuda" else None,
        "estimated_peak_gb": round(manifest.memory.peak / 1e9, 3) if manifest is not None else None,
        "offloaded_gb": round(manifest.memory.offloaded / 1e9, 3) if manifest is not None else None,
        "first_loss": first_loss, "kernel_packs": getattr(step_model, "kernel_packs", {}),
        "device": torch.cuda.get_device_name() if a.device == "cuda" else "cpu", "torch": torch.__version__,
        "profile": profiled,
    }


def budget_gb(a, given: float | None, share: float) -> float:
    """A budget in GB: the one given, else `share` of the GPU's memory (1 GB on the CPU)."""
    if given is not None:
        return given
    if a.device == "cuda":
        import torch
        return round(share * torch.cuda.get_device_properties(0).total_memory / 1e9, 1)
    return 1.0


def prepare(a, variants: list[str]) -> dict[str, str]:
    """Compile each artifact the variants run (once per distinct options; kept when its options
    and the compiler's version match) and, on a GPU, build its kernels."""
    # Imported here: the parent alone compiles; the variants' fresh processes that run eager or
    # torch.compile never import aotc, so its import cannot change what they measure.
    sys.path.insert(0, str(ROOT))
    import aotc
    from aotc.format.artifact import read_manifest
    out = Path(a.out or ROOT / "artifacts" / f"step-{a.config}-{a.device}")
    B, T = (int(x) for x in a.shape.lower().split("x"))
    paths: dict[str, str] = {}
    for v in variants:
        if v not in ARTIFACTS:
            continue
        opts = dict(ARTIFACTS[v])
        if opts.pop("budget", False):
            opts["memory_budget_gb"] = budget_gb(a, a.budget, 0.8)
        if opts.pop("adamw_budget", False):
            opts["memory_budget_gb"] = budget_gb(a, a.adamw_budget, 0.6)
        name = "-".join(f"{k}={val}" for k, val in sorted(opts.items())) or "default"
        path = out / name.replace("_", "-")
        stamp = path / "bench-options.json"
        wanted = json.dumps({"options": opts, "config": a.config, "overrides": overrides(a), "shape": a.shape,
                             "dtype": a.dtype, "device": a.device, "compiler": aotc.__version__}, sort_keys=True)
        if not (stamp.exists() and stamp.read_text() == wanted):
            t = time.perf_counter()
            aotc.compile(str(ROOT / "examples/llama.py") + ":Llama", [f"i64[{B},{T}]", f"i64[{B},{T}]"],
                         args={"config": a.config, **overrides(a)}, dtype=a.dtype, device=a.device, output=path, **opts)
            stamp.write_text(wanted)
            print(f"compiled {path.name} in {time.perf_counter() - t:.1f} s", file=sys.stderr)
        if a.device == "cuda" and has_cuda() and not any(read_manifest(path).packs.values()):
            t = time.perf_counter()
            build_kernels_apart(path)
            print(f"built the kernels of {path.name} in {time.perf_counter() - t:.1f} s", file=sys.stderr)
        paths[v] = str(path)
    return paths


def table(rows: list[dict], names: tuple[str, ...]) -> str:
    lines = ["| variant | first step | step (median) | min..max | tokens/s | peak | estimated peak (offloaded) |",
             "|---|---:|---:|---:|---:|---:|---:|"]
    for r in rows:
        if r["variant"] not in names:
            continue
        first = f"{r['first_step_s']:.2f} s" + (f" (load {r['load_s']:.2f} s)" if r["load_s"] else "")
        peak = "" if r["peak_gb"] is None else f"{r['peak_gb']:.2f} GB"
        estimate = "" if not r.get("estimated_peak_gb") else f"{r['estimated_peak_gb']:.2f} GB" + (
            f" ({r['offloaded_gb']:.2f} GB)" if r.get("offloaded_gb") else "")
        lines.append(f"| {r['variant']} | {first} | {r['median_ms']:.2f} ms | {r['min_ms']:.2f}..{r['max_ms']:.2f} | "
                     f"{r['tokens_per_s']:,.0f} | {peak} | {estimate} |")
    return "\n".join(lines)


def ratios(rows: list[dict]) -> dict:
    """The targets' ratios, where both sides ran."""
    by = {r["variant"]: r for r in rows}
    out = {}

    def ratio(name, a, b, key):
        if a in by and b in by and by[a].get(key) and by[b].get(key):
            out[name] = round(by[a][key] / by[b][key], 4)
    ratio("loss inside: step artifact / compile", "artifact", "compile", "median_ms")
    ratio("loss inside: peak artifact / compile", "artifact", "compile", "peak_gb")
    ratio("loss inside: peak artifact-budget / compile", "artifact-budget", "compile", "peak_gb")
    ratio("loss inside: step artifact-budget / compile", "artifact-budget", "compile", "median_ms")
    ratio("fp8: tokens/s artifact-fp8 / compile", "artifact-fp8", "compile", "tokens_per_s")
    ratio("fp8: tokens/s artifact-fp8-delayed / compile", "artifact-fp8-delayed", "compile", "tokens_per_s")
    ratio("fp8: tokens/s compile-float8 / compile", "compile-float8", "compile", "tokens_per_s")
    ratio("adamw: step artifact-optimizer / compile-adamw", "artifact-optimizer", "compile-adamw", "median_ms")
    ratio("adamw: step artifact-optimizer-budget / compile-adamw", "artifact-optimizer-budget", "compile-adamw",
          "median_ms")
    for v in ("artifact-optimizer", "artifact-optimizer-budget"):
        if v in by and "compile-adamw" in by and by["compile-adamw"]["peak_gb"] and by[v]["peak_gb"]:
            out[f"adamw: peak compile-adamw - {v} (GB)"] = round(by["compile-adamw"]["peak_gb"] - by[v]["peak_gb"], 3)
    return out


def main(argv=None):
    a = parse(argv)
    if a.one:
        result(run_one(a))
        return
    variants = variants_of(a.variants, VARIANTS)
    paths = prepare(a, variants)
    if a.prepare:
        print(json.dumps(paths, indent=2))
        return
    base = [x for x in (argv if argv is not None else sys.argv[1:])]
    rows = []
    for v in variants:
        args = [*base, "--device", a.device, "--one", v] + (["--artifact", paths[v]] if v in paths else [])
        row, proc = fresh_run(__file__, args, v)
        if row is None:
            rows.append({"variant": v, "failed": (proc.stderr or proc.stdout)[-2000:]})
            continue
        rows.append(row)
        print(f"{v}: {rows[-1]['median_ms']:.2f} ms, peak {rows[-1]['peak_gb']} GB", file=sys.stderr)
    ran = [r for r in rows if "failed" not in r]
    report = {"config": a.config, "overrides": overrides(a), "shape": a.shape, "dtype": a.dtype, "device": a.device,
              "rows": rows, "ratios": ratios(ran)}
    markdown = ("Loss inside, forward + backward:\n\n" + table(ran, LOSS_INSIDE) + "\n\nWith AdamW:\n\n"
                + table(ran, WITH_ADAMW) + "\n\n" + "\n".join(f"- {k}: {v}" for k, v in report["ratios"].items()))
    if profile_table(ran):
        markdown += "\n\n" + profile_table(ran)
    failed = [r["variant"] for r in rows if "failed" in r]
    if failed:
        markdown += f"\n\nfailed: {', '.join(failed)} (see the JSON)"
    emit(report, markdown, a.json, a.markdown)


if __name__ == "__main__":
    main()
