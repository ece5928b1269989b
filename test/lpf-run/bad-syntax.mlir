// A program that does not parse or verify is reported with MLIR's located diagnostics, each
// followed by its source line and a caret under the column.
// RUN: not lpf-run %s 2>&1 | FileCheck %s --strict-whitespace
// CHECK: bad-syntax.mlir:[[@LINE+6]]:8: error: [E0914] 'lpf.mul' on 'f8E5M2'
// CHECK-NEXT: {{^}}  %0 = lpf.mul %a, %a : f8E5M2
// CHECK-NEXT: {{^}}       ^
// CHECK-NEXT: bad-syntax.mlir:[[@LINE+3]]:8: note: see current operation
// CHECK: lpf-run: error: '{{.*}}bad-syntax.mlir' does not parse and verify (see above)
func.func @main(%a: f8E5M2) -> f8E5M2 {
  %0 = lpf.mul %a, %a : f8E5M2
  return %0 : f8E5M2
}
