"""Each matmul of an artifact's step, in the kernel torch picks against the kernels a CUDA pack
could hold instead: Inductor's Triton matmul templates (max-autotune, persistent TMA ones
included on Hopper) and every algorithm cuBLASLt's heuristic offers for the shape.

    python bench/matmuls.py --artifact artifacts/llama-8b --json mm.json --markdown mm.md

It answers whether choosing each matmul's kernel at build-kernels time could make the step
faster. Every distinct matmul of the forward and backward programs (`aten.mm` with its shapes,
strides and dtype) is run back to back on random inputs of its exact layout, long enough for
the GPU to settle at the clock a training step runs at, and every choice is timed twice, in
turns (each time the median of three runs; the report keeps the lower of the two). The report
gives, per matmul, how often a step runs it and each choice's time, and
for the step the sum over its matmuls with torch's kernels against the best choice per shape.
Choices whose results differ from torch's beyond the dtype's rounding are reported and left out
of the best. Nothing asserts a time.
"""

from __future__ import annotations

import argparse
import ctypes
import ctypes.util
import glob
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

import torch

from report import emit

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

# Relative error a choice may show against torch's own result and still count as the same matmul
# (accumulation order differs between kernels; inputs are N(0, 1)).
TOLERANCE = {torch.bfloat16: 2e-2, torch.float16: 5e-3, torch.float32: 1e-3}


def artifact_matmuls(path) -> tuple[Counter, Counter]:
    """(the step's `aten.mm` calls by (dtype, a's shape and stride, b's shape and stride),
    the other matmul-like ops by name, which this benchmark does not time)."""
    from aotc.format.artifact import read_artifact
    _, programs = read_artifact(path)
    mms, others = Counter(), Counter()
    for program in programs.values():
        for op in program.flat_ops():
            if op.name == "aten.mm.default":
                a, b = op.args[:2]
                mms[(a.type.dtype, a.type.shape, a.type.stride, b.type.shape, b.type.stride)] += 1
            elif op.name.split(".")[1] in ("addmm", "bmm", "baddbmm", "_scaled_mm", "matmul"):
                others[op.name] += 1
    return mms, others


def layout(shape, stride) -> str:
    """'N' for a row-major operand, 'T' for a transposed view of one."""
    return "N" if stride[1] == 1 else "T"


def operand(shape, stride, dtype, device):
    t = torch.empty_strided(shape, stride, dtype=dtype, device=device)
    return t.normal_()


def timed(fn, device, min_ms: float = 60.0, reps: int = 3) -> float:
    """Median milliseconds per call over `reps` runs of back-to-back calls lasting `min_ms` each."""
    def sync():
        if device == "cuda":
            torch.cuda.synchronize()
    for _ in range(3):
        fn()
    sync()
    start = time.perf_counter()
    fn()
    sync()
    n = max(int(min_ms / max((time.perf_counter() - start) * 1e3, 1e-3)), 5)
    times = []
    for _ in range(reps):
        sync()
        start = time.perf_counter()
        for _ in range(n):
            fn()
        sync()
        times.append((time.perf_counter() - start) * 1e3 / n)
    return statistics.median(times)


def template_mm(a, b):
    """torch.mm compiled by Inductor with max-autotune over its Triton matmul templates only:
    the kernel a CUDA pack would store for this shape."""
    options = {"max_autotune": True, "max_autotune_gemm": True, "max_autotune_gemm_backends": "TRITON"}
    if torch.cuda.get_device_capability() >= (9, 0):
        options["triton.enable_persistent_tma_matmul"] = True
    torch._dynamo.reset()
    fn = torch.compile(lambda x, y: torch.mm(x, y), dynamic=False, options=options)
    fn(a, b)
    return lambda: fn(a, b)


class CublasLt:
    """The few cuBLASLt calls it takes to list a matmul's algorithms and run each (ctypes)."""

    _TYPES = {torch.bfloat16: 14, torch.float16: 2}      # cudaDataType_t
    _COMPUTE_32F, _SCALE_32F = 68, 0
    _TRANSA, _TRANSB, _MAX_WORKSPACE = 3, 4, 1             # descriptor and preference attributes
    _WORKSPACE = 32 << 20

    class _Heuristic(ctypes.Structure):
        _fields_ = [("algo", ctypes.c_uint64 * 8), ("workspace", ctypes.c_size_t), ("state", ctypes.c_int),
                    ("waves", ctypes.c_float), ("reserved", ctypes.c_int * 4)]

    def __init__(self):
        site = Path(torch.__file__).resolve().parent.parent
        found = sorted(glob.glob(str(site / "nvidia" / "**" / "libcublasLt.so*"), recursive=True))
        name = found[0] if found else ctypes.util.find_library("cublasLt")
        if name is None:
            raise OSError("no libcublasLt next to torch or on the library path")
        self.lib = ctypes.CDLL(name)
        self.handle = ctypes.c_void_p()
        self._check(self.lib.cublasLtCreate(ctypes.byref(self.handle)), "cublasLtCreate")
        self.workspace = torch.empty(self._WORKSPACE, dtype=torch.uint8, device="cuda")

    @staticmethod
    def _check(status, what):
        if status != 0:
            raise RuntimeError(f"{what} returned cuBLAS status {status}")

    def _layout(self, dtype, rows, cols, ld):
        out = ctypes.c_void_p()
        self._check(self.lib.cublasLtMatrixLayoutCreate(ctypes.byref(out), ctypes.c_int(self._TYPES[dtype]),
                                                        ctypes.c_uint64(rows), ctypes.c_uint64(cols),
                                                        ctypes.c_int64(ld)), "cublasLtMatrixLayoutCreate")
        return out

    def _operand(self, t):
        """A row-major view [r, c] as cuBLAS sees it (column-major), and whether to transpose it
        to get t's transpose: cuBLAS computes out^T = b^T a^T."""
        (r, c), (s0, s1) = t.shape, t.stride()
        if 1 not in (s0, s1):
            raise ValueError(f"an operand with strides {(s0, s1)} is neither row- nor column-major")
        if s1 == 1:
            return self._layout(t.dtype, c, r, s0), 0
        return self._layout(t.dtype, r, c, s1), 1

    def algorithms(self, a, b, out, count: int = 16):
        """One callable per algorithm the heuristic offers for out = a @ b."""
        if a.dtype not in self._TYPES:
            return []
        (m, _), n = a.shape, b.shape[1]
        lay_b, op_b = self._operand(b)
        lay_a, op_a = self._operand(a)
        lay_out = self._layout(out.dtype, n, m, n)
        desc = ctypes.c_void_p()
        self._check(self.lib.cublasLtMatmulDescCreate(ctypes.byref(desc), ctypes.c_int(self._COMPUTE_32F),
                                                      ctypes.c_int(self._SCALE_32F)), "cublasLtMatmulDescCreate")
        for attr, value in ((self._TRANSA, op_b), (self._TRANSB, op_a)):
            v = ctypes.c_int(value)
            self._check(self.lib.cublasLtMatmulDescSetAttribute(desc, ctypes.c_int(attr), ctypes.byref(v),
                                                                ctypes.c_size_t(4)), "cublasLtMatmulDescSetAttribute")
        pref = ctypes.c_void_p()
        self._check(self.lib.cublasLtMatmulPreferenceCreate(ctypes.byref(pref)), "cublasLtMatmulPreferenceCreate")
        ws = ctypes.c_uint64(self._WORKSPACE)
        self._check(self.lib.cublasLtMatmulPreferenceSetAttribute(pref, ctypes.c_int(self._MAX_WORKSPACE),
                                                                  ctypes.byref(ws), ctypes.c_size_t(8)),
                    "cublasLtMatmulPreferenceSetAttribute")
        results, returned = (self._Heuristic * count)(), ctypes.c_int()
        self._check(self.lib.cublasLtMatmulAlgoGetHeuristic(self.handle, desc, lay_b, lay_a, lay_out, lay_out, pref,
                                                            ctypes.c_int(count), results, ctypes.byref(returned)),
                    "cublasLtMatmulAlgoGetHeuristic")
        alpha, beta = ctypes.c_float(1.0), ctypes.c_float(0.0)

        def runner(i):
            def run():
                stream = ctypes.c_void_p(torch.cuda.current_stream().cuda_stream)
                self._check(self.lib.cublasLtMatmul(
                    self.handle, desc, ctypes.byref(alpha), ctypes.c_void_p(b.data_ptr()), lay_b,
                    ctypes.c_void_p(a.data_ptr()), lay_a, ctypes.byref(beta), ctypes.c_void_p(out.data_ptr()),
                    lay_out, ctypes.c_void_p(out.data_ptr()), lay_out, ctypes.byref(results[i].algo),
                    ctypes.c_void_p(self.workspace.data_ptr()), ctypes.c_size_t(self._WORKSPACE), stream),
                    "cublasLtMatmul")
                return out
            return run
        return [runner(i) for i in range(returned.value)]


def measure(key, count, device, templates: bool, lt: CublasLt | None) -> dict:
    dtype_name, a_shape, a_stride, b_shape, b_stride = key
    dtype = getattr(torch, dtype_name)
    a, b = operand(a_shape, a_stride, dtype, device), operand(b_shape, b_stride, dtype, device)
    ref = torch.mm(a, b).float()
    scale = ref.abs().max().item() or 1.0
    choices = {"torch": lambda: torch.mm(a, b)}
    if templates:
        try:
            choices["template"] = template_mm(a, b)
        except Exception as e:   # a shape no template covers: report it, time the rest
            print(f"  no template for {a_shape} @ {b_shape}: {type(e).__name__}: {str(e)[:200]}", file=sys.stderr)
    if lt is not None:
        out = torch.empty(a_shape[0], b_shape[1], dtype=dtype, device=device)
        try:
            for i, run in enumerate(lt.algorithms(a, b, out)):
                choices[f"cublaslt[{i}]"] = run
        except (RuntimeError, ValueError) as e:   # no algorithm for this shape or layout
            print(f"  no cuBLASLt algorithm for {a_shape} @ {b_shape}: {e}", file=sys.stderr)
    errors = {}
    for name, fn in list(choices.items()):
        try:
            errors[name] = (fn().float() - ref).abs().max().item() / scale
        except Exception as e:
            print(f"  {name} failed for {a_shape} @ {b_shape}: {e}", file=sys.stderr)
            del choices[name]
    times = {name: [] for name in choices}
    for _ in range(2):   # in turns, so drifting clocks weigh on every choice alike
        for name, fn in choices.items():
            times[name].append(timed(fn, device))
    ms = {name: min(t) for name, t in times.items()}
    ok = [n for n in ms if errors[n] <= TOLERANCE.get(dtype, 1e-3)]
    best = min(ok, key=ms.get)
    m, k = a_shape
    n = b_shape[1]
    return {"m": m, "k": k, "n": n, "dtype": dtype_name, "layout": layout(a_shape, a_stride) + layout(b_shape, b_stride),
            "per_step": count, "ms": {k_: round(v, 4) for k_, v in ms.items()},
            "rel_error": {k_: float(f"{v:.2e}") for k_, v in errors.items()},
            "best": best, "best_vs_torch": round(ms[best] / ms["torch"], 4),
            "tflops_torch": float(f"{2 * m * k * n / ms['torch'] / 1e9:.4g}")}


def table(report: dict) -> str:
    lines = ["| m x k x n | layout | per step | torch | best Triton template | best cuBLASLt | best / torch |",
             "|---|---|---:|---:|---:|---:|---:|"]
    for r in report["matmuls"]:
        tmpl = r["ms"].get("template")
        lts = [v for k, v in r["ms"].items() if k.startswith("cublaslt")]
        lines.append(f"| {r['m']} x {r['k']} x {r['n']} | {r['layout']} | {r['per_step']} | {r['ms']['torch']:.3f} ms "
                     f"({r['tflops_torch']:.3g} TFLOP/s) | {'' if tmpl is None else f'{tmpl:.3f} ms'} | "
                     f"{'' if not lts else f'{min(lts):.3f} ms'} | {r['best_vs_torch']:.3f} |")
    s = report["step"]
    lines.append(f"| **step** | | {s['matmuls']} | {s['torch_ms']:.1f} ms | | | {s['best_ms'] / s['torch_ms']:.3f} "
                 f"({s['best_ms']:.1f} ms) |")
    return "\n".join(lines)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--artifact", required=True, help="artifact directory whose matmuls to time")
    ap.add_argument("--device", default="cuda" if torch.cuda.is_available() else "cpu", choices=["cpu", "cuda"])
    ap.add_argument("--no-templates", action="store_true", help="skip Inductor's Triton matmul templates "
                                                                 "(CUDA only; on the CPU only torch's kernels are timed)")
    ap.add_argument("--no-cublaslt", action="store_true", help="skip cuBLASLt's algorithms (CUDA only)")
    ap.add_argument("--top", type=int, default=0,
                    help="time only the N matmuls that take the most of a step (by count x flops; 0: all)")
    ap.add_argument("--json", help="write the report here")
    ap.add_argument("--markdown", help="write the table here")
    a = ap.parse_args(argv)
    if not Path(a.artifact).is_dir():
        sys.exit(f"{a.artifact}: no such artifact directory; compile one with `thunder-aot compile ... -o DIR`")
    mms, others = artifact_matmuls(a.artifact)
    if not mms:
        sys.exit(f"{a.artifact}: its programs hold no aten.mm to time (other matmuls: {dict(others) or 'none'})")
    keys = sorted(mms, key=lambda k: -mms[k] * k[1][0] * k[1][1] * k[3][1])
    if a.top:
        keys = keys[: a.top]
    lt = None
    if a.device == "cuda" and not a.no_cublaslt:
        try:
            lt = CublasLt()
        except OSError as e:
            print(f"cuBLASLt not timed: {e}", file=sys.stderr)
    rows = []
    for key in keys:
        rows.append(measure(key, mms[key], a.device, a.device == "cuda" and not a.no_templates, lt))
        r = rows[-1]
        print(f"{r['m']}x{r['k']}x{r['n']} {r['layout']} x{r['per_step']}: torch {r['ms']['torch']:.3f} ms, "
              f"best {r['best']} {r['best_vs_torch']:.3f}", file=sys.stderr)
    torch_ms = sum(r["per_step"] * r["ms"]["torch"] for r in rows)
    best_ms = sum(r["per_step"] * r["ms"][r["best"]] for r in rows)
    report = {"artifact": str(a.artifact), "device": torch.cuda.get_device_name() if a.device == "cuda" else "cpu",
              "torch": torch.__version__, "matmuls": rows, "not_timed": dict(others),
              "step": {"matmuls": sum(r["per_step"] for r in rows), "torch_ms": round(torch_ms, 2),
                       "best_ms": round(best_ms, 2)}}
    emit(report, table(report), a.json, a.markdown)


if __name__ == "__main__":
    main()
