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
    """A training script that loads an artifact and steps before any eager op has parsed a bool:
    torch imports lazily from the generated code's frame, so its globals must allow imports."""
    (tmp_path / "lin.py").write_text(
        "from torch import nn\n"
        "class Lin(nn.Module):\n"
        "    def __init__(self):\n"
        "        super().__init__()\n"
        "        self.lin = nn.Linear(8, 8)\n"
        "    def forward(self, x):\n"
        "        return self.lin(x)\n")
    compile_ = [sys.executable, "-m", "cli.main", "compile", f"{tmp_path / 'lin.py'}:Lin", "--input", "f32[4,8]",
                "-o", str(tmp_path / "art"), "-q"]
    subprocess.run(compile_, cwd=ROOT, check=True, capture_output=True)
    code = ("import sys, torch, aotc.runtime\n"
            f"sys.path.insert(0, {str(tmp_path)!r}); from lin import Lin\n"
            f"step = aotc.runtime.load({str(tmp_path / 'art')!r}, Lin())\n"
            "step(torch.randn(4, 8)).square().mean().backward()\n"
            "print('ok')\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert out.returncode == 0 and out.stdout.strip() == "ok", out.stderr[-2000:]


def test_help_loads_no_torch():
    """`thunder-aot --help` and each command's --help answer without importing torch."""
    script = """
import sys
from cli.main import main
for args in ([], ["compile"], ["build-kernels"], ["inspect"], ["check"], ["verify"], ["run"], ["sign"]):
    try:
        main(args + ["--help"], standalone_mode=False)
    except SystemExit:
        pass
assert "torch" not in sys.modules, "--help imported torch"
print("ok")
"""
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=ROOT)
    assert out.returncode == 0 and out.stdout.strip().endswith("ok"), out.stderr[-2000:]
