"""Inductor's generated wrapper, read as a Python syntax tree (never executed by the runtime):
its kernel definitions and the statements of its `call` (allocations, views, aliases and
kernel launches). A statement of any other kind makes the region `Unsupported`."""

from __future__ import annotations

import ast
from dataclasses import dataclass


class Unsupported(Exception):
    """A region this executor leaves op by op; the message says why."""


@dataclass
class Wrapper:
    """Inductor's wrapper, read: kernel definitions and the statements of its `call`."""

    kernels: dict            # name -> ("triton" | "cpp", source)
    inputs: list[str]
    steps: list              # ("alloc", name, dtype, shape, stride) | ("view", name, base, shape,
                             # stride, offset) | ("alias", name, base) | ("kernel", name, [args])
    outputs: list            # names or ("view", base, shape, stride, offset)


def read_wrapper(source: str) -> Wrapper:
    try:
        return _read_wrapper(source)
    except Unsupported as e:
        e.source = source
        raise


def _read_wrapper(source: str) -> Wrapper:
    tree = ast.parse(source)
    kernels = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Call) and len(node.targets) == 1:
            f = node.value.func
            if isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name) and f.value.id == "async_compile":
                name = node.targets[0].id
                if f.attr == "triton":
                    kernels[name] = ("triton", ast.literal_eval(node.value.args[1]))
                elif f.attr == "cpp_pybinding":
                    kernels[name] = ("cpp", ast.literal_eval(node.value.args[1]))
                else:
                    raise Unsupported(f"kernel kind async_compile.{f.attr}")
    call = next((n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef) and n.name == "call"), None)
    if call is None:
        raise Unsupported("the wrapper has no call function")
    w = Wrapper(kernels, [], [], [])
    _read_statements(call.body, w)
    return w


_SKIPPED_CALLS = {"assert_size_stride", "assert_alignment", "set_device"}


def _read_statements(body, w: Wrapper) -> None:
    for st in body:
        text = ast.unparse(st)
        if isinstance(st, ast.Assign) and len(st.targets) == 1:
            target, value = st.targets[0], st.value
            if isinstance(value, ast.Name) and value.id == "args" and isinstance(target, ast.Tuple):
                w.inputs = [e.id for e in target.elts]
            elif isinstance(value, ast.Name) and isinstance(target, ast.Name):
                w.steps.append(("alias", target.id, value.id))
            elif isinstance(value, ast.Call) and isinstance(target, ast.Name):
                fn = _call_name(value)
                if fn in ("empty_strided_cpu", "empty_strided_cuda"):
                    shape, stride = ast.literal_eval(value.args[0]), ast.literal_eval(value.args[1])
                    dtype = ast.unparse(value.args[2]).removeprefix("torch.")
                    w.steps.append(("alloc", target.id, dtype, tuple(shape), tuple(stride)))
                elif fn == "reinterpret_tensor":
                    w.steps.append(("view", target.id, *_reinterpret(value)))
                elif fn == "get_raw_stream":
                    pass
                else:
                    raise Unsupported(f"wrapper statement `{text}`")
            else:
                raise Unsupported(f"wrapper statement `{text}`")
        elif isinstance(st, ast.Expr) and isinstance(st.value, ast.Call):
            fn = _call_name(st.value)
            c = st.value
            if fn in _SKIPPED_CALLS or text == "args.clear()":
                continue
            if isinstance(c.func, ast.Attribute) and c.func.attr == "run" and isinstance(c.func.value, ast.Name) \
                    and c.func.value.id in w.kernels:
                w.steps.append(("kernel", c.func.value.id, [_arg(a) for a in c.args]))
            elif isinstance(c.func, ast.Name) and c.func.id in w.kernels:
                w.steps.append(("kernel", c.func.id, [_arg(a) for a in c.args]))
            else:
                raise Unsupported(f"wrapper statement `{text}`")
        elif isinstance(st, ast.With):
            _read_statements(st.body, w)
        elif isinstance(st, ast.Delete):
            continue
        elif isinstance(st, ast.Return) and isinstance(st.value, ast.Tuple):
            for e in st.value.elts:
                if isinstance(e, ast.Name):
                    w.outputs.append(e.id)
                elif isinstance(e, ast.Call) and _call_name(e) == "reinterpret_tensor":
                    w.outputs.append(("view", *_reinterpret(e)))
                else:
                    raise Unsupported(f"wrapper returns `{ast.unparse(e)}`")
        else:
            raise Unsupported(f"wrapper statement `{text}`")


def _call_name(call: ast.Call) -> str:
    f = call.func
    return f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""


def _reinterpret(call: ast.Call) -> tuple:
    base = call.args[0]
    if not isinstance(base, ast.Name):
        raise Unsupported(f"view of `{ast.unparse(base)}`")
    return (base.id, tuple(ast.literal_eval(call.args[1])), tuple(ast.literal_eval(call.args[2])),
            ast.literal_eval(call.args[3]))


def _arg(a):
    if isinstance(a, ast.Name):
        return a.id
    value = ast.literal_eval(a)
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise Unsupported(f"kernel argument `{ast.unparse(a)}`")
    return value
