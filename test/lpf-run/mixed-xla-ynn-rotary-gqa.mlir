// Queries and keys of a jax Llama's attention, batch 2 x 32 tokens: the keys projected
// (`h @ wk.T`, two heads), both rotated (`x * cos + rotate_half(x) * sin`), the keys repeated for
// GQA (four query heads) and transposed straight into the scores dot, whose row maximum a reduce
// takes. XLA folds that transpose into the dot and hands both rotations to YNNPACK with the dot
// and the reduce, every product rounded (lowering/src/hlo_defined/ynn_fusion.rs; a batch of one:
// mixed-xla-ynn-rotary-gqa1.mlir). out0 the row maxima. Inputs: Inputs/xla_rotary_keys.py (the
// queries' 1 x 4 x 64 x 64 values read as 2 x 4 x 32 x 64, the first 32 rows of the tables).
// llvm == ref on 1 and 3 threads; mixed-xla-ynn-rotary-gqa-xla.mlir checks them against XLA.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/rotkeys_q_1x4x64x64.npy --arg %S/Inputs/rotkeys_h_64x128.npy --arg %S/Inputs/rotkeys_wk_128x128.npy --arg %S/Inputs/rotkeys_cos_64x64.npy --arg %S/Inputs/rotkeys_sin_64x64.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/rotkeys_q_1x4x64x64.npy --arg %S/Inputs/rotkeys_h_64x128.npy --arg %S/Inputs/rotkeys_wk_128x128.npy --arg %S/Inputs/rotkeys_cos_64x64.npy --arg %S/Inputs/rotkeys_sin_64x64.npy --backend llvm --threads 1 --out-dir %t/one > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/rotkeys_q_1x4x64x64.npy --arg %S/Inputs/rotkeys_h_64x128.npy --arg %S/Inputs/rotkeys_wk_128x128.npy --arg %S/Inputs/rotkeys_cos_64x64.npy --arg %S/Inputs/rotkeys_sin_64x64.npy --backend llvm --threads 3 --out-dir %t/three > /dev/null
// RUN: diff -r %t/ref %t/one
// RUN: diff -r %t/ref %t/three

func.func @main(%qin: tensor<1x4x64x64xf32>, %h: tensor<64x128xf32>, %wk: tensor<128x128xf32>, %ctab: tensor<64x64xf32>, %stab: tensor<64x64xf32>) -> tensor<2x4x32xf32> {
  %q0 = stablehlo.reshape %qin : (tensor<1x4x64x64xf32>) -> tensor<2x4x32x64xf32>
  %c = stablehlo.slice %ctab [0:32, 0:64] : (tensor<64x64xf32>) -> tensor<32x64xf32>
  %s = stablehlo.slice %stab [0:32, 0:64] : (tensor<64x64xf32>) -> tensor<32x64xf32>
  %cos = stablehlo.broadcast_in_dim %c, dims = [2, 3] : (tensor<32x64xf32>) -> tensor<2x4x32x64xf32>
  %sin = stablehlo.broadcast_in_dim %s, dims = [2, 3] : (tensor<32x64xf32>) -> tensor<2x4x32x64xf32>
  %qa = stablehlo.multiply %q0, %cos : tensor<2x4x32x64xf32>
  %qhi = stablehlo.slice %q0 [0:2, 0:4, 0:32, 32:64] : (tensor<2x4x32x64xf32>) -> tensor<2x4x32x32xf32>
  %qneg = stablehlo.negate %qhi : tensor<2x4x32x32xf32>
  %qlo = stablehlo.slice %q0 [0:2, 0:4, 0:32, 0:32] : (tensor<2x4x32x64xf32>) -> tensor<2x4x32x32xf32>
  %qrot = stablehlo.concatenate %qneg, %qlo, dim = 3 : (tensor<2x4x32x32xf32>, tensor<2x4x32x32xf32>) -> tensor<2x4x32x64xf32>
  %qb = stablehlo.multiply %qrot, %sin : tensor<2x4x32x64xf32>
  %q = stablehlo.add %qa, %qb : tensor<2x4x32x64xf32>
  %kp = stablehlo.dot_general %h, %wk, contracting_dims = [1] x [1] : (tensor<64x128xf32>, tensor<128x128xf32>) -> tensor<64x128xf32>
  %kbthd = stablehlo.reshape %kp : (tensor<64x128xf32>) -> tensor<2x32x2x64xf32>
  %k0 = stablehlo.transpose %kbthd, dims = [0, 2, 1, 3] : (tensor<2x32x2x64xf32>) -> tensor<2x2x32x64xf32>
  %kcos = stablehlo.broadcast_in_dim %c, dims = [2, 3] : (tensor<32x64xf32>) -> tensor<2x2x32x64xf32>
  %ksin = stablehlo.broadcast_in_dim %s, dims = [2, 3] : (tensor<32x64xf32>) -> tensor<2x2x32x64xf32>
  %ka = stablehlo.multiply %k0, %kcos : tensor<2x2x32x64xf32>
  %khi = stablehlo.slice %k0 [0:2, 0:2, 0:32, 32:64] : (tensor<2x2x32x64xf32>) -> tensor<2x2x32x32xf32>
  %kneg = stablehlo.negate %khi : tensor<2x2x32x32xf32>
  %klo = stablehlo.slice %k0 [0:2, 0:2, 0:32, 0:32] : (tensor<2x2x32x64xf32>) -> tensor<2x2x32x32xf32>
  %krot = stablehlo.concatenate %kneg, %klo, dim = 3 : (tensor<2x2x32x32xf32>, tensor<2x2x32x32xf32>) -> tensor<2x2x32x64xf32>
  %kb = stablehlo.multiply %krot, %ksin : tensor<2x2x32x64xf32>
  %k = stablehlo.add %ka, %kb : tensor<2x2x32x64xf32>
  %kg = stablehlo.broadcast_in_dim %k, dims = [0, 1, 3, 4] : (tensor<2x2x32x64xf32>) -> tensor<2x2x2x32x64xf32>
  %kr = stablehlo.reshape %kg : (tensor<2x2x2x32x64xf32>) -> tensor<2x4x32x64xf32>
  %kt = stablehlo.transpose %kr, dims = [0, 1, 3, 2] : (tensor<2x4x32x64xf32>) -> tensor<2x4x64x32xf32>
  %scores = stablehlo.dot_general %q, %kt, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<2x4x32x64xf32>, tensor<2x4x64x32xf32>) -> tensor<2x4x32x32xf32>
  %low = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %max = stablehlo.reduce(%scores init: %low) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x32x32xf32>, tensor<f32>) -> tensor<2x4x32xf32>
  return %max : tensor<2x4x32xf32>
}
