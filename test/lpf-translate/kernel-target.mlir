// lpf-translate lowers an lpf module for the target it compiles for: the dot kernel's vectors
// follow the CPU's vector unit (--mcpu, LLVM's subtarget features; docs/llvm.md "Kernels by
// target"), and a module whose kernels run on threads names libomp for the linker.
// REQUIRES: lower-to-llvm
// RUN: lpf-translate --emit=asm -O3 --mcpu skylake-avx512 %s | FileCheck %s --check-prefix=AVX512
// RUN: lpf-translate --emit=asm -O3 --mcpu znver3 %s | FileCheck %s --check-prefix=AVX2 --implicit-check-not=zmm
// RUN: lpf-translate --emit=asm -O3 --mcpu x86-64 %s | FileCheck %s --check-prefix=SSE --implicit-check-not=ymm
// RUN: lpf-translate --emit=asm -O3 --mcpu sandybridge %s | FileCheck %s --check-prefix=AVX --implicit-check-not=vpshufb
// RUN: lpf-translate --emit=asm -O3 --target-triple aarch64-unknown-linux-gnu %s | FileCheck %s --check-prefix=NEON
// RUN: lpf-translate --mlir-to-llvmir %s | FileCheck %s --check-prefix=IR

// AVX512: vfmadd231ps{{.*}}zmm
// AVX512-NOT: vfmadd231ps{{.*}}ymm
// The rhs packing decodes f8E4M3FN by byte tables where the CPU has AVX2 (its 32-byte vpshufb),
// by fields on AVX without AVX2 (Sandy Bridge: 256-bit float vectors, no 256-bit integer ones).
// The packing's function comes before the kernel's (lpf-share-nests keeps the program's order).
// AVX2: vpshufb{{.*}}ymm
// AVX2: vfmadd231ps{{.*}}ymm
// AVX: vmulps{{.*}}ymm
// SSE: mulps
// NEON: fmla{{.*}}v{{[0-9]+}}.4s

// The tiles run on libomp's threads, and the module says so.
// IR: call void {{.*}}@__kmpc_fork_call_if(
// IR: !llvm.dependent-libraries = !{![[OMP:[0-9]+]]}
// IR: ![[OMP]] = !{!"omp"}
func.func @main(%a: tensor<300x400xf8E4M3FN>, %b: tensor<400x200xf8E4M3FN>) -> tensor<300x200xf32> {
  %c = lpf.dot %a, %b acc(f32) : tensor<300x400xf8E4M3FN>, tensor<400x200xf8E4M3FN> -> tensor<300x200xf32>
  return %c : tensor<300x200xf32>
}
