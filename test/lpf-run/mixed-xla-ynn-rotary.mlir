// Queries rotated (`q * cos + rotate_half(q) * sin`) into the scores dot `q @ k^T`, whose row
// maximum a reduce takes (a softmax's first step): XLA hands the rotation, the dot and the
// reduce to YNNPACK as one fusion, which rounds both products of the rotation's add (no fused
// multiply-add; lowering/src/hlo_defined/ynn_fusion.rs). out0 the row maxima (the scores are not
// a result: XLA's library fusion has one output).
// Inputs: Inputs/xla_rotary_keys.py. llvm == ref on 1 and 3 threads;
// mixed-xla-ynn-rotary-xla.mlir checks them against XLA.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/rotkeys_q_1x2x64x64.npy --arg %S/Inputs/rotkeys_k_1x2x64x64.npy --arg %S/Inputs/rotkeys_cos_64x64.npy --arg %S/Inputs/rotkeys_sin_64x64.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/rotkeys_q_1x2x64x64.npy --arg %S/Inputs/rotkeys_k_1x2x64x64.npy --arg %S/Inputs/rotkeys_cos_64x64.npy --arg %S/Inputs/rotkeys_sin_64x64.npy --backend llvm --threads 1 --out-dir %t/one > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/rotkeys_q_1x2x64x64.npy --arg %S/Inputs/rotkeys_k_1x2x64x64.npy --arg %S/Inputs/rotkeys_cos_64x64.npy --arg %S/Inputs/rotkeys_sin_64x64.npy --backend llvm --threads 3 --out-dir %t/three > /dev/null
// RUN: diff -r %t/ref %t/one
// RUN: diff -r %t/ref %t/three

func.func @main(%q0: tensor<1x2x64x64xf32>, %k: tensor<1x2x64x64xf32>, %c: tensor<64x64xf32>, %s: tensor<64x64xf32>) -> tensor<1x2x64xf32> {
  %cos = stablehlo.broadcast_in_dim %c, dims = [2, 3] : (tensor<64x64xf32>) -> tensor<1x2x64x64xf32>
  %sin = stablehlo.broadcast_in_dim %s, dims = [2, 3] : (tensor<64x64xf32>) -> tensor<1x2x64x64xf32>
  %qa = stablehlo.multiply %q0, %cos : tensor<1x2x64x64xf32>
  %qhi = stablehlo.slice %q0 [0:1, 0:2, 0:64, 32:64] : (tensor<1x2x64x64xf32>) -> tensor<1x2x64x32xf32>
  %qneg = stablehlo.negate %qhi : tensor<1x2x64x32xf32>
  %qlo = stablehlo.slice %q0 [0:1, 0:2, 0:64, 0:32] : (tensor<1x2x64x64xf32>) -> tensor<1x2x64x32xf32>
  %qrot = stablehlo.concatenate %qneg, %qlo, dim = 3 : (tensor<1x2x64x32xf32>, tensor<1x2x64x32xf32>) -> tensor<1x2x64x64xf32>
  %qb = stablehlo.multiply %qrot, %sin : tensor<1x2x64x64xf32>
  %q = stablehlo.add %qa, %qb : tensor<1x2x64x64xf32>
  %q3 = stablehlo.reshape %q : (tensor<1x2x64x64xf32>) -> tensor<2x64x64xf32>
  %k3 = stablehlo.reshape %k : (tensor<1x2x64x64xf32>) -> tensor<2x64x64xf32>
  %scores = stablehlo.dot_general %q3, %k3, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
  %s4 = stablehlo.reshape %scores : (tensor<2x64x64xf32>) -> tensor<1x2x64x64xf32>
  %low = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %max = stablehlo.reduce(%s4 init: %low) applies stablehlo.maximum across dimensions = [3] : (tensor<1x2x64x64xf32>, tensor<f32>) -> tensor<1x2x64xf32>
  return %max : tensor<1x2x64xf32>
}
