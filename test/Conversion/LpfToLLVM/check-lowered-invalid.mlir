// Upstream's conversion leaves an f8 truncf unconverted and succeeds; lpf-check-lowered turns
// that into a located error and a non-zero exit.
// RUN: not lpf-opt %s --convert-arith-to-llvm --convert-func-to-llvm --lpf-check-lowered 2>&1 | FileCheck %s

// CHECK: check-lowered-invalid.mlir:[[@LINE+3]]:8: error: [E0915] lpf-check-lowered: 'arith.truncf' survived the lowering to the LLVM dialect
// CHECK-NOT: llvm.func
func.func @upstream_gap(%x: f32) -> f8E4M3FN {
  %y = arith.truncf %x : f32 to f8E4M3FN
  return %y : f8E4M3FN
}
