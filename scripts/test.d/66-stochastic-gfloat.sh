#!/usr/bin/env bash
# Stochastic rounding against Graphcore's gfloat 0.5.2, bit for bit (several minutes on 2 cores):
# lpf.convert rounding(stochastic|_odd|_fast|_fastest) random_bits(N) for N in {1, 2, 8, 32},
# saturating and not, into FP8/FP6/FP4, bf16, f16 and P3109 members, over every gap of each grid
# (ties and their f32 neighbours, subnormals, overflow, inf, NaN) with random words, on
# lpf-run --backend ref, --backend llvm and --backend xla (the StableHLO exit on XLA CPU); where
# gfloat's f64 sum is wrong at the boundary the exact truncation is expected
# (python/tests/test_stochastic_gfloat.py).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
python=${LPF_PYTHON:-$root/.venv/bin/python}
# Same package selection as scripts/test.sh, so the workspace test build is reused, not redone.
cargo test -q --workspace --locked --no-run
export PYTHONPATH="$root/python${PYTHONPATH:+:$PYTHONPATH}" LPF_PYTHON="$python"
"$python" -W ignore python/tests/test_stochastic_gfloat.py
