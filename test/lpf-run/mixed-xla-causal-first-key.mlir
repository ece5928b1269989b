// A flax attention's causal softmax in f32 as jax writes it (flax.nnx.MultiHeadAttention with
// make_causal_mask: the scores' dot times 1/sqrt(32), masked by `_where` from the iotas'
// q >= k, minus the row maximum, exp, divided by the row sum). XLA's loop contracts the scores'
// product into the subtraction at key 0 alone, where LLVM drops the always-true select
// (lowering/src/hlo_defined/causal_first_key.rs): out0, 3 heads of 24 keys (1728 scores, XLA's
// own loop). out1, 8 heads (4608 scores), goes to YNNPACK, which rounds the product first.
// Inputs: Inputs/xla_causal_first_key.py. llvm == ref; mixed-xla-causal-first-key-xla.mlir
// checks them against XLA.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/causal_qa_1x24x3x32.npy --arg %S/Inputs/causal_ka_1x24x3x32.npy --arg %S/Inputs/causal_qb_1x24x8x32.npy --arg %S/Inputs/causal_kb_1x24x8x32.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/causal_qa_1x24x3x32.npy --arg %S/Inputs/causal_ka_1x24x3x32.npy --arg %S/Inputs/causal_qb_1x24x8x32.npy --arg %S/Inputs/causal_kb_1x24x8x32.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/ref %t/llvm
// The rewrite (before XLA's exp takes its form): a select of key 0 (an iota along the keys,
// equal to 0) between the fused multiply-add and the subtraction, for out0 only.
// RUN: lpf-opt %s --pass-pipeline='builtin.module(lpf-foreign-prepare)' | FileCheck %s
// CHECK-LABEL: func.func @main
// CHECK: linalg.index 4
// CHECK: arith.cmpi eq
// CHECK-NOT: linalg.index 4

func.func @main(%qa: tensor<1x24x3x32xf32>, %ka: tensor<1x24x3x32xf32>, %qb: tensor<1x24x8x32xf32>, %kb: tensor<1x24x8x32xf32>) -> (tensor<1x1x3x24x24xf32>, tensor<1x1x8x24x24xf32>) {
  %iota = stablehlo.iota dim = 0 : tensor<24xi32>
  %i2 = stablehlo.broadcast_in_dim %iota, dims = [1] : (tensor<24xi32>) -> tensor<1x24xi32>
  %iq = stablehlo.broadcast_in_dim %i2, dims = [0, 1] : (tensor<1x24xi32>) -> tensor<1x24x1xi32>
  %ik = stablehlo.broadcast_in_dim %i2, dims = [0, 2] : (tensor<1x24xi32>) -> tensor<1x1x24xi32>
  %iqb = stablehlo.broadcast_in_dim %iq, dims = [0, 1, 2] : (tensor<1x24x1xi32>) -> tensor<1x24x24xi32>
  %ikb = stablehlo.broadcast_in_dim %ik, dims = [0, 1, 2] : (tensor<1x1x24xi32>) -> tensor<1x24x24xi32>
  %causal = stablehlo.compare GE, %iqb, %ikb, SIGNED : (tensor<1x24x24xi32>, tensor<1x24x24xi32>) -> tensor<1x24x24xi1>
  %causal4 = stablehlo.broadcast_in_dim %causal, dims = [0, 2, 3] : (tensor<1x24x24xi1>) -> tensor<1x1x24x24xi1>
  %causalf = stablehlo.convert %causal4 : (tensor<1x1x24x24xi1>) -> tensor<1x1x24x24xf32>
  %fzero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %fzerob = stablehlo.broadcast_in_dim %fzero, dims = [] : (tensor<f32>) -> tensor<1x1x24x24xf32>
  %mask = stablehlo.compare NE, %causalf, %fzerob, FLOAT : (tensor<1x1x24x24xf32>, tensor<1x1x24x24xf32>) -> tensor<1x1x24x24xi1>
  %aq5 = stablehlo.reshape %qa : (tensor<1x24x3x32xf32>) -> tensor<1x24x3x1x32xf32>
  %amask5 = stablehlo.broadcast_in_dim %mask, dims = [0, 1, 3, 4] : (tensor<1x1x24x24xi1>) -> tensor<1x1x1x24x24xi1>
  %adot = stablehlo.dot_general %aq5, %ka, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3] : (tensor<1x24x3x1x32xf32>, tensor<1x24x3x32xf32>) -> tensor<1x3x24x1x24xf32>
  %ac = stablehlo.constant dense<0.176776692> : tensor<f32>
  %acb = stablehlo.broadcast_in_dim %ac, dims = [] : (tensor<f32>) -> tensor<1x3x24x1x24xf32>
  %ascores = stablehlo.multiply %adot, %acb : tensor<1x3x24x1x24xf32>
  %atrue = stablehlo.constant dense<true> : tensor<i1>
  %atb = stablehlo.broadcast_in_dim %atrue, dims = [] : (tensor<i1>) -> tensor<1x1x3x24x24xi1>
  %amt = stablehlo.transpose %amask5, dims = [2, 0, 1, 3, 4] : (tensor<1x1x1x24x24xi1>) -> tensor<1x1x1x24x24xi1>
  %amb = stablehlo.broadcast_in_dim %amt, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x24x24xi1>) -> tensor<1x1x3x24x24xi1>
  %apred = stablehlo.and %atb, %amb : tensor<1x1x3x24x24xi1>
  %alow = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
  %amasked = call @_where_a(%apred, %ascores, %alow) : (tensor<1x1x3x24x24xi1>, tensor<1x3x24x1x24xf32>, tensor<f32>) -> tensor<1x1x3x24x24xf32>
  %aninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %amax = stablehlo.reduce(%amasked init: %aninf) applies stablehlo.maximum across dimensions = [4] : (tensor<1x1x3x24x24xf32>, tensor<f32>) -> tensor<1x1x3x24xf32>
  %amax1 = stablehlo.broadcast_in_dim %amax, dims = [0, 1, 2, 3] : (tensor<1x1x3x24xf32>) -> tensor<1x1x3x24x1xf32>
  %amaxb = stablehlo.broadcast_in_dim %amax1, dims = [0, 1, 2, 3, 4] : (tensor<1x1x3x24x1xf32>) -> tensor<1x1x3x24x24xf32>
  %ashifted = stablehlo.subtract %amasked, %amaxb : tensor<1x1x3x24x24xf32>
  %aexp = stablehlo.exponential %ashifted : tensor<1x1x3x24x24xf32>
  %azero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %asum = stablehlo.reduce(%aexp init: %azero) applies stablehlo.add across dimensions = [4] : (tensor<1x1x3x24x24xf32>, tensor<f32>) -> tensor<1x1x3x24xf32>
  %asum1 = stablehlo.broadcast_in_dim %asum, dims = [0, 1, 2, 3] : (tensor<1x1x3x24xf32>) -> tensor<1x1x3x24x1xf32>
  %asumb = stablehlo.broadcast_in_dim %asum1, dims = [0, 1, 2, 3, 4] : (tensor<1x1x3x24x1xf32>) -> tensor<1x1x3x24x24xf32>
  %aweights = stablehlo.divide %aexp, %asumb : tensor<1x1x3x24x24xf32>
  %bq5 = stablehlo.reshape %qb : (tensor<1x24x8x32xf32>) -> tensor<1x24x8x1x32xf32>
  %bmask5 = stablehlo.broadcast_in_dim %mask, dims = [0, 1, 3, 4] : (tensor<1x1x24x24xi1>) -> tensor<1x1x1x24x24xi1>
  %bdot = stablehlo.dot_general %bq5, %kb, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3] : (tensor<1x24x8x1x32xf32>, tensor<1x24x8x32xf32>) -> tensor<1x8x24x1x24xf32>
  %bc = stablehlo.constant dense<0.176776692> : tensor<f32>
  %bcb = stablehlo.broadcast_in_dim %bc, dims = [] : (tensor<f32>) -> tensor<1x8x24x1x24xf32>
  %bscores = stablehlo.multiply %bdot, %bcb : tensor<1x8x24x1x24xf32>
  %btrue = stablehlo.constant dense<true> : tensor<i1>
  %btb = stablehlo.broadcast_in_dim %btrue, dims = [] : (tensor<i1>) -> tensor<1x1x8x24x24xi1>
  %bmt = stablehlo.transpose %bmask5, dims = [2, 0, 1, 3, 4] : (tensor<1x1x1x24x24xi1>) -> tensor<1x1x1x24x24xi1>
  %bmb = stablehlo.broadcast_in_dim %bmt, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x24x24xi1>) -> tensor<1x1x8x24x24xi1>
  %bpred = stablehlo.and %btb, %bmb : tensor<1x1x8x24x24xi1>
  %blow = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
  %bmasked = call @_where_b(%bpred, %bscores, %blow) : (tensor<1x1x8x24x24xi1>, tensor<1x8x24x1x24xf32>, tensor<f32>) -> tensor<1x1x8x24x24xf32>
  %bninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %bmax = stablehlo.reduce(%bmasked init: %bninf) applies stablehlo.maximum across dimensions = [4] : (tensor<1x1x8x24x24xf32>, tensor<f32>) -> tensor<1x1x8x24xf32>
  %bmax1 = stablehlo.broadcast_in_dim %bmax, dims = [0, 1, 2, 3] : (tensor<1x1x8x24xf32>) -> tensor<1x1x8x24x1xf32>
  %bmaxb = stablehlo.broadcast_in_dim %bmax1, dims = [0, 1, 2, 3, 4] : (tensor<1x1x8x24x1xf32>) -> tensor<1x1x8x24x24xf32>
  %bshifted = stablehlo.subtract %bmasked, %bmaxb : tensor<1x1x8x24x24xf32>
  %bexp = stablehlo.exponential %bshifted : tensor<1x1x8x24x24xf32>
  %bzero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %bsum = stablehlo.reduce(%bexp init: %bzero) applies stablehlo.add across dimensions = [4] : (tensor<1x1x8x24x24xf32>, tensor<f32>) -> tensor<1x1x8x24xf32>
  %bsum1 = stablehlo.broadcast_in_dim %bsum, dims = [0, 1, 2, 3] : (tensor<1x1x8x24xf32>) -> tensor<1x1x8x24x1xf32>
  %bsumb = stablehlo.broadcast_in_dim %bsum1, dims = [0, 1, 2, 3, 4] : (tensor<1x1x8x24x1xf32>) -> tensor<1x1x8x24x24xf32>
  %bweights = stablehlo.divide %bexp, %bsumb : tensor<1x1x8x24x24xf32>
  return %aweights, %bweights : tensor<1x1x3x24x24xf32>, tensor<1x1x8x24x24xf32>
}

func.func private @_where_a(%pred: tensor<1x1x3x24x24xi1>, %x: tensor<1x3x24x1x24xf32>, %low: tensor<f32>) -> tensor<1x1x3x24x24xf32> {
  %lowb = stablehlo.broadcast_in_dim %low, dims = [] : (tensor<f32>) -> tensor<1x1x3x24x24xf32>
  %xt = stablehlo.transpose %x, dims = [3, 0, 1, 2, 4] : (tensor<1x3x24x1x24xf32>) -> tensor<1x1x3x24x24xf32>
  %r = stablehlo.select %pred, %xt, %lowb : tensor<1x1x3x24x24xi1>, tensor<1x1x3x24x24xf32>
  return %r : tensor<1x1x3x24x24xf32>
}

func.func private @_where_b(%pred: tensor<1x1x8x24x24xi1>, %x: tensor<1x8x24x1x24xf32>, %low: tensor<f32>) -> tensor<1x1x8x24x24xf32> {
  %lowb = stablehlo.broadcast_in_dim %low, dims = [] : (tensor<f32>) -> tensor<1x1x8x24x24xf32>
  %xt = stablehlo.transpose %x, dims = [3, 0, 1, 2, 4] : (tensor<1x8x24x1x24xf32>) -> tensor<1x1x8x24x24xf32>
  %r = stablehlo.select %pred, %xt, %lowb : tensor<1x1x8x24x24xi1>, tensor<1x1x8x24x24xf32>
  return %r : tensor<1x1x8x24x24xf32>
}
