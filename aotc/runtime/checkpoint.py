"""Writing a checkpoint whole or not at all.

A job whose rank dies is stopped by its launcher (torchrun ends every other rank), maybe while
rank 0 is writing a checkpoint; torch.save into the checkpoint's own path would then leave a
truncated file where the last good checkpoint was.
"""

from __future__ import annotations

import contextlib
import os
import secrets
from pathlib import Path

import torch


def save_checkpoint(obj, path: str | os.PathLike) -> Path:
    """torch.save `obj` to `path` so that a process killed at any moment leaves `path` as it
    was (absent, or the previous checkpoint) or holding the new checkpoint whole: the data goes
    to a temporary file beside it (`.NAME.<pid>.<random>.tmp`, which a kill may leave behind and
    which is safe to delete), is flushed to disk, and is renamed over `path` in one step; the
    directory is flushed too, so that the rename survives a crash of the machine."""
    path = Path(path)
    temp = path.with_name(f".{path.name}.{os.getpid()}.{secrets.token_hex(4)}.tmp")
    fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_CLOEXEC, 0o666)
    try:
        with os.fdopen(fd, "wb") as f:
            torch.save(obj, f)
            f.flush()
            os.fsync(f.fileno())
        os.replace(temp, path)
    except BaseException:
        temp.unlink(missing_ok=True)
        raise
    directory = os.open(path.parent, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    try:
        with contextlib.suppress(OSError):   # some file systems cannot flush a directory
            os.fsync(directory)
    finally:
        os.close(directory)
    return path
