"""oneDNN's LSTM layer as a program calls it outside autograd.

`aten.mkldnn_rnn_layer` returns the workspace its backward reads only when asked to train
*and* grad mode is on; a program's forward runs with grad mode off (the artifact's autograd
Function owns the graph), where the kernel returned no workspace and the backward failed. The
program's call turns grad mode on around the kernel, its tensors detached, so no autograd graph
is recorded."""

from __future__ import annotations

import torch

_TRAIN = 15               # the schema's `train` argument


def _layer(*args):
    layer = torch.ops.aten.mkldnn_rnn_layer.default
    if len(args) <= _TRAIN or not args[_TRAIN] or torch.is_grad_enabled():
        return layer(*args)
    with torch.enable_grad():
        return layer(*(a.detach() if isinstance(a, torch.Tensor) else a for a in args))


# Looked up when called: a torch built without oneDNN has no such op, and loses only this.
DIRECT_KERNELS = {"aten.mkldnn_rnn_layer.default": _layer}
