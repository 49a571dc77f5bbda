"""Autocast follows the target device. Capture traces on the CPU; for a CUDA target the
model's autocast is CUDA's (aotc.frontend.cuda_autocast), checked here against torch's own
CUDA autocast kernels run on fake CUDA tensors, which a CPU-only torch can make."""

from __future__ import annotations

import difflib

import torch
import torch.nn.functional as F
from torch import nn
from torch._subclasses.fake_tensor import FakeTensorMode
from torch.utils._python_dispatch import TorchDispatchMode
from torch.utils._pytree import tree_leaves

import aotc
from aotc.frontend.autocast import target_autocast
from aotc.frontend.cuda_autocast import cuda_ops, cuda_policy, registered


def test_the_policy_covers_every_op_torch_gives_a_cuda_autocast_kernel():
    assert set(cuda_ops()) == registered("AutocastCUDA")


class _Record(TorchDispatchMode):
    """Each op that reaches the tensors, with its inputs' and outputs' dtypes."""

    def __init__(self):
        super().__init__()
        self.ops = []

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        out = func(*args, **(kwargs or {}))
        if not str(func).startswith("prim."):
            dtypes = [[str(t.dtype) for t in tree_leaves(x) if isinstance(t, torch.Tensor)] for x in ((args, kwargs), out)]
            self.ops.append(f"{func} {dtypes[0]} -> {dtypes[1]}")
        return out


def _body(x, w, b, g):
    """One op or more of each policy: low precision, float32, float32 with an optional dtype,
    the norm overloads, promotion; and a region autocast is turned off in."""
    with torch.autocast("cuda", dtype=torch.bfloat16):
        h = F.linear(x, w, b)
        h = torch.rms_norm(F.layer_norm(h, (16,), g), (16,))
        p = torch.softmax(h, -1) * h.exp() + h.pow(2) - torch.log1p(h.abs())
        s = p.sum(-1) + torch.addcmul(h, p, h.float()).mean(-1) + p.cumsum(-1).amax(-1)
        q = torch.log_softmax(torch.bmm(h.unsqueeze(0), w.t().unsqueeze(0)), -1)
        with torch.autocast("cuda", enabled=False):
            r = h.float() @ w.t().float()
        return s, q, r, torch.norm(h, dim=-1), torch.logsumexp(h, -1)


def _ops(device: str) -> list[str]:
    with FakeTensorMode():
        x, w, b, g = (torch.empty(*s, device=device) for s in ((4, 16), (16, 16), (16,), (16,)))
        record = _Record()
        if device == "cpu":
            with target_autocast("cuda"), record:
                _body(x, w, b, g)
            return record.ops
        # torch's own CUDA autocast: a CPU-only torch switches autocast("cuda") off at
        # construction, so set its state the way autocast's __enter__ and __exit__ do.
        init = torch.amp.autocast_mode.autocast.__init__

        def enabled_anyway(self, device_type, dtype=None, enabled=True, cache_enabled=None):
            self.device, self._enabled, self._cache_enabled = device_type, enabled, True
            self.fast_dtype = dtype or torch.get_autocast_dtype(device_type)
        torch.amp.autocast_mode.autocast.__init__ = enabled_anyway
        try:
            with record:
                _body(x, w, b, g)
        finally:
            torch.amp.autocast_mode.autocast.__init__ = init
    return [op.replace("cuda", "cpu") for op in record.ops]


def test_a_cpu_trace_casts_as_cuda_autocast_does():
    cuda, cpu = _ops("cuda"), _ops("cpu")
    assert any("float32" in op for op in cuda if op.startswith("aten._softmax"))
    assert cpu == cuda, "\n".join(difflib.unified_diff(cuda, cpu, "torch's CUDA autocast", "the CPU trace", lineterm=""))


def test_the_cpu_policy_is_back_after_a_cuda_capture():
    x = torch.randn(4, 4)

    def casts():
        with torch.autocast("cpu", dtype=torch.bfloat16):
            return (x @ x).dtype, torch.exp(x.bfloat16()).dtype
    assert casts() == (torch.bfloat16, torch.bfloat16)
    with cuda_policy():
        assert casts() == (torch.bfloat16, torch.float32)     # CUDA's runs exp in float32
    assert casts() == (torch.bfloat16, torch.bfloat16)


class _Block(nn.Module):
    """A pre-norm block under autocast with float32 rotary-like math inside autocast(enabled=False),
    the device named from the tensors as model code names it."""

    def __init__(self, d=32):
        super().__init__()
        self.norm, self.up, self.down = nn.LayerNorm(d), nn.Linear(d, 4 * d), nn.Linear(4 * d, d)
        self.freqs = nn.Parameter(torch.randn(d))

    def forward(self, x):
        with torch.autocast(x.device.type, dtype=torch.bfloat16):
            with torch.autocast(x.device.type, enabled=False):
                angle = x.float() * self.freqs.float()
            h = self.down(F.gelu(self.up(self.norm(x + angle.cos()))))
            return torch.softmax(h, -1).sum(-1)


def test_a_cuda_target_records_cuda_autocast(tmp_path):
    path = aotc.compile(_Block(), ["f32[4,8,32]"], output=tmp_path / "a", device="cuda")
    text = (path / "forward.py").read_text()
    matmuls = [line for line in text.splitlines() if "aten.addmm" in line]
    assert len(matmuls) == 2 and all("cuda bf16[" in line for line in matmuls)
    (softmax,) = [line for line in text.splitlines() if "aten._softmax" in line]
    assert "cuda f32[" in softmax                    # CUDA autocast's float32 list; the CPU's keeps bf16
    assert "layer_norm" in text and "bf16" not in text[text.index("layer_norm") - 80: text.index("layer_norm")]
    cpu = aotc.compile(_Block(), ["f32[4,8,32]"], output=tmp_path / "b")
    (softmax,) = [line for line in (cpu / "forward.py").read_text().splitlines() if "aten._softmax" in line]
    assert "bf16[" in softmax
