"""torchtitan's trainer running its model through an artifact (aotc.integrations.torchtitan).

torchtitan 0.3.0's Trainer does not start without a GPU: with no accelerator its device type
falls back to "cuda" (torchtitan.tools.utils.get_device_info), so `Trainer.__init__` calls
`torch.cuda.set_device` and its metrics read CUDA memory statistics. On the CPU these tests run
the trainer's own sequence with torchtitan's real parts: its config function, ArtifactTrainer's
preparation of it, the model spec's parallelize function, the model built on the meta device and
initialised by `init_weights`, the loss, optimizer and learning-rate schedule from the config's
builders and torchtitan's gradient clipping, step by step as `Trainer.train_step` calls them.
Eager torchtitan runs the same without its parallelize function, whose FSDP2 mesh torchtitan
makes on CUDA only.
"""

from __future__ import annotations

import os

import pytest
import torch
import torch.distributed as dist
import torch.multiprocessing as mp
from click.testing import CliRunner

from cli.main import main
from conftest import ROOT, exit_cleanly
from zoo.others import _flex_eager_on_cpu

from torchtitan.components.loss import IGNORE_INDEX
from torchtitan.distributed import ParallelDims, utils as dist_utils
from torchtitan.models.llama3.config_registry import llama3_debugmodel

from aotc.errors import ModelMismatchError
from aotc.integrations.torchtitan import ArtifactModel, ArtifactTrainer, clip_over_ranks, prepare, with_artifact

BATCH, SEQ, LAYERS, STEPS = 2, 32, 2, 3


@pytest.fixture(scope="session")
def titan_artifacts(tmp_path_factory):
    """titan:llama3:debugmodel (2 layers) for one process and for FSDP over 2 ranks, as the
    docs' quickstart compiles them."""
    root = tmp_path_factory.mktemp("titan_trainer")
    out = {}
    # Under FSDP each rank trains on its own rows: one of the batch's two each.
    for name, rows, flags in [("one", BATCH, []), ("fsdp2", 1, ["--shard", "fsdp-zero2", "--world-size", "2"])]:
        result = CliRunner().invoke(main, ["compile", "titan:llama3:debugmodel", "--arg", f"layers={LAYERS}",
                                           "--arg", f"seq_len={SEQ}",
                                           "--shape", f"{rows}x{SEQ}", "--input", f"i64[{rows},{SEQ}]", *flags,
                                           "-o", str(root / name), "-q"])
        assert result.exit_code == 0, result.output
        out[name] = str(root / name)
    return out


def job_config(artifact: str | None = None, rows: int = BATCH):
    """torchtitan's llama3_debugmodel job, 2 layers, `rows` x SEQ per rank, as its command line would set it."""
    config = llama3_debugmodel()
    config.model_spec.model.layers = config.model_spec.model.layers[:LAYERS]
    config.training.local_batch_size, config.training.seq_len, config.training.steps = rows, SEQ, STEPS
    config.training.disable_cuda_graphs = True
    config.activation_checkpoint = None
    if artifact is None:
        config.loss = config.loss.loss_fn      # the loss torchtitan's chunked loss wraps, as for the artifact
        return config
    config = with_artifact(config, artifact)
    prepare(config)
    return config


def batches():
    """Packed documents: token ids, each token's position in its document, next-token labels."""
    g = torch.Generator().manual_seed(7)
    out = []
    for _ in range(STEPS):
        tokens = torch.randint(0, 2048, (BATCH, SEQ + 1), generator=g)
        positions = torch.cat([torch.arange(12), torch.arange(SEQ - 12)]).expand(BATCH, SEQ).clone()
        positions[1] = torch.arange(SEQ)
        out.append((tokens[:, :-1], positions, tokens[:, 1:]))
    return out


def whole_grads(model) -> dict[str, torch.Tensor]:
    """Each parameter's gradient, whole: under a sharded artifact every rank's rows gathered."""
    sharding = model.step_model.manifest.sharding if isinstance(model, ArtifactModel) else None
    shapes = {p.name: p.shape for p in model.step_model.manifest.params} if sharding else {}
    out = {}
    for name, p in model.named_parameters():
        g = p.grad.detach().clone()
        if sharding is not None and sharding.params[name].divided:
            parts = [torch.empty_like(g) for _ in range(dist.get_world_size())]
            dist.all_gather(parts, g.contiguous())
            g = torch.cat(parts)[:shapes[name][0]]
        out[name] = g
    return out


def train(config, rows: slice = slice(None), world_size: int = 1) -> tuple[list[float], dict, dict]:
    """torchtitan's Trainer, non-pipelined, on the CPU: build, parallelize, init, then STEPS of
    train_step. Returns each step's loss over every rank (the trainer's logged one), and the
    first step's gradients, whole, as the backward left them and as the optimizer got them."""
    spec, model_config = config.model_spec, config.model_spec.model
    model_config.update_from_config(config=config)
    parallel_dims = ParallelDims.from_config(config.parallelism, world_size)
    with torch.device("meta"):
        model = model_config.build()
    if isinstance(config, ArtifactTrainer.Config):
        model = spec.parallelize_fn(model, parallel_dims=parallel_dims, training=config.training,
                                    parallelism=config.parallelism, compile_config=config.compile,
                                    ac_config=config.activation_checkpoint, dump_folder=config.dump_folder)
    torch.manual_seed(0)
    model.to_empty(device="cpu")
    with torch.no_grad():
        model.init_weights(buffer_device=None)
    model.train()
    loss_fn = config.loss.build(compile_config=config.compile)
    optimizers = config.optimizer.build(model_parts=[model])
    if isinstance(model, ArtifactModel):
        clip_over_ranks(config, model, optimizers)
    seen = {}
    optimizers.register_step_pre_hook(lambda *_: seen.setdefault("clipped", whole_grads(model)) and None)
    schedulers = config.lr_scheduler.build(optimizers=optimizers, training_steps=config.training.steps)
    losses = []
    for tokens, positions, labels in batches():
        tokens, positions, labels = tokens[rows], positions[rows], labels[rows]
        optimizers.zero_grad()
        valid = (labels != IGNORE_INDEX).sum()
        if world_size > 1:
            dist.all_reduce(valid)
        with _flex_eager_on_cpu(tokens.device):
            pred = model(tokens, positions=positions, attention_masks=model.get_attention_masks(positions))
        loss, _ = loss_fn(pred, labels, valid, positions=positions)
        loss.backward()
        seen.setdefault("raw", whole_grads(model))
        dist_utils.clip_grad_norm_(list(model.parameters()), config.training.max_norm, foreach=True)
        optimizers.step()
        schedulers.step()
        loss = loss.detach()
        if world_size > 1:
            dist.all_reduce(loss)
        losses.append(loss.item())
    return losses, seen["raw"], seen["clipped"]


@pytest.fixture(scope="module")
def eager():
    """Eager torchtitan's losses and first gradients (raw, clipped) on the whole batch."""
    return train(job_config())


def test_torchtitans_steps_with_the_artifact_equal_eager_torchtitans(titan_artifacts, eager):
    eager, eager_grads, _ = eager
    got, grads, _ = train(job_config(titan_artifacts["one"]))
    assert len(got) == STEPS and eager[0] != eager[-1]
    torch.testing.assert_close(torch.tensor(got), torch.tensor(eager), rtol=1e-5, atol=1e-5)
    torch.testing.assert_close(grads, eager_grads, rtol=1e-4, atol=1e-6)


def _fsdp_worker(rank: int, artifact: str, init_file: str, out_dir: str):
    dist.init_process_group("gloo", init_method=f"file://{init_file}", rank=rank, world_size=2)
    try:
        losses = train(job_config(artifact, rows=1), rows=slice(rank, rank + 1), world_size=2)
        torch.save(losses, os.path.join(out_dir, f"rank{rank}.pt"))
        dist.barrier()
    except BaseException:
        dist.destroy_process_group()
        raise
    exit_cleanly()


def test_fsdp_over_two_ranks_trains_like_eager_torchtitan_on_the_whole_batch(titan_artifacts, eager, tmp_path):
    """Each rank trains on its row; torchtitan's loss divides by every rank's tokens and wants
    gradients summed, the artifact averages them; clipping takes the norm over both ranks' rows."""
    mp.spawn(_fsdp_worker, args=(titan_artifacts["fsdp2"], str(tmp_path / "init"), str(tmp_path)), nprocs=2)
    eager, raw, clipped = eager
    norm = torch.nn.utils.get_total_norm(list(raw.values()))
    assert norm > job_config().training.max_norm        # so clipping acts
    for rank in range(2):
        got, got_raw, got_clipped = torch.load(tmp_path / f"rank{rank}.pt")
        torch.testing.assert_close(torch.tensor(got), torch.tensor(eager), rtol=1e-5, atol=1e-5)
        torch.testing.assert_close(got_raw, raw, rtol=1e-4, atol=1e-6)
        torch.testing.assert_close(got_clipped, clipped, rtol=1e-4, atol=1e-6)


def test_a_job_of_other_parallel_dims_is_refused_with_the_compile_command(titan_artifacts):
    config = job_config(titan_artifacts["fsdp2"], rows=1)
    config.model_spec.model.update_from_config(config=config)
    with torch.device("meta"):
        model = config.model_spec.model.build()
    with pytest.raises(ModelMismatchError) as e:
        config.model_spec.parallelize_fn(model, parallel_dims=ParallelDims.from_config(config.parallelism, 1),
                                         training=config.training, parallelism=config.parallelism,
                                         compile_config=config.compile, ac_config=None, dump_folder="")
    message = str(e.value)
    assert "compiled for dp_shard=2 over 2 ranks with float32 parameters; this job runs one process" in message
    assert (f"thunder-aot compile titan:llama3:debugmodel --arg layers={LAYERS} --arg seq_len={SEQ} --shape 1x{SEQ} "
            f"--input 'i64[1,{SEQ}]' --dtype float32 --device cpu -o DIR") in message


def test_tensor_parallelism_is_refused_naming_the_degree(titan_artifacts):
    config = job_config(titan_artifacts["fsdp2"], rows=1)
    config.parallelism.tensor_parallel_degree = 2
    with torch.device("meta"):
        model = config.model_spec.model.build()
    with pytest.raises(ModelMismatchError, match=r"this job's tp=2 is not run through torchtitan's trainer"):
        config.model_spec.parallelize_fn(model, parallel_dims=ParallelDims.from_config(config.parallelism, 2),
                                         training=config.training, parallelism=config.parallelism,
                                         compile_config=config.compile, ac_config=None, dump_folder="")


def test_a_model_of_other_blocks_is_refused_before_its_weights_exist(titan_artifacts):
    config = job_config(titan_artifacts["one"])
    config.model_spec.model.layers = llama3_debugmodel().model_spec.model.layers[:LAYERS + 1]
    config.model_spec.model.update_from_config(config=config)
    with torch.device("meta"):
        model = config.model_spec.model.build()
    with pytest.raises(ModelMismatchError, match=rf"(?s)layers.{LAYERS}.attention.qkv_linear.wqkv.weight \(not in "
                                                 rf"the artifact\).*--arg layers={LAYERS + 1} "):
        config.model_spec.parallelize_fn(model, parallel_dims=ParallelDims.from_config(config.parallelism, 1),
                                         training=config.training, parallelism=config.parallelism,
                                         compile_config=config.compile, ac_config=None, dump_folder="")


def test_options_the_artifact_cannot_honour_are_refused_naming_each(titan_artifacts):
    config = with_artifact(llama3_debugmodel(), titan_artifacts["one"])   # torchtitan's defaults
    config.compile.enable = True
    with pytest.raises(ModelMismatchError) as e:
        prepare(config)
    message = str(e.value)
    for option in ("--compile.enable", "activation_checkpoint:none", "--training.disable_cuda_graphs"):
        assert option in message
    with pytest.raises(ModelMismatchError, match="give its directory"):
        prepare(with_artifact(llama3_debugmodel(), ""))


def test_verify_rebuilds_a_titan_artifact_and_says_where_eager_cannot_run_it(titan_artifacts):
    """verify takes the titan: spec from the manifest and draws each row's positions from 0 (the
    model indexes its RoPE table with them; token-sized values were out of range). On the CPU
    eager FlexAttention has no backward: verify says so and where to compare instead."""
    result = CliRunner().invoke(main, ["verify", titan_artifacts["one"]])
    assert result.exit_code == 2 and "internal error" not in result.output, result.output
    assert "FlexAttention does not support backward on CPU" in result.output, result.output
    assert "eager PyTorch cannot run this model on cpu; compare on a device where it can" in result.output


def test_the_bench_builds_its_jobs_and_checks_the_artifacts_without_a_gpu(titan_artifacts, capsys, monkeypatch):
    """bench/titan_trainer.py --dry-run: each variant's torchtitan config, the artifact checked
    against its job as the trainer checks it; and its synthetic data as the trainer builds it."""
    # Put back after the test: bench/ first on the path would make bench/zoo.py the `zoo` that
    # processes spawned by later tests import, in place of tests/zoo/.
    monkeypatch.syspath_prepend(str(ROOT / "bench"))
    import titan_trainer
    args = ["--model", "llama3:debugmodel", "--layers", str(LAYERS), "--shape", f"1x{SEQ}", "--dtype", "float32",
            "--nproc", "1,2", "--artifact", f"fsdp2={titan_artifacts['fsdp2']}", "--dry-run"]
    titan_trainer.main(args)
    jobs = [line.split(":")[0] + " " + line.split("--nproc-per-node=")[1].split()[0]
            for line in capsys.readouterr().out.splitlines() if "torchrun" in line]
    assert jobs == ["artifact-fsdp2 2", "compile-1gpu 1", "compile-2gpu 2"]
    with pytest.raises(ModelMismatchError, match=r"with float32 parameters; this job runs dp_shard=2 over 2 ranks "
                                                 r"with bfloat16 parameters"):
        titan_trainer.main([x for x in args if x not in ("--dtype", "float32")])   # the bench's bfloat16
    # --compile-loss: torchtitan compiles the artifact variants' loss only, which the artifact's
    # trainer accepts (the model is the artifact); the compile variant compiles both either way.
    with_loss = titan_trainer.parse(args + ["--compile-loss"])
    compiled = titan_trainer.job_config(with_loss, titan_artifacts["fsdp2"]).compile
    assert compiled.enable and compiled.components == ["loss"]
    assert not titan_trainer.job_config(titan_trainer.parse(args), titan_artifacts["fsdp2"]).compile.enable
    assert titan_trainer.job_config(with_loss, None).compile.components == ["model", "loss"]
    assert "--compile-loss" in titan_trainer.rank_args(with_loss, "artifact-fsdp2", titan_artifacts["fsdp2"])
    config = titan_trainer.job_config(titan_trainer.parse(args), None)
    tokenizer = config.tokenizer.build(tokenizer_path="")
    loader = config.dataloader.build(dp_world_size=2, dp_rank=1, tokenizer=tokenizer, seq_len=SEQ, local_batch_size=1)
    inputs, labels = next(iter(loader))
    assert inputs["input"].shape == inputs["positions"].shape == labels.shape == (1, SEQ)
    assert torch.equal(inputs["input"][:, 1:], labels[:, :-1])


def test_the_bench_hands_torchtitans_own_variant_its_parallelism_and_only_it(titan_artifacts, monkeypatch):
    """--spmd-backend (torch 2.11 runs only torchtitan's partial_dtensor FSDP) and --tp reach
    the compile variant's config and every rank's arguments; the artifacts' configs keep
    torchtitan's default."""
    monkeypatch.syspath_prepend(str(ROOT / "bench"))
    import titan_trainer
    a = titan_trainer.parse(["--model", "llama3:debugmodel", "--layers", str(LAYERS), "--shape", f"1x{SEQ}",
                             "--dtype", "float32", "--spmd-backend", "partial_dtensor",
                             "--artifact", f"fsdp2={titan_artifacts['fsdp2']}"])
    assert titan_trainer.job_config(a, None).parallelism.spmd_backend == "partial_dtensor"
    default = titan_trainer.job_config(titan_trainer.parse([]), None).parallelism.spmd_backend
    assert titan_trainer.job_config(a, titan_artifacts["fsdp2"]).parallelism.spmd_backend == default
    args = titan_trainer.rank_args(a, "compile-2gpu", None)
    assert titan_trainer.parse(args).spmd_backend == "partial_dtensor"
    tp = titan_trainer.parse(["--model", "llama3:debugmodel", "--nproc", "1,2,4", "--tp", "2", "--async-tp"])
    assert [v for v, _, _ in titan_trainer.jobs(tp)] == ["compile-2gpu-tp2-async", "compile-4gpu-tp2-async"]
    config = titan_trainer.job_config(tp, None)
    assert config.parallelism.tensor_parallel_degree == 2 and config.compile.enable_async_tensor_parallel
    assert titan_trainer.parse(titan_trainer.rank_args(tp, "compile-2gpu-tp2-async", None)).async_tp
    with pytest.raises(SystemExit):
        titan_trainer.parse(["--async-tp"])
    # --dp-replicate: torchtitan's HSDP, on the GPU counts it divides
    hsdp = titan_trainer.parse(["--model", "llama3:debugmodel", "--nproc", "2,3,4", "--dp-replicate", "2"])
    assert [v for v, _, _ in titan_trainer.jobs(hsdp)] == ["compile-2gpu-hsdp2", "compile-4gpu-hsdp2"]
    assert titan_trainer.job_config(hsdp, None).parallelism.data_parallel_replicate_degree == 2
    assert titan_trainer.parse(titan_trainer.rank_args(hsdp, "compile-4gpu-hsdp2", None)).dp_replicate == 2
    # ... and an artifact's job too (its plan is checked against the job's), with torchtitan's other defaults
    hsdp_artifact = titan_trainer.parse(["--model", "llama3:debugmodel", "--dp-replicate", "2", "--variants", "",
                                         "--artifact", f"fsdp2={titan_artifacts['fsdp2']}"])
    parallelism = titan_trainer.job_config(hsdp_artifact, titan_artifacts["fsdp2"]).parallelism
    assert parallelism.data_parallel_replicate_degree == 2 and parallelism.spmd_backend == default
    assert titan_trainer.job_config(a, titan_artifacts["fsdp2"]).parallelism.data_parallel_replicate_degree == 1


def test_the_bench_hands_torchtitan_its_pipeline_context_and_expert_degrees(titan_artifacts, monkeypatch, capsys):
    """--pp/--pp-schedule/--microbatches, --cp and --ep reach the compile variant's config, its
    name and its ranks' arguments; what torch or torchtitan would refuse after launch is refused
    at parse, naming the fix."""
    monkeypatch.syspath_prepend(str(ROOT / "bench"))
    import titan_trainer
    base = ["--model", "llama3:debugmodel", "--layers", "4", "--shape", f"1x{SEQ}"]
    pp = titan_trainer.parse(base + ["--nproc", "1,2,4", "--pp", "2", "--pp-schedule", "Interleaved1F1B",
                                     "--microbatches", "4"])
    assert [v for v, _, _ in titan_trainer.jobs(pp)] == ["compile-2gpu-pp2-interleaved1f1b-mb4",
                                                         "compile-4gpu-pp2-interleaved1f1b-mb4"]
    config = titan_trainer.job_config(pp, None)
    assert (config.parallelism.pipeline_parallel_degree, config.parallelism.pipeline_parallel_schedule,
            config.parallelism.pipeline_parallel_microbatch_size, config.training.local_batch_size) == \
        (2, "Interleaved1F1B", 1, 4)
    again = titan_trainer.parse(titan_trainer.rank_args(pp, "compile-2gpu-pp2-interleaved1f1b-mb4", None))
    assert (again.pp, again.pp_schedule, again.microbatches, again.layers) == (2, "Interleaved1F1B", 4, 4)
    assert titan_trainer.degrees(pp) == 2
    cp = titan_trainer.parse(base + ["--nproc", "2,3,4", "--cp", "2"])
    assert [v for v, _, _ in titan_trainer.jobs(cp)] == ["compile-2gpu-cp2", "compile-4gpu-cp2"]
    config = titan_trainer.job_config(cp, None).parallelism
    assert (config.context_parallel_degree, config.context_parallel_load_balancer) == (2, "ptrr")
    assert titan_trainer.parse(titan_trainer.rank_args(cp, "compile-2gpu-cp2", None)).cp == 2
    ep = titan_trainer.parse(["--model", "qwen3:debugmodel_moe", "--nproc", "1,2", "--ep", "2"])
    assert [v for v, _, _ in titan_trainer.jobs(ep)] == ["compile-2gpu-ep2"]       # one GPU cannot split experts
    assert titan_trainer.job_config(ep, None).parallelism.expert_parallel_degree == 2
    assert titan_trainer.parse(titan_trainer.rank_args(ep, "compile-2gpu-ep2", None)).ep == 2
    from torchtitan.distributed.activation_checkpoint import FullAC
    ac = titan_trainer.parse(base + ["--nproc", "2", "--ac", "full", "--artifact", f"a={titan_artifacts['fsdp2']}"])
    assert [v for v, _, _ in titan_trainer.jobs(ac)][-1] == "compile-2gpu-ac-full"
    assert isinstance(titan_trainer.job_config(ac, None).activation_checkpoint, FullAC.Config)
    assert titan_trainer.job_config(ac, titan_artifacts["fsdp2"]).activation_checkpoint is None
    assert titan_trainer.parse(titan_trainer.rank_args(ac, "compile-2gpu-ac-full", None)).ac == "full"
    for wrong, says in ((["--microbatches", "4"], "need --pp 2 or more"),
                        (["--pp", "2"], "needs --microbatches 2 or more"),
                        (["--pp", "2", "--microbatches", "2", "--artifact", f"a={titan_artifacts['fsdp2']}"],
                         "examples/train.py")):
        with pytest.raises(SystemExit):
            titan_trainer.parse(base + wrong)
        assert says in capsys.readouterr().err


def test_the_bench_stands_in_only_for_what_this_torch_lacks(monkeypatch):
    """bench/titan_compat.py: nothing replaced where torch has the names; where
    create_block_mask lacks separate_full_blocks, True (what older releases always do) is passed
    through without it and False refused."""
    monkeypatch.syspath_prepend(str(ROOT / "bench"))
    import torch.nn.attention.flex_attention as flex

    import titan_compat
    # This torch has every name but the schedules' step over given microbatches (not in 2.13 either).
    assert titan_compat.STOOD_IN == [f"{c}.step(arg_mbs=, kwarg_mbs=, target_mbs=)"
                                     for c in ("PipelineScheduleSingle", "PipelineScheduleMulti")]
    calls = []

    def older(mask_mod, B, H, Q, KV, device="cuda", BLOCK_SIZE=128):
        calls.append((B, H, Q, KV, device, BLOCK_SIZE))
        return "mask"

    monkeypatch.setattr(flex, "create_block_mask", older)
    monkeypatch.setattr(titan_compat, "STOOD_IN", [])
    titan_compat._block_masks_without_separate_full_blocks()
    wrapped = flex.create_block_mask
    assert wrapped(None, 1, None, 8, 8, device="cpu", BLOCK_SIZE=4, separate_full_blocks=True) == "mask"
    assert calls == [(1, None, 8, 8, "cpu", 4)]
    with pytest.raises(NotImplementedError, match="separate_full_blocks=False"):
        wrapped(None, 1, None, 8, 8, separate_full_blocks=False)
    assert titan_compat.STOOD_IN == ["torch.nn.attention.flex_attention.create_block_mask(separate_full_blocks=)"]


def test_pipeline_stages_take_and_drop_get_mesh_only_where_torch_lacks_it(monkeypatch):
    """torchtitan's pipeline passes PipelineStage(get_mesh=...), new in torch 2.12: where torch's
    stage lacks it, the class torchtitan imports takes it and builds torch's own stage."""
    monkeypatch.syspath_prepend(str(ROOT / "bench"))
    import torch.distributed.pipelining as pipelining

    import titan_compat
    monkeypatch.setattr(titan_compat, "STOOD_IN", [])
    titan_compat._pipeline_stages_without_get_mesh()
    assert titan_compat.STOOD_IN == []                 # this torch has it: nothing replaced
    built = []

    class Older:
        def __init__(self, submodule, stage_index, num_stages, device, group=None):
            built.append((submodule, stage_index, num_stages, device, group))

    monkeypatch.setattr(pipelining, "PipelineStage", Older)
    titan_compat._pipeline_stages_without_get_mesh()
    stage = pipelining.PipelineStage("m", 0, 2, "cpu", group="pp", get_mesh=lambda *a: None)
    assert isinstance(stage, Older) and built == [("m", 0, 2, "cpu", "pp")]
    assert titan_compat.STOOD_IN == ["torch.distributed.pipelining.PipelineStage(get_mesh=)"]


@pytest.mark.parametrize("schedule", ["ScheduleGPipe", "Schedule1F1B", "older", "ScheduleInterleaved1F1B",
                                      "ScheduleLoopedBFS"])
def test_a_schedule_steps_over_the_microbatches_torchtitan_split_with_its_loss_arguments(monkeypatch, tmp_path, schedule):
    """torchtitan's pipeline step hands torch's schedule its own microbatches and the loss's
    keyword arguments (step(arg_mbs=, kwarg_mbs=, target_mbs=, loss_kwargs=)); on a torch whose
    schedules lack that form the stand-in runs them as given: the same losses and gradients as
    the microbatches run one by one, step after step, on one stage or two a rank, and with a
    release's `_step_microbatches` that takes no loss arguments ("older", as torch 2.11's);
    a whole batch is still split by torch, and eval takes the microbatches too."""
    import inspect

    import torch.distributed as dist
    from torch.distributed import pipelining

    monkeypatch.syspath_prepend(str(ROOT / "bench"))
    import titan_compat
    assert "arg_mbs" in inspect.signature(pipelining.ScheduleGPipe.step).parameters, titan_compat.STOOD_IN

    class Older(pipelining.ScheduleGPipe):
        # No loss arguments by name; this torch's own step passes loss_kwargs=None, which 2.11's does not.
        def _step_microbatches(self, arg_mbs=None, kwarg_mbs=None, target_mbs=None, losses=None, return_outputs=True,
                               **none):
            assert not any(none.values())
            return super()._step_microbatches(arg_mbs, kwarg_mbs, target_mbs, losses, return_outputs)

    def loss_fn(out, target, scale=1.0):
        return scale * ((out - target) ** 2).sum()

    torch.manual_seed(0)
    parts = [torch.nn.Linear(4, 4), torch.nn.Linear(4, 3)]
    x, y = torch.randn(4, 2, 4), torch.randn(4, 2, 3)

    def run(i):
        return parts[1](parts[0](x[i]))
    expected = [loss_fn(run(i), y[i], scale=0.5) for i in range(4)]
    sum(expected).backward()
    grads = [p.grad.clone() for m in parts for p in m.parameters()]
    for m in parts:
        m.zero_grad(set_to_none=True)
    dist.init_process_group("gloo", init_method=f"file://{tmp_path / 'pg'}", rank=0, world_size=1)
    try:
        cpu = torch.device("cpu")
        if schedule in ("ScheduleInterleaved1F1B", "ScheduleLoopedBFS"):
            stages = [pipelining.PipelineStage(m, i, 2, cpu) for i, m in enumerate(parts)]
            pipe = getattr(pipelining, schedule)(stages, n_microbatches=4, loss_fn=loss_fn, scale_grads=False)
        else:
            model = torch.nn.Sequential(*parts)
            cls = Older if schedule == "older" else getattr(pipelining, schedule)
            pipe = cls(pipelining.PipelineStage(model, 0, 1, cpu), n_microbatches=4, loss_fn=loss_fn, scale_grads=False)
        for step in range(2):
            losses = []
            pipe.step(arg_mbs=[(x[i],) for i in range(4)], kwarg_mbs=[{}] * 4, target_mbs=list(y), losses=losses,
                      loss_kwargs={"scale": 0.5}, return_outputs=False)
            assert torch.allclose(torch.stack(losses), torch.stack(expected).detach())
            assert all(torch.allclose(p.grad, g * (step + 1)) for p, g in
                       zip((p for m in parts for p in m.parameters()), grads))
        assert pipe._loss_fn is loss_fn                        # bound for the step only
        whole = []
        pipe.step(x.flatten(0, 1), target=y.flatten(0, 1), losses=whole, return_outputs=False)
        assert torch.allclose(torch.stack(whole), torch.stack(expected).detach() * 2)
        if len(getattr(pipe, "_stages", [None])) == 1:      # torch's own eval fails on looped schedules after a step
            evaluated = []
            pipe.eval(arg_mbs=[(x[i],) for i in range(4)], kwarg_mbs=[{}] * 4, target_mbs=list(y), losses=evaluated)
            assert torch.allclose(torch.stack(evaluated), torch.stack(expected).detach() * 2)
        with torch.no_grad(), pytest.raises(RuntimeError, match="requires gradients"):
            pipe.step(arg_mbs=[(x[i],) for i in range(4)], kwarg_mbs=[{}] * 4, target_mbs=list(y), losses=[])
    finally:
        dist.destroy_process_group()


def test_varlen_falls_back_to_torchs_flash_kernel_only_where_flash_attention_3_is_missing(monkeypatch):
    """On Hopper torchtitan's varlen attention activates FlashAttention-3, whose package is not
    installed here: the bench tells it there is none, so torch's own flash kernel runs."""
    import importlib.util

    monkeypatch.syspath_prepend(str(ROOT / "bench"))
    import torchtitan.tools.utils as utils

    import titan_compat
    assert importlib.util.find_spec("flash_attn_interface") is None
    monkeypatch.setattr(titan_compat, "STOOD_IN", [])
    monkeypatch.setattr(utils, "get_cuda_flash_attention_impl", lambda: None)   # not Hopper: nothing to do
    titan_compat._varlen_without_flash_attention_3()
    assert titan_compat.STOOD_IN == []
    monkeypatch.setattr(utils, "get_cuda_flash_attention_impl", lambda: "FA3")  # Hopper without the package
    titan_compat._varlen_without_flash_attention_3()
    assert utils.get_cuda_flash_attention_impl() is None
    assert titan_compat.STOOD_IN == ["torchtitan's FlashAttention-3 for varlen attention (torch's flash kernel instead)"]


def test_varlen_arguments_new_in_torch_2_12_are_dropped_only_at_what_older_kernels_do(monkeypatch):
    monkeypatch.syspath_prepend(str(ROOT / "bench"))
    import torchtitan.models.common.attention as attention

    import titan_compat
    calls = []

    def older(q, k, v, cu_q, cu_k, max_q, max_k, *, scale=None, window_size=(-1, -1)):
        calls.append((max_q, scale, window_size))
        return "out"

    monkeypatch.setattr(titan_compat, "STOOD_IN", [])
    monkeypatch.setattr(attention, "varlen_attn", older)
    titan_compat._varlen_attn_without_new_arguments()
    wrapped = attention.varlen_attn
    assert wrapped(1, 2, 3, 4, 5, 8, 8, scale=0.5, window_size=(-1, 0), num_splits=1, enable_gqa=True) == "out"
    assert calls == [(8, 0.5, (-1, 0))]
    with pytest.raises(NotImplementedError, match="num_splits=2"):
        wrapped(1, 2, 3, 4, 5, 8, 8, num_splits=2)
    assert titan_compat.STOOD_IN == ["varlen_attn(num_splits=1, enable_gqa=True)"]
