"""`import aotc.runtime` pulls in no capture or pass module (the runtime stays slim)."""

import subprocess
import sys

from conftest import ROOT

COMPILER_ONLY = ("aotc.frontend", "aotc.passes", "aotc.compiler", "cli")


def test_runtime_imports_no_compiler_module():
    code = ("import sys, aotc.runtime; "
            f"print('\\n'.join(m for m in sys.modules if m.startswith({COMPILER_ONLY!r})))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "", f"the runtime imported: {out.stdout.split()}"


def test_the_check_can_fail():
    """The same probe sees the compiler once it is imported, so the test above is not vacuous."""
    code = ("import sys, aotc.runtime, aotc; aotc.compile; "
            f"print('\\n'.join(m for m in sys.modules if m.startswith({COMPILER_ONLY!r})))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert "aotc.frontend.capture" in out.stdout.split()


def test_fresh_process_trains_from_an_artifact(tmp_path):
    """A training script that loads an artifact and steps before any eager op has run: torch
    imports lazily from the generated code's frame, so its globals must allow imports."""
    import aotc
    from conftest import load_example
    path = aotc.compile(load_example("mlp").MLP(), ["f32[8,32]"], output=tmp_path / "mlp")
    code = ("import sys, importlib.util, torch, aotc.runtime\n"
            "spec = importlib.util.spec_from_file_location('m', 'examples/mlp.py')\n"
            "m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m)\n"
            f"step = aotc.runtime.load({str(path)!r}, m.MLP())\n"
            "step(torch.randn(8, 32)).square().mean().backward()\n"
            "print('ok')\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert out.returncode == 0 and out.stdout.strip() == "ok", out.stderr[-2000:]
