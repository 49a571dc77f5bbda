"""Kernel packs for a GPU target built on this machine, which has no GPU (build-kernels
--target): real sm_90 cubins and launch plans, the job's target in the pack, the pack marked
unchecked, and a runtime that runs its regions op by op until a machine of the target checks it."""

from __future__ import annotations

import struct
import warnings

import msgpack
import pytest
import torch
from click.testing import CliRunner

import aotc
from aotc.errors import ToolError
from aotc.executors.build import build_kernels
from aotc.executors.target import BuildTarget
from aotc.format.artifact import read_manifest, read_pack_files
from aotc.format.pack import PACK_FILE, Pack, Target
from aotc.runtime.executors import read_packs
from aotc.runtime.packs import InductorRuntime
from aotc.version import UNCHECKED_PACK_FORMAT
from cli.main import main
from conftest import ROOT

SM90 = Target("cuda", "sm90", "2.11.0", "3.6.0", 0)      # what the GPU job's local_target gives
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
    assert attention.executor == "attention" and "described" in attention.why   # skipped, with its reason


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
    before = (torch.cuda.get_device_properties, torch.cuda.get_device_capability, driver._active)
    assert "copy_" not in FakeTensor.__dict__
    with described_device(BuildTarget.recorded("sm90").properties):
        assert torch.cuda.get_device_capability() == (9, 0)
        assert driver.active.get_current_target().arch == 90
    assert (torch.cuda.get_device_properties, torch.cuda.get_device_capability, driver._active) == before
    assert "copy_" not in FakeTensor.__dict__
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        assert not torch.cuda.is_available()


def _triton() -> str:
    import importlib.metadata
    return importlib.metadata.version("triton")
