"""Where the build reaches into Inductor: compiling one graph and keeping its wrapper's
source (and module), and recording each statically launched Triton kernel's cubin, grid and
arguments, or compiling a kernel for a target that is not here and deriving its launches from
Inductor's launcher code. These are the only places that depend on Inductor's internals; each
says which (the device a described build answers for: aotc.executors.inductor.described)."""

from __future__ import annotations

import contextlib
import copy
import re
import types
from pathlib import Path

import torch
from torch._inductor import config as inductor_config
from torch._inductor.compile_fx import compile_fx
from torch._inductor.graph import GraphLowering
from torch._inductor.runtime import static_triton_launcher

from aotc.executors.inductor.wrapper import Unsupported
from aotc.executors.tuning import KernelConfig


@contextlib.contextmanager
def _capture_modules(load: bool):
    """Record the wrapper source (and, with `load`, the loaded module) of each Inductor compile.
    Without `load` nothing is compiled: the CPU build compiles the kernels itself, once."""
    seen: list[tuple[str, object]] = []
    original = GraphLowering.compile_to_module

    def capture(self):
        if load:
            module = original(self)
            seen.append((Path(module.__file__).read_text(), module))
            return module
        code = self.codegen()[0]
        seen.append((getattr(code, "value", code), None))
        raise _Captured()

    GraphLowering.compile_to_module = capture
    try:
        yield seen
    finally:
        GraphLowering.compile_to_module = original


class _Captured(Exception):
    pass


def inductor_wrapper(gm: torch.fx.GraphModule, example: list, load: bool, extra: dict | None = None
                     ) -> tuple[str, object]:
    """`extra`: more Inductor options for this compile (the FlexAttention executor autotunes)."""
    # emulate_precision_casts: round where eager rounds (to bf16 between ops), so the fused
    # region computes what the op-by-op program computes.
    options = {"fx_graph_cache": False, "fx_graph_remote_cache": False, "triton.cudagraphs": False,
               "keep_output_stride": True, "freezing": False, "emulate_precision_casts": True}
    # Mixed-order reductions finish with an ATen sum over a workspace, a step plans do not hold.
    if hasattr(inductor_config.triton, "mix_order_reduction"):
        options["triton.mix_order_reduction"] = False
    options.update(extra or {})
    with _capture_modules(load) as seen, inductor_config.patch(options), torch.no_grad():
        try:
            compile_fx(gm, example)
        except Exception as e:
            if not seen:
                raise Unsupported(f"Inductor could not compile it: {type(e).__name__}: "
                                  f"{str(e).splitlines()[0] if str(e) else ''}") from None
    if len(seen) != 1:
        raise Unsupported(f"Inductor made {len(seen)} graphs of it")
    return seen[0]


@contextlib.contextmanager
def _record_launches():
    """Keep each statically launched kernel's cubin when it loads, and record every launch
    (kernel, grid, final arguments) while the block runs."""
    cls = static_triton_launcher.StaticallyLaunchedTritonKernel
    original_load, original_run = cls.load_kernel, cls.run
    launches: list = []

    def load_kernel(self, device):
        if getattr(self, "_aotc_cubin", None) is None:
            raw = getattr(self, "cubin_raw", None)
            self._aotc_cubin = raw if raw else Path(self.cubin_path).read_bytes()
        return original_load(self, device)

    def run(self, grid_x, grid_y, grid_z, stream, *args):
        launches.append((self, (grid_x, grid_y, grid_z), args))
        return original_run(self, grid_x, grid_y, grid_z, stream, *args)

    cls.load_kernel, cls.run = load_kernel, run
    try:
        with inductor_config.patch({"use_static_cuda_launcher": True}):
            yield launches
    finally:
        cls.load_kernel, cls.run = original_load, original_run


def known_options(options: dict) -> dict:
    """The Inductor options of `options` this torch's Inductor has (dotted names, as
    `config.patch` takes them): one it lacks is a pass it does not run, so leaving it out
    builds what the option asks for."""
    def has(name: str) -> bool:
        obj = inductor_config
        for part in name.split("."):
            if not hasattr(obj, part):
                return False
            obj = getattr(obj, part)
        return True
    return {k: v for k, v in options.items() if has(k)}


def chosen_config(module, name: str, source: str = "") -> KernelConfig | None:
    """The config kernel `name` of a loaded wrapper `module` launches with, once its autotuner
    has chosen (after a run); None where it has not. A template kernel (FlexAttention's) has its
    block sizes written into its code (`source`) by the template choice max-autotune timed:
    they are read from there."""
    launchers = getattr(getattr(module, name, None), "launchers", None) or []
    config = getattr(launchers[0], "config", None) if len(launchers) == 1 else None
    if config is None:
        return None
    block = {str(k): int(v) for k, v in config.kwargs.items() if isinstance(v, int)}
    return KernelConfig(int(config.num_warps), int(config.num_stages), block or template_blocks(source))


# A template kernel's block sizes, as Inductor's Triton templates write them into the kernel:
# `    BLOCK_M : tl.constexpr = 128`.
_TEMPLATE_BLOCK = re.compile(r"^\s*(BLOCK_[A-Z0-9_]+)\s*:\s*tl\.constexpr\s*=\s*(\d+)\s*$", re.M)


def template_blocks(source: str) -> dict:
    """The block sizes a template kernel's source fixes ({} for a kernel whose config chooses them)."""
    return {m.group(1): int(m.group(2)) for m in _TEMPLATE_BLOCK.finditer(source)}


def compiled_not_loaded(name: str, source: str, where: Path, recorded: KernelConfig | None = None):
    """Inductor's Triton kernel `name` (its module `source`, written under `where`) compiled
    for the active Triton target and not loaded: (the statically launchable kernel, its cubin
    as `_aotc_cubin`; `launch(args) -> (grid, final arguments)`, what Inductor's own launcher
    passes to the static launcher for the wrapper's arguments `args`, without launching;
    whether `recorded`'s config was compiled in place of Inductor's heuristic one, which it is
    when it names the same block sizes). Unsupported when Inductor leaves more than one config
    (only benchmarking could choose)."""
    module = types.ModuleType(name)
    module.__file__ = str(where / f"{name}.py")
    Path(module.__file__).write_text(source)
    exec(compile(source, module.__file__, "exec"), module.__dict__)
    tuner = getattr(module, name)                      # a CachingAutotuner
    applied = False
    if recorded is not None and len(tuner.configs or ()) == 1:
        blocks = template_blocks(source)
        if blocks and not tuner.configs[0].kwargs:
            # A template kernel: its lowering took the record's choice (the executor's form
            # passes it as the template's options), so the code is the recorded one or not.
            applied = blocks == recorded.block and (tuner.configs[0].num_warps, tuner.configs[0].num_stages) \
                == (recorded.num_warps, recorded.num_stages)
        else:
            config = with_config(tuner.configs[0], recorded)
            if config is not None:
                tuner.configs, applied = [config], True
    with inductor_config.patch({"use_static_cuda_launcher": True}):
        tuner.precompile(warm_cache_only=True)         # triton.compile(..., target=the active one)
    results = tuner.compile_results
    if len(results) != 1:
        raise Unsupported(f"kernel {name}: Inductor left {len(results)} configs, and only timing on the device "
                          "could choose one")
    kernel = results[0].kernel
    if not isinstance(kernel, static_triton_launcher.StaticallyLaunchedTritonKernel):
        raise Unsupported(f"kernel {name} is not one torch's static launcher can launch")
    kernel._aotc_cubin = kernel.cubin_raw or Path(kernel.cubin_path).read_bytes()
    seen: list = []
    # The launcher Inductor makes (grid from the config, constexprs dropped) calls `run`; one
    # that records stands in, and nothing is loaded (register counts are the cubin's own).
    kernel.load_kernel = lambda device: None
    kernel.n_regs = kernel.n_spills = None
    kernel.run = lambda gx, gy, gz, stream, *args: seen.append(([gx, gy, gz], list(args)))
    launcher = results[0].make_launcher()

    def launch(args: list):
        seen.clear()
        launcher(*args, stream=0)
        return seen[0]
    return kernel, launch, applied


def with_config(heuristic, recorded: KernelConfig):
    """Inductor's Triton config `heuristic` with `recorded`'s warps, stages and block sizes;
    None when `recorded` names other block sizes (the kernel's code is not the one it was
    recorded for: another torch's Inductor, say)."""
    if set(heuristic.kwargs) != set(recorded.block):
        return None
    config = copy.copy(heuristic)
    config.kwargs = dict(recorded.block)
    config.num_warps, config.num_stages = recorded.num_warps, recorded.num_stages
    return config
