"""verify and run give both sides the same random numbers, so models with dropout compare
exactly; run reports the spread of step times."""

from __future__ import annotations

import textwrap

import pytest
import torch
from click.testing import CliRunner

import aotc
from aotc import tools
from aotc.check import check
from cli.main import main

MODEL = textwrap.dedent('''
    import torch
    from torch import nn

    class Dropper(nn.Module):
        def __init__(self):
            super().__init__()
            self.lin = nn.Linear(16, 16)
            self.drop = nn.Dropout(0.3)
            self.out = nn.Linear(16, 4)

        def forward(self, x):
            return self.out(self.drop(torch.relu(self.lin(x))))
''')


@pytest.fixture(scope="module")
def dropout_artifact(tmp_path_factory):
    root = tmp_path_factory.mktemp("dropout")
    (root / "dropper.py").write_text(MODEL)
    return aotc.compile(f"{root / 'dropper.py'}:Dropper", ["f32[8,16]"], output=root / "artifact")


def test_verify_passes_on_a_dropout_model(dropout_artifact):
    report = tools.verify(dropout_artifact, rtol=1e-6, atol=1e-7)
    assert report.ok, [c for c in report.grads if not c.ok]
    assert report.loss.max_abs == 0.0


def test_run_matches_losses_and_prints_the_spread(dropout_artifact):
    result = CliRunner().invoke(main, ["run", str(dropout_artifact), "--steps", "4"])
    assert result.exit_code == 0, result.output
    assert "largest eager/artifact gap 0.00e+00" in result.output
    assert "min .. max" in result.output and ".." in result.output.splitlines()[-1]


class DropoutAttention(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.w = torch.nn.Parameter(torch.randn(32, 32))

    def forward(self, x):
        q = (x @ self.w).view(2, 8, 4, 8).transpose(1, 2)
        return torch.nn.functional.scaled_dot_product_attention(q, q, q, dropout_p=0.2, is_causal=True)


@pytest.mark.parametrize("device", ["cpu", "cuda"])
def test_attention_dropout_records_what_eager_runs_on_the_target(device, tmp_path):
    """Traced on this CPU machine either way: for the CPU, ATen's math attention (plain ops that
    draw the CPU generator as eager does); for CUDA, aotc.sdpa_dropout, whose generator state
    for the backward is declared on the host in a CUDA program, and every op type-checks."""
    path = aotc.compile(DropoutAttention(), ["f32[2,8,32]"], device=device, output=tmp_path / "a")
    forward = (path / "forward.py").read_text()
    if device == "cpu":
        assert "aotc.sdpa" not in forward and "aten.native_dropout" in forward
        return
    line = next(l for l in forward.splitlines() if "= aotc.sdpa_dropout.default(" in l)
    assert "cpu i64[3]" in line and "cuda i64[2]" in line
    assert "aotc.sdpa_dropout_backward.default(" in (path / "backward.py").read_text()
    report = check(path, device="cuda")
    assert next(f for f in report.findings if f.name == "types").ok
