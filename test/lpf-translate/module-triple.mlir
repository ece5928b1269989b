// Without --target-triple, a module's own llvm.target_triple chooses the target (with the
// "generic" CPU, as it is not this host); --target-triple overrides it.
// RUN: lpf-translate --emit=obj %s -o %t.o
// RUN: llvm-objdump-22 -d %t.o | FileCheck %s --check-prefix=A64
// RUN: lpf-translate --emit=obj --target-triple x86_64-unknown-linux-gnu --mcpu x86-64 %s -o %t.x86.o
// RUN: llvm-objdump-22 -d %t.x86.o | FileCheck %s --check-prefix=X86
// The optimised IR carries the triple and the target's data layout.
// RUN: lpf-translate --mlir-to-llvmir -O2 %s | FileCheck %s --check-prefix=IR

// A64: file format elf64-littleaarch64
// A64-LABEL: <f>:
// A64: fadd{{[[:space:]]+}}s0, s0, s1
// X86: file format elf64-x86-64
// X86-LABEL: <f>:
// X86: addss
// IR: target datalayout = "e-m:e-{{.*}}"
// IR: target triple = "aarch64-unknown-linux-gnu"
module attributes {llvm.target_triple = "aarch64-unknown-linux-gnu"} {
  llvm.func @f(%a: f32, %b: f32) -> f32 {
    %0 = llvm.fadd %a, %b : f32
    llvm.return %0 : f32
  }
}
