#!/usr/bin/env bash
# Demo: the StableHLO exit. Two examples run on XLA CPU (lpf-run --backend xla: lowered with
# lpf-opt --lower-to-stablehlo, run by python/xla_runner in the venv) beside the CPU reference;
# the MX quantisation is bit-exact; a dot is the exact sum rounded once, within the SFEP-0054 §8
# bound of the k-ordered reference (docs/stablehlo.md).
source "$(dirname "$0")/inputs.bash"
example_inputs 11
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
