"""What `thunder-aot check DIR` reports: will this artifact run here, and how, without running it.

    check(path, device=None, world_size=None) -> CheckReport

Each finding is one question answered for this machine: can the files be read and do they
match their hashes (format version included), do the programs pass every check `load` makes
before it sees a model (executors, every op in this torch, forward and backward fitting
together), is the target device here, which kernel pack will run the fused regions (or why none
will), and does the sharding plan fit the job's world size. Every failing finding is listed,
not only the first.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import torch

from aotc.customops import varlen_te
from aotc.customops.sdpa_backends import choose_backend
from aotc.errors import ArtifactError, SignatureError
from aotc.executors.registry import default_executors
from aotc.format.artifact import check_signature, read_artifact, read_manifest, read_pack_files, signatures
from aotc.format.pack import AttentionChoice
from aotc.format.signing import TrustedKeys
from aotc.meta import check_types
from aotc.ops import OpRegistry
from aotc.runtime import check_programs, torch_minor
from aotc.customops.fp8_attention import fp8_attention_emulated
from aotc.runtime.executors import builtin_runtimes, pack_mismatches
from aotc.verifier import VerifyError
from aotc.version import READABLE_FORMATS


@dataclass(frozen=True)
class Finding:
    name: str
    ok: bool
    detail: str


@dataclass(frozen=True)
class CheckReport:
    path: Path
    device: str
    findings: tuple[Finding, ...]

    @property
    def ok(self) -> bool:
        return all(f.ok for f in self.findings)

    def to_data(self) -> dict:
        return {"path": str(self.path), "device": self.device, "will_run": self.ok,
                "findings": [{"name": f.name, "ok": f.ok, "detail": f.detail} for f in self.findings]}


def check(path: str | Path, *, device: str | None = None, world_size: int | None = None,
          trusted_keys: TrustedKeys | None = None) -> CheckReport:
    """With `trusted_keys`, the first finding is the signature of the programs, checked before
    any other file is read (a refusal ends the check there), and each kernel pack's signature
    is a finding of its own: refused when this machine would run the pack."""
    path = Path(path)
    device = device or ("cuda" if torch.cuda.is_available() else "cpu")
    findings: list[Finding] = []
    try:
        manifest = read_manifest(path)
        signature = _signature(path, manifest, trusted_keys)
        if signature is not None:
            findings.append(signature)
            if not signature.ok:
                return CheckReport(path, device, tuple(findings))
        manifest, programs = read_artifact(path, trusted_keys)
    except (ArtifactError, OSError) as e:
        return CheckReport(path, device, tuple(findings) + (Finding("files", False, str(e)),))
    findings.append(Finding("files", True, f"format {manifest.format_version} (this reader: "
                                          f"{READABLE_FORMATS.start}..{READABLE_FORMATS.stop - 1}), "
                                          f"{len(manifest.files)} files match their hashes"))
    same_minor = torch_minor(manifest.torch_version) == torch_minor(torch.__version__)
    findings.append(Finding("torch", True, f"traced with torch {manifest.torch_version}, this is {torch.__version__}"
                                           + ("" if same_minor else " (another minor version: the runtime warns)")))
    registry = OpRegistry()
    try:
        check_programs(path, manifest, programs, registry)
        findings.append(Finding("ops", True, f"this runtime has its executors ({', '.join(manifest.executors)}) "
                                                  f"and every op of {', '.join(programs)}, and they fit together"))
    except ArtifactError as e:
        findings.append(Finding("ops", False, str(e)))
    else:
        # What load leaves out for its speed: each op run on meta tensors of its input types.
        try:
            for program in programs.values():
                check_types(program, registry)
            findings.append(Finding("types", True, "every op accepts its arguments and makes the dtypes and "
                                                   "shapes the programs record"))
        except VerifyError as e:
            findings.append(Finding("types", False, f"{path}: {e}; compile the artifact again"))

    target = manifest.made.device
    here = device == target and (target == "cpu" or torch.cuda.is_available())
    if here or device != target:
        said = f"compiled for {target}; this machine: {device}" + (
            "" if here else f" (load it on a {target} machine, or recompile with --device {device})")
    else:
        said = f"compiled for {target}, but this torch sees no CUDA device (load it on a machine with one)"
    findings.append(Finding("device", here, said))
    findings.extend(_kernels(path, manifest, programs, device if here else None))
    if trusted_keys is not None:
        findings.extend(_pack_signatures(path, manifest, device if here else None, trusted_keys))
    on_gpu = here and device == "cuda"
    flex_pack = on_gpu and _pack_here(manifest, "flex", device) is not None
    attention_pack = _pack_here(manifest, "attention", device) if on_gpu else None
    chosen = _attention_choice(path, manifest, attention_pack) if attention_pack else None
    findings.extend(attention_findings(programs, target, _device_memory(device) if here else None, flex_pack,
                                       chosen))
    if target == "cuda" and manifest.fp8 is not None and manifest.fp8.attention:
        findings.append(_fp8_attention(on_gpu))
    plan = manifest.sharding
    if plan is not None:
        said = plan.summary
        if world_size is None:
            findings.append(Finding("world size", True, f"{said} (give --world-size to check a job's)"))
        else:
            fits = world_size == plan.world_size
            # A plan over one data axis takes the job's size; a mesh of named axes is chosen whole.
            fix = f"--world-size {world_size}" if plan.mesh.names == ("dp",) else \
                f"a --mesh whose sizes multiply to {world_size}"
            findings.append(Finding("world size", fits, f"{said}; the job has {world_size}"
                                    + ("" if fits else f": recompile with {fix}")))
    elif world_size not in (None, 1):
        findings.append(Finding("world size", False, f"not sharded: it runs on one process, the job has "
                                                     f"{world_size}; compile with --shard ddp|fsdp-zero2|fsdp-zero3"))
    return CheckReport(path, device, tuple(findings))


def _signature(path: Path, manifest, keys: TrustedKeys | None) -> Finding | None:
    """Who signed the programs, and, with trusted keys, whether that is good enough to run them
    (None: unsigned, and no keys asked for a signature)."""
    if keys is not None:
        try:
            sig = check_signature(path, manifest, keys)
        except SignatureError as e:
            return Finding("signature", False, str(e))
        return Finding("signature", True, f"its programs are signed by {sig.who()}, a trusted key ({keys.source})")
    try:
        sig = signatures(path, manifest)["programs"]
    except SignatureError as e:
        return Finding("signature", True, f"{e} (not checked: no trusted keys given)")
    if sig is None:
        return None
    valid = "valid" if sig.holds(manifest) else "NOT matching the content"
    return Finding("signature", True, f"its programs are signed by {sig.who()} ({valid}; not checked against "
                                      "trusted keys: give --trusted-keys)")


def _pack_signatures(path: Path, manifest, device: str | None, keys: TrustedKeys) -> list[Finding]:
    """Each kernel pack's signature: a failing one fails the check when this machine would run it."""
    runtimes = builtin_runtimes()
    findings = []
    for executor in sorted(manifest.packs):
        runtime = runtimes.get(executor)
        here = runtime.local_target(torch.device(device)).name if runtime is not None and device else None
        for target in sorted(manifest.packs[executor]):
            try:
                sig = check_signature(path, manifest, keys, pack=(executor, target))
                findings.append(Finding("signature", True, f"its {executor} kernel pack {target} is signed by "
                                                           f"{sig.who()}, a trusted key"))
            except SignatureError as e:
                runs = target == here
                findings.append(Finding("signature", not runs, str(e) + ("" if runs else
                                                                         " (this machine does not run that pack)")))
    return findings


def _fp8_attention(on_gpu: bool) -> Finding:
    """What runs the artifact's fp8 attention (--fp8-attention): cuDNN's kernel where
    TransformerEngine imports on a GPU of sm90 or later, else an emulation that runs, far slower."""
    if not on_gpu:
        said = ("cuDNN's fp8 kernel where TransformerEngine is installed on a GPU of sm90 or later; "
                "elsewhere an emulation, far slower")
    elif why := fp8_attention_emulated():
        said = (f"an emulation here, far slower than cuDNN's kernel ({why}); install TransformerEngine "
                "(docs/cli.md, --fp8-attention)")
    else:
        said = "cuDNN's fp8 kernel, through TransformerEngine"
    return Finding("attention", True, f"fp8 attention runs {said}")


def _kernels(path: Path, manifest, programs, device: str | None) -> list[Finding]:
    """One finding per executor with regions or packs: which pack runs its work here, or why none."""
    regions: dict[str, int] = {}
    for p in programs.values():
        for r in p.regions():
            regions[r.executor] = regions.get(r.executor, 0) + 1
    if not regions and not manifest.packs:
        return [Finding("kernels", True, "no fusion regions: every op runs through ATen")]
    runtimes = builtin_runtimes()
    builders = {e.name: e for e in default_executors()}
    findings = []
    for executor in sorted(set(regions) | set(manifest.packs)):
        n = regions.get(executor, 0)
        work = f"the {n} {executor} regions" if n else f"its {executor} kernels"
        runtime = runtimes.get(executor)
        if runtime is None:
            findings.append(Finding("kernels", True, f"this runtime has no executor {executor!r}: {work} run op by op"))
            continue
        if device is None:
            findings.append(Finding("kernels", True, f"{work}: which pack runs them depends on the machine"))
            continue
        here = runtime.local_target(torch.device(device))
        if here.name in manifest.packs.get(executor, {}):
            try:
                read_pack_files(path, manifest, executor, here.name)
            except ArtifactError as e:
                findings.append(Finding("kernels", False, str(e)))
                continue
            findings.append(Finding("kernels", True, f"{executor} pack {here.name} runs {work}"))
            continue
        others = pack_mismatches(manifest, executor, here)
        instead = getattr(runtime, "without_pack", None)
        builder = builders.get(executor)
        if builder is not None and device not in builder.devices:
            # build-kernels makes no pack of it here: say what runs, not how to add one.
            findings.append(Finding("kernels", True, f"no {executor} pack: its kernels are built for "
                                    f"{' and '.join(builder.devices)} only, so on {device} "
                                    + (instead if instead else f"{work} run op by op (slower)")))
            continue
        findings.append(Finding("kernels", True, f"no {executor} pack for {here.name}: "
                                + (instead if instead else f"{work} run op by op (slower)")
                                + "; `thunder-aot build-kernels` here adds one"
                                + (f". Packs present: {', '.join(others)}" if others else "")))
    return findings


def _takes(backend: str, q, k, v, has_mask: bool) -> bool:
    """Whether `backend` takes a CUDA call of these types, as the runtime asks (fake tensors:
    nothing is allocated)."""
    from torch._subclasses.fake_tensor import FakeTensorMode

    from aotc.customops.sdpa_backends import supports
    with FakeTensorMode():
        def fake(t):
            return torch.empty(t.shape, dtype=getattr(torch, t.dtype), device="cuda")
        mask = torch.empty(*q.shape[:2], q.shape[-2], k.shape[-2], dtype=torch.bool, device="cuda") \
            if has_mask else None
        return supports(backend, fake(q), fake(k), fake(v), mask)


_ATTENTION = ("aotc.sdpa.default", "aotc.sdpa_dropout.default", "aotc.flex_attention.default",
              "aotc.varlen_attention.default", "aotc.cp_attention.default", "aotc.document_attention.default")


def _pack_here(manifest, executor: str, device: str) -> str | None:
    """The target name of the artifact's `executor` pack this machine runs; None where it has none."""
    name = builtin_runtimes()[executor].local_target(torch.device(device)).name
    return name if name in manifest.packs.get(executor, {}) else None


def _attention_choice(path: Path, manifest, name: str) -> AttentionChoice | None:
    """The artifact's attention pack `name`; None where the pack does not read (the kernels
    finding says why)."""
    from aotc.runtime.packs import pack_record
    try:
        files = read_pack_files(path, manifest, "attention", name)
        return pack_record(files, path / "kernels" / "attention" / name, AttentionChoice.from_data)
    except ArtifactError:
        return None


def attention_findings(programs: dict, target: str, memory: int | None, flex_pack: bool = False,
                       chosen: AttentionChoice | None = None) -> list[Finding]:
    """For each distinct attention call (every layer of a model is one): the kernel it runs on
    `target`, the same choice the runtime makes (the attention pack `chosen`'s kernel where it
    takes the call, else aotc.customops.sdpa_backends' default; its variable-length kernel;
    FlexAttention's kernels when this machine's flex pack is in the artifact); refused where none
    can run it, or where the one that would materialises more scores than the device's `memory`
    holds."""
    dense = chosen.backend if chosen is not None and chosen.backend else None
    te = chosen is not None and chosen.varlen == "te" and varlen_te.runs_here(chosen.te_version)
    calls: dict[tuple, int] = {}
    for program in programs.values():
        for op in program.flat_ops():
            if op.name in _ATTENTION:
                q, k, v = op.args[:3]
                has_mask = op.name in ("aotc.sdpa.default", "aotc.sdpa_dropout.default") and op.args[3] is not None
                key = (op.name, q.type, k.type, v.type, has_mask)
                calls[key] = calls.get(key, 0) + 1
    findings = []
    for (name, q, k, v, has_mask), count in calls.items():
        where = f"{count} x {name.split('.')[1]}(q {q}, k {k}, v {v}{', mask' if has_mask else ''})"
        if name == "aotc.sdpa_dropout.default" and target != "cuda":
            findings.append(Finding("attention", False, f"{where}: runs on CUDA only; compile again for {target}"))
            continue
        if name in ("aotc.sdpa.default", "aotc.cp_attention.default"):
            backend = choose_backend(target, getattr(torch, q.dtype), q.shape, k.shape, v.shape, has_mask)
            if dense is not None and _takes(dense, q, k, v, has_mask):
                backend = f"{dense} (the attention pack's choice)"
            if name == "aotc.cp_attention.default" and backend != "math":
                backend += ", in blocks of this rank's causal scores"
        elif name == "aotc.flex_attention.default":
            backend = "Inductor's block-sparse FlexAttention kernels (flex pack)" if flex_pack else "math"
        elif name in ("aotc.varlen_attention.default", "aotc.document_attention.default"):
            backend = "math" if target != "cuda" else (
                f"TransformerEngine {chosen.te_version}'s cuDNN kernel (the attention pack's choice), where it takes "
                "the call" if te else "flash attention with cumulative offsets")
            if name == "aotc.document_attention.default" and backend != "math":
                backend += ", over the offsets of each step's documents (ATen math where a document id comes back)"
        else:
            backend = "the kernel eager picks"
        if backend != "math":
            findings.append(Finding("attention", True, f"{where}: {backend}"))
            continue
        # The scores, their probabilities and, in the backward, their gradient, in float32.
        if name == "aotc.varlen_attention.default":        # packed [T, H, D]: H x T x S scores
            need = 3 * q.shape[1] * q.shape[0] * k.shape[0] * 4
        elif name == "aotc.document_attention.default":    # a key head's queries at a time, and the mask
            need = (3 * 4 * (q.shape[1] // k.shape[1]) + 1) * q.shape[0] * q.shape[2] * k.shape[2]
        else:
            need = 3 * q.shape[0] * q.shape[1] * q.shape[2] * k.shape[2] * 4
        fits = memory is None or need <= memory
        findings.append(Finding("attention", fits, f"{where}: ATen math, {need / 2**30:.3g} GiB of scores"
                                + ("" if fits else f", more than this device's {memory / 2**30:.3g} GiB: build a "
                                   "kernel pack here (thunder-aot build-kernels), or shorten the sequence")))
    return findings


def _device_memory(device: str) -> int | None:
    if device == "cuda" and torch.cuda.is_available():
        return torch.cuda.get_device_properties(0).total_memory
    return None
