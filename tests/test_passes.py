"""The pass protocol: the runner verifies and type-checks every pass, names a failing pass and
the passes before it, refuses a pipeline whose order breaks what a pass needs, and dumps."""

from __future__ import annotations

from dataclasses import replace

import pytest
import torch
from click.testing import CliRunner

import aotc.pass_list as pass_list_module
from aotc.frontend.capture import capture
from aotc.frontend.importer import build_model, resolve_spec
from aotc.ir import Program, TensorType, Value
from aotc.meta import TypeChecker
from aotc.model_info import InputInfo
from aotc.ops import OpRegistry
from aotc.options import CompileOptions
from aotc.passes.fp8 import Fp8
from aotc.pass_list import pass_list
from aotc.planner.plan import pass_names
from aotc.session import Session
from aotc.passes.runner import Pass, PassFailure, PassOrderError, Scope, check_order, run
from aotc.passes.shard import Sharding
from aotc.sharding import data_parallel
from cli.main import main as cli_main
from conftest import ROOT

MLP = str(ROOT / "examples" / "mlp.py") + ":MLP"
LLAMA = str(ROOT / "examples" / "llama.py") + ":Llama"
OPTIONS = CompileOptions(inputs=(InputInfo("float32", (8, 32)),))


def _captured(dtype: str | None = None, inputs=OPTIONS.inputs):
    model = build_model(resolve_spec(MLP), {}, dtype=dtype, spec=MLP)
    return capture(model, inputs, training=True).program


def _drop_first_op(program: Program) -> Program:
    """A broken pass: removes an op whose result is read."""
    return program.replace(ops=program.ops[1:])


def _wrong_type(program: Program) -> Program:
    """A broken pass whose program still verifies: one result recorded with the wrong shape."""
    op = next(o for o in program.ops if o.name == "aten.mm.default")
    t = op.outputs[0].type
    bad = Value(TensorType(t.dtype, (t.shape[0] + 1,) + t.shape[1:], t.stride, t.device))
    mapping = {op.outputs[0]: bad}
    ops = tuple(o.with_outputs((bad,)) if o is op else o.replace_inputs(mapping) for o in program.ops)
    return program.replace(ops=ops, outputs=tuple(mapping.get(v, v) for v in program.outputs))


def _with_pass_after(passes: list[Pass], after: str, bad: Pass) -> list[Pass]:
    at = [p.name for p in passes].index(after) + 1
    return passes[:at] + [bad] + passes[at:]


def test_a_pass_that_breaks_the_program_is_named_with_the_passes_before_it():
    registry = OpRegistry()
    passes = _with_pass_after(pass_list(OPTIONS, Session(registry=registry)), "fold_views", Pass("breaks_it", Scope.JOINT, _drop_first_op))
    with pytest.raises(PassFailure) as e:
        run(_captured(), passes, Session(registry=registry, check_types=False))
    text = str(e.value)
    assert "pass 'breaks_it' failed after passes [merge_tied, freeze, strip_identities, fold_views]" in text
    assert "not defined before it" in text and "-->" in text       # the verifier's report, pointing at the op


def test_types_are_checked_after_every_pass_when_asked():
    registry = OpRegistry()
    passes = _with_pass_after(pass_list(OPTIONS, Session(registry=registry)), "cse", Pass("mistypes", Scope.JOINT, _wrong_type))
    run(_captured(), passes, Session(registry=registry, check_types=False))   # the structure is fine: no type check, no failure
    with pytest.raises(PassFailure, match=r"'mistypes'.*records a result of float32\[9, "):
        run(_captured(), passes, Session(registry=registry, check_types=True))


def test_a_pair_pass_is_verified_as_a_pair():
    registry = OpRegistry()

    def swap_saved(forward, backward):
        """Each program is valid alone; together, the backward reads the saved values swapped."""
        saved = [i for i, p in enumerate(backward.input_ports) if p.kind == "saved"]
        i, j = next((a, b) for a in saved for b in saved if backward.inputs[a].type != backward.inputs[b].type)
        inputs = list(backward.inputs)
        inputs[i], inputs[j] = inputs[j], inputs[i]
        return forward, backward.replace(inputs=tuple(inputs))

    passes = _with_pass_after(pass_list(OPTIONS, Session(registry=registry)), "split", Pass("swaps_saved_values", Scope.PAIR, swap_saved))
    with pytest.raises(PassFailure, match="'swaps_saved_values'.*or their types differ"):
        run(_captured(), passes, Session(registry=registry, check_types=False))


def test_a_pass_that_raises_is_reported_as_the_compilers_defect(monkeypatch, tmp_path):
    """Through the command line: exit 1, 'internal error', the pass named; not a user error."""
    real = pass_list_module.pass_list

    def with_crash(*args, **kwargs):
        def crash(program):
            raise KeyError("a bug")
        return _with_pass_after(real(*args, **kwargs), "dce", Pass("crashes", Scope.JOINT, crash))

    monkeypatch.setattr(pass_list_module, "pass_list", with_crash)
    result = CliRunner().invoke(cli_main, ["compile", MLP, "--input", "f32[8,32]", "-o", str(tmp_path / "a")])
    assert result.exit_code == 1, result.output
    assert "internal error: PassFailure: pass 'crashes' failed after passes [merge_tied" in result.output
    assert "KeyError" in result.output and "bug in thunder-aot" in result.output
    assert not (tmp_path / "a").exists()


def test_an_order_that_breaks_a_need_is_refused_before_anything_runs():
    registry = OpRegistry()
    plan = Sharding(data_parallel("fsdp-zero2", 2, 0.0, [("w", "float32", (4, 4))]))
    fp8 = Fp8("tensorwise")
    good = pass_list(OPTIONS, Session(registry=registry))[:1] + plan.passes(Scope.JOINT, registry)
    check_order(good)
    # fp8 reads weights by their parameter's name: after shard they are gathered copies.
    with pytest.raises(PassOrderError, match="'fp8_linears' needs 'parameters are whole', but shard broke it"):
        check_order(good + fp8.passes(Scope.JOINT, registry))
    with pytest.raises(PassOrderError, match="'shard' needs 'one input per tied parameter'"):
        check_order(plan.passes(Scope.JOINT, registry))
    fuse = Pass("fuse", Scope.PROGRAM, lambda p: p, breaks=frozenset(plan.final))
    with pytest.raises(PassOrderError, match="must end with 'collectives stand where they run', but fuse breaks it"):
        check_order(good + plan.passes(Scope.PROGRAM, registry) + [fuse], final=plan.final)


def test_the_pipeline_lists_features_passes_in_their_places():
    names = pass_names(replace(OPTIONS, fp8="tensorwise", shard="fsdp-zero3", world_size=2))
    assert names == ["merge_tied", "freeze", "strip_identities", "fold_views", "weight_grad_layout", "causal_masks",
                     "document_masks", "native_gqa", "stack_slice_grads", "cse", "dce", "retarget", "fuse_linear_cross_entropy", "fp8_linears", "cse", "shard", "mask_bias", "rematerialize",
                     "split", "regather_in_backward", "hoist_weight_casts", "fp8_gathers", "own_grads", "fuse", "fuse_flex", "dce",
                     "schedule_offload", "schedule_collectives"]
    assert pass_names(replace(OPTIONS, inference=True)) == [
        "merge_tied", "freeze", "strip_identities", "fold_views", "weight_grad_layout", "causal_masks", "document_masks",
        "native_gqa", "stack_slice_grads", "cse", "dce", "retarget", "mask_bias", "fuse", "fuse_flex", "dce"]
    assert "document_masks" not in pass_names(replace(OPTIONS, document_attention=False))


def test_dump_after_writes_the_programs_after_that_pass(tmp_path):
    result = CliRunner().invoke(cli_main, ["compile", LLAMA, "--arg", "config=tiny", "--shape", "2x64",
                                           "--dump-after", "split", "--dump-after", "dce", "-o", str(tmp_path / "a")])
    assert result.exit_code == 0, result.output
    dumps = sorted(f.name for f in (tmp_path / "a.passes").iterdir())
    assert dumps == ["10-dce.joint.py", "15-split.backward.py", "15-split.forward.py",
                     "19-dce.backward.py", "19-dce.forward.py"], dumps
    text = (tmp_path / "a.passes" / "15-split.forward.py").read_text()
    assert text.startswith("def forward(") and "region" not in text      # before fusion
    assert "# region" in (tmp_path / "a.passes" / "19-dce.forward.py").read_text()
    refused = CliRunner().invoke(cli_main, ["compile", LLAMA, "--arg", "config=tiny", "--shape", "2x64",
                                            "--dump-after", "fusion", "-o", str(tmp_path / "b")])
    assert refused.exit_code == 2
    assert "--dump-after 'fusion' names no pass of this compile; its passes are merge_tied, freeze" in refused.output


def test_the_captured_programs_own_type_discrepancies_are_not_a_pass_failure():
    """torch's fake and meta kernels can disagree on a captured op (CPU layer norm in float16
    records float16 statistics, meta makes float32): the runner holds passes to what they change."""
    registry = OpRegistry()
    options = replace(OPTIONS, dtype="float16", inputs=(InputInfo("float16", (8, 32)),))
    captured = _captured("float16", options.inputs)
    assert TypeChecker(registry).problems(captured)           # the discrepancy is there ...
    run(captured, pass_list(options, Session(registry=registry)), Session(registry=registry, check_types=True))   # ... and no pass is blamed


def test_each_pass_has_a_summary_of_what_it_establishes():
    registry = OpRegistry()
    options = replace(OPTIONS, fp8="tensorwise", shard="fsdp-zero3", world_size=2)
    for p in pass_list(options, Session(registry=registry)):
        assert p.summary.startswith("After "), (p.name, p.summary)



class _NormThenLinear(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.norm = torch.nn.LayerNorm(16)
        self.proj = torch.nn.Linear(16, 16)

    def forward(self, x):
        return self.proj(self.norm(x))


def test_a_half_precision_layer_norm_for_cuda_keeps_float32_statistics(tmp_path):
    """The CPU keeps a bfloat16 layer norm's mean and rstd in bfloat16, CUDA in float32: a
    program traced on the CPU for CUDA must say float32, or every fused kernel of the norm's
    backward is checked against (and rejected for) statistics of the wrong type."""
    import aotc
    from aotc.format.artifact import read_artifact
    path = aotc.compile(_NormThenLinear(), ["bf16[2,8,16]"], output=tmp_path / "a", device="cuda",
                        dtype="bfloat16", fusion=False)
    _, programs = read_artifact(path)
    stats = [v.type.dtype for p in programs.values() for op in p.flat_ops()
             if op.name.startswith("aten.native_layer_norm.") for v in op.outputs[1:] if v is not None]
    assert stats and set(stats) == {"float32"}, stats
    reads = [a.type.dtype for p in programs.values() for op in p.flat_ops()
             if op.name.startswith("aten.native_layer_norm_backward") for a in op.args[3:5]]
    assert reads and set(reads) == {"float32"}, reads
