"""The model zoo: every family the compiler is held to, in one registry (`FAMILIES`), and one
differential runner (`zoo.runner`). Tests are generated over the records (tests/test_zoo.py);
the GPU numerics (`pytest -m gpu tests/test_zoo.py`) and timings (bench/zoo.py) read the same
records at real widths."""

from __future__ import annotations

from zoo import hf, hf_classic, hf_enc, hf_lm, others
from zoo.family import Family

FAMILIES: dict[str, Family] = {}
for _module in (hf, hf_enc, hf_lm, hf_classic, others):
    for _family in _module.FAMILIES:
        assert _family.name not in FAMILIES, f"two zoo families named {_family.name}"
        FAMILIES[_family.name] = _family
