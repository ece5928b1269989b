#!/usr/bin/env bash
# Demo: the three lpf-run examples of examples/ run on the CPU reference with lpf-run: an MX-FP4 matmul
# (beside its unquantised f32 product), an FP8 attention-score block (bf16 x f8E4M3FN -> f32
# accumulation -> bf16) and an SF16 GEMV (Atreides hardware accumulation beside f32).
# Inputs are random with a fixed seed, made by numpy/ml_dtypes in the project venv.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
target=${CARGO_TARGET_DIR:-$root/target}
python=${LPF_PYTHON:-$root/.venv/bin/python}
# Same selection as `make build`, so the demo reuses that build.
cargo build -q --workspace --locked
run="$target/debug/lpf-run"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$python" - "$work" <<'PY'
import sys
import ml_dtypes as md
import numpy as np
out = sys.argv[1]
rng = np.random.default_rng(7)
np.save(f"{out}/a.npy", rng.standard_normal((4, 64)).astype(np.float32))
np.save(f"{out}/b.npy", rng.standard_normal((64, 8)).astype(np.float32))
np.save(f"{out}/q.npy", (rng.standard_normal((8, 64)) * 2).astype(md.bfloat16).view(np.uint16))
np.save(f"{out}/k.npy", (rng.standard_normal((64, 16)) * 0.5).astype(md.float8_e4m3fn).view(np.uint8))
def sf16(shape):  # random SF16 sign-magnitude codes with |value| < 0.5 (no rounding: codes drawn directly)
    m = rng.integers(0, 2**14, shape, dtype=np.uint16)
    return np.where(rng.integers(0, 2, shape).astype(bool) & (m > 0), m | 0x8000, m).astype(np.uint16)
np.save(f"{out}/w.npy", sf16((8, 16)))
np.save(f"{out}/x.npy", sf16((16, 1)))
PY
echo "== lpf-run examples/mxfp4_matmul.mlir (out0: MX-FP4 product, out1: f32 product of the unquantised inputs)"
"$run" examples/mxfp4_matmul.mlir --arg "$work/a.npy" --arg "$work/b.npy" --out-dir "$work/mx"
echo "== lpf-run examples/fp8_attention_scores.mlir (bf16 scores)"
"$run" examples/fp8_attention_scores.mlir --arg "$work/q.npy" --arg "$work/k.npy" --out-dir "$work/attn"
echo "== lpf-run examples/sf16_gemv.mlir --bits (out0: SF16 hardware accumulation, out1: f32 accumulation)"
"$run" examples/sf16_gemv.mlir --arg "$work/w.npy" --arg "$work/x.npy" --bits --out-dir "$work/gemv"
# The LLVM exit on the same programs: lowered with --lower-to-llvm, JIT-compiled, the same bits.
echo "== lpf-opt examples/fp8_attention_scores.mlir --lower-to-llvm (first lines)"
"$target/debug/lpf-opt" examples/fp8_attention_scores.mlir --lower-to-llvm | head -n 4
for example in mxfp4_matmul:a,b:mx fp8_attention_scores:q,k:attn sf16_gemv:w,x:gemv; do
  IFS=: read -r name args ref <<<"$example"
  set -- $(echo "$args" | tr , ' ')
  echo "== lpf-run examples/$name.mlir --backend llvm (compared with --backend ref)"
  "$run" "examples/$name.mlir" --arg "$work/$1.npy" --arg "$work/$2.npy" --backend llvm --out-dir "$work/$ref-llvm"
  for out in "$work/$ref"/out*.npy; do
    cmp -s "$out" "$work/$ref-llvm/$(basename "$out")" || { echo "demo: $name $(basename "$out") differs between backends" >&2; exit 1; }
  done
  echo "   identical to --backend ref"
done
