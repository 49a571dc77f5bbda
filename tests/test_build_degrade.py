"""build-kernels never ends for one region or one executor. A region's check draws its integers
as the programs give them (a MoE router's top-2 indices index its 4 experts, not [0, 8)); a
region whose check cannot run or disagrees runs op by op, and the pack says why; after a CUDA
error that ends the context nothing more launches, and the pack is still written; an executor
whose build fails is named, and the others build. On the CPU with a tiny router (one Inductor
build for the module); the CUDA halves are marked gpu."""

from __future__ import annotations

import copy
import dataclasses
import shutil

import pytest
import torch
import torch.nn.functional as F
from click.testing import CliRunner
from torch import nn

import aotc
import aotc.runtime
from aotc.customops.sdpa_backends import default_backend
from aotc.executors.attention_choice import _agrees, measure_attention, output_gradient
from aotc.executors.base import BuildJob, Executor, NotBuilt, regions_of
from aotc.executors.build import build_kernels
from aotc.executors.inductor import InductorExecutor
from aotc.executors.inductor import build as inductor_build
from aotc.executors.inductor.cpu import _CpuBuilder
from aotc.executors.inductor.ranges import check_integers, out_of_range
from aotc.executors.registry import ExecutorRegistry, default_executors
from aotc.executors.target import BuildTarget
from aotc.format.artifact import read_artifact, read_manifest
from aotc.ops import OpRegistry
from aotc.runtime.packs import RegionKernels
from cli import render
from cli.main import main
from conftest import assert_grads_match, twin

pytestmark = pytest.mark.slow
EXPERTS, DIM, TOKENS = 4, 16, 8


class Router(nn.Module):
    """A MoE router over 4 experts, as HF Llama 4's and torchtitan's DeepSeek-V3 route: the
    softmax weights of the top 2 (`softmax(s).gather(-1, topk(s, 2).indices)`) mix the chosen
    experts' outputs."""

    def __init__(self):
        super().__init__()
        self.gate = nn.Linear(DIM, EXPERTS, bias=False)
        self.experts = nn.Linear(DIM, DIM * EXPERTS)

    def forward(self, x):
        s = self.gate(x)
        top = torch.topk(s, 2, dim=-1).indices
        weights = F.softmax(s, dim=-1).gather(-1, top)
        y = self.experts(x).unflatten(-1, (EXPERTS, DIM))
        chosen = y.gather(-2, top.unsqueeze(-1).expand(*top.shape, DIM))
        return (weights.unsqueeze(-1) * chosen).sum(-2).pow(2).mean()


@pytest.fixture(scope="module")
def router(tmp_path_factory):
    return aotc.compile(Router(), [f"f32[{TOKENS},{DIM}]"], output=tmp_path_factory.mktemp("router") / "a")


@pytest.fixture(scope="module")
def built(router, tmp_path_factory):
    """The router's artifact after `thunder-aot build-kernels` (its CLI result alongside)."""
    path = shutil.copytree(router, tmp_path_factory.mktemp("router-built") / "a")
    return path, CliRunner().invoke(main, ["build-kernels", str(path)])


def _job(path, regions=None) -> BuildJob:
    manifest, programs = read_artifact(path)
    every = regions_of(programs, "inductor")
    return BuildJob(path, manifest, programs, every if regions is None else {k: every[k] for k in regions},
                    BuildTarget.of(torch.device("cpu")), OpRegistry())


def test_a_moe_router_gets_a_pack_and_trains_like_eager_from_it(built):
    """Its regions read the top-2 indices (gather over 4 experts): drawn from [0, 8), the check's
    reference indexed out of range and build-kernels ended in an internal error."""
    path, result = built
    assert result.exit_code == 0 and "internal error" not in result.output, result.output
    (report_line,) = [line for line in result.output.splitlines() if line.startswith("inductor pack")]
    regions = len(regions_of(read_artifact(path)[1], "inductor"))
    assert f"{regions} of {regions} regions fused" in report_line, result.output
    eager, model = twin(Router)
    step = aotc.runtime.load(path, model)
    assert step.kernel_packs and "inductor" in step.kernel_packs
    x = torch.randn(TOKENS, DIM)
    ref, got = eager(x), step(x)
    torch.testing.assert_close(got, ref, rtol=1e-5, atol=1e-6)
    ref.backward()
    got.backward()
    assert_grads_match(eager, model, rtol=1e-4)


def test_the_routers_scatters_fuse_on_cuda_and_stay_ops_on_the_cpu(tmp_path):
    """The gradients of the router's gathers are scatter-adds into zeros. For CUDA, Inductor
    writes them as atomic adds: they join the regions around them (one pass instead of a fill,
    a scatter and a reread). Its C++ backend runs them through ATen, which a pack cannot take:
    for the CPU they stay ops between regions, so the regions around them still fuse."""
    def scatters_outside_regions(device):
        path = aotc.compile(Router(), [f"f32[{TOKENS},{DIM}]"], output=tmp_path / device, device=device)
        backward = read_artifact(path)[1]["backward"]
        return [op.name for op in backward.ops if getattr(op, "name", "").startswith("aten.scatter")]

    assert scatters_outside_regions("cuda") == []
    assert scatters_outside_regions("cpu") == ["aten.scatter_add.default"] * 2


def test_a_count_of_tokens_per_expert_stays_an_op_on_cuda(tmp_path):
    """A scatter that sums integers (tokens per expert, as an ep=2 MoE counts them) has no
    atomic add in Inductor, which calls ATen for it: in a region it left that whole region op
    by op on an H200 (45 of 47 regions). It stays an op between regions."""
    class Counts(nn.Module):
        def __init__(self):
            super().__init__()
            self.gate = nn.Linear(DIM, EXPERTS, bias=False)

        def forward(self, x):
            s = self.gate(x)
            expert = s.argmax(-1)
            counts = torch.zeros(EXPERTS, dtype=torch.long, device=x.device).scatter_add(0, expert,
                                                                                       torch.ones_like(expert))
            return (s.softmax(-1) * counts.float()).sum()

    path = aotc.compile(Counts(), [f"f32[{TOKENS},{DIM}]"], output=tmp_path / "a", device="cuda")
    forward = read_artifact(path)[1]["forward"]
    assert [op.name for op in forward.ops if getattr(op, "name", "") == "aten.scatter_add.default"] == \
        ["aten.scatter_add.default"]


class ExpertBias(nn.Module):
    """A bias per expert read by every token (`w[expert]`, as gpt-oss reads its experts' biases):
    the backward sums 2048 bf16 rows into 4 with `index_put(accumulate=True)`."""

    def __init__(self):
        super().__init__()
        self.w = nn.Parameter(torch.randn(4, DIM))
        self.proj = nn.Linear(DIM, DIM)

    def forward(self, x):
        h = self.proj(x)
        expert = torch.topk(h, 1, dim=-1).indices.squeeze(-1) % 4
        return (h * self.w[expert]).float().pow(2).mean()


def test_a_half_precision_index_put_sums_in_float32_in_its_kernel(tmp_path):
    """Added in bf16 place by place (Inductor's atomics, ATen's CPU loop), the bias's gradient is
    8% off float64; ATen's CUDA kernel sums in float32, and so now does the region's kernel: its
    error is bf16's rounding of the sums. On an H200 the bf16 atomics left gpt-oss's regions
    op by op (their check disagreed with ATen's by 6 in 104)."""
    path = aotc.compile(ExpertBias(), ["bf16[2048,16]"], output=tmp_path / "a", dtype="bfloat16")
    result = CliRunner().invoke(main, ["build-kernels", str(path)])
    assert result.exit_code == 0 and "runs op by op" not in result.output, result.output
    torch.manual_seed(0)
    exact = ExpertBias().double()
    model = copy.deepcopy(exact).to(torch.bfloat16)
    step = aotc.runtime.load(path, model)
    assert "inductor" in step.kernel_packs
    x = torch.randn(2048, 16, dtype=torch.float64)
    step(x.bfloat16()).backward()
    exact(x).backward()
    error = (model.w.grad.double() - exact.w.grad).norm() / exact.w.grad.norm()
    assert error < 0.02, error


class PackedRope(nn.Module):
    """Meta's complex RoPE (`view_as_real(view_as_complex(x) * freqs_cis)`, as Llama 4 and
    torchtitan write it) over packed documents as torchtitan numbers them: a row's documents
    start where its position is 0, and `cumsum(positions == 0) - 1` is each token's document,
    which a gather reads. Random positions rarely start a row at 0, and then that index is -1."""

    MAXPOS = 32

    def __init__(self):
        super().__init__()
        self.proj = nn.Linear(DIM, DIM)
        self.per_document = nn.Parameter(torch.randn(TOKENS))
        angles = torch.arange(self.MAXPOS)[:, None] / 10_000 ** (torch.arange(DIM // 2) / (DIM // 2))
        self.register_buffer("freqs_cis", torch.polar(torch.ones_like(angles), angles))

    def forward(self, x, positions):
        h = torch.view_as_complex(self.proj(x).unflatten(-1, (-1, 2)))
        rotated = torch.view_as_real(h * self.freqs_cis[positions]).flatten(-2)
        document = torch.cumsum((positions == 0).int(), 1) - 1
        weight = self.per_document.expand(positions.shape[0], -1).gather(1, document.long())
        return (rotated * weight.unsqueeze(-1)).pow(2).mean()


def test_complex_rope_and_packed_positions_get_every_region_fused(tmp_path):
    """Inductor makes no code for complex tensors, so a region holding RoPE's complex product
    ran op by op whole; and a check drawing positions at random indexed the document gather at
    -1 and left that region op by op. Now the complex ops alone run op by op, a check whose
    random integers leave a position's range draws them ordered, and every region is fused."""
    path = aotc.compile(PackedRope(), [f"f32[2,{TOKENS},{DIM}]", f"i64[2,{TOKENS}]"], output=tmp_path / "a")
    result = CliRunner().invoke(main, ["build-kernels", str(path)])
    assert result.exit_code == 0, result.output
    regions = len(regions_of(read_artifact(path)[1], "inductor"))
    assert regions and f"{regions} of {regions} regions fused" in result.output, result.output
    eager, model = twin(PackedRope)
    step = aotc.runtime.load(path, model)
    assert "inductor" in step.kernel_packs
    x = torch.randn(2, TOKENS, DIM)
    positions = torch.tensor([[0, 1, 2, 0, 1, 2, 3, 4], [0, 1, 2, 3, 4, 5, 0, 1]])
    for _ in range(2):                      # the second backward accumulates
        ref, got = eager(x, positions), step(x, positions)
        torch.testing.assert_close(got, ref, rtol=1e-5, atol=1e-6)
        ref.backward()
        got.backward()
        assert_grads_match(eager, model, rtol=1e-4)


def test_check_integers_are_the_ones_the_programs_make(router):
    """The top-2 indices are drawn from the 4 experts (the bound topk's and gather's dimension
    proves), distinct in each row, the backward's saved copy is the forward's own tensor, and every region's body
    reads its positions in range on them."""
    job = _job(router)
    integers = check_integers(job)
    indices = [v for v, t in integers.values.items() if v.type.dtype == "int64" and v.type.shape == (TOKENS, 2)]
    assert indices and all(integers.bounds[v] == EXPERTS for v in indices)
    assert all(0 <= int(integers.values[v].min()) and int(integers.values[v].max()) < EXPERTS for v in indices)
    # and distinct in each row, as top-k's are: a scatter by them writes each place once
    assert all(len(set(row.tolist())) == 2 for v in indices for row in integers.values[v])
    assert len({id(integers.values[v]) for v in indices}) == 1          # the backward's is the forward's
    for region in job.regions.values():
        inputs = inductor_build.region_inputs(inductor_build.FUSION, region, torch.device("cpu"), job.registry,
                                              integers)
        assert out_of_range(region.body, inputs, job.registry) == ""
    # Drawn as before (anything in [0, 8)), a top-2 index of 4 experts is out of range.
    gathers = next(r for r in job.regions.values() if any(op.name == "aten.gather.default" for op in r.body.ops))
    wrong = [torch.full(v.type.shape, 6, dtype=torch.int64) if v.type.dtype == "int64" else torch.zeros(v.type.shape)
             for v in gathers.body.inputs]
    assert out_of_range(gathers.body, wrong, job.registry).startswith("gather reads position 6, outside [0, 4)")


def test_a_region_whose_reference_raises_runs_op_by_op_and_says_why(router, tmp_path):
    path = shutil.copytree(router, tmp_path / "a")
    first, second = sorted(_job(path).regions)[:2]
    job = _job(path, [first, second])
    broken = job.regions[first].body

    def reference(body, registry):
        if body is broken:
            def raises(*inputs):
                raise RuntimeError("the reference cannot run this")
            return raises
        return inductor_build.FUSION.reference(body, registry)

    built = inductor_build.build_pack(job, form=dataclasses.replace(inductor_build.FUSION, reference=reference))
    report = built.report
    assert report.built == 1 and set(report.skipped) == {first}
    assert report.skipped[first] == ("its op-by-op reference fails on the check's inputs: RuntimeError: the "
                                     "reference cannot run this")


@pytest.mark.parametrize("where", ["build", "check"])
def test_a_lost_cuda_context_stops_every_launch_and_the_pack_is_still_written(where, router, tmp_path,
                                                                                monkeypatch):
    """A device-side assert ends the context: the region that met it and every region not yet
    checked run op by op, saying which region it was; the regions checked before keep their
    kernels, and the pack is written (simulated on the CPU: the error is raised, not met)."""
    path = shutil.copytree(router, tmp_path / "a")
    keys = sorted(_job(path).regions)
    culprit = keys[1]
    assert_error = RuntimeError("CUDA error: device-side assert triggered\nCUDA kernel errors might be reported "
                                "asynchronously")
    if where == "build":
        build_region = _CpuBuilder.region
        seen = []

        def region(self, graph, inputs, options=None, key=""):
            seen.append(graph)
            if len(seen) == 2:
                raise assert_error
            return build_region(self, graph, inputs, options, key)
        monkeypatch.setattr(_CpuBuilder, "region", region)
    else:
        region_function = RegionKernels.region_function

        def launches(self, region):
            name, fn = region_function(self, region)
            if self._key(region) != culprit:
                return name, fn

            def asserts(*args):
                raise assert_error
            return name, asserts
        monkeypatch.setattr(RegionKernels, "region_function", launches)
    (report,) = build_kernels(path)
    assert culprit in report.skipped and "device-side assert" in report.skipped[culprit]
    for key in keys[2:]:
        assert report.skipped[key].startswith(f"not checked: region {culprit} ended the CUDA context"), report.skipped
    if where == "build":     # nothing was checked yet: no region keeps its kernels
        assert report.built == 0 and report.skipped[keys[0]].startswith(f"not checked: region {culprit}")
    else:
        assert report.built == 1 and keys[0] not in report.skipped
    assert "inductor" in read_manifest(path).packs
    step = aotc.runtime.load(path, Router())           # the pack loads; its skipped regions run op by op
    step(torch.randn(TOKENS, DIM)).backward()


class Chunks(nn.Module):
    """The layout a tp=4 reduce-scatter reads: [1, T, D] cut into 4 chunks [T/4, 1, D]. On an
    H200 Inductor returned such a region's output with another stride for the size-1 dimension
    than torch's meta gives, and the check left the region op by op for it."""

    def __init__(self):
        super().__init__()
        self.a = nn.Linear(DIM, DIM, bias=False)
        self.b = nn.Linear(DIM, DIM, bias=False)

    def forward(self, x):
        h = self.a(x) + self.b(x)
        chunks = h.permute(1, 0, 2).view(1, 4, TOKENS // 4, 1, DIM).permute(1, 0, 2, 3, 4)
        return torch.cumsum(chunks.reshape(4, TOKENS // 4, 1, DIM), 0).sum()


@pytest.mark.parametrize("size_one, agrees", [(True, True), (False, False)], ids=["size-1-dim", "real-dim"])
def test_a_region_output_whose_strides_differ_only_on_a_size_one_dim_keeps_its_kernel(size_one, agrees, tmp_path,
                                                                                     monkeypatch):
    path = aotc.compile(Chunks(), [f"f32[1,{TOKENS},{DIM}]"], output=tmp_path / "a")
    region_function = RegionKernels.region_function

    def restrided(self, region):
        name, fn = region_function(self, region)

        def launch(*args):
            outs = list(fn(*args))
            for n, out in enumerate(outs):
                if out.dim() == 4 and out.shape[2] == 1:
                    stride = list(out.stride())
                    if size_one:
                        stride[2] = 1 if stride[2] != 1 else 2     # never stepped over
                        outs[n] = out.as_strided(out.shape, stride)
                    else:
                        outs[n] = out.transpose(0, 1).contiguous().transpose(0, 1)
            return tuple(outs)
        return name, launch
    monkeypatch.setattr(RegionKernels, "region_function", restrided)
    (report,) = build_kernels(path)
    skipped = " ".join(report.skipped.values())
    assert ("strides" not in skipped) is agrees, skipped


def test_an_executor_whose_build_fails_is_named_and_the_others_build(router, tmp_path):
    path = shutil.copytree(router, tmp_path / "a")
    asked = []

    class Broken(InductorExecutor):
        def build(self, job):
            raise RuntimeError("a bug in this executor's build")

    class Next(Executor):
        name = "next"

        def build(self, job):
            asked.append(job)
            return None

    reports = build_kernels(path, executors=ExecutorRegistry([Broken(), Next()]))
    assert reports == [NotBuilt("inductor", "its build failed: RuntimeError: a bug in this executor's build")]
    assert asked, "the executor after the failing one was not built"
    (line,) = render.build_summary(path, reports)
    assert line.startswith("inductor: no pack built") and "a bug in this executor's build" in line
    assert read_manifest(path).packs == {}


def test_an_mla_attention_trial_takes_a_gradient_shaped_like_the_output():
    """Query and key heads of 24, values of 16: the output, and so its gradient, has the value's
    head size (a gradient shaped like q made the trial, and the build, fail)."""
    q, k, v = torch.randn(1, 2, 8, 24), torch.randn(1, 2, 8, 24), torch.randn(1, 2, 8, 16)
    assert output_gradient(q, v).shape == (1, 2, 8, 16)
    assert _agrees("math", q, k, v, None, True, None)


class _Latent(nn.Module):
    """Multi-head latent attention's shapes: query and key heads of `qk`, values of `vd`."""

    def __init__(self, qk: int, vd: int, d: int = 64, h: int = 2):
        super().__init__()
        self.h, self.qk, self.vd = h, qk, vd
        self.q, self.k, self.v = nn.Linear(d, h * qk), nn.Linear(d, h * qk, bias=False), nn.Linear(d, h * vd)
        self.o = nn.Linear(h * vd, d)

    def forward(self, x):
        b, length, _ = x.shape
        q, k = (f(x).view(b, length, self.h, self.qk).transpose(1, 2) for f in (self.q, self.k))
        v = self.v(x).view(b, length, self.h, self.vd).transpose(1, 2)
        y = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        return self.o(y.transpose(1, 2).reshape(b, length, self.h * self.vd)).float().pow(2).mean()


def _latent_on_the_gpu(qk: int, vd: int, path):
    torch.manual_seed(0)
    eager, model = (_Latent(qk, vd).to("cuda", torch.bfloat16) for _ in range(2))
    model.load_state_dict(eager.state_dict())
    return eager, model, aotc.compile(eager, ["bf16[2,64,64]"], device="cuda", output=path)


@pytest.mark.parametrize("dtype, stride", [("bool", (0, 0, 64, 1)), ("bfloat16", (4096, 4096, 64, 1))])
def test_an_attention_trial_mask_empties_no_row_and_keeps_broadcasts(dtype, stride):
    """Masked calls are timed and checked too (cuDNN takes a padded batch's mask): their trial
    mask lets each query see the keys up to its own position, as real masks do, so no row is
    empty (where kernels may differ), and dimensions the program broadcasts stay broadcast."""
    from aotc.executors.attention_choice import trial_mask
    from aotc.ir import TensorType
    t = TensorType(dtype, (2, 4, 32, 64), stride, "cpu")
    mask = trial_mask(t, "cpu")
    assert tuple(mask.shape) == t.shape and mask.dtype == getattr(torch, dtype)
    assert [s == 0 for s in mask.stride()] == [s == 0 for s in stride]
    keep = mask if dtype == "bool" else mask == 0
    assert keep.any(-1).all() and keep[..., -1, :].all() and not keep[..., 0, 33:].any()


@pytest.mark.parametrize("stride", [(0, 0, 1, 0), (0, 0, 0, 1)], ids=["over-keys", "over-queries"])
def test_an_attention_trial_mask_broadcast_over_keys_or_queries_is_built(stride):
    """A mask broadcast over the keys or the queries (HF ViT's, [1, 1, 197, 197] with stride 0
    on the keys) holds no causal pattern: every trial once failed building it ("The expanded
    size of the tensor (1) must match the existing size (197)") and the call got no kernel
    choice. It keeps every key."""
    from aotc.executors.attention_choice import trial_mask
    from aotc.ir import TensorType
    t = TensorType("bool", (1, 1, 197, 197), stride, "cpu")
    mask = trial_mask(t, "cpu")
    assert tuple(mask.shape) == t.shape and mask.all()
    assert mask.stride()[2:] == stride[2:]      # the broadcast stays broadcast


@pytest.mark.parametrize("qk, vd", [(24, 16), (192, 128)], ids=["tiny", "deepseek"])
@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA device")
def test_mla_attention_gets_its_kernel_choice_on_the_gpu(qk, vd, tmp_path):
    """DeepSeek's heads (query and key 192, value 128): every kernel's trial once failed on a
    gradient shaped like q ("Expected value.size(3) == grad_out_.size(3)") and ended the build."""
    eager, model, path = _latent_on_the_gpu(qk, vd, tmp_path / "mla")
    reports = build_kernels(path)
    (attention,) = [r for r in reports if r.executor == "attention"]
    assert not isinstance(attention, NotBuilt), attention
    assert attention.backend in attention.ms, (attention.ms, attention.dropped)
    assert not any("size(3)" in why for why in attention.dropped.values()), attention.dropped
    if qk % 8 == 0 and vd % 8 == 0:     # cuDNN runs latent heads (eager's kernel for them)
        assert "cudnn" in attention.ms, (attention.ms, attention.dropped)
    step = aotc.runtime.load(path, model)
    assert "attention" in step.kernel_packs
    x = torch.randn(2, 64, 64, device="cuda", dtype=torch.bfloat16)
    eager(x).backward()
    step(x).backward()
    assert_grads_match(eager, model, rtol=3e-2)


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA device")
def test_an_attention_kernel_whose_trial_fails_is_left_out_and_named(tmp_path, monkeypatch):
    from aotc.executors import attention_choice
    _, _, path = _latent_on_the_gpu(64, 64, tmp_path / "a")
    step = attention_choice._step

    victims = []

    def failing(backend, q, k, v, *args):
        # A kernel other than the default one, which every trial is compared against.
        if not victims:
            victims.append(next(b for b in ("flash", "efficient") if b != default_backend(q, k, v, None)))
        if backend == victims[0]:
            raise RuntimeError(f"{backend} refuses these")
        return step(backend, q, k, v, *args)
    monkeypatch.setattr(attention_choice, "_step", failing)
    _, programs = read_artifact(path)
    made = measure_attention(programs.values(), torch.device("cuda"))
    backend, ms, dropped = made.backend, made.ms, made.dropped
    victim = victims[0]
    assert backend and victim not in ms and dropped == {victim: f"its trial failed: RuntimeError: {victim} refuses these"}
    reports = build_kernels(path, executors=default_executors())
    (attention,) = [r for r in reports if r.executor == "attention"]
    assert attention.dropped == dropped
    assert any(f"{victim} left out: its trial failed" in line for line in render.build_summary(path, reports))


@pytest.mark.parametrize("name", ["example", "qwen3_moe"])
@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA device")
def test_expert_parallel_regions_check_on_the_gpu_without_an_assert(name, tmp_path):
    """`--mesh ep=2`: the regions that place each rank's received rows read offsets and counts
    that must agree with their masks; drawn one by one they asserted on the device (index out of
    bounds) and every region after ran op by op."""
    from test_expert_parallel import FACTORIES
    torch.manual_seed(0)
    path = aotc.compile(FACTORIES[name](), ["i64[2,16]"], mesh=(("ep", 2),), device="cuda", output=tmp_path / "a")
    (report,) = [r for r in build_kernels(path) if r.executor == "inductor"]
    bad = {k: why for k, why in report.skipped.items() if "CUDA context" in why or "out of range" in why}
    assert not bad and report.built > 0, report.skipped
