"""Training steps on several GPUs: PyTorch's own parallelisms next to thunder-aot artifacts of
any mesh, each variant its own torchrun job, all in one run.

    python bench/mesh.py --nproc 2 --layers 16 --shape 1x8192 --variants compile,dtensor-tp \\
        --artifact one=artifacts/l16 --artifact tp2=artifacts/l16-tp2 --profile out/

Variants (--variants, comma-separated):
  fsdp2-zero2, fsdp2-zero3    FSDP2 (`fully_shard` on every block and the root), parameters kept
                              gathered after the forward (ZeRO-2) or gathered again (ZeRO-3);
                              with -compile each block torch.compile'd, then with -float8
                              torchao's float8 linears gathered in float8.
  fsdp2-hsdp                  FSDP2 over a 2-D mesh: parameters whole over dp_replicate (2),
                              sharded over dp_shard (the rest); -compile as above.
  compile                     one GPU, each block torch.compile'd: the baseline of efficiency.
  dtensor-tp                  PyTorch's tensor and sequence parallelism over all --nproc GPUs
                              (DTensor, the plan torchtitan gives Llama: q/k/v and gate/up
                              column-parallel, wo and w2 row-parallel, norms sequence-parallel,
                              the embedding row-parallel, the output layer column-parallel with
                              loss_parallel), each block torch.compile'd; -async adds Inductor's
                              micro-pipelined (async) TP.
  dtensor-fsdp-tp             torchtitan's 2-D plan: the same TP over --tp GPUs, FSDP2 (ZeRO-2)
                              over the rest (dp_shard), each block torch.compile'd; -async too.
  torch-cp                    PyTorch's context parallelism over all --nproc GPUs
                              (`context_parallel`: the token ids, targets and rotary tables split
                              by sequence with its load balancing, ring attention), one batch
                              over all; -compile each block torch.compile'd.
And each --artifact NAME=DIR, on as many GPUs as its manifest's world size: compiled with the
loss inside (two inputs) it gets the targets; with --optimizer adamw its backward is the step.

Every variant builds examples/llama.py's Llama-3-8B shapes (--layers blocks, bf16) from one seed
and takes steps of forward, cross-entropy on float32 logits, backward and AdamW (fused) on B x T
tokens per data-parallel rank; ranks along tp share one batch. Reported from rank 0: load and
first step, median step (and in --json every step's time, and the median time the host took to
issue a step: close to the step's own, the step waits on the host), tokens/s per GPU, peak
memory per GPU, and, against the one-GPU rows
(`compile`, or an artifact of world size 1), the efficiency: tokens/s per GPU over one GPU's.
With --profile, one later step under the CUDA profiler: kernel time by kind, the time only
collectives ran (exposed communication) and the time no kernel ran. Nothing asserts a time.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from report import load_llama, profile_kernels, run_jobs  # noqa: E402

BASELINES = ("fsdp2-zero2", "fsdp2-zero3", "fsdp2-zero2-compile", "fsdp2-zero3-compile",
             "fsdp2-zero2-compile-float8", "fsdp2-hsdp", "fsdp2-hsdp-compile", "compile", "dtensor-tp",
             "dtensor-tp-async", "dtensor-fsdp-tp", "dtensor-fsdp-tp-async", "torch-cp", "torch-cp-compile")


def parse(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--nproc", type=int, default=2, help="GPUs of the PyTorch variants but `compile` (one)")
    ap.add_argument("--layers", type=int, default=32)
    ap.add_argument("--shape", default="1x8192", help="B x T per data-parallel rank")
    ap.add_argument("--steps", type=int, default=10)
    ap.add_argument("--warmup", type=int, default=2)
    ap.add_argument("--tp", type=int, default=2, help="dtensor-fsdp-tp: the tp axis's size (the rest is dp_shard)")
    ap.add_argument("--artifact", action="append", default=[], help="NAME=DIR, repeatable")
    ap.add_argument("--variants", default="", help="PyTorch variants, comma-separated: " + ", ".join(BASELINES))
    ap.add_argument("--json", help="write the rows here (after each variant)")
    ap.add_argument("--timeout", type=float, default=None, help="seconds one variant may take")
    ap.add_argument("--profile", help="write each variant's kernels of one later step into this directory")
    ap.add_argument("--one", help=argparse.SUPPRESS)
    ap.add_argument("--path", help=argparse.SUPPRESS)
    return ap.parse_args(argv)


def _tp_plan(model, mesh) -> None:
    """Tensor and sequence parallelism as torchtitan lays Llama out, with torch's DTensor API.
    The residual stream stays a local tensor split by sequence between the blocks."""
    from torch.distributed.tensor import Replicate, Shard
    from torch.distributed.tensor.parallel import (ColwiseParallel, PrepareModuleInput, RowwiseParallel,
                                                   SequenceParallel, parallelize_module)
    parallelize_module(model, mesh, {
        "tok_embeddings": RowwiseParallel(input_layouts=Replicate(), output_layouts=Shard(1)),
        "norm": SequenceParallel(),
        "output": ColwiseParallel(input_layouts=Shard(1), output_layouts=Shard(-1), use_local_output=False),
    })
    for block in model.layers:
        parallelize_module(block, mesh, {
            "attention_norm": SequenceParallel(),
            "attention": PrepareModuleInput(input_layouts=(Shard(1), None, None),
                                            desired_input_layouts=(Replicate(), None, None)),
            "attention.wq": ColwiseParallel(), "attention.wk": ColwiseParallel(), "attention.wv": ColwiseParallel(),
            "attention.wo": RowwiseParallel(output_layouts=Shard(1)),
            "ffn_norm": SequenceParallel(),
            "feed_forward": PrepareModuleInput(input_layouts=(Shard(1),), desired_input_layouts=(Replicate(),)),
            "feed_forward.w1": ColwiseParallel(), "feed_forward.w3": ColwiseParallel(),
            "feed_forward.w2": RowwiseParallel(output_layouts=Shard(1)),
        })
        block.attention.n_heads //= mesh.size()      # the views inside see this rank's heads
        block.attention.n_kv_heads //= mesh.size()


def run_one(a) -> None:
    import contextlib

    import torch
    import torch.distributed as dist
    import torch.nn.functional as F

    dist.init_process_group("nccl")
    rank, world = dist.get_rank(), dist.get_world_size()
    torch.cuda.set_device(int(os.environ["LOCAL_RANK"]))
    llama = load_llama()
    B, T = (int(x) for x in a.shape.split("x"))
    torch_cp = a.path is None and a.one.startswith("torch-cp")     # PyTorch's context parallelism
    manifest = None
    if a.path:
        import aotc.runtime
        manifest = aotc.runtime.read_manifest(a.path)
        args = dict(manifest.made.args)
    else:
        args = {"config": "llama-3-8b", "n_layers": a.layers}
        if torch_cp:      # the rotary tables split as the tokens: one row per token
            args["max_seq_len"] = T
    torch.manual_seed(0)
    with torch.device("cuda"):
        model = llama.Llama(**args).to(torch.bfloat16)
    vocab = model.config.vocab_size
    torch.cuda.synchronize()
    dist.barrier()
    start = time.perf_counter()
    # this rank's batch index, and how many batches a step trains on
    if manifest is None:
        loss_context, data_index, batches, after_step = _parallelize(a.one, model, "cuda", a.tp)
        step_model, in_step = model, False
    else:
        step_model = aotc.runtime.load(a.path, model)
        data_index, batches = aotc.runtime.data_rank(step_model)
        loss_context, after_step = contextlib.nullcontext, None
        in_step = getattr(step_model, "optimizer", None) is not None
    load_s = time.perf_counter() - start
    torch.manual_seed(1 + data_index)       # each data-parallel rank its own batch, tp ranks one
    idx = torch.randint(0, vocab, (B, T), device="cuda")
    targets = torch.randint(0, vocab, (B, T), device="cuda")
    loss_inside = manifest is not None and len(manifest.inputs) == 2
    opt = None if in_step else torch.optim.AdamW([p for p in step_model.parameters() if p.requires_grad],
                                                  lr=1e-5, fused=True)

    step_context = contextlib.nullcontext
    if torch_cp:
        from torch.distributed.device_mesh import init_device_mesh
        from torch.distributed.tensor.experimental import context_parallel
        cp_mesh = init_device_mesh("cuda", (world,), mesh_dim_names=("cp",))
        rope = step_model.rope
        # forward and backward in one context: it splits the buffers on entry, restores them on exit
        step_context = lambda: context_parallel(cp_mesh, buffers=[idx, targets, rope.cos, rope.sin],  # noqa: E731
                                                buffer_seq_dims=[1, 1, 0, 0])

    def step():
        with step_context():
            return _step()

    def _step():
        if loss_inside:
            loss = step_model(idx, targets)
        else:
            with loss_context():
                loss = F.cross_entropy(step_model(idx).flatten(0, 1).float(), targets.flatten())
        with loss_context():
            loss.backward()
        if torch_cp:    # each rank's loss is its own tokens': the gradients are averaged over the ranks
            works = [dist.all_reduce(p.grad, op=dist.ReduceOp.AVG, async_op=True)
                     for p in step_model.parameters() if p.grad is not None]
            for w in works:
                w.wait()
        if opt is not None:
            opt.step()
            opt.zero_grad(set_to_none=True)
        if after_step is not None:
            after_step()
        return loss

    first_loss = step().item()
    torch.cuda.synchronize()
    first_s = time.perf_counter() - start
    for _ in range(a.warmup):
        step()
    torch.cuda.synchronize()
    torch.cuda.reset_peak_memory_stats()
    times, host = [], []
    for _ in range(a.steps):
        torch.cuda.synchronize()
        t = time.perf_counter()
        step()
        host.append(time.perf_counter() - t)    # until the host has issued the step: near the step's time, host-bound
        torch.cuda.synchronize()
        times.append(time.perf_counter() - t)
    median = statistics.median(times)
    peak = torch.cuda.max_memory_allocated()
    profile = profile_kernels(step, a.profile, a.one) if a.profile else None   # every rank: collectives match
    if rank == 0:
        print("RESULT " + json.dumps({
            "variant": a.one, "ranks": world, "first_step_s": round(first_s, 2), "load_s": round(load_s, 2),
            "first_loss": round(first_loss, 4), "median_ms": round(median * 1e3, 1),
            "steps_ms": [round(x * 1e3, 1) for x in times], "host_median_ms": round(statistics.median(host) * 1e3, 1),
            "tokens_per_s_per_gpu": round(batches * B * T / median / world), "peak_gb": round(peak / 1e9, 2),
            "kernel_packs": getattr(step_model, "kernel_packs", {}), "profile": profile,
            "device": torch.cuda.get_device_name()}), flush=True)
    dist.barrier()
    dist.destroy_process_group()


def _parallelize(variant: str, model, device: str, tp: int, compile_blocks: bool = True):
    """Lay `model` out as the PyTorch variant says, in place: (the loss's context, this rank's
    batch index, batches a step trains on, what to run after each step)."""
    import contextlib

    import torch
    import torch.distributed as dist
    from torch.distributed.device_mesh import init_device_mesh
    from torch.distributed.fsdp import fully_shard
    from torch.distributed.tensor.parallel import loss_parallel
    rank, world = dist.get_rank(), dist.get_world_size()
    compiled = compile_blocks and ("-compile" in variant or variant.startswith(("dtensor", "compile")))
    if variant.startswith("torch-cp"):
        if compiled:
            for block in model.layers:
                block.compile()
        return contextlib.nullcontext, 0, 1, None
    if variant == "compile":
        for block in model.layers:
            block.compile()
        return contextlib.nullcontext, 0, 1, None
    if variant.startswith("dtensor"):
        fsdp = variant.startswith("dtensor-fsdp-tp")
        tp = tp if fsdp else world
        mesh = init_device_mesh(device, (world // tp, tp), mesh_dim_names=("dp_shard", "tp"))
        _tp_plan(model, mesh["tp"])
        if variant.endswith("-async"):
            from torch.distributed._symmetric_memory import enable_symm_mem_for_group
            torch._inductor.config._micro_pipeline_tp = True
            enable_symm_mem_for_group(mesh["tp"].get_group().group_name)
        for block in model.layers:
            if compiled:
                block.compile(fullgraph=True)
            if fsdp:     # torchtitan's 2D: FSDP over dp_shard of the TP-split blocks
                fully_shard(block, mesh=mesh["dp_shard"], reshard_after_forward=False)
        if fsdp:
            fully_shard(model, mesh=mesh["dp_shard"], reshard_after_forward=False)
        return loss_parallel, mesh["dp_shard"].get_local_rank(), world // tp, None
    after_step = None
    if variant.endswith("-float8"):   # the fp8 baseline for `--fp8` artifacts
        from torchao.float8 import (Float8LinearConfig, convert_to_float8_training,
                                    precompute_float8_dynamic_scale_for_fsdp)
        convert_to_float8_training(model, config=Float8LinearConfig(enable_fsdp_float8_all_gather=True))
        after_step = lambda: precompute_float8_dynamic_scale_for_fsdp(model)   # one scale pass per step
    reshard = "zero3" in variant
    # HSDP: parameters sharded over dp_shard, whole over dp_replicate (2), gradients all-reduced there
    mesh = init_device_mesh(device, (2, world // 2), mesh_dim_names=("dp_replicate", "dp_shard")) \
        if variant.startswith("fsdp2-hsdp") else None
    for block in model.layers:
        if compiled:   # regional compilation: each block compiled once
            block.compile()
        fully_shard(block, mesh=mesh, reshard_after_forward=reshard)
    fully_shard(model, mesh=mesh, reshard_after_forward=reshard)
    return contextlib.nullcontext, rank, world, after_step


def rank_args(a, variant: str, path: str | None) -> list[str]:
    """The arguments of one variant's ranks (its torchrun job)."""
    args = ["--layers", str(a.layers), "--shape", a.shape, "--steps", str(a.steps), "--warmup", str(a.warmup),
            "--tp", str(a.tp), "--one", variant]
    args += ["--profile", str(Path(a.profile).resolve())] if a.profile else []
    return args + (["--path", path] if path else [])


def _ranks(path: str) -> int:
    import aotc.runtime
    sharding = aotc.runtime.read_manifest(path).sharding
    return 1 if sharding is None else sharding.world_size


def main(argv=None):
    a = parse(argv)
    if a.one:
        run_one(a)
        return
    unknown = [v for v in a.variants.split(",") if v and v not in BASELINES]
    if unknown:
        sys.exit(f"unknown variant(s) {unknown}; choose from {', '.join(BASELINES)}")
    jobs = [(f"artifact-{name}", path, _ranks(path)) for name, _, path in (x.partition("=") for x in a.artifact)]
    jobs += [(v, None, 1 if v == "compile" else a.nproc) for v in a.variants.split(",") if v]
    rows = run_jobs(__file__, jobs, lambda variant, path: rank_args(a, variant, path), a.timeout, a.json)
    one = next((r["tokens_per_s_per_gpu"] for r in rows if r["ranks"] == 1), None)
    print("| variant | GPUs | first step | step | tokens/s per GPU | peak per GPU | efficiency |\n"
          "|---|---:|---:|---:|---:|---:|---:|")
    for r in rows:
        eff = f"{r['tokens_per_s_per_gpu'] / one:.2f}" if one else ""
        print(f"| {r['variant']} | {r['ranks']} | {r['first_step_s']} s (load {r['load_s']} s) | {r['median_ms']} ms | "
              f"{r['tokens_per_s_per_gpu']:,} | {r['peak_gb']} GB | {eff} |")
    if a.profile:
        from report import profile_table
        print(profile_table(rows))


if __name__ == "__main__":
    main()
