"""torchtitan's own trainer on synthetic data: its model under its own torch.compile next to the
same model run through thunder-aot artifacts (aotc.integrations.torchtitan), each variant a fresh
torchrun job, on one GPU and on several (FSDP).

    python bench/titan_trainer.py --layers 16 --shape 1x8192 --nproc 1,2 \\
        --artifact one=artifacts/titan-l16 --artifact fsdp2=artifacts/titan-l16-fsdp2 --json titan.json

Variants:
  compile          torchtitan's Trainer as its configs run it: FSDP2 over the job's GPUs (on one
                   GPU too, as torchtitan always wraps), each block and the loss torch.compile'd;
                   once per GPU count in --nproc. --tp [--async-tp], --pp [--pp-schedule
                   --microbatches], --cp and --ep give it torchtitan's own tensor, pipeline,
                   context and expert parallelism, --dp-replicate its HSDP, --ac its activation
                   checkpointing; the rest of the GPUs is dp_shard.
  artifact-NAME    torchtitan's Trainer (aotc.integrations.torchtitan.ArtifactTrainer) running
                   the artifact DIR of each --artifact NAME=DIR, on as many GPUs as it was
                   compiled for; the loss outside it, as torchtitan computes it: eager, or with
                   --compile-loss under torchtitan's torch.compile (--compile.components loss),
                   as the compile variant runs it.

Both: torchtitan's MODEL:FLAVOR (default llama3:8B, Llama-3-8B's shapes) cut to --layers blocks,
bfloat16 parameters (training.dtype), B x T tokens per data-parallel rank (--shape; under --tp a
tp group's) of synthetic token ids
(one document per row), torchtitan's cross-entropy on the logits, its AdamW and gradient
clipping, no activation checkpointing, no CUDA graphs, the same seed. Reported from rank 0: the
first step (from building the trainer: its compile, or loading the artifact), the median step,
tokens/s per GPU, peak memory per GPU and the first and last losses. Nothing asserts a time.

On torch 2.11 torchtitan 0.3.0's own parallelisms need `--spmd-backend partial_dtensor`: its
default backend builds `torch.distributed.fsdp.DataParallelMeshDims`, new in torch 2.12
(bench/titan_compat.py gives torch 2.11 what torchtitan takes from 2.12, and its varlen attention
torch's own flash kernel where FlashAttention-3 is not installed).

The artifacts are compiled on a CPU machine and their kernel packs built on the GPU machine:

    thunder-aot compile titan:llama3:8B --arg layers=16 --arg seq_len=8192 --shape 1x8192 \\
        --input 'i64[1,8192]' --dtype bfloat16 --device cuda -o artifacts/titan-l16
    thunder-aot compile titan:llama3:8B --arg layers=16 --arg seq_len=8192 --shape 1x8192 \\
        --input 'i64[1,8192]' --dtype bfloat16 --device cuda --shard fsdp-zero2 --world-size 2 \\
        -o artifacts/titan-l16-fsdp2
    python3 -m cli.main build-kernels artifacts/titan-l16          # on the GPU machine
    python3 -m cli.main build-kernels artifacts/titan-l16-fsdp2

(--layers, --shape and --dtype here must match the artifacts'; a job that does not is refused,
with the compile command that fits it.) `--dry-run` builds each variant's torchtitan config,
checks each artifact against its job as the trainer would, and prints the jobs without starting
them: it needs no GPU.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
from report import run_jobs  # noqa: E402

from titan_compat import STOOD_IN  # noqa: E402  (before torchtitan: torch 2.11 lacks a name it imports)
import torch  # noqa: E402
from torchtitan.components.dataloader import BaseDataLoader  # noqa: E402
from torchtitan.components.tokenizer import BaseTokenizer  # noqa: E402


def parse(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--model", default="llama3:8B", help="torchtitan's MODEL:FLAVOR")
    ap.add_argument("--layers", type=int, default=16)
    ap.add_argument("--shape", default="1x8192", help="B x T per data-parallel rank")
    ap.add_argument("--attn-backend", default=None,
                    help="torchtitan's attn_backend for the model (default: its registry's, flex for llama3); the "
                         "artifacts must be compiled with the same (--arg attn_backend=...)")
    ap.add_argument("--spmd-backend", default=None,
                    help="torchtitan's parallelism.spmd_backend for the compile variant (default: its own)")
    ap.add_argument("--tp", type=int, default=1,
                    help="torchtitan's tensor_parallel_degree for the compile variant (its TP + SP plan; the rest of "
                         "each job's GPUs is dp_shard)")
    ap.add_argument("--async-tp", action="store_true", help="with --tp: torchtitan's compile.enable_async_tensor_parallel")
    ap.add_argument("--pp", type=int, default=1,
                    help="torchtitan's pipeline_parallel_degree for the compile variant (stage ranks; the rest is dp_shard)")
    ap.add_argument("--pp-schedule", default="1F1B",
                    help="with --pp: torchtitan's pipeline_parallel_schedule (1F1B, GPipe, Interleaved1F1B, ...); "
                         "torchtitan gives a looped schedule two stages a rank, balancing blocks against the "
                         "embedding and the output layer")
    ap.add_argument("--microbatches", type=int, default=1,
                    help="with --pp: microbatches of --shape's batch a step per data-parallel rank")
    ap.add_argument("--cp", type=int, default=1,
                    help="torchtitan's context_parallel_degree for the compile variant (each sequence split over cp "
                         "ranks; flex attention's masks and tokens balanced by torchtitan's ptrr balancer)")
    ap.add_argument("--ep", type=int, default=1,
                    help="torchtitan's expert_parallel_degree for the compile variant (a MoE --model's experts split over "
                         "ep of the dp_shard ranks)")
    ap.add_argument("--dp-replicate", type=int, default=1,
                    help="torchtitan's data_parallel_replicate_degree (HSDP: parameters whole over these ranks, "
                         "sharded over the rest), for the compile variant and the artifacts' jobs alike (compile them "
                         "with --mesh dp_replicate=R,dp_shard=S)")
    ap.add_argument("--ac", choices=("none", "full", "selective"), default="none",
                    help="the compile variant's activation checkpointing: torchtitan's FullAC (each block recomputed) "
                         "or SelectiveAC (its default policy); none by default, as the artifacts plan their own")
    ap.add_argument("--compile-loss", action="store_true",
                    help="artifact variants: torchtitan compiles its loss (compile.components=['loss']), as the compile "
                         "variant does; default eager")
    ap.add_argument("--dtype", default="bfloat16", help="parameters' dtype (training.dtype): the artifacts' --dtype")
    ap.add_argument("--steps", type=int, default=10)
    ap.add_argument("--warmup", type=int, default=2)
    ap.add_argument("--nproc", default="1,2", help="GPU counts of the compile variant, comma-separated")
    ap.add_argument("--artifact", action="append", default=[], help="NAME=DIR, repeatable")
    ap.add_argument("--variants", default="compile", help="'compile' or '' (artifacts only)")
    ap.add_argument("--json", help="write the rows here (after each variant)")
    ap.add_argument("--timeout", type=float, default=None, help="seconds one variant may take")
    ap.add_argument("--dry-run", action="store_true", help="build each variant's config and print its job")
    ap.add_argument("--one", help=argparse.SUPPRESS)
    ap.add_argument("--path", help=argparse.SUPPRESS)
    a = ap.parse_args(argv)
    if a.async_tp and a.tp < 2:
        ap.error("--async-tp needs --tp 2 or more (torchtitan's async TP pipelines tp's collectives)")
    if a.pp < 2 and (a.microbatches != 1 or a.pp_schedule != "1F1B"):
        ap.error("--microbatches and --pp-schedule need --pp 2 or more (they shape torchtitan's pipeline schedule)")
    if a.pp > 1 and a.microbatches < a.pp:
        ap.error(f"--pp {a.pp} needs --microbatches {a.pp} or more: torch's schedules take at least one per stage rank")
    if a.pp > 1 and a.artifact:
        ap.error("--pp shapes torchtitan's own variant only; run the artifacts' pipelines with examples/train.py")
    return a


def degrees(a) -> int:
    """GPUs one batch of the compile variant spans: its tp x pp x cp ranks (the rest is dp_shard)."""
    return a.tp * a.pp * a.cp


class SyntheticTokenizer(BaseTokenizer):
    """No files: the vocabulary's size is all the trainer asks of it here."""

    @dataclass(kw_only=True, slots=True)
    class Config(BaseTokenizer.Config):
        vocab_size: int = 128256

    def __init__(self, config: Config, *, tokenizer_path: str = ""):
        super().__init__()
        self.vocab_size = config.vocab_size

    def encode(self, *args, **kwargs) -> list[int]:
        raise NotImplementedError("synthetic data is token ids already")

    def decode(self, *args, **kwargs) -> str:
        raise NotImplementedError("synthetic data is token ids already")

    def get_vocab_size(self) -> int:
        return self.vocab_size


class SyntheticLoader(BaseDataLoader):
    """One batch of random token ids per data-parallel rank (its own seed), given every step:
    {"input": ids, "positions": 0..T-1 per row}, next-token labels."""

    @dataclass(kw_only=True, slots=True)
    class Config(BaseDataLoader.Config):
        vocab_size: int = 128256
        seed: int = 0

    def __init__(self, config: Config, *, dp_world_size: int, dp_rank: int, tokenizer, seq_len: int,
                 local_batch_size: int, snapshot_every_n_steps: int | None = None):
        g = torch.Generator().manual_seed(config.seed + dp_rank)
        ids = torch.randint(0, config.vocab_size, (local_batch_size, seq_len + 1), generator=g)
        positions = torch.arange(seq_len).expand(local_batch_size, seq_len).contiguous()
        self.batch = ({"input": ids[:, :-1].contiguous(), "positions": positions}, ids[:, 1:].contiguous())

    def __iter__(self):
        while True:
            inputs, labels = self.batch
            yield dict(inputs), labels        # the trainer moves the dict's tensors in place

    def state_dict(self):
        return {}

    def load_state_dict(self, state_dict) -> None:
        pass


def job_config(a, path: str | None):
    """torchtitan's Trainer.Config of one variant (an ArtifactTrainer.Config with `path`)."""
    import importlib

    from torchtitan.components.loss import CrossEntropyLoss
    from torchtitan.components.metrics import MetricsProcessor
    from torchtitan.components.optimizer import default_adamw
    from torchtitan.config import CompileConfig, TrainingConfig
    from torchtitan.config.configs import CommConfig, DebugConfig
    from torchtitan.trainer import Trainer

    name, _, flavor = a.model.partition(":")
    backend = {} if a.attn_backend is None else {"attn_backend": a.attn_backend}
    spec = importlib.import_module(f"torchtitan.models.{name}").model_registry(flavor, **backend)
    spec.model.layers = spec.model.layers[:a.layers]
    vocab = spec.model.vocab_size
    B, T = (int(x) for x in a.shape.split("x"))
    config = Trainer.Config(
        model_spec=spec, hf_assets_path=str(ROOT),
        tokenizer=SyntheticTokenizer.Config(vocab_size=vocab), dataloader=SyntheticLoader.Config(vocab_size=vocab),
        loss=CrossEntropyLoss.Config(global_vocab_size=vocab), optimizer=default_adamw(lr=1e-5),
        training=TrainingConfig(local_batch_size=B * a.microbatches, seq_len=T, steps=1 + a.warmup + a.steps, dtype=a.dtype,
                                disable_cuda_graphs=True),
        metrics=MetricsProcessor.Config(log_freq=10**6),      # its logging reads the loss on the host
        activation_checkpoint=_checkpointing(a, path),
        compile=CompileConfig(enable=path is None or a.compile_loss, components=["model", "loss"] if path is None
                              else ["loss"], enable_async_tensor_parallel=path is None and a.async_tp),
        comm=CommConfig(init_timeout_seconds=1800),
        debug=DebugConfig(seed=0),
        parallelism=_parallelism(a, B) if path is None else _artifact_parallelism(a))
    if path is None:
        return config
    from aotc.integrations.torchtitan import with_artifact
    return with_artifact(config, path)


def _checkpointing(a, path):
    """torchtitan's activation checkpointing for the compile variant under --ac; an artifact plans
    its own recomputation when compiled (--remat-policy, --memory-budget)."""
    if path is not None or a.ac == "none":
        return None
    from torchtitan.distributed.activation_checkpoint import FullAC, SelectiveAC
    return (FullAC if a.ac == "full" else SelectiveAC).Config()


def _artifact_parallelism(a):
    """An artifact variant's parallelism: torchtitan's defaults (every rank dp_shard) but HSDP's
    dp_replicate under --dp-replicate; the artifact's plan must be the job's (ArtifactTrainer checks)."""
    from torchtitan.config import ParallelismConfig
    return ParallelismConfig(**({"data_parallel_replicate_degree": a.dp_replicate} if a.dp_replicate > 1 else {}))


def _parallelism(a, B: int):
    """The compile variant's parallelism: torchtitan's defaults but what --tp, --pp, --cp, --ep, --dp-replicate and
    --spmd-backend set (a pipeline's microbatch is B rows)."""
    from torchtitan.config import ParallelismConfig

    given = {"tensor_parallel_degree": a.tp} if a.tp > 1 else {}
    given.update({} if a.spmd_backend is None else {"spmd_backend": a.spmd_backend})
    if a.pp > 1:
        given.update(pipeline_parallel_degree=a.pp, pipeline_parallel_schedule=a.pp_schedule,
                     pipeline_parallel_microbatch_size=B)
    if a.cp > 1:
        # headtail, torchtitan's default, is for SDPA, which its language models no longer run
        given.update(context_parallel_degree=a.cp, context_parallel_load_balancer="ptrr")
    if a.ep > 1:
        given.update(expert_parallel_degree=a.ep)
    if a.dp_replicate > 1:
        given.update(data_parallel_replicate_degree=a.dp_replicate)
    return ParallelismConfig(**given)


def run_one(a) -> None:
    import torch.distributed as dist

    config = job_config(a, a.path)
    start = time.perf_counter()
    trainer = config.build()
    losses = []
    step_fn = trainer.forward_backward_step

    def recorded(**kwargs):
        # The loss this rank's tokens add to the step's mean; a pipeline rank without the last
        # stage has none (torchtitan returns -1 there).
        loss = step_fn(**kwargs)
        if getattr(trainer, "pp_has_last_stage", True):
            losses[-1] += loss.detach().float().sum()
        return loss
    trainer.forward_backward_step = recorded
    data = trainer.batch_generator(trainer.dataloader)
    times = []
    for i in range(1 + a.warmup + a.steps):
        if i == 1 + a.warmup:
            torch.cuda.reset_peak_memory_stats()
        trainer.step += 1
        losses.append(torch.zeros((), device="cuda"))
        torch.cuda.synchronize()
        t = time.perf_counter()
        trainer.train_step(data)
        torch.cuda.synchronize()
        times.append(time.perf_counter() - t)
        if i == 0:
            first_s = time.perf_counter() - start
    median = statistics.median(times[1 + a.warmup:])
    world = dist.get_world_size()
    # The most any rank held: a pipeline's ranks hold different stages.
    peak = torch.tensor(float(torch.cuda.max_memory_allocated()), device="cuda")
    if world > 1:
        dist.all_reduce(peak, op=dist.ReduceOp.MAX)
    peak = peak.item()
    # Each rank's loss is its tokens' sum over every rank's count: summed, the step's mean.
    first, last = losses[0], losses[-1]
    if world > 1:
        for x in (first, last):
            dist.all_reduce(x)
    B, T = (int(x) for x in a.shape.split("x"))
    # A batch spans tp x pp x cp ranks: they share its tokens, and a tp group's ranks hold the same loss.
    compiled = a.one.startswith("compile")
    span, tp = (degrees(a), a.tp) if compiled else (1, 1)
    first, last = first / tp, last / tp
    if dist.get_rank() == 0:
        print("RESULT " + json.dumps({
            "variant": a.one, "ranks": world, "first_step_s": round(first_s, 2), "median_ms": round(median * 1e3, 1),
            "tokens_per_s_per_gpu": round(B * T * a.microbatches / span / median), "peak_gb": round(peak / 1e9, 2),
            "first_loss": round(first.item(), 4), "last_loss": round(last.item(), 4),
            "kernel_packs": getattr(getattr(trainer.model_parts[0], "step_model", None), "kernel_packs", {}),
            "device": torch.cuda.get_device_name()}), flush=True)
    trainer.close()
    dist.barrier()
    dist.destroy_process_group()


def check_job(config, nproc: int) -> None:
    """What ArtifactTrainer checks before a step, without a GPU: its config, and the model built
    on the meta device against the artifact's plan for a job of `nproc` ranks."""
    from torchtitan.distributed import ParallelDims

    from aotc.integrations.torchtitan import prepare
    prepare(config)
    config.model_spec.model.update_from_config(config=config)
    with torch.device("meta"):
        model = config.model_spec.model.build()
    config.model_spec.parallelize_fn(model, parallel_dims=ParallelDims.from_config(config.parallelism, nproc),
                                     training=config.training, parallelism=config.parallelism,
                                     compile_config=config.compile, ac_config=config.activation_checkpoint,
                                     dump_folder=config.dump_folder)


def rank_args(a, variant: str, path: str | None) -> list[str]:
    """The arguments of one variant's ranks (its torchrun job)."""
    args = ["--model", a.model, "--layers", str(a.layers), "--shape", a.shape, "--dtype", a.dtype,
            "--steps", str(a.steps), "--warmup", str(a.warmup), "--one", variant]
    args += [] if a.attn_backend is None else ["--attn-backend", a.attn_backend]
    args += [] if a.spmd_backend is None else ["--spmd-backend", a.spmd_backend]
    args += [] if a.tp == 1 else ["--tp", str(a.tp)] + (["--async-tp"] if a.async_tp else [])
    args += [] if a.pp == 1 else ["--pp", str(a.pp), "--pp-schedule", a.pp_schedule, "--microbatches", str(a.microbatches)]
    args += [] if a.cp == 1 else ["--cp", str(a.cp)]
    args += [] if a.ep == 1 else ["--ep", str(a.ep)]
    args += [] if a.dp_replicate == 1 else ["--dp-replicate", str(a.dp_replicate)]
    args += [] if a.ac == "none" else ["--ac", a.ac]
    args += ["--compile-loss"] if a.compile_loss and path else []
    return args + (["--path", path] if path else [])


def jobs(a) -> list[tuple[str, str | None, int]]:
    """(variant, artifact or None, GPUs) of each torchrun job."""
    from aotc.format.artifact import read_manifest
    out = []
    for name, _, path in (x.partition("=") for x in a.artifact):
        sharding = read_manifest(path).sharding
        out.append((f"artifact-{name}", str(Path(path).resolve()), 1 if sharding is None else sharding.world_size))
    if "compile" in a.variants.split(","):
        # A job of n GPUs: whole batches of tp x pp x cp ranks, and the experts split over ep of
        # each pipeline stage's n / pp ranks (dp_shard x cp x tp, as torchtitan borrows them).
        out += [(f"compile-{n}gpu{_plan(a)}", None, int(n)) for n in a.nproc.split(",")
                if n and int(n) % (degrees(a) * a.dp_replicate) == 0 and int(n) // a.pp % a.ep == 0]
    return out


def _plan(a) -> str:
    """The compile variant's parallelism in its name: -tp2-async, -pp2-1f1b-mb8, -cp2, -ep2, -hsdp2, -ac-full."""
    parts = [f"tp{a.tp}" + ("-async" if a.async_tp else "")] if a.tp > 1 else []
    parts += [f"pp{a.pp}-{a.pp_schedule.lower()}-mb{a.microbatches}"] if a.pp > 1 else []
    parts += [f"cp{a.cp}"] if a.cp > 1 else []
    parts += [f"ep{a.ep}"] if a.ep > 1 else []
    parts += [f"hsdp{a.dp_replicate}"] if a.dp_replicate > 1 else []
    parts += [f"ac-{a.ac}"] if a.ac != "none" else []
    return "".join("-" + p for p in parts)


def main(argv=None):
    a = parse(argv)
    if STOOD_IN and not a.one:
        print(f"torch {torch.__version__} lacks {', '.join(STOOD_IN)}: stood in (bench/titan_compat.py)", flush=True)
    if a.one:
        run_one(a)
        return
    if a.dry_run:
        for variant, path, nproc in jobs(a):
            config = job_config(a, path)
            if path is not None:
                check_job(config, nproc)
            print(f"{variant}: torchrun --nproc-per-node={nproc} {Path(__file__).name} "
                  f"{' '.join(rank_args(a, variant, path))}  ({type(config).__qualname__})", flush=True)
        return
    rows = run_jobs(__file__, jobs(a), lambda variant, path: rank_args(a, variant, path), a.timeout, a.json)
    print("| variant | GPUs | first step | step | tokens/s per GPU | peak per GPU | loss first / last |\n"
          "|---|---:|---:|---:|---:|---:|---:|")
    for r in rows:
        print(f"| {r['variant']} | {r['ranks']} | {r['first_step_s']} s | {r['median_ms']} ms | "
              f"{r['tokens_per_s_per_gpu']:,} | {r['peak_gb']} GB | {r['first_loss']} / {r['last_loss']} |")


if __name__ == "__main__":
    main()
