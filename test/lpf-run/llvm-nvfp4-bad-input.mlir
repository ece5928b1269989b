// --backend llvm refuses a bad NVFP4 per-tensor scale (not finite and > 0) with the reference's
// located error and exit status 1, like --backend ref. The compiled code has no error channel
// (it gave ±6 codes for g = 0), so lpf-run checks the program on the reference first.
// Found by the differential fuzzer (docs/fuzzing.md: seed 2, program 244).
// The constant cases of nvfp4-bad-input.mlir, on the LLVM exit:
// RUN: not lpf-run %S/nvfp4-bad-input.mlir --backend llvm --entry negative 2>&1 | FileCheck %S/nvfp4-bad-input.mlir --check-prefix=NEGATIVE
// RUN: not lpf-run %S/nvfp4-bad-input.mlir --backend llvm --entry zero 2>&1 | FileCheck %S/nvfp4-bad-input.mlir --check-prefix=ZERO
// RUN: not lpf-run %S/nvfp4-bad-input.mlir --backend llvm --entry nan 2>&1 | FileCheck %S/nvfp4-bad-input.mlir --check-prefix=NAN
// RUN: not lpf-run %S/nvfp4-bad-input.mlir --backend llvm --entry infinite 2>&1 | FileCheck %S/nvfp4-bad-input.mlir --check-prefix=INF
// A scale that arrives as an argument (only quantize_block requires one; dequantize_block
// and scaled_dot multiply by any value, on both backends):
// RUN: not lpf-run %s --backend llvm --entry quantize --arg %S/Inputs/f32_scalar_zero.npy 2>&1 | FileCheck %s --check-prefix=QUANTIZE
// A good scale still runs on the compiled code:
// RUN: lpf-run %s --backend llvm --entry quantize --arg %S/Inputs/f32_scalar_half.npy --bits | FileCheck %s --check-prefix=GOOD
// amax 1, s = 1 / (6 * 0.5) = 1/3 rounds to 0.34375 (0x2B), each element 1 / (0.34375 * 0.5)
// = 5.8 rounds to 6 (0x7).
// GOOD: out0: tensor<1x16xf4E2M1FN> = {{\[\[}}6.0 (0x7), 6.0 (0x7),
// GOOD: out1: tensor<1x1xf8E4M3FN> = {{\[\[}}0.34375 (0x2B)]]

// QUANTIZE: llvm-nvfp4-bad-input.mlir:[[@LINE+3]]:12: error: 'lpf.quantize_block': tensor scale 0 must be finite and > 0
func.func @quantize(%g: f32) -> (tensor<1x16xf4E2M1FN>, tensor<1x1xf8E4M3FN>) {
  %x = lpf.constant dense<1.0> : tensor<1x16xf32>
  %q, %s = lpf.quantize_block %x, %g block(16) : tensor<1x16xf32>, f32 -> tensor<1x16xf4E2M1FN>, tensor<1x1xf8E4M3FN>
  return %q, %s : tensor<1x16xf4E2M1FN>, tensor<1x1xf8E4M3FN>
}
