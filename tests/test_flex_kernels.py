"""The FlexAttention executor on the CPU: each flex call is a region of its own, and the graph
its build half hands Inductor (torch's FlexAttention higher-order ops with the artifact's own
functions and block mask) computes what the ATen math computes, forward and backward, run here
by torch's eager implementation of those ops. The CUDA kernels themselves are built and checked
on the GPU machine (bench/RESULTS.md, "Packed documents")."""

from __future__ import annotations

import pytest
import torch

import aotc
import aotc.runtime
from aotc.customops.flex import dense_like
from aotc.executors.build import build_kernels
from aotc.executors import flex_build
from aotc.executors.flex_build import _reference, valid_inputs
from aotc.executors.flex_graph import flex_graph
from aotc.format.artifact import read_artifact
from aotc.numerics import compare
from aotc.ops import OpRegistry
from aotc.tolerance import Tolerance
from aotc.tools.check import check
from conftest import ROOT, assert_grads_match, load_example, twin

PACKED = str(ROOT / "examples" / "llama_packed.py") + ":PackedLlama"


@pytest.fixture(scope="module")
def packed(tmp_path_factory):
    return aotc.compile(PACKED, ["i64[2,128]", "i64[2,128]"], args={"config": "tiny"}, document_attention=False,
                        output=tmp_path_factory.mktemp("flexk") / "packed")


def _flex_regions(path):
    _, programs = read_artifact(path)
    return {name: [r for r in p.regions() if r.executor == "flex"] for name, p in programs.items()}


def test_each_flex_call_is_a_region_of_its_own(packed):
    regions = _flex_regions(packed)
    assert [len(regions["forward"]), len(regions["backward"])] == [2, 2]          # two layers
    for r in regions["forward"] + regions["backward"]:
        assert [op.name for op in r.body.ops if op.name.startswith("aotc.")] in (
            ["aotc.flex_attention.default"], ["aotc.flex_attention_backward.default"])


@pytest.mark.parametrize("chunk", ["whole", "a head at a time"])
@pytest.mark.parametrize("program", ["forward", "backward"])
def test_the_graph_for_inductor_computes_what_the_math_computes(packed, program, chunk, monkeypatch):
    if chunk != "whole":     # the check's reference holds a few heads' scores at a time at real sizes
        monkeypatch.setattr(flex_build, "SCORES_PER_CHUNK", 128 * 128)
    registry = OpRegistry()
    region = _flex_regions(packed)[program][0]
    inputs = valid_inputs(region, "cpu", registry)
    graph = flex_graph(region.body, registry, inputs)
    assert any("flex_attention" in str(n.target) for n in graph.graph.nodes if n.op == "call_function")
    got, want = graph(*inputs), _reference(region.body, registry)(*inputs)
    for i, (a, b, v) in enumerate(zip(got, want, region.body.outputs)):
        assert tuple(a.stride()) == tuple(b.stride()) == v.type.stride        # the layout the program declares
        assert compare(f"output {i}", a, b, Tolerance(rtol=1e-5, atol=1e-6)).ok


def test_check_inputs_hold_the_block_mask_of_the_regions_own_mask(packed):
    """A kernel follows the block mask's indices: the build's inputs must be a real one."""
    region = _flex_regions(packed)["forward"][0]
    inputs = valid_inputs(region, "cpu", OpRegistry())
    position = {v: i for i, v in enumerate(region.body.inputs)}
    op = region.body.ops[-1]
    kv_num_blocks, kv_indices = (inputs[position[v]] for v in op.args[3:5])
    assert kv_indices.min() >= 0 and kv_indices.max() < 128 // op.args[12] + 1
    assert (kv_num_blocks <= kv_indices.shape[-1]).all()


def test_results_are_laid_out_as_torchs_flex_attention_lays_them_out():
    # q as [B, L, H, D] storage seen as [B, H, L, D]: the output follows it, so the transpose
    # back is free; the last dimension stays innermost.
    assert dense_like((2, 4, 64, 16), (4096, 16, 64, 1)) == (4096, 16, 64, 1)
    assert dense_like((2, 4, 64, 8), (4096, 16, 64, 1)) == (2048, 8, 32, 1)
    assert dense_like((2, 4, 64, 16), (4096, 1024, 16, 1)) == (4096, 1024, 16, 1)


def test_without_a_flex_pack_the_regions_run_the_math_and_train(tmp_path):
    """On the CPU the build has no flex kernels to make: the Inductor pack covers the rest, the
    flex regions run op by op, and the step trains like its explicit-mask twin."""
    m = load_example("llama_packed")
    path = aotc.compile(PACKED, ["i64[1,64]", "i64[1,64]"], args={"config": "tiny"}, output=tmp_path / "a",
                        document_attention=False)
    reports = build_kernels(path)
    assert [r.executor for r in reports] == ["inductor"]
    # Flex packs are built on CUDA only: check here says what runs, not that a build here adds one.
    (flex,) = [f.detail for f in check(path, device="cpu").findings if f.name == "kernels" and "flex" in f.detail]
    assert "built for cuda only" in flex and "flex regions run op by op" in flex and "build-kernels" not in flex
    eager, model = twin(lambda: m.PackedLlama("tiny", attention="sdpa"))
    step = aotc.runtime.load(path, model)
    assert list(step.kernel_packs) == ["inductor"]
    idx = torch.randint(0, 256, (1, 64))
    positions = m.random_positions(1, 64, (8, 30), torch.Generator().manual_seed(1))
    w = torch.randn(1, 64, 256)
    (eager(idx, positions) * w).sum().backward()
    (step(idx, positions) * w).sum().backward()
    assert_grads_match(eager, model)
