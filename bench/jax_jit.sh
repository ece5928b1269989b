#!/usr/bin/env bash
# Benchmark: lpf.jit(backend="llvm") against jax.jit on the same calls, one thread each: the fp8
# layer, and the transformer block and SwiGLU MLP of python/lpf/models.py once the LLVM exit runs
# mixed programs; later calls' median and the ratio lpf/jax, bits compared.
# Usage: bench/jax_jit.sh [case-substring...]   (figures: docs/jax.md, "Called as jax.jit is")
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
if [ "${1:-}" = "--help" ] || [ "${1:-}" = "-h" ]; then
  sed -n '2,5p' "$0"; exit 0
fi
bench/machine.sh
cargo build --quiet -p lpf-tools --bin lpf-opt --bin lpf-translate --bin lpf-run
export XLA_FLAGS="--xla_cpu_multi_thread_eigen=false intra_op_parallelism_threads=1"
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
pin=(); command -v taskset >/dev/null && pin=(taskset -c 0)
echo "commit $(git rev-parse --short HEAD)"
PYTHONPATH="$root/python${PYTHONPATH:+:$PYTHONPATH}" "${pin[@]}" "${LPF_PYTHON:-$root/.venv/bin/python}" bench/jax_jit.py "$@"
