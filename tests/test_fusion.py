"""The fusion pass: which ops it groups, that the result is a valid program computing the same
values, and that regions print, serialize and verify."""

from __future__ import annotations

import pytest
import torch

from aotc.format.serde import program_from_bytes, program_to_bytes, region_key
from aotc.ir import Op, Port, Program, Region, TensorType, Value, inline_regions
from aotc.ops import OpRegistry
from aotc.passes.fusion import fuse
from aotc.printer import render
from aotc.verifier import VerifyError, verify

REG = OpRegistry()
F32 = TensorType("float32", (4, 4), (4, 1), "cpu")


def val() -> Value:
    return Value(F32)


def mlp_like():
    """mm -> mul -> relu -> mm -> add -> tanh: two fusible groups that a matmul separates,
    plus a lone op (exp) that only the second group reads, at a shallower depth."""
    w, x, b = val(), val(), val()
    h, hs, hr, o, e, oa, ot = (val() for _ in range(7))
    ops = (
        Op("aten.mm.default", (x, w), (), (h,)),
        Op("aten.mul.Tensor", (h, 2.0), (), (hs,)),
        Op("aten.relu.default", (hs,), (), (hr,)),
        Op("aten.mm.default", (hr, w), (), (o,)),
        Op("aten.exp.default", (b,), (), (e,)),
        Op("aten.add.Tensor", (o, e), (), (oa,)),
        Op("aten.tanh.default", (oa,), (), (ot,)),
    )
    return Program("forward", (w, x, b), (Port("param", "w"), Port("input", "0"), Port("input", "1")),
                   ops, (ot, hs), (Port("output", "0"), Port("output", "1")))


def run(program, *args):
    ns = {"torch": torch, **REG.namespace(op.name for op in program.flat_ops())}
    exec(render(inline_regions(program)), ns)
    return ns[program.name](*args)


def test_groups_split_at_matmuls_and_lone_producers_join_their_reader():
    fused = fuse(mlp_like(), REG)
    verify(fused, REG)
    regions = fused.regions()
    assert [[op.name for op in r.body.ops] for r in regions] == [
        ["aten.mul.Tensor", "aten.relu.default"],
        ["aten.exp.default", "aten.add.Tensor", "aten.tanh.default"]]
    # hs is a program output, so the first region returns it as well as what the matmul reads.
    assert len(regions[0].outputs) == 2 and len(regions[1].outputs) == 1
    assert [type(op).__name__ for op in fused.ops] == ["Op", "Region", "Op", "Region"]


def test_fused_program_computes_the_same_values():
    program = mlp_like()
    args = [torch.randn(4, 4) for _ in range(3)]
    for a, b in zip(run(program, *args), run(fuse(program, REG), *args)):
        torch.testing.assert_close(a, b, rtol=0, atol=0)


def test_regions_round_trip_through_msgpack_and_print_their_ops():
    fused = fuse(mlp_like(), REG)
    again = program_from_bytes(program_to_bytes(fused))
    verify(again, REG)
    assert program_to_bytes(again) == program_to_bytes(fused)
    assert [region_key(r) for r in again.regions()] == [region_key(r) for r in fused.regions()]
    text = render(fused)
    assert "# region 0: inductor" in text and "# end region 1" in text and "aten.tanh.default" in text


def test_identical_regions_share_a_key():
    a, b = fuse(mlp_like(), REG), fuse(mlp_like(), REG)
    assert [region_key(r) for r in a.regions()] == [region_key(r) for r in b.regions()]


def test_verifier_refuses_a_region_whose_types_disagree_with_its_body():
    fused = fuse(mlp_like(), REG)
    first = fused.regions()[0]
    wrong = Region(first.executor, first.body, first.args,
                   (Value(TensorType("float64", (4, 4), (4, 1), "cpu")),) + first.outputs[1:])
    bad = fused.replace(ops=tuple(wrong if op is first else op for op in fused.ops))
    with pytest.raises(VerifyError, match="results differ from its body"):
        verify(bad, REG)


def test_nothing_to_fuse_returns_the_program_itself():
    w, x, y = val(), val(), val()
    program = Program("forward", (w, x), (Port("param", "w"), Port("input", "0")),
                      (Op("aten.mm.default", (x, w), (), (y,)),), (y,), (Port("output", "0"),))
    assert fuse(program, REG) is program


def test_merge_tied_makes_one_input_and_sums_the_gradients():
    from aotc.passes.tie import merge_tied
    wte, head, x = val(), val(), val()
    h, o, g1, g2 = val(), val(), val(), val()
    ops = (Op("aten.mm.default", (x, wte), (), (h,)), Op("aten.mm.default", (h, head), (), (o,)),
           Op("aten.relu.default", (x,), (), (g1,)), Op("aten.neg.default", (x,), (), (g2,)))
    program = Program("joint", (wte, head, x),
                      (Port("param", "wte.weight"), Port("param", "lm_head.weight"), Port("input", "0")),
                      ops, (o, g1, g2), (Port("output", "0"), Port("grad", "wte.weight"),
                                         Port("grad", "lm_head.weight")))
    merged = merge_tied(program, {"lm_head.weight": "wte.weight"})
    verify(merged, REG)
    assert [p.name for p in merged.input_ports] == ["wte.weight", "0"]
    assert [str(p) for p in merged.output_ports] == ["output 0", "grad wte.weight"]
    assert merged.ops[1].args[1] is wte                       # the head reads the one input
    assert merged.ops[-1].name == "aten.add.Tensor" and merged.outputs[1] is merged.ops[-1].outputs[0]
    args = [torch.randn(4, 4) for _ in range(2)]
    out, grad = run(merged, args[0], args[1])
    torch.testing.assert_close(grad, torch.relu(args[1]) - args[1])
