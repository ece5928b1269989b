#!/usr/bin/env bash
# lpf-run vs an independent numpy/ml_dtypes model, bit for bit: convert, elementwise, dot,
# reduce_sum, quantize_block and scaled_dot, >= 200 cases each with fixed seeds, and the three
# examples of examples/ against the same model (about 5 s).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
target=${CARGO_TARGET_DIR:-$root/target}
python=${LPF_PYTHON:-$root/.venv/bin/python}
# Same package selection as scripts/test.sh, so the workspace test build is reused, not redone.
cargo test -q --workspace --locked --no-run
"$python" -W ignore::RuntimeWarning python/run_conformance/run_conformance.py --lpf-run "$target/debug/lpf-run"
