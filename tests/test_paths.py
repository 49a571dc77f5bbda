"""File names and files that would reach outside an artifact are refused: `..` and absolute
names in a manifest or a pack, symbolic links (to anywhere), linked directories, devices, FIFOs
and sockets where a file belongs. The artifact directory itself may be a link. The fuzzer
(tests/fuzz_artifacts.py, "paths") plants each of these at random too."""

from __future__ import annotations

import ctypes
import hashlib
import os
import shutil
import signal
import socket
import stat

import msgpack
import pytest
import torch

import aotc.runtime
from aotc.errors import ArtifactError, UnsafeFileError
from aotc.format.artifact import read_artifact, read_manifest, read_pack_files
from aotc.format.files import ArtifactDir, unsafe_name
from aotc.format.pack import Pack
from aotc.runtime.packs import RegionKernels
from conftest import load_example
from fuzz_artifacts import golden_here

@pytest.fixture
def artifact(tmp_path):
    return golden_here("v7-mlp", tmp_path / "mlp")


@pytest.fixture(autouse=True)
def no_hang():
    """A FIFO opened for reading blocks until a writer comes: fail instead of hanging."""
    def on_alarm(*_):
        raise TimeoutError("a read blocked")
    previous = signal.signal(signal.SIGALRM, on_alarm)
    signal.alarm(60)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, previous)


def _pack_dir(path):
    (executor, targets), = read_manifest(path).packs.items()
    return f"kernels/{executor}/{next(iter(targets))}"


def _load(path, kernels="auto"):
    return aotc.runtime.load(path, load_example("mlp").MLP(), kernels=kernels)


def _manifest(path):
    return msgpack.unpackb((path / "manifest.msgpack").read_bytes(), raw=False)


def _write_manifest(path, manifest):
    (path / "manifest.msgpack").write_bytes(msgpack.packb(manifest, use_bin_type=True))


@pytest.mark.parametrize("name", ["../forward.msgpack", "/etc/passwd", "./forward.msgpack", "forward.msgpack/",
                                  "kernels/inductor/{t}/../../../forward.py", "kernels/inductor/{t}//pack.msgpack",
                                  "kernels/inductor/{t}/src/../pack.msgpack", "forward.py\x00.txt"])
def test_a_manifest_naming_a_file_outside_is_refused(artifact, name):
    manifest = _manifest(artifact)
    name = name.format(t=_pack_dir(artifact).rsplit("/", 1)[1])
    manifest["files"][name] = hashlib.sha256(b"").hexdigest()
    _write_manifest(artifact, manifest)
    with pytest.raises(ArtifactError, match="not one of an artifact's files"):
        _load(artifact)


def test_every_read_takes_only_plain_relative_names(artifact):
    for name in ("../x", "/etc/passwd", "a//b", "./a", "a/./b", "a/..", "", "a\x00b", "a\\b"):
        assert unsafe_name(name) is not None
        with ArtifactDir.open(artifact) as d, pytest.raises(UnsafeFileError, match="could reach outside"):
            d.read(name)
    assert unsafe_name("kernels/inductor/cpu-avx2-2t-torch2.13.0/src/k.py") is None


def test_a_pack_naming_a_kernel_file_outside_is_refused(artifact):
    pack = f"{_pack_dir(artifact)}/pack.msgpack"
    doc = msgpack.unpackb((artifact / pack).read_bytes(), raw=False)
    for file in ("../../../forward.msgpack", "/lib/x86_64-linux-gnu/libc.so.6", "a/../../b.so"):
        doc["kernels"][0][1] = file
        data = msgpack.packb(doc, use_bin_type=True)
        (artifact / pack).write_bytes(data)
        manifest = _manifest(artifact)
        manifest["files"][pack] = hashlib.sha256(data).hexdigest()
        _write_manifest(artifact, manifest)
        with pytest.raises(ArtifactError, match="malformed kernel entry"):
            _load(artifact)


def _replace(path, name, make):
    data = (path / name).read_bytes()
    (path / name).unlink()
    make(path / name, data)


@pytest.mark.parametrize("name", ["forward.msgpack", "forward.py", "manifest.msgpack", "kernels.so"])
def test_a_file_linked_outside_is_refused_though_its_hash_matches(artifact, tmp_path, name):
    name = f"{_pack_dir(artifact)}/{name}" if name == "kernels.so" else name

    def link_out(target, data):
        (tmp_path / "elsewhere").write_bytes(data)
        target.symlink_to(tmp_path / "elsewhere")
    _replace(artifact, name, link_out)
    with pytest.raises(UnsafeFileError, match=f"{name}: a symbolic link \\(to '{tmp_path}/elsewhere'\\)"):
        _load(artifact)


def test_a_link_inside_the_artifact_is_refused_too(artifact):
    """The tool never writes a link into an artifact, so none is read, wherever it points."""
    def link_in(target, data):
        (artifact / "copy.py").write_bytes(data)
        target.symlink_to("copy.py")
    _replace(artifact, "forward.py", link_in)
    with pytest.raises(UnsafeFileError, match="forward.py: a symbolic link"):
        read_artifact(artifact)


def test_a_linked_directory_on_the_way_to_a_pack_is_refused(artifact, tmp_path):
    shutil.move(artifact / "kernels", tmp_path / "kernels")
    (artifact / "kernels").symlink_to(tmp_path / "kernels")
    read_artifact(artifact)                    # the programs do not go through it
    _load(artifact, kernels="off")
    with pytest.raises(UnsafeFileError, match="kernels: a symbolic link"):
        _load(artifact)


def test_fifos_devices_sockets_and_directories_are_refused_without_opening_them(artifact, tmp_path):
    kinds = {"a FIFO": lambda target, _: os.mkfifo(target),
             "a directory": lambda target, _: target.mkdir(),
             "a socket": lambda target, _: socket.socket(socket.AF_UNIX).bind(str(target))}
    if os.geteuid() == 0:
        kinds["a character device"] = lambda target, _: os.mknod(target, 0o600 | stat.S_IFCHR, os.makedev(1, 3))
    for what, make in kinds.items():
        case = tmp_path / what.replace(" ", "-")
        shutil.copytree(artifact, case)
        _replace(case, "backward.msgpack", make)
        with pytest.raises(UnsafeFileError, match=f"backward.msgpack: {what}"):
            _load(case)
    case = tmp_path / "device-link"
    shutil.copytree(artifact, case)
    _replace(case, "forward.msgpack", lambda target, _: target.symlink_to("/dev/zero"))
    with pytest.raises(UnsafeFileError, match="a symbolic link \\(to '/dev/zero'\\)"):
        _load(case)


def test_a_fifo_in_a_pack_is_refused_when_the_pack_is_read(artifact):
    pack = _pack_dir(artifact)
    _replace(artifact, f"{pack}/kernels.so", lambda target, _: os.mkfifo(target))
    manifest = read_manifest(artifact)
    executor, target = pack.split("/")[1:]
    with pytest.raises(UnsafeFileError, match="kernels.so: a FIFO"):
        read_pack_files(artifact, manifest, executor, target)


def test_the_artifact_directory_itself_may_be_a_link(artifact, tmp_path):
    (tmp_path / "current").symlink_to(artifact)
    step = _load(tmp_path / "current")
    assert step.kernel_packs
    assert read_manifest(tmp_path / "current").format_version == 7


def test_a_file_where_the_artifact_has_a_directory_is_refused(artifact):
    shutil.rmtree(artifact / "kernels")
    (artifact / "kernels").write_bytes(b"")
    with pytest.raises(UnsafeFileError, match="kernels: a regular file where the artifact has a directory"):
        _load(artifact)


def test_kernel_binaries_load_from_the_checked_bytes_not_the_directory(artifact, tmp_path):
    """What runs is what was hash-checked (and signed): a binary is never opened again by its
    path, which a writer or anyone else may have replaced meanwhile."""
    pack = _pack_dir(artifact)
    executor, target = pack.split("/")[1:]
    files = read_pack_files(artifact, read_manifest(artifact), executor, target)
    loaded = Pack.from_data(msgpack.unpackb(files["pack.msgpack"], raw=False))
    first = RegionKernels(loaded, files, tmp_path / "nowhere", torch.device("cpu"))
    second = RegionKernels(loaded, files, tmp_path / "nowhere", torch.device("cpu"))
    # One library for both (the same bytes), each pack with function objects of its own.
    assert first._handles[0] is not second._handles[0]
    first._handles[0].argtypes = [ctypes.c_void_p]
    assert second._handles[0].argtypes != [ctypes.c_void_p]
