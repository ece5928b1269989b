// A module that states lpf.target's byte_shuffle = true (AVX2's shuffles: the f4 -> f32 lookup,
// the FP8 rhs decode) compiles for a CPU with AVX2; for a target without it, lpf-translate says
// where the AVX2 kernel is and why, exit 1, instead of LLVM's unlocated "Cannot select" or "Do
// not know how to split". Printing the IR is not compiling it: no error there.
// REQUIRES: lower-to-llvm
// RUN: lpf-translate --emit=asm -O3 --mcpu znver3 %s | FileCheck %s --check-prefix=AVX2
// RUN: not lpf-translate --emit=obj --target-triple aarch64-unknown-linux-gnu %s -o %t.o 2>&1 | FileCheck %s --check-prefix=ARM
// RUN: not lpf-translate --emit=asm --mcpu sandybridge %s 2>&1 | FileCheck %s --check-prefix=AVX
// RUN: lpf-opt --lower-to-llvm %s -o %t.llvm.mlir
// RUN: not lpf-translate --emit=obj --target-triple aarch64-unknown-linux-gnu %t.llvm.mlir -o %t.o 2>&1 | FileCheck %s --check-prefix=LOWERED
// RUN: lpf-translate --mlir-to-llvmir --target-triple aarch64-unknown-linux-gnu %s | FileCheck %s --check-prefix=IR

// AVX2: vperm{{d|ps}}{{.*}}ymm
// ARM: avx2-kernels.mlir:[[@LINE+10]]:10: error: this kernel calls llvm.x86.avx2.permps (lowered with lpf.target's byte_shuffle = true, for x86 with AVX2), but the target 'aarch64-unknown-linux-gnu' with its default CPU has no AVX2
// ARM-NEXT: %y = lpf.convert %x
// ARM-NEXT: ^
// AVX: avx2-kernels.mlir:[[@LINE+7]]:10: error: this kernel calls llvm.x86.avx2.permps {{.*}}, but the target 'x86_64-{{[^']+}}' with CPU 'sandybridge' has no AVX2
// LOWERED: error: this kernel calls llvm.x86.avx2.permps
// LOWERED-NEXT: llvm.call_intrinsic "llvm.x86.avx2.permps"
// IR: call <8 x float> @llvm.x86.avx2.permps(
module attributes {lpf.target = {byte_shuffle = true}} {
  func.func @decode(%x: tensor<100xf4E2M1FN>) -> tensor<100xf32> {
    // The lookup's location: the convert.
    %y = lpf.convert %x : tensor<100xf4E2M1FN> to tensor<100xf32>
    return %y : tensor<100xf32>
  }
}
