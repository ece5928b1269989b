#!/usr/bin/env bash
# Demo: lpf-report on a generated weight-like tensor (bounded near zero, a few outliers): which
# format fits it? Table on stdout, JSON and SVG plots in target/demo/report/.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
out=target/demo/report
mkdir -p "$out"
.venv/bin/python - "$out/weights.npy" <<'PY'
import sys
import numpy as np
rng = np.random.default_rng(0)
w = (rng.standard_normal((512, 256)) * 0.04).astype(np.float32)
w[rng.integers(0, 512, 8), rng.integers(0, 256, 8)] = rng.choice([-1, 1], 8) * 1.5  # outliers
np.save(sys.argv[1], w)
PY
echo "== lpf-report: a 512x256 weight tensor against each format"
target/debug/lpf-report "$out/weights.npy" --out "$out"
