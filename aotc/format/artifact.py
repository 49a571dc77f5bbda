"""Writing and reading artifact directories.

    DIR/manifest.msgpack    the Manifest, with the sha256 of every other file
    DIR/<program>.msgpack   each program its entry points run (aotc.format.serde): forward and,
                            for a training step, backward
    DIR/<program>.py        the same programs rendered for people and diffs; never executed
    DIR/kernels/<executor>/<target>/   kernel packs (aotc.format.pack), added by build-kernels
                            (formats before 7: DIR/kernels/<target>/, Inductor's)

Every write (compile, build-kernels) makes the whole new directory beside DIR, with the
manifest last, and swaps it with DIR in one step (aotc.format.atomic), so whenever a writer is
killed, DIR is the old artifact or the new one, never a mix and never missing. Every file of
the old DIR that its manifest does not list (a user's) is hard-linked into the new directory
before the swap, and never deleted. A reader refuses a .DIR.thunder-aot-* directory.

Reading checks the format version, every hash and every program's structure before anything
is built from it.
"""

from __future__ import annotations

import hashlib
import os
from dataclasses import replace
from pathlib import Path

import msgpack

from aotc.errors import ArtifactError
from aotc.format.atomic import MANIFEST, TEMP_MARK, carry, replacing, scratch_dir
from aotc.format.manifest import Manifest
from aotc.format.pack import valid_pack_file, valid_target_name
from aotc.format.serde import FormatError, program_from_bytes, program_to_bytes
from aotc.ir import Program
from aotc.printer import render
from aotc.version import FORMAT_VERSION, READABLE_FORMATS

# The programs of an artifact of one training step; a manifest may name others (identifiers).
PROGRAMS = ("forward", "backward")
FILES = frozenset(f"{p}.{ext}" for p in PROGRAMS for ext in ("msgpack", "py"))


def program_files(programs) -> frozenset[str]:
    """The only files an artifact's programs may be in: <name>.msgpack and <name>.py for each
    program name (identifiers), so a manifest cannot point the reader anywhere else."""
    return frozenset(f"{p}.{ext}" for p in programs for ext in ("msgpack", "py"))


def check_output(path: str | os.PathLike) -> Path:
    """Refuse, before any work, a destination that is not ours to write: an existing directory
    holding something other than an artifact, a file, or a parent we cannot write to."""
    path = Path(path)
    if path.exists() and not (path.is_dir() and ((path / MANIFEST).exists() or not any(path.iterdir()))):
        raise ArtifactError(f"{path} exists and is not an artifact directory; choose another -o "
                            "or remove it")
    if Path.cwd().is_relative_to(os.path.realpath(path)):
        raise ArtifactError(f"{path} is the current directory or holds it, and a write replaces the "
                            "directory whole; run from outside it")
    parent = next((p for p in [path.parent, *path.parent.parents] if p.exists()), Path("."))
    if not os.access(parent, os.W_OK | os.X_OK):
        raise ArtifactError(f"{path}: cannot write into {parent} (permission denied); choose another -o")
    return path


def write_artifact(path: str | os.PathLike, manifest: Manifest, programs: dict[str, Program]) -> Path:
    """Write the artifact at `path`, replacing one there (its kernel packs too: they belong to
    the old programs) and keeping every file of the old directory its manifest does not list."""
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

    with replacing(path, _listed) as new:
        check_output(path)   # again: the directory may have changed during the compile
        for name, data in sorted(files.items()):
            (new / name).write_bytes(data)
        carry(path, new, drop=_listed(path) or set())
        (new / MANIFEST).write_bytes(msgpack.packb(manifest.to_data(), use_bin_type=True))
    return path


def add_pack(path: str | os.PathLike, executor: str, target: str, target_data: dict, files: dict[str, bytes],
             built_from: Manifest | None = None) -> Path:
    """Add (or replace) `executor`'s kernel pack for `target`, atomically, as write_artifact
    writes. With `built_from` (the manifest the pack was built from), refuse if the programs
    changed since."""
    path = Path(path)
    if not valid_target_name(executor) or not executor.isidentifier() or not valid_target_name(target):
        raise ArtifactError(f"kernel pack {executor!r}/{target!r}: not a name an artifact may hold")
    with replacing(path, _listed) as new:
        manifest = read_manifest(path)
        if manifest.format_version < 7:
            raise ArtifactError(f"{path}: format {manifest.format_version}, older than the one kernel packs "
                                "are written to now; compile the artifact again, then build its kernels")
        prefix = pack_prefix(manifest, executor, target)
        if built_from is not None and _program_files(manifest) != _program_files(built_from):
            raise ArtifactError(f"{path}: was recompiled while its kernels were being built; run "
                                "build-kernels again")
        hashes = {n: h for n, h in manifest.files.items() if not n.startswith(prefix)}
        for name, data in sorted(files.items()):
            (new / prefix / name).parent.mkdir(parents=True, exist_ok=True)
            (new / prefix / name).write_bytes(data)
            hashes[prefix + name] = hashlib.sha256(data).hexdigest()
        carry(path, new, drop={MANIFEST} | {n for n in manifest.files if n.startswith(prefix)})
        packs = {**manifest.packs, executor: {**manifest.packs.get(executor, {}), target: target_data}}
        manifest = replace(manifest, files=hashes, packs=packs)
        (new / MANIFEST).write_bytes(msgpack.packb(manifest.to_data(), use_bin_type=True))
    return path


def _listed(directory: Path) -> set[str] | None:
    """The files of `directory` the tool wrote, by its manifest; None when it has no manifest
    (a directory the tool was writing: the manifest is written last)."""
    if not (directory / MANIFEST).is_file():
        return None
    try:
        return set(_manifest_at(directory).files) | {MANIFEST}
    except ArtifactError:
        return {MANIFEST} | FILES        # an unreadable manifest: at least the usual programs are the tool's


def _program_files(manifest: Manifest) -> dict[str, str]:
    files = program_files(manifest.programs)
    return {n: h for n, h in manifest.files.items() if n in files}


def pack_prefix(manifest: Manifest, executor: str, target: str) -> str:
    """Where `executor`'s pack for `target` lives in the artifact: kernels/<executor>/<target>/
    from format 7, kernels/<target>/ (Inductor's, the only executor) before."""
    return f"kernels/{executor}/{target}/" if manifest.format_version >= 7 else f"kernels/{target}/"


def _pack_file(name: str, manifest: Manifest) -> bool:
    """A file of a pack the manifest lists."""
    for executor, targets in manifest.packs.items():
        for target in targets:
            prefix = pack_prefix(manifest, executor, target)
            if name.startswith(prefix) and valid_pack_file(name[len(prefix):]):
                return True
    return False


def read_manifest(path: str | os.PathLike) -> Manifest:
    path = Path(path)
    name = path.resolve().name
    if name.startswith(".") and TEMP_MARK in name:
        owner = path.resolve().parent / name[1:].rsplit(TEMP_MARK, 1)[0]
        raise ArtifactError(f"{path}: a directory thunder-aot was writing when it was stopped, not an "
                            f"artifact; the next compile or build-kernels into {owner} removes it")
    return _manifest_at(path)


def _manifest_at(path: Path) -> Manifest:
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
    except (KeyError, TypeError, ValueError, IndexError, AttributeError, OverflowError, RecursionError) as e:
        raise ArtifactError(f"{file}: manifest field missing or malformed ({type(e).__name__}: {e}); "
                            "compile the artifact again") from None


def read_artifact(path: str | os.PathLike) -> tuple[Manifest, dict[str, Program]]:
    """The manifest and its programs, every file checked against its recorded hash."""
    path = Path(path)
    manifest = read_manifest(path)
    strays = sorted(t for e, targets in manifest.packs.items() for t in [e, *targets] if not valid_target_name(t))
    strays += sorted(e for e in manifest.packs if not e.isidentifier())
    allowed = program_files(manifest.programs)
    strays += sorted(f for f in manifest.files if f not in allowed and not _pack_file(f, manifest))
    if strays:
        raise ArtifactError(f"{path / MANIFEST}: names {strays[0]!r}, which is not one of an artifact's "
                            f"files ({', '.join(sorted(allowed))}, kernels/...); the manifest was altered, "
                            "compile again")
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


def read_pack_files(path: str | os.PathLike, manifest: Manifest, executor: str, target: str) -> dict[str, bytes]:
    """The files of `executor`'s pack for `target` (names relative to the pack), each hash-checked."""
    path = Path(path)
    prefix = pack_prefix(manifest, executor, target)
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


__all__ = ["ArtifactError", "FORMAT_VERSION", "add_pack", "pack_prefix", "read_artifact", "read_manifest",
           "read_pack_files",
           "scratch_dir", "write_artifact"]
