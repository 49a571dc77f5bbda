"""The slim runtime: loads an artifact and runs it with a live model's parameters.

    step_model = aotc.runtime.load("artifacts/llama", model)
    loss = loss_fn(step_model(idx), targets); loss.backward(); optimizer.step()

It imports no capture or pass module (tests/test_runtime_imports.py proves it): everything it
runs is rebuilt from the artifact's validated IR through the op registry.
"""

from __future__ import annotations

import os
import warnings
from typing import Mapping

import torch
from torch import nn

from aotc.errors import ArtifactReplacedError, CollectiveError, SignatureError
from aotc.format.artifact import ArtifactError, opened, read_artifact, read_manifest
from aotc.format.files import ArtifactDir
from aotc.format.signing import PROGRAMS_SIG, TrustedKeys
from aotc.format.manifest import Entry, Manifest
from aotc.ir import Program, unread_params
from aotc.model_info import input_label
from aotc.customops.attention import draws_on_host
from aotc.customops.grouped_mm import SCALED_OPS, reads_offsets_on_host
from aotc.customops.fp8_attention import fp8_attention_emulated
from aotc.ops import CP_ATTENTION, DOCUMENT_ATTENTION, FP8_ATTENTION, TP_MATMULS, VARLEN_ON_HOST, OpRegistry
from aotc.version import CP_ATTENTION_FORMAT, DOCUMENT_ATTENTION_FORMAT, FP8_ATTENTION_FORMAT, TP_MATMUL_FORMAT
from aotc.runtime.codegen import build_function
from aotc.runtime.checkpoint import checkpoint_state, load_checkpoint, save_checkpoint, save_whole
from aotc.runtime.guards import check_model
from aotc.runtime.executors import KERNEL_MODES, RuntimeHalf, builtin_runtimes, read_packs
from aotc.runtime.shard import (bind_groups, check_collectives, collective_overrides, coordinate_tensors, data_rank,
                                full_state_dict, load_full_state_dict, local_shapes, resolve_groups, shard_parameters)
from aotc.runtime.trust import say_unsigned_once, trusted_keys_from_environment
from aotc.runtime.module import AotModule, BucketedModule
from aotc.runtime.pipeline import (ChainedStages, PipelineModule, StageModule, check_boundaries, check_job,
                                   in_one_process, load_stages)
from aotc.verifier import VerifyError, verify, verify_pair

# Reading an artifact while a writer replaces it ends in ArtifactReplacedError; each new
# attempt reads the newer artifact, so only a writer replacing it this many times in a row
# (each within one load) makes load give up.
READ_ATTEMPTS = 3


def load(path: str | os.PathLike, model: nn.Module, *, entry: str | None = None, kernels: str = "auto",
         cudagraphs: bool = False, process_group=None, process_groups=None, registry: OpRegistry | None = None,
         executors: Mapping[str, RuntimeHalf] | None = None, trusted_keys=None, lr: float = 1e-3) -> AotModule:
    """Bind `model`'s live parameters and buffers to the artifact at `path`, to run its entry
    point `entry` (None: the artifact's one entry, the training or inference step; or, for an
    artifact compiled for several shapes, a module that runs the entry whose inputs' shapes
    match each call's and refuses others, naming the buckets).

    kernels="auto" runs fusion regions through the artifact's kernel packs for this machine
    when it has them (native code, checked against the manifest's hashes; a pack for another
    target is not used, with a warning); kernels="off" runs the portable program only.
    `executors` maps executor names to their runtime halves (aotc.runtime.executors; default:
    the built-in ones); a region of an executor this runtime lacks runs op by op.
    cudagraphs=True (CUDA only) replays each program from a CUDA graph after two plain steps
    (aotc.runtime.graphs): a step's outputs, and references kept to its gradients, are then
    valid until the next forward (`.grad` itself stays right), and each backward must come
    before the next forward.

    `trusted_keys` are the Ed25519 public keys of whoever may make the artifacts this job runs:
    a path to a PEM file of them, PEM bytes, `Ed25519PublicKey`s, or a `TrustedKeys`. With
    keys, an artifact whose programs are not signed by one of them, or whose signature does
    not match its content, is refused (SignatureError, naming the signer found) before any file
    but its manifest is read; so is a kernel pack this machine would run (kernels="off" runs
    none). None: the keys of the PEM file the environment variable AOTC_TRUSTED_KEYS names
    (`aotc.runtime.trust.trusted_keys_from_environment`), and when it is unset nothing is
    checked, which load says once per process for an unsigned artifact.

    Every file is read from one opening of the directory, so a load during a write (compile,
    build-kernels, sign) gets the old artifact or the new one, whole; one replaced while being
    read is read again, and after READ_ATTEMPTS replacements in a row load raises
    ArtifactReplacedError, which a retry fixes.

    A pipeline artifact (compile --mesh pp=N) loads as a `PipelineModule` of this rank's stages,
    whose `schedule(kind, n_microbatches, loss_fn)` is PyTorch's pipelining schedule running them;
    outside a distributed job, one whose stages hold no collectives runs every stage here, one
    after another (`ChainedStages`). `entry="stage<k>"` loads one stage alone.

    A sharded artifact (compile --shard, --mesh) runs on `process_group` (None: the default group,
    which must be initialized), or with several mesh axes (dp x ep) on `process_groups`, a mapping
    of axis names to process groups (or a DeviceMesh with those axis names; None: groups made
    from the default group, the first axis major); `model` holds the full parameters, the same on every rank, and
    under FSDP each is replaced by this rank's rows, so build the optimizer after load.
    `full_state_dict` / `load_full_state_dict` move whole checkpoints in and out, and
    `save_whole` writes one whole or not at all; `save_checkpoint` / `load_checkpoint` move
    sharded checkpoints (torch.distributed.checkpoint, no rank gathers). A collective that fails (another rank
    died) raises CollectiveError; how long a rank waits for a peer that hangs instead is the
    process group's timeout (`init_process_group(timeout=...)`).

    An artifact compiled with --optimizer updates the parameters in `loss.backward()`; the
    returned module's `optimizer` (a torch.optim.AdamW, learning rate `lr` to start with) holds
    its state and learning rates (aotc.runtime.optimizer). kernels="auto" runs the update with
    torch's fused AdamW kernel, kernels="off" with eager's single-tensor steps.

    An artifact compiled with --fp8 te-delayed scales its fp8 casts from amax histories that
    each training step renews; the returned module's `fp8_state` holds them between steps, with
    a `state_dict` for saving and resuming (aotc.runtime.fp8_state).

    Raises ArtifactError for an artifact that cannot be read or run here, ValueError for a
    model that does not match it.
    """
    registry = registry or OpRegistry()
    runtimes = dict(executors) if executors is not None else builtin_runtimes()
    keys = trusted_keys_from_environment() if trusted_keys is None else TrustedKeys.of(trusted_keys)
    if kernels not in KERNEL_MODES:
        raise ValueError(f"kernels={kernels!r}: give one of {', '.join(KERNEL_MODES)}")
    for attempt in range(READ_ATTEMPTS):
        try:
            with opened(path) as d:
                read = _read(d, model, entry, kernels, cudagraphs, process_group, process_groups, registry,
                             runtimes, keys)
            break
        except ArtifactReplacedError:
            if attempt == READ_ATTEMPTS - 1:
                raise
    manifest, chosen, groups, pack_files, programs, pipelined = read
    if groups and not pipelined:      # a pipeline rank shards its own stages' parameters (load_stages)
        shard_parameters(model, manifest, groups)
    packs = [runtime.load(files, where, _model_device(model, manifest)) for runtime, files, where in pack_files]
    axes = {group.group_name: axis for axis, group in groups.items()}
    collectives = collective_overrides(groups, registry)
    in_place = "fused" if kernels == "auto" else "portable"
    pairs = {name: (forward, backward) for name, _, forward, backward in chosen}
    optimizer = fp8_state = None

    def bind(name: str, e: Entry) -> AotModule:
        nonlocal optimizer, fp8_state
        forward, backward = pairs[name]
        if groups:
            forward = bind_groups(forward, groups)
            backward = bind_groups(backward, groups) if backward is not None else None
        module = AotModule(model, manifest, e, forward,
                           build_function(forward, registry, packs=packs, group_axes=axes, overrides=collectives),
                           backward, build_function(backward, registry, steal_args=True, packs=packs,
                                                    group_axes=axes, overrides=collectives, in_place=in_place)
                           if backward else None, cudagraphs=cudagraphs, lr=lr, optimizer=optimizer,
                           fp8_state=fp8_state)
        optimizer = optimizer or module.optimizer       # one optimizer state for every shape bucket
        fp8_state = fp8_state or module.fp8_state       # and one fp8 delayed-scaling state
        module.kernel_packs = {p.executor: p.target for p in packs}
        module.process_groups = groups
        module.coordinates = coordinate_tensors(path, manifest, forward, groups, _model_device(model, manifest))
        module.process_group = next(iter(groups.values()), None)
        return module

    if pipelined:
        return load_stages(path, model, manifest, programs, groups, bind)
    modules = {name: bind(name, e) for name, e, _, _ in chosen}
    return modules[chosen[0][0]] if len(modules) == 1 else BucketedModule(model, manifest, modules)


def _read(d: ArtifactDir, model, entry, kernels, cudagraphs, process_group, process_groups, registry, runtimes,
          keys):
    """Everything load reads and checks before it changes the model: from one opening of the
    artifact's directory (a writer replacing it meanwhile raises ArtifactReplacedError)."""
    path = d.path
    manifest, programs = read_artifact(d, keys)
    if keys is None and not d.exists(PROGRAMS_SIG):
        say_unsigned_once(path)
    check_programs(path, manifest, programs, registry)
    chosen = _entries(path, manifest, entry)
    missing = [e for e in manifest.executors if e != "aten" and e not in runtimes]
    if missing:
        warnings.warn(f"{path}: its regions of executor(s) {', '.join(missing)} run op by op: this runtime "
                      f"has no such executor (it has {', '.join(sorted(runtimes))})", stacklevel=3)
    if torch_minor(manifest.torch_version) != torch_minor(torch.__version__):
        warnings.warn(f"{path} was compiled with torch {manifest.torch_version} and runs on "
                      f"{torch.__version__}; every op resolved, but recompile if results differ",
                      stacklevel=3)
    if manifest.made.device == "cuda" and not torch.cuda.is_available():
        raise ArtifactError(f"{path}: compiled for cuda, but this torch sees no CUDA device")
    if manifest.made.device == "cuda" and manifest.fp8 is not None and manifest.fp8.attention:
        why = fp8_attention_emulated()
        if why:
            warnings.warn(f"{path}: its fp8 attention runs an emulation here, far slower than cuDNN's kernel "
                          f"({why}); install TransformerEngine (docs/cli.md, --fp8-attention)", stacklevel=3)
    # A pipeline artifact runs this rank's stages (or, outside a distributed job, all of them here).
    pipelined = manifest.pipeline is not None and entry is None
    if not pipelined:
        check_model(model, manifest, programs[chosen[0][1].forward])
    if manifest.pipeline is not None and process_groups is None:
        check_job(path, manifest, process_group)
    groups = {}
    if manifest.sharding is not None and not (manifest.pipeline is not None and in_one_process(path, manifest)):
        groups = resolve_groups(path, manifest.sharding, process_group, process_groups)
    if cudagraphs and manifest.made.device != "cuda":
        raise ArtifactError(f"{path}: compiled for {manifest.made.device}; CUDA graphs (cudagraphs=True, "
                            "--cudagraphs) need a CUDA artifact")
    pairs = []
    for name, e in chosen:
        forward = programs[e.forward]
        backward = programs[e.backward] if e.backward is not None else None
        if cudagraphs and manifest.optimizer is not None:
            raise ArtifactError(f"{path}: its backward updates the parameters (--optimizer) with a learning rate "
                                "and step count read on the host each step, which a CUDA graph cannot replay; load "
                                "it without cudagraphs")
        if cudagraphs and any(op.name == "aotc.offload.default" for op in forward.flat_ops()):
            raise ArtifactError(f"{path}: it keeps saved values in host memory (offload), copied on a side stream, "
                                "which its CUDA graphs cannot hold; load it without cudagraphs")
        if cudagraphs and any(draws_on_host(op.name, op.args) for op in forward.flat_ops()):
            raise ArtifactError(f"{path}: its attention dropout hands the backward a generator state on "
                                "the host, which a CUDA graph cannot replay; load it without cudagraphs")
        if cudagraphs and any(op.name in VARLEN_ON_HOST for op in forward.flat_ops()):
            raise ArtifactError(f"{path}: its variable-length attention reads each step's used offsets (or document ids) to "
                                "the host, which a CUDA graph cannot repeat: it would replay the kernel over the padded "
                                "offsets (at 8192 tokens in a row, 60 times the attention); load it without cudagraphs")
        if cudagraphs and any(reads_offsets_on_host(op.name, tuple(v.type.dtype for v in op.inputs())[:2])
                              for p in (forward, backward) if p is not None for op in p.flat_ops()):
            raise ArtifactError(f"{path}: its grouped matmuls (experts) loop over the experts on the host here "
                                "(operands that are not bfloat16, or float8 on a GPU without torch's fp8 grouped "
                                "GEMM: sm90 or sm100), which a CUDA graph cannot replay; compile with --dtype "
                                "bfloat16 or load it without cudagraphs")
        pairs.append((name, e, forward, backward))
    pack_files = read_packs(d, manifest, _model_device(model, manifest), kernels, runtimes, keys)
    return manifest, pairs, groups, pack_files, programs, pipelined


def _entries(path, manifest: Manifest, entry: str | None) -> list[tuple[str, Entry]]:
    """The entries `load` binds: the named one, the only one, or every bucket of one role."""
    if entry is not None or len(manifest.entries) == 1:
        try:
            return [(entry if entry is not None else next(iter(manifest.entries)), manifest.entry(entry))]
        except KeyError as e:
            raise ArtifactError(f"{path}: {e.args[0]}; name one with entry=") from None
    roles = {e.role for e in manifest.entries.values()}
    if len(roles) > 1:
        raise ArtifactError(f"{path}: holds entries {', '.join(manifest.entries)} of roles {', '.join(sorted(roles))}; "
                            "name the one to run with entry=")
    return list(manifest.entries.items())


def check_programs(path, manifest: Manifest, programs: dict, registry: OpRegistry) -> None:
    """What load checks of an artifact before it sees a model: every op in this torch, and for
    each entry point the programs its role needs and how they fit together, that its forward
    reads no parameter the manifest does not list, and that pipeline stages agree on the
    activations between them. Raises ArtifactError."""
    for name, program in programs.items():
        try:
            verify(program, registry)
        except VerifyError as e:
            raise ArtifactError(f"{path}/{name}.msgpack: {e}") from None
        check_collectives(f"{path}/{name}.msgpack", program, manifest.sharding)
        if manifest.format_version < 8 and any(port.kind == "coord" for port in program.input_ports):
            raise ArtifactError(f"{path}/{name}.msgpack: reads a rank coordinate (an input of kind coord), which "
                                f"came with format 8, in a format-{manifest.format_version} artifact")
        if manifest.format_version < 9 and any(p.kind == "carry" for p in program.input_ports + program.output_ports):
            raise ArtifactError(f"{path}/{name}.msgpack: holds a carry (a value kept between steps), which came "
                                f"with format 9, in a format-{manifest.format_version} artifact")
        if manifest.format_version < 9 and any(op.name in SCALED_OPS for op in program.flat_ops()):
            raise ArtifactError(f"{path}/{name}.msgpack: holds fp8 grouped matmuls (aotc.scaled_grouped_mm), which "
                                f"came with format 9, in a format-{manifest.format_version} artifact")
        if manifest.format_version < TP_MATMUL_FORMAT and any(op.name in TP_MATMULS for op in program.flat_ops()):
            raise ArtifactError(f"{path}/{name}.msgpack: holds matmuls fused with tp's collectives (aotc.gather_mm, "
                                f"aotc.mm_scatter), which came with format {TP_MATMUL_FORMAT}, in a "
                                f"format-{manifest.format_version} artifact")
        if manifest.format_version < CP_ATTENTION_FORMAT and any(op.name in CP_ATTENTION for op in program.flat_ops()):
            raise ArtifactError(f"{path}/{name}.msgpack: holds context parallelism's attention (aotc.cp_attention), "
                                f"which came with format {CP_ATTENTION_FORMAT}, in a "
                                f"format-{manifest.format_version} artifact")
        if manifest.format_version < DOCUMENT_ATTENTION_FORMAT and any(op.name in DOCUMENT_ATTENTION
                                                                       for op in program.flat_ops()):
            raise ArtifactError(f"{path}/{name}.msgpack: holds document attention (aotc.document_attention), which "
                                f"came with format {DOCUMENT_ATTENTION_FORMAT}, in a "
                                f"format-{manifest.format_version} artifact")
        calls_fp8_attention = any(op.name in FP8_ATTENTION for op in program.flat_ops())
        if manifest.format_version < FP8_ATTENTION_FORMAT and calls_fp8_attention:
            raise ArtifactError(f"{path}/{name}.msgpack: holds fp8 attention (aotc.fp8_attention), which came with "
                                f"format {FP8_ATTENTION_FORMAT}, in a format-{manifest.format_version} artifact")
        if calls_fp8_attention and (manifest.fp8 is None or not manifest.fp8.attention):
            raise ArtifactError(f"{path}/{name}.msgpack: calls fp8 attention (aotc.fp8_attention), which the "
                                "manifest's fp8 section does not record (`attention`); compile the artifact again")
    for name, entry in manifest.entries.items():
        missing = [p for p in entry.programs if p not in programs]
        if missing:
            raise ArtifactError(f"{path}: entry {name!r} runs program {missing[0]!r}, which the artifact does not "
                                "hold; compile the artifact again")
        _check_entry(f"{path}: entry {name!r}", manifest, entry, programs[entry.forward],
                     programs[entry.backward] if entry.backward is not None else None, registry)
    if manifest.pipeline is not None:
        check_boundaries(path, manifest, programs)


def _check_entry(where: str, manifest: Manifest, entry: Entry, forward: Program, backward: Program | None,
                 registry: OpRegistry | None = None) -> None:
    if backward is not None:
        try:
            verify_pair(forward, backward, registry)
        except VerifyError as e:
            raise ArtifactError(f"{where}: its forward and backward do not fit together: {e}") from None
    given = [p.name for p in forward.input_ports if p.kind == "input"]
    if given != [str(i) for i in range(len(entry.inputs))]:
        raise ArtifactError(f"{where}: {entry.forward}'s inputs {given[:8]} are not the entry's "
                            f"{len(entry.inputs)} inputs in order; compile the artifact again")
    saves = sum(p.kind == "saved" for p in forward.output_ports)
    if backward is None and saves:
        raise ArtifactError(f"{where}: an inference entry, but {entry.forward} saves {saves} value(s) for a backward: "
                            "it is a training step's forward; compile the artifact again")
    # The guards admit what the entry says; the program runs only what it was traced for.
    traced = [v.type for p, v in zip(forward.input_ports, forward.inputs) if p.kind == "input"]
    for k, (said, t) in enumerate(zip(entry.inputs, traced)):
        if said.dtype != t.dtype or tuple(said.shape) != tuple(t.shape):
            raise ArtifactError(f"{where}: {input_label(k, said.name)} is {said.dtype}{list(said.shape)} by the "
                                f"manifest, but {entry.forward} was traced for {t.dtype}{list(t.shape)}; compile the "
                                "artifact again")
    if backward is not None:
        trainable = {n for p in manifest.params if p.requires_grad for n in p.names}
        shapes = {p.name: p.shape for p in manifest.params}
        if manifest.sharding is not None:         # gradients are this rank's part
            shapes = local_shapes(manifest.sharding, shapes)
        shapes = {n: shapes[p.name] for p in manifest.params for n in p.names}
        grads = [(p.name, v) for p, v in zip(backward.output_ports, backward.outputs) if p.kind == "grad"]
        wrong = [name for name, v in grads if v is not None and v.type.shape != shapes.get(name)]
        if wrong:
            raise ArtifactError(f"{where}: {entry.backward}'s gradient of {wrong[0]!r} does not have the "
                                "parameter's shape; compile the artifact again")
        # A parameter the forward never reads gets no gradient, as in eager: its .grad stays None.
        unread = unread_params(forward)
        dropped = [name for name, v in grads if v is None and name in trainable and name not in unread]
        assigned = {p.name.partition(":")[2] for p in backward.output_ports
                    if p.kind == "assign" and p.name.startswith("param:")}
        read = {p.name for p in forward.input_ports if p.kind == "param"}
        # A pipeline stage computes the gradients of the parameters it reads, no others.
        canonical = {p.name for p in manifest.params
                     if p.requires_grad and (entry.role != "stage" or read.intersection(p.names))}
        dropped += sorted(canonical - {name for name, v in grads if v is not None} - assigned - set(dropped) - unread)
        if dropped:
            raise ArtifactError(f"{where}: {entry.backward} returns no gradient for {dropped[0]!r}, which the "
                                "manifest says requires one; compile the artifact again")
    results = sum(p.kind == "output" for p in forward.output_ports)
    if sorted(entry.outputs.leaf_indices()) != list(range(results)):
        raise ArtifactError(f"{where}: the model's result structure does not use {entry.forward}'s "
                            f"{results} result(s) once each; compile the artifact again")
    known = {n for p in manifest.params for n in p.names} | {b.name for b in manifest.buffers}
    stray = [p.name for p in forward.input_ports if p.kind in ("param", "buffer") and p.name not in known]
    if stray:
        raise ArtifactError(f"{where}: {entry.forward} reads {stray[0]!r}, which the manifest does not "
                            "list; compile the artifact again")


def torch_minor(version: str) -> str:
    """'2.13.0+cpu' -> '2.13'."""
    return ".".join(version.split("+")[0].split(".")[:2])


def _model_device(model: nn.Module, manifest: Manifest) -> torch.device:
    """The device the model's tensors are on (its index binds a CUDA pack's kernels); a pipeline
    rank may keep other stages' tensors on the meta device."""
    for t in list(model.parameters()) + list(model.buffers()):
        if t.device.type != "meta":
            return t.device
    return torch.device(manifest.made.device)


__all__ = ["AotModule", "ArtifactError", "ArtifactReplacedError", "BucketedModule", "ChainedStages", "CollectiveError",
           "KERNEL_MODES", "Manifest", "PipelineModule", "SignatureError", "StageModule", "TrustedKeys",
           "checkpoint_state", "data_rank", "full_state_dict", "load", "load_checkpoint", "load_full_state_dict", "read_manifest",
           "save_checkpoint", "save_whole"]
