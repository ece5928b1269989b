// -O0..-O3 reach both LLVM's default<On> pipeline and the code generator: at -O0 the C wrapper
// calls its callee, from -O1 on the callee is inlined into it. No level contracts a mulf
// followed by an addf into one fused multiply-add, not even for a CPU with FMA (znver4): that
// would round once instead of twice and change the bits. It does so only where the IR
// allows it (fastmath<contract>, from -O1 on), which shows that the check can fail.
// RUN: mlir-opt-22 %s --convert-func-to-llvm --convert-arith-to-llvm --reconcile-unrealized-casts -o %t.mlir
// RUN: lpf-translate --emit=asm -O0 --target-triple x86_64-unknown-linux-gnu --mcpu znver4 %t.mlir -o %t.O0.s
// RUN: FileCheck %s --check-prefixes=ALL,O0 --input-file %t.O0.s
// RUN: lpf-translate --emit=asm -O1 --target-triple x86_64-unknown-linux-gnu --mcpu znver4 %t.mlir -o %t.O1.s
// RUN: FileCheck %s --check-prefixes=ALL,OPT --input-file %t.O1.s
// RUN: FileCheck %s --check-prefix=NOFMA --input-file %t.O1.s
// RUN: lpf-translate --emit=asm -O2 --target-triple x86_64-unknown-linux-gnu --mcpu znver4 %t.mlir -o %t.O2.s
// RUN: FileCheck %s --check-prefixes=ALL,OPT --input-file %t.O2.s
// RUN: FileCheck %s --check-prefix=NOFMA --input-file %t.O2.s
// RUN: lpf-translate --emit=asm -O3 --target-triple x86_64-unknown-linux-gnu --mcpu znver4 %t.mlir -o %t.O3.s
// RUN: FileCheck %s --check-prefixes=ALL,OPT --input-file %t.O3.s
// RUN: FileCheck %s --check-prefix=NOFMA --input-file %t.O3.s
// --emit without -O is -O2.
// RUN: lpf-translate --emit=asm --target-triple x86_64-unknown-linux-gnu --mcpu znver4 %t.mlir -o %t.default.s
// RUN: cmp %t.default.s %t.O2.s
// The same for --mlir-to-llvmir. At -O3 LLVM still multiplies twice by 2.0 instead of once by
// 4.0 (no reassociation without fast-math flags).
// RUN: lpf-translate --mlir-to-llvmir -O0 %t.mlir | FileCheck %s --check-prefix=IR0
// RUN: lpf-translate --mlir-to-llvmir -O3 %t.mlir | FileCheck %s --check-prefix=IR3

// NOFMA: {{^}}axpy:
// NOFMA-NOT: vfmadd
// NOFMA: {{^}}axpy_contract:
// NOFMA: vfmadd

// ALL-LABEL: axpy:
// ALL:         vmulss
// ALL-NEXT:    vaddss
// ALL-LABEL: _mlir_ciface_axpy:
// O0:          call{{q?[[:space:]]+}}axpy
// OPT-NOT:     call
// OPT:         vmulss
// OPT-NEXT:    vaddss
func.func @axpy(%a: f32, %x: f32, %y: f32) -> f32 attributes {llvm.emit_c_interface} {
  %0 = arith.mulf %a, %x : f32
  %1 = arith.addf %0, %y : f32
  return %1 : f32
}

// IR0-LABEL: define float @_mlir_ciface_axpy(
// IR0-NEXT:    call float @axpy(
// IR0-LABEL: define float @twice(float %0)
// IR0-NEXT:    fmul float %0, 2.000000e+00
// IR0-NEXT:    fmul float %{{.*}}, 2.000000e+00
// IR3-LABEL: define float @_mlir_ciface_axpy(
// IR3-NOT:     call
// IR3:         ret float
// IR3-LABEL: define float @twice(float %0)
// IR3-NEXT:    %[[T:.*]] = fmul float %0, 2.000000e+00
// IR3-NEXT:    fmul float %[[T]], 2.000000e+00
// IR3-NOT:     4.000000e+00
func.func @twice(%a: f32) -> f32 {
  %two = arith.constant 2.0 : f32
  %0 = arith.mulf %a, %two : f32
  %1 = arith.mulf %0, %two : f32
  return %1 : f32
}

// Last in the file, so that NOFMA's "no vfmadd" covers every function above.
func.func @axpy_contract(%a: f32, %x: f32, %y: f32) -> f32 {
  %0 = arith.mulf %a, %x fastmath<contract> : f32
  %1 = arith.addf %0, %y fastmath<contract> : f32
  return %1 : f32
}
