#!/usr/bin/env bash
# lpf-run vs independent models, bit for bit (>= 200 cases per group, fixed seeds): numpy/ml_dtypes
# for convert, elementwise, dot, reduce_sum, quantize/dequantize_block, scaled_dot and the three
# examples; exact-rational models for NVFP4 quantisation and for every rounding/overflow mode into
# every format (tf32, SFx, P3109, gf16 included), quantize_block's ceil/even rules and the SF16
# hardware-accumulation dot (about 16 s).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
target=${CARGO_TARGET_DIR:-$root/target}
python=${LPF_PYTHON:-$root/.venv/bin/python}
# Same package selection as scripts/test.sh, so the workspace test build is reused, not redone.
cargo test -q --workspace --locked --no-run
"$python" -W ignore::RuntimeWarning python/run_conformance/run_conformance.py --lpf-run "$target/debug/lpf-run"
