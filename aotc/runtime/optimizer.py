"""The optimizer of an artifact compiled with --optimizer: torch.optim.AdamW whose update runs
inside `loss.backward()`, each parameter as soon as its gradient is final.

    step_model = aotc.runtime.load("artifacts/llama", model, lr=3e-4)
    opt = step_model.optimizer                       # a torch.optim.AdamW
    sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=1000)
    for idx, targets in batches:
        step_model(idx, targets).backward()          # updates every parameter
        opt.step(); sched.step()                     # opt.step() does nothing: the update has run
    torch.save(opt.state_dict(), "opt.pt")           # as torch.optim.AdamW's, loadable by it

The state (`exp_avg`, `exp_avg_sq`, `step` per parameter) and `param_groups` are
torch.optim.AdamW's own, so `state_dict`, `load_state_dict` and learning-rate schedulers work
as they do for eager AdamW; each group's `lr` is read at every backward. The betas, eps and
weight decay are the artifact's (changing them in `param_groups` is refused at the next
backward). Gradients are not left in `.grad`. Every parameter the forward reads takes every
step, so one step count serves them all (`state_dict` writes it for each parameter, as torch
does); one it never reads has no gradient and no state, as in eager AdamW.
"""

from __future__ import annotations

import torch
from torch import Tensor

from aotc.format.manifest import OptimizerInfo


class InBackwardAdamW(torch.optim.AdamW):
    """torch.optim.AdamW over `groups` (lists of parameters, in the manifest's groups), updated
    by the backward program: those in `updated` (default all). A parameter the forward never
    reads gets no gradient and, as in eager AdamW, no state."""

    def __init__(self, params_by_name: dict[str, Tensor], info: OptimizerInfo, lr: float = 1e-3,
                 updated: frozenset[str] | None = None):
        groups = [[params_by_name[n] for n in names] for names in info.groups]
        super().__init__([{"params": params, "weight_decay": wd} for params, wd in zip(groups, info.weight_decays)],
                         lr=lr, betas=info.betas, eps=info.eps, weight_decay=info.weight_decays[0])
        self.info = info
        self._params_by_name = params_by_name
        self._updated = {n for n in params_by_name if updated is None or n in updated}   # names
        self.steps = torch.zeros((), dtype=torch.float32)       # updates taken, on the host as torch keeps it

    def step(self, closure=None):
        """Nothing to do: each parameter was updated in `loss.backward()`. A closure (which would
        run the model again, and so update again) is refused."""
        if closure is not None:
            raise RuntimeError("this optimizer's update runs in loss.backward(); a closure that runs the "
                               "model again would update twice. Call backward yourself and step() without one")
        return None

    def inputs(self, ports) -> list[Tensor]:
        """The backward program's inputs for its ports of kind param, state and hyper."""
        self._check_hyperparameters()
        params = self._params_by_name
        out = []
        for port in ports:
            if port.kind == "param":
                out.append(params[port.name])
            elif port.kind == "state":
                key, _, name = port.name.partition(":")
                out.append(self.steps if key == "step" else self._state_of(name)[key])
            else:     # hyper lr:<group>
                out.append(torch.tensor(self.param_groups[int(port.name.partition(":")[2])]["lr"], dtype=torch.float64))
        return out

    def _state_of(self, name: str) -> dict:
        """The named parameter's state, made (zeros) at its first update. A shape bucket (they
        share this optimizer) may update a parameter the first one did not."""
        p = self._params_by_name[name]
        state = self.state[p]
        if not state:
            state["step"] = self.steps
            state["exp_avg"] = torch.zeros_like(p, memory_format=torch.preserve_format)
            state["exp_avg_sq"] = torch.zeros_like(p, memory_format=torch.preserve_format)
            self._updated.add(name)
        return state

    def state_dict(self):
        """torch.optim.AdamW's state dict: each parameter's own copy of the step count."""
        sd = super().state_dict()
        for state in sd["state"].values():
            if "step" in state:
                state["step"] = state["step"].clone()
        return sd

    def load_state_dict(self, state_dict) -> None:
        """Loads an AdamW state dict (this optimizer's or torch.optim.AdamW's over the same
        parameters and groups). Every parameter's step count must be the same."""
        super().load_state_dict(state_dict)
        steps = {float(s["step"]) for s in self.state.values() if "step" in s}
        if len(steps) > 1:
            raise ValueError(f"the state dict's parameters have taken different numbers of steps "
                             f"({sorted(steps)[:4]}): an optimizer applied in the backward updates every "
                             "parameter every step, with one step count; continue with torch.optim.AdamW, or "
                             "load a state where all agree")
        updated = [self._params_by_name[n] for n in self._updated]
        if steps and any(p not in self.state or "exp_avg" not in self.state[p] for p in updated):
            raise ValueError("the state dict has state for some parameters only; an optimizer applied in the "
                             "backward updates every parameter the forward reads, every step")
        self.steps = torch.tensor(steps.pop() if steps else 0.0, dtype=torch.float32)
        for state in self.state.values():
            state["step"] = self.steps

    def _check_hyperparameters(self) -> None:
        info = self.info
        for i, group in enumerate(self.param_groups):
            want = {"betas": tuple(info.betas), "eps": info.eps, "weight_decay": info.weight_decays[i],
                    "amsgrad": False, "maximize": False}
            got = {k: (tuple(float(b) for b in group[k]) if k == "betas" else group[k]) for k in want}
            if got != want:
                wrong = [k for k in want if got[k] != want[k]]
                raise ValueError(f"param group {i}'s {', '.join(wrong)} ({', '.join(str(got[k]) for k in wrong)}) "
                                 f"differ from the artifact's ({', '.join(str(want[k]) for k in wrong)}): the "
                                 "update is compiled for them; compile again (--betas, --eps, --weight-decay) "
                                 "to change them. Only the learning rate changes from step to step")
