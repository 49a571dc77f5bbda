"""Capture of mixture-of-experts layers as routed programs: rows sorted by expert, grouped
matmuls with device offsets, static shapes.

Dropless top-k routing makes T x k (token, expert) rows; sorted by expert they are one tensor
of static shape, and only where each expert's rows end is data. Model code reaches that form
in several ways, and capture brings each to the one op `aotc::grouped_mm`
(aotc.customops.grouped_mm):

- `torch._grouped_mm(a, b, offs=...)` (and `F.grouped_mm`, which calls it): ATen's grouped GEMM,
  what transformers' default experts call in bfloat16 and torchtitan's experts always call;
- `transformers.grouped_mm_fallback`: transformers' own custom op with the same meaning, which
  its default experts call in float32 while traced;
- `torchtitan.deterministic_scatter_add`: torchtitan's combine, ATen's scatter_add;
- transformers' experts with `experts_implementation="eager"` (a Python loop over the experts
  a batch hits, selecting tokens with `nonzero`, so no static program) or `"batched_mm"` (every
  (token, expert) pair gathers its expert's whole weight matrices): both are switched to the
  library's own grouped implementation (`grouped_mm_experts_forward`, the default one) through
  the interface transformers keeps for exchanging them. Same weights, same math; the sums over
  a token's experts run in another order than the loop's, so results agree to rounding.

The router (softmax or sigmoid, top-k, normalisation), shared experts and auxiliary losses
stay the model's own code, traced as it runs.

Expert parallelism (a mesh axis `ep` of P ranks, `expert_parallel=P`): each rank holds E/P of
the experts, so the experts' weights are traced with E/P rows on dim 0, and the rows sorted by
expert travel to the rank that holds their expert and back (`dispatch_and_combine`), with
`_c10d_functional.all_to_all_single` over the mesh axis "ep" (bound to a process group at load).
The rows each rank sends to another are data, so each send is padded to the static most (all
of its T x k rows): counts are exchanged on the device first, every rank sorts what it received
by its own experts, and no value ever reaches the host. Capture does this where the experts'
interface is known: transformers' experts modules (their routed forward, with the experts'
rows sent between the sort and the unsort) and modules with torchtitan's `GroupedExperts`
interface (rows sorted by expert and each expert's row count in, rows out), which examples/moe.py
follows too.
"""

from __future__ import annotations

import contextlib
import sys
import types
from dataclasses import dataclass, field

import torch
from torch import nn
from torch.overrides import TorchFunctionMode

import aotc.customops.grouped_mm  # noqa: F401  (registers aotc::grouped_mm)
from aotc.errors import CaptureError

EXPERT_AXIS = "ep"
_C10D = torch.ops._c10d_functional

# transformers' experts implementations that are no static program, switched to its grouped one.
_SWITCHED = ("eager", "batched_mm")


class RouteGroupedMatmuls(TorchFunctionMode):
    """Sends grouped matmuls of rows by offsets (2-d rows, 3-d weights, offsets given, no bias,
    the operands' dtype out) to `aotc::grouped_mm`; other forms stay ATen's. A router's count of
    rows per expert, `torch.bincount(ids, minlength=E)`, becomes a scatter-add into E counts."""

    def __torch_function__(self, func, types, args=(), kwargs=None):
        kwargs = kwargs or {}
        if func is torch._grouped_mm:
            routed = _grouped(*args, **kwargs)
            if routed is not None:
                return routed
        elif str(func) in ("transformers.grouped_mm_fallback", "transformers.grouped_mm_fallback.default"):
            return torch.ops.aotc.grouped_mm(*args, **kwargs)
        elif str(func) in ("torchtitan.deterministic_scatter_add", "torchtitan.deterministic_scatter_add.default"):
            return _scatter_add(*args, **kwargs)
        elif func is torch.bincount:
            counted = _bincount(*args, **kwargs)
            if counted is not None:
                return counted
        return func(*args, **kwargs)


def _bincount(ids, weights=None, minlength=0):
    """`torch.bincount(ids, minlength=E)` as E counts, a static shape (bincount's own is
    max(E, ids.max() + 1), known only from the data, which no artifact can hold). The same
    result wherever every id is below E, as a router's expert ids are; an id at or above E is
    an out-of-bounds index in the scatter, an error on every device, never a wrong count.
    Weighted counts and no minlength stay ATen's (and capture names them)."""
    if weights is not None or not minlength or ids.dim() != 1:
        return None
    ids = ids.long()
    return torch.zeros(minlength, dtype=torch.int64, device=ids.device).scatter_add(0, ids, torch.ones_like(ids))


def _scatter_add(out, index, src):
    """torchtitan's combine: `out.scatter_add(0, index, src)` run with torch's deterministic
    algorithms on (its custom op only sets that flag around ATen's scatter_add). The program
    holds ATen's scatter_add, which on CUDA adds a token's k rows in the order the GPU's atomics
    meet, unless the job turns deterministic algorithms on itself."""
    return out.scatter_add(0, index, src)


def _grouped(mat_a, mat_b, offs=None, bias=None, out_dtype=None):
    if offs is None or bias is not None or mat_a.dim() != 2 or mat_b.dim() != 3:
        return None
    if out_dtype is not None and out_dtype != mat_a.dtype:
        return None
    return torch.ops.aotc.grouped_mm(mat_a, mat_b, offs)


@dataclass
class ExpertLayers:
    """What capture found: the parameters it traced as each rank's block of experts."""

    params: list[str] = field(default_factory=list)


@contextlib.contextmanager
def routed_experts(model: torch.nn.Module, expert_parallel: int = 1):
    """While the model is traced (its parameters already fake): grouped matmuls go to
    `aotc::grouped_mm`; transformers' experts that are configured with an implementation that is
    no static program run its grouped one; with `expert_parallel` > 1 the experts' weights are
    each rank's block and their rows are dispatched over the `ep` axis. Yields an ExpertLayers."""
    found = ExpertLayers()
    switched = (_parallel_experts(model, expert_parallel, found) if expert_parallel > 1
                else _switch_transformers_experts(model))
    try:
        with RouteGroupedMatmuls():
            yield found
    finally:
        for module in switched:
            del module.forward


def _switch_transformers_experts(model: torch.nn.Module) -> list[torch.nn.Module]:
    interface = sys.modules.get("transformers.integrations.moe")
    if interface is None:      # no transformers model: transformers was never imported
        return []
    grouped = getattr(interface, "grouped_mm_experts_forward", None)
    switched = []
    for module in model.modules():
        if not _transformers_experts(module) or grouped is None:
            continue
        if module.config._experts_implementation in _SWITCHED:
            module.forward = types.MethodType(grouped, module)
            switched.append(module)
    return switched


def _transformers_experts(module: torch.nn.Module) -> bool:
    """A module of transformers' `use_experts_implementation` experts classes. (Not
    `_is_expert_parallel` or `has_post_expert_norm`, which transformers 5.17 sets neither of.)"""
    return (all(hasattr(module, a) for a in ("has_gate", "is_transposed", "num_experts"))
            and hasattr(getattr(module, "config", None), "_experts_implementation"))


# --------------------------------------------------------------------------- expert parallelism

def _parallel_experts(model: nn.Module, ranks: int, found: ExpertLayers) -> list[nn.Module]:
    """Each experts module of a known interface computes with 1/`ranks` of its experts and
    dispatches its rows over the `ep` axis; its expert parameters are recorded in `found`."""
    interface = sys.modules.get("transformers.integrations.moe")
    switched = []
    for path, module in model.named_modules():
        if _transformers_experts(module) and interface is not None:
            forward = _transformers_parallel_forward(interface, ranks)
        elif type(module).__name__ == "GroupedExperts" and hasattr(module, "num_experts"):
            forward = _grouped_experts_parallel_forward(type(module).forward, ranks)
        else:
            continue
        experts = module.num_experts
        if experts % ranks:
            raise CaptureError(f"{path} ({type(module).__name__}) has {experts} experts, which do not split over "
                               f"{ranks} ranks: give --mesh ep= a divisor of {experts}")
        for name, p in list(module.named_parameters(recurse=False)):
            if p.dim() >= 1 and p.shape[0] == experts:
                local = torch.empty((experts // ranks,) + tuple(p.shape[1:]), dtype=p.dtype, device=p.device)
                module._parameters[name] = nn.Parameter(local, requires_grad=p.requires_grad)
                found.params.append(f"{path}.{name}" if path else name)
        module.forward = types.MethodType(forward, module)
        switched.append(module)
    if not switched:
        raise CaptureError(f"--mesh {EXPERT_AXIS}={ranks}: the model has no experts module capture can split "
                           "(transformers' experts, or a module with torchtitan's GroupedExperts interface)")
    return switched


def _grouped_experts_parallel_forward(original, ranks: int):
    def forward(self, rows, counts):
        return dispatch_and_combine(rows, counts, lambda r, c: original(self, r, c), ranks)
    return forward


def _transformers_parallel_forward(interface, ranks: int):
    """transformers' grouped experts forward (`grouped_mm_experts_forward`), with the experts'
    rows sent to the ranks holding their experts between its sort and its unsort."""

    def forward(self, hidden_states, top_k_index, top_k_weights):
        k, tokens = top_k_index.size(-1), hidden_states.size(0)
        sample_weights, expert_ids = top_k_weights.reshape(-1), top_k_index.reshape(-1)
        expert_ids_g, perm = torch.sort(expert_ids)
        rows = hidden_states[perm // k]
        counts = torch.zeros(self.num_experts, dtype=torch.int64, device=rows.device).scatter_add(
            0, expert_ids, torch.ones_like(expert_ids))

        def local(rows, counts):
            offs = counts.cumsum(0, dtype=torch.int32)
            ids = None
            if self.has_bias:      # each row's expert among this rank's, for the biases
                positions = torch.arange(rows.shape[0], device=rows.device, dtype=torch.int32)
                ids = torch.searchsorted(offs, positions, right=True).clamp(max=offs.shape[0] - 1)
            up, up_bias = ((self.gate_up_proj, "gate_up_proj_bias") if self.has_gate else (self.up_proj, "up_proj_bias"))
            out = interface._grouped_linear(rows, up, offs, bias=getattr(self, up_bias)[ids] if self.has_bias else None,
                                            is_transposed=self.is_transposed)
            out = self._apply_gate(out) if self.has_gate else self.act_fn(out)
            out = interface._grouped_linear(out, self.down_proj, offs,
                                            bias=self.down_proj_bias[ids] if self.has_bias else None,
                                            is_transposed=self.is_transposed)
            return self.post_expert_norm(out) if getattr(self, "has_post_expert_norm", False) else out

        out = dispatch_and_combine(rows, counts, local, ranks)
        weighted = out * sample_weights[perm].unsqueeze(-1)
        inv_perm = torch.empty_like(perm)
        inv_perm[perm] = torch.arange(perm.size(0), device=perm.device)
        return weighted[inv_perm].view(tokens, k, -1).sum(dim=1).to(hidden_states.dtype)

    return forward


def dispatch_and_combine(rows: torch.Tensor, counts: torch.Tensor, local, ranks: int) -> torch.Tensor:
    """`local(rows, counts)` computed by the ranks holding the experts: `rows` [R, D] sorted by
    expert, `counts` [E] rows per expert; each rank holds E/ranks consecutive experts.

    Every rank sends each other rank a block of R rows (its rows for that rank's experts, then
    zeros) and the counts behind them; it receives `ranks` blocks, puts the received rows in the
    order of its own experts (valid rows first, zero rows after: `local` sees offsets that end
    there), computes, puts the results back in the received order and returns them; each rank
    then reads its rows' results out of the blocks it gets back. Every shape is static."""
    r, e = rows.shape[0], counts.shape[0]
    per = e // ranks
    device = rows.device
    counts = counts.to(torch.int64)
    to_rank = counts.view(ranks, per).sum(1)                               # rows this rank sends each rank
    first = to_rank.cumsum(0) - to_rank                                    # first sorted row of each block
    slot = torch.arange(r, device=device)
    valid = slot.unsqueeze(0) < to_rank.unsqueeze(1)                       # [ranks, R]
    source = torch.where(valid, first.unsqueeze(1) + slot, 0)
    send = torch.where(valid.unsqueeze(-1), rows[source], 0).reshape(ranks * r, -1)
    received = _AllToAll.apply(send, ranks)                                # block s: from rank s
    got = _all_to_all(counts.view(ranks, per).contiguous(), ranks)        # [ranks, per]: from rank s

    # Where each received row goes in this rank's expert order (valid rows), or after them.
    within = got.cumsum(1)                                                 # [ranks, per]
    expert = torch.searchsorted(within, slot.expand(ranks, r).contiguous(), right=True)   # [ranks, R]
    kept = expert < per
    expert = expert.clamp(max=per - 1)
    start_in_block = (within - got).gather(1, expert)
    totals = got.sum(0)                                                    # rows per local expert
    before_expert = totals.cumsum(0) - totals
    before_rank = got.cumsum(0) - got                                      # [ranks, per]
    place = before_expert[expert] + before_rank.gather(1, expert) + slot - start_in_block
    spare = totals.sum() + (~kept).flatten().cumsum(0).view(ranks, r) - 1
    place = torch.where(kept, place, spare).flatten()                     # a permutation of ranks x R
    ordered = received.new_zeros(received.shape).index_copy(0, place, received)
    done = local(ordered, totals)
    back = _AllToAll.apply(done[place], ranks).view(ranks, r, -1)          # block s: from rank s
    owner = torch.searchsorted(to_rank.cumsum(0), slot, right=True).clamp(max=ranks - 1)
    return back[owner, slot - first[owner]]


def _all_to_all(t: torch.Tensor, ranks: int) -> torch.Tensor:
    """Equal blocks of dim 0 exchanged over the `ep` axis: block s of the result came from rank s."""
    sizes = [t.shape[0] // ranks] * ranks
    return _C10D.wait_tensor(_C10D.all_to_all_single(t, sizes, sizes, EXPERT_AXIS))


class _AllToAll(torch.autograd.Function):
    """The exchange of equal blocks, whose gradient is the same exchange of the gradients."""

    @staticmethod
    def forward(ctx, t, ranks):
        ctx.ranks = ranks
        return _all_to_all(t, ranks)

    @staticmethod
    def backward(ctx, grad):
        return _all_to_all(grad.contiguous(), ctx.ranks), None
