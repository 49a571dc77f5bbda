"""Where in the model's own source an error comes from, and the fix for the tracer's refusals
whose cause we can name."""

from __future__ import annotations

import os
import traceback

import torch

from aotc.frontend.annotations import SOURCE_KEY


# Frames in these are never "the model's line": torch, this package, the standard library.
_TORCH_DIR = os.path.dirname(torch.__file__) + os.sep
_AOTC_DIR = os.path.dirname(os.path.dirname(__file__)) + os.sep
_STDLIB_DIR = os.path.dirname(os.__file__) + os.sep


def _is_user_file(filename: str) -> bool:
    if filename.startswith(("<", _TORCH_DIR, _AOTC_DIR)):
        return False
    return not (filename.startswith(_STDLIB_DIR) and "site-packages" not in filename)


def user_frame(exc: BaseException) -> str:
    """' at file.py:42: `code`' for the innermost frame of the model's own code, or ''."""
    frames = [f for f in traceback.extract_tb(exc.__traceback__) if _is_user_file(f.filename)]
    if not frames:
        return ""
    f = frames[-1]
    return f" at {f.filename}:{f.lineno}: `{(f.line or '').strip()}`"


def source_line_of_node(node) -> str:
    """' at file.py:42: `code`' from the stack trace FX records on a node, else ' at
    llama.py:42' from the source line capture annotates every op with, or ''."""
    trace = node.meta.get("stack_trace") or ""
    if not trace:
        source = (node.meta.get("custom") or {}).get(SOURCE_KEY)
        return f" at {source}" if source else ""
    lines = trace.strip().splitlines()
    for i in range(len(lines) - 1, -1, -1):
        line = lines[i].strip()
        if line.startswith("File ") and _is_user_file(line.split('"')[1]):
            code = lines[i + 1].strip() if i + 1 < len(lines) else ""
            where = line.split('"')[1] + ":" + line.split("line ")[1].split(",")[0]
            return f" at {where}: `{code}`"
    return ""




# Causes we can name for the tracer's most common refusals, and the fix for each; the first
# whose words appear in the error gives the hint.
_HINTS = (
    # `x[mask]`, masked_select and nonzero: how many elements come out depends on the data.
    (("DynamicOutputShapeException", "aten.nonzero", "aten.masked_select"),
     "the model selects elements by a boolean mask (`x[mask]`, masked_select, nonzero), which makes a "
     "tensor whose size depends on the data; an artifact has fixed shapes, so keep the shape and zero "
     "what the mask leaves out: torch.where(mask, x, 0) or x * mask, then reduce (`(x * mask).sum() / "
     "mask.sum()` for a masked mean), or masked ops such as masked_fill"),
    (("use_reentrant=True",),
     "torch.utils.checkpoint(use_reentrant=True) runs its own backward inside autograd, which a traced "
     "program cannot hold; pass use_reentrant=False (the same recomputation, which the artifact keeps) "
     "or leave checkpointing to the compile's --remat-policy"),
    (("DataDependentOutput", "data-dependent", "GuardOnDataDependent"),
     "the model reads a tensor's value (.item(), `if tensor`, a shape from data); an artifact is one "
     "fixed program, so express it with tensor ops such as torch.where"),
    # transformers' models return their key/value cache (DynamicCache) unless told not to
    # (matched against a result's class by call_form.flatten).
    (("cache_utils.",),
     "the model returns transformers' key/value cache, which a training step does not keep; build it "
     "with use_cache=False (`Config(..., use_cache=False)`, or `model.config.use_cache = False`), as an "
     "`hf:` model spec is built"),
    (("Please convert all Tensors to FakeTensors",),
     "the model uses a tensor that is neither a parameter nor a buffer (a plain attribute or a "
     "global); register it with `register_buffer` so the live model supplies it"),
)


def hint(e: BaseException) -> str:
    """'\nhint: ...' naming the fix for a tracer's error whose cause we know, or ''."""
    return hint_for(f"{type(e).__name__}: {e}")


def hint_for(text: str) -> str:
    """'\nhint: ...' for the first known cause whose words are in `text`, or ''."""
    for needles, fix in _HINTS:
        if any(n in text for n in needles):
            return f"\nhint: {fix}"
    return ""
