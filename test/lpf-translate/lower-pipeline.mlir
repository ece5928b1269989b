// A module with ops outside the builtin and llvm dialects runs --lower-pipeline first: with
// upstream's to-LLVM passes the result is what mlir-opt-22 then mlir-translate-22 give. A
// pipeline that leaves such an op is a located error at it (upstream passes leave what they
// cannot convert and succeed), and so is one that does not parse, or one anchored on another op
// than the module (MLIR's pass manager would report that at a bogus `lower-pipeline.mlir:0:0`).
// RUN: lpf-translate --mlir-to-llvmir --lower-pipeline='builtin.module(convert-func-to-llvm,convert-arith-to-llvm,reconcile-unrealized-casts)' %s | FileCheck %s
// RUN: lpf-translate --mlir-to-llvmir --lower-pipeline='builtin.module(convert-func-to-llvm,convert-arith-to-llvm,reconcile-unrealized-casts)' %s -o %t.ll
// RUN: mlir-opt-22 %s --convert-func-to-llvm --convert-arith-to-llvm --reconcile-unrealized-casts | mlir-translate-22 --mlir-to-llvmir -o %t.ref.ll
// RUN: diff %t.ll %t.ref.ll
// RUN: rm -f %t.o
// RUN: not lpf-translate --emit=obj --lower-pipeline='builtin.module(convert-func-to-llvm)' %s -o %t.o 2>&1 | FileCheck %s --check-prefix=LEFT --strict-whitespace
// RUN: not ls %t.o
// RUN: not lpf-translate --emit=obj --lower-pipeline='builtin.module(convert-func-to-llvm' %s 2>&1 | FileCheck %s --check-prefix=SYNTAX
// RUN: not lpf-translate --emit=obj --lower-pipeline='builtin.module(lpf-no-such-pass)' %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not lpf-translate --mlir-to-llvmir --lower-pipeline='func.func(canonicalize)' %s 2>&1 | FileCheck %s --check-prefix=ANCHOR

// CHECK-LABEL: define float @axpy(float %0, float %1, float %2)
// CHECK:       fmul float %0, %1
// CHECK-LABEL: define float @_mlir_ciface_axpy(
// ANCHOR-NOT: :0:0:
// ANCHOR: lower-pipeline.mlir:[[@LINE+7]]:1: error: 'func.func' is not an LLVM dialect op, and the --lower-pipeline 'func.func(canonicalize)' is not a valid pipeline (it runs on 'func.func' ops, and lpf-translate runs it on the module: nest it, 'builtin.module(func.func(canonicalize))')
// ANCHOR-NOT: :0:0:
// LEFT: lower-pipeline.mlir:[[@LINE+6]]:8: error: 'arith.mulf' is not an LLVM dialect op after the pipeline 'builtin.module(convert-func-to-llvm)', which does not lower it
// LEFT-NEXT: {{^}}  %0 = arith.mulf %a, %x : f32
// LEFT-NEXT: {{^}}       ^
// UNKNOWN: lower-pipeline.mlir:[[@LINE+2]]:1: error: 'func.func' is not an LLVM dialect op, and the --lower-pipeline 'builtin.module(lpf-no-such-pass)' is not a valid pipeline ('lpf-no-such-pass' does not refer to a registered pass or pass pipeline)
// SYNTAX: lower-pipeline.mlir:[[@LINE+1]]:1: error: 'func.func' is not an LLVM dialect op, and the --lower-pipeline 'builtin.module(convert-func-to-llvm' is not a valid pipeline (
func.func @axpy(%a: f32, %x: f32, %y: f32) -> f32 attributes {llvm.emit_c_interface} {
  %0 = arith.mulf %a, %x : f32
  %1 = arith.addf %0, %y : f32
  return %1 : f32
}
