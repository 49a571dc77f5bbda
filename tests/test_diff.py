"""`thunder-aot diff`: known edits report exactly those changes; recompiling, or renaming locals
and comments in the model's source, reports none; the gate's exit codes."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

import aotc
from aotc.tools.diff import Change, diff, gate
from aotc.format.artifact import read_artifact
from cli.main import main
from conftest import ROOT

MLP = "examples/mlp.py:MLP"
MODEL_SOURCE = '''
import torch
from torch import nn

class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.a = nn.Linear(16, 32)
        self.b = nn.Linear(32, 16)

    def forward(self, x):
        {body}
'''
BODY_A = "h = torch.relu(self.a(x))\n        return self.b(h) * 2"
BODY_B = "# the same computation, other names\n        hidden_units = torch.relu(self.a(x))  # first layer\n        return self.b(hidden_units) * 2"
BODY_GELU = "h = torch.nn.functional.gelu(self.a(x))\n        return self.b(h) * 2"


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    root = tmp_path_factory.mktemp("diff")
    cache = {}

    def get(name, spec=MLP, inputs=("f32[8,32]",), **options):
        if name not in cache:
            cache[name] = aotc.compile(spec, list(inputs), output=root / name, **options)
        return cache[name]

    def source(name, body):
        path = root / f"{name}.py"
        path.write_text(MODEL_SOURCE.replace("{body}", body))
        return get(name, spec=f"{path}:Net", inputs=("f32[4,16]",))
    get.source = source
    return get


def _invoke(*args):
    return CliRunner().invoke(main, ["diff", *map(str, args)])


def test_recompiling_the_same_model_is_no_change(built):
    d = diff(built("base"), built("again", args={}))
    assert d.changes == () and gate(d, ["ops:any", "kernels:any", "peak-memory:+0"]) == []
    result = _invoke(built("base"), built("again", args={}), "--fail-on", "ops:any")
    assert result.exit_code == 0 and "no change" in result.output


def test_renamed_locals_and_comments_are_no_program_change(built):
    d = diff(built.source("src_a", BODY_A), built.source("src_b", BODY_B))
    assert not d.programs_changed and gate(d, ["ops:any"]) == []
    assert {c.item for c in d.changes} <= {"model"}      # only the spec's file name differs


def test_another_activation_names_the_ops(built):
    d = diff(built.source("src_a", BODY_A), built.source("gelu", BODY_GELU))
    items = {(c.section, c.item) for c in d.changes}
    assert ("forward", "aten.gelu.default") in items and ("forward", "aten.relu.default") in items
    assert ("backward", "aten.gelu_backward.default") in items
    assert gate(d, ["ops:any"]) != []


def test_one_more_layer(built):
    d = diff(built("base"), built("deeper", args={"layers": 3}))
    by_item = {c.item: c for c in d.changes}
    assert by_item["hidden.2.weight"].before is None and by_item["hidden.2.weight"].after is not None
    assert by_item["aten.addmm.default"].after == by_item["aten.addmm.default"].before + 1
    assert d.metrics["saved_bytes"][1] > d.metrics["saved_bytes"][0]
    assert gate(d, ["saved-bytes:+5%"]) and not gate(d, ["saved-bytes:+1000%"])
    assert not gate(d, ["collectives:+0"])


def test_another_dtype_changes_the_ops_not_their_counts(built):
    d = diff(built("base"), built("half", dtype="float16", inputs=("f16[8,32]",)))
    assert any(c.item == "dtype" for c in d.changes)
    ops = [c for c in d.changes if c.section == "forward" and c.item.startswith("aten.")]
    assert ops and all(" -> cpu " in c.item for c in ops)      # same counts, other result types
    assert gate(d, ["ops:any"]) != []


def test_a_frozen_parameter(built):
    d = diff(built("base"), built("frozen", freeze=("hidden.0.*",)))
    by_item = {c.item: c for c in d.changes}
    assert by_item["hidden.0.weight"].after.endswith("frozen")
    assert any(c.section == "backward" and c.after < c.before for c in d.changes if isinstance(c.after, int))


def test_another_shape(built):
    d = diff(built("base"), built("batch16", inputs=("f32[16,32]",)))
    assert {c.item for c in d.changes if c.section in ("manifest", "entries")} == {"step"}
    assert d.programs_changed


def test_exit_codes_and_json(built, tmp_path):
    a, b = built("base"), built("deeper", args={"layers": 3})
    met = _invoke(a, b, "--fail-on", "ops:any", "--fail-on", "peak-memory:+1000%")
    assert met.exit_code == 1 and "fail-on met: ops:any" in met.output and "peak-memory" not in met.output.split("fail-on")[-1]
    assert _invoke(a, b, "--fail-on", "peak-memory:+1000%").exit_code == 0
    assert _invoke(a, b, "--fail-on", "ops:maybe").exit_code == 2
    assert _invoke(a, tmp_path / "missing").exit_code == 2
    doc = json.loads(_invoke(a, b, "--json").output)
    assert set(doc) == {"a", "b", "changes", "metrics", "programs_changed", "fail_on_met"}
    assert all(set(c) == {"section", "item", "before", "after", "modules"} for c in doc["changes"])
    assert set(doc["metrics"]["ops"]) == {"before", "after"}


def test_changes_name_their_modules(built):
    """Each op knows the module that traced it: the readable program shows it, the diff names it."""
    base, frozen = built("base"), built("frozen", freeze=("hidden.0.*",))
    assert "# hidden.0 (Linear)" in (base / "forward.py").read_text()
    d = diff(base, frozen)
    mm = next(c for c in d.changes if c.section == "backward" and c.item == "aten.mm.default")
    # hidden.0's weight gradient, and hidden.1's input gradient that only it needed
    assert mm.modules == ("hidden.0", "hidden.1")


def _validate(doc, schema, where="$"):
    """The subset of JSON Schema that artifacts/diff.schema.json uses."""
    kinds = schema.get("type")
    if kinds is not None:
        names = {"object": dict, "array": list, "string": str, "boolean": bool, "null": type(None)}
        allowed = kinds if isinstance(kinds, list) else [kinds]
        ok = any(isinstance(doc, int) and not isinstance(doc, bool) if k == "integer" else isinstance(doc, names[k])
                 for k in allowed)
        assert ok, f"{where}: {doc!r} is not {kinds}"
    if isinstance(doc, dict):
        for key in schema.get("required", []):
            assert key in doc, f"{where}: {key!r} missing"
        props = schema.get("properties", {})
        for key, value in doc.items():
            if key in props:
                _validate(value, props[key], f"{where}.{key}")
            elif isinstance(schema.get("additionalProperties"), dict):
                _validate(value, schema["additionalProperties"], f"{where}.{key}")
            else:
                assert schema.get("additionalProperties", True) is not False, f"{where}: unexpected {key!r}"
    if isinstance(doc, list) and "items" in schema:
        for i, item in enumerate(doc):
            _validate(item, schema["items"], f"{where}[{i}]")


def test_json_output_follows_the_documented_schema(built):
    schema = json.loads((ROOT / "artifacts" / "diff.schema.json").read_text())
    a, b = built("base"), built("deeper", args={"layers": 3})
    doc = json.loads(_invoke(a, b, "--json", "--fail-on", "ops:any").output)
    _validate(doc, schema)
    assert doc["changes"] and [m.split(":")[:2] for m in doc["fail_on_met"]] == [["ops", "any"]]
    same = json.loads(_invoke(a, a, "--json").output)
    _validate(same, schema)
    assert same["changes"] == [] and not same["programs_changed"]
    # The validator can fail: a document missing a field is refused.
    with pytest.raises(AssertionError, match="missing"):
        _validate({k: v for k, v in doc.items() if k != "metrics"}, schema)



def test_ops_record_the_source_line_the_same_on_every_machine(tmp_path):
    """Each op records the model's line that called it, relative to the model's directory, so
    the same model compiled from two places writes the same bytes."""
    import shutil
    paths = []
    for where in ("a/deep/er", "b"):
        folder = tmp_path / where
        folder.mkdir(parents=True)
        shutil.copy(ROOT / "examples" / "mlp.py", folder / "mlp.py")
        paths.append(aotc.compile(f"{folder / 'mlp.py'}:MLP", ["f32[8,32]"], output=tmp_path / f"out-{len(paths)}"))
    for name in ("forward.msgpack", "backward.msgpack", "forward.py"):
        assert (paths[0] / name).read_bytes() == (paths[1] / name).read_bytes(), name
    _, programs = read_artifact(paths[0])
    source = (ROOT / "examples" / "mlp.py").read_text().splitlines()
    lines = {op.name: op.source for op in programs["forward"].flat_ops() if op.source}
    gelu = lines["aten.gelu.default"]
    assert gelu.startswith("mlp.py:") and "F.gelu(" in source[int(gelu.split(":")[1]) - 1]
    assert "self.norm(x)" in source[int(lines["aten.native_layer_norm.default"].split(":")[1]) - 1]
    # Backward ops carry their forward op's line.
    assert any(op.source == gelu for op in programs["backward"].flat_ops() if "gelu_backward" in op.name)


def test_an_inference_artifact_records_provenance_too(tmp_path):
    path = aotc.compile(str(ROOT / "examples" / "mlp.py") + ":MLP", ["f32[8,32]"], inference=True,
                        output=tmp_path / "a")
    _, programs = read_artifact(path)
    ops = list(programs["forward"].flat_ops())
    assert all(op.module and op.source.startswith("mlp.py:") for op in ops), [(op.name, op.module) for op in ops]


def test_the_fp8_recipe_is_part_of_the_manifest(built):
    rows16 = ("f32[16,32]",)          # fp8 matmuls need every dimension a multiple of 16
    d = diff(built("base16", inputs=rows16), built("fp8", inputs=rows16, fp8="rowwise"))
    assert [c for c in d.changes if c.item == "fp8"] == [
        Change("manifest", "fp8", None, {"recipe": "rowwise", "skip": []})]
    assert d.programs_changed
