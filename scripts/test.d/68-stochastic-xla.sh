#!/usr/bin/env bash
# Stochastic converts on XLA (lpf-run --backend xla, the StableHLO exit's integer emulation)
# against --backend ref, bit for bit, for the formats gfloat has no model of (E8M0, FNUZ, tf32,
# f32, gf16, SuperFloat), from f32 and f64 sources, every mode, N in {1, 7, 32} (about 3 minutes;
# python/tests/test_stochastic_xla.py).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
python=${LPF_PYTHON:-$root/.venv/bin/python}
# Same package selection as scripts/test.sh, so the workspace test build is reused, not redone.
cargo test -q --workspace --locked --no-run
export PYTHONPATH="$root/python${PYTHONPATH:+:$PYTHONPATH}" LPF_PYTHON="$python"
"$python" -W ignore python/tests/test_stochastic_xla.py
