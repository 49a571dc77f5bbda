"""The model zoo on the CPU: every family in tests/zoo compiled once at its tiny width, its
kernels built, then trained against eager under each check of the differential runner.
`pytest -m gpu tests/test_zoo.py` runs the same records at real widths in bfloat16 on a GPU."""

from __future__ import annotations

import pytest
import torch

from zoo import FAMILIES
from zoo.runner import CHECKS, checks_for, prepare

CASES = [(name, check) for name, family in FAMILIES.items() for check in checks_for(family)]


@pytest.fixture(scope="session")
def zoo_prepared(tmp_path_factory):
    """Each family compiled and built once per session, the first time a test asks for it."""
    cache: dict = {}

    def get(name: str):
        if name not in cache:
            cache[name] = prepare(FAMILIES[name], tmp_path_factory.mktemp(f"zoo-{name}"))
        return cache[name]
    return get


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(FAMILIES))
def test_zoo_family_builds_its_kernels(name, zoo_prepared):
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
    prepared = prepare(family, tmp_path, width="real", device="cuda", dtype=torch.bfloat16, frozen=False)
    for report in prepared.packs:
        print(f"{name}: {report}")
    batch = tuple(x.cuda() for x in family.batch("real", torch.Generator().manual_seed(2)))
    row = agreement(family, prepared.artifact, batch)
    assert row["agrees"] is not False, f"{name}: {row}"
