"""Plans over a named mesh (`--mesh`) on real gloo processes, against one process.

A tiny Llama with its output layer tied to the embedding, one frozen norm and the cross-entropy
inside the program is compiled once per mesh: HSDP (dp_replicate=2 x dp_shard=2), tensor
parallelism with sequence parallelism (tp=2), FSDP x TP (dp_shard=2 x tp=2), context
parallelism (cp=2) and CP x TP (cp=2 x tp=2), and tp=2 with the fused loss in chunks; the same
Llama with fused projections (q, k and v in one weight, gate and up in one) with tp=2 and with
FSDP x TP; and transformers' Qwen3 and Phi-3 (whose q/k/v and gate/up projections are fused,
cut by slices and `chunk`; tied, the loss outside the program) with tp=2. Every rank
loads the same artifact and trains three AdamW steps on its own
parameters' parts; ranks along a data axis each train on their own part of a global batch, ranks
along tp and cp share theirs. One process training eagerly on the whole batch must see the same
losses and end with the same parameters.
"""

from __future__ import annotations

import faulthandler
import math
import os
import re
import shutil

import pytest
import torch
import torch.distributed as dist
import torch.multiprocessing as mp

import aotc
import aotc.runtime
from aotc.errors import ArtifactError, CompileError
from conftest import ROOT, build_kernels, exit_cleanly, join_group, load_example

pytestmark = pytest.mark.slow
STEPS = 3
TOKENS = (2, 16)                 # each data-parallel rank's batch
VOCAB = 256
ADAM = {"lr": 1e-2, "eps": 1e-6}


def llama():
    return load_example("llama").Llama("tiny", tie_embeddings=True, ffn_hidden=128)


def llama_fused():
    return load_example("llama").Llama("tiny", tie_embeddings=True, ffn_hidden=128, fused_qkv=True,
                                       fused_gate_up=True)


def hf_qwen3():
    from transformers import Qwen3Config, Qwen3ForCausalLM
    return Qwen3ForCausalLM(Qwen3Config(
        vocab_size=VOCAB, hidden_size=64, intermediate_size=128, num_hidden_layers=2, num_attention_heads=4,
        num_key_value_heads=2, head_dim=16, max_position_embeddings=64, tie_word_embeddings=True, use_cache=False,
        attn_implementation="sdpa"))


def hf_phi3():
    from transformers import Phi3Config, Phi3ForCausalLM
    return Phi3ForCausalLM(Phi3Config(
        vocab_size=VOCAB, hidden_size=64, intermediate_size=128, num_hidden_layers=2, num_attention_heads=4,
        num_key_value_heads=2, max_position_embeddings=64, tie_word_embeddings=True, use_cache=False,
        pad_token_id=0, eos_token_id=1, bos_token_id=1, attn_implementation="sdpa"))


# name -> factory, its frozen parameter, its tied pair, an attention projection and its
# output projection (column- and row-parallel under tp), and whether the loss is inside.
MODELS = {
    "llama": (llama, "layers.0.attention_norm.weight", ("output.weight", "tok_embeddings.weight"),
              ("layers.0.attention.wq.weight", "layers.0.attention.wo.weight"), True),
    "llama-fused": (llama_fused, "layers.0.attention_norm.weight", ("output.weight", "tok_embeddings.weight"),
                    ("layers.0.attention.wqkv.weight", "layers.0.attention.wo.weight"), True),
    "phi3": (hf_phi3, "model.layers.0.input_layernorm.weight", ("lm_head.weight", "model.embed_tokens.weight"),
             ("model.layers.0.self_attn.qkv_proj.weight", "model.layers.0.self_attn.o_proj.weight"), False),
    "qwen3": (hf_qwen3, "model.layers.0.input_layernorm.weight", ("lm_head.weight", "model.embed_tokens.weight"),
              ("model.layers.0.self_attn.q_proj.weight", "model.layers.0.self_attn.o_proj.weight"), False),
}
# plan -> model, mesh, --shard
MESHES = {
    "hsdp": ("llama", (("dp_replicate", 2), ("dp_shard", 2)), "fsdp-zero2"),
    "tp": ("llama", (("tp", 2),), None),
    "fsdp-tp": ("llama", (("dp_shard", 2), ("tp", 2)), "fsdp-zero3"),
    "cp": ("llama", (("cp", 2),), None),
    "cp-tp": ("llama", (("cp", 2), ("tp", 2)), None),
    "cp4": ("llama", (("cp", 4),), None),
    "cp-fsdp": ("llama", (("cp", 2),), "fsdp-zero2"),
    "cp-tp-fsdp": ("llama", (("cp", 2), ("tp", 2)), "fsdp-zero3"),
    "cp-chunked-loss": ("llama", (("cp", 2),), None),
    "qwen3-tp": ("qwen3", (("tp", 2),), None),
    "tp-chunked-loss": ("llama", (("tp", 2),), None),
    "fused-tp": ("llama-fused", (("tp", 2),), None),
    "fused-fsdp-tp": ("llama-fused", (("dp_shard", 2), ("tp", 2)), "fsdp-zero3"),
    "phi3-tp": ("phi3", (("tp", 2),), None),
    "tp-keep-gathered": ("llama", (("tp", 2),), None),
    "fsdp-tp-async": ("llama", (("dp_shard", 2), ("tp", 2)), "fsdp-zero3"),
}
# plan -> further compile options: the fused loss in chunks of 8 of the 32 tokens, each
# chunk's statistics made whole over tp; under cp in chunks of 4 of each rank's 16 tokens, each
# chunk a piece of every one of the 8 groups (2 sequences x 4 cp chunks); the gathered activations saved for the backward; the
# matmuls fused with tp's collectives, whose ring runs inside each dp_shard group's tp pair.
OPTIONS = {"tp-chunked-loss": {"loss_chunk": 8}, "cp-chunked-loss": {"loss_chunk": 4}, "tp-keep-gathered": {"keep_gathered": True},
           "fsdp-tp-async": {"async_tp": True}}


def build(model="llama"):
    factory, frozen = MODELS[model][:2]
    torch.manual_seed(0)
    module = factory()
    module.get_parameter(frozen).requires_grad_(False)
    return module


def loss_of(model, module, x, y):
    if MODELS[model][4]:
        return module(x, y)
    logits = module(x)["logits"]
    return torch.nn.functional.cross_entropy(logits.flatten(0, 1).float(), y.flatten())


def batches(parts: int):
    torch.manual_seed(1)
    return [(torch.randint(0, VOCAB, (parts * TOKENS[0], TOKENS[1])),
             torch.randint(0, VOCAB, (parts * TOKENS[0], TOKENS[1]))) for _ in range(STEPS)]


def ranks(mesh) -> int:
    return math.prod(size for _, size in mesh)


def trainable(model):
    return [p for p in model.parameters() if p.requires_grad]


def eager_run(model: str, parts: int):
    """Losses of each data part per step, and the state after the steps, training on all parts."""
    module = build(model)
    opt = torch.optim.AdamW(trainable(module), **ADAM)
    losses = []
    for x, y in batches(parts):
        opt.zero_grad()
        each = [loss_of(model, module, xc, yc) for xc, yc in zip(x.chunk(parts), y.chunk(parts))]
        (sum(each) / parts).backward()
        opt.step()
        losses.append([loss.item() for loss in each])
    return losses, {k: v.detach().clone() for k, v in module.state_dict().items()}


def worker(rank, world, model, path, init_file, out_dir, checkpoint=False, device="cpu"):
    """One rank: gloo on the CPU, or NCCL with a GPU of its own (device "cuda")."""
    faulthandler.enable(all_threads=True)
    join_group(rank, world, init_file, device)
    try:
        module = build(model).to(device)
        frozen = MODELS[model][1]
        step = aotc.runtime.load(path, module)
        index, parts = aotc.runtime.data_rank(step)
        opt = torch.optim.AdamW(trainable(module), **ADAM)
        losses = []
        for x, y in batches(parts):
            opt.zero_grad()
            x, y = x.to(device), y.to(device)
            loss = loss_of(model, step, x.chunk(parts)[index], y.chunk(parts)[index])
            loss.backward()
            assert module.get_parameter(frozen).grad is None
            opt.step()
            losses.append(loss.item())
        if checkpoint:
            aotc.runtime.save_checkpoint(step, os.path.join(out_dir, "ckpt"), opt)
        state = {k: v.cpu() for k, v in aotc.runtime.full_state_dict(step).items()}
        local = {n: tuple(p.shape) for n, p in module.named_parameters()}
        torch.save({"losses": losses, "index": index, "parts": parts, "local": local,
                    "packs": dict(step.kernel_packs), "state": state if rank == 0 else None}, os.path.join(out_dir, f"rank{rank}.pt"))
        dist.barrier()
    except BaseException:
        dist.destroy_process_group()
        raise
    exit_cleanly()


@pytest.fixture(scope="module")
def artifacts(tmp_path_factory):
    """Each mesh's artifact, compiled once for the module's tests."""
    root = tmp_path_factory.mktemp("mesh")
    cache = {}

    def get(name):
        if name not in cache:
            model, mesh, shard = MESHES[name]
            inputs = [f"i64[{TOKENS[0]},{TOKENS[1]}]"] * (2 if MODELS[model][4] else 1)
            cache[name] = aotc.compile(build(model), inputs, mesh=mesh, shard=shard, output=root / name,
                                       **OPTIONS.get(name, {}))
        return cache[name]
    return get


@pytest.fixture(scope="module")
def eager():
    cache = {}

    def get(model, parts):
        if (model, parts) not in cache:
            cache[(model, parts)] = eager_run(model, parts)
        return cache[(model, parts)]
    return get


@pytest.mark.parametrize("name", list(MESHES))
def test_mesh_trains_like_one_process(name, artifacts, eager, tmp_path):
    _trains_like_one_process(name, artifacts(name), eager, tmp_path)


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs CUDA devices")
@pytest.mark.parametrize("name", list(MESHES))
def test_mesh_trains_like_one_process_on_nccl(name, eager, tmp_path):
    """The plan compiled for CUDA, its kernels built on this machine, each rank a process with a
    GPU of its own talking over NCCL: it trains like one eager process on the CPU (float32;
    looser than gloo's bound, for the GPU's own kernels), every rank on its packs."""
    model, mesh, shard = MESHES[name]
    world = ranks(mesh)
    if torch.cuda.device_count() < world:
        pytest.skip(f"{name} needs {world} GPUs, this machine has {torch.cuda.device_count()}")
    inputs = [f"i64[{TOKENS[0]},{TOKENS[1]}]"] * (2 if MODELS[model][4] else 1)
    path = aotc.compile(build(model), inputs, mesh=mesh, shard=shard, device="cuda", output=tmp_path / "a",
                        **OPTIONS.get(name, {}))
    build_kernels(path)
    packs = _trains_like_one_process(name, path, eager, tmp_path / "run", device="cuda", tol=1e-3)
    assert all(p for p in packs), packs


def test_tensor_parallel_kernels_build_and_train(artifacts, eager, tmp_path):
    """A tp artifact's kernel pack builds and checks: a region indexes this rank's vocabulary
    shard by the rank's coordinate, so the check draws coordinates from the axis's ranks (any
    other value is out of bounds). Both ranks then train on the kernels like one process."""
    from aotc.executors.base import BuildJob, regions_of
    from aotc.executors.target import BuildTarget
    from aotc.executors.build import build_kernels
    from aotc.executors.inductor.ranges import check_integers
    from aotc.format.artifact import read_artifact
    path = tmp_path / "tp"
    shutil.copytree(artifacts("tp"), path)
    # The forward takes the coordinate as an input; the backward, which recomputes what it
    # indexes, as a saved value: both are drawn from the axis's two ranks.
    manifest, programs = read_artifact(path)
    job = BuildJob(path, manifest, programs, regions_of(programs, "inductor"), BuildTarget.of(torch.device("cpu")), None)
    scalars = {a for r in regions_of(programs, "inductor").values() for a in r.args
               if a.type.dtype == "int64" and a.type.shape == ()}
    kinds = {p.kind for prog in programs.values() for p, v in zip(prog.input_ports, prog.inputs) if v in scalars}
    integers = check_integers(job)
    assert kinds == {"coord", "saved"} and all(integers.bounds.get(a) == 2 for a in scalars)
    assert scalars <= integers.coordinates and all(0 <= integers.values[a] < 2 for a in scalars)
    (report,) = [r for r in build_kernels(path) if r.executor == "inductor"]
    assert report.built == report.regions and not report.skipped, report.skipped
    packs = _trains_like_one_process("tp", path, eager, tmp_path / "run")
    assert all("inductor" in p for p in packs), packs


def _trains_like_one_process(name, path, eager, tmp_path, device="cpu", tol=1e-4):
    """Every rank of `name`'s mesh trains `path` like one process; the kernel packs each ran.
    On "cuda" the ranks talk over NCCL, a GPU each, against the same eager run on the CPU."""
    tmp_path.mkdir(exist_ok=True)
    model, mesh, _ = MESHES[name]
    _, frozen, (tied, table), (column, row), _ = MODELS[model]
    world = ranks(mesh)
    checkpoint = name in CHECKPOINTED
    mp.spawn(worker, args=(world, model, str(path), str(tmp_path / "init"), str(tmp_path), checkpoint, device),
             nprocs=world)
    got = [torch.load(tmp_path / f"rank{r}.pt") for r in range(world)]
    parts = got[0]["parts"]
    losses, state = eager(model, parts)
    for r in got:
        torch.testing.assert_close(torch.tensor(r["losses"]), torch.tensor([s[r["index"]] for s in losses]),
                                   rtol=tol / 10, atol=tol / 10)
    assert sorted({r["index"] for r in got}) == list(range(parts))
    final = got[0]["state"]
    for key, value in state.items():
        torch.testing.assert_close(final[key], value, rtol=tol, atol=tol, msg=lambda m, key=key: f"{key}: {m}")
    assert torch.equal(final[frozen], build(model).state_dict()[frozen])
    assert torch.equal(final[tied], final[table])
    full = {n: tuple(p.shape) for n, p in build(model).named_parameters()}
    if name.startswith("cp") and name.endswith("fsdp"):    # FSDP over cp (after tp's vocabulary split)
        cp = dict(mesh)["cp"]
        assert got[0]["local"][table][0] * world == full[table][0] and got[0]["local"][frozen][0] * cp == full[frozen][0]
    if dict(mesh).get("tp", 1) > 1:      # rank 0 holds half of the attention projections' heads
        assert got[0]["local"][column][0] * 2 <= full[column][0]
        assert got[0]["local"][row][1] * 2 <= full[row][1]
    if checkpoint:
        _resumes_in_eager(model, parts, tmp_path / "ckpt", tol)
    return [r["packs"] for r in got]


# Plans whose job also saves a DCP checkpoint, which an eager model and optimizer resume: tp
# with dp_shard, and tp alone with q, k and v split block by block.
CHECKPOINTED = {"fsdp-tp", "fused-tp", "cp-fsdp"}


def _resumes_in_eager(model: str, parts: int, ckpt, tol: float = 1e-4) -> None:
    """The checkpoint of a tp-split (and dp_shard-split) job, read by an eager model and AdamW
    through DCP's own state dict, takes a fourth step where one process taking four steps gets
    to, within the job's own tolerance (its GPU kernels' rounding on NCCL): parameters and
    Adam's moments and step count all came back in place."""
    from test_checkpoint import eager_load

    def step(module, opt, x, y):
        opt.zero_grad()
        each = [loss_of(model, module, xc, yc) for xc, yc in zip(x.chunk(parts), y.chunk(parts))]
        (sum(each) / parts).backward()
        opt.step()

    torch.manual_seed(2)
    fourth = [torch.randint(0, VOCAB, (parts * TOKENS[0], TOKENS[1])) for _ in range(2)]
    reference = build(model)
    opt = torch.optim.AdamW(trainable(reference), **ADAM)
    for x, y in batches(parts) + [fourth]:
        step(reference, opt, x, y)
    resumed = build(model)
    with torch.no_grad():
        for p in resumed.parameters():      # nothing of the starting weights may survive the load
            p.zero_()
    opt = torch.optim.AdamW(trainable(resumed), **ADAM)
    eager_load(resumed, opt, ckpt)
    step(resumed, opt, *fourth)
    for (key, want), got in zip(reference.state_dict().items(), resumed.state_dict().values()):
        torch.testing.assert_close(got, want, rtol=tol, atol=tol, msg=lambda m, key=key: f"{key}: {m}")


# Each plan's collectives, by the mesh axis they run over (describe's per-step figures).
AXES_USED = {"hsdp": {"dp_replicate", "dp_shard"}, "tp": {"tp"}, "fsdp-tp": {"dp_shard", "tp"}, "cp": {"cp"},
             "cp4": {"cp"}, "cp-fsdp": {"cp"}, "cp-tp-fsdp": {"cp", "tp"},
             "cp-tp": {"cp", "tp"}, "cp-chunked-loss": {"cp"}, "qwen3-tp": {"tp"}, "tp-chunked-loss": {"tp"}, "fused-tp": {"tp"},
             "fused-fsdp-tp": {"dp_shard", "tp"}, "phi3-tp": {"tp"}, "tp-keep-gathered": {"tp"},
             "fsdp-tp-async": {"dp_shard", "tp"}}


@pytest.mark.parametrize("name", list(MESHES))
def test_plans_communicate_over_their_axes_and_bind_coordinates_at_load(name, artifacts):
    from aotc.format.artifact import read_artifact
    from aotc.tools.describe import describe
    path = artifacts(name)
    assert set(describe(path).step_traffic()) == AXES_USED[name]
    manifest, programs = read_artifact(path)
    # mesh axes beyond format 7's dp and ep; a fused weight split block by block: format 10;
    # matmuls fused with tp's collectives: format 13; cp's attention: format 14
    assert manifest.format_version == (10 if name.startswith(("fused", "phi3")) else
                                       13 if name.endswith("async") else 14 if name.startswith("cp") else 8)
    forward = programs[manifest.first.forward]
    coords = {p.name for p in forward.input_ports if p.kind == "coord"}
    # A vocabulary-parallel embedding and output layer, and cp's causal mask over this rank's
    # chunks, need the rank's index: a program input, never a constant.
    assert coords == {"tp": {"tp"}, "fsdp-tp": {"tp"}, "cp": {"cp"}, "cp4": {"cp"}, "cp-fsdp": {"cp"},
                      "cp-tp-fsdp": {"cp", "tp"}, "cp-tp": {"cp", "tp"}, "cp-chunked-loss": {"cp"},
                      "qwen3-tp": {"tp"}, "tp-chunked-loss": {"tp"}, "fused-tp": {"tp"},
                      "fused-fsdp-tp": {"tp"}, "phi3-tp": {"tp"}, "tp-keep-gathered": {"tp"},
                      "fsdp-tp-async": {"tp"}}.get(name, set())
    text = (path / "forward.py").read_text()
    if name.startswith("cp"):   # keys and values gathered over cp; the loss's sums reduced over it
        assert "all_gather_into_tensor" in text and "'cp'" in text
        # causal attention in blocks of the rank's own scores, no mask; the backward likewise
        assert text.count("aotc.cp_attention.default(") == 2 and "aten.ge.Tensor" not in text
        assert (path / "backward.py").read_text().count("aotc.cp_attention_backward.default(") == 2
    if name in ("tp", "fsdp-tp", "cp-tp", "fused-tp", "fused-fsdp-tp", "fsdp-tp-async"):   # the vocabulary-parallel cross-entropy: a max and a sum over tp
        assert "all_reduce.default(" in text and "'max', 'tp'" in text
    if name.startswith("cp") and name.endswith("fsdp"):
        # Gradients reduce-scattered over cp, not all-reduced (but the tied table's under tp,
        # where its embedding half comes whole); the fused loss's output-layer gradient,
        # computed in the forward, is not all-reduced there (only the loss's scalars are).
        backward = (path / "backward.py").read_text()
        assert "reduce_scatter_tensor" in backward
        assert len(re.findall(r"all_reduce\.default\([^)]*'cp'\)", backward)) <= (1 if "tp" in name else 0)
        over_cp = re.compile(r"all_reduce\.default\([^)]*'cp'\)")
        assert all("f32[]" in line for line in text.splitlines() if over_cp.search(line))
    if name == "fsdp-tp-async":     # tp's gathers and reduce-scatters fused with their matmuls
        assert "aotc.gather_mm.default(" in text and "aotc.mm_scatter.default(" in text
    if name == "tp-chunked-loss":   # the fused loss's chunks, each one's statistics made whole over tp
        assert text.count("'max', 'tp'") == 4


def _refusal_worker(rank, paths, init_file):
    faulthandler.enable(all_threads=True)
    dist.init_process_group("gloo", init_method=f"file://{init_file}", rank=rank, world_size=2)
    try:
        model = build()
        before = {n: p.detach().clone() for n, p in model.named_parameters()}
        with pytest.raises(ArtifactError, match=r"sharded for 4 ranks \(dp_shard=2 x tp=2\), but the job has 2"):
            aotc.runtime.load(paths["fsdp-tp"], model)
        alone = dist.new_group([rank])   # every rank makes every group, in the same order
        other = dist.new_group([1 - rank])
        with pytest.raises(ArtifactError, match="mesh axis tp has 2 ranks .*its process group has 1"):
            aotc.runtime.load(paths["tp"], model, process_groups={"tp": alone})
        with pytest.raises(ArtifactError, match="process_groups has no group for mesh axis 'tp'"):
            aotc.runtime.load(paths["tp"], model, process_groups={"dp": other})
        # Refused before anything ran: every parameter still whole and unchanged.
        for n, p in model.named_parameters():
            assert torch.equal(p, before[n]), n
        dist.barrier()
    except BaseException:
        dist.destroy_process_group()
        raise
    exit_cleanly()


def test_a_mesh_that_does_not_match_the_process_group_is_refused(artifacts, tmp_path):
    paths = {name: str(artifacts(name)) for name in ("fsdp-tp", "tp")}
    mp.spawn(_refusal_worker, args=(paths, str(tmp_path / "init")), nprocs=2)


def test_tensor_parallel_collectives_move_the_narrow_dtype(tmp_path):
    """In bfloat16, a gradient upcast to float32 after its partial sum (the norm's `.float()`)
    is reduce-scattered before the cast: every tp collective of a bf16 model moves bf16 values,
    but the loss's per-token statistics."""
    from aotc.format.artifact import read_artifact
    from aotc.ops import COLLECTIVES
    path = aotc.compile(build(), [f"i64[{TOKENS[0]},{TOKENS[1]}]"] * 2, mesh=(("tp", 2),), dtype="bfloat16",
                        output=tmp_path / "a")
    manifest, programs = read_artifact(path)
    wide = [(name, op.name, op.args[0].type) for name, p in programs.items() for op in p.flat_ops()
            if op.name in COLLECTIVES and op.args[-1] == "tp" and op.args[0].type.dtype == "float32"
            and op.args[0].type.numel > TOKENS[0] * TOKENS[1]]
    assert not wide, wide


def test_the_fused_loss_over_a_split_vocabulary_moves_no_logits(tmp_path):
    """The fused loss in chunks over a vocabulary-parallel output layer: each rank picks the
    target logits it holds (a partial sum of one number a token) and sums its own rows of the
    output layer's weight gradient over the chunks. No tp collective carries a tensor as wide
    as the vocabulary, and no matmul makes one: before, every chunk's logits and logit
    gradients were gathered whole and each rank computed the whole weight gradient."""
    from aotc.format.artifact import read_artifact
    from aotc.ops import COLLECTIVES, Kind, OpRegistry
    registry = OpRegistry()
    path = aotc.compile(build(), [f"i64[{TOKENS[0]},{TOKENS[1]}]"] * 2, mesh=(("tp", 2),), loss_chunk=8,
                        output=tmp_path / "a")
    programs = read_artifact(path)[1]
    ops = [op for p in programs.values() for op in p.flat_ops()]
    assert sum(op.name == "aten.take_along_dim.default" for op in ops) > 1       # the loss is in chunks
    wide = [(op.name, op.outputs[0].type) for op in ops
            if (op.name in COLLECTIVES or registry.kind(op, Kind.MATMUL)) and VOCAB in op.outputs[0].type.shape]
    assert not wide, wide


def test_tp_plan_overrides_the_default_by_glob_and_file(tmp_path):
    """`--tp-plan` and `--tp-plan-file` change what the data flow chose; a glob that matches
    nothing, or a style no parameter can take, is refused naming it."""
    import json
    from click.testing import CliRunner
    from aotc.format.artifact import read_manifest
    from cli.main import main
    base = ["compile", f"{ROOT / 'examples/llama.py'}:Llama", "--arg", "config=tiny", "--shape", "2x16",
            "--mesh", "tp=2"]
    plan_file = tmp_path / "plan.json"
    plan_file.write_text(json.dumps({"layers.*.feed_forward.w2.weight": "replicate"}))
    result = CliRunner().invoke(main, base + ["--tp-plan", "output.weight=replicate", "--tp-plan-file", str(plan_file),
                                              "-o", str(tmp_path / "a")])
    assert result.exit_code == 0, result.output
    assert "column-parallel linears" in result.output
    params = read_manifest(tmp_path / "a").sharding.params
    assert not params["output.weight"].divided and not params["layers.1.feed_forward.w2.weight"].divided
    assert params["layers.1.feed_forward.w1.weight"].dims[0] == ("tp",)       # column-parallel, by default
    assert params["layers.1.attention.wo.weight"].dims[1] == ("tp",)          # row-parallel
    assert params["tok_embeddings.weight"].dims[0] == ("tp",)                 # vocabulary-parallel
    refused = CliRunner().invoke(main, base + ["--tp-plan", "nothing.*=colwise", "-o", str(tmp_path / "b")])
    assert refused.exit_code != 0 and "--tp-plan 'nothing.*' matches no parameter" in refused.output
    refused = CliRunner().invoke(main, base + ["--tp-plan", "*.w1.weight=sideways", "-o", str(tmp_path / "b")])
    assert refused.exit_code == 2 and "STYLE one of colwise, rowwise, replicate" in refused.output


def test_sequence_parallel_inputs_are_gathered_again_in_the_backward_or_kept(artifacts):
    """By default the forward saves no activation gathered over tp: the backward gathers its
    rows again. With --keep-gathered it saves the gathered copies, and the backward gathers
    only what its own work makes (the gradients): here 5 all-gathers instead of 9."""
    from aotc.format.artifact import read_artifact
    from aotc.ir import defined_by
    from aotc.ops import GATHER, WAIT
    carriers = {"aten.view.default", "aten._unsafe_view.default", "aten.permute.default", "aten.t.default"}
    found = {}
    for name in ("tp", "tp-keep-gathered"):
        manifest, programs = read_artifact(artifacts(name))
        forward, backward = programs[manifest.first.forward], programs[manifest.first.backward]
        ops = list(forward.flat_ops())
        producer = defined_by(ops)
        gathered = {op.outputs[0] for op in ops if op.name == WAIT and producer[op.args[0]].name == GATHER}
        for op in ops:          # and what views them without touching an element
            if op.name in carriers and op.args[0] in gathered:
                gathered.add(op.outputs[0])
        saved = {v for p, v in zip(forward.output_ports, forward.outputs) if p.kind == "saved"}
        saved_inputs = {v for p, v in zip(backward.input_ports, backward.inputs) if p.kind == "saved"}
        gathers = [op for op in backward.flat_ops() if op.name == GATHER and op.args[-1] == "tp"]
        found[name] = (bool(gathered & saved), sum(op.args[0] in saved_inputs for op in gathers), len(gathers))
    assert found == {"tp": (False, 4, 9), "tp-keep-gathered": (True, 0, 5)}, found


def test_hsdp_all_reduces_each_gradient_under_the_rest_of_the_backward(tmp_path):
    """HSDP reduce-scatters a gradient over dp_shard, then all-reduces the shard over
    dp_replicate. The all-reduce is issued once the next gradient's reduce-scatter is (its own
    wait there), not where the optimizer reads it: with every wait at its reader, all of them
    started after the backward's last matmul (4% slower than FSDP on 4 x H200)."""
    from aotc.format.artifact import read_artifact
    _, mesh, shard = MESHES["hsdp"]
    path = aotc.compile(build(), [f"i64[{TOKENS[0]},{TOKENS[1]}]"], mesh=mesh, shard=shard, bucket_mb=0,
                        output=tmp_path / "a")      # a collective per parameter, as large ones have
    manifest, programs = read_artifact(path)
    ops = list(programs[manifest.first.backward].flat_ops())
    last_matmul = max(i for i, op in enumerate(ops) if op.name == "aten.mm.default")
    replicate = [i for i, op in enumerate(ops) if op.name == "_c10d_functional.all_reduce.default"
                 and op.args[-1] == "dp_replicate"]
    assert len(replicate) > 4
    assert sum(i < last_matmul for i in replicate) >= len(replicate) - 2, (len(replicate), replicate[:4])


def test_the_pipeline_places_the_model_parallel_passes():
    from dataclasses import replace as with_
    from aotc.model_info import InputInfo
    from aotc.options import CompileOptions
    from aotc.planner.plan import pass_names
    options = CompileOptions(inputs=(InputInfo("int64", TOKENS),), shard="fsdp-zero3", mesh=(("dp_shard", 2), ("tp", 2)))
    names = pass_names(options)
    assert names[names.index("shard") - 1] == "model_parallel"
    assert names[names.index("regather_in_backward") + 1] == "regather_activations"
    assert "model_parallel" not in pass_names(with_(options, mesh=(("dp_replicate", 2), ("dp_shard", 2))))


def test_check_names_the_mesh_to_recompile_with(artifacts):
    from aotc.tools.check import check
    assert check(artifacts("fsdp-tp"), device="cpu", world_size=4).ok
    (bad,) = [f for f in check(artifacts("fsdp-tp"), device="cpu", world_size=2).findings if f.name == "world size"]
    assert not bad.ok and "dp_shard=2 x tp=2" in bad.detail and "a --mesh whose sizes multiply to 2" in bad.detail


def test_diff_shows_what_a_mesh_change_costs_per_axis(artifacts):
    from aotc.tools.diff import diff
    d = diff(artifacts("tp"), artifacts("fsdp-tp"))
    changes = {(c.section, c.item): c for c in d.changes}
    assert ("manifest", "sharding") in changes
    added = changes[("collectives", "bytes each rank sends over dp_shard per step")]
    assert added.before is None and added.after > 0
    assert ("collectives", "bytes each rank sends over tp per step") not in changes or \
        changes[("collectives", "bytes each rank sends over tp per step")].after > 0


@pytest.mark.parametrize("mesh, options, message", [
    ((("cp", 2),), {}, "context parallelism splits the sequence of token ids"),
    ((("dp", 2), ("dp_shard", 2)), {"shard": "fsdp-zero2"}, "names both dp and dp_shard"),
    ((("tp", 2),), {"fp8": "tensorwise"}, "--fp8 with --mesh tp="),
    ((("ep", 2), ("cp", 2)), {}, "does not compose with tensor or context parallelism"),
    ((("dp", 2),), {"keep_gathered": True, "shard": "ddp"}, "--keep-gathered without tensor or context"),
    ((("tp", 2),), {"keep_gathered": True, "async_tp": True}, "--keep-gathered with --async-tp"),
], ids=["cp-without-tokens", "two-shard-axes", "fp8-tp", "ep-cp", "keep-gathered-dp", "keep-gathered-async"])
def test_plans_that_cannot_be_built_are_refused_naming_the_fix(mesh, options, message, tmp_path):
    from conftest import ROOT
    with pytest.raises(CompileError, match=message):
        aotc.compile(f"{ROOT / 'examples/mlp.py'}:MLP", ["f32[8,32]"], mesh=mesh, output=tmp_path / "a", **options)


def test_sequence_parallel_at_batch_one_copies_nothing_around_its_collectives(tmp_path):
    """At batch 1, moving the sequence to the front for tp's gathers and reduce-scatters
    ([1, T, D] <-> [T, 1, D]) only moves a dimension of size 1: a view, never a copy of the
    activations (the hidden states, D wide) on either side of a collective."""
    from aotc.format.artifact import read_artifact
    from aotc.ops import COLLECTIVES, WAIT
    model = build()
    width = model.config.dim
    path = aotc.compile(model, ["i64[1,16]"] * 2, mesh=(("tp", 2),), output=tmp_path / "a", fusion=False)
    for program in read_artifact(path)[1].values():
        ops = list(program.ops)
        made_by = {v: op for op in ops for v in op.outputs if v is not None}
        reads = {}
        for op in ops:
            for v in op.inputs():
                reads.setdefault(v, []).append(op)

        def through_views(v, step):     # values reached from v through views (step: up or down)
            seen, todo = [], [v]
            while todo:
                v = todo.pop()
                seen.append(v)
                todo += step(v)
            return seen
        down = lambda v: [o.outputs[0] for o in reads.get(v, ()) if o.name in VIEW_OPS]   # noqa: E731
        up = lambda v: [next(made_by[v].inputs())] if v in made_by and made_by[v].name in VIEW_OPS else []  # noqa: E731
        hidden = [op for op in ops if op.name in COLLECTIVES and op.args[0].type.shape[-1:] == (width,)]
        waits = [op for op in ops if op.name == WAIT and op.args[0] in {c.outputs[0] for c in hidden}]
        near = [u for op in waits for u in through_views(op.outputs[0], down)]
        near += [u for op in hidden for u in through_views(op.args[0], up)]
        copies = [v for v in near if v in made_by and made_by[v].name == "aten.clone.default"]
        copies += [o.outputs[0] for v in near for o in reads.get(v, ()) if o.name == "aten.clone.default"]
        assert not copies, (program.name, copies[:4])
        assert len(hidden) >= 4 and len(waits) == len(hidden)


VIEW_OPS = frozenset({"aten.view.default", "aten.permute.default", "aten._unsafe_view.default"})
