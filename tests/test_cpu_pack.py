"""Kernel packs for a GPU target built on this machine, which has no GPU (build-kernels
--target): real sm_90 cubins and launch plans, the job's target in the pack, the pack marked
unchecked, and a runtime that runs its regions op by op until a machine of the target checks it."""

from __future__ import annotations

import json
import os
import re
import shutil
import struct
import subprocess
import sys
import types
import warnings

import msgpack
import pytest
import torch
from click.testing import CliRunner

import aotc
from aotc.errors import ToolError
from aotc.executors.build import build_kernels
from aotc.executors.attention_choice import described_attention
from aotc.executors.target import BuildTarget
from aotc.executors.tuning import KernelConfig, TuningRecord, read_tuning, write_tuning
from aotc.ir import TensorType
from aotc.format.artifact import read_manifest, read_pack_files
from aotc.format.pack import PACK_FILE, AttentionChoice, Pack, Target
from aotc.runtime.executors import read_packs
from aotc.runtime.packs import InductorRuntime
from aotc.version import UNCHECKED_PACK_FORMAT
from cli import render
from cli.main import main
from conftest import ROOT

SM90 = Target("cuda", "sm90", "2.11.0", "3.6.0", 0)      # what the GPU job's local_target gives
SM90_CHOICE = Target("cuda", "sm90", "2.11.0", "", 0)     # its device_target, a kernel choice's
# The tiny Llama's one attention shape (two layers make it), as a tuning record keys it.
LLAMA_ATTENTION = ("q=float32[2,4,64,16]/4096,16,64,1 k=float32[2,2,64,16]/2048,16,32,1 "
                   "v=float32[2,2,64,16]/2048,16,32,1 mask=none causal=1 scale=none")
EM_CUDA = 190                                             # the ELF machine of a cubin


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    # What a CPU build earlier in the process leaves behind: Inductor has asked, and cached,
    # whether Triton has a device here (no). The build for the target must not inherit that.
    from torch.utils._triton import has_triton
    assert not has_triton()
    path = aotc.compile(str(ROOT / "examples/llama.py") + ":Llama", ["i64[2,64]"], args={"config": "tiny"},
                        device="cuda", output=tmp_path_factory.mktemp("cpu-pack") / "llama")
    reports = build_kernels(path, target="sm90")
    return path, reports


def test_the_recorded_target_is_the_gpu_jobs():
    assert BuildTarget.recorded("sm90").pack == SM90
    assert not BuildTarget.recorded("sm90").live


def test_build_for_sm90_writes_cubins_and_plans_of_the_target(built):
    path, reports = built
    manifest = read_manifest(path)
    assert manifest.packs["inductor"][SM90.name] == {**SM90.to_data(), "checked": False}
    assert manifest.format_version == UNCHECKED_PACK_FORMAT
    files = read_pack_files(path, manifest, "inductor", SM90.name)
    pack = Pack.from_data(msgpack.unpackb(files[PACK_FILE], raw=False))
    assert pack.target == SM90 and not pack.checked
    assert pack.built_by == {"torch": torch.__version__.split("+")[0], "triton": _triton()}
    assert len(pack.plans) >= 10 and pack.kernels
    for k in pack.kernels:
        cubin = files[k.file]
        assert cubin[:4] == b"\x7fELF" and struct.unpack_from("<H", cubin, 18)[0] == EM_CUDA, k.file
        assert k.symbol.encode() in cubin and k.num_warps > 0
    for plan in pack.plans.values():
        assert any(step[0] == "launch" for step in plan.steps)
    (inductor, attention) = reports
    assert not inductor.checked and inductor.built == len(pack.plans) and inductor.regions >= inductor.built
    summary = render.build_summary(path, [inductor])
    assert any("run it again with --target-triton" in line for line in summary) == (_triton() != SM90.triton)
    # No timing without the device: the heuristic's choice, and why, in the report and the pack.
    assert attention.executor == "attention" and attention.backend == "cudnn" and not attention.ms
    assert attention.chosen.startswith("heuristic for sm90: cuDNN") and "0 of the 2 attention calls" in attention.chosen
    choice = msgpack.unpackb(read_pack_files(path, manifest, "attention", SM90_CHOICE.name)[PACK_FILE], raw=False)
    assert choice["backend"] == "cudnn" and choice["chosen"] == attention.chosen
    # PyTorch's own kernels: nothing to check.
    assert attention.target == SM90_CHOICE.name
    assert manifest.packs["attention"] == {SM90_CHOICE.name: SM90_CHOICE.to_data()}


def test_every_region_of_the_llama_is_built_without_the_gpu(built):
    # Reinplacing turns RoPE's select_backward pairs into a scatter whose type it learns by
    # copying into a view of a fake CUDA tensor: that copy must not need a CUDA build of torch.
    _, (inductor, _) = built
    assert inductor.skipped == {} and inductor.built == inductor.regions == 16


def test_a_fake_cuda_tensor_copies_into_a_view_inside_the_block():
    from torch._subclasses.fake_tensor import FakeTensorMode
    from aotc.executors.inductor.described import described_device
    with described_device(BuildTarget.recorded("sm90").properties), FakeTensorMode():
        into = torch.empty(2, 4, 2, device="cuda")
        view = torch.ops.aten.select.int(into, -1, 0)
        assert view.copy_(torch.empty(2, 4, device="cuda")) is view and view.device.type == "cuda"


def _index_select_cases():
    x = torch.arange(2 * 3 * 4 * 5.).view(2, 3, 4, 5)
    return [(x, 1, torch.tensor([2, 0])), (x, -1, torch.tensor([4, 1, 1])), (x, 0, torch.tensor(1)),
            (x.permute(2, 0, 3, 1), 2, torch.tensor([3, 0])), (x.transpose(1, 2), 3, torch.tensor([1])),
            (x.to(memory_format=torch.channels_last), 1, torch.tensor([1, 2])), (x[:, ::2], 2, torch.tensor([], dtype=torch.long)),
            (torch.tensor(7.), 0, torch.tensor([0, 0]))]


def test_index_select_without_the_guard_computes_what_torchs_reference_does():
    from aotc.executors.inductor.described import _index_select_without_guard
    for x, dim, index in _index_select_cases():
        ours, reference = _index_select_without_guard(x, dim, index), torch._refs.index_select(x, dim, index)
        assert torch.equal(ours, reference) and ours.stride() == reference.stride(), (x.shape, x.stride(), dim)
    for dim, index in ((4, torch.tensor([0])), (1, torch.zeros(2, 1, dtype=torch.long))):
        with pytest.raises((IndexError, RuntimeError)):
            _index_select_without_guard(torch.zeros(2, 3, 4, 5), dim, index)


def test_index_select_of_a_fake_cuda_tensor_decomposes_inside_the_block():
    # Inductor's decomposition of index_select indexes with Python's x[idx], whose device guard
    # a CPU build of torch refuses for CUDA; inside the block it goes through the dispatcher,
    # a strided input's copy too.
    from torch._inductor.decomposition import select_decomp_table
    from torch._subclasses.fake_tensor import FakeTensorMode
    from aotc.executors.inductor.described import described_device
    expected = [torch._refs.index_select(x, dim, index) for x, dim, index in _index_select_cases()]
    with described_device(BuildTarget.recorded("sm90").properties), FakeTensorMode():
        decomposed = select_decomp_table()[torch.ops.aten.index_select.default]
        for (x, dim, index), want in zip(_index_select_cases(), expected):
            fake_x = torch.empty_strided(x.shape, x.stride(), device="cuda")
            picked = decomposed(fake_x, dim, torch.empty(index.shape, dtype=torch.long, device="cuda"))
            assert picked.device.type == "cuda", (x.shape, dim)
            assert picked.shape == want.shape and picked.stride() == want.stride(), (x.shape, x.stride(), dim)
    before = select_decomp_table()[torch.ops.aten.index_select.default]
    with pytest.raises(ValueError):
        with described_device(BuildTarget.recorded("sm90").properties):
            raise ValueError("inside")
    assert select_decomp_table()[torch.ops.aten.index_select.default] is before


def test_a_tensor_parallel_loss_is_built_for_the_target_in_every_region(tmp_path):
    # The vocabulary-parallel loss picks its rank's first vocabulary row by index_select.
    path = aotc.compile(str(ROOT / "examples/llama.py") + ":Llama", ["i64[2,64]", "i64[2,64]"],
                        args={"config": "tiny"}, device="cuda", mesh=(("tp", 2),), output=tmp_path / "tp2")
    inductor = build_kernels(path, target="sm90")[0]
    assert inductor.skipped == {} and inductor.built == inductor.regions


def test_the_attention_choice_is_filed_where_the_gpu_jobs_runtime_looks(built, monkeypatch):
    from aotc.runtime.executors import AttentionRuntime
    path, _ = built
    monkeypatch.setattr(torch.cuda, "get_device_capability", lambda device=None: (9, 0))
    monkeypatch.setattr(torch, "__version__", "2.11.0+cu130")
    here = AttentionRuntime().local_target(torch.device("cuda"))
    assert here.name in read_manifest(path).packs["attention"]


@pytest.mark.filterwarnings("ignore:.*executor .attention.")
def test_a_runtime_of_the_target_runs_an_unchecked_pack_op_by_op_and_names_the_fix(built):
    path, _ = built

    class OnTheTarget(InductorRuntime):
        """The Inductor runtime half on a machine of the target (this one has no GPU)."""

        def local_target(self, device):
            return SM90

    with pytest.warns(UserWarning, match=r"has not been checked.*build-kernels .* --check"):
        found = read_packs(path, read_manifest(path), torch.device("cuda"), "auto", {"inductor": OnTheTarget()})
    assert found == []


def test_check_needs_a_device_of_the_target(built):
    path, _ = built
    result = CliRunner().invoke(main, ["build-kernels", str(path), "--check"])
    assert result.exit_code == 2 and "no CUDA device" in result.output


def test_an_unknown_target_is_refused_with_the_known_ones(built):
    path, _ = built
    with pytest.raises(ToolError, match=r"'sm100'.*known targets: sm90"):
        build_kernels(path, target="sm100")
    result = CliRunner().invoke(main, ["build-kernels", str(path), "--target", "sm100"])
    assert result.exit_code == 2 and "known targets: sm90" in result.output


def test_a_pack_without_the_new_fields_reads_as_checked():
    data = Pack(SM90, "inductor", (), {}, {}, {}).to_data()
    assert "checked" not in data and "built_by" not in data
    assert Pack.from_data(data).checked


def test_the_described_device_is_put_back():
    from torch._subclasses.fake_tensor import FakeTensor
    from triton.runtime.driver import driver
    from aotc.executors.inductor.described import described_device
    from torch._inductor.decomposition import select_decomp_table
    before = (torch.cuda.get_device_properties, torch.cuda.get_device_capability, driver._active,
              select_decomp_table()[torch.ops.aten.index_select.default])
    assert "copy_" not in FakeTensor.__dict__
    with described_device(BuildTarget.recorded("sm90").properties):
        assert torch.cuda.get_device_capability() == (9, 0)
        assert driver.active.get_current_target().arch == 90
    assert (torch.cuda.get_device_properties, torch.cuda.get_device_capability, driver._active,
            select_decomp_table()[torch.ops.aten.index_select.default]) == before
    assert "copy_" not in FakeTensor.__dict__
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        assert not torch.cuda.is_available()


def _triton() -> str:
    import importlib.metadata
    return importlib.metadata.version("triton")


# ---------------------------------------------------------------------------- tuning records

def _one_block_kernel(pack_dir) -> tuple[str, str]:
    """(region key, kernel name) of a kernel whose only block size is XBLOCK, from the pack's sources."""
    for src in sorted(pack_dir.glob("src/*.py")):
        for name, constexprs in re.findall(r"def (triton_\w+)\(([^)]*)\)", src.read_text()):
            if constexprs.count("tl.constexpr") == 1 and "XBLOCK : tl.constexpr" in constexprs:
                return src.stem, name
    raise AssertionError("no kernel with XBLOCK alone")


@pytest.fixture(scope="module")
def tuned(built, tmp_path_factory):
    """The tiny Llama built for sm90 again, with a hand-written tuning record: flash timed
    fastest for its attention, one kernel's config recorded, one recorded for other block sizes."""
    path, _ = built
    copy = tmp_path_factory.mktemp("tuned") / "llama"
    shutil.copytree(path, copy)
    region, kernel = _one_block_kernel(copy / "kernels" / "inductor" / SM90.name)
    record = copy.parent / "llama.tuning.json"
    record.write_text(json.dumps({
        "tuning": 1, "target": SM90.name,
        "attention": {LLAMA_ATTENTION: {"flash": 0.02, "efficient": 0.03, "cudnn": 0.05}},
        "kernels": {f"{region}/{kernel}": {"num_warps": 2, "num_stages": 1, "block": {"XBLOCK": 8}},
                    f"{region}/no_such_kernel": {"num_warps": 8, "num_stages": 1, "block": {"XBLOCK": 8}},
                    "0bb082b87ebcca5c/triton_other": {"num_warps": 2, "num_stages": 1, "block": {"YBLOCK": 8}}}}))
    return copy, record, kernel, build_kernels(copy, target="sm90", tuning=record)


def test_a_tuning_record_gives_the_attention_choice(tuned):
    path, record, _, (_, attention) = tuned
    manifest = read_manifest(path)
    choice = msgpack.unpackb(read_pack_files(path, manifest, "attention", SM90_CHOICE.name)[PACK_FILE], raw=False)
    # Summed over its calls as a build on the GPU sums them: two layers, one shape.
    assert choice["backend"] == attention.backend == "flash"
    assert choice["ms"] == {"flash": 0.04, "efficient": 0.06, "cudnn": 0.1}
    assert choice["chosen"] == f"from the tuning record {record} (1 attention shape, measured on {SM90.name})"


def test_a_tuning_record_gives_the_configs_it_holds_and_the_report_counts_them(tuned):
    path, record, kernel, (inductor, _) = tuned
    assert inductor.skipped == {} and inductor.configs["record"] == 1 and inductor.configs["heuristic"] >= 10
    files = read_pack_files(path, read_manifest(path), "inductor", SM90.name)
    pack = Pack.from_data(msgpack.unpackb(files[PACK_FILE], raw=False))
    assert 2 in {k.num_warps for k in pack.kernels if k.symbol == kernel}
    lines = render.build_summary(path, [inductor])
    n = inductor.configs["record"] + inductor.configs["heuristic"]
    assert f"  Triton configs of its {n} region kernels: 1 from the tuning record {record}, {n - 1} by Inductor's " \
           "heuristics (one config each, untimed)" in lines
    # The record names a kernel of that region which this build did not make: the region was
    # fused otherwise than on the target, and the summary names it.
    region, _ = _one_block_kernel(path / "kernels" / "inductor" / SM90.name)
    assert inductor.configs["unlike"] == [region]
    assert any(line.startswith(f"  1 region(s) made into other kernels than the record's build on the target made "
                               f"({region})") for line in lines)


def test_a_record_without_every_attention_shape_leaves_the_heuristic_and_says_so():
    q = TensorType("bfloat16", (1, 32, 8192, 128), (33554432, 128, 4096, 1), "cuda")
    calls = {(q, q, q, None, True, None): 32}
    made = described_attention(calls, "sm90", TuningRecord(SM90.name, {LLAMA_ATTENTION: {"flash": 1.0}}, source="t.json"))
    assert made.backend == "cudnn" and "takes 32 of the 32 attention calls" in made.why
    assert made.why.endswith("the tuning record t.json has no times for 1 of the 1 attention shapes")


@pytest.mark.parametrize("content, says", [
    ("{not json", "not JSON"),
    ('{"tuning": 2, "target": "x"}', "`tuning` must be 1"),
    ('{"tuning": 1, "target": "%s", "attention": {"q=...": {"fast": 1.0}}}' % SM90.name,
     "backend 'fast' is not one of flash, efficient, cudnn"),
    ('{"tuning": 1, "target": "%s", "kernels": {"k/triton_a": {"num_warps": 4, "num_stages": 1, '
     '"block": {"XBLOCK": "big"}}}}' % SM90.name, "'big' is not a positive integer"),
    ('{"tuning": 1, "target": "cuda-sm90-torch2.12.0-triton3.6.0"}', "measured on cuda-sm90-torch2.12.0"),
])
def test_a_malformed_tuning_record_is_refused_naming_the_file_and_the_fix(built, tmp_path, content, says):
    path, _ = built
    record = tmp_path / "bad.json"
    record.write_text(content)
    with pytest.raises(ToolError, match=re.escape(says)) as refused:
        build_kernels(path, target="sm90", tuning=record)
    assert str(record) in str(refused.value) and f"--tuning-out {record}" in str(refused.value)
    result = CliRunner().invoke(main, ["build-kernels", str(path), "--target", "sm90", "--tuning", str(record)])
    assert result.exit_code == 2 and says in " ".join(result.output.split())


def test_tuning_options_go_only_where_they_mean_something(built, tmp_path):
    path, _ = built
    cases = [(["--tuning", str(tmp_path / "t.json")], "Give --target NAME"),
             (["--target", "sm90", "--tuning-out", str(tmp_path / "t.json")], "measures nothing"),
             (["--check", "--tuning-out", str(tmp_path / "t.json")], "leave --tuning and --tuning-out out"),
             (["--tuning-out", str(tmp_path / "no" / "t.json")], "its directory does not exist")]
    for args, says in cases:
        result = CliRunner().invoke(main, ["build-kernels", str(path), *args])
        assert result.exit_code == 2 and says in " ".join(result.output.split()), result.output
    assert not (tmp_path / "t.json").exists()


def test_a_gpu_builds_record_round_trips(tmp_path):
    """What a build on the device keeps: each kernel's config as its autotuner left it, each
    attention shape's times; written and read back whole."""
    import triton
    from aotc.executors.attention import AttentionReport
    from aotc.executors.base import RegionPackReport
    from aotc.executors.build import tuning_record
    from aotc.executors.inductor.hooks import chosen_config
    tuner = types.SimpleNamespace(launchers=[types.SimpleNamespace(
        config=triton.Config({"XBLOCK": 64, "R0_BLOCK": 32}, num_warps=4, num_stages=2))])
    chosen = chosen_config(types.SimpleNamespace(triton_red_0=tuner), "triton_red_0")
    assert chosen == KernelConfig(4, 2, {"XBLOCK": 64, "R0_BLOCK": 32})
    # A template kernel (FlexAttention's): max-autotune's choice is written into its code.
    template = types.SimpleNamespace(launchers=[types.SimpleNamespace(config=triton.Config({}, num_warps=8,
                                                                                            num_stages=3))])
    code = "def triton_tem_0(arg_Q):\n    BLOCK_M : tl.constexpr = 128\n    BLOCK_N : tl.constexpr = 64\n" \
           "    SPARSE_Q_BLOCK_SIZE : tl.constexpr = 128\n"
    assert chosen_config(types.SimpleNamespace(triton_tem_0=template), "triton_tem_0", code) == \
        KernelConfig(8, 3, {"BLOCK_M": 128, "BLOCK_N": 64})
    reports = [RegionPackReport("inductor", SM90.name, 1, 1, 1, tuning={"abc/triton_red_0": chosen}),
               AttentionReport(SM90.name, "cudnn", {"cudnn": 0.1}, per_call={LLAMA_ATTENTION: {"cudnn": 0.05}})]
    write_tuning(tmp_path / "t.json", tuning_record(SM90.name, reports))
    back = read_tuning(tmp_path / "t.json")
    assert back == TuningRecord(SM90.name, {LLAMA_ATTENTION: {"cudnn": 0.05}}, {"abc/triton_red_0": chosen})


def test_target_triton_builds_with_the_targets_release_installed_once_beside(tmp_path):
    """--target-triton: the target's Triton from the package index, into a cache folder of its
    own (this environment untouched), and the pack built by it; asked again, the folder is reused."""
    from aotc.executors.side_triton import installed_triton, side_triton
    wanted = BuildTarget.recorded("sm90").triton
    path = aotc.compile(str(ROOT / "examples/mlp.py") + ":MLP", ["f32[8,32]"], device="cuda",
                        output=tmp_path / "mlp")
    before = installed_triton()
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path / "cache")}
    done = subprocess.run([sys.executable, "-m", "cli", "build-kernels", str(path), "--target", "sm90",
                           "--target-triton"], cwd=ROOT, env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    folder = tmp_path / "cache" / "thunder-aot" / f"triton-{wanted}-py{sys.version_info.major}{sys.version_info.minor}"
    assert f"installing Triton {wanted} (the target's) into {folder}" in done.stdout
    assert "built with triton" not in done.stdout and "UNCHECKED" in done.stdout
    manifest = read_manifest(path)
    files = read_pack_files(path, manifest, "inductor", SM90.name)
    pack = Pack.from_data(msgpack.unpackb(files[PACK_FILE], raw=False))
    assert pack.built_by["triton"] == wanted and pack.kernels
    assert all(struct.unpack_from("<H", files[k.file], 18)[0] == EM_CUDA for k in pack.kernels)
    assert installed_triton() == before
    said = []
    assert side_triton(wanted, root=folder.parent, say=said.append) == folder
    assert said == [f"Triton {wanted} from {folder}"]
    assert [p.name for p in folder.parent.iterdir()] == [folder.name]


def test_a_triton_the_index_lacks_is_refused_and_leaves_nothing(tmp_path):
    from aotc.executors.side_triton import side_triton
    with pytest.raises(ToolError, match=r"(?s)could not install Triton 0\.0\.1 .*No matching distribution.*--target-triton"):
        side_triton("0.0.1", root=tmp_path / "cache")
    assert list((tmp_path / "cache").iterdir()) == []


def test_target_triton_needs_a_target(built):
    path, _ = built
    result = CliRunner().invoke(main, ["build-kernels", str(path), "--target-triton"])
    assert result.exit_code == 2 and "give --target NAME too" in result.output


def _template_kernels(pack_dir) -> dict:
    """{region key: template kernel name} in a flex pack's sources."""
    found = {}
    for src in sorted((pack_dir / "src").glob("*.py")):
        names = re.findall(r"^def (triton_tem_\w+)\(", src.read_text(), re.M)
        if names:
            found[src.stem] = names[0]
    return found


def test_a_flex_pack_is_built_for_sm90_and_a_tuning_record_picks_its_templates(tmp_path):
    """FlexAttention's kernels built for the target without it: the template config is
    Inductor's default, or, from a tuning record, the one a GPU build's max-autotune chose (its
    block sizes and launch config in the kernel's code, counted as the record's)."""
    from aotc.executors.flex import FlexExecutor
    from aotc.executors.inductor.hooks import template_blocks
    from aotc.executors.registry import ExecutorRegistry
    only_flex = ExecutorRegistry([FlexExecutor()])      # the fusions around attention run op by op
    path = aotc.compile(str(ROOT / "examples/llama_packed.py") + ":PackedLlama", ["i64[1,256]", "i64[1,256]"],
                        args={"config": "tiny"}, device="cuda", output=tmp_path / "packed", executors=("flex",),
                        document_attention=False)
    (report,) = build_kernels(path, target="sm90", executors=only_flex)
    assert (report.executor, report.regions, report.built, report.checked) == ("flex", 2, 2, False)
    pack_dir = path / "kernels" / "flex" / SM90.name
    templates = _template_kernels(pack_dir)
    assert len(templates) == 2 and report.configs["record"] == 0
    for cubin in pack_dir.glob("k*.cubin"):
        assert struct.unpack_from("<H", cubin.read_bytes(), 18)[0] == EM_CUDA
    blocks = {key: template_blocks((pack_dir / "src" / f"{key}.py").read_text()) for key in templates}
    chosen = {key: {name: 32 for name in b} for key, b in blocks.items()}   # not the default at this size
    assert chosen != blocks
    record = tmp_path / "packed.tuning.json"
    write_tuning(record, TuningRecord(SM90.name, {}, {f"{key}/{name}": KernelConfig(8, 2, chosen[key])
                                                       for key, name in templates.items()}))
    (tuned,) = build_kernels(path, target="sm90", tuning=record, executors=only_flex)
    assert tuned.built == 2 and tuned.configs["record"] == 2
    for key in templates:
        source = (pack_dir / "src" / f"{key}.py").read_text()
        assert template_blocks(source) == chosen[key]
        assert "num_warps=8," in source and "num_stages=2," in source


def test_the_targets_inductor_options_make_the_kernels_its_torch_makes(tmp_path):
    """sm90's torch (2.11) casts a transposed float8 gradient in a tiled kernel of its own; a
    newer torch's loop reindexing (2.12) stores it a byte at a time from inside the amax
    reduction, and the step was 15% slower on an H200. A build for the target turns that off."""
    from aotc.executors.base import regions_of
    from aotc.executors.inductor.build import _fake_inputs
    from aotc.executors.inductor.cuda import _DescribedCudaBuilder
    from aotc.executors.inductor.described import described_device
    from aotc.executors.inductor.hooks import known_options
    from aotc.executors.inductor.lowering import region_graph
    from aotc.format.artifact import read_artifact
    from aotc.ir import Region
    from aotc.ops import OpRegistry
    target = BuildTarget.recorded("sm90")
    assert target.inductor == {"loop_reindexing_after_fusion": False}
    path = aotc.compile(str(ROOT / "examples/llama.py") + ":Llama", ["i64[2,64]"], args={"config": "tiny"},
                        device="cuda", fp8="tensorwise", output=tmp_path / "llama")
    _, programs = read_artifact(path)

    def transposed_cast(region) -> bool:
        ops = [op for op in region.body.ops if not isinstance(op, Region)]
        return any(op.name in ("aten.t.default", "aten.transpose.int", "aten.permute.default") for op in ops) and \
            any(v is not None and v.type.dtype.startswith("float8") for op in ops for v in op.outputs)
    casts = {key: region for key, region in regions_of(programs, "inductor").items() if transposed_cast(region)}
    assert casts
    counts = []
    for options in ({}, target.inductor):
        builder, n = _DescribedCudaBuilder(target_options=options), 0
        with described_device(target.properties), builder.session():
            for key, region in sorted(casts.items()):
                inputs = _fake_inputs(region)
                source, _ = builder.region(region_graph(region.body, OpRegistry()), inputs, key=key)
                n += len(re.findall(r"^def triton_\w+\(", source, re.M))
        counts.append(n)
    if known_options(target.inductor):      # this torch has the pass: turned off, the casts get their own kernels
        assert counts[1] > counts[0]
    else:
        assert counts[1] == counts[0]


def test_check_names_the_attention_packs_choice_where_it_takes_the_call(tmp_path):
    """`check` on the GPU says which kernel each attention call runs: the attention pack's choice
    (a CPU build's cuDNN, say) where that kernel takes the call, else the default."""
    from aotc.format.artifact import read_artifact
    from aotc.tools.check import attention_findings
    path = aotc.compile(str(ROOT / "examples/llama.py") + ":Llama", ["i64[2,64]"], args={"config": "tiny"},
                        device="cuda", dtype="bfloat16", output=tmp_path / "llama")
    _, programs = read_artifact(path)
    cudnn = AttentionChoice(SM90_CHOICE, "cudnn")
    (half,) = attention_findings(programs, "cuda", None, chosen=cudnn)
    assert half.ok and half.detail.endswith(": cudnn (the attention pack's choice)"), half.detail
    (default,) = attention_findings(programs, "cuda", None)
    assert default.detail.endswith(": flash")
    # cuDNN takes no float32 call: the tiny Llama of the module's build runs its default kernel.
    f32 = aotc.compile(str(ROOT / "examples/llama.py") + ":Llama", ["i64[2,64]"], args={"config": "tiny"},
                       device="cuda", output=tmp_path / "f32")
    (full,) = attention_findings(read_artifact(f32)[1], "cuda", None, chosen=cudnn)
    assert full.detail.endswith(": efficient"), full.detail


def test_check_reads_the_attention_choice_and_a_pack_that_does_not_read_gives_none(built, tmp_path):
    """The choice `check` names comes from the pack on disk; a pack whose file changed is the
    kernels finding's failure to report, so the choice reads as none rather than ending the check."""
    from aotc.tools.check import _attention_choice
    path, (_, attention) = tmp_path / "llama", built[1]
    shutil.copytree(built[0], path)
    manifest = read_manifest(path)
    assert _attention_choice(path, manifest, SM90_CHOICE.name).backend == attention.backend == "cudnn"
    file = path / "kernels" / "attention" / SM90_CHOICE.name / PACK_FILE
    file.write_bytes(file.read_bytes() + b"\0")
    assert _attention_choice(path, manifest, SM90_CHOICE.name) is None
