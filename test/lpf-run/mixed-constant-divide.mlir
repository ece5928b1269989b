// An f32 / f64 division by a constant (jnp.mean's sum / n, attention's q / sqrt(d), exact
// GELU's x / sqrt(2); torch-mlir's divisor an i64 constant converted and broadcast) is XLA's
// multiply by the inverse rounded in the type, on --backend ref and --backend llvm
// (hlo_defined::xla_constant_divide, the rewrite XLA's algebraic simplifier makes;
// mixed-constant-divide-xla.mlir compares with XLA). The inputs sweep the f32 codes (every
// 65537th: NaNs, ±inf, subnormals, both zeros) and their f64 widenings; divisors 3, 9 (through
// an i64 constant) and -inf. A bf16 division stays one (XLA's is the quotient there; the
// xla test). Not compared: x / 0, whose 0 / 0 NaN is -NaN on x86 and +NaN on ref either way.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --backend llvm --out-dir %t/llvm > /dev/null
// RUN: lpf-run %s --backend ref --out-dir %t/ref > /dev/null
// RUN: diff -r %t/llvm %t/ref
// RUN: lpf-opt %s --lower-to-llvm | FileCheck %s
// CHECK-NOT: llvm.fdiv

func.func @main() -> (tensor<65536xf32>, tensor<65536xf32>, tensor<65536xf64>, tensor<65536xf32>) {
  %i = stablehlo.iota dim = 0 : tensor<65536xui32>
  %step = stablehlo.constant dense<65537> : tensor<65536xui32>
  %codes = stablehlo.multiply %i, %step : tensor<65536xui32>
  %x = stablehlo.bitcast_convert %codes : (tensor<65536xui32>) -> tensor<65536xf32>
  %three = stablehlo.constant dense<3.0> : tensor<65536xf32>
  %0 = stablehlo.divide %x, %three : tensor<65536xf32>
  %nine_i = stablehlo.constant dense<9> : tensor<i64>
  %nine_f = stablehlo.convert %nine_i : (tensor<i64>) -> tensor<f32>
  %nine = stablehlo.broadcast_in_dim %nine_f, dims = [] : (tensor<f32>) -> tensor<65536xf32>
  %1 = stablehlo.divide %x, %nine : tensor<65536xf32>
  %w = stablehlo.convert %x : (tensor<65536xf32>) -> tensor<65536xf64>
  %seven = stablehlo.constant dense<7.0> : tensor<65536xf64>
  %2 = stablehlo.divide %w, %seven : tensor<65536xf64>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<65536xf32>
  %3 = stablehlo.divide %x, %ninf : tensor<65536xf32>
  return %0, %1, %2, %3 : tensor<65536xf32>, tensor<65536xf32>, tensor<65536xf64>, tensor<65536xf32>
}
