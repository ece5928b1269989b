// --mlir-to-llvmir prints what upstream's mlir-translate prints, for f32, f16 and i8 code lowered
// to the LLVM dialect by upstream passes, from a file and from standard input.
// RUN: mlir-opt-22 %s --convert-func-to-llvm --convert-arith-to-llvm --reconcile-unrealized-casts -o %t.mlir
// RUN: lpf-translate --mlir-to-llvmir %t.mlir | FileCheck %s
// RUN: lpf-translate --mlir-to-llvmir - < %t.mlir | FileCheck %s
// RUN: lpf-translate --mlir-to-llvmir %t.mlir -o %t.ll
// RUN: mlir-translate-22 --mlir-to-llvmir %t.mlir -o %t.ref.ll
// RUN: diff %t.ll %t.ref.ll
// With -O, LLVM's default<On> pipeline runs on the printed IR: the C wrapper absorbs its callee.
// RUN: lpf-translate --mlir-to-llvmir -O2 %t.mlir | FileCheck %s --check-prefix=O2

// CHECK-LABEL: define float @axpy(float %0, float %1, float %2)
// CHECK-NEXT:    %[[P:.*]] = fmul float %0, %1
// CHECK-NEXT:    %[[S:.*]] = fadd float %[[P]], %2
// CHECK-NEXT:    ret float %[[S]]
// CHECK-LABEL: define float @_mlir_ciface_axpy(float %0, float %1, float %2)
// CHECK-NEXT:    call float @axpy(float %0, float %1, float %2)
// O2-LABEL: define float @_mlir_ciface_axpy(
// O2-NOT:     call
// O2:         fmul float
// O2-NOT:     call
// O2:         ret float
func.func @axpy(%a: f32, %x: f32, %y: f32) -> f32 attributes {llvm.emit_c_interface} {
  %0 = arith.mulf %a, %x : f32
  %1 = arith.addf %0, %y : f32
  return %1 : f32
}

// f16 is LLVM's half.
// CHECK-LABEL: define half @add_f16(half %0, half %1)
// CHECK-NEXT:    fadd half %0, %1
func.func @add_f16(%a: f16, %b: f16) -> f16 {
  %0 = arith.addf %a, %b : f16
  return %0 : f16
}

// CHECK-LABEL: define i8 @add_i8(i8 %0, i8 %1)
// CHECK-NEXT:    add i8 %0, %1
func.func @add_i8(%a: i8, %b: i8) -> i8 {
  %0 = arith.addi %a, %b : i8
  return %0 : i8
}
