// The keys of mixed-xla-ynn-rotary-gqa.mlir with a batch of one: XLA drops the unit dimension
// by reshaping the scores dot's operands, so the transpose into it does not fold and stays the
// root of the keys' own loop (their rotation per part there, with its FMA), while the queries'
// rotation goes to YNNPACK with the dot (lowering/src/hlo_defined/ynn_fusion.rs). out0 the row
// maxima. Inputs: Inputs/xla_rotary_keys.py. llvm == ref on 1 and 3 threads;
// mixed-xla-ynn-rotary-gqa1-xla.mlir checks them against XLA.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/rotkeys_q_1x4x64x64.npy --arg %S/Inputs/rotkeys_h_64x128.npy --arg %S/Inputs/rotkeys_wk_128x128.npy --arg %S/Inputs/rotkeys_cos_64x64.npy --arg %S/Inputs/rotkeys_sin_64x64.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/rotkeys_q_1x4x64x64.npy --arg %S/Inputs/rotkeys_h_64x128.npy --arg %S/Inputs/rotkeys_wk_128x128.npy --arg %S/Inputs/rotkeys_cos_64x64.npy --arg %S/Inputs/rotkeys_sin_64x64.npy --backend llvm --threads 1 --out-dir %t/one > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/rotkeys_q_1x4x64x64.npy --arg %S/Inputs/rotkeys_h_64x128.npy --arg %S/Inputs/rotkeys_wk_128x128.npy --arg %S/Inputs/rotkeys_cos_64x64.npy --arg %S/Inputs/rotkeys_sin_64x64.npy --backend llvm --threads 3 --out-dir %t/three > /dev/null
// RUN: diff -r %t/ref %t/one
// RUN: diff -r %t/ref %t/three

func.func @main(%q0: tensor<1x4x64x64xf32>, %h: tensor<64x128xf32>, %wk: tensor<128x128xf32>, %c: tensor<64x64xf32>, %s: tensor<64x64xf32>) -> tensor<1x4x64xf32> {
  %cos = stablehlo.broadcast_in_dim %c, dims = [2, 3] : (tensor<64x64xf32>) -> tensor<1x4x64x64xf32>
  %sin = stablehlo.broadcast_in_dim %s, dims = [2, 3] : (tensor<64x64xf32>) -> tensor<1x4x64x64xf32>
  %qa = stablehlo.multiply %q0, %cos : tensor<1x4x64x64xf32>
  %qhi = stablehlo.slice %q0 [0:1, 0:4, 0:64, 32:64] : (tensor<1x4x64x64xf32>) -> tensor<1x4x64x32xf32>
  %qneg = stablehlo.negate %qhi : tensor<1x4x64x32xf32>
  %qlo = stablehlo.slice %q0 [0:1, 0:4, 0:64, 0:32] : (tensor<1x4x64x64xf32>) -> tensor<1x4x64x32xf32>
  %qrot = stablehlo.concatenate %qneg, %qlo, dim = 3 : (tensor<1x4x64x32xf32>, tensor<1x4x64x32xf32>) -> tensor<1x4x64x64xf32>
  %qb = stablehlo.multiply %qrot, %sin : tensor<1x4x64x64xf32>
  %q = stablehlo.add %qa, %qb : tensor<1x4x64x64xf32>
  %kp = stablehlo.dot_general %h, %wk, contracting_dims = [1] x [1] : (tensor<64x128xf32>, tensor<128x128xf32>) -> tensor<64x128xf32>
  %kbthd = stablehlo.reshape %kp : (tensor<64x128xf32>) -> tensor<1x64x2x64xf32>
  %k0 = stablehlo.transpose %kbthd, dims = [0, 2, 1, 3] : (tensor<1x64x2x64xf32>) -> tensor<1x2x64x64xf32>
  %kcos = stablehlo.broadcast_in_dim %c, dims = [2, 3] : (tensor<64x64xf32>) -> tensor<1x2x64x64xf32>
  %ksin = stablehlo.broadcast_in_dim %s, dims = [2, 3] : (tensor<64x64xf32>) -> tensor<1x2x64x64xf32>
  %ka = stablehlo.multiply %k0, %kcos : tensor<1x2x64x64xf32>
  %khi = stablehlo.slice %k0 [0:1, 0:2, 0:64, 32:64] : (tensor<1x2x64x64xf32>) -> tensor<1x2x64x32xf32>
  %kneg = stablehlo.negate %khi : tensor<1x2x64x32xf32>
  %klo = stablehlo.slice %k0 [0:1, 0:2, 0:64, 0:32] : (tensor<1x2x64x64xf32>) -> tensor<1x2x64x32xf32>
  %krot = stablehlo.concatenate %kneg, %klo, dim = 3 : (tensor<1x2x64x32xf32>, tensor<1x2x64x32xf32>) -> tensor<1x2x64x64xf32>
  %kb = stablehlo.multiply %krot, %ksin : tensor<1x2x64x64xf32>
  %k = stablehlo.add %ka, %kb : tensor<1x2x64x64xf32>
  %kg = stablehlo.broadcast_in_dim %k, dims = [0, 1, 3, 4] : (tensor<1x2x64x64xf32>) -> tensor<1x2x2x64x64xf32>
  %kr = stablehlo.reshape %kg : (tensor<1x2x2x64x64xf32>) -> tensor<1x4x64x64xf32>
  %kt = stablehlo.transpose %kr, dims = [0, 1, 3, 2] : (tensor<1x4x64x64xf32>) -> tensor<1x4x64x64xf32>
  %scores = stablehlo.dot_general %q, %kt, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<1x4x64x64xf32>, tensor<1x4x64x64xf32>) -> tensor<1x4x64x64xf32>
  %low = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %max = stablehlo.reduce(%scores init: %low) applies stablehlo.maximum across dimensions = [3] : (tensor<1x4x64x64xf32>, tensor<f32>) -> tensor<1x4x64xf32>
  return %max : tensor<1x4x64xf32>
}
