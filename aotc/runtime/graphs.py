"""CUDA graphs for a loaded artifact: each program is captured once and replayed every step.

An artifact's shapes are static, so after a couple of ordinary calls (which initialise cuBLAS,
cuDNN and the allocator) the forward and the backward program are each captured into one CUDA
graph, sharing one memory pool, and every later step replays them: one launch per program
instead of one per kernel, so the GPU never waits for Python.

The rules a replay keeps: arguments are copied into the graph's own input buffers, unless an
argument is the very tensor captured (the parameters, which optimizers update in place, and the
forward's saved values handed to the backward); results are the graph's own buffers, which the
next replay overwrites. So a step's outputs are valid until the next forward, and the backward
must run before the next forward (the runtime checks this and says so).

Results whose memory no other result or argument shares are handed out as new tensors over
the graph's buffers (the graph keeps its own), so autograd takes a gradient as the parameter's
`.grad` instead of copying it: copying every gradient cost more than the graph saved (bench/RESULTS.md).
The forward and the backward share one pool, so the next forward's temporaries may reuse a
gradient's memory: a `.grad` still living in a result buffer (`owns`) when the next forward or
backward replays is copied out first (the runtime does it), so `.grad` stays right and
gradients accumulated over steps stay exact. Another reference kept to such a gradient is
valid until the next forward.
"""

from __future__ import annotations

from typing import Callable

import torch


class GraphedProgram:
    """`fn` (a generated program function) run from a CUDA graph after `warmup` plain calls."""

    def __init__(self, fn: Callable, *, keep: list[bool], steal_args: bool, pool, warmup: int = 2):
        self.fn = fn
        self.keep = keep      # per argument: hold the tensor itself (parameters, saved values)
        self.steal_args = steal_args
        self.pool = pool
        self.warmup = warmup
        self.calls = 0
        self.graph: torch.cuda.CUDAGraph | None = None
        self.static_args: list = []
        self.static_outs: tuple = ()
        self.out_storages: set[int] = set()
        self.handed_over: list[bool] = []

    def __call__(self, *args):
        args = list(args[0]) if self.steal_args else list(args)
        self.calls += 1
        if self.graph is None and self.calls <= self.warmup:
            return self.fn(args) if self.steal_args else self.fn(*args)
        if self.graph is None:
            self._capture(args)
        else:
            self._bind(args)
        del args
        self.graph.replay()
        return tuple(o.detach() if give else o for o, give in zip(self.static_outs, self.handed_over))

    def owns(self, t: torch.Tensor) -> bool:
        """Whether `t` lives in one of the buffers the next replay writes its results to."""
        return t.untyped_storage().data_ptr() in self.out_storages

    def _capture(self, args: list) -> None:
        # Arguments are held as captured (their addresses are baked into the graph); a later
        # call either passes the same tensor or has its data copied in.
        self.static_args = [(a.detach() if keep else a.detach().clone()) if isinstance(a, torch.Tensor) else a
                            for a, keep in zip(args, self.keep)]
        stream = torch.cuda.Stream()
        stream.wait_stream(torch.cuda.current_stream())
        graph = torch.cuda.CUDAGraph()
        with torch.cuda.stream(stream):
            with torch.cuda.graph(graph, pool=self.pool, stream=stream):
                call = list(self.static_args)
                self.static_outs = tuple(self.fn(call) if self.steal_args else self.fn(*call))
                del call
        torch.cuda.current_stream().wait_stream(stream)
        self.graph = graph
        storages = [o.untyped_storage().data_ptr() if isinstance(o, torch.Tensor) else None
                    for o in self.static_outs]
        self.out_storages = set(storages) - {None}
        # A result sharing memory with another (two parameters given one gradient) or with an
        # argument stays the graph's own tensor, which autograd copies, as eager's would be.
        held = {a.untyped_storage().data_ptr() for a in self.static_args if isinstance(a, torch.Tensor)}
        self.handed_over = [p is not None and storages.count(p) == 1 and p not in held for p in storages]

    def _bind(self, args: list) -> None:
        for static, a in zip(self.static_args, args):
            if isinstance(a, torch.Tensor) and a.data_ptr() != static.data_ptr():
                static.copy_(a)


def graph_pool():
    return torch.cuda.graph_pool_handle()
