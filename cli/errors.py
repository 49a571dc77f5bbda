"""Exit codes for every command: thunder-aot's own errors and refused file operations are the
user's (2, the message alone), anything else a defect (1, with the traceback), Ctrl-C 130."""

from __future__ import annotations

import errno
import functools
import os
import sys
import traceback
import warnings

import click

from aotc.errors import AotcError, OutputError

# A file operation the machine refused: the user's situation (permissions, a full disk, a
# read-only file system), said as such with exit 2, not reported as a defect.
_SITUATIONS = frozenset({errno.EACCES, errno.EPERM, errno.ENOSPC, errno.EROFS, errno.EDQUOT, errno.ENOENT,
                         errno.ENOTDIR, errno.EISDIR, errno.EEXIST, errno.ENAMETOOLONG})


def reports_errors(command):
    """Map exceptions to exit codes: the user's problems (thunder-aot's own errors, with their
    AOTC-E code, and file operations the machine refused) to 2 with the message alone, anything
    else to 1 with the traceback, since it is a bug in thunder-aot."""

    @functools.wraps(command)
    def wrapper(*args, **kwargs):
        try:
            with warnings.catch_warnings():     # restores the default display afterwards
                warnings.showwarning = _show_warning
                return command(*args, **kwargs)
        except AotcError as e:
            # Problems in what the user asked for or handed us: one clear line, no traceback.
            click.echo(f"error {e.code}: {e}", err=True)
            sys.exit(2)
        except KeyboardInterrupt:
            click.echo("interrupted", err=True)
            sys.exit(130)
        except BrokenPipeError:
            # The reader went away (`| head`): nothing left to say, and nothing went wrong.
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            sys.exit(0)
        except (click.ClickException, click.exceptions.Exit, click.Abort):
            raise
        except Exception as e:
            if isinstance(e, OSError) and e.errno in _SITUATIONS:
                situation = OutputError(e.errno, e.strerror, e.filename)
                click.echo(f"error {situation.code}: {situation}", err=True)
                sys.exit(2)
            click.echo(f"internal error: {type(e).__name__}: {e}", err=True)
            click.echo(traceback.format_exc().rstrip(), err=True)
            click.echo("This is a bug in thunder-aot; please report it with the traceback above.", err=True)
            sys.exit(1)

    return wrapper


def _show_warning(message, category, filename, lineno, file=None, line=None):
    # aotc's warnings are written for users (a torch version drift, say): show the sentence,
    # not the library line that raised it.
    click.echo(f"warning: {message}", err=True)
