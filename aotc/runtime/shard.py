"""Running a sharded artifact on torch.distributed: binding its mesh axes to process groups,
keeping only this rank's part of each parameter, and gathering or scattering full state dicts.

Parameters are plain tensors (nn.Parameter), not DTensors: the programs already say how each is
laid out (the plan, `aotc.sharding.ShardingSpec`), optimizers work on them unchanged, and the
runtime needs nothing of torch.distributed but the process groups and their collectives.
"""

from __future__ import annotations

import math
from dataclasses import replace

import torch
import torch.distributed as dist
from torch import nn

from aotc.errors import ArtifactError, CollectiveError
from aotc.format.manifest import Manifest
from aotc.ir import Program, Value
from aotc.ops import (ALL_TO_ALL, AXIS_OPS, COLLECTIVES, CP_ATTENTION, GATHER, GATHER_MM, MM_SCATTER, REDUCE_SCATTER,
                      WAIT)
from aotc.sharding import DATA_AXES, ShardingSpec, TensorSharding


def resolve_groups(path, plan: ShardingSpec, process_group=None, process_groups=None) -> dict[str, object]:
    """The process group each of the plan's mesh axes (of more than one rank) binds to, checked
    against the plan. `process_groups` maps axis names to groups (or is a DeviceMesh with the
    plan's axis names); else a one-axis plan runs on `process_group` (None: the default group),
    and a plan of several axes on groups made here from the default group, the first axis
    major (rank = dp_index * ep_size + ep_index for a dp x ep mesh)."""
    if not dist.is_available() or not dist.is_initialized():
        raise ArtifactError(f"{path}: sharded {plan.scheme} for {plan.world_size} ranks; start the job "
                            "with torchrun and call torch.distributed.init_process_group() before loading")
    axes = [(a, n) for a, n in plan.mesh.axes if n > 1]
    if process_groups is not None:
        groups = {a: _group_of(path, process_groups, a) for a, _ in axes}
    elif len(axes) <= 1 or process_group is not None:
        group = process_group if process_group is not None else dist.group.WORLD
        size = dist.get_world_size(group)
        if size != plan.world_size:
            raise ArtifactError(f"{path}: sharded for {plan.world_size} ranks ({plan.mesh}), but the process group "
                                f"has {size}; compile with --world-size {size}, or run on {plan.world_size} ranks")
        if len(axes) > 1:
            raise ArtifactError(f"{path}: its mesh {plan.mesh} has several axes; load it with process_groups= "
                                "(one process group per axis) or without process_group=")
        groups = {a: group for a, _ in axes}
    else:
        groups = _mesh_groups(path, plan)
    for axis, size in axes:
        got = dist.get_world_size(groups[axis])
        if got != size:
            raise ArtifactError(f"{path}: mesh axis {axis} has {size} ranks ({plan.mesh}), but its process group "
                                f"has {got}")
    # An axis of one rank still names the group of collectives the programs run over it (FSDP
    # compiled for one rank gathers over `dp`): this rank alone.
    for axis, size in plan.mesh.axes:
        if size == 1:
            groups[axis] = _alone(process_group)
    return groups


def _alone(process_group):
    """A process group of this rank alone: the given or default group when it has one rank, else
    one made here (only this rank takes part in making it)."""
    for group in (process_group, dist.group.WORLD):
        if group is not None and dist.get_world_size(group) == 1:
            return group
    rank = dist.get_rank()
    if rank not in _ALONE:
        _ALONE[rank] = dist.new_group([rank], use_local_synchronization=True)
    return _ALONE[rank]


_ALONE: dict = {}


def _group_of(path, process_groups, axis: str):
    if hasattr(process_groups, "get_group"):          # a DeviceMesh
        try:
            return process_groups.get_group(axis)
        except (KeyError, ValueError, RuntimeError) as e:
            raise ArtifactError(f"{path}: the device mesh has no axis {axis!r}: {e}") from None
    if axis not in process_groups:
        raise ArtifactError(f"{path}: process_groups has no group for mesh axis {axis!r} "
                            f"(it names {', '.join(sorted(process_groups)) or 'none'})")
    return process_groups[axis]


# Groups made for a mesh from the default group, by its axes: every rank must make every group,
# in the same order, once per job (making them again for a second load would be wasted work).
_MESH_GROUPS: dict = {}


def _mesh_groups(path, plan: ShardingSpec) -> dict[str, object]:
    world = dist.get_world_size()
    if world != plan.world_size:
        raise ArtifactError(f"{path}: sharded for {plan.world_size} ranks ({plan.mesh}), but the job has {world}; "
                            f"compile with a mesh of {world} ranks, or run on {plan.world_size}")
    key = plan.mesh.axes
    if key not in _MESH_GROUPS:
        sizes = [n for _, n in plan.mesh.axes]
        rank, groups = dist.get_rank(), {}
        for i, (axis, size) in enumerate(plan.mesh.axes):
            if size == 1:
                continue
            stride = math.prod(sizes[i + 1:])
            for start in range(world):
                if (start // stride) % size:          # the rank with index 0 along this axis
                    continue
                ranks = [start + j * stride for j in range(size)]
                group = dist.new_group(ranks)
                if rank in ranks:
                    groups[axis] = group
        _MESH_GROUPS[key] = groups
    return _MESH_GROUPS[key]


def check_collectives(where: str, program: Program, plan: ShardingSpec | None) -> None:
    """Refuse (ArtifactError) a collective whose group is not an axis of the plan's mesh, whose
    group size is not that axis's, or whose result does not have the type its operand and the
    group size give: a backend fails on such a call at run time, and NCCL may hang on it."""
    ops = list(program.flat_ops())
    for op in ops:
        if op.name in AXIS_OPS:
            _check_axis_op(where, op, plan)
            continue
        if op.name not in COLLECTIVES + (WAIT,):
            continue
        x, out = op.args[0], op.outputs[0] if op.outputs else None
        if not isinstance(x, Value) or out is None:
            raise ArtifactError(f"{where}: {op.name} of no tensor, or with no result; compile the artifact again")
        expected = x.type.shape
        if op.name != WAIT:
            axis = op.args[-1]
            if plan is None or axis not in plan.mesh.names:
                raise ArtifactError(f"{where}: {op.name} over {str(axis)[:40]!r}, which is not an axis of the "
                                    f"artifact's mesh ({plan.mesh if plan else 'not sharded'}); compile the "
                                    "artifact again")
            size = plan.mesh.size(axis)
            if op.name == ALL_TO_ALL:
                _check_all_to_all(where, op, axis, size, expected)
            given = {GATHER: 1, REDUCE_SCATTER: 2}.get(op.name)
            if given is not None:
                if op.args[given] != size or not expected or (op.name == REDUCE_SCATTER and expected[0] % size):
                    raise ArtifactError(f"{where}: {op.name} over {axis!r} for a group of {op.args[given]!r} of "
                                        f"{list(expected)}, but the axis has {size} ranks; compile the artifact again")
                rows = expected[0] * size if op.name == GATHER else expected[0] // size
                expected = (rows,) + expected[1:]
        if out.type.shape != expected or out.type.dtype != x.type.dtype:
            raise ArtifactError(f"{where}: {op.name} of {x.type.dtype}{list(x.type.shape)} is recorded as making "
                                f"{out.type.dtype}{list(out.type.shape)}, not {x.type.dtype}{list(expected)}; compile "
                                "the artifact again")


def _check_axis_op(where: str, op, plan: ShardingSpec | None) -> None:
    """A matmul fused with its collective (aotc.customops.tp_matmul) or cp's attention names an
    axis of the mesh and that axis's size; a matmul's rows split among the axis's ranks."""
    axis, n = op.args[-1], op.args[-2]
    if plan is None or axis not in plan.mesh.names or n != plan.mesh.size(axis):
        raise ArtifactError(f"{where}: {op.name} over {str(axis)[:40]!r} for {n!r} ranks, which is not an axis of "
                            f"the artifact's mesh ({plan.mesh if plan else 'not sharded'}) of that size; compile "
                            "the artifact again")
    if op.name in CP_ATTENTION:
        return
    x = op.args[0] if op.name == GATHER_MM else (op.args[0][0] if op.args[0] else None)
    if not isinstance(x, Value) or len(x.type.shape) != 2 or (op.name == MM_SCATTER and x.type.shape[0] % n):
        raise ArtifactError(f"{where}: {op.name} of rows that do not split among {n} ranks; compile the artifact again")


def _check_all_to_all(where: str, op, axis: str, size: int, shape: tuple) -> None:
    """An exchange of blocks of dim 0 (expert parallelism's, aotc.frontend.moe) must give each of
    the axis's ranks one block, the blocks covering the operand's rows; the result has the
    operand's shape, as the programs write only equal blocks both ways."""
    outs, ins = op.args[1], op.args[2]
    for splits in (outs, ins):
        if (not isinstance(splits, (list, tuple)) or len(splits) != size
                or not all(isinstance(n, int) and n >= 0 for n in splits) or not shape or sum(splits) != shape[0]):
            raise ArtifactError(f"{where}: {op.name} over {axis!r} splits {shape[0] if shape else 'no'} rows as "
                                f"{str(splits)[:80]}, not in {size} blocks that cover them; compile the artifact again")


def waits_at_once(group) -> bool:
    """Must each collective on `group` complete before the next is issued? On gloo, yes: with
    two collectives of one group in flight (the gathers a step overlaps with compute), torch
    2.13's gloo process group corrupted the heap about once in 10^4 steps of a sharded MLP on
    this project's CPU machine; waiting on each as it is issued ran 2 * 10^5 steps clean
    (bench/RESULTS.md). NCCL keeps the overlap."""
    return dist.get_backend(group) == "gloo"


def collective_overrides(groups: dict[str, object], registry) -> dict[str, object]:
    """Implementations of the programs' collectives that wait on each as it is issued, where a
    group needs that (waits_at_once); {} where none does. The programs' own waits then find
    the result ready."""
    if not any(waits_at_once(group) for group in groups.values()):
        return {}
    wait = registry.lookup(WAIT).call

    def at_once(op):
        def run(*args):
            return wait(op(*args))
        return run
    return {name: at_once(registry.lookup(name).call) for name in COLLECTIVES}


def bind_groups(program: Program, groups: dict[str, object]) -> Program:
    """The program with each collective's mesh-axis operand replaced by its process group's name."""
    names = {axis: group.group_name for axis, group in groups.items()}
    ops = []
    for op in program.ops:
        if getattr(op, "name", None) in COLLECTIVES + AXIS_OPS and op.args[-1] in names:
            op = replace(op, args=op.args[:-1] + (names[op.args[-1]],))
        ops.append(op)
    return program.replace(ops=tuple(ops))


def coordinates(groups: dict[str, object], plan: ShardingSpec | None = None) -> dict[str, int]:
    """This rank's index along each mesh axis (0 along an axis of one rank, whose group is this rank alone)."""
    coords = {axis: 0 for axis in (plan.mesh.names if plan is not None else ())}
    coords.update({axis: dist.get_rank(group) for axis, group in groups.items()})
    return coords


def coordinate_tensors(path, manifest: Manifest, forward: Program, groups: dict[str, object],
                       device: torch.device) -> dict[str, torch.Tensor]:
    """This rank's index along each mesh axis the forward reads (input ports of kind "coord"),
    as int64 scalars on the model's device: made once at load, the same tensors every step."""
    axes = [p.name for p in forward.input_ports if p.kind == "coord"]
    plan = manifest.sharding
    if axes and plan is None:
        raise ArtifactError(f"{path}: its forward reads a rank coordinate but the artifact has no sharding plan; "
                            "compile the artifact again")
    unknown = [a for a in axes if a not in plan.mesh.names] if axes else []
    if unknown:
        raise ArtifactError(f"{path}: its forward reads the coordinate along {unknown[0]!r}, which mesh {plan.mesh} "
                            "does not have; compile the artifact again")
    coords = coordinates(groups, plan) if axes else {}
    return {a: torch.tensor(coords[a], dtype=torch.int64, device=device) for a in axes}


def data_rank(step_model) -> tuple[int, int]:
    """(the index of the batch this rank trains on, how many batches the job trains on per
    step). Ranks along the data axes (dp, dp_replicate, dp_shard, ep) each train on their own;
    ranks along tp and cp share one, which each of them passes whole. (0, 1) for one process."""
    plan: ShardingSpec | None = step_model.manifest.sharding
    if plan is None:
        return 0, 1
    coords = coordinates(step_model.process_groups, plan)
    index, count = 0, 1
    for axis, size in plan.mesh.axes:
        if axis in DATA_AXES:
            index, count = index * size + coords[axis], count * size
    return index, count


def local_part(full: torch.Tensor, t: TensorSharding, plan: ShardingSpec, coords: dict[str, int]) -> torch.Tensor:
    """This rank's part of a whole tensor: each split dimension padded with zeros, then cut into
    as many blocks as its axes have ranks (the first axis major), and this rank's block kept."""
    part = full
    for dim, (axes, pad) in enumerate(zip(t.dims, t.padding)):
        if not axes:
            continue
        if pad:
            shape = list(part.shape)
            shape[dim] = pad
            part = torch.cat([part, part.new_zeros(shape)], dim=dim)
        if t.blocks_of(dim):          # the first axis takes its part of every block (a fused weight)
            n, r = plan.mesh.size(axes[0]), coords[axes[0]]
            pieces, start = [], 0
            for b in t.blocks_of(dim):
                pieces.append(part.narrow(dim, start + r * (b // n), b // n))
                start += b
            part, axes = torch.cat(pieces, dim=dim), axes[1:]
        block, index = part.shape[dim], 0
        for axis in axes:
            block //= plan.mesh.size(axis)
            index = index * plan.mesh.size(axis) + coords[axis]
        part = part.narrow(dim, index * block, block)
    return part


def shard_parameters(model: nn.Module, manifest: Manifest, groups: dict[str, object],
                     only: frozenset[str] | None = None) -> None:
    """Replace each parameter of `model` (or those named in `only`: a pipeline rank's stages')
    by this rank's part of it, once per tensor however many names it has. The full values must
    be the same on every rank."""
    plan = manifest.sharding
    coords = coordinates(groups, plan)
    live = dict(model.named_parameters(remove_duplicate=False))
    for info in manifest.params:
        if only is not None and info.name not in only:
            continue
        full = live[info.name]
        part = local_part(full.detach(), plan.params[info.name], plan, coords)
        local = nn.Parameter(part.clone(), requires_grad=full.requires_grad)
        for name in info.names:
            owner, _, attr = name.rpartition(".")
            model.get_submodule(owner)._parameters[attr] = local


def full_state_dict(step_model) -> dict[str, torch.Tensor]:
    """The model's state dict with every parameter whole, on every rank (a collective: call it
    on all ranks). For an unsharded or DDP artifact it is the model's own state dict."""
    manifest = step_model.manifest
    plan: ShardingSpec | None = manifest.sharding
    if manifest.pipeline is not None and getattr(step_model, "held", None) is not None:
        raise ArtifactError("a pipeline rank holds its stages' parameters only: write a sharded checkpoint with "
                            "aotc.runtime.save_checkpoint (torch.distributed.checkpoint) instead")
    state = step_model.module.state_dict()
    if plan is None or not any(t.divided for t in plan.params.values()):
        return state
    groups = step_model.process_groups
    live = dict(step_model.module.named_parameters(remove_duplicate=False))
    for info in manifest.params:
        t = plan.params[info.name]
        whole = live[info.name].detach()
        for dim, axes in enumerate(t.dims):
            for axis in reversed(axes):           # the minor axis first: its blocks are adjacent
                if plan.mesh.size(axis) > 1:
                    whole = _gather(whole, dim, plan.mesh.size(axis), groups[axis], axis)
                    if axis == axes[0] and t.blocks_of(dim):
                        whole = _unblocked(whole, dim, plan.mesh.size(axis), t.blocks_of(dim))
            whole = whole.narrow(dim, 0, info.shape[dim])
        for name in info.names:
            state[name] = whole.clone()
    return state


def _unblocked(gathered: torch.Tensor, dim: int, n: int, blocks: tuple[int, ...]) -> torch.Tensor:
    """A dimension split block by block, gathered rank by rank, put back in block order."""
    ranks = gathered.chunk(n, dim=dim)
    out, start = [], 0
    for b in blocks:
        out += [r.narrow(dim, start, b // n) for r in ranks]
        start += b // n
    return torch.cat(out, dim=dim)


def _gather(part: torch.Tensor, dim: int, size: int, group, axis: str) -> torch.Tensor:
    # The same functional collective the programs run, along dim 0 of a contiguous tensor.
    moved = part.movedim(dim, 0).contiguous()
    try:
        gathered = torch.ops._c10d_functional.all_gather_into_tensor(moved, size, group.group_name)
        return torch.ops._c10d_functional.wait_tensor(gathered).movedim(0, dim)
    except RuntimeError as e:
        raise collective_error("full_state_dict", "all_gather_into_tensor", axis, group.group_name, e) from e


def collective_error(where: str, collective: str, axis: str, group: str, e: Exception) -> CollectiveError:
    """The error for a collective that failed with `e`: it names the collective, its mesh axis
    and process group, and says what most likely happened and what to do."""
    error = CollectiveError(f"{where} failed in the collective {collective} over mesh axis {axis!r} (process "
                            f"group {group!r}): {type(e).__name__}: {e}")
    error.add_note("another rank most likely died (killed, out of memory, its machine lost) or the network "
                   "between the ranks failed: this rank cannot go on. End the job and restart it from its last "
                   "whole checkpoint (aotc.runtime.save_whole writes one whole or not at all). A peer that "
                   "died is noticed at once; one that hangs is waited for up to the process group's timeout "
                   "(torch.distributed.init_process_group(timeout=...)).")
    return error


def load_full_state_dict(step_model, state: dict[str, torch.Tensor]) -> None:
    """Load whole parameters (and buffers) into a sharded model: each rank keeps its part."""
    manifest = step_model.manifest
    plan: ShardingSpec | None = manifest.sharding
    if manifest.pipeline is not None and getattr(step_model, "held", None) is not None:
        raise ArtifactError("a pipeline rank holds its stages' parameters only: read a sharded checkpoint with "
                            "aotc.runtime.load_checkpoint (torch.distributed.checkpoint) instead")
    if plan is None or not any(t.divided for t in plan.params.values()):
        step_model.module.load_state_dict(state)
        return
    coords = coordinates(step_model.process_groups, plan)
    live = dict(step_model.module.named_parameters(remove_duplicate=False))
    with torch.no_grad():
        for info in manifest.params:
            part = local_part(state[info.name].to(live[info.name].device), plan.params[info.name], plan, coords)
            live[info.name].copy_(part)
        buffers = dict(step_model.module.named_buffers())
        for name, b in buffers.items():
            if name in state:
                b.copy_(state[name])


def local_shapes(plan: ShardingSpec, shapes: dict[str, tuple[int, ...]]) -> dict[str, tuple[int, ...]]:
    """Each parameter's shape on one rank."""
    return {name: plan.params[name].local_shape(shape, plan.mesh) for name, shape in shapes.items()}

