"""The model zoo on the CPU: every family in tests/zoo compiled once at its tiny width, then
trained against eager under each check of the differential runner.
`pytest -m gpu tests/test_zoo.py` runs the same records at real widths in bfloat16 on a GPU.

Building a family's CPU kernels costs 30-250 s on two cores with a cold Inductor cache, so
`make test` builds them for the families in BUILT, chosen so that every kind of region the zoo
has is built and checked once (a MoE router's gather and grouped matmuls, latent attention, a
state-space scan, layer norms and convolutions, dropout, FlexAttention with sinks, an
encoder-decoder, LoRA); the other families run their programs op by op. `--zoo-kernels all`
builds every family's (the GPU tier always does)."""

from __future__ import annotations

import pytest
import torch

from zoo import FAMILIES
from zoo.runner import CHECKS, checks_for, prepare

CASES = [(name, check) for name, family in FAMILIES.items() for check in checks_for(family)]
BUILT = frozenset({"hf-llama3", "hf-qwen3-moe", "hf-deepseek-v3", "hf-bamba", "hf-vit", "hf-gpt2-dropout",
                   "titan-gpt-oss", "hf-whisper", "peft-lora-llama"})


def _builds(config, name: str) -> bool:
    return config.getoption("--zoo-kernels") == "all" or name in BUILT


@pytest.fixture(scope="session")
def zoo_prepared(tmp_path_factory, pytestconfig):
    """Each family compiled (and built, `_builds`) once per session, the first time a test asks."""
    cache: dict = {}

    def get(name: str):
        if name not in cache:
            cache[name] = prepare(FAMILIES[name], tmp_path_factory.mktemp(f"zoo-{name}"),
                                  kernels=_builds(pytestconfig, name))
        return cache[name]
    return get


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(FAMILIES))
def test_zoo_family_builds_its_kernels(name, zoo_prepared, pytestconfig):
    if not _builds(pytestconfig, name):
        pytest.skip("make test builds kernels for the families in BUILT; --zoo-kernels all builds this one")
    prepared = zoo_prepared(name)
    assert prepared.packs, f"{name}: build-kernels made no pack"
    for report in prepared.packs:
        assert not hasattr(report, "why"), f"{name}: {report.executor} built no pack: {report.why}"
        assert report.built > 0 or report.regions == 0, f"{name}: no region of {report.executor} built: {report.skipped}"


@pytest.mark.slow
@pytest.mark.parametrize("name,check", CASES)
def test_zoo(name, check, zoo_prepared):
    problems = CHECKS[check](zoo_prepared(name))
    assert not problems, f"{name} / {check}:\n" + "\n".join(problems[:15])


def test_the_families_built_in_make_test_exist():
    assert BUILT <= set(FAMILIES), sorted(BUILT - set(FAMILIES))


def test_every_family_says_what_it_exercises_and_why_it_skips():
    for name, family in FAMILIES.items():
        assert family.exercises, name
        for check, why in family.skips.items():
            assert check in CHECKS and len(why) > 20, (name, check, why)


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA device")
@pytest.mark.parametrize("name", sorted(FAMILIES))
def test_zoo_real_width_agrees_on_the_gpu(name, tmp_path):
    """The family at its real width in bfloat16: compiled for CUDA, kernels built here, one
    step's loss and gradients as close to float32 eager as bfloat16 eager's are."""
    from zoo.runner import agreement
    family = FAMILIES[name]
    try:
        prepared = prepare(family, tmp_path, width="real", device="cuda", dtype=torch.bfloat16, frozen=False)
    except ImportError as e:
        # The model's own library may not import under this machine's torch (torchtitan 0.3.0
        # needs torch.distributed.fsdp.DataParallelMeshDims, which torch 2.11 lacks).
        if "aotc" in str(e.name or ""):
            raise
        pytest.skip(f"{name}: its model does not import here: {e}")
    for report in prepared.packs:
        print(f"{name}: {report}")
    batch = tuple(x.cuda() for x in family.batch("real", torch.Generator().manual_seed(2)))
    row = agreement(family, prepared.artifact, batch)
    assert row["agrees"] is not False, f"{name}: {row}"
