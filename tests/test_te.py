"""The TransformerEngine executor where TransformerEngine is absent (the CPU machines, CI):
--fp8 te compiles the program --fp8 tensorwise writes with its matmuls as te regions, load
says once that they run torch's own fp8 matmuls, and they do, bit for bit; what TE would be
given (fp8 operands and scales) is the artifact's, so retain_graph and frozen weights hold.
TE's own GEMM is checked and timed against torch's by build-kernels on the GPU machine.

The GPU tier (CUDA and TransformerEngine, `-m gpu`): through TE's GEMM, under --fp8 te and
te-delayed, a second backward doubles the gradients exactly and a frozen weight has no
weight-gradient GEMM, where te.Linear itself fails the second backward; te-delayed trains as
te.Linear with DelayedScaling does, and under CUDA graphs as without."""

from __future__ import annotations

import contextlib
import warnings
from collections import Counter

import msgpack
import pytest
import torch

import aotc
import aotc.runtime
from aotc.format.artifact import read_artifact
from aotc.format.pack import PackError, TEChoice, Target
from aotc.ir import inline_regions
from aotc.tools.check import check
from conftest import lm_loss, load_example, twin

llama = load_example("llama")
LLAMA = "examples/llama.py:Llama"
ARGS = {"config": "tiny", "ffn_hidden": 192}     # every linear's dimensions a multiple of 16


@pytest.fixture(scope="module")
def pair(tmp_path_factory):
    root = tmp_path_factory.mktemp("te")
    return tuple(aotc.compile(LLAMA, ["i64[2,64]"], output=root / recipe, args=ARGS, dtype="bfloat16", fp8=recipe)
                 for recipe in ("te", "tensorwise"))


def test_te_regions_are_the_tensorwise_programs_matmuls(pair):
    te, tensorwise = pair
    manifest, programs = read_artifact(te)
    assert manifest.fp8.recipe == "te" and "te" in manifest.executors
    _, plain = read_artifact(tensorwise)
    for name in ("forward", "backward"):
        regions = [r for r in programs[name].regions() if r.executor == "te"]
        assert len(regions) == {"forward": 15, "backward": 30}[name]       # 2 layers x 7 linears + the head
        assert all([op.name for op in r.body.ops][-1] == "aten._scaled_mm.default" for r in regions)
        ops = Counter(op.name for op in inline_regions(programs[name]).ops)
        assert ops == Counter(op.name for op in inline_regions(plain[name]).ops)


def test_without_te_load_says_so_once_and_trains_as_tensorwise(pair):
    te, tensorwise = pair
    idx, targets = torch.randint(0, 256, (2, 64)), torch.randint(0, 256, (2, 64))
    grads = []
    for path in (te, tensorwise):
        _, model = twin(lambda: llama.Llama(**ARGS).to(torch.bfloat16))
        with warnings.catch_warnings(record=True) as seen:
            warnings.simplefilter("always")
            step = aotc.runtime.load(path, model, kernels="off" if path == tensorwise else "auto")
        # TE's own messages (the path holds "te" too, and the unsigned-artifact warning names it).
        said = [m for m in map(str, (w.message for w in seen)) if "te regions" in m or "TransformerEngine" in m]
        if path == te:
            assert len(said) == 1 and "the te regions run the artifact's own fp8 matmuls (torch._scaled_mm)" in said[0]
        lm_loss(step(idx).float(), targets).backward()
        grads.append({n: p.grad for n, p in model.named_parameters()})
    for name, g in grads[1].items():
        assert torch.equal(grads[0][name], g), name


def test_retain_graph_twice_doubles_exactly(pair):
    _, model = twin(lambda: llama.Llama(**ARGS).to(torch.bfloat16))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        step = aotc.runtime.load(pair[0], model)
    idx, targets = torch.randint(0, 256, (2, 64)), torch.randint(0, 256, (2, 64))
    loss = lm_loss(step(idx).float(), targets)
    loss.backward(retain_graph=True)
    once = {n: p.grad.clone() for n, p in model.named_parameters()}
    loss.backward()
    for n, p in model.named_parameters():
        assert torch.equal(p.grad, 2 * once[n]), n


def test_a_frozen_weight_has_no_weight_gradient_matmul(tmp_path):
    peft = aotc.compile(LLAMA, ["i64[2,64]"], output=tmp_path / "p", args=ARGS, dtype="bfloat16", fp8="te",
                        freeze=("layers.*.attention.*",))
    _, programs = read_artifact(peft)
    assert sum(r.executor == "te" for r in programs["backward"].regions()) == 30 - 2 * 4


def test_check_says_what_runs_the_te_regions_here(pair):
    findings = [f for f in check(pair[0], device="cpu").findings if f.name == "kernels" and "te" in f.detail]
    assert any("torch._scaled_mm" in f.detail for f in findings), findings


def test_the_te_pack_record_is_validated():
    target = Target("cuda", "sm90", "2.11.0", "", 0)
    choice = TEChoice(target, "2.20.2", {"0123456789abcdef": (0.1, 0.12)}, {"fedcba9876543210": "why"})
    assert TEChoice.from_data(msgpack.unpackb(msgpack.packb(choice.to_data()))) == choice
    with pytest.raises(PackError, match="region by something other than its key"):
        TEChoice.from_data({**choice.to_data(), "regions": {"../../x": [1.0, 1.0]}})
    with pytest.raises(PackError, match="malformed TransformerEngine choice"):
        TEChoice.from_data({"target": target.to_data()})


# ---- The GPU tier: TransformerEngine's GEMM through the artifact, under --fp8 te and te-delayed,
# next to te.Linear's own behaviour. Skipped without CUDA or without TransformerEngine.

GPU_RECIPES = ("te", "te-delayed")
FROZEN = ("layers.*.attention.*",)
needs_cuda = pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA device")


def _te():
    """TransformerEngine's PyTorch module, or skip the test."""
    from aotc.runtime.te import import_te, usable_te
    mm, why = usable_te()
    if mm is None:
        pytest.skip(why)
    return import_te()


@pytest.fixture(scope="module")
def on_gpu(tmp_path_factory):
    """(recipe, frozen) -> a tiny Llama compiled for CUDA with its te pack built here. Only the
    te executor partitions (no Inductor regions), so the builds take seconds."""
    _te()
    from aotc.executors.build import build_kernels
    root = tmp_path_factory.mktemp("te-gpu")
    built = {}
    for recipe in GPU_RECIPES:
        for frozen in (False, True):
            path = aotc.compile(LLAMA, ["i64[2,64]"], output=root / f"{recipe}{'-frozen' * frozen}", args=ARGS,
                                dtype="bfloat16", device="cuda", fp8=recipe, executors=(),
                                freeze=FROZEN if frozen else ())
            (report,) = [r for r in build_kernels(path) if r.executor == "te"]
            assert report.built > 0, report.skipped       # TE runs the fp8 matmuls (those it can)
            built[recipe, frozen] = path
    return built


def _gpu_llama():
    return llama.Llama(**ARGS).to(torch.bfloat16).cuda()


def _load_with_te(path, model):
    with warnings.catch_warnings(record=True) as seen:
        warnings.simplefilter("always")
        step = aotc.runtime.load(path, model)
    assert "te" in step.kernel_packs, [str(w.message) for w in seen]
    assert not any("te regions run the artifact's own" in str(w.message) for w in seen)
    return step


def _gpu_batch(k):
    g = torch.Generator().manual_seed(k)
    return torch.randint(0, 256, (2, 64), generator=g).cuda(), torch.randint(0, 256, (2, 64), generator=g).cuda()


@pytest.mark.gpu
@needs_cuda
@pytest.mark.parametrize("recipe", GPU_RECIPES)
def test_gpu_te_gemms_a_second_backward_doubles_exactly(on_gpu, recipe):
    _, model = twin(_gpu_llama)
    step = _load_with_te(on_gpu[recipe, False], model)
    for k in range(2):                       # te-delayed: scales measured by the steps before
        lm_loss(step(_gpu_batch(k)[0]).float(), _gpu_batch(k)[1]).backward()
    model.zero_grad()
    idx, targets = _gpu_batch(2)
    loss = lm_loss(step(idx).float(), targets)
    loss.backward(retain_graph=True)
    once = {n: p.grad.clone() for n, p in model.named_parameters()}
    state = step.fp8_state.state_dict() if step.fp8_state is not None else {}
    loss.backward()
    for n, p in model.named_parameters():
        assert torch.equal(p.grad, 2 * once[n]), n
    if step.fp8_state is not None:
        again = step.fp8_state.state_dict()
        assert all(torch.equal(again[n], t) for n, t in state.items())


@pytest.mark.gpu
@needs_cuda
@pytest.mark.parametrize("recipe", GPU_RECIPES)
def test_gpu_te_a_frozen_weight_has_no_weight_gradient_gemm(on_gpu, recipe):
    _, programs = read_artifact(on_gpu[recipe, True])
    assert sum(r.executor == "te" for r in programs["backward"].regions()) == 30 - 2 * 4
    _, model = twin(_gpu_llama)
    for name, p in model.named_parameters():
        p.requires_grad_(".attention." not in name)
    step = _load_with_te(on_gpu[recipe, True], model)
    lm_loss(step(_gpu_batch(0)[0]).float(), _gpu_batch(0)[1]).backward()
    for name, p in model.named_parameters():
        assert (p.grad is None) == (".attention." in name), name


@pytest.mark.gpu
@needs_cuda
@pytest.mark.parametrize("scaling", ("current", "delayed"))
def test_gpu_te_linear_itself_fails_a_second_backward(scaling):
    """The contrast: TransformerEngine's own module frees what its backward reads after the
    first backward (TransformerEngine issue 990), in either scaling."""
    te = _te()
    from transformer_engine.common import recipe
    layer = te.Linear(64, 64, bias=False, params_dtype=torch.bfloat16, device="cuda")
    x = torch.randn(32, 64, dtype=torch.bfloat16, device="cuda", requires_grad=True)
    with te.autocast(enabled=True, recipe=recipe.DelayedScaling() if scaling == "delayed"
                     else recipe.Float8CurrentScaling()):
        y = layer(x)
    loss = y.float().square().mean()
    loss.backward(retain_graph=True)
    with pytest.raises((AttributeError, RuntimeError)):
        loss.backward()


class _MLP(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.up, self.down = torch.nn.Linear(64, 128, bias=False), torch.nn.Linear(128, 64, bias=False)

    def forward(self, x):
        return self.down(torch.relu(self.up(x)))


@pytest.mark.gpu
@needs_cuda
def test_gpu_te_delayed_trains_as_te_linear_with_delayed_scaling(tmp_path):
    """Ten SGD steps of the same MLP: the te-delayed artifact on TE's GEMM and te.Linear under
    DelayedScaling(amax_history_len=16) take the same losses, step by step."""
    te = _te()
    from transformer_engine.common import recipe
    from aotc.executors.build import build_kernels
    path = aotc.compile(_MLP().to(torch.bfloat16), ["bf16[64,64]"], output=tmp_path / "mlp", dtype="bfloat16",
                        device="cuda", fp8="te-delayed", fp8_history=16, executors=())
    build_kernels(path)
    eager, model = twin(lambda: _MLP().to(torch.bfloat16).cuda())
    for name in ("up", "down"):
        old = getattr(eager, name)
        swap = te.Linear(old.in_features, old.out_features, bias=False, params_dtype=torch.bfloat16, device="cuda")
        with torch.no_grad():
            swap.weight.copy_(old.weight)
        setattr(eager, name, swap)
    delayed = recipe.DelayedScaling(amax_history_len=16, margin=0, amax_compute_algo="max")
    step = _load_with_te(path, model)
    losses = {"te.Linear": [], "artifact": []}
    for side, run, params in (("te.Linear", eager, eager.parameters()), ("artifact", step, model.parameters())):
        opt = torch.optim.SGD(list(params), lr=0.5)
        for k in range(10):
            g = torch.Generator().manual_seed(k)
            x = torch.randn(64, 64, generator=g).to(torch.bfloat16).cuda()
            target = torch.randn(64, 64, generator=g).cuda()
            opt.zero_grad()
            with te.autocast(enabled=True, recipe=delayed) if side == "te.Linear" else contextlib.nullcontext():
                out = run(x)
            loss = torch.nn.functional.mse_loss(out.float(), target)
            loss.backward()
            opt.step()
            losses[side].append(loss.item())
    for k, (want, got) in enumerate(zip(losses["te.Linear"], losses["artifact"])):
        assert abs(want - got) <= 2e-2 * abs(want), (k, losses)


@pytest.mark.gpu
@needs_cuda
def test_gpu_te_delayed_under_cuda_graphs_steps_as_without(tmp_path):
    """The held histories and scales under CUDA graphs (copied out: the next replay overwrites a
    graph's results) are those of a plain load, step for step, and so are the gradients (an MLP:
    every kernel deterministic, so equal means bit for bit)."""
    path = aotc.compile(_MLP().to(torch.bfloat16), ["bf16[64,64]"], output=tmp_path / "g", dtype="bfloat16",
                        device="cuda", fp8="te-delayed", fp8_history=4)
    runs = []
    for graphed in (False, True):
        _, model = twin(lambda: _MLP().to(torch.bfloat16).cuda())
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            step = aotc.runtime.load(path, model, cudagraphs=graphed)
        grads, states = [], []
        for k in range(6):                      # graphs are captured at the third call
            model.zero_grad()
            g = torch.Generator().manual_seed(k)
            x = (torch.randn(64, 64, generator=g) * (1 + k)).to(torch.bfloat16).cuda()
            step(x).float().square().mean().backward()
            grads.append({n: p.grad.clone() for n, p in model.named_parameters()})
            states.append({n: t.clone() for n, t in step.fp8_state.state_dict().items()})
        runs.append((grads, states))
    (plain, plain_states), (graphed, graphed_states) = runs
    for k in range(6):
        assert all(torch.equal(plain[k][n], graphed[k][n]) for n in plain[k]), k
        assert all(torch.equal(plain_states[k][n], graphed_states[k][n]) for n in plain_states[k]), k
