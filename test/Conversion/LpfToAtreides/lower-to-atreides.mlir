// RUN: lpf-opt %s --lower-to-atreides -split-input-file | FileCheck %s
// The same pass through stock mlir-opt-22 with the lpf plugin:
// RUN: mlir-opt-22 --load-dialect-plugin=%lpf_plugin --load-pass-plugin=%lpf_plugin %s --pass-pipeline='builtin.module(lower-to-atreides)' -split-input-file | FileCheck %s

// SF16 add is ACT passthrough (exact sum, saturated): the destination is R0/R4/R8/R12, which
// selects f = 0. Seven elements: the cycle model prefers 4 threads x 2 elements, the result
// padded to 8 words.
// CHECK: atreides.program @vadd arguments [{address = 0 : i64, bits = 16 : i64, cols = 7 : i64, pitch = 7 : i64, rows = 1 : i64, shape = [7], words = 7 : i64}, {address = 7 : i64
// CHECK-SAME: results [{address = 14 : i64, bits = 16 : i64, cols = 7 : i64, pitch = 8 : i64, rows = 1 : i64, shape = [7], words = 8 : i64}] {
// CHECK-NEXT: atreides.kernel result 0 threads 4 {
// CHECK-NOT: atreides.fma
// CHECK: atreides.ldr
// CHECK: atreides.act R{{(0|4|8|12)}},
// CHECK: atreides.str
// CHECK: atreides.ret
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NOT: func.func
func.func @vadd(%a: tensor<7x!lpf.sf<16>>, %b: tensor<7x!lpf.sf<16>>) -> tensor<7x!lpf.sf<16>> {
  %r = lpf.add %a, %b : tensor<7x!lpf.sf<16>>
  return %r : tensor<7x!lpf.sf<16>>
}

// -----

// SF16 sub: the subtrahend's sign bit flipped by adding 0x8000 (mod 2^16), then the same ACT add.
// CHECK: atreides.program @vsub
// CHECK: atreides.ldr R[[A:[0-9]+]],
// CHECK-NEXT: atreides.ldr R[[B:[0-9]+]],
// CHECK: atreides.add R[[B]], R[[B]], R{{[0-9]+}}
// CHECK-NEXT: atreides.act R{{(0|4|8|12)}}, R[[A]], R[[B]]
// CHECK: atreides.ret
func.func @vsub(%a: tensor<4x!lpf.sf<16>>, %b: tensor<4x!lpf.sf<16>>) -> tensor<4x!lpf.sf<16>> {
  %r = lpf.sub %a, %b : tensor<4x!lpf.sf<16>>
  return %r : tensor<4x!lpf.sf<16>>
}

// -----

// mul rounding(toward_zero) is one FMA into a register that is still +0.
// CHECK: atreides.program @vmul
// CHECK: atreides.fma R[[P:[0-9]+]],
// CHECK-NEXT: atreides.str R{{[0-9]+}}, R[[P]]
// CHECK: atreides.ret
func.func @vmul(%a: tensor<4x!lpf.sf<16>>, %b: tensor<4x!lpf.sf<16>>) -> tensor<4x!lpf.sf<16>> {
  %r = lpf.mul %a, %b rounding(toward_zero) : tensor<4x!lpf.sf<16>>
  return %r : tensor<4x!lpf.sf<16>>
}

// -----

// SF8 -> SF16 widens exactly: x128 by MUL (CONST #-128 is a multiplier of 128), one doubling,
// then ACT + 0 turns a widened -0 (0x8000) into +0. SF8 codes are stored one per word.
// CHECK: atreides.program @widen arguments [{address = 0 : i64, bits = 8 : i64
// CHECK: atreides.ldr R[[X:[0-9]+]],
// CHECK-NEXT: atreides.const R[[M:[0-9]+]], -128
// CHECK-NEXT: atreides.mul R[[X]], R[[X]], R[[M]]
// CHECK-NEXT: atreides.add R[[X]], R[[X]], R[[X]]
// CHECK-NEXT: atreides.act R{{(0|4|8|12)}}, R[[X]],
// CHECK: atreides.ret
// CHECK-NOT: atreides.kernel
func.func @widen(%a: tensor<4x!lpf.sf<8>>) -> tensor<4x!lpf.sf<16>> {
  %r = lpf.convert %a : tensor<4x!lpf.sf<8>> to tensor<4x!lpf.sf<16>>
  return %r : tensor<4x!lpf.sf<16>>
}

// -----

// GEMM with the SF16 hardware accumulation: FMA after FMA into one register, k unrolled.
// 2x2: a grid of 2 blocks (one row each) x 2 threads (one column each), 4 threads.
// CHECK: atreides.program @gemm
// CHECK-NEXT: atreides.kernel result 0 threads 4 {
// CHECK-NOT: atreides.br
// CHECK-COUNT-2: atreides.fma R[[ACC:[0-9]+]],
// CHECK: atreides.str R{{[0-9]+}}, R[[ACC]]
// CHECK: atreides.ret
func.func @gemm(%a: tensor<2x2x!lpf.sf<16>>, %b: tensor<2x2x!lpf.sf<16>>) -> tensor<2x2x!lpf.sf<16>> {
  %c = lpf.dot %a, %b acc(!lpf.sf<16>) : tensor<2x2x!lpf.sf<16>>, tensor<2x2x!lpf.sf<16>> -> tensor<2x2x!lpf.sf<16>>
  return %c : tensor<2x2x!lpf.sf<16>>
}

// -----

// A 300-row GEMV: 8 threads over the rows, each computing two rows at a time (the vector
// element x[k], shared by both rows, is loaded once per k), in a counted loop (SUB counter, CMP
// with 1, BRzp back) with full blocks only. SF4 weights widen by x128 then five doublings (a
// shift by 12).
// CHECK: atreides.program @gemv
// CHECK-NEXT: atreides.kernel result 0 threads {{[0-9]*[02468]}} {
// CHECK: atreides.ldr R[[X:[0-9]+]],
// CHECK-NEXT: atreides.ldr R[[W:[0-9]+]],
// CHECK-NEXT: atreides.const
// CHECK-NEXT: atreides.mul R[[W]], R[[W]],
// CHECK-COUNT-5: atreides.add R[[W]], R[[W]], R[[W]]
// CHECK-NEXT: atreides.fma R{{[0-9]+}}, R[[W]], R[[X]]
// CHECK: atreides.sub R[[C:[0-9]+]], R[[C]],
// CHECK-NEXT: atreides.cmp R[[C]],
// CHECK-NEXT: atreides.br zp, -{{[0-9]+}}
// CHECK: atreides.ret
func.func @gemv(%w: tensor<300x4x!lpf.sf<4>>, %x: tensor<4x1x!lpf.sf<16>>) -> tensor<300x1x!lpf.sf<16>> {
  %r = lpf.dot %w, %x acc(!lpf.sf<16>) : tensor<300x4x!lpf.sf<4>>, tensor<4x1x!lpf.sf<16>> -> tensor<300x1x!lpf.sf<16>>
  return %r : tensor<300x1x!lpf.sf<16>>
}

// -----

// Element-wise ops on a dot's result run in the same kernel, per element; several results are
// several kernels (launches), each with its own thread count.
// CHECK: atreides.program @two_results
// CHECK-NEXT: atreides.kernel result 0 threads
// CHECK: atreides.fma
// CHECK: atreides.act
// CHECK: atreides.kernel result 1 threads
// CHECK-NOT: atreides.fma
// CHECK: atreides.ret
// CHECK-NEXT: }
func.func @two_results(%a: tensor<2x3x!lpf.sf<16>>, %b: tensor<3x2x!lpf.sf<8>>, %c: tensor<2x2x!lpf.sf<16>>) -> (tensor<2x2x!lpf.sf<16>>, tensor<2x2x!lpf.sf<16>>) {
  %d = lpf.dot %a, %b acc(!lpf.sf<16>) : tensor<2x3x!lpf.sf<16>>, tensor<3x2x!lpf.sf<8>> -> tensor<2x2x!lpf.sf<16>>
  %r = lpf.add %d, %c : tensor<2x2x!lpf.sf<16>>
  %s = lpf.sub %c, %c : tensor<2x2x!lpf.sf<16>>
  return %r, %s : tensor<2x2x!lpf.sf<16>>, tensor<2x2x!lpf.sf<16>>
}

// -----

// Bias add + ReLU is one ACT whose destination is R1/R5/R9 (f = 1); leaky ReLU (slope 2^-7,
// truncated) one ACT into R2/R6/R10 (f = 2). Alone, an activation adds a +0 bias.
// CHECK: atreides.program @bias_relu
// CHECK-NEXT: atreides.kernel result 0 threads
// CHECK-NOT: atreides.act R{{(0|4|8|12)}},
// CHECK: atreides.act R{{(1|5|9)}},
// CHECK: atreides.kernel result 1 threads
// CHECK: atreides.act R{{(2|6|10)}},
// CHECK: atreides.ret
// CHECK-NEXT: }
func.func @bias_relu(%x: tensor<8x!lpf.sf<16>>, %b: tensor<8x!lpf.sf<16>>) -> (tensor<8x!lpf.sf<16>>, tensor<8x!lpf.sf<16>>) {
  %s = lpf.add %x, %b : tensor<8x!lpf.sf<16>>
  %r = lpf.relu %s : tensor<8x!lpf.sf<16>>
  %l = lpf.leaky_relu %x rounding(toward_zero) : tensor<8x!lpf.sf<16>>
  return %r, %l : tensor<8x!lpf.sf<16>>, tensor<8x!lpf.sf<16>>
}
