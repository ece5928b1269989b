// REQUIRES: xla
// Keys rotated with cos and sin the program computes (`cosine`/`sine` of the angles, HF Llama's
// in-graph tables, which XLA fuses into the rotation's loop), then broadcast to twice the heads
// (GQA) without a transpose: XLA fuses the sin product on both halves of the keys
// (lowering/src/hlo_defined/rotate_half.rs; per part, lpf before this rule, 84% of them). out0
// the broadcast keys; ref and llvm against XLA CPU itself (both take f32 sine and cosine as the
// C library's sinf and cosf, XLA's bits: StableHLO's interpreter's f64 ones differ on about 1%
// of angles).
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/rotkeys_k_1x2x64x64.npy --arg %S/Inputs/rotkeys_cos_64x64.npy --backend xla --out-dir %t/xla > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/rotkeys_k_1x2x64x64.npy --arg %S/Inputs/rotkeys_cos_64x64.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/rotkeys_k_1x2x64x64.npy --arg %S/Inputs/rotkeys_cos_64x64.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: cmp %t/xla/out0.npy %t/llvm/out0.npy
// RUN: cmp %t/xla/out0.npy %t/ref/out0.npy

func.func @main(%k0: tensor<1x2x64x64xf32>, %angles: tensor<64x64xf32>) -> tensor<1x4x64x64xf32> {
  %c = stablehlo.cosine %angles : tensor<64x64xf32>
  %s = stablehlo.sine %angles : tensor<64x64xf32>
  %cos = stablehlo.broadcast_in_dim %c, dims = [2, 3] : (tensor<64x64xf32>) -> tensor<1x2x64x64xf32>
  %sin = stablehlo.broadcast_in_dim %s, dims = [2, 3] : (tensor<64x64xf32>) -> tensor<1x2x64x64xf32>
  %ka = stablehlo.multiply %k0, %cos : tensor<1x2x64x64xf32>
  %khi = stablehlo.slice %k0 [0:1, 0:2, 0:64, 32:64] : (tensor<1x2x64x64xf32>) -> tensor<1x2x64x32xf32>
  %kneg = stablehlo.negate %khi : tensor<1x2x64x32xf32>
  %klo = stablehlo.slice %k0 [0:1, 0:2, 0:64, 0:32] : (tensor<1x2x64x64xf32>) -> tensor<1x2x64x32xf32>
  %krot = stablehlo.concatenate %kneg, %klo, dim = 3 : (tensor<1x2x64x32xf32>, tensor<1x2x64x32xf32>) -> tensor<1x2x64x64xf32>
  %kb = stablehlo.multiply %krot, %sin : tensor<1x2x64x64xf32>
  %k = stablehlo.add %ka, %kb : tensor<1x2x64x64xf32>
  %g = stablehlo.broadcast_in_dim %k, dims = [0, 1, 3, 4] : (tensor<1x2x64x64xf32>) -> tensor<1x2x2x64x64xf32>
  %out = stablehlo.reshape %g : (tensor<1x2x2x64x64xf32>) -> tensor<1x4x64x64xf32>
  return %out : tensor<1x4x64x64xf32>
}
