// Arithmetic XLA's algebraic simplifier rewrites before any backend sees it, on --backend ref and
// the LLVM exit alike (hlo_defined::xla_reassociated, xla_small_power): out0 `(x / y) / z` as
// `x / (y * z)`; out1 `x / (y / z)` as `(x * z) / y`; out2 `exp(a) * exp(z)` as `exp(a + z)`;
// out3 `exp(z) / exp(y)` (the division first `exp(z) * exp(-y)`, then `exp(z + -y)`); out4
// `log(exp(z))` as `z`; out5 `(x * 3) * 5` and out6 `(x + 3) + 5` with the constants folded;
// out7 `(x / 3) * 5` (the division XLA's product by 1/3 first, then folded with 5); out8
// `pow(y, -1)` as `1 / y`; out9 an f32 `pow(y, 0.5)` as LLVM's `|sqrt(y)|` (-inf -> +inf);
// out10 f64 `(x / y) / z`; out11 a bf16 one, left alone (XLA's too). Inputs as
// mixed-divide-by-function.mlir's. llvm == ref; mixed-reassociated-xla.mlir compares with XLA.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/dbf_x_64x64.npy --arg %S/Inputs/dbf_y_64x64.npy --arg %S/Inputs/dbf_z_64x64.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/dbf_x_64x64.npy --arg %S/Inputs/dbf_y_64x64.npy --arg %S/Inputs/dbf_z_64x64.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/ref %t/llvm
// RUN: lpf-opt %s --pass-pipeline='builtin.module(lpf-foreign-prepare)' | FileCheck %s
// out0: the divisor the product of y and z.
// CHECK-LABEL: func.func @main(
// CHECK: arith.mulf
// CHECK-NEXT: arith.divf

func.func @main(%x: tensor<64x64xf32>, %y: tensor<64x64xf32>, %z: tensor<64x64xf32>)
    -> (tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>,
        tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf64>, tensor<64x64xbf16>) {
  %q = stablehlo.divide %x, %y : tensor<64x64xf32>
  %0 = stablehlo.divide %q, %z : tensor<64x64xf32>
  %r = stablehlo.divide %y, %z : tensor<64x64xf32>
  %1 = stablehlo.divide %x, %r : tensor<64x64xf32>
  %tenth = stablehlo.constant dense<0.1> : tensor<64x64xf32>
  %a = stablehlo.multiply %x, %tenth : tensor<64x64xf32>
  %ea = stablehlo.exponential %a : tensor<64x64xf32>
  %ez = stablehlo.exponential %z : tensor<64x64xf32>
  %2 = stablehlo.multiply %ea, %ez : tensor<64x64xf32>
  %ez2 = stablehlo.exponential %z : tensor<64x64xf32>
  %ey = stablehlo.exponential %y : tensor<64x64xf32>
  %3 = stablehlo.divide %ez2, %ey : tensor<64x64xf32>
  %ez3 = stablehlo.exponential %z : tensor<64x64xf32>
  %4 = stablehlo.log %ez3 : tensor<64x64xf32>
  %three = stablehlo.constant dense<3.0> : tensor<64x64xf32>
  %five = stablehlo.constant dense<5.0> : tensor<64x64xf32>
  %x3 = stablehlo.multiply %x, %three : tensor<64x64xf32>
  %5 = stablehlo.multiply %x3, %five : tensor<64x64xf32>
  %p3 = stablehlo.add %x, %three : tensor<64x64xf32>
  %6 = stablehlo.add %p3, %five : tensor<64x64xf32>
  %d3 = stablehlo.divide %x, %three : tensor<64x64xf32>
  %7 = stablehlo.multiply %d3, %five : tensor<64x64xf32>
  %minus_one = stablehlo.constant dense<-1.0> : tensor<64x64xf32>
  %8 = stablehlo.power %y, %minus_one : tensor<64x64xf32>
  %half = stablehlo.constant dense<0.5> : tensor<64x64xf32>
  %9 = stablehlo.power %y, %half : tensor<64x64xf32>
  %xd = stablehlo.convert %x : (tensor<64x64xf32>) -> tensor<64x64xf64>
  %yd = stablehlo.convert %y : (tensor<64x64xf32>) -> tensor<64x64xf64>
  %zd = stablehlo.convert %z : (tensor<64x64xf32>) -> tensor<64x64xf64>
  %qd = stablehlo.divide %xd, %yd : tensor<64x64xf64>
  %10 = stablehlo.divide %qd, %zd : tensor<64x64xf64>
  %xb = stablehlo.convert %x : (tensor<64x64xf32>) -> tensor<64x64xbf16>
  %yb = stablehlo.convert %y : (tensor<64x64xf32>) -> tensor<64x64xbf16>
  %zb = stablehlo.convert %z : (tensor<64x64xf32>) -> tensor<64x64xbf16>
  %qb = stablehlo.divide %xb, %yb : tensor<64x64xbf16>
  %11 = stablehlo.divide %qb, %zb : tensor<64x64xbf16>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>,
      tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf64>, tensor<64x64xbf16>
}
