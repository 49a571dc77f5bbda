"""The pass protocol and the one runner around every pass.

A `Pass` has a name, a scope and the facts it needs, establishes and breaks:

    scope JOINT     Program -> Program     the joint forward + backward (or the inference forward)
    scope SPLIT     Program -> (forward, backward)
    scope PAIR      forward, backward -> (forward, backward)
    scope PROGRAM   Program -> Program     each program after the split, one at a time

A pass function may also return `Noted(result, note)`: a by-product later stages read (the
remat plan), kept in the run's notes by pass name. The runner checks the whole list before running it (each
pass's needs hold where it stands), then runs each pass, times it, verifies every program it
returns (and, with the session's `check_types`, runs every op on meta tensors against its
recorded types), and dumps the programs after the passes the session names. A pass that raises something other than a
user error, or returns a program that fails verification, is a defect of the compiler:
`PassFailure` names the pass and the passes before it, and the command line reports it as an
internal error (exit 1), not as the user's.
"""

from __future__ import annotations

import enum
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Protocol, Sequence

from aotc.errors import AotcError
from aotc.ir import Program
from aotc.meta import TypeChecker
from aotc.ops import OpRegistry
from aotc.printer import render
from aotc.verifier import VerifyError, verify, verify_pair


class Scope(enum.Enum):
    JOINT = "joint"
    SPLIT = "split"
    PAIR = "pair"
    PROGRAM = "program"


class Fact(enum.Enum):
    """What holds of the programs at a point of the pass list."""

    PLAIN = "no fusion regions yet"                      # from capture until a partition pass
    UNSHARDED = "parameters are whole"                   # from capture until shard
    TIED_MERGED = "one input per tied parameter"
    ON_TARGET = "every value on the target device"
    SPLIT = "forward and backward are apart"
    REGATHERED = "the backward gathers sequence-parallel activations again"   # regather_activations
    SCHEDULED = "collectives stand where they run"       # broken by any pass that reorders ops


# Facts of a program as capture hands it over.
CAPTURED = frozenset({Fact.PLAIN, Fact.UNSHARDED})


@dataclass(frozen=True)
class Pass:
    name: str
    scope: Scope
    run: Callable
    needs: frozenset[Fact] = frozenset()
    establishes: frozenset[Fact] = frozenset()
    breaks: frozenset[Fact] = frozenset()

    @property
    def summary(self) -> str:
        """The first sentence of the pass function's docstring: the invariant it establishes."""
        fn = getattr(self.run, "func", self.run)
        paragraph = " ".join((fn.__doc__ or "").strip().split("\n\n")[0].split())
        end = paragraph.find(". ")
        return paragraph if end < 0 else paragraph[: end + 1]


@dataclass(frozen=True)
class Noted:
    """A pass's result together with a by-product of computing it."""

    result: object
    note: object


@dataclass(frozen=True)
class PassRecord:
    name: str
    scope: str
    seconds: float
    ops_before: int
    ops_after: int


@dataclass
class Run:
    """What running a pass list produced: the final programs, a record per pass, and the notes
    passes returned (by pass name)."""

    programs: tuple[Program, ...]
    records: list[PassRecord] = field(default_factory=list)
    notes: dict = field(default_factory=dict)


class PassFailure(Exception):
    """A pass broke the program (or raised): a defect of thunder-aot, never the user's input."""

    def __init__(self, name: str, before: Sequence[str], detail: str):
        done = ", ".join(before) if before else "none"
        super().__init__(f"pass {name!r} failed after passes [{done}]: {detail}")
        self.pass_name = name
        self.before = tuple(before)


class PassOrderError(Exception):
    """A pass list whose passes stand in an order that breaks their declared needs (a defect)."""


def check_order(passes: Sequence[Pass], start: frozenset[Fact] = CAPTURED,
                final: frozenset[Fact] = frozenset()) -> None:
    """Every pass's needs hold where it stands (established before it and not broken since),
    and the `final` facts hold after the last. Raises PassOrderError naming the pass, the fact
    and the pass that broke it."""
    holds = dict.fromkeys(start, "capture")
    broken: dict[Fact, str] = {}
    for p in passes:
        for fact in p.needs:
            if fact not in holds:
                why = f"{broken[fact]} broke it before" if fact in broken else "no pass before it establishes it"
                raise PassOrderError(f"pass {p.name!r} needs '{fact.value}', but {why}")
        for fact in p.breaks:
            holds.pop(fact, None)
            broken[fact] = p.name
        for fact in p.establishes:
            holds[fact] = p.name
            broken.pop(fact, None)
    for fact in final - holds.keys():
        why = f"{broken[fact]} breaks it" if fact in broken else "no pass establishes it"
        raise PassOrderError(f"the programs must end with '{fact.value}', but {why}")


class RunSession(Protocol):
    """What the runner reads of the compile's session (aotc.session.Session, a layer above,
    which alone holds these settings and their defaults)."""

    registry: OpRegistry
    check_types: bool                 # run every op on meta tensors after each pass
    dump_after: frozenset[str]        # passes after which the programs are written ...
    dump_dir: Path | None             # ... into this directory


def run(program: Program, passes: Sequence[Pass], session: RunSession, *, final: frozenset[Fact] = frozenset()) -> Run:
    """Run `passes` on `program` (a captured program, already verified)."""
    check_order(passes, final=final)
    state: Program | tuple[Program, Program] = program
    result = Run(programs=())
    registry = session.registry
    types = TypeChecker(registry) if session.check_types else None
    if types is not None:
        types.accept(program)
    done: list[str] = []
    for n, p in enumerate(passes):
        start = time.perf_counter()
        before = _op_count(state)
        try:
            out = _apply(p, state)
        except AotcError:
            raise                     # the user's input, said by the pass in the user's terms
        except Exception as e:
            raise PassFailure(p.name, done, f"{type(e).__name__}: {e}") from e
        if isinstance(out, Noted):
            out, result.notes[p.name] = out.result, out.note
        _check(p, out, registry, types, done)
        state = out
        result.records.append(PassRecord(p.name, p.scope.value, time.perf_counter() - start, before,
                                         _op_count(state)))
        if p.name in session.dump_after and session.dump_dir is not None:
            _dump(session.dump_dir, n, p.name, state)
        done.append(p.name)
    result.programs = state if isinstance(state, tuple) else (state,)
    return result


def run_quietly(program: Program, passes: Sequence[Pass]) -> tuple[Program, ...]:
    """The passes' result with no checks and no records: trials (the remat budget's search)."""
    state: Program | tuple[Program, Program] = program
    for p in passes:
        out = _apply(p, state)
        state = out.result if isinstance(out, Noted) else out
    return state if isinstance(state, tuple) else (state,)


def _apply(p: Pass, state):
    if p.scope is Scope.PAIR:
        return p.run(*state)
    if p.scope is Scope.PROGRAM and isinstance(state, tuple):
        return tuple(p.run(program) for program in state)
    return p.run(state)


def _check(p: Pass, out, registry: OpRegistry, types: TypeChecker | None, done: list[str]) -> None:
    programs = out if isinstance(out, tuple) else (out,)
    try:
        for program in programs:
            if not isinstance(program, Program):
                raise VerifyError(f"it returned {type(program).__name__}, not a program")
            verify(program, registry)
            if types is not None:
                types.check(program)
        if len(programs) == 2:
            verify_pair(*programs, registry)
    except VerifyError as e:
        raise PassFailure(p.name, done, f"the program it returned is not valid: {e}") from None


def _op_count(state) -> int:
    return sum(p.op_count for p in state) if isinstance(state, tuple) else state.op_count


def _dump(directory: Path, index: int, name: str, state) -> None:
    directory.mkdir(parents=True, exist_ok=True)
    for program in state if isinstance(state, tuple) else (state,):
        (directory / f"{index:02d}-{name}.{program.name}.py").write_text(render(program))
