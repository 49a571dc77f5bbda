"""stack_slice_grads: the gradient of a loop over a tensor's slices, summed as one stack."""

from __future__ import annotations

import torch
from torch import nn

import aotc
from aotc.format.serde import program_from_bytes
from aotc.ir import Op, Port, Program, TensorType, Value, inline_regions
from aotc.ops import OpRegistry
from aotc.passes.slice_grads import stack_slice_grads
from aotc.printer import render
from aotc.verifier import verify

REG = OpRegistry()
ROW = TensorType("float32", (2, 8), (8, 1), "cpu")
WHOLE = TensorType("float32", (2, 6, 8), (48, 8, 1), "cpu")


def slice_sum(indices, *, base: bool, read_partial: bool = False) -> Program:
    """acc = [base +] select_backward(row_0, dim 1, indices[0]) + ... one add at a time."""
    rows = [Value(ROW) for _ in indices]
    b = Value(WHOLE)
    ops, acc, outs = [], b if base else None, []
    for row, i in zip(rows, indices):
        g = Value(WHOLE)
        ops.append(Op("aten.select_backward.default", (row, (2, 6, 8), 1, i), (), (g,)))
        if acc is None:
            acc = g
            continue
        total = Value(WHOLE)
        ops.append(Op("aten.add.Tensor", (acc, g), (), (total,)))
        acc = total
        if read_partial and not outs:
            outs.append(total)
    inputs = (*rows, b)
    return Program("backward", inputs, tuple(Port("input", str(n)) for n in range(len(inputs))), tuple(ops),
                   (acc, *outs), tuple(Port("output", str(n)) for n in range(1 + len(outs))))


def run(program, *args):
    ns = {"torch": torch, **REG.namespace(op.name for op in program.flat_ops())}
    exec(render(inline_regions(program)), ns)
    return ns[program.name](*args)


def names(program):
    return [op.name.split(".")[1] for op in program.ops]


def test_a_sum_of_every_slice_is_one_stack_and_the_same_bits():
    program = slice_sum([3, 1, 0, 2, 5, 4], base=True)
    after = stack_slice_grads(program)
    verify(after, REG)
    assert names(after) == ["stack", "add"]
    args = [torch.randn(2, 8) for _ in range(6)] + [torch.randn(2, 6, 8)]
    assert torch.equal(run(after, *args)[0], run(program, *args)[0])


def test_a_run_of_slices_short_of_the_ends_is_padded_with_zeros():
    program = slice_sum([1, 2, 3, 4], base=False)
    after = stack_slice_grads(program)
    verify(after, REG)
    assert names(after) == ["stack", "slice_backward"]
    args = [torch.randn(2, 8) for _ in range(4)] + [torch.randn(2, 6, 8)]
    assert torch.equal(run(after, *args)[0], run(program, *args)[0])


def test_sums_it_cannot_take_whole_are_left_as_they_are():
    for program in (slice_sum([0, 1, 2], base=True),  # too few slices
                    slice_sum([0, 1, 3, 4], base=True),                      # not one run of indices
                    slice_sum([0, 1, 1, 2], base=True)):                     # a slice twice
        assert stack_slice_grads(program) is program


def test_a_partial_sum_read_elsewhere_stays_and_the_rest_adds_to_it():
    program = slice_sum([0, 1, 2, 3, 4], base=True, read_partial=True)
    after = stack_slice_grads(program)
    verify(after, REG)
    assert names(after) == ["select_backward", "add", "stack", "slice_backward", "add"]
    args = [torch.randn(2, 8) for _ in range(5)] + [torch.randn(2, 6, 8)]
    for a, b in zip(run(after, *args), run(program, *args)):
        assert torch.equal(a, b)


class ChunkLoop(nn.Module):
    """A recurrence over chunks of a computed tensor, read one chunk at a time."""

    def __init__(self):
        super().__init__()
        self.scale = nn.Parameter(torch.randn(8))
        self.w = nn.Parameter(torch.randn(8, 8) / 3)

    def forward(self, x):
        y = x * self.scale
        state = torch.zeros_like(y[:, 0])
        outs = []
        for i in range(y.shape[1]):
            state = torch.tanh(y[:, i] + state @ self.w)
            outs.append(state)
        return torch.stack(outs, 1).square().mean()


def test_a_chunk_loops_gradient_is_stacked_and_trains_like_eager(tmp_path):
    torch.manual_seed(0)
    eager, model = ChunkLoop(), ChunkLoop()
    model.load_state_dict(eager.state_dict())
    path = aotc.compile(model, ["f32[2,6,8]"], output=tmp_path / "loop")
    backward = inline_regions(program_from_bytes((path / "backward.msgpack").read_bytes()))
    assert "aten.stack.default" in [op.name for op in backward.ops]
    assert not any(op.name == "aten.select_backward.default" for op in backward.ops)
    step = aotc.runtime.load(path, model)
    x = torch.randn(2, 6, 8)
    for _ in range(2):              # the second backward adds into the first's gradients
        eager(x).backward()
        step(x).backward()
        for (n, a), b in zip(eager.named_parameters(), model.parameters()):
            torch.testing.assert_close(b.grad, a.grad, msg=n)
