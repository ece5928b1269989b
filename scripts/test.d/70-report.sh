#!/usr/bin/env bash
# lpf-report against numpy/ml_dtypes: every figure of report.json recomputed independently
# (element formats, SFx, MX, NVFP4, .npy and .safetensors), every SVG parsed, bad inputs exit 1.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
target=${CARGO_TARGET_DIR:-$root/target}
python=${LPF_PYTHON:-$root/.venv/bin/python}
# Same package selection as scripts/test.sh, so the workspace build is reused, not redone.
cargo build -q --workspace --locked
"$python" python/report_check/check_report.py --lpf-report "$target/debug/lpf-report"
