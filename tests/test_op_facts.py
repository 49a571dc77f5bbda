"""Facts about ops live in the registry (aotc/ops.py): passes and executors ask an op's kinds
and record fields, none matches ops by name strings where a kind says the same thing, and none
keeps a list of op names of its own."""

from __future__ import annotations

import ast
import re

import aotc.ops as ops
from conftest import ROOT

OP_NAME = re.compile(r"^(aten|prims|aotc|_c10d_functional)\.\w+\.\w+$")
ASKERS = ("aotc/passes", "aotc/executors")


def _packets(kind: ops.Kind) -> frozenset[str]:
    return frozenset(packet for packet, kinds in ops.KIND_TABLE.items() if kind in kinds)


def _names(node: ast.AST, constants: dict[str, frozenset[str]]) -> frozenset[str] | None:
    """The op names a literal, a collection of literals or a constant holds (None: not op names)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str) and OP_NAME.match(node.value):
        return frozenset({node.value})
    if isinstance(node, ast.Name) and node.id in constants:
        return constants[node.id]
    if isinstance(node, ast.Call) and getattr(node.func, "id", "") in ("frozenset", "set", "tuple") and node.args:
        return _names(node.args[0], constants)
    items = node.keys if isinstance(node, ast.Dict) else getattr(node, "elts", None)
    if isinstance(node, (ast.Tuple, ast.List, ast.Set, ast.Dict)) and items:
        found = [_names(e, constants) for e in items]
        if all(f is not None for f in found):
            return frozenset().union(*found)
    return None


def _name_matches(path) -> list[tuple[int, frozenset[str]]]:
    """(line, names) for each comparison of an op's `.name` against op names, literal or constant."""
    tree = ast.parse(path.read_text())
    constants = {name: frozenset({value}) for name, value in vars(ops).items()
                 if isinstance(value, str) and OP_NAME.match(value)}
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            found = _names(node.value, constants)
            if found is not None:
                constants[node.targets[0].id] = found
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare) and len(node.ops) == 1 \
                and isinstance(node.ops[0], (ast.Eq, ast.NotEq, ast.In, ast.NotIn)):
            left, right = node.left, node.comparators[0]
            if isinstance(left, ast.Attribute) and left.attr == "name":
                found = _names(right, constants)
                if found is not None:
                    out.append((node.lineno, found))
    return out


def test_no_pass_or_executor_matches_ops_by_name_where_a_kind_exists():
    kinds = {kind: _packets(kind) for kind in ops.Kind}
    wrong = []
    for root in ASKERS:
        for path in sorted((ROOT / root).rglob("*.py")):
            for line, names in _name_matches(path):
                packets = frozenset(n.rpartition(".")[0] for n in names)
                for kind, members in kinds.items():
                    if members and members == packets:
                        wrong.append(f"{path.relative_to(ROOT)}:{line} matches {sorted(names)} by name: "
                                     f"ask Kind.{kind.name}")
    assert not wrong, "\n".join(wrong)


def test_the_checker_sees_a_name_match_that_a_kind_covers(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text('RESHAPES = ("aten.view.default", "aten._unsafe_view.default", "aten.reshape.default")\n'
                      "def f(op):\n    return op.name in RESHAPES or op.name == WAIT\n")
    packets = [frozenset(n.rpartition(".")[0] for n in names) for _, names in _name_matches(sample)]
    assert packets == [_packets(ops.Kind.RESHAPE), _packets(ops.Kind.WAIT)]


def test_a_reshape_is_given_its_new_shape():
    """The passes that ask Kind.RESHAPE read the new shape as the op's second argument: view.dtype,
    of view's packet, reinterprets the bytes and is no reshape."""
    registry = ops.OpRegistry()
    names = ("aten.view.default", "aten._unsafe_view.default", "aten.reshape.default", "aten.view.dtype")
    assert [registry.lookup(n).is_(ops.Kind.RESHAPE) for n in names] == [True, True, True, False]


def test_what_an_op_sums_over_is_said_of_matmuls():
    assert all(ops.Kind.MATMUL in ops.KIND_TABLE[packet] for packet in ops.CONTRACTS)


OP_PREFIXES = ("aten.", "prims.", "aotc.", "_c10d_functional.")
# The sharding rules of single ops, each reading its own op's arguments (a select's dimension
# and index, a matmul's operands): they say how one op is sharded, not which ops are alike.
# What groups ops (reshapes, permutations, splits, `*_like`) is asked of their kinds
# (aotc.passes.spmd.rules.KIND_RULES).
PER_OP_TABLES = {
    ("aotc/passes/spmd/rules.py", "RULES"),
    ("aotc/passes/spmd/matmul.py", "RULES"),
    ("aotc/passes/spmd/attention.py", "RULES"),
    ("aotc/passes/spmd/loss.py", "RULES"),
}


def _op_names_in(node: ast.AST) -> int:
    """How many op names a collection literal holds: its elements, or a dict's keys, that are
    op-name strings; a comprehension that makes names (`f"aten.{p}"`) counts as many."""
    count = 0
    for n in ast.walk(node):
        if isinstance(n, (ast.Tuple, ast.List, ast.Set)):
            items = n.elts
        elif isinstance(n, ast.Dict):
            items = [k for k in n.keys if k is not None]
        elif isinstance(n, (ast.ListComp, ast.SetComp, ast.GeneratorExp, ast.DictComp)):
            made = n.key if isinstance(n, ast.DictComp) else n.elt
            first = made.values[0] if isinstance(made, ast.JoinedStr) and made.values else made
            count += 2 * _op_name(first)
            continue
        else:
            continue
        count += sum(_op_name(e) for e in items)
    return count


def _op_name(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value.startswith(OP_PREFIXES)


def _op_lists(path) -> list[tuple[int, str]]:
    """(line, name) of each collection of two or more op names that a module, or a class of it,
    binds to a name. Unpacking into names (`SDPA, SDPA_BACKWARD = "aotc.sdpa.default", ...`)
    binds one op to each: constants for the op a rewrite makes or matches, not a list."""
    tree = ast.parse(path.read_text())
    statements = list(tree.body) + [s for c in tree.body if isinstance(c, ast.ClassDef) for s in c.body]
    found = []
    for s in statements:
        if isinstance(s, ast.Assign) and not any(isinstance(t, ast.Tuple) for t in s.targets):
            targets, value = s.targets, s.value
        elif isinstance(s, ast.AnnAssign) and s.value is not None:
            targets, value = [s.target], s.value
        else:
            continue
        if _op_names_in(value) >= 2:
            found += [(s.lineno, ast.unparse(t)) for t in targets]
    return found


def test_no_pass_or_executor_keeps_a_list_of_op_names():
    """Which ops are alike is a kind or a record field of the registry (aotc/ops.py), asked by
    every pass and executor alike: a private list of names drifts from it and from the others."""
    wrong, seen = [], set()
    for root in ASKERS:
        for path in sorted((ROOT / root).rglob("*.py")):
            rel = str(path.relative_to(ROOT))
            for line, name in _op_lists(path):
                seen.add((rel, name))
                if (rel, name) not in PER_OP_TABLES:
                    wrong.append(f"{rel}:{line} {name} lists op names: make it a kind or a record field of aotc/ops.py")
    wrong += [f"{rel} {name} is allowed but gone: drop it from PER_OP_TABLES" for rel, name in PER_OP_TABLES - seen]
    assert not wrong, "\n".join(wrong)


def test_the_checker_sees_lists_of_op_names(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text('VIEWS = frozenset({"aten.view.default", "aten._unsafe_view.default"})\n'
                      'TABLE: dict = {**{f"aten.{p}": 1 for p in ("sum", "mean")}}\n'
                      'RATES = {"aten.mm.default": 2.0, "prims.mul.default": 1.0}\n'
                      'SDPA, SDPA_BACKWARD = "aotc.sdpa.default", "aotc.sdpa_backward.default"\n'
                      'MM = "aten.mm.default"\n'
                      'WORDS = ("aten", "mm")\n'
                      'class Executor:\n'
                      '    ops = ("aotc.flex_attention.default", "aotc.flex_attention_backward.default")\n')
    assert [name for _, name in _op_lists(sample)] == ["VIEWS", "TABLE", "RATES", "ops"]
