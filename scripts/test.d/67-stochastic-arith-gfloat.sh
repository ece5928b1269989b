#!/usr/bin/env bash
# Stochastic rounding of lpf.add/sub/mul/div against Graphcore's gfloat 0.5.2, bit for bit (about
# 5 minutes on 2 cores): every mode with N in {1, 2, 8, 32} (f32: 25) on f16, bf16 and f32, the
# exact result computed in rationals (a 50-bit stand-in with a sticky bit where it is no f64),
# on lpf-run --backend ref and --backend llvm, and --backend xla for what the StableHLO exit lowers
# (python/tests/test_stochastic_arith_gfloat.py).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
python=${LPF_PYTHON:-$root/.venv/bin/python}
# Same package selection as scripts/test.sh, so the workspace test build is reused, not redone.
cargo test -q --workspace --locked --no-run
export PYTHONPATH="$root/python${PYTHONPATH:+:$PYTHONPATH}" LPF_PYTHON="$python"
"$python" -W ignore python/tests/test_stochastic_arith_gfloat.py
