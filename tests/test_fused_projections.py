"""Fused projections under tensor parallelism: one weight for q, k and v (or gate and up) split
over tp block by block, so that each rank holds whole heads of each piece.

The Llama with fused projections trains like one process in tests/test_mesh.py (`fused-tp`);
here: it communicates exactly as separate projections do, and a fused output read whole as well
as in pieces (its blocks gathered in rank order and put back in block order, a whole gradient
cut into this rank's part of every block) trains like one process on two gloo ranks, and a DCP
checkpoint of it loads back in place (tests/test_mesh.py's `fused-tp` resumes one in an eager
model).
"""

from __future__ import annotations

import faulthandler
import os

import pytest
import torch
import torch.distributed as dist
import torch.multiprocessing as mp
from torch import nn

import aotc
import aotc.runtime
from conftest import ROOT, exit_cleanly

pytestmark = pytest.mark.slow
TOKENS = (2, 16)
STEPS = 2


@pytest.mark.parametrize("tp", [2, 4])
def test_fused_projections_communicate_as_separate_ones(tp, tmp_path):
    """A fused q/k/v weight (each rank's query heads, then their key and value heads) and a
    fused gate/up weight (each half split alike) cost the same tp collectives, in number and
    bytes, as separate projections: the pieces reach attention and SwiGLU with no collective,
    repeat_interleave of a rank's key heads included."""
    from aotc.format.artifact import read_manifest
    from aotc.tools.describe import describe
    traffic = {}
    for fused in (False, True):
        args = {"config": "tiny", "n_heads": 8, "n_kv_heads": 4, "ffn_hidden": 128, "fused_qkv": fused,
                "fused_gate_up": fused}
        path = aotc.compile(f"{ROOT / 'examples/llama.py'}:Llama", [f"i64[{TOKENS[0]},{TOKENS[1]}]"] * 2, args=args,
                            mesh=(("tp", tp),), output=tmp_path / f"fused-{fused}")
        traffic[fused] = describe(path).step_traffic()["tp"]
    assert traffic[True] == traffic[False], traffic
    params = read_manifest(path).sharding.params
    assert params["layers.0.attention.wqkv.weight"].blocks == ((64, 32, 32), ())
    assert params["layers.0.feed_forward.w13.weight"].blocks == ((128, 128), ())
    assert not params["layers.0.attention.wo.weight"].blocks


@pytest.mark.parametrize("tp", [2, 4])
def test_phi3_communicates_as_llama(tp, tmp_path):
    """transformers' Phi-3 cuts its fused qkv_proj by slices (their gradients put back by
    slice_backward) and its gate_up_proj by chunk: at every tp it communicates exactly as
    transformers' Llama of the same sizes, whose projections are separate."""
    from transformers import LlamaConfig, LlamaForCausalLM, Phi3Config, Phi3ForCausalLM
    from aotc.tools.describe import describe
    sizes = dict(vocab_size=256, hidden_size=64, intermediate_size=128, num_hidden_layers=2, num_attention_heads=8,
                 num_key_value_heads=4, max_position_embeddings=64, tie_word_embeddings=True, use_cache=False,
                 pad_token_id=0, eos_token_id=1, bos_token_id=1, attn_implementation="sdpa")
    traffic = {}
    for name, model in (("phi3", Phi3ForCausalLM(Phi3Config(**sizes))), ("llama", LlamaForCausalLM(LlamaConfig(**sizes)))):
        path = aotc.compile(model, [f"i64[{TOKENS[0]},{TOKENS[1]}]"], mesh=(("tp", tp),), output=tmp_path / name)
        traffic[name] = describe(path).step_traffic()["tp"]
    assert traffic["phi3"] == traffic["llama"], traffic


class ReadWhole(nn.Module):
    """A fused projection whose pieces (unequal, as q, k and v) feed a row-parallel linear and
    elementwise ops, whose whole output feeds a softmax, which runs whole, and is added to a
    row-parallel linear's partial sum, reduce-scattered onto its blocks."""

    def __init__(self):
        super().__init__()
        self.fused = nn.Linear(32, 48, bias=True)
        self.out = nn.Linear(32, 32, bias=False)
        self.back = nn.Linear(32, 48, bias=False)

    def forward(self, x):
        y = self.fused(x)
        a, b, c = y.split([32, 8, 8], dim=-1)
        return self.out(a * 2).pow(2).mean() + (b * c).mean() + (y.softmax(-1) * y).mean() + \
            (y + self.back(a)).pow(2).mean()


def build():
    torch.manual_seed(0)
    return ReadWhole()


def batches():
    torch.manual_seed(1)
    return [torch.randn(8, 32) for _ in range(STEPS)]


def worker(rank, path, init_file, out_dir):
    faulthandler.enable(all_threads=True)
    dist.init_process_group("gloo", init_method=f"file://{init_file}", rank=rank, world_size=2)
    try:
        module = build()
        step = aotc.runtime.load(path, module)
        opt = torch.optim.AdamW(module.parameters(), lr=1e-2)
        losses = []
        for x in batches():
            opt.zero_grad()
            loss = step(x)
            loss.backward()
            opt.step()
            losses.append(loss.item())
        state = aotc.runtime.full_state_dict(step)
        # A DCP checkpoint holds each rank's part of every block; loaded back into the same
        # mesh it puts every row of the weights and of Adam's moments in its place.
        ckpt = os.path.join(out_dir, "ckpt")
        aotc.runtime.save_checkpoint(step, ckpt, opt)
        moments = [opt.state[p]["exp_avg"].clone() for p in module.parameters()]
        with torch.no_grad():
            for p in module.parameters():
                p.zero_()
        fresh = torch.optim.AdamW(module.parameters(), lr=1e-2)
        aotc.runtime.load_checkpoint(step, ckpt, fresh)
        for name, value in aotc.runtime.full_state_dict(step).items():
            assert torch.equal(value, state[name]), name
        for p, m in zip(module.parameters(), moments):
            assert torch.equal(fresh.state[p]["exp_avg"], m)
        torch.save({"losses": losses, "state": state, "local": tuple(module.fused.weight.shape)},
                   os.path.join(out_dir, f"rank{rank}.pt"))
        dist.barrier()
    except BaseException:
        dist.destroy_process_group()
        raise
    exit_cleanly()


def test_a_fused_output_read_whole_trains_like_one_process(tmp_path):
    from aotc.format.artifact import read_artifact
    from aotc.ops import GATHER, REDUCE_SCATTER
    path = aotc.compile(build(), ["f32[8,32]"], mesh=(("tp", 2),), output=tmp_path / "a")
    manifest, programs = read_artifact(path)
    assert manifest.sharding.params["fused.weight"].blocks == ((32, 8, 8), ())
    assert manifest.sharding.params["fused.bias"].blocks == ((32, 8, 8),)
    forward = [op.name for op in programs[manifest.first.forward].flat_ops()]
    assert GATHER in forward and REDUCE_SCATTER in forward     # the softmax's input; y + back(a)
    mp.spawn(worker, args=(str(path), str(tmp_path / "init"), str(tmp_path)), nprocs=2)
    got = [torch.load(tmp_path / f"rank{r}.pt") for r in range(2)]
    eager = build()
    opt = torch.optim.AdamW(eager.parameters(), lr=1e-2)
    losses = []
    for x in batches():
        opt.zero_grad()
        loss = eager(x)
        loss.backward()
        opt.step()
        losses.append(loss.item())
    assert got[0]["local"] == (24, 32)
    for r in got:
        torch.testing.assert_close(torch.tensor(r["losses"]), torch.tensor(losses), rtol=1e-5, atol=1e-5)
    for key, value in eager.state_dict().items():
        torch.testing.assert_close(got[0]["state"][key], value, rtol=1e-4, atol=1e-4, msg=lambda m, k=key: f"{k}: {m}")


def test_blocks_are_checked_and_need_format_10(tmp_path):
    """A plan's blocks must make up their dimension and each split over its axis unpadded; a
    manifest older than format 10 that holds blocks is refused naming the format."""
    import shutil
    import msgpack
    from aotc.errors import ArtifactError
    from aotc.format.artifact import read_manifest
    from aotc.sharding import Mesh, ShardingSpec, SpecError, TensorSharding
    mesh = Mesh((("tp", 2),))
    shapes = {"w": (12, 4)}
    good = TensorSharding(dims=(("tp",), ()), padding=(0, 0), blocks=((8, 2, 2), ()))
    spec = ShardingSpec(mesh, "ddp", {"w": good})
    assert ShardingSpec.from_data(spec.to_data(), shapes) == spec
    plain = ShardingSpec(mesh, "ddp", {"w": TensorSharding(dims=(("tp",), ()), padding=(0, 0))})
    assert "blocks" not in plain.to_data()["params"]["w"]          # written as format 8 wrote it
    for blocks, message in ((((8, 2, 1), ()), "do not make up"), (((6, 3, 3), ()), "do not each split")):
        bad = ShardingSpec(mesh, "ddp", {"w": TensorSharding(dims=(("tp",), ()), padding=(0, 0), blocks=blocks)})
        with pytest.raises(SpecError, match=message):
            ShardingSpec.from_data(bad.to_data(), shapes)
    golden = ROOT / "artifacts" / "golden" / "v10-llama-tiny-fused-tp2"
    old = tmp_path / "old"
    shutil.copytree(golden, old)
    manifest = msgpack.unpackb((old / "manifest.msgpack").read_bytes(), raw=False)
    manifest["format_version"] = 9
    (old / "manifest.msgpack").write_bytes(msgpack.packb(manifest, use_bin_type=True))
    with pytest.raises(ArtifactError, match="split block by block in a format-9 manifest; blocks came with format 10"):
        read_manifest(old)
