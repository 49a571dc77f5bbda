"""What the benchmarks share. How they hand over their results: each variant's own fresh
process prints one RESULT line that the parent reads (`result`, `fresh_run`), and the parent
prints JSON and a markdown table, and writes them into files when asked (`emit`; mesh.py prints
its table and writes its rows itself). And the model most of them time: examples/llama.py
(`load_llama`) with the config fields the command line overrides (`overrides`)."""

from __future__ import annotations

import bisect
import importlib.util
import json
import os
import subprocess
import sys
import time
from pathlib import Path

RESULT = "RESULT "
ROOT = Path(__file__).resolve().parents[1]


def has_cuda() -> bool:
    """Whether torch is importable here and sees a GPU (the parents run without torch too)."""
    try:
        import torch
        return torch.cuda.is_available()
    except ImportError:
        return False


def overrides(a, length: int | None = None) -> dict:
    """LlamaConfig fields from --layers and --arg KEY=INT; with `length`, a max_seq_len that
    holds it."""
    out = {"n_layers": a.layers} if a.layers else {}
    for kv in a.arg:
        k, _, v = kv.partition("=")
        out[k] = int(v)
    if length is not None:
        out["max_seq_len"] = max(length, out.get("max_seq_len", 0))
    return out


def time_steps(step, device: str, warmup: int, steps: int) -> list[float]:
    """Seconds of each of `steps` calls of `step()` after `warmup` untimed ones, each timed
    between two synchronisations of the device; on CUDA the peak-memory counter restarts after
    the warm-up, so a variant's peak is its steady state's."""
    import torch    # here: the parents that import this module may run where torch is not

    def sync():
        if device == "cuda":
            torch.cuda.synchronize()

    for _ in range(warmup):
        step()
    sync()
    if device == "cuda":
        torch.cuda.reset_peak_memory_stats()
    times = []
    for _ in range(steps):
        sync()
        begin = time.perf_counter()
        step()
        sync()
        times.append(time.perf_counter() - begin)
    return times


# Kinds of GPU work, by kernel name (first match wins), for saying where a step's time goes.
KERNEL_KINDS = (
    ("attention", ("flash", "fmha", "attention", "sdpa")),
    ("matmul", ("gemm", "cutlass", "nvjet", "xmma", "cublas", "_mm_", "scaled_mm", "matmul")),
    ("optimizer", ("adam", "multi_tensor")),
    ("collective", ("nccl",)),
    ("fp8 cast (TE)", ("cast_transpose", "amax_kernel", "quantize", "transformer_engine")),
    ("fused (triton)", ("triton",)),          # before copies: Inductor names kernels by their ops (_to_copy)
    ("copy", ("memcpy", "memset", "copy_kernel", "direct_copy")),
    ("elementwise (aten)", ("elementwise", "vectorized", "reduce", "unrolled", "index", "scatter", "gather")),
)


def kernel_kind(name: str) -> str:
    low = name.lower()
    return next((kind for kind, keys in KERNEL_KINDS if any(k in low for k in keys)), "other")


def profile_kernels(step, directory, variant: str) -> dict:
    """One `step()` under torch.profiler (CUDA): every kernel's calls and device time into
    DIR/kernels-<variant>.json (another rank than 0: <variant>-rank<r>), the profiler's table
    into .txt, where collectives ran alone into exposed-<variant>.json, and a summary returned: the
    step's wall time, the time some kernel ran (the union of their intervals: the rest is the
    GPU waiting), and milliseconds per kind of kernel (KERNEL_KINDS)."""
    import torch
    from torch.profiler import ProfilerActivity, profile
    torch.cuda.synchronize()
    with profile(activities=[ProfilerActivity.CUDA, ProfilerActivity.CPU]) as p:
        begin = time.perf_counter()
        step()
        torch.cuda.synchronize()
        wall = time.perf_counter() - begin
    directory = Path(directory)
    directory.mkdir(parents=True, exist_ok=True)
    if int(os.environ.get("RANK", "0")):        # every rank profiles: rank 0's files keep the plain name
        variant = f"{variant}-rank{os.environ['RANK']}"
    (directory / f"kernels-{variant}.txt").write_text(p.key_averages().table(sort_by="cuda_time_total", row_limit=40))
    # ProcessGroupNCCL's "nccl:<op>" ranges show on the device too, spanning the kernel they
    # annotate: not kernels, and counting them would count each collective twice.
    launched = [e for e in p.events() if e.device_type == torch.autograd.DeviceType.CUDA
                and not e.name.startswith("nccl:")]
    kernels, spans, compute = {}, [], []
    for e in launched:
        calls, us = kernels.get(e.name, (0, 0.0))
        kernels[e.name] = (calls + 1, us + e.device_time)
        spans.append((e.time_range.start, e.time_range.end))
        if kernel_kind(e.name) != "collective":
            compute.append(spans[-1])
    (directory / f"kernels-{variant}.json").write_text(json.dumps(
        {name: {"calls": c, "us": round(us, 1)} for name, (c, us) in sorted(kernels.items(), key=lambda kv: -kv[1][1])},
        indent=1))
    busy, computing = _union(spans), _union(compute)
    timeline = [(e.name, e.time_range.start, e.time_range.end) for e in launched]
    matmuls = _beside_collectives(timeline)
    (directory / f"matmuls-{variant}.json").write_text(json.dumps(matmuls, indent=1))
    (directory / f"exposed-{variant}.json").write_text(json.dumps(_exposed(timeline), indent=1))
    kinds: dict[str, float] = {}
    for name, (_, us) in kernels.items():
        kind = kernel_kind(name)
        kinds[kind] = kinds.get(kind, 0.0) + us / 1e3
    # Exposed communication: time some collective ran and no other kernel did.
    return {"wall_ms": round(wall * 1e3, 1), "busy_ms": round(busy / 1e3, 1),
            "exposed_collective_ms": round((busy - computing) / 1e3, 1),
            "matmul_beside_collective_ms": matmuls["beside"]["ms"], "matmul_alone_ms": matmuls["alone"]["ms"],
            "kinds_ms": {k: round(v, 1) for k, v in sorted(kinds.items(), key=lambda kv: -kv[1])}}


def _beside_collectives(kernels: list[tuple[str, float, float]]) -> dict:
    """Matmul kernels (of `kernels`: name, start, end) split by whether a collective kernel ran
    beside them (over half of the matmul's time): their milliseconds, and each kernel name's
    mean microseconds both ways. A kernel that is slower beside a collective than alone shares
    its SMs or memory with NCCL."""
    merged = _merged((start, end) for name, start, end in kernels if kernel_kind(name) == "collective")
    starts = [m[0] for m in merged]
    out = {"beside": {"ms": 0.0, "calls": 0}, "alone": {"ms": 0.0, "calls": 0}, "by_name": {}}
    for name, start, end in kernels:
        if kernel_kind(name) != "matmul" or end <= start:
            continue
        shared, i = 0.0, max(bisect.bisect_right(starts, start) - 1, 0)
        while i < len(merged) and merged[i][0] < end:
            shared += max(0.0, min(end, merged[i][1]) - max(start, merged[i][0]))
            i += 1
        where = "beside" if shared > (end - start) / 2 else "alone"
        out[where]["ms"] += (end - start) / 1e3
        out[where]["calls"] += 1
        row = out["by_name"].setdefault(name, {"beside": [0, 0.0], "alone": [0, 0.0]})
        row[where][0] += 1
        row[where][1] += end - start
    for where in ("beside", "alone"):
        out[where]["ms"] = round(out[where]["ms"], 1)
    out["by_name"] = {name: {w: {"calls": c, "mean_us": round(us / c, 1) if c else None} for w, (c, us) in row.items()}
                      for name, row in sorted(out["by_name"].items(),
                                              key=lambda kv: -(kv[1]["beside"][1] + kv[1]["alone"][1]))}
    return out


def _exposed(kernels: list[tuple[str, float, float]], top: int = 60) -> dict:
    """Where collectives ran with no other kernel beside them: each such stretch (merged where
    they touch) with its start in the step (ms from the first kernel), its length, the
    collective kernels in it and the compute kernels just before and after, longest first; and
    the exposed milliseconds in each tenth of the step (the forward comes first)."""
    kernels = sorted(kernels, key=lambda k: k[1])
    if not kernels:
        return {"stretches": [], "by_tenth_ms": []}
    t0, t1 = kernels[0][1], max(k[2] for k in kernels)
    compute = [k for k in kernels if kernel_kind(k[0]) != "collective"]
    starts = [k[1] for k in compute]
    busy = _merged((a, b) for _, a, b in compute)
    busy_starts = [m[0] for m in busy]
    stretches = []
    for name, a, b in (k for k in kernels if kernel_kind(k[0]) == "collective"):
        cut = [(a, b)]
        for x, y in busy[max(bisect.bisect_right(busy_starts, a) - 1, 0):]:
            if x >= b:
                break
            cut = [piece for lo, hi in cut for piece in ((lo, min(hi, x)), (max(lo, y), hi)) if piece[1] > piece[0]]
        stretches += [(lo, hi, name) for lo, hi in cut]
    merged: list[list] = []
    for lo, hi, name in sorted(stretches):
        if merged and lo <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], hi)
            merged[-1][2].add(name[:60])
        else:
            merged.append([lo, hi, {name[:60]}])
    tenths = [0.0] * 10
    out = []
    for lo, hi, names in merged:
        i = bisect.bisect_right(starts, lo)
        before = compute[i - 1][0][:80] if i else ""
        after = compute[i][0][:80] if i < len(compute) else ""
        tenths[min(int(10 * (lo - t0) / max(t1 - t0, 1e-9)), 9)] += (hi - lo) / 1e3
        out.append({"at_ms": round((lo - t0) / 1e3, 2), "us": round(hi - lo, 1), "collectives": sorted(names),
                    "after": before, "before": after})
    out.sort(key=lambda r: -r["us"])
    return {"stretches": out[:top], "count": len(out), "by_tenth_ms": [round(t, 2) for t in tenths]}


def _merged(spans) -> list[list[float]]:
    """(start, end) intervals merged where they overlap or touch, in order: [[start, end], ...]."""
    out: list[list[float]] = []
    for start, end in sorted(spans):
        if out and start <= out[-1][1]:
            out[-1][1] = max(out[-1][1], end)
        else:
            out.append([start, end])
    return out


def _union(spans) -> float:
    """The length of the union of (start, end) intervals."""
    total, reach = 0.0, float("-inf")
    for start, end in sorted(spans):
        if end > reach:
            total += end - max(start, reach)
            reach = end
    return total


def profile_table(rows: list[dict]) -> str:
    """Milliseconds per kind of kernel, one column per profiled variant."""
    rows = [r for r in rows if r.get("profile")]
    if not rows:
        return ""
    kinds = sorted({k for r in rows for k in r["profile"]["kinds_ms"]},
                   key=lambda k: -max(r["profile"]["kinds_ms"].get(k, 0.0) for r in rows))
    out = ["| kernels (one profiled step, ms) | " + " | ".join(r["variant"] for r in rows) + " |",
           "|---|" + "---:|" * len(rows)]
    for k in kinds:
        out.append(f"| {k} | " + " | ".join(f"{r['profile']['kinds_ms'].get(k, 0.0):.1f}" for r in rows) + " |")
    out.append("| all kernels, busy (union) | " + " | ".join(f"{r['profile']['busy_ms']:.1f}" for r in rows) + " |")
    out.append("| collectives alone (exposed) | " + " | ".join(
        f"{r['profile'].get('exposed_collective_ms', 0.0):.1f}" for r in rows) + " |")
    for key, label in (("matmul_beside_collective_ms", "matmuls beside a collective"), ("matmul_alone_ms", "matmuls alone")):
        out.append(f"| {label} | " + " | ".join(f"{r['profile'].get(key, 0.0):.1f}" for r in rows) + " |")
    out.append("| step, wall | " + " | ".join(f"{r['profile']['wall_ms']:.1f}" for r in rows) + " |")
    return "\n".join(out)


def load_llama():
    """examples/llama.py imported by its path (examples/ is not a package), registered in
    sys.modules so that its dataclasses resolve their module."""
    spec = importlib.util.spec_from_file_location("bench_llama", ROOT / "examples" / "llama.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["bench_llama"] = module
    spec.loader.exec_module(module)
    return module


def float8_linears(model):
    """`model` with torchao's float8 linears (tensorwise dynamic scaling) in every linear, as
    `--fp8` does without `--fp8-skip`: the compile-float8 baseline of compare.py and step.py."""
    try:
        from torchao.float8 import convert_to_float8_training
    except ImportError as e:
        raise SystemExit(f"compile-float8 needs torchao (pip install torchao): {e}")
    return convert_to_float8_training(model)


def variants_of(given: str, known) -> list[str]:
    """The comma-separated variants asked for; exits naming any that is not `known`."""
    variants = [v for v in given.split(",") if v]
    unknown = sorted(set(variants) - set(known))
    if unknown:
        sys.exit(f"unknown variant(s) {unknown}; choose from {', '.join(known)}")
    return variants


def result(row: dict) -> None:
    """What a variant's own process prints for its parent (`fresh_run`) to read."""
    print(RESULT + json.dumps(row))


def run_jobs(script: str, jobs, args_of, timeout: float | None = None, json_path: str | None = None) -> list:
    """Each (variant, path, nproc) of `jobs` as `fresh_run(script, args_of(variant, path))`: the
    rows they printed, each written to `json_path` as it comes (a run cut short keeps what it
    measured); a variant that times out or prints none is said on stderr and left out."""
    rows = []
    for variant, path, nproc in jobs:
        try:
            got, _ = fresh_run(script, args_of(variant, path), label=variant, nproc=nproc, timeout=timeout)
        except subprocess.TimeoutExpired:
            print(f"{variant}: no result in {timeout} s", file=sys.stderr, flush=True)
            continue
        if got is not None:
            rows.append(got)
            print(f"{variant}: {got['median_ms']} ms", file=sys.stderr, flush=True)
            if json_path:
                Path(json_path).write_text(json.dumps(rows, indent=2))
    return rows


def fresh_run(script: str, args: list[str], label: str | None = None, timeout: float | None = None,
              env: dict | None = None, nproc: int | None = None):
    """`script` with `args` in a fresh Python process (environment `env`, else this one's), or
    with `nproc` as a torchrun job of that many processes (rank 0 prints the result): (the
    result it printed, the finished process). The result is None when it printed none; then,
    given a label, the tails of its output are printed under it."""
    launcher = [sys.executable] if nproc is None else \
        [sys.executable, "-m", "torch.distributed.run", "--standalone", f"--nproc-per-node={nproc}"]
    proc = subprocess.run([*launcher, str(Path(script).resolve()), *args], capture_output=True, text=True,
                          env=env if env is not None else os.environ, timeout=timeout)
    line = next((x for x in proc.stdout.splitlines() if x.startswith(RESULT)), None)
    if line is None:
        if label is not None:
            print(f"{label} failed:\n{proc.stdout[-3000:]}\n{proc.stderr[-3000:]}", file=sys.stderr)
        return None, proc
    return json.loads(line[len(RESULT):]), proc


def build_kernels_apart(path, env: dict | None = None) -> str:
    """`thunder-aot build-kernels path` in a fresh process (environment `env`, else this one's),
    its output returned: building runs every region's kernels at the artifact's shapes, and a
    parent that did it itself would hold that memory in its allocator's cache while the variants
    it starts run (at long sequences, enough to fail them). Raises RuntimeError with the output's
    tail when the command fails."""
    env = dict(env if env is not None else os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    proc = subprocess.run([sys.executable, "-m", "cli", "build-kernels", str(Path(path).resolve()), "-q"], cwd=ROOT,
                          env=env, capture_output=True, text=True)
    print(proc.stdout, end="", flush=True)
    if proc.returncode:
        raise RuntimeError(f"build-kernels exited {proc.returncode}: {(proc.stdout + proc.stderr)[-1500:]}")
    return proc.stdout


def emit(report: dict, markdown: str | None = None, json_path: str | None = None,
         markdown_path: str | None = None) -> None:
    print(json.dumps(report, indent=2))
    if markdown is not None:
        print(markdown)
    if json_path:
        Path(json_path).write_text(json.dumps(report, indent=2))
    if markdown_path and markdown is not None:
        Path(markdown_path).write_text(markdown + "\n")
