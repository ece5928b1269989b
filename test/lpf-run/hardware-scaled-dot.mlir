// lpf.scaled_dot hardware("nvidia.blackwell.tcgen05") on the reference: Blackwell's
// block-scaled instructions (docs/formats.md "Hardware arithmetic"), values derived by hand from
// MMA-Sim's definitions, each beside lpf's ordered scaled_dot of the same operands.
//
// out0/out1, kind::mxf8f6f4 (ST-FDPA, F = 25, RZ-FP32), K = 64 = two instructions: slice 0
// gives c = 1.0; slice 1 has two products 1 x 1 with scales 2^-24 x 2^0, i.e. 2^-24 each, fused
// with c at e_max = 0 on the grid 2^-25: 1 + 2^-23 exactly (0x3F800001). The ordered f32 sum
// adds them one at a time: 1 + 2^-24 is a tie, rounded to even (1.0), twice (0x3F800000).
//
// out2/out3, kind::mxf4nvf4 block16 ue8m0 (GST-FDPA, groups of 16, F = 35): group 0 holds
// 1 x 1 + (-1) x 1 with scales 2^60 x 2^0: it cancels to 0 but keeps the scales' exponent 60
// (only an all-zero group takes e_zero), so e_max = 60 and group 1's 0.5 x 0.5 x 2^20 = 2^18
// lies below the grid 2^25 and truncates away: +0. The ordered sum is 2^18 (0x48800000).
// RUN: lpf-run %s --bits | FileCheck %s
// The LLVM exit's kernel (docs/llvm.md, "Block-scaled instructions") gives the same bits.
// RUN: lpf-run %s --backend llvm --bits | FileCheck %s
// CHECK: out0: tensor<1x1xf32> = {{\[\[}}1.0000001192092896 (0x3F800001)]]
// CHECK-NEXT: out1: tensor<1x1xf32> = {{\[\[}}1.0 (0x3F800000)]]
// CHECK-NEXT: out2: tensor<1x1xf32> = {{\[\[}}0.0 (0x00000000)]]
// CHECK-NEXT: out3: tensor<1x1xf32> = {{\[\[}}262144.0 (0x48800000)]]
func.func @main() -> (tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>) {
  %a = lpf.constant dense<[[1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0, 1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]]> : tensor<1x64xf8E4M3FN>
  %as = lpf.constant dense<[[1.0, 5.9604644775390625e-08]]> : tensor<1x2xf8E8M0FNU>
  %b = lpf.constant dense<[[1.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [1.0], [1.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0]]> : tensor<64x1xf8E4M3FN>
  %bs = lpf.constant dense<[[1.0], [1.0]]> : tensor<2x1xf8E8M0FNU>
  %0 = lpf.scaled_dot %a [%as], %b [%bs] block(32) acc(f32) hardware("nvidia.blackwell.tcgen05")
       : tensor<1x64xf8E4M3FN>, tensor<1x2xf8E8M0FNU>, tensor<64x1xf8E4M3FN>, tensor<2x1xf8E8M0FNU> -> tensor<1x1xf32>
  %1 = lpf.scaled_dot %a [%as], %b [%bs] block(32) acc(f32)
       : tensor<1x64xf8E4M3FN>, tensor<1x2xf8E8M0FNU>, tensor<64x1xf8E4M3FN>, tensor<2x1xf8E8M0FNU> -> tensor<1x1xf32>
  %c = lpf.constant dense<[[1.0, -1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.5, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]]> : tensor<1x64xf4E2M1FN>
  %cs = lpf.constant dense<[[1152921504606846976.0, 1048576.0, 1.0, 1.0]]> : tensor<1x4xf8E8M0FNU>
  %d = lpf.constant dense<[[1.0], [1.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.5], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0], [0.0]]> : tensor<64x1xf4E2M1FN>
  %ds = lpf.constant dense<[[1.0], [1.0], [1.0], [1.0]]> : tensor<4x1xf8E8M0FNU>
  %2 = lpf.scaled_dot %c [%cs], %d [%ds] block(16) acc(f32) hardware("nvidia.blackwell.tcgen05")
       : tensor<1x64xf4E2M1FN>, tensor<1x4xf8E8M0FNU>, tensor<64x1xf4E2M1FN>, tensor<4x1xf8E8M0FNU> -> tensor<1x1xf32>
  %3 = lpf.scaled_dot %c [%cs], %d [%ds] block(16) acc(f32)
       : tensor<1x64xf4E2M1FN>, tensor<1x4xf8E8M0FNU>, tensor<64x1xf4E2M1FN>, tensor<4x1xf8E8M0FNU> -> tensor<1x1xf32>
  return %0, %1, %2, %3 : tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>
}
