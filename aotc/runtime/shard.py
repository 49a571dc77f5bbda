"""Running a sharded artifact on torch.distributed: binding its mesh axes to process groups,
keeping only this rank's part of each parameter, and gathering or scattering full state dicts.

Parameters are plain tensors (nn.Parameter), not DTensors: the programs already say how each is
laid out (the plan, `aotc.sharding.ShardingSpec`), optimizers work on them unchanged, and the
runtime needs nothing of torch.distributed but the process groups and their collectives.
"""

from __future__ import annotations

from dataclasses import replace

import torch
import torch.distributed as dist
from torch import nn

from aotc.errors import ArtifactError, CollectiveError
from aotc.format.manifest import Manifest
from aotc.ir import Program, Value
from aotc.ops import COLLECTIVES, GATHER, REDUCE_SCATTER, WAIT
from aotc.sharding import ShardingSpec, TensorSharding


def resolve_groups(path, plan: ShardingSpec, process_group) -> dict[str, object]:
    """The process group each of the plan's mesh axes binds to, checked against the plan. Today's
    plans have one axis, bound to `process_group` (None: the default group)."""
    if not dist.is_available() or not dist.is_initialized():
        raise ArtifactError(f"{path}: sharded {plan.scheme} for {plan.world_size} ranks; start the job "
                            "with torchrun and call torch.distributed.init_process_group() before loading")
    group = process_group if process_group is not None else dist.group.WORLD
    size = dist.get_world_size(group)
    if size != plan.world_size:
        raise ArtifactError(f"{path}: sharded for {plan.world_size} ranks ({plan.mesh}), but the process group "
                            f"has {size}; compile with --world-size {size}, or run on {plan.world_size} ranks")
    if len(plan.mesh.axes) != 1:
        raise ArtifactError(f"{path}: its mesh {plan.mesh} has several axes; load it with one process group "
                            "per axis")
    return {plan.mesh.names[0]: group}


def check_collectives(where: str, program: Program, plan: ShardingSpec | None) -> None:
    """Refuse (ArtifactError) a collective whose group is not an axis of the plan's mesh, whose
    group size is not that axis's, or whose result does not have the type its operand and the
    group size give: a backend fails on such a call at run time, and NCCL may hang on it."""
    ops = list(program.flat_ops())
    for op in ops:
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
        if getattr(op, "name", None) in COLLECTIVES and op.args[-1] in names:
            op = replace(op, args=op.args[:-1] + (names[op.args[-1]],))
        ops.append(op)
    return program.replace(ops=tuple(ops))


def coordinates(groups: dict[str, object]) -> dict[str, int]:
    """This rank's index along each mesh axis."""
    return {axis: dist.get_rank(group) for axis, group in groups.items()}


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
        block, index = part.shape[dim], 0
        for axis in axes:
            block //= plan.mesh.size(axis)
            index = index * plan.mesh.size(axis) + coords[axis]
        part = part.narrow(dim, index * block, block)
    return part


def shard_parameters(model: nn.Module, manifest: Manifest, groups: dict[str, object]) -> None:
    """Replace each parameter of `model` by this rank's part of it, once per tensor however many
    names it has. The full values must be the same on every rank."""
    plan, coords = manifest.sharding, coordinates(groups)
    live = dict(model.named_parameters(remove_duplicate=False))
    for info in manifest.params:
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
    state = step_model.module.state_dict()
    if plan is None or not any(t.split for t in plan.params.values()):
        return state
    groups = step_model.process_groups
    live = dict(step_model.module.named_parameters(remove_duplicate=False))
    for info in manifest.params:
        t = plan.params[info.name]
        whole = live[info.name].detach()
        for dim, axes in enumerate(t.dims):
            for axis in reversed(axes):           # the minor axis first: its blocks are adjacent
                whole = _gather(whole, dim, plan.mesh.size(axis), groups[axis], axis)
            whole = whole.narrow(dim, 0, info.shape[dim])
        for name in info.names:
            state[name] = whole.clone()
    return state


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
                   "whole checkpoint (aotc.runtime.save_checkpoint writes one whole or not at all). A peer that "
                   "died is noticed at once; one that hangs is waited for up to the process group's timeout "
                   "(torch.distributed.init_process_group(timeout=...)).")
    return error


def load_full_state_dict(step_model, state: dict[str, torch.Tensor]) -> None:
    """Load whole parameters (and buffers) into a sharded model: each rank keeps its part."""
    manifest = step_model.manifest
    plan: ShardingSpec | None = manifest.sharding
    if plan is None or not any(t.split for t in plan.params.values()):
        step_model.module.load_state_dict(state)
        return
    coords = coordinates(step_model.process_groups)
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

