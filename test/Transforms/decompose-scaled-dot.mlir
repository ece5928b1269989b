// RUN: lpf-opt %s --pass-pipeline='builtin.module(lpf-decompose-scaled-dot)' -split-input-file | FileCheck %s

// MX: block-scaled fp4 operands become exact dequantisation into the accumulator type + lpf.dot.
// CHECK: func.func @mxfp4(%[[A:.*]]: tensor<4x64xf4E2M1FN>, %[[AS:.*]]: tensor<4x2xf8E8M0FNU>, %[[B:.*]]: tensor<64x8xf4E2M1FN>, %[[BS:.*]]: tensor<2x8xf8E8M0FNU>)
// CHECK-NEXT: %[[DA:.*]] = lpf.dequantize_block %[[A]] [%[[AS]]] block(32) : tensor<4x64xf4E2M1FN>, tensor<4x2xf8E8M0FNU> -> tensor<4x64xf32>
// CHECK-NEXT: %[[DB:.*]] = lpf.dequantize_block %[[B]] [%[[BS]]] block(32) : tensor<64x8xf4E2M1FN>, tensor<2x8xf8E8M0FNU> -> tensor<64x8xf32>
// CHECK-NEXT: %[[D:.*]] = lpf.dot %[[DA]], %[[DB]] acc(f32) : tensor<4x64xf32>, tensor<64x8xf32> -> tensor<4x8xf32>
// CHECK-NEXT: return %[[D]]
// CHECK-NOT: lpf.scaled_dot
func.func @mxfp4(%a: tensor<4x64xf4E2M1FN>, %as: tensor<4x2xf8E8M0FNU>, %b: tensor<64x8xf4E2M1FN>, %bs: tensor<2x8xf8E8M0FNU>) -> tensor<4x8xf32> {
  %0 = lpf.scaled_dot %a [%as], %b [%bs] block(32) acc(f32)
       : tensor<4x64xf4E2M1FN>, tensor<4x2xf8E8M0FNU>, tensor<64x8xf4E2M1FN>, tensor<2x8xf8E8M0FNU> -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

// NVFP4: E4M3 block scales (block 16) and the per-tensor f32 scale, applied once to the result.
// CHECK: func.func @nvfp4({{.*}}, %[[G:[^:]*]]: f32)
// CHECK: %[[DA:.*]] = lpf.dequantize_block %{{.*}} block(16) : tensor<2x32xf4E2M1FN>, tensor<2x2xf8E4M3FN> -> tensor<2x32xf32>
// CHECK: %[[DB:.*]] = lpf.dequantize_block %{{.*}} block(16) : tensor<32x4xf4E2M1FN>, tensor<2x4xf8E4M3FN> -> tensor<32x4xf32>
// CHECK: %[[D:.*]] = lpf.dot %[[DA]], %[[DB]] acc(f32)
// CHECK: %[[GS:.*]] = tensor.splat %[[G]] : tensor<2x4xf32>
// CHECK: %[[R:.*]] = lpf.mul %[[D]], %[[GS]] : tensor<2x4xf32>
// CHECK: return %[[R]]
func.func @nvfp4(%a: tensor<2x32xf4E2M1FN>, %as: tensor<2x2xf8E4M3FN>, %b: tensor<32x4xf4E2M1FN>, %bs: tensor<2x4xf8E4M3FN>, %g: f32) -> tensor<2x4xf32> {
  %0 = lpf.scaled_dot %a [%as], %b [%bs], %g block(16)
       : tensor<2x32xf4E2M1FN>, tensor<2x2xf8E4M3FN>, tensor<32x4xf4E2M1FN>, tensor<2x4xf8E4M3FN>, f32 -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

// f64 accumulation: dequantise into f64; the f32 per-tensor scale widens exactly first.
// CHECK-LABEL: func.func @f64_acc
// CHECK: lpf.dequantize_block {{.*}} -> tensor<3x2x64xf64>
// CHECK: lpf.dequantize_block {{.*}} -> tensor<3x64x5xf64>
// CHECK: %[[D:.*]] = lpf.dot {{.*}} acc(f64) : tensor<3x2x64xf64>, tensor<3x64x5xf64> -> tensor<3x2x5xf64>
// CHECK: %[[W:.*]] = lpf.convert %{{.*}} : f32 to f64
// CHECK: %[[S:.*]] = tensor.splat %[[W]] : tensor<3x2x5xf64>
// CHECK: lpf.mul %[[D]], %[[S]] : tensor<3x2x5xf64>
func.func @f64_acc(%a: tensor<3x2x64xf8E5M2>, %as: tensor<3x2x2xf8E8M0FNU>, %b: tensor<3x64x5xf8E4M3FN>, %bs: tensor<3x2x5xf8E8M0FNU>, %g: f32) -> tensor<3x2x5xf64> {
  %0 = lpf.scaled_dot %a [%as], %b [%bs], %g block(32) acc(f64)
       : tensor<3x2x64xf8E5M2>, tensor<3x2x2xf8E8M0FNU>, tensor<3x64x5xf8E4M3FN>, tensor<3x2x5xf8E8M0FNU>, f32 -> tensor<3x2x5xf64>
  return %0 : tensor<3x2x5xf64>
}

// -----

// Ops other than scaled_dot are left alone.
// CHECK-LABEL: func.func @untouched
// CHECK-NEXT: lpf.dot
// CHECK-NEXT: return
func.func @untouched(%a: tensor<4x8xbf16>, %b: tensor<8x2xbf16>) -> tensor<4x2xf32> {
  %0 = lpf.dot %a, %b : tensor<4x8xbf16>, tensor<8x2xbf16> -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}
