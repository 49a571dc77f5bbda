"""Replacing a directory whole, so that a writer killed at any moment leaves the old one or the
new one, never a mix and never nothing; and scratch directories beside it.

Every write makes the whole new directory beside DIR, under .DIR.thunder-aot-tmp-<pid>-<random>,
and swaps it with DIR in one step (Linux renameat2 RENAME_EXCHANGE). Writers of one DIR take
turns on the lock file .DIR.thunder-aot-lock beside it, there while one writes. After the
swap the old directory is retired: the tool's files deleted (`listed` says which those are),
anything of the user's that DIR lacks moved there, never deleted. The next write to DIR
retires what a killed writer left beside it.
"""

from __future__ import annotations

import contextlib
import ctypes
import errno
import fcntl
import filecmp
import glob
import os
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Callable, Iterator

from aotc.errors import ArtifactError

# Directories the tool makes beside DIR are named .DIR.thunder-aot-<kind>-<pid>-<random>.
TEMP_MARK = ".thunder-aot-"
NEW = "tmp"   # the next DIR, being written; or, once swapped, the old one being retired
LOCK = "lock"
RENAME_EXCHANGE, AT_FDCWD = 2, -100   # from Linux's <linux/fcntl.h>
MANIFEST = "manifest.msgpack"
# The files of DIR a writer wrote (a set of relative paths), or None when DIR has no manifest.
Listed = Callable[[Path], "set[str] | None"]


@contextlib.contextmanager
def scratch_dir(path: str | os.PathLike, kind: str) -> Iterator[Path]:
    """A directory beside the artifact at `path` for work in progress, removed at the end. Its
    lock file is held while in use, so the next write to `path` removes it if its process died."""
    path = Path(os.path.abspath(path))   # "." has no name to put beside it
    with locked(path):
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
def replacing(path: Path, listed: Listed) -> Iterator[Path]:
    """Yield an empty directory to write the next `path` into; if the block returns, swap it
    with `path`, then retire the old directory and whatever killed writers left beside it."""
    path = Path(os.path.abspath(path))   # "." has no name to put beside it
    path.parent.mkdir(parents=True, exist_ok=True)
    with locked(path):
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
                    retire(leftover, path, listed)
                elif leftover.is_dir() and not leftover.is_symlink() and _unused(leftover):
                    shutil.rmtree(leftover)   # a scratch directory its process left


@contextlib.contextmanager
def locked(path: Path) -> Iterator[None]:
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


def _entries(directory: Path) -> list[str]:
    """Everything under `directory` that is not a directory (files and links), as relative paths."""
    out = []
    for root, dirs, files in os.walk(directory):
        rel = Path(root).relative_to(directory)
        out += [(rel / n).as_posix() for n in files]
        out += [(rel / n).as_posix() for n in dirs if os.path.islink(os.path.join(root, n))]
    return sorted(out)


def carry(old: Path, new: Path, drop: set[str]) -> None:
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


def retire(old: Path, path: Path, listed: Listed) -> None:
    """Remove a directory that was at `path`, or that a writer of `path` left, deleting only the
    tool's files: a file of the user's that `path` lacks is moved there; one that differs from
    the file of its name in `path` stays where it is, with the directory around it."""
    if old.is_symlink():   # `path` was a link to an artifact: the link goes, its target stays
        old.unlink()
        return
    tools = listed(old)
    kept = False
    for rel in _entries(old):
        if rel == MANIFEST:
            continue
        src, dst = old / rel, path / rel
        if tools is None or rel in tools or _same(src, dst):
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


