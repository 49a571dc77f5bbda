"""The fused output layer and cross-entropy (aotc.passes.fused_loss): every reduction,
ignore_index and label smoothing against eager, tied and kept logits, both schedules, the
programs hold no [tokens, vocabulary] value, and the memory estimate sees it."""

from __future__ import annotations

import copy

import pytest
import torch
import torch.nn.functional as F
from torch import nn

import aotc
import aotc.runtime
from aotc.format.artifact import read_artifact, read_manifest
from aotc.passes.loss_chunks import chunk_rows

B, T, V, D = 2, 12, 48, 32          # 24 tokens in chunks of 7: three whole chunks and a ragged one
CHUNK = 7


class Head(nn.Module):
    """A language model's last layers with the loss inside, as HF models called with labels do."""

    def __init__(self, ignore_index=-100, label_smoothing=0.0, reduction="mean", upcast=True, tied=False,
                 return_logits=False, weighted=False):
        super().__init__()
        self.emb = nn.Embedding(V, D)
        self.lin = nn.Linear(D, D)
        self.head = nn.Linear(D, V, bias=False)
        if tied:
            self.head.weight = self.emb.weight
        self.kw = dict(ignore_index=ignore_index, label_smoothing=label_smoothing, reduction=reduction)
        self.upcast, self.return_logits, self.weighted = upcast, return_logits, weighted

    def forward(self, idx, targets):
        logits = self.head(torch.relu(self.lin(self.emb(idx))))
        loss = F.cross_entropy((logits.float() if self.upcast else logits).flatten(0, 1), targets.flatten(),
                               **self.kw)
        if self.weighted:      # a per-token weighting of reduction="none", then a scalar
            loss = (loss * torch.linspace(0.5, 1.5, loss.numel())).sum()
        return (logits, loss) if self.return_logits else loss


def _data(ignore_index=-100):
    g = torch.Generator().manual_seed(1)
    idx = torch.randint(0, V, (B, T), generator=g)
    targets = torch.randint(0, V, (B, T), generator=g)
    targets[0, :4] = ignore_index
    return idx, targets


def _step(model, idx, targets):
    out = model(idx, targets)
    logits, loss = out if isinstance(out, tuple) else (None, out)
    total = loss.sum() if loss.dim() else loss
    if logits is not None:
        total = total + (logits.float() * 0.01).sum()     # the caller's gradient of kept logits
    total.backward()
    return loss


def _compare(tmp_path, dtype=torch.float32, rtol=2e-5, options=None, **kw):
    torch.manual_seed(0)
    eager = Head(**kw).to(dtype)
    other = copy.deepcopy(eager)
    path = aotc.compile(eager, [f"i64[{B},{T}]", f"i64[{B},{T}]"], output=tmp_path / "a",
                        **{"loss_chunk": CHUNK, **(options or {})})
    idx, targets = _data(kw.get("ignore_index", -100))
    expected = _step(eager, idx, targets)
    got = _step(aotc.runtime.load(path, other), idx, targets)
    assert torch.allclose(got.float(), expected.float(), rtol=rtol, atol=rtol), (got, expected)
    for (name, p), q in zip(eager.named_parameters(), other.parameters()):
        err = (p.grad.float() - q.grad.float()).abs().max().item()
        assert err <= rtol * p.grad.float().abs().max().item() + 1e-12, (name, err)
    return path


CASES = {
    "mean": dict(),
    "sum, label smoothing": dict(reduction="sum", label_smoothing=0.1),
    "mean, ignore_index in the vocabulary, label smoothing": dict(ignore_index=3, label_smoothing=0.2),
    "none, weighted": dict(reduction="none", weighted=True),
    "none, returned": dict(reduction="none", label_smoothing=0.1),
    "tied embedding": dict(tied=True),
    "logits kept": dict(return_logits=True, label_smoothing=0.1),
    "logits kept, none returned": dict(return_logits=True, reduction="none"),
    "no upcast": dict(upcast=False),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_matches_eager(case, tmp_path):
    path = _compare(tmp_path, **CASES[case])
    _, programs = read_artifact(path)
    kept = CASES[case].get("return_logits", False)
    whole = [v for p in programs.values() for op in p.flat_ops() for v in op.outputs
             if v is not None and v.type.shape[-2:] in ((B * T, V), (B, T, V))]
    # Nothing the size of the logits but the logits the model returns (and their gradient).
    assert kept or not whole, [str(v.type) for v in whole]
    fw = (path / "forward.py").read_text()
    assert "_log_softmax" not in fw and "nll_loss" not in fw
    assert fw.count("aten.slice.Tensor(t") >= len(chunk_rows(B * T, V, CHUNK))


def test_bfloat16_within_its_rounding(tmp_path):
    _compare(tmp_path, dtype=torch.bfloat16, rtol=2e-2, label_smoothing=0.1)


def test_the_gradient_for_a_scalar_loss_is_made_in_the_forward(tmp_path):
    """Early schedule: the logits are computed once; the backward only scales dH and dW."""
    path = _compare(tmp_path)
    chunks = len(chunk_rows(B * T, V, CHUNK))
    fw, bw = ((path / f"{p}.py").read_text() for p in ("forward", "backward"))
    # Per chunk its logits, dH's rows and dW (mm, then addmm), and lin's own addmm.
    assert fw.count("aten.mm.default(") == 2 * chunks + 1 and fw.count("aten.addmm.default(") == chunks
    assert bw.count("aten.mm.default(") + bw.count("aten.addmm.default(") == 2     # lin's two gradients


def test_per_token_losses_recompute_each_chunk_in_the_backward(tmp_path):
    """Late schedule: the caller's per-token gradient is only known in the backward."""
    path = _compare(tmp_path, reduction="none")
    chunks = len(chunk_rows(B * T, V, CHUNK))
    bw = (path / "backward.py").read_text()
    assert bw.count("aten.narrow.default(") == chunks
    assert bw.count("aten.mm.default(") + bw.count("aten.addmm.default(") >= 3 * chunks


def test_the_estimate_sees_no_whole_logits(tmp_path):
    def peak(**options):
        path = aotc.compile("examples/llama.py:Llama", ["i64[2,128]", "i64[2,128]"], output=tmp_path / "p",
                            args={"config": "tiny", "vocab_size": 4096}, **options)
        return read_manifest(path).memory
    fused, unfused = peak(loss_chunk=32), peak(fused_loss=False)
    logits = 2 * 128 * 4096 * 4
    assert fused.peak + 2 * logits < unfused.peak, (fused, unfused)
    assert fused.saved < unfused.saved


def test_chunks_by_the_vocabulary():
    assert chunk_rows(8192, 128256) == [(0, 2048), (2048, 4096), (4096, 6144), (6144, 8192)]
    assert chunk_rows(16, 64) == [(0, 16)]
    assert chunk_rows(10, 64, 4) == [(0, 4), (4, 8), (8, 10)]


def test_cli_flags(tmp_path):
    from click.testing import CliRunner
    from cli.main import main
    spec = "examples/llama.py:Llama"
    args = ["compile", spec, "--arg", "config=tiny", "--shape", "2x16", "--input", "i64[2,16]", "-q"]
    off = CliRunner().invoke(main, args + ["--no-fused-loss", "-o", str(tmp_path / "off")])
    assert off.exit_code == 0, off.output
    assert "_log_softmax" in (tmp_path / "off" / "forward.py").read_text()
    on = CliRunner().invoke(main, args + ["--loss-chunk", "8", "-o", str(tmp_path / "on")])
    assert on.exit_code == 0, on.output
    assert (tmp_path / "on" / "forward.py").read_text().count("aten.amax.default(") == 4


def test_fp8_runs_every_chunk_matmul_scaled(tmp_path):
    """Under --fp8 each chunk's three matmuls (logits, dH's rows, dW's sum) are scaled fp8
    matmuls; loss and gradients stay within fp8's band of bf16 eager."""
    from conftest import load_example, twin
    llama = load_example("llama")
    args = {"config": "tiny", "ffn_hidden": 192}
    path = aotc.compile("examples/llama.py:Llama", ["i64[2,64]", "i64[2,64]"], output=tmp_path / "f", args=args,
                        dtype="bfloat16", fp8="tensorwise", loss_chunk=64)
    fw, bw = ((path / f"{p}.py").read_text() for p in ("forward", "backward"))
    assert fw.count("aten._scaled_mm.default(") == 14 + 2 * 3
    assert "aten.mm.default(" not in fw + bw and "aten.addmm.default(" not in fw + bw
    eager, model = twin(lambda: llama.Llama(**args).to(torch.bfloat16))
    step = aotc.runtime.load(path, model, kernels="off")
    idx, targets = torch.randint(0, 256, (2, 64)), torch.randint(0, 256, (2, 64))
    expected, got = eager(idx, targets), step(idx, targets)
    assert abs(expected.item() - got.item()) <= 1e-2 * expected.item()
    expected.backward()
    got.backward()
    for (name, p), q in zip(eager.named_parameters(), model.parameters()):
        assert ((p.grad.float() - q.grad.float()).norm() / p.grad.float().norm()).item() <= 0.2, name
