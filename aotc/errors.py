"""Errors the compiler reports to users: each message says what is wrong and what to do."""


class CompileError(Exception):
    """A model or request the compiler cannot handle (the CLI exits 2)."""


class SpecError(CompileError):
    """The model spec or its arguments do not name a buildable module."""


class CaptureError(CompileError):
    """The tracer met a construct it cannot capture."""
