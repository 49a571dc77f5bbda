"""Every refusal names the thing that is wrong and what the artifact expects."""

from __future__ import annotations


import warnings
from pathlib import Path

import msgpack
import pytest
import torch
from torch import nn

import aotc
import aotc.runtime
from aotc.format.artifact import ArtifactError, read_manifest, write_artifact
from aotc.ir import Op, Port, Program, TensorType, Value
from conftest import ROOT, load_example

mlp = load_example("mlp")
INPUT = ["f32[8,32]"]


@pytest.fixture
def path(artifacts):
    return artifacts("examples/mlp.py:MLP", INPUT)


@pytest.mark.parametrize("bad, message", [
    (torch.randn(4, 32), r"input 0 \(x\): the artifact expects float32\[8, 32\] on cpu, got float32\[4, 32\]"),
    (torch.randn(8, 32, dtype=torch.float64), r"input 0 \(x\): .* got float64\[8, 32\]"),
    (torch.randn(8, 32, 1), r"input 0 \(x\): .* got float32\[8, 32, 1\]"),
    (torch.randn(8, 32, device="meta"), r"input 0 \(x\): .* on meta"),
])
def test_wrong_input(path, bad, message):
    step = aotc.runtime.load(path, mlp.MLP())
    with pytest.raises(ValueError, match=message):
        step(bad)


def test_wrong_number_of_inputs(path):
    step = aotc.runtime.load(path, mlp.MLP())
    with pytest.raises(ValueError, match="takes 1 input"):
        step(torch.randn(8, 32), torch.randn(8, 32))


def test_missing_parameter(path):
    with pytest.raises(ValueError, match=r"parameter 'hidden.1.weight' is in the artifact but not in the model"):
        aotc.runtime.load(path, mlp.MLP(layers=1))


def test_extra_parameter(path):
    model = mlp.MLP()
    model.extra = nn.Parameter(torch.zeros(3))
    with pytest.raises(ValueError, match=r"parameter 'extra' is in the model but not in the artifact"):
        aotc.runtime.load(path, model)


def test_parameter_of_other_shape(path):
    with pytest.raises(ValueError, match=r"parameter 'hidden.0.weight': the artifact expects float32\[64, 32\]"):
        aotc.runtime.load(path, mlp.MLP(hidden=16))


def test_parameter_of_other_dtype(path):
    with pytest.raises(ValueError, match=r"expects float32\[.*\] on cpu, the model has float64"):
        aotc.runtime.load(path, mlp.MLP().double())


def test_requires_grad_differs_at_load_and_at_call(path):
    model = mlp.MLP()
    model.out.bias.requires_grad_(False)
    with pytest.raises(ValueError, match=r"parameter 'out.bias' is frozen .* in the model but trainable"):
        aotc.runtime.load(path, model)
    model.out.bias.requires_grad_(True)
    step = aotc.runtime.load(path, model)
    model.out.weight.requires_grad_(False)
    with pytest.raises(ValueError, match=r"parameter 'out.weight' is frozen"):
        step(torch.randn(8, 32))


def test_untied_model_for_tied_artifact(artifacts):
    gpt2 = load_example("gpt2")
    path = artifacts("examples/gpt2.py:GPT2", ["i64[2,32]"], args={"config": "tiny"})
    model = gpt2.GPT2("tiny")
    model.lm_head.weight = nn.Parameter(model.wte.weight.detach().clone())
    with pytest.raises(ValueError, match="one tied tensor in the artifact but separate tensors in the model"):
        aotc.runtime.load(path, model)


def _copy(path, tmp_path):
    dst = tmp_path / "copy"
    dst.mkdir()
    for f in path.iterdir():
        (dst / f.name).write_bytes(f.read_bytes())
    return dst


def test_missing_file(path, tmp_path):
    art = _copy(path, tmp_path)
    (art / "backward.msgpack").unlink()
    with pytest.raises(ArtifactError, match=r"backward.msgpack: missing"):
        aotc.runtime.load(art, mlp.MLP())


def test_missing_manifest(path, tmp_path):
    art = _copy(path, tmp_path)
    (art / "manifest.msgpack").unlink()
    with pytest.raises(ArtifactError, match=r"manifest.msgpack: missing"):
        aotc.runtime.load(art, mlp.MLP())


def test_corrupted_file_fails_its_hash(path, tmp_path):
    art = _copy(path, tmp_path)
    data = bytearray((art / "forward.msgpack").read_bytes())
    data[len(data) // 2] ^= 0xFF
    (art / "forward.msgpack").write_bytes(bytes(data))
    with pytest.raises(ArtifactError, match=r"forward.msgpack: content does not match the hash"):
        aotc.runtime.load(art, mlp.MLP())


def test_corrupted_manifest(path, tmp_path):
    art = _copy(path, tmp_path)
    (art / "manifest.msgpack").write_bytes(b"\xc1 not msgpack")
    with pytest.raises(ArtifactError, match=r"manifest.msgpack: not readable msgpack"):
        aotc.runtime.load(art, mlp.MLP())


def test_unknown_format_version(path, tmp_path):
    art = _copy(path, tmp_path)
    data = msgpack.unpackb((art / "manifest.msgpack").read_bytes())
    data["format_version"] = 99
    (art / "manifest.msgpack").write_bytes(msgpack.packb(data))
    with pytest.raises(ArtifactError, match=r"manifest.msgpack: format version 99 .* not one this reader supports"):
        aotc.runtime.load(art, mlp.MLP())


def test_unknown_op_is_named(path, tmp_path):
    manifest = read_manifest(path)
    x = Value(TensorType("float32", (2,), (1,), "cpu"))
    y = Value(TensorType("float32", (2,), (1,), "cpu"))
    bogus = Program("forward", (x,), (Port("input", "0"),),
                    (Op("aten.no_such_op.default", (x,), (), (y,)),), (y,), (Port("output", "0"),))
    art = write_artifact(tmp_path / "bogus", manifest, {"forward": bogus})
    with pytest.raises(ArtifactError, match=r"aten.no_such_op.default.*has no such op"):
        aotc.runtime.load(art, mlp.MLP())


def test_op_outside_allowed_namespaces_is_refused(path, tmp_path):
    manifest = read_manifest(path)
    x = Value(TensorType("float32", (2,), (1,), "cpu"))
    evil = Program("forward", (x,), (Port("input", "0"),),
                   (Op("os.system.default", (x,), (), (x,)),), (x,), (Port("output", "0"),))
    art = write_artifact(tmp_path / "evil", manifest, {"forward": evil})
    with pytest.raises(ArtifactError, match=r"namespace 'os' is not one of"):
        aotc.runtime.load(art, mlp.MLP())


def test_no_artifact_directory(tmp_path):
    with pytest.raises(ArtifactError, match=r"no such artifact directory"):
        aotc.runtime.load(tmp_path / "nope", mlp.MLP())


def test_write_is_atomic_and_leaves_nothing_on_failure(path, tmp_path):
    manifest = read_manifest(path)
    x = Value(TensorType("float32", (2,), (1,), "cpu"))
    broken = Program("forward", (x,), (Port("input", "0"),),
                     (Op("aten.relu.default", (object(),), (), (x,)),), (x,), (Port("output", "0"),))
    with pytest.raises(TypeError):
        write_artifact(tmp_path / "half", manifest, {"forward": broken})
    assert list(tmp_path.iterdir()) == []


def test_refuses_to_overwrite_a_non_artifact_directory(path, tmp_path):
    (tmp_path / "notes.txt").write_text("mine")
    with pytest.raises(ArtifactError, match="exists and is not an artifact directory"):
        write_artifact(tmp_path, read_manifest(path), {})
    assert (tmp_path / "notes.txt").read_text() == "mine"


def test_forward_and_backward_that_do_not_fit(path, tmp_path):
    """A backward from another artifact (other saved values) is refused at load."""
    from aotc.format.artifact import read_artifact
    manifest, programs = read_artifact(path)
    other = load_example("mlp")
    other_path = aotc.compile(other.MLP(layers=1), INPUT, output=tmp_path / "other")
    _, other_programs = read_artifact(other_path)
    art = write_artifact(tmp_path / "mixed", manifest,
                         {"forward": programs["forward"], "backward": other_programs["backward"]})
    with pytest.raises(ArtifactError, match="forward and backward do not fit together"):
        aotc.runtime.load(art, mlp.MLP())


def _crafted(tmp_path, path, program) -> Path:
    """Write `program` as an artifact's forward with valid hashes, as an attacker could."""
    return write_artifact(tmp_path / "crafted", read_manifest(path), {"forward": program})


def _one_op(op_name="aten.relu.default", args=None, kwargs=(), dtype="float32", port="0", name="forward"):
    x = Value(TensorType(dtype, (2,), (1,), "cpu"))
    y = Value(TensorType("float32", (2,), (1,), "cpu"))
    return Program(name, (x,), (Port("input", port),),
                   (Op(op_name, args if args is not None else (x,), kwargs, (y,)),), (y,),
                   (Port("output", "0"),))


@pytest.mark.parametrize("program, message", [
    (_one_op(kwargs=(("x=1) or __import__('os').getcwd() #", 1),)), "keyword argument named"),
    (_one_op(op_name="aten._to_copy.default",
             kwargs=(("dtype", __import__("aotc.ir", fromlist=["Dtype"]).Dtype("float32; import os")),)),
     "neither a value nor a literal"),
    (_one_op(port="0\nimport os"), "control characters"),
    (_one_op(dtype="float32]\nimport os #"), "malformed type"),
    (_one_op(name="forward(): pass\nimport os\ndef forward"), "not an identifier|holds a program named"),
])
def test_artifact_strings_never_become_code(path, tmp_path, program, message, monkeypatch):
    """The runtime compiles code it renders from the IR; a crafted artifact whose names would
    add code to that text is refused before anything is rendered."""
    import aotc.runtime.codegen as codegen
    rendered = []
    monkeypatch.setattr(codegen, "render", lambda *a, **k: rendered.append(a) or "")
    art = _crafted(tmp_path, path, program)
    with pytest.raises(ArtifactError, match=message):
        aotc.runtime.load(art, mlp.MLP())
    assert rendered == []


def test_input_that_requires_grad_is_refused(path):
    step = aotc.runtime.load(path, mlp.MLP())
    with pytest.raises(ValueError, match=r"input 0 \(x\) requires grad, but the artifact computes gradients "
                                         "for parameters only"):
        step(torch.randn(8, 32, requires_grad=True))
    with torch.no_grad():  # no gradient is asked for: fine
        step(torch.randn(8, 32, requires_grad=True))


def test_double_backward_raises_instead_of_a_wrong_answer(path):
    model = mlp.MLP()
    step = aotc.runtime.load(path, model)
    loss = step(torch.randn(8, 32)).square().sum()
    (g,) = torch.autograd.grad(loss, [model.out.weight], create_graph=True)
    with pytest.raises(RuntimeError, match="marked with @once_differentiable"):
        g.sum().backward()


def test_non_contiguous_input_is_laid_out_as_traced(path):
    eager = mlp.MLP()
    step = aotc.runtime.load(path, eager)
    x = torch.randn(32, 8).t()          # right shape, transposed layout
    torch.testing.assert_close(step(x), eager(x))


def test_mode_matters_only_where_the_program_depends_on_it(path, tmp_path):
    """An MLP without dropout or batch norm runs the same in either mode; a model with them
    must be in the modes it was traced in, since its program bakes them in."""
    plain = aotc.runtime.load(path, mlp.MLP().eval())
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        plain(torch.randn(8, 32))

    class Dropped(nn.Module):
        def __init__(self):
            super().__init__()
            self.lin = nn.Linear(32, 8)
            self.drop = nn.Dropout(0.1)

        def forward(self, x):
            return self.drop(self.lin(x))

    art = aotc.compile(Dropped(), INPUT, output=tmp_path / "drop")
    assert read_manifest(art).modes.sensitive
    model = Dropped()
    step = aotc.runtime.load(art, model)
    step(torch.randn(8, 32))
    model.eval()
    with pytest.raises(ValueError, match="the model is in eval mode, but the artifact was traced in "
                                         "train mode and its programs depend on the mode"):
        step(torch.randn(8, 32))
    model.train()
    model.drop.eval()
    with pytest.raises(ValueError, match="train mode except drop"):
        step(torch.randn(8, 32))



@pytest.mark.parametrize("op_name", ["aten.fill_.Scalar", "aten.from_file.default"])
def test_ops_with_effects_are_refused(path, tmp_path, op_name):
    """fill_ writes its argument; from_file reads (or, shared, writes) a file."""
    x = Value(TensorType("float32", (2,), (1,), "cpu"))
    y = Value(TensorType("float32", (2,), (1,), "cpu"))
    args = (x, 88) if op_name == "aten.fill_.Scalar" else ("/etc/hostname", True, 16)
    program = Program("forward", (x,), (Port("input", "0"),), (Op(op_name, args, (), (y,)),), (y,),
                      (Port("output", "0"),))
    with pytest.raises(ArtifactError, match="writes its arguments or touches files"):
        aotc.runtime.load(_crafted(tmp_path, path, program), mlp.MLP())


def test_parameter_in_another_memory_format_is_named(tmp_path):
    class Conv(nn.Module):
        def __init__(self):
            super().__init__()
            self.conv = nn.Conv2d(3, 4, 3)

        def forward(self, x):
            return self.conv(x).flatten(1)

    art = aotc.compile(Conv(), ["f32[2,3,8,8]"], output=tmp_path / "conv")
    model = Conv().to(memory_format=torch.channels_last)
    with pytest.raises(ValueError, match=r"param 'conv.weight' has strides .* traced for \(27, 9, 3, 1\)"):
        aotc.runtime.load(art, model)


def test_manifest_cannot_name_files_outside_the_artifact(path, tmp_path):
    art = _copy(path, tmp_path)
    data = msgpack.unpackb((art / "manifest.msgpack").read_bytes())
    data["files"]["../../../../etc/hostname"] = "0" * 64
    (art / "manifest.msgpack").write_bytes(msgpack.packb(data))
    with pytest.raises(ArtifactError, match=r"names '../../../../etc/hostname', which is not one of an "
                                            r"artifact's files"):
        aotc.runtime.load(art, mlp.MLP())


def test_an_error_inside_a_program_names_its_line_and_module(tmp_path):
    """A failure deep in a program points at the artifact's own forward.py and the module."""
    import re
    from conftest import load_example
    llama = load_example("llama")
    path = aotc.compile("examples/llama.py:Llama", ["i64[2,64]"], output=tmp_path / "a", args={"config": "tiny"})
    model = llama.Llama("tiny")
    step = aotc.runtime.load(path, model, kernels="off")
    w = model.layers[0].attention.wq.weight
    w.data = w.data[:, :32]          # a weight swapped behind the guards' back
    with pytest.raises(RuntimeError) as e:
        step(torch.randint(0, 256, (2, 64)))
    note = "\n".join(getattr(e.value, "__notes__", []))
    m = re.search(r"forward\.py line (\d+) in layers\.0\.attention\.wq \(Linear\), called at llama\.py:(\d+): (.*)",
                  note)
    assert m, note
    line = (path / "forward.py").read_text().splitlines()[int(m.group(1)) - 1].strip()
    assert line == m.group(3) and "aten.mm.default" in line
    # ... and the model's own line that called it: the query projection.
    source = (ROOT / "examples" / "llama.py").read_text().splitlines()[int(m.group(2)) - 1]
    assert "self.wq(" in source, source


@pytest.mark.parametrize("cast", [lambda m: m.to(torch.float64), lambda m: m.half()], ids=["float64", "half"])
def test_a_model_cast_after_load_is_refused(cast, tmp_path):
    from conftest import load_example
    mlp = load_example("mlp")
    path = aotc.compile("examples/mlp.py:MLP", ["f32[8,32]"], output=tmp_path / "a")
    model = mlp.MLP()
    step = aotc.runtime.load(path, model)
    cast(model)
    with pytest.raises(ValueError, match=r"compiled for float32 on cpu: the model was cast or moved after load"):
        step(torch.randn(8, 32))


def _edit_inputs(d):
    d["entries"]["step"]["inputs"].append(dict(d["entries"]["step"]["inputs"][0]))


def _edit_outputs(d):
    d["entries"]["step"]["outputs"] = ["tuple", [d["entries"]["step"]["outputs"]] * 2]


def _edit_training(d):
    d["entries"]["step"]["role"] = "inference"


def _edit_grad_shape(d):
    d["params"][0]["shape"] = [d["params"][0]["shape"][0] + 1] + list(d["params"][0]["shape"][1:])


@pytest.mark.parametrize("edit, message", [
    (_edit_inputs, r"entry 'step': forward's inputs .* are not the entry's 2 inputs"),
    (_edit_outputs, r"entry 'step': the model's result structure does not use forward's 1 result"),
    (_edit_training, r"entry 'step': an inference entry runs a backward program"),
    (_edit_grad_shape, r"gradient of .* does not have the parameter's shape"),
], ids=["an input more", "a result twice", "inference with a backward", "a parameter's shape"])
def test_a_hand_edited_manifest_is_refused_against_its_programs(path, tmp_path, edit, message):
    """The manifest is cross-checked against the programs at load: edited (and its files still
    matching their hashes), it is refused before anything runs."""
    art = _copy(path, tmp_path)
    data = msgpack.unpackb((art / "manifest.msgpack").read_bytes())
    edit(data)
    (art / "manifest.msgpack").write_bytes(msgpack.packb(data))
    with pytest.raises(ArtifactError, match=message):
        aotc.runtime.load(art, mlp.MLP())
