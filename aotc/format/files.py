"""Reading an artifact's files: one directory, opened once, and only regular files inside it.

    with ArtifactDir.open(path) as d:
        d.read("manifest.msgpack")
        d.read("kernels/inductor/<target>/pack.msgpack")

A name is a relative path of plain components: no `..`, `.` or empty component, no absolute
path, no NUL. It is opened one component at a time relative to the directory, never through a
symbolic link, and must be a regular file: each component is stat'ed before it is opened, so a
device is never opened and a FIFO never blocks the reader. The artifact directory itself may be
a link (users point DIR at a versioned directory); nothing inside it may be, since the tool
never writes one there.

The directory is opened once, so one reader sees one artifact even while a writer swaps a new
one in (aotc.format.atomic): the old directory stays this handle's until the writer retires it
and deletes its files, which a read then finds missing. `replaced()` tells that case from a
damaged artifact, and the reader raises ArtifactReplacedError, which a retry fixes.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

from aotc.errors import ArtifactError, UnsafeFileError

_READ = os.O_RDONLY | os.O_CLOEXEC | os.O_NOFOLLOW


def unsafe_name(name) -> str | None:
    """Why `name` cannot name a file inside an artifact, or None when it can."""
    if not isinstance(name, str) or not name:
        return "not a file name"
    if "\x00" in name or "\\" in name:
        return "holds a NUL or a backslash"
    if name.startswith("/"):
        return "an absolute path"
    if any(part in ("", ".", "..") for part in name.split("/")):
        return "a `..`, `.` or empty path component"
    return None


def _kind(mode: int) -> str:
    for test, what in ((stat.S_ISREG, "a regular file"), (stat.S_ISLNK, "a symbolic link"),
                       (stat.S_ISDIR, "a directory"), (stat.S_ISFIFO, "a FIFO"), (stat.S_ISSOCK, "a socket"),
                       (stat.S_ISCHR, "a character device"), (stat.S_ISBLK, "a block device")):
        if test(mode):
            return what
    return "not a regular file"


class ArtifactDir:
    """An artifact directory opened once; every read is relative to it (see the module's doc)."""

    def __init__(self, path: Path, fd: int):
        self.path = path
        self.fd = fd
        self._identity = _identity(os.fstat(fd))

    @classmethod
    def open(cls, path: str | os.PathLike) -> ArtifactDir:
        path = Path(path)
        try:
            fd = os.open(path, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
        except (FileNotFoundError, NotADirectoryError):
            raise ArtifactError(f"{path}: no such artifact directory; compile one with `thunder-aot compile`") from None
        return cls(path, fd)

    def close(self) -> None:
        if self.fd >= 0:
            os.close(self.fd)
            self.fd = -1

    def __enter__(self) -> ArtifactDir:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def replaced(self) -> bool:
        """Does the artifact's path now name another directory than the one this handle holds?"""
        try:
            return _identity(os.stat(self.path)) != self._identity
        except OSError:
            return True

    def exists(self, name: str) -> bool:
        """Is there an entry (of any kind) of that name? Unsafe names are refused."""
        try:
            parent, leaf = self._parent(name)
        except FileNotFoundError:
            return False
        try:
            os.stat(leaf, dir_fd=parent, follow_symlinks=False)
            return True
        except FileNotFoundError:
            return False
        finally:
            if parent != self.fd:
                os.close(parent)

    def read(self, name: str) -> bytes:
        """The bytes of the regular file `name`. Raises FileNotFoundError when there is none,
        UnsafeFileError for an unsafe name, a link anywhere on the way, or a file that is not
        a regular one."""
        parent, leaf = self._parent(name)
        try:
            st = os.stat(leaf, dir_fd=parent, follow_symlinks=False)
            if not stat.S_ISREG(st.st_mode):
                raise self._unsafe(name, st.st_mode, parent, leaf)
            try:
                fd = os.open(leaf, _READ | os.O_NONBLOCK, dir_fd=parent)
            except OSError as e:
                if e.errno in (errno.ELOOP, errno.ENXIO):   # became a link or a socket since the stat
                    raise UnsafeFileError(f"{self.path / name}: changed into something other than a regular "
                                          "file while opened; refusing it") from None
                raise
        finally:
            if parent != self.fd:
                os.close(parent)
        with os.fdopen(fd, "rb") as f:
            opened = os.fstat(f.fileno())
            # Swapped for something else between the stat and the open: refuse that too.
            if not stat.S_ISREG(opened.st_mode) or _identity(opened) != _identity(st):
                raise UnsafeFileError(f"{self.path / name}: changed into {_kind(opened.st_mode)} while opened; "
                                      "an artifact's files are regular files, refusing it")
            return f.read()

    def _parent(self, name: str) -> tuple[int, str]:
        """An open descriptor of the directory holding `name` (the handle's own for a plain
        name; the caller closes any other) and the last component."""
        why = unsafe_name(name)
        if why:
            raise UnsafeFileError(f"{self.path}: names the file {str(name)[:200]!r}, {why}, which could reach "
                                  "outside the artifact; refusing it (the manifest or pack was altered)")
        *dirs, leaf = name.split("/")
        fd = self.fd
        try:
            for i, part in enumerate(dirs):
                st = os.stat(part, dir_fd=fd, follow_symlinks=False)
                if not stat.S_ISDIR(st.st_mode):
                    raise self._unsafe("/".join(dirs[:i + 1]), st.st_mode, fd, part)
                try:
                    sub = os.open(part, _READ | os.O_DIRECTORY, dir_fd=fd)
                except OSError as e:
                    if e.errno in (errno.ELOOP, errno.ENOTDIR):   # became a link since the stat
                        raise UnsafeFileError(f"{self.path / '/'.join(dirs[:i + 1])}: a symbolic link where an "
                                              "artifact has a directory; refusing it") from None
                    raise
                if fd != self.fd:
                    os.close(fd)
                fd = sub
        except BaseException:
            if fd != self.fd:
                os.close(fd)
            raise
        return fd, leaf

    def _unsafe(self, name: str, mode: int, parent: int, leaf: str) -> UnsafeFileError:
        what = _kind(mode)
        if stat.S_ISLNK(mode):
            what += f" (to {os.readlink(leaf, dir_fd=parent)!r})"
        if stat.S_ISDIR(mode) or stat.S_ISREG(mode):
            return UnsafeFileError(f"{self.path / name}: {what} where the artifact has a "
                                   f"{'file' if stat.S_ISDIR(mode) else 'directory'}; the artifact was altered, "
                                   "compile it again")
        return UnsafeFileError(f"{self.path / name}: {what}, not a regular file: an artifact never holds one, "
                               "and reading it could reach outside the artifact or block; refusing it")


def _identity(st: os.stat_result) -> tuple[int, int]:
    return st.st_dev, st.st_ino
