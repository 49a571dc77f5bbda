"""The thunder-aot command line end to end: real compiles of the example models into tmp_path,
then inspect, verify and run on them, through click's test runner (so exit codes, stdout and
stderr are the ones a user sees)."""

import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

import aotc.tools
from cli.main import main
from aotc.version import PLAIN_FORMAT
from cli.params import literal

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
# Absolute specs, so the manifest's recipe works whatever directory verify runs from.
LLAMA = f"{EXAMPLES / 'llama.py'}:Llama"
GPT2 = f"{EXAMPLES / 'gpt2.py'}:GPT2"
MLP = f"{EXAMPLES / 'mlp.py'}:MLP"


def invoke(*args):
    return CliRunner().invoke(main, [str(a) for a in args])


def compile_ok(*args):
    result = invoke("compile", *args)
    assert result.exit_code == 0, result.output
    return result


@pytest.fixture(scope="module")
def llama(tmp_path_factory):
    """The tiny Llama compiled once for the module: (artifact dir, compile's result)."""
    out = tmp_path_factory.mktemp("artifacts") / "llama-tiny"
    return out, compile_ok(LLAMA, "--arg", "config=tiny", "--shape", "2x16", "-o", out)


@pytest.fixture(scope="module")
def mlp(tmp_path_factory):
    out = tmp_path_factory.mktemp("artifacts") / "mlp"
    compile_ok(MLP, "--arg", "hidden=48", "--input", "f32[4,32]", "-o", out)
    return out


# ------------------------------------------------------------------------------------- compile

def test_compile_prints_each_stage_then_a_summary(llama):
    out, result = llama
    lines = result.stdout.splitlines()
    assert lines[0].startswith("compiling ") and "config='tiny'" in lines[0] and "int64[2, 16]" in lines[0]
    assert [line.split()[0] for line in lines[1:5]] == ["import", "capture", "passes", "write"]
    summary = "\n".join(lines[5:])
    assert "forward" in summary and "backward" in summary and "ops" in summary
    assert "saved for backward" in summary and "tensors" in summary and "activations" in summary
    assert f"in {out}" in summary
    assert (out / "manifest.msgpack").is_file()
    assert result.stderr == ""


def test_compile_default_output_and_quiet(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = invoke("compile", MLP, "--input", "f32[4,32]", "-q")
    assert result.exit_code == 0, result.output
    assert result.stdout.strip() == str(Path("artifacts") / "mlp")
    assert (tmp_path / "artifacts/mlp/manifest.msgpack").is_file()


@pytest.mark.parametrize("spec, message", [
    (f"{EXAMPLES / 'missing.py'}:Model", "no such file"),
    (f"{EXAMPLES / 'llama.py'}:Lama", "has no attribute 'Lama'"),
    ("examples/llama.py", "must be path/file.py:Attr"),
])
def test_compile_bad_spec_exits_2_with_the_reason(spec, message):
    result = invoke("compile", spec, "--shape", "2x8")
    assert result.exit_code == 2
    assert message in result.stderr and "Traceback" not in result.stderr


def test_compile_bad_model_argument_exits_2():
    result = invoke("compile", LLAMA, "--arg", "config=huge", "--shape", "2x8")
    assert result.exit_code == 2
    assert "unknown Llama config 'huge'" in result.stderr


@pytest.mark.parametrize("flags, message", [
    (["--input", "f33[2,3]"], "unknown dtype 'f33'"),
    (["--input", "f32(2,3)"], "DTYPE[D0,D1,...]"),
    (["--shape", "2by8"], "not of the form BxT"),
    (["--shape", "2x8", "--arg", "config"], "not KEY=VALUE"),
    ([], "no example inputs"),
    # --pp-split is --pp-cut-at's earlier spelling: still read, into the same option.
    (["--shape", "2x8", "--pp-split", "layers.1"], "--pp-stages and --pp-cut-at cut the step into pipeline stages"),
    (["--shape", "2x8", "--pp-split", "layers.1", "--pp-cut-at", "layers.1"], "earlier spelling: give one"),
])
def test_compile_bad_flags_exit_2(flags, message):
    result = invoke("compile", LLAMA, "--arg", "config=tiny", *flags)
    assert result.exit_code == 2
    assert message in result.stderr


def test_compile_freeze_glob_matching_nothing_exits_2(tmp_path):
    result = invoke("compile", LLAMA, "--arg", "config=tiny", "--shape", "2x8", "--freeze", "nothing.*",
                    "-o", tmp_path / "out")
    assert result.exit_code == 2
    assert "--freeze 'nothing.*' matches no parameter" in result.stderr
    assert not (tmp_path / "out").exists()


def test_arg_values_are_literals_else_strings():
    assert literal("4") == 4
    assert literal("1e-6") == 1e-6
    assert literal("tiny") == "tiny"
    assert literal("'tiny'") == "tiny"
    assert literal("[1, 2]") == [1, 2]
    assert literal("True") is True


# ------------------------------------------------------------------------------------- inspect

def test_inspect_text(llama):
    out, _ = llama
    result = invoke("inspect", out)
    assert result.exit_code == 0, result.output
    text = result.stdout
    for expected in (f"format {PLAIN_FORMAT}", "thunder-aot", "config='tiny'", "float32 on cpu, training",
                     "int64[2, 16]", "float32[2, 16, 256]", "21 tensors", "tok_embeddings.weight",
                     "rope.cos", "aten.mm.default", "saved for backward", "--all"):
        assert expected in text, expected
    every = invoke("inspect", out, "--all").stdout
    assert "output.weight" in every and "--all" not in every


def test_inspect_json_has_the_same_facts(llama):
    out, _ = llama
    result = invoke("inspect", out, "--json")
    assert result.exit_code == 0, result.output
    doc = json.loads(result.stdout)
    assert doc["made"]["args"] == {"config": "tiny"} and doc["made"]["training"] is True
    assert doc["inputs"] == [{"dtype": "int64", "shape": [2, 16]}]
    params = doc["parameters"]
    assert params["count"] == len(params["tensors"]) == 21 and params["frozen"] == 0
    assert params["bytes"] == 4 * params["elements"]
    assert set(doc["programs"]) == {"forward", "backward"}
    for program in doc["programs"].values():
        assert sum(program["op_counts"].values()) == program["ops"]
    assert doc["saved_for_backward"]["count"] > 0
    assert doc["artifact_bytes"] == sum(doc["files"].values())


def test_inspect_bad_artifact_exits_2(llama, tmp_path):
    result = invoke("inspect", tmp_path / "nothing-here")
    assert result.exit_code == 2 and "no such artifact directory" in result.stderr
    broken = tmp_path / "broken"
    shutil.copytree(llama[0], broken)
    data = bytearray((broken / "forward.msgpack").read_bytes())
    data[-1] ^= 0xFF
    (broken / "forward.msgpack").write_bytes(bytes(data))
    result = invoke("inspect", broken)
    assert result.exit_code == 2 and "does not match the hash" in result.stderr


def test_internal_errors_exit_1_with_a_traceback(llama, monkeypatch):
    def broken(path):
        raise RuntimeError("boom")

    monkeypatch.setattr(aotc.tools, "describe", broken)
    result = invoke("inspect", llama[0])
    assert result.exit_code == 1
    assert "internal error: RuntimeError: boom" in result.stderr and "Traceback" in result.stderr


# -------------------------------------------------------------------------------------- verify

def test_verify_tiny_llama_passes(llama):
    result = invoke("verify", llama[0])
    assert result.exit_code == 0, result.output
    assert "cross-entropy" in result.stdout
    assert "gradients of 21 parameters (0 frozen)" in result.stdout
    assert result.stdout.rstrip().splitlines()[-1].startswith("OK:")


def test_verify_gpt2_with_a_frozen_parameter_passes(tmp_path):
    out = tmp_path / "gpt2"
    compile_ok(GPT2, "--arg", "config=tiny", "--arg", "n_layers=1", "--shape", "2x16",
               "--freeze", "wpe.*", "-o", out)
    result = invoke("verify", out, "--top", "0")
    assert result.exit_code == 0, result.output
    assert "(1 frozen)" in result.stdout
    assert "frozen: no grad on either side" in result.stdout


@pytest.mark.parametrize("inputs", [(), ("--input", "i64[2,16]")], ids=["logits", "loss-inside"])
def test_verify_and_run_pipeline_stages(inputs, tmp_path):
    """Stages with no collectives run chained in one process, with the schedule's loss or with
    the loss in the last stage (the model called with its targets)."""
    out = tmp_path / "pp2"
    compile_ok(LLAMA, "--arg", "config=tiny", "--arg", "n_layers=2", "--shape", "2x16", *inputs, "--mesh", "pp=2",
               "-o", out)
    result = invoke("verify", out)
    assert result.exit_code == 0, result.output
    assert result.stdout.rstrip().splitlines()[-1].startswith("OK:")
    result = invoke("run", out, "--steps", "2")
    assert result.exit_code == 0, result.output


def test_verify_mlp_passes(mlp):
    result = invoke("verify", mlp)
    assert result.exit_code == 0, result.output
    assert "sum of (output * fixed random weight)" in result.stdout


def test_verify_fails_when_the_rebuilt_model_computes_something_else(llama):
    # norm_eps changes no parameter, so the model binds, but the artifact has 1e-5 baked in.
    result = invoke("verify", llama[0], "--arg", "norm_eps=0.1")
    assert result.exit_code == 1, result.output
    assert "FAIL" in result.stdout and result.stdout.rstrip().splitlines()[-1].startswith("FAIL:")


def test_verify_model_that_does_not_match_exits_2(llama):
    result = invoke("verify", llama[0], "--arg", "n_layers=3")
    assert result.exit_code == 2
    assert "does not match" in result.stderr and "layers.2." in result.stderr


def test_verify_inference_artifact_compares_outputs_only(tmp_path):
    out = tmp_path / "mlp-inference"
    compile_ok(MLP, "--input", "f32[4,32]", "--inference", "-o", out)
    result = invoke("verify", out)
    assert result.exit_code == 0, result.output
    assert "no gradients to compare" in result.stdout
    refused = invoke("run", out, "--steps", "2")
    assert refused.exit_code == 2 and "inference artifact" in refused.stderr


# ----------------------------------------------------------------------------------------- run

def test_run_prints_both_loss_curves_and_step_times(llama):
    result = invoke("run", llama[0], "--steps", "3", "--lr", "1e-2")
    assert result.exit_code == 0, result.output
    rows = [line.split() for line in result.stdout.splitlines() if line.split()[:1] in (["1"], ["2"], ["3"])]
    assert [int(r[0]) for r in rows] == [1, 2, 3]
    eager, artifact = [float(r[1]) for r in rows], [float(r[2]) for r in rows]
    assert eager == pytest.approx(artifact, rel=1e-5)
    assert eager[-1] < eager[0]            # one fixed batch: the loss falls
    assert "eager/artifact" in result.stdout and "median of steps 2..3" in result.stdout


def test_verify_calls_no_factory_named_only_by_the_manifest(tmp_path):
    """A manifest's spec can be edited without breaking a hash: verify builds a model from it
    only when it names an nn.Module class; anything else needs an explicit --spec."""
    import msgpack
    from click.testing import CliRunner
    from cli.main import main
    art = tmp_path / "mlp"
    assert CliRunner().invoke(main, ["compile", "examples/mlp.py:MLP", "--input", "f32[8,32]", "-o", str(art),
                                     "-q"]).exit_code == 0
    data = msgpack.unpackb((art / "manifest.msgpack").read_bytes())
    marker = tmp_path / "ran.txt"
    data["made"]["spec"] = "pathlib:Path.touch"
    data["made"]["args"] = {"self": str(marker)}
    (art / "manifest.msgpack").write_bytes(msgpack.packb(data))
    result = CliRunner().invoke(main, ["verify", str(art)])
    assert result.exit_code == 2 and "not a torch.nn.Module class" in result.output
    assert not marker.exists()


def test_verify_calls_a_factory_the_user_names_even_as_the_manifest_spells_it(tmp_path):
    """A model made by a factory function: verify refuses the manifest's spec alone, and builds
    it when --spec names it, whether or not the string is the one the manifest records."""
    from click.testing import CliRunner
    from cli.main import main
    (tmp_path / "made.py").write_text(
        "import torch\n"
        "def make():\n"
        "    return torch.nn.Sequential(torch.nn.Linear(8, 8), torch.nn.ReLU(), torch.nn.Linear(8, 2))\n")
    spec, art = f"{tmp_path / 'made.py'}:make", tmp_path / "a"
    assert CliRunner().invoke(main, ["compile", spec, "--input", "f32[4,8]", "-o", str(art), "-q"]).exit_code == 0
    refused = CliRunner().invoke(main, ["verify", str(art)])
    assert refused.exit_code == 2 and "pass --spec" in refused.output, refused.output
    named = CliRunner().invoke(main, ["verify", str(art), "--spec", spec])
    assert named.exit_code == 0 and "internal error" not in named.output, named.output


def test_verify_draws_positions_from_0_for_an_input_named_so(tmp_path):
    """An integer input bound to a forward parameter named for positions indexes a position
    table: verify draws each row 0, 1, ..., not token ids (which run past the table)."""
    from click.testing import CliRunner
    from cli.main import main
    (tmp_path / "pos.py").write_text(
        "import torch\n"
        "class Pos(torch.nn.Module):\n"
        "    def __init__(self):\n"
        "        super().__init__()\n"
        "        self.tok, self.pos = torch.nn.Embedding(100, 8), torch.nn.Embedding(16, 8)\n"
        "        self.head = torch.nn.Linear(8, 100)\n"
        "    def forward(self, idx, position_ids):\n"
        "        return self.head(self.tok(idx) + self.pos(position_ids))\n")
    art = tmp_path / "a"
    assert CliRunner().invoke(main, ["compile", f"{tmp_path / 'pos.py'}:Pos", "--shape", "2x16", "--input", "i64[2,16]",
                                     "-o", str(art), "-q"]).exit_code == 0
    result = CliRunner().invoke(main, ["verify", str(art)])
    assert result.exit_code == 0 and "OK:" in result.output, result.output


def test_verify_and_run_compare_a_model_that_returns_a_dataclass(tmp_path):
    """A forward returning a dataclass torch's pytree does not know: verify and run score both
    models on its tensor fields (eager's result was an opaque leaf, and verify crashed)."""
    from click.testing import CliRunner
    from cli.main import main
    (tmp_path / "dc.py").write_text(
        "import dataclasses, torch\n"
        "@dataclasses.dataclass\n"
        "class Out:\n"
        "    logits: torch.Tensor\n"
        "    aux: torch.Tensor\n"
        "class DC(torch.nn.Module):\n"
        "    def __init__(self):\n"
        "        super().__init__()\n"
        "        self.lin = torch.nn.Linear(8, 8)\n"
        "    def forward(self, x):\n"
        "        y = self.lin(x)\n"
        "        return Out(y, y.pow(2).mean())\n")
    art = tmp_path / "a"
    assert CliRunner().invoke(main, ["compile", f"{tmp_path / 'dc.py'}:DC", "--input", "f32[2,8]", "-o", str(art),
                                     "-q"]).exit_code == 0
    verified = CliRunner().invoke(main, ["verify", str(art)])
    assert verified.exit_code == 0 and "OK: loss, 2 output(s)" in verified.output, verified.output
    ran = CliRunner().invoke(main, ["run", str(art), "--steps", "2"])
    assert ran.exit_code == 0 and "internal error" not in ran.output, ran.output


def test_a_model_returning_a_tuple_subclass_exits_2(tmp_path):
    """An output structure an artifact cannot record (a tuple subclass that is not a named
    tuple) is the model's limit, not a crash."""
    from click.testing import CliRunner
    from cli.main import main
    (tmp_path / "nt.py").write_text(
        "import torch\n"
        "class Out(tuple):\n"
        "    def __new__(cls, *xs):\n"
        "        return super().__new__(cls, xs)\n"
        "class NT(torch.nn.Module):\n"
        "    def __init__(self):\n"
        "        super().__init__()\n"
        "        self.lin = torch.nn.Linear(4, 4)\n"
        "    def forward(self, x):\n"
        "        y = self.lin(x)\n"
        "        return Out(y, y * 2)\n")
    result = CliRunner().invoke(main, ["compile", f"{tmp_path / 'nt.py'}:NT", "--input", "f32[2,4]",
                                       "-o", str(tmp_path / "a")])
    assert result.exit_code == 2, result.output
    assert "forward returns a Out (a subclass of tuple)" in result.output and "internal error" not in result.output


MODEL_ERRORS = '''
import torch
from torch import nn

class BadInit(nn.Module):
    def __init__(self):
        super().__init__()
        raise RuntimeError("constructor failed")

class Interrupted(nn.Module):
    def __init__(self):
        super().__init__()
        raise KeyboardInterrupt
'''


@pytest.fixture
def model_file(tmp_path, monkeypatch):
    (tmp_path / "models.py").write_text(MODEL_ERRORS)
    monkeypatch.chdir(tmp_path)
    return "models.py"   # no leading ./: a plain relative path works


def test_a_model_that_raises_is_the_models_error_with_its_traceback(model_file):
    result = invoke("compile", f"{model_file}:BadInit", "--input", "f32[2,4]", "-o", "out")
    assert result.exit_code == 2, result.output
    assert "the model raised while it was built (RuntimeError: constructor failed)" in result.output
    assert 'models.py", line 8, in __init__' in result.output
    assert "bug in thunder-aot" not in result.output


def test_ctrl_c_exits_130(model_file):
    result = invoke("compile", f"{model_file}:Interrupted", "--input", "f32[2,4]", "-o", "out")
    assert result.exit_code == 130, result.output


def test_zero_size_input_is_refused():
    result = invoke("compile", MLP, "--input", "f32[0,32]", "-o", "x")
    assert result.exit_code == 2 and "dimension of size 0" in result.output


def test_foreign_output_directory_is_refused_before_capture(tmp_path):
    (tmp_path / "mine").mkdir()
    (tmp_path / "mine" / "notes.txt").write_text("mine")
    result = invoke("compile", MLP, "--input", "f32[8,32]",
                    "-o", str(tmp_path / "mine"))
    assert result.exit_code == 2 and "is not an artifact directory" in result.output
    assert "capture" not in result.output           # refused before any work
    assert (tmp_path / "mine" / "notes.txt").read_text() == "mine"


def test_compile_warns_when_activations_dwarf_the_parameters(tmp_path):
    result = invoke("compile", MLP, "--input", "f32[3000000,32]",
                    "-o", str(tmp_path / "big"))
    assert result.exit_code == 0, result.output
    assert "warning: the forward saves" in result.output and "activation checkpointing" in result.output


def test_every_error_class_has_its_own_code_and_a_row_in_the_docs():
    import re

    from aotc.errors import AotcError

    def subclasses(cls):
        for sub in cls.__subclasses__():
            yield sub
            yield from subclasses(sub)

    codes = {cls.__name__: cls.code for cls in subclasses(AotcError)}
    assert len(set(codes.values())) == len(codes) and all(re.fullmatch(r"AOTC-E\d{3}", c) for c in codes.values())
    errors = (EXAMPLES.parent / "docs" / "cli.md").read_text().partition("\n## Errors\n")[2]
    table = dict((name, code) for code, name in re.findall(r"^\| (AOTC-E\d{3}) \| `(\w+)` \|", errors, re.M))
    assert table == codes


def test_a_refused_artifact_prints_its_code_and_exits_2(tmp_path):
    (tmp_path / "notes").mkdir()
    result = invoke("inspect", tmp_path / "notes")
    assert result.exit_code == 2 and result.stderr.startswith("error AOTC-E200: ")


def test_an_output_the_machine_refuses_is_the_users_situation():
    # /proc takes no new files, not even from root.
    result = invoke("compile", MLP, "--input", "f32[8,32]", "-o", "/proc/thunder-aot-test")
    assert result.exit_code == 2 and "error AOTC-E500: " in result.stderr and "Traceback" not in result.stderr


def test_compile_flags_are_the_options_fields_with_their_defaults():
    """Each compile flag sets one CompileOptions field and takes that field's default; --executor
    offers every executor the default registry holds."""
    import dataclasses

    from aotc.executors.registry import default_executors
    from aotc.options import EXECUTORS, CompileOptions
    from cli.compile_options import FLAGS

    assert EXECUTORS == tuple(e.name for e in default_executors())
    fields = {f.name: f for f in dataclasses.fields(CompileOptions)}
    params = {p.name: p for p in main.commands["compile"].params}
    for flag in FLAGS:
        assert flag.field in fields and flag.field in params, flag.field
        if not params[flag.field].multiple and flag.default != ():    # a repeated flag's default is ()
            assert params[flag.field].default == flag.default, flag.field
    assert tuple(params["executors"].type.choices) == EXECUTORS


def test_an_earlier_flag_spelling_is_read_but_not_shown():
    shown = invoke("compile", "--help").output
    assert "--pp-cut-at" in shown and "--pp-split" not in shown


def test_compile_takes_any_registered_executor_in_the_order_given(tmp_path):
    from aotc.format.artifact import read_manifest

    out = tmp_path / "mlp"
    compile_ok(MLP, "--input", "f32[8,32]", "--executor", "flex", "--executor", "inductor", "-q", "-o", out)
    assert "inductor" in read_manifest(out).executors
