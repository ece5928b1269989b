#!/usr/bin/env bash
# Demo: the three lpf-run examples of examples/ run on the CPU reference with lpf-run: an MX-FP4 matmul
# (beside its unquantised f32 product), an FP8 attention-score block (bf16 x f8E4M3FN -> f32
# accumulation -> bf16) and an SF16 GEMV (Atreides hardware accumulation beside f32).
# Inputs are random with a fixed seed (inputs.bash).
source "$(dirname "$0")/inputs.bash"
example_inputs 7 sf16
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
