"""Writing and reading artifact directories.

    DIR/manifest.msgpack    the Manifest, with the sha256 of every other file
    DIR/<program>.msgpack   each program its entry points run (aotc.format.serde): forward and,
                            for a training step, backward
    DIR/<program>.py        the same programs rendered for people and diffs; never executed
    DIR/kernels/<executor>/<target>/   kernel packs (aotc.format.pack), added by build-kernels
                            (formats before 7: DIR/kernels/<target>/, Inductor's)

Every write (compile, build-kernels) makes the whole new directory beside DIR, under
.DIR.thunder-aot-tmp-<pid>-<random>, with the manifest last, and swaps it with DIR in one step
(Linux renameat2 RENAME_EXCHANGE), so whenever a writer is killed, DIR is the old artifact or
the new one, never a mix and never missing. Writers of one DIR take turns on the lock file
.DIR.thunder-aot-lock beside it, there while one writes. Every file of the old DIR that its
manifest does not list (a user's) is hard-linked into the new directory before the swap;
after it, the old directory is retired: the tool's files deleted, anything of the user's that
DIR lacks moved there, never deleted. The next write to DIR retires what a killed writer left
beside it, and a reader refuses a .DIR.thunder-aot-* directory.

Reading checks the format version, every hash and every program's structure before anything
is built from it.
"""

from __future__ import annotations

import contextlib
import ctypes
import errno
import fcntl
import filecmp
import glob
import hashlib
import os
import shutil
import sys
import tempfile
from dataclasses import replace
from pathlib import Path
from typing import Iterator

import msgpack

from aotc.errors import ArtifactError
from aotc.format.manifest import Manifest
from aotc.format.pack import valid_pack_file, valid_target_name
from aotc.format.serde import FormatError, program_from_bytes, program_to_bytes
from aotc.ir import Program
from aotc.printer import render
from aotc.version import FORMAT_VERSION, READABLE_FORMATS

MANIFEST = "manifest.msgpack"
# The programs of an artifact of one training step; a manifest may name others (identifiers).
PROGRAMS = ("forward", "backward")
FILES = frozenset(f"{p}.{ext}" for p in PROGRAMS for ext in ("msgpack", "py"))


def program_files(programs) -> frozenset[str]:
    """The only files an artifact's programs may be in: <name>.msgpack and <name>.py for each
    program name (identifiers), so a manifest cannot point the reader anywhere else."""
    return frozenset(f"{p}.{ext}" for p in programs for ext in ("msgpack", "py"))
# Directories the tool makes beside DIR are named .DIR.thunder-aot-<kind>-<pid>-<random>.
TEMP_MARK = ".thunder-aot-"
NEW = "tmp"   # the next DIR, being written; or, once swapped, the old one being retired
LOCK = "lock"
RENAME_EXCHANGE, AT_FDCWD = 2, -100   # from Linux's <linux/fcntl.h>


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

    with _replacing(path) as new:
        check_output(path)   # again: the directory may have changed during the compile
        for name, data in sorted(files.items()):
            (new / name).write_bytes(data)
        _carry(path, new, drop=_listed(path) or set())
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
    with _replacing(path) as new:
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
        _carry(path, new, drop={MANIFEST} | {n for n in manifest.files if n.startswith(prefix)})
        packs = {**manifest.packs, executor: {**manifest.packs.get(executor, {}), target: target_data}}
        manifest = replace(manifest, files=hashes, packs=packs)
        (new / MANIFEST).write_bytes(msgpack.packb(manifest.to_data(), use_bin_type=True))
    return path


@contextlib.contextmanager
def scratch_dir(path: str | os.PathLike, kind: str) -> Iterator[Path]:
    """A directory beside the artifact at `path` for work in progress, removed at the end. Its
    lock file is held while in use, so the next write to `path` removes it if its process died."""
    path = Path(os.path.abspath(path))   # "." has no name to put beside it
    with _locked(path):
        scratch = Path(tempfile.mkdtemp(prefix=_temp_prefix(path, kind), dir=path.parent))
        fd = _lock(scratch / LOCK)
    try:
        yield scratch
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
        os.close(fd)


def _temp_prefix(path: Path, kind: str) -> str:
    return f".{path.name}{TEMP_MARK}{kind}-{os.getpid()}-"


@contextlib.contextmanager
def _replacing(path: Path) -> Iterator[Path]:
    """Yield an empty directory to write the next `path` into; if the block returns, swap it
    with `path`, then retire the old directory and whatever killed writers left beside it."""
    path = Path(os.path.abspath(path))   # "." has no name to put beside it
    path.parent.mkdir(parents=True, exist_ok=True)
    with _locked(path):
        new = Path(tempfile.mkdtemp(prefix=_temp_prefix(path, NEW), dir=path.parent))
        try:
            yield new
            os.chmod(new, 0o755)  # mkdtemp makes it private; an artifact is meant to be shared
            old = _swap(new, path)
        except BaseException:
            shutil.rmtree(new, ignore_errors=True)
            raise
        # The new artifact is in place; the rest is tidying (the old directory first, then what
        # killed writers left), and what fails to be tidied stays under its .DIR.thunder-aot-*
        # name for the next write to retry.
        others = sorted(set(path.parent.glob(f".{glob.escape(path.name)}{TEMP_MARK}*")) - {old})
        for leftover in ([old] if old else []) + others:
            with contextlib.suppress(OSError):
                if leftover.name.startswith(f".{path.name}{TEMP_MARK}{NEW}-"):
                    _retire(leftover, path)
                elif leftover.is_dir() and not leftover.is_symlink() and _unused(leftover):
                    shutil.rmtree(leftover)   # a scratch directory its process left


@contextlib.contextmanager
def _locked(path: Path) -> Iterator[None]:
    """Writers of one artifact take turns on the lock file .DIR.thunder-aot-lock beside it; a
    killed writer's turn ends with it. The holder removes the file as it finishes, so a writer
    that locked a file since removed (or replaced) tries again on the one there now."""
    file = path.parent / f".{path.name}{TEMP_MARK}{LOCK}"
    while True:
        fd = _lock(file)
        with contextlib.suppress(FileNotFoundError):
            mine, there = os.fstat(fd), os.stat(file)
            if (mine.st_dev, mine.st_ino) == (there.st_dev, there.st_ino):
                break
        os.close(fd)
    try:
        yield
    finally:
        file.unlink(missing_ok=True)   # while still held: nobody else holds this file's lock
        os.close(fd)


def _lock(file: Path) -> int:
    """An open descriptor of `file` (made if missing) holding an exclusive lock on it. A file,
    not a directory: network file systems lock only files opened for writing."""
    fd = os.open(file, os.O_RDWR | os.O_CREAT, 0o666)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
    except BaseException:
        os.close(fd)
        raise
    return fd


def _unused(scratch: Path) -> bool:
    """No live process holds the scratch directory's lock file (or it died before making one)."""
    try:
        fd = os.open(scratch / LOCK, os.O_RDWR)
    except FileNotFoundError:
        return True
    except OSError:
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        return True
    except BlockingIOError:
        return False
    finally:
        os.close(fd)


def _swap(new: Path, path: Path) -> Path | None:
    """Put `new` at `path`; returns the .DIR.thunder-aot-tmp-* name of what was at `path`."""
    if not os.path.lexists(path):
        os.rename(new, path)
        return None
    if _exchange(new, path):
        return new
    # No atomic exchange on this system or file system: for an instant `path` is missing, and a
    # kill then leaves the old artifact in .DIR.thunder-aot-tmp-*-old, which the next write retires.
    old = new.with_name(new.name + "-old")
    os.rename(path, old)
    try:
        os.rename(new, path)
    except BaseException:
        os.rename(old, path)
        raise
    return old


def _exchange(a: Path, b: Path) -> bool:
    """Swap two directory entries in one step (Linux renameat2); False where that is unsupported."""
    renameat2 = getattr(ctypes.CDLL(None, use_errno=True), "renameat2", None) if sys.platform == "linux" else None
    if renameat2 is None:
        return False
    if renameat2(AT_FDCWD, os.fsencode(a), AT_FDCWD, os.fsencode(b), RENAME_EXCHANGE) == 0:
        return True
    err = ctypes.get_errno()
    if err in (errno.EINVAL, errno.ENOSYS, errno.EOPNOTSUPP):
        return False
    raise OSError(err, os.strerror(err), str(a), None, str(b))


def _listed(directory: Path) -> set[str] | None:
    """The files of `directory` the tool wrote, by its manifest; None when it has no manifest
    (a directory the tool was writing: the manifest is written last)."""
    if not (directory / MANIFEST).is_file():
        return None
    try:
        return set(_manifest_at(directory).files) | {MANIFEST}
    except ArtifactError:
        return {MANIFEST} | FILES        # an unreadable manifest: at least the usual programs are the tool's


def _entries(directory: Path) -> list[str]:
    """Everything under `directory` that is not a directory (files and links), as relative paths."""
    out = []
    for root, dirs, files in os.walk(directory):
        rel = Path(root).relative_to(directory)
        out += [(rel / n).as_posix() for n in files]
        out += [(rel / n).as_posix() for n in dirs if os.path.islink(os.path.join(root, n))]
    return sorted(out)


def _carry(old: Path, new: Path, drop: set[str]) -> None:
    """Link into `new` every file of `old` but `drop` (hard links: no copy, and a file the user
    is still appending to stays one file). A user's file with the name of one the tool writes
    is refused, never overwritten."""
    if not old.is_dir():
        return
    for rel in _entries(old):
        if rel in drop:
            continue
        src, dst = old / rel, new / rel
        if os.path.lexists(dst):
            raise ArtifactError(f"{src}: not written by thunder-aot (the manifest does not list it), and "
                                "the new artifact writes a file of that name; move it away and run again")
        dst.parent.mkdir(parents=True, exist_ok=True)
        if src.is_symlink():
            os.symlink(os.readlink(src), dst)
            continue
        try:
            os.link(src, dst)
        except OSError:   # another file system, or one without hard links
            shutil.copy2(src, dst)


def _retire(old: Path, path: Path) -> None:
    """Remove a directory that was at `path`, or that a writer of `path` left, deleting only the
    tool's files: a file of the user's that `path` lacks is moved there; one that differs from
    the file of its name in `path` stays where it is, with the directory around it."""
    if old.is_symlink():   # `path` was a link to an artifact: the link goes, its target stays
        old.unlink()
        return
    listed = _listed(old)
    kept = False
    for rel in _entries(old):
        if rel == MANIFEST:
            continue
        src, dst = old / rel, path / rel
        if listed is None or rel in listed or _same(src, dst):
            src.unlink()
        elif not os.path.lexists(dst):
            dst.parent.mkdir(parents=True, exist_ok=True)
            os.rename(src, dst)
        else:
            kept = True
    if not kept:
        (old / MANIFEST).unlink(missing_ok=True)   # last: it says which files were the tool's
    for root, _, _ in os.walk(old, topdown=False):
        with contextlib.suppress(OSError):   # a directory still holding a kept file
            os.rmdir(root)


def _same(a: Path, b: Path) -> bool:
    if a.is_symlink() or b.is_symlink():
        return a.is_symlink() and b.is_symlink() and os.readlink(a) == os.readlink(b)
    return a.is_file() and b.is_file() and (os.path.samefile(a, b) or filecmp.cmp(a, b, shallow=False))


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
