// The rotary embedding's `x * cos + rotate_half(x) * sin` as XLA CPU contracts it
// (lowering/src/hlo_defined/rotate_half.rs), on --backend ref and the LLVM exit alike: one
// fused multiply-add per concatenated part of rotate_half(x). A part that is a negate fuses
// the other product; another part fuses the concatenate's product where the add reaches a
// transpose, reverse or broadcast in its fusion, else the left product. out0 Llama's queries
// (reshaped for the attention dot: the cos product everywhere); out1 its keys through GQA's
// broadcast and k^T (the cos product on the negated half, the sin product on the other); out2
// the scores q @ k^T (four lanes over the keys stored as [D, T] rows: XLA writes the rotated,
// broadcast keys in the order the dot reads them); out3 rotate_half without a negate, reversed
// (the sin product everywhere); out4 the add written sin product first, reshaped (the cos
// product on the negated half, the left one on the other); out5 rotate_half as (x1, -x2) of
// a slice of the queries, transposed (the left product everywhere: its parts are sliced from a
// value the fusion computes).
// mixed-xla-rotary-xla.mlir checks each against XLA itself; here llvm == ref on 1 and 3
// threads. Inputs: Inputs/xla_rotary.py.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/rotary_q_2x4x16x16.npy --arg %S/Inputs/rotary_k_2x2x16x16.npy --arg %S/Inputs/rotary_v_2x2x16x16.npy --arg %S/Inputs/rotary_cos_16x16.npy --arg %S/Inputs/rotary_sin_16x16.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/rotary_q_2x4x16x16.npy --arg %S/Inputs/rotary_k_2x2x16x16.npy --arg %S/Inputs/rotary_v_2x2x16x16.npy --arg %S/Inputs/rotary_cos_16x16.npy --arg %S/Inputs/rotary_sin_16x16.npy --backend llvm --threads 1 --out-dir %t/one > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/rotary_q_2x4x16x16.npy --arg %S/Inputs/rotary_k_2x2x16x16.npy --arg %S/Inputs/rotary_v_2x2x16x16.npy --arg %S/Inputs/rotary_cos_16x16.npy --arg %S/Inputs/rotary_sin_16x16.npy --backend llvm --threads 3 --out-dir %t/three > /dev/null
// RUN: diff -r %t/ref %t/one
// RUN: diff -r %t/ref %t/three
// RUN: lpf-opt %s --lpf-foreign-prepare | FileCheck %s
// Each of the five adds split into its two halves, each half one fused multiply-add.
// CHECK-COUNT-10: math.fma
// CHECK-NOT: math.fma

func.func @main(%q: tensor<2x4x16x16xf32>, %k: tensor<2x2x16x16xf32>, %v: tensor<2x2x16x16xf32>, %c: tensor<16x16xf32>, %s: tensor<16x16xf32>)
    -> (tensor<8x16x16xf32>, tensor<8x16x16xf32>, tensor<8x16x16xf32>, tensor<2x2x16x16xf32>, tensor<4x16x16xf32>, tensor<2x2x16x16xf32>) {
  // out0: the queries, reshaped into the attention dot.
  %qc = stablehlo.broadcast_in_dim %c, dims = [2, 3] : (tensor<16x16xf32>) -> tensor<2x4x16x16xf32>
  %qs = stablehlo.broadcast_in_dim %s, dims = [2, 3] : (tensor<16x16xf32>) -> tensor<2x4x16x16xf32>
  %q_cos = stablehlo.multiply %q, %qc : tensor<2x4x16x16xf32>
  %q2 = stablehlo.slice %q [0:2, 0:4, 0:16, 8:16] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x8xf32>
  %q2n = stablehlo.negate %q2 : tensor<2x4x16x8xf32>
  %q1 = stablehlo.slice %q [0:2, 0:4, 0:16, 0:8] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x8xf32>
  %q_half = stablehlo.concatenate %q2n, %q1, dim = 3 : (tensor<2x4x16x8xf32>, tensor<2x4x16x8xf32>) -> tensor<2x4x16x16xf32>
  %q_sin = stablehlo.multiply %q_half, %qs : tensor<2x4x16x16xf32>
  %q_rot = stablehlo.add %q_cos, %q_sin : tensor<2x4x16x16xf32>
  %out0 = stablehlo.reshape %q_rot : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
  // out1: the keys, broadcast to the queries' 4 heads (GQA) and transposed.
  %kc = stablehlo.broadcast_in_dim %c, dims = [2, 3] : (tensor<16x16xf32>) -> tensor<2x2x16x16xf32>
  %ks = stablehlo.broadcast_in_dim %s, dims = [2, 3] : (tensor<16x16xf32>) -> tensor<2x2x16x16xf32>
  %k_cos = stablehlo.multiply %k, %kc : tensor<2x2x16x16xf32>
  %k2 = stablehlo.slice %k [0:2, 0:2, 0:16, 8:16] : (tensor<2x2x16x16xf32>) -> tensor<2x2x16x8xf32>
  %k2n = stablehlo.negate %k2 : tensor<2x2x16x8xf32>
  %k1 = stablehlo.slice %k [0:2, 0:2, 0:16, 0:8] : (tensor<2x2x16x16xf32>) -> tensor<2x2x16x8xf32>
  %k_half = stablehlo.concatenate %k2n, %k1, dim = 3 : (tensor<2x2x16x8xf32>, tensor<2x2x16x8xf32>) -> tensor<2x2x16x16xf32>
  %k_sin = stablehlo.multiply %k_half, %ks : tensor<2x2x16x16xf32>
  %k_rot = stablehlo.add %k_cos, %k_sin : tensor<2x2x16x16xf32>
  %k_gqa = stablehlo.broadcast_in_dim %k_rot, dims = [0, 1, 3, 4] : (tensor<2x2x16x16xf32>) -> tensor<2x2x2x16x16xf32>
  %k_heads = stablehlo.reshape %k_gqa : (tensor<2x2x2x16x16xf32>) -> tensor<2x4x16x16xf32>
  %k_t = stablehlo.transpose %k_heads, dims = [0, 1, 3, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
  %out1 = stablehlo.reshape %k_t : (tensor<2x4x16x16xf32>) -> tensor<8x16x16xf32>
  // out2: the scores q @ k^T.
  %out2 = stablehlo.dot_general %out0, %out1, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x16x16xf32>, tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
  // out3: rotate_half without a negate, reversed (of a third argument, so that no product
  // repeats another output's: XLA's fusions would share it).
  %k3_cos = stablehlo.multiply %v, %kc : tensor<2x2x16x16xf32>
  %k3_2 = stablehlo.slice %v [0:2, 0:2, 0:16, 8:16] : (tensor<2x2x16x16xf32>) -> tensor<2x2x16x8xf32>
  %k3_1 = stablehlo.slice %v [0:2, 0:2, 0:16, 0:8] : (tensor<2x2x16x16xf32>) -> tensor<2x2x16x8xf32>
  %k3_half = stablehlo.concatenate %k3_2, %k3_1, dim = 3 : (tensor<2x2x16x8xf32>, tensor<2x2x16x8xf32>) -> tensor<2x2x16x16xf32>
  %k3_sin = stablehlo.multiply %k3_half, %ks : tensor<2x2x16x16xf32>
  %k3_rot = stablehlo.add %k3_cos, %k3_sin : tensor<2x2x16x16xf32>
  %out3 = stablehlo.reverse %k3_rot, dims = [2] : tensor<2x2x16x16xf32>
  // out4: the sin product first, reshaped (the keys' heads swapped).
  %k4 = stablehlo.reverse %k, dims = [1] : tensor<2x2x16x16xf32>
  %k4_cos = stablehlo.multiply %k4, %kc : tensor<2x2x16x16xf32>
  %k4_2 = stablehlo.slice %k4 [0:2, 0:2, 0:16, 8:16] : (tensor<2x2x16x16xf32>) -> tensor<2x2x16x8xf32>
  %k4_2n = stablehlo.negate %k4_2 : tensor<2x2x16x8xf32>
  %k4_1 = stablehlo.slice %k4 [0:2, 0:2, 0:16, 0:8] : (tensor<2x2x16x16xf32>) -> tensor<2x2x16x8xf32>
  %k4_half = stablehlo.concatenate %k4_2n, %k4_1, dim = 3 : (tensor<2x2x16x8xf32>, tensor<2x2x16x8xf32>) -> tensor<2x2x16x16xf32>
  %k4_sin = stablehlo.multiply %k4_half, %ks : tensor<2x2x16x16xf32>
  %k4_rot = stablehlo.add %k4_sin, %k4_cos : tensor<2x2x16x16xf32>
  %out4 = stablehlo.reshape %k4_rot : (tensor<2x2x16x16xf32>) -> tensor<4x16x16xf32>
  // out5: rotate_half as (x1, -x2), transposed (on the queries' last two heads).
  %k5 = stablehlo.slice %q [0:2, 2:4, 0:16, 0:16] : (tensor<2x4x16x16xf32>) -> tensor<2x2x16x16xf32>
  %k5_cos = stablehlo.multiply %k5, %kc : tensor<2x2x16x16xf32>
  %k5_2 = stablehlo.slice %k5 [0:2, 0:2, 0:16, 8:16] : (tensor<2x2x16x16xf32>) -> tensor<2x2x16x8xf32>
  %k5_2n = stablehlo.negate %k5_2 : tensor<2x2x16x8xf32>
  %k5_1 = stablehlo.slice %k5 [0:2, 0:2, 0:16, 0:8] : (tensor<2x2x16x16xf32>) -> tensor<2x2x16x8xf32>
  %k5_half = stablehlo.concatenate %k5_1, %k5_2n, dim = 3 : (tensor<2x2x16x8xf32>, tensor<2x2x16x8xf32>) -> tensor<2x2x16x16xf32>
  %k5_sin = stablehlo.multiply %k5_half, %ks : tensor<2x2x16x16xf32>
  %k5_rot = stablehlo.add %k5_cos, %k5_sin : tensor<2x2x16x16xf32>
  %out5 = stablehlo.transpose %k5_rot, dims = [0, 1, 3, 2] : (tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
  return %out0, %out1, %out2, %out3, %out4, %out5 : tensor<8x16x16xf32>, tensor<8x16x16xf32>, tensor<8x16x16xf32>, tensor<2x2x16x16xf32>, tensor<4x16x16xf32>, tensor<2x2x16x16xf32>
}
