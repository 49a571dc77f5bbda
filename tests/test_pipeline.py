"""Pipeline stages (`--mesh pp=N`): each stage compiled on its own, run by
torch.distributed.pipelining's schedules on real gloo processes, against one process training
eagerly.

The model is GPT-2 (tiny, 4 or 8 blocks): its embedding is tied to its head, so the first and
the last stage each hold a copy of one parameter (the runtime sums their gradients after each
step), and one block's attention is frozen. Every step's batch is cut into microbatches by
PyTorch's schedule (and, with dp, first into each data-parallel rank's part); eager trains on
the whole batch with the mean of the microbatches' losses, which is what the schedule computes.
Three AdamW steps, then every rank's parameters (its block of each, under FSDP) must be eager's.
"""

from __future__ import annotations

import faulthandler
import os
import sys

import msgpack
import pytest
import torch
import torch.distributed as dist
import torch.multiprocessing as mp
from torch import nn

import aotc
import aotc.runtime
from aotc.errors import CompileError
from aotc.format.artifact import ArtifactError, read_manifest
from aotc.runtime.shard import local_part
from conftest import (ROOT, assert_grads_match, build_kernels, exit_cleanly, lm_loss, load_example, spawn_ranks,
                      twin)

STEPS = 3
MICRO = (2, 16)           # one microbatch: the compiled input shape
MICROBATCHES = 2          # per step and data-parallel rank
FROZEN = "h.1.attn."
ADAM = {"lr": 1e-2, "eps": 1e-6}


def build(n_layers: int = 4) -> nn.Module:
    torch.manual_seed(0)
    model = load_example("gpt2").GPT2("tiny", n_layers=n_layers)
    for name, p in model.named_parameters():
        p.requires_grad_(not name.startswith(FROZEN))
    return model


def compile_pp(tmp_path, name: str, n_layers: int = 4, **options):
    return aotc.compile(build(n_layers), [f"i64[{MICRO[0]},{MICRO[1]}]"], output=tmp_path / name, **options)


def batches(dp: int):
    """STEPS global batches (token ids, targets): dp ranks x MICROBATCHES microbatches each."""
    torch.manual_seed(1)
    rows = dp * MICROBATCHES * MICRO[0]
    return [(torch.randint(0, 256, (rows, MICRO[1])), torch.randint(0, 256, (rows, MICRO[1]))) for _ in range(STEPS)]


def eager_run(dp: int, n_layers: int = 4):
    """Each step's microbatch losses, and the parameters after the last step."""
    model = build(n_layers)
    opt = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], **ADAM)
    losses = []
    for x, y in batches(dp):
        opt.zero_grad()
        parts = [lm_loss(model(xc), yc) for xc, yc in zip(x.chunk(dp * MICROBATCHES), y.chunk(dp * MICROBATCHES))]
        (sum(parts) / len(parts)).backward()
        opt.step()
        losses.append([p.item() for p in parts])
    return losses, {n: p.detach().clone() for n, p in model.named_parameters()}


def train_stages(path: str, kind: str, n_layers: int, meta_others: bool = False, device: str = "cpu"):
    """STEPS steps of this rank's stages under PyTorch's schedule `kind`: (microbatch losses the
    last stage saw, this rank's parameters, their gradients' presence, its coordinates). With
    `meta_others` (a mesh of pp alone), the blocks of other ranks' stages are on the meta device.
    On "cuda" the model and the batches are on this rank's GPU."""
    model = build(n_layers).to(device)
    if meta_others:
        m = read_manifest(path)
        starts = [0] + [int(s.rpartition(".")[2]) for s in m.pipeline.cut_at] + [n_layers]
        pp = m.sharding.mesh.size("pp")
        mine = {i for k in range(m.pipeline.stages) if k % pp == dist.get_rank() for i in range(starts[k], starts[k + 1])}
        for i, block in enumerate(model.h):
            if i not in mine:
                block.to("meta")
    pipe = aotc.runtime.load(path, model)
    assert isinstance(pipe, aotc.runtime.PipelineModule)
    opt = torch.optim.AdamW([p for p in pipe.parameters() if p.requires_grad], **ADAM)
    schedule = pipe.schedule(kind, n_microbatches=MICROBATCHES, loss_fn=lm_loss)
    coords = aotc.runtime.shard.coordinates(pipe.process_groups, pipe.manifest.sharding)
    index, dp = aotc.runtime.data_rank(pipe)      # the data axis named dp or dp_shard
    stages = {s.stage for s in pipe.stages}
    contiguous = []        # whether each microbatch a stage was handed was contiguous
    for stage in pipe.stages:
        stage.register_forward_pre_hook(lambda _, args: contiguous.extend(
            t.is_contiguous() for t in args if isinstance(t, torch.Tensor)))
    losses = []
    for x, y in batches(dp):
        x, y = x.chunk(dp)[index].to(device), y.chunk(dp)[index].to(device)
        x = torch.cat([x, x[:, :1]], dim=1)[:, :-1]       # a strided view, as tokens[:, :-1] is
        opt.zero_grad()
        mine = []
        schedule.step(*([x] if 0 in stages else []), **({"target": y, "losses": mine}
                                                         if pipe.manifest.pipeline.stages - 1 in stages else {}))
        opt.step()
        losses.append([t.item() for t in mine])
    # What torch's stages still hold of the step's outputs: none unless the caller asks for them
    # (each would be a microbatch's logits).
    held = sum(len(s.output_chunks) for s in getattr(schedule, "_stages", None) or [schedule._stage])
    params = {n: p.detach().cpu() for n, p in pipe.named_parameters()}
    frozen_grads = [n for n, p in pipe.named_parameters() if not p.requires_grad and p.grad is not None]
    return {"losses": losses, "params": params, "frozen_grads": frozen_grads, "coords": coords, "index": index,
            "stages": sorted(stages), "contiguous": contiguous, "held_outputs": held}


def check_against_eager(results: list[dict], path, dp: int, n_layers: int = 4, tol: float = 0.0):
    """Every microbatch loss (seen by the last stage's ranks) and every rank's parameters: its
    part of each, as the artifact's plan lays it out over the rank's coordinates (FSDP's rows,
    tp's blocks). `tol`: a looser bound for a GPU's own kernels against eager on the CPU."""
    plan = read_manifest(path).sharding
    # Split over tp or cp, sums run in another order than eager's (as in tests/test_mesh.py).
    atol = max(tol, 1e-4 if any(plan.mesh.get(a) > 1 for a in ("tp", "cp")) else 1e-5)
    losses, params = eager_run(dp, n_layers)
    last = max(s for r in results for s in r["stages"])
    for r in results:
        if last in r["stages"]:      # its dp rank's microbatches, of each step
            got = [step for step in r["losses"]]
            want = [step[r["index"] * MICROBATCHES:(r["index"] + 1) * MICROBATCHES] for step in losses]
            torch.testing.assert_close(torch.tensor(got), torch.tensor(want), rtol=max(tol, 1e-5),
                                       atol=max(tol, 1e-5))
        assert not r["frozen_grads"], r["frozen_grads"]
        assert r["contiguous"] and all(r["contiguous"]), "a stage was handed a strided microbatch"
        assert r["held_outputs"] == 0, f"the last stage kept {r['held_outputs']} microbatches' outputs"
        for name, value in r["params"].items():
            ref = local_part(params[name], plan.params[name], plan, r["coords"])
            torch.testing.assert_close(value, ref, rtol=max(tol, 1e-4), atol=atol,
                                       msg=lambda m, name=name: f"{name}: {m}")
    tied = [r for r in results if "wte.weight" in r["params"]]
    assert {s for r in tied for s in r["stages"]} >= {0, last}    # the copies of the first and the last stage


def spawn(world, runs, tmp_path, device="cpu"):
    """Each rank (gloo on the CPU, or NCCL with a GPU of its own) runs train_stages per run."""
    return spawn_ranks(train_stages, world, [(str(p), *rest) for p, *rest in runs], tmp_path, device)


# ------------------------------------------------------------------------------- one process

def test_stages_chained_in_one_process_train_like_eager(tmp_path):
    """Outside a distributed job a pipeline artifact runs its stages one after another: the
    tied parameter gets both stages' gradients, the frozen ones none."""
    path = compile_pp(tmp_path, "pp2", mesh=(("pp", 2),))
    eager, model = twin(build)
    step = aotc.runtime.load(path, model)
    assert isinstance(step, aotc.runtime.ChainedStages)
    idx, targets = torch.randint(0, 256, MICRO), torch.randint(0, 256, MICRO)
    want, got = lm_loss(eager(idx), targets), lm_loss(step(idx), targets)
    want.backward()
    got.backward()
    torch.testing.assert_close(got, want, rtol=1e-6, atol=1e-6)
    assert_grads_match(eager, model)
    assert all(p.grad is None for n, p in model.named_parameters() if n.startswith(FROZEN))


def test_stage_entries_programs_and_format(tmp_path):
    path = compile_pp(tmp_path, "pp2", mesh=(("pp", 2),))
    m = read_manifest(path)
    assert m.format_version == 8 and m.pipeline.cut_at == ("h.2",) and m.pipeline.blocks == "h"
    assert [(n, e.role, e.stage) for n, e in m.entries.items()] == [("stage0", "stage", 0), ("stage1", "stage", 1)]
    assert [str(i) for i in m.entries["stage1"].inputs] == ["float32[2, 16, 64]"]
    first, last = (path / "backward_stage0.py").read_text(), (path / "backward_stage1.py").read_text()
    assert "input_grad 0" in last and "input_grad" not in first      # the first stage's input is token ids
    assert "param wte.weight" in (path / "forward_stage1.py").read_text()     # the head's copy of the tie
    assert "h.2." not in (path / "forward_stage0.py").read_text()
    # Without stages nothing changes: format 7, as before.
    assert read_manifest(compile_pp(tmp_path, "plain")).format_version == 7


def test_a_manifest_of_stages_with_an_optimizer_is_refused(tmp_path):
    """What the compiler refuses (--optimizer with --mesh pp=N) a reader refuses too."""
    path = compile_pp(tmp_path, "pp2", mesh=(("pp", 2),))
    manifest = msgpack.unpackb((path / "manifest.msgpack").read_bytes(), raw=False)
    names = [p["names"][0] for p in manifest["params"]]
    manifest["optimizer"] = {"kind": "adamw", "betas": [0.9, 0.999], "eps": 1e-8, "weight_decays": [0.01],
                             "groups": [names]}
    (path / "manifest.msgpack").write_bytes(msgpack.packb(manifest, use_bin_type=True))
    with pytest.raises(ArtifactError, match="pipeline stages with an optimizer in the backward"):
        read_manifest(path)


def test_split_points_and_interleaved_stages(tmp_path):
    path = compile_pp(tmp_path, "split", mesh=(("pp", 2),), pp_stages=4, pp_cut_at=("h.1", "h.2", "h.3"))
    m = read_manifest(path)
    assert m.pipeline.stages == 4 and m.pipeline.cut_at == ("h.1", "h.2", "h.3")
    balanced = read_manifest(compile_pp(tmp_path, "balanced", n_layers=8, mesh=(("pp", 3),)))
    assert balanced.pipeline.cut_at == ("h.3", "h.6")       # 8 blocks: 3, 3, 2 (the last carries the head)


def test_the_default_split_balances_cost_and_carries_the_head_on_the_last_stage():
    """Llama-3-8B's head (its 128256 x 4096 output layer) costs 2.4 blocks: split in 4 by cost,
    the last stage takes 6 blocks, not 8 (its measured time was 1.3x the others' with 8)."""
    import itertools

    from aotc.frontend.stages import balanced_sizes, cut_stages
    with torch.device("meta"):
        model = load_example("llama").Llama("llama-3-8b")
    assert cut_stages(model, 4).starts == (0, 8, 17, 26)
    assert cut_stages(model, 2).starts == (0, 17)
    assert cut_stages(build(4), 2).starts == (0, 2)        # a small head moves nothing
    # The costliest stage costs what the best of every contiguous split's would.
    for costs, stages, head in (([3, 1, 4, 1, 5, 9, 2, 6], 3, 7), ([1] * 9, 4, 0), ([5, 1, 1, 1, 1, 1], 2, 3)):
        sizes = balanced_sizes(costs, stages, head)
        assert sum(sizes) == len(costs) and min(sizes) >= 1

        def worst(cuts):
            bounds = (0, *cuts, len(costs))
            loads = [sum(costs[a:b]) for a, b in zip(bounds, bounds[1:])]
            loads[-1] += head
            return max(loads)
        best = min(worst(c) for c in itertools.combinations(range(1, len(costs)), stages - 1))
        got = tuple(itertools.accumulate(sizes[:-1]))
        assert worst(got) == best, (costs, sizes)


def test_diff_names_a_moved_cut(tmp_path):
    from aotc.tools.diff import Change, diff
    d = diff(compile_pp(tmp_path, "even", mesh=(("pp", 2),)), compile_pp(tmp_path, "early", mesh=(("pp", 2),),
                                                                              pp_cut_at=("h.1",)))
    assert Change("manifest", "pipeline", "2 stages of h, split at h.2", "2 stages of h, split at h.1") in d.changes
    assert d.programs_changed       # stage 0 lost a block, stage 1 gained it


def test_stages_that_disagree_on_the_activation_are_refused(tmp_path):
    """The runtime tells PyTorch's pipelining each stage's shapes from the programs; programs of
    two compiles whose stages would send one shape and receive another are refused at load."""
    from aotc.format.artifact import read_artifact
    from aotc.runtime.pipeline import check_boundaries
    manifest, programs = read_artifact(compile_pp(tmp_path, "pp2", mesh=(("pp", 2),)))
    check_boundaries("pp2", manifest, programs)
    _, shorter = read_artifact(aotc.compile(build(), ["i64[2,8]"], output=tmp_path / "short", mesh=(("pp", 2),)))
    mixed = dict(programs, forward_stage1=shorter["forward_stage1"], backward_stage1=shorter["backward_stage1"])
    with pytest.raises(ArtifactError, match=r"stage0 returns float32\[2, 16, 64\] .* but stage1 takes "
                                            r"float32\[2, 8, 64\]"):
        check_boundaries("pp2", manifest, mixed)


class _MaskedBlock(nn.Module):
    def __init__(self):
        super().__init__()
        self.proj = nn.Linear(8, 8)

    def forward(self, x, idx):
        return self.proj(x) * (idx.unsqueeze(-1) > 3)


class _ReadsTokensInEveryBlock(nn.Module):
    """Each block reads the token ids (a later stage would need the model's input); or, with
    `between`, the model scales the hidden state outside the blocks."""

    def __init__(self, between: bool = False):
        super().__init__()
        self.emb = nn.Embedding(16, 8)
        self.blocks = nn.ModuleList(_MaskedBlock() for _ in range(2))
        self.between = between

    def forward(self, idx):
        x = self.emb(idx)
        for block in self.blocks:
            x = block(x, idx) * 2 if self.between else block(x, idx)
        return x


@pytest.mark.parametrize("options, model, inputs, message", [
    ({"mesh": (("pp", 2),), "pp_stages": 3}, build, "i64[2,16]", "multiple of the 2 pipeline ranks"),
    ({"pp_stages": 2}, build, "i64[2,16]", "give --mesh pp=N too"),
    ({"mesh": (("pp", 2),), "pp_cut_at": ("h.1", "h.2")}, build, "i64[2,16]", "2 module"),
    ({"mesh": (("pp", 2),), "pp_split": ("h.1", "h.2")}, build, "i64[2,16]", "--pp-cut-at names 2 module"),
    ({"mesh": (("pp", 2),), "pp_cut_at": ("h.9",)}, build, "i64[2,16]", "first block of each stage"),
    ({"mesh": (("pp", 8),)}, build, "i64[2,16]", "need at least as many blocks"),
    ({"mesh": (("pp", 2),)}, _ReadsTokensInEveryBlock, "i64[2,8]", r"stage 1 reads the model's input 0 \(idx\)"),
    ({"mesh": (("pp", 2),)}, lambda: _ReadsTokensInEveryBlock(between=True), "i64[2,8]",
     "changes the hidden state between blocks.0 and blocks.1"),
    ({"mesh": (("pp", 2),)}, lambda: nn.Linear(4, 4), "f32[2,4]", "no list of blocks"),
    # A --tp-plan glob goes to the stages whose parameters it matches; one that matches none is refused.
    ({"mesh": (("pp", 2), ("tp", 2)), "tp_plan": (("h.*.mlp.nothing", "colwise"),)}, build, "i64[2,16]",
     r"--tp-plan 'h.\*.mlp.nothing' matches no parameter"),
    # A schedule runs each stage's backward once per microbatch: an update inside it would step
    # once per microbatch. The error names the way out.
    ({"mesh": (("pp", 2),), "optimizer": "adamw"}, build, "i64[2,16]",
     r"--optimizer adamw .* once per microbatch: leave --optimizer out with --mesh pp=N and step a torch optimizer"),
], ids=["stages", "no-pp", "cut-count", "old-keyword", "cut-name", "too-few-blocks", "input-read", "between", "no-blocks",
        "tp-plan", "optimizer"])
def test_stage_requests_refused(options, model, inputs, message, tmp_path):
    with pytest.raises(CompileError, match=message):
        aotc.compile(model(), [inputs], output=tmp_path / "a", **options)


def test_a_3d_plan_compiles_with_one_layout_per_tied_parameter(tmp_path):
    """pp 2 x FSDP 2 x TP 2: each stage's programs communicate over dp_shard and tp, never pp,
    and stage 1 takes this rank's [2, 8, 64] of the hidden state. --tp-plan splits the tied
    embedding by features (dim 1), which the head alone would not choose: the last stage keeps
    the first stage's choice, so the two copies have one layout."""
    from aotc.format.artifact import read_artifact
    from aotc.ops import COLLECTIVES
    path = compile_pp(tmp_path, "3d", mesh=(("pp", 2), ("dp_shard", 2), ("tp", 2)), shard="fsdp-zero3",
                      tp_plan=(("wte.weight", "colwise"),))
    manifest, programs = read_artifact(path)
    assert str(manifest.sharding.mesh) == "pp=2 x dp_shard=2 x tp=2"
    assert [str(i) for i in manifest.entries["stage1"].inputs] == ["float32[2, 8, 64]"]
    assert manifest.sharding.params["wte.weight"].dims == (("dp_shard",), ("tp",))
    assert manifest.sharding.params["h.3.mlp.c_fc.weight"].dims == (("tp", "dp_shard"), ())
    for name, program in programs.items():
        axes = {op.args[-1] for op in program.flat_ops() if op.name in COLLECTIVES}
        assert axes == {"dp_shard", "tp"}, (name, axes)
    # inspect says, per stage, what one rank holds and sends per microbatch over each axis.
    from click.testing import CliRunner
    from cli.main import main as cli
    shown = CliRunner().invoke(cli, ["inspect", str(path)]).output.splitlines()
    for k in (0, 1):
        line = shown.index(next(line for line in shown if line.startswith(f"  stage {k}  ")))
        assert "KiB per rank; estimated step peak" in shown[line]
        assert shown[line + 1].strip().startswith("sent by each rank per microbatch: dp_shard=2 ")
        assert "; tp=2 " in shown[line + 1]


def test_a_sequence_that_splits_over_cp_but_not_tp_too_is_handed_on_over_cp(tmp_path):
    """12 tokens split into cp's 2 x 2 chunks, not into 8: the residual stream is split over cp
    alone, and so is the hidden state stage 1 takes, [2, 6, 64]. Its gradient is reduced over
    tp and then gathered over cp: a collective reading another's result, which the collective
    schedule issues after that one's wait."""
    path = aotc.compile(build(), ["i64[2,12]"], output=tmp_path / "a", mesh=(("pp", 2), ("cp", 2), ("tp", 2)))
    assert [str(i) for i in read_manifest(path).entries["stage1"].inputs] == ["float32[2, 6, 64]"]


def test_inspect_shows_the_stages(tmp_path):
    from click.testing import CliRunner
    from cli.main import main as cli
    out = tmp_path / "a"
    runner = CliRunner()
    made = runner.invoke(cli, ["compile", str(ROOT / "examples/gpt2.py") + ":GPT2", "--arg", "config=tiny", "--arg",
                               "n_layers=4", "--shape", "2x16", "--mesh", "pp=2", "--pp-cut-at", "h.1", "-q", "-o",
                               str(out)])
    assert made.exit_code == 0, made.output
    shown = runner.invoke(cli, ["inspect", str(out)]).output
    assert "pipeline    2 stages cut between the blocks of h" in shown
    assert "stage 0  h.0 and what comes before them" in shown and "stage 1  h.1 on and what comes after" in shown


# ------------------------------------------------------------------------------- gloo processes

@pytest.mark.slow
def test_pp2_x_fsdp2_trains_like_one_process(tmp_path):
    """4 ranks, pp major: stage 0 on ranks 0 and 1, stage 1 on 2 and 3, each stage's parameters
    split by rows over its two dp ranks (the tied one gathered alone in both stages, so that
    its two copies share one layout): ZeRO-2 under 1F1B, then ZeRO-3 (gathered again in the
    backward) under GPipe, in the same processes. The data axis is named dp for the one and
    dp_shard (the named-mesh vocabulary) for the other."""
    zero2 = compile_pp(tmp_path, "pp2dp2", mesh=(("pp", 2), ("dp", 2)), shard="fsdp-zero2")
    zero3 = compile_pp(tmp_path, "pp2dp2z3", mesh=(("pp", 2), ("dp_shard", 2)), shard="fsdp-zero3")
    assert "all_gather_into_tensor" in (zero2 / "forward_stage1.py").read_text()
    assert "all_gather_into_tensor" in (zero3 / "backward_stage1.py").read_text()
    assert "all_gather_into_tensor" not in (zero2 / "backward_stage1.py").read_text()
    results = spawn(4, [(zero2, "1f1b", 4), (zero3, "gpipe", 4)], tmp_path)
    check_against_eager([r[0] for r in results], zero2, dp=2)
    check_against_eager([r[1] for r in results], zero3, dp=2)


@pytest.mark.slow
def test_pp2_x_tp2_and_pp2_x_cp2_train_like_one_process(tmp_path):
    """4 ranks, pp major: stage 0 on ranks 0 and 1, stage 1 on 2 and 3. Under tp (1F1B) each
    stage's linears are split over its two tp ranks as a whole model's are, the tied embedding
    and head by vocabulary in both stages (the frozen attention's too); under cp (GPipe) each
    rank holds two chunks of the sequence. Either way a stage hands the next this rank's part
    of the hidden state, [2, 8, 64] of [2, 16, 64] split along the tokens, and gets that part's
    gradient back."""
    tp = compile_pp(tmp_path, "pp2tp2", mesh=(("pp", 2), ("tp", 2)))
    cp = compile_pp(tmp_path, "pp2cp2", mesh=(("pp", 2), ("cp", 2)))
    for path in (tp, cp):
        assert [str(i) for i in read_manifest(path).entries["stage1"].inputs] == ["float32[2, 8, 64]"]
    assert read_manifest(tp).sharding.params["wte.weight"].dims == (("tp",), ())
    results = spawn(4, [(tp, "1f1b", 4), (cp, "gpipe", 4)], tmp_path)
    check_against_eager([r[0] for r in results], tp, dp=1)
    check_against_eager([r[1] for r in results], cp, dp=1)


@pytest.mark.slow
def test_pp4_trains_like_one_process(tmp_path):
    """4 ranks, one stage each under GPipe; then 8 stages, two per rank, under interleaved 1F1B,
    each rank's model holding other stages' blocks on the meta device."""
    four = compile_pp(tmp_path, "pp4", mesh=(("pp", 4),))
    eight = compile_pp(tmp_path, "pp4x2", n_layers=8, mesh=(("pp", 4),), pp_stages=8)
    results = spawn(4, [(four, "gpipe", 4), (eight, "interleaved-1f1b", 8, True)], tmp_path)
    check_against_eager([r[0] for r in results], four, dp=1)
    check_against_eager([r[1] for r in results], eight, dp=1, n_layers=8)
    assert [r[1]["stages"] for r in results] == [[0, 4], [1, 5], [2, 6], [3, 7]]



@pytest.mark.gpu
@pytest.mark.skipif(torch.cuda.device_count() < 4, reason="needs 4 CUDA devices")
def test_pipeline_plans_train_like_one_process_on_nccl(tmp_path):
    """The plans above compiled for CUDA, their kernels built on this machine, each rank a process
    with a GPU of its own talking over NCCL: pp 2 x FSDP 2 (ZeRO-2) under 1F1B, and 8 stages on 4
    ranks under interleaved 1F1B, train like one eager process on the CPU."""
    zero2 = compile_pp(tmp_path, "pp2dp2", mesh=(("pp", 2), ("dp_shard", 2)), shard="fsdp-zero2", device="cuda")
    eight = compile_pp(tmp_path, "pp4x2", n_layers=8, mesh=(("pp", 4),), pp_stages=8, device="cuda")
    for path in (zero2, eight):
        build_kernels(path)
    results = spawn(4, [(zero2, "1f1b", 4), (eight, "interleaved-1f1b", 8, True)], tmp_path, device="cuda")
    check_against_eager([r[0] for r in results], zero2, dp=2, tol=1e-3)
    check_against_eager([r[1] for r in results], eight, dp=1, n_layers=8, tol=1e-3)

def torchrun(ranks: int, *args) -> str:
    import subprocess
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
    out = subprocess.run([sys.executable, "-m", "torch.distributed.run", "--standalone", f"--nproc-per-node={ranks}",
                          str(ROOT / "examples/train.py"), *map(str, args)], capture_output=True, text=True,
                         timeout=300, env=env)
    assert out.returncode == 0, out.stdout[-2000:] + out.stderr[-3000:]
    return out.stdout


@pytest.mark.slow
def test_train_example_resumes_a_pipeline_checkpoint_under_fsdp(tmp_path):
    """examples/train.py: two steps of pp 2 x FSDP 2 under torchrun, written with --dcp; FSDP
    over 2 ranks resumes from it (--resume) with the optimizer's two steps taken."""
    args = {"args": {"config": "tiny"}}
    pp = aotc.compile(str(ROOT / "examples/llama.py") + ":Llama", ["i64[1,32]"], mesh=(("pp", 2), ("dp", 2)),
                      shard="fsdp-zero2", output=tmp_path / "pp", **args)
    fsdp = aotc.compile(str(ROOT / "examples/llama.py") + ":Llama", ["i64[2,32]"], shard="fsdp-zero3", world_size=2,
                        output=tmp_path / "fsdp", **args)
    first = torchrun(4, pp, "--steps", "2", "--microbatches", "2", "--dcp", tmp_path / "ckpt")
    assert "step    2" in first
    second = torchrun(2, fsdp, "--steps", "1", "--resume", tmp_path / "ckpt")
    assert f"resumed from {tmp_path / 'ckpt'}: 2 optimizer steps taken" in second and "step    1" in second


def _mismatch_worker(rank, path, init_file):
    faulthandler.enable(all_threads=True)
    dist.init_process_group("gloo", init_method=f"file://{init_file}", rank=rank, world_size=2)
    try:
        model = build()
        before = {n: p.clone() for n, p in model.named_parameters()}
        with pytest.raises(ArtifactError, match=r"mesh pp=2 x dp=2, 4 ranks, but the process group has 2"):
            aotc.runtime.load(path, model)
        assert all(torch.equal(p, before[n]) for n, p in model.named_parameters())   # nothing ran or moved
        dist.barrier()
    except BaseException:
        dist.destroy_process_group()
        raise
    exit_cleanly()


@pytest.mark.slow
def test_a_mesh_that_is_not_the_job_is_refused(tmp_path):
    path = compile_pp(tmp_path, "pp2dp2", mesh=(("pp", 2), ("dp", 2)), shard="fsdp-zero3")
    mp.spawn(_mismatch_worker, args=(str(path), str(tmp_path / "init")), nprocs=2)


def test_schedule_kinds_are_checked(tmp_path):
    """Zero-bubble schedules split the backward in two, which a stage's programs do not."""
    from aotc.runtime.pipeline import SCHEDULES, SINGLE_STAGE
    assert set(SCHEDULES) == {"gpipe", "1f1b", "interleaved-1f1b", "looped-bfs"} and set(SINGLE_STAGE) < set(SCHEDULES)
    from torch.distributed.pipelining import schedules
    assert all(hasattr(schedules, name) for name in SCHEDULES.values())
