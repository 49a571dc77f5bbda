"""Named entry points: an artifact's programs are run through entries that declare their role
and pairing. One training or inference step today; buckets, stages and an optimizer program are
further entries of the same artifact."""

from __future__ import annotations

import shutil
from dataclasses import replace

import msgpack
import pytest
import torch

import aotc
import aotc.runtime
from aotc.format.artifact import ArtifactError, read_artifact, write_artifact
from aotc.format.manifest import Entry
from conftest import ROOT, assert_grads_match, load_example, twin

MLP = str(ROOT / "examples" / "mlp.py") + ":MLP"


def test_a_training_and_an_inference_artifact_each_have_one_entry(tmp_path):
    manifest, _ = read_artifact(aotc.compile(MLP, ["f32[8,32]"], output=tmp_path / "t"))
    (name, entry), = manifest.entries.items()
    assert (name, entry.role, entry.programs) == ("step", "train-step", ("forward", "backward"))
    manifest, _ = read_artifact(aotc.compile(MLP, ["f32[8,32]"], output=tmp_path / "i", inference=True))
    assert manifest.entry().role == "inference" and manifest.entry().programs == ("forward",)


def _renamed(program, name):
    return program.replace(name=name)


def test_an_artifact_with_two_entries_runs_the_one_asked_for(tmp_path):
    """Two batch sizes in one artifact: each entry its own programs, one model's parameters."""
    small = aotc.compile(MLP, ["f32[4,32]"], output=tmp_path / "small")
    large = aotc.compile(MLP, ["f32[16,32]"], output=tmp_path / "large")
    m_small, p_small = read_artifact(small)
    m_large, p_large = read_artifact(large)
    entries = {"b4": m_small.entry(), "b16": replace(m_large.entry(), forward="forward_b16", backward="backward_b16")}
    programs = {**p_small, "forward_b16": _renamed(p_large["forward"], "forward_b16"),
                "backward_b16": _renamed(p_large["backward"], "backward_b16")}
    both = write_artifact(tmp_path / "both", replace(m_small, entries=entries), programs)
    assert sorted(f.name for f in both.iterdir()) == sorted(
        ["manifest.msgpack"] + [f"{p}.{e}" for p in programs for e in ("msgpack", "py")])

    m = load_example("mlp")
    with pytest.raises(ArtifactError, match="entry 'b8' is not one of b4, b16; name one with entry="):
        aotc.runtime.load(both, m.MLP(), entry="b8")
    # Unnamed, entries of one role are shape buckets: each call runs the one its shapes match.
    eager, model = twin(lambda: m.MLP())
    both_step = aotc.runtime.load(both, model)
    assert isinstance(both_step, aotc.runtime.BucketedModule)
    for batch in (4, 16, 4):
        x, w = torch.randn(batch, 32), torch.randn(batch, 10)
        (eager(x) * w).sum().backward()
        (both_step(x) * w).sum().backward()
        assert_grads_match(eager, model)
    for name, batch in (("b4", 4), ("b16", 16)):
        eager, model = twin(lambda: m.MLP())
        step = aotc.runtime.load(both, model, entry=name)
        x, w = torch.randn(batch, 32), torch.randn(batch, 10)
        (eager(x) * w).sum().backward()
        (step(x) * w).sum().backward()
        assert_grads_match(eager, model)
        with pytest.raises(ValueError, match=rf"expects float32\[{batch}, 32\]"):
            step(torch.randn(batch + 1, 32))


def test_an_entry_naming_a_program_the_artifact_lacks_is_refused(tmp_path):
    path = aotc.compile(MLP, ["f32[8,32]"], output=tmp_path / "a")
    manifest, programs = read_artifact(path)
    broken = replace(manifest, entries={"step": replace(manifest.entry(), backward="backward_other")})
    out = write_artifact(tmp_path / "b", broken, programs)
    with pytest.raises(ArtifactError, match="entry 'step' runs program 'backward_other', which the artifact does not hold"):
        aotc.runtime.load(out, load_example("mlp").MLP())


def test_entries_declare_roles_the_reader_knows(tmp_path):
    path = aotc.compile(MLP, ["f32[8,32]"], output=tmp_path / "a")
    manifest, programs = read_artifact(path)
    odd = replace(manifest, entries={"step": replace(manifest.entry(), role="optimizer")})
    out = write_artifact(tmp_path / "b", odd, programs)
    with pytest.raises(ArtifactError, match="role 'optimizer' is not one of train-step, inference"):
        aotc.runtime.load(out, load_example("mlp").MLP())
    assert isinstance(manifest.entry(), Entry)


def test_an_entry_whose_backward_is_named_by_an_empty_string_is_refused(tmp_path):
    """Found by the fuzzer: "" is not None, so the role check passed, yet "" is false, so the
    entry ran no backward and its first backward() failed inside autograd."""
    path = aotc.compile(MLP, ["f32[8,32]"], output=tmp_path / "a")
    manifest, programs = read_artifact(path)
    odd = replace(manifest, entries={"step": replace(manifest.entry(), backward="")})
    out = write_artifact(tmp_path / "b", odd, programs)
    with pytest.raises(ArtifactError, match="entry 'step' runs program '', which the artifact does not hold"):
        aotc.runtime.load(out, load_example("mlp").MLP())


def test_an_entry_input_the_forward_was_not_traced_for_is_refused(tmp_path):
    """Found by the fuzzer: the guards admit the inputs the entry declares, so an entry that
    disagrees with its forward program let through inputs the program was never traced for."""
    path = aotc.compile(MLP, ["f32[8,32]"], output=tmp_path / "a")
    manifest, programs = read_artifact(path)
    entry = manifest.entry()
    for said in (replace(entry.inputs[0], shape=(8, 32, 1)), replace(entry.inputs[0], dtype="float64")):
        odd = replace(manifest, entries={"step": replace(entry, inputs=(said,))})
        out = write_artifact(tmp_path / "b", odd, programs)
        with pytest.raises(ArtifactError, match=r"input 0 is float\w+\[8, 32.*\] by the manifest, but forward was "
                                                r"traced for float32\[8, 32\]"):
            aotc.runtime.load(out, load_example("mlp").MLP())


def test_an_inference_entry_running_a_training_forward_is_refused(tmp_path):
    """Found by the fuzzer: a format-4 manifest whose `made.training` was made false reads as
    one inference entry, which ran the training step's forward without its backward: outputs
    without gradients for parameters the manifest says require them."""
    path = shutil.copytree(ROOT / "artifacts" / "golden" / "v4-mlp", tmp_path / "a")
    manifest = msgpack.unpackb((path / "manifest.msgpack").read_bytes(), raw=False)
    manifest["made"]["training"] = False
    (path / "manifest.msgpack").write_bytes(msgpack.packb(manifest, use_bin_type=True))
    with pytest.raises(ArtifactError, match=r"an inference entry, but forward saves \d+ value\(s\) for a backward"):
        aotc.runtime.load(path, load_example("mlp").MLP(), kernels="off")
