// Round trip of every op: custom form, custom form re-parsed, and the generic form re-parsed.
// RUN: lpf-opt %s | FileCheck %s
// RUN: lpf-opt %s | lpf-opt | FileCheck %s
// RUN: lpf-opt %s --mlir-print-op-generic | lpf-opt | FileCheck %s
// RUN: lpf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @constant
// CHECK: lpf.constant 0.1 : f8E4M3FN
// CHECK: lpf.constant -2.5e-3 : bf16
// CHECK: lpf.constant 0x7E : f8E4M3FN
// CHECK: lpf.constant 1.0625000000000000001 : f8E4M3FN
// CHECK: lpf.constant -0.25 : !lpf.sf<8>
// CHECK: lpf.constant 3 : !lpf.p3109<8, 4, signed, extended>
// CHECK: lpf.constant dense<[1.5, -2.0, 0x7E]> : tensor<3xf8E4M3FN>
// CHECK: lpf.constant dense<{{\[}}[1, 2], [3, 4]]> : tensor<2x2x!lpf.gf16>
// CHECK: lpf.constant dense<0.5> : tensor<8xf4E2M1FN>
// GENERIC-LABEL: sym_name = "constant"
// GENERIC: "lpf.constant"() <{value = "0.1"}> : () -> f8E4M3FN
// GENERIC: "lpf.constant"() <{value = ["1.5", "-2.0", "0x7E"]}> : () -> tensor<3xf8E4M3FN>
func.func @constant() {
  %0 = lpf.constant 0.1 : f8E4M3FN
  %1 = lpf.constant -2.5e-3 : bf16
  %2 = lpf.constant 0x7E : f8E4M3FN
  %3 = lpf.constant 1.0625000000000000001 : f8E4M3FN
  %4 = lpf.constant -0.25 : !lpf.sf<8>
  %5 = lpf.constant 3 : !lpf.p3109<8, 4, signed, extended>
  %6 = lpf.constant dense<[1.5, -2.0, 0x7E]> : tensor<3xf8E4M3FN>
  %7 = lpf.constant dense<[[1, 2], [3, 4]]> : tensor<2x2x!lpf.gf16>
  %8 = lpf.constant dense<0.5> : tensor<8xf4E2M1FN>
  return
}

// CHECK: func.func @convert(%[[X:[^:]*]]: tensor<4xf32>, %[[S:[^:]*]]: f32)
// CHECK: lpf.convert %[[X]] : tensor<4xf32> to tensor<4xf8E4M3FN>
// CHECK: lpf.convert %[[S]] rounding(toward_zero) overflow(nan_or_inf) : f32 to f8E4M3FN
// CHECK: lpf.convert %[[S]] overflow(saturate) : f32 to !lpf.sf<16>
// CHECK: lpf.convert %[[S]] rounding(to_nearest_away) : f32 to !lpf.p3109<8, 3, signed, extended>
// GENERIC-LABEL: sym_name = "convert"
// GENERIC: "lpf.convert"(%{{.*}}) <{overflow = 1 : i32, rounding = 3 : i32}> : (f32) -> f8E4M3FN
func.func @convert(%x: tensor<4xf32>, %s: f32) {
  %0 = lpf.convert %x : tensor<4xf32> to tensor<4xf8E4M3FN>
  %1 = lpf.convert %s rounding(toward_zero) overflow(nan_or_inf) : f32 to f8E4M3FN
  %2 = lpf.convert %s overflow(saturate) : f32 to !lpf.sf<16>
  %3 = lpf.convert %s rounding(to_nearest_away) : f32 to !lpf.p3109<8, 3, signed, extended>
  return
}

// CHECK: func.func @arithmetic(%[[A:[^:]*]]: tensor<8xbf16>, %[[B:[^:]*]]: tensor<8xbf16>, %[[S:[^:]*]]: !lpf.sf<16>, %[[H:[^:]*]]: f16, %[[G:[^:]*]]: !lpf.gf16, %[[T:[^:]*]]: tf32)
// CHECK: lpf.add %[[A]], %[[B]] : tensor<8xbf16>
// CHECK: lpf.sub %[[A]], %[[B]] rounding(upward) : tensor<8xbf16>
// CHECK: lpf.mul %[[S]], %[[S]] rounding(toward_zero) : !lpf.sf<16>
// CHECK: lpf.add %[[S]], %[[S]] : !lpf.sf<16>
// CHECK: lpf.div %[[H]], %[[H]] rounding(downward) : f16
// CHECK: lpf.mul %[[G]], %[[G]] : !lpf.gf16
// CHECK: lpf.div %[[T]], %[[T]] : tf32
// CHECK: lpf.neg %[[H]] : f16
// CHECK: lpf.neg %[[S]] : !lpf.sf<16>
// CHECK: lpf.neg %[[G]] : !lpf.gf16
// GENERIC-LABEL: sym_name = "arithmetic"
// GENERIC: "lpf.add"(%{{.*}}, %{{.*}}) : (tensor<8xbf16>, tensor<8xbf16>) -> tensor<8xbf16>
// GENERIC: "lpf.sub"(%{{.*}}, %{{.*}}) <{rounding = 2 : i32}>
// GENERIC: "lpf.neg"(%{{.*}}) : (f16) -> f16
func.func @arithmetic(%a: tensor<8xbf16>, %b: tensor<8xbf16>, %s: !lpf.sf<16>, %h: f16, %g: !lpf.gf16, %t: tf32) {
  %0 = lpf.add %a, %b : tensor<8xbf16>
  %1 = lpf.sub %a, %b rounding(upward) : tensor<8xbf16>
  %2 = lpf.mul %s, %s rounding(toward_zero) : !lpf.sf<16>
  %3 = lpf.add %s, %s : !lpf.sf<16>
  %4 = lpf.div %h, %h rounding(downward) : f16
  %5 = lpf.mul %g, %g : !lpf.gf16
  %6 = lpf.div %t, %t : tf32
  %7 = lpf.neg %h : f16
  %8 = lpf.neg %s : !lpf.sf<16>
  %9 = lpf.neg %g : !lpf.gf16
  return
}

// Comparison is exact, not arithmetic, so the 8/6/4-bit formats have it.
// CHECK-LABEL: func.func @exact_ops
// CHECK: lpf.cmp olt, %{{.*}}, %{{.*}} : f16
// CHECK: lpf.cmp uno, %{{.*}}, %{{.*}} : tensor<4xf8E4M3FN>
// CHECK: lpf.cmp false, %{{.*}}, %{{.*}} : f4E2M1FN
// CHECK: lpf.cmp true, %{{.*}}, %{{.*}} : !lpf.sf<4>
// GENERIC-LABEL: sym_name = "exact_ops"
// GENERIC: "lpf.cmp"(%{{.*}}, %{{.*}}) <{predicate = 4 : i64}> : (f16, f16) -> i1
// GENERIC: "lpf.cmp"(%{{.*}}, %{{.*}}) <{predicate = 14 : i64}> : (tensor<4xf8E4M3FN>, tensor<4xf8E4M3FN>) -> tensor<4xi1>
func.func @exact_ops(%q: tensor<4xf8E4M3FN>, %h: f16, %f: f4E2M1FN, %s: !lpf.sf<4>) -> (i1, tensor<4xi1>) {
  %1 = lpf.cmp olt, %h, %h : f16
  %2 = lpf.cmp uno, %q, %q : tensor<4xf8E4M3FN>
  %3 = lpf.cmp false, %f, %f : f4E2M1FN
  %4 = lpf.cmp true, %s, %s : !lpf.sf<4>
  return %1, %2 : i1, tensor<4xi1>
}

// CHECK-LABEL: func.func @contractions
// CHECK: lpf.dot %{{.*}}, %{{.*}} acc(f32) : tensor<4x32xf8E4M3FN>, tensor<32x8xf8E5M2> -> tensor<4x8xf32>
// CHECK: lpf.dot %{{.*}}, %{{.*}} : tensor<2x4x32xbf16>, tensor<2x32x8xbf16> -> tensor<2x4x8xf32>
// CHECK: lpf.dot %{{.*}}, %{{.*}} acc(f64) : tensor<4x8xf64>, tensor<8x2xf64> -> tensor<4x2xf64>
// CHECK: lpf.dot %{{.*}}, %{{.*}} acc(!lpf.sf<16>) : tensor<2x8x!lpf.sf<8>>, tensor<8x2x!lpf.sf<16>> -> tensor<2x2x!lpf.sf<16>>
// CHECK: lpf.reduce_sum %{{.*}} dims [1] acc(f32) : tensor<4x8xbf16> -> tensor<4xf32>
// CHECK: lpf.reduce_sum %{{.*}} dims [0, 1] : tensor<4x8xf8E5M2> -> f32
// GENERIC-LABEL: sym_name = "contractions"
// GENERIC: "lpf.dot"(%{{.*}}, %{{.*}}) <{acc = f32}>
// GENERIC: "lpf.reduce_sum"(%{{.*}}) <{acc = f32, dims = array<i64: 1>}>
func.func @contractions(%a: tensor<4x32xf8E4M3FN>, %b: tensor<32x8xf8E5M2>, %c: tensor<2x4x32xbf16>, %d: tensor<2x32x8xbf16>,
                        %e: tensor<4x8xf64>, %f: tensor<8x2xf64>, %g: tensor<2x8x!lpf.sf<8>>, %h: tensor<8x2x!lpf.sf<16>>,
                        %r: tensor<4x8xbf16>, %q: tensor<4x8xf8E5M2>) {
  %0 = lpf.dot %a, %b acc(f32) : tensor<4x32xf8E4M3FN>, tensor<32x8xf8E5M2> -> tensor<4x8xf32>
  %1 = lpf.dot %c, %d : tensor<2x4x32xbf16>, tensor<2x32x8xbf16> -> tensor<2x4x8xf32>
  %2 = lpf.dot %e, %f acc(f64) : tensor<4x8xf64>, tensor<8x2xf64> -> tensor<4x2xf64>
  %3 = lpf.dot %g, %h acc(!lpf.sf<16>) : tensor<2x8x!lpf.sf<8>>, tensor<8x2x!lpf.sf<16>> -> tensor<2x2x!lpf.sf<16>>
  %4 = lpf.reduce_sum %r dims [1] acc(f32) : tensor<4x8xbf16> -> tensor<4xf32>
  %5 = lpf.reduce_sum %q dims [0, 1] : tensor<4x8xf8E5M2> -> f32
  return
}

// CHECK-LABEL: func.func @block_scaling
// CHECK: lpf.scaled_dot %{{.*}} [%{{.*}}], %{{.*}} [%{{.*}}] block(32) acc(f32) : tensor<4x64xf4E2M1FN>, tensor<4x2xf8E8M0FNU>, tensor<64x8xf4E2M1FN>, tensor<2x8xf8E8M0FNU> -> tensor<4x8xf32>
// CHECK: lpf.scaled_dot %{{.*}} [%{{.*}}], %{{.*}} [%{{.*}}], %{{.*}} block(16) : tensor<4x64xf4E2M1FN>, tensor<4x4xf8E4M3FN>, tensor<64x8xf4E2M1FN>, tensor<4x8xf8E4M3FN>, f32 -> tensor<4x8xf32>
// CHECK: %{{.*}}, %{{.*}} = lpf.quantize_block %{{.*}} block(32) scale_rounding(floor) : tensor<4x64xf32> -> tensor<4x64xf8E4M3FN>, tensor<4x2xf8E8M0FNU>
// CHECK: lpf.quantize_block %{{.*}} block(32) : tensor<4x64xbf16> -> tensor<4x64xf6E3M2FN>, tensor<4x2xf8E8M0FNU>
// CHECK: lpf.dequantize_block %{{.*}} [%{{.*}}] block(32) : tensor<4x64xf8E4M3FN>, tensor<4x2xf8E8M0FNU> -> tensor<4x64xf32>
// CHECK: lpf.dequantize_block %{{.*}} [%{{.*}}] block(32) : tensor<64x8xf4E2M1FN>, tensor<2x8xf8E8M0FNU> -> tensor<64x8xf64>
// CHECK: %{{.*}}, %{{.*}} = lpf.quantize_block %{{.*}} block(16) : tensor<4x64xf32> -> tensor<4x64xf4E2M1FN>, tensor<4x4xf8E4M3FN>
// CHECK: %{{.*}}, %{{.*}} = lpf.quantize_block %{{.*}}, %{{.*}} block(16) : tensor<4x64xbf16>, f32 -> tensor<4x64xf4E2M1FN>, tensor<4x4xf8E4M3FN>
// CHECK: lpf.dequantize_block %{{.*}} [%{{.*}}], %{{.*}} block(16) : tensor<4x64xf4E2M1FN>, tensor<4x4xf8E4M3FN>, f32 -> tensor<4x64xf32>
// GENERIC-LABEL: sym_name = "block_scaling"
// GENERIC: "lpf.scaled_dot"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{acc = f32, block = 32 : i64}>
// GENERIC: "lpf.quantize_block"(%{{.*}}) <{block = 32 : i64, scale_rounding = 0 : i32}>
// GENERIC: "lpf.quantize_block"(%{{.*}}) <{block = 16 : i64}> : (tensor<4x64xf32>) -> (tensor<4x64xf4E2M1FN>, tensor<4x4xf8E4M3FN>)
// GENERIC: "lpf.quantize_block"(%{{.*}}, %{{.*}}) <{block = 16 : i64}> : (tensor<4x64xbf16>, f32) -> (tensor<4x64xf4E2M1FN>, tensor<4x4xf8E4M3FN>)
// GENERIC: "lpf.dequantize_block"(%{{.*}}, %{{.*}}, %{{.*}}) <{block = 16 : i64}> : (tensor<4x64xf4E2M1FN>, tensor<4x4xf8E4M3FN>, f32) -> tensor<4x64xf32>
func.func @block_scaling(%a: tensor<4x64xf4E2M1FN>, %as: tensor<4x2xf8E8M0FNU>, %b: tensor<64x8xf4E2M1FN>, %bs: tensor<2x8xf8E8M0FNU>,
                         %ns: tensor<4x4xf8E4M3FN>, %nbs: tensor<4x8xf8E4M3FN>, %g: f32, %x: tensor<4x64xf32>, %y: tensor<4x64xbf16>) {
  %0 = lpf.scaled_dot %a [%as], %b [%bs] block(32) acc(f32)
       : tensor<4x64xf4E2M1FN>, tensor<4x2xf8E8M0FNU>, tensor<64x8xf4E2M1FN>, tensor<2x8xf8E8M0FNU> -> tensor<4x8xf32>
  %1 = lpf.scaled_dot %a [%ns], %b [%nbs], %g block(16)
       : tensor<4x64xf4E2M1FN>, tensor<4x4xf8E4M3FN>, tensor<64x8xf4E2M1FN>, tensor<4x8xf8E4M3FN>, f32 -> tensor<4x8xf32>
  %q, %e = lpf.quantize_block %x block(32) scale_rounding(floor)
       : tensor<4x64xf32> -> tensor<4x64xf8E4M3FN>, tensor<4x2xf8E8M0FNU>
  %q6, %e6 = lpf.quantize_block %y block(32) : tensor<4x64xbf16> -> tensor<4x64xf6E3M2FN>, tensor<4x2xf8E8M0FNU>
  %2 = lpf.dequantize_block %q [%e] block(32) : tensor<4x64xf8E4M3FN>, tensor<4x2xf8E8M0FNU> -> tensor<4x64xf32>
  %3 = lpf.dequantize_block %b [%bs] block(32) : tensor<64x8xf4E2M1FN>, tensor<2x8xf8E8M0FNU> -> tensor<64x8xf64>
  %n, %ne = lpf.quantize_block %x block(16) : tensor<4x64xf32> -> tensor<4x64xf4E2M1FN>, tensor<4x4xf8E4M3FN>
  %ng, %nge = lpf.quantize_block %y, %g block(16) : tensor<4x64xbf16>, f32 -> tensor<4x64xf4E2M1FN>, tensor<4x4xf8E4M3FN>
  %4 = lpf.dequantize_block %ng [%nge], %g block(16) : tensor<4x64xf4E2M1FN>, tensor<4x4xf8E4M3FN>, f32 -> tensor<4x64xf32>
  return
}

// Pure ops: unused results fold away under canonicalize, and CSE merges duplicates.
// RUN: lpf-opt %s --pass-pipeline='builtin.module(func.func(cse,canonicalize))' | FileCheck %s --check-prefix=PURE
// PURE-LABEL: func.func @pure
// PURE-NEXT: %[[S:[^:]*]] = lpf.add %arg0, %arg0 : f16
// PURE-NEXT: return %[[S]], %[[S]] : f16, f16
func.func @pure(%a: f16) -> (f16, f16) {
  %unused = lpf.mul %a, %a : f16
  %0 = lpf.add %a, %a : f16
  %1 = lpf.add %a, %a : f16
  return %0, %1 : f16, f16
}

// The elementwise ops also take a functional type; it prints as the short form when the
// operand and result types agree (mixed types are rejected by the verifier: invalid.mlir).
// CHECK-LABEL: func.func @functional_type
// CHECK: lpf.sub %{{.*}}, %{{.*}} rounding(upward) : tensor<4xf16>
// CHECK: lpf.neg %{{.*}} : bf16
// CHECK: lpf.cmp oge, %{{.*}}, %{{.*}} : tensor<4xf16>
func.func @functional_type(%a: tensor<4xf16>, %b: bf16) -> (tensor<4xf16>, bf16, tensor<4xi1>) {
  %0 = lpf.sub %a, %a rounding(upward) : (tensor<4xf16>, tensor<4xf16>) -> tensor<4xf16>
  %1 = lpf.neg %b : (bf16) -> bf16
  %2 = lpf.cmp oge, %a, %a : (tensor<4xf16>, tensor<4xf16>) -> tensor<4xi1>
  return %0, %1, %2 : tensor<4xf16>, bf16, tensor<4xi1>
}
