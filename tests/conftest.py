"""Shared helpers: example models by path, and the eager-vs-artifact training comparison."""

from __future__ import annotations

import functools
import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import pytest
import torch
import torch.distributed as dist
import torch.nn.functional as F

ROOT = Path(__file__).resolve().parents[1]


def pytest_addoption(parser):
    parser.addoption("--zoo-kernels", default="some", choices=("some", "all"),
                     help="the zoo's families whose CPU kernels are built: those in tests/test_zoo.py's BUILT, or all")


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    # Every compile in the suite runs each op of every program on meta tensors after every
    # pass and compares the types it records (off by default: slow for large models). Around
    # each test's setup, call and teardown, so that session fixtures' compiles are checked too.
    from aotc.session import type_checks
    with type_checks():
        yield


@functools.cache
def load_example(name: str):
    """Import examples/<name>.py by path, as users and the CLI do: examples/ is not a package."""
    module_name = f"_aotc_example_{name}"
    spec = importlib.util.spec_from_file_location(module_name, ROOT / "examples" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    # Registered before running so that dataclasses can resolve the module of their classes.
    sys.modules[module_name] = module
    # An example may import its siblings (llama_packed builds on llama), as `python file.py` would.
    sys.path.insert(0, str(ROOT / "examples"))
    try:
        spec.loader.exec_module(module)
    finally:
        sys.path.remove(str(ROOT / "examples"))
    return module


def twin(model_factory, seed: int = 0):
    """Two models with identical weights: one for eager, one for the artifact."""
    torch.manual_seed(seed)
    eager = model_factory()
    other = model_factory()
    other.load_state_dict(eager.state_dict())
    return eager, other


class WithUnused(torch.nn.Module):
    """A head the forward never reads, as BERT's pooler is under its hidden states."""

    def __init__(self):
        super().__init__()
        self.body = torch.nn.Linear(8, 8)
        self.pooler = torch.nn.Linear(8, 8)

    def forward(self, x):
        return self.body(x)


def lm_loss(logits: torch.Tensor, targets: torch.Tensor) -> torch.Tensor:
    return F.cross_entropy(logits.flatten(0, 1).float(), targets.flatten())


def assert_grads_match(eager: torch.nn.Module, compiled: torch.nn.Module, rtol: float = 1e-5,
                       scale: float = 1.0):
    """Every gradient within rtol of eager's, relative to the largest magnitude in eager's."""
    compiled_params = dict(compiled.named_parameters())
    for name, p in eager.named_parameters():
        q = compiled_params[name]
        if p.grad is None:
            assert q.grad is None, f"{name}: eager has no grad, artifact has one"
            continue
        assert q.grad is not None, f"{name}: artifact produced no grad"
        ref = p.grad * scale
        err = (q.grad - ref).abs().max().item()
        bound = rtol * max(ref.abs().max().item(), 1e-12)
        assert err <= bound, f"{name}: max |diff| {err:.3e} > {bound:.3e}"


def snr_db(ref: torch.Tensor, got: torch.Tensor) -> float:
    """Signal-to-noise of `got` against `ref` in dB (torchao's SQNR, the measure of fp8 numerics)."""
    ref, got = ref.double(), got.double()
    return (10 * torch.log10(ref.pow(2).sum() / (ref - got).pow(2).sum().clamp(min=1e-30))).item()


@pytest.fixture(scope="session")
def artifacts(tmp_path_factory):
    """Compile each (spec, inputs, options) once per session; tests share the result."""
    import aotc

    cache: dict = {}
    root = tmp_path_factory.mktemp("artifacts")

    def get(spec: str, inputs: list[str], **options):
        key = (spec, tuple(inputs), tuple(sorted((k, repr(v)) for k, v in options.items())))
        if key not in cache:
            out = root / f"a{len(cache)}"
            cache[key] = aotc.compile(str(ROOT / spec.split(":")[0]) + ":" + spec.split(":")[1],
                                      inputs, output=out, **options)
        return cache[key]

    return get


def before_remat(args: dict, shape: tuple[int, int]):
    """examples/llama.py's Llama(**args), bf16 for CUDA, on int64 inputs of `shape`: its joint
    program as the rematerialize pass gets it, the op registry, and `peak_of(plan)`, the step's
    estimated peak under a remat plan (the passes after rematerialize run too). For tests of the
    memory budget's choices."""
    from aotc.frontend.capture import capture
    from aotc.frontend.importer import build_model, resolve_spec
    from aotc.memory import step_memory
    from aotc.model_info import InputInfo
    from aotc.ops import OpRegistry
    from aotc.options import CompileOptions
    from aotc.passes.remat.apply import rematerialize
    from aotc.passes.runner import run, run_quietly
    from aotc.session import Session
    from aotc.pass_list import pass_list

    registry = OpRegistry()
    spec = str(load_example("llama").__file__) + ":Llama"
    model = build_model(resolve_spec(spec), args, dtype="bfloat16", spec=spec)
    options = CompileOptions(inputs=(InputInfo("int64", shape),), device="cuda", dtype="bfloat16", args=args)
    captured = capture(model, options.inputs, training=True, device="cuda")
    session = Session(registry=registry)
    passes = pass_list(options, session)
    at = [p.name for p in passes].index("rematerialize")
    joint = run(captured.program, passes[:at], session).programs[0]
    tail = passes[at + 1:]

    def peak_of(plan):
        return step_memory(*run_quietly(rematerialize(joint, plan, registry), tail), registry).peak

    return joint, registry, peak_of


def exit_cleanly():
    """End a finished gloo worker without tearing gloo down: about one gloo process in thirty
    aborts in the interpreter's teardown ("terminate called without an active exception"), and
    one in about seventy crashed (SIGSEGV, place not caught) with the group destroyed at the end.
    The barrier before this means no rank still uses the group; faulthandler (enabled in each
    worker) prints the stack of any crash that still happens."""
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(0)


def join_group(rank: int, world: int, init_file: str, device: str = "cpu") -> None:
    """A worker's process group: gloo on the CPU, or NCCL with GPU `rank` its own (device
    "cuda")."""
    if device == "cuda":
        torch.cuda.set_device(rank)
    dist.init_process_group("nccl" if device == "cuda" else "gloo", init_method=f"file://{init_file}", rank=rank,
                            world_size=world)


def spawn_ranks(train, world: int, runs, tmp_path, device: str = "cpu") -> list:
    """`world` processes, each a rank of one group (join_group), running train(*run,
    device=device) for each run in turn; returns each rank's list of results. `train` is a
    module-level function (the processes import it by name)."""
    import torch.multiprocessing as mp
    out = tmp_path / "rank"
    mp.spawn(_train_rank, args=(world, train, runs, str(tmp_path / "init"), str(out), device), nprocs=world)
    return [torch.load(f"{out}.{r}") for r in range(world)]


def _train_rank(rank, world, train, runs, init_file, out_file, device):
    import faulthandler
    faulthandler.enable(all_threads=True)
    join_group(rank, world, init_file, device)
    try:
        torch.save([train(*run, device=device) for run in runs], f"{out_file}.{rank}")
        dist.barrier()
    except BaseException:
        dist.destroy_process_group()
        raise
    exit_cleanly()


def build_kernels(path) -> None:
    """`thunder-aot build-kernels path` in a fresh process (the CUDA context stays out of the
    test's own), failing the test with its output when it fails."""
    built = subprocess.run([sys.executable, "-m", "cli", "build-kernels", str(path), "-q"], capture_output=True,
                           text=True, cwd=ROOT)
    assert built.returncode == 0, built.stdout + built.stderr
