"""The TransformerEngine executor where TransformerEngine is absent (the CPU machines, CI):
--fp8 te compiles the program --fp8 tensorwise writes with its matmuls as te regions, load
says once that they run torch's own fp8 matmuls, and they do, bit for bit; what TE would be
given (fp8 operands and scales) is the artifact's, so retain_graph and frozen weights hold.
TE's own GEMM is checked and timed against torch's by build-kernels on the GPU machine."""

from __future__ import annotations

import warnings
from collections import Counter

import msgpack
import pytest
import torch

import aotc
import aotc.runtime
from aotc.format.artifact import read_artifact
from aotc.format.pack import PackError, TEChoice, Target
from aotc.ir import inline_regions
from aotc.tools.check import check
from conftest import lm_loss, load_example, twin

llama = load_example("llama")
LLAMA = "examples/llama.py:Llama"
ARGS = {"config": "tiny", "ffn_hidden": 192}     # every linear's dimensions a multiple of 16


@pytest.fixture(scope="module")
def pair(tmp_path_factory):
    root = tmp_path_factory.mktemp("te")
    return tuple(aotc.compile(LLAMA, ["i64[2,64]"], output=root / recipe, args=ARGS, dtype="bfloat16", fp8=recipe)
                 for recipe in ("te", "tensorwise"))


def test_te_regions_are_the_tensorwise_programs_matmuls(pair):
    te, tensorwise = pair
    manifest, programs = read_artifact(te)
    assert manifest.fp8.recipe == "te" and "te" in manifest.executors
    _, plain = read_artifact(tensorwise)
    for name in ("forward", "backward"):
        regions = [r for r in programs[name].regions() if r.executor == "te"]
        assert len(regions) == {"forward": 15, "backward": 30}[name]       # 2 layers x 7 linears + the head
        assert all([op.name for op in r.body.ops][-1] == "aten._scaled_mm.default" for r in regions)
        ops = Counter(op.name for op in inline_regions(programs[name]).ops)
        assert ops == Counter(op.name for op in inline_regions(plain[name]).ops)


def test_without_te_load_says_so_once_and_trains_as_tensorwise(pair):
    te, tensorwise = pair
    idx, targets = torch.randint(0, 256, (2, 64)), torch.randint(0, 256, (2, 64))
    grads = []
    for path in (te, tensorwise):
        _, model = twin(lambda: llama.Llama(**ARGS).to(torch.bfloat16))
        with warnings.catch_warnings(record=True) as seen:
            warnings.simplefilter("always")
            step = aotc.runtime.load(path, model, kernels="off" if path == tensorwise else "auto")
        # TE's own messages (the path holds "te" too, and the unsigned-artifact warning names it).
        said = [m for m in map(str, (w.message for w in seen)) if "te regions" in m or "TransformerEngine" in m]
        if path == te:
            assert len(said) == 1 and "the te regions run the artifact's own fp8 matmuls (torch._scaled_mm)" in said[0]
        lm_loss(step(idx).float(), targets).backward()
        grads.append({n: p.grad for n, p in model.named_parameters()})
    for name, g in grads[1].items():
        assert torch.equal(grads[0][name], g), name


def test_retain_graph_twice_doubles_exactly(pair):
    _, model = twin(lambda: llama.Llama(**ARGS).to(torch.bfloat16))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        step = aotc.runtime.load(pair[0], model)
    idx, targets = torch.randint(0, 256, (2, 64)), torch.randint(0, 256, (2, 64))
    loss = lm_loss(step(idx).float(), targets)
    loss.backward(retain_graph=True)
    once = {n: p.grad.clone() for n, p in model.named_parameters()}
    loss.backward()
    for n, p in model.named_parameters():
        assert torch.equal(p.grad, 2 * once[n]), n


def test_a_frozen_weight_has_no_weight_gradient_matmul(tmp_path):
    peft = aotc.compile(LLAMA, ["i64[2,64]"], output=tmp_path / "p", args=ARGS, dtype="bfloat16", fp8="te",
                        freeze=("layers.*.attention.*",))
    _, programs = read_artifact(peft)
    assert sum(r.executor == "te" for r in programs["backward"].regions()) == 30 - 2 * 4


def test_check_says_what_runs_the_te_regions_here(pair):
    findings = [f for f in check(pair[0], device="cpu").findings if f.name == "kernels" and "te" in f.detail]
    assert any("torch._scaled_mm" in f.detail for f in findings), findings


def test_the_te_pack_record_is_validated():
    target = Target("cuda", "sm90", "2.11.0", "", 0)
    choice = TEChoice(target, "2.20.2", {"0123456789abcdef": (0.1, 0.12)}, {"fedcba9876543210": "why"})
    assert TEChoice.from_data(msgpack.unpackb(msgpack.packb(choice.to_data()))) == choice
    with pytest.raises(PackError, match="region by something other than its key"):
        TEChoice.from_data({**choice.to_data(), "regions": {"../../x": [1.0, 1.0]}})
    with pytest.raises(PackError, match="malformed TransformerEngine choice"):
        TEChoice.from_data({"target": target.to_data()})
