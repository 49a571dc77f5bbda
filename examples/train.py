"""Train a Llama from a thunder-aot artifact: one process, or one per rank under torchrun.

    thunder-aot compile examples/llama.py:Llama --arg config=tiny --shape 2x64 \\
        --shard fsdp-zero2 --world-size 2 -o artifacts/llama-tiny-fsdp
    torchrun --nproc-per-node 2 examples/train.py artifacts/llama-tiny-fsdp --steps 20

    thunder-aot compile examples/llama.py:Llama --arg config=tiny --shape 2x64 --input 'i64[2,64]' \\
        --mesh dp_shard=2,tp=2 --shard fsdp-zero2 -o artifacts/llama-tiny-fsdp-tp
    torchrun --nproc-per-node 4 examples/train.py artifacts/llama-tiny-fsdp-tp --steps 20

    thunder-aot compile examples/llama.py:Llama --arg config=tiny --shape 1x64 \\
        --mesh pp=2,dp_shard=2 --shard fsdp-zero2 -o artifacts/llama-tiny-pp2-dp2
    torchrun --nproc-per-node 4 examples/train.py artifacts/llama-tiny-pp2-dp2 --steps 20 --microbatches 4

The model is built from the arguments the artifact's manifest records, with the same seed on
every rank (the runtime keeps each rank's part of every parameter, and a pipeline rank its
stages'); the optimizer is built after load, so it holds only this rank's part. Each
data-parallel rank draws its own batch; ranks along tp and cp, and the stages of one pipeline,
share theirs (`aotc.runtime.data_rank`). An artifact compiled for two inputs takes the targets
too and returns the loss (the cross-entropy inside the program); under pipeline stages, the
last stage's. Pipeline stages run under PyTorch's schedule (--schedule), each step's batch
--microbatches microbatches of the compiled shape. CUDA when the artifact was compiled for it
(NCCL, one GPU per rank), else CPU (gloo). One rank prints each step's loss and time, then the
median of steps 2 on and the tokens a second per GPU (or process); under CUDA, the most memory
any rank held. A whole checkpoint (--checkpoint) or a sharded one (--dcp) is written at the end;
a sharded one written under any mesh starts another run (--resume).
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import statistics
import sys
import time
from pathlib import Path

import torch
import torch.distributed as dist
import torch.nn.functional as F

import aotc.runtime

HERE = Path(__file__).resolve().parent


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("artifact")
    ap.add_argument("--steps", type=int, default=20)
    ap.add_argument("--lr", type=float, default=1e-3)
    ap.add_argument("--checkpoint", help="write the whole state dict here at the end (rank 0)")
    ap.add_argument("--dcp", help="write a sharded checkpoint (torch.distributed.checkpoint) into this directory")
    ap.add_argument("--resume", help="start from this sharded checkpoint (written by --dcp under any mesh, or by "
                    "torch.distributed.checkpoint from an eager or FSDP2 model), its optimizer state too")
    ap.add_argument("--microbatches", type=int, default=2, help="pipeline stages: microbatches per step")
    ap.add_argument("--schedule", default=None, help="pipeline stages: gpipe, 1f1b (default with one stage per "
                    "rank) or interleaved-1f1b (default with several)")
    a = ap.parse_args()

    manifest = aotc.runtime.read_manifest(a.artifact)
    device = torch.device(manifest.made.device)
    distributed = "WORLD_SIZE" in os.environ
    if distributed:
        dist.init_process_group("nccl" if device.type == "cuda" else "gloo")
        if device.type == "cuda":
            device = torch.device("cuda", int(os.environ["LOCAL_RANK"]))
            torch.cuda.set_device(device)
    rank = dist.get_rank() if distributed else 0

    # The example the artifact was compiled from (llama.py:Llama, moe.py:MoETransformer), by name.
    file, _, attr = (manifest.made.spec or "llama.py:Llama").rpartition(":")
    spec = importlib.util.spec_from_file_location("train_example", HERE / Path(file).name)
    example = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(example)
    torch.manual_seed(0)   # the same full weights on every rank
    with torch.device(device):
        model = getattr(example, attr)(**manifest.made.args).to(getattr(torch, manifest.made.dtype))
    step_model = aotc.runtime.load(a.artifact, model)
    pipelined = isinstance(step_model, aotc.runtime.PipelineModule)
    optimizer = torch.optim.AdamW([p for p in step_model.parameters() if p.requires_grad], lr=a.lr)
    if a.resume:   # every rank reads the blocks it holds, whatever mesh wrote them
        aotc.runtime.load_checkpoint(step_model, a.resume, optimizer)
        done = int(next(iter(optimizer.state.values()))["step"])
        if rank == 0:
            print(f"resumed from {a.resume}: {done} optimizer steps taken", flush=True)

    shape = manifest.inputs[0].shape
    index, data_ranks = aotc.runtime.data_rank(step_model)
    torch.manual_seed(1 + index)      # each data-parallel rank its own batch
    rows = shape[0] * (a.microbatches if pipelined else 1)
    tokens = torch.randint(0, model.config.vocab_size, (rows, shape[1] + 1), device=device)
    if pipelined:
        stages = {s.stage for s in step_model.stages}
        first, last = 0 in stages, manifest.pipeline.stages - 1 in stages
        kind = a.schedule or ("1f1b" if len(stages) == 1 else "interleaved-1f1b")
        # A last stage compiled with the targets computes the loss itself (the fused loss);
        # otherwise the schedule computes it from the logits.
        loss_fn = None if step_model.loss_inside else (lambda out, y: F.cross_entropy(out.flatten(0, 1).float(),
                                                                                      y.flatten()))
        schedule = step_model.schedule(kind, n_microbatches=a.microbatches, loss_fn=loss_fn)
        # One rank reports: of the last stage's, the first data-parallel one's first along tp and cp
        # (they share its batch, so they see the same losses).
        coords = aotc.runtime.shard.coordinates(step_model.process_groups, manifest.sharding)
        reports = last and index == 0 and coords.get("tp", 0) == coords.get("cp", 0) == 0
    else:
        reports = rank == 0
    times = []
    for step in range(1, a.steps + 1):
        start = time.perf_counter()
        if pipelined:
            losses = []
            schedule.step(*([tokens[:, :-1]] if first else []),
                          **({"target": tokens[:, 1:], "losses": losses} if last else {}))
            loss = torch.stack(losses).mean() if last else None
        elif len(manifest.inputs) == 2:                      # the loss is in the program
            loss = step_model(tokens[:, :-1], tokens[:, 1:])
            loss.backward()
        else:
            out = step_model(tokens[:, :-1])
            logits = out["logits"] if isinstance(out, dict) else out
            loss = F.cross_entropy(logits.flatten(0, 1).float(), tokens[:, 1:].flatten())
            if isinstance(out, dict) and "aux_loss" in out:      # a mixture of experts' balancing losses
                loss = loss + out["aux_loss"]
            loss.backward()
        optimizer.step()
        optimizer.zero_grad(set_to_none=True)
        if reports:
            seen = loss.item()        # waits for the step
            times.append(time.perf_counter() - start)
            print(f"step {step:4d}  loss {seen:.4f}  {1e3 * times[-1]:.1f} ms", flush=True)
    if reports and len(times) > 1:     # the first step loads kernels and warms the allocator
        median = statistics.median(times[1:])
        world = dist.get_world_size() if distributed else 1
        unit = "GPU" if device.type == "cuda" else "process"
        print(f"median of steps 2-{len(times)}: {1e3 * median:.1f} ms, "
              f"{rows * shape[1] * data_ranks / median / world:,.0f} tokens/s per {unit}", flush=True)
    if device.type == "cuda":
        # The most any rank held (a pipeline's first stage keeps the most activations, its last the output layer).
        peak = torch.tensor(float(torch.cuda.max_memory_allocated()), device=device)
        if distributed:
            dist.all_reduce(peak, op=dist.ReduceOp.MAX)
        if reports:
            print(f"peak {peak.item() / 1e9:.2f} GB per GPU (the most of any rank)", flush=True)
    if a.dcp:
        aotc.runtime.save_checkpoint(step_model, a.dcp, optimizer)   # every rank writes its blocks
    if a.checkpoint:
        state = aotc.runtime.full_state_dict(step_model)   # a collective: every rank calls it
        if rank == 0:
            torch.save(state, a.checkpoint)
    if distributed:
        dist.barrier()   # no rank tears the group down while another still uses it
        dist.destroy_process_group()
        # About one gloo process in thirty aborts in the interpreter's teardown after this
        # ("terminate called without an active exception"), failing a finished job: exit here.
        sys.stdout.flush()
        os._exit(0)


if __name__ == "__main__":
    main()
