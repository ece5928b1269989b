// The glue passes of mixed modules on the LLVM exit, each alone (docs/llvm.md, "Mixed modules").
// RUN: lpf-opt %s -split-input-file --lpf-foreign-exact | FileCheck %s --check-prefix=EXACT
// RUN: lpf-opt %s -split-input-file --lpf-foreign-buffers | FileCheck %s --check-prefix=BUFFERS
// RUN: lpf-opt %s -split-input-file --lpf-foreign-prepare | FileCheck %s --check-prefix=PREPARE

// lpf-foreign-exact: low-precision arith left by foreign ops becomes the lpf op with StableHLO's
// rounding (to nearest even; converts overflow to infinity or NaN); f32 arith stays.
// EXACT-LABEL: func.func @widen_and_round
// EXACT: lpf.convert %{{.*}} : bf16 to f32
// EXACT: arith.mulf %{{.*}} : f32
// EXACT: lpf.convert %{{.*}} : f32 to f8E4M3FN
// EXACT: lpf.add %{{.*}} : bf16
// EXACT-NOT: arith.truncf
// A truncf with another rounding mode has no counterpart: it stays (and lpf-scalar-to-calls refuses it).
// EXACT: arith.truncf %{{.*}} toward_zero : f32 to bf16
// BUFFERS-LABEL: func.func @widen_and_round
// PREPARE-LABEL: func.func @widen_and_round
func.func @widen_and_round(%a: bf16, %b: bf16) -> (f8E4M3FN, bf16, bf16) {
  %x = arith.extf %a : bf16 to f32
  %y = arith.mulf %x, %x : f32
  %f = arith.truncf %y : f32 to f8E4M3FN
  %s = arith.addf %a, %b : bf16
  %t = arith.truncf %y toward_zero : f32 to bf16
  return %f, %s, %t : f8E4M3FN, bf16, bf16
}

// -----

// lpf-foreign-buffers: what bufferisation allocated is freed before the return, its copies are
// loops, and linalg ops become loops (upstream convert-linalg-to-loops, on this function only).
// BUFFERS-LABEL: func.func @bufferized
// BUFFERS: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// BUFFERS-NOT: memref.copy
// BUFFERS-NOT: linalg.
// BUFFERS: scf.for
// BUFFERS: math.tanh
// BUFFERS: scf.for
// BUFFERS: memref.load %[[A]]
// BUFFERS: memref.store %{{.*}}, %arg1
// BUFFERS: memref.dealloc %[[A]]
// BUFFERS-NEXT: return
// EXACT-LABEL: func.func @bufferized
func.func @bufferized(%x: memref<4xf32>, %out: memref<4xf32>) {
  %a = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : memref<4xf32>) outs(%a : memref<4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %t = math.tanh %in : f32
    linalg.yield %t : f32
  }
  memref.copy %a, %out : memref<4xf32> to memref<4xf32>
  return
}

// -----

// A pure lpf function keeps its constants where they are (the greedy driver of
// convert-linalg-to-loops does not run on it), and an allocation whose pointer goes to the
// caller (a dynamically shaped result) is not freed.
// BUFFERS-LABEL: func.func @escapes
// BUFFERS-NOT: memref.dealloc
// BUFFERS: return
func.func @escapes(%n: index) -> index {
  %a = memref.alloc(%n) : memref<?xf32>
  %p = memref.extract_aligned_pointer_as_index %a : memref<?xf32> -> index
  return %p : index
}

// -----

// lpf-foreign-prepare: StableHLO and CHLO become linalg (upstream's legalisations), and the
// rank-0 from_elements/extract pairs of a reduction body fold away.
// PREPARE-LABEL: func.func @reduce
// PREPARE-NOT: stablehlo.
// PREPARE-NOT: tensor.from_elements
// PREPARE: linalg.generic
// PREPARE: arith.addf
// PREPARE-NOT: tensor.from_elements
// PREPARE: return
func.func @reduce(%x: tensor<4x8xf32>) -> tensor<4xf32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %sum = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  return %sum : tensor<4xf32>
}

// -----

// Nor one the function returns.
// BUFFERS-LABEL: func.func @returned
// BUFFERS-NOT: memref.dealloc
// BUFFERS: return
func.func @returned() -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  return %a : memref<4xf32>
}

// -----

// lpf-foreign-prepare: a dot_general into f32 in a matmul layout (attention's "hqk,khd->hdq" as
// JAX emits it: a batch dimension, contracting dimensions on either side) becomes transposes
// into lpf.dot's [B, M, K] x [B, K, N] and lpf.dot acc(f32) (lpf's packed kernel, the same bits
// as the linalg loops). A dot_general that is not a matmul (a vector dot: no free dimension)
// stays, as linalg.
// PREPARE-LABEL: func.func @dots
// PREPARE: %[[V:.*]] = linalg.generic {{.*}} ins(%arg0 : tensor<64x4x32xbf16>) outs(%{{.*}} : tensor<4x32x64xbf16>)
// PREPARE: %[[P:.*]] = linalg.generic {{.*}} ins(%arg1 : tensor<4x64x64xbf16>) outs(%{{.*}} : tensor<4x64x64xbf16>)
// PREPARE: lpf.dot %[[V]], %[[P]] acc(f32) : tensor<4x32x64xbf16>, tensor<4x64x64xbf16> -> tensor<4x32x64xf32>
// PREPARE-NOT: stablehlo.
// PREPARE: linalg.dot
// PREPARE: return
func.func @dots(%v: tensor<64x4x32xbf16>, %p: tensor<4x64x64xbf16>, %a: tensor<8xbf16>) -> (tensor<4x32x64xf32>, tensor<f32>) {
  %m = stablehlo.dot_general %v, %p, batching_dims = [1] x [0], contracting_dims = [0] x [2] : (tensor<64x4x32xbf16>, tensor<4x64x64xbf16>) -> tensor<4x32x64xf32>
  %d = stablehlo.dot_general %a, %a, contracting_dims = [0] x [0] : (tensor<8xbf16>, tensor<8xbf16>) -> tensor<f32>
  return %m, %d : tensor<4x32x64xf32>, tensor<f32>
}

// -----

// lpf-foreign-exact: float-to-integer casts saturate as XLA's convert does (issue 41; LLVM's
// fptosi/fptoui are poison out of range): the bound beyond it, 0 for NaN, the cast in between.
// EXACT-LABEL: func.func @saturating_casts
// EXACT: %[[S:.*]] = arith.fptosi %[[X:.*]] : f32 to i32
// EXACT: arith.constant 2.14748365E+9 : f32
// EXACT: %[[HI:.*]] = arith.cmpf oge, %[[X]]
// EXACT: arith.constant -2.14748365E+9 : f32
// EXACT: %[[LO:.*]] = arith.cmpf olt, %[[X]]
// EXACT: %[[NAN:.*]] = arith.cmpf uno, %[[X]], %[[X]]
// EXACT: %[[MAX:.*]] = arith.constant 2147483647 : i32
// EXACT: %[[A:.*]] = arith.select %[[HI]], %[[MAX]], %[[S]]
// EXACT: %[[MIN:.*]] = arith.constant -2147483648 : i32
// EXACT: %[[B:.*]] = arith.select %[[LO]], %[[MIN]], %[[A]]
// EXACT: %[[ZERO:.*]] = arith.constant 0 : i32
// EXACT: arith.select %[[NAN]], %[[ZERO]], %[[B]]
// From f16, 2^64 is beyond the range: only +inf is at or above the bound.
// EXACT: arith.fptoui %[[H:.*]] : f16 to i64
// EXACT: arith.constant 0x7C00 : f16
// EXACT: arith.cmpf oge, %[[H]]
// EXACT: arith.constant -1.000000e+00 : f16
// EXACT: arith.cmpf ole, %[[H]]
// EXACT: arith.cmpf uno, %[[H]], %[[H]]
// A convert into FP4 is XLA's: NaN made -0 first, then lpf.convert with overflow(saturate).
// EXACT: %[[N:.*]] = arith.cmpf uno, %[[Y:.*]], %[[Y]] : f32
// EXACT: %[[Z:.*]] = arith.constant -0.000000e+00 : f32
// EXACT: %[[G:.*]] = arith.select %[[N]], %[[Z]], %[[Y]] : f32
// EXACT: lpf.convert %[[G]] rounding(to_nearest_even) overflow(saturate) : f32 to f4E2M1FN
func.func @saturating_casts(%x: f32, %h: f16, %y: f32) -> (i32, i64, f4E2M1FN) {
  %s = arith.fptosi %x : f32 to i32
  %u = arith.fptoui %h : f16 to i64
  %f = arith.truncf %y : f32 to f4E2M1FN
  return %s, %u, %f : i32, i64, f4E2M1FN
}

// -----

// lpf-foreign-prepare: a batch norm (torch-xla's LayerNorm), which the linalg conversion has no
// pattern for, is first expanded as XLA expands it (lpf_lowering::hlo_defined::batch_norm:
// two sums, divisions by N, 1/sqrt, which hlo_defined::xla_rsqrt makes XLA's rsqrt on an x86-64
// host: a call of its helper), then legalised like any StableHLO.
// PREPARE-LABEL: func.func @batch_norm
// PREPARE-NOT: batch_norm
// PREPARE: linalg.generic
// PREPARE: arith.addf
// PREPARE: {{call @lpf_foreign_xla_rsqrt_|math.sqrt}}
// PREPARE-NOT: stablehlo.
// PREPARE: return
func.func @batch_norm(%x: tensor<4x8xf32>, %s: tensor<8xf32>, %o: tensor<8xf32>) -> tensor<4x8xf32> {
  %r:3 = "stablehlo.batch_norm_training"(%x, %s, %o) {epsilon = 1.0e-05 : f32, feature_index = 1 : i64}
    : (tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>)
  return %r#0 : tensor<4x8xf32>
}

// -----

// lpf-foreign-exact: a math function on bf16 (a GELU's tanh) is the f32 function of the exact
// widening, rounded once back into bf16 (XLA's float normalization); math.fma stays (refused
// later by lpf-scalar-to-calls: f32's fma rounded again would round twice).
// EXACT-LABEL: func.func @bf16_math
// EXACT: %[[W:.*]] = lpf.convert %arg0 : bf16 to f32
// EXACT: %[[T:.*]] = math.tanh %[[W]] : f32
// EXACT: lpf.convert %[[T]] rounding(to_nearest_even) overflow(nan_or_inf) : f32 to bf16
// EXACT: math.fma %arg0, %arg0, %arg0 : bf16
func.func @bf16_math(%x: bf16) -> (bf16, bf16) {
  %t = math.tanh %x : bf16
  %f = math.fma %x, %x, %x : bf16
  return %t, %f : bf16, bf16
}

// -----

// lpf-foreign-prepare: a zero-element result of a side-effect-free StableHLO op is an empty
// constant (its legalisation would be an extract_slice the verifier refuses), a reduce of
// zero-element inputs its init broadcast.
// PREPARE-LABEL: func.func @empty
// PREPARE-NOT: tensor.extract_slice
// PREPARE: arith.constant dense<> : tensor<2x0xf32>
// PREPARE: linalg.generic
// PREPARE-NEXT: ^bb0(%out: f32):
// PREPARE-NEXT: linalg.yield %cst : f32
// PREPARE: return
func.func @empty(%a: tensor<8x0xf32>) -> (tensor<2x0xf32>, tensor<8xf32>) {
  %0 = "stablehlo.slice"(%a) {start_indices = array<i64: 6, 0>, limit_indices = array<i64: 8, 0>, strides = array<i64: 1, 1>} : (tensor<8x0xf32>) -> tensor<2x0xf32>
  %init = stablehlo.constant dense<1.5> : tensor<f32>
  %sum = stablehlo.reduce(%a init: %init) applies stablehlo.add across dimensions = [1] : (tensor<8x0xf32>, tensor<f32>) -> tensor<8xf32>
  return %0, %sum : tensor<2x0xf32>, tensor<8xf32>
}
