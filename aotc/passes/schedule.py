"""Where collectives stand in a program: issued early, waited on late, so that communication
runs under compute."""

from __future__ import annotations

from aotc.ir import Program, defined_at
from aotc.ops import COLLECTIVES, GATHER, WAIT
from aotc.sharding import DATA_AXES, MODEL_AXES


def schedule_collectives(program: Program) -> Program:
    """After schedule_collectives, each collective is issued as early as it usefully can be and
    waited on as late as possible, so communication runs under compute. That places:

    - a gradient's reduction right after the op that produces the gradient; one that a second
      reduction reads (HSDP's reduce-scatter, then all-reduce) waited on when the next such
      gradient's reduction is issued, and the second issued right after that wait;
    - a parameter's gather just before the previous gather is waited on (one ahead: while one
      parameter's matmul runs, the next one's rows arrive; at most two gathered copies wait);
    - each wait right before the first op that reads its result;
    - a collective over tp or cp (an activation's) issued before the work it does not depend
      on since the previous collective: the weight-gradient matmul runs while the input
      gradient is reduce-scattered;
    - a wait on a collective over tp or cp behind the work after it that does not read its
      result, up to the next collective: the matmuls that read an earlier wait's rows (q, k
      and v; gate and up) all run before the next wait, not only the first.

        t10 = gather(w0); t11 = wait(t10); t12 = gather(w1); t13 = wait(t12); mm(x, t11); mm(y, t13)
        ->
        t10 = gather(w0); t12 = gather(w1); t11 = wait(t10); mm(x, t11); t13 = wait(t12); mm(y, t13)
    """
    waits = {op.args[0]: op for op in program.ops if getattr(op, "name", None) == WAIT}
    collectives = [op for op in program.ops if getattr(op, "name", None) in COLLECTIVES
                   and op.outputs[0] in waits]
    if not collectives:
        return program
    moved = {id(op) for op in collectives} | {id(waits[op.outputs[0]]) for op in collectives}
    base = [op for op in program.ops if id(op) not in moved]
    before: dict[int, list] = {}   # base index -> ops to place before it (len(base): at the end)
    after: dict[int, list] = {}    # base index -> ops to place right after it
    first_read = {}
    for i, op in enumerate(base):
        for v in op.inputs():
            first_read.setdefault(v, i)
    defined_in_base = defined_at(base)
    wait_at = {id(c): first_read.get(waits[c.outputs[0]].outputs[0], len(base)) for c in collectives}
    # A collective reading another's waited result (a reduction over a second mesh axis) needs
    # that wait before its own: the first collective's wait moves up to the second's.
    made_by = {waits[c.outputs[0]].outputs[0]: c for c in collectives}
    for c in reversed(collectives):
        first = made_by.get(c.args[0])
        if first is not None:
            wait_at[id(first)] = min(wait_at[id(first)], wait_at[id(c)])
    # A first one over a data axis (HSDP: a gradient reduce-scattered over dp_shard, then all-reduced
    # over dp_replicate) is waited on once the next one is issued, and its second issued there:
    # the second runs under the rest of the backward, not after its last op. Waiting for all of
    # them where the optimizer reads their results issued every all-reduce after the backward.
    firsts = sorted({id(f): f for f in (made_by.get(c.args[0]) for c in collectives) if f is not None
                     and f.args[0] in defined_in_base and f.args[-1] in DATA_AXES}.values(),
                    key=lambda f: defined_in_base[f.args[0]])
    for f, following in zip(firsts, firsts[1:]):
        wait_at[id(f)] = min(wait_at[id(f)], defined_in_base[following.args[0]] + 1)
    for c in collectives:
        before.setdefault(wait_at[id(c)], []).append(waits[c.outputs[0]])
    # Gathers of program inputs (parameter shards) go one ahead; a gather of another
    # collective's result (an activation reduced over tp, then gathered over cp) is chained to
    # that collective's wait below.
    waited = {w.outputs[0]: id(w) for w in waits.values()}
    gathers = sorted((c for c in collectives if c.name == GATHER and c.args[0] not in defined_in_base
                      and c.args[0] not in waited), key=lambda c: wait_at[id(c)])
    for k, c in enumerate(gathers):
        at = wait_at[id(gathers[k - 1])] if k else 0
        before.setdefault(at, []).insert(0, c)   # issued ahead of the waits placed there
    chained: dict[int, list] = {}  # id of a wait -> collectives of its result (a reduction over a second axis)
    for c in collectives:
        if c.name == GATHER and c.args[0] not in defined_in_base and c.args[0] not in waited:
            continue
        source = c.args[0]
        if source in defined_in_base:
            after.setdefault(defined_in_base[source], []).append(c)
        elif source in waited:
            chained.setdefault(waited[source], []).append(c)
        else:
            before.setdefault(0, []).insert(0, c)
    ops = []
    for i, op in enumerate(base):
        ops += before.get(i, [])
        ops.append(op)
        ops += after.get(i, [])
    ops += before.get(len(base), [])
    ops = _ahead_of_independent_work(_with_chained(ops, chained))
    return program.replace(ops=tuple(_waits_behind_independent_work(ops)))


def _with_chained(ops: list, chained: dict[int, list]) -> list:
    """`ops` with each chained collective issued right after the wait whose result it reads."""
    if not chained:
        return ops
    moved = {id(c) for cs in chained.values() for c in cs}
    out = []
    pending = [op for op in ops if id(op) not in moved]
    for op in pending:
        out.append(op)
        stack = list(chained.get(id(op), ()))
        while stack:
            c = stack.pop(0)
            out.append(c)
    return out


def _ahead_of_independent_work(ops: list) -> list:
    """Each collective over a model axis (tp, cp) moved up past the ops since the previous
    collective that its input does not depend on; they run after it is issued, under it. An op
    moves past one collective at most (work pushed to the end would keep its inputs alive); the
    collectives keep their order (every rank issues them alike), and an op only moves behind
    ops it does not feed, so every value is still defined before it is read."""
    ops = list(ops)
    start = 0
    for i in range(len(ops)):
        op = ops[i]
        if getattr(op, "name", None) not in COLLECTIVES:
            continue
        if op.args[-1] in MODEL_AXES:
            needed = set(op.inputs())
            ahead, behind = [], []
            for other in reversed(ops[start:i]):
                if any(v in needed for v in other.outputs if v is not None):
                    needed.update(other.inputs())
                    ahead.append(other)
                else:
                    behind.append(other)
            ops[start:i + 1] = list(reversed(ahead)) + [op] + list(reversed(behind))
        start = i + 1
    return ops


def _waits_behind_independent_work(ops: list) -> list:
    """Each wait on a collective over a model axis (tp, cp) placed after the ops that follow it,
    up to the next collective, that neither read its result nor another wait's there: they run
    while the collective finishes. Waits keep their order, and an op only moves ahead of ops
    it does not read, so every value is still defined before it is read.

        w0 = wait(g0); q0 = mm(w0, wq); w1 = wait(g1); q1 = mm(w1, wq); k0 = mm(w0, wk); k1 = mm(w1, wk)
        ->
        w0 = wait(g0); q0 = mm(w0, wq); k0 = mm(w0, wk); w1 = wait(g1); q1 = mm(w1, wq); k1 = mm(w1, wk)
    """
    axis_of = {op.outputs[0]: op.args[-1] for op in ops if getattr(op, "name", None) in COLLECTIVES}
    ops = list(ops)
    i = 0
    while i < len(ops):
        op = ops[i]
        if getattr(op, "name", None) != WAIT or axis_of.get(op.args[0]) not in MODEL_AXES:
            i += 1
            continue
        end = next((k for k in range(i + 1, len(ops)) if getattr(ops[k], "name", None) in COLLECTIVES), len(ops))
        blocked = set(op.outputs)
        stay, ahead = [op], []
        for other in ops[i + 1:end]:
            if getattr(other, "name", None) == WAIT or any(v in blocked for v in other.inputs()):
                blocked.update(v for v in other.outputs if v is not None)
                stay.append(other)
            else:
                ahead.append(other)
        ops[i:end] = ahead + stay
        i += len(ahead) + 1
    return ops
