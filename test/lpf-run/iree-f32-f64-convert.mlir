// REQUIRES: iree
// A mixed module's stablehlo.convert f32 -> f64 and f64 -> f32 on --backend iree gives
// --backend ref's bits (issue 40). IREE's converts are right except where its FTZ/DAZ runtime
// flushes: an f32 subnormal widened to ±0 (DAZ), an f64 whose f32 rounding is subnormal narrowed
// to ±0 (FTZ). The exit widens subnormals as their integer significand times 2^-149 and rounds
// such values on f32's subnormal grid on the f64 side (|x| + 2^-97), the sign kept
// (foreign_iree.rs). NaNs stay IREE's convert, which gave ref's (quieted, payload kept or
// truncated). Inputs (Inputs/iree_foreign_f16.py, iree_f64.py): iree_f32_a_2048.npy (specials,
// NaN payloads, subnormals, N(0, 1)); iree_f64_2048.npy (every kind of tie on f32's subnormal
// grid and its f64 neighbours, values around 2^-126, f64 subnormals, NaN payloads, f32's
// overflow midpoint, both signs). Before (IREE's own converts): f32 -> f64 differed from ref on
// 264 of the 2048 values, f64 -> f32 on 734 (numpy's astype agrees with ref on all of them).
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/iree_f32_a_2048.npy --arg %S/Inputs/iree_f64_2048.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/iree_f32_a_2048.npy --arg %S/Inputs/iree_f64_2048.npy --backend iree --out-dir %t/iree > /dev/null
// RUN: diff -r %t/ref %t/iree
// RUN: lpf-opt %s --lower-to-stablehlo --stablehlo-target=iree | FileCheck %s
// CHECK: call @__lpf_f32_to_f64_
// CHECK: call @__lpf_f64_to_f32_
func.func @main(%x: tensor<2048xf32>, %d: tensor<2048xf64>) -> (tensor<2048xf64>, tensor<2048xf32>, tensor<2048xf64>) {
  %w = stablehlo.convert %x : (tensor<2048xf32>) -> tensor<2048xf64>
  %n = stablehlo.convert %d : (tensor<2048xf64>) -> tensor<2048xf32>
  %r = stablehlo.convert %n : (tensor<2048xf32>) -> tensor<2048xf64>
  return %w, %n, %r : tensor<2048xf64>, tensor<2048xf32>, tensor<2048xf64>
}
