// Unsigned integers (jax.random's bits: threefry's adds, xors and shifts, then the bits made a
// float in [1, 2)) on --backend llvm and --backend ref, bit for bit. The LLVM exit keeps them in
// signless buffers of their width, which is what upstream's linalg conversion computes on.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/u32_edges.npy --bits --backend llvm | grep '^out' > %t/llvm.txt
// RUN: lpf-run %s --arg %S/Inputs/u32_edges.npy --bits --backend ref | grep '^out' > %t/ref.txt
// RUN: diff %t/llvm.txt %t/ref.txt
// RUN: FileCheck %s < %t/llvm.txt
// CHECK: out0: tensor<6xui32> =
// Unsigned order: 2^31 and 2^32 - 1 are above 7.
// CHECK: out1: tensor<6xi1> = [false, false, true, true, false, true]
// CHECK: out2: tensor<6xf32> =
// CHECK: out3: tensor<6xbf16> =

func.func @main(%k: tensor<6xui32>) -> (tensor<6xui32>, tensor<6xi1>, tensor<6xf32>, tensor<6xbf16>) {
  %c13 = stablehlo.constant dense<13> : tensor<6xui32>
  %c9 = stablehlo.constant dense<9> : tensor<6xui32>
  %one = stablehlo.constant dense<1065353216> : tensor<6xui32>
  %seven = stablehlo.constant dense<7> : tensor<6xui32>
  %s = stablehlo.add %k, %k : tensor<6xui32>
  %l = stablehlo.shift_left %k, %c13 : tensor<6xui32>
  %r = stablehlo.shift_right_logical %k, %c9 : tensor<6xui32>
  %x = stablehlo.xor %s, %l : tensor<6xui32>
  %o = stablehlo.or %r, %one : tensor<6xui32>
  %f = stablehlo.bitcast_convert %o : (tensor<6xui32>) -> tensor<6xf32>
  %gt = stablehlo.compare GT, %k, %seven, UNSIGNED : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xi1>
  %b = stablehlo.convert %k : (tensor<6xui32>) -> tensor<6xbf16>
  return %x, %gt, %f, %b : tensor<6xui32>, tensor<6xi1>, tensor<6xf32>, tensor<6xbf16>
}
