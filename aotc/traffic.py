"""What a program's collectives move: how many of each, and the bytes per mesh axis (for
`inspect` and `diff`)."""

from __future__ import annotations

from aotc.ops import ALL_REDUCE, ALL_TO_ALL, COLLECTIVES, GATHER, GATHER_MM, MM_SCATTER, REDUCE_SCATTER


def collective_counts(program) -> tuple[tuple[str, int, int], ...]:
    """Each collective the program calls: (short name, how many, bytes of their inputs). A matmul
    fused with its collective is listed under its own name (`gather_mm`, `mm_scatter`), with the
    bytes of that collective's input (the rows it gathers, the products it reduce-scatters)."""
    found: dict[str, list[int]] = {}
    for op in program.flat_ops():
        moved = _moved(op)
        if moved is not None:
            entry = found.setdefault(op.name.split(".")[1], [0, 0])
            entry[0] += 1
            entry[1] += moved[1]
    return tuple((name, n, b) for name, (n, b) in sorted(found.items()))


def axis_traffic(program, sizes: dict[str, int]) -> dict[str, tuple[int, int, int]]:
    """Per mesh axis its collectives run over: (how many, bytes of their inputs, bytes each rank
    sends by a ring algorithm: an all-gather (n-1) times its input, a reduce-scatter (n-1)/n of
    it, an all-reduce twice that, an all-to-all (n-1)/n)."""
    out: dict[str, list[int]] = {}
    for op in program.flat_ops():
        moved = _moved(op)
        if moved is None:
            continue
        kind, nbytes = moved
        axis = op.args[-1]
        n = sizes.get(axis, 1)
        sent = {GATHER: (n - 1) * nbytes, REDUCE_SCATTER: (n - 1) * nbytes // n,
                ALL_REDUCE: 2 * (n - 1) * nbytes // n, ALL_TO_ALL: (n - 1) * nbytes // n}[kind]
        entry = out.setdefault(axis, [0, 0, 0])
        entry[0] += 1
        entry[1] += nbytes
        entry[2] += sent
    return {axis: tuple(v) for axis, v in out.items()}


def _moved(op) -> tuple[str, int] | None:
    """(the collective an op is or holds, the bytes of that collective's input), or None."""
    if op.name in COLLECTIVES:
        return op.name, op.args[0].type.nbytes
    if op.name == GATHER_MM:
        return GATHER, op.args[0].type.nbytes
    if op.name == MM_SCATTER:
        out = op.outputs[0].type
        return REDUCE_SCATTER, out.nbytes * op.args[-2]
    return None
