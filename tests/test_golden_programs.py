"""Every example's compiled programs equal the ones committed in artifacts/golden/programs/:
a change to what the compiler produces must come with `make golden` in the same commit, where
review sees the diff of the readable programs."""

from __future__ import annotations

import pytest

from aotc.tools.diff import diff, gate
from goldens import GOLDEN, GOLDENS, ROOT, compile_golden


@pytest.mark.parametrize("name", sorted(GOLDENS))
def test_programs_match_the_golden(name, tmp_path, monkeypatch):
    monkeypatch.chdir(ROOT)
    fresh = compile_golden(name, tmp_path / name)
    d = diff(GOLDEN / name, fresh)
    changed = [f"{c.section}: {c.item}: {c.before} -> {c.after}" for c in d.changes
               if c.section not in ("manifest",) or c.item not in ("compiler version", "torch version")]
    assert not gate(d, ["ops:any", "kernels:any", "saved-bytes:any", "peak-memory:any"]) and not changed, (
        f"the compiled programs of {name} changed; if that is intended, run `make golden` and commit "
        f"artifacts/golden/programs/:\n" + "\n".join(changed))
