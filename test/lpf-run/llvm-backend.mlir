// --backend llvm prints exactly what --backend ref prints: the reference tests' own expectations
// are checked against the LLVM exit (lowered with --lower-to-llvm, JIT-compiled).
// RUN: lpf-run %S/values.mlir --backend llvm --entry literal --bits | FileCheck %S/values.mlir --check-prefix=LITERAL
// RUN: lpf-run %S/values.mlir --backend llvm --entry convert --bits | FileCheck %S/values.mlir --check-prefix=CONVERT
// RUN: lpf-run %S/values.mlir --backend llvm --entry arith | FileCheck %S/values.mlir --check-prefix=ARITH
// RUN: lpf-run %S/values.mlir --backend llvm --entry contract | FileCheck %S/values.mlir --check-prefix=CONTRACT
// RUN: lpf-run %S/values.mlir --backend llvm --entry blocks --bits | FileCheck %S/values.mlir --check-prefix=BLOCKS
// RUN: lpf-run %S/values.mlir --backend llvm --entry scaled | FileCheck %S/values.mlir --check-prefix=SCALED
// RUN: lpf-run %S/values.mlir --backend llvm --entry sf16 --bits | FileCheck %S/values.mlir --check-prefix=SF16
// RUN: lpf-run %S/values.mlir --backend llvm --entry shapes | FileCheck %S/values.mlir --check-prefix=SHAPES
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %S/args.mlir --backend llvm --entry scale --arg %S/Inputs/bf16_4.npy --arg %S/Inputs/f32_4.npy --out-dir %t | FileCheck %S/args.mlir

// What the exit cannot lower is a located E0915 and exit 1.
// RUN: not lpf-run %s --backend llvm 2>&1 | FileCheck %s --check-prefix=NOLOWER
// NOLOWER: lpf-run: error: lowering to LLVM failed:
// NOLOWER-NEXT: llvm-backend.mlir:[[@LINE+4]]:8: error: [E0915] 'stablehlo.custom_call' is not supported by the LLVM exit
// NOLOWER-NEXT: %s = stablehlo.custom_call
func.func @main() -> tensor<2xf32> {
  %x = arith.constant dense<1.0> : tensor<4xf32>
  %s = stablehlo.custom_call @foo(%x) : (tensor<4xf32>) -> tensor<2xf32>
  return %s : tensor<2xf32>
}
