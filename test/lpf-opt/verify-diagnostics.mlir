// --verify-diagnostics fails (exit 1) when an expected diagnostic is missing or an unexpected one
// appears, and says which.
// RUN: not lpf-opt %s -split-input-file -verify-diagnostics 2>&1 | FileCheck %s --strict-whitespace

// CHECK: verify-diagnostics.mlir:[[@LINE+4]]:15: error: expected error "[E0911]" on line [[#@LINE+5]] was not produced
// CHECK-NEXT: {{^}}  // expected{{-}}error@+1
// CHECK-NEXT: {{^}}              ^
func.func @missing(%a: f16) -> f16 {
  // expected-error@+1 {{[E0911]}}
  %0 = lpf.add %a, %a : f16
  return %0 : f16
}

// -----

// CHECK: verify-diagnostics.mlir:[[@LINE+4]]:8: error: unexpected error: [E0914] 'lpf.add' on 'f8E4M3FN'
// CHECK-NEXT: {{^}}  %0 = lpf.add %a, %a : f8E4M3FN
// CHECK-NEXT: {{^}}       ^
func.func @unexpected(%a: f8E4M3FN) -> f8E4M3FN {
  %0 = lpf.add %a, %a : f8E4M3FN
  return %0 : f8E4M3FN
}

// -----

// The wrong line is both a miss and a surprise.
// CHECK: verify-diagnostics.mlir:[[@LINE+4]]:8: error: unexpected error: [E0914]
// CHECK: verify-diagnostics.mlir:[[@LINE+1]]:13: error: expected error "[E0914]" on line [[#@LINE+1]] was not produced
// expected-error {{[E0914]}}
func.func @wrong_line(%a: f4E2M1FN) -> f4E2M1FN {
  %0 = lpf.mul %a, %a : f4E2M1FN
  return %0 : f4E2M1FN
}

// -----

// CHECK: verify-diagnostics.mlir:[[@LINE+3]]:18: error: bad designator '@+x': expected @+N, @-N, @above, @below or @unknown
// CHECK-NEXT: {{^}}// expected{{-}}error@+x
// CHECK-NEXT: {{^}}                 ^
// expected-error@+x {{anything}}

// -----

// CHECK: verify-diagnostics.mlir:[[@LINE+1]]:27: error: invalid regex in expectation
// expected-error-re@+1 {{lpf.{{(}}}}
func.func @bad_regex(%a: f16) -> f16 {
  return %a : f16
}
