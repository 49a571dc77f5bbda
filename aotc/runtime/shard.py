"""Running a sharded artifact on torch.distributed: binding its mesh axis to a process group,
keeping only this rank's part of each parameter, and gathering or scattering full state dicts.

Parameters are plain tensors (nn.Parameter), not DTensors: the programs already say how each is
laid out (the plan), optimizers work on them unchanged, and the runtime needs nothing of
torch.distributed but the process group and its collectives.
"""

from __future__ import annotations

from dataclasses import replace

import torch
import torch.distributed as dist
from torch import nn

from aotc.errors import ArtifactError
from aotc.format.manifest import Manifest
from aotc.ir import Program
from aotc.ops import COLLECTIVES



def resolve_group(path, manifest: Manifest, process_group):
    """The process group the artifact's mesh axis binds to, checked against the plan."""
    plan = manifest.sharding
    if not dist.is_available() or not dist.is_initialized():
        raise ArtifactError(f"{path}: sharded {plan['kind']} for {plan['world_size']} ranks; start the job "
                            "with torchrun and call torch.distributed.init_process_group() before loading")
    group = process_group if process_group is not None else dist.group.WORLD
    size = dist.get_world_size(group)
    if size != plan["world_size"]:
        raise ArtifactError(f"{path}: sharded for {plan['world_size']} ranks, but the process group has "
                            f"{size}; compile with --world-size {size}, or run on {plan['world_size']} ranks")
    return group


def bind_group(program: Program, axis: str, group_name: str) -> Program:
    """The program with each collective's mesh-axis operand replaced by the process group's name."""
    ops = []
    for op in program.ops:
        if getattr(op, "name", None) in COLLECTIVES and op.args[-1] == axis:
            op = replace(op, args=op.args[:-1] + (group_name,))
        ops.append(op)
    return program.replace(ops=tuple(ops))


def shard_parameters(model: nn.Module, manifest: Manifest, group) -> None:
    """Replace each parameter of `model` by this rank's rows of it (dim 0, padded), once per
    tensor however many names it has. The full values must be the same on every rank."""
    rank = dist.get_rank(group)
    live = dict(model.named_parameters(remove_duplicate=False))
    for info in manifest.params:
        spec = manifest.sharding["params"][info.name]
        full = live[info.name]
        local = nn.Parameter(_rows(full.detach(), spec, rank).clone(), requires_grad=full.requires_grad)
        for name in info.names:
            owner, _, attr = name.rpartition(".")
            model.get_submodule(owner)._parameters[attr] = local


def _rows(full: torch.Tensor, spec: dict, rank: int) -> torch.Tensor:
    rows, padding = spec["rows"], spec["padding"]
    if padding:
        full = torch.cat([full, full.new_zeros((padding,) + tuple(full.shape[1:]))])
    return full[rank * rows:(rank + 1) * rows]


def full_state_dict(step_model) -> dict[str, torch.Tensor]:
    """The model's state dict with every parameter whole, on every rank (a collective: call it
    on all ranks). For an unsharded or DDP artifact it is the model's own state dict."""
    manifest = step_model.manifest
    state = step_model.module.state_dict()
    if not manifest.sharding or manifest.sharding["kind"] == "ddp":
        return state
    group = step_model.process_group
    world = dist.get_world_size(group)
    live = dict(step_model.module.named_parameters(remove_duplicate=False))
    for info in manifest.params:
        # The same functional collective the programs run.
        local = live[info.name].detach().contiguous()
        gathered = torch.ops._c10d_functional.all_gather_into_tensor(local, world, group.group_name)
        whole = torch.ops._c10d_functional.wait_tensor(gathered)[: info.shape[0]].clone()
        for name in info.names:
            state[name] = whole
    return state


def load_full_state_dict(step_model, state: dict[str, torch.Tensor]) -> None:
    """Load whole parameters (and buffers) into a sharded model: each rank keeps its rows."""
    manifest = step_model.manifest
    if not manifest.sharding or manifest.sharding["kind"] == "ddp":
        step_model.module.load_state_dict(state)
        return
    rank = dist.get_rank(step_model.process_group)
    live = dict(step_model.module.named_parameters(remove_duplicate=False))
    with torch.no_grad():
        for info in manifest.params:
            spec = manifest.sharding["params"][info.name]
            live[info.name].copy_(_rows(state[info.name].to(live[info.name].device), spec, rank))
        buffers = dict(step_model.module.named_buffers())
        for name, b in buffers.items():
            if name in state:
                b.copy_(state[name])
