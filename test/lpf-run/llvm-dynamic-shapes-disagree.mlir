// Sizes known only at run time that an op needs to agree: the compiled code checks them before it
// reads an operand, and a disagreement is a run-time error with the reference's located message
// and exit status 1 (docs/llvm.md, "Run-time errors"), never a read past a buffer or a silent
// answer. Operands that agree give the reference's codes.
// RUN: lpf-run %s --arg %S/Inputs/hw_f8E4M3FN_2x64.npy --arg %S/Inputs/hw_f8E4M3FN_64x3.npy --bits > %t.ref
// RUN: lpf-run %s --backend llvm --arg %S/Inputs/hw_f8E4M3FN_2x64.npy --arg %S/Inputs/hw_f8E4M3FN_64x3.npy --bits > %t.llvm
// RUN: diff %t.ref %t.llvm
// RUN: not lpf-run %s --arg %S/Inputs/hw_f8E4M3FN_2x64.npy --arg %S/Inputs/hw_f8E4M3FN_32x3.npy 2>&1 | FileCheck %s --check-prefix=DOT
// RUN: not lpf-run %s --backend llvm --arg %S/Inputs/hw_f8E4M3FN_2x64.npy --arg %S/Inputs/hw_f8E4M3FN_32x3.npy 2>&1 | FileCheck %s --check-prefix=DOT
// RUN: not lpf-run %s --backend llvm --threads 3 --arg %S/Inputs/hw_f8E4M3FN_2x64.npy --arg %S/Inputs/hw_f8E4M3FN_32x3.npy 2>&1 | FileCheck %s --check-prefix=DOT
// RUN: lpf-run %s --entry add --arg %S/Inputs/bf16_4.npy --arg %S/Inputs/bf16_4.npy --bits > %t.add.ref
// RUN: lpf-run %s --backend llvm --entry add --arg %S/Inputs/bf16_4.npy --arg %S/Inputs/bf16_4.npy --bits > %t.add.llvm
// RUN: diff %t.add.ref %t.add.llvm
// RUN: not lpf-run %s --entry add --arg %S/Inputs/bf16_4.npy --arg %S/Inputs/bf16_3.npy 2>&1 | FileCheck %s --check-prefix=ADD
// RUN: not lpf-run %s --backend llvm --entry add --arg %S/Inputs/bf16_4.npy --arg %S/Inputs/bf16_3.npy 2>&1 | FileCheck %s --check-prefix=ADD

// DOT: llvm-dynamic-shapes-disagree.mlir:[[@LINE+4]]:8: error: 'lpf.dot': cannot contract [2, 64] with [32, 3]
// DOT-NOT: out0
// An ordered dot (the contraction kernel): K must agree.
func.func @main(%a: tensor<?x?xf8E4M3FN>, %b: tensor<?x?xf8E4M3FN>) -> tensor<?x?xf32> {
  %0 = lpf.dot %a, %b acc(f32) : tensor<?x?xf8E4M3FN>, tensor<?x?xf8E4M3FN> -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// ADD: llvm-dynamic-shapes-disagree.mlir:[[@LINE+4]]:8: error: 'lpf.add': operand shapes differ: [4] vs [3]
// ADD-NOT: out0
// An element-wise op: its operands must have one shape.
func.func @add(%a: tensor<?xbf16>, %b: tensor<?xbf16>) -> tensor<?xbf16> {
  %0 = lpf.add %a, %b : tensor<?xbf16>
  return %0 : tensor<?xbf16>
}
