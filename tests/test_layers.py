"""Imports run only downward: each module of aotc/ and cli/ imports only modules of its own
layer or a lower one, and no two modules import each other, directly or around a cycle. The
layers, lowest first, are the project's architecture (docs/architecture.md)."""

from __future__ import annotations

import ast
from pathlib import Path

from conftest import ROOT

LAYERS = [
    # torch-free facts: the IR, versions, errors, options, the sharding spec
    ("aotc.version", "aotc.errors", "aotc.ir", "aotc.model_info", "aotc.tolerance", "aotc.options",
     "aotc.sharding"),
    # ops and what reads or writes a program without changing it
    ("aotc.customops", "aotc.op_tables", "aotc.ops", "aotc.encoding", "aotc.printer", "aotc.verifier", "aotc.meta", "aotc.builder",
     "aotc.memory", "aotc.numerics", "aotc.linears", "aotc.traffic"),
    ("aotc.format",),                      # the artifact on disk
    ("aotc.runtime",),                     # the slim runtime: what a training job imports
    ("aotc.integrations",),                # other trainers running artifacts (torchtitan's)
    ("aotc.frontend", "aotc.passes"),      # capture and the passes
    ("aotc.executors",),                   # compile, build and runtime halves of executors
    ("aotc", "aotc.session", "aotc.pass_list", "aotc.planner", "aotc.manifest_builder", "aotc.compiler"),   # the pass list, entry plans, compile, the package's API
    ("aotc.tools",),                       # inspect, check, diff, verify, run
    ("cli",),
]


def _layer(module: str) -> int:
    best = None
    for i, prefixes in enumerate(LAYERS):
        for p in prefixes:
            if module == p or module.startswith(p + ".") and p != "aotc":
                if best is None or len(p) > best[1]:
                    best = (i, len(p))
    assert best is not None, f"{module} is in no layer: add it to LAYERS"
    return best[0]


def _modules() -> dict[str, Path]:
    out = {}
    for root in ("aotc", "cli"):
        for f in (ROOT / root).rglob("*.py"):
            rel = f.relative_to(ROOT).with_suffix("")
            parts = rel.parts[:-1] if rel.name == "__init__" else rel.parts
            out[".".join(parts)] = f
    return out


def _imports(path: Path, module: str, known: set[str]) -> list[tuple[str, bool]]:
    """(imported project module, at module level) for each import in the file."""
    tree = ast.parse(path.read_text())
    top = {id(n) for n in tree.body}
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found = []
    for node in ast.walk(tree):
        names = []
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = ".".join(package.split(".")[: len(package.split(".")) - node.level + 1] + ([base] if base else []))
            names = [f"{base}.{a.name}" if f"{base}.{a.name}" in known else base for a in node.names]
        for name in names:
            while name and name not in known:
                name = name.rpartition(".")[0]
            if name:
                found.append((name, id(node) in top))
    return found


def test_imports_run_only_downward():
    modules = _modules()
    wrong = []
    for module, path in sorted(modules.items()):
        for imported, _ in _imports(path, module, set(modules)):
            if _layer(imported) > _layer(module):
                wrong.append(f"{module} (layer {_layer(module)}) imports {imported} (layer {_layer(imported)})")
    assert not wrong, "\n".join(wrong)


def test_no_import_inside_a_function_dodges_a_cycle():
    """An import inside a function is only for what is heavy to load (Inductor, torch for the
    CLI), never to reach a module that imports this one back."""
    modules = _modules()
    top = {m: {i for i, t in _imports(p, m, set(modules)) if t} for m, p in modules.items()}

    def reaches(a: str, b: str) -> bool:
        seen, stack = set(), [a]
        while stack:
            m = stack.pop()
            if m == b:
                return True
            if m not in seen:
                seen.add(m)
                stack.extend(top.get(m, ()))
        return False

    hidden = [f"{m} imports {i} inside a function, and {i} imports {m}" for m, p in sorted(modules.items())
              for i, t in _imports(p, m, set(modules)) if not t and i != m and reaches(i, m)]
    assert not hidden, "\n".join(hidden)


def test_no_import_cycle():
    modules = _modules()
    graph = {m: {i for i, top in _imports(p, m, set(modules)) if top and i != m} for m, p in modules.items()}
    # A package's __init__ importing its own submodules is how a package exposes them, not a cycle.
    for m in graph:
        graph[m] = {i for i in graph[m] if not (i.startswith(m + ".") and modules[m].name == "__init__.py")}
    state: dict[str, int] = {}
    cycle: list[str] = []

    def visit(m: str, path: list[str]) -> bool:
        state[m] = 1
        for n in sorted(graph[m]):
            if state.get(n) == 1:
                cycle.extend(path[path.index(n):] + [m, n] if n in path else [m, n])
                return True
            if n not in state and visit(n, path + [n]):
                return True
        state[m] = 2
        return False

    for m in sorted(graph):
        if m not in state and visit(m, [m]):
            break
    assert not cycle, " -> ".join(cycle)


def test_no_module_of_the_package_is_over_450_lines():
    """Files by concern: a module that outgrows this holds more than one and is split."""
    long = {str(p.relative_to(ROOT)): n for p in (ROOT / "aotc").rglob("*.py")
            if (n := len(p.read_text().splitlines())) > 450}
    assert not long, long
