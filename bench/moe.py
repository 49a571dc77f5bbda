"""Mixture of experts: eager, torch.compile and the thunder-aot artifact side by side, one fresh
process each, and the routed (grouped) matmuls' rate.

    # the H200 run (compile the artifacts anywhere first, build their kernels on the GPU machine):
    thunder-aot compile bench/moe.py:hf_qwen3_moe --arg preset=qwen3-30b-a3b --arg n_layers=4 \\
        --shape 1x4096 --dtype bfloat16 --device cuda -o artifacts/moe-4l
    thunder-aot compile bench/moe.py:hf_qwen3_moe --arg preset=qwen3-30b-a3b --arg n_layers=4 \\
        --shape 1x4096 --dtype bfloat16 --device cuda --fp8 --fp8-experts forward --fp8-skip '*.mlp.gate.*' -o artifacts/moe-4l-fp8
    thunder-aot build-kernels artifacts/moe-4l
    thunder-aot build-kernels artifacts/moe-4l-fp8
    python bench/moe.py --preset qwen3-30b-a3b --layers 4 --shape 1x4096 --dtype bfloat16 \\
        --variants eager,compile,artifact,artifact-fp8 --artifact artifacts/moe-4l \\
        --artifact-fp8 artifacts/moe-4l-fp8 --json moe.json --markdown moe.md

    # the CPU check (32 experts, top-2): compiles its own artifact
    python bench/moe.py --preset cpu-32x2 --device cpu

The model is transformers' Qwen3MoeForCausalLM with its default experts (`--model hf`, the
default) or examples/moe.py's MoETransformer (`--model example`, for a machine without
transformers), built from a preset's shapes. A step is forward, cross-entropy on float32
logits plus the router's auxiliary loss, and backward; no optimizer. Each variant reports its
first step (torch.compile: with its compile; the artifact: with its load), the median step
after --warmup, the peak memory (CUDA) and tokens/s. `--cudagraphs` adds the artifact replayed
from CUDA graphs. `artifact-fp8` is the artifact compiled with `--fp8 --fp8-experts` (linears and
experts in float8, `--fp8-experts forward` unless said otherwise; the router's gate,
`*.mlp.gate.*` or `*.router.*`, kept in bf16 unless `--fp8-skip` says otherwise).

Routed matmuls (bench/routed.py): the step's expert matmuls (forward, input and weight gradients:
3 x 2 x rows x dim x hidden x 3 per layer for gated experts) are timed alone, at the preset's shapes
with rows routed uniformly at random, through `aotc.grouped_mm` (ATen's grouped GEMM in
bfloat16), through `aotc.scaled_grouped_mm` on float8 operands quantized beforehand (what
`--fp8` runs: torch's fp8 grouped GEMM on sm90, the weight gradients' rows padded to 16 per
expert inside the kernel; the casts, fused into other kernels in the artifact, are not timed)
and through a loop of `mm` over the experts (what eager float32 and the portable kernel run);
`--profile DIR` also writes each variant's kernels with their device time, where the grouped
GEMM kernels show under their own names. Nothing asserts a time.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
VARIANTS = ("eager", "compile", "artifact", "artifact-portable", "artifact-cudagraphs", "artifact-fp8")

# Shapes of a Qwen3-MoE configuration: hidden, experts, top-k, expert hidden, heads, kv heads,
# head size, vocabulary, layers.
PRESETS = {
    "qwen3-30b-a3b": dict(hidden_size=2048, num_experts=128, num_experts_per_tok=8, moe_intermediate_size=768,
                          num_attention_heads=32, num_key_value_heads=4, head_dim=128, vocab_size=151936,
                          num_hidden_layers=48),
    "cpu-32x2": dict(hidden_size=256, num_experts=32, num_experts_per_tok=2, moe_intermediate_size=256,
                     num_attention_heads=8, num_key_value_heads=4, head_dim=32, vocab_size=1024, num_hidden_layers=2),
    "tiny": dict(hidden_size=64, num_experts=8, num_experts_per_tok=2, moe_intermediate_size=32,
                 num_attention_heads=4, num_key_value_heads=2, head_dim=16, vocab_size=256, num_hidden_layers=2),
}


def hf_qwen3_moe(preset: str = "tiny", n_layers: int | None = None):
    """transformers' Qwen3-MoE with a preset's shapes and its default experts (a spec for
    `thunder-aot compile bench/moe.py:hf_qwen3_moe --arg preset=...`)."""
    from transformers import Qwen3MoeConfig, Qwen3MoeForCausalLM
    shapes = dict(PRESETS[preset])
    if n_layers:
        shapes["num_hidden_layers"] = n_layers
    return Qwen3MoeForCausalLM(Qwen3MoeConfig(
        **shapes, intermediate_size=4 * shapes["hidden_size"], max_position_embeddings=8192, use_cache=False,
        output_router_logits=True, router_aux_loss_coef=1e-3, norm_topk_prob=True, attn_implementation="sdpa"))


def example_moe(preset: str = "tiny", n_layers: int | None = None):
    """examples/moe.py's MoETransformer with the same shapes."""
    import importlib.util
    spec = importlib.util.spec_from_file_location("bench_moe_example", ROOT / "examples" / "moe.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["bench_moe_example"] = module
    spec.loader.exec_module(module)
    s = PRESETS[preset]
    config = module.MoEConfig(vocab_size=s["vocab_size"], dim=s["hidden_size"], n_layers=n_layers or s["num_hidden_layers"],
                              n_heads=s["num_attention_heads"], n_kv_heads=s["num_key_value_heads"],
                              head_dim=s["head_dim"], n_experts=s["num_experts"], top_k=s["num_experts_per_tok"],
                              expert_hidden=s["moe_intermediate_size"], z_coef=0.0)
    return module.MoETransformer(config)


FACTORIES = {"hf": hf_qwen3_moe, "example": example_moe}


def parse(argv=None):
    from report import has_cuda     # as in main: bench/ is on the path only when this runs as a script
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--preset", default="tiny", choices=sorted(PRESETS))
    ap.add_argument("--model", default="hf", choices=sorted(FACTORIES))
    ap.add_argument("--layers", type=int, help="override the preset's layers")
    ap.add_argument("--shape", default="2x64", help="BxT token batch (default 2x64)")
    ap.add_argument("--dtype", default="float32", choices=["float32", "bfloat16"])
    ap.add_argument("--device", default="cuda" if has_cuda() else "cpu", choices=["cpu", "cuda"])
    ap.add_argument("--steps", type=int, default=10)
    ap.add_argument("--warmup", type=int, default=3)
    ap.add_argument("--variants", default="eager,compile,artifact", help=f"comma-separated, from {', '.join(VARIANTS)}")
    ap.add_argument("--cudagraphs", action="store_true", help="add the artifact-cudagraphs variant")
    ap.add_argument("--artifact", help="artifact to load (default: compile one into artifacts/bench-moe-*)")
    ap.add_argument("--artifact-fp8", help="the --fp8 artifact artifact-fp8 loads (default: compile one)")
    ap.add_argument("--fp8-experts", default="forward", choices=("forward", "all"),
                    help="which of the experts' grouped matmuls the artifact-fp8 compile puts in fp8")
    ap.add_argument("--fp8-skip", action="append",
                    help="what the artifact-fp8 compile keeps in bf16 (default: the router's gate)")
    ap.add_argument("--no-matmuls", action="store_true", help="skip timing the routed matmuls alone")
    ap.add_argument("--profile", help="write each variant's CUDA kernels with their device time here")
    ap.add_argument("--interleave", action="store_true",
                    help="eager and the artifact in one process, steps alternating, and the median of each "
                         "pair's ratio: a figure a busy machine moves less (the CPU check)")
    ap.add_argument("--json", help="write the report here")
    ap.add_argument("--markdown", help="write the table here")
    ap.add_argument("--one", help=argparse.SUPPRESS)      # internal: run one variant, print JSON
    return ap.parse_args(argv)


def build(a):
    return FACTORIES[a.model](a.preset, a.layers)


def shapes(a) -> dict:
    s = dict(PRESETS[a.preset])
    if a.layers:
        s["num_hidden_layers"] = a.layers
    return s


def routed_flops(a) -> float:
    """The step's expert-matmul FLOPs: per layer, rows = tokens x k; gate-up (2 x hidden wide)
    and down, forward + input gradient + weight gradient."""
    s = shapes(a)
    b, t = (int(x) for x in a.shape.lower().split("x"))
    rows = b * t * s["num_experts_per_tok"]
    forward = 2 * rows * s["hidden_size"] * 3 * s["moe_intermediate_size"]
    return 3 * forward * s["num_hidden_layers"]


def run_one(a) -> dict:
    import torch
    import torch.nn.functional as F
    from report import time_steps

    sys.path.insert(0, str(ROOT))
    variant = a.one
    b, t = (int(x) for x in a.shape.lower().split("x"))
    dtype = getattr(torch, a.dtype)
    torch.manual_seed(0)
    with torch.device(a.device):
        model = build(a).to(dtype)
    vocab = shapes(a)["vocab_size"]
    idx = torch.randint(0, vocab, (b, t), device=a.device)
    targets = torch.randint(0, vocab, (b, t), device=a.device)

    def sync():
        if a.device == "cuda":
            torch.cuda.synchronize()

    sync()
    start = time.perf_counter()
    load_s = 0.0
    if variant == "compile":
        step_model = torch.compile(model)
    elif variant.startswith("artifact"):
        import aotc.runtime
        step_model = aotc.runtime.load(a.artifact_fp8 if variant == "artifact-fp8" else a.artifact, model,
                                       kernels="off" if variant.endswith("portable") else "auto",
                                       cudagraphs=variant.endswith("cudagraphs"))
        load_s = time.perf_counter() - start
    else:
        step_model = model

    def step():
        out = step_model(idx)
        loss = F.cross_entropy(out["logits"].flatten(0, 1).float(), targets.flatten())
        if out.get("aux_loss") is not None:
            loss = loss + out["aux_loss"]
        loss.backward()
        for p in model.parameters():
            p.grad = None
        return loss

    first_loss = step().item()
    sync()
    first_s = time.perf_counter() - start
    times = time_steps(step, a.device, a.warmup, a.steps)
    median = statistics.median(times)
    if a.profile and a.device == "cuda":
        _profile(step, sync, Path(a.profile), variant)
    return {
        "variant": variant, "first_step_s": round(first_s, 3), "load_s": round(load_s, 3),
        "median_ms": round(median * 1e3, 3), "min_ms": round(min(times) * 1e3, 3), "max_ms": round(max(times) * 1e3, 3),
        "tokens_per_s": round(b * t / median, 1),
        "peak_gb": round(torch.cuda.max_memory_allocated() / 1e9, 3) if a.device == "cuda" else None,
        "first_loss": first_loss, "kernel_packs": getattr(step_model, "kernel_packs", {}),
        "device": torch.cuda.get_device_name() if a.device == "cuda" else "cpu", "torch": torch.__version__,
    }


def _profile(step, sync, directory: Path, variant: str) -> None:
    import torch
    from torch.profiler import ProfilerActivity, profile
    with profile(activities=[ProfilerActivity.CUDA, ProfilerActivity.CPU]) as p:
        step()
        sync()
    kernels = {}
    for e in p.events():
        if e.device_type == torch.autograd.DeviceType.CUDA:
            calls, us = kernels.get(e.name, (0, 0.0))
            kernels[e.name] = (calls + 1, us + e.device_time)
    directory.mkdir(parents=True, exist_ok=True)
    with open(directory / f"kernels-{variant}.json", "w") as f:
        json.dump({name: {"calls": c, "us": round(us, 1)} for name, (c, us) in
                   sorted(kernels.items(), key=lambda kv: -kv[1][1])}, f, indent=1)


def interleaved(a) -> dict:
    """Eager and the artifact on twin models in one process, one step of each in turn."""
    import torch
    import torch.nn.functional as F

    sys.path.insert(0, str(ROOT))
    import aotc.runtime
    b, t = (int(x) for x in a.shape.lower().split("x"))
    dtype = getattr(torch, a.dtype)
    torch.manual_seed(0)
    with torch.device(a.device):
        eager = build(a).to(dtype)
        twin = build(a).to(dtype)
    twin.load_state_dict(eager.state_dict())
    compiled = aotc.runtime.load(a.artifact, twin)
    vocab = shapes(a)["vocab_size"]
    idx = torch.randint(0, vocab, (b, t), device=a.device)
    targets = torch.randint(0, vocab, (b, t), device=a.device)

    def step(model, params):
        out = model(idx)
        loss = F.cross_entropy(out["logits"].flatten(0, 1).float(), targets.flatten()) + out["aux_loss"]
        loss.backward()
        for p in params:
            p.grad = None

    def timed(model, params) -> float:
        if a.device == "cuda":
            torch.cuda.synchronize()
        begin = time.perf_counter()
        step(model, params)
        if a.device == "cuda":
            torch.cuda.synchronize()
        return (time.perf_counter() - begin) * 1e3

    sides = ((eager, list(eager.parameters())), (compiled, list(twin.parameters())))
    for _ in range(a.warmup):
        for model, params in sides:
            step(model, params)
    pairs = [(timed(*sides[0]), timed(*sides[1])) for _ in range(a.steps)]
    return {"eager_ms": round(statistics.median(e for e, _ in pairs), 3),
            "artifact_ms": round(statistics.median(c for _, c in pairs), 3),
            "artifact_over_eager": round(statistics.median(c / e for e, c in pairs), 3), "steps": a.steps}


def ensure_artifact(a, fp8: bool = False) -> str:
    given = a.artifact_fp8 if fp8 else a.artifact
    if given:
        return given
    # Imported here, not at the top: this file is also a model spec the CLI imports (where
    # bench/ is not on the path), and the eager and torch.compile variants must run without aotc.
    sys.path.insert(0, str(ROOT))
    import aotc
    from report import build_kernels_apart
    b, t = (int(x) for x in a.shape.lower().split("x"))
    spec = f"{Path(__file__).resolve()}:{'hf_qwen3_moe' if a.model == 'hf' else 'example_moe'}"
    args = {"preset": a.preset, **({"n_layers": a.layers} if a.layers else {})}
    out = ROOT / "artifacts" / f"bench-moe-{a.model}-{a.preset}-{a.device}{'-fp8' if fp8 else ''}"
    options = {"fp8": "tensorwise", "fp8_experts": a.fp8_experts,
               "fp8_skip": tuple(a.fp8_skip or [ROUTER_GATE[a.model]])} if fp8 else {}
    path = aotc.compile(spec, [f"i64[{b},{t}]"], args=args, dtype=a.dtype, device=a.device, output=out, **options)
    build_kernels_apart(path)
    return str(path)


# The router's gate of each model, which the artifact-fp8 compile keeps in bf16 by default (as
# torchao converts only the experts): float8 logits would move the top-k choice.
ROUTER_GATE = {"hf": "*.mlp.gate.*", "example": "*.router.*"}


def table(rows: list[dict], flops: float) -> str:
    lines = ["| variant | first step | step (median) | min..max | tokens/s | peak |", "|---|---:|---:|---:|---:|---:|"]
    for r in rows:
        first = f"{r['first_step_s']:.2f} s" + (f" (load {r['load_s']:.2f} s)" if r["load_s"] else "")
        peak = "" if r["peak_gb"] is None else f"{r['peak_gb']:.2f} GB"
        lines.append(f"| {r['variant']} | {first} | {r['median_ms']:.2f} ms | {r['min_ms']:.2f}..{r['max_ms']:.2f} | "
                     f"{r['tokens_per_s']:,.0f} | {peak} |")
    lines.append(f"\nrouted matmul FLOPs per step: {flops:.3e}")
    return "\n".join(lines)


def main(argv=None):
    # Imported here: this file is also a model spec the CLI imports, where bench/ is not on the path.
    from report import emit, fresh_run, result, variants_of
    from routed import time_routed_matmuls
    a = parse(argv)
    if a.one:
        result(run_one(a))
        return
    if a.interleave:
        a.artifact = ensure_artifact(a)
        pairs = interleaved(a)
        emit({"preset": a.preset, "model": a.model, "shape": a.shape, "dtype": a.dtype, "device": a.device,
              "interleaved": pairs},
             f"eager {pairs['eager_ms']:.2f} ms, artifact {pairs['artifact_ms']:.2f} ms, artifact / eager "
             f"{pairs['artifact_over_eager']:.3f} (median of {pairs['steps']} alternating pairs)", a.json, a.markdown)
        return
    variants = variants_of(a.variants + (",artifact-cudagraphs" if a.cudagraphs else ""), VARIANTS)
    if any(v.startswith("artifact") and v != "artifact-fp8" for v in variants):
        a.artifact = ensure_artifact(a)
    if "artifact-fp8" in variants:
        a.artifact_fp8 = ensure_artifact(a, fp8=True)
    rows = []
    base = list(argv if argv is not None else sys.argv[1:])
    for v in variants:
        row, _ = fresh_run(__file__, [*base, "--one", v, "--artifact", a.artifact or "",
                                      "--artifact-fp8", a.artifact_fp8 or ""], v)
        if row is None:
            continue
        rows.append(row)
        print(f"{v}: {rows[-1]['median_ms']:.2f} ms, peak {rows[-1]['peak_gb']} GB", file=sys.stderr)
    flops = routed_flops(a)
    tokens = math.prod(int(x) for x in a.shape.lower().split("x"))
    matmuls = None if a.no_matmuls else time_routed_matmuls(shapes(a), tokens, a.dtype, a.device)
    report = {"preset": a.preset, "model": a.model, "layers": shapes(a)["num_hidden_layers"], "shape": a.shape,
              "dtype": a.dtype, "device": a.device, "rows": rows, "routed_matmul_flops": flops,
              "routed_matmuls_alone": matmuls}
    by = {r["variant"]: r for r in rows}
    if "eager" in by:
        report["step_over_eager"] = {v: round(r["median_ms"] / by["eager"]["median_ms"], 3) for v, r in by.items()}
    if "compile" in by:
        report["step_over_compile"] = {v: round(r["median_ms"] / by["compile"]["median_ms"], 3) for v, r in by.items()}
    markdown = table(rows, flops)
    if matmuls:
        markdown += "\n\n| routed matmuls alone (per layer) | ms | TFLOP/s |\n|---|---:|---:|\n" + "\n".join(
            f"| {name} | {m['ms_per_layer']:.3f} | {m['tflops']:.1f} |" for name, m in matmuls.items())
    emit(report, markdown, a.json, a.markdown)


if __name__ == "__main__":
    main()
