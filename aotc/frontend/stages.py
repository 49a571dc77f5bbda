"""Pipeline stages at capture: the model cut at block boundaries, each stage traced on its own.

A Llama- or Qwen-style model is an embedding, a list of blocks (`layers`, `h`, `model.layers`:
the `nn.ModuleList` of the most children of one class) and a head. Stage k holds a run of
consecutive blocks; the first stage also holds what the model computes before the blocks (the
embeddings), the last what it computes after them (the final norm and the head). The one value
that crosses from a stage to the next is the hidden state a block returns and the next block
takes as its first argument; whatever else a block reads (rotary tables, masks built from
shapes) each stage computes again from its own buffers.

Stage k is traced by running the model's own forward with the blocks of other stages replaced
by pass-throughs: its first block takes the stage's input (an activation that requires grad,
whose gradient becomes an `input_grad` output) in place of what the model hands it, and the
stage returns what its last block returns. Everything else the trace records (the embeddings
in a later stage, the head in an earlier one) computes nothing the stage returns; `_prune`
drops it, with the parameters, buffers and model inputs only it read. A stage after the first
that still reads a model input is refused, but for the last stage, which may read one model
input the first does not (the targets of a loss it computes): it takes it after the activation,
and returns the loss alone. The runtime hands them to it (aotc.runtime.pipeline).

    stage 0:  def joint(idx, wte, blocks 0-1, tangent)  -> (hidden, grads)
    stage 1:  def joint(hidden, blocks 2-3, norm, head, tangent) -> (logits, grads, input_grad 0)
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import torch
from torch import nn

from aotc.errors import CaptureError, CompileError
from aotc.frontend.capture import Captured, capture
from aotc.ir import GRAD_KINDS, Port, Program, floating
from aotc.model_info import InputInfo, OutputTree, ParamInfo, input_label


@dataclass(frozen=True)
class StageCut:
    """Where the model is cut: its list of blocks and the index of each stage's first block."""

    blocks: str                    # qualified name of the nn.ModuleList of blocks
    count: int                     # blocks in it
    starts: tuple[int, ...]        # starts[k]: stage k's first block; starts[0] == 0

    @property
    def stages(self) -> int:
        return len(self.starts)

    def blocks_of(self, k: int) -> range:
        return range(self.starts[k], self.starts[k + 1] if k + 1 < self.stages else self.count)

    @property
    def cut_at(self) -> tuple[str, ...]:
        """The first module of each stage after the first ("layers.2", ...)."""
        return tuple(f"{self.blocks}.{i}" for i in self.starts[1:])


def find_blocks(model: nn.Module) -> tuple[str, nn.ModuleList]:
    """The model's list of blocks: its nn.ModuleList with the most children, all of one class."""
    best = None
    for name, m in model.named_modules():
        if isinstance(m, nn.ModuleList) and len(m) and len({type(c) for c in m}) == 1:
            if best is None or len(m) > len(best[1]):
                best = (name, m)
    if best is None:
        raise CompileError(f"{type(model).__name__} has no list of blocks (an nn.ModuleList of modules of one "
                           "class) to cut into pipeline stages; pipeline stages split a model between its blocks")
    return best


def cut_stages(model: nn.Module, stages: int, cut_at: tuple[str, ...] = ()) -> StageCut:
    """Each stage's blocks: as `cut_at` names them (the first block of each stage after the
    first), or balanced by cost (`balanced_sizes`): a block costs its parameters (a matmul's
    work per token is its weight's size), and the last stage also carries the head, the
    linear layers registered after the blocks (a language model's output layer: 2.4 blocks of
    Llama-3-8B); the first stage's embedding lookup costs next to nothing."""
    name, blocks = find_blocks(model)
    count = len(blocks)
    if count < stages:
        raise CompileError(f"{stages} pipeline stages need at least as many blocks; {name} has {count}: "
                           "give fewer stages (--mesh pp=N, --pp-stages)")
    if cut_at:
        starts = [0]
        for module in cut_at:
            prefix, _, index = module.rpartition(".")
            if prefix != name or not index.isdigit() or not starts[-1] < int(index) < count:
                raise CompileError(f"--pp-cut-at {module!r}: name the first block of each stage after the first, "
                                   f"in order, as {name}.<i> with 0 < i < {count} (e.g. {name}.{count // stages})")
            starts.append(int(index))
        return StageCut(blocks=name, count=count, starts=tuple(starts))
    costs = [sum(p.numel() for p in block.parameters()) for block in blocks]
    sizes = balanced_sizes(costs, stages, head=_head_cost(model, name))
    starts = tuple(sum(sizes[:k]) for k in range(stages))
    return StageCut(blocks=name, count=count, starts=starts)


def _head_cost(model: nn.Module, blocks: str) -> int:
    """The weights of the linear layers registered after the blocks (the output layer, tied or not)."""
    after, cost = False, 0
    for qualified, module in model.named_modules():
        if qualified == blocks:
            after = True
        elif after and not qualified.startswith(blocks + ".") and isinstance(module, nn.Linear):
            cost += module.weight.numel()
    return cost


def balanced_sizes(costs: list[int], stages: int, head: int = 0) -> list[int]:
    """Blocks per stage, contiguous, each stage at least one, the last also paying `head`:
    first the least cost of the costliest stage that any split reaches (a pipeline runs at its
    slowest stage's pace), then, stage by stage from the last, the split under that bound whose
    stage comes closest to an even share of what is left (ties: fewer blocks in front, where
    1F1B keeps the most microbatches' activations)."""
    n = len(costs)
    prefix = [0]
    for c in costs:
        prefix.append(prefix[-1] + c)

    def fits(end: int, count: int, limit: float, extra: int = 0) -> bool:
        """Whether blocks [0, end) fit `count` stages of at most `limit`, the last also paying `extra`."""
        for k in range(count - 1, -1, -1):
            load, take = (extra if k == count - 1 else 0), 0
            while end - take > k and load + costs[end - take - 1] <= limit:
                take += 1
                load += costs[end - take]
            if take == 0 or (k == 0 and take < end):
                return False
            end -= take
        return True

    candidates = sorted({prefix[j] - prefix[i] + (head if j == n else 0) for i in range(n) for j in range(i + 1, n + 1)})
    lo, hi = 0, len(candidates) - 1
    while lo < hi:
        mid = (lo + hi) // 2
        if fits(n, stages, candidates[mid], head):
            hi = mid
        else:
            lo = mid + 1
    limit = candidates[lo]
    sizes, end = [], n
    for k in range(stages - 1, 0, -1):
        extra = head if k == stages - 1 else 0
        share = (prefix[end] + extra) / (k + 1)
        best = None
        for take in range(1, end - k + 1):
            load = prefix[end] - prefix[end - take] + extra
            if load > limit:
                break
            if fits(end - take, k, limit) and (best is None or abs(load - share) <= best[0]):
                best = (abs(load - share), take)
        sizes.append(best[1])
        end -= best[1]
    return [end] + sizes[::-1]


class _PassThrough(nn.Module):
    """Stands in for a block of another stage while one stage is traced: hands its input on."""

    def forward(self, hidden, *args, **kwargs):
        return hidden


def capture_stage(model: nn.Module, plan: StageCut, k: int, inputs: tuple[InputInfo, ...],
                  model_inputs: tuple[InputInfo, ...], params: tuple[ParamInfo, ...], *, training: bool,
                  device: str, expert_parallel: int = 1, input_names: tuple[str, ...] = ()) -> Captured:
    """Stage k's joint program. `inputs` are its inputs: the model's for the first stage, else the
    hidden state the stage before returns; `params` are the whole model's (describe_params);
    `input_names` the forward's parameters the model's inputs bind to, for errors to name them."""
    if not training:
        raise CompileError("pipeline stages are a training step's: compile without --inference")
    blocks = model.get_submodule(plan.blocks)
    mine = plan.blocks_of(k)
    last = k == plan.stages - 1
    originals = list(blocks)
    held: dict = {}

    def take_input(module, args, kwargs):
        if not args:
            raise CaptureError(f"{plan.blocks}.{mine.start} is called without a positional argument; pipeline "
                               "stages hand the hidden state to a block as its first argument")
        return (held["input"],) + tuple(args[1:]), kwargs

    def keep_output(module, args, output):
        if not isinstance(output, torch.Tensor):
            raise CaptureError(f"{plan.blocks}.{mine.stop - 1} returns a {type(output).__name__}; pipeline stages "
                               "end at a block that returns the hidden state as one tensor")
        held["output"] = output

    def check_next(module, args):
        if not args or args[0] is not held.get("output"):
            raise CaptureError(f"the model changes the hidden state between {plan.blocks}.{mine.stop - 1} and "
                               f"{plan.blocks}.{mine.stop} outside any block, so a stage cannot end there; "
                               "move that code into a block, or cut elsewhere (--pp-cut-at)")

    def forward(*args):
        if k > 0:
            held["input"], args = args[0], args[1:]
        out = type(model).forward(model, *args)
        return out if last else held["output"]

    hooks = []
    for i in range(plan.count):
        if i not in mine:
            blocks[i] = _PassThrough()
    try:
        if k > 0:
            hooks.append(blocks[mine.start].register_forward_pre_hook(take_input, with_kwargs=True))
        if not last:
            hooks.append(blocks[mine.stop - 1].register_forward_hook(keep_output))
            hooks.append(blocks[mine.stop].register_forward_pre_hook(check_next))
        model.forward = forward       # the instance's own: parameter names stay the model's
        # A later stage is traced with the model's inputs too (its embeddings run, unread), so
        # that the model's forward runs as written; _prune drops them.
        traced = capture(model, inputs + (model_inputs if k > 0 else ()), training=True, device=device,
                         expert_parallel=expert_parallel, grad_inputs=frozenset({0} if k > 0 else ()))
    finally:
        del model.forward
        for h in hooks:
            h.remove()
        for i, block in enumerate(originals):
            blocks[i] = block
    program, taken = _prune(traced.program, k, len(inputs), params, input_names, last)
    read = {p.name for p in program.input_ports}
    given = inputs
    if taken:
        _check_loss_stage(program, taken, model_inputs, input_names)
        names = [input_names[j] if j < len(input_names) else "" for j in taken]
        given = inputs + tuple(replace(model_inputs[j], name=n or f"input{j}") for j, n in zip(taken, names))
    return Captured(program=program, modes=traced.modes,
                    params=tuple(p for p in params if p.name in read),
                    buffers=tuple(b for b in traced.buffers if b.name in read), inputs=given,
                    outputs=traced.outputs if last else OutputTree("leaf", index=0),
                    experts=tuple(n for n in traced.experts if n in read))


def _returns_a_loss(program: Program) -> bool:
    """Whether the program's one result is a float scalar: a loss."""
    outs = [v for p, v in zip(program.output_ports, program.outputs) if p.kind == "output"]
    return len(outs) == 1 and outs[0].type.shape == () and floating(outs[0].type.dtype)


def _check_loss_stage(program: Program, taken: list[int], model_inputs: tuple[InputInfo, ...],
                      input_names: tuple[str, ...]) -> None:
    """A last stage that reads model inputs computes the loss (_prune admits it only then): the
    inputs it reads come last in forward's order, the order in which the one-process chain
    hands the model's inputs out (check_stage_inputs: and the first stage reads none of them)."""
    read = ", ".join(input_label(j, input_names[j] if j < len(input_names) else "") for j in taken)
    if len(taken) > 1:
        raise CompileError(f"the last pipeline stage reads the model's {read}: a last stage that computes the loss "
                           "takes one model input, its targets (the schedule hands it the step's target=); compute "
                           "what the others give inside the first stage, or the loss outside the model")
    if taken != list(range(len(model_inputs) - len(taken), len(model_inputs))):
        raise CompileError(f"the last pipeline stage reads the model's {read}: the inputs only the last stage "
                           "reads must come last in forward's parameters (tokens, then targets)")


def _prune(program: Program, k: int, n_inputs: int, params: tuple[ParamInfo, ...],
           input_names: tuple[str, ...] = (), last: bool = False) -> tuple[Program, list[int]]:
    """Stage k's program without what computes nothing it returns (another stage's work, random
    ops included: their draws belong to that stage), and without the inputs only that read; a
    tied parameter's port under its first name. With the indices of the model inputs a stage
    after the first reads, which only the last may, and only to compute the loss."""
    if any(p.kind == "update" for p in program.output_ports):
        raise CompileError("the model writes a buffer in forward (BatchNorm's running statistics, say); pipeline "
                           "stages do not carry buffer updates: freeze those statistics (eval mode) or compile "
                           "without --mesh pp")
    live = {v for v in program.outputs if v is not None}
    kept = []
    for op in reversed(program.ops):
        if any(v in live for v in op.outputs if v is not None):
            kept.append(op)
            live.update(op.inputs())
    ops = tuple(reversed(kept))
    taken = []
    computes_loss = last and _returns_a_loss(program)
    for port, v in zip(program.input_ports, program.inputs):
        if not (k > 0 and port.kind == "input" and int(port.name) >= n_inputs and v in live):
            continue                # not a model input read by a stage after the first
        i = int(port.name) - n_inputs
        if computes_loss:
            taken.append(i)
        else:
            reader = next(op for op in ops if v in op.inputs())
            where = reader.module.split(":")[0] if getattr(reader, "module", None) else "the model"
            read = input_label(i, input_names[i] if i < len(input_names) else "")
            returns = ""
            if last:
                returns = " and returns " + ", ".join(f"{o.type.dtype}{list(o.type.shape)}" for p, o in
                                                      zip(program.output_ports, program.outputs) if p.kind == "output")
            raise CompileError(f"pipeline stage {k} reads the model's {read} (in {where or 'the model itself'})"
                               f"{returns}, but only the first stage receives the model's inputs, and the last "
                               "its targets where it computes the loss and returns it alone (one float scalar): "
                               "compute what the blocks need from it (a mask, positions) inside the first stage's "
                               "blocks, return only the loss, or compile without --mesh pp")
    canonical = {n: p.name for p in params for n in p.names}
    kept_inputs = [(p, v) for p, v in zip(program.input_ports, program.inputs)
                   if v in live or p.kind == "tangent"]
    kept = {(p.kind, p.name) for p, _ in kept_inputs}
    firsts = [canonical.get(p.name, p.name) for p, _ in kept_inputs if p.kind == "param"]
    if len(set(firsts)) != len(firsts) and k == 0 and last:
        tied = next(n for n in firsts if firsts.count(n) > 1)
        raise CompileError(f"one pipeline stage holds both uses of the tied parameter {tied} (the embedding and the "
                           "head), which a stage reads through one of them only: with one stage there is no "
                           "pipeline to cut; compile without --mesh pp=1")
    if len(set(firsts)) != len(firsts):
        raise CaptureError("a tied parameter reached a pipeline stage under two ports; the captured program is "
                           "malformed")

    # A later stage's inputs numbered as its entry takes them (the runtime binds them by
    # position): the activation, then the model inputs it reads. The first stage's keep the
    # model's numbers.
    numbered = {p.name: str(i) for i, p in enumerate(p for p, _ in kept_inputs if p.kind == "input")} if k else {}

    def rename(port: Port) -> Port:
        if port.kind in ("param", "grad"):
            return Port(port.kind, canonical.get(port.name, port.name))
        if port.kind in ("input", "input_grad") and port.name in numbered:
            return Port(port.kind, numbered[port.name])
        return port

    # A gradient is kept with its input; one of an input the stage does not read is None (no
    # output of the stage depends on it).
    outputs = [(rename(p), v) for p, v in zip(program.output_ports, program.outputs)
               if p.kind not in GRAD_KINDS or (("param" if p.kind == "grad" else "input"), p.name) in kept]
    return program.replace(inputs=tuple(v for _, v in kept_inputs),
                           input_ports=tuple(rename(p) for p, _ in kept_inputs), ops=ops,
                           outputs=tuple(v for _, v in outputs), output_ports=tuple(p for p, _ in outputs)), taken


def check_stage_inputs(first: Program, last: Program, input_names: tuple[str, ...]) -> None:
    """Refuse a first stage that reads a model input the last stage takes too: each of the
    model's inputs goes to one stage (the first stage's ranks pass theirs to the schedule,
    the last stage's ranks the targets). `first` keeps the model's numbers for its inputs; the
    last stage's model inputs are the last ones (_check_loss_stage). `first is last` for one
    stage, which takes them all."""
    extra = sum(p.kind == "input" for p in last.input_ports) - 1
    if first is last or extra <= 0:
        return
    n = len(input_names)
    both = sorted(int(p.name) for p in first.input_ports if p.kind == "input" and int(p.name) >= n - extra)
    if both:
        raise CompileError(f"the first and the last pipeline stage both read the model's "
                           f"{input_label(both[0], input_names[both[0]])}: the last stage may take only inputs the "
                           "first does not read (the targets of its loss); compute the loss outside the model (a "
                           "schedule's loss_fn), or pass the targets as an input of their own")
