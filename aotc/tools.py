"""What `thunder-aot inspect`, `verify` and `run` do, as functions that return frozen reports.

    describe(path)            -> ArtifactSummary   the facts an artifact records, and its op counts
    verify(path, ...)         -> VerifyReport      one step of the artifact against eager PyTorch
    train(path, steps, ...)   -> RunReport         N optimizer steps of each, losses and step times

verify and train rebuild the model from the spec and arguments the manifest records, twice
from one seed: one copy runs eagerly, the other through the artifact. Both see the same
synthetic batch and the same loss (`Task`), so any difference is the compiler's.
Nothing here prints: cli/ turns the reports into text or JSON.
"""

from __future__ import annotations

import math
import statistics
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterator, Mapping

import torch
import torch.nn.functional as F
from torch import nn
from torch.utils import _pytree as pytree

from aotc import runtime
from aotc.errors import SpecError, ToolError
from aotc.format.artifact import ArtifactError, read_artifact, read_manifest
from aotc.format.manifest import Manifest
from aotc.frontend.importer import build_model, resolve_spec
from aotc.ir import DTYPE_BYTES, Program
from aotc.model_info import dtype_name
from aotc.ops import collective_counts
from aotc.runtime.module import AotModule
from aotc.tolerance import DEFAULT_TOLERANCES, Tolerance


@dataclass(frozen=True)
class TensorDesc:
    dtype: str
    shape: tuple[int, ...]

    @property
    def numel(self) -> int:
        return math.prod(self.shape)

    @property
    def nbytes(self) -> int:
        return self.numel * DTYPE_BYTES.get(self.dtype, 0)

    @property
    def is_float(self) -> bool:
        return self.dtype.startswith(("float", "bfloat"))

    def __str__(self) -> str:
        return f"{self.dtype}[{', '.join(map(str, self.shape))}]"


# ---------------------------------------------------------------------------------------- describe

@dataclass(frozen=True)
class ProgramSummary:
    name: str
    ops: int
    op_counts: tuple[tuple[str, int], ...]     # most frequent first
    regions: int = 0                           # fused regions holding some of the ops
    collectives: tuple[tuple[str, int, int], ...] = ()   # (collective, count, bytes it sends in)


@dataclass(frozen=True)
class ArtifactSummary:
    path: Path
    manifest: Manifest
    outputs: tuple[TensorDesc | None, ...]     # forward's user outputs, by leaf index
    programs: tuple[ProgramSummary, ...]
    file_bytes: tuple[tuple[str, int], ...]

    @property
    def param_elements(self) -> int:
        return sum(math.prod(p.shape) for p in self.manifest.params)

    @property
    def param_bytes(self) -> int:
        return sum(TensorDesc(p.dtype, p.shape).nbytes for p in self.manifest.params)

    @property
    def trainable(self) -> int:
        return sum(1 for p in self.manifest.params if p.requires_grad)

    @property
    def buffer_elements(self) -> int:
        return sum(math.prod(b.shape) for b in self.manifest.buffers)

    @property
    def buffer_bytes(self) -> int:
        return sum(TensorDesc(b.dtype, b.shape).nbytes for b in self.manifest.buffers)

    @property
    def artifact_bytes(self) -> int:
        return sum(n for _, n in self.file_bytes)


def describe(path: str | Path) -> ArtifactSummary:
    """Read (and hash-check) the artifact at `path`; ArtifactError if it cannot be read."""
    path = Path(path)
    manifest, programs = read_artifact(path)
    summaries = tuple(ProgramSummary(name, p.op_count, tuple(p.op_counts().items()), len(p.regions()),
                                     collective_counts(p))
                      for name, p in programs.items())
    files = tuple((f.relative_to(path).as_posix(), f.stat().st_size) for f in sorted(path.rglob("*"))
                  if f.is_file())
    return ArtifactSummary(path=path, manifest=manifest, outputs=output_types(programs["forward"]),
                           programs=summaries, file_bytes=files)


def output_types(forward: Program) -> tuple[TensorDesc | None, ...]:
    return tuple(TensorDesc(v.type.dtype, v.type.shape) if v is not None else None
                 for port, v in zip(forward.output_ports, forward.outputs) if port.kind == "output")


# ------------------------------------------------------------------- the two models and their data

@dataclass(frozen=True)
class Twins:
    """One model built twice from one seed: `eager` runs as PyTorch does, `compiled` through
    the artifact. Their parameters are equal and their frozen flags are the artifact's."""

    eager: nn.Module
    compiled: AotModule
    manifest: Manifest
    outputs: tuple[TensorDesc | None, ...]
    spec: str
    args: dict


def build_twins(path: str | Path, *, spec: str | None = None, arg_overrides: Mapping | None = None,
                kernels: str = "auto", cudagraphs: bool = False,
                seed: int = 0) -> Twins:
    """The model the artifact was compiled from, with random weights, eager and compiled."""
    path = Path(path)
    manifest, programs = read_artifact(path)
    made = manifest.made
    spec = spec or made.spec
    if not spec:
        raise ToolError(f"{path} was compiled from a Python object, not a spec, so there is no "
                        "recipe to rebuild the model; pass --spec path/file.py:Attr (and --arg)")
    args = {**made.args, **(arg_overrides or {})}
    if made.device == "cuda" and not torch.cuda.is_available():
        raise ToolError(f"{path} was compiled for cuda, but this torch sees no CUDA device; "
                        "run on a machine with a GPU or recompile with --device cpu")
    try:
        factory = resolve_spec(spec)
    except SpecError as e:
        if spec == made.spec and not Path(spec.rpartition(":")[0]).is_absolute():
            raise ToolError(f"{e}; the artifact records the spec as given at compile time, relative "
                            "to that directory: run from there or pass --spec") from None
        raise
    # The manifest is the one file its own hashes cannot vouch for: a spec read from it may
    # only name a module class, never an arbitrary callable (`subprocess:call`, say).
    if spec == made.spec and not (isinstance(factory, type) and issubclass(factory, nn.Module)):
        raise ToolError(f"{path} records the spec {spec!r}, which is not a torch.nn.Module class; "
                        "a factory is only called when you name it yourself: pass --spec")

    def build() -> nn.Module:
        torch.manual_seed(seed)
        model = build_model(factory, args, device=made.device, spec=spec)
        # Cast only when needed: a model compiled without --dtype may mix dtypes on purpose.
        live = dict(model.named_parameters(remove_duplicate=False))
        if any(p.name in live and dtype_name(live[p.name].dtype) != p.dtype for p in manifest.params):
            model = model.to(getattr(torch, made.dtype))
            live = dict(model.named_parameters(remove_duplicate=False))
        for info in manifest.params:
            for name in info.names:
                if name in live:
                    live[name].requires_grad_(info.requires_grad)
        return model

    eager = build()
    twin = build()
    twin.load_state_dict(eager.state_dict())
    # Non-persistent buffers (rotary tables, masks) are outside the state dict.
    twin_buffers = dict(twin.named_buffers())
    with torch.no_grad():
        for name, b in eager.named_buffers():
            if name in twin_buffers and twin_buffers[name].shape == b.shape:
                twin_buffers[name].copy_(b)
    try:
        compiled = runtime.load(path, twin, kernels=kernels, cudagraphs=cudagraphs)
    except ArtifactError:   # a ValueError too, but about the artifact, not the model: as it is
        raise
    except ValueError as e:
        raise ToolError(f"the model built from {spec} with {_show_args(args)} does not match "
                        f"{path}: {e}") from None
    for model in (eager, twin):  # the modes the programs were traced with
        model.train(manifest.modes.training)
        for name in manifest.modes.exceptions:
            sub = model.get_submodule(name)
            sub.training = not manifest.modes.training
    return Twins(eager=eager, compiled=compiled, manifest=manifest,
                 outputs=output_types(programs["forward"]), spec=spec, args=args)


@dataclass(frozen=True)
class Task:
    """A synthetic batch and the loss both models are scored with.

    Language-model rule (one integer input [B, T], one float output [B, T, V]): cross-entropy
    against random targets. Otherwise: the sum over float outputs of (output * weight).sum()
    with a fixed random weight per output, so every output element gets its own gradient.
    """

    inputs: tuple[torch.Tensor, ...]
    targets: torch.Tensor | None
    weights: tuple[torch.Tensor, ...]
    description: str

    def loss(self, result) -> torch.Tensor:
        floats = [x for x in tensor_leaves(result) if x.is_floating_point()]
        if self.targets is not None:
            (logits,) = floats
            return F.cross_entropy(logits.flatten(0, -2).float(), self.targets.flatten())
        total = torch.zeros((), device=floats[0].device if floats else None)
        for out, weight in zip(floats, self.weights, strict=True):
            total = total + (out.float() * weight).sum()
        return total


def make_task(twins: Twins, seed: int) -> Task:
    manifest = twins.manifest
    device = manifest.made.device
    gen = torch.Generator().manual_seed(seed + 1)    # apart from the weights' seed
    bound = int_input_bound(twins.eager)
    inputs = []
    for info in manifest.inputs:
        dtype = getattr(torch, info.dtype)
        if info.dtype == "bool":
            x = torch.randint(0, 2, info.shape, generator=gen).bool()
        elif dtype.is_floating_point:
            x = torch.randn(info.shape, generator=gen).to(dtype)
        else:
            high = min(bound, torch.iinfo(dtype).max + 1)
            x = torch.randint(0, high, info.shape, generator=gen, dtype=dtype)
        inputs.append(x.to(device))
    floats = [t for t in twins.outputs if t is not None and t.is_float]
    if is_language_model(manifest.inputs, floats):
        batch, seq_len, vocab = floats[0].shape
        targets = torch.randint(0, vocab, (batch, seq_len), generator=gen).to(device)
        return Task(tuple(inputs), targets, (),
                    f"cross-entropy of the {floats[0]} output against random targets < {vocab}")
    if not floats:
        raise ToolError("the model has no floating-point output, so there is no loss to compare")
    weights = tuple(torch.randn(t.shape, generator=gen).to(device) for t in floats)
    return Task(tuple(inputs), None, weights,
                f"sum of (output * fixed random weight).sum() over {len(floats)} float output(s)")


def is_language_model(inputs, float_outputs: list[TensorDesc]) -> bool:
    """One integer input [B, T] and one float output [B, T, V]: token ids in, logits out."""
    if len(inputs) != 1 or len(float_outputs) != 1:
        return False
    (tokens,), (logits,) = inputs, float_outputs
    return (not TensorDesc(tokens.dtype, tokens.shape).is_float and tokens.dtype != "bool"
            and len(tokens.shape) == 2 and len(logits.shape) == 3 and logits.shape[:2] == tokens.shape)


def run_eager(twins: Twins, task: Task):
    """The eager model's result; ToolError if eager PyTorch itself cannot run the model on the
    artifact's input types, which is then no fault of the artifact's."""
    try:
        return twins.eager(*task.inputs)
    except Exception as e:
        types = ", ".join(map(str, twins.manifest.inputs))
        raise ToolError(f"eager PyTorch fails on {twins.spec} with inputs {types}: {type(e).__name__}: "
                        f"{e}; the artifact was compiled for inputs this model cannot take, recompile "
                        "it with the right --shape/--input") from e


def int_input_bound(model: nn.Module) -> int:
    """An exclusive upper bound for random integer inputs: token ids must index the first
    embedding table; other integer inputs (indices, masks) stay within {0, 1}."""
    for module in model.modules():
        if isinstance(module, nn.Embedding):
            return module.num_embeddings
    return 2


def tensor_leaves(result) -> Iterator[torch.Tensor]:
    """The tensors of a forward's result in the artifact's leaf order (pytree's order).

    Where eager returns a record type (a HuggingFace ModelOutput, say) the compiled module
    returns a dict with the same keys; walking every mapping by its values here treats the two
    alike without depending on which record types pytree has registered.
    """
    if isinstance(result, torch.Tensor):
        yield result
    elif isinstance(result, Mapping):
        for v in result.values():
            yield from tensor_leaves(v)
    elif isinstance(result, (tuple, list)):
        for v in result:
            yield from tensor_leaves(v)
    elif result is not None:
        for v in pytree.tree_leaves(result):
            if isinstance(v, torch.Tensor):
                yield v


# -------------------------------------------------------------------------------------- verify

@dataclass(frozen=True)
class Comparison:
    name: str              # "loss", "output 0", or a parameter's name
    max_abs: float         # max |artifact - eager|; nan when there is nothing to compare
    scale: float           # max |eager|
    ok: bool
    note: str = ""         # why it failed (or passed) when not a number

    @property
    def rel(self) -> float:
        if self.scale:
            return self.max_abs / self.scale
        return 0.0 if self.max_abs == 0 else math.inf

    def badness(self, tolerance: Tolerance) -> float:
        """How far past its allowance (above 1 fails); notes sort first."""
        if self.note and not self.ok:
            return math.inf
        if math.isnan(self.max_abs):
            return -1.0
        return self.max_abs / tolerance.allowed(self.scale)


@dataclass(frozen=True)
class VerifyReport:
    path: Path
    spec: str
    args: dict
    seed: int
    dtype: str
    device: str
    training: bool
    inputs: tuple[str, ...]
    loss_rule: str
    tolerance: Tolerance
    loss: Comparison
    outputs: tuple[Comparison, ...]
    grads: tuple[Comparison, ...]       # one per parameter tensor, worst first
    frozen: int

    @property
    def failures(self) -> tuple[Comparison, ...]:
        return tuple(c for c in (self.loss, *self.outputs, *self.grads) if not c.ok)

    @property
    def ok(self) -> bool:
        return not self.failures


def default_tolerance(dtype: str) -> Tolerance:
    return DEFAULT_TOLERANCES.get(dtype, DEFAULT_TOLERANCES["float32"])


def verify(path: str | Path, *, spec: str | None = None, arg_overrides: Mapping | None = None,
           kernels: str = "auto", cudagraphs: bool = False,
           seed: int = 0, rtol: float | None = None, atol: float | None = None) -> VerifyReport:
    """One forward (and, for a training artifact, backward) of the artifact against eager."""
    twins = build_twins(path, spec=spec, arg_overrides=arg_overrides, seed=seed, kernels=kernels,
                        cudagraphs=cudagraphs)
    made = twins.manifest.made
    base = default_tolerance(made.dtype)
    tolerance = Tolerance(rtol=base.rtol if rtol is None else rtol, atol=base.atol if atol is None else atol)
    task = make_task(twins, seed)

    with torch.set_grad_enabled(made.training):
        rng = _rng_state(made.device)   # both sides draw the same random numbers (dropout)
        eager_out = run_eager(twins, task)
        eager_loss = task.loss(eager_out)
        _set_rng_state(made.device, rng)
        compiled_out = twins.compiled(*task.inputs)
        compiled_loss = task.loss(compiled_out)
    if made.training:
        eager_loss.backward()
        compiled_loss.backward()

    eager_leaves = list(tensor_leaves(eager_out))
    compiled_leaves = list(tensor_leaves(compiled_out))
    if len(eager_leaves) != len(compiled_leaves):
        outputs = (Comparison("outputs", math.nan, 0.0, False,
                              f"eager returns {len(eager_leaves)} tensors, the artifact "
                              f"{len(compiled_leaves)}"),)
    else:
        outputs = tuple(compare(f"output {i}", c, e, tolerance)
                        for i, (e, c) in enumerate(zip(eager_leaves, compiled_leaves)))
    grads = _compare_grads(twins, tolerance) if made.training else ()
    return VerifyReport(
        path=Path(path), spec=twins.spec, args=twins.args, seed=seed, dtype=made.dtype,
        device=made.device, training=made.training, inputs=tuple(str(i) for i in twins.manifest.inputs),
        loss_rule=task.description, tolerance=tolerance,
        loss=compare("loss", compiled_loss, eager_loss, tolerance), outputs=outputs,
        grads=tuple(sorted(grads, key=lambda c: -c.badness(tolerance))),
        frozen=sum(1 for p in twins.manifest.params if not p.requires_grad))


def compare(name: str, got: torch.Tensor, want: torch.Tensor, tolerance: Tolerance) -> Comparison:
    got, want = got.detach(), want.detach()
    if got.shape != want.shape or got.dtype != want.dtype:
        return Comparison(name, math.nan, 0.0, False,
                          f"eager gives {_desc(want)}, the artifact {_desc(got)}")
    if not want.is_floating_point():
        equal = torch.equal(got, want)
        return Comparison(name, 0.0 if equal else math.nan, 0.0, equal,
                          "" if equal else "integer results differ")
    want32, got32 = want.float(), got.float()
    finite = torch.isfinite(want32)
    if not torch.equal(finite, torch.isfinite(got32)) or not torch.equal(want32[~finite], got32[~finite]):
        return Comparison(name, math.nan, 0.0, False, "inf/nan in different places than eager")
    if want32.numel() == 0:
        return Comparison(name, 0.0, 0.0, True)
    max_abs = (got32[finite] - want32[finite]).abs().max().item() if finite.any() else 0.0
    scale = want32[finite].abs().max().item() if finite.any() else 0.0
    return Comparison(name, max_abs, scale, max_abs <= tolerance.allowed(scale))


def _compare_grads(twins: Twins, tolerance: Tolerance) -> list[Comparison]:
    eager = dict(twins.eager.named_parameters(remove_duplicate=False))
    compiled = dict(twins.compiled.module.named_parameters(remove_duplicate=False))
    results = []
    for info in twins.manifest.params:
        e, c = eager[info.name].grad, compiled[info.name].grad
        if not info.requires_grad:
            ok = e is None and c is None
            note = "frozen: no grad on either side" if ok else (
                f"frozen, but {' and '.join(s for s, g in (('eager', e), ('the artifact', c)) if g is not None)} "
                "gave it a grad")
            results.append(Comparison(info.name, math.nan, 0.0, ok, note))
        elif e is None and c is None:
            results.append(Comparison(info.name, math.nan, 0.0, True, "unused: no grad on either side"))
        elif e is None or c is None:
            results.append(Comparison(info.name, math.nan, 0.0, False,
                                      f"grad only from {'the artifact' if e is None else 'eager'}"))
        else:
            results.append(compare(info.name, c, e, tolerance))
    return results


# ----------------------------------------------------------------------------------------- train

@dataclass(frozen=True)
class StepRecord:
    step: int               # from 1
    eager_loss: float
    artifact_loss: float
    eager_s: float          # forward + loss + backward + optimizer step
    artifact_s: float


@dataclass(frozen=True)
class RunReport:
    path: Path
    spec: str
    args: dict
    lr: float
    seed: int
    loss_rule: str
    steps: tuple[StepRecord, ...]

    def _timed(self) -> tuple[StepRecord, ...]:
        # Step 1 pays one-time costs (allocator, kernel selection, lazy init); leave it out.
        return self.steps[1:] if len(self.steps) > 1 else self.steps

    @property
    def eager_median_s(self) -> float:
        return statistics.median(s.eager_s for s in self._timed())

    @property
    def artifact_median_s(self) -> float:
        return statistics.median(s.artifact_s for s in self._timed())

    @property
    def speedup(self) -> float:
        """eager step time / artifact step time: above 1, the artifact is faster."""
        return self.eager_median_s / self.artifact_median_s if self.artifact_median_s else math.inf

    def spread(self, side: str) -> tuple[float, float, float]:
        """(min, median, max) step seconds of 'eager' or 'artifact', steps 2.. when there are more."""
        times = [getattr(s, f"{side}_s") for s in self._timed()]
        return min(times), statistics.median(times), max(times)

    @property
    def max_loss_gap(self) -> float:
        return max(abs(s.eager_loss - s.artifact_loss) for s in self.steps)


def train(path: str | Path, steps: int, *, lr: float = 1e-3, seed: int = 0, spec: str | None = None,
          kernels: str = "auto", cudagraphs: bool = False,
          arg_overrides: Mapping | None = None,
          on_step: Callable[[StepRecord], None] | None = None) -> RunReport:
    """`steps` AdamW steps of the eager model and of the artifact, side by side, on one fixed
    synthetic batch (so the loss falls as the model fits it)."""
    if steps < 1:
        raise ToolError(f"--steps {steps}: give at least 1 step")
    manifest = read_manifest(path)
    if not manifest.training:
        raise ToolError(f"{path} is an inference artifact (compiled with --inference) and has no "
                        "backward; run trains, so compile it without --inference")
    twins = build_twins(path, spec=spec, arg_overrides=arg_overrides, seed=seed, kernels=kernels,
                        cudagraphs=cudagraphs)
    task = make_task(twins, seed)
    device = manifest.made.device
    sides = ((twins.eager, lambda: run_eager(twins, task)),
             (twins.compiled, lambda: twins.compiled(*task.inputs)))
    optimizers = [torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=lr)
                  for model, _ in sides]
    records = []
    for step in range(1, steps + 1):
        losses, seconds = [], []
        rng = _rng_state(device)   # each side's step starts from the same generator state
        for (_, forward), optimizer in zip(sides, optimizers):
            _set_rng_state(device, rng)
            start = time.perf_counter()
            optimizer.zero_grad(set_to_none=True)
            loss = task.loss(forward())
            loss.backward()
            optimizer.step()
            if device == "cuda":
                torch.cuda.synchronize()
            seconds.append(time.perf_counter() - start)
            losses.append(loss.item())
        record = StepRecord(step, losses[0], losses[1], seconds[0], seconds[1])
        records.append(record)
        if on_step:
            on_step(record)
    return RunReport(path=Path(path), spec=twins.spec, args=twins.args, lr=lr, seed=seed,
                     loss_rule=task.description, steps=tuple(records))


# ----------------------------------------------------------------------------------------- helpers

def _rng_state(device: str):
    return torch.cuda.get_rng_state() if device == "cuda" else torch.get_rng_state()


def _set_rng_state(device: str, state) -> None:
    if device == "cuda":
        torch.cuda.set_rng_state(state)
    else:
        torch.set_rng_state(state)


def _desc(t: torch.Tensor) -> str:
    return str(TensorDesc(dtype_name(t.dtype), tuple(t.shape)))


def _show_args(args: Mapping) -> str:
    return ", ".join(f"{k}={v!r}" for k, v in args.items()) or "no arguments"


__all__ = ["ArtifactSummary", "Comparison", "RunReport", "StepRecord", "Tolerance", "ToolError",
           "VerifyReport", "build_twins", "default_tolerance", "describe", "make_task", "train", "verify"]
