// chlo.top_k (jax.lax.top_k) of k <= 64 on the LLVM exit as k rounds of an i64 maximum over
// the last dimension (to_llvm/foreign/top_k.rs: each value's total-order key in the high half,
// 2^32 - 1 - index in the low one; the round's maximum masked for the next), not a sort: the k
// greatest in total order, ties by ascending index, as CHLO's stable sort gives. llvm == ref (the
// legalised sort) on 1 and 3 threads, and XLA's bits (llvm-top-k-rounds-xla.mlir): values with
// +-0, +-inf, NaNs of both signs and two payloads, and repeats; f32 [4, 300] with k of 1, 5 and
// 16, bf16 [2, 3, 40] with k = 7, f16 [64] with k = 16; @sort_fallback's k = 65 (more rounds
// than the exit writes) stays a sort (only compiled here: mixed-sort.mlir runs the network).
// Inputs: Inputs/top_k_rounds.py.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/topk_f32.npy --arg %S/Inputs/topk_bf16.npy --arg %S/Inputs/topk_f16.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/topk_f32.npy --arg %S/Inputs/topk_bf16.npy --arg %S/Inputs/topk_f16.npy --backend llvm --threads 1 --out-dir %t/one > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/topk_f32.npy --arg %S/Inputs/topk_bf16.npy --arg %S/Inputs/topk_f16.npy --backend llvm --threads 3 --out-dir %t/three > /dev/null
// RUN: diff -r %t/ref %t/one
// RUN: diff -r %t/ref %t/three
// RUN: lpf-opt %s --lpf-foreign-prepare | FileCheck %s
// The rounds: the keys packed, one maximum a round (5 for k = 5); k = 65 a sort helper's call.
// CHECK-LABEL: func.func @main
// CHECK: arith.shli
// CHECK-COUNT-5: arith.maxsi
// CHECK-NOT: chlo.top_k
// CHECK-LABEL: func.func @sort_fallback
// CHECK: call @lpf_foreign_sort_

func.func @main(%f: tensor<4x300xf32>, %b: tensor<2x3x40xbf16>, %h: tensor<64xf16>) -> (tensor<4x1xf32>, tensor<4x1xi32>, tensor<4x5xf32>, tensor<4x5xi32>, tensor<4x16xf32>, tensor<4x16xi32>, tensor<2x3x7xbf16>, tensor<2x3x7xi32>, tensor<16xf16>, tensor<16xi32>) {
  %v0, %i0 = chlo.top_k(%f, k = 1) : tensor<4x300xf32> -> (tensor<4x1xf32>, tensor<4x1xi32>)
  %v1, %i1 = chlo.top_k(%f, k = 5) : tensor<4x300xf32> -> (tensor<4x5xf32>, tensor<4x5xi32>)
  %v2, %i2 = chlo.top_k(%f, k = 16) : tensor<4x300xf32> -> (tensor<4x16xf32>, tensor<4x16xi32>)
  %v3, %i3 = chlo.top_k(%b, k = 7) : tensor<2x3x40xbf16> -> (tensor<2x3x7xbf16>, tensor<2x3x7xi32>)
  %v4, %i4 = chlo.top_k(%h, k = 16) : tensor<64xf16> -> (tensor<16xf16>, tensor<16xi32>)
  return %v0, %i0, %v1, %i1, %v2, %i2, %v3, %i3, %v4, %i4 : tensor<4x1xf32>, tensor<4x1xi32>, tensor<4x5xf32>, tensor<4x5xi32>, tensor<4x16xf32>, tensor<4x16xi32>, tensor<2x3x7xbf16>, tensor<2x3x7xi32>, tensor<16xf16>, tensor<16xi32>
}

func.func @sort_fallback(%f: tensor<4x300xf32>) -> (tensor<4x65xf32>, tensor<4x65xi32>) {
  %v, %i = chlo.top_k(%f, k = 65) : tensor<4x300xf32> -> (tensor<4x65xf32>, tensor<4x65xi32>)
  return %v, %i : tensor<4x65xf32>, tensor<4x65xi32>
}
