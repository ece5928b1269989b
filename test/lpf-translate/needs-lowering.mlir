// A module with ops outside the builtin and llvm dialects goes through
// builtin.module(lower-to-llvm) first. In a build without that pipeline, the tool says so at the
// first such op and exits 1 (c-interface-lpf.mlir is the positive test where it exists).
// UNSUPPORTED: lower-to-llvm
// RUN: rm -f %t.o
// RUN: not lpf-translate --emit=obj %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace
// RUN: not ls %t.o

// CHECK: needs-lowering.mlir:[[@LINE+3]]:1: error: 'func.func' is not an LLVM dialect op, and the pipeline 'builtin.module(lower-to-llvm)' that would lower it is not available in this build ('lower-to-llvm' does not refer to a registered pass or pass pipeline); lower the module to the LLVM dialect first
// CHECK-NEXT: {{^}}func.func @f(%a: f32) -> f32 {
// CHECK-NEXT: {{^}}^
func.func @f(%a: f32) -> f32 {
  return %a : f32
}
