// --emit=obj writes an ELF object with every function and its _mlir_ciface_ wrapper; --emit=asm
// writes assembly; --target-triple and --mcpu choose the target.
// RUN: mlir-opt-22 %s --convert-func-to-llvm --convert-arith-to-llvm --reconcile-unrealized-casts -o %t.mlir
// RUN: lpf-translate --emit=obj %t.mlir -o %t.o
// RUN: llvm-nm-22 %t.o | FileCheck %s --check-prefix=SYMS
// RUN: lpf-translate --emit=obj --target-triple x86_64-unknown-linux-gnu --mcpu x86-64 %t.mlir -o %t.x86.o
// RUN: llvm-objdump-22 -d %t.x86.o | FileCheck %s --check-prefix=X86OBJ
// RUN: lpf-translate --emit=obj --target-triple aarch64-unknown-linux-gnu %t.mlir -o %t.a64.o
// RUN: llvm-objdump-22 -d %t.a64.o | FileCheck %s --check-prefix=A64OBJ
// RUN: lpf-translate --emit=asm --target-triple aarch64-unknown-linux-gnu --mcpu neoverse-v2 %t.mlir | FileCheck %s --check-prefix=A64ASM
// The default CPU is this host's (the same as --mcpu native).
// RUN: lpf-translate --emit=asm %t.mlir -o %t.default.s
// RUN: lpf-translate --emit=asm --mcpu native %t.mlir -o %t.native.s
// RUN: cmp %t.default.s %t.native.s
// An object goes to standard output as well, byte for byte the same as to a file.
// RUN: lpf-translate --emit=obj --target-triple x86_64-unknown-linux-gnu --mcpu x86-64 %t.mlir > %t.stdout.o
// RUN: cmp %t.x86.o %t.stdout.o

// SYMS-DAG: {{^[0-9a-f]+}} T axpy
// SYMS-DAG: {{^[0-9a-f]+}} T _mlir_ciface_axpy
// SYMS-DAG: {{^[0-9a-f]+}} T neg_f16

// X86OBJ: file format elf64-x86-64
// X86OBJ-LABEL: <axpy>:
// X86OBJ:         mulss
// X86OBJ-NEXT:    addss
// X86OBJ-LABEL: <_mlir_ciface_axpy>:

// A64OBJ: file format elf64-littleaarch64
// A64OBJ-LABEL: <axpy>:
// A64OBJ:         fmul{{[[:space:]]+}}s0, s0, s1
// A64OBJ-NEXT:    fadd{{[[:space:]]+}}s0, s0, s2

// A64ASM-LABEL: axpy:
// A64ASM:         fmul{{[[:space:]]+}}s0, s0, s1
// A64ASM-NEXT:    fadd{{[[:space:]]+}}s0, s0, s2
// A64ASM-LABEL: neg_f16:
// A64ASM:         fneg{{[[:space:]]+}}h0, h0
func.func @axpy(%a: f32, %x: f32, %y: f32) -> f32 attributes {llvm.emit_c_interface} {
  %0 = arith.mulf %a, %x : f32
  %1 = arith.addf %0, %y : f32
  return %1 : f32
}

func.func @neg_f16(%a: f16) -> f16 {
  %0 = arith.negf %a : f16
  return %0 : f16
}
