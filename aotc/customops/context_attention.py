"""Causal attention of one context-parallel rank's queries against the whole sequence, as one op
whose kernels do only that rank's share of the work:

    aotc.cp_attention(q, k, v, scale, n, group) -> (out, lse)
    aotc.cp_attention_backward(grad_out, q, k, v, out, lse, scale, n, group) -> (dq, dk, dv)

Under cp's balanced split of a sequence of 2 n c positions into 2 n chunks of c, rank r holds
chunks r and 2n-1-r: q [B, H, 2c, D] is those two chunks, in that order; k and v [B, Hk, 2nc, D]
are every rank's keys and values, gathered, in sequence order. `group` is the cp axis in an
artifact and its process group's name once the runtime binds it (aotc.runtime.shard.bind_groups);
the kernels read r from it, so one program serves every rank and no kernel is handed a mask.

Each rank's causal scores fall in three blocks, each one plain call of the attention kernel:

    both chunks  x  chunks r and 2n-1-r   causal (the local chunks are in position order)
    both chunks  x  chunks 0 .. r-1        every score (r > 0)
    chunk 2n-1-r x  chunks r+1 .. 2n-2-r   every score (r < n-1)

2c^2 (n-1) + 2c^2 scores per rank whatever r is: 1/n of the whole sequence's causal scores,
where attention of the local queries against every key under a mask computes 4 n c^2 and
throws half away. The blocks' outputs are merged by their log-sum-exps; the backward runs the
same blocks with the merged `out` and `lse` (what each block's gradient needs), each key's
gradient coming from exactly one block. dk and dv are this rank's partial sums for every key;
the program reduce-scatters them back to their ranks (aotc.passes.spmd.attention).
"""

from __future__ import annotations

from typing import Optional

import torch
from torch import Tensor

from aotc.customops.attention import _input_grads, _out_and_lse, attention_backward, attention_forward
from aotc.customops.layout import in_layout
from aotc.customops.sdpa_backends import _grad_strides, _heads_last_strides, default_backend, supports
from aotc.customops.tp_matmul import bound_group


def blocks(n: int, r: int, c: int) -> list[tuple[tuple[int, int], tuple[int, int], bool]]:
    """Rank r's calls: (its query rows, the keys' rows, causal), the first the local chunks'."""
    calls = [((0, 2 * c), (-1, -1), True)]
    if r > 0:
        calls.append(((0, 2 * c), (0, r * c), False))
    if r < n - 1:
        calls.append(((c, 2 * c), ((r + 1) * c, (2 * n - 1 - r) * c), False))
    return calls


def _local(x: Tensor, n: int, r: int, c: int) -> Tensor:
    """Chunks r and 2n-1-r of x's sequence (dimension 2)."""
    return torch.cat([x[:, :, r * c:(r + 1) * c], x[:, :, (2 * n - 1 - r) * c:(2 * n - r) * c]], 2)


def _chunk(q: Tensor, k: Tensor, n: int, name: str) -> int:
    c = q.shape[2] // 2
    if q.dim() != 4 or q.shape[2] % 2 or k.shape[2] != 2 * n * c:
        raise ValueError(f"aotc.{name}: {list(q.shape)} queries are not two of the {2 * n} chunks of "
                         f"{list(k.shape)} keys")
    return c


def context_forward(q: Tensor, k: Tensor, v: Tensor, scale: Optional[float], n: int, r: int,
                    backend: str) -> tuple[Tensor, Tensor]:
    c = _chunk(q, k, n, "cp_attention")
    out, lse = None, None
    for (qa, qb), (ka, kb), causal in blocks(n, r, c):
        keys, values = (_local(k, n, r, c), _local(v, n, r, c)) if causal else (k[:, :, ka:kb], v[:, :, ka:kb])
        o, l = attention_forward(q[:, :, qa:qb], keys, values, None, causal, scale, backend)
        if out is None:
            out, lse = o, l
            continue
        if out.dtype != torch.float32:
            out = out.float()
        # out = sum of each block's output weighted by exp(its lse - the merged lse)
        rows = out[:, :, qa:qb]
        merged = torch.logaddexp(lse[:, :, qa:qb], l)
        rows.mul_(torch.exp(lse[:, :, qa:qb] - merged).unsqueeze(-1))
        rows.add_(o.float() * torch.exp(l - merged).unsqueeze(-1))
        lse[:, :, qa:qb] = merged
    return in_layout(out.to(q.dtype), _heads_last_strides(out.shape)), lse.contiguous()


def context_backward(grad_out: Tensor, q: Tensor, k: Tensor, v: Tensor, out: Tensor, lse: Tensor,
                     scale: Optional[float], n: int, r: int, backend: str) -> tuple[Tensor, Tensor, Tensor]:
    c = _chunk(q, k, n, "cp_attention_backward")
    dq = None
    dk = _zeros_like(k)
    dv = _zeros_like(v)
    for (qa, qb), (ka, kb), causal in blocks(n, r, c):
        keys, values = (_local(k, n, r, c), _local(v, n, r, c)) if causal else (k[:, :, ka:kb], v[:, :, ka:kb])
        g, gq, go = grad_out[:, :, qa:qb], q[:, :, qa:qb], out[:, :, qa:qb]
        a, b, d = attention_backward(g, gq, keys, values, None, go, lse[:, :, qa:qb].contiguous(), causal, scale,
                                     backend)
        if dq is None:
            dq = a.float()
        else:
            dq[:, :, qa:qb] += a
        if causal:       # the local chunks' keys, back to their places in the sequence
            for x, dx in ((dk, b), (dv, d)):
                x[:, :, r * c:(r + 1) * c] = dx[:, :, :c]
                x[:, :, (2 * n - 1 - r) * c:(2 * n - r) * c] = dx[:, :, c:]
        else:
            dk[:, :, ka:kb] = b
            dv[:, :, ka:kb] = d
    return in_layout(dq.to(q.dtype), _grad_strides(q)), dk, dv


def _zeros_like(x: Tensor) -> Tensor:
    """Zeros in the layout the IR records for x's gradient."""
    return x.new_empty_strided(x.shape, _grad_strides(x)).zero_()


def _backend(q: Tensor, k: Tensor, v: Tensor, chosen: str | None) -> str:
    return chosen if chosen and supports(chosen, q, k, v, None) else default_backend(q, k, v, None)


def cp_attention_kernel(q: Tensor, k: Tensor, v: Tensor, scale: Optional[float], n: int, group: str,
                        chosen: str | None = None) -> tuple[Tensor, Tensor]:
    return context_forward(q, k, v, scale, n, bound_group(group, n, "cp_attention")[1], _backend(q, k, v, chosen))


def cp_attention_backward_kernel(grad_out: Tensor, q: Tensor, k: Tensor, v: Tensor, out: Tensor, lse: Tensor,
                                 scale: Optional[float], n: int, group: str, chosen: str | None = None
                                 ) -> tuple[Tensor, Tensor, Tensor]:
    r = bound_group(group, n, "cp_attention_backward")[1]
    return context_backward(grad_out, q, k, v, out, lse, scale, n, r, _backend(q, k, v, chosen))


def _forward_op(q: Tensor, k: Tensor, v: Tensor, scale: Optional[float], n: int, group: str
                ) -> tuple[Tensor, Tensor]:
    return cp_attention_kernel(q, k, v, scale, n, group)


def _backward_op(grad_out: Tensor, q: Tensor, k: Tensor, v: Tensor, out: Tensor, lse: Tensor,
                 scale: Optional[float], n: int, group: str) -> tuple[Tensor, Tensor, Tensor]:
    return cp_attention_backward_kernel(grad_out, q, k, v, out, lse, scale, n, group)


cp_attention = torch.library.custom_op("aotc::cp_attention", mutates_args=())(_forward_op)
cp_attention_backward = torch.library.custom_op("aotc::cp_attention_backward", mutates_args=())(_backward_op)


@cp_attention.register_fake
def _(q, k, v, scale, n, group):
    _chunk(q, k, n, "cp_attention")
    return _out_and_lse(q, v)


@cp_attention_backward.register_fake
def _(grad_out, q, k, v, out, lse, scale, n, group):
    return _input_grads(q, k, v)


FORWARD, BACKWARD = "aotc.cp_attention.default", "aotc.cp_attention_backward.default"
DIRECT_KERNELS = {FORWARD: cp_attention_kernel, BACKWARD: cp_attention_backward_kernel}


def kernels_with(backend: str) -> dict:
    """The two kernels on `backend` wherever it takes the calls (an attention pack's choice)."""
    def forward(q, k, v, scale, n, group):
        return cp_attention_kernel(q, k, v, scale, n, group, backend)

    def backward(grad_out, q, k, v, out, lse, scale, n, group):
        return cp_attention_backward_kernel(grad_out, q, k, v, out, lse, scale, n, group, backend)

    return {FORWARD: forward, BACKWARD: backward}
