// A division by a power, an exp or an rsqrt is XLA's product with the inverse function on
// --backend ref and --backend llvm, as XLA's algebraic simplifier writes it before any backend
// (hlo_defined::xla_divide_by_function): `x / pow(y, z)` as `x * pow(y, -z)`, `1 / pow(y, z)`
// as `pow(y, -z)`, `x / exp(z)` as `x * exp(-z)`, `x / rsqrt(y)` as `x * sqrt(y)`, through a
// broadcast of the divisor and with the divisor used elsewhere too, in f32, f64 and f16, and in
// f16 `x / sqrt(y)` as `x * rsqrt(y)` (out12); a bf16 division stays one (XLA's is the quotient
// there). The rotary embedding's frequencies
// `1 / 10000 ** (2i / 32)` are out6. llvm == ref (f32 powers: both the C library's `powf`);
// mixed-divide-by-function-xla.mlir compares with XLA. Inputs/divide_by_function.py: N(0, 9)
// numerators, bases in [0.1, 4), exponents in [-3, 3), and specials (+-0, +-inf, NaN,
// exponents of +-100).
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/dbf_x_64x64.npy --arg %S/Inputs/dbf_y_64x64.npy --arg %S/Inputs/dbf_z_64x64.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/dbf_x_64x64.npy --arg %S/Inputs/dbf_y_64x64.npy --arg %S/Inputs/dbf_z_64x64.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/ref %t/llvm
// RUN: lpf-opt %s --pass-pipeline='builtin.module(lpf-foreign-prepare)' | FileCheck %s
// out0, out1: the powers of negated exponents; the rsqrt's estimate (its call) gone with its
// division; the bf16 quotient alone a division.
// CHECK-LABEL: func.func @main(
// CHECK: arith.negf
// CHECK-NEXT: math.powf
// CHECK: arith.negf
// CHECK-NEXT: math.powf
// CHECK-NOT: lpf_foreign_xla_rsqrt
// CHECK: arith.negf {{.*}} : f64
// CHECK: math.powf {{.*}} : f64
// CHECK: arith.negf {{.*}} : f16
// CHECK-NEXT: math.exp {{.*}} : f16
// CHECK: arith.divf {{.*}} : bf16
// CHECK-NOT: arith.divf

func.func @main(%x: tensor<64x64xf32>, %y: tensor<64x64xf32>, %z: tensor<64x64xf32>)
    -> (tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>,
        tensor<16xf32>, tensor<64x64xf64>, tensor<64x64xf16>, tensor<64x64xf16>, tensor<64x64xbf16>, tensor<64x64xf32>, tensor<64x64xf16>) {
  %p = stablehlo.power %y, %z : tensor<64x64xf32>
  %0 = stablehlo.divide %x, %p : tensor<64x64xf32>
  %one = stablehlo.constant dense<1.0> : tensor<64x64xf32>
  %p1 = stablehlo.power %y, %z : tensor<64x64xf32>
  %1 = stablehlo.divide %one, %p1 : tensor<64x64xf32>
  %e = stablehlo.exponential %z : tensor<64x64xf32>
  %2 = stablehlo.divide %x, %e : tensor<64x64xf32>
  %r = stablehlo.rsqrt %y : tensor<64x64xf32>
  %3 = stablehlo.divide %x, %r : tensor<64x64xf32>
  // A row's exp broadcast over the rows.
  %row2 = stablehlo.slice %z [0:1, 0:64] : (tensor<64x64xf32>) -> tensor<1x64xf32>
  %row = stablehlo.reshape %row2 : (tensor<1x64xf32>) -> tensor<64xf32>
  %er = stablehlo.exponential %row : tensor<64xf32>
  %eb = stablehlo.broadcast_in_dim %er, dims = [1] : (tensor<64xf32>) -> tensor<64x64xf32>
  %4 = stablehlo.divide %x, %eb : tensor<64x64xf32>
  // The divisor used elsewhere too (returned: out11).
  %e2 = stablehlo.exponential %y : tensor<64x64xf32>
  %5 = stablehlo.divide %x, %e2 : tensor<64x64xf32>
  // Rotary frequencies: 1 / 10000 ** (2i / 32).
  %i = stablehlo.iota dim = 0 : tensor<16xi32>
  %two = stablehlo.constant dense<2> : tensor<16xi32>
  %i2 = stablehlo.multiply %i, %two : tensor<16xi32>
  %fi = stablehlo.convert %i2 : (tensor<16xi32>) -> tensor<16xf32>
  %d = stablehlo.constant dense<32.0> : tensor<16xf32>
  %ratio = stablehlo.divide %fi, %d : tensor<16xf32>
  %base = stablehlo.constant dense<10000.0> : tensor<16xf32>
  %pw = stablehlo.power %base, %ratio : tensor<16xf32>
  %ones = stablehlo.constant dense<1.0> : tensor<16xf32>
  %6 = stablehlo.divide %ones, %pw : tensor<16xf32>
  // f64.
  %xd = stablehlo.convert %x : (tensor<64x64xf32>) -> tensor<64x64xf64>
  %yd = stablehlo.convert %y : (tensor<64x64xf32>) -> tensor<64x64xf64>
  %zd = stablehlo.convert %z : (tensor<64x64xf32>) -> tensor<64x64xf64>
  %pd = stablehlo.power %yd, %zd : tensor<64x64xf64>
  %7 = stablehlo.divide %xd, %pd : tensor<64x64xf64>
  // f16.
  %xh = stablehlo.convert %x : (tensor<64x64xf32>) -> tensor<64x64xf16>
  %yh = stablehlo.convert %y : (tensor<64x64xf32>) -> tensor<64x64xf16>
  %zh = stablehlo.convert %z : (tensor<64x64xf32>) -> tensor<64x64xf16>
  %eh = stablehlo.exponential %zh : tensor<64x64xf16>
  %8 = stablehlo.divide %xh, %eh : tensor<64x64xf16>
  %rh = stablehlo.rsqrt %yh : tensor<64x64xf16>
  %9 = stablehlo.divide %xh, %rh : tensor<64x64xf16>
  %sh = stablehlo.sqrt %yh : tensor<64x64xf16>
  %11 = stablehlo.divide %xh, %sh : tensor<64x64xf16>
  // bf16: left a quotient.
  %xb = stablehlo.convert %x : (tensor<64x64xf32>) -> tensor<64x64xbf16>
  %zb = stablehlo.convert %z : (tensor<64x64xf32>) -> tensor<64x64xbf16>
  %eb16 = stablehlo.exponential %zb : tensor<64x64xbf16>
  %10 = stablehlo.divide %xb, %eb16 : tensor<64x64xbf16>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %e2, %11 : tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>,
      tensor<16xf32>, tensor<64x64xf64>, tensor<64x64xf16>, tensor<64x64xf16>, tensor<64x64xbf16>, tensor<64x64xf32>, tensor<64x64xf16>
}
