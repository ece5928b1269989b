// RUN: lpf-opt %s -split-input-file --lpf-policy="saturate-fp8=true" | FileCheck %s --check-prefix=SAT
// RUN: lpf-opt %s -split-input-file --lpf-policy="min-accumulator=f64" | FileCheck %s --check-prefix=ACC
// RUN: lpf-opt %s -split-input-file --lpf-policy="rounding=toward_zero" | FileCheck %s --check-prefix=RND
// RUN: lpf-opt %s -split-input-file --pass-pipeline='builtin.module(lpf-policy{saturate-fp8=true min-accumulator=f64 rounding=upward})' | FileCheck %s --check-prefix=ALL
// RUN: lpf-opt %s -split-input-file --lpf-policy | FileCheck %s --check-prefix=NONE
// Stock mlir-opt-22 parses the options too (the pass comes from the plugin):
// RUN: mlir-opt-22 --load-dialect-plugin=%lpf_plugin --load-pass-plugin=%lpf_plugin %s -split-input-file --pass-pipeline='builtin.module(lpf-policy{saturate-fp8=true min-accumulator=f64 rounding=upward})' | FileCheck %s --check-prefix=ALL
// One rewrite per option (docs/lpf-opt.md); unset options change nothing. The converts are what
// raise-stablehlo makes of XLA's (overflow(nan_or_inf), XLA's behaviour).

// SAT-LABEL: func.func @converts
// SAT: lpf.convert %arg0 rounding(to_nearest_even) overflow(saturate) : tensor<5xf32> to tensor<5xf8E4M3FN>
// SAT: lpf.convert %arg0 rounding(to_nearest_even) overflow(saturate) : tensor<5xf32> to tensor<5xf8E5M2>
// Not FP8: bf16 keeps overflow to inf, E8M0 (the scale format) is left alone.
// SAT: lpf.convert %arg0 rounding(to_nearest_even) overflow(nan_or_inf) : tensor<5xf32> to tensor<5xbf16>
// SAT: lpf.convert %arg0 : tensor<5xf32> to tensor<5xf8E8M0FNU>
// RND-LABEL: func.func @converts
// RND-COUNT-3: rounding(toward_zero)
// RND: lpf.convert %arg0 rounding(toward_zero) : tensor<5xf32> to tensor<5xf8E8M0FNU>
// NONE-LABEL: func.func @converts
// NONE-NOT: saturate
// NONE-NOT: toward_zero
func.func @converts(%x: tensor<5xf32>) -> (tensor<5xf8E4M3FN>, tensor<5xf8E5M2>, tensor<5xbf16>, tensor<5xf8E8M0FNU>) {
  %a = lpf.convert %x rounding(to_nearest_even) overflow(nan_or_inf) : tensor<5xf32> to tensor<5xf8E4M3FN>
  %b = lpf.convert %x rounding(to_nearest_even) overflow(nan_or_inf) : tensor<5xf32> to tensor<5xf8E5M2>
  %c = lpf.convert %x rounding(to_nearest_even) overflow(nan_or_inf) : tensor<5xf32> to tensor<5xbf16>
  %d = lpf.convert %x : tensor<5xf32> to tensor<5xf8E8M0FNU>
  return %a, %b, %c, %d : tensor<5xf8E4M3FN>, tensor<5xf8E5M2>, tensor<5xbf16>, tensor<5xf8E8M0FNU>
}

// -----

// ACC-LABEL: func.func @contractions
// The dot accumulates in f64; one convert back to f32 keeps the function's types, and the
// users read the convert.
// ACC: %[[D:.*]] = lpf.dot %arg0, %arg1 acc(f64) : tensor<4x8xf8E4M3FN>, tensor<8x3xf8E4M3FN> -> tensor<4x3xf64>
// ACC-NEXT: %[[N:.*]] = lpf.convert %[[D]] rounding(to_nearest_even) : tensor<4x3xf64> to tensor<4x3xf32>
// ACC: %[[S:.*]] = lpf.reduce_sum %arg2 dims [1] acc(f64) : tensor<4x8xbf16> -> tensor<4xf64>
// ACC-NEXT: %[[M:.*]] = lpf.convert %[[S]] rounding(to_nearest_even) : tensor<4xf64> to tensor<4xf32>
// An accumulator already at f64 stays as it is.
// ACC: %[[W:.*]] = lpf.dot %arg0, %arg1 acc(f64) : tensor<4x8xf8E4M3FN>, tensor<8x3xf8E4M3FN> -> tensor<4x3xf64>
// ACC-NOT: lpf.convert
// ACC: return %[[N]], %[[M]], %[[W]]
// ALL-LABEL: func.func @contractions
// ALL: lpf.dot %arg0, %arg1 acc(f64)
// ALL-NEXT: lpf.convert %{{.*}} rounding(upward) : tensor<4x3xf64> to tensor<4x3xf32>
func.func @contractions(%a: tensor<4x8xf8E4M3FN>, %b: tensor<8x3xf8E4M3FN>, %x: tensor<4x8xbf16>) -> (tensor<4x3xf32>, tensor<4xf32>, tensor<4x3xf64>) {
  %d = lpf.dot %a, %b acc(f32) : tensor<4x8xf8E4M3FN>, tensor<8x3xf8E4M3FN> -> tensor<4x3xf32>
  %s = lpf.reduce_sum %x dims [1] acc(f32) : tensor<4x8xbf16> -> tensor<4xf32>
  %w = lpf.dot %a, %b acc(f64) : tensor<4x8xf8E4M3FN>, tensor<8x3xf8E4M3FN> -> tensor<4x3xf64>
  return %d, %s, %w : tensor<4x3xf32>, tensor<4xf32>, tensor<4x3xf64>
}

// -----

// The SF16 hardware accumulation (Atreides) counts as narrower than f32.
// ACC-LABEL: func.func @sf16_accumulator
// ACC: lpf.dot %arg0, %arg1 acc(f64) : tensor<2x4x!lpf.sf<16>>, tensor<4x2x!lpf.sf<16>> -> tensor<2x2xf64>
// ACC-NEXT: lpf.convert %{{.*}} rounding(to_nearest_even) : tensor<2x2xf64> to tensor<2x2x!lpf.sf<16>>
func.func @sf16_accumulator(%a: tensor<2x4x!lpf.sf<16>>, %b: tensor<4x2x!lpf.sf<16>>) -> tensor<2x2x!lpf.sf<16>> {
  %d = lpf.dot %a, %b acc(!lpf.sf<16>) : tensor<2x4x!lpf.sf<16>>, tensor<4x2x!lpf.sf<16>> -> tensor<2x2x!lpf.sf<16>>
  return %d : tensor<2x2x!lpf.sf<16>>
}

// -----

// Rounding applies to the arithmetic ops too (SFEP-0054 §3.5: each result correctly rounded in
// the op's mode).
// RND-LABEL: func.func @arithmetic
// RND: lpf.add %arg0, %arg1 rounding(toward_zero) : tensor<3xbf16>
// RND: lpf.div %{{.*}}, %arg1 rounding(toward_zero) : tensor<3xbf16>
func.func @arithmetic(%a: tensor<3xbf16>, %b: tensor<3xbf16>) -> tensor<3xbf16> {
  %s = lpf.add %a, %b : tensor<3xbf16>
  %q = lpf.div %s, %b : tensor<3xbf16>
  return %q : tensor<3xbf16>
}
