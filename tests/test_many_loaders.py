"""64 processes load one artifact directory while a writer replaces it twice: every load gets
one of the artifacts whole or an error a retry fixes, none crashes or mixes files
(tests/many_loaders.py; it prints the load times under that contention)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from conftest import ROOT


@pytest.mark.slow
def test_64_loaders_and_a_writer(tmp_path):
    proc = subprocess.run([sys.executable, str(ROOT / "tests" / "many_loaders.py"), "--loaders", "64",
                           "--json", str(tmp_path / "report.json")], capture_output=True, text=True, timeout=600)
    assert (tmp_path / "report.json").exists(), proc.stdout[-3000:] + proc.stderr[-3000:]
    report = json.loads((tmp_path / "report.json").read_text())
    print(json.dumps(report, indent=1))
    assert not report["errors"] and not report["crashed"], report
    assert report["loaders_reporting"] == 64 and report["final"] == "C"
    # Each of the three artifacts was loaded, and only those, each whole with its packs.
    assert set(report["outcomes"]) <= {"A", "B", "C", "replaced"}
    assert all(report["outcomes"].get(name, 0) > 0 for name in "ABC"), report["outcomes"]
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
