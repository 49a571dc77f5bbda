"""The executors a compile may partition with, a build builds packs for, and a load runs:
an explicit registry object passed to each of them (no table filled at import time)."""

from __future__ import annotations

from typing import Iterable, Iterator

from aotc.errors import CompileError
from aotc.executors.attention import AttentionExecutor
from aotc.executors.base import Executor
from aotc.executors.flex import FlexExecutor
from aotc.executors.te import TEExecutor
from aotc.executors.inductor import InductorExecutor


class ExecutorRegistry:
    def __init__(self, executors: Iterable[Executor] = ()):
        self._by_name: dict[str, Executor] = {}
        for e in executors:
            self.add(e)

    def add(self, executor: Executor) -> ExecutorRegistry:
        if not executor.name.isidentifier() or executor.name == "aten":
            raise ValueError(f"executor name {executor.name!r}: an identifier other than 'aten'")
        self._by_name[executor.name] = executor
        return self

    def __getitem__(self, name: str) -> Executor:
        try:
            return self._by_name[name]
        except KeyError:
            raise CompileError(f"executor {name!r} is not one of {', '.join(self._by_name)}") from None

    def __iter__(self) -> Iterator[Executor]:
        return iter(self._by_name.values())

    def runtimes(self) -> dict:
        """Each executor's runtime half, by name: what `aotc.runtime.load(executors=...)` takes."""
        return {e.name: e.runtime for e in self if e.runtime is not None}


def default_executors() -> ExecutorRegistry:
    return ExecutorRegistry([InductorExecutor(), FlexExecutor(), AttentionExecutor(), TEExecutor()])
