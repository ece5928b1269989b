// A dot_general without contracting dimensions (an outer product: torch-xla's f32 interpolate
// weights) read by a second dot_general: the LLVM exit writes it as add(+0, multiply of
// broadcasts) (lpf-foreign-prepare's outer_product), since linalg-fuse-elementwise-ops fused
// the legalised form (a generic reading its zero-filled output) into the second dot and added
// the product again at each visit (column c came out c + 1 times its value). Also an outer
// product with a batch dimension, bf16 operands into f32 (converted first, as the interpreter
// does), and -0 products (+0 plus -0 is +0, the interpreter's result). --backend llvm gives
// --backend ref's bits, on 1 and 3 threads.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --backend llvm --threads 1 --out-dir %t/one > /dev/null
// RUN: lpf-run %s --backend llvm --threads 3 --out-dir %t/three > /dev/null
// RUN: cmp %t/ref/out0.npy %t/one/out0.npy
// RUN: cmp %t/ref/out1.npy %t/one/out1.npy
// RUN: cmp %t/ref/out2.npy %t/one/out2.npy
// RUN: cmp %t/ref/out0.npy %t/three/out0.npy
// RUN: cmp %t/ref/out1.npy %t/three/out1.npy
// RUN: cmp %t/ref/out2.npy %t/three/out2.npy
// RUN: lpf-run %s --backend llvm | FileCheck %s
// CHECK: out0: tensor<16x16x1x4xf32>
// CHECK: out1: tensor<3x4x5xf32>
// CHECK: out2: tensor<6x6xf32> = {{\[\[}}0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, -1.0,

func.func @main() -> (tensor<16x16x1x4xf32>, tensor<3x4x5xf32>, tensor<6x6xf32>) {
  %i = stablehlo.iota dim = 0 : tensor<16x1xf32>
  %s = stablehlo.constant dense<0.37> : tensor<16x1xf32>
  %c = stablehlo.multiply %i, %s : tensor<16x1xf32>
  %outer = stablehlo.dot_general %c, %c, contracting_dims = [] x [] : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x1x16x1xf32>
  %bi = stablehlo.iota dim = 5 : tensor<1x1x1x4x16x16xf32>
  %bs = stablehlo.constant dense<0.011> : tensor<1x1x1x4x16x16xf32>
  %b = stablehlo.multiply %bi, %bs : tensor<1x1x1x4x16x16xf32>
  %r0 = stablehlo.dot_general %outer, %b, batching_dims = [2, 0] x [4, 5], contracting_dims = [3, 1] x [1, 2] : (tensor<16x1x16x1xf32>, tensor<1x1x1x4x16x16xf32>) -> tensor<16x16x1x4xf32>
  %xi = stablehlo.iota dim = 1 : tensor<4x3xf32>
  %xs = stablehlo.constant dense<0.3> : tensor<4x3xf32>
  %x32 = stablehlo.multiply %xi, %xs : tensor<4x3xf32>
  %x = stablehlo.convert %x32 : (tensor<4x3xf32>) -> tensor<4x3xbf16>
  %yi = stablehlo.iota dim = 0 : tensor<3x5xf32>
  %ys = stablehlo.constant dense<-0.7> : tensor<3x5xf32>
  %y32 = stablehlo.multiply %yi, %ys : tensor<3x5xf32>
  %y = stablehlo.convert %y32 : (tensor<3x5xf32>) -> tensor<3x5xbf16>
  %r1 = stablehlo.dot_general %x, %y, batching_dims = [1] x [0], contracting_dims = [] x [] : (tensor<4x3xbf16>, tensor<3x5xbf16>) -> tensor<3x4x5xf32>
  %zi = stablehlo.iota dim = 0 : tensor<6xf32>
  %zs = stablehlo.constant dense<-1.0> : tensor<6xf32>
  %z = stablehlo.multiply %zi, %zs : tensor<6xf32>
  %r2 = stablehlo.dot_general %z, %zi, contracting_dims = [] x [] : (tensor<6xf32>, tensor<6xf32>) -> tensor<6x6xf32>
  return %r0, %r1, %r2 : tensor<16x16x1x4xf32>, tensor<3x4x5xf32>, tensor<6x6xf32>
}
