"""Writing and reading artifact directories.

    DIR/manifest.msgpack    the Manifest, with the sha256 of every other file
    DIR/forward.msgpack     the forward program (aotc.format.serde)
    DIR/backward.msgpack    the backward program (training artifacts only)
    DIR/forward.py          the same programs rendered for people and diffs; never executed
    DIR/backward.py
    DIR/kernels/<target>/   kernel packs (aotc.format.pack), added by build-kernels

A directory is written in full under a temporary name beside DIR and renamed into place, so
a reader sees a whole artifact or none. Reading checks the format version, every hash and
every program's structure before anything is built from it.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import tempfile
from dataclasses import replace
from pathlib import Path

import msgpack

from aotc.errors import ArtifactError
from aotc.format.manifest import Manifest
from aotc.format.pack import valid_pack_file, valid_target_name
from aotc.format.serde import FormatError, program_from_bytes, program_to_bytes
from aotc.ir import Program
from aotc.printer import render
from aotc.version import FORMAT_VERSION, READABLE_FORMATS

MANIFEST = "manifest.msgpack"
PROGRAMS = ("forward", "backward")
# The only files an artifact may name: a manifest cannot point the reader anywhere else.
FILES = frozenset(f"{p}.{ext}" for p in PROGRAMS for ext in ("msgpack", "py"))


def check_output(path: str | os.PathLike) -> Path:
    """Refuse, before any work, a destination that is not ours to write: an existing directory
    holding something other than an artifact, a file, or a parent we cannot write to."""
    path = Path(path)
    if path.exists() and not (path.is_dir() and ((path / MANIFEST).exists() or not any(path.iterdir()))):
        raise ArtifactError(f"{path} exists and is not an artifact directory; choose another -o "
                            "or remove it")
    parent = next((p for p in [path.parent, *path.parent.parents] if p.exists()), Path("."))
    if not os.access(parent, os.W_OK | os.X_OK):
        raise ArtifactError(f"{path}: cannot write into {parent} (permission denied); choose another -o")
    return path


def write_artifact(path: str | os.PathLike, manifest: Manifest, programs: dict[str, Program]) -> Path:
    path = check_output(path)
    files: dict[str, bytes] = {}
    entries = {}
    for name, program in programs.items():
        files[f"{name}.msgpack"] = program_to_bytes(program)
        files[f"{name}.py"] = render(program).encode()
        entries[name] = {"file": f"{name}.msgpack", "text": f"{name}.py", "ops": program.op_count,
                         "regions": len(program.regions())}
    hashes = {n: hashlib.sha256(b).hexdigest() for n, b in files.items()}
    manifest = replace(manifest, programs=entries, files=hashes)
    files[MANIFEST] = msgpack.packb(manifest.to_data(), use_bin_type=True)

    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent))
    try:
        for name, data in sorted(files.items()):
            (tmp / name).write_bytes(data)
        _keep_foreign_files(path, tmp)
        os.chmod(tmp, 0o755)  # mkdtemp makes it private; an artifact is meant to be shared
        if path.exists():
            old = Path(tempfile.mkdtemp(prefix=f".{path.name}.", suffix=".old", dir=path.parent))
            os.rename(path, old / "a")
            os.rename(tmp, path)
            shutil.rmtree(old)
        else:
            os.rename(tmp, path)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    return path


def _keep_foreign_files(old: Path, new: Path) -> None:
    """Copy into the new artifact every file of the old one that the tool did not write (a
    user's notes, say): recompiling replaces the artifact, never the user's files. The old
    programs and kernel packs are not kept: they belong to the old programs."""
    if not (old / MANIFEST).is_file():
        return
    try:
        ours = set(read_manifest(old).files) | {MANIFEST}
    except ArtifactError:
        ours = {MANIFEST} | FILES
    for f in sorted(old.rglob("*")):
        rel = f.relative_to(old).as_posix()
        if f.is_file() and rel not in ours and not (new / rel).exists():
            (new / rel).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(f, new / rel)


def _pack_file(name: str, packs: dict) -> bool:
    """kernels/<target>/<file> of a pack the manifest lists."""
    parts = name.split("/", 2)
    return (len(parts) == 3 and parts[0] == "kernels" and parts[1] in packs
            and valid_pack_file(parts[2]))


def add_pack(path: str | os.PathLike, target: str, target_data: dict, files: dict[str, bytes]) -> Path:
    """Add (or replace) the kernel pack for `target`, atomically: a new directory with every
    file of the old one (the user's own included) and the pack is renamed into place."""
    path = Path(path)
    manifest = read_manifest(path)
    prefix = f"kernels/{target}/"
    hashes = {n: h for n, h in manifest.files.items() if not n.startswith(prefix)}
    for name, data in files.items():
        hashes[prefix + name] = hashlib.sha256(data).hexdigest()
    manifest = replace(manifest, files=hashes, packs={**manifest.packs, target: target_data})
    tmp = Path(tempfile.mkdtemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent))
    try:
        for old in sorted(path.rglob("*")):
            rel = old.relative_to(path).as_posix()
            if old.is_file() and rel != MANIFEST and not rel.startswith(prefix):
                (tmp / rel).parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(old, tmp / rel)
        for name, data in sorted(files.items()):
            (tmp / prefix / name).parent.mkdir(parents=True, exist_ok=True)
            (tmp / prefix / name).write_bytes(data)
        (tmp / MANIFEST).write_bytes(msgpack.packb(manifest.to_data(), use_bin_type=True))
        for d in [tmp, *(p for p in tmp.rglob("*") if p.is_dir())]:
            os.chmod(d, 0o755)
        old = Path(tempfile.mkdtemp(prefix=f".{path.name}.", suffix=".old", dir=path.parent))
        os.rename(path, old / "a")
        os.rename(tmp, path)
        shutil.rmtree(old)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    return path


def read_manifest(path: str | os.PathLike) -> Manifest:
    path = Path(path)
    file = path / MANIFEST
    if not path.is_dir():
        raise ArtifactError(f"{path}: no such artifact directory; compile one with `thunder-aot compile`")
    if not file.is_file():
        raise ArtifactError(f"{file}: missing; {path} is not a complete artifact, compile it again")
    try:
        data = msgpack.unpackb(file.read_bytes(), raw=False)
    except Exception as e:
        raise ArtifactError(f"{file}: not readable msgpack ({e}); the file is corrupted, compile "
                            "the artifact again") from None
    version = data.get("format_version") if isinstance(data, dict) else None
    if version not in READABLE_FORMATS:
        raise ArtifactError(
            f"{file}: format version {version!r} (written by thunder-aot "
            f"{data.get('compiler_version', '?') if isinstance(data, dict) else '?'}) is not one this "
            f"reader supports ({READABLE_FORMATS.start}..{READABLE_FORMATS.stop - 1}); recompile with "
            "this thunder-aot or load it with the version that wrote it")
    try:
        return Manifest.from_data(data)
    except (KeyError, TypeError, ValueError) as e:
        raise ArtifactError(f"{file}: manifest field missing or malformed ({type(e).__name__}: {e}); "
                            "compile the artifact again") from None


def read_artifact(path: str | os.PathLike) -> tuple[Manifest, dict[str, Program]]:
    """The manifest and its programs, every file checked against its recorded hash."""
    path = Path(path)
    manifest = read_manifest(path)
    strays = sorted(f for f in manifest.files if f not in FILES and not _pack_file(f, manifest.packs))
    strays += sorted(set(manifest.programs) - set(PROGRAMS))
    strays += sorted(t for t in manifest.packs if not valid_target_name(t))
    if strays:
        raise ArtifactError(f"{path / MANIFEST}: names {strays[0]!r}, which is not one of an artifact's "
                            f"files ({', '.join(sorted(FILES))}); the manifest was altered, compile again")
    blobs = {}
    for name, digest in manifest.files.items():
        if name.startswith("kernels/"):
            continue  # pack files are checked when a pack is read (read_pack_files)
        blobs[name] = _checked_bytes(path / name, digest, "the artifact is incomplete, compile it again",
                                     "the file was changed or corrupted after it was written, compile "
                                     "the artifact again")
    programs = {}
    for name in manifest.programs:
        file = f"{name}.msgpack"  # by rule, not by the manifest's word
        if file not in blobs:
            raise ArtifactError(f"{path / file}: not listed among the manifest's hashed files")
        try:
            programs[name] = program_from_bytes(blobs[file], what=str(path / file))
        except FormatError as e:
            raise ArtifactError(f"{e}; compile the artifact again") from None
        if programs[name].name != name:
            raise ArtifactError(f"{path / file}: holds a program named {programs[name].name!r}, not {name!r}")
    return manifest, programs


def read_pack_files(path: str | os.PathLike, manifest: Manifest, target: str) -> dict[str, bytes]:
    """The files of the pack for `target` (names relative to the pack), each hash-checked."""
    path = Path(path)
    prefix = f"kernels/{target}/"
    out = {}
    for name, digest in manifest.files.items():
        if not name.startswith(prefix):
            continue
        out[name[len(prefix):]] = _checked_bytes(
            path / name, digest, "the kernel pack is incomplete, run build-kernels again",
            "the kernel file was changed after it was written: refusing to run it. Run build-kernels "
            "again, or load with kernels='off'")
    return out


def _checked_bytes(file: Path, digest: str, if_missing: str, if_changed: str) -> bytes:
    if not file.is_file():
        raise ArtifactError(f"{file}: missing; {if_missing}")
    data = file.read_bytes()
    if hashlib.sha256(data).hexdigest() != digest:
        raise ArtifactError(f"{file}: content does not match the hash in {MANIFEST}; {if_changed}")
    return data


__all__ = ["ArtifactError", "FORMAT_VERSION", "add_pack", "read_artifact", "read_manifest", "read_pack_files",
           "write_artifact"]
