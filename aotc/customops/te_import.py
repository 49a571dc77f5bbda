"""Loading TransformerEngine, for the runtime's TE kernels (its fp8 GEMM, aotc.runtime.te; its
fused attention, aotc.customops.varlen_te): its version, and its import in an order that keeps
cuDNN one library."""

from __future__ import annotations

import ctypes
from pathlib import Path


def te_version() -> str | None:
    """The installed TransformerEngine's version, or None."""
    try:
        from importlib import metadata
        return metadata.version("transformer_engine")
    except Exception:           # not installed, or installed without its metadata
        return None


# cuDNN's libraries in the order each needs the ones before it.
_CUDNN = ("libcudnn_graph.so.9", "libcudnn_engines_precompiled.so.9", "libcudnn_engines_runtime_compiled.so.9",
          "libcudnn_heuristic.so.9", "libcudnn_ops.so.9", "libcudnn_cnn.so.9", "libcudnn_adv.so.9", "libcudnn.so.9")


def import_te():
    """TransformerEngine's PyTorch part, imported so that its core library resolves cuDNN to
    torch's own. That library carries no search path: imported after torch has loaded part of
    cuDNN from its wheel (the first attention kernel does), it would take the rest from the
    system's copy, another version, and fail to load. Loading all of the wheel's cuDNN first
    gives every name one meaning."""
    try:
        import nvidia.cudnn
        where = Path(list(nvidia.cudnn.__path__)[0]) / "lib"
    except (ImportError, IndexError):
        where = None
    if where is not None:
        for name in _CUDNN:
            if (where / name).exists():
                try:
                    ctypes.CDLL(str(where / name), mode=ctypes.RTLD_GLOBAL)
                except OSError:       # a library this cuDNN does not split out
                    pass
    import transformer_engine.pytorch as te
    return te
