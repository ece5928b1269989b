// REQUIRES: xla
// Integer stablehlo.power with a constant exponent on ref, llvm and xla, byte for byte (issue 41,
// lpf-diff soak seed 4146 program 112): XLA's algebraic simplifier rewrote power(x, -1) into
// 1 / x, whose x = 0 is XLA's integer division by zero, -1, where XLA's own run-time power,
// ref and llvm give 0 (i8, i32, i64, a constant base too). The StableHLO exit now writes every
// integer power out as XLA computes it at run time (hlo_defined::xla_integer_power, which ref
// runs), so no simplifier rule on power applies.
// Bases (i32): [0, 1, -1, 2, -2, INT_MIN, INT_MAX, 3]; exponents -1, -2, 0, 1, 2, 3; the bases
// converted to i8, i64 and ui32 (exponent 2^32-1) and a constant base.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/pow_base_i32_8.npy --backend ref | grep '^out' > %t/ref.txt
// RUN: lpf-run %s --arg %S/Inputs/pow_base_i32_8.npy --backend llvm | grep '^out' > %t/llvm.txt
// RUN: lpf-run %s --arg %S/Inputs/pow_base_i32_8.npy --backend xla | grep '^out' > %t/xla.txt
// RUN: diff %t/ref.txt %t/llvm.txt
// RUN: diff %t/ref.txt %t/xla.txt
// RUN: FileCheck %s < %t/xla.txt
// CHECK: out0: tensor<8xi32> = [0, 1, -1, 0, 0, 0, 0, 0]
// CHECK: out1: tensor<8xi32> = [0, 1, 1, 0, 0, 0, 0, 0]
// CHECK: out2: tensor<8xi32> = [1, 1, 1, 1, 1, 1, 1, 1]
// CHECK: out3: tensor<8xi32> = [0, 1, -1, 2, -2, -2147483648, 2147483647, 3]
// CHECK: out4: tensor<8xi32> = [0, 1, 1, 4, 4, 0, 1, 9]
// CHECK: out5: tensor<8xi32> = [0, 1, -1, 8, -8, 0, 2147483647, 27]
// CHECK: out6: tensor<8xi8> = [0, 1, -1, 0, 0, 0, -1, 0]
// CHECK: out7: tensor<8xi64> = [0, 1, -1, 0, 0, 0, 0, 0]
// CHECK: out8: tensor<8xui32> = [0, 1, 4294967295, 0, 0, 0, 0, 0]
// CHECK: out9: tensor<8xi32> = [0, 1, -1, 0, 0, 0, 0, 0]

func.func @main(%x: tensor<8xi32>) -> (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi8>, tensor<8xi64>, tensor<8xui32>, tensor<8xi32>) {
  %m1 = stablehlo.constant dense<-1> : tensor<8xi32>
  %m2 = stablehlo.constant dense<-2> : tensor<8xi32>
  %z = stablehlo.constant dense<0> : tensor<8xi32>
  %p1 = stablehlo.constant dense<1> : tensor<8xi32>
  %p2 = stablehlo.constant dense<2> : tensor<8xi32>
  %p3 = stablehlo.constant dense<3> : tensor<8xi32>
  %a = stablehlo.power %x, %m1 : tensor<8xi32>
  %b = stablehlo.power %x, %m2 : tensor<8xi32>
  %c = stablehlo.power %x, %z : tensor<8xi32>
  %d = stablehlo.power %x, %p1 : tensor<8xi32>
  %e = stablehlo.power %x, %p2 : tensor<8xi32>
  %f = stablehlo.power %x, %p3 : tensor<8xi32>
  %x8 = stablehlo.convert %x : (tensor<8xi32>) -> tensor<8xi8>
  %m1_8 = stablehlo.constant dense<-1> : tensor<8xi8>
  %g = stablehlo.power %x8, %m1_8 : tensor<8xi8>
  %x64 = stablehlo.convert %x : (tensor<8xi32>) -> tensor<8xi64>
  %m1_64 = stablehlo.constant dense<-1> : tensor<8xi64>
  %h = stablehlo.power %x64, %m1_64 : tensor<8xi64>
  %xu = stablehlo.convert %x : (tensor<8xi32>) -> tensor<8xui32>
  %mu = stablehlo.constant dense<4294967295> : tensor<8xui32>
  %k = stablehlo.power %xu, %mu : tensor<8xui32>
  %zc = stablehlo.constant dense<[0, 1, -1, 2, 0, 5, 0, 3]> : tensor<8xi32>
  %l = stablehlo.power %zc, %m1 : tensor<8xi32>
  return %a, %b, %c, %d, %e, %f, %g, %h, %k, %l : tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi8>, tensor<8xi64>, tensor<8xui32>, tensor<8xi32>
}
