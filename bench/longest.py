"""The longest sequence that trains on one GPU: torch.compile with activation checkpointing
against the artifact under a memory budget with offload. Each trial is one fresh process
running --trial-steps whole training steps (forward with the loss inside, backward, AdamW; two by
default, the second one timed; with one, its time includes the load or the compile).

    # on the CPU machine: find the artifact's longest sequence by the compiler's estimate and
    # compile it (and its neighbours) for the GPU, so that the GPU's time goes to running
    python bench/longest.py --prepare --config llama-3-8b --dtype bfloat16 --budget 120 --out artifacts/longest
    # on the GPU machine
    python bench/longest.py --config llama-3-8b --dtype bfloat16 --out artifacts/longest --json longest.json

Variants:
    compile-ac        torch.compile of the model with every block under torch.utils.checkpoint
                      (torchtitan's full activation checkpointing), torch.optim.AdamW(fused=True)
    artifact-offload  the artifact compiled with --memory-budget (--budget GB) and offload into at
                      most --offload-gb of host memory, and --optimizer adamw (the update in the backward)
torch.compile is searched by bisection over multiples of --step tokens between --lo and --hi.
The artifact is tried at the longest prepared length first, then shorter prepared ones until
one trains (without --prepare, it is bisected too, compiling each trial). A trial fails when
the step raises (out of memory), or the compile refuses the budget. Nothing asserts a time.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

from report import build_kernels_apart, emit, fresh_run, has_cuda, load_llama, overrides, result

ROOT = Path(__file__).resolve().parents[1]
VARIANTS = ("compile-ac", "artifact-offload")


def parse(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--config", default="tiny")
    ap.add_argument("--layers", type=int)
    ap.add_argument("--arg", action="append", default=[], help="other LlamaConfig field, KEY=INT")
    ap.add_argument("--dtype", default="float32", choices=["float32", "bfloat16"])
    ap.add_argument("--device", default=None, choices=["cpu", "cuda"])
    ap.add_argument("--lo", type=int, default=None, help="shortest length tried (default: --step)")
    ap.add_argument("--hi", type=int, default=None, help="longest length tried (default: max_seq_len x 16)")
    ap.add_argument("--step", type=int, default=None, help="lengths are multiples of this (default 1024; 16 tiny)")
    ap.add_argument("--budget", type=float, default=None, metavar="GB",
                    help="the artifact's --memory-budget (default: 0.85 x the GPU's memory; required with "
                         "--prepare on a machine without one)")
    ap.add_argument("--offload-gb", type=float, default=None, metavar="GB",
                    help="host memory the artifact may offload into (default: half the machine's memory, "
                         "where it runs; 64 with --prepare elsewhere)")
    ap.add_argument("--variants", default=",".join(VARIANTS))
    ap.add_argument("--out", default=None, help="artifacts directory (default artifacts/longest-<config>)")
    ap.add_argument("--prepare", action="store_true",
                    help="bisect the artifact's length by the compiler's estimate and compile it, then stop")
    ap.add_argument("--timeout", type=int, default=1200, help="seconds a trial may take")
    ap.add_argument("--trial-steps", type=int, default=2, choices=[1, 2],
                    help="steps per trial: 2 times the second; 1 saves a step's time at lengths where one takes "
                         "minutes (every variant's first step holds its optimizer's states)")
    ap.add_argument("--json")
    ap.add_argument("--markdown")
    ap.add_argument("--one", help=argparse.SUPPRESS)
    ap.add_argument("--length", type=int, help=argparse.SUPPRESS)
    ap.add_argument("--artifact", help=argparse.SUPPRESS)
    a = ap.parse_args(argv)
    if a.device is None:
        a.device = "cuda" if has_cuda() else "cpu"
    tiny = a.config == "tiny"
    a.step = a.step or (16 if tiny else 1024)
    a.lo = a.lo or a.step
    return a


def run_trial(a) -> dict:
    """--trial-steps training steps at --length in this process."""
    import torch
    from torch.utils.checkpoint import checkpoint

    sys.path.insert(0, str(ROOT))
    llama = load_llama()
    T = a.length
    torch.manual_seed(0)
    with torch.device(a.device):
        model = llama.Llama(a.config, **overrides(a, T)).to(getattr(torch, a.dtype))
    idx = torch.randint(0, model.config.vocab_size, (1, T), device=a.device)
    targets = torch.randint(0, model.config.vocab_size, (1, T), device=a.device)
    start = time.perf_counter()
    if a.one == "compile-ac":
        for block in model.layers:
            block.forward = (lambda f: lambda *args: checkpoint(f, *args, use_reentrant=False))(block.forward)
        step_model = torch.compile(model)
        optimizer = torch.optim.AdamW(model.parameters(), lr=1e-5, fused=a.device == "cuda")
        # AdamW makes its states (32 GB at 8B in bf16) in its first step(), after the first
        # backward; make them now, by a step on zero gradients (a no-op but for weight decay's
        # 1e-7 shrink), so that the first step already holds what every later one does, as the
        # artifact's does (its update runs inside the backward, its states made before it).
        for p in model.parameters():
            p.grad = torch.zeros_like(p)
        optimizer.step()
        optimizer.zero_grad(set_to_none=True)
    else:
        import aotc.runtime
        step_model = aotc.runtime.load(a.artifact, model, lr=1e-5)
        optimizer = step_model.optimizer
    times = []
    for _ in range(a.trial_steps):
        t = time.perf_counter()
        step_model(idx, targets).backward()
        optimizer.step()
        optimizer.zero_grad(set_to_none=True)
        if a.device == "cuda":
            torch.cuda.synchronize()
        times.append(time.perf_counter() - t)
    return {"length": T, "ok": True, "step_s": round(times[-1], 3), "first_s": round(time.perf_counter() - start, 3),
            "peak_gb": round(torch.cuda.max_memory_allocated() / 1e9, 3) if a.device == "cuda" else None}


def budget_gb(a) -> float:
    if a.budget is not None:
        return a.budget
    if a.device == "cuda" and has_cuda():
        import torch
        return round(0.85 * torch.cuda.get_device_properties(0).total_memory / 1e9, 1)
    if a.config == "tiny":
        return 0.05
    sys.exit("--budget GB is needed: this machine has no GPU to size it by")


def offload_gb(a) -> float:
    if a.offload_gb is not None:
        return a.offload_gb
    if a.prepare:
        return 64.0
    return round(os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 2e9, 1)


def compile_artifact(a, T: int, out: Path) -> tuple[Path | None, str, float]:
    """(the artifact at length T, or None when its budget cannot be met; the reason; seconds)."""
    sys.path.insert(0, str(ROOT))
    import aotc
    from aotc.errors import CompileError
    path = out / f"T{T}"
    t = time.perf_counter()
    try:
        aotc.compile(str(ROOT / "examples/llama.py") + ":Llama", [f"i64[1,{T}]", f"i64[1,{T}]"],
                     args={"config": a.config, **overrides(a, T)}, dtype=a.dtype, device=a.device, output=path,
                     memory_budget_gb=budget_gb(a), offload_gb=offload_gb(a), optimizer="adamw")
    except CompileError as e:
        return None, str(e).splitlines()[0][:300], time.perf_counter() - t
    return path, "", time.perf_counter() - t


def trial(a, variant: str, T: int, artifact: Path | None = None) -> dict:
    args = ["--config", a.config, "--dtype", a.dtype, "--device", a.device, "--one", variant, "--length", str(T),
            "--trial-steps", str(a.trial_steps)]
    args += sum((["--arg", x] for x in a.arg), [])
    if a.layers:
        args += ["--layers", str(a.layers)]
    if artifact is not None:
        args += ["--artifact", str(artifact)]
        if a.device == "cuda":
            sys.path.insert(0, str(ROOT))
            from aotc.format.artifact import read_manifest
            if not any(read_manifest(artifact).packs.values()):
                build_kernels_apart(artifact)
    try:
        row, proc = fresh_run(__file__, args, timeout=a.timeout)
    except subprocess.TimeoutExpired:
        return {"length": T, "ok": False, "why": f"took over {a.timeout} s"}
    if row is None:
        tail = (proc.stderr or proc.stdout).strip().splitlines()
        why = next((x for x in reversed(tail) if "Error" in x or "error" in x), tail[-1] if tail else "no output")
        return {"length": T, "ok": False, "why": why[:300]}
    return row


def bisect(a, attempt) -> tuple[int | None, list[dict]]:
    """The longest multiple of --step in [lo, hi] for which attempt(T) succeeds (assumed monotone)."""
    hi = a.hi or 16 * (8192 if a.config != "tiny" else 256)
    lo_k, hi_k = a.lo // a.step, hi // a.step
    best, log = None, []
    while lo_k <= hi_k:
        k = (lo_k + hi_k) // 2
        record = attempt(k * a.step)
        log.append(record)
        print(f"  T={k * a.step}: {'ok' if record['ok'] else 'fails: ' + record.get('why', '')}", file=sys.stderr)
        if record["ok"]:
            best, lo_k = k * a.step, k + 1
        else:
            hi_k = k - 1
    return best, log


def prepare(a, out: Path) -> dict:
    """Bisect the artifact's length by whether the compiler can meet the budget; compile the
    longest (and the one below it, in case the GPU disagrees with the estimate)."""
    def attempt(T):
        path, why, seconds = compile_artifact(a, T, out)
        return {"length": T, "ok": path is not None, "why": why, "compile_s": round(seconds, 1)}
    best, log = bisect(a, attempt)
    plan = {"budget_gb": budget_gb(a), "estimated_longest": best, "trials": log,
            "prepared": sorted(int(p.name[1:]) for p in out.glob("T*") if (p / "manifest.msgpack").exists())}
    (out / "plan.json").write_text(json.dumps(plan, indent=2))
    return plan


def main(argv=None):
    a = parse(argv)
    if a.one:
        result(run_trial(a))
        return
    out = Path(a.out or ROOT / "artifacts" / f"longest-{a.config}")
    out.mkdir(parents=True, exist_ok=True)
    if a.prepare:
        print(json.dumps(prepare(a, out), indent=2))
        return
    variants = [v for v in a.variants.split(",") if v]
    results = {}
    for variant in variants:
        print(f"{variant}:", file=sys.stderr)
        if variant == "compile-ac":
            best, log = bisect(a, lambda T: trial(a, variant, T))
        else:
            prepared = sorted((int(p.name[1:]) for p in out.glob("T*") if (p / "manifest.msgpack").exists()),
                              reverse=True)
            if prepared:
                best, log = None, []
                for T in prepared:
                    record = trial(a, variant, T, out / f"T{T}")
                    log.append(record)
                    print(f"  T={T}: {'ok' if record['ok'] else 'fails: ' + record.get('why', '')}", file=sys.stderr)
                    if record["ok"]:
                        best = T
                        break
            else:
                def attempt(T):
                    path, why, _ = compile_artifact(a, T, out)
                    return trial(a, variant, T, path) if path else {"length": T, "ok": False, "why": why}
                best, log = bisect(a, attempt)
        results[variant] = {"longest": best, "trials": log}
    report = {"config": a.config, "overrides": overrides(a), "dtype": a.dtype, "device": a.device,
              "budget_gb": budget_gb(a) if "artifact-offload" in variants else None, "results": results}
    timed = "its step" if a.trial_steps == 2 else "its first step (with the compile or load)"
    rows = [f"| variant | longest sequence that trains | {timed} | its peak |", "|---|---:|---:|---:|"]
    for variant, r in results.items():
        ok = next((t for t in r["trials"] if t.get("ok") and t["length"] == r["longest"]), {})
        peak = f"{ok['peak_gb']:.1f} GB" if ok.get("peak_gb") else ""
        step = f"{ok['step_s']:.2f} s" if ok.get("step_s") is not None else ""
        rows.append(f"| {variant} | {r['longest'] or 'none'} | {step} | {peak} |")
    if all(results.get(v, {}).get("longest") for v in VARIANTS):
        times = results["artifact-offload"]["longest"] / results["compile-ac"]["longest"]
        rows.append(f"\nartifact / torch.compile: {times:.2f}x")
    emit(report, "\n".join(rows), a.json, a.markdown)


if __name__ == "__main__":
    main()
