"""The target's Triton beside this environment, for a pack built with `--target`.

A CPU-built pack is compiled by whatever Triton this process imports. When that is not the
Triton the GPU job runs (the recorded target's), the cubins still load there, but they are
not the code the job's own Triton would have made. `side_triton` installs the target's
release from the package index into a folder of its own (`pip install --no-deps --target`,
nothing else of the environment touched), once per version and Python, and the build then
runs in a child process with that folder first on its path.

The folder appears whole or not at all: pip installs into a scratch folder beside it, which
is renamed into place only after the installed version has been read back.
"""

from __future__ import annotations

import importlib.metadata
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from aotc.errors import ToolError

# The child process the build runs in names the Triton it was promised, and checks it got it.
PROMISED = "THUNDER_AOT_TRITON"


def cache_root() -> Path:
    """Where side installs live: $XDG_CACHE_HOME/thunder-aot (~/.cache/thunder-aot by default)."""
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "thunder-aot"


def installed_triton() -> str:
    """The version of the Triton this process would import ("none" where there is none)."""
    try:
        return importlib.metadata.version("triton")
    except importlib.metadata.PackageNotFoundError:
        return "none"


def side_triton(version: str, *, root: Path | None = None, say=None) -> Path:
    """The folder holding triton==`version` for this Python, installed there first if missing."""
    root = cache_root() if root is None else root
    folder = root / f"triton-{version}-py{sys.version_info.major}{sys.version_info.minor}"
    if _version_in(folder) == version:
        if say:
            say(f"Triton {version} from {folder}")
        return folder
    root.mkdir(parents=True, exist_ok=True)
    scratch = Path(tempfile.mkdtemp(prefix=f".{folder.name}.", dir=root))
    command = [sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "--no-deps",
               "--no-compile", "--target", str(scratch), f"triton=={version}"]
    if say:
        say(f"installing Triton {version} (the target's) into {folder}")
    try:
        done = subprocess.run(command, capture_output=True, text=True)
        if done.returncode != 0:
            tail = "\n".join((done.stderr or done.stdout).strip().splitlines()[-4:])
            raise ToolError(f"could not install Triton {version} for the target: `{' '.join(command[2:])}` "
                            f"exited {done.returncode}:\n{tail}\nThe package index must be reachable; or install "
                            f"it yourself (`pip install --no-deps --target DIR triton=={version}`) and run the "
                            "build with PYTHONPATH=DIR, leaving out --target-triton")
        got = _version_in(scratch)
        if got != version:
            raise ToolError(f"pip installed Triton {got} into {scratch}, not the target's {version}")
        scratch.chmod(0o755)                         # mkdtemp made it private; the cache is not
        shutil.rmtree(folder, ignore_errors=True)    # a folder of another version, never a user's
        os.replace(scratch, folder)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    return folder


def run_with(folder: Path, version: str, argv: list[str]) -> int:
    """Run `python -m cli ARGV` with `folder` first on the path; its exit status."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(folder)] + [p for p in (env.get("PYTHONPATH") or "").split(os.pathsep) if p])
    env[PROMISED] = version
    return subprocess.run([sys.executable, "-m", "cli", *argv], env=env).returncode


def check_promised() -> None:
    """In a build a parent started with the target's Triton: refuse one that imports another."""
    wanted = os.environ.get(PROMISED)
    if wanted and installed_triton() != wanted:
        raise ToolError(f"this build was to use Triton {wanted} from PYTHONPATH, but imports Triton "
                        f"{installed_triton()}: remove the folder named in PYTHONPATH and run again")


def _version_in(folder: Path) -> str | None:
    """The version of the Triton installed in `folder` by `pip --target`, or None."""
    if not (folder / "triton" / "__init__.py").is_file():
        return None
    found = [d.name for d in folder.glob("triton-*.dist-info")]
    if len(found) != 1:
        return None
    return found[0][len("triton-"):-len(".dist-info")]
