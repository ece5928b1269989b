// NVFP4's per-tensor scale must be finite and > 0 (it divides the block scale's target); lpf-run
// rejects any other value at the op, with exit status 1.
// RUN: not lpf-run %s --entry negative 2>&1 | FileCheck %s --check-prefix=NEGATIVE
// NEGATIVE: nvfp4-bad-input.mlir:[[@LINE+5]]:12: error: 'lpf.quantize_block': tensor scale -2 must be finite and > 0
// NEGATIVE-NEXT: {{^}}  %q, %s = lpf.quantize_block %x, %g block(16)
func.func @negative() -> (tensor<1x16xf4E2M1FN>, tensor<1x1xf8E4M3FN>) {
  %x = lpf.constant dense<1.0> : tensor<1x16xf32>
  %g = lpf.constant -2.0 : f32
  %q, %s = lpf.quantize_block %x, %g block(16) : tensor<1x16xf32>, f32 -> tensor<1x16xf4E2M1FN>, tensor<1x1xf8E4M3FN>
  return %q, %s : tensor<1x16xf4E2M1FN>, tensor<1x1xf8E4M3FN>
}

// RUN: not lpf-run %s --entry zero 2>&1 | FileCheck %s --check-prefix=ZERO
// ZERO: nvfp4-bad-input.mlir:[[@LINE+4]]:12: error: 'lpf.quantize_block': tensor scale 0 must be finite and > 0
func.func @zero() -> (tensor<1x16xf4E2M1FN>, tensor<1x1xf8E4M3FN>) {
  %x = lpf.constant dense<1.0> : tensor<1x16xf32>
  %g = lpf.constant 0.0 : f32
  %q, %s = lpf.quantize_block %x, %g block(16) : tensor<1x16xf32>, f32 -> tensor<1x16xf4E2M1FN>, tensor<1x1xf8E4M3FN>
  return %q, %s : tensor<1x16xf4E2M1FN>, tensor<1x1xf8E4M3FN>
}

// RUN: not lpf-run %s --entry nan 2>&1 | FileCheck %s --check-prefix=NAN
// NAN: nvfp4-bad-input.mlir:[[@LINE+4]]:12: error: 'lpf.quantize_block': tensor scale NaN must be finite and > 0
func.func @nan() -> (tensor<1x16xf4E2M1FN>, tensor<1x1xf8E4M3FN>) {
  %x = lpf.constant dense<1.0> : tensor<1x16xf32>
  %g = lpf.constant 0x7FC00000 : f32
  %q, %s = lpf.quantize_block %x, %g block(16) : tensor<1x16xf32>, f32 -> tensor<1x16xf4E2M1FN>, tensor<1x1xf8E4M3FN>
  return %q, %s : tensor<1x16xf4E2M1FN>, tensor<1x1xf8E4M3FN>
}

// RUN: not lpf-run %s --entry infinite 2>&1 | FileCheck %s --check-prefix=INF
// INF: nvfp4-bad-input.mlir:[[@LINE+4]]:12: error: 'lpf.quantize_block': tensor scale inf must be finite and > 0
func.func @infinite() -> (tensor<1x16xf4E2M1FN>, tensor<1x1xf8E4M3FN>) {
  %x = lpf.constant dense<1.0> : tensor<1x16xf32>
  %g = lpf.constant 0x7F800000 : f32
  %q, %s = lpf.quantize_block %x, %g block(16) : tensor<1x16xf32>, f32 -> tensor<1x16xf4E2M1FN>, tensor<1x1xf8E4M3FN>
  return %q, %s : tensor<1x16xf4E2M1FN>, tensor<1x1xf8E4M3FN>
}
