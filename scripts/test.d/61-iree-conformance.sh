#!/usr/bin/env bash
# The XLA conformance programs on IREE (issue 40): lpf-run --backend iree vs --backend ref, the same
# 60 programs and comparisons as 60-xla-conformance.sh (bit for bit for converts, elementwise ops,
# cmp and quantize_block; within the SFEP-0054 section 8 bound for dot, reduce_sum, scaled_dot and
# conv; conv bit for bit on integer-valued codes). About 7 minutes on 2 cores: iree-compile takes
# ~6 s a program.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
target=${CARGO_TARGET_DIR:-$root/target}
python=${LPF_PYTHON:-$root/.venv/bin/python}
# Same package selection as scripts/test.sh, so the workspace test build is reused, not redone.
cargo test -q --workspace --locked --no-run
LPF_PYTHON="$python" "$python" -W ignore::RuntimeWarning python/xla_conformance/xla_conformance.py \
    --lpf-run "$target/debug/lpf-run" --backend iree
