// A hardware dot whose K is known only at run time on --backend llvm: the chunk count comes from
// K at run time (the same codes as --backend ref), and a K that is not a multiple of the
// instruction's k, or that the operands disagree on, is a run-time error of the compiled code
// with the reference's located message and exit status 1 (docs/llvm.md, "Run-time errors").
// RUN: lpf-run %s --arg %S/Inputs/hw_f8E4M3FN_2x64.npy --arg %S/Inputs/hw_f8E4M3FN_64x3.npy --bits | FileCheck %s --check-prefix=GOOD
// RUN: lpf-run %s --backend llvm --arg %S/Inputs/hw_f8E4M3FN_2x64.npy --arg %S/Inputs/hw_f8E4M3FN_64x3.npy --bits | FileCheck %s --check-prefix=GOOD
// RUN: not lpf-run %s --arg %S/Inputs/hw_f8E4M3FN_2x40.npy --arg %S/Inputs/hw_f8E4M3FN_40x3.npy 2>&1 | FileCheck %s --check-prefix=PARTIAL
// RUN: not lpf-run %s --backend llvm --arg %S/Inputs/hw_f8E4M3FN_2x40.npy --arg %S/Inputs/hw_f8E4M3FN_40x3.npy 2>&1 | FileCheck %s --check-prefix=PARTIAL
// RUN: not lpf-run %s --backend llvm --threads 3 --arg %S/Inputs/hw_f8E4M3FN_2x40.npy --arg %S/Inputs/hw_f8E4M3FN_40x3.npy 2>&1 | FileCheck %s --check-prefix=PARTIAL
// RUN: not lpf-run %s --arg %S/Inputs/hw_f8E4M3FN_2x64.npy --arg %S/Inputs/hw_f8E4M3FN_32x3.npy 2>&1 | FileCheck %s --check-prefix=DIFFER
// RUN: not lpf-run %s --backend llvm --arg %S/Inputs/hw_f8E4M3FN_2x64.npy --arg %S/Inputs/hw_f8E4M3FN_32x3.npy 2>&1 | FileCheck %s --check-prefix=DIFFER

// K = 64: two wgmma instructions per output, the reference's codes on both backends.
// GOOD: out0: tensor<?x?xf32> = {{\[\[}}-3772.0 (0xC56BC000), 643.9375 (0x4420FC00), 899.0 (0x4460C000)], {{\[}}-20348.0 (0xC69EF800), 1597.75 (0x44C7B800), 5120.5 (0x45A00400)]]
// PARTIAL: llvm-hardware-dynamic-k.mlir:[[@LINE+4]]:8: error: 'lpf.dot': [E0912] K = 40 is not a multiple of 32, the k of "nvidia.hopper.wgmma"'s instruction
// PARTIAL-NOT: out0
// DIFFER: llvm-hardware-dynamic-k.mlir:[[@LINE+2]]:8: error: 'lpf.dot': cannot contract [2, 64] with [32, 3]
func.func @main(%a: tensor<?x?xf8E4M3FN>, %b: tensor<?x?xf8E4M3FN>) -> tensor<?x?xf32> {
  %0 = lpf.dot %a, %b acc(f32) hardware("nvidia.hopper.wgmma") : tensor<?x?xf8E4M3FN>, tensor<?x?xf8E4M3FN> -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
