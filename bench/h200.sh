#!/usr/bin/env bash
# Every measurement of the whole-step work on one H200, in as little GPU time as it takes.
#
#   bash bench/h200.sh prepare      # on the CPU machine (no GPU time): compile every artifact for CUDA
#   bash bench/h200.sh step         # on the GPU: loss-inside and AdamW tables (~10 min)
#   bash bench/h200.sh longest      # on the GPU: longest sequence, torch.compile (a trial at 150k tokens
#                                   # compiles and steps in about 150 s), then the artifact (building its
#                                   # kernels at 245,760 tokens takes about 7 min, its step 2.5 min)
#
# Copy artifacts/step-8b and artifacts/longest-8b to the GPU machine after `prepare` (a few MB);
# kernels are built there on the first run. Results go to results/*.json and results/*.md.
set -euo pipefail
cd "$(dirname "$0")"
PY=${PYTHON:-python}
MODEL=(--config llama-3-8b --dtype bfloat16)
mkdir -p ../results
case "${1:-}" in
  prepare)
    $PY step.py --prepare --device cuda "${MODEL[@]}" --shape 1x8192 --budget 42 --adamw-budget 72 \
        --out ../artifacts/step-8b
    $PY longest.py --prepare --device cuda "${MODEL[@]}" --budget 120 --offload-gb 64 \
        --lo 65536 --hi 262144 --step 16384 --out ../artifacts/longest-8b
    ;;
  step)
    $PY step.py --device cuda "${MODEL[@]}" --shape 1x8192 --budget 42 --adamw-budget 72 --steps 10 --warmup 3 \
        --out ../artifacts/step-8b --json ../results/step-8b.json --markdown ../results/step-8b.md
    ;;
  longest)
    # 2026-11-24: 122,880 trained and 163,840 did not; one step per trial (each holds AdamW's states)
    $PY longest.py --device cuda "${MODEL[@]}" --variants compile-ac --lo 131072 --hi 155648 --step 8192 \
        --trial-steps 1 --json ../results/longest-compile.json --markdown ../results/longest-compile.md
    $PY longest.py --device cuda "${MODEL[@]}" --variants artifact-offload --budget 120 --offload-gb 64 \
        --trial-steps 1 --out ../artifacts/longest-8b --json ../results/longest-artifact.json \
        --markdown ../results/longest-artifact.md
    ;;
  *)
    echo "usage: bash bench/h200.sh prepare|step|longest" >&2
    exit 2
    ;;
esac
