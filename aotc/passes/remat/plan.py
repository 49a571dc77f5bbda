"""Rematerialisation: which forward values the backward recomputes instead of the forward saving.

Deciding is separate from applying. A policy is a named predicate over one op that says
whether its result should be saved or recomputed, and how strongly (`Choice`); `plan_remat`
turns the policy's answers into a plan, the set of values the forward saves, by a minimum
cut; `rematerialize` applies a plan to the joint program. `plan_for_budget` searches for
the plan that fits a memory budget with the least extra work.

The cut. Every forward value is a node with a capacity: its bytes if the backward may
recompute it, unbounded if it may not be saved (a view, whose base is saved instead, or a
value the user's activation checkpointing recomputes). Values the policy saves hang from the
source, values the backward reads hang from the sink; a minimum cut is then a set of values
to save, of least total bytes, from which everything the backward reads can be recomputed
without recomputing anything the policy saves. Cheap elementwise chains end up recomputed,
inside the backward's fused kernels; matmuls and attention are saved unless the budget says
otherwise. Parameters cost nothing to "save" (their owner holds them), so nothing is ever
recomputed only to avoid keeping a weight, and nothing is saved for a frozen parameter's
gradient, which the freeze pass has already removed.
"""

from __future__ import annotations

from dataclasses import dataclass

from aotc.errors import CompileError
from aotc.ir import GRAD_KINDS, Program, Region, Value, defined_at
from aotc.ops import OpRegistry, view_bases
from aotc.passes.fusion import loop_op
from aotc.passes.mincut import INF, FlowGraph
from aotc.passes.remat.cost import RATES, Rates, op_seconds
from aotc.passes.remat.policies import DEFAULT_POLICY, POLICIES, Choice, Policy, block_of
from aotc.passes.split import forward_part


@dataclass(frozen=True)
class RematPlan:
    """The forward values the forward saves for the backward (those in `offloaded` in host
    memory); every other forward value the backward reads it recomputes. Data only:
    `rematerialize` applies it."""

    policy: str
    saved: frozenset[Value]
    recomputed: frozenset[Value]
    offloaded: frozenset[Value] = frozenset()


@dataclass(frozen=True)
class _Joint:
    """The facts about a joint program that planning and applying share."""

    producer: dict[Value, int]             # value -> index of the op that defines it
    forward: frozenset[int]                # ops the user outputs and buffer updates need
    needed: tuple[Value, ...]              # forward values (or inputs) the backward reads
    primal_inputs: frozenset[Value]
    persistent: frozenset[Value]           # parameters and buffers: their owner holds them anyway


def _joint_facts(joint: Program) -> _Joint:
    producer = defined_at(joint.ops)
    forward, _ = forward_part(joint)
    primal_inputs = frozenset(v for p, v in zip(joint.input_ports, joint.inputs) if p.kind != "tangent")
    persistent = frozenset(v for p, v in zip(joint.input_ports, joint.inputs) if p.kind in ("param", "buffer"))

    def forward_value(v: Value) -> bool:
        return v in primal_inputs or producer.get(v, -1) in forward

    needed: dict[Value, None] = {}
    for i, op in enumerate(joint.ops):
        if i not in forward:
            needed.update((v, None) for v in op.inputs() if forward_value(v))
    needed.update((v, None) for p, v in zip(joint.output_ports, joint.outputs)
                  if p.kind in GRAD_KINDS and v is not None and forward_value(v))
    return _Joint(producer, frozenset(forward), tuple(needed), primal_inputs, persistent)


def plan_remat(joint: Program, registry: OpRegistry, policy: str | Policy = DEFAULT_POLICY,
               overrides: dict[Value, Choice] | None = None, rates: Rates = RATES) -> RematPlan:
    """The plan of least saved bytes under `policy` (`overrides` replaces the choice for each
    given value). Solved twice: the first cut says what the backward holds anyway, which
    decides which values are costly to recompute (`_costly`); the second cut saves those."""
    name, decide = _named(policy)
    facts = _joint_facts(joint)
    near = _sufficient(joint, facts, registry)
    choice_of = choices(joint, registry, decide, overrides, facts)
    first = _solve(joint, registry, facts, near, choice_of, name)
    costly = _costly(joint, facts, registry, first)
    saved = first
    if costly:
        choice_of = choices(joint, registry, decide, overrides, facts, costly=costly)
        saved = _solve(joint, registry, facts, near, choice_of, name)
    offloaded = _worth_offloading(joint, facts, [v for v in saved if choice_of.get(v) is Choice.OFFLOAD],
                                  registry, rates)
    return RematPlan(policy=name, saved=saved, recomputed=frozenset(_recomputed(joint, facts, saved)),
                     offloaded=offloaded)


def _worth_offloading(joint: Program, facts: _Joint, values: list[Value], registry: OpRegistry,
                      rates: Rates) -> frozenset[Value]:
    """Of `values`, those the forward makes early enough that the compute after them hides their
    copy to the host (a transformer's backward then hides the copy back alike): a value made at
    the end of the forward would be waited for at the start of the backward."""
    if not values:
        return frozenset()
    order = sorted(facts.forward)
    after: dict[int, float] = {}
    total = 0.0
    for i in reversed(order):
        after[i] = total
        total += op_seconds(joint.ops[i], registry.lookup(joint.ops[i].name), rates)
    return frozenset(v for v in values if after[facts.producer[v]] >= v.type.nbytes / rates.host_bytes)


def _solve(joint: Program, registry: OpRegistry, facts: _Joint, near: set[Value],
           choice_of: dict[Value, Choice], name: str) -> frozenset[Value]:
    """The values a minimum cut saves, given every forward value's choice."""
    graph = FlowGraph(2)
    source, sink = 0, 1
    node: dict[Value, int] = {}       # value -> its "in" node; its "out" node is in + 1

    def add(v: Value) -> int:
        node[v] = graph.add_node()
        graph.add_node()
        return node[v]

    # Capacities are four times the bytes, two less for a value that alone gives something the
    # backward reads (`_sufficient`), one less again for a value it reads itself: among cuts of
    # equal bytes, the one saving those wins. Saving an ancestor instead (the branch a residual
    # add reads, rather than the sum) would make the backward recompute a chain that crosses
    # layers, every link live until its own layer's turn; saving a softmax's input rather than
    # the softmax the backward reads (eager attention, as gpt-oss's sinks need it) would make
    # it recompute the softmax, two passes over the scores, for no byte saved.
    read = set(facts.needed)

    def weight(v: Value) -> int:
        if not v.type.nbytes:
            return 0
        return 4 * v.type.nbytes - 2 * (v in near) - (v in read)

    for v in joint.inputs:
        if v not in facts.primal_inputs:
            continue
        n = add(v)
        graph.edge(source, n, INF)
        # A parameter or buffer is held by its owner anyway; a user input costs its bytes.
        graph.edge(n, n + 1, 0 if v in facts.persistent else weight(v))
    for i in sorted(facts.forward):
        op = joint.ops[i]
        if isinstance(op, Region):
            raise CompileError("rematerialisation runs before fusion: the joint program holds a region")
        view = registry.lookup(op.name).view
        for v in op.outputs:
            if v is None:
                continue
            choice = choice_of[v]
            n = add(v)
            if choice in (Choice.MUST_SAVE, Choice.PREFER_SAVE, Choice.OFFLOAD):
                # An offloaded value is cut like a saved one (its bytes), so that the plan keeps
                # the shape saving gives it: pricing host memory as free would have the backward
                # recompute long elementwise chains across layers from offloaded anchors.
                graph.edge(source, n, INF)
                graph.edge(n, n + 1, weight(v))

            elif choice is Choice.MUST_RECOMPUTE or view:
                graph.edge(n, n + 1, INF)
            else:
                graph.edge(n, n + 1, weight(v))
            for u in dict.fromkeys(op.inputs()):
                graph.edge(node[u] + 1, n, INF)
    for v in facts.needed:
        graph.edge(node[v] + 1, sink, INF)
    cut, source_side = graph.min_cut(source, sink)
    if cut == INF:
        raise CompileError(f"remat policy {name!r} leaves no way to give the backward what it reads: "
                           "a value it must save cannot be saved")
    return frozenset(v for v, n in node.items() if n in source_side and n + 1 not in source_side)


def _named(policy: str | Policy) -> tuple[str, Policy]:
    return (policy, POLICIES[policy]) if isinstance(policy, str) else (policy.__name__, policy)


def choices(joint: Program, registry: OpRegistry, decide: Policy, overrides: dict[Value, Choice] | None = None,
            facts: _Joint | None = None, costly: set[Value] = frozenset()) -> dict[Value, Choice]:
    """The choice for every value the forward computes: the policy's, then three rules that
    hold under every policy (a MUST_SAVE choice is never overridden):
    - what the user's torch.utils.checkpoint calls compute inside is recomputed, their inputs saved;
      where the policy answers RECOMPUTE_BLOCK, every repeated block (`block_of`) is treated as
      one such call, and what a block hands on to later ones is saved;
    - a value the backward must write out anyway (a matmul or attention reads it) is saved when
      recomputing it would read more bytes than it frees (`costly`, see `_costly`);
    - `overrides` (the budget search's) come last."""
    facts = facts or _joint_facts(joint)
    decided = {i: decide(joint.ops[i], registry.lookup(joint.ops[i].name)) for i in sorted(facts.forward)}
    by_block = Choice.RECOMPUTE_BLOCK in decided.values()
    region = {i: joint.ops[i].checkpoint if joint.ops[i].checkpoint is not None or not by_block
              else block_of(joint.ops[i]) for i in decided}
    checkpointed, checkpoint_inputs = _checkpointed(joint, facts, region)
    out: dict[Value, Choice] = {}
    for i, choice in decided.items():
        op = joint.ops[i]
        for v in op.outputs:
            if v is None:
                continue
            c = choice
            if c is not Choice.MUST_SAVE:
                if v in checkpointed:
                    c = Choice.MUST_RECOMPUTE
                elif v in checkpoint_inputs:
                    c = Choice.MUST_SAVE
                elif c is Choice.RECOMPUTE_BLOCK:
                    c = Choice.PREFER_SAVE          # a block's output, read after the block
                elif v in costly and c is Choice.PREFER_RECOMPUTE:
                    c = Choice.PREFER_SAVE
            out[v] = (overrides or {}).get(v, c)
    return out


def _costly(joint: Program, facts: _Joint, registry: OpRegistry, held: frozenset[Value]) -> set[Value]:
    """Forward values a backward matmul or attention reads (through views) whose recomputation
    reads more bytes than it frees (the product of a gated MLP reads two tensors its size).

    Recomputing a value that is fused into the backward's elementwise kernels is close to free:
    the kernel reads the value's inputs in place of the value. A value a matmul reads must be
    written out again, so recomputing it costs reading what it is made from and writing it:
    worth it only when that is not much more than the bytes it frees (`COSTLY_RATIO`). What it is made from is found
    by walking back through elementwise ops to values the backward holds anyway (`held`, the
    values a first cut saves; results of matmuls and other anchors; inputs)."""
    persistent = facts.persistent
    records = {i: registry.lookup(joint.ops[i].name) for i in facts.forward}
    base = view_bases((joint.ops[i] for i in sorted(facts.forward)), registry)

    def made_from(r: Value) -> int:
        frontier: set[Value] = set()
        stack = list(joint.ops[facts.producer[r]].inputs())
        seen: set[Value] = set()
        while stack:
            x = stack.pop()
            v = base.get(x, x)
            if v in seen:
                continue
            seen.add(v)
            i = facts.producer.get(v, -1)
            if v in persistent:
                continue
            if v in facts.primal_inputs or v in held or i not in facts.forward or not loop_op(joint.ops[i], records[i]):
                frontier.add(v)
            else:
                stack.extend(joint.ops[i].inputs())
        return sum(v.type.nbytes for v in frontier)

    out = set()
    for i, op in enumerate(joint.ops):
        if i in facts.forward or loop_op(op, registry.lookup(op.name)):
            continue
        for u in op.inputs():
            r = base.get(u, u)
            if r in out or r in facts.primal_inputs or facts.producer.get(r, -1) not in facts.forward:
                continue
            if made_from(r) > COSTLY_RATIO * r.type.nbytes:
                out.add(r)
    return out


# Recomputing a value a backward matmul reads is given up when what it is made from weighs
# this many times its own bytes: a gated MLP's product (2x) is saved, a normalised activation
# (its input plus a small statistic) is recomputed.
COSTLY_RATIO = 1.25


def _checkpointed(joint: Program, facts: _Joint, region: dict[int, object]) -> tuple[set[Value], set[Value]]:
    """(values to recompute, values to save) by the checkpointed regions (forward op index ->
    its region, None outside any), as eager's torch.utils.checkpoint does: what a region computes
    and keeps to itself is recomputed; what it reads from outside (its inputs) is saved. A
    region's outputs are left to the policy."""
    inside: dict[Value, object] = {}
    for i in sorted(facts.forward):
        if region[i] is not None:
            inside.update((v, region[i]) for v in joint.ops[i].outputs if v is not None)
    if not inside:
        return set(), set()
    escapes = {v for p, v in zip(joint.output_ports, joint.outputs) if p.kind in ("output", "update")}
    enters = set()
    for i in sorted(facts.forward):
        op = joint.ops[i]
        for u in op.inputs():
            if u in inside and inside[u] != region[i]:
                escapes.add(u)
            if region[i] is not None and inside.get(u) != region[i] and u not in facts.primal_inputs:
                enters.add(u)
    return set(inside) - escapes, enters


def _sufficient(joint: Program, facts: _Joint, registry: OpRegistry) -> set[Value]:
    """Forward values from which a value the backward reads follows by elementwise ops that
    read no other activation (a cast, a scale by a weight, a view): saving one of these
    gives the backward its value with no other saved value live."""
    persistent = facts.persistent
    out = set(facts.needed)
    for i in sorted(facts.forward, reverse=True):
        op = joint.ops[i]
        if not any(v in out for v in op.outputs if v is not None):
            continue
        if not loop_op(op, registry.lookup(op.name)):
            continue
        activations = {u for u in op.inputs() if u not in persistent}
        if len(activations) == 1:
            out |= activations
    return out


def _recomputed(joint: Program, facts: _Joint, saved: frozenset[Value]) -> list[Value]:
    """Forward values the backward must recompute from `saved` (in definition order)."""
    out: set[Value] = set()
    stack = [v for v in facts.needed if v not in saved and v not in facts.primal_inputs]
    while stack:
        v = stack.pop()
        if v in out:
            continue
        out.add(v)
        for u in joint.ops[facts.producer[v]].inputs():
            if u not in saved and u not in facts.primal_inputs and u not in out:
                stack.append(u)
    return sorted(out, key=facts.producer.__getitem__)
