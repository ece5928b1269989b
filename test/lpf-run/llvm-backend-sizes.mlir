// Shapes too large to hold are located errors with exit 1, never a crash or an abort.
// RUN: not lpf-run %s --backend llvm --entry huge_constant 2>&1 | FileCheck %s --check-prefix=CONSTANT
// RUN: not lpf-opt %s --lower-to-llvm 2>&1 | FileCheck %s --check-prefix=CONSTANT
// RUN: not lpf-run %s --backend llvm --entry huge_result 2>&1 | FileCheck %s --check-prefix=RESULT

// CONSTANT: llvm-backend-sizes.mlir:[[@LINE+2]]:8: error: constant of type tensor<99999999999x99999999999xf8E4M3FN> has more than 268435456 elements
func.func @huge_constant() -> tensor<4xf32> {
  %c = lpf.constant dense<1.0> : tensor<99999999999x99999999999xf8E4M3FN>
  %r = arith.constant dense<1.0> : tensor<4xf32>
  return %r : tensor<4xf32>
}

// RESULT: lpf-run: error: result 0 of @huge_result has shape [99999999999, 99999999999]: more than 4294967296 bytes
func.func @huge_result() -> tensor<99999999999x99999999999xf32> {
  %e = tensor.empty() : tensor<99999999999x99999999999xf32>
  return %e : tensor<99999999999x99999999999xf32>
}
