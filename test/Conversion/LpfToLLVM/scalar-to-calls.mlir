// RUN: lpf-opt %s --lpf-tensor-to-loops --lpf-scalar-to-calls -split-input-file | FileCheck %s

// Formats without an LLVM type live in integer storage and cross typed helpers named after the
// full format, rounding and overflow; f32 travels as i32 storage and computes as f32.
// CHECK-LABEL: func.func @to_fp8(%{{.*}}: memref<8xi32>, %{{.*}}: memref<8xi8>)
// CHECK: %[[BITS:.*]] = memref.load {{.*}} : memref<8xi32>
// CHECK: %[[F:.*]] = arith.bitcast %[[BITS]] : i32 to f32
// CHECK: %[[AS_INT:.*]] = arith.bitcast %[[F]] : f32 to i32
// CHECK: %[[Q:.*]] = func.call @__lpf_f8E4M3FN_from_f32_rne_sat(%[[AS_INT]]) : (i32) -> i8
// CHECK: memref.store %[[Q]], {{.*}} : memref<8xi8>
// CHECK: func.func private @__lpf_f8E4M3FN_from_f32_rne_sat(%{{.*}}: i32) -> i8
func.func @to_fp8(%x: tensor<8xf32>) -> tensor<8xf8E4M3FN> {
  %c = lpf.convert %x : tensor<8xf32> to tensor<8xf8E4M3FN>
  return %c : tensor<8xf8E4M3FN>
}

// -----

// f16 is `half`: arithmetic that LLVM does exactly stays arith on f16; a directed rounding
// goes through the helper.
// CHECK-LABEL: func.func @half(
// CHECK: %[[H:.*]] = arith.bitcast %{{.*}} : i16 to f16
// CHECK: arith.negf %{{.*}} : f16
// CHECK: arith.cmpf olt, %{{.*}}, %{{.*}} : f16
// CHECK: func.call @__lpf_f16_add_down(%{{.*}}, %{{.*}}) : (i16, i16) -> i16
func.func @half(%a: tensor<4xf16>, %b: tensor<4xf16>) -> (tensor<4xf16>, tensor<4xi1>, tensor<4xf16>) {
  %n = lpf.neg %a : tensor<4xf16>
  %c = lpf.cmp olt, %a, %b : tensor<4xf16>
  %s = lpf.add %a, %b rounding(downward) : tensor<4xf16>
  return %n, %c, %s : tensor<4xf16>, tensor<4xi1>, tensor<4xf16>
}

// -----

// tf32 lives in its f32 carrier (i32 storage); every tf32 result comes from a helper that
// re-quantises it. bf16 is i16 storage with integer round-to-nearest-even helpers.
// CHECK-LABEL: func.func @tf32_bf16(%{{.*}}: memref<4xi32>, %{{.*}}: memref<4xi16>, %{{.*}}: memref<4xi32>, %{{.*}}: memref<4xi16>)
// CHECK: func.call @__lpf_tf32_mul_rne(%{{.*}}, %{{.*}}) : (i32, i32) -> i32
// CHECK: func.call @__lpf_bf16_from_tf32_rne_naninf(%{{.*}}) : (i32) -> i16
// CHECK-NOT: {{[x ]}}tf32
// CHECK-NOT: {{[x ]}}bf16
func.func @tf32_bf16(%a: tensor<4xtf32>, %b: tensor<4xbf16>) -> (tensor<4xtf32>, tensor<4xbf16>) {
  %p = lpf.mul %a, %a : tensor<4xtf32>
  %c = lpf.convert %p : tensor<4xtf32> to tensor<4xbf16>
  return %p, %c : tensor<4xtf32>, tensor<4xbf16>
}

// -----

// SuperFloat and P3109 values: storage of their width, helpers named after the format.
// CHECK-LABEL: func.func @dialect_types(%{{.*}}: memref<3xi8>, %{{.*}}: memref<3xi8>, %{{.*}}: memref<3xi16>)
// CHECK: func.call @__lpf_sf8_mul_rtz(%{{.*}}, %{{.*}}) : (i8, i8) -> i8
// CHECK: func.call @__lpf_binary8p3se_from_sf8_up_naninf(%{{.*}}) : (i8) -> i8
// CHECK: func.call @__lpf_gf16_from_binary8p3se_rne_naninf(%{{.*}}) : (i8) -> i16
func.func @dialect_types(%a: tensor<3x!lpf.sf<8>>) -> (tensor<3x!lpf.p3109<8, 3, signed, extended>>, tensor<3x!lpf.gf16>) {
  %m = lpf.mul %a, %a rounding(toward_zero) : tensor<3x!lpf.sf<8>>
  %p = lpf.convert %m rounding(upward) overflow(nan_or_inf) : tensor<3x!lpf.sf<8>> to tensor<3x!lpf.p3109<8, 3, signed, extended>>
  %g = lpf.convert %p : tensor<3x!lpf.p3109<8, 3, signed, extended>> to tensor<3x!lpf.gf16>
  return %p, %g : tensor<3x!lpf.p3109<8, 3, signed, extended>>, tensor<3x!lpf.gf16>
}
