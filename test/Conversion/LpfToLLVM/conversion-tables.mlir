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

// f32 into an 8-bit format with a directed rounding: a 2^17-entry table indexed by the top 16
// bits and whether the low 16 are zero.
// CHECK-LABEL: func.func @encode_fp8_toward_zero(
// CHECK: memref.global "private" constant @__lpf_f8E4M3FN_from_f32_rtz_sat_table : memref<131072xi8>
// CHECK: func.func private @__lpf_f8E4M3FN_from_f32_rtz_sat(
// CHECK: memref.get_global @__lpf_f8E4M3FN_from_f32_rtz_sat_table
// CHECK: memref.load
func.func @encode_fp8_toward_zero(%x: tensor<8xf32>) -> tensor<8xf8E4M3FN> {
  %y = lpf.convert %x rounding(toward_zero) overflow(saturate) : tensor<8xf32> to tensor<8xf8E4M3FN>
  return %y : tensor<8xf8E4M3FN>
}

// -----

// f32 into an 8-bit format to nearest even: no table. The magnitude plus a bias chosen by the
// key's parity (2^19 - 1 or 2^19: the carry is the rounding step), shifted by the 20 dropped
// bits and rebiased by (127 - 7) << 3 = 960; below 2^-6 (0x3C800000, f8E4M3FN's subnormals)
// f32's own rounding of |x| + 2^14 (0x46800000, whose ulp is the subnormal step 2^-9); from the
// top of 448's key up, selects (448 saturated, NaN above infinity).
// CHECK-LABEL: func.func @encode_fp8(
// CHECK: func.func private @__lpf_f8E4M3FN_from_f32_rne_sat(%[[X:.*]]: i32) -> i8
// CHECK-NOT: memref.get_global
// CHECK: %[[A:.*]] = arith.andi %[[X]], %c2147483647_i32
// CHECK: arith.select %{{.*}}, %c524288_i32, %c524287_i32
// CHECK: arith.subi %{{.*}}, %c960_i32
// CHECK: %[[C:.*]] = arith.bitcast %c1182793728_i32 : i32 to f32
// CHECK: arith.addf %{{.*}}, %[[C]] : f32
// CHECK: arith.cmpi ult, %[[A]], %c1015021568_i32
// CHECK: arith.cmpi uge, %[[A]], %c2139095041_i32
// CHECK: return
func.func @encode_fp8(%x: tensor<8xf32>) -> tensor<8xf8E4M3FN> {
  %y = lpf.convert %x overflow(saturate) : tensor<8xf32> to tensor<8xf8E4M3FN>
  return %y : tensor<8xf8E4M3FN>
}

// -----

// bf16 -> f32 is a shift (and the canonical NaN of each sign): no table, no generic decode. In
// 32-bit lanes (a vectorised loop of it holds sixteen to a 512-bit register): the code widened
// to i32, shifted; a magnitude above infinity's 0x7F80 (32640) selects 0x7FC00000 or 0xFFC00000.
// CHECK-LABEL: func.func @widen_bf16(
// CHECK: func.func private @__lpf_f32_from_bf16_rne_naninf(
// CHECK-NOT: memref.get_global
// CHECK-NOT: i64
// CHECK: %[[W:.*]] = arith.extui %{{.*}} : i16 to i32
// CHECK: %[[S:.*]] = arith.shli %[[W]], %c16_i32
// CHECK-DAG: %c-4194304_i32 = arith.constant -4194304 : i32
// CHECK-DAG: %c2143289344_i32 = arith.constant 2143289344 : i32
// CHECK: %[[NAN:.*]] = arith.cmpi ugt, %{{.*}}, %c32640_i32
// CHECK: arith.select %[[NAN]], %{{.*}}, %[[S]] : i32
// CHECK: return
func.func @widen_bf16(%x: tensor<8xbf16>) -> tensor<8xf32> {
  %y = lpf.convert %x : tensor<8xbf16> to tensor<8xf32>
  return %y : tensor<8xf32>
}

// -----

// f32 -> bf16 (bf16 is f32's top 16 bits): the magnitude plus a bias chosen by sign and parity
// (2^15 - 1 or 2^15 to nearest even, 0 toward zero), shifted by 16, no rebias and no magic sum
// (bf16's subnormals are f32's), and a few selects for the keys at the top of the range (NaN,
// infinity, max finite). No table, no generic decode-round-encode (whose normalisation needs
// math.ctlz).
// CHECK-LABEL: func.func @encode_bf16(
// CHECK: func.func private @__lpf_bf16_from_f32_rne_naninf(%[[X:.*]]: i32) -> i16
// CHECK-NOT: memref.get_global
// CHECK-NOT: math.ctlz
// CHECK-NOT: arith.addf
// CHECK: arith.select %{{.*}}, %c32768_i32, %c32767_i32
// CHECK: arith.shrui %{{.*}}, %c16_i32
// CHECK: return
// CHECK: func.func private @__lpf_bf16_from_f32_rtz_sat(
// CHECK-NOT: math.ctlz
// CHECK-NOT: arith.select %{{.*}}, %c32768_i32
// CHECK: arith.addi %{{.*}}, %c0_i32
// CHECK: return
func.func @encode_bf16(%x: tensor<8xf32>) -> (tensor<8xbf16>, tensor<8xbf16>) {
  %y = lpf.convert %x : tensor<8xf32> to tensor<8xbf16>
  %z = lpf.convert %x rounding(toward_zero) overflow(saturate) : tensor<8xf32> to tensor<8xbf16>
  return %y, %z : tensor<8xbf16>, tensor<8xbf16>
}
