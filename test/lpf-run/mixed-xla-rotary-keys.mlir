// The rotary embedding of keys read by a dot that sums each output with one accumulator
// (lowering/src/hlo_defined/rotate_half.rs, `into_single_lane_dot`): `q @ k^T` over 64 keys,
// the einsum's dot reading the rotated keys [B, H, S, D] transposed. XLA's YNNPACK dot reads
// that layout itself, so the rotation is a plain loop and fuses the left product on every
// element (the permuting loop's choice, the sin product on the second half, is XLA's where the
// dot is laned: 16, 32, 48, 96 keys). out0 the scores. Inputs: Inputs/xla_rotary_keys.py.
// llvm == ref on 1 and 3 threads; mixed-xla-rotary-keys-xla.mlir checks them against XLA.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/rotkeys_q_1x2x64x64.npy --arg %S/Inputs/rotkeys_k_1x2x64x64.npy --arg %S/Inputs/rotkeys_cos_64x64.npy --arg %S/Inputs/rotkeys_sin_64x64.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/rotkeys_q_1x2x64x64.npy --arg %S/Inputs/rotkeys_k_1x2x64x64.npy --arg %S/Inputs/rotkeys_cos_64x64.npy --arg %S/Inputs/rotkeys_sin_64x64.npy --backend llvm --threads 1 --out-dir %t/one > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/rotkeys_q_1x2x64x64.npy --arg %S/Inputs/rotkeys_k_1x2x64x64.npy --arg %S/Inputs/rotkeys_cos_64x64.npy --arg %S/Inputs/rotkeys_sin_64x64.npy --backend llvm --threads 3 --out-dir %t/three > /dev/null
// RUN: diff -r %t/ref %t/one
// RUN: diff -r %t/ref %t/three

func.func @main(%q0: tensor<1x2x64x64xf32>, %k0: tensor<1x2x64x64xf32>, %c: tensor<64x64xf32>, %s: tensor<64x64xf32>) -> tensor<1x2x64x64xf32> {
  %cos = stablehlo.broadcast_in_dim %c, dims = [2, 3] : (tensor<64x64xf32>) -> tensor<1x2x64x64xf32>
  %sin = stablehlo.broadcast_in_dim %s, dims = [2, 3] : (tensor<64x64xf32>) -> tensor<1x2x64x64xf32>
  %qa = stablehlo.multiply %q0, %cos : tensor<1x2x64x64xf32>
  %qhi = stablehlo.slice %q0 [0:1, 0:2, 0:64, 32:64] : (tensor<1x2x64x64xf32>) -> tensor<1x2x64x32xf32>
  %qneg = stablehlo.negate %qhi : tensor<1x2x64x32xf32>
  %qlo = stablehlo.slice %q0 [0:1, 0:2, 0:64, 0:32] : (tensor<1x2x64x64xf32>) -> tensor<1x2x64x32xf32>
  %qrot = stablehlo.concatenate %qneg, %qlo, dim = 3 : (tensor<1x2x64x32xf32>, tensor<1x2x64x32xf32>) -> tensor<1x2x64x64xf32>
  %qb = stablehlo.multiply %qrot, %sin : tensor<1x2x64x64xf32>
  %q = stablehlo.add %qa, %qb : tensor<1x2x64x64xf32>
  %ka = stablehlo.multiply %k0, %cos : tensor<1x2x64x64xf32>
  %khi = stablehlo.slice %k0 [0:1, 0:2, 0:64, 32:64] : (tensor<1x2x64x64xf32>) -> tensor<1x2x64x32xf32>
  %kneg = stablehlo.negate %khi : tensor<1x2x64x32xf32>
  %klo = stablehlo.slice %k0 [0:1, 0:2, 0:64, 0:32] : (tensor<1x2x64x64xf32>) -> tensor<1x2x64x32xf32>
  %krot = stablehlo.concatenate %kneg, %klo, dim = 3 : (tensor<1x2x64x32xf32>, tensor<1x2x64x32xf32>) -> tensor<1x2x64x64xf32>
  %kb = stablehlo.multiply %krot, %sin : tensor<1x2x64x64xf32>
  %k = stablehlo.add %ka, %kb : tensor<1x2x64x64xf32>
  %scores = stablehlo.dot_general %q, %k, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
  return %scores : tensor<1x2x64x64xf32>
}
