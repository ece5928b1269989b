// An f32 add (or subtract) of a zero constant, which XLA's algebraic simplifier drops (A + 0 =>
// A, A - 0 => A): a BatchNorm with its zero mean and bias closed over, `x + (y * s + 0)`, whose
// product XLA then contracts into the residual add as one fused multiply-add
// (lowering/src/hlo_defined/small_power.rs, is_add_of_zero; measured 76% with the product
// rounded). A zero of either sign, splat or broadcast, on either side of the add; y's first row
// is -0 (the product -0 or +0 kept as the simplifier keeps it). Inputs:
// Inputs/xla_add_of_zero.py. llvm == ref; the -xla twin checks XLA.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/addzero_x_8x64.npy --arg %S/Inputs/addzero_y_8x64.npy --arg %S/Inputs/addzero_s_8x64.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/addzero_x_8x64.npy --arg %S/Inputs/addzero_y_8x64.npy --arg %S/Inputs/addzero_s_8x64.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/ref %t/llvm
// Each add of zero is gone; the product is fused into the residual add.
// RUN: lpf-opt %s --pass-pipeline='builtin.module(lpf-foreign-prepare)' | FileCheck %s
// CHECK-NOT: arith.addf
// CHECK-NOT: arith.subf
// CHECK: math.fma
// CHECK-NOT: arith.addf

func.func @main(%x: tensor<8x64xf32>, %y: tensor<8x64xf32>, %s: tensor<8x64xf32>) -> (tensor<8x64xf32>, tensor<8x64xf32>, tensor<8x64xf32>) {
  %zero = stablehlo.constant dense<0.0> : tensor<8x64xf32>
  %minus = stablehlo.constant dense<-0.0> : tensor<f32>
  %mb = stablehlo.broadcast_in_dim %minus, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
  %p = stablehlo.multiply %y, %s : tensor<8x64xf32>
  %a = stablehlo.add %p, %zero : tensor<8x64xf32>
  %r0 = stablehlo.add %x, %a : tensor<8x64xf32>
  %q = stablehlo.multiply %y, %s : tensor<8x64xf32>
  %b = stablehlo.add %mb, %q : tensor<8x64xf32>
  %r1 = stablehlo.add %b, %x : tensor<8x64xf32>
  %u = stablehlo.multiply %y, %s : tensor<8x64xf32>
  %c = stablehlo.subtract %u, %zero : tensor<8x64xf32>
  %r2 = stablehlo.add %x, %c : tensor<8x64xf32>
  return %r0, %r1, %r2 : tensor<8x64xf32>, tensor<8x64xf32>, tensor<8x64xf32>
}
