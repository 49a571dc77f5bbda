"""Where the build reaches into Inductor: compiling one graph and keeping its wrapper's
source (and module), and recording each statically launched Triton kernel's cubin, grid and
arguments. These are the only places that depend on Inductor's internals; each says which."""

from __future__ import annotations

import contextlib
from pathlib import Path

import torch
from torch._inductor import config as inductor_config
from torch._inductor.compile_fx import compile_fx
from torch._inductor.graph import GraphLowering
from torch._inductor.runtime import static_triton_launcher

from aotc.executors.inductor.wrapper import Unsupported


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
