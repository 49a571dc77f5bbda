"""Errors thunder-aot reports to users: each message says what is wrong and what to do.

This module imports nothing heavy, so the command line can name these classes (and answer
`--help`) without loading torch.
"""


class CompileError(Exception):
    """A model or request the compiler cannot handle (the CLI exits 2)."""


class SpecError(CompileError):
    """The model spec or its arguments do not name a buildable module."""


class ModelError(CompileError):
    """The user's own model code raised (its constructor, say): the message carries its traceback."""


class CaptureError(CompileError):
    """The tracer met a construct it cannot capture."""


class ArtifactError(ValueError):
    """An artifact that cannot be read; the message names the file, the reason and the fix."""


class ModelMismatchError(ValueError):
    """A model (or its inputs) that does not match the artifact it is bound to; says which tensor
    and how it differs."""


class ProgramError(RuntimeError):
    """An artifact's program failed while running on inputs and parameters its guards accepted:
    the program does not hold together on this torch (or was altered). The notes name the line
    of the readable program and the module."""


class ToolError(ValueError):
    """A verify or run request that cannot be carried out (the CLI exits 2); says what to change."""


# What the compiler accepts as a parameter dtype and a target device.
DTYPES = ("float32", "bfloat16", "float16")
DEVICES = ("cpu", "cuda")
# Data-parallel layouts a compiled artifact can carry (aotc.passes.shard).
SHARD_KINDS = ("ddp", "fsdp-zero2", "fsdp-zero3")
# Rematerialisation policies (aotc.passes.remat), the default first.
REMAT_POLICIES = ("save-matmuls", "save-attention", "save-all")
# fp8 recipes for linears (aotc.passes.fp8).
FP8_RECIPES = ("tensorwise", "rowwise")
