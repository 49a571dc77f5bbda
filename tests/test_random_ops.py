"""verify and run give both sides the same random numbers, so models with dropout compare
exactly; run reports the spread of step times."""

from __future__ import annotations

import textwrap

import pytest
import torch
from click.testing import CliRunner

import aotc
from aotc import tools
from aotc.tools.check import check
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
    def __init__(self, head: int = 8, learned: bool = False):
        super().__init__()
        self.head = head
        self.w = torch.nn.Parameter(torch.randn(32, 4 * head))
        self.bias = torch.nn.Parameter(torch.zeros(4, 8, 8)) if learned else None

    def forward(self, x):
        q = (x @ self.w).view(2, 8, 4, self.head).transpose(1, 2)
        mask = None if self.bias is None else self.bias * 2    # computed: no view of the parameter
        return torch.nn.functional.scaled_dot_product_attention(q, q, q, attn_mask=mask, dropout_p=0.2)


def _attention_line(path) -> str:
    return next((l for l in (path / "forward.py").read_text().splitlines() if "= aotc.sdpa" in l), "")


@pytest.mark.parametrize("device", ["cpu", "cuda"])
def test_attention_dropout_records_what_eager_runs_on_the_target(device, tmp_path):
    """Traced on this CPU machine either way: for the CPU, ATen's math attention (plain ops that
    draw the CPU generator as eager does); for CUDA, aotc.sdpa_dropout, whose generator state
    for the backward is declared on the host in a CUDA program, and every op type-checks."""
    path = aotc.compile(DropoutAttention(), ["f32[2,8,32]"], device=device, output=tmp_path / "a")
    if device == "cpu":
        assert not _attention_line(path) and "aten.native_dropout" in (path / "forward.py").read_text()
        return
    line = _attention_line(path)
    assert "aotc.sdpa_dropout.default(" in line and "cpu i64[3]" in line and "cuda i64[2]" in line
    assert "aotc.sdpa_dropout_backward.default(" in (path / "backward.py").read_text()
    report = check(path, device="cuda")
    assert next(f for f in report.findings if f.name == "types").ok


def test_cuda_attention_records_whether_a_computed_mask_needs_its_gradient(tmp_path):
    """The programs run without autograd, so the mask cannot say at run time that it needs a
    gradient: capture records it (the op's last argument)."""
    path = aotc.compile(DropoutAttention(learned=True), ["f32[2,8,32]"], device="cuda", output=tmp_path / "a")
    assert _attention_line(path).split("#")[0].rstrip().endswith(", True)")


def test_cuda_attention_no_fused_kernel_takes_runs_as_math(tmp_path):
    """A head size of 6 is one no fused CUDA kernel takes: eager runs math attention, so does
    the artifact."""
    path = aotc.compile(DropoutAttention(head=6), ["f32[2,8,32]"], device="cuda", output=tmp_path / "a")
    assert not _attention_line(path) and "aten.native_dropout" in (path / "forward.py").read_text()
