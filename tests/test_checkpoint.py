"""Sharded checkpoints through torch.distributed.checkpoint, moved between meshes.

GPT-2 (tiny, 4 blocks, embedding tied to the head, one attention frozen) trains two AdamW steps,
is checkpointed with its optimizer, and a third step runs elsewhere from the checkpoint:

    FSDP over 2 gloo ranks  --save-->  ckpt  --load-->  an eager model in this process
                                             --load-->  an FSDP2 model over 2 ranks
                                             --load-->  pipeline stages x FSDP over 4 ranks
    FSDP2 over 2 ranks (DCP's own state dict) --save--> ckpt --load--> FSDP over 4 ranks
    eager, this process     --save-->  ckpt  --load-->  pipeline stages x FSDP over 4 ranks
    pipeline x FSDP, 4 ranks --save--> ckpt  --load-->  an eager model in this process
                                             --load-->  FSDP over the same 4 ranks

Each must end where one process training eagerly for three steps ends: the parameters after
the third (and fourth) step depend on the optimizer's state too (Adam's moments and step count), so a lost
or misplaced block of either shows. Every batch is cut as data parallelism cuts it, and eager
takes the mean of the parts' losses.
"""

from __future__ import annotations

import faulthandler

import pytest
import torch
import torch.distributed as dist
import torch.distributed.checkpoint as dcp
import torch.multiprocessing as mp
from torch.distributed.checkpoint.state_dict import StateDictOptions, get_state_dict, set_state_dict

import aotc
import aotc.runtime
from conftest import exit_cleanly, lm_loss, load_example

pytestmark = pytest.mark.slow
ROWS, T = 4, 16           # a step's batch: 4 sequences of 16 tokens
FROZEN = "h.1.attn."
ADAM = {"lr": 1e-2, "eps": 1e-6}
# DCP's own layout for an eager or FSDP2 model's optimizer: keyed by parameter name, which is
# what a pipeline rank (holding some parameters only) needs and what aotc.runtime writes.
FLAT = StateDictOptions(flatten_optimizer_state_dict=True)


def build() -> torch.nn.Module:
    torch.manual_seed(0)
    model = load_example("gpt2").GPT2("tiny", n_layers=4)
    for name, p in model.named_parameters():
        p.requires_grad_(not name.startswith(FROZEN))
    return model


def adam(params) -> torch.optim.AdamW:
    return torch.optim.AdamW([p for p in params if p.requires_grad], **ADAM)


def batches():
    torch.manual_seed(1)
    return [(torch.randint(0, 256, (ROWS, T)), torch.randint(0, 256, (ROWS, T))) for _ in range(4)]


def eager_step(model, opt, x, y, parts: int) -> None:
    opt.zero_grad()
    losses = [lm_loss(model(xc), yc) for xc, yc in zip(x.chunk(parts), y.chunk(parts))]
    (sum(losses) / parts).backward()
    opt.step()


def eager_load(model, opt, path) -> None:
    """DCP's own way for a plain model: its state dict, read in place, set back."""
    from torch.distributed.checkpoint.state_dict import _init_optim_state
    _init_optim_state(opt)
    model_sd, optim_sd = get_state_dict(model, opt, options=FLAT)
    state = {"model": model_sd, "optimizer": optim_sd}
    dcp.load(state, checkpoint_id=str(path))
    set_state_dict(model, opt, model_state_dict=state["model"], optim_state_dict=state["optimizer"], options=FLAT)


def local_block(full: torch.Tensor, dp: int, index: int) -> torch.Tensor:
    rows = -(-full.shape[0] // dp)
    padded = torch.cat([full, full.new_zeros((rows * dp - full.shape[0],) + full.shape[1:])])
    return padded[index * rows:(index + 1) * rows]


def _start(rank, world, init_file):
    faulthandler.enable(all_threads=True)
    dist.init_process_group("gloo", init_method=f"file://{init_file}", rank=rank, world_size=world)


def _end():
    dist.barrier()
    exit_cleanly()


def two_ranks(rank, fsdp_path, ckpt, ckpt2, out, init_file):
    """Two steps under FSDP, saved; then an FSDP2 model of the same ranks reads it, steps and
    saves its own checkpoint as DCP does for it."""
    _start(rank, 2, init_file)
    try:
        model = build()
        step = aotc.runtime.load(fsdp_path, model)
        opt = adam(model.parameters())
        for x, y in batches()[:2]:
            opt.zero_grad()
            lm_loss(step(x.chunk(2)[rank]), y.chunk(2)[rank]).backward()
            opt.step()
        aotc.runtime.save_checkpoint(step, ckpt, opt)

        from torch.distributed.device_mesh import init_device_mesh
        from torch.distributed.fsdp import fully_shard
        from torch.distributed.checkpoint.state_dict import get_model_state_dict
        fsdp2 = build()
        fully_shard(fsdp2, mesh=init_device_mesh("cpu", (2,)))
        opt2 = adam(fsdp2.parameters())
        eager_load(fsdp2, opt2, ckpt)
        x, y = batches()[2]
        opt2.zero_grad()
        lm_loss(fsdp2(x.chunk(2)[rank]), y.chunk(2)[rank]).backward()
        opt2.step()
        model_sd, optim_sd = get_state_dict(fsdp2, opt2, options=FLAT)
        dcp.save({"model": model_sd, "optimizer": optim_sd}, checkpoint_id=ckpt2)
        whole = get_model_state_dict(fsdp2, options=StateDictOptions(full_state_dict=True, cpu_offload=True))
        if rank == 0:
            torch.save(whole, out)
    except BaseException:
        dist.destroy_process_group()
        raise
    _end()


def four_ranks(rank, pp_path, fsdp_path, ckpts, saved, fsdp2_ckpt, out, init_file):
    """Pipeline stages x FSDP: from each checkpoint, the third step; then save the last, and
    FSDP over the 4 ranks reads that (and FSDP2's, after its third step) and takes the fourth."""
    _start(rank, 4, init_file)
    try:
        results = []
        for ckpt in ckpts:
            model = build()
            pipe = aotc.runtime.load(pp_path, model)
            opt = adam(pipe.parameters())
            aotc.runtime.load_checkpoint(pipe, ckpt, opt)
            coords = aotc.runtime.shard.coordinates(pipe.process_groups, pipe.manifest.sharding)
            schedule = pipe.schedule("1f1b", n_microbatches=2, loss_fn=lm_loss)
            x, y = (t.chunk(2)[coords["dp"]] for t in batches()[2])
            opt.zero_grad()
            schedule.step(*([x] if coords["pp"] == 0 else []), **({"target": y} if coords["pp"] == 1 else {}))
            opt.step()
            results.append({n: p.detach().clone() for n, p in pipe.named_parameters()})
        assert_only_own_blocks(aotc.runtime.checkpoint_state(pipe, opt), pipe)
        aotc.runtime.save_checkpoint(pipe, saved, opt)

        fsdp = []
        for ckpt in (saved, fsdp2_ckpt):
            model = build()
            step = aotc.runtime.load(fsdp_path, model)
            opt = adam(model.parameters())
            aotc.runtime.load_checkpoint(step, ckpt, opt)
            x, y = (t.chunk(4)[rank] for t in batches()[3])
            opt.zero_grad()
            lm_loss(step(x), y).backward()
            opt.step()
            fsdp.append({n: p.detach().clone() for n, p in model.named_parameters()})
        torch.save({"params": results, "coords": coords, "fsdp": fsdp}, f"{out}.{rank}")
    except BaseException:
        dist.destroy_process_group()
        raise
    _end()


def assert_only_own_blocks(state: dict, pipe) -> None:
    """What a pipeline x FSDP rank hands DCP: its stages' parameters alone (and their Adam
    moments), each its own rows of the tensor, never the whole of it."""
    from torch.distributed.tensor import DTensor
    info = {n: i for i in pipe.manifest.params for n in i.names}
    model = {n: v for n, v in state["model"].items() if n in info}
    moments = {k: v for k, v in state["optimizer"].items() if k.startswith("state.") and not k.endswith(".step")}
    assert model and {info[n].name for n in model} == set(pipe.held) < {i.name for i in pipe.manifest.params}
    assert len(moments) == 2 * sum(info[n].requires_grad for n in model if n == info[n].name)
    for name, v in {**model, **moments}.items():
        assert isinstance(v, DTensor), name
        assert v.to_local().shape[0] <= -(-v.shape[0] // 2) and v.to_local().shape[1:] == v.shape[1:], name


@pytest.fixture(scope="module")
def root(tmp_path_factory):
    return tmp_path_factory.mktemp("checkpoints")


@pytest.fixture(scope="module")
def reference(root):
    """One eager process: its checkpoint after two steps (DCP's own state dict of a plain
    model), and its parameters after the third step and after a fourth."""
    model = build()
    opt = adam(model.parameters())
    after = []
    for i, (x, y) in enumerate(batches()):
        if i == 2:
            model_sd, optim_sd = get_state_dict(model, opt, options=FLAT)
            dcp.save({"model": model_sd, "optimizer": optim_sd}, checkpoint_id=str(root / "ckpt-eager"))
        eager_step(model, opt, x, y, parts=2 if i < 2 else 4)
        after.append({n: p.detach().clone() for n, p in model.named_parameters()})
    return after[2], after[3]


@pytest.fixture(scope="module")
def saved(root, reference):
    """The checkpoint two FSDP ranks wrote after two steps, and the FSDP2 model's parameters
    and checkpoint after its third step from it."""
    fsdp = aotc.compile(build(), [f"i64[{ROWS // 2},{T}]"], shard="fsdp-zero2", world_size=2, output=root / "fsdp")
    mp.spawn(two_ranks, args=(str(fsdp), str(root / "ckpt-fsdp"), str(root / "ckpt-fsdp2"), str(root / "fsdp2.pt"),
                              str(root / "init2")), nprocs=2)
    return root


def assert_params(got: dict, want: dict, dp: int = 1, index: int = 0):
    for name, value in got.items():
        ref = want[name]
        if value.shape != ref.shape:
            ref = local_block(ref, dp, index)
        torch.testing.assert_close(value, ref, rtol=1e-4, atol=1e-5, msg=lambda m, name=name: f"{name}: {m}")


def test_fsdp_checkpoint_loads_into_an_eager_model(saved, reference):
    after3, _ = reference
    model = build()
    opt = adam(model.parameters())
    eager_load(model, opt, saved / "ckpt-fsdp")
    x, y = batches()[2]
    eager_step(model, opt, x, y, parts=4)
    assert_params(dict(model.named_parameters()), after3)


def test_fsdp_checkpoint_loads_into_an_fsdp2_model(saved, reference):
    after3, _ = reference
    whole = torch.load(saved / "fsdp2.pt")
    # FSDP2 stepped on 2 parts of the batch (mean of 2), the reference on 4 of it (mean of 4):
    # the same mean loss, so the same step.
    assert_params({n: whole[n] for n in after3}, after3)


def test_checkpoints_move_into_pipeline_stages_and_back(saved, reference, tmp_path):
    """2 FSDP ranks -> 4 (pp 2 x dp 2, ZeRO-3, microbatches of one sequence), eager -> the
    same, the pipeline's own checkpoint -> FSDP over 4 ranks (ZeRO-2) and -> an eager model,
    and FSDP2's over 2 ranks -> FSDP over 4, each of which steps on as eager does."""
    after3, after4 = reference
    pp = aotc.compile(build(), [f"i64[1,{T}]"], mesh=(("pp", 2), ("dp", 2)), shard="fsdp-zero3",
                      output=tmp_path / "pp")
    fsdp4 = aotc.compile(build(), [f"i64[{ROWS // 4},{T}]"], shard="fsdp-zero2", world_size=4,
                         output=tmp_path / "fsdp4")
    out = tmp_path / "rank"
    mp.spawn(four_ranks, args=(str(pp), str(fsdp4), [str(saved / "ckpt-fsdp"), str(saved / "ckpt-eager")],
                               str(tmp_path / "ckpt-pp"), str(saved / "ckpt-fsdp2"), str(out), str(tmp_path / "init4")),
             nprocs=4)
    for rank in range(4):
        got = torch.load(f"{out}.{rank}")
        for params in got["params"]:
            assert_params(params, after3, dp=2, index=got["coords"]["dp"])
        for params in got["fsdp"]:      # from the pipeline's checkpoint, from FSDP2's
            assert set(params) == set(after4)
            assert_params(params, after4, dp=4, index=rank)
    model = build()
    opt = adam(model.parameters())
    eager_load(model, opt, tmp_path / "ckpt-pp")      # each stage's ranks wrote their blocks
    assert_params(dict(model.named_parameters()), after3)
    x, y = batches()[3]
    eager_step(model, opt, x, y, parts=4)
    assert_params(dict(model.named_parameters()), after4)
