#!/usr/bin/env bash
# Benchmark: the LLVM exit's ordered dots (f8E4M3FN x f8E4M3FN, bf16 x f8E4M3FN, MX-FP8 and MX-FP4
# scaled_dot with blocks of 32, all into f32) at 512^3, 1024^3 and 16x4096x16, against XLA CPU (jax)
# and numpy's f32 matmul (OpenBLAS) on the same inputs, at each thread count of LPF_BENCH_THREADS
# (default "1 2"; each side on that many threads, pinned to that many cores); every lpf result
# checked bit-identical to the reference order, XLA's differing elements counted. Each side's best of
# LPF_BENCH_REPEATS calls (5) or of LPF_BENCH_MIN_SECONDS of calls (0.5), whichever is more, in each
# of LPF_BENCH_ROUNDS processes (3).
# Usage: bench/llvm_dot.sh [case-substring...]   (figures: docs/llvm.md, "Speed (contractions)")
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
if [ "${1:-}" = "--help" ] || [ "${1:-}" = "-h" ]; then
  sed -n '2,9p' "$0"; exit 0
fi
bench/machine.sh  # when and where: the line that goes beside the figures in the docs
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$root/target}"
# The compilers only: the kernels are compiled by lpf-translate -O3 whatever cargo's profile.
cargo build --quiet -p lpf-tools --bin lpf-opt --bin lpf-translate
echo "commit $(git rev-parse --short HEAD)$(git diff --quiet HEAD -- lowering || echo ' (lowering modified)'); load: $(uptime | sed 's/.*load average: //')"
for threads in ${LPF_BENCH_THREADS_LIST:-1 2}; do
  pin=(); command -v taskset >/dev/null && pin=(taskset -c "0-$((threads - 1))")
  LPF_BENCH_THREADS=$threads "${pin[@]}" "${LPF_PYTHON:-$root/.venv/bin/python}" bench/llvm_dot.py "$@"
done
echo "load after: $(uptime | sed 's/.*load average: //')"
