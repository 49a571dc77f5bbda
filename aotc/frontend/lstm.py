"""nn.LSTM traced for training on the CPU: oneDNN's layer kernel with its workspace.

torch's tracing decomposition of `aten.lstm` runs each layer as one `mkldnn_rnn_layer` call
when the input needs no gradient, and always asks it for inference (`train=False`). Eager's
kernel then returns no workspace, yet the traced backward (`mkldnn_rnn_layer_backward`) reads
one: an artifact of an LSTM whose weights train failed at its first backward. While tracing,
the layer is asked for training whenever any of its weights needs a gradient, so the forward
keeps the workspace the backward reads; an LSTM with nothing to train runs for inference as
before.
"""

from __future__ import annotations

import contextlib

import torch
from torch._decomp import decompositions

_MKLDNN_LSTM = 2          # ideep::rnn_kind::LSTM, as torch's decomposition names it


def _one_layer(inp, hidden, params, has_biases, reverse=False, *, inference):
    if not any(p.requires_grad for p in params):
        return inference(inp, hidden, params, has_biases, reverse)
    w0, w1 = params[0], params[1]
    w2, w3 = (params[2], params[3]) if has_biases else (torch.zeros(w0.size()), torch.zeros(w1.size()))
    hx, cx = hidden[0].unsqueeze(0).contiguous(), hidden[1].unsqueeze(0).contiguous()
    # The decomposition's caller already laid the sequence out time-major and one direction at
    # a time: batch_first and bidirectional are False here, as in torch's own call.
    y, hy, cy, _ = torch.ops.aten.mkldnn_rnn_layer.default(
        inp.contiguous(), w0, w1, w2, w3, hx, cx, reverse, [], _MKLDNN_LSTM, hx.size(2), 1, has_biases,
        False, False, True)
    return y, (hy.squeeze(0), cy.squeeze(0))


@contextlib.contextmanager
def lstm_layers_for_training():
    """While tracing: oneDNN's LSTM layer asked for training where its weights need gradients."""
    inference = getattr(decompositions, "mkldnn_one_layer_lstm", None)
    if inference is None:            # a torch whose decomposition has no oneDNN layer path
        yield
        return
    decompositions.mkldnn_one_layer_lstm = lambda *a, **k: _one_layer(*a, **k, inference=inference)
    try:
        yield
    finally:
        decompositions.mkldnn_one_layer_lstm = inference
