"""`thunder-aot check`: will an artifact run here, without running it; every reason listed."""

from __future__ import annotations

import json
import shutil

import pytest
from click.testing import CliRunner

import aotc
from aotc.tools.check import check
from cli.main import main
from conftest import ROOT


@pytest.fixture(scope="module")
def artifacts(tmp_path_factory):
    root = tmp_path_factory.mktemp("check")
    return {
        "cpu": aotc.compile("examples/mlp.py:MLP", ["f32[8,32]"], output=root / "cpu"),
        "cuda": aotc.compile("examples/mlp.py:MLP", ["f32[8,32]"], output=root / "cuda", device="cuda"),
        "zero2": aotc.compile("examples/mlp.py:MLP", ["f32[8,32]"], output=root / "zero2",
                              shard="fsdp-zero2", world_size=2),
    }


def _findings(report):
    return {f.name: f for f in report.findings}


def test_a_cpu_artifact_will_run_here(artifacts):
    report = check(artifacts["cpu"], device="cpu")
    assert report.ok
    assert set(_findings(report)) == {"files", "torch", "ops", "types", "device", "kernels"}
    assert "op by op" in _findings(report)["kernels"].detail       # no pack was built


def test_every_reason_is_listed(artifacts):
    report = check(artifacts["cuda"], device="cpu", world_size=2)
    failing = {f.name for f in report.findings if not f.ok}
    assert failing == {"device", "world size"}


def test_world_size_against_the_plan(artifacts):
    assert check(artifacts["zero2"], device="cpu", world_size=2).ok
    bad = _findings(check(artifacts["zero2"], device="cpu", world_size=4))["world size"]
    assert not bad.ok and "--world-size 4" in bad.detail
    assert bad.detail.startswith("fsdp-zero2 over 2 ranks (mesh dp=2)")


def test_a_plan_without_data_ranks_is_said_by_its_axes():
    """A tensor-parallel plan is not 'ddp over 2 ranks': check and inspect name what it does."""
    v13 = ROOT / "artifacts" / "golden" / "v13-llama-tiny-async-tp2"
    said = _findings(check(v13, device="cpu"))["world size"].detail
    assert said.startswith("tp=2 over 2 ranks (mesh dp=1 x tp=2)"), said


def test_a_tampered_file_will_not_run(artifacts, tmp_path):
    copy = shutil.copytree(artifacts["cpu"], tmp_path / "copy")
    data = bytearray((copy / "forward.msgpack").read_bytes())
    data[-1] ^= 1
    (copy / "forward.msgpack").write_bytes(bytes(data))
    report = check(copy, device="cpu")
    assert not report.ok and report.findings[0].name == "files"


def test_cli_exit_codes_and_json(artifacts):
    runner = CliRunner()
    ok = runner.invoke(main, ["check", str(artifacts["cpu"]), "--device", "cpu"])
    assert ok.exit_code == 0 and "will run on cpu" in ok.output
    bad = runner.invoke(main, ["check", str(artifacts["cuda"]), "--device", "cpu", "--json"])
    assert bad.exit_code == 1
    doc = json.loads(bad.output)
    assert doc["will_run"] is False and {"name", "ok", "detail"} == set(doc["findings"][0])
    assert runner.invoke(main, ["check", str(artifacts["cpu"]), "--world-size", "0"]).exit_code == 2
