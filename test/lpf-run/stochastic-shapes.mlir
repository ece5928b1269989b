// Random bits must have the shape of the value a stochastic rounding rounds (issue 41): with
// dynamic shapes, random bits of shape 4x2 for a 2x4 value were accepted by --backend ref (exit
// 0; it compared sizes only) while the LLVM exit refused them. Both now refuse them at the op
// with the same message and exit status 1; random bits of the right shape give the same bits.
// RUN: lpf-run %s --entry convert --arg %S/Inputs/sr_f32_2x4.npy --arg %S/Inputs/sr_i32_2x4.npy --bits > %t.ref
// RUN: lpf-run %s --entry convert --backend llvm --arg %S/Inputs/sr_f32_2x4.npy --arg %S/Inputs/sr_i32_2x4.npy --bits > %t.llvm
// RUN: diff %t.ref %t.llvm
// RUN: not lpf-run %s --entry convert --arg %S/Inputs/sr_f32_2x4.npy --arg %S/Inputs/sr_i32_4x2.npy 2>&1 | FileCheck %s --check-prefix=CONVERT
// RUN: not lpf-run %s --entry convert --backend llvm --arg %S/Inputs/sr_f32_2x4.npy --arg %S/Inputs/sr_i32_4x2.npy 2>&1 | FileCheck %s --check-prefix=CONVERT
// RUN: lpf-run %s --entry mul --arg %S/Inputs/sr_f32_2x4.npy --arg %S/Inputs/sr_i32_2x4.npy --bits > %t.mul.ref
// RUN: lpf-run %s --entry mul --backend llvm --arg %S/Inputs/sr_f32_2x4.npy --arg %S/Inputs/sr_i32_2x4.npy --bits > %t.mul.llvm
// RUN: diff %t.mul.ref %t.mul.llvm
// RUN: not lpf-run %s --entry mul --arg %S/Inputs/sr_f32_2x4.npy --arg %S/Inputs/sr_i32_4x2.npy 2>&1 | FileCheck %s --check-prefix=MUL
// RUN: not lpf-run %s --entry mul --backend llvm --arg %S/Inputs/sr_f32_2x4.npy --arg %S/Inputs/sr_i32_4x2.npy 2>&1 | FileCheck %s --check-prefix=MUL

// CONVERT: stochastic-shapes.mlir:[[@LINE+3]]:8: error: 'lpf.convert': operand shapes differ: [2, 4] vs [4, 2]
// CONVERT-NOT: out0
func.func @convert(%x: tensor<?x?xf32>, %r: tensor<?x?xi32>) -> tensor<?x?xf8E4M3FN> {
  %0 = lpf.convert %x, %r rounding(stochastic) random_bits(2) : tensor<?x?xf32>, tensor<?x?xi32> to tensor<?x?xf8E4M3FN>
  return %0 : tensor<?x?xf8E4M3FN>
}

// MUL: stochastic-shapes.mlir:[[@LINE+4]]:8: error: 'lpf.mul': operand shapes differ: [2, 4] vs [4, 2]
// MUL-NOT: out0
func.func @mul(%x: tensor<?x?xf32>, %r: tensor<?x?xi32>) -> tensor<?x?xbf16> {
  %h = lpf.convert %x : tensor<?x?xf32> to tensor<?x?xbf16>
  %0 = lpf.mul %h, %h, %r rounding(stochastic) random_bits(3) : tensor<?x?xbf16>, tensor<?x?xi32>
  return %0 : tensor<?x?xbf16>
}
