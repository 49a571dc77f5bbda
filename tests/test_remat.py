"""Rematerialisation (aotc.passes.remat) and the memory estimate (aotc.memory), end to end.

Every artifact here is compiled once per module (`build`), run with kernels="off" (no kernel
pack is built), and checked against eager PyTorch: a policy or a budget may change what the
backward recomputes, never a number it produces. The estimate is checked against the CPU
allocator's own record of one step (torch.profiler's allocation events).
"""

from __future__ import annotations

import json
import re

import pytest
import torch
from torch.profiler import ProfilerActivity, profile

import aotc
import aotc.runtime
from aotc.errors import CompileError
from aotc.format.artifact import read_artifact, read_manifest
from aotc.ir import Op, Port, Program, Region, TensorType, Value, contiguous_strides
from aotc.memory import program_memory
from aotc.ops import OpRegistry
from cli.main import main as cli_main
from click.testing import CliRunner
from conftest import ROOT, assert_grads_match, lm_loss, load_example, twin

llama, gpt2, mlp = load_example("llama"), load_example("gpt2"), load_example("mlp")

POLICIES = ("save-matmuls", "save-attention", "save-all")
LLAMA = str(ROOT / "examples/llama.py") + ":Llama"
GPT2 = str(ROOT / "examples/gpt2.py") + ":GPT2"
MLP = str(ROOT / "examples/mlp.py") + ":MLP"
TINY = {"config": "tiny"}
# Every example at the shapes test_training uses: (spec, factory, args, example input).
EXAMPLES = {
    "llama": (LLAMA, lambda: llama.Llama("tiny"), TINY, "i64[2,32]"),
    "gpt2": (GPT2, lambda: gpt2.GPT2("tiny"), TINY, "i64[2,32]"),
    "mlp": (MLP, mlp.MLP, {}, "f32[8,32]"),
}
# Big enough that activations (megabytes) dominate: llama tiny at 8x128 holds 9-14 MB above
# its 0.5 MB of parameters, which budgets can cut into and the allocator's noise cannot blur.
# (At 2x32 parameters and gradients dominate: no budget much below the default is reachable.)
BIG = (8, 128)
BIG_INPUT = "i64[%d,%d]" % BIG


@pytest.fixture(scope="module")
def build(tmp_path_factory):
    """Compile each (spec, input, options) once for the module; returns the artifact path."""
    cache: dict = {}
    root = tmp_path_factory.mktemp("remat")

    def get(spec: str, example: str, **options):
        key = (spec, example, tuple(sorted((k, repr(v)) for k, v in options.items())))
        if key not in cache:
            cache[key] = aotc.compile(spec, [example], output=root / f"a{len(cache)}", **options)
        return cache[key]

    return get


def _inputs(name: str, shape=(2, 32)):
    """(model input, loss function) for example `name`; the loss reads a fixed random weight
    for the MLP, next-token targets for the language models."""
    if name == "mlp":
        x, w = torch.randn(8, 32), torch.randn(8, 10)
        return x, lambda out: (out * w).sum()
    idx, targets = torch.randint(0, 256, shape), torch.randint(0, 256, shape)
    return idx, lambda out: lm_loss(out, targets)


def _check_step_matches_eager(path, factory, x, loss_fn):
    eager, model = twin(factory)
    step = aotc.runtime.load(path, model, kernels="off")
    ref = loss_fn(eager(x))
    ref.backward()
    got = loss_fn(step(x))
    got.backward()
    torch.testing.assert_close(got, ref, rtol=1e-5, atol=1e-6)
    assert_grads_match(eager, model)


def _count_ops(path, program: str, name: str) -> int:
    """Ops called `name` in one program of the artifact, inside fusion regions too."""
    def count(ops):
        return sum(count(op.body.ops) if isinstance(op, Region) else op.name == name for op in ops)
    return count(read_artifact(path)[1][program].ops)


# ------------------------------------------------------------------------- numerics vs eager

@pytest.mark.parametrize("policy", POLICIES)
@pytest.mark.parametrize("name", sorted(EXAMPLES))
def test_every_policy_matches_eager(name, policy, build):
    spec, factory, args, example = EXAMPLES[name]
    path = build(spec, example, args=args, remat_policy=policy)
    memory = read_manifest(path).memory
    assert memory.remat_policy == policy and memory.budget is None
    # save-all recomputes nothing; the others recompute at least the elementwise ops the
    # backward reads (each example has some: GELU, SiLU, norms), so the comparison below
    # covers recomputation and not only the default split.
    assert (memory.recomputed == 0) if policy == "save-all" else (memory.recomputed > 0)
    x, loss_fn = _inputs(name)
    _check_step_matches_eager(path, factory, x, loss_fn)


def test_save_attention_recomputes_matmuls_in_the_backward(build):
    """save-attention's backward runs the forward's matmuls a second time; save-matmuls' does not."""
    spec, _, args, example = EXAMPLES["llama"]
    paths = {p: build(spec, example, args=args, remat_policy=p) for p in POLICIES}
    mms = {p: _count_ops(paths[p], "backward", "aten.mm.default") for p in POLICIES}
    assert mms["save-all"] == mms["save-matmuls"] < mms["save-attention"], mms


# ------------------------------------------------------------------------------- budgets

@pytest.fixture(scope="module")
def refused(build):
    """llama tiny at 8x128 (the default compile) under a budget of 1e-6 GB: (the CompileError's
    message, the least estimated peak it names in bytes)."""
    with pytest.raises(CompileError) as info:
        build(LLAMA, BIG_INPUT, args=TINY, memory_budget_gb=1e-6)
    message = str(info.value)
    found = re.search(r"least estimated peak found is ([0-9.e+-]+) GB", message)
    assert found, message
    return message, float(found.group(1)) * 1e9


@pytest.fixture(scope="module")
def budgets(build, refused):
    """llama tiny at 8x128: [(None, the default plan), (budget, artifact), (budget, artifact)],
    the budgets 40% and 5% of the way from the least peak the search reaches to the default
    plan's peak.

    Any budget above that least peak is met: the search's trials for it follow those of the
    refused 1e-6 GB budget until one fits. The search gives up first the elementwise values
    kept only because a matmul reads them (aotc.passes.remat `_costly`), so budgets close to
    the default peak are met without recomputing a matmul (when this was written, up to about
    60% of the way down); these two recompute matmuls, checked below."""
    default = build(LLAMA, BIG_INPUT, args=TINY)
    peak = read_manifest(default).memory.peak
    floor = refused[1] * 1.005          # the message rounds to 3 significant digits
    assert floor < peak
    out = [(None, default)]
    for fraction in (0.4, 0.05):
        gb = (floor + fraction * (peak - floor)) / 1e9
        out.append((int(gb * 1e9), build(LLAMA, BIG_INPUT, args=TINY, memory_budget_gb=gb)))
    return out


def test_smaller_budgets_recompute_more_and_fit(budgets):
    (_, default), *budgeted = budgets
    base = read_manifest(default)
    previous = base
    for budget, path in budgeted:
        m = read_manifest(path)
        assert m.memory.budget == budget and m.memory.remat_policy == "save-matmuls"
        assert m.memory.peak <= budget < base.memory.peak
        assert m.memory.recomputed > previous.memory.recomputed
        assert m.saved.activation_bytes < previous.saved.activation_bytes
        # What the budget gave up is matmul outputs: the backward runs more matmuls.
        assert _count_ops(path, "backward", "aten.mm.default") > _count_ops(default, "backward", "aten.mm.default")
        previous = m


@pytest.mark.parametrize("which", [0, 1, 2], ids=["default", "budget-40%", "budget-5%"])
def test_budgeted_artifacts_match_eager(which, budgets):
    _, path = budgets[which]
    x, loss_fn = _inputs("llama", BIG)
    _check_step_matches_eager(path, EXAMPLES["llama"][1], x, loss_fn)


def test_infeasible_budget_is_refused_with_the_least_peak(refused, build):
    message, least = refused
    assert "--memory-budget 1e-06 GB cannot be met" in message
    default = read_manifest(build(LLAMA, BIG_INPUT, args=TINY)).memory
    # Printed to 3 significant digits: the least peak is below the default plan's (at this
    # size recomputing matmuls helps), and above the parameters alone.
    assert default.resident < least < default.peak, (default.resident, least, default.peak)


def test_budget_needs_a_training_artifact_and_a_positive_size(tmp_path):
    with pytest.raises(CompileError, match="needs a training artifact"):
        aotc.compile(MLP, ["f32[8,32]"], output=tmp_path / "a", inference=True, memory_budget_gb=1.0)
    with pytest.raises(CompileError, match="give a positive size"):
        aotc.compile(MLP, ["f32[8,32]"], output=tmp_path / "b", memory_budget_gb=0.0)
    with pytest.raises(CompileError, match="not one of save-matmuls, save-attention, save-all"):
        aotc.compile(MLP, ["f32[8,32]"], output=tmp_path / "c", remat_policy="save-nothing")


# ----------------------------------------------------------------------- retain_graph=True

def test_retain_graph_twice_with_recomputation_matches_eager(build):
    spec, factory, args, example = EXAMPLES["llama"]
    path = build(spec, example, args=args)            # the default policy
    memory = read_manifest(path).memory
    assert memory.remat_policy == "save-matmuls" and memory.recomputed > 0
    eager, model = twin(factory)
    step = aotc.runtime.load(path, model, kernels="off")
    x, loss_fn = _inputs("llama")
    for m in (eager, step):
        loss = loss_fn(m(x))
        loss.backward(retain_graph=True)
        loss.backward()
    assert_grads_match(eager, model)     # both accumulated twice...
    once, _ = twin(factory)
    loss_fn(once(x)).backward()
    for (n, p), (_, q) in zip(eager.named_parameters(), once.named_parameters()):
        torch.testing.assert_close(p.grad, 2 * q.grad, msg=n)   # ...which is twice one backward


# ------------------------------------------------------------------------ what is saved

def test_frozen_parameters_save_no_more(build):
    spec, factory, args, example = EXAMPLES["gpt2"]
    frozen = ("h.0.*",)
    saved = {}
    for policy in ("save-matmuls", "save-all"):
        for freeze in ((), frozen):
            path = build(spec, example, args=args, remat_policy=policy, freeze=freeze)
            saved[policy, freeze] = read_manifest(path).saved.activation_bytes
    assert saved["save-matmuls", frozen] <= saved["save-all", frozen], saved
    for policy in ("save-matmuls", "save-all"):
        assert saved[policy, frozen] <= saved[policy, ()], saved
    # The frozen artifact under remat still trains like eager with the same parameters frozen.
    path = build(spec, example, args=args, remat_policy="save-matmuls", freeze=frozen)
    eager, model = twin(factory)
    for m in (eager, model):
        for block_param in m.h[0].parameters():
            block_param.requires_grad_(False)
    step = aotc.runtime.load(path, model, kernels="off")
    x, loss_fn = _inputs("gpt2")
    loss_fn(eager(x)).backward()
    loss_fn(step(x)).backward()
    assert all(p.grad is None for p in model.h[0].parameters())
    assert_grads_match(eager, model)


def test_remat_saves_less(build):
    spec, _, args, example = EXAMPLES["llama"]
    ms = {p: read_manifest(build(spec, example, args=args, remat_policy=p)) for p in POLICIES}
    act = {p: m.saved.activation_bytes for p, m in ms.items()}
    assert act["save-matmuls"] < act["save-all"], act
    assert act["save-attention"] <= act["save-matmuls"], act
    for m in ms.values():       # the two records of saved activations agree
        assert m.memory.saved == m.saved.activation_bytes


# ------------------------------------------------------------ the estimate vs the allocator

def _allocations(prof) -> list:
    """Allocation events (frees are negative sizes) of a CPU profile, in time order."""
    found = []

    def walk(node):
        if node.tag == torch._C._profiler._EventType.Allocation:
            found.append(node)
        for child in node.children:
            walk(child)

    for root in prof.profiler.kineto_results.experimental_event_tree():
        walk(root)
    return sorted(found, key=lambda n: n.start_time_ns)


def measured_peak(fn) -> int:
    """Most bytes the CPU allocator held during `fn()` above what it held when `fn` began."""
    with profile(activities=[ProfilerActivity.CPU], profile_memory=True) as prof:
        fn()
    events = _allocations(prof)
    assert events, "the profiler recorded no allocation"
    start = events[0].extra_fields.total_allocated - events[0].extra_fields.alloc_size
    return max(e.extra_fields.total_allocated for e in events) - start


def _measure(path) -> tuple[int, int]:
    """The measured peaks of one training step (forward, out.sum(), backward) and of the
    forward alone, with the parameters allocated before measuring and the programs warmed up."""
    torch.manual_seed(0)
    model = llama.Llama("tiny")
    step = aotc.runtime.load(path, model, kernels="off")
    idx = torch.randint(0, 256, BIG)

    def one_step():
        # out.sum() keeps the user's side to a scalar: the output dies inside sum(), and the
        # gradient autograd hands the backward (the tangent) is counted by the estimate.
        step(idx).sum().backward()

    def forward_only():
        out = step(idx)
        del out

    one_step()
    model.zero_grad(set_to_none=True)      # the step's gradients are new allocations
    step_peak = measured_peak(one_step)
    return step_peak, measured_peak(forward_only)


@pytest.fixture(scope="module")
def measured(build):
    """{policy: (manifest, measured step peak, measured forward peak)} for llama tiny at 8x128,
    compiled without fusion: kernels="off" runs the ops of the program the estimate walks,
    one by one, so the two describe the same execution (with fusion the estimate models the
    kernel pack instead, see test_default_artifact_step_peak_is_bounded_by_the_estimate)."""
    out = {}
    for policy in POLICIES:
        path = build(LLAMA, BIG_INPUT, args=TINY, remat_policy=policy, fusion=False)
        out[policy] = (read_manifest(path), *_measure(path))
    return out


@pytest.mark.parametrize("policy", POLICIES)
def test_step_estimate_matches_the_measured_peak(policy, measured):
    """manifest.memory.peak - resident against the allocator's peak above the parameters.

    The estimate leaves out ATen's workspaces and the user's loss (here a scalar). Seen when
    this was written (measured / estimated): 0.999 for each policy. The margin: the measured
    peak within 2% of the estimate (the allocator's alignment and small scalars)."""
    manifest, step_peak, _ = measured[policy]
    estimate = manifest.memory.peak - manifest.memory.resident
    assert 0.98 * estimate <= step_peak <= 1.02 * estimate, (step_peak, estimate, step_peak / estimate)


def test_policies_order_the_measured_peaks_like_the_estimates(measured):
    """Saving everything costs the most memory, measured as estimated."""
    est = {p: m.memory.peak for p, (m, _, _) in measured.items()}
    got = {p: s for p, (_, s, _) in measured.items()}
    assert est["save-matmuls"] < est["save-all"] and got["save-matmuls"] < got["save-all"], (est, got)


def test_mlp_forward_estimate_is_exact(build):
    """The forward program alone, on a model without _unsafe_view: the estimate walks exactly
    the allocations the runtime makes (seen: equal to the byte); 2% leaves room for the
    allocator's alignment."""
    path = build(MLP, "f32[4096,32]", args={"hidden": 256, "layers": 4}, fusion=False)
    m = read_manifest(path)
    torch.manual_seed(0)
    model = mlp.MLP(hidden=256, layers=4)
    step = aotc.runtime.load(path, model, kernels="off")
    x = torch.randn(4096, 32)
    step(x).sum().backward()

    def forward_only():
        out = step(x)
        del out

    got = measured_peak(forward_only)
    assert abs(got - m.memory.forward_peak) <= 0.02 * m.memory.forward_peak, (got, m.memory.forward_peak)


@pytest.mark.parametrize("policy", POLICIES)
def test_llama_forward_estimate_is_exact(policy, measured):
    """The forward alone, as exact as the MLP's: equal to the byte when this was written
    (matmuls on 3-d inputs end in aten._unsafe_view, which shares its input's storage)."""
    manifest, _, forward_peak = measured[policy]
    estimate = manifest.memory.forward_peak
    assert abs(forward_peak - estimate) <= 0.02 * estimate, (forward_peak, estimate)


def test_default_artifact_step_peak_is_bounded_by_the_estimate(build):
    """The artifact users get (fusion on, save-matmuls), run portably (kernels="off").

    The estimate models the kernel pack: a region's outputs are charged when it returns and
    its inner values not at all, while kernels="off" runs the region's body op by op and frees
    what it can sooner. Seen when this was written: measured 0.92-0.94 of the estimate. The
    bound: the estimate does not under-state the measured peak by more than 5%, nor over-state
    it by more than 15%."""
    path = build(LLAMA, BIG_INPUT, args=TINY)
    m = read_manifest(path).memory
    estimate = m.peak - m.resident
    got, _ = _measure(path)
    assert 0.85 * estimate <= got <= 1.05 * estimate, (got, estimate, got / estimate)


def _f32(*shape) -> TensorType:
    return TensorType("float32", shape, contiguous_strides(shape), "cpu")


def test_region_outputs_viewing_one_storage_are_charged_once():
    """A region returns y = relu(x) and y.t() (one storage); mm(y.t(), y) then runs with both
    alive. Live bytes: y (256 KiB) + the product (256 KiB). The runtime's kernel plans return
    such outputs as views of one buffer (aotc.runtime.packs `_view`), and the portable body
    does too."""
    registry = OpRegistry()
    n = 256 * 256 * 4
    bx = Value(_f32(256, 256))
    by, byt = Value(_f32(256, 256)), Value(TensorType("float32", (256, 256), (1, 256), "cpu"))
    body = Program("region", (bx,), (Port("input", "0"),),
                   (Op("aten.relu.default", (bx,), (), (by,)), Op("aten.t.default", (by,), (), (byt,))),
                   (by, byt), (Port("output", "0"), Port("output", "1")))
    x = Value(_f32(256, 256))
    y, yt = Value(by.type), Value(byt.type)
    z = Value(_f32(256, 256))
    program = Program("forward", (x,), (Port("input", "0"),),
                      (Region("inductor", body, (x,), (y, yt)),
                       Op("aten.mm.default", (yt, y), (), (z,))),
                      (z,), (Port("output", "0"),))
    unfused = Program("forward", (x,), (Port("input", "0"),),
                      (Op("aten.relu.default", (x,), (), (y,)), Op("aten.t.default", (y,), (), (yt,)),
                       Op("aten.mm.default", (yt, y), (), (z,))),
                      (z,), (Port("output", "0"),))
    assert program_memory(unfused, registry).peak == 2 * n       # the same ops, unfused: right
    assert program_memory(program, registry).peak == 2 * n       # fused: charged 3 * n


# ------------------------------------------------------------------------------ command line

def _invoke(*args):
    return CliRunner().invoke(cli_main, [str(a) for a in args])


def test_cli_passes_policy_and_budget_through_and_inspect_shows_them(tmp_path, budgets):
    out = tmp_path / "save-all"
    result = _invoke("compile", LLAMA, "--arg", "config=tiny", "--shape", "2x32", "--remat-policy", "save-all",
                     "-o", out)
    assert result.exit_code == 0, result.output
    m = read_manifest(out).memory
    assert m.remat_policy == "save-all" and m.recomputed == 0 and m.budget is None
    assert "remat       save-all: the backward recomputes 0 forward values" in result.stdout
    shown = _invoke("inspect", out)
    assert shown.exit_code == 0, shown.output
    assert "remat       save-all: the backward recomputes 0 forward values" in shown.stdout
    assert "memory      estimated step peak" in shown.stdout

    # The budget: the API's 40% budget for llama tiny at 8x128, given in GB on the command line.
    budget, api_path = budgets[1]
    gb = budget / 1e9
    out = tmp_path / "budget"
    result = _invoke("compile", LLAMA, "--arg", "config=tiny", "--shape", "%dx%d" % BIG,
                     "--memory-budget", repr(gb), "-o", out)
    assert result.exit_code == 0, result.output
    assert "remat save-matmuls: estimated peak" in result.stdout     # the search reports its trials
    m, api = read_manifest(out).memory, read_manifest(api_path).memory
    assert m.budget == budget and m.peak <= budget
    assert m == api                              # the same plan as the API's compile
    shown = _invoke("inspect", out)
    assert shown.exit_code == 0, shown.output
    remat_line = next(line for line in shown.stdout.splitlines() if line.startswith("remat "))
    assert f"save-matmuls, budget {gb:.3g} GB" in remat_line and f"recomputes {m.recomputed} " in remat_line
    assert any(line.startswith("memory      estimated step peak") for line in shown.stdout.splitlines())
    doc = json.loads(_invoke("inspect", out, "--json").stdout)
    assert doc["memory"] == m.to_data()


def test_cli_refuses_an_infeasible_budget_and_an_unknown_policy(tmp_path):
    result = _invoke("compile", MLP, "--input", "f32[8,32]", "--memory-budget", "1e-6", "-o", tmp_path / "a")
    assert result.exit_code == 2, result.output
    assert "cannot be met" in result.stderr and "least estimated peak" in result.stderr
    assert "Traceback" not in result.stderr and not (tmp_path / "a").exists()
    result = _invoke("compile", MLP, "--input", "f32[8,32]", "--remat-policy", "save-some", "-o", tmp_path / "b")
    assert result.exit_code == 2 and "save-some" in result.stderr


# ----------------------------------------------------------------- the user's torch.utils.checkpoint

class _Block(torch.nn.Module):
    def __init__(self, d: int = 64, p: float = 0.0):
        super().__init__()
        self.a = torch.nn.Linear(d, 4 * d)
        self.b = torch.nn.Linear(4 * d, d)
        self.drop = torch.nn.Dropout(p)

    def forward(self, x):
        return x + self.b(self.drop(torch.relu(self.a(x)).square()))


class _Stack(torch.nn.Module):
    """Blocks the model itself wraps in torch.utils.checkpoint (non-reentrant), or not."""

    def __init__(self, checkpointed: bool = True, n: int = 3, p: float = 0.0):
        super().__init__()
        self.blocks = torch.nn.ModuleList(_Block(p=p) for _ in range(n))
        self.checkpointed = checkpointed

    def forward(self, x):
        for block in self.blocks:
            if self.checkpointed:
                x = torch.utils.checkpoint.checkpoint(block, x, use_reentrant=False)
            else:
                x = block(x)
        return x


@pytest.mark.parametrize("policy", ["save-matmuls", "save-all"])
def test_checkpointed_blocks_save_only_their_inputs(policy, tmp_path):
    """Under any policy the checkpointed blocks save their inputs (3 x 32x64 f32, the first
    is the user's input) and recompute the rest; the same model without checkpointing saves
    its matmul results."""
    ckpt = read_manifest(aotc.compile(_Stack(True), ["f32[32,64]"], output=tmp_path / "c", remat_policy=policy))
    plain = read_manifest(aotc.compile(_Stack(False), ["f32[32,64]"], output=tmp_path / "p", remat_policy=policy))
    assert ckpt.saved.activation_bytes == 3 * 32 * 64 * 4
    assert plain.saved.activation_bytes > 3 * ckpt.saved.activation_bytes
    assert ckpt.memory.recomputed > 0


def test_checkpointed_blocks_train_like_eager_twice(tmp_path):
    path = aotc.compile(_Stack(True), ["f32[32,64]"], output=tmp_path / "c")
    eager, model = twin(lambda: _Stack(True))
    step = aotc.runtime.load(path, model, kernels="off")
    x = torch.randn(32, 64)
    for m in (eager, step):
        out = m(x).square().sum()
        out.backward(retain_graph=True)
        out.backward()
    assert_grads_match(eager, model)


def test_dropout_inside_a_checkpoint_keeps_its_mask(tmp_path):
    """A random op is never drawn again: its mask is saved even inside a checkpoint, and with
    the generator seeded alike the step equals eager's."""
    path = aotc.compile(_Stack(True, p=0.5), ["f32[32,64]"], output=tmp_path / "d")
    m = read_manifest(path)
    assert m.saved.activation_bytes > 3 * 32 * 64 * 4      # inputs, and the masks
    eager, model = twin(lambda: _Stack(True, p=0.5))
    step = aotc.runtime.load(path, model, kernels="off")
    x = torch.randn(32, 64)
    torch.manual_seed(1)
    eager(x).square().sum().backward()
    torch.manual_seed(1)
    step(x).square().sum().backward()
    assert_grads_match(eager, model)


class EagerAttention(torch.nn.Module):
    """Attention spelled out as gpt-oss's sinks need it: scores, a softmax, a product with v."""

    def __init__(self, d=32):
        super().__init__()
        self.qkv, self.o = torch.nn.Linear(d, 3 * d), torch.nn.Linear(d, d)

    def forward(self, x):
        q, k, v = self.qkv(x).chunk(3, dim=-1)
        probs = torch.softmax(q @ k.transpose(-1, -2) * 0.125 - 1.0, dim=-1)
        return self.o(probs @ v)


def test_the_backward_keeps_the_softmax_it_reads_rather_than_recomputing_it(tmp_path):
    """Saving the softmax or its input costs the same bytes; the backward reads the softmax, so
    saving its input would cost two passes over the scores for nothing."""
    path = aotc.compile(EagerAttention(), ["f32[2,16,32]"], output=tmp_path / "a")
    assert _count_ops(path, "backward", "aten._softmax.default") == 0
    assert _count_ops(path, "backward", "aten._softmax_backward_data.default") == 1
    x = torch.randn(2, 16, 32)
    _check_step_matches_eager(path, EagerAttention, x, lambda out: out.square().sum())
