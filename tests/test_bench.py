"""bench/step.py and bench/longest.py run end to end on a tiny model (the GPU runs are the
user's; nothing here measures or asserts a time)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from conftest import ROOT

pytestmark = pytest.mark.slow


def test_step_runs_the_whole_step_variants(tmp_path):
    out = subprocess.run([sys.executable, str(ROOT / "bench/step.py"), "--device", "cpu", "--steps", "1",
                          "--warmup", "0",
                          "--variants", "eager,artifact-optimizer",
                          "--out", str(tmp_path / "a"), "--json", str(tmp_path / "r.json")],
                         capture_output=True, text=True, cwd=ROOT / "bench", timeout=600)
    assert out.returncode == 0, out.stderr[-3000:]
    report = json.loads((tmp_path / "r.json").read_text())
    assert [r["variant"] for r in report["rows"] if "failed" not in r] == ["eager", "artifact-optimizer"]
    losses = {r["variant"]: r["first_loss"] for r in report["rows"]}
    assert abs(losses["artifact-optimizer"] - losses["eager"]) < 1e-4


def test_longest_prepares_and_tries_the_artifact(tmp_path):
    common = [sys.executable, str(ROOT / "bench/longest.py"), "--device", "cpu", "--lo", "64", "--hi", "64",
              "--step", "64", "--budget", "0.003", "--out", str(tmp_path / "a")]
    prepared = subprocess.run(common + ["--prepare"], capture_output=True, text=True, cwd=ROOT / "bench", timeout=600)
    assert prepared.returncode == 0, prepared.stderr[-3000:]
    ran = subprocess.run(common + ["--variants", "artifact-offload", "--json", str(tmp_path / "r.json")],
                         capture_output=True, text=True, cwd=ROOT / "bench", timeout=600)
    assert ran.returncode == 0, ran.stderr[-3000:]
    assert json.loads((tmp_path / "r.json").read_text())["results"]["artifact-offload"]["longest"] == 64
