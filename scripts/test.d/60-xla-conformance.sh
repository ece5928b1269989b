#!/usr/bin/env bash
# lpf-run --backend xla (the StableHLO exit on XLA CPU) vs --backend ref, with fixed seeds: bit for
# bit for converts (every format, rounding and overflow mode), elementwise ops and cmp; within the
# SFEP-0054 section 8 bound for dot, reduce_sum, scaled_dot and conv, with equal NaN/inf/signed-zero
# classes, conv bit for bit on integer-valued codes (python/xla_conformance/xla_conformance.py; several minutes: XLA compiles each program).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
target=${CARGO_TARGET_DIR:-$root/target}
python=${LPF_PYTHON:-$root/.venv/bin/python}
# Same package selection as scripts/test.sh, so the workspace test build is reused, not redone.
cargo test -q --workspace --locked --no-run
LPF_PYTHON="$python" "$python" -W ignore::RuntimeWarning python/xla_conformance/xla_conformance.py --lpf-run "$target/debug/lpf-run"
