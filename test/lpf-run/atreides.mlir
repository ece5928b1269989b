// --backend atreides lowers the entry, runs it on the bit-exact Atreides simulator and prints
// exactly what the reference prints; --cycles adds the cycle model's count.
// RUN: lpf-run %s --entry gemm --arg %S/Inputs/sf16_2x2_a.npy --arg %S/Inputs/sf16_2x2_b.npy --bits --backend atreides --cycles | FileCheck %s --check-prefix=GEMM
// RUN: lpf-run %s --entry gemm --arg %S/Inputs/sf16_2x2_a.npy --arg %S/Inputs/sf16_2x2_b.npy --bits | FileCheck %s --check-prefix=GEMM
// RUN: lpf-run %s --entry edges --arg %S/Inputs/sf16_8_a.npy --arg %S/Inputs/sf16_8_b.npy --arg %S/Inputs/sf8_8.npy --bits --backend atreides --out-dir %t | FileCheck %s --check-prefix=EDGES
// RUN: lpf-run %s --entry edges --arg %S/Inputs/sf16_8_a.npy --arg %S/Inputs/sf16_8_b.npy --arg %S/Inputs/sf8_8.npy --bits | FileCheck %s --check-prefix=EDGES
// RUN: not lpf-run %s --entry f32acc --arg %S/Inputs/sf16_2x2_a.npy --arg %S/Inputs/sf16_2x2_b.npy --backend atreides 2>&1 | FileCheck %s --check-prefix=F32ACC
// RUN: not lpf-run %s --entry gemm --arg %S/Inputs/sf16_2x2_a.npy --arg %S/Inputs/sf16_2x2_b.npy --cycles 2>&1 | FileCheck %s --check-prefix=CYCLES

// The 2x2 test vector of atreides.md §9.
// GEMM: out0: tensor<2x2x!lpf.sf<16>> = {{\[\[}}0.3125 (0x2800), 0.25 (0x2000)], [0.1875 (0x1800), 0.28125 (0x2400)]]
func.func @gemm(%a: tensor<2x2x!lpf.sf<16>>, %b: tensor<2x2x!lpf.sf<16>>) -> tensor<2x2x!lpf.sf<16>> {
  %c = lpf.dot %a, %b acc(!lpf.sf<16>) : tensor<2x2x!lpf.sf<16>>, tensor<2x2x!lpf.sf<16>> -> tensor<2x2x!lpf.sf<16>>
  return %c : tensor<2x2x!lpf.sf<16>>
}

// Saturation both ways (0x7000 + 0x7000, 0x7FDF + 0x7FDF), -0 in, +0 out (0x8000 + 0x8000),
// truncated products, SF8 codes widened (-0 becomes +0).
// EDGES: out0: tensor<8x!lpf.sf<16>> = [0.375 (0x3000), 0.0 (0x0000), 0.999969482421875 (0x7FFF), -0.25 (0xA000), -3.0517578125e-5 (0x8001), 0.0 (0x0000), 0.999969482421875 (0x7FFF), 0.0 (0x0000)]
// EDGES-NEXT: out1: tensor<8x!lpf.sf<16>> = [0.03125 (0x0400), -0.00390625 (0x8080), 0.765625 (0x6200), -0.125 (0x9000), 0.0 (0x0000), 0.0 (0x0000), 0.99798583984375 (0x7FBE), 0.0 (0x0000)]
// EDGES-NEXT: out2: tensor<8x!lpf.sf<16>> = [0.0 (0x0000), 0.0 (0x0000), 0.9921875 (0x7F00), -0.9921875 (0xFF00), 0.0078125 (0x0100), -0.0078125 (0x8100), 0.5 (0x4000), -0.5 (0xC000)]
func.func @edges(%a: tensor<8x!lpf.sf<16>>, %b: tensor<8x!lpf.sf<16>>, %c: tensor<8x!lpf.sf<8>>) -> (tensor<8x!lpf.sf<16>>, tensor<8x!lpf.sf<16>>, tensor<8x!lpf.sf<16>>) {
  %s = lpf.add %a, %b : tensor<8x!lpf.sf<16>>
  %p = lpf.mul %a, %b rounding(toward_zero) : tensor<8x!lpf.sf<16>>
  %w = lpf.convert %c : tensor<8x!lpf.sf<8>> to tensor<8x!lpf.sf<16>>
  return %s, %p, %w : tensor<8x!lpf.sf<16>>, tensor<8x!lpf.sf<16>>, tensor<8x!lpf.sf<16>>
}

// F32ACC: atreides.mlir:[[@LINE+2]]:8: error: [E0915] 'lpf.dot' with acc(f32) cannot be computed exactly on Atreides
func.func @f32acc(%a: tensor<2x2x!lpf.sf<16>>, %b: tensor<2x2x!lpf.sf<16>>) -> tensor<2x2xf32> {
  %c = lpf.dot %a, %b acc(f32) : tensor<2x2x!lpf.sf<16>>, tensor<2x2x!lpf.sf<16>> -> tensor<2x2xf32>
  return %c : tensor<2x2xf32>
}

// CYCLES: lpf-run: error: --cycles needs --backend atreides
