"""What a runtime half's loaded pack is to the code generator (aotc.runtime.codegen): regions it
covers, a function for each, and ops whose implementation it replaces."""

from __future__ import annotations

from typing import Protocol

from aotc.ir import Region


class LoadedPack(Protocol):
    executor: str
    target: str

    def covers(self, region: Region) -> bool: ...

    def region_function(self, region: Region) -> tuple[str, object]: ...

    def op_overrides(self) -> dict: ...


class Overrides:
    """A pack that covers no region and replaces ops' implementations: how a build or a runtime
    half runs a program with some ops done another way (build_function's `packs`)."""

    def __init__(self, executor: str, overrides: dict):
        self.executor = executor
        self.target = ""
        self._overrides = dict(overrides)

    def covers(self, region: Region) -> bool:
        return False

    def region_function(self, region: Region):
        raise KeyError(region)

    def op_overrides(self) -> dict:
        return self._overrides
