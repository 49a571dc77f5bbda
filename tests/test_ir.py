"""The IR, its printer, verifier and serialization, and each pass's before/after."""

from __future__ import annotations

import pytest

from aotc.format.serde import FormatError, program_from_bytes, program_to_bytes
from aotc.ir import Device, Dtype, Op, Port, Program, TensorType, Value
from aotc.ops import OpRegistry
from aotc.passes.cse import cse
from aotc.passes.dce import dce
from aotc.passes.freeze import freeze
from aotc.passes.retarget import retarget
from aotc.passes.simplify import strip_identities
from aotc.memory import saved_bytes
from aotc.passes.split import split
from aotc.printer import render
from aotc.verifier import VerifyError, verify

REG = OpRegistry()
F32 = TensorType("float32", (4, 4), (4, 1), "cpu")


def val(t: TensorType = F32) -> Value:
    return Value(t)


def joint_example():
    """grad w of sum(x @ w) style program: out = mm(x, w); grad_w = mm(t(x), tangent)."""
    w, x, g = val(), val(), val()
    out, xt, gw, dead, dup = val(), val(), val(), val(), val()
    ops = (
        Op("aten.mm.default", (x, w), (), (out,)),
        Op("aten.t.default", (x,), (), (xt,)),
        Op("aten.t.default", (x,), (), (dup,)),           # CSE merges it into xt
        Op("aten.relu.default", (out,), (), (dead,)),      # nobody reads it: DCE drops it
        Op("aten.mm.default", (dup, g), (), (gw,)),
    )
    return Program("joint", (w, x, g), (Port("param", "w"), Port("input", "0"), Port("tangent", "0")),
                   ops, (out, gw), (Port("output", "0"), Port("grad", "w")))


EXPECTED_JOINT = """\
def joint(t0, t1, t2):
    # t0: cpu f32[4, 4]  param w
    # t1: cpu f32[4, 4]  input 0
    # t2: cpu f32[4, 4]  tangent 0
    t3 = aten.mm.default(t1, t0)  # t3: cpu f32[4, 4]
    t4 = aten.t.default(t1)  # t4: cpu f32[4, 4]
    t5 = aten.t.default(t1)  # t5: cpu f32[4, 4]
    t6 = aten.relu.default(t3)  # t6: cpu f32[4, 4]
    t7 = aten.mm.default(t5, t2)  # t7: cpu f32[4, 4]
    return (t3, t7)
    # t3: output 0
    # t7: grad w
"""


def test_printer_expected_output():
    assert render(joint_example()) == EXPECTED_JOINT


def test_printed_program_runs_against_the_registry_namespace():
    import torch
    program = joint_example()
    ns = {"torch": torch, **REG.namespace(op.name for op in program.ops)}
    exec(render(program, free_dead=True), ns)
    w, x, g = torch.randn(4, 4), torch.randn(4, 4), torch.randn(4, 4)
    out, gw = ns["joint"](w, x, g)
    torch.testing.assert_close(out, x @ w)
    torch.testing.assert_close(gw, x.t() @ g)


def test_literals_render_and_round_trip():
    x, y = val(), val(TensorType("bfloat16", (4, 4), (4, 1), "cpu"))
    op = Op("aten._to_copy.default", (x,), (("dtype", Dtype("bfloat16")), ("device", Device("cpu"))), (y,))
    p = Program("f", (x,), (Port("input", "0"),), (op,), (y,), (Port("output", "0"),))
    text = render(p)
    assert "aten._to_copy.default(t0, dtype=torch.bfloat16, device=torch.device('cpu'))" in text
    assert "# t1: cpu bf16[4, 4]" in text
    assert render(program_from_bytes(program_to_bytes(p))) == text


def test_serialization_round_trips_byte_for_byte():
    p = joint_example()
    data = program_to_bytes(p)
    back = program_from_bytes(data)
    assert program_to_bytes(back) == data
    assert render(back) == render(p)


@pytest.mark.parametrize("data, message", [
    (b"\x92\x01", "not a valid program"),
    (program_to_bytes(joint_example()).replace(b"aten.mm.default", b"aten.mm.defaulX"), None),
])
def test_serialization_rejects_malformed(data, message):
    if message is None:  # well-formed msgpack naming an unknown op: decoding works, the verifier refuses
        with pytest.raises(VerifyError, match="aten.mm.defaulX"):
            verify(program_from_bytes(data), REG)
    else:
        with pytest.raises(FormatError, match=message):
            program_from_bytes(data)


def test_verifier_catches_use_before_definition_and_shows_context():
    w, x, y, z = val(), val(), val(), val()
    ops = (Op("aten.relu.default", (y,), (), (z,)), Op("aten.relu.default", (x,), (), (y,)))
    p = Program("bad", (w, x), (Port("param", "w"), Port("input", "0")), ops, (z,), (Port("output", "0"),))
    with pytest.raises(VerifyError, match=r"reads a value that is not defined before it") as e:
        verify(p)
    assert "--> " in str(e.value) and "--> " + "    t2 = aten.relu.default(<undefined>)" in str(e.value)


def test_verifier_refuses_an_undefined_read_before_any_check_prints_its_type():
    """A value no program defines has had no check of its type: the verifier says it is
    undefined before an operand check could print the type's text, and a missing input is a
    VerifyError, not a crash."""
    x, y = val(), val()
    forged = val(TensorType("float32]\nimport os #", (4, 4), (4, 1), "cpu"))
    p = Program("p", (x,), (Port("input", "0"),), (Op("aten.mm.default", (x, forged), (), (y,)),),
                (y,), (Port("output", "0"),))
    with pytest.raises(VerifyError, match="reads a value that is not defined") as e:
        verify(p, REG)
    assert "import os" not in str(e.value).splitlines()[0]
    with pytest.raises(VerifyError, match="input None is not a typed value"):
        verify(p.replace(inputs=(None,)), REG)


def test_verifier_catches_redefinition_bad_literal_and_ports():
    x, y = val(), val()
    twice = Program("p", (x,), (Port("input", "0"),),
                    (Op("aten.relu.default", (x,), (), (y,)), Op("aten.relu.default", (x,), (), (y,))),
                    (y,), (Port("output", "0"),))
    with pytest.raises(VerifyError, match="redefines a value"):
        verify(twice)
    literal = Program("p", (x,), (Port("input", "0"),), (Op("aten.add.Tensor", (x, [1]), (), (y,)),),
                      (y,), (Port("output", "0"),))
    with pytest.raises(VerifyError, match="neither a value nor a literal"):
        verify(literal)
    ports = Program("p", (x,), (), (), (x,), (Port("output", "0"),))
    with pytest.raises(VerifyError, match="inputs and input ports differ"):
        verify(ports)
    kind = Program("p", (x,), (Port("weight", "0"),), (), (x,), (Port("output", "0"),))
    with pytest.raises(VerifyError, match="input port kind 'weight'"):
        verify(kind)


def test_cse_merges_pure_ops_only():
    p = cse(joint_example(), REG)
    verify(p, REG)
    assert [op.name for op in p.ops].count("aten.t.default") == 1
    seed = val()
    a, b = val(), val()
    rand = Program("r", (seed,), (Port("input", "0"),),
                   (Op("aten.rand_like.default", (seed,), (), (a,)),
                    Op("aten.rand_like.default", (seed,), (), (b,))),
                   (a, b), (Port("output", "0"), Port("output", "1")))
    assert len(cse(rand, REG).ops) == 2


def test_cse_keeps_int_and_float_literals_apart():
    x, a, b = val(), val(), val()
    p = Program("p", (x,), (Port("input", "0"),),
                (Op("aten.mul.Tensor", (x, 2), (), (a,)), Op("aten.mul.Tensor", (x, 2.0), (), (b,))),
                (a, b), (Port("output", "0"), Port("output", "1")))
    assert len(cse(p, REG).ops) == 2


def test_dce_drops_unused_ops():
    p = dce(cse(joint_example(), REG), REG)
    verify(p, REG)
    assert [op.name for op in p.ops] == ["aten.mm.default", "aten.t.default", "aten.mm.default"]


def test_freeze_then_dce_drops_the_gradient_computation():
    p = dce(freeze(joint_example(), frozenset({"w"})), REG)
    verify(p, REG)
    assert p.outputs[1] is None and [op.name for op in p.ops] == ["aten.mm.default"]


def test_strip_identities():
    x, d, y = val(), val(), val()
    p = Program("p", (x,), (Port("input", "0"),),
                (Op("aten.detach.default", (x,), (), (d,)), Op("aten.relu.default", (d,), (), (y,))),
                (y, d), (Port("output", "0"), Port("output", "1")))
    q = strip_identities(p, REG)
    verify(q, REG)
    assert [op.name for op in q.ops] == ["aten.relu.default"] and q.outputs[1] is x


def test_split_saves_exactly_what_backward_reads():
    joint = dce(cse(joint_example(), REG), REG)
    fw, bw = split(joint)
    verify(fw, REG)
    verify(bw, REG)
    assert [op.name for op in fw.ops] == ["aten.mm.default"]
    assert [op.name for op in bw.ops] == ["aten.t.default", "aten.mm.default"]
    assert [p.kind for p in fw.output_ports] == ["output", "saved"]
    assert fw.outputs[1] is joint.inputs[1]          # the input x, not its transpose
    assert [p.kind for p in bw.input_ports] == ["saved", "tangent"]
    assert saved_bytes(fw, REG) == (64, 0)           # x is an activation: 16 floats


def test_saved_views_of_parameters_cost_nothing():
    w, x, wt, y = val(), val(), val(), val()
    g, gx = val(), val()
    joint = Program("joint", (w, x, g), (Port("param", "w"), Port("input", "0"), Port("tangent", "0")),
                    (Op("aten.t.default", (w,), (), (wt,)), Op("aten.mm.default", (x, wt), (), (y,)),
                     Op("aten.mm.default", (g, wt), (), (gx,))),
                    (y, gx), (Port("output", "0"), Port("grad", "x")))
    fw, _ = split(joint)
    assert saved_bytes(fw, REG) == (0, 64)


def test_retarget_moves_values_and_device_literals():
    x, y = val(), val()
    p = Program("p", (x,), (Port("input", "0"),),
                (Op("aten.ones_like.default", (x,), (("device", Device("cpu")),), (y,)),),
                (y,), (Port("output", "0"),))
    q = retarget(p, "cuda", REG)
    assert "device=torch.device('cuda')" in render(q) and "cuda f32[4, 4]" in render(q)
    assert "cpu" not in render(q)
    assert retarget(p, "cpu", REG) is p


def test_retarget_refuses_cpu_only_ops():
    from aotc.errors import CompileError
    x, y = val(), val()
    p = Program("p", (x,), (Port("input", "0"),),
                (Op("aten._scaled_dot_product_flash_attention_for_cpu.default", (x, x, x), (), (y,)),),
                (y,), (Port("output", "0"),))
    with pytest.raises(CompileError, match="cannot run on cuda"):
        retarget(p, "cuda", REG)


def test_fold_views_removes_transpose_pairs_and_view_chains():
    from aotc.passes.simplify import fold_views
    x = val()
    a, b, c, d = val(), val(TensorType("float32", (2, 8), (8, 1), "cpu")), \
        val(TensorType("float32", (16,), (1,), "cpu")), val()
    ops = (Op("aten.t.default", (x,), (), (a,)), Op("aten.t.default", (a,), (), (d,)),
           Op("aten.view.default", (x, (2, 8)), (), (b,)), Op("aten.view.default", (b, (16,)), (), (c,)))
    p = Program("p", (x,), (Port("input", "0"),), ops, (d, c), (Port("output", "0"), Port("output", "1")))
    q = dce(fold_views(p, REG), REG)
    verify(q, REG)
    assert q.outputs[0] is x
    assert [(op.name, op.args[0] is x) for op in q.ops] == [("aten.view.default", True)]


def test_fold_views_keeps_views_of_non_contiguous_values():
    """view(view(x)) only folds when x is contiguous: of a transposed x it may not be valid."""
    from aotc.passes.simplify import fold_views
    x = val(TensorType("float32", (4, 4), (1, 4), "cpu"))   # a transposed layout
    b = val(TensorType("float32", (4, 2, 2), (1, 8, 4), "cpu"))
    c = val(TensorType("float32", (4, 4), (1, 4), "cpu"))
    ops = (Op("aten.view.default", (x, (4, 2, 2)), (), (b,)), Op("aten.view.default", (b, (4, 4)), (), (c,)))
    p = Program("p", (x,), (Port("input", "0"),), ops, (c,), (Port("output", "0"),))
    q = fold_views(p, REG)
    assert q.ops[1].args[0] is b


def test_cse_keeps_signed_zeros_apart():
    x, a, b = val(), val(), val()
    p = Program("p", (x,), (Port("input", "0"),),
                (Op("aten.mul.Tensor", (x, 0.0), (), (a,)), Op("aten.mul.Tensor", (x, -0.0), (), (b,))),
                (a, b), (Port("output", "0"), Port("output", "1")))
    assert len(cse(p, REG).ops) == 2


def test_dce_keeps_unused_random_ops():
    """An unused draw still advances the generator; dropping it would shift later masks."""
    x, r, y = val(), val(), val()
    p = Program("p", (x,), (Port("input", "0"),),
                (Op("aten.rand_like.default", (x,), (), (r,)), Op("aten.relu.default", (x,), (), (y,))),
                (y,), (Port("output", "0"),))
    assert [op.name for op in dce(p, REG).ops] == ["aten.rand_like.default", "aten.relu.default"]


def test_provenance_round_trips_prints_and_cannot_inject():
    """An op's module survives serialization, prints as one comment per run of ops, stays out
    of what runs, and a string that could add a line to the printed code is refused."""
    from dataclasses import replace
    from aotc.verifier import VerifyError, verify
    p = joint_example()
    ops = tuple(replace(op, module="lin:Linear") if op.name == "aten.mm.default" else op for op in p.ops)
    p = p.replace(ops=ops)
    back = program_from_bytes(program_to_bytes(p))
    assert [op.module for op in back.ops] == [op.module for op in p.ops]
    text = render(back)
    assert text.count("# lin (Linear)") == 2       # two runs of ops from the module
    bad = p.replace(ops=(replace(ops[0], module="lin:Linear\nimport os"),) + ops[1:])
    with pytest.raises(VerifyError, match="malformed module"):
        verify(bad, REG)


def test_the_verifier_marks_the_failing_op_in_a_program_with_provenance(artifacts):
    """Provenance comments take lines of their own; the marked line is still the bad op's."""
    from aotc.format.artifact import read_artifact
    _, programs = read_artifact(artifacts("examples/llama.py:Llama", ["i64[2,64]"], args={"config": "tiny"},
                                          fp8="tensorwise"))
    forward = programs["forward"]
    assert sum(1 for op in forward.ops if getattr(op, "module", "")) > 10
    ops = list(forward.ops)
    k = next(i for i, op in enumerate(ops) if getattr(op, "name", "") == "aten._scaled_mm.default")
    later = next(v for op in ops[k + 5:] for v in op.outputs if v is not None)
    ops[k] = ops[k].replace_inputs({ops[k].args[0]: later})       # reads a value defined after it
    with pytest.raises(VerifyError) as e:
        verify(forward.replace(ops=tuple(ops)), REG)
    marked = [line for line in str(e.value).splitlines() if line.startswith("-->")]
    assert len(marked) == 1 and "aten._scaled_mm.default(" in marked[0], str(e.value)
    assert any(line.strip().startswith("# ") and "(" in line for line in str(e.value).splitlines()), \
        "the context around it shows provenance comments"
