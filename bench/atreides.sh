#!/usr/bin/env bash
# Atreides simulator benchmark: simulator speed (instructions/s) and the simulated cycles of the
# atreides.md §9 2x2 matrix product. The peer figure is the chip itself at its 50 MHz target
# clock: the script prints how many times slower than real time the simulator runs.
# Usage: bench/atreides.sh   (builds lpf-atreides in the dev profile, which is opt-level 3)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-$root/target}
cargo build -q -p lpf-atreides
bin=$CARGO_TARGET_DIR/debug/atreides
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# A compute-bound loop: every thread runs 20 x 30000 iterations of FMA, ADD, CMP, BRn.
cat > "$work/loop.s" <<'ASM'
.threads 127
.data 0x4000 0x2000
    CONST R1, #1
    CONST R2, #-106             ; 150 after the low-byte multiply below
    CONST R3, #-56              ; 200
    MUL R2, R2, R3              ; 150 * 200 = 30000 iterations
    LDR R4, R0
    LDR R5, R1
    CONST R9, #20
outer:
    CONST R7, #0
loop:
    FMA R6, R4, R5
    ADD R7, R7, R1
    CMP R7, R2
    BRn loop
    ADD R8, R8, R1
    CMP R8, R9
    BRn outer
    RET
ASM

best_ns=""
for run in 1 2 3; do
  start=$(date +%s%N)
  report=$("$bin" sim "$work/loop.s" --cycles --max-steps 1000000000)
  end=$(date +%s%N)
  ns=$((end - start))
  if [ -z "$best_ns" ] || [ "$ns" -lt "$best_ns" ]; then best_ns=$ns; fi
done
instructions=$(echo "$report" | sed -n 's/.*core(s), \([0-9]*\) instructions.*/\1/p')
cycles=$(echo "$report" | sed -n 's/^cycles: \([0-9]*\) per launch.*/\1/p')
awk -v i="$instructions" -v ns="$best_ns" -v c="$cycles" 'BEGIN {
  s = ns / 1e9; chip = c / 50e6
  printf "simulator: %d block-instructions (%d thread-instructions) in %.3f s (best of 3, process start included)\n", i, 2 * i, s
  printf "simulator speed: %.1f M instructions/s\n", i / s / 1e6
  printf "chip at 50 MHz: %d cycles = %.3f s; simulator/chip time ratio: %.2f\n", c, chip, s / chip
}'

# The §9 2x2 product, from the example library (same words as the spec's vector).
echo "2x2 matrix product (atreides.md §9), cycle model:"
"$bin" sim atreides/examples/matmul2x2.s --dump 8:12 --cycles | sed 's/^/  /'
echo "4x4 matrix product (atreides/examples/matmul4x4.s), cycle model:"
"$bin" sim atreides/examples/matmul4x4.s --cycles | head -1 | sed 's/^/  /'
