#!/usr/bin/env bash
# Benchmark: lpf-numerics' bulk encode/decode (f32 <-> f8E4M3FN, f8E5M2, bf16, f4E2M1FN) vs
# ml_dtypes astype on the same 16M elements, single thread, outputs checked bit-identical.
# Usage: bench/numerics.sh [N]   Prints elements/s and lpf/ml_dtypes ratios (figures: docs/numerics.md).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
if [ "${1:-}" = "--help" ] || [ "${1:-}" = "-h" ]; then
  sed -n '2,4p' "$0"; exit 0
fi
bench/machine.sh  # when and where: the line that goes beside the figures in the docs
export LPF_PYTHON="${LPF_PYTHON:-$root/.venv/bin/python}"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$root/target}"
# lpf-numerics has no dependencies: a release build of it alone is cheap.
cargo build --release --quiet -p lpf-numerics --example numerics_bench
"$CARGO_TARGET_DIR/release/examples/numerics_bench" "$@"
