// REQUIRES: iree
// stablehlo.power by a constant integer reached through converts, reshapes and broadcasts, as
// torch-mlir writes it, on --backend iree gives --backend ref's bits (issue 40): GPT-2's
// GELU(tanh) cube is the power by an i64 `arith.constant` 3 converted to bf16 or f32, reshaped
// to a scalar and broadcast; Llama's RMSNorm square the same with 2. The IREE exit refused them
// (E0915: not a constant integer power) and now reads the exponent through those ops, each
// convert's rounding applied (an f64 3.0000001 is 3 in bf16), and computes x^n as for a plain
// constant (iree-power.mlir). Inputs: every bf16 code, iree_f32_a_2048.npy (specials, NaN
// payloads, subnormals, N(0, 1)). The f32 cube and squares are XLA's multiplies on every backend
// (hlo_defined::xla_small_power reads the exponent through the same ops; mixed-small-power.mlir).
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/iree_bf16_all_65536.npy --arg %S/Inputs/iree_f32_a_2048.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/iree_bf16_all_65536.npy --arg %S/Inputs/iree_f32_a_2048.npy --backend iree --out-dir %t/iree > /dev/null
// RUN: diff -r %t/ref %t/iree
// RUN: lpf-opt %s --lower-to-stablehlo --stablehlo-target=iree | FileCheck %s
// CHECK: call @__lpf_bf16_power_3_
// CHECK: call @__lpf_f32_multiply_
// CHECK: call @__lpf_bf16_power_3_
// CHECK-NOT: call @__lpf_f32_power_
func.func @main(%b: tensor<65536xbf16>, %f: tensor<2048xf32>)
    -> (tensor<65536xbf16>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<65536xbf16>) {
  %i3 = arith.constant dense<3> : tensor<1xi64>
  %c3 = stablehlo.convert %i3 : (tensor<1xi64>) -> tensor<1xbf16>
  %s3 = stablehlo.reshape %c3 : (tensor<1xbf16>) -> tensor<bf16>
  %e3 = stablehlo.broadcast_in_dim %s3, dims = [] : (tensor<bf16>) -> tensor<65536xbf16>
  %0 = stablehlo.power %b, %e3 : tensor<65536xbf16>
  %f3 = stablehlo.convert %i3 : (tensor<1xi64>) -> tensor<1xf32>
  %g3 = stablehlo.reshape %f3 : (tensor<1xf32>) -> tensor<f32>
  %h3 = stablehlo.broadcast_in_dim %g3, dims = [] : (tensor<f32>) -> tensor<2048xf32>
  %1 = stablehlo.power %f, %h3 : tensor<2048xf32>
  %i2 = arith.constant dense<2> : tensor<1xi64>
  %f2 = stablehlo.convert %i2 : (tensor<1xi64>) -> tensor<1xf32>
  %g2 = stablehlo.reshape %f2 : (tensor<1xf32>) -> tensor<f32>
  %h2 = stablehlo.broadcast_in_dim %g2, dims = [] : (tensor<f32>) -> tensor<2048xf32>
  %2 = stablehlo.power %f, %h2 : tensor<2048xf32>
  %d2 = stablehlo.constant dense<2.0> : tensor<f64>
  %k2 = stablehlo.convert %d2 : (tensor<f64>) -> tensor<f32>
  %l2 = stablehlo.broadcast_in_dim %k2, dims = [] : (tensor<f32>) -> tensor<2048xf32>
  %3 = stablehlo.power %f, %l2 : tensor<2048xf32>
  %d3 = arith.constant dense<3.0000001> : tensor<f64>
  %k3 = stablehlo.convert %d3 : (tensor<f64>) -> tensor<bf16>
  %l3 = stablehlo.broadcast_in_dim %k3, dims = [] : (tensor<bf16>) -> tensor<65536xbf16>
  %4 = stablehlo.power %b, %l3 : tensor<65536xbf16>
  return %0, %1, %2, %3, %4 : tensor<65536xbf16>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<65536xbf16>
}
