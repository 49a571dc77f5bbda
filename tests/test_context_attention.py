"""Context parallelism's causal attention (aotc.customops.context_attention): each rank's blocks
are exactly the causal scores of its two chunks, as many for every rank, and the blocks' merged
results and gradients are attention's own, rank by rank. The plans that run it on real
processes are tests/test_mesh.py's cp and cp-tp; the GPU's kernels, tests/test_mesh.py -m gpu."""

from __future__ import annotations

import pytest
import torch

from aotc.customops.attention import attention_backward, attention_forward
from aotc.customops.context_attention import blocks, context_backward, context_forward


def _rows(n: int, r: int, c: int) -> torch.Tensor:
    """Rank r's positions under the balanced split: chunks r and 2n-1-r."""
    return torch.cat([torch.arange(r * c, (r + 1) * c), torch.arange((2 * n - 1 - r) * c, (2 * n - r) * c)])


@pytest.mark.parametrize("n", [1, 2, 3, 4, 8])
def test_blocks_cover_each_ranks_causal_scores_once_and_share_the_work(n):
    c = 3
    causal = torch.ones(2 * n * c, 2 * n * c, dtype=torch.int64).tril()
    counts = []
    for r in range(n):
        rows = _rows(n, r, c)
        seen = torch.zeros(2 * c, 2 * n * c, dtype=torch.int64)
        for (qa, qb), (ka, kb), is_causal in blocks(n, r, c):
            if is_causal:      # the local chunks against themselves, in position order
                local = torch.ones(2 * c, 2 * c, dtype=torch.int64).tril()
                seen[:, rows] += local
            else:
                seen[qa:qb, ka:kb] += 1
        assert torch.equal(seen, causal[rows]), r
        counts.append(int(seen.sum()))
    # every rank the same number of scores: 1/n of the whole sequence's causal ones, to the diagonal
    assert len(set(counts)) == 1 and counts[0] == 2 * c * c * (n - 1) + c * (2 * c + 1)


def _reference(q, k, v, g):
    """Causal attention over the whole sequence in float64, key and value heads repeated."""
    groups = q.shape[1] // k.shape[1]
    kk, vv = (x.double().repeat_interleave(groups, 1) for x in (k, v))
    out, lse = attention_forward(q.double(), kk, vv, None, True, None, "math")
    dq, dk, dv = attention_backward(g.double(), q.double(), kk, vv, None, out, lse.double(), True, None, "math")
    fold = (lambda x: x.view(x.shape[0], k.shape[1], groups, *x.shape[2:]).sum(2))
    return out, lse, dq, fold(dk), fold(dv)


@pytest.mark.parametrize("backend,dtype,tol", [("cpu", torch.float32, 1e-5), ("math", torch.float32, 1e-5),
                                               ("cpu", torch.bfloat16, 3e-2)])
@pytest.mark.parametrize("n", [2, 4])
def test_each_ranks_blocks_merge_to_attention_over_the_whole_sequence(n, backend, dtype, tol):
    torch.manual_seed(n)
    c, b, h, hk, d = 8, 2, 4, 2, 16       # grouped-query: 2 query heads per key and value head
    q, g = (torch.randn(b, h, 2 * n * c, d, dtype=dtype) for _ in range(2))
    k, v = (torch.randn(b, hk, 2 * n * c, d, dtype=dtype) for _ in range(2))
    out, lse, dq, dk, dv = _reference(q, k, v, g)
    dk_sum, dv_sum = torch.zeros_like(dk), torch.zeros_like(dv)
    for r in range(n):
        rows = _rows(n, r, c)
        o, l = context_forward(q[:, :, rows], k, v, None, n, r, backend)
        assert o.dtype == dtype and l.dtype == torch.float32 and o.shape == q[:, :, rows].shape
        assert (o.double() - out[:, :, rows]).abs().max() <= tol * out.abs().max(), r
        assert (l.double() - lse[:, :, rows]).abs().max() <= tol * lse.abs().max(), r
        a, bk, bv = context_backward(g[:, :, rows], q[:, :, rows], k, v, o, l, None, n, r, backend)
        assert (a.double() - dq[:, :, rows]).abs().max() <= tol * dq.abs().max(), r
        dk_sum += bk.double()       # each rank's share of every key's gradient: the program reduce-scatters them
        dv_sum += bv.double()
    assert (dk_sum - dk).abs().max() <= tol * dk.abs().max()
    assert (dv_sum - dv).abs().max() <= tol * dv.abs().max()


def test_queries_that_are_not_two_chunks_of_the_keys_are_refused():
    q, k = torch.randn(1, 2, 6, 8), torch.randn(1, 2, 16, 8)
    with pytest.raises(ValueError, match="not two of the 4 chunks"):
        context_forward(q, k, k, None, 2, 0, "cpu")


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA device")
@pytest.mark.parametrize("backend", ["cudnn", "flash", "efficient"])
def test_cuda_kernels_merge_their_blocks_like_attention(backend):
    """Each CUDA kernel's blocks, merged by their log-sum-exps, and its backward handed the
    merged out and lse: as attention over the whole sequence, within bfloat16's error."""
    torch.manual_seed(0)
    n, c, b, h, hk, d = 4, 128, 1, 8, 2, 128
    q, g = (torch.randn(b, h, 2 * n * c, d, dtype=torch.bfloat16, device="cuda") for _ in range(2))
    k, v = (torch.randn(b, hk, 2 * n * c, d, dtype=torch.bfloat16, device="cuda") for _ in range(2))
    out, lse, dq, dk, dv = _reference(q, k, v, g)
    dk_sum, dv_sum = torch.zeros_like(dk), torch.zeros_like(dv)
    for r in range(n):
        rows = _rows(n, r, c).cuda()
        o, l = context_forward(q[:, :, rows], k, v, None, n, r, backend)
        assert (o.double() - out[:, :, rows]).abs().max() <= 3e-2 * out.abs().max(), r
        assert (l.double() - lse[:, :, rows]).abs().max() <= 1e-2, r
        a, bk, bv = context_backward(g[:, :, rows], q[:, :, rows], k, v, o, l, None, n, r, backend)
        assert (a.double() - dq[:, :, rows]).abs().max() <= 3e-2 * dq.abs().max(), r
        dk_sum += bk.double()
        dv_sum += bv.double()
    assert (dk_sum - dk).abs().max() <= 3e-2 * dk.abs().max()
    assert (dv_sum - dv).abs().max() <= 3e-2 * dv.abs().max()


def test_a_format_13_manifest_holding_cp_attention_is_refused(tmp_path):
    import shutil

    import msgpack

    from aotc.format.artifact import ArtifactError, read_artifact
    from aotc.ops import OpRegistry
    from aotc.runtime import check_programs
    from conftest import ROOT
    art = shutil.copytree(ROOT / "artifacts" / "golden" / "v14-llama-tiny-cp2", tmp_path / "a")
    data = msgpack.unpackb((art / "manifest.msgpack").read_bytes())
    data["format_version"] = 13
    (art / "manifest.msgpack").write_bytes(msgpack.packb(data))
    manifest, programs = read_artifact(art)
    with pytest.raises(ArtifactError, match=r"context parallelism's attention .* came with format 14, in a format-13"):
        check_programs(art, manifest, programs, OpRegistry())


def test_check_says_what_runs_cp_attention():
    from aotc.tools.check import check
    from conftest import ROOT
    report = check(ROOT / "artifacts" / "golden" / "v14-llama-tiny-cp2", device="cpu", world_size=2)
    (found,) = [f for f in report.findings if f.name == "attention"]
    assert report.ok and "cp_attention" in found.detail and "in blocks of this rank's causal scores" in found.detail


def test_the_attention_pack_times_the_blocks_an_average_rank_runs():
    """cp's attention is timed as its causal block on the rank's two chunks and one unmasked
    block of the scores every rank's other blocks hold (aotc.executors.attention_choice)."""
    from aotc.executors.attention_choice import attention_calls
    from aotc.format.artifact import read_artifact
    from aotc.ops import OpRegistry
    from conftest import ROOT
    manifest, programs = read_artifact(ROOT / "artifacts" / "golden" / "v14-llama-tiny-cp2")
    calls = attention_calls(programs.values(), OpRegistry())
    assert sum(calls.values()) == 2 * 2          # two layers, two blocks each (the backward is not timed apart)
    (causal,) = [c for c in calls if c[4]]
    (rest,) = [c for c in calls if not c[4]]
    q, k = causal[0].shape, causal[1].shape
    assert k[2] == q[2] and rest[1].shape[2] == q[2] // 2     # 2c keys causal; c (n - 1) = c at n = 2
    assert causal[3] is None and rest[3] is None
