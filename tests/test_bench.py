"""bench/step.py and bench/longest.py run end to end on a tiny model (the GPU runs are the
user's; nothing here measures or asserts a time)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from conftest import ROOT

pytestmark = pytest.mark.slow


def test_step_runs_the_whole_step_variants(tmp_path):
    out = subprocess.run([sys.executable, str(ROOT / "bench/step.py"), "--device", "cpu", "--steps", "1",
                          "--warmup", "0",
                          "--variants", "eager,artifact-optimizer",
                          "--out", str(tmp_path / "a"), "--json", str(tmp_path / "r.json")],
                         capture_output=True, text=True, cwd=ROOT / "bench", timeout=600)
    assert out.returncode == 0, out.stderr[-3000:]
    report = json.loads((tmp_path / "r.json").read_text())
    assert [r["variant"] for r in report["rows"] if "failed" not in r] == ["eager", "artifact-optimizer"]
    losses = {r["variant"]: r["first_loss"] for r in report["rows"]}
    assert abs(losses["artifact-optimizer"] - losses["eager"]) < 1e-4


def test_longest_prepares_and_tries_the_artifact(tmp_path):
    common = [sys.executable, str(ROOT / "bench/longest.py"), "--device", "cpu", "--lo", "64", "--hi", "64",
              "--step", "64", "--budget", "0.003", "--out", str(tmp_path / "a")]
    prepared = subprocess.run(common + ["--prepare"], capture_output=True, text=True, cwd=ROOT / "bench", timeout=600)
    assert prepared.returncode == 0, prepared.stderr[-3000:]
    ran = subprocess.run(common + ["--variants", "artifact-offload", "--json", str(tmp_path / "r.json")],
                         capture_output=True, text=True, cwd=ROOT / "bench", timeout=600)
    assert ran.returncode == 0, ran.stderr[-3000:]
    assert json.loads((tmp_path / "r.json").read_text())["results"]["artifact-offload"]["longest"] == 64


def test_rank_compute_times_one_rank_of_each_mesh(tmp_path):
    """A tp=2 artifact's rank 0 runs alone under PyTorch's fake process group, and each stage of
    a pp=2 artifact alone on random boundary activations, next to the whole step."""
    import aotc
    paths = {}
    for label, mesh in (("whole", ()), ("tp2", (("tp", 2),)), ("pp2", (("pp", 2),))):
        paths[label] = aotc.compile(str(ROOT / "examples/llama.py") + ":Llama", ["i64[1,32]"], args={"config": "tiny"},
                                    mesh=mesh, output=tmp_path / label)
    out = subprocess.run([sys.executable, str(ROOT / "bench/rank_compute.py"), "--device", "cpu", "--shape", "1x32",
                          "--steps", "1", "--warmup", "0", "--json", str(tmp_path / "r.json"),
                          *sum((["--artifact", f"{k}={v}"] for k, v in paths.items()), [])],
                         capture_output=True, text=True, cwd=ROOT / "bench", timeout=600)
    assert out.returncode == 0, out.stderr[-3000:]
    rows = json.loads((tmp_path / "r.json").read_text())["rows"]
    assert [(r["label"], r["mesh"], r["ranks"]) for r in rows] == [
        ("whole", {}, 1), ("tp2", {"tp": 2}, 2), ("pp2 stage 0", {"pp": 2}, 2), ("pp2 stage 1", {"pp": 2}, 2)]
    assert all(r["median_ms"] > 0 for r in rows)


def test_what_the_multi_gpu_benches_hand_their_ranks_parses_under_torchrun(monkeypatch):
    """bench/ep.py and bench/mesh.py start their ranks with torchrun, whose own parser sees the
    script's arguments too and refuses any that abbreviates one of its options (--nproc of
    --nproc-per-node): the job then prints only torchrun's usage."""
    from torch.distributed.run import get_args_parser
    # Put back after the test: bench/ first on the path would make bench/zoo.py the `zoo` that
    # processes spawned by later tests import, in place of tests/zoo/.
    monkeypatch.syspath_prepend(str(ROOT / "bench"))
    import ep
    import mesh
    given = ep.parse(["run", "--nproc", "2", "--dir", "x"])
    mine = mesh.parse(["--nproc", "2", "--profile", "p"])
    for script, args in ((ROOT / "bench/ep.py", ep.rank_args(given, "ep2")),
                         (ROOT / "bench/mesh.py", mesh.rank_args(mine, "dtensor-tp", "artifacts/x"))):
        parsed = get_args_parser().parse_args(["--standalone", "--nproc-per-node=2", str(script), *args])
        assert parsed.training_script_args == args
    assert ep.parse(ep.rank_args(given, "ep2")).nproc == 2


def test_the_profile_finds_where_collectives_ran_alone(monkeypatch):
    """bench/report.py's exposed stretches: a collective's time with no other kernel beside it,
    cut where compute runs, merged where collectives touch, placed in its tenth of the step
    between the compute kernels around it."""
    monkeypatch.syspath_prepend(str(ROOT / "bench"))
    import report
    kernels = [("nvjet_gemm", 0.0, 100.0), ("ncclDevKernel_AllGather_RING_LL", 50.0, 180.0),
               ("ncclDevKernel_AllReduce_Sum_f32", 170.0, 190.0), ("triton_poi_norm", 200.0, 250.0),
               ("ncclDevKernel_ReduceScatter_Sum_bf16", 240.0, 300.0), ("nvjet_gemm", 310.0, 1000.0)]
    out = report._exposed(kernels)
    assert [(s["at_ms"], s["us"], s["after"], s["before"]) for s in out["stretches"]] == [
        (0.1, 90.0, "nvjet_gemm", "triton_poi_norm"), (0.25, 50.0, "triton_poi_norm", "nvjet_gemm")]
    assert out["stretches"][0]["collectives"] == ["ncclDevKernel_AllGather_RING_LL", "ncclDevKernel_AllReduce_Sum_f32"]
    assert out["count"] == 2 and sum(out["by_tenth_ms"]) == pytest.approx(0.14)
    assert out["by_tenth_ms"][1] == pytest.approx(0.09) and out["by_tenth_ms"][2] == pytest.approx(0.05)


def test_doc_attention_packs_rows_as_it_says(monkeypatch):
    """bench/doc_attention.py's packings fill each row exactly, every document but the row's
    last within the asked lengths; its timings need a GPU."""
    import torch
    monkeypatch.syspath_prepend(str(ROOT / "bench"))
    import doc_attention
    a = doc_attention.parse([])
    assert (a.tokens, a.heads, a.docs) == (8192, "32,8", "512,4096")
    gen = torch.Generator().manual_seed(0)
    for _ in range(20):
        lengths = doc_attention.packing(8192, 512, 4096, gen)
        assert sum(lengths) == 8192 and all(512 <= n <= 4096 for n in lengths[:-1]) and 0 < lengths[-1] <= 4096
