"""Kernel packs on the CPU: built once per session for the tiny Llama, then loaded and trained
from as a production job would (no compiler, fresh caches), refused when tampered with, and
passed over (with a warning) when built for another target."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys

import msgpack
import pytest
import torch

import aotc
import aotc.runtime
from aotc.executors.build import build_kernels
from aotc.format.artifact import ArtifactError, read_manifest
from aotc.ir import inline_regions
from aotc.format.artifact import read_artifact
from conftest import ROOT, assert_grads_match, lm_loss, load_example, twin

pytestmark = pytest.mark.slow


@pytest.fixture(scope="session")
def packed(tmp_path_factory):
    """The tiny Llama compiled for the CPU, with a kernel pack for this machine."""
    path = aotc.compile(str(ROOT / "examples/llama.py") + ":Llama", ["i64[2,64]"], args={"config": "tiny"},
                        output=tmp_path_factory.mktemp("kernels") / "llama")
    (report,) = build_kernels(path)
    return path, report


def copy_of(path, tmp_path):
    dest = tmp_path / "copy"
    shutil.copytree(path, dest)
    return dest


def train_twice(path, **load):
    m = load_example("llama")
    eager, model = twin(lambda: m.Llama("tiny"))
    step = aotc.runtime.load(path, model, **load)
    idx, targets = torch.randint(0, 256, (2, 64)), torch.randint(0, 256, (2, 64))
    for mm in (eager, step):
        loss = lm_loss(mm(idx), targets)
        loss.backward(retain_graph=True)
        loss.backward()
    return eager, model, step


def test_pack_covers_every_region_and_trains_like_eager(packed):
    path, report = packed
    assert report.regions > 0 and report.built == report.regions, report.skipped
    manifest = read_manifest(path)
    assert report.executor == "inductor" and manifest.packs == {"inductor": {report.target: manifest.packs[
        "inductor"][report.target]}}
    assert any(name.startswith(f"kernels/inductor/{report.target}/") and name.endswith(".so") for name in manifest.files)
    eager, model, step = train_twice(path)
    assert step.kernel_packs == {"inductor": report.target}
    assert_grads_match(eager, model, rtol=1e-4)


def test_kernels_off_runs_the_portable_program(packed):
    path, _ = packed
    eager, model, step = train_twice(path, kernels="off")
    assert step.kernel_packs == {}
    assert_grads_match(eager, model, rtol=1e-5)


def test_load_and_step_need_no_compiler_and_no_cache(packed, tmp_path):
    """A production job: C and C++ compilers that fail, empty cache directories, a fresh process."""
    path, report = packed
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for tool in ("cc", "c++", "gcc", "g++", "clang", "clang++"):
        fake = bin_dir / tool
        fake.write_text("#!/bin/sh\necho 'no compiler here' >&2\nexit 1\n")
        fake.chmod(0o755)
    env = {**os.environ, "CC": str(bin_dir / "cc"), "CXX": str(bin_dir / "c++"),
           "PATH": f"{bin_dir}:{os.environ['PATH']}", "TORCHINDUCTOR_CACHE_DIR": str(tmp_path / "inductor"),
           "TRITON_CACHE_DIR": str(tmp_path / "triton"), "XDG_CACHE_HOME": str(tmp_path / "xdg")}
    script = f"""
import sys, torch
sys.path.insert(0, {str(ROOT / 'tests')!r})
from conftest import load_example, lm_loss, twin, assert_grads_match
import aotc.runtime
m = load_example("llama")
eager, model = twin(lambda: m.Llama("tiny"))
step = aotc.runtime.load({str(path)!r}, model)
assert step.kernel_packs == {{"inductor": {report.target!r}}}, step.kernel_packs
idx, targets = torch.randint(0, 256, (2, 64)), torch.randint(0, 256, (2, 64))
for mm in (eager, step):
    lm_loss(mm(idx), targets).backward()
assert_grads_match(eager, model, rtol=1e-4)
# Neither the compiler nor Dynamo (seconds of a first step to import) may load.
loaded = [n for n in sys.modules if n.startswith(("torch._inductor", "torch._dynamo"))]
assert not loaded, loaded
print("ok")
"""
    out = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True)
    assert out.returncode == 0 and out.stdout.strip().endswith("ok"), out.stderr[-3000:]
    assert not (tmp_path / "inductor").exists()


def test_pack_for_another_target_falls_back_with_a_message(packed, tmp_path):
    path, report = packed
    copy = copy_of(path, tmp_path)
    manifest_file = copy / "manifest.msgpack"
    data = msgpack.unpackb(manifest_file.read_bytes(), raw=False)
    other = report.target.replace("-torch", "-7t-torch") if "-2t-" not in report.target else \
        report.target.replace("-2t-", "-64t-")
    data["packs"] = {"inductor": {other: {**data["packs"]["inductor"][report.target], "threads": 64}}}
    data["files"] = {k.replace(f"kernels/inductor/{report.target}/", f"kernels/inductor/{other}/"): v
                     for k, v in data["files"].items()}
    shutil.move(copy / "kernels" / "inductor" / report.target, copy / "kernels" / "inductor" / other)
    manifest_file.write_bytes(msgpack.packb(data, use_bin_type=True))
    with pytest.warns(UserWarning, match="no inductor kernel pack for this machine.*threads 64"):
        eager, model, step = train_twice(copy)
    assert step.kernel_packs == {}
    assert_grads_match(eager, model, rtol=1e-5)


def test_tampered_kernel_is_refused(packed, tmp_path):
    path, report = packed
    copy = copy_of(path, tmp_path)
    library = next((copy / "kernels" / "inductor" / report.target).glob("*.so"))
    blob = bytearray(library.read_bytes())
    blob[len(blob) // 2] ^= 0xFF
    library.write_bytes(bytes(blob))
    m = load_example("llama")
    with pytest.raises(ArtifactError, match="does not match the hash.*refusing to run it"):
        aotc.runtime.load(copy, m.Llama("tiny"))
    aotc.runtime.load(copy, m.Llama("tiny"), kernels="off")   # the portable program still runs


def test_user_files_survive_build_kernels(tmp_path):
    path = aotc.compile(str(ROOT / "examples/mlp.py") + ":MLP", ["f32[4,32]"], output=tmp_path / "mlp")
    (path / "NOTES.txt").write_text("mine")
    build_kernels(path)
    assert (path / "NOTES.txt").read_text() == "mine"


def test_regions_inline_to_the_same_ops(packed):
    """A region's body is the ops it replaced: inlining gives back an op-for-op program."""
    path, _ = packed
    _, programs = read_artifact(path)
    for program in programs.values():
        assert program.regions()
        flat = inline_regions(program)
        assert not flat.regions() and flat.op_count == program.op_count


def test_recompiling_keeps_the_users_files_and_drops_stale_packs(tmp_path):
    path = aotc.compile(str(ROOT / "examples/mlp.py") + ":MLP", ["f32[4,32]"], output=tmp_path / "mlp")
    build_kernels(path)
    (path / "NOTES.txt").write_text("mine")
    again = aotc.compile(str(ROOT / "examples/mlp.py") + ":MLP", ["f32[4,32]"], output=path)
    assert (again / "NOTES.txt").read_text() == "mine"
    assert not (again / "kernels").exists()          # built for the old programs
    assert read_manifest(again).packs == {}
