"""Kernel packs: an executor's native kernels for one target, stored beside the portable programs.

    kernels/inductor/<target>/pack.msgpack     the Pack below (formats before 7: kernels/<target>/)
    kernels/inductor/<target>/k<N>.cubin       CUDA: one compiled Triton kernel each
    kernels/inductor/<target>/kernels.so       CPU: every C++ kernel of the pack, one shared library
    kernels/inductor/<target>/src/...          kernel and wrapper source, for review; never read back
    kernels/attention/<target>/pack.msgpack    the attention executor's AttentionChoice

A pack maps region keys (aotc.encoding.region_key) to launch plans: the buffers a region
allocates, the kernels it launches with which arguments, and which buffers are its results.
Plans are plain data; the runtime renders them into Python itself (aotc.runtime.packs).
Everything here is checked before use: a plan can name only its region's inputs, its own
buffers and the pack's kernels, and only known dtypes.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from aotc.errors import AotcError
from aotc.ir import DTYPE_BYTES

PACK_FILE = "pack.msgpack"
ATTENTION_BACKENDS = ("", "flash", "efficient", "cudnn")
VARLEN_KERNELS = ("", "flash", "te")
_TARGET = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._+-]{0,127}$")
_FILE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,127}(/[A-Za-z0-9][A-Za-z0-9._-]{0,127})?$")
_ARG_TYPES = re.compile(r"^[OibhlIBHKfd]*$")
_SYMBOL = re.compile(r"^[A-Za-z_][A-Za-z0-9_]{0,255}$")

# The most arguments a kernel call may take (ctypes passes at most 1024).
MAX_KERNEL_ARGS = 512


class PackError(AotcError, ValueError):
    """A kernel pack whose data is malformed; the message says what and where."""
    code = "AOTC-E202"


@dataclass(frozen=True)
class Target:
    """What a pack's binaries were built for; a pack runs only where all of it matches."""

    device: str                 # "cuda" | "cpu"
    arch: str                   # "sm90" for CUDA; the CPU's vector ISA ("AVX2", "AVX512", ...)
    torch: str
    triton: str                 # "" on CPU
    threads: int                # CPU: the OpenMP thread count the kernels were built for; 0 on CUDA

    @property
    def name(self) -> str:
        if self.device == "cuda":
            return f"cuda-{self.arch}-torch{self.torch}" + (f"-triton{self.triton}" if self.triton else "")
        return f"cpu-{self.arch.lower()}-{self.threads}t-torch{self.torch}"

    def to_data(self) -> dict:
        return {"device": self.device, "arch": self.arch, "torch": self.torch, "triton": self.triton,
                "threads": self.threads}

    @classmethod
    def from_data(cls, d: dict) -> Target:
        return cls(device=str(d["device"]), arch=str(d["arch"]), torch=str(d["torch"]),
                   triton=str(d["triton"]), threads=int(d["threads"]))

    def differences(self, other: Target) -> list[str]:
        return [f"{k} {getattr(self, k)!r} (this machine: {getattr(other, k)!r})"
                for k in ("device", "arch", "torch", "triton", "threads")
                if getattr(self, k) != getattr(other, k)]


@dataclass(frozen=True)
class Kernel:
    """One native kernel. CUDA: `file` is a cubin, `symbol` its function, launched with
    `num_warps` warps, `shared` bytes of shared memory and arguments typed by `arg_types`
    (torch's static launcher codes: O pointer, i int32, l int64, f float, ...), plus `scratch`
    trailing null pointers. CPU: `symbol` is an extern "C" function of `file`, a shared library,
    taking one pointer per argument."""

    symbol: str
    file: str
    num_warps: int = 0
    shared: int = 0
    arg_types: str = ""
    scratch: int = 0

    def to_data(self) -> list:
        return [self.symbol, self.file, self.num_warps, self.shared, self.arg_types, self.scratch]

    @classmethod
    def from_data(cls, d) -> Kernel:
        symbol, file, num_warps, shared, arg_types, scratch = d
        k = cls(str(symbol), str(file), int(num_warps), int(shared), str(arg_types), int(scratch))
        if not _SYMBOL.match(k.symbol) or not _FILE.match(k.file) or not _ARG_TYPES.match(k.arg_types) \
                or not 0 <= k.num_warps <= 64 or not 0 <= k.shared < 1 << 24 or not 0 <= k.scratch <= 4:
            raise PackError(f"malformed kernel entry {d!r}")
        return k


# A plan's steps. Refs: ["in", i] a region input, ["buf", j] a buffer of the plan.
#   ["alloc", j, dtype, shape, stride]
#   ["view", j, ref, shape, stride, offset]     offset added to the base's own
#   ["launch", k, [gx, gy, gz], [arg...]]       CUDA kernel k; args are refs, ints or floats
#   ["call", k, [ref...]]                        CPU kernel k (at most MAX_KERNEL_ARGS refs)
@dataclass(frozen=True)
class Plan:
    steps: tuple
    outputs: tuple              # refs
    buffers: int

    def to_data(self) -> dict:
        return {"steps": [list(s) for s in self.steps], "outputs": [list(r) for r in self.outputs],
                "buffers": self.buffers}

    @classmethod
    def from_data(cls, d: dict, inputs: int, kernels: int) -> Plan:
        """Checked against the region's input count and the pack's kernel count."""
        buffers = int(d["buffers"])
        if not 0 <= buffers <= 1 << 16:
            raise PackError(f"plan has {buffers} buffers")
        defined: set[int] = set()

        def ref(r):
            if not (isinstance(r, list) and len(r) == 2 and isinstance(r[1], int)):
                raise PackError(f"bad reference {r!r}")
            kind, i = r
            if kind == "in" and 0 <= i < inputs or kind == "buf" and i in defined:
                return (kind, i)
            raise PackError(f"reference {r!r} names no input or defined buffer")

        def ints(xs, what):
            if not isinstance(xs, list) or len(xs) > 16 or not all(isinstance(x, int) and 0 <= x < 1 << 62
                                                                    for x in xs):
                raise PackError(f"bad {what} {xs!r}")
            return tuple(xs)

        def new_buffer(j):
            if not isinstance(j, int) or not 0 <= j < buffers or j in defined:
                raise PackError(f"buffer {j!r} is out of range or defined twice")
            defined.add(j)
            return j

        steps = []
        for s in d["steps"]:
            op = s[0]
            if op == "alloc" and len(s) == 5 and s[2] in DTYPE_BYTES:
                shape, stride = ints(s[3], "shape"), ints(s[4], "stride")
                if len(shape) != len(stride):
                    raise PackError(f"alloc {s!r}: shape and stride differ in rank")
                steps.append(("alloc", new_buffer(s[1]), s[2], shape, stride))
            elif op == "view" and len(s) == 6:
                base = ref(s[2])
                shape, stride = ints(s[3], "shape"), ints(s[4], "stride")
                offset = ints([s[5]], "offset")[0]
                if len(shape) != len(stride):
                    raise PackError(f"view {s!r}: shape and stride differ in rank")
                steps.append(("view", new_buffer(s[1]), base, shape, stride, offset))
            elif op == "launch" and len(s) == 4 and isinstance(s[1], int) and 0 <= s[1] < kernels:
                grid = ints(s[2], "grid")
                if len(grid) != 3:
                    raise PackError(f"launch {s!r}: grid must have three dimensions")
                args = tuple(a if isinstance(a, (int, float)) and not isinstance(a, bool) else ref(a)
                             for a in s[3])
                steps.append(("launch", s[1], grid, args))
            elif op == "call" and len(s) == 3 and isinstance(s[1], int) and 0 <= s[1] < kernels \
                    and isinstance(s[2], list) and len(s[2]) <= MAX_KERNEL_ARGS:
                steps.append(("call", s[1], tuple(ref(a) for a in s[2])))
            else:
                raise PackError(f"unknown or malformed plan step {s!r}")
        return cls(steps=tuple(steps), outputs=tuple(ref(r) for r in d["outputs"]), buffers=buffers)


@dataclass(frozen=True)
class Pack:
    target: Target
    executor: str
    kernels: tuple[Kernel, ...]
    plans: dict                 # region key -> Plan
    inputs: dict                # region key -> number of inputs (checked against the program)
    skipped: dict               # region key -> why it runs op by op on this target
    attention: str = ""         # attention kernel measured fastest here ("" keeps the default)
    attention_ms: dict = field(default_factory=dict)   # backend -> measured ms (forward + backward)
    # (format 12) False for a pack built for a described target (no device of it at hand): its
    # plans have not run against their regions, and the runtime runs them op by op until
    # `build-kernels --check` on a machine of the target has. Written only when False.
    checked: bool = True
    built_by: dict = field(default_factory=dict)   # (format 12) the builder's {torch, triton}, when not the target's

    def to_data(self) -> dict:
        data = {"target": self.target.to_data(), "executor": self.executor,
                "attention": {"backend": self.attention, "ms": dict(sorted(self.attention_ms.items()))},
                "kernels": [k.to_data() for k in self.kernels],
                "plans": {k: {"inputs": self.inputs[k], "plan": p.to_data()}
                          for k, p in sorted(self.plans.items())},
                "skipped": dict(sorted(self.skipped.items()))}
        if not self.checked:
            data["checked"] = False
        if self.built_by:
            data["built_by"] = dict(sorted(self.built_by.items()))
        return data

    @classmethod
    def from_data(cls, d: dict) -> Pack:
        try:
            kernels = tuple(Kernel.from_data(k) for k in d["kernels"])
            plans, inputs = {}, {}
            for key, entry in d["plans"].items():
                if not re.match(r"^[0-9a-f]{16}$", key):
                    raise PackError(f"region key {key!r} is malformed")
                inputs[key] = int(entry["inputs"])
                plans[key] = Plan.from_data(entry["plan"], inputs[key], len(kernels))
            attention = d.get("attention", {"backend": "", "ms": {}})
            if attention["backend"] not in ATTENTION_BACKENDS:
                raise PackError(f"attention backend {attention['backend']!r} is not one of {ATTENTION_BACKENDS}")
            return cls(target=Target.from_data(d["target"]), executor=str(d["executor"]),
                       kernels=kernels, plans=plans, inputs=inputs,
                       skipped={str(k): str(v) for k, v in d["skipped"].items()},
                       attention=attention["backend"],
                       attention_ms={str(k): float(v) for k, v in attention["ms"].items()},
                       checked=_flag(d.get("checked", True), "checked"),
                       built_by={str(k): str(v) for k, v in d.get("built_by", {}).items()})
        except PackError:
            raise
        except (KeyError, TypeError, ValueError, IndexError, AttributeError, OverflowError, RecursionError) as e:
            raise PackError(f"malformed pack ({type(e).__name__}: {e})") from None


def _flag(value, what: str) -> bool:
    if not isinstance(value, bool):
        raise PackError(f"{what} is {value!r}, not true or false")
    return value


def valid_target_name(name) -> bool:
    return isinstance(name, str) and bool(_TARGET.match(name))


def valid_pack_file(name) -> bool:
    return isinstance(name, str) and bool(_FILE.match(name)) and ".." not in name


@dataclass(frozen=True)
class AttentionChoice:
    """The attention executor's pack: the kernel measured fastest for the artifact's attention
    on one target (forward + backward, each backend's ms per step), kept apart from any region
    executor's pack; for a pack built without the target, `chosen` says how it was chosen.
    `varlen` is the kernel of its variable-length attention where one was measured ("flash",
    torch's; "te", TransformerEngine `te_version`'s cuDNN kernel), with each one's ms in
    `varlen_ms`; `backend` is "" only where every dense kernel failed its trial and `varlen`
    was measured (an artifact without dense attention writes "flash", which overrides nothing)."""

    target: Target
    backend: str
    ms: dict = field(default_factory=dict)
    chosen: str = ""        # how a choice not measured on the target was made (a tuning record, a heuristic)
    varlen: str = ""
    varlen_ms: dict = field(default_factory=dict)
    te_version: str = ""

    def to_data(self) -> dict:
        data = {"target": self.target.to_data(), "backend": self.backend, "ms": dict(sorted(self.ms.items()))}
        if self.chosen:
            data["chosen"] = self.chosen
        if self.varlen:
            data["varlen"] = {"kernel": self.varlen, "ms": dict(sorted(self.varlen_ms.items()))}
            if self.te_version:
                data["varlen"]["te_version"] = self.te_version
        return data

    @classmethod
    def from_data(cls, d: dict) -> AttentionChoice:
        try:
            varlen = d.get("varlen", {})
            choice = cls(Target.from_data(d["target"]), str(d["backend"]),
                         {str(k): float(v) for k, v in d["ms"].items()}, str(d.get("chosen", "")),
                         str(varlen.get("kernel", "")), {str(k): float(v) for k, v in varlen.get("ms", {}).items()},
                         str(varlen.get("te_version", "")))
        except (KeyError, TypeError, ValueError, AttributeError) as e:
            raise PackError(f"malformed attention choice ({type(e).__name__}: {e})") from None
        if choice.backend not in ATTENTION_BACKENDS or not (choice.backend or choice.varlen):
            raise PackError(f"attention backend {choice.backend!r} is not one of {ATTENTION_BACKENDS[1:]}")
        if choice.varlen not in VARLEN_KERNELS:
            raise PackError(f"variable-length attention kernel {choice.varlen!r} is not one of {VARLEN_KERNELS[1:]}: "
                            "a newer build wrote it; run build-kernels with this version")
        if (choice.varlen == "te") != bool(choice.te_version):
            raise PackError("variable-length attention on TransformerEngine's kernel needs TE's version, and only "
                            "it has one: the pack is damaged; run build-kernels again")
        return choice


@dataclass(frozen=True)
class TEChoice:
    """The TransformerEngine executor's pack: which of its regions (fp8 matmuls) TE runs on one
    target, built with TE `te_version`, and each region's measured ms through TE and through
    torch._scaled_mm; `skipped` says why a region keeps torch's matmul."""

    target: Target
    te_version: str
    regions: dict = field(default_factory=dict)      # region key -> (te_ms, aten_ms)
    skipped: dict = field(default_factory=dict)      # region key -> why

    def to_data(self) -> dict:
        return {"target": self.target.to_data(), "te_version": self.te_version,
                "regions": {k: [round(a, 4), round(b, 4)] for k, (a, b) in sorted(self.regions.items())},
                "skipped": dict(sorted(self.skipped.items()))}

    @classmethod
    def from_data(cls, d: dict) -> TEChoice:
        try:
            regions = {str(k): (float(v[0]), float(v[1])) for k, v in d["regions"].items()}
            choice = cls(Target.from_data(d["target"]), str(d["te_version"]), regions,
                         {str(k): str(v) for k, v in d.get("skipped", {}).items()})
        except (KeyError, TypeError, ValueError, AttributeError, IndexError) as e:
            raise PackError(f"malformed TransformerEngine choice ({type(e).__name__}: {e})") from None
        if not all(re.fullmatch(r"[0-9a-f]{16}", k) for k in list(choice.regions) + list(choice.skipped)):
            raise PackError("a TransformerEngine choice names a region by something other than its key")
        return choice
