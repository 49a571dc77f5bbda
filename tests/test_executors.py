"""The executor registry: an executor defined here, in the test, claims one kind of op on the
CPU, builds a pack, and is loaded and run, with no change to any file of the project."""

from __future__ import annotations

import warnings

import msgpack
import pytest
import torch

import aotc
import aotc.runtime
from aotc.executors.base import BuildJob, Executor, PackBuild, RegionPackReport
from aotc.executors.build import build_kernels
from aotc.executors.registry import default_executors
from aotc.format.artifact import read_artifact
from aotc.format.pack import Target
from aotc.encoding import region_key
from aotc.format.serde import program_from_bytes, program_to_bytes
from aotc.ir import Op, Region
from aotc.ops import Kind, OpRecord, OpRegistry
from aotc.runtime.codegen import build_function
from conftest import ROOT, assert_grads_match, load_example, twin

MLP = str(ROOT / "examples" / "mlp.py") + ":MLP"


def toy_target() -> Target:
    return Target("cpu", "toy", torch.__version__.split("+")[0], "", 0)


class ToyPack:
    """Runs each region it holds by its own generated function, counting the calls."""

    executor = "toy"

    def __init__(self, bodies: dict):
        self.target = toy_target().name
        self.functions = {key: build_function(program_from_bytes(blob), OpRegistry()) for key, blob in bodies.items()}
        self.calls = 0

    def covers(self, region: Region) -> bool:
        return region_key(region) in self.functions

    def region_function(self, region: Region):
        fn = self.functions[region_key(region)]

        def run(*args):
            self.calls += 1
            return fn(*args)
        return f"toy_{region_key(region)}", run

    def op_overrides(self) -> dict:
        return {}


class ToyRuntime:
    name = "toy"

    def __init__(self):
        self.loaded: list[ToyPack] = []

    def local_target(self, device: torch.device) -> Target:
        return toy_target()

    def load(self, files: dict, where, device) -> ToyPack:
        pack = ToyPack(msgpack.unpackb(files["pack.msgpack"], raw=False))
        self.loaded.append(pack)
        return pack


class ToyExecutor(Executor):
    """Claims the elementwise ops (torch's pointwise tag) on float32 CPU tensors."""

    name = "toy"

    def __init__(self):
        self.runtime = ToyRuntime()

    def claims(self, op: Op, record: OpRecord) -> bool:
        return record.is_(Kind.POINTWISE) and all(v.type.device == "cpu" and v.type.dtype == "float32"
                                                   for v in op.inputs())

    def build(self, job: BuildJob) -> PackBuild | None:
        if not job.regions:
            return None
        bodies = {key: program_to_bytes(region.body) for key, region in job.regions.items()}
        report = RegionPackReport(self.name, toy_target().name, len(bodies), len(bodies), len(bodies))
        return PackBuild(toy_target(), {"pack.msgpack": msgpack.packb(bodies, use_bin_type=True)}, report)


@pytest.fixture
def registry():
    return default_executors().add(ToyExecutor())


def test_a_new_executor_claims_builds_loads_and_runs(registry, tmp_path):
    path = aotc.compile(MLP, ["f32[8,32]"], output=tmp_path / "mlp", executors=("toy", "inductor"),
                        executor_registry=registry)
    manifest, programs = read_artifact(path)
    assert manifest.executors == ("aten", "inductor", "toy")
    toy_regions = [r for p in programs.values() for r in p.regions() if r.executor == "toy"]
    registry_ops = OpRegistry()
    assert toy_regions and all(registry_ops.kind(op, Kind.POINTWISE) for r in toy_regions for op in r.body.ops)

    reports = build_kernels(path, executors=registry)
    assert {r.executor for r in reports} == {"toy", "inductor"}
    manifest, _ = read_artifact(path)
    assert toy_target().name in manifest.packs["toy"]
    assert any(f.startswith(f"kernels/toy/{toy_target().name}/") for f in manifest.files)

    m = load_example("mlp")
    eager, model = twin(lambda: m.MLP())
    step = aotc.runtime.load(path, model, executors=registry.runtimes())
    assert step.kernel_packs["toy"] == toy_target().name
    x, w = torch.randn(8, 32), torch.randn(8, 10)
    (eager(x) * w).sum().backward()
    (step(x) * w).sum().backward()
    assert_grads_match(eager, model, rtol=1e-5)
    (pack,) = registry["toy"].runtime.loaded
    assert pack.calls == len(toy_regions)           # every toy region ran through the toy's pack, once


def test_without_the_executor_its_regions_run_op_by_op(registry, tmp_path):
    path = aotc.compile(MLP, ["f32[8,32]"], output=tmp_path / "mlp", executors=("toy",),
                        executor_registry=registry)
    build_kernels(path, executors=registry)
    m = load_example("mlp")
    eager, model = twin(lambda: m.MLP())
    with pytest.warns(UserWarning, match="regions of executor.s. toy run op by op: this runtime has no such executor"):
        step = aotc.runtime.load(path, model)        # the built-in runtime halves only
    assert "toy" not in step.kernel_packs
    x, w = torch.randn(8, 32), torch.randn(8, 10)
    (eager(x) * w).sum().backward()
    (step(x) * w).sum().backward()
    assert_grads_match(eager, model, rtol=1e-5)


def test_an_executor_the_registry_lacks_is_refused_before_any_work(tmp_path):
    from aotc.errors import CompileError
    with pytest.raises(CompileError, match="executor 'toy' is not one of inductor, flex, attention"):
        aotc.compile(MLP, ["f32[8,32]"], output=tmp_path / "mlp", executors=("toy",))
    assert not (tmp_path / "mlp").exists()


def test_claiming_follows_priority(registry, tmp_path):
    """The first executor named claims first: with inductor first, it takes the elementwise ops too."""
    path = aotc.compile(MLP, ["f32[8,32]"], output=tmp_path / "mlp", executors=("inductor", "toy"),
                        executor_registry=registry)
    manifest, programs = read_artifact(path)
    assert manifest.executors == ("aten", "inductor")
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        build_kernels(path, executors=registry)
