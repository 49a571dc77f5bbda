"""One rank's compute under tensor or pipeline parallelism, on one GPU: what a rank of the mesh
runs between its collectives, measured without the other ranks (their GPUs are lent only at
times; bench/mesh.py times whole meshes when they are).

    A="--arg config=llama-3-8b --shape 1x8192 --dtype bfloat16 --device cuda"      # CPU machine
    thunder-aot compile examples/llama.py:Llama $A -o art/whole
    thunder-aot compile examples/llama.py:Llama $A --mesh tp=2 -o art/tp2
    thunder-aot compile examples/llama.py:Llama $A --mesh pp=2 -o art/pp2
    for a in whole tp2 pp2; do thunder-aot build-kernels art/$a; done             # GPU machine
    python bench/rank_compute.py --config llama-3-8b --shape 1x8192 --dtype bfloat16 \\
        --artifact whole=art/whole --artifact tp2=art/tp2 --artifact pp2=art/pp2

Every artifact takes token ids and returns logits (the cross-entropy on float32 logits follows
outside it, as torch.distributed.pipelining's loss_fn takes it); one fresh process per row, each
timing --steps steps of forward, loss and backward after --warmup:
    an artifact without a mesh  the whole step;
    tp=N                        rank 0 of N in a job of PyTorch's "fake" process group, whose
                                collectives return at once and move nothing: rank 0's matmuls on
                                1/N of the heads and hidden features, its attention heads, its
                                1/N of the sequence between blocks. What the collectives would have
                                brought is uninitialised memory, so the loss means nothing; only
                                time and memory are read. Perfect scaling is whole/N;
    pp=N                        each stage alone (entry stage<k>) on random activations at its
                                boundaries: one microbatch's forward and backward, what the rank
                                holding that stage computes per microbatch. The slowest stage
                                bounds the pipeline; balanced stages take whole/N each.
Nothing asserts a time.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

from report import emit, fresh_run, has_cuda, load_llama, overrides, result, time_steps

ROOT = Path(__file__).resolve().parents[1]


def parse(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--config", default="tiny")
    ap.add_argument("--layers", type=int)
    ap.add_argument("--arg", action="append", default=[], help="other LlamaConfig field, KEY=INT")
    ap.add_argument("--shape", default="1x64")
    ap.add_argument("--dtype", default="float32", choices=["float32", "bfloat16"])
    ap.add_argument("--device", default=None, choices=["cpu", "cuda"])
    ap.add_argument("--steps", type=int, default=10)
    ap.add_argument("--warmup", type=int, default=3)
    ap.add_argument("--artifact", action="append", default=[], metavar="LABEL=DIR", help="repeatable")
    ap.add_argument("--json")
    ap.add_argument("--markdown")
    ap.add_argument("--one", help=argparse.SUPPRESS)        # internal: LABEL=DIR
    ap.add_argument("--stage", type=int, help=argparse.SUPPRESS)
    a = ap.parse_args(argv)
    if a.device is None:
        a.device = "cuda" if has_cuda() else "cpu"
    return a


def run_one(a) -> dict:
    import torch
    import torch.distributed as dist
    import torch.nn.functional as F

    sys.path.insert(0, str(ROOT))
    import aotc.runtime
    from aotc.format.artifact import read_manifest
    from aotc.runtime.pipeline import stage_entries
    label, _, path = a.one.partition("=")
    manifest = read_manifest(path)
    mesh = {k: n for k, n in manifest.sharding.mesh.axes if n > 1} if manifest.sharding is not None else {}
    ranks = manifest.sharding.mesh.world_size if manifest.sharding is not None else 1
    if ranks > 1 and a.stage is None:
        from torch.testing._internal.distributed.fake_pg import FakeStore
        dist.init_process_group("fake", store=FakeStore(), rank=0, world_size=ranks)
    llama = load_llama()
    B, T = (int(x) for x in a.shape.lower().split("x"))
    torch.manual_seed(0)
    with torch.device(a.device):
        model = llama.Llama(a.config, **overrides(a)).to(getattr(torch, a.dtype))
    vocab = model.config.vocab_size
    idx = torch.randint(0, vocab, (B, T), device=a.device)
    targets = torch.randint(0, vocab, (B, T), device=a.device)
    start = time.perf_counter()
    if a.stage is None:
        module = aotc.runtime.load(path, model)
        inputs = (idx,)
        last = True
    else:
        module = aotc.runtime.load(path, model, entry=f"stage{a.stage}")
        entry = manifest.entries[f"stage{a.stage}"]
        last = a.stage == len(stage_entries(manifest)) - 1
        if a.stage == 0:
            inputs = (idx,)
        else:
            shape, dtype = entry.inputs[0].shape, getattr(torch, str(entry.inputs[0].dtype))
            inputs = (torch.randn(shape, dtype=dtype, device=a.device, requires_grad=True),)
    load_s = time.perf_counter() - start

    def step():
        out = module(*inputs)
        if last:
            F.cross_entropy(out.flatten(0, 1).float(), targets.flatten()).backward()
        else:
            out.backward(torch.randn_like(out))
        for p in model.parameters():
            p.grad = None
    step()
    times = time_steps(step, a.device, a.warmup, a.steps)
    return {"label": label if a.stage is None else f"{label} stage {a.stage}", "mesh": mesh, "ranks": ranks,
            "stage": a.stage, "load_s": round(load_s, 3), "median_ms": round(statistics.median(times) * 1e3, 3),
            "min_ms": round(min(times) * 1e3, 3), "max_ms": round(max(times) * 1e3, 3),
            "peak_gb": round(torch.cuda.max_memory_allocated() / 1e9, 3) if a.device == "cuda" else None,
            "device": torch.cuda.get_device_name() if a.device == "cuda" else "cpu", "torch": torch.__version__}


def main(argv=None):
    a = parse(argv)
    if a.one:
        result(run_one(a))
        return
    sys.path.insert(0, str(ROOT))
    from aotc.format.artifact import read_manifest
    from aotc.runtime.pipeline import stage_entries
    base = ["--config", a.config, "--shape", a.shape, "--dtype", a.dtype, "--device", a.device,
            "--steps", str(a.steps), "--warmup", str(a.warmup), *sum((["--arg", x] for x in a.arg), [])]
    base += ["--layers", str(a.layers)] if a.layers else []
    rows = []
    for spec in a.artifact:
        label, _, path = spec.partition("=")
        stages = [e.stage for _, e in stage_entries(read_manifest(path))]
        for stage in stages or [None]:
            extra = ["--stage", str(stage)] if stage is not None else []
            row, _ = fresh_run(__file__, [*base, "--one", spec, *extra], label)
            if row is not None:
                rows.append(row)
                print(f"{row['label']}: {row['median_ms']:.2f} ms, peak {row['peak_gb']} GB", file=sys.stderr)
    whole = next((r["median_ms"] for r in rows if r["ranks"] == 1), None)
    lines = ["| rank's program | mesh | step (median) | min..max | of the whole step | perfect | peak |",
             "|---|---|---:|---:|---:|---:|---:|"]
    for r in rows:
        mesh = ",".join(f"{k}={v}" for k, v in r["mesh"].items()) or "none"
        share = f"{r['median_ms'] / whole:.3f}" if whole else ""
        peak = f"{r['peak_gb']:.1f} GB" if r["peak_gb"] is not None else ""
        lines.append(f"| {r['label']} | {mesh} | {r['median_ms']:.1f} ms | {r['min_ms']:.1f}..{r['max_ms']:.1f} | "
                     f"{share} | {1 / r['ranks']:.3f} | {peak} |")
    emit({"config": a.config, "overrides": overrides(a), "shape": a.shape, "dtype": a.dtype, "device": a.device,
          "rows": rows}, "\n".join(lines), a.json, a.markdown)


if __name__ == "__main__":
    main()
