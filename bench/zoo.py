"""The zoo at real widths on the GPU: per family, whether build-kernels built its pack, how the
artifact's loss and gradients agree with eager, and eager / torch.compile / artifact first
step, step and peak, each variant in its own fresh process.

    python bench/zoo.py compile --out zoo-artifacts [--families a,b]   # on the CPU box
    python bench/zoo.py run --dir zoo-artifacts [--families a,b] [--json F] [--markdown F] [--gpus N]

`compile` writes each family's bfloat16 CUDA artifact at its real width (tests/zoo records;
compiling never allocates a weight and needs no GPU). `run` builds each artifact's kernels in a
fresh process (a failure is reported, never fatal), then times each variant, after the
agreement of one step's loss and gradients with eager (tests/zoo/runner.py: `agreement`).
With `--gpus N`, N families run at once, each on a GPU of its own (every process of a family
sees only that GPU); `--budget S` starts no family after S seconds, and `--json` is rewritten
after each family, so a run cut short keeps what it finished.
"""

from __future__ import annotations

import argparse
import json
import os
import queue
import statistics
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from report import ROOT, build_kernels_apart, emit, fresh_run, profile_kernels, result, time_steps  # noqa: E402

sys.path.insert(0, str(ROOT / "tests"))
VARIANTS = ("eager", "compile", "artifact")      # and "artifact-graphs": loaded with cudagraphs=True


def parse(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("command", choices=("compile", "run"))
    p.add_argument("--families", default="", help="comma-separated names (default: every family)")
    p.add_argument("--out", default="zoo-artifacts", help="compile: where the artifacts go")
    p.add_argument("--dir", default="zoo-artifacts", help="run: the compiled artifacts")
    p.add_argument("--warmup", type=int, default=3)
    p.add_argument("--steps", type=int, default=10)
    p.add_argument("--variants", default=",".join(VARIANTS))
    p.add_argument("--timeout", type=float, default=600.0, help="seconds per variant process")
    p.add_argument("--gpus", type=int, default=1, help="run: families at once, one GPU each")
    p.add_argument("--budget", type=float, default=None, help="run: start no family after this many seconds")
    p.add_argument("--profile", help="run: one more step of each timed variant under the profiler, into this folder")
    p.add_argument("--json")
    p.add_argument("--markdown")
    p.add_argument("--one", help=argparse.SUPPRESS)          # a variant's own process
    p.add_argument("--family", help=argparse.SUPPRESS)
    return p.parse_args(argv)


def families(a) -> list:
    from zoo import FAMILIES
    names = [n for n in a.families.split(",") if n] or sorted(FAMILIES)
    unknown = sorted(set(names) - set(FAMILIES))
    if unknown:
        sys.exit(f"unknown families {unknown}; the zoo has {', '.join(sorted(FAMILIES))}")
    return [FAMILIES[n] for n in names]


def compile_all(a) -> None:
    import torch

    from zoo.runner import in_dtype

    import aotc
    out = Path(a.out)
    for family in families(a):
        target = out / family.name
        if target.exists():
            print(f"{family.name}: {target} exists, kept")
            continue
        start = time.perf_counter()
        with torch.device("meta"):
            model = family.build("real")
        batch = in_dtype(family.batch("real", torch.Generator().manual_seed(1)), torch.bfloat16)
        try:
            aotc.compile(model, list(batch), output=target, device="cuda", dtype="bfloat16")
            print(f"{family.name}: compiled in {time.perf_counter() - start:.1f} s")
        except Exception as e:    # the table says which family did not compile, and why
            print(f"{family.name}: compile failed: {type(e).__name__}: {str(e).splitlines()[0][:300]}")


def run_one(a) -> dict:
    import torch

    from zoo import FAMILIES
    from zoo.runner import in_dtype
    family = FAMILIES[a.family]
    batch = tuple(x.cuda() for x in family.batch("real", torch.Generator().manual_seed(2)))
    if a.one == "agreement":
        from zoo.runner import agreement
        return {"family": family.name, "variant": "agreement", **agreement(family, Path(a.dir) / family.name, batch)}
    from zoo.runner import seeded_model
    model = seeded_model(family, "real", "cuda", torch.bfloat16)
    inputs = in_dtype(batch, torch.bfloat16)
    torch.cuda.synchronize()
    start = time.perf_counter()
    if a.one == "compile":
        step_model = torch.compile(model)
    elif a.one in ("artifact", "artifact-graphs"):
        import aotc.runtime
        step_model = aotc.runtime.load(Path(a.dir) / family.name, model, cudagraphs=a.one == "artifact-graphs")
    else:
        step_model = model

    def step():
        loss = family.loss(step_model(*inputs), inputs)
        loss.backward()
        for p in model.parameters():
            p.grad = None
        return loss

    first_loss = step().item()
    torch.cuda.synchronize()
    first = time.perf_counter() - start
    times = time_steps(step, "cuda", a.warmup, a.steps)
    profile = profile_kernels(step, Path(a.profile) / family.name, a.one) if a.profile else None
    return {"family": family.name, "variant": a.one, "first_step_s": round(first, 3), "profile": profile,
            "median_ms": round(statistics.median(times) * 1e3, 3), "min_ms": round(min(times) * 1e3, 3),
            "peak_gb": round(torch.cuda.max_memory_allocated() / 1e9, 3), "first_loss": first_loss,
            "kernel_packs": getattr(step_model, "kernel_packs", {}), "device": torch.cuda.get_device_name()}


def run_family(a, family, env: dict) -> dict:
    """One family's row: its kernel build, then agreement and each variant, each in a fresh
    process of environment `env`."""
    path = Path(a.dir) / family.name
    if not path.exists():
        return {"family": family.name, "build": "not compiled"}
    start = time.perf_counter()
    try:
        summary = build_kernels_apart(path, env)
        build = f"ok ({time.perf_counter() - start:.0f} s)"
    except Exception as e:  # noqa: BLE001 - the table says which family did not build, and why
        build, summary = f"failed: {e}", ""
    row = {"family": family.name, "build": build, "build_summary": summary[-2000:]}
    base = ["run", "--dir", a.dir, "--family", family.name, "--warmup", str(a.warmup), "--steps", str(a.steps),
            *(["--profile", a.profile] if a.profile else [])]
    for variant in ["agreement", *[v for v in a.variants.split(",") if v]]:
        got, proc = fresh_run(str(Path(__file__)), base + ["--one", variant], label=f"{family.name} {variant}",
                              timeout=a.timeout, env=env)
        row[variant] = got if got is not None else {"error": _error(proc)}
    return row


def _error(proc) -> str:
    """The lines of a failed process's output that say what failed (not its warnings)."""
    lines = [x for x in (proc.stdout + proc.stderr).splitlines() if x.strip() and "warn" not in x.lower()]
    return "\n".join(lines[-12:])[-1500:]


def run_all(a) -> None:
    rows, todo, lock = [], queue.Queue(), threading.Lock()
    for family in families(a):
        todo.put(family)
    start = time.perf_counter()

    def worker(gpu: int) -> None:
        env = {**os.environ, **({"CUDA_VISIBLE_DEVICES": str(gpu)} if a.gpus > 1 else {})}
        while a.budget is None or time.perf_counter() - start < a.budget:
            try:
                family = todo.get_nowait()
            except queue.Empty:
                return
            row = run_family(a, family, env)
            with lock:
                rows.append(row)
                print(_line(row), flush=True)
                if a.json:
                    Path(a.json).write_text(json.dumps({"rows": rows}, indent=2))

    workers = [threading.Thread(target=worker, args=(g,)) for g in range(a.gpus)]
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    left = []
    while not todo.empty():
        left.append(todo.get_nowait().name)
    if left:
        print(f"not started (past --budget): {','.join(left)}", flush=True)
    rows.sort(key=lambda r: r["family"])
    emit({"rows": rows, "not_started": left}, table(rows), a.json, a.markdown)


def _line(row) -> str:
    return " | ".join(str(x) for x in _cells(row))


def _cells(row) -> list:
    def t(v, key):
        x = row.get(v) or {}
        return x.get(key, "-") if "error" not in x else "error"
    agree = row.get("agreement") or {}
    ratio = "-"
    try:
        ratio = f"{t('artifact', 'median_ms') / t('compile', 'median_ms'):.3f}"
    except (TypeError, ZeroDivisionError):
        pass
    return [row["family"], row.get("build", "-"),
            "-" if not agree else "error" if "error" in agree else
            {True: "yes", False: "no", None: "dropout"}.get(agree.get("agrees"), "-"),
            f"{agree.get('artifact_grad_rel', float('nan')):.2e} / {agree.get('eager_grad_rel', float('nan')):.2e}"
            if "artifact_grad_rel" in agree else "-",
            *(f"{t(v, 'first_step_s')} / {t(v, 'median_ms')} / {t(v, 'peak_gb')}" for v in VARIANTS), ratio,
            t("artifact-graphs", "median_ms")]


def table(rows) -> str:
    head = ("| family | build-kernels | agrees | grad rel. err. artifact / eager (bf16 vs f32) | eager first s / ms / GB "
            "| torch.compile first s / ms / GB | artifact first s / ms / GB | artifact / compile "
            "| artifact with CUDA graphs ms |")
    lines = [head, "|" + "---|" * 9]
    lines += ["| " + " | ".join(str(c) for c in _cells(r)) + " |" for r in rows]
    return "\n".join(lines)


def main(argv=None):
    a = parse(argv)
    if a.one:
        result(run_one(a))
    elif a.command == "compile":
        compile_all(a)
    else:
        run_all(a)


if __name__ == "__main__":
    main()
