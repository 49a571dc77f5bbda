#!/usr/bin/env bash
# Eight GPUs (#38): Llama-3-8B's FSDP table and a 70B plan, in as little GPU time as it takes.
#
#   PYTHON=.venv/bin/python bash bench/h200x8.sh prepare   # CPU machine, no GPU time: artifacts, packs (~20 min)
#   bash bench/h200x8.sh scaling    # on 8 GPUs: the artifacts' 8B rows on 1, 2, 4 and 8 GPUs (~6 min)
#   bash bench/h200x8.sh baselines  # on 8 GPUs: FSDP2 + per-block compile and torchtitan's FSDP (~9 min)
#   bash bench/h200x8.sh seventy    # on 8 GPUs: Llama-3-70B, FSDP 8 and FSDP 4 x TP 2, artifact and torchtitan
#
# Every artifact and pack is made by `prepare` (`build-kernels --target sm90 --target-triton`); the
# GPU commands only check the packs (`--check`, a few seconds each, eight at once). Llama-3-8B:
# 32 blocks, 1 x 8192 tokens per data-parallel rank, bf16, the loss inside, AdamW. Llama-3-70B:
# all 80 blocks fit one H200 per rank under FSDP ZeRO-3 over 8 when the compile plans the
# recomputation (`--memory-budget 120 --no-offload`: estimated peak 112 GiB; ZeRO-2 cannot go
# below 208 GB, `thunder-aot inspect` says so); torchtitan's rows recompute every block (--ac
# full). torchao's float8 row needs torchao installed; torchtitan's rows, torchtitan 0.3.0 with
# bench/titan_compat.py (as bench/titan_trainer.py says). Results go to results/x8-*.json; each
# GPU command is meant to fit one 10-minute call. Not yet run on 8 GPUs: its pieces (mesh.py,
# titan_trainer.py, CPU-built packs checked on the GPU) have run on 2 and 4. The artifacts come
# to 77 MB: a device call that carries at most 64 MiB takes the 8B ones (56 MB) to `scaling` and
# the two 70B ones (22 MB) to `seventy`.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
A=artifacts/x8
E8="examples/llama.py:Llama --arg config=llama-3-8b --shape 1x8192 --input i64[1,8192] --dtype bfloat16 --device cuda --optimizer adamw"
E70="examples/llama.py:Llama --arg config=llama-3-70b --shape 1x8192 --input i64[1,8192] --dtype bfloat16 --device cuda --optimizer adamw"
T8="bench/titan_trainer.py --model llama3:8B --layers 32 --shape 1x8192 --steps 8 --warmup 2 --spmd-backend partial_dtensor"
mkdir -p results

check_all() {      # the CPU-built packs of the given artifacts, one GPU each, eight at once
  local i=0
  for d in "$@"; do
    CUDA_VISIBLE_DEVICES=$((i % 8)) $PY -m cli.main build-kernels "$A/$d" --check -q > "results/x8-check-$d.log" 2>&1 &
    i=$((i + 1)); if (( i % 8 == 0 )); then wait; fi
  done
  wait
  grep -h "regions fused" results/x8-check-*.log | sed 's/ in .*//' | sort | uniq -c
}

case "${1:-}" in
  prepare)
    c() { local name=$1; shift; $PY -m cli.main compile "$@" -o "$A/$name" -q && \
          $PY -m cli.main build-kernels "$A/$name" --target sm90 --target-triton -q | head -1; }
    c one $E8
    for n in 2 4 8; do c z2-$n $E8 --shard fsdp-zero2 --world-size $n; done
    c z3-8 $E8 --shard fsdp-zero3 --world-size 8
    c z2-8-fp8 $E8 --shard fsdp-zero2 --world-size 8 --fp8
    c z3-8-fp8 $E8 --shard fsdp-zero3 --world-size 8 --fp8
    c l70-z3-8 $E70 --shard fsdp-zero3 --world-size 8 --memory-budget 120 --no-offload
    c l70-dp4tp2 $E70 --mesh dp_shard=4,tp=2 --shard fsdp-zero3 --memory-budget 120 --no-offload
    $PY -m cli.main inspect "$A/l70-z3-8" | grep -E "memory|remat"
    $PY -m cli.main inspect "$A/l70-dp4tp2" | grep -E "memory|remat"
    ;;
  scaling)
    check_all one z2-2 z2-4 z2-8 z3-8 z2-8-fp8 z3-8-fp8
    $PY bench/mesh.py --nproc 8 --layers 32 --shape 1x8192 --steps 8 --warmup 2 --timeout 150 \
        --artifact one=$A/one --artifact fsdp-zero2-2=$A/z2-2 --artifact fsdp-zero2-4=$A/z2-4 \
        --artifact fsdp-zero2-8=$A/z2-8 --artifact fsdp-zero3-8=$A/z3-8 \
        --artifact fsdp-zero2-8-fp8=$A/z2-8-fp8 --artifact fsdp-zero3-8-fp8=$A/z3-8-fp8 --json results/x8-scaling.json
    ;;
  baselines)
    $PY bench/mesh.py --nproc 8 --layers 32 --shape 1x8192 --steps 8 --warmup 2 --timeout 240 \
        --variants fsdp2-zero2-compile,fsdp2-zero3-compile,fsdp2-zero2-compile-float8 --json results/x8-fsdp2.json
    $PY $T8 --nproc 8 --timeout 240 --json results/x8-titan.json
    ;;
  seventy)
    check_all l70-z3-8 l70-dp4tp2
    $PY bench/mesh.py --nproc 8 --layers 80 --shape 1x8192 --steps 4 --warmup 1 --timeout 200 \
        --artifact fsdp8=$A/l70-z3-8 --artifact fsdp4-tp2=$A/l70-dp4tp2 --json results/x8-70b.json
    for tp in 1 2; do
      $PY bench/titan_trainer.py --model llama3:70B --layers 80 --shape 1x8192 --steps 4 --warmup 1 --nproc 8 \
          --tp $tp --spmd-backend partial_dtensor --ac full --timeout 200 --json results/x8-70b-titan-tp$tp.json
    done
    ;;
  *)
    echo "usage: bash bench/h200x8.sh prepare|scaling|baselines|seventy" >&2
    exit 2
    ;;
esac
