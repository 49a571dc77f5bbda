"""fp8 delayed scaling (`--fp8 te-delayed`, aotc.passes.fp8_delayed) on the CPU: the programs
against an eager reference of the same recipe written here, step after step; what a second
backward, a frozen weight and a saved state do; and what inspect and diff say of it."""

from __future__ import annotations

import io
import warnings

import pytest
import torch
import torch.nn.functional as F
from torch import nn

import aotc
import aotc.runtime
from aotc.errors import CompileError
from aotc.format.artifact import read_artifact, read_manifest
from aotc.ir import inline_regions
from conftest import twin

E4M3, E5M2 = torch.float8_e4m3fn, torch.float8_e5m2
FLOAT32_MAX = torch.finfo(torch.float32).max
HISTORY, MARGIN = 3, 1          # short enough that six steps roll amaxes out of the window


class MLP(nn.Module):
    """Bias-free linears (fp8 takes those), two of them reading one input, the output layer's
    logits 16 wide; every non-fp8 op computes in eager what it computes in the programs."""

    def __init__(self):
        super().__init__()
        self.up = nn.Linear(32, 64, bias=False)
        self.gate = nn.Linear(32, 64, bias=False)
        self.down = nn.Linear(64, 16, bias=False)

    def forward(self, x):
        return self.down(F.relu(self.up(x)) * self.gate(x))


def _mlp():
    return MLP().to(torch.bfloat16)


class _Cast:
    """One tensor's delayed scaling as TransformerEngine's recipe says, written plainly: the
    cast uses the scale the history gave before this step; then this step's amax joins the
    history's window of `length` and the scale is the format's max over the window's."""

    def __init__(self, fmt: torch.dtype, length: int = HISTORY, margin: int = MARGIN):
        self.fmt, self.top = fmt, torch.finfo(fmt).max
        self.scaled_max = torch.tensor(self.top / 2 ** margin)
        self.history = torch.zeros(length)
        self.scale, self.scale_inv = torch.tensor(1.0), torch.tensor(1.0)

    def __call__(self, x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        used = ((x.float() * self.scale).clamp(-self.top, self.top).to(self.fmt), self.scale_inv)
        amax = x.abs().amax().float()
        window = torch.cat([self.history[1:], amax.view(1)])     # a step of zeros rolls it too
        self.history = torch.cat([torch.zeros(1), window[1:]])
        if torch.isfinite(window.max()) and window.max() > 0:    # else the scale stays
            self.scale = torch.clamp(self.scaled_max / window.max(), max=FLOAT32_MAX)
            self.scale_inv = 1 / self.scale
        return used


def _mm(a8, sa, bt8, sb, dtype):
    """a @ b from a's fp8 copy and the fp8 copy of b's transpose, as the programs lay them out."""
    return torch._scaled_mm(a8, bt8.t(), sa, sb, out_dtype=dtype)


class _DelayedLinear(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, w, casts):
        x2 = x.reshape(-1, x.shape[-1])
        x8, sx = casts["input"](x2)
        w8, sw = casts["weight"](w)
        ctx.save_for_backward(x2, x8, sx, w8, sw)
        ctx.casts, ctx.shape = casts, x.shape
        return _mm(x8, sx, w8, sw, x.dtype).reshape(*x.shape[:-1], w.shape[0])

    @staticmethod
    def backward(ctx, g):
        x2, x8, sx, w8, sw = ctx.saved_tensors
        g2 = g.reshape(-1, g.shape[-1])
        g8, sg = ctx.casts["grad_output"](g2)
        dx = _mm(g8, sg, w8.t().contiguous(), sw, g.dtype).reshape(ctx.shape)
        gt8 = g8.t().contiguous()
        dw = _mm(gt8, sg, x8.t().contiguous(), sx, g.dtype)
        return dx, dw, None


def _reference(model: nn.Module) -> dict[str, dict[str, _Cast]]:
    """The model's linears in delayed-scaling fp8; their casts by weight name and operand."""
    casts = {}
    for name, m in model.named_modules():
        if isinstance(m, nn.Linear):
            own = casts[f"{name}.weight"] = {"input": _Cast(E4M3), "weight": _Cast(E4M3), "grad_output": _Cast(E5M2)}
            m.forward = (lambda m, own: lambda x: _DelayedLinear.apply(x, m.weight, own))(m, own)
    return casts


def _batch(step: int) -> tuple[torch.Tensor, torch.Tensor]:
    g = torch.Generator().manual_seed(step)
    x = torch.randn(32, 32, generator=g).to(torch.bfloat16) * (1 + step)      # amaxes that move
    if step == 3:
        x = torch.zeros_like(x)                                                # an amax of 0
    return x, torch.randint(0, 16, (32,), generator=g)


def _load(path, model, **kwargs):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")       # unsigned; no TE here
        return aotc.runtime.load(path, model, **kwargs)


def _step(module, x, y):
    loss = F.cross_entropy(module(x).float(), y)
    loss.backward()
    return loss


def _grads(model):
    return {n: p.grad.clone() for n, p in model.named_parameters() if p.grad is not None}


@pytest.fixture(scope="module")
def artifact(tmp_path_factory):
    return aotc.compile(_mlp(), ["bf16[32,32]"], output=tmp_path_factory.mktemp("delayed") / "a", dtype="bfloat16",
                        fp8="te-delayed", fp8_history=HISTORY, fp8_margin=MARGIN)


def test_steps_match_a_delayed_scaling_reference(artifact):
    """Six steps (one of zeros) of different batches on the same weights: each step's loss and
    gradients are the reference's, and after each step every history and scale equals it
    exactly, so each step scaled with what the steps before it measured."""
    eager, model = twin(_mlp)
    casts = _reference(eager)
    step = _load(artifact, model, kernels="off")
    state = step.fp8_state
    assert all(float(t.abs().sum()) == 0 for n, t in state.state_dict().items() if n.startswith("amax_history:"))
    for k in range(6):
        x, y = _batch(k)
        eager.zero_grad(), model.zero_grad()
        want, got = _step(eager, x, y), _step(step, x, y)
        assert abs(want.item() - got.item()) <= 1e-3 * abs(want.item()), k
        ge, ga = _grads(eager), _grads(model)
        for name in ge:
            rel = ((ge[name].float() - ga[name].float()).norm() / ge[name].float().norm().clamp(min=1e-12)).item()
            assert rel <= 1e-2, (k, name, rel)
        held = state.state_dict()
        for weight, by_role in casts.items():
            for role, cast in by_role.items():
                name = f"{weight}:{role}"
                if f"scale:{name}" not in held:       # gate reads up's input: one cast, named for up
                    assert (weight, role) == ("gate.weight", "input")
                    continue
                assert torch.equal(held[f"amax_history:{name}"], cast.history), (k, name)
                assert torch.equal(held[f"scale:{name}"], cast.scale), (k, name)
                assert torch.equal(held[f"scale_inv:{name}"], cast.scale_inv), (k, name)
        if k == 0:     # the first step cast with scale 1; the second casts with the first's amax
            amax = x.abs().amax().float()
            assert torch.equal(held["amax_history:up.weight:input"], torch.stack([amax.new_zeros(()), 0 * amax, amax]))
            assert torch.equal(held["scale:up.weight:input"], torch.tensor(448.0 / 2 ** MARGIN) / amax)


def test_each_gradient_is_cast_once_and_its_transposed_copy_is_the_cast_transposed(artifact):
    """The output gradient of each linear is read row-major by the input-gradient matmul and
    transposed by the weight-gradient one: one cast from bfloat16 (in the kernel that makes the
    gradient and reduces its amax), and the transposed copy a clone of the fp8 copy
    (fp8_transposes). The reference above lays its operands out the same way."""
    _, programs = read_artifact(artifact)
    ops = list(inline_regions(programs["backward"]).ops)
    made = {v: op for op in ops for v in op.outputs if v is not None}
    casts = [op for op in ops if op.name == "aten._to_copy.default" and op.outputs[0].type.dtype == "float8_e5m2"]
    clones = [op for op in ops if op.name == "aten.clone.default" and op.outputs[0].type.dtype == "float8_e5m2"]
    # down's output gradient is read by both matmuls; up's and gate's by their weight gradients
    # alone (the model's input needs no gradient), so only down's is copied.
    assert len(casts) == 3 and len(clones) == 1
    assert {made[clones[0].args[0]].args[0].type.shape} == {(32, 16)} and clones[0].module == "down:Linear"
    for clone in clones:
        flipped = made[clone.args[0]]
        assert flipped.name == "aten.t.default" and made[flipped.args[0]] in casts


@pytest.mark.parametrize("scale_shape", [(), (1, 4)])
def test_fp8_transposes_takes_a_pair_of_casts_only_where_one_scale_makes_them_the_same_numbers(scale_shape):
    """A scale of one number: the transposed cast becomes a clone of the row-major cast,
    transposed, with the same values. A scale per column broadcasts differently over a
    tensor and its transpose, so the two casts stay as they are."""
    from aotc.ir import Dtype, MemoryFormat, Op, Port, Program, TensorType, Value
    from aotc.ops import OpRegistry
    from aotc.passes.fp8_transposes import fp8_transposes
    from aotc.printer import render
    registry = OpRegistry()

    def v(dtype, shape=(4, 4), strides=(4, 1)):
        return Value(TensorType(dtype, shape, strides, "cpu"))
    grad = v("float32")
    scale = v("float32", scale_shape, (4, 1) if scale_shape else ())

    def cast(source):
        wide, scaled, clamped, cast8, back = v("float32"), v("float32"), v("float32"), v("float8_e5m2"), v("float32")
        return [Op("aten._to_copy.default", (source,), (("dtype", Dtype("float32")),), (wide,)),
                Op("aten.mul.Tensor", (wide, scale), (), (scaled,)),
                Op("aten.clamp.default", (scaled, -57344.0, 57344.0), (), (clamped,)),
                Op("aten._to_copy.default", (clamped,), (("dtype", Dtype("float8_e5m2")),
                                                       ("memory_format", MemoryFormat("contiguous_format"))), (cast8,)),
                Op("aten._to_copy.default", (cast8,), (("dtype", Dtype("float32")),), (back,))], back
    flipped = v("float32", (4, 4), (1, 4))
    transposed_ops, transposed = cast(flipped)
    row_ops, row = cast(grad)
    program = Program("backward", (grad, scale), (Port("tangent", "0"), Port("input", "1")),
                      (Op("aten.t.default", (grad,), (), (flipped,)), *transposed_ops, *row_ops), (transposed, row),
                      (Port("output", "0"), Port("output", "1")))
    rewritten = fp8_transposes(program, registry)

    def run(p, *args):
        ns = {"torch": torch, **registry.namespace(op.name for op in p.flat_ops())}
        exec(render(p), ns)
        return ns[p.name](*args)
    args = (torch.randn(4, 4) * 100, torch.tensor([[1.0, 2.0, 4.0, 8.0]]) if scale_shape else torch.tensor(3.0))
    names = [op.name for op in rewritten.ops]
    assert ("aten.clone.default" in names) == (scale_shape == ())
    for got, want in zip(run(rewritten, *args), run(program, *args)):
        assert torch.equal(got, want)


def test_the_recipe_defaults_to_transformer_engines(tmp_path):
    path = aotc.compile(_mlp(), ["bf16[32,32]"], output=tmp_path / "d", dtype="bfloat16", fp8="te-delayed")
    manifest, programs = read_artifact(path)
    assert (manifest.format_version, manifest.fp8.history, manifest.fp8.margin, manifest.fp8.amax) == (9, 1024, 0, "max")
    ports = [p for p in programs["forward"].input_ports if p.kind == "carry"]
    # Two inputs (up's, which gate reads too, and down's), three weights, three gradients: 8 casts
    # of 3 carries each.
    assert len(ports) == 8 * 3 and "scale:up.weight:input" in {p.name for p in ports}
    backward_returns = {p.name for p in programs["backward"].output_ports if p.kind == "carry"}
    assert backward_returns == {f"{k}:{w}.weight:grad_output" for k in ("amax_history", "scale", "scale_inv")
                                for w in ("up", "gate", "down")}


def test_the_te_executor_runs_the_matmuls_and_load_says_what_runs_them_here(artifact):
    _, programs = read_artifact(artifact)
    assert sum(r.executor == "te" for r in programs["forward"].regions()) == 3      # up, gate, down
    _, model = twin(_mlp)
    with warnings.catch_warnings(record=True) as seen:
        warnings.simplefilter("always")
        aotc.runtime.load(artifact, model)
    said = [str(w.message) for w in seen if "te regions" in str(w.message) or "TransformerEngine" in str(w.message)]
    assert len(said) == 1 and "the te regions run the artifact's own fp8 matmuls (torch._scaled_mm)" in said[0]


def test_retain_graph_twice_doubles_exactly_and_renews_the_state_once(artifact):
    _, model = twin(_mlp)
    step = _load(artifact, model)
    for k in range(2):                        # scales that are not 1
        _step(step, *_batch(k))
    model.zero_grad()
    x, y = _batch(2)
    loss = F.cross_entropy(step(x).float(), y)
    loss.backward(retain_graph=True)
    once, state = _grads(model), step.fp8_state.state_dict()
    loss.backward()
    for name, g in _grads(model).items():
        assert torch.equal(g, 2 * once[name]), name
    again = step.fp8_state.state_dict()
    assert all(torch.equal(again[n], state[n]) for n in state)


def test_a_frozen_weight_has_no_weight_gradient_matmul(artifact, tmp_path):
    frozen = aotc.compile(_mlp(), ["bf16[32,32]"], output=tmp_path / "f", dtype="bfloat16", fp8="te-delayed",
                          fp8_history=HISTORY, fp8_margin=MARGIN, freeze=("gate.*",))
    count = lambda p: (p / "backward.py").read_text().count("aten._scaled_mm.default(")
    assert count(artifact) - count(frozen) == 1
    assert read_manifest(frozen).saved.activation_bytes < read_manifest(artifact).saved.activation_bytes
    _, model = twin(_mlp)
    model.gate.weight.requires_grad_(False)
    step = _load(frozen, model)
    _step(step, *_batch(0))
    assert model.gate.weight.grad is None and model.up.weight.grad is not None


def test_evaluation_reads_the_scales_and_leaves_them(artifact):
    _, model = twin(_mlp)
    step = _load(artifact, model)
    _step(step, *_batch(0))
    before = step.fp8_state.state_dict()
    with torch.no_grad():
        step(_batch(1)[0])
    after = step.fp8_state.state_dict()
    assert all(after[n] is before[n] for n in before)


def test_the_state_round_trips_through_save_and_load(artifact, tmp_path):
    """Three steps, saved; a fresh load of the same weights resumed from it takes the fourth
    step exactly as the first run does. The same through aotc.runtime's DCP checkpoints."""
    _, model = twin(_mlp)
    first = _load(artifact, model)
    for k in range(3):
        _step(first, *_batch(k))
    buffer = io.BytesIO()
    torch.save(first.fp8_state.state_dict(), buffer)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")      # DCP says it writes in one process
        aotc.runtime.save_checkpoint(first, tmp_path / "ckpt")
    x, y = _batch(4)
    model.zero_grad()
    _step(first, x, y)
    want, want_state = _grads(model), first.fp8_state.state_dict()

    for resume in ("state_dict", "checkpoint"):
        _, again = twin(_mlp)
        second = _load(artifact, again)
        if resume == "state_dict":
            buffer.seek(0)
            second.fp8_state.load_state_dict(torch.load(buffer))
        else:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                aotc.runtime.load_checkpoint(second, tmp_path / "ckpt")
        _step(second, x, y)
        got = _grads(again)
        assert all(torch.equal(got[n], want[n]) for n in want), resume
        state = second.fp8_state.state_dict()
        assert all(torch.equal(state[n], want_state[n]) for n in want_state), resume

    with pytest.raises(ValueError, match="another --fp8-history"):
        second.fp8_state.load_state_dict({n: torch.zeros(5) if n.startswith("amax") else t
                                          for n, t in want_state.items()})
    with pytest.raises(ValueError, match="missing"):
        second.fp8_state.load_state_dict({})


def test_shape_buckets_share_one_state_and_the_optimizer_composes(tmp_path):
    path = aotc.compile(_mlp(), ["bf16[32,32]"], buckets=[["bf16[64,32]"]], output=tmp_path / "b", dtype="bfloat16",
                        fp8="te-delayed", fp8_history=HISTORY, optimizer="adamw")
    _, model = twin(_mlp)
    step = _load(path, model, lr=1e-2)
    assert step.buckets["32x32"].fp8_state is step.buckets["64x32"].fp8_state is step.fp8_state
    before = model.up.weight.detach().clone()
    x, y = _batch(0)
    _step(step, x, y)
    _step(step, torch.cat([x, x]), torch.cat([y, y]))       # the other bucket, the same amax
    amax = x.abs().amax().float()
    assert torch.equal(step.fp8_state.state_dict()["amax_history:up.weight:input"], torch.stack([0 * amax, amax, amax]))
    assert not torch.equal(model.up.weight, before)          # the update ran in the backward


def test_the_verifier_holds_carries_to_their_rules(artifact):
    """A carry is returned once, by the forward or by the backward, for a carry the forward
    reads, with its type; the backward reads none."""
    from aotc.ir import Port, Value
    from aotc.verifier import VerifyError, verify, verify_pair
    _, programs = read_artifact(artifact)
    forward, backward = programs["forward"], programs["backward"]
    verify_pair(forward, backward)

    def renamed(program, old, port):
        return program.replace(output_ports=tuple(port if p == old else p for p in program.output_ports))

    carry = next(p for p in backward.output_ports if p.kind == "carry")
    with pytest.raises(VerifyError, match="does not read"):
        verify_pair(forward, renamed(backward, carry, Port("carry", "scale:nowhere")))
    twice = next(p for p in forward.output_ports if p.kind == "carry" and p.name.startswith("scale:"))
    with pytest.raises(VerifyError, match="twice"):
        verify(renamed(forward, next(p for p in forward.output_ports if p.kind == "carry" and p != twice and
                                     p.name.startswith("scale:")), twice))
    swapped = {"amax_history:up.weight:input": "scale:up.weight:input",
               "scale:up.weight:input": "amax_history:up.weight:input"}
    with pytest.raises(VerifyError, match="which is"):        # a history returned for a scale
        verify(forward.replace(output_ports=tuple(Port("carry", swapped[p.name]) if p.kind == "carry" and
                                                  p.name in swapped else p for p in forward.output_ports)))
    scale = next(v for p, v in zip(forward.input_ports, forward.inputs) if p.name == "scale:up.weight:input")
    reads = backward.replace(inputs=backward.inputs + (Value(scale.type),),
                             input_ports=backward.input_ports + (Port("carry", "scale:up.weight:input"),))
    with pytest.raises(VerifyError, match="reads a carry"):
        verify_pair(forward, reads)


def test_inspect_and_diff_show_the_recipe(artifact, tmp_path):
    from click.testing import CliRunner
    from cli.main import main as cli
    other = aotc.compile(_mlp(), ["bf16[32,32]"], output=tmp_path / "m", dtype="bfloat16", fp8="te-delayed",
                         fp8_history=HISTORY, fp8_margin=MARGIN + 1)
    runner = CliRunner()
    shown = runner.invoke(cli, ["inspect", str(artifact)])
    assert shown.exit_code == 0, shown.output
    assert f"te-delayed scaling (amax history {HISTORY}, margin {MARGIN}, amax max)" in shown.output
    diffed = runner.invoke(cli, ["diff", str(artifact), str(other)])
    assert f"'margin': {MARGIN}" in diffed.output and f"'margin': {MARGIN + 1}" in diffed.output


@pytest.mark.parametrize("options, refusal", [
    ({"fp8": "te", "fp8_history": 16}, "give --fp8 te-delayed too"),
    ({"fp8": "te-delayed", "fp8_history": 0}, "give 1 or more steps"),
    ({"fp8": "te-delayed", "inference": True}, "needs a training artifact"),
    ({"fp8": "te-delayed", "mesh": (("cp", 2),)}, "with --mesh cp=: delayed scaling's state is built for data"),
    ({"fp8": "te-delayed", "mesh": (("pp", 2),)}, "with --mesh pp=: a pipeline schedule runs each stage"),
    ({"fp8": "te-delayed", "mesh": (("tp", 2),)}, "--fp8 with --mesh tp="),
])
def test_what_delayed_scaling_refuses(tmp_path, options, refusal):
    with pytest.raises(CompileError, match=refusal):
        aotc.compile(_mlp(), ["bf16[32,32]"], output=tmp_path / "r", dtype="bfloat16", **options)
