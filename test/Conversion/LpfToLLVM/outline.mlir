// RUN: lpf-opt %s --lpf-tensor-to-loops --lpf-scalar-to-calls -split-input-file | FileCheck %s

// A helper called only from straight-line code, at four places or more, is kept out of line
// (one copy instead of one per call: compile time), ...
// CHECK-LABEL: func.func @straight_line(
// CHECK-COUNT-4: call @__lpf_bf16_add_rtz(
// CHECK: func.func private @__lpf_bf16_add_rtz({{.*}}) -> i16 attributes {{.*}}passthrough = ["noinline"]
func.func @straight_line(%a: bf16, %b: bf16) -> bf16 {
  %0 = lpf.add %a, %b rounding(toward_zero) : bf16
  %1 = lpf.add %0, %b rounding(toward_zero) : bf16
  %2 = lpf.add %1, %b rounding(toward_zero) : bf16
  %3 = lpf.add %2, %b rounding(toward_zero) : bf16
  return %3 : bf16
}

// -----

// ... while one called in a loop stays inlinable, so that the loop vectorises, however many
// straight-line calls it also has; and three straight-line calls are still inlined.
// CHECK-LABEL: func.func @in_a_loop(
// CHECK: scf.for
// CHECK: call @__lpf_bf16_add_rtz(
// CHECK: func.func private @__lpf_bf16_add_rtz(
// CHECK-NOT: noinline
// CHECK: func.func private @__lpf_bf16_mul_rtz(
// CHECK-NOT: noinline
func.func @in_a_loop(%t: tensor<8xbf16>, %a: bf16, %b: bf16) -> (tensor<8xbf16>, bf16) {
  %s = lpf.add %t, %t rounding(toward_zero) : tensor<8xbf16>
  %0 = lpf.add %a, %b rounding(toward_zero) : bf16
  %1 = lpf.add %0, %b rounding(toward_zero) : bf16
  %2 = lpf.add %1, %b rounding(toward_zero) : bf16
  %3 = lpf.add %2, %b rounding(toward_zero) : bf16
  %4 = lpf.mul %3, %b rounding(toward_zero) : bf16
  %5 = lpf.mul %4, %b rounding(toward_zero) : bf16
  %6 = lpf.mul %5, %b rounding(toward_zero) : bf16
  return %s, %6 : tensor<8xbf16>, bf16
}
