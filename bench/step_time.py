"""Step time and peak memory of an artifact next to eager PyTorch, measured in one run.

    python bench/step_time.py                                   # tiny Llama on CPU
    python bench/step_time.py --artifact artifacts/llama-4l-cuda --device cuda --steps 10

Compiles the model first unless --artifact names an existing artifact (which may have been
compiled on another machine). Both sides train the same weights with AdamW on the same
synthetic batch; each step is forward + cross-entropy + backward + optimizer step. Steps are
interleaved (eager, artifact, eager, ...) so drift in the machine hits both alike; the
report gives medians after warm-up and their ratio. Nothing here asserts a time.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

import torch
import torch.nn.functional as F

from report import emit, load_llama

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import aotc  # noqa: E402
import aotc.runtime  # noqa: E402
from aotc.format.artifact import read_manifest  # noqa: E402


def sync(device: str):
    if device == "cuda":
        torch.cuda.synchronize()


def main(argv=None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--artifact", help="use this artifact instead of compiling one")
    ap.add_argument("--config", default="tiny", help="examples/llama.py config (default tiny)")
    ap.add_argument("--layers", type=int, help="override the config's n_layers")
    ap.add_argument("--shape", default="2x64", help="BxT of the token batch (default 2x64)")
    ap.add_argument("--dtype", default="float32", choices=["float32", "bfloat16"])
    ap.add_argument("--device", default="cpu", choices=["cpu", "cuda"])
    ap.add_argument("--steps", type=int, default=20, help="timed steps per side (default 20)")
    ap.add_argument("--warmup", type=int, default=3)
    ap.add_argument("--json", help="also write the report here")
    a = ap.parse_args(argv)

    overrides = {"n_layers": a.layers} if a.layers else {}
    B, T = (int(x) for x in a.shape.lower().split("x"))
    path = a.artifact
    if path is None:
        t = time.perf_counter()
        path = aotc.compile(str(ROOT / "examples/llama.py") + ":Llama", [f"i64[{B},{T}]"],
                            args={"config": a.config, **overrides}, dtype=a.dtype, device=a.device,
                            output=ROOT / "artifacts" / f"bench-{a.config}-{a.device}")
        print(f"compile: {time.perf_counter() - t:.2f} s")
    manifest = read_manifest(path)

    llama = load_llama()
    dtype = getattr(torch, a.dtype)
    torch.manual_seed(0)
    with torch.device(a.device):
        eager = llama.Llama(a.config, **overrides).to(dtype)
        model = llama.Llama(a.config, **overrides).to(dtype)
    model.load_state_dict(eager.state_dict())
    t = time.perf_counter()
    step_model = aotc.runtime.load(path, model)
    load_s = time.perf_counter() - t

    vocab = eager.config.vocab_size
    idx = torch.randint(0, vocab, (B, T), device=a.device)
    targets = torch.randint(0, vocab, (B, T), device=a.device)
    sides = {"eager": (eager, torch.optim.AdamW(eager.parameters(), lr=1e-4)),
             "artifact": (step_model, torch.optim.AdamW(model.parameters(), lr=1e-4))}
    times = {k: [] for k in sides}
    losses = {k: [] for k in sides}
    peak = {}

    phases = {}

    def step(name, memory=False):
        m, opt = sides[name]
        sync(a.device)
        start = time.perf_counter()
        marks = []

        def mark(label):  # peak since the last mark, and what is still allocated
            if memory:
                marks.append((label, torch.cuda.max_memory_allocated() / 1e9,
                              torch.cuda.memory_allocated() / 1e9))
                torch.cuda.reset_peak_memory_stats()

        mark("before")
        loss = F.cross_entropy(m(idx).flatten(0, 1).float(), targets.flatten())
        mark("forward+loss")
        loss.backward()
        mark("backward")
        opt.step()
        opt.zero_grad(set_to_none=True)
        mark("optimizer")
        sync(a.device)
        if memory:
            phases[name] = {label: [round(p, 3), round(c, 3)] for label, p, c in marks[1:]}
        return time.perf_counter() - start, loss.item()

    for _ in range(a.warmup):  # both sides first, so both optimizers' states exist when measured
        for name in sides:
            step(name)
    for name in sides:  # peak memory of one step of each, measured on its own
        if a.device == "cuda":
            torch.cuda.reset_peak_memory_stats()
            step(name)
            peak[name] = torch.cuda.max_memory_allocated() / 1e9
            step(name, memory=True)
    for _ in range(a.steps):
        for name in sides:
            dt, loss = step(name)
            times[name].append(dt)
            losses[name].append(loss)

    med = {k: statistics.median(v) * 1e3 for k, v in times.items()}
    report = {
        "device": torch.cuda.get_device_name() if a.device == "cuda" else "cpu",
        "torch": torch.__version__, "config": a.config, "layers": eager.config.n_layers,
        "shape": [B, T], "dtype": a.dtype, "steps": a.steps,
        "artifact_torch": manifest.torch_version, "load_s": round(load_s, 3),
        "median_ms": {k: round(v, 3) for k, v in med.items()},
        "eager_over_artifact": round(med["eager"] / med["artifact"], 3),
        "peak_gb": {k: round(v, 3) for k, v in peak.items()},
        "phase_peak_and_held_gb": phases,
        "final_loss": {k: v[-1] for k, v in losses.items()},
        "max_loss_diff": max(abs(x - y) for x, y in zip(losses["eager"], losses["artifact"])),
    }
    emit(report, json_path=a.json)
    return report


if __name__ == "__main__":
    main()
