"""Golden artifacts: every reader must load the artifacts each earlier format version wrote
(artifacts/golden/v<N>-*), and train from them as eager does.

When the format changes, add goldens for the new version next to these; never regenerate old
ones. They were written by `thunder-aot compile` (the manifest records the spec and args).
"""

from __future__ import annotations

import warnings

import pytest
import torch

import aotc.runtime
from aotc.format.artifact import read_manifest
from aotc.version import READABLE_FORMATS
from conftest import ROOT, assert_grads_match, lm_loss, load_example, snr_db, twin

GOLDEN = sorted((ROOT / "artifacts" / "golden").glob("v*-*"))


def _ranks(path) -> int:
    """The processes a golden runs on: its tensor- and context-parallel ranks (a pipeline or
    data-parallel golden of one rank per axis runs in this process)."""
    plan = read_manifest(path).sharding
    return plan.mesh.get("tp") * plan.mesh.get("cp") if plan is not None else 1


def _runs_here(path):
    """A golden compiled for CUDA (format 12's: an unchecked sm90 pack) trains only where CUDA is."""
    if read_manifest(path).made.device == "cuda" and not torch.cuda.is_available():
        return pytest.param(path, marks=pytest.mark.skip(reason="a CUDA golden; no CUDA device here"))
    return path


ONE_PROCESS = [_runs_here(p) for p in GOLDEN if _ranks(p) == 1]
SHARDED = [p for p in GOLDEN if _ranks(p) > 1]


def test_every_readable_version_has_a_golden():
    versions = {read_manifest(p).format_version for p in GOLDEN}
    assert versions == set(READABLE_FORMATS)


def _factory(manifest):
    module = load_example(manifest.made.spec.split("/")[-1].split(".")[0])
    factory = getattr(module, manifest.made.spec.split(":")[1])
    frozen = {p.name for p in manifest.params if not p.requires_grad}

    def build(**more):
        m = factory(**manifest.made.args, **more).to(getattr(torch, manifest.made.dtype))
        for name, p in m.named_parameters():
            p.requires_grad_(name not in frozen)
        return m
    return build, frozen


def _packed(manifest) -> bool:
    """A golden of examples/llama_packed.py: token ids and per-document positions."""
    return manifest.made.spec.endswith(":PackedLlama")


@pytest.mark.parametrize("path", ONE_PROCESS, ids=lambda p: p.name)
def test_golden_loads_and_trains_like_eager(path):
    manifest = read_manifest(path)
    build, frozen = _factory(manifest)
    if _packed(manifest):        # eager FlexAttention has no CPU backward: its twin spells the mask out
        return _packed_golden_trains(path, manifest, build)
    eager, model = twin(build)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")   # a golden may come from an older torch: that is the point
        step = aotc.runtime.load(path, model)
    shape = manifest.inputs[0].shape
    steps = 2 if manifest.fp8 is not None and manifest.fp8.history is not None else 1
    for _ in range(steps):           # delayed scaling: the first step measures what the second scales by
        eager.zero_grad(), model.zero_grad()
        if len(manifest.inputs) == 2:    # the model takes its targets and returns the loss
            idx, targets = torch.randint(0, 256, shape), torch.randint(0, 256, shape)
            eager(idx, targets).backward()
            step(idx, targets).backward()
        elif manifest.inputs[0].dtype == "int64":
            idx, targets = torch.randint(0, 256, shape), torch.randint(0, 256, shape)
            lm_loss(_logits(eager(idx)), targets).backward()
            lm_loss(_logits(step(idx)), targets).backward()
        else:
            x, w = torch.randn(shape), torch.randn(8, 10)
            (eager(x) * w).sum().backward()
            (step(x) * w).sum().backward()
    if manifest.fp8 is not None:
        # float8 operands against float32 eager: fp8's error through two layers, a token routed
        # to another expert now and then (12 to 21 dB for the v9 MoE golden's least accurate
        # gradient, batch by batch), where a gradient read wrongly is near 0 dB or below.
        # test_moe_fp8 and test_fp8_delayed check the numerics.
        for name, p in eager.named_parameters():
            if p.grad is not None:
                assert snr_db(p.grad, model.get_parameter(name).grad) >= 6, name
    else:
        assert_grads_match(eager, model)
    assert all(model.get_parameter(n).grad is None for n in frozen)


def _packed_golden_trains(path, manifest, build):
    torch.manual_seed(0)
    eager, model = build(attention="sdpa"), build()
    model.load_state_dict(eager.state_dict())
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        step = aotc.runtime.load(path, model)
    shape = manifest.inputs[0].shape
    positions = load_example("llama_packed").random_positions
    for n in range(2):                   # each step its own document boundaries; gradients accumulate
        g = torch.Generator().manual_seed(n)
        idx, targets = torch.randint(0, 256, shape, generator=g), torch.randint(0, 256, shape, generator=g)
        where = positions(*shape, (3, 12), g)
        lm_loss(_logits(eager(idx, where)), targets).backward()
        lm_loss(_logits(step(idx, where)), targets).backward()
    assert_grads_match(eager, model)


def _sharded_worker(rank, world, path, init_file):
    import faulthandler
    import torch.distributed as dist
    from aotc.runtime.shard import coordinates, local_part
    from conftest import exit_cleanly
    faulthandler.enable(all_threads=True)
    dist.init_process_group("gloo", init_method=f"file://{init_file}", rank=rank, world_size=world)
    try:
        manifest = read_manifest(path)
        build, _ = _factory(manifest)
        eager, model = twin(build)
        step = aotc.runtime.load(path, model)
        (shape,) = [i.shape for i in manifest.inputs]
        torch.manual_seed(1)                 # every rank the same batch: tp ranks share theirs
        idx, targets = torch.randint(0, 256, shape), torch.randint(0, 256, shape)
        lm_loss(_logits(eager(idx)), targets).backward()
        lm_loss(_logits(step(idx)), targets).backward()
        plan, coords = manifest.sharding, coordinates(step.process_groups, manifest.sharding)
        for name, p in eager.named_parameters():
            want = local_part(p.grad, plan.params[name], plan, coords)
            got = model.get_parameter(name).grad
            assert (got - want).abs().max() <= 1e-5 * max(want.abs().max().item(), 1e-12), name
        dist.barrier()
    except BaseException:
        dist.destroy_process_group()
        raise
    exit_cleanly()


@pytest.mark.parametrize("path", SHARDED, ids=lambda p: p.name)
def test_sharded_golden_loads_and_trains_like_eager_on_its_ranks(path, tmp_path):
    """A tensor- or context-parallel golden on as many gloo processes as its plan has tp x cp
    ranks: each rank's gradient is its part (the plan's, block by block where it says so) of eager's."""
    import torch.multiprocessing as mp
    world = _ranks(path)
    mp.spawn(_sharded_worker, args=(world, str(path), str(tmp_path / "init")), nprocs=world)


def _logits(out):
    return out["logits"] if isinstance(out, dict) else out


def test_every_version_has_a_dated_changelog_line():
    """Raising FORMAT_VERSION without saying what changed, and when, fails here."""
    import re
    from aotc.version import FORMAT_VERSION
    text = (ROOT / "artifacts" / "CHANGELOG.md").read_text()
    listed = [int(v) for v in re.findall(r"^\| (\d+) +\| \d{4}-\d{2}-\d{2} \|", text, re.M)]
    assert listed == list(range(1, FORMAT_VERSION + 1))
