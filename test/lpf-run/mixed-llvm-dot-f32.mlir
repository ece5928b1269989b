// Foreign f32 x f32 -> f32 dot_generals on --backend llvm (issue 39; docs/llvm.md, "Foreign f32
// dots"): each output is computed as XLA CPU computes it, one fused multiply-add per k in k order
// from +0, s = fma(a_k, b_k, s). The reference is the numerics crate's chain of f32 FMAs
// (--backend ref on @fused: the same contractions written as transposes + lpf.dot
// hardware("amd.cdna1.mfma"), whose f32 x f32 instruction is one fused multiply-add per k from +0:
// exact product, one rounding of the sum). Every output is compared bit for bit (.npy).
// Layouts: plain (K = 64, 256), nn.Linear's [N, K] weight (K = 512), attention's batched scores
// (k contracted on its last dimension) and values, and JAX's einsum "qhd,khd->hqk" (a batch
// dimension in the middle). The operands are made in the module from the seed by integer ops
// (exact on every backend): +-[0.25, 4) with all 23 fraction bits random, so products round in
// f32 and the sums cancel. Attention's scores (out3: a transposed right operand, N = 32) and
// the einsum (out5: XLA's canonical dot, hlo_defined::xla_canonical_dot, then a transposed right
// operand of N = 32) are YNNPACK's two lanes on both backends (hlo_defined::xla_dot_lanes), not
// the k order: compared with ref, not @fused. --backend ref on @main computes these f32 dots as XLA and the exit
// do too (lpf-run's machine::fma_dot, at a function's top level); StableHLO's interpreter, which
// rounds each product, gave other bits on every output (within the SFEP-0054 §8 bound).
// mixed-llvm-dot-f32-xla.mlir compares the same outputs against XLA CPU.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/u32_12345.npy --backend llvm --out-dir %t/llvm | FileCheck %s
// RUN: lpf-run %s --entry fused --arg %S/Inputs/u32_12345.npy --backend ref --out-dir %t/fused > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/u32_12345.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: cmp %t/llvm/out0.npy %t/fused/out0.npy
// RUN: cmp %t/llvm/out1.npy %t/fused/out1.npy
// RUN: cmp %t/llvm/out2.npy %t/fused/out2.npy
// RUN: cmp %t/llvm/out4.npy %t/fused/out4.npy
// RUN: cmp %t/llvm/out0.npy %t/ref/out0.npy
// RUN: cmp %t/llvm/out2.npy %t/ref/out2.npy
// RUN: cmp %t/llvm/out3.npy %t/ref/out3.npy
// RUN: cmp %t/llvm/out5.npy %t/ref/out5.npy
// CHECK: out0: tensor<64x64xf32> =
// CHECK: out5: tensor<4x32x16xf32> =

func.func @main(%seed: tensor<ui32>) -> (tensor<64x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<2x4x32x32xf32>, tensor<2x4x32x64xf32>, tensor<4x32x16xf32>) {
  %iota = stablehlo.iota dim = 0 : tensor<163840xui32>
  %seeds = stablehlo.broadcast_in_dim %seed, dims = [] : (tensor<ui32>) -> tensor<163840xui32>
  %i = stablehlo.add %iota, %seeds : tensor<163840xui32>
  %c1 = stablehlo.constant dense<2654435761> : tensor<163840xui32>
  %c2 = stablehlo.constant dense<2246822519> : tensor<163840xui32>
  %c15 = stablehlo.constant dense<15> : tensor<163840xui32>
  %c8 = stablehlo.constant dense<8> : tensor<163840xui32>
  %c23 = stablehlo.constant dense<23> : tensor<163840xui32>
  %c31 = stablehlo.constant dense<31> : tensor<163840xui32>
  %c3 = stablehlo.constant dense<3> : tensor<163840xui32>
  %c125 = stablehlo.constant dense<125> : tensor<163840xui32>
  %h1 = stablehlo.multiply %i, %c1 : tensor<163840xui32>
  %s1 = stablehlo.shift_right_logical %h1, %c15 : tensor<163840xui32>
  %h2 = stablehlo.xor %h1, %s1 : tensor<163840xui32>
  %h3 = stablehlo.multiply %h2, %c2 : tensor<163840xui32>
  %mant = stablehlo.shift_right_logical %h3, %c8 : tensor<163840xui32>
  %sign0 = stablehlo.shift_right_logical %h3, %c31 : tensor<163840xui32>
  %sign = stablehlo.shift_left %sign0, %c31 : tensor<163840xui32>
  %e0 = stablehlo.and %h3, %c3 : tensor<163840xui32>
  %e1 = stablehlo.add %e0, %c125 : tensor<163840xui32>
  %exp = stablehlo.shift_left %e1, %c23 : tensor<163840xui32>
  %bits0 = stablehlo.or %mant, %exp : tensor<163840xui32>
  %bits = stablehlo.or %bits0, %sign : tensor<163840xui32>
  %all = stablehlo.bitcast_convert %bits : (tensor<163840xui32>) -> tensor<163840xf32>
  %a0f = stablehlo.slice %all [0:4096] : (tensor<163840xf32>) -> tensor<4096xf32>
  %a0 = stablehlo.reshape %a0f : (tensor<4096xf32>) -> tensor<64x64xf32>
  %b0f = stablehlo.slice %all [4096:8192] : (tensor<163840xf32>) -> tensor<4096xf32>
  %b0 = stablehlo.reshape %b0f : (tensor<4096xf32>) -> tensor<64x64xf32>
  %a1f = stablehlo.slice %all [8192:16384] : (tensor<163840xf32>) -> tensor<8192xf32>
  %a1 = stablehlo.reshape %a1f : (tensor<8192xf32>) -> tensor<32x256xf32>
  %b1f = stablehlo.slice %all [16384:32768] : (tensor<163840xf32>) -> tensor<16384xf32>
  %b1 = stablehlo.reshape %b1f : (tensor<16384xf32>) -> tensor<256x64xf32>
  %a2f = stablehlo.slice %all [32768:49152] : (tensor<163840xf32>) -> tensor<16384xf32>
  %a2 = stablehlo.reshape %a2f : (tensor<16384xf32>) -> tensor<32x512xf32>
  %b2f = stablehlo.slice %all [49152:81920] : (tensor<163840xf32>) -> tensor<32768xf32>
  %b2 = stablehlo.reshape %b2f : (tensor<32768xf32>) -> tensor<64x512xf32>
  %a3f = stablehlo.slice %all [81920:98304] : (tensor<163840xf32>) -> tensor<16384xf32>
  %a3 = stablehlo.reshape %a3f : (tensor<16384xf32>) -> tensor<2x4x32x64xf32>
  %b3f = stablehlo.slice %all [98304:114688] : (tensor<163840xf32>) -> tensor<16384xf32>
  %b3 = stablehlo.reshape %b3f : (tensor<16384xf32>) -> tensor<2x4x32x64xf32>
  %a4f = stablehlo.slice %all [114688:122880] : (tensor<163840xf32>) -> tensor<8192xf32>
  %a4 = stablehlo.reshape %a4f : (tensor<8192xf32>) -> tensor<2x4x32x32xf32>
  %b4f = stablehlo.slice %all [122880:139264] : (tensor<163840xf32>) -> tensor<16384xf32>
  %b4 = stablehlo.reshape %b4f : (tensor<16384xf32>) -> tensor<2x4x32x64xf32>
  %a5f = stablehlo.slice %all [139264:155648] : (tensor<163840xf32>) -> tensor<16384xf32>
  %a5 = stablehlo.reshape %a5f : (tensor<16384xf32>) -> tensor<32x4x128xf32>
  %b5f = stablehlo.slice %all [155648:163840] : (tensor<163840xf32>) -> tensor<8192xf32>
  %b5 = stablehlo.reshape %b5f : (tensor<8192xf32>) -> tensor<16x4x128xf32>
  // plain 64x64 @ 64x64
  %d0 = stablehlo.dot_general %a0, %b0, contracting_dims = [1] x [0] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  // plain 32x256 @ 256x64
  %d1 = stablehlo.dot_general %a1, %b1, contracting_dims = [1] x [0] : (tensor<32x256xf32>, tensor<256x64xf32>) -> tensor<32x64xf32>
  // nn.Linear: x [32, 512] @ W [64, 512]^T
  %d2 = stablehlo.dot_general %a2, %b2, contracting_dims = [1] x [1] : (tensor<32x512xf32>, tensor<64x512xf32>) -> tensor<32x64xf32>
  // attention scores: q [2, 4, 32, 64] . k [2, 4, 32, 64] over the head dim
  %d3 = stablehlo.dot_general %a3, %b3, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<2x4x32x64xf32>, tensor<2x4x32x64xf32>) -> tensor<2x4x32x32xf32>
  // attention values: p [2, 4, 32, 32] @ v [2, 4, 32, 64]
  %d4 = stablehlo.dot_general %a4, %b4, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<2x4x32x32xf32>, tensor<2x4x32x64xf32>) -> tensor<2x4x32x64xf32>
  // JAX's einsum 'qhd,khd->hqk': q [32, 4, 128], k [16, 4, 128]
  %d5 = stablehlo.dot_general %a5, %b5, batching_dims = [1] x [1], contracting_dims = [2] x [2] : (tensor<32x4x128xf32>, tensor<16x4x128xf32>) -> tensor<4x32x16xf32>
  return %d0, %d1, %d2, %d3, %d4, %d5 : tensor<64x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<2x4x32x32xf32>, tensor<2x4x32x64xf32>, tensor<4x32x16xf32>
}

func.func @fused(%seed: tensor<ui32>) -> (tensor<64x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<2x4x32x32xf32>, tensor<2x4x32x64xf32>, tensor<4x32x16xf32>) {
  %iota = stablehlo.iota dim = 0 : tensor<163840xui32>
  %seeds = stablehlo.broadcast_in_dim %seed, dims = [] : (tensor<ui32>) -> tensor<163840xui32>
  %i = stablehlo.add %iota, %seeds : tensor<163840xui32>
  %c1 = stablehlo.constant dense<2654435761> : tensor<163840xui32>
  %c2 = stablehlo.constant dense<2246822519> : tensor<163840xui32>
  %c15 = stablehlo.constant dense<15> : tensor<163840xui32>
  %c8 = stablehlo.constant dense<8> : tensor<163840xui32>
  %c23 = stablehlo.constant dense<23> : tensor<163840xui32>
  %c31 = stablehlo.constant dense<31> : tensor<163840xui32>
  %c3 = stablehlo.constant dense<3> : tensor<163840xui32>
  %c125 = stablehlo.constant dense<125> : tensor<163840xui32>
  %h1 = stablehlo.multiply %i, %c1 : tensor<163840xui32>
  %s1 = stablehlo.shift_right_logical %h1, %c15 : tensor<163840xui32>
  %h2 = stablehlo.xor %h1, %s1 : tensor<163840xui32>
  %h3 = stablehlo.multiply %h2, %c2 : tensor<163840xui32>
  %mant = stablehlo.shift_right_logical %h3, %c8 : tensor<163840xui32>
  %sign0 = stablehlo.shift_right_logical %h3, %c31 : tensor<163840xui32>
  %sign = stablehlo.shift_left %sign0, %c31 : tensor<163840xui32>
  %e0 = stablehlo.and %h3, %c3 : tensor<163840xui32>
  %e1 = stablehlo.add %e0, %c125 : tensor<163840xui32>
  %exp = stablehlo.shift_left %e1, %c23 : tensor<163840xui32>
  %bits0 = stablehlo.or %mant, %exp : tensor<163840xui32>
  %bits = stablehlo.or %bits0, %sign : tensor<163840xui32>
  %all = stablehlo.bitcast_convert %bits : (tensor<163840xui32>) -> tensor<163840xf32>
  %a0f = stablehlo.slice %all [0:4096] : (tensor<163840xf32>) -> tensor<4096xf32>
  %a0 = stablehlo.reshape %a0f : (tensor<4096xf32>) -> tensor<64x64xf32>
  %b0f = stablehlo.slice %all [4096:8192] : (tensor<163840xf32>) -> tensor<4096xf32>
  %b0 = stablehlo.reshape %b0f : (tensor<4096xf32>) -> tensor<64x64xf32>
  %a1f = stablehlo.slice %all [8192:16384] : (tensor<163840xf32>) -> tensor<8192xf32>
  %a1 = stablehlo.reshape %a1f : (tensor<8192xf32>) -> tensor<32x256xf32>
  %b1f = stablehlo.slice %all [16384:32768] : (tensor<163840xf32>) -> tensor<16384xf32>
  %b1 = stablehlo.reshape %b1f : (tensor<16384xf32>) -> tensor<256x64xf32>
  %a2f = stablehlo.slice %all [32768:49152] : (tensor<163840xf32>) -> tensor<16384xf32>
  %a2 = stablehlo.reshape %a2f : (tensor<16384xf32>) -> tensor<32x512xf32>
  %b2f = stablehlo.slice %all [49152:81920] : (tensor<163840xf32>) -> tensor<32768xf32>
  %b2 = stablehlo.reshape %b2f : (tensor<32768xf32>) -> tensor<64x512xf32>
  %a3f = stablehlo.slice %all [81920:98304] : (tensor<163840xf32>) -> tensor<16384xf32>
  %a3 = stablehlo.reshape %a3f : (tensor<16384xf32>) -> tensor<2x4x32x64xf32>
  %b3f = stablehlo.slice %all [98304:114688] : (tensor<163840xf32>) -> tensor<16384xf32>
  %b3 = stablehlo.reshape %b3f : (tensor<16384xf32>) -> tensor<2x4x32x64xf32>
  %a4f = stablehlo.slice %all [114688:122880] : (tensor<163840xf32>) -> tensor<8192xf32>
  %a4 = stablehlo.reshape %a4f : (tensor<8192xf32>) -> tensor<2x4x32x32xf32>
  %b4f = stablehlo.slice %all [122880:139264] : (tensor<163840xf32>) -> tensor<16384xf32>
  %b4 = stablehlo.reshape %b4f : (tensor<16384xf32>) -> tensor<2x4x32x64xf32>
  %a5f = stablehlo.slice %all [139264:155648] : (tensor<163840xf32>) -> tensor<16384xf32>
  %a5 = stablehlo.reshape %a5f : (tensor<16384xf32>) -> tensor<32x4x128xf32>
  %b5f = stablehlo.slice %all [155648:163840] : (tensor<163840xf32>) -> tensor<8192xf32>
  %b5 = stablehlo.reshape %b5f : (tensor<8192xf32>) -> tensor<16x4x128xf32>
  %d0 = lpf.dot %a0, %b0 acc(f32) hardware("amd.cdna1.mfma") : tensor<64x64xf32>, tensor<64x64xf32> -> tensor<64x64xf32>
  %d1 = lpf.dot %a1, %b1 acc(f32) hardware("amd.cdna1.mfma") : tensor<32x256xf32>, tensor<256x64xf32> -> tensor<32x64xf32>
  %b2t = stablehlo.transpose %b2, dims = [1, 0] : (tensor<64x512xf32>) -> tensor<512x64xf32>
  %d2 = lpf.dot %a2, %b2t acc(f32) hardware("amd.cdna1.mfma") : tensor<32x512xf32>, tensor<512x64xf32> -> tensor<32x64xf32>
  %b3t = stablehlo.transpose %b3, dims = [0, 1, 3, 2] : (tensor<2x4x32x64xf32>) -> tensor<2x4x64x32xf32>
  %d3 = lpf.dot %a3, %b3t acc(f32) hardware("amd.cdna1.mfma") : tensor<2x4x32x64xf32>, tensor<2x4x64x32xf32> -> tensor<2x4x32x32xf32>
  %d4 = lpf.dot %a4, %b4 acc(f32) hardware("amd.cdna1.mfma") : tensor<2x4x32x32xf32>, tensor<2x4x32x64xf32> -> tensor<2x4x32x64xf32>
  %a5t = stablehlo.transpose %a5, dims = [1, 0, 2] : (tensor<32x4x128xf32>) -> tensor<4x32x128xf32>
  %b5t = stablehlo.transpose %b5, dims = [1, 2, 0] : (tensor<16x4x128xf32>) -> tensor<4x128x16xf32>
  %d5 = lpf.dot %a5t, %b5t acc(f32) hardware("amd.cdna1.mfma") : tensor<4x32x128xf32>, tensor<4x128x16xf32> -> tensor<4x32x16xf32>
  return %d0, %d1, %d2, %d3, %d4, %d5 : tensor<64x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<2x4x32x32xf32>, tensor<2x4x32x64xf32>, tensor<4x32x16xf32>
}
