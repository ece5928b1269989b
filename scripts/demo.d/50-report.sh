#!/usr/bin/env bash
# Demo: lpf-report on a generated weight-like tensor (bounded near zero, a few outliers): which
# format fits it? Table on stdout, JSON and SVG plots in target/demo/report/ (or $LPF_DEMO_OUT/report,
# which the test run of the demo, scripts/test.d/15-demo.sh, points at a temporary directory).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
target=${CARGO_TARGET_DIR:-$root/target}
python=${LPF_PYTHON:-$root/.venv/bin/python}
out=${LPF_DEMO_OUT:-$target/demo}/report
cargo build -q --workspace --locked
mkdir -p "$out"
"$python" - "$out/weights.npy" <<'PY'
import sys
import numpy as np
rng = np.random.default_rng(0)
w = (rng.standard_normal((512, 256)) * 0.04).astype(np.float32)
w[rng.integers(0, 512, 8), rng.integers(0, 256, 8)] = rng.choice([-1, 1], 8) * 1.5  # outliers
np.save(sys.argv[1], w)
PY
echo "== lpf-report: a 512x256 weight tensor against each format"
"$target/debug/lpf-report" "$out/weights.npy" --out "$out"
