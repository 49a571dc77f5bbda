"""The runtime half of the Inductor executor: runs a kernel pack's launch plans.

A region whose key the chosen pack holds becomes one generated Python function that allocates
its buffers and launches the stored binaries: CUDA cubins through torch's static launcher
(`torch._C._StaticCudaLauncher`), CPU kernels through ctypes from the pack's shared library.
Nothing here imports a compiler, reads a pickle or compiles code: the source of each function
is rendered here from the checked plan, never read from the artifact.
"""

from __future__ import annotations

import builtins
import contextlib
import ctypes
import hashlib
import importlib.metadata
import os
import tempfile
from pathlib import Path

import msgpack
import torch

from aotc.customops import attention_kernels
from aotc.format.artifact import ArtifactError
from aotc.format.pack import PACK_FILE, Pack, PackError, Plan, Target
from aotc.encoding import region_key
from aotc.ir import Region

class InductorRuntime:
    """The runtime half of the Inductor executor: loads its packs (aotc.executors.inductor)."""

    name = "inductor"

    def local_target(self, device: torch.device) -> Target:
        return local_target(device)

    def load(self, files: dict[str, bytes], where: Path, device: torch.device) -> RegionKernels:
        pack = pack_record(files, where, Pack.from_data)
        if pack.executor != self.name:
            raise ArtifactError(f"{where / PACK_FILE}: a pack of executor {pack.executor!r} filed under {self.name!r}; "
                                "run build-kernels again")
        here = local_target(device)
        if pack.target != here:
            raise ArtifactError(f"{where / PACK_FILE}: built for {pack.target.name}, filed under {here.name}; "
                                "run build-kernels again")
        for k in pack.kernels:
            if k.file not in files:
                raise ArtifactError(f"{where}: kernel file {k.file!r} is not in the manifest's hashed files")
        return RegionKernels(pack, files, where, device)


class FlexRuntime(InductorRuntime):
    """The runtime half of the FlexAttention executor (aotc.executors.flex): its packs are
    Inductor packs of FlexAttention's kernels."""

    name = "flex"


def pack_record(files: dict[str, bytes], where: Path, from_data):
    """A pack's record (its PACK_FILE, decoded by `from_data`); a missing or malformed one is an
    ArtifactError that says to build the pack again."""
    try:
        return from_data(msgpack.unpackb(files[PACK_FILE], raw=False, strict_map_key=True))
    except KeyError:
        raise ArtifactError(f"{where}: no {PACK_FILE}; run build-kernels again") from None
    except (PackError, msgpack.UnpackException, ValueError, TypeError) as e:
        raise ArtifactError(f"{where / PACK_FILE}: {e}; run build-kernels again") from None


def device_target(device: torch.device) -> Target:
    """The target of a pack that holds no compiled binaries (a kernel choice): the device's
    kind and capability and torch's version."""
    version = torch.__version__.split("+")[0]
    if device.type == "cuda":
        major, minor = torch.cuda.get_device_capability(device)
        return Target("cuda", f"sm{major}{minor}", version, "", 0)
    return Target("cpu", torch.backends.cpu.get_cpu_capability(), version, "", 0)


def local_target(device: torch.device) -> Target:
    """The target this process would build Inductor kernels for, and can run."""
    version = torch.__version__.split("+")[0]
    if device.type == "cuda":
        major, minor = torch.cuda.get_device_capability(device)
        try:
            triton = importlib.metadata.version("triton")
        except importlib.metadata.PackageNotFoundError:
            triton = "none"
        return Target("cuda", f"sm{major}{minor}", version, triton, 0)
    return Target("cpu", torch.backends.cpu.get_cpu_capability(), version, "", torch.get_num_threads())


class RegionKernels:
    """An Inductor pack loaded for one device: its binaries bound and a function per plan. Its
    executor is the pack's (the Inductor executor's, or another's that builds through Inductor)."""

    def __init__(self, pack: Pack, files: dict[str, bytes], where: Path, device: torch.device):
        """`files` are the pack's files, already checked against the manifest: the binaries
        are loaded from these bytes, never again from the artifact's directory, which a writer
        may have replaced since (`where` names it in messages)."""
        self.pack = pack
        self.executor = pack.executor
        self.target = pack.target.name
        self.device = device
        handles = _load_cuda(pack, files, device) if device.type == "cuda" else _load_cpu(pack, files, where)
        self._handles = handles
        self.namespace = {"__builtins__": builtins, "torch": torch, "_view": _view,
                          **{f"K{i}": h for i, h in enumerate(handles)}}
        if device.type == "cuda":
            self.namespace["_empty"] = _empty_on(device)
            self.namespace["_launch"] = torch._C._StaticCudaLauncher._launch_kernel
            self.namespace["_stream"] = lambda: torch.cuda.current_stream(device).cuda_stream
        else:
            self.namespace["_empty"] = _empty_on(device)
        self._keys: dict[Region, str] = {}

    def _key(self, region: Region) -> str:
        # Hashing a region serializes its body; covers and function_name ask for each one.
        key = self._keys.get(region)
        if key is None:
            key = self._keys[region] = region_key(region)
        return key

    def covers(self, region: Region) -> bool:
        key = self._key(region)
        return key in self.pack.plans and self.pack.inputs[key] == len(region.args)

    def function_name(self, region: Region) -> str:
        """The name, in `namespace`, of the function running `region`; made on first use."""
        key = self._key(region)
        name = f"region_{key}"
        if name not in self.namespace:
            source = render_plan(name, self.pack.plans[key], len(region.args), self.pack, self.device.type)
            exec(compile(source, f"<thunder-aot {name}>", "exec"), self.namespace)
        return name

    def region_function(self, region: Region) -> tuple[str, object]:
        name = self.function_name(region)
        return name, self.namespace[name]

    def op_overrides(self) -> dict:
        """Packs of formats before 7 carried the attention kernel choice; it still applies."""
        return attention_kernels(self.pack.attention) if self.pack.attention else {}


def render_plan(name: str, plan: Plan, inputs: int, pack: Pack, device: str) -> str:
    """Python source for one plan (from checked data only: ints, dtype names, refs)."""
    def ref(r):
        kind, i = r
        return f"i{i}" if kind == "in" else f"b{i}"

    params = ", ".join(f"i{i}" for i in range(inputs))
    lines = [f"def {name}({params}):"]
    if device == "cuda" and any(s[0] == "launch" for s in plan.steps):
        lines.append("    s = _stream()")
    for step in plan.steps:
        if step[0] == "alloc":
            _, j, dtype, shape, stride = step
            lines.append(f"    b{j} = _empty({shape!r}, {stride!r}, torch.{dtype})")
        elif step[0] == "view":
            _, j, base, shape, stride, offset = step
            lines.append(f"    b{j} = _view({ref(base)}, {shape!r}, {stride!r}, {offset})")
        elif step[0] == "launch":
            _, k, (gx, gy, gz), args = step
            kernel = pack.kernels[k]
            values = [ref(a) if isinstance(a, tuple) else repr(a) for a in args] + ["None"] * kernel.scratch
            types = kernel.arg_types + "O" * kernel.scratch
            lines.append(f"    _launch(K{k}, {gx}, {gy}, {gz}, {kernel.num_warps}, {kernel.shared}, "
                         f"{types!r}, ({', '.join(values)}{',' if len(values) == 1 else ''}), s)")
        else:
            _, k, args = step
            lines.append(f"    K{k}({', '.join(ref(a) + '.data_ptr()' for a in args)})")
    outs = [ref(r) for r in plan.outputs]
    lines.append(f"    return ({', '.join(outs)}{',' if len(outs) == 1 else ''})")
    return "\n".join(lines) + "\n"


def _view(base: torch.Tensor, shape, stride, offset: int) -> torch.Tensor:
    return base.as_strided(shape, stride, base.storage_offset() + offset)


def _empty_on(device: torch.device):
    def empty(shape, stride, dtype):
        return torch.empty_strided(shape, stride, dtype=dtype, device=device)
    return empty


def _load_cuda(pack: Pack, files: dict[str, bytes], device: torch.device) -> list:
    index = device.index if device.index is not None else torch.cuda.current_device()
    loaded = []
    for k in pack.kernels:
        with _in_memory_file(files[k.file]) as path:
            # The launcher reads the cubin by path: a private file holding the checked bytes.
            result = torch._C._StaticCudaLauncher._load_kernel(path, k.symbol, k.shared, index)
        # (module, function, registers, spills) in newer torch, (function, registers, spills) before.
        loaded.append(result[1] if len(result) == 4 else result[0])
    return loaded


def _load_cpu(pack: Pack, files: dict[str, bytes], where: Path) -> list:
    arity: dict[int, int] = {}
    for plan in pack.plans.values():
        for step in plan.steps:
            if step[0] == "call" and arity.setdefault(step[1], len(step[2])) != len(step[2]):
                raise ArtifactError(f"{where / PACK_FILE}: kernel {step[1]} is called with different "
                                    "argument counts; run build-kernels again")
    libraries: dict[str, ctypes.CDLL] = {}
    loaded = []
    for i, k in enumerate(pack.kernels):
        if k.file not in libraries:
            try:
                libraries[k.file] = _library(files[k.file])
            except OSError as e:
                raise ArtifactError(f"{where / k.file}: cannot be loaded here ({e}); run build-kernels "
                                    "on this machine, or load with kernels='off'") from None
        try:
            # A function object of its own (indexing makes one; an attribute is cached on the
            # library, which packs of the same bytes share), so its argtypes are this pack's.
            fn = libraries[k.file][k.symbol]
        except AttributeError:
            raise ArtifactError(f"{where / k.file}: has no kernel {k.symbol!r}; run build-kernels again") from None
        # Pointers must go as pointers: ctypes passes a bare Python int as a 32-bit C int.
        fn.argtypes = [ctypes.c_void_p] * arity.get(i, 0)
        fn.restype = None
        loaded.append(fn)
    return loaded


# Shared libraries loaded from checked bytes, by their sha256. ctypes never unloads a library,
# so each stays, with the file it was loaded from: the loader knows a library by the path it
# was opened under, and a descriptor number used again for other bytes would otherwise hand
# back the old library. The same bytes load once, however many artifacts hold them.
_LIBRARIES: dict[str, ctypes.CDLL] = {}


def _library(data: bytes) -> ctypes.CDLL:
    digest = hashlib.sha256(data).hexdigest()
    if digest not in _LIBRARIES:
        fd, path = _private_file(data)
        try:
            _LIBRARIES[digest] = ctypes.CDLL(path)
        except BaseException:
            os.close(fd)
            raise
    return _LIBRARIES[digest]


@contextlib.contextmanager
def _in_memory_file(data: bytes):
    fd, path = _private_file(data)
    try:
        yield path
    finally:
        os.close(fd)
        if not path.startswith("/proc/"):
            os.unlink(path)


def _private_file(data: bytes) -> tuple[int, str]:
    """A file holding `data` that no other process can change, and the path to open it by: an
    anonymous memory file (Linux), else a private temporary file."""
    if hasattr(os, "memfd_create"):
        fd = os.memfd_create("thunder-aot-kernels", os.MFD_CLOEXEC)
        path = f"/proc/self/fd/{fd}"
    else:
        fd, path = tempfile.mkstemp(prefix="thunder-aot-kernels-")
    try:
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view):]
    except BaseException:
        os.close(fd)
        raise
    return fd, path
