"""A kernel pack built on the CPU box (build-kernels --target) against one built on the GPU, on the GPU.

    python bench/cpu_pack.py --artifact DIR [--steps 20] [--tuning-out T.json] [--json out.json]

DIR is an artifact of examples/llama.py's Llama (token ids -> logits) or of
examples/llama_packed.py's PackedLlama (token ids, positions in packed documents -> logits)
whose packs were built with `thunder-aot build-kernels DIR --target sm90 [--tuning T.json]`
on a machine without a GPU (unchecked). The script copies DIR to DIR.gpu-built and builds that
copy's packs here as ever (with --tuning-out, writing the tuning record a later CPU build
takes); runs `build-kernels DIR --check` (each region of the CPU-built packs checked against
its ops; one that disagrees runs op by op, named); then trains three variants, each in a fresh
process of its own, from the same random weights on the same batches: eager PyTorch (a packed
model's eager twin masks SDPA with the same document mask, as FlexAttention without a compiler
would materialise every score), the CPU-built artifact and the GPU-built one. A step is forward,
cross-entropy on float32 logits and backward (timed), then AdamW (untimed, so that later steps
see trained weights). It prints each variant's median step, peak memory and losses, the
largest loss difference from eager, and the CPU-built / GPU-built step ratio. Nothing here
asserts a time.

    # CPU box (no GPU): compile, build for the target
    thunder-aot compile examples/llama.py:Llama --arg n_layers=16 --shape 1x8192 --dtype bfloat16 \\
        --device cuda [--fp8] -o artifacts/l16
    thunder-aot compile examples/llama_packed.py:PackedLlama --arg n_layers=8 --arg vocab_size=32000 \\
        --input i64[1,8192] --input i64[1,8192] --dtype bfloat16 --device cuda --no-document-attention \\
        -o artifacts/packed-8l       # --no-document-attention: its FlexAttention gets a flex pack
    thunder-aot build-kernels artifacts/l16 --target sm90 [--tuning l16.tuning.json]
    # GPU machine
    python bench/cpu_pack.py --artifact artifacts/l16 --tuning-out l16.tuning.json --json l16.json
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
BATCHES = 4          # distinct batches, taken in turn
MIN_DOC, MAX_DOC = 512, 4096


def _thunder(*args) -> None:
    cmd = [sys.executable, "-m", "cli", *map(str, args)]
    print("$ thunder-aot " + " ".join(map(str, args)), flush=True)
    subprocess.run(cmd, check=True, cwd=ROOT)


def _model(manifest, eager: bool):
    """The artifact's model from its recorded spec, seed 0, on the GPU in its dtype; a packed
    model's eager twin takes SDPA with the document mask (the same parameters and math)."""
    import torch

    from aotc.frontend.importer import build_model, resolve_spec

    made = manifest.made
    args = dict(made.args)
    packed = made.spec.endswith(":PackedLlama")
    if packed and eager:
        args["attention"] = "sdpa"
    torch.manual_seed(0)
    model = build_model(resolve_spec(made.spec), args, device="cuda", spec=made.spec)
    return model.to(getattr(torch, made.dtype)), packed


def _batches(manifest, model, packed: bool) -> list:
    """BATCHES (inputs, targets) pairs of the artifact's input shape, from a fixed seed; a packed
    model's positions from its own module's `random_positions`."""
    import torch

    (shape, *_) = [i.shape for i in manifest.entries[next(iter(manifest.entries))].inputs]
    gen = torch.Generator().manual_seed(1)
    out = []
    for _ in range(BATCHES):
        tokens = torch.randint(0, model.config.vocab_size, (shape[0], shape[1] + 1), generator=gen)
        inputs = [tokens[:, :-1].contiguous().cuda()]
        if packed:
            documents = sys.modules[type(model).__module__].random_positions
            inputs.append(documents(shape[0], shape[1], (MIN_DOC, MAX_DOC), gen).cuda())
        out.append((inputs, tokens[:, 1:].contiguous().cuda()))
    return out


def _train(path: Path, variant: str, steps: int, warmup: int) -> dict:
    """One variant's training in this process: median step ms, peak GB, the loss of every step."""
    import torch
    import torch.nn.functional as F

    import aotc.runtime
    from aotc.format.artifact import read_manifest

    manifest = read_manifest(path)
    model, packed = _model(manifest, eager=variant == "eager")
    step = model if variant == "eager" else aotc.runtime.load(path, model)
    optimizer = torch.optim.AdamW(model.parameters(), lr=1e-4, foreach=True)
    batches = _batches(manifest, model, packed)
    times, losses = [], []
    for n in range(warmup + steps):
        inputs, targets = batches[n % BATCHES]
        torch.cuda.synchronize()
        t = time.perf_counter()
        logits = step(*inputs)
        loss = F.cross_entropy(logits.flatten(0, -2).float(), targets.flatten())
        loss.backward()
        torch.cuda.synchronize()
        if n >= warmup:
            times.append((time.perf_counter() - t) * 1e3)
        losses.append(loss.item())
        optimizer.step()
        optimizer.zero_grad(set_to_none=True)
    packs = {} if variant == "eager" else {e: sorted(t) for e, t in manifest.packs.items()}
    unchecked = [] if variant == "eager" else [f"{e}/{n}" for e, t in manifest.packs.items()
                                               for n, r in t.items() if r.get("checked") is False]
    return {"ms": statistics.median(times), "peak_gb": torch.cuda.max_memory_allocated() / 1e9,
            "losses": losses, "packs": packs, "unchecked": unchecked}


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--artifact", type=Path, required=True, help="artifact with CPU-built (unchecked) packs")
    ap.add_argument("--steps", type=int, default=20)
    ap.add_argument("--warmup", type=int, default=3)
    ap.add_argument("--tuning-out", type=Path, help="the GPU build's tuning record, for later CPU builds")
    ap.add_argument("--json", type=Path)
    ap.add_argument("--one", nargs=2, metavar=("VARIANT", "DIR"), help=argparse.SUPPRESS)  # one variant, here
    a = ap.parse_args(argv)
    if a.one:
        print("RESULT " + json.dumps(_train(Path(a.one[1]), a.one[0], a.steps, a.warmup)), flush=True)
        return
    gpu_built = a.artifact.with_name(a.artifact.name + ".gpu-built")
    shutil.rmtree(gpu_built, ignore_errors=True)
    shutil.copytree(a.artifact, gpu_built)
    t = time.perf_counter()
    _thunder("build-kernels", gpu_built, *(["--tuning-out", a.tuning_out] if a.tuning_out else []))
    gpu_build_s = time.perf_counter() - t
    t = time.perf_counter()
    _thunder("build-kernels", a.artifact, "--check")
    check_s = time.perf_counter() - t
    rows = []
    for label, variant, path in (("eager", "eager", a.artifact), ("CPU-built, checked", "artifact", a.artifact),
                                 ("GPU-built", "artifact", gpu_built)):
        out = subprocess.run([sys.executable, __file__, "--artifact", str(a.artifact), "--one", variant, str(path),
                              "--steps", str(a.steps), "--warmup", str(a.warmup)],
                             capture_output=True, text=True, cwd=ROOT)
        line = next((x for x in out.stdout.splitlines() if x.startswith("RESULT ")), None)
        if line is None:
            print(out.stdout[-3000:], out.stderr[-3000:], file=sys.stderr)
            sys.exit(f"{label}: no result")
        rows.append({"variant": label, **json.loads(line[len("RESULT "):])})
    eager = rows[0]["losses"]
    for r in rows:
        r["max_loss_diff"] = max(abs(x - y) for x, y in zip(r["losses"], eager))
    print(f"\n{a.artifact}: GPU build {gpu_build_s:.1f} s; check of the CPU-built packs {check_s:.1f} s")
    print(f"{'variant':<20} {'step ms':>9} {'peak GB':>8} {'loss 1':>8} {'loss last':>9} {'|d| eager':>9}  packs")
    for r in rows:
        print(f"{r['variant']:<20} {r['ms']:>9.2f} {r['peak_gb']:>8.2f} {r['losses'][0]:>8.4f} {r['losses'][-1]:>9.4f} "
              f"{r['max_loss_diff']:>9.4f}  {r['packs']}" + (f" UNCHECKED {r['unchecked']}" if r["unchecked"] else ""))
    print(f"CPU-built / GPU-built step: {rows[1]['ms'] / rows[2]['ms']:.3f}")
    if a.json:
        a.json.write_text(json.dumps({"artifact": str(a.artifact), "rows": rows, "gpu_build_s": gpu_build_s,
                                      "check_s": check_s}, indent=1))


if __name__ == "__main__":
    main()
