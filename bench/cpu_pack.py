"""A kernel pack built on the CPU box (build-kernels --target) against one built on the GPU, on the GPU.

    python bench/cpu_pack.py --artifact DIR [--steps 20] [--json out.json]

DIR is an artifact whose Inductor pack was built with `thunder-aot build-kernels DIR --target
sm90` on a machine without a GPU (unchecked). The script copies DIR to DIR.gpu-built and builds
that copy's packs here as ever; then runs `build-kernels DIR --check` (each region of the
CPU-built pack checked against its ops; one that disagrees runs op by op, named); then times
the training step (forward, cross-entropy, backward) of each artifact in a fresh process of
its own, on the same random weights and batch, and prints both with the first step's loss.
The GPU-built copy's attention choice is measured, the CPU-built one's chosen without timing
(the sm90 heuristic, or a tuning record's: `--target sm90 --tuning FILE`): the table names
each side's packs. Nothing here asserts a time.
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))


def _thunder(*args) -> None:
    cmd = [sys.executable, "-m", "cli", *map(str, args)]
    print("$ thunder-aot " + " ".join(map(str, args)), flush=True)
    subprocess.run(cmd, check=True, cwd=ROOT)


def _time(path: Path, steps: int, warmup: int) -> dict:
    """One artifact's step in this process: median ms, peak GB, first loss, its packs."""
    import torch
    import torch.nn.functional as F

    import aotc.runtime
    from aotc.format.artifact import read_manifest
    from report import load_llama

    manifest = read_manifest(path)
    torch.manual_seed(0)
    llama = load_llama()
    model = llama.Llama(**manifest.made.args).to(getattr(torch, manifest.made.dtype)).cuda()
    (shape,) = [i.shape for i in manifest.entries[next(iter(manifest.entries))].inputs]
    vocab = model.config.vocab_size if hasattr(model, "config") else 256
    tokens = torch.randint(0, vocab, shape, device="cuda")
    step = aotc.runtime.load(path, model)
    times, first = [], None
    for n in range(warmup + steps):
        torch.cuda.synchronize()
        t = time.perf_counter()
        logits = step(tokens)
        loss = F.cross_entropy(logits.flatten(0, -2).float(), tokens.flatten())
        loss.backward()
        torch.cuda.synchronize()
        if first is None:
            first = loss.item()
        if n >= warmup:
            times.append((time.perf_counter() - t) * 1e3)
        model.zero_grad(set_to_none=True)
    return {"artifact": str(path), "ms": statistics.median(times), "peak_gb": torch.cuda.max_memory_allocated() / 1e9,
            "first_loss": first, "packs": {e: sorted(t) for e, t in manifest.packs.items()},
            "unchecked": [f"{e}/{n}" for e, t in manifest.packs.items() for n, r in t.items()
                          if r.get("checked") is False]}


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--artifact", type=Path, required=True, help="artifact with a CPU-built (unchecked) pack")
    ap.add_argument("--steps", type=int, default=20)
    ap.add_argument("--warmup", type=int, default=3)
    ap.add_argument("--json", type=Path)
    ap.add_argument("--one", type=Path, help=argparse.SUPPRESS)     # time one artifact in this process
    a = ap.parse_args(argv)
    if a.one:
        print("RESULT " + json.dumps(_time(a.one, a.steps, a.warmup)), flush=True)
        return
    gpu_built = a.artifact.with_name(a.artifact.name + ".gpu-built")
    shutil.rmtree(gpu_built, ignore_errors=True)
    shutil.copytree(a.artifact, gpu_built)
    t = time.perf_counter()
    _thunder("build-kernels", gpu_built)
    gpu_build_s = time.perf_counter() - t
    t = time.perf_counter()
    _thunder("build-kernels", a.artifact, "--check")
    check_s = time.perf_counter() - t
    rows = []
    for label, path in (("CPU-built, checked", a.artifact), ("GPU-built", gpu_built)):
        out = subprocess.run([sys.executable, __file__, "--artifact", str(a.artifact), "--one", str(path),
                              "--steps", str(a.steps), "--warmup", str(a.warmup)],
                             capture_output=True, text=True, cwd=ROOT)
        line = next((x for x in out.stdout.splitlines() if x.startswith("RESULT ")), None)
        if line is None:
            print(out.stdout[-3000:], out.stderr[-3000:], file=sys.stderr)
            sys.exit(f"{label}: no result")
        rows.append({"variant": label, **json.loads(line[len("RESULT "):])})
    print(f"\nGPU build {gpu_build_s:.1f} s; check of the CPU-built pack {check_s:.1f} s")
    print(f"{'variant':<20} {'step ms':>9} {'peak GB':>8} {'first loss':>11}  packs")
    for r in rows:
        print(f"{r['variant']:<20} {r['ms']:>9.2f} {r['peak_gb']:>8.2f} {r['first_loss']:>11.5f}  {r['packs']}"
              + (f" UNCHECKED {r['unchecked']}" if r["unchecked"] else ""))
    print(f"CPU-built / GPU-built step: {rows[0]['ms'] / rows[1]['ms']:.3f}")
    if a.json:
        a.json.write_text(json.dumps({"rows": rows, "gpu_build_s": gpu_build_s, "check_s": check_s}, indent=1))


if __name__ == "__main__":
    main()
