"""fp8 attention (`--fp8-attention`, with `--fp8 te-delayed`): dense self-attention on float8
q, k and v, its scales delayed as the linears' are (aotc.passes.fp8_delayed), made by the
fp8_linears pass with the linears' carries.

TransformerEngine's recipe for cuDNN's fp8 attention under delayed scaling, with its state as
program values: q, k and v are cast to e4m3 by their own delayed scales, in the kernels that
make them (the rotary embedding's); the kernel quantizes the probabilities S and its output O
by scales the program carries, and reports their amaxes, which renew those scales for the next
step. The backward casts dO to e5m2 likewise, and the kernel quantizes dP and the gradients
dQ, dK, dV (one scale for the three) and reports theirs. O and the gradients come out in fp8
(Hopper's cuDNN writes no bf16 from fp8 inputs) and are dequantized where they are read. The
backward reads the forward's fp8 q, k, v and O: a byte an element saved where bf16 took two.

    t5, t6 = aotc.sdpa.default(q, k, v, None, True, None)           # q: [B, H, L, D], bf16
    ->
    t7 = aten.transpose.int(q, 1, 2) ... t11 = aten._to_copy.default(.., dtype=float8_e4m3fn)  # [B, L, H, D]
    ... the same for k and v ...
    t20, t21, t22, t23 = aotc.fp8_attention.default(t11, t14, t17, qi, ki, vi, s_scale, o_scale, True, None)
    ... (the updates of S's and O's state from t22 and t23) ...
    t24 = aten._to_copy.default(t20, dtype=float32); t25 = aten.mul.Tensor(t24, o_scale_inv)
    t26 = aten._to_copy.default(t25, dtype=bfloat16); t5 = aten.transpose.int(t26, 1, 2)

Each carry is named after the attention's module and what it scales: `<path>:q`, `:k`, `:v`,
`:probabilities`, `:output`, `:grad_output`, `:grad_probabilities`, `:grad_qkv`.

Only what the kernel computes as the op defines it: no mask, q, k and v in bfloat16, one
batch and one length (a multiple of 128) for all three, heads of 128
(aotc.customops.fp8_attention.supported), and gradients laid out heads-last or contiguous.
Other attention stays as it was; a model none of whose attention qualifies is refused, with
the reason.
"""

from __future__ import annotations

from aotc.builder import Builder
from aotc.errors import CompileError
from aotc.customops.fp8_attention import BACKWARD, FORWARD, supported
from aotc.ir import Dtype, MemoryFormat, Op, Program, Value, contiguous_strides
from aotc.ops import OpRegistry
from aotc.passes.fp8_delayed import Carries

SDPA, SDPA_BACKWARD = "aotc.sdpa.default", "aotc.sdpa_backward.default"
E4M3, E5M2 = "float8_e4m3fn", "float8_e5m2"
_TOP = {E4M3: 448.0, E5M2: 57344.0}


def fp8_attention(joint: Program, registry: OpRegistry, carries: Carries) -> Program:
    """Every eligible `aotc.sdpa` and its backward as `aotc.fp8_attention` and
    `aotc.fp8_attention_backward`, their scales made in `carries`: fp8_linears calls it before
    it attaches its carries, so the amaxes of a program's linears and attention are reduced
    over the data axes by one collective."""
    backward_of = {op.args[6]: op for op in joint.ops if op.name == SDPA_BACKWARD}
    mapping: dict[Value, Value] = {}
    forwards: dict[Value, tuple] = {}      # the new lse -> what the backward reads of the forward
    refused: list[str] = []
    ops: list[Op] = []
    for op in joint.ops:
        op = op.replace_inputs(mapping)
        if op.name == SDPA:
            why = _refusal(op, backward_of.get(op.outputs[1]))
            if not why:
                ops += _forward(op, registry, carries, mapping, forwards)
                continue
            refused.append(f"{op.module.split(':')[0] or 'attention'}: {why}")
        elif op.name == SDPA_BACKWARD and op.args[6] in forwards:
            ops += _backward(op, registry, carries, mapping, forwards[op.args[6]])
            continue
        ops.append(op)
    if not forwards:
        # Asked for and given nowhere: say why rather than compile what was not asked for.
        raise CompileError("--fp8-attention: no attention of this model runs in fp8 ("
                           + ("; ".join(refused[:2]) if refused else "it calls no scaled_dot_product_attention")
                           + "); compile without --fp8-attention")
    return joint.replace(ops=tuple(ops), outputs=tuple(mapping.get(v, v) if v is not None else None
                                                      for v in joint.outputs))


def _bshd(shape: tuple) -> tuple:
    return (shape[0], shape[2], shape[1], shape[3])


def _heads_last(v: Value) -> bool:
    """Whether v [B, H, L, D] is the transpose of a contiguous [B, L, H, D]: what the kernel writes."""
    bshd = contiguous_strides(_bshd(v.type.shape))
    return v.type.stride == (bshd[0], bshd[2], bshd[1], bshd[3])


def _refusal(op: Op, backward: Op | None) -> str:
    """Why this attention stays in high precision ("" where it runs in fp8)."""
    q, k, v, mask = op.args[:4]
    if mask is not None:
        return "a mask"
    if not all(isinstance(x, Value) and x.type.dtype == "bfloat16" for x in (q, k, v)):
        return "q, k and v not all bfloat16"
    if any(len(x.type.shape) != 4 for x in (q, k, v)):
        return "not 4-d"
    if op.outputs[1] is None:
        return "no backward reads it"
    why = supported(_bshd(q.type.shape), _bshd(k.type.shape), _bshd(v.type.shape))
    if why:
        return why
    if op.outputs[0] is not None and not _heads_last(op.outputs[0]):
        return "its output laid out other than heads-last"
    grads = () if backward is None else backward.outputs
    if not all(g is None or _heads_last(g) or g.type.stride == contiguous_strides(g.type.shape) for g in grads):
        return "gradients laid out neither heads-last nor contiguous"
    return ""


def _name(op: Op, role: str) -> str:
    return f"{op.module.split(':')[0] or 'attention'}:{role}"


def _dequantized(b: Builder, x8: Value, inv: Value, like: Value) -> Value:
    """x8 [B, L, H, D] dequantized by `inv` into like's dtype and [B, H, L, D] layout."""
    wide = b.emit("aten.mul.Tensor", b.emit("aten._to_copy.default", x8, dtype=Dtype("float32")), inv)
    out = b.emit("aten.transpose.int", b.emit("aten._to_copy.default", wide, dtype=Dtype(like.type.dtype)), 1, 2)
    if out.type.stride != like.type.stride:
        out = b.emit("aten.clone.default", out, memory_format=MemoryFormat("contiguous_format"))
    return out


def _forward(op: Op, registry: OpRegistry, carries: Carries, mapping: dict, forwards: dict) -> list[Op]:
    q, k, v, _, is_causal, scale = op.args
    b = Builder(registry, like=op)
    casts = [carries.quantize(b, x, b.emit("aten.transpose.int", x, 1, 2), E4M3, _TOP[E4M3], _name(op, role))
             for x, role in ((q, "q"), (k, "k"), (v, "v"))]
    device = q.type.device
    s_scale, _, renew_s = carries.made_inside(_name(op, "probabilities"), device, _TOP[E4M3])
    o_scale, o_inv, renew_o = carries.made_inside(_name(op, "output"), device, _TOP[E4M3])
    (q8, qi), (k8, ki), (v8, vi) = casts
    o8, lse, s_amax, o_amax = b.emit_many(FORWARD, q8, k8, v8, qi, ki, vi, s_scale, o_scale, is_causal, scale)
    renew_s(b, s_amax)
    renew_o(b, o_amax)
    out, old_lse = op.outputs
    if out is not None:
        mapping[out] = _dequantized(b, o8, o_inv, out)
    mapping[old_lse] = lse
    forwards[lse] = (q8, k8, v8, qi, ki, vi, o8, o_inv, s_scale)
    return b.ops


def _backward(op: Op, registry: OpRegistry, carries: Carries, mapping: dict, saved: tuple) -> list[Op]:
    grad_out, _, _, _, _, _, lse, is_causal, scale = op.args
    q8, k8, v8, qi, ki, vi, o8, o_inv, s_scale = saved
    b = Builder(registry, like=op)
    do8, do_inv = carries.quantize(b, grad_out, b.emit("aten.transpose.int", grad_out, 1, 2), E5M2, _TOP[E5M2],
                                   _name(op, "grad_output"))
    device = q8.type.device
    dp_scale, _, renew_dp = carries.made_inside(_name(op, "grad_probabilities"), device, _TOP[E5M2])
    dqkv_scale, dqkv_inv, renew_dqkv = carries.made_inside(_name(op, "grad_qkv"), device, _TOP[E5M2])
    dq8, dk8, dv8, dp_amax, dqkv_amax = b.emit_many(BACKWARD, do8, q8, k8, v8, o8, lse, qi, ki, vi, o_inv, do_inv,
                                                    s_scale, dp_scale, dqkv_scale, is_causal, scale)
    renew_dp(b, dp_amax)
    renew_dqkv(b, dqkv_amax)
    for made, old in zip((dq8, dk8, dv8), op.outputs):
        if old is not None:
            mapping[old] = _dequantized(b, made, dqkv_inv, old)
    return b.ops
