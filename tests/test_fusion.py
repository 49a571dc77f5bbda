"""The fusion pass: which ops it groups, that the result is a valid program computing the same
values, and that regions print, serialize and verify."""

from __future__ import annotations

import pytest
import torch

from aotc.format.serde import program_from_bytes, program_to_bytes, region_key
from aotc.ir import Dtype, Op, Port, Program, Region, TensorType, Value, inline_regions
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


def test_a_group_read_only_by_one_deeper_group_joins_it():
    """exp -> neg (two ops, one group) read only by the group after the matmul: one region."""
    w, x, b = val(), val(), val()
    h, e, n, s, t = (val() for _ in range(5))
    ops = (Op("aten.mm.default", (x, w), (), (h,)),
           Op("aten.exp.default", (b,), (), (e,)),
           Op("aten.neg.default", (e,), (), (n,)),
           Op("aten.add.Tensor", (h, n), (), (s,)),
           Op("aten.tanh.default", (s,), (), (t,)))
    program = Program("forward", (w, x, b), (Port("param", "w"), Port("input", "0"), Port("input", "1")),
                      ops, (t,), (Port("output", "0"),))
    fused = fuse(program, REG)
    verify(fused, REG)
    assert [[op.name.split(".")[1] for op in r.body.ops] for r in fused.regions()] == [
        ["exp", "neg", "add", "tanh"]]
    args = [torch.randn(4, 4) for _ in range(3)]
    torch.testing.assert_close(run(fused, *args), run(program, *args))


def test_a_reduction_of_a_tensor_joins_the_region_that_also_reads_it():
    """Delayed scaling's pattern: the amax of x (for the next step's scale) and the cast of x
    (by this step's scale) share no data flow, but one kernel can read x once for both."""
    big = TensorType("float32", (64, 256), (256, 1), "cpu")
    scalar = TensorType("float32", (), (), "cpu")
    x, s = Value(big), Value(scalar)
    a, m, c = Value(big), Value(scalar), Value(big)
    ops = (
        Op("aten.abs.default", (x,), (), (a,)),
        Op("aten.amax.default", (a, ()), (), (m,)),        # reads x, returns one number
        Op("aten.mul.Tensor", (x, s), (), (c,)),           # reads x, returns a tensor its size
    )
    program = Program("forward", (x, s), (Port("input", "0"), Port("input", "1")),
                      ops, (m, c), (Port("output", "0"), Port("output", "1")))
    fused = fuse(program, REG)
    verify(fused, REG)
    assert [sorted(op.name for op in r.body.ops) for r in fused.regions()] == [
        ["aten.abs.default", "aten.amax.default", "aten.mul.Tensor"]]
    xs = (torch.randn(64, 256), torch.tensor(3.0))
    for got, want in zip(run(fused, *xs), run(program, *xs)):
        torch.testing.assert_close(got, want)


def test_a_reduction_joins_no_region_that_a_chain_of_relayout_copies_connects_it_to():
    """fp8 relayout copies start regions of their own, so two regions of one depth can be on
    one path through them: here the reduction of x feeds, through two copies, the region that
    also reads x; joining the two would make a cycle."""
    def t(dtype, shape, strides):
        return Value(TensorType(dtype, shape, strides, "cpu"))
    f8 = Dtype("float8_e4m3fn")
    x, a, m = t("float32", (16, 1024), (1024, 1)), t("float32", (16, 1024), (1024, 1)), t("float32", (16, 1), (1, 1))
    m8, mt = t("float8_e4m3fn", (16, 1), (1, 1)), t("float8_e4m3fn", (1, 16), (1, 1))
    row, rt = t("float8_e4m3fn", (1, 16), (16, 1)), t("float8_e4m3fn", (16, 1), (1, 16))
    col, wide, out = t("float8_e4m3fn", (16, 1), (1, 1)), t("float32", (16, 1), (1, 1)), t("float32", (16, 1024), (1024, 1))
    ops = (
        Op("aten.abs.default", (x,), (), (a,)),
        Op("aten.amax.default", (a, (1,), True), (), (m,)),                # reduces x
        Op("aten._to_copy.default", (m,), (("dtype", f8),), (m8,)),
        Op("aten.t.default", (m8,), (), (mt,)),
        Op("aten.clone.default", (mt,), (), (row,)),                       # a relayout copy
        Op("aten.t.default", (row,), (), (rt,)),
        Op("aten.clone.default", (rt,), (), (col,)),                       # and another
        Op("aten._to_copy.default", (col,), (("dtype", Dtype("float32")),), (wide,)),
        Op("aten.mul.Tensor", (x, wide), (), (out,)),                      # reads x too
    )
    program = Program("forward", (x,), (Port("input", "0"),), ops, (out,), (Port("output", "0"),))
    fused = fuse(program, REG)
    verify(fused, REG)
    assert len(fused.regions()) == 3
    xs = torch.randn(16, 1024)
    torch.testing.assert_close(run(fused, xs), run(program, xs))


def test_a_reduction_joins_no_region_that_reads_only_its_small_inputs():
    """Only a tensor much larger than what the reduction returns makes the join worth it."""
    small = TensorType("float32", (4,), (1,), "cpu")
    scalar = TensorType("float32", (), (), "cpu")
    x, m, e = Value(small), Value(scalar), Value(small)
    ops = (Op("aten.amax.default", (x, ()), (), (m,)), Op("aten.exp.default", (x,), (), (e,)))
    program = Program("forward", (x,), (Port("input", "0"),), ops, (m, e), (Port("output", "0"), Port("output", "1")))
    assert len(fuse(program, REG).regions()) == 2


def test_the_gradient_of_writes_into_slices_is_one_region_across_the_matmuls_between():
    """The backward of `out[i] = x[i] @ w` for each row i: autograd copies the gradient into
    `new_empty_strided(grad)`, takes row i for the matmul's gradient and zeroes it, once per
    write. None of that chain reads a matmul, so it is one region; were the creator not
    fusible, each write would be a region of its own, each writing the whole gradient."""
    rows = 3
    t3 = TensorType("float32", (rows, 4, 4), (16, 4, 1), "cpu")
    grad, w = Value(t3), val()
    ops, outs, g = [], [], grad
    for i in range(rows):
        e, c, row, r, z, c2, g2, m = Value(t3), Value(t3), val(), val(), val(), val(), Value(t3), val()
        ops += [Op("aten.new_empty_strided.default", (g, (rows, 4, 4), (16, 4, 1)), (), (e,)),
                Op("aten.copy.default", (e, g), (), (c,)),
                Op("aten.select.int", (c, 0, i), (), (row,)),
                Op("aten.clone.default", (row,), (), (r,)),
                Op("aten.zeros_like.default", (r,), (), (z,)),
                Op("aten.copy.default", (row, z), (), (c2,)),
                Op("aten.select_scatter.default", (c, c2, 0, i), (), (g2,)),
                Op("aten.mm.default", (r, w), (), (m,))]
        outs.append(m)
        g = g2
    program = Program("backward", (grad, w), (Port("input", "0"), Port("param", "w")), tuple(ops),
                      (g, *outs), tuple(Port("output", str(n)) for n in range(rows + 1)))
    fused = fuse(program, REG)
    verify(fused, REG)
    chains = [r for r in fused.regions() if any(op.name == "aten.select_scatter.default" for op in r.body.ops)]
    assert len(chains) == 1 and sum(op.name == "aten.select_scatter.default" for op in chains[0].body.ops) == rows
    args = [torch.randn(rows, 4, 4), torch.randn(4, 4)]
    torch.testing.assert_close(run(fused, *args), run(program, *args))


def norm_like(x_dtype: str):
    """y = cast(x) * r feeds a matmul and, through float32 intermediates, a group after it: the
    pattern of a normalisation recomputed in the backward."""
    x = Value(TensorType(x_dtype, (4, 4), (4, 1), "cpu"))
    w, r = val(), val()
    xf, xr, y, h, g, o = (val() for _ in range(6))
    ops = (Op("aten._to_copy.default", (x,), (("dtype", Dtype("float32")),), (xf,)),
           Op("aten.mul.Tensor", (xf, r), (), (xr,)),
           Op("aten.relu.default", (xr,), (), (y,)),
           Op("aten.mm.default", (y, w), (), (h,)),
           Op("aten.mul.Tensor", (h, xr), (), (g,)),
           Op("aten.add.Tensor", (g, xf), (), (o,)))
    return Program("backward", (x, w, r), (Port("input", "0"), Port("param", "w"), Port("input", "1")),
                   ops, (o,), (Port("output", "0"),))


def test_cheap_producers_are_repeated_in_the_reader_instead_of_read_from_memory():
    # x is half precision: reading it (and r) again moves fewer bytes than reading xr and xf.
    program = norm_like("float16")
    fused = fuse(program, REG)
    verify(fused, REG)
    first, second = fused.regions()
    # The first region hands the matmul y alone; the second recomputes xf and xr from x.
    assert len(first.outputs) == 1 and first.outputs[0] in fused.ops[1].args
    assert [op.name.split(".")[1] for op in second.body.ops] == ["_to_copy", "mul", "mul", "add"]
    assert program.inputs[0] in second.args and len(second.args) == 3
    args = [torch.randn(4, 4, dtype=torch.float16), torch.randn(4, 4), torch.randn(4, 4)]
    torch.testing.assert_close(run(fused, *args), run(program, *args))


def test_producers_are_not_repeated_when_that_reads_more_than_their_results():
    """xr = x8[..., 0] * r reads a tensor 8x its size: the reader after the matmul reads xr."""
    x8 = Value(TensorType("float32", (4, 4, 8), (32, 8, 1), "cpu"))
    w, r = val(), val()
    s = Value(TensorType("float32", (4, 4), (32, 8), "cpu"))
    xr, y, h, g = (val() for _ in range(4))
    ops = (Op("aten.select.int", (x8, 2, 0), (), (s,)),
           Op("aten.mul.Tensor", (s, r), (), (xr,)),
           Op("aten.relu.default", (xr,), (), (y,)),
           Op("aten.mm.default", (y, w), (), (h,)),
           Op("aten.mul.Tensor", (h, xr), (), (g,)))
    program = Program("backward", (x8, w, r), (Port("input", "0"), Port("param", "w"), Port("input", "1")),
                      ops, (g,), (Port("output", "0"),))
    fused = fuse(program, REG)
    verify(fused, REG)
    first, second = fused.regions()
    assert xr in first.outputs and xr in second.args
    assert [op.name.split(".")[1] for op in second.body.ops] == ["mul"]


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
