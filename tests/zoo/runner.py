"""The zoo's differential runner: one family, compiled and trained against eager on the same
weights, under the sequences a trainer performs.

    prepared = prepare(family, root)            # compile (and a frozen-subset compile), build kernels
    problems = CHECKS["adamw"](prepared)        # [] when the artifact trained as eager did

Each check builds a fresh pair of models with identical weights, loads the artifact onto one,
runs the same sequence on both and returns what differed (a list of sentences, empty when
none). The checks:

    adamw        3 AdamW steps: loss, every gradient, then every parameter
    accumulate   2 micro-batches' gradients summed before each of 2 steps
    zero_keep    zero_grad(set_to_none=False) between 3 steps (gradients added into kept .grad)
    retain       backward(retain_graph=True), then a second backward through the same graph
    eval         an eval-mode forward under no_grad (refused, clearly, where the mode changes the program)
    frozen       a frozen subset compiled with --freeze: no gradient for it, the rest as eager
    dropout      (dropout families) the loss's mean over many draws as eager's, and the structure:
                 no output at t moves with inputs after t; nothing moves with padded positions

Randomness is never compared draw for draw: dropout families are judged by statistics and
structure only.
"""

from __future__ import annotations

import fnmatch
import math
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

import torch

import aotc
import aotc.runtime
from aotc.errors import AotcError
from zoo.family import Family, TOLERANCES

SEED = 0


@dataclass
class Prepared:
    """A family compiled (and its kernels built) at one width, on one device."""

    family: Family
    width: str
    device: str
    dtype: torch.dtype
    artifact: Path
    frozen: Path | None
    packs: list = field(default_factory=list)       # build-kernels' reports
    seconds: dict = field(default_factory=dict)     # compile, build

    def pair(self, freeze: tuple[str, ...] = ()) -> tuple[torch.nn.Module, torch.nn.Module]:
        """Two models with identical weights on the device: eager's and the artifact's."""
        torch.manual_seed(SEED)
        eager = self.family.build(self.width)
        other = self.family.build(self.width)
        other.load_state_dict(eager.state_dict())
        for m in (eager, other):
            cast(m, self.device, self.dtype)
            for name, p in m.named_parameters():
                if any(fnmatch.fnmatchcase(name, g) for g in freeze):
                    p.requires_grad_(False)
        return eager, other

    def batch(self, seed: int) -> tuple:
        g = torch.Generator().manual_seed(seed)
        return in_dtype(tuple(x.to(self.device) if isinstance(x, torch.Tensor) else x
                              for x in self.family.batch(self.width, g)), self.dtype)


def cast(model: torch.nn.Module, device: str, dtype: torch.dtype) -> torch.nn.Module:
    """`model` on `device` with its floating-point tensors in `dtype`. Module.to(dtype) casts
    complex buffers too, dropping their imaginary parts (a complex RoPE table, as torchtitan's
    llama3 and DeepSeek-V3 keep, would become its cosines); those stay complex here."""
    return model._apply(lambda t: t.to(device, dtype if t.is_floating_point() else None))


def seeded_model(family: Family, width: str, device: str, dtype: torch.dtype) -> torch.nn.Module:
    """The family's model at `width`, built on `device` under the zoo's seed (the same weights on
    every call), its floating-point tensors in `dtype`."""
    torch.manual_seed(SEED)
    with torch.device(device):
        return cast(family.build(width), device, dtype)


def prepare(family: Family, root: Path, *, width: str = "tiny", device: str = "cpu",
            dtype: torch.dtype = torch.float32, kernels: bool = True, frozen: bool = True,
            say: Callable[[str], None] = lambda _: None) -> Prepared:
    """Compile `family` for one batch of its width (and its frozen subset), then build the
    kernel packs for this machine (the main artifact's: the frozen subset runs op by op). Compiling never allocates weights: the model is built on
    the meta device by the compiler from the module given here."""
    root.mkdir(parents=True, exist_ok=True)
    with torch.device("meta"):
        # As the runner will run it: every floating-point tensor in `dtype`, a buffer the model
        # keeps in another (RecurrentGemma's bfloat16 normalizer) included.
        model = cast(family.build(width), "meta", dtype)
    example = in_dtype(family.batch(width, torch.Generator().manual_seed(1)), dtype)
    options = dict(device=device, dtype=None if dtype is torch.float32 else str(dtype).removeprefix("torch."))
    start = time.perf_counter()
    artifact = aotc.compile(model, list(example), output=root / f"{family.name}-{width}", **options)
    frozen_path = None
    if frozen and family.freeze and "frozen" not in family.skips:
        frozen_path = aotc.compile(model, list(example), output=root / f"{family.name}-{width}-frozen",
                              freeze=family.freeze, **options)
    prepared = Prepared(family, width, device, dtype, artifact, frozen_path)
    prepared.seconds["compile"] = time.perf_counter() - start
    if kernels:
        from aotc.executors.build import build_kernels
        start = time.perf_counter()
        # The frozen subset runs its portable program: its regions are nearly the main
        # artifact's, and building them twice doubled the zoo's time on two cores.
        prepared.packs += build_kernels(artifact, progress=say)
        prepared.seconds["build"] = time.perf_counter() - start
    return prepared


def in_dtype(batch: tuple, dtype: torch.dtype) -> tuple:
    """The batch with its floating-point tensors (pixels, audio features) in the model's dtype,
    as a trainer feeds a bfloat16 model; token ids and masks as they are."""
    return tuple(x.to(dtype) if isinstance(x, torch.Tensor) and x.is_floating_point() else x for x in batch)


# --- comparisons --------------------------------------------------------------------------

def _close(what: str, got: torch.Tensor, ref: torch.Tensor, rtol: float, floor: float = 1e-12) -> list[str]:
    """Within rtol of eager's largest magnitude, or of `floor` where that is larger."""
    got, ref = got.detach().float(), ref.detach().float()
    if got.shape != ref.shape:
        return [f"{what}: shape {list(got.shape)}, eager {list(ref.shape)}"]
    err = (got - ref).abs().max().item() if ref.numel() else 0.0
    bound = rtol * max(ref.abs().max().item() if ref.numel() else 0.0, floor)
    if not err <= bound:        # NaN fails too
        return [f"{what}: max |diff| {err:.3e} > {bound:.3e}"]
    return []


def grads_differ(eager: torch.nn.Module, model: torch.nn.Module, rtol: float, when: str = "") -> list[str]:
    """Every gradient as eager's (None where eager's is None); no two .grad share storage.
    A gradient that is zero in exact arithmetic (a key projection's bias: softmax ignores a
    constant added to a row of scores) is rounding noise on both sides, so each is judged
    against the model's largest gradient as well as its own."""
    problems = []
    mine = dict(model.named_parameters())
    floor = grad_scale(eager)
    storages: dict[int, str] = {}
    for name, p in eager.named_parameters():
        q = mine[name]
        if p.grad is None or q.grad is None:
            if (p.grad is None) != (q.grad is None):
                problems.append(f"{when}{name}: eager's grad is {'None' if p.grad is None else 'set'}, "
                                f"the artifact's {'None' if q.grad is None else 'set'}")
            continue
        problems += _close(f"{when}grad {name}", q.grad, p.grad, rtol, floor)
        ptr = q.grad.untyped_storage().data_ptr()
        if ptr in storages and q.grad.numel():
            problems.append(f"{when}grad {name} shares storage with grad {storages[ptr]}")
        storages[ptr] = name
    return problems


LR = 1e-3


def grad_scale(model: torch.nn.Module) -> float:
    """The largest |gradient| of any parameter."""
    return max((p.grad.detach().abs().max().item() for p in model.parameters()
                if p.grad is not None and p.grad.numel()), default=0.0)


def noise_elements(model: torch.nn.Module, rtol: float) -> dict[str, torch.Tensor]:
    """Per parameter, the elements whose gradient is below rtol of the model's largest: rounding
    noise, which AdamW scales up to a step of about lr with the noise's sign."""
    floor = rtol * grad_scale(model)
    return {n: p.grad.detach().abs() <= floor for n, p in model.named_parameters() if p.grad is not None}


def params_differ(eager, model, rtol: float, steps: int, when: str = "",
                  noise: dict[str, torch.Tensor] | None = None) -> list[str]:
    """Parameters after `steps` AdamW steps. AdamW moves each element by about lr whatever its
    gradient's size, so a gradient's relative rounding error moves it by that fraction of lr a
    step: the bound allows 5% of lr a step besides `rtol` (a parameter the optimizer never
    updated is off by all of it; the gradients themselves are checked each step). At a step
    where an element's gradient was noise (`noise`: per element, how many steps it was), each
    side moved it by up to about lr in a direction of its own, so 2 lr more is allowed for it
    per such step (a noise gradient at the first step alone, then real ones, left a SigLIP weight
    0.13 lr apart)."""
    mine = dict(model.named_parameters())
    noise = noise or {}
    problems = []
    for name, x in eager.named_parameters():
        diff = (mine[name].detach().float() - x.detach().float()).abs()
        if name in noise:
            diff = (diff - 2 * LR * noise[name]).clamp(min=0.0)
        err = diff.max().item() if x.numel() else 0.0
        bound = rtol * x.detach().abs().max().item() + 0.05 * LR * steps
        if not err <= bound:
            problems.append(f"{when}param {name}: max |diff| {err:.3e} > {bound:.3e}")
    return problems


def _loss(prepared: Prepared, model, batch) -> torch.Tensor:
    return prepared.family.loss(model(*batch), batch)


# --- the checks ---------------------------------------------------------------------------

def _train(prepared: Prepared, steps: int, micro: int, set_to_none: bool, artifact: Path | None = None,
           freeze: tuple[str, ...] = ()) -> list[str]:
    tol = TOLERANCES[prepared.family.tolerance]
    eager, model = prepared.pair(freeze)
    step = aotc.runtime.load(artifact or prepared.artifact, model)
    opts = [torch.optim.AdamW([p for p in m.parameters() if p.requires_grad], lr=LR) for m in (eager, model)]
    problems: list[str] = []
    noise: dict = {}      # per parameter: how many steps each element's gradient was within noise
    for s in range(steps):
        for k in range(micro):
            batch = prepared.batch(100 * s + k)
            ref, got = _loss(prepared, eager, batch), _loss(prepared, step, batch)
            problems += _close(f"step {s} micro-batch {k}: loss", got, ref, tol.rtol)
            ref.backward()
            got.backward()
        problems += grads_differ(eager, model, tol.rtol if s == 0 else tol.steps, f"step {s}: ")
        now = {n: m.int() for n, m in noise_elements(eager, tol.rtol).items()}
        noise = {n: noise.get(n, 0) + m for n, m in now.items()}
        for opt in opts:
            opt.step()
            opt.zero_grad(set_to_none=set_to_none)
        if problems:
            break
    problems += params_differ(eager, model, tol.steps, steps, f"after {steps} steps: ", noise)
    if freeze:
        problems += [f"{name} is frozen but got a gradient" for name, p in model.named_parameters()
                     if not p.requires_grad and p.grad is not None]
    return problems


def check_adamw(prepared: Prepared) -> list[str]:
    return _train(prepared, steps=3, micro=1, set_to_none=True)


def check_accumulate(prepared: Prepared) -> list[str]:
    return _train(prepared, steps=2, micro=2, set_to_none=True)


def check_zero_keep(prepared: Prepared) -> list[str]:
    return _train(prepared, steps=3, micro=1, set_to_none=False)


def check_frozen(prepared: Prepared) -> list[str]:
    if prepared.frozen is None:
        return ["the family names no frozen subset (Family.freeze) and does not skip the check"]
    return _train(prepared, steps=2, micro=1, set_to_none=True, artifact=prepared.frozen,
                  freeze=prepared.family.freeze)


def check_retain(prepared: Prepared) -> list[str]:
    tol = TOLERANCES[prepared.family.tolerance]
    eager, model = prepared.pair()
    step = aotc.runtime.load(prepared.artifact, model)
    batch = prepared.batch(7)
    problems = []
    losses = [_loss(prepared, eager, batch), _loss(prepared, step, batch)]
    for loss in losses:
        loss.backward(retain_graph=True)
    problems += grads_differ(eager, model, tol.rtol, "first backward: ")
    for loss in losses:
        loss.backward()
    return problems + grads_differ(eager, model, tol.rtol, "second backward: ")


def check_eval(prepared: Prepared) -> list[str]:
    tol = TOLERANCES[prepared.family.tolerance]
    eager, model = prepared.pair()
    step = aotc.runtime.load(prepared.artifact, model)
    batch = prepared.batch(9)
    eager.eval()
    model.eval()
    with torch.no_grad():
        ref = eager(*batch)
        try:
            got = step(*batch)
        except AotcError as e:
            manifest = step.manifest
            if manifest.modes.sensitive and "compile one artifact per mode" in str(e):
                return []          # refused with the fix named: the programs depend on the mode
            return [f"eval forward raised {type(e).__name__}: {e}"]
    if prepared.family.dropout:
        return ["the artifact ran an eval forward although it was traced with dropout in train mode"]
    return _close("eval output", got, ref, tol.rtol)


def check_dropout(prepared: Prepared, draws: int = 24) -> list[str]:
    """The loss's mean over many draws as eager's (within 4 standard errors of the difference),
    then the structure: outputs before t unmoved by inputs at t and after (causal), outputs at
    real positions unmoved by what stands at padded ones (padding)."""
    family = prepared.family
    eager, model = prepared.pair()
    step = aotc.runtime.load(prepared.artifact, model)
    batch = prepared.batch(11)
    problems = []
    with torch.no_grad():
        samples = []
        for m in (eager, step):
            torch.manual_seed(123)
            samples.append(torch.stack([_loss(prepared, m, batch).float() for _ in range(draws)]))
    (a, b) = samples
    spread = math.sqrt((a.var() / draws + b.var() / draws).item())
    if (a.mean() - b.mean()).abs().item() > 4 * spread + 1e-6:
        problems.append(f"mean loss over {draws} draws {b.mean():.5f}, eager's {a.mean():.5f} "
                        f"(standard error of the difference {spread:.2e})")
    if (b.var() == 0).item():
        problems.append("the loss did not change from one draw to the next: no dropout ran")
    if family.dropout == "causal":
        moved = batch[0].clone()
        moved[:, -1] = (moved[:, -1] + 1) % max(int(moved.max()) + 1, 2)
        with torch.no_grad():
            torch.manual_seed(5)
            x = step(moved[:, :], *batch[1:])
            torch.manual_seed(5)
            y = step(*batch)
        if not torch.equal(x[:, :-1], y[:, :-1]):
            problems.append("changing the last token changed outputs at earlier positions")
    if family.dropout == "padding":
        keep = family.padding(batch)
        moved = (torch.where(keep, batch[0], (batch[0] + 1) % 7),) + batch[1:]
        with torch.no_grad():
            torch.manual_seed(5)
            x = step(*moved)
            torch.manual_seed(5)
            y = step(*batch)
        if not torch.equal(x[keep], y[keep]):
            problems.append("changing padded tokens changed outputs at real positions")
    return problems


CHECKS: dict[str, Callable[[Prepared], list[str]]] = {
    "adamw": check_adamw,
    "accumulate": check_accumulate,
    "zero_keep": check_zero_keep,
    "retain": check_retain,
    "eval": check_eval,
    "frozen": check_frozen,
    "dropout": check_dropout,
}
VALUE_CHECKS = ("adamw", "accumulate", "zero_keep", "retain", "frozen")


def checks_for(family: Family) -> list[str]:
    """The checks that apply to a family: value checks without dropout, statistics with it."""
    names = ["dropout", "eval"] if family.dropout else [*VALUE_CHECKS, "eval"]
    return [n for n in names if n not in family.skips]


# --- real widths on the GPU ---------------------------------------------------------------

def agreement(family: Family, artifact: Path, batch: tuple, width: str = "real", device: str = "cuda",
              kernels: str = "auto") -> dict:
    """One step's loss and gradients in bfloat16, eager's and the artifact's, each against a
    float32 eager on the same weights: relative errors (the norm of the difference over the
    reference's; `*_grad_rel` over the whole gradient as one vector). The artifact agrees when
    each parameter's gradient error is within twice eager's own plus 1e-3, and so is the loss's;
    the same randomness is drawn on each side (seeded)."""

    reference, eager, model = (seeded_model(family, width, device, dtype)
                               for dtype in (torch.float32, torch.bfloat16, torch.bfloat16))
    step = aotc.runtime.load(artifact, model, kernels=kernels)
    results = {}
    for name, m, owner in (("ref", reference, reference), ("eager", eager, eager), ("artifact", step, model)):
        torch.manual_seed(3)
        inputs = in_dtype(batch, torch.float32 if m is reference else torch.bfloat16)
        loss = family.loss(m(*inputs), inputs)
        loss.backward()
        results[name] = (loss.detach().float(), {n: p.grad.float() for n, p in owner.named_parameters()
                                                  if p.grad is not None})

    ref_loss, ref_grads = results["ref"]
    total = math.sqrt(sum(g.norm().item() ** 2 for g in ref_grads.values()))

    def rel(x, ref):
        # A gradient that is zero in exact arithmetic (a key bias's) is judged against the
        # model's whole gradient, not its own rounding noise.
        return ((x - ref).norm() / (ref.norm() + 1e-3 * total).clamp(min=1e-30)).item()

    row: dict = {}
    for name in ("eager", "artifact"):
        loss, grads = results[name]
        row[f"{name}_loss_rel"] = ((loss - ref_loss).abs() / ref_loss.abs().clamp(min=1e-30)).item()
        # The whole gradient's relative error (every parameter's, as one vector).
        diff = math.sqrt(sum((grads[n] - g).norm().item() ** 2 for n, g in ref_grads.items() if n in grads))
        row[f"{name}_grad_rel"] = diff / max(total, 1e-30)
    missing = sorted(set(ref_grads) ^ set(results["artifact"][1]))
    each = sorted(((rel(results["artifact"][1][n], g) - 2 * rel(results["eager"][1][n], g) - 1e-3, n,
                    rel(results["artifact"][1][n], g), rel(results["eager"][1][n], g))
                   for n, g in ref_grads.items() if n in results["artifact"][1] and n in results["eager"][1]),
                  reverse=True)
    worst = each[0][0] if each else 0.0
    row["worst_params"] = [f"{n}: artifact {a:.3g}, eager {e:.3g}" for _, n, a, e in each[:4]]
    row["missing"] = missing[:5]
    row["worst_excess"] = worst
    row["agrees"] = not missing and worst <= 0 and row["artifact_loss_rel"] <= 2 * row["eager_loss_rel"] + 1e-3
    if family.dropout:
        # Each side draws its own dropout masks: values are not comparable (the CPU suite
        # judges these families by statistics and structure); missing gradients still count.
        row["agrees"] = None if not missing else False
    return row
