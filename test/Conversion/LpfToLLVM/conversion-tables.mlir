// RUN: lpf-opt %s --lpf-tensor-to-loops --lpf-scalar-to-calls -split-input-file | FileCheck %s

// A conversion from an 8-bit format is a load from a 256-entry table the numerics crate fills
// at generation time (its contents are checked against the reference by tools/tests/llvm_exit).
// CHECK-LABEL: func.func @decode_fp8(
// CHECK: call @__lpf_f32_from_f8E4M3FN_rne_naninf(
// CHECK: memref.global "private" constant @__lpf_f32_from_f8E4M3FN_rne_naninf_table : memref<256xi32> = dense<
// CHECK: func.func private @__lpf_f32_from_f8E4M3FN_rne_naninf(
// CHECK: memref.get_global @__lpf_f32_from_f8E4M3FN_rne_naninf_table
// CHECK: memref.load
func.func @decode_fp8(%x: tensor<8xf8E4M3FN>) -> tensor<8xf32> {
  %y = lpf.convert %x : tensor<8xf8E4M3FN> to tensor<8xf32>
  return %y : tensor<8xf32>
}

// -----

// f32 into an 8-bit format: a 2^17-entry table indexed by the top 16 bits and whether the low
// 16 are zero.
// CHECK-LABEL: func.func @encode_fp8(
// CHECK: memref.global "private" constant @__lpf_f8E4M3FN_from_f32_rne_sat_table : memref<131072xi8>
// CHECK: func.func private @__lpf_f8E4M3FN_from_f32_rne_sat(
// CHECK: memref.get_global @__lpf_f8E4M3FN_from_f32_rne_sat_table
// CHECK: memref.load
func.func @encode_fp8(%x: tensor<8xf32>) -> tensor<8xf8E4M3FN> {
  %y = lpf.convert %x overflow(saturate) : tensor<8xf32> to tensor<8xf8E4M3FN>
  return %y : tensor<8xf8E4M3FN>
}

// -----

// bf16 -> f32 is a shift (and the canonical NaN of each sign): no table, no generic decode.
// CHECK-LABEL: func.func @widen_bf16(
// CHECK: func.func private @__lpf_f32_from_bf16_rne_naninf(
// CHECK-NOT: memref.get_global
// CHECK: arith.shli %{{.*}}, %c16_i64
// CHECK: return
func.func @widen_bf16(%x: tensor<8xbf16>) -> tensor<8xf32> {
  %y = lpf.convert %x : tensor<8xbf16> to tensor<8xf32>
  return %y : tensor<8xf32>
}

// -----

// f32 -> bf16 (bf16 is f32's top 16 bits): the key plus an increment chosen by sign, parity and
// where the low 16 bits lie against half (bit 8*sign + 4*parity + class of a constant read off
// the numerics crate: 0xC8C8 for round to nearest even, 0x0000 toward zero), and a few selects
// for the keys at the top of the range (NaN, infinity, max finite). No table, no generic
// decode-round-encode (whose normalisation needs math.ctlz).
// CHECK-LABEL: func.func @encode_bf16(
// CHECK: func.func private @__lpf_bf16_from_f32_rne_naninf(%[[X:.*]]: i32) -> i16
// CHECK-NOT: memref.get_global
// CHECK-NOT: math.ctlz
// CHECK: arith.shrui %[[X]], %c16_i32
// CHECK: arith.shrui %c51400_i32{{[_0-9]*}},
// CHECK: arith.select
// CHECK: return
// CHECK: func.func private @__lpf_bf16_from_f32_rtz_sat(
// CHECK-NOT: math.ctlz
// CHECK: arith.shrui %c0_i32{{[_0-9]*}},
// CHECK: return
func.func @encode_bf16(%x: tensor<8xf32>) -> (tensor<8xbf16>, tensor<8xbf16>) {
  %y = lpf.convert %x : tensor<8xf32> to tensor<8xbf16>
  %z = lpf.convert %x rounding(toward_zero) overflow(saturate) : tensor<8xf32> to tensor<8xbf16>
  return %y, %z : tensor<8xbf16>, tensor<8xbf16>
}
