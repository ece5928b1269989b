# Sourced by the lpf-run demo steps (20, 25), not a step itself (demo.sh runs demo.d/*.sh): the
# steps' shared preamble (paths, the build, a scratch directory removed on exit) and the
# examples' inputs, random with a fixed seed, made by numpy/ml_dtypes in the project venv.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$root"
target=${CARGO_TARGET_DIR:-$root/target}
python=${LPF_PYTHON:-$root/.venv/bin/python}
# Same selection as `make build`, so the demo reuses that build.
cargo build -q --workspace --locked
run="$target/debug/lpf-run"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# example_inputs SEED [sf16]: writes $work/a.npy, b.npy (f32, mxfp4_matmul), q.npy, k.npy (bf16
# and f8E4M3FN codes, fp8_attention_scores) and with `sf16` also w.npy, x.npy (SF16 codes,
# sf16_gemv), drawn in that order from one generator seeded with SEED.
example_inputs() {
    "$python" - "$work" "$1" "${2:-}" <<'PY'
import sys
import ml_dtypes as md
import numpy as np
out, seed, extra = sys.argv[1], int(sys.argv[2]), sys.argv[3]
rng = np.random.default_rng(seed)
np.save(f"{out}/a.npy", rng.standard_normal((4, 64)).astype(np.float32))
np.save(f"{out}/b.npy", rng.standard_normal((64, 8)).astype(np.float32))
np.save(f"{out}/q.npy", (rng.standard_normal((8, 64)) * 2).astype(md.bfloat16).view(np.uint16))
np.save(f"{out}/k.npy", (rng.standard_normal((64, 16)) * 0.5).astype(md.float8_e4m3fn).view(np.uint8))
def sf16(shape):  # random SF16 sign-magnitude codes with |value| < 0.5 (no rounding: codes drawn directly)
    m = rng.integers(0, 2**14, shape, dtype=np.uint16)
    return np.where(rng.integers(0, 2, shape).astype(bool) & (m > 0), m | 0x8000, m).astype(np.uint16)
if extra == "sf16":
    np.save(f"{out}/w.npy", sf16((8, 16)))
    np.save(f"{out}/x.npy", sf16((16, 1)))
PY
}
