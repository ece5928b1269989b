#!/usr/bin/env bash
# Benchmark: lpf.jit(backend="llvm") against jax.jit on the same calls, at the same thread count:
# the fp8 layer, and the transformer block and SwiGLU MLP of python/lpf/models.py (mixed
# programs); later calls' median wall time and CPU time per call, each with the ratio lpf/jax.
# Usage: [LPF_BENCH_THREADS=N] bench/jax_jit.sh [case-substring...]   (figures: docs/llvm.md, "Mixed modules: speed")
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
if [ "${1:-}" = "--help" ] || [ "${1:-}" = "-h" ]; then
  sed -n '2,5p' "$0"; exit 0
fi
bench/machine.sh
cargo build --quiet -p lpf-tools --bin lpf-opt --bin lpf-translate --bin lpf-run
# LPF_BENCH_THREADS=N (default 1): both sides on N threads, pinned to cores 0..N-1 (lpf's libomp
# kernels; XLA's Eigen pool above one thread).
threads=${LPF_BENCH_THREADS:-1}
if [ "$threads" = 1 ]; then
  export XLA_FLAGS="--xla_cpu_multi_thread_eigen=false intra_op_parallelism_threads=1"
else
  export XLA_FLAGS="--xla_cpu_multi_thread_eigen=true intra_op_parallelism_threads=$threads"
fi
export OMP_NUM_THREADS=$threads OPENBLAS_NUM_THREADS=$threads MKL_NUM_THREADS=$threads
pin=(); command -v taskset >/dev/null && pin=(taskset -c "0-$((threads - 1))")
echo "commit $(git rev-parse --short HEAD), $threads thread(s)"
PYTHONPATH="$root/python${PYTHONPATH:+:$PYTHONPATH}" "${pin[@]}" "${LPF_PYTHON:-$root/.venv/bin/python}" bench/jax_jit.py "$@"
