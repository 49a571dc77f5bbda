"""The CUDA builders: each region's Triton kernels compiled through Inductor, with one real
launch of each recorded (its cubin, grid and final arguments); or, for a target that is not
here, compiled for it and each launch derived from Inductor's launcher code."""

from __future__ import annotations

import contextlib
import hashlib
import tempfile
from pathlib import Path

import torch

from aotc.executors.inductor.hooks import (_record_launches, chosen_config, compiled_not_loaded, inductor_wrapper,
                                          known_options)
from aotc.executors.inductor.plan import _plan, _Refs
from aotc.executors.inductor.wrapper import Unsupported, Wrapper, read_wrapper
from aotc.executors.tuning import kernel_key
from aotc.format.pack import Kernel, Plan


class _CudaBuilder:
    """Compiles each region's Triton kernels through Inductor and records one real launch of
    each: its cubin, grid and final argument list."""

    def __init__(self, device: torch.device):
        self.device = device
        self.kernels: list[Kernel] = []
        self.files: dict[str, bytes] = {}
        self.by_hash: dict[str, int] = {}
        self.launches: list = []
        self.configs: dict = {}        # kernel key -> the KernelConfig its autotuner chose (a tuning record's)

    @contextlib.contextmanager
    def session(self):
        # One recording for the whole build: Inductor reuses a kernel compiled for an earlier
        # region, and that kernel's launcher keeps the launch function it was made with.
        with _record_launches() as launches:
            self.launches = launches
            yield

    def region(self, graph: torch.fx.GraphModule, inputs: list, options: dict | None = None,
               key: str = "") -> tuple[str, Plan]:
        """The wrapper source and launch plan of `graph` (region `key`), compiled (with Inductor
        `options`) and run on `inputs` (real tensors on this device, valid for the region: its
        kernels run on them)."""
        launches = self.launches
        launches.clear()
        source, module = inductor_wrapper(graph, inputs, load=True, extra=options)
        w = read_wrapper(source)
        for name, (kind, _) in w.kernels.items():
            if kind != "triton":
                raise Unsupported(f"kernel {name} is {kind}, not Triton")
        self._interpret(w, module, inputs)       # autotunes, picks one config per kernel
        for name in w.kernels:
            chosen = chosen_config(module, name, w.kernels[name][1])
            if chosen is not None:
                self.configs[kernel_key(key, name)] = chosen
        launches.clear()
        env = self._interpret(w, module, inputs)
        torch.cuda.synchronize(self.device)
        recorded = list(launches)
        names: dict[int, list[str]] = {}
        for n, t in env.items():
            names.setdefault(id(t), []).append(n)
        calls = iter(recorded)

        def kernel_step(st, refs):
            _, name, _ = st
            # The launch of this statement's kernel (launches of others, an autotuner's
            # re-benchmark say, are passed over).
            for kernel, grid, args in calls:
                if kernel.name == name:
                    break
            else:
                raise Unsupported(f"kernel {name} launched through a path the static launcher "
                                  "does not take")
            def buffer(a):
                if not isinstance(a, torch.Tensor):
                    return None
                # An alias has several names: take one defined by now.
                known = [n for n in names.get(id(a), ()) if n in refs.refs]
                if not known:
                    raise Unsupported(f"kernel {name} got a tensor the wrapper did not name")
                return refs[known[0]]
            return self._launch(name, kernel, grid, args, buffer)

        try:
            plan = _plan(w, kernel_step, _Refs(w.inputs))
        except Unsupported as e:
            e.source = source
            raise
        return source, plan

    def _interpret(self, w: Wrapper, module, inputs: list) -> dict:
        """Run the wrapper's statements as read (the same steps the plan will hold)."""
        env = dict(zip(w.inputs, inputs))
        stream = torch.cuda.current_stream(self.device).cuda_stream
        for st in w.steps:
            if st[0] == "alloc":
                _, name, dtype, shape, stride = st
                env[name] = torch.empty_strided(shape, stride, dtype=getattr(torch, dtype), device=self.device)
            elif st[0] == "view":
                _, name, base, shape, stride, offset = st
                b = env[base]
                env[name] = b.as_strided(shape, stride, b.storage_offset() + offset)
            elif st[0] == "alias":
                env[st[1]] = env[st[2]]
            else:
                _, name, args = st
                getattr(module, name).run(*[env[a] if isinstance(a, str) else a for a in args], stream=stream)
        return env

    def _launch(self, name: str, kernel, grid, args: list, buffer) -> list:
        """The plan's launch step of `kernel` with its final arguments `args`: a buffer's
        reference (`buffer(a)`, None for what is not a buffer) or a number."""
        plan_args = []
        for a in args:
            ref = buffer(a)
            if ref is not None:
                plan_args.append(ref)
            elif isinstance(a, (int, float)) and not isinstance(a, bool):
                plan_args.append(a)
            else:
                raise Unsupported(f"kernel {name} takes an argument of type {type(a).__name__}")
        return ["launch", self._add(kernel), list(grid), plan_args]

    def _add(self, kernel) -> int:
        cubin = kernel._aotc_cubin
        digest = hashlib.sha256(cubin + kernel.name.encode()).hexdigest()
        if digest not in self.by_hash:
            n = len(self.kernels)
            scratch = int(bool(getattr(kernel, "has_global_scratch", False))) + \
                int(bool(getattr(kernel, "has_profile_scratch", False)))
            self.kernels.append(Kernel(kernel.name, f"k{n}.cubin", kernel.num_warps, kernel.shared,
                                       kernel.arg_tys, scratch))
            self.files[f"k{n}.cubin"] = cubin
            self.by_hash[digest] = n
        return self.by_hash[digest]

    def finish(self) -> tuple[list[Kernel], dict]:
        return self.kernels, dict(self.files)


# One config per kernel without timing: Inductor's own heuristic choice for pointwise kernels,
# and reductions filtered to one as its deterministic mode does.
_ONE_CONFIG = {"triton.autotune_pointwise": False, "test_configs.force_filter_reduction_configs": True}


class _DescribedCudaBuilder(_CudaBuilder):
    """Compiles each region's Triton kernels for a described target (inside
    aotc.executors.inductor.described's block) and plans each launch from Inductor's launcher
    code; nothing is loaded or launched. The plans are unchecked: the target machine checks them.
    A kernel whose key is in `recorded` (a tuning record's configs) is compiled with that config
    where it names the kernel's block sizes, else with Inductor's heuristic one; `from_record`
    and `by_heuristic` count them. `target_options`: the recorded target's Inductor options
    (BuildTarget.inductor), those this torch has, over every region's."""

    def __init__(self, recorded: dict | None = None, target_options: dict | None = None):
        super().__init__(torch.device("cuda", 0))
        self._where: Path | None = None
        self.recorded = recorded or {}
        self.target_options = known_options(target_options or {})
        self.from_record = self.by_heuristic = 0
        self.unlike: list[str] = []    # regions the record has, whose kernels here are not the record's

    @contextlib.contextmanager
    def session(self):
        with tempfile.TemporaryDirectory(prefix="aotc-kernels-") as where:
            self._where = Path(where)
            yield

    def region(self, graph: torch.fx.GraphModule, inputs: list, options: dict | None = None,
               key: str = "") -> tuple[str, Plan]:
        """`inputs`: fake tensors on the CUDA device, of the region's input types."""
        source, _ = inductor_wrapper(graph, inputs, load=False,
                                     extra={**(options or {}), **_ONE_CONFIG, **self.target_options})
        # A torch newer than 2.11 copies an input that is not 16-byte aligned; the plan, like a
        # GPU build's, assumes aligned inputs (the runtime allocates them so).
        w = read_wrapper(source.replace("= copy_if_misaligned(", "= ("))
        launches, applied = {}, []
        for name, (kind, kernel_source) in w.kernels.items():
            if kind != "triton":
                raise Unsupported(f"kernel {name} is {kind}, not Triton")
            kernel, launch, recorded = compiled_not_loaded(name, kernel_source, self._where,
                                                           self.recorded.get(kernel_key(key, name)))
            launches[name] = kernel, launch
            applied.append(recorded)

        def kernel_step(st, refs):
            _, name, args = st
            kernel, launch = launches[name]
            grid, final = launch([_Named(a) if isinstance(a, str) else a for a in args])
            return self._launch(name, kernel, grid, final,
                                lambda a: refs[a.name] if isinstance(a, _Named) else None)

        try:
            plan = _plan(w, kernel_step, _Refs(w.inputs))
        except Unsupported as e:
            e.source = source
            raise
        self.from_record += sum(applied)
        self.by_heuristic += len(applied) - sum(applied)
        # The record names the kernels the target's own Inductor made of this region: other
        # kernels here mean this torch fuses it otherwise, and its speed is not the record's.
        there = {k.partition("/")[2] for k in self.recorded if k.startswith(f"{key}/")}
        if there and there != set(w.kernels):
            self.unlike.append(key)
        return source, plan


class _Named:
    """A wrapper's buffer, by name, where Inductor's launcher passes a tensor."""

    def __init__(self, name: str):
        self.name = name
