#!/usr/bin/env bash
# Benchmark: the LLVM exit's conversions (f32 <-> f8E4M3FN both overflow modes, f8E5M2, f4E2M1FN,
# bf16), 16M elements, against ml_dtypes astype, the numerics crate's bulk path and an f32 copy (the
# memory ceiling), all in one run on the same data; outputs checked bit-identical. The llvm kernels
# run on each thread count of LPF_BENCH_THREADS_LIST (default "1 2"; libomp, pinned to as many
# cores); the peers run on one thread (ml_dtypes and the numerics path have no threads).
# Usage: bench/llvm.sh [FORMAT]   (only formats whose name contains FORMAT; figures: docs/llvm.md)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
if [ "${1:-}" = "--help" ] || [ "${1:-}" = "-h" ]; then
  sed -n '2,7p' "$0"; exit 0
fi
bench/machine.sh  # when and where: the line that goes beside the figures in the docs
export LPF_PYTHON="${LPF_PYTHON:-$root/.venv/bin/python}"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$root/target}"
cargo build --release --quiet -p lpf-tools --example llvm_bench
for threads in ${LPF_BENCH_THREADS_LIST:-1 2}; do
  pin=(); command -v taskset >/dev/null && pin=(taskset -c "0-$((threads - 1))")
  OMP_NUM_THREADS=$threads "${pin[@]}" "$CARGO_TARGET_DIR/release/examples/llvm_bench" "$@"
done
