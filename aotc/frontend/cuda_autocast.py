"""CUDA's autocast on a CPU trace.

Capture traces on the CPU, where the dispatcher applies the CPU's autocast policy, and the
CUDA one differs (CUDA runs softmax, norms, exp, pow and sums of low-precision tensors in
float32; the CPU does not). For a CUDA target, `cuda_policy()` replaces the CPU autocast
kernels for the duration of a capture with CUDA's policy, from the op lists ATen's
`autocast_mode.h` gives (AT_FORALL_LOWER_PRECISION_FP, AT_FORALL_FP32,
AT_FORALL_FP32_SET_OPT_DTYPE, the norm overloads of AT_FORALL_DIFFERENT_REDISPATCH_SIGNATURE,
AT_FORALL_PROMOTE). tests/test_autocast.py holds these tables to the ops this torch registers
CUDA autocast kernels for, and the casts to those a fake CUDA run makes.
"""

from __future__ import annotations

import contextlib
import warnings

import torch

from aotc.errors import CaptureError

LOWER_PRECISION = (
    "_convolution.deprecated", "_convolution", "conv1d", "conv2d", "conv3d", "conv_tbc", "conv_transpose1d",
    "conv_transpose2d.input", "conv_transpose3d.input", "convolution", "prelu", "addmm", "addmv", "addr", "matmul",
    "einsum", "mm", "mv", "linalg_vecdot", "linear", "addbmm", "baddbmm", "bmm", "chain_matmul", "linalg_multi_dot",
    "_thnn_fused_lstm_cell", "_thnn_fused_gru_cell", "lstm_cell", "gru_cell", "rnn_tanh_cell", "rnn_relu_cell",
    "_scaled_dot_product_flash_attention", "scaled_dot_product_attention",
    "cudnn_convolution", "cudnn_convolution_transpose")
FP32 = (
    "acos", "asin", "cosh", "erfinv", "exp", "expm1", "log", "log10", "log2", "log1p", "reciprocal", "rsqrt", "sinh",
    "tan", "pow.Tensor_Scalar", "pow.Tensor_Tensor", "pow.Scalar", "softplus", "layer_norm", "native_layer_norm",
    "rms_norm", "group_norm", "frobenius_norm.dim", "nuclear_norm", "nuclear_norm.dim", "cosine_similarity",
    "poisson_nll_loss", "cosine_embedding_loss", "nll_loss", "nll_loss2d", "hinge_embedding_loss", "kl_div",
    "l1_loss", "smooth_l1_loss", "huber_loss", "mse_loss", "margin_ranking_loss", "multilabel_margin_loss",
    "soft_margin_loss", "triplet_margin_loss", "multi_margin_loss", "binary_cross_entropy_with_logits", "dist",
    "pdist", "cdist", "renorm", "logsumexp", "upsample_nearest1d", "_upsample_nearest_exact1d", "upsample_nearest2d",
    "_upsample_nearest_exact2d", "upsample_nearest3d", "_upsample_nearest_exact3d", "upsample_linear1d",
    "upsample_bilinear2d", "_upsample_bilinear2d_aa", "upsample_trilinear3d", "upsample_bicubic2d",
    "_upsample_bicubic2d_aa")
FP32_SET_OPT_DTYPE = (
    "prod", "prod.dim_int", "softmax.int", "log_softmax.int", "cumprod", "cumsum", "linalg_vector_norm",
    "linalg_matrix_norm", "linalg_matrix_norm.str_ord", "sum", "sum.dim_IntList")
FP32_APPEND_DTYPE = {"norm.Scalar": "norm.ScalarOpt_dtype", "norm.ScalarOpt_dim": "norm.ScalarOpt_dim_dtype"}
PROMOTE = ("addcdiv", "addcmul", "atan2", "bilinear", "cross", "dot", "vdot", "grid_sampler", "index_put",
           "tensordot", "scatter_add")
BANNED = ("binary_cross_entropy",)     # CUDA autocast raises: unsafe in low precision

_KEY = torch._C.DispatchKey.AutocastCPU


def _overload(name: str) -> torch._ops.OpOverload:
    packet, _, overload = name.partition(".")
    return getattr(getattr(torch.ops.aten, packet), overload or "default")


def _eligible(x) -> bool:
    """What CUDA autocast casts: a floating-point tensor other than float64."""
    return isinstance(x, torch.Tensor) and x.is_floating_point() and x.dtype != torch.float64


def _cast(x, dtype: torch.dtype):
    if _eligible(x):
        return x.to(dtype)
    if isinstance(x, (list, tuple)) and any(_eligible(t) for t in x):
        return type(x)(_cast(t, dtype) for t in x)
    return x


def _tensors(args, kwargs):
    for a in list(args) + list(kwargs.values()):
        yield from (a if isinstance(a, (list, tuple)) else (a,))


def _below_autocast(op, args, kwargs):
    with torch._C._ExcludeDispatchKeyGuard(torch._C.DispatchKeySet(_KEY)):
        return op(*args, **kwargs)


def _kernel(name: str):
    op = _overload(name)
    if name in LOWER_PRECISION or name in FP32 or name in PROMOTE:
        def cast_all(*args, **kwargs):
            if name in LOWER_PRECISION:
                dtype = torch.get_autocast_dtype("cpu")
            elif name in FP32:
                dtype = torch.float32
            else:                              # the widest floating type among the inputs
                dtypes = {t.dtype for t in _tensors(args, kwargs) if _eligible(t)}
                dtype = next(iter(dtypes)) if len(dtypes) == 1 else torch.float32
            return _below_autocast(op, [_cast(a, dtype) for a in args], {k: _cast(v, dtype) for k, v in kwargs.items()})
        return cast_all
    if name in FP32_SET_OPT_DTYPE:
        slot = next(i for i, a in enumerate(op._schema.arguments) if a.name == "dtype")

        def set_dtype(*args, **kwargs):
            given = args[slot] if len(args) > slot else kwargs.get("dtype")
            if args and _eligible(args[0]) and given is None:
                args, kwargs = args[:slot], {**kwargs, "dtype": torch.float32}
            return _below_autocast(op, args, kwargs)
        return set_dtype
    if name in FP32_APPEND_DTYPE:
        with_dtype = _overload(FP32_APPEND_DTYPE[name])

        def append_dtype(*args, **kwargs):
            if args and _eligible(args[0]):
                return _below_autocast(with_dtype, args, {**kwargs, "dtype": torch.float32})
            return _below_autocast(op, args, kwargs)
        return append_dtype
    if name in BANNED:
        def refuse(*args, **kwargs):
            raise CaptureError(f"aten.{name} under torch.autocast(\"cuda\") is refused by CUDA autocast itself "
                               "(unsafe in low precision): use binary_cross_entropy_with_logits, or leave autocast "
                               "around it")
        return refuse

    def unchanged(*args, **kwargs):            # a CPU autocast kernel CUDA's policy does not have
        return _below_autocast(op, args, kwargs)
    return unchanged


def cuda_ops() -> tuple[str, ...]:
    """Every op this module gives a CUDA autocast kernel."""
    return LOWER_PRECISION + FP32 + FP32_SET_OPT_DTYPE + tuple(FP32_APPEND_DTYPE) + PROMOTE + BANNED


def registered(key: str) -> set[str]:
    """The aten ops ('addmm', 'pow.Scalar') this torch registers a kernel for at `key`."""
    return {n.removeprefix("aten::") for n in torch._C._dispatch_get_all_op_names()
            if n.startswith("aten::") and torch._C._dispatch_has_kernel_for_dispatch_key(n, key)}


@contextlib.contextmanager
def cuda_policy():
    """For the duration: the CPU's autocast casts as CUDA's does."""
    lib = torch.library.Library("aten", "IMPL")
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")        # "overriding a previously registered kernel"
            for name in sorted(set(cuda_ops()) | registered("AutocastCPU")):
                lib.impl(name, _kernel(name), "AutocastCPU")
        yield
    finally:
        lib._destroy()
