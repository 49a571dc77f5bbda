"""Nothing lost: real `thunder-aot compile` processes killed with SIGKILL, two compiles into
one directory at once, and killed kernel-pack writes (build-kernels' last step).

After every kill the output path is absent, the previous whole artifact, or the new whole
artifact; no directory the writer left beside it loads as an artifact; a user's files inside
the artifact survive; and the next write removes what the killed one left.

Kills land three ways: at random moments across a compile; when polling sees the writer reach
a state (its temporary directory appears, the artifact's path names the new directory); and,
where strace is installed, as the writer enters one exact system call of its write (strace's
fault injection sends the SIGKILL), which reaches windows a millisecond long. The user's files
include a directory of many small files, so that a write (which links each into the new
directory, then retires the old one) lasts long enough for polling to land inside it.
"""

from __future__ import annotations

import contextlib
import os
import random
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

import aotc
from aotc.errors import ArtifactError
from aotc.format.artifact import add_pack, read_artifact, read_manifest, read_pack_files
from aotc.format.atomic import TEMP_MARK
from cli.main import main
from conftest import ROOT

pytestmark = pytest.mark.slow

MLP = f"{ROOT / 'examples' / 'mlp.py'}:MLP"
NOTES = "NOTES.txt"
RUNS = 3000   # files in the user's runs/ directory


def compile_cmd(out: Path, hidden: int) -> list[str]:
    return [sys.executable, "-m", "cli.main", "compile", MLP, "--arg", f"hidden={hidden}",
            "--input", "f32[8,32]", "-o", str(out), "-q"]


def start(cmd: list[str]) -> subprocess.Popen:
    return subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env={**os.environ, "PYTHONUNBUFFERED": "1"}, start_new_session=True)


def kill(proc: subprocess.Popen) -> None:
    """SIGKILL the process and any it started (its own session)."""
    os.killpg(proc.pid, signal.SIGKILL)
    proc.wait()


def finish(cmd: list[str]) -> None:
    done = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


def kill_when(proc: subprocess.Popen, ready, timeout: float = 60) -> bool:
    """SIGKILL `proc` as soon as `ready()` holds; False if it exited before that."""
    deadline = time.monotonic() + timeout
    while not ready():
        if proc.poll() is not None:
            return False
        assert time.monotonic() < deadline, "the writer never reached the point to kill it at"
    kill(proc)
    return proc.returncode == -signal.SIGKILL


def leftovers(out: Path) -> list[Path]:
    """What writers made beside `out`: temporary directories, the lock file while one writes."""
    return sorted(out.parent.glob(f".{out.name}{TEMP_MARK}*"))


def temp_appeared(out: Path):
    return lambda: any(p.name.startswith(f".{out.name}{TEMP_MARK}tmp-") for p in os.scandir(out.parent))


def add_user_files(out: Path, runs: int = RUNS) -> None:
    (out / NOTES).write_text("mine")
    (out / "runs").mkdir()
    for i in range(runs):
        (out / "runs" / f"{i}.log").write_text(f"run {i}")


def assert_user_files(out: Path, runs: int) -> None:
    assert (out / NOTES).read_text() == "mine"
    assert len(os.listdir(out / "runs")) == runs
    assert (out / "runs" / f"{runs - 1}.log").read_text() == f"run {runs - 1}"


def verify(out: Path) -> None:
    result = CliRunner().invoke(main, ["verify", str(out)])
    assert result.exit_code == 0, result.output


def assert_safe(out: Path, allowed: set, runs: int | None = RUNS) -> int | None:
    """The invariant after a kill: `out` is absent (only when None is allowed) or a whole
    artifact compiled with one of the `allowed` hidden sizes, holding the user's files (`runs`
    of them in runs/; None: no user's files); nothing beside it loads. Returns the hidden size
    found (None: absent)."""
    for left in leftovers(out):
        with pytest.raises(ArtifactError, match="thunder-aot was writing"):
            read_artifact(left)
    if not out.exists():
        assert None in allowed, f"{out} vanished"
        return None
    read_artifact(out)   # every hash checked
    hidden = read_manifest(out).made.args["hidden"]
    assert hidden in allowed
    if runs is not None:
        assert_user_files(out, runs)
    return hidden


@pytest.fixture(scope="module")
def template(tmp_path_factory):
    """An artifact (hidden=64) and how long one compile takes, end to end."""
    out = tmp_path_factory.mktemp("template") / "mlp"
    t = time.monotonic()
    finish(compile_cmd(out, 64))
    return out, time.monotonic() - t


@pytest.fixture
def artifact(template, tmp_path):
    """A copy of the template with the user's files in it."""
    out = tmp_path / "mlp"
    shutil.copytree(template[0], out)
    add_user_files(out)
    return out


def swapped(out: Path):
    """Ready once `out` names another directory than now: the new artifact is in place and the
    old one is being retired."""
    inode = out.stat().st_ino
    return lambda: out.stat().st_ino != inode


RANDOM = random.Random(5)


@pytest.mark.parametrize("moment", ["temp dir appears", "random 1", "random 2"])
def test_killed_recompile_leaves_the_old_or_the_new_artifact(artifact, template, moment):
    proc = start(compile_cmd(artifact, 128))
    if moment == "temp dir appears":
        ready = temp_appeared(artifact)
    else:   # anywhere across a compile's duration, the write stage most likely not reached
        until = time.monotonic() + RANDOM.uniform(0.3, 1.1) * template[1]
        ready = lambda: time.monotonic() >= until   # noqa: E731
    killed = kill_when(proc, ready)
    found = assert_safe(artifact, {64, 128})
    if moment == "temp dir appears":
        assert killed and found == 64
    verify(artifact)


STRACE = shutil.which("strace")


def killed_at(syscall: str, nth: int, cmd: list[str], log: Path) -> str:
    """Run `cmd` under strace, which holds it as it enters its `nth` `syscall`; SIGKILL it there,
    before the call runs. Returns the call as strace printed it."""
    proc = subprocess.Popen([STRACE, "-f", "-qq", "--seccomp-bpf", "-o", str(log), "-e", f"trace={syscall}",
                             "-e", f"inject={syscall}:delay_enter=60000000:when={nth}", *cmd],
                            cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 60
    while True:
        lines = log.read_text().splitlines() if log.exists() else []
        if len(lines) >= nth and " = " not in lines[nth - 1]:   # entered, held, no result
            break
        assert proc.poll() is None, f"exited before its {syscall} call {nth}: {lines[-3:]}"
        assert time.monotonic() < deadline
        time.sleep(0.01)
    held = int(lines[nth - 1].split()[0])
    os.kill(held, signal.SIGKILL)   # pending while strace holds it; the call then never runs
    proc.kill()                     # releases it (strace would sit out the rest of the hold)
    proc.wait()
    stat = Path(f"/proc/{held}/stat")
    with contextlib.suppress(FileNotFoundError):
        while stat.read_text().split()[2] != "Z":
            time.sleep(0.01)
    return lines[nth - 1]


@pytest.mark.skipif(STRACE is None, reason="needs strace to stop a writer at an exact system call")
def test_killed_at_each_step_of_a_write_then_the_next_compile_cleans_up(template, tmp_path):
    out = tmp_path / "mlp"
    log = tmp_path / "strace.log"
    # The first compile into a path with nothing there, killed as it renames its whole new
    # directory into place: no artifact, and the directory beside it (manifest and all) is refused.
    call = killed_at("rename", 1, compile_cmd(out, 64), log)
    assert TEMP_MARK in call and call.endswith(f'"{out}"')
    assert assert_safe(out, {None}, runs=None) is None
    assert any((left / "manifest.msgpack").is_file() for left in leftovers(out))

    shutil.copytree(template[0], out)
    runs = 300
    add_user_files(out, runs)
    # A compile makes no link or renameat2 call but the writer's; its unlink calls before the
    # write are a handful, so the 150th is in retiring the old directory, which comes first.
    steps = [("link", runs // 2, "runs/", 64),          # half the user's files linked into the new directory
             ("renameat2", 1, "RENAME_EXCHANGE", 64),  # the new directory whole, about to be swapped in
             ("unlink", runs // 2, "runs/", 128)]      # swapped; the old directory half retired
    for syscall, nth, seen, expected in steps:
        call = killed_at(syscall, nth, compile_cmd(out, 128), log)
        assert TEMP_MARK in call and seen in call, call
        assert assert_safe(out, {expected}, runs) == expected, call
    assert len([left for left in leftovers(out) if left.is_dir()]) == 1 + len(steps)

    # The next compile removes what every killed one left, and the user's files stay.
    finish(compile_cmd(out, 64))
    assert leftovers(out) == []
    assert_safe(out, {64}, runs)
    verify(out)


def test_two_compiles_into_one_directory_end_with_one_whole_artifact(artifact, tmp_path):
    fresh = tmp_path / "fresh"
    procs = [start(compile_cmd(out, hidden)) for out in (artifact, fresh) for hidden in (64, 128)]
    for proc in procs:
        _, err = proc.communicate(timeout=120)
        assert proc.returncode == 0, err
    for out in (artifact, fresh):
        assert assert_safe(out, {64, 128}, RUNS if out == artifact else None)
        assert leftovers(out) == []
        verify(out)


ADD_PACK = """
import sys
from aotc.format.artifact import add_pack
files = {"pack.msgpack": b"not a real pack"}
files.update({f"src/{i}.py": b"# kernel %d" % i for i in range(1000)})
add_pack(sys.argv[1], "toy", "test-target", {"device": "cpu"}, files)
"""


@pytest.mark.parametrize("moment", ["temp dir appears", "swapped"])
def test_killed_pack_write_leaves_the_old_or_the_new_artifact(artifact, moment):
    """The write that build-kernels ends with, killed: the artifact with or without the pack."""
    proc = start([sys.executable, "-c", ADD_PACK, str(artifact)])
    assert kill_when(proc, temp_appeared(artifact) if moment == "temp dir appears" else swapped(artifact))
    assert_safe(artifact, {64})
    manifest = read_manifest(artifact)
    if moment == "swapped":
        assert manifest.packs == {"toy": {"test-target": {"device": "cpu"}}}
        assert len(read_pack_files(artifact, manifest, "toy", "test-target")) == 1001
    else:
        assert manifest.packs == {}
    # The next write retires the leftover; the user's files stay.
    add_pack(artifact, "toy", "test-target", {"device": "cpu"}, {"pack.msgpack": b"again"})
    assert leftovers(artifact) == []
    assert_safe(artifact, {64})
    verify(artifact)


def test_killed_build_kernels_leaves_the_artifact_as_it_was(artifact):
    before = {p: p.read_bytes() for p in artifact.rglob("*") if p.is_file()}
    proc = start([sys.executable, "-m", "cli.main", "build-kernels", str(artifact)])
    # Killed while Inductor builds its first region: nothing has been written yet.
    line = proc.stdout.readline()
    while line and "region 1/" not in line:
        line = proc.stdout.readline()
    assert line, proc.stderr.read()
    kill(proc)
    assert {p: p.read_bytes() for p in artifact.rglob("*") if p.is_file()} == before
    assert leftovers(artifact) == []
    verify(artifact)


SCRATCH = """
import sys, time
from aotc.format.atomic import scratch_dir
with scratch_dir(sys.argv[1], "kernels-check") as d:
    (d / "kernels.so").write_bytes(b"x" * 1000)
    print(d, flush=True)
    time.sleep(120)
"""


def test_a_killed_writers_scratch_directory_goes_a_live_ones_stays(artifact):
    """build-kernels checks its kernels in a scratch directory beside the artifact; the next
    write removes one whose process is dead, and leaves one whose process still holds it."""
    dead, live = (start([sys.executable, "-c", SCRATCH, str(artifact)]) for _ in range(2))
    dead_dir, live_dir = Path(dead.stdout.readline().strip()), Path(live.stdout.readline().strip())
    try:
        assert dead_dir.name.startswith(f".{artifact.name}{TEMP_MARK}kernels-check-{dead.pid}-")
        kill(dead)
        add_pack(artifact, "toy", "test-target", {"device": "cpu"}, {"pack.msgpack": b"next write"})
        assert not dead_dir.exists() and (live_dir / "kernels.so").is_file()
        assert leftovers(artifact) == [live_dir]
    finally:
        kill(live)


def test_a_pack_built_for_programs_since_replaced_is_refused(artifact):
    """build-kernels takes minutes; a recompile meanwhile replaces the programs it built for."""
    built_from = read_manifest(artifact)
    aotc.compile(MLP, ["f32[8,32]"], output=artifact, args={"hidden": 128})
    with pytest.raises(ArtifactError, match="recompiled while its kernels were being built"):
        add_pack(artifact, "toy", "test-target", {"device": "cpu"}, {"pack.msgpack": b"stale"}, built_from=built_from)
    assert read_manifest(artifact).packs == {} and leftovers(artifact) == []
    assert_safe(artifact, {128})


def test_a_users_file_named_like_the_new_artifacts_is_refused_not_overwritten(tmp_path):
    out = aotc.compile(MLP, ["f32[8,32]"], output=tmp_path / "mlp", args={"hidden": 64}, inference=True)
    (out / "backward.py").write_text("mine")    # an inference artifact has no backward
    with pytest.raises(ArtifactError, match="backward.py: not written by thunder-aot"):
        aotc.compile(MLP, ["f32[8,32]"], output=out, args={"hidden": 64})
    assert (out / "backward.py").read_text() == "mine" and leftovers(out) == []
    assert read_manifest(out).programs.keys() == {"forward"}


def test_the_current_directory_is_refused_as_the_output(artifact, monkeypatch):
    """A write replaces the directory whole: the process (and the user's shell) would be left
    in the retired one."""
    monkeypatch.chdir(artifact / "runs")
    with pytest.raises(ArtifactError, match="current directory or holds it"):
        aotc.compile(MLP, ["f32[8,32]"], output="..", args={"hidden": 64})
    assert_safe(artifact, {64})
