#!/usr/bin/env bash
# Demo: the StableHLO exit. Two examples run on XLA CPU (lpf-run --backend xla: lowered with
# lpf-opt --lower-to-stablehlo, run by python/xla_runner in the venv) beside the CPU reference;
# the MX quantisation is bit-exact; a dot is the exact sum rounded once, within the SFEP-0054 §8
# bound of the k-ordered reference (docs/stablehlo.md).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
target=${CARGO_TARGET_DIR:-$root/target}
python=${LPF_PYTHON:-$root/.venv/bin/python}
cargo build -q --workspace --locked
run="$target/debug/lpf-run"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$python" - "$work" <<'PY'
import sys
import ml_dtypes as md
import numpy as np
out = sys.argv[1]
rng = np.random.default_rng(11)
np.save(f"{out}/a.npy", rng.standard_normal((4, 64)).astype(np.float32))
np.save(f"{out}/b.npy", rng.standard_normal((64, 8)).astype(np.float32))
np.save(f"{out}/q.npy", (rng.standard_normal((8, 64)) * 2).astype(md.bfloat16).view(np.uint16))
np.save(f"{out}/k.npy", (rng.standard_normal((64, 16)) * 0.5).astype(md.float8_e4m3fn).view(np.uint8))
PY
echo "== lpf-opt examples/fp8_attention_scores.mlir --lower-to-stablehlo (the entry function)"
"$target/debug/lpf-opt" examples/fp8_attention_scores.mlir --lower-to-stablehlo | sed -n '2,6p'
for backend in ref xla; do
  "$run" examples/mxfp4_matmul.mlir --arg "$work/a.npy" --arg "$work/b.npy" --backend $backend --out-dir "$work/mx-$backend" >/dev/null
  "$run" examples/fp8_attention_scores.mlir --arg "$work/q.npy" --arg "$work/k.npy" --backend $backend --out-dir "$work/attn-$backend" >/dev/null
done
"$python" - "$work" <<'PY'
import sys
import ml_dtypes as md
import numpy as np
w = sys.argv[1]
for name, path, view in [("mxfp4_matmul out0 (MX-FP4 product)", "mx-{}/out0.npy", None),
                         ("mxfp4_matmul out1 (f32 product)", "mx-{}/out1.npy", None),
                         ("fp8_attention_scores (bf16)", "attn-{}/out0.npy", md.bfloat16)]:
    r, x = (np.load(f"{w}/{path.format(b)}") for b in ("ref", "xla"))
    same = np.mean(r.view(np.uint8 if r.itemsize == 1 else np.uint16 if r.itemsize == 2 else np.uint32)
                   == x.view(np.uint8 if x.itemsize == 1 else np.uint16 if x.itemsize == 2 else np.uint32))
    rv, xv = (r.view(view).astype(np.float64), x.view(view).astype(np.float64)) if view else (r, x)
    print(f"== {name}: {same:.0%} of elements bit-identical on xla and ref, largest |difference| {np.max(np.abs(rv - xv)):.3g}")
PY
