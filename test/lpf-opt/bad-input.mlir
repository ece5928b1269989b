// Bad input gives a located diagnostic and exit status 1, never a crash. As in mlir-opt, the
// source line follows, with a caret under the column (strict whitespace checks the column).
// RUN: not lpf-opt %s -split-input-file 2>&1 | FileCheck %s --strict-whitespace

// CHECK: bad-input.mlir:[[@LINE+4]]:18: error: expected ','
// CHECK-NEXT: {{^}}  %0 = lpf.add %a %a : f16
// CHECK-NEXT: {{^}}                 ^
func.func @syntax(%a: f16) -> f16 {
  %0 = lpf.add %a %a : f16
  return %0 : f16
}

// -----

// CHECK: bad-input.mlir:[[@LINE+5]]:8: error: [E0914] 'lpf.mul' on 'f8E5M2'
// CHECK-NEXT: {{^}}  %0 = lpf.mul %a, %a : f8E5M2
// CHECK-NEXT: {{^}}       ^
// CHECK-NEXT: bad-input.mlir:[[@LINE+2]]:8: note: see current operation
func.func @verifier(%a: f8E5M2) -> f8E5M2 {
  %0 = lpf.mul %a, %a : f8E5M2
  return %0 : f8E5M2
}

// -----

// CHECK: bad-input.mlir:[[@LINE+3]]:19: error: custom op 'lpf.constant' expected a number literal (decimal, or 0x... raw bits)
// CHECK-NEXT: {{^}}%0 = lpf.constant abc : f16
// CHECK-NEXT: {{^}}                  ^
%0 = lpf.constant abc : f16

// -----

// CHECK: bad-input.mlir:[[@LINE+1]]:14: error: operation being parsed with an unregistered dialect
%1 = "test.x"() : () -> f32
