"""`thunder-aot run`: N optimizer steps of eager and of the artifact side by side."""

from __future__ import annotations

import math
import statistics
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Mapping

import torch

from aotc.errors import ToolError
from aotc.format.artifact import read_manifest
from aotc.tools.twins import _rng_state, _set_rng_state, build_twins, call, eager_adamw, make_task, run_eager


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
          kernels: str = "auto", cudagraphs: bool = False, trusted_keys=None,
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
                        cudagraphs=cudagraphs, trusted_keys=trusted_keys)
    task = make_task(twins, seed)
    device = manifest.made.device
    sides = ((twins.eager, lambda: run_eager(twins, task)),
             (twins.compiled, lambda: call(twins.compiled, twins, task)))
    optimizers = [torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=lr)
                  for model, _ in sides]
    if manifest.optimizer is not None:
        # The artifact's own optimizer runs in its backward; eager gets the same AdamW.
        optimizers = [eager_adamw(twins.eager, manifest.optimizer, lr), twins.compiled.optimizer]
        for group in twins.compiled.optimizer.param_groups:
            group["lr"] = lr
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
