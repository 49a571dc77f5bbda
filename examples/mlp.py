"""A small multilayer perceptron in plain PyTorch: the simplest model to compile.

``layers`` hidden Linear+GELU layers, a LayerNorm, then a linear output layer.

Compile a training step for it with, e.g.::

    thunder-aot compile examples/mlp.py:MLP --arg hidden=128 --input "f32[8,32]"

Run ``python examples/mlp.py`` to print its parameter count and the output of one forward pass.
"""

import torch
import torch.nn.functional as F
from torch import nn


class MLP(nn.Module):
    def __init__(
        self, in_features: int = 32, hidden: int = 64, out_features: int = 10, layers: int = 2
    ):
        super().__init__()
        if layers < 1:
            raise ValueError(f"layers must be at least 1, got {layers}")
        widths = [in_features] + [hidden] * layers
        self.hidden = nn.ModuleList(
            nn.Linear(width_in, width_out) for width_in, width_out in zip(widths, widths[1:])
        )
        # Normalise before the output layer, not after it: outputs are logits or regression
        # targets whose scale the loss should set.
        self.norm = nn.LayerNorm(hidden)
        self.out = nn.Linear(hidden, out_features)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        """Outputs[B, out_features] for inputs x[B, in_features]."""
        for linear in self.hidden:
            x = F.gelu(linear(x))
        return self.out(self.norm(x))


if __name__ == "__main__":
    model = MLP()
    n_params = sum(p.numel() for p in model.parameters())
    print(f"MLP: {n_params:,} parameters")
    print(model(torch.randn(8, 32)).shape)
