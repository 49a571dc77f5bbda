"""verify and run give both sides the same random numbers, so models with dropout compare
exactly; run reports the spread of step times."""

from __future__ import annotations

import textwrap

import pytest
from click.testing import CliRunner

import aotc
from aotc import tools
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
