"""What every layer of a compile shares and no option decides: one frozen object, built once by
the front door (aotc.compiler) and passed down to the entry loop, the pass list and the runner.

    session ::= registry (ops), executors, say (report lines), progress (phase times),
                check_types, dump_after, dump_dir

None of it changes what an artifact holds (that is CompileOptions'): it says which tables to
resolve ops and executors in, where reports go and how much checking and dumping to do.

Type checks (every op run on meta tensors after every pass, against its recorded types) are
slow for a large model and off unless asked for: by `Session(check_types=True)`, or for every
session made inside `with type_checks():`, which the test suite wraps around each test, as
JAX's `enable_checks` does.
"""

from __future__ import annotations

import contextlib
from contextvars import ContextVar
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Callable, Iterator

from aotc.executors.registry import ExecutorRegistry, default_executors
from aotc.ops import OpRegistry

_TYPE_CHECKS: ContextVar[bool] = ContextVar("aotc_type_checks", default=False)


@contextlib.contextmanager
def type_checks(on: bool = True) -> Iterator[None]:
    """Sessions made inside turn type checks on (or off) unless told otherwise."""
    token = _TYPE_CHECKS.set(on)
    try:
        yield
    finally:
        _TYPE_CHECKS.reset(token)


def _quiet(_: str) -> None:
    pass


@dataclass(frozen=True)
class Session:
    registry: OpRegistry = field(default_factory=OpRegistry)
    executors: ExecutorRegistry = field(default_factory=default_executors)
    say: Callable[[str], None] = _quiet                        # lines for the user (plans, reports)
    progress: Callable[[str, float], None] | None = None       # (phase, seconds) as each phase ends
    check_types: bool = field(default_factory=_TYPE_CHECKS.get)
    dump_after: frozenset[str] = frozenset()                   # passes after which programs are written
    dump_dir: Path | None = None                               # ... into this directory

    def under(self, name: str) -> Session:
        """The session for one entry of several: its dumps in a directory of its own."""
        return replace(self, dump_dir=self.dump_dir / name) if self.dump_dir is not None else self
