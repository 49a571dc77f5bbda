"""Errors thunder-aot reports to users: each message says what is wrong and what to do.

This module imports nothing heavy, so the command line can name these classes (and answer
`--help`) without loading torch.
"""


class AotcError(Exception):
    """Every error thunder-aot reports to users derives from this. `code` is stable across
    versions and listed in docs/cli.md's table of errors; the command line prints it with the
    message and exits 2 (exit 1 is kept for defects of thunder-aot itself)."""
    code = "AOTC-E000"


class CompileError(AotcError):
    """A model or request the compiler cannot handle."""
    code = "AOTC-E100"


class SpecError(CompileError):
    """The model spec or its arguments do not name a buildable module."""
    code = "AOTC-E101"


class ModelError(CompileError):
    """The user's own model code raised (its constructor, say): the message carries its traceback."""
    code = "AOTC-E102"


class CaptureError(CompileError):
    """The tracer met a construct it cannot capture."""
    code = "AOTC-E103"


class ArtifactError(AotcError, ValueError):
    """An artifact that cannot be read or run here; the message names the file, the reason and
    the fix."""
    code = "AOTC-E200"


class ModelMismatchError(AotcError, ValueError):
    """A model (or its inputs) that does not match the artifact it is bound to; says which tensor
    and how it differs."""
    code = "AOTC-E300"


class ProgramError(AotcError, RuntimeError):
    """An artifact's program failed while running on inputs and parameters its guards accepted:
    the program does not hold together on this torch (or was altered). The notes name the line
    of the readable program and the module."""
    code = "AOTC-E301"


class ToolError(AotcError, ValueError):
    """A verify or run request that cannot be carried out; says what to change."""
    code = "AOTC-E400"


class OutputError(AotcError, OSError):
    """The machine refused a file operation thunder-aot needed (permission, full disk, read-only
    file system): the user's situation, not a defect; names the path and the system's reason."""
    code = "AOTC-E500"


class SignatureError(ArtifactError):
    """An artifact refused for want of proof of who made it: unsigned, signed by a key that is
    not trusted (the message names its fingerprint and signer), or signed over other content
    than it holds."""
    code = "AOTC-E205"


class UnsafeFileError(ArtifactError):
    """An artifact whose file names or files could reach outside its directory: a `..` or
    absolute name, a symbolic link, a device, a FIFO or a socket where a file should be."""
    code = "AOTC-E206"


class ArtifactReplacedError(ArtifactError):
    """The artifact was replaced by a writer (compile, build-kernels, sign) while it was being
    read; reading it again gets the new one whole."""
    code = "AOTC-E207"


class CollectiveError(ProgramError):
    """A collective of a sharded program failed: another rank died or hung, or the network
    between ranks failed. The message names the collective and its mesh axis; the job cannot
    go on and should restart from its last whole checkpoint."""
    code = "AOTC-E302"
