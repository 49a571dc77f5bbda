"""The compile-time half of the fusion executor: builds a kernel pack with Inductor.

For each distinct region of an artifact (identical layers share one), Inductor compiles the
region's body as an inference graph on this machine. Its generated wrapper is read (as a
Python syntax tree, never executed by the runtime) into a launch plan of our own: buffer
allocations, views, and kernel launches. CUDA kernels are Triton's cubins, recorded with the
grid and arguments of a real launch; CPU kernels are Inductor's C++ sources, built into one
shared library. Every plan is then run through the runtime's own launch code against the
region's ATen body on random inputs; a region whose wrapper has a statement we do not know,
or whose results differ, stays op by op, and the pack says why.
"""

from __future__ import annotations

import ast
import contextlib
import hashlib
import operator
import re
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

import msgpack
import torch
from torch._inductor import config as inductor_config
from torch._inductor.compile_fx import compile_fx
from torch._inductor.graph import GraphLowering
from torch._inductor.runtime import static_triton_launcher

from aotc.executors import random_tensor
from aotc.executors.attention import choose_attention
from aotc.format.artifact import ArtifactError, add_pack, read_artifact, scratch_dir
from aotc.format.pack import PACK_FILE, Kernel, Pack, Plan
from aotc.format.serde import region_key
from aotc.ir import Device, Dtype, Layout, MemoryFormat, Program, Region, Value
from aotc.ops import OpRegistry
from aotc.runtime.kernels import RegionKernels, local_target

EXECUTOR = "inductor"
Progress = Callable[[str], None]


class Unsupported(Exception):
    """A region this executor leaves op by op; the message says why."""


@dataclass
class BuildReport:
    path: Path
    target: str
    regions: int
    built: int
    kernels: int
    skipped: dict = field(default_factory=dict)
    seconds: float = 0.0
    attention: str = ""
    attention_ms: dict = field(default_factory=dict)


def build_kernels(path: str | Path, device: str = "", progress: Progress | None = None,
                  registry: OpRegistry | None = None) -> BuildReport:
    """Build the kernel pack for this machine into the artifact at `path`."""
    start = time.perf_counter()
    path = Path(path)
    registry = registry or OpRegistry()
    manifest, programs = read_artifact(path)
    target_device = torch.device(device or manifest.made.device)
    if target_device.type != manifest.made.device:
        raise ArtifactError(f"{path}: compiled for {manifest.made.device}; kernels for "
                            f"{target_device.type} would never run. Compile for {target_device.type} first")
    if target_device.type == "cuda" and not torch.cuda.is_available():
        raise ArtifactError(f"{path}: compiled for cuda, but this machine has no CUDA device; build "
                            "its kernels on a GPU machine of the target kind")
    regions: dict[str, Region] = {}
    for program in programs.values():
        for r in program.regions():
            if r.executor == EXECUTOR:
                regions.setdefault(region_key(r), r)
    target = local_target(target_device)
    builder = _CudaBuilder(target_device) if target_device.type == "cuda" else _CpuBuilder()
    plans, inputs, skipped, sources = {}, {}, {}, {}
    with builder.session():
        for n, (key, region) in enumerate(sorted(regions.items())):
            if progress:
                progress(f"region {n + 1}/{len(regions)} {key} ({len(region.body.ops)} ops)")
            try:
                wrapper, plan = builder.region(region.body, registry)
            except Unsupported as e:
                skipped[key] = str(e)
                if getattr(e, "source", None):   # kept for review: why this region was not fused
                    sources[f"src/{key}.skipped.py"] = e.source.encode()
                continue
            plans[key], inputs[key] = plan, len(region.args)
            sources[f"src/{key}.py"] = wrapper.encode()
    kernels, files = builder.finish()
    files.update(sources)
    if progress and target_device.type == "cuda":
        progress("timing attention kernels")
    attention, attention_ms = choose_attention(programs.values(), target_device)
    pack = Pack(target, EXECUTOR, tuple(kernels), plans, inputs, skipped, attention, attention_ms)

    # Check every plan through the runtime's own launch code before it is written.
    if plans:
        with scratch_dir(path, "kernels-check") as scratch:
            loaded = RegionKernels(pack, _check_dir(scratch, target.name, files), target_device)
            for key in list(plans):
                problem = _compare(regions[key], loaded, registry, target_device)
                if problem:
                    skipped[key] = problem
                    del plans[key], inputs[key]
        pack = Pack(target, EXECUTOR, tuple(kernels), plans, inputs, skipped, attention, attention_ms)
    files[PACK_FILE] = msgpack.packb(pack.to_data(), use_bin_type=True)
    add_pack(path, target.name, target.to_data(), files, built_from=manifest)
    return BuildReport(path, target.name, len(regions), len(plans), len(kernels), skipped,
                       time.perf_counter() - start, attention, attention_ms)


def _check_dir(scratch: Path, target: str, files: dict) -> Path:
    """The binaries, written where a check can load them (a scratch directory beside the artifact)."""
    check = scratch / target
    check.mkdir()
    for name, data in files.items():
        (check / name).parent.mkdir(parents=True, exist_ok=True)
        (check / name).write_bytes(data)
    return check


def _compare(region: Region, loaded: RegionKernels, registry: OpRegistry, device) -> str:
    """'' when the plan computes what the body computes (types exactly, values closely)."""
    inputs = [random_tensor(v.type, device) for v in region.body.inputs]
    reference = _run_body(region.body, registry, inputs)
    fn = loaded.namespace[loaded.function_name(region)]
    try:
        got = fn(*inputs)
        if device.type == "cuda":
            torch.cuda.synchronize(device)
    except Exception as e:  # a kernel that cannot launch here is a kernel we do not ship
        return f"launch failed: {type(e).__name__}: {e}"
    for n, (a, b, v) in enumerate(zip(got, reference, region.body.outputs)):
        t = v.type
        if (tuple(a.shape), tuple(a.stride()), str(a.dtype)) != (t.shape, t.stride, f"torch.{t.dtype}"):
            return (f"output {n} is {a.dtype}{list(a.shape)} strides {a.stride()}, the program expects "
                    f"{t.dtype}{list(t.shape)} strides {t.stride}")
        if a.is_floating_point():
            # Relative to the largest reference magnitude, at the precision of the narrowest
            # float type the region computes in (a fused kernel rounds intermediates less often).
            # Random inputs can leave an op's domain (rsqrt of a saved statistic drawn negative):
            # both sides must then agree on where the result is not finite, and on the rest.
            a, b = a.float(), b.float()         # float8 has no isfinite
            finite = torch.isfinite(b)
            if not torch.equal(finite, torch.isfinite(a)):
                return f"output {n} is not finite where the op-by-op result is, or the other way"
            a, b = a[finite], b[finite]
            if b.numel() == 0:
                continue
            err = (a - b).abs().max().item()
            scale = max(b.abs().max().item(), 1e-6)
            if not err <= _tolerance(region.body) * scale:
                return f"output {n} differs from the op-by-op result by {err:.3g} (largest |value| {scale:.3g})"
        if not a.is_floating_point() and not torch.equal(a, b):
            return f"output {n} differs from the op-by-op result"
    return ""


def _tolerance(body: Program) -> float:
    types = {v.type.dtype for op in body.ops for v in op.outputs if v is not None}
    types |= {v.type.dtype for v in body.inputs}
    return 3e-2 if types & {"bfloat16", "float16"} else 1e-4


def _run_body(body: Program, registry: OpRegistry, inputs: list) -> list:
    """The body op by op through ATen (the FX graph of it, run eagerly)."""
    return list(region_graph(body, registry)(*inputs))


def _literal(a):
    if isinstance(a, Dtype):
        return getattr(torch, a.name)
    if isinstance(a, Device):
        return torch.device(a.type)
    if isinstance(a, (Layout, MemoryFormat)):
        return getattr(torch, a.name)
    return a


def region_graph(body: Program, registry: OpRegistry) -> torch.fx.GraphModule:
    """The body as an FX graph of the same ATen ops (the form Inductor compiles)."""
    graph = torch.fx.Graph()
    env = {v: graph.placeholder(f"in{i}") for i, v in enumerate(body.inputs)}

    def arg(a):
        if isinstance(a, Value):
            return env[a]
        if isinstance(a, tuple):
            return [arg(x) for x in a]
        return _literal(a)

    for op in body.ops:
        node = graph.call_function(registry.lookup(op.name).fn, tuple(arg(a) for a in op.args),
                                   {k: arg(a) for k, a in op.kwargs})
        if op.unpack:
            for i, v in enumerate(op.outputs):
                if v is not None:
                    env[v] = graph.call_function(operator.getitem, (node, i))
        else:
            env[op.outputs[0]] = node
    graph.output(tuple(env[v] for v in body.outputs))
    return torch.fx.GraphModule(torch.nn.Module(), graph)


# ----------------------------------------------------------------------------- Inductor's output

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


def inductor_wrapper(gm: torch.fx.GraphModule, example: list, load: bool) -> tuple[str, object]:
    # emulate_precision_casts: round where eager rounds (to bf16 between ops), so the fused
    # region computes what the op-by-op program computes.
    options = {"fx_graph_cache": False, "fx_graph_remote_cache": False, "triton.cudagraphs": False,
               "keep_output_stride": True, "freezing": False, "emulate_precision_casts": True}
    # Mixed-order reductions finish with an ATen sum over a workspace, a step plans do not hold.
    if hasattr(inductor_config.triton, "mix_order_reduction"):
        options["triton.mix_order_reduction"] = False
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


@dataclass
class Wrapper:
    """Inductor's wrapper, read: kernel definitions and the statements of its `call`."""

    kernels: dict            # name -> ("triton" | "cpp", source)
    inputs: list[str]
    steps: list              # ("alloc", name, dtype, shape, stride) | ("view", name, base, shape,
                             # stride, offset) | ("alias", name, base) | ("kernel", name, [args])
    outputs: list            # names or ("view", base, shape, stride, offset)


def read_wrapper(source: str) -> Wrapper:
    try:
        return _read_wrapper(source)
    except Unsupported as e:
        e.source = source
        raise


def _read_wrapper(source: str) -> Wrapper:
    tree = ast.parse(source)
    kernels = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Call) and len(node.targets) == 1:
            f = node.value.func
            if isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name) and f.value.id == "async_compile":
                name = node.targets[0].id
                if f.attr == "triton":
                    kernels[name] = ("triton", ast.literal_eval(node.value.args[1]))
                elif f.attr == "cpp_pybinding":
                    kernels[name] = ("cpp", ast.literal_eval(node.value.args[1]))
                else:
                    raise Unsupported(f"kernel kind async_compile.{f.attr}")
    call = next((n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef) and n.name == "call"), None)
    if call is None:
        raise Unsupported("the wrapper has no call function")
    w = Wrapper(kernels, [], [], [])
    _read_statements(call.body, w)
    return w


_SKIPPED_CALLS = {"assert_size_stride", "assert_alignment", "set_device"}


def _read_statements(body, w: Wrapper) -> None:
    for st in body:
        text = ast.unparse(st)
        if isinstance(st, ast.Assign) and len(st.targets) == 1:
            target, value = st.targets[0], st.value
            if isinstance(value, ast.Name) and value.id == "args" and isinstance(target, ast.Tuple):
                w.inputs = [e.id for e in target.elts]
            elif isinstance(value, ast.Name) and isinstance(target, ast.Name):
                w.steps.append(("alias", target.id, value.id))
            elif isinstance(value, ast.Call) and isinstance(target, ast.Name):
                fn = _call_name(value)
                if fn in ("empty_strided_cpu", "empty_strided_cuda"):
                    shape, stride = ast.literal_eval(value.args[0]), ast.literal_eval(value.args[1])
                    dtype = ast.unparse(value.args[2]).removeprefix("torch.")
                    w.steps.append(("alloc", target.id, dtype, tuple(shape), tuple(stride)))
                elif fn == "reinterpret_tensor":
                    w.steps.append(("view", target.id, *_reinterpret(value)))
                elif fn == "get_raw_stream":
                    pass
                else:
                    raise Unsupported(f"wrapper statement `{text}`")
            else:
                raise Unsupported(f"wrapper statement `{text}`")
        elif isinstance(st, ast.Expr) and isinstance(st.value, ast.Call):
            fn = _call_name(st.value)
            c = st.value
            if fn in _SKIPPED_CALLS or text == "args.clear()":
                continue
            if isinstance(c.func, ast.Attribute) and c.func.attr == "run" and isinstance(c.func.value, ast.Name) \
                    and c.func.value.id in w.kernels:
                w.steps.append(("kernel", c.func.value.id, [_arg(a) for a in c.args]))
            elif isinstance(c.func, ast.Name) and c.func.id in w.kernels:
                w.steps.append(("kernel", c.func.id, [_arg(a) for a in c.args]))
            else:
                raise Unsupported(f"wrapper statement `{text}`")
        elif isinstance(st, ast.With):
            _read_statements(st.body, w)
        elif isinstance(st, ast.Delete):
            continue
        elif isinstance(st, ast.Return) and isinstance(st.value, ast.Tuple):
            for e in st.value.elts:
                if isinstance(e, ast.Name):
                    w.outputs.append(e.id)
                elif isinstance(e, ast.Call) and _call_name(e) == "reinterpret_tensor":
                    w.outputs.append(("view", *_reinterpret(e)))
                else:
                    raise Unsupported(f"wrapper returns `{ast.unparse(e)}`")
        else:
            raise Unsupported(f"wrapper statement `{text}`")


def _call_name(call: ast.Call) -> str:
    f = call.func
    return f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""


def _reinterpret(call: ast.Call) -> tuple:
    base = call.args[0]
    if not isinstance(base, ast.Name):
        raise Unsupported(f"view of `{ast.unparse(base)}`")
    return (base.id, tuple(ast.literal_eval(call.args[1])), tuple(ast.literal_eval(call.args[2])),
            ast.literal_eval(call.args[3]))


def _arg(a):
    if isinstance(a, ast.Name):
        return a.id
    value = ast.literal_eval(a)
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise Unsupported(f"kernel argument `{ast.unparse(a)}`")
    return value


class _Refs:
    """Turns wrapper names into plan references while a plan is assembled."""

    def __init__(self, inputs: list[str]):
        self.refs = {name: ["in", i] for i, name in enumerate(inputs)}
        self.buffers = 0

    def new(self, name: str) -> int:
        j = self.buffers
        self.buffers += 1
        self.refs[name] = ["buf", j]
        return j

    def __getitem__(self, name: str) -> list:
        if name not in self.refs:
            raise Unsupported(f"the wrapper reads {name!r}, which it never defines")
        return self.refs[name]


def _plan(w: Wrapper, kernel_step: Callable, refs: _Refs) -> Plan:
    steps = []
    for st in w.steps:
        if st[0] == "alloc":
            _, name, dtype, shape, stride = st
            steps.append(["alloc", refs.new(name), dtype, list(shape), list(stride)])
        elif st[0] == "view":
            _, name, base, shape, stride, offset = st
            base_ref = refs[base]
            steps.append(["view", refs.new(name), base_ref, list(shape), list(stride), offset])
        elif st[0] == "alias":
            refs.refs[st[1]] = refs[st[2]]
        else:
            steps.append(kernel_step(st, refs))
    outputs = []
    for out in w.outputs:
        if isinstance(out, tuple):
            _, base, shape, stride, offset = out
            j = refs.new(f"__out{len(outputs)}")
            steps.append(["view", j, refs[base], list(shape), list(stride), offset])
            outputs.append(["buf", j])
        else:
            outputs.append(refs[out])
    data = {"steps": steps, "outputs": outputs, "buffers": refs.buffers}
    return Plan.from_data(data, len(w.inputs), 1 << 30)


def _example(body: Program, device) -> list:
    return [random_tensor(v.type, device) for v in body.inputs]


class _CpuBuilder:
    """Reads Inductor's C++ kernels; `finish` builds all of them into one shared library."""

    def __init__(self):
        self.sources: list[str] = []
        self.symbols: dict[str, int] = {}   # source hash -> kernel index

    def session(self):
        return contextlib.nullcontext()

    def region(self, body: Program, registry: OpRegistry) -> tuple[str, Plan]:
        source, _ = inductor_wrapper(region_graph(body, registry), _example(body, "cpu"), load=False)
        w = read_wrapper(source)
        index = {}
        for name, (kind, src) in w.kernels.items():
            if kind != "cpp":
                raise Unsupported(f"kernel {name} is {kind}, not C++")
            index[name] = self._add(src)

        def kernel_step(st, refs):
            _, name, args = st
            if not all(isinstance(a, str) for a in args):
                raise Unsupported(f"C++ kernel {name} takes non-tensor arguments")
            return ["call", index[name], [refs[a] for a in args]]

        try:
            return source, _plan(w, kernel_step, _Refs(w.inputs))
        except Unsupported as e:
            e.source = source
            raise

    def _add(self, src: str) -> int:
        digest = hashlib.sha256(src.encode()).hexdigest()
        if digest not in self.symbols:
            if src.count('extern "C"') != 1 or not re.search(r'extern "C"\s+void\s+kernel\(', src):
                raise Unsupported("the C++ kernel does not have the one `extern \"C\" void kernel(` entry")
            self.symbols[digest] = len(self.sources)
            self.sources.append(src)
        return self.symbols[digest]

    def finish(self) -> tuple[list[Kernel], dict]:
        if not self.sources:
            return [], {}
        from torch._inductor.codecache import CppCodeCache
        includes, bodies = [], []
        for i, src in enumerate(self.sources):
            lines = src.splitlines()
            includes += [l for l in lines if l.startswith("#include") and l not in includes]
            body = "\n".join(l for l in lines if not l.startswith("#include"))
            body = re.sub(r'extern "C"\s+void\s+kernel\(', f'extern "C" void aotc_k{i}(', body)
            bodies.append(f"namespace aotc_ns{i} {{\n{body}\n}}  // namespace aotc_ns{i}")
        combined = "\n".join(includes) + "\n\n" + "\n\n".join(bodies) + "\n"
        lib = CppCodeCache.load(combined)
        data = Path(lib._name).read_bytes()
        kernels = [Kernel(f"aotc_k{i}", "kernels.so") for i in range(len(self.sources))]
        return kernels, {"kernels.so": data, "src/kernels.cpp": combined.encode()}


class _CudaBuilder:
    """Compiles each region's Triton kernels through Inductor and records one real launch of
    each: its cubin, grid and final argument list."""

    def __init__(self, device: torch.device):
        self.device = device
        self.kernels: list[Kernel] = []
        self.files: dict[str, bytes] = {}
        self.by_hash: dict[str, int] = {}
        self.launches: list = []

    @contextlib.contextmanager
    def session(self):
        # One recording for the whole build: Inductor reuses a kernel compiled for an earlier
        # region, and that kernel's launcher keeps the launch function it was made with.
        with _record_launches() as launches:
            self.launches = launches
            yield

    def region(self, body: Program, registry: OpRegistry) -> tuple[str, Plan]:
        launches = self.launches
        launches.clear()
        source, module = inductor_wrapper(region_graph(body, registry), _example(body, self.device),
                                          load=True)
        w = read_wrapper(source)
        for name, (kind, _) in w.kernels.items():
            if kind != "triton":
                raise Unsupported(f"kernel {name} is {kind}, not Triton")
        inputs = _example(body, self.device)
        self._interpret(w, module, inputs)       # autotunes, picks one config per kernel
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
            plan_args = []
            for a in args:
                if isinstance(a, torch.Tensor):
                    # An alias has several names: take one defined by now.
                    known = [n for n in names.get(id(a), ()) if n in refs.refs]
                    if not known:
                        raise Unsupported(f"kernel {name} got a tensor the wrapper did not name")
                    plan_args.append(refs[known[0]])
                elif isinstance(a, (int, float)) and not isinstance(a, bool):
                    plan_args.append(a)
                else:
                    raise Unsupported(f"kernel {name} takes an argument of type {type(a).__name__}")
            return ["launch", self._add(kernel), list(grid), plan_args]

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
