// An f32 / f64 power by a constant 2 or 3 (HF GPT-2's GELU(tanh) cube, Llama's RMSNorm square;
// torch-mlir writes the exponent as an i64 constant converted and broadcast) is XLA's multiplies,
// `x * x` and `(x * x) * x`, on --backend ref (the interpreter's pow rounds the cube once) and on
// --backend llvm (was a libm powf per element): hlo_defined::xla_small_power, the rewrite XLA's
// algebraic simplifier makes itself (mixed-small-power-xla.mlir compares with XLA). The inputs
// sweep the f32 codes (every 65537th: NaNs with payloads, ±inf, subnormals, both zeros) and
// their f64 widenings: llvm == ref on each. The power by 4 keeps its libm call (one pow left).
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --backend llvm --out-dir %t/llvm > /dev/null
// RUN: lpf-run %s --backend ref --out-dir %t/ref > /dev/null
// RUN: cmp %t/llvm/out0.npy %t/ref/out0.npy
// RUN: cmp %t/llvm/out1.npy %t/ref/out1.npy
// RUN: cmp %t/llvm/out2.npy %t/ref/out2.npy
// RUN: cmp %t/llvm/out3.npy %t/ref/out3.npy
// RUN: lpf-opt %s --lower-to-llvm | FileCheck %s
// CHECK-COUNT-1: llvm.intr.pow
// CHECK-NOT: llvm.intr.pow

func.func @main() -> (tensor<65536xf32>, tensor<65536xf32>, tensor<65536xf64>, tensor<65536xf64>, tensor<65536xf32>) {
  %i = stablehlo.iota dim = 0 : tensor<65536xui32>
  %step = stablehlo.constant dense<65537> : tensor<65536xui32>
  %codes = stablehlo.multiply %i, %step : tensor<65536xui32>
  %x = stablehlo.bitcast_convert %codes : (tensor<65536xui32>) -> tensor<65536xf32>
  %three = stablehlo.constant dense<3.0> : tensor<65536xf32>
  %cube = stablehlo.power %x, %three : tensor<65536xf32>
  %two_i = stablehlo.constant dense<2> : tensor<i64>
  %two_f = stablehlo.convert %two_i : (tensor<i64>) -> tensor<f32>
  %two = stablehlo.broadcast_in_dim %two_f, dims = [] : (tensor<f32>) -> tensor<65536xf32>
  %square = stablehlo.power %x, %two : tensor<65536xf32>
  %w = stablehlo.convert %x : (tensor<65536xf32>) -> tensor<65536xf64>
  %three_d = stablehlo.constant dense<3.0> : tensor<65536xf64>
  %cube_d = stablehlo.power %w, %three_d : tensor<65536xf64>
  %two_d = stablehlo.constant dense<2.0> : tensor<65536xf64>
  %square_d = stablehlo.power %w, %two_d : tensor<65536xf64>
  %four = stablehlo.constant dense<4.0> : tensor<65536xf32>
  %fourth = stablehlo.power %x, %four : tensor<65536xf32>
  return %cube, %square, %cube_d, %square_d, %fourth : tensor<65536xf32>, tensor<65536xf32>, tensor<65536xf64>, tensor<65536xf64>, tensor<65536xf32>
}
