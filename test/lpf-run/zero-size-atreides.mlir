// Zero-size tensors on the Atreides exit: an empty result needs no launch (its plan would have
// zero threads), a dot over an empty contraction gives +0 everywhere; both as the reference
// prints them. lpf-translate's assembly says which results have no kernel.
// RUN: lpf-run %s --entry add --arg %S/Inputs/u16_0x4.npy --arg %S/Inputs/u16_0x4.npy --bits --backend atreides --cycles 2>&1 | FileCheck %s --check-prefix=ADD
// RUN: lpf-run %s --entry add --arg %S/Inputs/u16_0x4.npy --arg %S/Inputs/u16_0x4.npy --bits | FileCheck %s --check-prefix=ADD
// RUN: lpf-run %s --entry k0 --arg %S/Inputs/u16_2x0.npy --arg %S/Inputs/u16_0x3.npy --bits --backend atreides | FileCheck %s --check-prefix=K0
// RUN: lpf-run %s --entry k0 --arg %S/Inputs/u16_2x0.npy --arg %S/Inputs/u16_0x3.npy --bits | FileCheck %s --check-prefix=K0
// RUN: lpf-translate --atreides-to-asm %s --entry add | FileCheck %s --check-prefix=ASM
// RUN: lpf-opt %s --lower-to-atreides | FileCheck %s --check-prefix=IR

// ADD: out0: tensor<0x4x!lpf.sf<16>> = []
// ADD-NOT: panicked
// ASM: ; result 0 is empty: no kernel
// ASM-NOT: .threads
// IR-LABEL: atreides.program @add
// IR-NOT: atreides.kernel
// IR: atreides.program @k0
func.func @add(%a: tensor<0x4x!lpf.sf<16>>, %b: tensor<0x4x!lpf.sf<16>>) -> tensor<0x4x!lpf.sf<16>> {
  %s = lpf.add %a, %b : tensor<0x4x!lpf.sf<16>>
  return %s : tensor<0x4x!lpf.sf<16>>
}

// K0: out0: tensor<2x3x!lpf.sf<16>> = {{\[\[}}0.0 (0x0000), 0.0 (0x0000), 0.0 (0x0000)], [0.0 (0x0000), 0.0 (0x0000), 0.0 (0x0000)]]
func.func @k0(%a: tensor<2x0x!lpf.sf<16>>, %b: tensor<0x3x!lpf.sf<16>>) -> tensor<2x3x!lpf.sf<16>> {
  %c = lpf.dot %a, %b acc(!lpf.sf<16>) : tensor<2x0x!lpf.sf<16>>, tensor<0x3x!lpf.sf<16>> -> tensor<2x3x!lpf.sf<16>>
  return %c : tensor<2x3x!lpf.sf<16>>
}
