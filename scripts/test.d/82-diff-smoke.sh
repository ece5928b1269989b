#!/usr/bin/env bash
# Differential smoke: a fixed-seed run of the differential program fuzzer (fuzz/src/diff,
# docs/fuzzing.md): random valid lpf programs on `lpf-run --backend ref` against llvm and
# atreides (bit for bit), and against xla on every tenth program when the venv has jax, so that
# an exit that starts to disagree with the reference, crash or refuse a program it should run
# fails CI (about 40 s on the 2-core machine). Long runs: `target/debug/lpf-diff --seconds N`.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
target=${CARGO_TARGET_DIR:-$root/target}
python=${LPF_PYTHON:-$root/.venv/bin/python}
# Same package selection as scripts/test.sh, so the workspace test build is reused, not redone.
cargo test -q --workspace --locked --no-run
cargo build -q --locked -p lpf-fuzz --bin lpf-diff
backends=llvm,atreides
if "$python" -c "import jax, jaxlib" 2>/dev/null; then
    backends=$backends,xla
fi
work="$target/lpf-diff-smoke"
rm -rf "$work"
LPF_PYTHON="$python" "$target/debug/lpf-diff" --seed "${LPF_DIFF_SMOKE_SEED:-1}" \
    --programs "${LPF_DIFF_SMOKE_PROGRAMS:-40}" --backends "$backends" \
    --lpf-run "$target/debug/lpf-run" --work "$work" --findings "$work/findings"
