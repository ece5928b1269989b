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
// RUN: lpf-run %s --entry dequantize --arg %S/Inputs/blk_f8E4M3FN_4x64.npy --arg %S/Inputs/blk_e8m0_4x2.npy --bits > %t.dq.ref
// RUN: lpf-run %s --backend llvm --entry dequantize --arg %S/Inputs/blk_f8E4M3FN_4x64.npy --arg %S/Inputs/blk_e8m0_4x2.npy --bits > %t.dq.llvm
// RUN: diff %t.dq.ref %t.dq.llvm
// RUN: not lpf-run %s --backend llvm --entry dequantize --arg %S/Inputs/blk_f8E4M3FN_4x64.npy --arg %S/Inputs/blk_e8m0_2x2.npy 2>&1 | FileCheck %s --check-prefix=DEQUANTIZE
// RUN: lpf-run %s --entry tcgen05 --arg %S/Inputs/blk_f8E4M3FN_4x64.npy --arg %S/Inputs/blk_e8m0_4x2.npy --arg %S/Inputs/blk_f8E4M3FN_64x3.npy --arg %S/Inputs/blk_e8m0_2x3.npy --bits > %t.sd.ref
// RUN: lpf-run %s --backend llvm --entry tcgen05 --arg %S/Inputs/blk_f8E4M3FN_4x64.npy --arg %S/Inputs/blk_e8m0_4x2.npy --arg %S/Inputs/blk_f8E4M3FN_64x3.npy --arg %S/Inputs/blk_e8m0_2x3.npy --bits > %t.sd.llvm
// RUN: diff %t.sd.ref %t.sd.llvm
// RUN: not lpf-run %s --backend llvm --entry tcgen05 --arg %S/Inputs/blk_f8E4M3FN_4x64.npy --arg %S/Inputs/blk_e8m0_2x2.npy --arg %S/Inputs/blk_f8E4M3FN_64x3.npy --arg %S/Inputs/blk_e8m0_2x3.npy 2>&1 | FileCheck %s --check-prefix=TCGEN05

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

// DEQUANTIZE: llvm-dynamic-shapes-disagree.mlir:[[@LINE+4]]:8: error: 'lpf.dequantize_block': scale shape [2, 2] does not fit elements [4, 64] in blocks of 32
// DEQUANTIZE-NOT: out0
// A block-scaled operand: its scales must fit its elements.
func.func @dequantize(%q: tensor<?x64xf8E4M3FN>, %e: tensor<?x2xf8E8M0FNU>) -> tensor<?x64xf32> {
  %0 = lpf.dequantize_block %q [%e] block(32) : tensor<?x64xf8E4M3FN>, tensor<?x2xf8E8M0FNU> -> tensor<?x64xf32>
  return %0 : tensor<?x64xf32>
}

// TCGEN05: llvm-dynamic-shapes-disagree.mlir:[[@LINE+4]]:8: error: 'lpf.scaled_dot': scale shape [2, 2] does not fit elements [4, 64] in blocks of 32
// TCGEN05-NOT: out0
// A hardware scaled_dot (its own kernel): the same check on each operand.
func.func @tcgen05(%a: tensor<?x64xf8E4M3FN>, %as: tensor<?x2xf8E8M0FNU>, %b: tensor<64x?xf8E4M3FN>, %bs: tensor<2x?xf8E8M0FNU>) -> tensor<?x?xf32> {
  %0 = lpf.scaled_dot %a [%as], %b [%bs] block(32) acc(f32) hardware("nvidia.blackwell.tcgen05") : tensor<?x64xf8E4M3FN>, tensor<?x2xf8E8M0FNU>, tensor<64x?xf8E4M3FN>, tensor<2x?xf8E8M0FNU> -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
