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
