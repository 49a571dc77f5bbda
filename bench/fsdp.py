"""Sharded training steps on several GPUs: PyTorch FSDP2 next to thunder-aot's sharded artifacts.

    python bench/fsdp.py --nproc 2 --layers 32 --shape 1x8192 \\
        --artifact zero2=artifacts/l32-zero2 --artifact zero3=artifacts/l32-zero3

Each variant runs as its own `torchrun` job (one process per GPU, NCCL): FSDP2 (`fully_shard`
on every block and on the root) with reshard_after_forward False (ZeRO-2) and True (ZeRO-3),
optionally with each block torch.compile'd (fsdp2-zero2-compile) and with torchao's float8
linears, weights gathered in float8 (-float8: the baseline for artifacts compiled with --fp8),
and each artifact given (compiled with --shard fsdp-zero2/zero3 --world-size NPROC and, for
fused kernels, build-kernels on this machine). Every variant builds Llama (examples/llama.py,
bf16) from one seed and takes steps of forward, cross-entropy on float32 logits, backward and
AdamW on a 1 x T batch per rank. Reported from rank 0: first step (for the artifact: load and
first step), median step, tokens/s per GPU and peak memory per GPU. Nothing asserts a time.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(Path(__file__).resolve().parent))
from report import fresh_run  # noqa: E402


def parse(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--nproc", type=int, default=2)
    ap.add_argument("--layers", type=int, default=32)
    ap.add_argument("--shape", default="1x8192", help="B x T per rank")
    ap.add_argument("--steps", type=int, default=10)
    ap.add_argument("--warmup", type=int, default=2)
    ap.add_argument("--artifact", action="append", default=[], help="NAME=DIR, repeatable")
    ap.add_argument("--variants", default="fsdp2-zero2,fsdp2-zero3",
                    help="FSDP2 variants to run: fsdp2-zero2, fsdp2-zero3, either with -compile (each "
                         "block torch.compile'd), then optionally -float8 (torchao's float8 linears, "
                         "gathered in float8; needs torchao), e.g. fsdp2-zero2-compile-float8")
    ap.add_argument("--json", help="write the report here")
    ap.add_argument("--profile", help="write rank 0's Python profile of the first step and the CUDA kernels "
                                      "and idle gaps of one later step into this directory")
    ap.add_argument("--one", help=argparse.SUPPRESS)
    ap.add_argument("--path", help=argparse.SUPPRESS)
    return ap.parse_args(argv)


def run_one(a) -> None:
    import torch
    import torch.distributed as dist
    import torch.nn.functional as F

    dist.init_process_group("nccl")
    rank, local = dist.get_rank(), int(os.environ["LOCAL_RANK"])
    torch.cuda.set_device(local)
    spec = importlib.util.spec_from_file_location("bench_llama", ROOT / "examples" / "llama.py")
    llama = importlib.util.module_from_spec(spec)
    sys.modules["bench_llama"] = llama
    spec.loader.exec_module(llama)
    B, T = (int(x) for x in a.shape.split("x"))
    torch.manual_seed(0)
    with torch.device("cuda"):
        model = llama.Llama("llama-3-8b", n_layers=a.layers).to(torch.bfloat16)
    torch.manual_seed(1 + rank)
    idx = torch.randint(0, model.config.vocab_size, (B, T), device="cuda")
    targets = torch.randint(0, model.config.vocab_size, (B, T), device="cuda")
    torch.cuda.synchronize()
    dist.barrier()
    start = time.perf_counter()
    after_step = None
    if a.one.startswith("fsdp2"):
        from torch.distributed.fsdp import fully_shard
        if a.one.endswith("-float8"):   # the fp8 baseline for `--fp8` artifacts
            from torchao.float8 import (Float8LinearConfig, convert_to_float8_training,
                                        precompute_float8_dynamic_scale_for_fsdp)
            convert_to_float8_training(model, config=Float8LinearConfig(enable_fsdp_float8_all_gather=True))
            after_step = lambda: precompute_float8_dynamic_scale_for_fsdp(model)   # one scale pass per step
        reshard = "zero3" in a.one
        for block in model.layers:
            if "-compile" in a.one:   # regional compilation: each block compiled once
                block.compile()
            fully_shard(block, reshard_after_forward=reshard)
        fully_shard(model, reshard_after_forward=reshard)
        step_model = model
    else:
        import aotc.runtime
        step_model = aotc.runtime.load(a.path, model)
    load_s = time.perf_counter() - start
    opt = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=1e-5)

    def step():
        loss = F.cross_entropy(step_model(idx).flatten(0, 1).float(), targets.flatten())
        loss.backward()
        opt.step()
        opt.zero_grad(set_to_none=True)
        if after_step is not None:
            after_step()

    profile_dir = Path(a.profile) if a.profile and rank == 0 else None
    if profile_dir:
        import cProfile
        import pstats
        python_profile = cProfile.Profile()
        python_profile.enable()
    step()
    torch.cuda.synchronize()
    first_s = time.perf_counter() - start
    if profile_dir:
        python_profile.disable()
        profile_dir.mkdir(parents=True, exist_ok=True)
        with open(profile_dir / f"first-{a.one}.txt", "w") as f:
            pstats.Stats(python_profile, stream=f).sort_stats("cumulative").print_stats(50)
    for _ in range(a.warmup):
        step()
    torch.cuda.synchronize()
    torch.cuda.reset_peak_memory_stats()
    times = []
    for _ in range(a.steps):
        torch.cuda.synchronize()
        t = time.perf_counter()
        step()
        torch.cuda.synchronize()
        times.append(time.perf_counter() - t)
    median = statistics.median(times)
    if a.profile:
        _profile_step(step, Path(a.profile) / f"kernels-{a.one}.json" if profile_dir else None)
    if rank == 0:
        print("RESULT " + json.dumps({
            "variant": a.one, "first_step_s": round(first_s, 2), "load_s": round(load_s, 2),
            "median_ms": round(median * 1e3, 1), "tokens_per_s_per_gpu": round(B * T / median),
            "peak_gb": round(torch.cuda.max_memory_allocated() / 1e9, 2),
            "kernel_packs": getattr(step_model, "kernel_packs", {}),
            "device": torch.cuda.get_device_name(), "ranks": dist.get_world_size()}), flush=True)
    dist.barrier()
    dist.destroy_process_group()


def _profile_step(step, path) -> None:
    """Run one step under the CUDA profiler (on every rank, so collectives match); on rank 0,
    write each kernel's calls and device time, and how long the compute stream sat idle."""
    import torch
    from torch.profiler import ProfilerActivity, profile
    with profile(activities=[ProfilerActivity.CUDA]) as p:
        step()
        torch.cuda.synchronize()
    if path is None:
        return
    kernels, intervals = {}, []
    for e in p.events():
        if e.device_type == torch.autograd.DeviceType.CUDA:
            calls, us = kernels.get(e.name, (0, 0.0))
            kernels[e.name] = (calls + 1, us + e.device_time)
            if "nccl" not in e.name.lower():
                intervals.append((e.time_range.start, e.time_range.end))
    intervals.sort()
    busy, end = 0.0, None
    for s, e in intervals:
        if end is None or e > end:
            busy += e - max(s, end if end is not None else s)
            end = e
    report = {"compute_span_ms": round((intervals[-1][1] - intervals[0][0]) / 1e3, 2),
              "compute_busy_ms": round(busy / 1e3, 2),
              "kernels": {n: {"calls": c, "us": round(us, 1)}
                          for n, (c, us) in sorted(kernels.items(), key=lambda kv: -kv[1][1])}}
    path.write_text(json.dumps(report, indent=1))


def main(argv=None):
    a = parse(argv)
    if a.one:
        run_one(a)
        return
    jobs = [(v, None) for v in a.variants.split(",") if v]
    jobs += [(f"artifact-{name}", path) for name, _, path in (x.partition("=") for x in a.artifact)]
    common = ["--layers", str(a.layers), "--shape", a.shape, "--steps", str(a.steps), "--warmup", str(a.warmup)]
    common += ["--profile", str(Path(a.profile).resolve())] if a.profile else []
    rows = []
    for variant, path in jobs:
        got, _ = fresh_run(__file__, [*common, "--one", variant] + (["--path", path] if path else []), label=variant,
                           nproc=a.nproc)
        if got is None:
            continue
        rows.append(got)
        print(f"{variant}: {rows[-1]['median_ms']} ms", file=sys.stderr, flush=True)
    print("| variant | first step | step | tokens/s per GPU | peak per GPU |\n|---|---:|---:|---:|---:|")
    for r in rows:
        print(f"| {r['variant']} | {r['first_step_s']} s (load {r['load_s']} s) | {r['median_ms']} ms | "
              f"{r['tokens_per_s_per_gpu']:,} | {r['peak_gb']} GB |")
    if a.json:
        Path(a.json).write_text(json.dumps(rows, indent=2))


if __name__ == "__main__":
    main()
