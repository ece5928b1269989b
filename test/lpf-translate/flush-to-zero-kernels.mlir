// A module that states lpf.target's flush_to_zero = true (x86's MXCSR flush-to-zero mode, which
// AMD's FTZ-MUL-ADD tiles run in) compiles for x86; for another target, lpf-translate says where
// the x86 kernel is and why, exit 1, instead of LLVM's unlocated "Cannot select".
// REQUIRES: lower-to-llvm
// RUN: lpf-translate --emit=asm -O3 --mcpu x86-64 %s | FileCheck %s --check-prefix=X86
// RUN: not lpf-translate --emit=obj --target-triple aarch64-unknown-linux-gnu %s -o %t.o 2>&1 | FileCheck %s --check-prefix=ARM

// X86: stmxcsr
// X86: ldmxcsr
// X86: ldmxcsr
// ARM: flush-to-zero-kernels.mlir:[[@LINE+5]]:10: error: this kernel calls llvm.x86.sse.stmxcsr (lowered with lpf.target's flush_to_zero = true, for x86), but the target 'aarch64-unknown-linux-gnu' with its default CPU has no flush-to-zero mode (x86's MXCSR)
// ARM-NEXT: %c = lpf.dot
// ARM-NEXT: ^
module attributes {lpf.target = {flush_to_zero = true}} {
  func.func @cdna2(%a: tensor<16x64xbf16>, %b: tensor<64x16xbf16>) -> tensor<16x16xf32> {
    %c = lpf.dot %a, %b acc(f32) hardware("amd.cdna2.mfma") : tensor<16x64xbf16>, tensor<64x16xbf16> -> tensor<16x16xf32>
    return %c : tensor<16x16xf32>
  }
}
