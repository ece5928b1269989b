// RUN: lpf-opt %s --lower-to-atreides -split-input-file | FileCheck %s
// The same pass through stock mlir-opt-22 with the lpf plugin:
// RUN: mlir-opt-22 --load-dialect-plugin=%lpf_plugin --load-pass-plugin=%lpf_plugin %s --pass-pipeline='builtin.module(lower-to-atreides)' -split-input-file | FileCheck %s

// SF16 add is ACT passthrough (exact sum, saturated): the destination is R0/R4/R8/R12, which
// selects f = 0. Seven elements: the cycle model prefers 4 threads x 2 elements, the result
// padded to 8 words.
// CHECK: "atreides.program"() ({
// CHECK-NEXT: "atreides.kernel"() ({
// CHECK-NOT: atreides.fma
// CHECK: "atreides.ldr"
// CHECK: "atreides.act"() {d = {{(0|4|8|12)}} : i64,
// CHECK: "atreides.str"
// CHECK: "atreides.ret"() : () -> ()
// CHECK-NEXT: }) {result = 0 : i64, threads = 4 : i64}
// CHECK-NEXT: }) {arguments = [{address = 0 : i64, bits = 16 : i64, cols = 7 : i64, pitch = 7 : i64, rows = 1 : i64, shape = [7], words = 7 : i64}, {address = 7 : i64
// CHECK-SAME: results = [{address = 14 : i64, bits = 16 : i64, cols = 7 : i64, pitch = 8 : i64, rows = 1 : i64, shape = [7], words = 8 : i64}], sym_name = "vadd"
// CHECK-NOT: func.func
func.func @vadd(%a: tensor<7x!lpf.sf<16>>, %b: tensor<7x!lpf.sf<16>>) -> tensor<7x!lpf.sf<16>> {
  %r = lpf.add %a, %b : tensor<7x!lpf.sf<16>>
  return %r : tensor<7x!lpf.sf<16>>
}

// -----

// SF16 sub: the subtrahend's sign bit flipped by adding 0x8000 (mod 2^16), then the same ACT add.
// CHECK: "atreides.kernel"
// CHECK: "atreides.ldr"() {d = [[A:[0-9]+]] : i64
// CHECK-NEXT: "atreides.ldr"() {d = [[B:[0-9]+]] : i64
// CHECK: "atreides.add"() {d = [[B]] : i64, s = [[B]] : i64, t = {{[0-9]+}} : i64}
// CHECK-NEXT: "atreides.act"() {d = {{(0|4|8|12)}} : i64, s = [[A]] : i64, t = [[B]] : i64}
// CHECK: sym_name = "vsub"
func.func @vsub(%a: tensor<4x!lpf.sf<16>>, %b: tensor<4x!lpf.sf<16>>) -> tensor<4x!lpf.sf<16>> {
  %r = lpf.sub %a, %b : tensor<4x!lpf.sf<16>>
  return %r : tensor<4x!lpf.sf<16>>
}

// -----

// mul rounding(toward_zero) is one FMA into a register that is still +0.
// CHECK: "atreides.kernel"
// CHECK: "atreides.fma"() {d = [[P:[0-9]+]] : i64
// CHECK-NEXT: "atreides.str"() {a = {{[0-9]+}} : i64, v = [[P]] : i64}
// CHECK: sym_name = "vmul"
func.func @vmul(%a: tensor<4x!lpf.sf<16>>, %b: tensor<4x!lpf.sf<16>>) -> tensor<4x!lpf.sf<16>> {
  %r = lpf.mul %a, %b rounding(toward_zero) : tensor<4x!lpf.sf<16>>
  return %r : tensor<4x!lpf.sf<16>>
}

// -----

// SF8 -> SF16 widens exactly: x128 by MUL (CONST #-128 is a multiplier of 128), one doubling,
// then ACT + 0 turns a widened -0 (0x8000) into +0. SF8 codes are stored one per word.
// CHECK: "atreides.kernel"
// CHECK: "atreides.ldr"() {d = [[X:[0-9]+]] : i64
// CHECK-NEXT: "atreides.const"() {d = [[M:[0-9]+]] : i64, imm = -128 : i64}
// CHECK-NEXT: "atreides.mul"() {d = [[X]] : i64, s = [[X]] : i64, t = [[M]] : i64}
// CHECK-NEXT: "atreides.add"() {d = [[X]] : i64, s = [[X]] : i64, t = [[X]] : i64}
// CHECK-NEXT: "atreides.act"() {d = {{(0|4|8|12)}} : i64, s = [[X]] : i64
// CHECK: arguments = [{address = 0 : i64, bits = 8 : i64
// CHECK-SAME: sym_name = "widen"
func.func @widen(%a: tensor<4x!lpf.sf<8>>) -> tensor<4x!lpf.sf<16>> {
  %r = lpf.convert %a : tensor<4x!lpf.sf<8>> to tensor<4x!lpf.sf<16>>
  return %r : tensor<4x!lpf.sf<16>>
}

// -----

// GEMM with the SF16 hardware accumulation: FMA after FMA into one register, k unrolled.
// 2x2: a grid of 2 blocks (one row each) x 2 threads (one column each), 4 threads.
// CHECK: "atreides.kernel"
// CHECK-NOT: atreides.br
// CHECK-COUNT-2: "atreides.fma"() {d = [[ACC:[0-9]+]] : i64
// CHECK: "atreides.str"() {a = {{[0-9]+}} : i64, v = [[ACC]] : i64}
// CHECK: threads = 4 : i64
// CHECK: sym_name = "gemm"
func.func @gemm(%a: tensor<2x2x!lpf.sf<16>>, %b: tensor<2x2x!lpf.sf<16>>) -> tensor<2x2x!lpf.sf<16>> {
  %c = lpf.dot %a, %b acc(!lpf.sf<16>) : tensor<2x2x!lpf.sf<16>>, tensor<2x2x!lpf.sf<16>> -> tensor<2x2x!lpf.sf<16>>
  return %c : tensor<2x2x!lpf.sf<16>>
}

// -----

// A 300-row GEMV: 8 threads over the rows, each computing two rows at a time (the vector
// element x[k], shared by both rows, is loaded once per k), in a counted loop (SUB counter, CMP
// with 1, BRzp back) with full blocks only. SF4 weights widen by x128 then five doublings (a
// shift by 12).
// CHECK: "atreides.kernel"
// CHECK: "atreides.ldr"() {d = [[X:[0-9]+]] : i64
// CHECK-NEXT: "atreides.ldr"() {d = [[W:[0-9]+]] : i64
// CHECK-NEXT: "atreides.const"
// CHECK-NEXT: "atreides.mul"() {d = [[W]] : i64, s = [[W]] : i64
// CHECK-COUNT-5: "atreides.add"() {d = [[W]] : i64, s = [[W]] : i64, t = [[W]] : i64}
// CHECK-NEXT: "atreides.fma"() {d = {{[0-9]+}} : i64, s = [[W]] : i64, t = [[X]] : i64}
// CHECK: "atreides.sub"() {d = [[C:[0-9]+]] : i64, s = [[C]] : i64
// CHECK-NEXT: "atreides.cmp"() {a = [[C]] : i64
// CHECK-NEXT: "atreides.br"() {mask = 3 : i64, offset = -{{[0-9]+}} : i64}
// CHECK: threads = {{[0-9]*[02468]}} : i64}
// CHECK: sym_name = "gemv"
func.func @gemv(%w: tensor<300x4x!lpf.sf<4>>, %x: tensor<4x1x!lpf.sf<16>>) -> tensor<300x1x!lpf.sf<16>> {
  %r = lpf.dot %w, %x acc(!lpf.sf<16>) : tensor<300x4x!lpf.sf<4>>, tensor<4x1x!lpf.sf<16>> -> tensor<300x1x!lpf.sf<16>>
  return %r : tensor<300x1x!lpf.sf<16>>
}

// -----

// Element-wise ops on a dot's result run in the same kernel, per element; several results are
// several kernels (launches), each with its own thread count.
// CHECK: "atreides.kernel"
// CHECK: "atreides.fma"
// CHECK: "atreides.act"
// CHECK: result = 0 : i64
// CHECK: "atreides.kernel"
// CHECK-NOT: "atreides.fma"
// CHECK: result = 1 : i64
// CHECK: sym_name = "two_results"
func.func @two_results(%a: tensor<2x3x!lpf.sf<16>>, %b: tensor<3x2x!lpf.sf<8>>, %c: tensor<2x2x!lpf.sf<16>>) -> (tensor<2x2x!lpf.sf<16>>, tensor<2x2x!lpf.sf<16>>) {
  %d = lpf.dot %a, %b acc(!lpf.sf<16>) : tensor<2x3x!lpf.sf<16>>, tensor<3x2x!lpf.sf<8>> -> tensor<2x2x!lpf.sf<16>>
  %r = lpf.add %d, %c : tensor<2x2x!lpf.sf<16>>
  %s = lpf.sub %c, %c : tensor<2x2x!lpf.sf<16>>
  return %r, %s : tensor<2x2x!lpf.sf<16>>, tensor<2x2x!lpf.sf<16>>
}

// -----

// Bias add + ReLU is one ACT whose destination is R1/R5/R9 (f = 1); leaky ReLU (slope 2^-7,
// truncated) one ACT into R2/R6/R10 (f = 2). Alone, an activation adds a +0 bias.
// CHECK: "atreides.kernel"
// CHECK-NOT: "atreides.act"() {d = {{(0|4|8|12)}} : i64
// CHECK: "atreides.act"() {d = {{(1|5|9)}} : i64
// CHECK: result = 0 : i64
// CHECK: "atreides.kernel"
// CHECK: "atreides.act"() {d = {{(2|6|10)}} : i64
// CHECK: result = 1 : i64
// CHECK: sym_name = "bias_relu"
func.func @bias_relu(%x: tensor<8x!lpf.sf<16>>, %b: tensor<8x!lpf.sf<16>>) -> (tensor<8x!lpf.sf<16>>, tensor<8x!lpf.sf<16>>) {
  %s = lpf.add %x, %b : tensor<8x!lpf.sf<16>>
  %r = lpf.relu %s : tensor<8x!lpf.sf<16>>
  %l = lpf.leaky_relu %x rounding(toward_zero) : tensor<8x!lpf.sf<16>>
  return %r, %l : tensor<8x!lpf.sf<16>>, tensor<8x!lpf.sf<16>>
}
