#!/usr/bin/env bash
# Atreides simulator benchmark: simulator speed (instructions/s) and the simulated cycles of the
# atreides.md §9 2x2 matrix product. The peer figure is the chip itself at its 50 MHz target
# clock: the script prints how many times slower than real time the simulator runs.
# Usage: bench/atreides.sh   (builds lpf-atreides in the dev profile, which is opt-level 3)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
bench/machine.sh  # when and where: the line that goes beside the figures in the docs
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

# --- The compiled kernels (lpf-opt --lower-to-atreides) against the hand-written examples ------
# Same data: each example's .data words become the .npy arguments, and the compiled result must
# equal the example's `; expect` words. Cycles come from `lpf-run --backend atreides --cycles`
# (the same simulator and cycle model as `atreides sim --cycles`).
cargo build -q -p lpf-tools
run=$CARGO_TARGET_DIR/debug/lpf-run
translate=$CARGO_TARGET_DIR/debug/lpf-translate
py=${PYTHON:-$root/.venv/bin/python}
[ -x "$py" ] || py=python3

# words FILE: the example's .data words, in order.
words() { sed -n 's/^\.data //p' "$1" | tr -s ' \n' ' '; }
expect() { sed -n 's/^; expect [0-9]*:[0-9]* //p' "$1"; }
# npy OUT START COUNT ROWS COLS WORDS: a uint16 array of shape (ROWS, COLS) (COLS 0: 1-D).
npy() {
  "$py" - "$@" <<'PY'
import sys, numpy as np
out, start, count, rows, cols = sys.argv[1], *map(int, sys.argv[2:6])
w = [int(x, 16) for x in sys.argv[6].split()][start:start + count]
a = np.array(w, dtype=np.uint16)
np.save(out, a.reshape(rows, cols) if cols else a)
PY
}
# outwords NPY: the result codes as uppercase hex words.
outwords() { "$py" -c "import numpy as np, sys; print(' '.join('%04X' % v for v in np.load(sys.argv[1]).ravel()))" "$1"; }

sf() { echo "tensor<$1x!lpf.sf<16>>"; }
dotfn() { # M K N
  local a b c; a=$(sf "$1x$2"); b=$(sf "$2x$3"); c=$(sf "$1x$3")
  printf 'func.func @main(%%a: %s, %%b: %s) -> %s {\n  %%c = lpf.dot %%a, %%b acc(!lpf.sf<16>) : %s, %s -> %s\n  return %%c : %s\n}\n' "$a" "$b" "$c" "$a" "$b" "$c" "$c"
}
dotfn 2 2 2 > "$work/mm2.mlir"
dotfn 4 4 4 > "$work/mm4.mlir"
dotfn 1 8 1 > "$work/dot8.mlir"
dotfn 8 8 8 > "$work/gemm8.mlir"
dotfn 16 16 16 > "$work/gemm16.mlir"
dotfn 256 128 1 > "$work/gemv256.mlir"   # 256 outputs, K = 128 (256 x 256 weights exceed data memory)
v=$(sf 8)
printf 'func.func @main(%%a: %s, %%b: %s) -> %s {\n  %%s = lpf.add %%a, %%b : %s\n  %%r = lpf.relu %%s : %s\n  return %%r : %s\n}\n' "$v" "$v" "$v" "$v" "$v" "$v" > "$work/vadd8.mlir"

# compare NAME MLIR EXAMPLE EXPECTED_WORDS ARG_SPECS...: ARG_SPEC = start:count:rows:cols.
compare() {
  local name=$1 mlir=$2 example=$3 expected=$4; shift 4
  local args=() i=0
  for spec in "$@"; do
    IFS=: read -r start count rows cols <<< "$spec"
    npy "$work/$name.$i.npy" "$start" "$count" "$rows" "$cols" "$(words "$example")"
    args+=(--arg "$work/$name.$i.npy"); i=$((i + 1))
  done
  local out; out=$("$run" "$mlir" "${args[@]}" --backend atreides --cycles --out-dir "$work/$name.out")
  local compiled; compiled=$(echo "$out" | sed -n 's/^cycles: \([0-9]*\).*/\1/p')
  local hand; hand=$("$bin" sim "$example" --cycles | sed -n 's/^cycles: \([0-9]*\) per launch.*/\1/p')
  local got; got=$(outwords "$work/$name.out/out0.npy")
  local same="results equal"
  [ "$got" = "$expected" ] || same="RESULTS DIFFER: got $got, expected $expected"
  printf '  %-10s compiled %5d cycles, hand-written %5d (%s): %s\n' "$name" "$compiled" "$hand" "$(basename "$example")" "$same"
}
echo "compiled kernels vs the hand-written examples (same data, cycle model):"
compare 2x2 "$work/mm2.mlir" atreides/examples/matmul2x2.s "$(expect atreides/examples/matmul2x2.s)" 0:4:2:2 4:4:2:2
compare 4x4 "$work/mm4.mlir" atreides/examples/matmul4x4.s "$(expect atreides/examples/matmul4x4.s)" 0:16:4:4 16:16:4:4
# dot.s stores the total twice (16 and 17): the compiled dot has one result.
compare dot "$work/dot8.mlir" atreides/examples/dot.s "$(expect atreides/examples/dot.s | cut -d' ' -f1)" 0:8:1:8 8:8:8:1
compare vadd "$work/vadd8.mlir" atreides/examples/vadd_relu.s "$(expect atreides/examples/vadd_relu.s)" 0:8:8:0 8:8:8:0

# MACs per cycle against the FMA path's peak: an FMA is 8 cycles (fetch 2, decode, request,
# wait, execute 2, update) for the 2 threads of a block, on each of 2 cores: 2 x 2 / 8 = 0.5
# MAC/cycle, with no loads at all. Each MAC also needs its two operands from external memory
# (a two-thread LDR is 17 cycles).
echo "MACs per cycle (FMA-path peak 0.5 = 2 cores x 2 threads / 8-cycle FMA):"
"$py" - "$work" <<'PY'
import sys, numpy as np
w = sys.argv[1]
rng = np.random.default_rng(7)
for name, shape in [("gemm8", [(8, 8), (8, 8)]), ("gemm16", [(16, 16), (16, 16)]), ("gemv256", [(256, 128), (128, 1)])]:
    for i, s in enumerate(shape):
        np.save(f"{w}/{name}.{i}.npy", rng.integers(0, 1 << 16, size=s, dtype=np.uint16))
PY
for spec in gemm8:512 gemm16:4096 gemv256:32768; do
  name=${spec%%:*}; macs=${spec#*:}
  out=$("$run" "$work/$name.mlir" --arg "$work/$name.0.npy" --arg "$work/$name.1.npy" --backend atreides --cycles --out-dir "$work/$name.out" 2>&1) || { echo "  $name: $out" | head -2; continue; }
  "$run" "$work/$name.mlir" --arg "$work/$name.0.npy" --arg "$work/$name.1.npy" --out-dir "$work/$name.ref" > /dev/null
  same="bit-identical to --backend ref"
  [ "$(outwords "$work/$name.out/out0.npy")" = "$(outwords "$work/$name.ref/out0.npy")" ] || same="DIFFERS from --backend ref"
  cycles=$(echo "$out" | sed -n 's/^cycles: \([0-9]*\).*/\1/p')
  awk -v n="$name" -v m="$macs" -v c="$cycles" -v s="$same" 'BEGIN { printf "  %-8s %6d MACs in %8d cycles: %.4f MAC/cycle (%.1f%% of peak), %s\n", n, m, c, m / c, 100 * m / c / 0.5, s }'
done

# Every compiled kernel reassembles to itself through the atreides CLI.
for f in mm2 mm4 dot8 vadd8 gemm8 gemm16; do
  "$translate" --atreides-to-asm "$work/$f.mlir" -o "$work/$f.s"
  "$bin" asm "$work/$f.s" -o "$work/$f.bin"
  "$bin" dis "$work/$f.bin" > "$work/$f.dis"
  # The disassembly of bare words has no .threads line; the rest must be identical.
  if ! diff <(grep -v '^\.threads' "$work/$f.s") "$work/$f.dis" > /dev/null; then echo "  $f: assembly does not round-trip"; exit 1; fi
done
echo "compiled kernels assemble and disassemble back to themselves through the atreides CLI"
