"""Sharded checkpoints through torch.distributed.checkpoint (DCP), keyed by the model's own names.

Each rank hands DCP what it holds, as it holds it: a parameter split over mesh axes becomes a
DTensor whose local tensor is a view of this rank's block (without the rows that pad it), over a
DeviceMesh made from the axes' process groups; a fused weight split block by block over tp, a
ShardedTensor of one view per block; a whole one is a plain tensor, which DCP writes once. The
optimizer's state follows its parameter. No rank gathers anything, and DCP reads back
whatever blocks the loading job's layout needs, so a checkpoint moves between meshes: FSDP over
2 ranks into pipeline stages over 4, into one process, into an eager or an FSDP2 model.

The state is DCP's own layout for a model and its optimizer, so that
`torch.distributed.checkpoint.state_dict.get_state_dict(model, optimizer,
options=StateDictOptions(flatten_optimizer_state_dict=True))` of an eager or FSDP2 model reads
and writes the same checkpoints:

    {"model":     {"layers.0.attention.wq.weight": DTensor | Tensor, ... every name of a tied
                   parameter, persistent buffers},
     "optimizer": {"state.<name>.exp_avg": DTensor | Tensor, "state.<name>.step": Tensor, ...,
                   "param_groups.<name>.lr": 0.001, ...},     (<name>: a parameter's first name)
     "fp8":       {"amax_history:<cast>": Tensor, "scale:<cast>": ..., ...}}   (--fp8 te-delayed only)

A pipeline rank holds only its stages' parameters, and writes only those. Values that are not
tensors (learning rates, betas) are pickled by DCP, as it does for any model.

`save_whole(obj, path)` is the other kind of checkpoint: one file written by one rank
(torch.save of a whole state dict), whole or not at all. A job whose rank dies is stopped by its
launcher (torchrun ends every other rank), maybe while rank 0 is writing it; torch.save into the
checkpoint's own path would then leave a truncated file where the last good checkpoint was.
"""

from __future__ import annotations

import contextlib
import os
import secrets
from pathlib import Path

import torch
import torch.distributed as dist
from torch import nn

from aotc.errors import ArtifactError
from aotc.ir import contiguous_strides
from aotc.sharding import ShardingSpec, TensorSharding
from aotc.runtime.fp8_state import FP8_KEY
from aotc.runtime.shard import coordinates

MODEL_KEY, OPTIMIZER_KEY = "model", "optimizer"


def checkpoint_state(step_model: nn.Module, optimizer: torch.optim.Optimizer | None = None) -> dict:
    """{"model": ..., "optimizer": ...} for dcp.save or dcp.load: views of this rank's live
    parameters and optimizer state (dcp.load writes into them in place). Collective when the
    artifact is sharded over several axes for one tensor (the ranks' coordinates are exchanged
    once); call it on every rank."""
    manifest = step_model.manifest
    model = step_model.module
    held = getattr(step_model, "held", None)
    meshes = _Meshes(step_model, manifest.sharding, manifest.made.device)
    live = dict(model.named_parameters(remove_duplicate=False))
    state: dict = {}
    first_of: dict[int, str] = {}
    for info in manifest.params:
        if held is not None and info.name not in held:
            continue
        p = live[info.name]
        first_of[id(p)] = info.name
        value = meshes.placed(p.detach(), info.shape, info.name)
        for name in info.names:
            state[name] = value
    params = {n for info in manifest.params for n in info.names}
    for name, t in model.state_dict().items():
        if name not in params and t.device.type != "meta":     # persistent buffers
            state[name] = t
    out = {MODEL_KEY: state}
    if optimizer is not None:
        out[OPTIMIZER_KEY] = _optimizer_state(optimizer, first_of, meshes, manifest)
    fp8_state = getattr(step_model, "fp8_state", None)
    if fp8_state is not None:         # fp8 delayed scaling's histories and scales, read in place
        out[FP8_KEY] = fp8_state.state_dict()
    return out


def save_checkpoint(step_model: nn.Module, path: str | os.PathLike,
                    optimizer: torch.optim.Optimizer | None = None) -> None:
    """Write the model's (and the optimizer's, and fp8 delayed scaling's) state into the DCP
    checkpoint directory `path`, each rank its own blocks. Call it on every rank."""
    import torch.distributed.checkpoint as dcp
    with _sharded_tensors_said():
        dcp.save(checkpoint_state(step_model, optimizer), checkpoint_id=os.fspath(path))


@contextlib.contextmanager
def _sharded_tensors_said():
    """DCP warns on every ShardedTensor it handles that the type is deprecated: the fused
    weights' pieces are ones by choice (no DTensor placement says them), so the job's log is
    spared that."""
    import warnings
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message=".*deprecating ShardedTensor", category=FutureWarning)
        yield


def load_checkpoint(step_model: nn.Module, path: str | os.PathLike,
                    optimizer: torch.optim.Optimizer | None = None) -> None:
    """Read a DCP checkpoint (written under any mesh, or by DCP from an eager or FSDP2 model)
    into the live parameters and, given, the optimizer's state, in place; each rank reads the
    blocks it holds. Build the optimizer on the loaded model's parameters first (after load):
    its state is made here if it has none yet. Under --fp8 te-delayed the histories and scales
    are read too, where the checkpoint holds them. Call it on every rank."""
    import torch.distributed.checkpoint as dcp
    if optimizer is not None:
        _init_state(optimizer)
    state = checkpoint_state(step_model, optimizer)
    if FP8_KEY in state and not _holds_fp8(path):
        del state[FP8_KEY]        # a checkpoint without fp8 state (an eager model's): the scales start afresh
    try:
        with _sharded_tensors_said():
            dcp.load(state, checkpoint_id=os.fspath(path))
    except (RuntimeError, ValueError, FileNotFoundError) as e:
        raise ArtifactError(f"{path}: cannot load this checkpoint into the model: {_first_line(e)}") from e
    if optimizer is not None:
        _apply_groups(optimizer, state[OPTIMIZER_KEY], {id(p): n for n, p in _named(optimizer, step_model)})


def _holds_fp8(path) -> bool:
    import torch.distributed.checkpoint as dcp
    try:
        keys = dcp.FileSystemReader(os.fspath(path)).read_metadata().state_dict_metadata
    except (OSError, ValueError, RuntimeError):
        return True               # unreadable: dcp.load says why
    return any(k.startswith(FP8_KEY + ".") for k in keys)


class _Meshes:
    """A DeviceMesh per set of mesh axes a tensor is split over, made from the artifact's groups."""

    def __init__(self, step_model, plan: ShardingSpec | None, device: str):
        self.plan, self.device = plan, device
        self.groups = getattr(step_model, "process_groups", None) or {}
        self.made: dict = {}
        self.everyone = None

    def placed(self, local: torch.Tensor, shape: tuple[int, ...], name: str):
        """`local` (this rank's block of a tensor of `shape`, laid out as parameter `name`) as
        DCP takes it: a DTensor of its unpadded block, or the tensor itself when whole."""
        t = self.plan.params[name] if self.plan is not None else None
        shards = [(d, a) for d, axes in enumerate(t.dims) for a in axes if self.plan.mesh.size(a) > 1] if t else []
        if not shards:
            return local
        if t.blocks:
            return self._in_blocks(local, shape, t, name, shards)
        from torch.distributed.tensor import DTensor, Shard
        view = _unpadded(local, shape, t, self.plan, coordinates(self.groups, self.plan))
        axes = tuple(a for _, a in shards)
        return DTensor.from_local(view, self.mesh(axes), [Shard(d) for d, _ in shards], run_check=False,
                                  shape=torch.Size(shape), stride=contiguous_strides(shape))

    def _in_blocks(self, local: torch.Tensor, shape: tuple[int, ...], t: TensorSharding, name: str, shards):
        """A fused weight split block by block (q, k and v rows each split over tp): this rank's
        part is a piece of each block, which no DTensor placement says, so it goes to DCP as a
        ShardedTensor with one shard per block, each a view of this rank's rows of it."""
        if len(shards) != 1:
            raise ArtifactError(f"{name!r} is split block by block over {shards[0][1]} and over "
                                f"{[a for _, a in shards[1:]]} too, which a DCP checkpoint cannot describe yet; save "
                                "aotc.runtime.full_state_dict(step) with aotc.runtime.save_whole")
        from torch.distributed._shard.metadata import ShardMetadata
        from torch.distributed._shard.sharded_tensor import Shard, init_from_local_shards
        (dim, axis), group = shards[0], self.groups[shards[0][1]]
        n, me = self.plan.mesh.size(axis), dist.get_rank(group)
        pieces, start, at = [], 0, 0
        for size in t.blocks[dim]:
            rows = size // n
            offsets = [0] * len(shape)
            offsets[dim] = start + me * rows
            sizes = list(shape)
            sizes[dim] = rows
            placement = f"rank:{me}/{local.device}"
            pieces.append(Shard(local.narrow(dim, at, rows), ShardMetadata(offsets, sizes, placement)))
            start, at = start + size, at + rows
        return init_from_local_shards(pieces, *shape, process_group=group)

    def mesh(self, axes: tuple[str, ...]):
        from torch.distributed.device_mesh import DeviceMesh
        if axes not in self.made:
            if len(axes) == 1:
                self.made[axes] = DeviceMesh.from_group(self.groups[axes[0]], self.device)
            else:
                self.made[axes] = DeviceMesh.from_group([self.groups[a] for a in axes], self.device,
                                                        mesh=self._layout(axes), mesh_dim_names=axes)
        return self.made[axes]

    def _layout(self, axes: tuple[str, ...]) -> torch.Tensor:
        """The global ranks that share this rank's coordinates off `axes`, as an array over them."""
        mine = coordinates(self.groups, self.plan)
        if self.everyone is None:
            self.everyone = [None] * dist.get_world_size()
            dist.all_gather_object(self.everyone, mine)
        sizes = [self.plan.mesh.size(a) for a in axes]
        layout = torch.zeros(sizes, dtype=torch.int64)
        for rank, c in enumerate(self.everyone):
            if all(c[a] == mine[a] for a in self.plan.mesh.names if a not in axes):
                layout[tuple(c[a] for a in axes)] = rank
        return layout


def _unpadded(local: torch.Tensor, shape, t: TensorSharding, plan: ShardingSpec, coords: dict) -> torch.Tensor:
    """This rank's block without the rows that pad the tensor: DTensor's uneven blocks are the
    same ceil-sized blocks with the last ones cut short (or empty)."""
    view = local
    for dim, axes in enumerate(t.dims):
        if not axes:
            continue
        index = 0
        for a in axes:
            index = index * plan.mesh.size(a) + coords[a]
        block = local.shape[dim]
        view = view.narrow(dim, 0, max(0, min(block, shape[dim] - index * block)))
    return view


def _named(optimizer: torch.optim.Optimizer, step_model) -> list[tuple[str, torch.Tensor]]:
    """(first name, parameter) of each of the optimizer's parameters."""
    first = {}
    live = dict(step_model.module.named_parameters(remove_duplicate=False))
    for info in step_model.manifest.params:
        first.setdefault(id(live[info.name]), info.name)
    out = []
    for group in optimizer.param_groups:
        for p in group["params"]:
            if id(p) not in first:
                raise ArtifactError(f"the optimizer holds a {tuple(p.shape)} tensor that is none of the loaded "
                                    "model's parameters; build it on the model's parameters after aotc.runtime.load")
            out.append((first[id(p)], p))
    return out


def _optimizer_state(optimizer, first_of: dict[int, str], meshes: _Meshes, manifest) -> dict:
    shape_of = {info.name: info.shape for info in manifest.params}
    out: dict = {}
    for group in optimizer.param_groups:
        for p in group["params"]:
            name = first_of.get(id(p))
            if name is None:
                raise ArtifactError(f"the optimizer holds a {tuple(p.shape)} tensor that is none of this rank's "
                                    "parameters; build it on the loaded model's parameters (after aotc.runtime.load)")
            for key, value in optimizer.state.get(p, {}).items():
                like_param = isinstance(value, torch.Tensor) and value.shape == p.shape and value.dim() > 0
                out[f"state.{name}.{key}"] = meshes.placed(value, shape_of[name], name) if like_param else value
            for key, value in group.items():
                if key != "params":
                    out[f"param_groups.{name}.{key}"] = value
    return out


def _init_state(optimizer: torch.optim.Optimizer) -> None:
    """Make the optimizer's state (one step with zero gradients and no learning rate), so that a
    checkpoint has tensors to load into; the parameters and their gradients do not change (a
    fresh optimizer over a model that has gradients would otherwise load no state at all)."""
    if optimizer.state:
        return
    params = [p for g in optimizer.param_groups for p in g["params"] if p.requires_grad]
    grads = [p.grad for p in params]
    for p in params:
        p.grad = torch.zeros_like(p)
    lrs = [g["lr"] for g in optimizer.param_groups]
    for g in optimizer.param_groups:
        g["lr"] = 0.0
    optimizer.step()
    for g, lr in zip(optimizer.param_groups, lrs):
        g["lr"] = lr
    for p, grad in zip(params, grads):
        p.grad = grad


def _apply_groups(optimizer: torch.optim.Optimizer, flat: dict, name_of: dict[int, str]) -> None:
    """Hyperparameters DCP read back (it replaces values that are not tensors) into the groups."""
    for group in optimizer.param_groups:
        for p in group["params"]:
            for key in list(group):
                loaded = flat.get(f"param_groups.{name_of[id(p)]}.{key}")
                if key != "params" and loaded is not None and not isinstance(loaded, torch.Tensor):
                    group[key] = loaded


def _first_line(e: BaseException) -> str:
    return (str(e).strip().splitlines() or [type(e).__name__])[0][:400]


def save_whole(obj, path: str | os.PathLike) -> Path:
    """torch.save `obj` to `path` so that a process killed at any moment leaves `path` as it
    was (absent, or the previous checkpoint) or holding the new checkpoint whole: the data goes
    to a temporary file beside it (`.NAME.<pid>.<random>.tmp`, which a kill may leave behind and
    which is safe to delete), is flushed to disk, and is renamed over `path` in one step; the
    directory is flushed too, so that the rename survives a crash of the machine."""
    path = Path(path)
    temp = path.with_name(f".{path.name}.{os.getpid()}.{secrets.token_hex(4)}.tmp")
    fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_CLOEXEC, 0o666)
    try:
        with os.fdopen(fd, "wb") as f:
            torch.save(obj, f)
            f.flush()
            os.fsync(f.fileno())
        os.replace(temp, path)
    except BaseException:
        temp.unlink(missing_ok=True)
        raise
    directory = os.open(path.parent, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    try:
        with contextlib.suppress(OSError):   # some file systems cannot flush a directory
            os.fsync(directory)
    finally:
        os.close(directory)
    return path
