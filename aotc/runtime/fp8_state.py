"""The state of fp8 delayed scaling (`--fp8 te-delayed`), held by the runtime between steps.

    step_model = aotc.runtime.load("artifacts/llama", model)
    for idx, targets in batches:
        lm_loss(step_model(idx), targets).backward(); opt.step(); opt.zero_grad()
    torch.save({"model": step_model.state_dict(), "fp8": step_model.fp8_state.state_dict()}, "ckpt.pt")
    ...
    step_model.fp8_state.load_state_dict(torch.load("ckpt.pt")["fp8"])      # resume

Each cast the programs make has an amax history, a scale and its inverse: values the forward
reads as inputs and the programs return anew (ports of kind "carry", aotc.ir.Port), named
`amax_history:<cast>`, `scale:<cast>` and `scale_inv:<cast>`, where `<cast>` is
`<weight>:input`, `<weight>:weight` or `<weight>:grad_output` (aotc.passes.fp8_delayed), and
with `--fp8-attention` `<attention>:q`, `:k`, `:v`, `:probabilities`, `:output`, `:grad_output`,
`:grad_probabilities` or `:grad_qkv` (aotc.passes.fp8_attention). A
training step's forward holds the new values of its inputs' and weights' casts, its backward
those of the gradients' casts; the tensors read before are not written, so what the forward
saved for the backward stays as it was. Evaluation (a forward under torch.no_grad) reads the
scales and leaves them as they are. Before the first step every history is zeros and every
scale 1, as TransformerEngine starts them. Forwards run ahead of their backwards (several kept
for later backwards) each read the gradients' casts as they stood at that forward, and the
last backward to run leaves its values.

The state is an object of its own, as the in-backward optimizer's is, and not part of the
module's `state_dict`: that stays the model's own, so an eager model and the artifact load each
other's checkpoints. `aotc.runtime.save_checkpoint` / `load_checkpoint` write and read it with
the model, under the key "fp8". The shape buckets of one artifact share one state.
"""

from __future__ import annotations

import torch
from torch import Tensor

from aotc.format.fp8_info import Fp8Info
from aotc.ir import TensorType

FP8_KEY = "fp8"


class Fp8State:
    """Every carry of the programs by name, on `device`."""

    def __init__(self, info: Fp8Info, carries: dict[str, TensorType], device: torch.device):
        self.info = info
        self.device = device
        self._types = dict(carries)
        self._values = {name: _initial(name, t, device) for name, t in self._types.items()}

    def add(self, carries: dict[str, TensorType]) -> None:
        """Another entry's carries (a shape bucket): the same names with the same types, or new ones."""
        for name, t in carries.items():
            known = self._types.get(name)
            if known is None:
                self._types[name] = t
                self._values[name] = _initial(name, t, self.device)
            elif (known.dtype, known.shape) != (t.dtype, t.shape):
                raise ValueError(f"carry {name!r} is {t} in one entry and {known} in another")

    def read(self, name: str) -> Tensor:
        return self._values[name]

    def hold(self, names: list[str], values: list[Tensor], copy: bool = False) -> None:
        """The programs' new values in place of the old ones, which are left as they are (a
        forward may have saved them): the tensors themselves, or (`copy`, for CUDA graphs, whose
        next replay overwrites its results) copies, made by one multi-tensor kernel."""
        if copy:
            fresh = [torch.empty_like(v) for v in values]
            torch._foreach_copy_(fresh, list(values))
            values = fresh
        self._values.update(zip(names, values))

    def state_dict(self) -> dict[str, Tensor]:
        """{carry name: tensor}: each cast's amax history, scale and scale_inv, the tensors held
        now (the next step holds new ones and leaves these as they are)."""
        return dict(self._values)

    def load_state_dict(self, state_dict: dict[str, Tensor]) -> None:
        """Hold copies of a state dict of the same casts (this artifact's, or another compile's
        of the same model and recipe)."""
        missing = sorted(self._types.keys() - state_dict.keys())
        extra = sorted(state_dict.keys() - self._types.keys())
        if missing or extra:
            raise ValueError(f"the fp8 state dict does not hold this artifact's casts: missing {missing[:3]}, "
                             f"unexpected {extra[:3]} ({len(missing)} and {len(extra)} in all); load one saved "
                             "from an artifact of the same model compiled with the same --fp8 recipe")
        for name, t in self._types.items():
            given = state_dict[name]
            if tuple(given.shape) != t.shape:
                raise ValueError(f"the fp8 state dict's {name!r} has shape {tuple(given.shape)}, this artifact's "
                                 f"{t.shape}: it was saved with another --fp8-history")
        self._values = {name: state_dict[name].detach().to(self.device, torch.float32).clone()
                        for name in self._types}

    def __repr__(self) -> str:
        casts = len(self._types) // 3
        return f"Fp8State({self.info.describe()}, {casts} casts)"


def _initial(name: str, t: TensorType, device: torch.device) -> Tensor:
    """Zeros for an amax history, ones for a scale and its inverse."""
    fill = 0.0 if name.startswith("amax_history:") else 1.0
    return torch.full(t.shape, fill, dtype=getattr(torch, t.dtype), device=device)


def carries_of(program) -> dict[str, TensorType]:
    """The carries a (forward) program reads, by name."""
    return {p.name: v.type for p, v in zip(program.input_ports, program.inputs) if p.kind == "carry"}
