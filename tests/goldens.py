"""The example models' compiled programs, kept in artifacts/golden/programs/ so that any change
to what the compiler produces shows up in review: tests/test_golden_programs.py recompiles each
one and fails on any program difference (`thunder-aot diff --fail-on ops:any`).

    make golden          # regenerate them all after an intended change, and commit the result
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GOLDEN = ROOT / "artifacts" / "golden" / "programs"

# name -> (spec, example inputs, compile options)
GOLDENS = {
    "mlp": ("examples/mlp.py:MLP", ["f32[8,32]"], {}),
    "mlp-inference": ("examples/mlp.py:MLP", ["f32[8,32]"], {"inference": True}),
    "llama-tiny": ("examples/llama.py:Llama", ["i64[2,64]"], {"args": {"config": "tiny"}}),
    "gpt2-tiny-frozen": ("examples/gpt2.py:GPT2", ["i64[2,16]"], {"args": {"config": "tiny"}, "freeze": ("h.0.*",)}),
    "llama-tiny-zero2": ("examples/llama.py:Llama", ["i64[2,64]"],
                         {"args": {"config": "tiny"}, "shard": "fsdp-zero2", "world_size": 2}),
    "llama-tiny-pp2-zero2": ("examples/llama.py:Llama", ["i64[1,64]"],
                             {"args": {"config": "tiny"}, "mesh": (("pp", 2), ("dp", 2)), "shard": "fsdp-zero2"}),
    "llama-tiny-fused-tp2": ("examples/llama.py:Llama", ["i64[2,64]"],
                             {"args": {"config": "tiny", "fused_qkv": True, "fused_gate_up": True},
                              "mesh": (("tp", 2),)}),
    "llama-tiny-te-delayed": ("examples/llama.py:Llama", ["i64[2,64]"],
                              {"args": {"config": "tiny", "ffn_hidden": 192}, "dtype": "bfloat16", "fp8": "te-delayed"}),
}


def compile_golden(name: str, output: Path) -> Path:
    import aotc
    spec, inputs, options = GOLDENS[name]
    return aotc.compile(spec, inputs, output=output, **options)


def main() -> None:
    import os
    os.chdir(ROOT)                   # specs are relative to the repository, as the manifest records
    if GOLDEN.exists():
        shutil.rmtree(GOLDEN)
    GOLDEN.mkdir(parents=True)
    for name in GOLDENS:
        print(compile_golden(name, GOLDEN / name), file=sys.stderr)


if __name__ == "__main__":
    main()
