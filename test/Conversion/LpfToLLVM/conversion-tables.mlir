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
