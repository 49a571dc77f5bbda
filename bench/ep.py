"""Expert parallelism on several GPUs: a zoo MoE family's `--mesh ep=N` artifact on N GPUs
(NCCL, one torchrun job) beside the same family's one-GPU artifact; with --dp D also its
`--mesh dp=D,ep=N --shard fsdp-zero2` artifact on D x N GPUs.

    python bench/ep.py compile --family hf-qwen3-moe --nproc 2 --out ep-artifacts   # on the CPU box
    python bench/ep.py run --family hf-qwen3-moe --nproc 2 --dir ep-artifacts
    python bench/ep.py compile --family hf-qwen3-moe --nproc 2 --dp 2 --out ep-artifacts

`run` builds each artifact's kernel pack (its own process; the report says which regions run op
by op), then times the one-GPU artifact in a fresh process and the ep=N artifact as a torchrun
job, each rank on its own batch of the family's real width. Reported: median step (rank 0),
tokens/s per GPU, peak memory per GPU, first step. Nothing asserts a time.
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from report import ROOT, build_kernels_apart, emit, fresh_run, result, time_steps  # noqa: E402

sys.path.insert(0, str(ROOT / "tests"))


def parse(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("command", choices=("compile", "run"))
    p.add_argument("--family", default="hf-qwen3-moe")
    # --ranks: how the parent passes it on (torchrun, which starts the ranks, takes no abbreviation
    # of its own --nproc-per-node in the script's arguments)
    p.add_argument("--nproc", "--ranks", dest="nproc", type=int, default=2, help="the ep axis's size")
    p.add_argument("--dp", type=int, default=1, help="with D > 1, also dp=D x ep=N (FSDP ZeRO-2 over dp)")
    p.add_argument("--out", default="ep-artifacts")
    p.add_argument("--dir", default="ep-artifacts")
    p.add_argument("--warmup", type=int, default=3)
    p.add_argument("--steps", type=int, default=10)
    p.add_argument("--json")
    p.add_argument("--markdown")
    p.add_argument("--one", help=argparse.SUPPRESS)
    return p.parse_args(argv)


def variants(a) -> list[tuple[str, tuple, str | None]]:
    """(name, mesh, shard) of each artifact: the whole model, ep=N, and dp=D x ep=N with --dp."""
    rows = [("whole", (), None), (f"ep{a.nproc}", (("ep", a.nproc),), None)]
    if a.dp > 1:
        rows.append((f"dp{a.dp}-ep{a.nproc}", (("dp", a.dp), ("ep", a.nproc)), "fsdp-zero2"))
    return rows


def compile_both(a) -> None:
    import torch

    import aotc
    from zoo import FAMILIES
    family = FAMILIES[a.family]
    with torch.device("meta"):
        model = family.build("real")
    batch = list(family.batch("real", torch.Generator().manual_seed(1)))
    batch = [x.to(torch.bfloat16) if x.is_floating_point() else x for x in batch]
    for name, mesh, shard in variants(a):
        start = time.perf_counter()
        aotc.compile(model, batch, output=Path(a.out) / name, device="cuda", dtype="bfloat16", mesh=mesh, shard=shard)
        print(f"{name}: compiled in {time.perf_counter() - start:.1f} s")


def run_one(a) -> dict:
    import torch
    import torch.distributed as dist

    import aotc.runtime
    from zoo import FAMILIES
    family = FAMILIES[a.family]
    distributed = a.one != "whole"
    if distributed:
        dist.init_process_group("nccl")
        torch.cuda.set_device(int(os.environ["LOCAL_RANK"]))
    rank = dist.get_rank() if distributed else 0
    torch.manual_seed(0)
    with torch.device("cuda"):
        model = family.build("real").to(torch.bfloat16)
    batch = tuple(x.cuda() for x in family.batch("real", torch.Generator().manual_seed(10 + rank)))
    torch.cuda.synchronize()
    start = time.perf_counter()
    step_model = aotc.runtime.load(Path(a.dir) / a.one, model)

    def step():
        loss = family.loss(step_model(*batch), batch)
        loss.backward()
        for p in model.parameters():
            p.grad = None
        return loss

    step()
    torch.cuda.synchronize()
    first = time.perf_counter() - start
    times = time_steps(step, "cuda", a.warmup, a.steps)
    tokens = batch[0].numel()
    row = {"variant": a.one, "gpus": dist.get_world_size() if distributed else 1, "first_step_s": round(first, 3),
           "median_ms": round(statistics.median(times) * 1e3, 3),
           "tokens_per_s_per_gpu": round(tokens / statistics.median(times), 1),
           "peak_gb": round(torch.cuda.max_memory_allocated() / 1e9, 3),
           "kernel_packs": getattr(step_model, "kernel_packs", {}), "device": torch.cuda.get_device_name()}
    if distributed:
        dist.barrier()
        dist.destroy_process_group()
    return row if rank == 0 else {}


def rank_args(a, name: str) -> list[str]:
    """The arguments of one variant's own process (under torchrun for the ep=N job)."""
    return ["run", "--family", a.family, "--ranks", str(a.nproc), "--dp", str(a.dp), "--dir", a.dir,
            "--warmup", str(a.warmup), "--steps", str(a.steps), "--one", name]


def run_all(a) -> None:
    rows = []
    for name, mesh, _ in variants(a):
        path = Path(a.dir) / name
        build_kernels_apart(path)
        got, _ = fresh_run(__file__, rank_args(a, name), label=name, nproc=math.prod(n for _, n in mesh) if mesh else None)
        rows.append(got or {"variant": name, "error": "no result"})
    lines = ["| artifact | GPUs | first step s | step ms | tokens/s/GPU | peak GB/GPU |", "|---|---:|---:|---:|---:|---:|"]
    lines += [f"| {r.get('variant')} | {r.get('gpus', '-')} | {r.get('first_step_s', '-')} | {r.get('median_ms', '-')} "
              f"| {r.get('tokens_per_s_per_gpu', '-')} | {r.get('peak_gb', '-')} |" for r in rows]
    emit({"family": a.family, "rows": rows}, "\n".join(lines), a.json, a.markdown)


def main(argv=None):
    a = parse(argv)
    if a.one:
        row = run_one(a)
        if row:
            result(row)
    elif a.command == "compile":
        compile_both(a)
    else:
        run_all(a)


if __name__ == "__main__":
    main()
