// REQUIRES: iree
// Ordered dots into f32 on --backend iree give --backend ref's bits (issue 40): bf16 x f8E4M3FN
// and bf16 x bf16, K = 64, random normal data (Inputs: seed 4040, bf16 N(0, 3^2) and N(0, 1),
// f8E4M3FN N(0, 1)). IREE sums dot_general's products in k order (O0, no reassociation), so the
// exit takes IREE's f32 dot where a run-time check shows every product and partial sum stays a
// normal f32 (docs/iree.md); the f64 sum rounded once (the XLA exit's, --backend xla) differs
// from the k-ordered sum on 26 of the 64 bf16 x bf16 values (0 of the bf16 x f8). Where the check
// fails (bf16 products of 2^-130 and 2^-133, f32 subnormals that IREE's FTZ would make 0), the
// f64 sum rounded once is taken: here exact, 2^-130 + 2^-133. The check reads bf16 and f32
// operands as integer bits: a bf16 subnormal operand among normal ones ([2^-130, 2^-126] x
// [2^100, 1]) sends the dot to the fallback, 2^-30 + 2^-126 rounded to 2^-30 (IREE's dot, whose
// DAZ reads 2^-130 as 0, gives 2^-126). Inputs: iree_dot_sub_1x2.npy, iree_dot_big_2x1.npy (bf16
// bits).
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/iree_dot_bf16_8x64.npy --arg %S/Inputs/iree_dot_f8_64x8.npy --arg %S/Inputs/iree_dot_bf16_64x8.npy --arg %S/Inputs/iree_dot_tiny_1x2.npy --arg %S/Inputs/iree_dot_tiny_2x1.npy --arg %S/Inputs/iree_dot_sub_1x2.npy --arg %S/Inputs/iree_dot_big_2x1.npy --backend ref --bits --out-dir %t/ref > %t/ref.txt
// RUN: lpf-run %s --arg %S/Inputs/iree_dot_bf16_8x64.npy --arg %S/Inputs/iree_dot_f8_64x8.npy --arg %S/Inputs/iree_dot_bf16_64x8.npy --arg %S/Inputs/iree_dot_tiny_1x2.npy --arg %S/Inputs/iree_dot_tiny_2x1.npy --arg %S/Inputs/iree_dot_sub_1x2.npy --arg %S/Inputs/iree_dot_big_2x1.npy --backend iree --bits --out-dir %t/iree > %t/iree.txt
// RUN: diff -r %t/ref %t/iree
// RUN: FileCheck %s < %t/iree.txt
// CHECK: out0: tensor<8x8xf32>
// CHECK: out1: tensor<8x8xf32>
// CHECK: out2: tensor<1x1xf32> = {{\[\[}}8.265194654219209e-40 (0x00090000)]]
// CHECK: out3: tensor<1x1xf32> = {{\[\[}}9.313225746154785e-10 (0x30800000)]]

func.func @main(%a: tensor<8x64xbf16>, %w: tensor<64x8xf8E4M3FN>, %v: tensor<64x8xbf16>, %s: tensor<1x2xbf16>, %t: tensor<2x1xbf16>,
                %u: tensor<1x2xbf16>, %v2: tensor<2x1xbf16>)
    -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<1x1xf32>, tensor<1x1xf32>) {
  %0 = lpf.dot %a, %w acc(f32) : tensor<8x64xbf16>, tensor<64x8xf8E4M3FN> -> tensor<8x8xf32>
  %1 = lpf.dot %a, %v acc(f32) : tensor<8x64xbf16>, tensor<64x8xbf16> -> tensor<8x8xf32>
  %2 = lpf.dot %s, %t acc(f32) : tensor<1x2xbf16>, tensor<2x1xbf16> -> tensor<1x1xf32>
  %3 = lpf.dot %u, %v2 acc(f32) : tensor<1x2xbf16>, tensor<2x1xbf16> -> tensor<1x1xf32>
  return %0, %1, %2, %3 : tensor<8x8xf32>, tensor<8x8xf32>, tensor<1x1xf32>, tensor<1x1xf32>
}
