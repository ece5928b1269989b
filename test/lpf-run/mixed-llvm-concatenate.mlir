// Concatenates on the LLVM exit (lpf-foreign-prepare's concatenate): where every piece is a row
// of at least 16 elements (its size along the joined dimension times the dimensions after it),
// an empty tensor filled by one tensor.insert_slice per piece, which bufferisation makes a copy
// into a view (lpf-foreign-buffers: a linalg.copy, parallel loops on the threads); shorter rows
// keep upstream's generic. Pieces of no elements write nothing. The copy of a dot's operand is
// the foreign buffer itself (tensor_to_loops' bridges: the kernel packs it in place). --backend
// llvm gives --backend ref's bits on 1 and 3 threads: NaN, infinities and -0 among the values,
// bf16 and i32 pieces, a join along the first, a middle and the last dimension, and a
// concatenate read by an lpf.dot.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --backend llvm --threads 1 --out-dir %t/one > /dev/null
// RUN: lpf-run %s --backend llvm --threads 3 --out-dir %t/three > /dev/null
// RUN: cmp %t/ref/out0.npy %t/one/out0.npy
// RUN: cmp %t/ref/out0.npy %t/three/out0.npy
// RUN: cmp %t/ref/out1.npy %t/one/out1.npy
// RUN: cmp %t/ref/out1.npy %t/three/out1.npy
// RUN: cmp %t/ref/out2.npy %t/one/out2.npy
// RUN: cmp %t/ref/out2.npy %t/three/out2.npy
// RUN: cmp %t/ref/out3.npy %t/one/out3.npy
// RUN: cmp %t/ref/out3.npy %t/three/out3.npy
// RUN: cmp %t/ref/out4.npy %t/one/out4.npy
// RUN: cmp %t/ref/out4.npy %t/three/out4.npy
// RUN: cmp %t/ref/out5.npy %t/one/out5.npy
// RUN: cmp %t/ref/out5.npy %t/three/out5.npy
// RUN: lpf-opt %s --lpf-foreign-prepare | FileCheck %s --check-prefix=IR

func.func @main() -> (tensor<2x3x48xf32>, tensor<2x6x16xbf16>, tensor<4x3x16xi32>, tensor<2x3x5xf32>, tensor<2x3x32xf32>, tensor<6x8xf32>) {
  %i = stablehlo.iota dim = 0 : tensor<96xf32>
  %s = stablehlo.constant dense<0.37> : tensor<96xf32>
  %m = stablehlo.multiply %i, %s : tensor<96xf32>
  %one = stablehlo.constant dense<1.0> : tensor<96xf32>
  %sin = stablehlo.sine %m : tensor<96xf32>
  %a = stablehlo.reshape %sin : (tensor<96xf32>) -> tensor<2x3x16xf32>
  %cos = stablehlo.cosine %m : tensor<96xf32>
  %b = stablehlo.reshape %cos : (tensor<96xf32>) -> tensor<2x3x16xf32>
  %sp = stablehlo.constant dense<[[[0x7FC00000, 0xFF800000, 0x80000000, 0x7F800000, 1.0, -1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0], [12.0, 13.0, 14.0, 15.0, 16.0, 17.0, 18.0, 19.0, 20.0, 21.0, 22.0, 23.0, 24.0, 25.0, 26.0, 27.0], [0x00000001, 0x80000001, 0.5, 0.25, 0.125, 0.0625, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5, 9.5, 10.5]], [[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0], [-1.0, -2.0, -3.0, -4.0, -5.0, -6.0, -7.0, -8.0, -9.0, -10.0, -11.0, -12.0, -13.0, -14.0, -15.0, -16.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]]]> : tensor<2x3x16xf32>
  // Along the last dimension, three pieces of 16.
  %last = stablehlo.concatenate %a, %sp, %b, dim = 2 : (tensor<2x3x16xf32>, tensor<2x3x16xf32>, tensor<2x3x16xf32>) -> tensor<2x3x48xf32>
  // bf16 along the middle dimension (rows of 3 x 16).
  %ab = stablehlo.convert %a : (tensor<2x3x16xf32>) -> tensor<2x3x16xbf16>
  %sb = stablehlo.convert %sp : (tensor<2x3x16xf32>) -> tensor<2x3x16xbf16>
  %mid = stablehlo.concatenate %ab, %sb, dim = 1 : (tensor<2x3x16xbf16>, tensor<2x3x16xbf16>) -> tensor<2x6x16xbf16>
  // i32 along the first dimension, with a piece of no elements.
  %ia = stablehlo.convert %m : (tensor<96xf32>) -> tensor<96xi32>
  %ir = stablehlo.reshape %ia : (tensor<96xi32>) -> tensor<2x3x16xi32>
  %empty = stablehlo.constant dense<> : tensor<0x3x16xi32>
  %first = stablehlo.concatenate %ir, %empty, %ir, dim = 0 : (tensor<2x3x16xi32>, tensor<0x3x16xi32>, tensor<2x3x16xi32>) -> tensor<4x3x16xi32>
  // Rows too short (2 and 3 elements): the generic.
  %ta = stablehlo.slice %a [0:2, 0:3, 0:2] : (tensor<2x3x16xf32>) -> tensor<2x3x2xf32>
  %tb = stablehlo.slice %sp [0:2, 0:3, 0:3] : (tensor<2x3x16xf32>) -> tensor<2x3x3xf32>
  %short = stablehlo.concatenate %ta, %tb, dim = 2 : (tensor<2x3x2xf32>, tensor<2x3x3xf32>) -> tensor<2x3x5xf32>
  // A result written in place into twice: each piece the same operand.
  %twice = stablehlo.concatenate %b, %b, dim = 2 : (tensor<2x3x16xf32>, tensor<2x3x16xf32>) -> tensor<2x3x32xf32>
  // Read by an lpf.dot (its operand read in the foreign buffer), and again after it.
  %l2 = stablehlo.reshape %last : (tensor<2x3x48xf32>) -> tensor<6x48xf32>
  %w = stablehlo.slice %cos [0:48] : (tensor<96xf32>) -> tensor<48xf32>
  %wb = stablehlo.broadcast_in_dim %w, dims = [0] : (tensor<48xf32>) -> tensor<48x8xf32>
  %d = lpf.dot %l2, %wb acc(f32) : tensor<6x48xf32>, tensor<48x8xf32> -> tensor<6x8xf32>
  return %last, %mid, %first, %short, %twice, %d : tensor<2x3x48xf32>, tensor<2x6x16xbf16>, tensor<4x3x16xi32>, tensor<2x3x5xf32>, tensor<2x3x32xf32>, tensor<6x8xf32>
}

// IR: tensor.empty() : tensor<2x3x48xf32>
// IR: tensor.insert_slice %{{.*}} into %{{.*}}[0, 0, 0] [2, 3, 16] [1, 1, 1]
// IR: tensor.insert_slice %{{.*}} into %{{.*}}[0, 0, 16] [2, 3, 16] [1, 1, 1]
// IR: tensor.insert_slice %{{.*}} into %{{.*}}[0, 0, 32] [2, 3, 16] [1, 1, 1]
// IR: tensor.empty() : tensor<2x6x16xbf16>
// IR: tensor.insert_slice %{{.*}} into %{{.*}}[0, 3, 0] [2, 3, 16] [1, 1, 1]
// IR: tensor.empty() : tensor<4x3x16xi32>
// IR: tensor.insert_slice %{{.*}} into %{{.*}}[0, 0, 0] [2, 3, 16] [1, 1, 1]
// IR-NEXT: tensor.insert_slice %{{.*}} into %{{.*}}[2, 0, 0] [2, 3, 16] [1, 1, 1]
// IR: linalg.generic {{.*}} outs(%{{.*}} : tensor<2x3x5xf32>)
// IR: tensor.extract
// IR: tensor.insert_slice %{{.*}} into %{{.*}}[0, 0, 16] [2, 3, 16] [1, 1, 1] : tensor<2x3x16xf32> into tensor<2x3x32xf32>
