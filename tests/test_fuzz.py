"""The loader against 2000 crafted artifacts (tests/fuzz_artifacts.py), with the seed fixed.

It runs in a child process so that a crash, or a planted string being executed (the child
would exit 97 or 98), fails this test instead of ending the suite. `make fuzz` runs many more
cases with a random seed.
"""

from __future__ import annotations

import subprocess
import sys

from conftest import ROOT


def test_every_crafted_artifact_loads_and_trains_like_eager_or_is_refused():
    proc = subprocess.run([sys.executable, str(ROOT / "tests" / "fuzz_artifacts.py"), "--seed", "0",
                           "--cases", "2000"], capture_output=True, text=True, timeout=900)
    assert proc.returncode == 0, f"exit {proc.returncode}\n{proc.stdout[-6000:]}\n{proc.stderr[-3000:]}"
    summary = proc.stdout.strip().splitlines()[-1]
    assert "2000 cases" in summary and "FAILED" not in summary
    # Most cases are refused; some load and train like eager: both paths are exercised.
    counts = dict(part.rsplit(" ", 1) for part in summary.split(": ", 2)[2].split(", "))
    assert int(counts["refused"]) > 1000 and int(counts["trained"]) > 100
