"""Minimum s-t cuts on a small directed graph (Dinic's max-flow), for rematerialisation."""

from __future__ import annotations

from collections import deque

INF = float("inf")


class FlowGraph:
    """Nodes are 0..n-1; `edge` adds a directed edge with a capacity (an int or INF)."""

    def __init__(self, n: int):
        self.n = n
        self.head: list[list[int]] = [[] for _ in range(n)]   # node -> edge ids
        self.to: list[int] = []
        self.cap: list[float] = []

    def add_node(self) -> int:
        self.head.append([])
        self.n += 1
        return self.n - 1

    def edge(self, u: int, v: int, capacity: float) -> None:
        # Edge 2k is u->v, edge 2k+1 its residual twin v->u.
        self.head[u].append(len(self.to))
        self.to.append(v)
        self.cap.append(capacity)
        self.head[v].append(len(self.to))
        self.to.append(u)
        self.cap.append(0)

    def min_cut(self, source: int, sink: int) -> tuple[float, set[int]]:
        """(the cut's capacity, the nodes on the source's side of a minimum cut)."""
        total = 0
        while True:
            level = self._levels(source)
            if level[sink] < 0:
                break
            cursor = [0] * self.n
            while True:
                pushed = self._push(source, sink, INF, level, cursor)
                if not pushed:
                    break
                total += pushed
        level = self._levels(source)
        return total, {u for u in range(self.n) if level[u] >= 0}

    def _levels(self, source: int) -> list[int]:
        level = [-1] * self.n
        level[source] = 0
        queue = deque([source])
        while queue:
            u = queue.popleft()
            for e in self.head[u]:
                if self.cap[e] > 0 and level[self.to[e]] < 0:
                    level[self.to[e]] = level[u] + 1
                    queue.append(self.to[e])
        return level

    def _push(self, source: int, sink: int, limit: float, level: list[int], cursor: list[int]) -> float:
        """One augmenting path along the level graph (iterative: programs are deep)."""
        path: list[int] = []          # edge ids from source
        u = source
        while u != sink:
            edges = self.head[u]
            while cursor[u] < len(edges):
                e = edges[cursor[u]]
                if self.cap[e] > 0 and level[self.to[e]] == level[u] + 1:
                    break
                cursor[u] += 1
            else:
                if u == source:
                    return 0
                level[u] = -1          # a dead end: never visit again in this phase
                e = path.pop()
                u = self.to[e ^ 1]
                cursor[u] += 1
                continue
            path.append(e)
            u = self.to[e]
        flow = min([limit] + [self.cap[e] for e in path])
        for e in path:
            self.cap[e] -= flow
            self.cap[e ^ 1] += flow
        return flow
