"""Shape buckets: one artifact compiled for several sequence lengths (or batch sizes), an entry
per shape, run by the module `load` returns, which picks each call's entry by its inputs'
shapes and refuses the shapes it has no entry for, naming the buckets and the padding rule."""

from __future__ import annotations

import pytest
import torch
import torch.nn.functional as F
from click.testing import CliRunner

import aotc
import aotc.runtime
from aotc.errors import CompileError, ModelMismatchError
from aotc.encoding import region_key
from aotc.executors.base import regions_of
from aotc.format.artifact import read_artifact
from cli.main import main
from conftest import ROOT, assert_grads_match, load_example, twin

LLAMA = str(ROOT / "examples" / "llama.py") + ":Llama"
MLP = str(ROOT / "examples" / "mlp.py") + ":MLP"


@pytest.fixture(scope="module")
def llama_buckets(tmp_path_factory):
    return aotc.compile(LLAMA, ["i64[2,16]"], buckets=[["i64[2,32]"], ["i64[1,64]"]], args={"config": "tiny"},
                        output=tmp_path_factory.mktemp("buckets") / "llama")


def test_each_bucket_is_an_entry_with_its_own_programs(llama_buckets):
    manifest, programs = read_artifact(llama_buckets)
    assert list(manifest.entries) == ["2x16", "2x32", "1x64"]
    assert sorted(programs) == sorted(f"{half}_{b}" for b in manifest.entries for half in ("forward", "backward"))
    for name, entry in manifest.entries.items():
        assert "x".join(map(str, entry.inputs[0].shape)) == name
        forward = programs[entry.forward]
        given = [v.type.shape for p, v in zip(forward.input_ports, forward.inputs) if p.kind == "input"]
        assert given == [entry.inputs[0].shape]
    # The bigger bucket saves more for the backward; parameters are the artifact's, once.
    saved = [e.saved.activation_bytes for e in manifest.entries.values()]
    assert saved[0] < saved[1] == saved[2]


def test_training_across_buckets_matches_eager_each_step(llama_buckets):
    """Steps of different lengths, in any order, on one model's parameters and one optimizer."""
    m = load_example("llama")
    eager, model = twin(lambda: m.Llama("tiny"))
    step = aotc.runtime.load(llama_buckets, model)
    assert isinstance(step, aotc.runtime.BucketedModule)
    assert list(step.parameters()) == list(model.parameters())
    opts = [torch.optim.AdamW(x.parameters(), lr=1e-2) for x in (eager, model)]
    gen = torch.Generator().manual_seed(0)
    for shape in ((2, 32), (2, 16), (1, 64), (2, 16)):
        idx, targets = (torch.randint(0, 256, shape, generator=gen) for _ in range(2))
        losses = []
        for mm, opt in zip((eager, step), opts):
            opt.zero_grad()
            loss = F.cross_entropy(mm(idx).flatten(0, 1), targets.flatten())
            loss.backward()
            losses.append(loss.item())
        assert_grads_match(eager, model)
        for opt in opts:
            opt.step()
        assert losses[1] == pytest.approx(losses[0], rel=1e-5)


def test_a_shape_no_bucket_holds_is_refused_with_the_buckets_and_the_padding_rule(llama_buckets):
    step = aotc.runtime.load(llama_buckets, load_example("llama").Llama("tiny"))
    with pytest.raises(ModelMismatchError, match=r"shapes 2x24 match no shape bucket of the artifact "
                                                 r"\(2x16, 2x32, 1x64\): pad each input up to the bucket "
                                                 r"that holds it \(here: 2x32\)"):
        step(torch.zeros(2, 24, dtype=torch.long))
    with pytest.raises(ModelMismatchError, match=r"shapes 4x16 match no shape bucket.*another --shape 4x16") as e:
        step(torch.zeros(4, 16, dtype=torch.long))
    assert "no bucket is large enough" in str(e.value) and "pad each input" not in str(e.value)
    one = aotc.runtime.load(llama_buckets, load_example("llama").Llama("tiny"), entry="1x64")
    assert isinstance(one, aotc.runtime.AotModule)


class _AutocastMLP(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.up, self.down = torch.nn.Linear(32, 64), torch.nn.Linear(64, 32)

    def forward(self, x):
        with torch.autocast("cpu", dtype=torch.bfloat16):
            return self.down(F.gelu(self.up(x))).float()


def test_regions_the_buckets_share_are_one_kernel(tmp_path):
    """A region is named by its content, so one that does not depend on the shape (here a
    weight's cast to bfloat16) is built once for every bucket."""
    path = aotc.compile(_AutocastMLP(), ["f32[4,32]"], buckets=[["f32[16,32]"]], output=tmp_path / "a")
    manifest, programs = read_artifact(path)
    keys = {name: {region_key(r) for e in (entry.forward, entry.backward) for r in programs[e].regions()}
            for name, entry in manifest.entries.items()}
    shared = keys["4x32"] & keys["16x32"]
    assert shared and keys["4x32"] - shared and keys["16x32"] - shared
    assert set(regions_of(programs, "inductor")) == keys["4x32"] | keys["16x32"]


def test_cli_buckets_from_repeated_shapes_and_sizes_per_dimension(tmp_path):
    runner = CliRunner()
    out = runner.invoke(main, ["compile", MLP, "--input", "f32[4|16,32]", "-o", str(tmp_path / "a")])
    assert out.exit_code == 0, out.output
    assert "for float32[4, 32] | float32[16, 32]" in out.output
    assert "entry 16x32: inputs float32[16, 32]" in out.output
    shown = runner.invoke(main, ["inspect", str(tmp_path / "a")]).output
    assert "entry       4x32: train-step (forward_4x32, backward_4x32)" in shown
    assert "entry       16x32: train-step" in shown
    assert runner.invoke(main, ["compile", MLP, "--input", "f32[4,32]", "-q", "-o", str(tmp_path / "b")]).exit_code == 0
    diff = runner.invoke(main, ["diff", str(tmp_path / "b"), str(tmp_path / "a")]).output
    assert "+   16x32: added train-step: forward_16x32, backward_16x32; inputs float32[16, 32]" in diff
    assert "-   step: removed" in diff

    bad = runner.invoke(main, ["compile", LLAMA, "--arg", "config=tiny", "--shape", "2x16", "--shape", "2x32",
                               "--input", "i64[2,16|32|64]"])
    assert bad.exit_code == 2
    assert "--shape is given 2 times but --input lists 3 shapes" in bad.output
    ragged = runner.invoke(main, ["compile", MLP, "--input", "f32[4|16,32|8|2]"])
    assert ragged.exit_code == 2 and "one per shape bucket" in ragged.output


def test_buckets_take_the_same_inputs_each_shape_once(tmp_path):
    with pytest.raises(CompileError, match="every bucket takes the same inputs in other shapes"):
        aotc.compile(MLP, ["f32[4,32]"], buckets=[["f64[16,32]"]], output=tmp_path / "a")
    with pytest.raises(CompileError, match="two shape buckets have the same shapes"):
        aotc.compile(MLP, ["f32[4,32]"], buckets=[["f32[4,32]"]], output=tmp_path / "b")
    assert not (tmp_path / "a").exists() and not (tmp_path / "b").exists()
