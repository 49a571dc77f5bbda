"""The Llama-3-8B configuration at 1x8192 compiles on a CPU-only box without weight memory."""

import json
import subprocess
import sys

import pytest

from conftest import ROOT

SCRIPT = """
import json, resource, sys
from aotc.compiler import CompileOptions, compile_artifact
from aotc.model_info import InputInfo
r = compile_artifact("examples/llama.py:Llama", CompileOptions(inputs=(InputInfo("int64", (1, 8192)),)),
                     sys.argv[1])
print(json.dumps({"rss_kb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss,
                  "params": sum(1 for _ in r.manifest.params),
                  "n_params": sum(__import__("math").prod(p.shape) for p in r.manifest.params),
                  "ops": {k: v["ops"] for k, v in r.manifest.programs.items()},
                  "stages": dict(r.phases), "bytes": r.artifact_bytes}))
"""


@pytest.mark.slow
def test_llama_3_8b_compiles_under_4_gb(tmp_path):
    out = subprocess.run([sys.executable, "-c", SCRIPT, str(tmp_path / "llama")], cwd=ROOT,
                         capture_output=True, text=True, check=True)
    report = json.loads(out.stdout.strip().splitlines()[-1])
    print(report)
    assert report["rss_kb"] < 4 * 1024 * 1024, f"peak RSS {report['rss_kb'] / 1e6:.2f} GB"
    assert abs(report["n_params"] - 8.03e9) / 8.03e9 < 0.01
    assert report["ops"]["forward"] > 32 * 20 and report["ops"]["backward"] > report["ops"]["forward"]
