"""`thunder-aot verify`: one step of the artifact against eager PyTorch, tensor by tensor
(aotc.numerics' rule, with the tolerances of aotc.tolerance)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path
from typing import Mapping

import torch

from aotc.numerics import Comparison, compare
from aotc.tolerance import DEFAULT_TOLERANCES, Tolerance
from aotc.tools.twins import Twins, _rng_state, _set_rng_state, build_twins, call, make_task, run_eager, tensor_leaves


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
           kernels: str = "auto", cudagraphs: bool = False, trusted_keys=None,
           seed: int = 0, rtol: float | None = None, atol: float | None = None) -> VerifyReport:
    """One forward (and, for a training artifact, backward) of the artifact against eager."""
    twins = build_twins(path, spec=spec, arg_overrides=arg_overrides, seed=seed, kernels=kernels,
                        cudagraphs=cudagraphs, trusted_keys=trusted_keys)
    made = twins.manifest.made
    base = default_tolerance(made.dtype)
    tolerance = Tolerance(rtol=base.rtol if rtol is None else rtol, atol=base.atol if atol is None else atol)
    task = make_task(twins, seed)

    optimizer = twins.compiled.optimizer
    if optimizer is not None:
        # The artifact updates its parameters in the backward instead of returning gradients.
        # At learning rate 0 the update leaves them as they are and its first moment is
        # (1 - beta1) * gradient: the gradient is read from there.
        for group in optimizer.param_groups:
            group["lr"] = 0.0
    with torch.set_grad_enabled(made.training):
        rng = _rng_state(made.device)   # both sides draw the same random numbers (dropout)
        eager_out = run_eager(twins, task)
        eager_loss = task.loss(eager_out)
        _set_rng_state(made.device, rng)
        compiled_out = call(twins.compiled, twins, task)
        compiled_loss = task.loss(compiled_out)
    if made.training:
        eager_loss.backward()
        compiled_loss.backward()
        if optimizer is not None:
            beta1 = optimizer.info.betas[0]
            for group in optimizer.param_groups:
                for p in group["params"]:
                    p.grad = optimizer.state[p]["exp_avg"] / (1 - beta1)

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
