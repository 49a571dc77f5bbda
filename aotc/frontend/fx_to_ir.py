"""Converts AOTAutograd's joint FX graph into the project's IR, once; nothing flows back."""

from __future__ import annotations

import operator

import torch
import torch.fx

from aotc.errors import CaptureError
from aotc.frontend.annotations import CHECKPOINT_KEY, MODULE_KEY, SOURCE_KEY
from aotc.frontend.errors import source_line_of_node
from aotc.customops.flex import FUNCTION_ARGS, FunctionTable
from aotc.ir import Device, Dtype, Fn, Layout, MemoryFormat, Op, Port, Program, TensorType, Value
from aotc.model_info import dtype_name
from aotc.ops import NAMESPACES


def tensor_type(t: torch.Tensor) -> TensorType:
    return TensorType(dtype=dtype_name(t.dtype), shape=tuple(int(d) for d in t.shape),
                      stride=tuple(int(s) for s in t.stride()), device=t.device.type)


def convert(gm: torch.fx.GraphModule, input_ports: list[Port], output_ports: list[Port | None],
            name: str = "joint", functions: FunctionTable | None = None) -> Program:
    """input_ports: one per placeholder. output_ports: one per graph output; None drops it.
    `functions` numbers the functions ops took during capture (FlexAttention's modifications):
    each number becomes that function, as an IR function (`Fn`), once."""
    made: dict[int, Fn] = {}

    def function(i: int) -> Fn:
        if i not in made:
            entry = functions.entries[i]
            inputs = [n for n in entry.graph.graph.nodes if n.op == "placeholder"]
            made[i] = Fn(entry.kind, convert(entry.graph, [Port("input", str(k)) for k in range(len(inputs))],
                                             [Port("output", "0")], name=entry.kind))
        return made[i]
    env: dict[torch.fx.Node, object] = {}
    inputs: list[Value] = []
    ops: list[Op] = []
    placeholders = [n for n in gm.graph.nodes if n.op == "placeholder"]
    if len(placeholders) != len(input_ports):
        raise CaptureError(f"internal: {len(placeholders)} graph inputs but {len(input_ports)} ports")

    for node in gm.graph.nodes:
        if node.op == "placeholder":
            v = Value(tensor_type(node.meta["val"]))
            env[node] = v
            inputs.append(v)
        elif node.op == "call_function" and node.target is operator.getitem:
            source, index = node.args
            env[node] = env[source][index]
        elif node.op == "call_function" and isinstance(node.target, torch._ops.OpOverload):
            _refuse_foreign(node)
            op = _convert_call(node, env, function)
            ops.append(op)
            env[node] = op.outputs if op.unpack else op.outputs[0]
        elif node.op == "output":
            flat = list(torch.utils._pytree.tree_leaves(node.args[0], is_leaf=lambda x: x is None))
            outputs = []
            for n, port in zip(flat, output_ports):
                if port is not None:
                    outputs.append((port, None if n is None else env[n]))
        elif node.op == "get_attr" and (rebuilt := _literal(gm, node)) is not None:
            ops += rebuilt
            env[node] = rebuilt[-1].outputs[0]
        elif node.op == "get_attr":
            t = getattr(gm, str(node.target), None)
            large = isinstance(t, torch.Tensor) and t.device.type != "meta" and t.numel() > LITERAL_ELEMENTS
            raise CaptureError(
                f"the model uses a tensor constant ({node.target}) that is neither a parameter nor "
                f"a buffer{source_line_of_node(node)}"
                + (f": {t.numel()} elements made from Python values, more than the {LITERAL_ELEMENTS} a "
                   "program rebuilds from its numbers" if large else "")
                + "; register it with `register_buffer` so that its value comes from the live model")
        else:
            raise CaptureError(f"unsupported construct {node.op} {node.target}"
                               f"{source_line_of_node(node)}")

    return Program(name=name, inputs=tuple(inputs), input_ports=tuple(input_ports), ops=tuple(ops),
                   outputs=tuple(v for _, v in outputs), output_ports=tuple(p for p, _ in outputs))


def _refuse_foreign(node: torch.fx.Node) -> None:
    """An op of another library's namespace (a torch.library custom op with no decomposition)
    reached the traced program: an artifact names only torch's and thunder-aot's ops, so say
    which op, where the model called it, and what to do, at capture rather than later."""
    namespace = str(node.target).split(".")[0]
    if namespace in NAMESPACES:
        return
    module = (node.meta.get("custom") or {}).get(MODULE_KEY, "")
    path, _, kind = module.partition(":")
    where = f" in {path or 'the model'} ({kind})" if module else ""
    raise CaptureError(
        f"the model calls {node.target}, an operator of the {namespace!r} library{where}"
        f"{source_line_of_node(node)}; an artifact can name only torch's own operators "
        f"({', '.join(NAMESPACES)}), and this one does not decompose into them.\n"
        f"hint: {_FOREIGN_HINTS.get(namespace, _FOREIGN_HINT)}")


_FOREIGN_HINT = ("give the operator a decomposition into ATen (a torch.library "
                 "CompositeImplicitAutograd implementation is traced through), or select the library's "
                 "plain-PyTorch code path")
_FOREIGN_HINTS = {
    # Its grouped-matmul op is captured as aotc.grouped_mm (aotc.frontend.moe); what is left are
    # kernels of other libraries it dispatches to.
    "transformers": ("build the model with a plain-PyTorch implementation of the layer that calls it: "
                     "for attention `attn_implementation=\"sdpa\"`; for mixtures of experts the default "
                     "`experts_implementation` (\"grouped_mm\"), not a kernel library's"),
}


# The most elements a constant made inside forward from Python values may have: index lists
# (`x[..., [-2], :]`), small tables, an empty tensor a cache starts from. Larger constants are
# model state in all but name, and must come from the live model as buffers.
LITERAL_ELEMENTS = 64


def _literal(gm: torch.fx.GraphModule, node: torch.fx.Node) -> list[Op] | None:
    """The ops that recreate a small tensor made from Python values inside forward
    (`torch.tensor(2.0)`, an index list, `torch.tensor([])`), which the tracer lifts to a graph
    constant with a real value: each element from its number, stacked and shaped. None for
    anything else (a fake or meta tensor, whose value nobody knows; a large one)."""
    t = getattr(gm, str(node.target), None)
    if isinstance(t, torch._subclasses.FakeTensor):
        t = t.constant          # the real value a fake tensor made from Python values keeps, or None
    if not isinstance(t, torch.Tensor) or t.device.type == "meta" or t.is_complex():
        return None
    if t.numel() > LITERAL_ELEMENTS or t.layout is not torch.strided or t.is_quantized or not t.is_contiguous():
        return None
    dtype, device = Dtype(dtype_name(t.dtype)), Device(t.device.type)
    kind = (("dtype", dtype), ("device", device))
    if t.numel() == 0:
        return [Op(name="aten.zeros.default", args=(tuple(t.shape),), kwargs=kind,
                   outputs=(Value(tensor_type(t.contiguous())),))]
    elements = [Op(name="aten.scalar_tensor.default", args=(x,), kwargs=kind,
                   outputs=(Value(TensorType(dtype.name, (), (), device.type)),)) for x in t.flatten().tolist()]
    if t.dim() == 0:
        return elements
    flat = t.contiguous().flatten()
    ops = [*elements, Op(name="aten.stack.default", args=(tuple(e.outputs[0] for e in elements), 0), kwargs=(),
                         outputs=(Value(tensor_type(flat)),))]
    if t.dim() != 1:
        ops.append(Op(name="aten.view.default", args=(ops[-1].outputs[0], tuple(t.shape)), kwargs=(),
                      outputs=(Value(tensor_type(t.contiguous())),)))
    return ops


def _convert_call(node: torch.fx.Node, env, function) -> Op:
    target: torch._ops.OpOverload = node.target
    name = str(target)
    returns = target._schema.returns
    val = node.meta.get("val")
    unpack = len(returns) != 1 or str(returns[0].type).startswith(("Tensor[]", "List"))
    if unpack:
        vals = list(val) if isinstance(val, (tuple, list)) else [val]
        users = _getitem_users(node)
        outputs = []
        for i, x in enumerate(vals):
            if isinstance(x, torch.Tensor) and i in users:
                outputs.append(Value(tensor_type(x)))
            elif isinstance(x, torch.Tensor) or x is None:
                outputs.append(None)
            else:
                raise CaptureError(f"{name} returns a non-tensor ({type(x).__name__}) that the program "
                                   f"uses{source_line_of_node(node)}")
        outputs = tuple(outputs)
    else:
        if not isinstance(val, torch.Tensor):
            raise CaptureError(f"{name} returns {type(val).__name__}, not a tensor"
                               f"{source_line_of_node(node)}")
        outputs = (Value(tensor_type(val)),)
    args = tuple(_arg(a, env, node) for a in node.args)
    positions = FUNCTION_ARGS.get(name, ())
    if positions:
        args = tuple(function(a) if i in positions else a for i, a in enumerate(args))
    kwargs = tuple((k, _arg(a, env, node)) for k, a in node.kwargs.items())
    custom = node.meta.get("custom") or {}
    return Op(name=name, args=args, kwargs=kwargs, outputs=outputs, unpack=unpack,
              checkpoint=custom.get(CHECKPOINT_KEY), module=custom.get(MODULE_KEY, ""),
              source=custom.get(SOURCE_KEY, ""))


def _getitem_users(node: torch.fx.Node) -> set[int]:
    return {u.args[1] for u in node.users if u.op == "call_function" and u.target is operator.getitem}


def _arg(a, env, node):
    if isinstance(a, torch.fx.Node):
        v = env[a]
        if not isinstance(v, Value):
            raise CaptureError(f"{node.target} takes a whole multi-output result as an argument"
                               f"{source_line_of_node(node)}")
        return v
    if isinstance(a, (list, tuple)):
        return tuple(_arg(x, env, node) for x in a)
    if isinstance(a, torch.dtype):
        return Dtype(dtype_name(a))
    if isinstance(a, torch.device):
        return Device(a.type)
    if isinstance(a, torch.layout):
        return Layout(str(a).removeprefix("torch."))
    if isinstance(a, torch.memory_format):
        return MemoryFormat(str(a).removeprefix("torch."))
    if a is None or isinstance(a, (bool, int, float, str)):
        return a
    raise CaptureError(f"{node.target} has an argument of type {type(a).__name__} ({a!r}) that an "
                       f"artifact cannot hold{source_line_of_node(node)}")
