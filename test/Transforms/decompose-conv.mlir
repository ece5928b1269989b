// RUN: lpf-opt %s --pass-pipeline='builtin.module(lpf-decompose-conv)' | FileCheck %s

// lpf-decompose-conv: lpf.conv hardware("unit") becomes the unit's dot of its im2col matrix
// (docs/dialect.md): StableHLO data movement around one lpf.dot hardware("unit").

// Two feature groups, 2-D: the lhs padded (lo 1 in height, hi 2 in width) and dilated (interior 1
// in width) with +0 of bf16, one strided slice per window position (rhs dilation 2 in height as
// the offset), the positions concatenated along the channels ([.., W x C], k = (w, c)), split
// into [G, N x P, K] and the kernel into [G, K, O/G]: one batched hardware dot, the groups put
// back side by side.
// CHECK-LABEL: func.func @groups(%arg0: tensor<2x5x6x8xbf16>, %arg1: tensor<2x2x4x6xbf16>) -> tensor<2x2x12x6xf32> {
// CHECK-NEXT: %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
// CHECK-NEXT: %0 = stablehlo.pad %arg0, %cst, low = [0, 1, 0, 0], high = [0, 0, 2, 0], interior = [0, 0, 1, 0] : (tensor<2x5x6x8xbf16>, tensor<bf16>) -> tensor<2x6x13x8xbf16>
// CHECK-NEXT: %1 = stablehlo.slice %0 [0:2, 0:3:2, 0:12, 0:8] : (tensor<2x6x13x8xbf16>) -> tensor<2x2x12x8xbf16>
// CHECK-NEXT: %2 = stablehlo.slice %0 [0:2, 0:3:2, 1:13, 0:8] : (tensor<2x6x13x8xbf16>) -> tensor<2x2x12x8xbf16>
// CHECK-NEXT: %3 = stablehlo.slice %0 [0:2, 2:5:2, 0:12, 0:8] : (tensor<2x6x13x8xbf16>) -> tensor<2x2x12x8xbf16>
// CHECK-NEXT: %4 = stablehlo.slice %0 [0:2, 2:5:2, 1:13, 0:8] : (tensor<2x6x13x8xbf16>) -> tensor<2x2x12x8xbf16>
// CHECK-NEXT: %5 = stablehlo.concatenate %1, %2, %3, %4, dim = 3 : (tensor<2x2x12x8xbf16>, tensor<2x2x12x8xbf16>, tensor<2x2x12x8xbf16>, tensor<2x2x12x8xbf16>) -> tensor<2x2x12x32xbf16>
// CHECK-NEXT: %6 = stablehlo.reshape %5 : (tensor<2x2x12x32xbf16>) -> tensor<48x4x2x4xbf16>
// CHECK-NEXT: %7 = stablehlo.transpose %6, dims = [2, 0, 1, 3] : (tensor<48x4x2x4xbf16>) -> tensor<2x48x4x4xbf16>
// CHECK-NEXT: %8 = stablehlo.reshape %7 : (tensor<2x48x4x4xbf16>) -> tensor<2x48x16xbf16>
// CHECK-NEXT: %9 = stablehlo.reshape %arg1 : (tensor<2x2x4x6xbf16>) -> tensor<16x2x3xbf16>
// CHECK-NEXT: %10 = stablehlo.transpose %9, dims = [1, 0, 2] : (tensor<16x2x3xbf16>) -> tensor<2x16x3xbf16>
// CHECK-NEXT: %11 = lpf.dot %8, %10 acc(f32) hardware("nvidia.hopper.wgmma") : tensor<2x48x16xbf16>, tensor<2x16x3xbf16> -> tensor<2x48x3xf32>
// CHECK-NEXT: %12 = stablehlo.transpose %11, dims = [1, 0, 2] : (tensor<2x48x3xf32>) -> tensor<48x2x3xf32>
// CHECK-NEXT: %13 = stablehlo.reshape %12 : (tensor<48x2x3xf32>) -> tensor<2x2x12x6xf32>
// CHECK-NEXT: return %13 : tensor<2x2x12x6xf32>
func.func @groups(%x: tensor<2x5x6x8xbf16>, %w: tensor<2x2x4x6xbf16>) -> tensor<2x2x12x6xf32> {
  %y = lpf.conv %x, %w acc(f32) hardware("nvidia.hopper.wgmma") {window_strides = array<i64: 2, 1>, padding = array<i64: 1, 0, 0, 2>, lhs_dilation = array<i64: 1, 2>, rhs_dilation = array<i64: 2, 1>, feature_group_count = 2 : i64} : tensor<2x5x6x8xbf16>, tensor<2x2x4x6xbf16> -> tensor<2x2x12x6xf32>
  return %y : tensor<2x2x12x6xf32>
}

// Two batch groups, 1-D, negative padding (a crop) and stride 2: the leading N splits into
// [BG, N/BG] without a transpose; an f16 result (Volta's f16 accumulation).
// CHECK-LABEL: func.func @batch_groups(%arg0: tensor<4x9x8xf16>, %arg1: tensor<2x8x6xf16>) -> tensor<2x4x6xf16> {
// CHECK-NEXT: %cst = stablehlo.constant dense<0.000000e+00> : tensor<f16>
// CHECK-NEXT: %0 = stablehlo.pad %arg0, %cst, low = [0, -1, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<4x9x8xf16>, tensor<f16>) -> tensor<4x8x8xf16>
// CHECK-NEXT: %1 = stablehlo.slice %0 [0:4, 0:7:2, 0:8] : (tensor<4x8x8xf16>) -> tensor<4x4x8xf16>
// CHECK-NEXT: %2 = stablehlo.slice %0 [0:4, 1:8:2, 0:8] : (tensor<4x8x8xf16>) -> tensor<4x4x8xf16>
// CHECK-NEXT: %3 = stablehlo.concatenate %1, %2, dim = 2 : (tensor<4x4x8xf16>, tensor<4x4x8xf16>) -> tensor<4x4x16xf16>
// CHECK-NEXT: %4 = stablehlo.reshape %3 : (tensor<4x4x16xf16>) -> tensor<2x8x16xf16>
// CHECK-NEXT: %5 = stablehlo.reshape %arg1 : (tensor<2x8x6xf16>) -> tensor<16x2x3xf16>
// CHECK-NEXT: %6 = stablehlo.transpose %5, dims = [1, 0, 2] : (tensor<16x2x3xf16>) -> tensor<2x16x3xf16>
// CHECK-NEXT: %7 = lpf.dot %4, %6 acc(f16) hardware("nvidia.volta.mma") : tensor<2x8x16xf16>, tensor<2x16x3xf16> -> tensor<2x8x3xf16>
// CHECK-NEXT: %8 = stablehlo.transpose %7, dims = [1, 0, 2] : (tensor<2x8x3xf16>) -> tensor<8x2x3xf16>
// CHECK-NEXT: %9 = stablehlo.reshape %8 : (tensor<8x2x3xf16>) -> tensor<2x4x6xf16>
// CHECK-NEXT: return %9 : tensor<2x4x6xf16>
func.func @batch_groups(%x: tensor<4x9x8xf16>, %w: tensor<2x8x6xf16>) -> tensor<2x4x6xf16> {
  %y = lpf.conv %x, %w acc(f16) hardware("nvidia.volta.mma") {window_strides = array<i64: 2>, padding = array<i64: -1, 0>, batch_group_count = 2 : i64} : tensor<4x9x8xf16>, tensor<2x8x6xf16> -> tensor<2x4x6xf16>
  return %y : tensor<2x4x6xf16>
}

// A 1 x 1 window at stride 1 without padding: the lhs is its own im2col matrix (no pad, slice
// or concatenate); FNUZ fp8 operands of two formats.
// CHECK-LABEL: func.func @pointwise(%arg0: tensor<1x3x3x16xf8E4M3FNUZ>, %arg1: tensor<1x1x16x4xf8E5M2FNUZ>) -> tensor<1x3x3x4xf32> {
// CHECK-NEXT: %0 = stablehlo.reshape %arg0 : (tensor<1x3x3x16xf8E4M3FNUZ>) -> tensor<9x16xf8E4M3FNUZ>
// CHECK-NEXT: %1 = stablehlo.reshape %arg1 : (tensor<1x1x16x4xf8E5M2FNUZ>) -> tensor<16x4xf8E5M2FNUZ>
// CHECK-NEXT: %2 = lpf.dot %0, %1 acc(f32) hardware("amd.cdna3.mfma") : tensor<9x16xf8E4M3FNUZ>, tensor<16x4xf8E5M2FNUZ> -> tensor<9x4xf32>
// CHECK-NEXT: %3 = stablehlo.reshape %2 : (tensor<9x4xf32>) -> tensor<1x3x3x4xf32>
// CHECK-NEXT: return %3 : tensor<1x3x3x4xf32>
func.func @pointwise(%x: tensor<1x3x3x16xf8E4M3FNUZ>, %w: tensor<1x1x16x4xf8E5M2FNUZ>) -> tensor<1x3x3x4xf32> {
  %y = lpf.conv %x, %w hardware("amd.cdna3.mfma") : tensor<1x3x3x16xf8E4M3FNUZ>, tensor<1x1x16x4xf8E5M2FNUZ> -> tensor<1x3x3x4xf32>
  return %y : tensor<1x3x3x4xf32>
}

// K = 0 (no input channels): every output is the chain over no slices, +0.
// CHECK-LABEL: func.func @no_terms(%arg0: tensor<1x3x0xf16>, %arg1: tensor<1x0x2xf16>) -> tensor<1x3x2xf32> {
// CHECK-NEXT: %cst = stablehlo.constant dense<0.000000e+00> : tensor<1x3x2xf32>
// CHECK-NEXT: return %cst : tensor<1x3x2xf32>
func.func @no_terms(%x: tensor<1x3x0xf16>, %w: tensor<1x0x2xf16>) -> tensor<1x3x2xf32> {
  %y = lpf.conv %x, %w hardware("amd.cdna1.mfma") : tensor<1x3x0xf16>, tensor<1x0x2xf16> -> tensor<1x3x2xf32>
  return %y : tensor<1x3x2xf32>
}

// No outputs: an empty constant.
// CHECK-LABEL: func.func @no_outputs(%arg0: tensor<0x3x8xf16>, %arg1: tensor<1x8x2xf16>) -> tensor<0x3x2xf32> {
// CHECK-NEXT: %cst = stablehlo.constant dense<> : tensor<0x3x2xf32>
// CHECK-NEXT: return %cst : tensor<0x3x2xf32>
func.func @no_outputs(%x: tensor<0x3x8xf16>, %w: tensor<1x8x2xf16>) -> tensor<0x3x2xf32> {
  %y = lpf.conv %x, %w hardware("amd.cdna1.mfma") : tensor<0x3x8xf16>, tensor<1x8x2xf16> -> tensor<0x3x2xf32>
  return %y : tensor<0x3x2xf32>
}

// Without hardware(...) lpf.conv is the exit's own (ordered) kernel: left alone.
// CHECK-LABEL: func.func @ordered(%arg0: tensor<1x3x8xf16>, %arg1: tensor<1x8x2xf16>) -> tensor<1x3x2xf32> {
// CHECK-NEXT: %0 = lpf.conv %arg0, %arg1 : tensor<1x3x8xf16>, tensor<1x8x2xf16> -> tensor<1x3x2xf32>
// CHECK-NEXT: return %0 : tensor<1x3x2xf32>
func.func @ordered(%x: tensor<1x3x8xf16>, %w: tensor<1x8x2xf16>) -> tensor<1x3x2xf32> {
  %y = lpf.conv %x, %w : tensor<1x3x8xf16>, tensor<1x8x2xf16> -> tensor<1x3x2xf32>
  return %y : tensor<1x3x2xf32>
}

// tf32 travels as f32 through the data movement: exact converts there and back.
// CHECK-LABEL: func.func @tf32(%arg0: tensor<1x4x8xtf32>, %arg1: tensor<1x8x2xtf32>) -> tensor<1x4x2xf32> {
// CHECK-NEXT: %0 = lpf.convert %arg0 : tensor<1x4x8xtf32> to tensor<1x4x8xf32>
// CHECK-NEXT: %1 = lpf.convert %arg1 : tensor<1x8x2xtf32> to tensor<1x8x2xf32>
// CHECK-NEXT: %2 = stablehlo.reshape %0 : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %3 = stablehlo.reshape %1 : (tensor<1x8x2xf32>) -> tensor<8x2xf32>
// CHECK-NEXT: %4 = lpf.convert %2 : tensor<4x8xf32> to tensor<4x8xtf32>
// CHECK-NEXT: %5 = lpf.convert %3 : tensor<8x2xf32> to tensor<8x2xtf32>
// CHECK-NEXT: %6 = lpf.dot %4, %5 acc(f32) hardware("nvidia.hopper.wgmma") : tensor<4x8xtf32>, tensor<8x2xtf32> -> tensor<4x2xf32>
// CHECK-NEXT: %7 = stablehlo.reshape %6 : (tensor<4x2xf32>) -> tensor<1x4x2xf32>
// CHECK-NEXT: return %7 : tensor<1x4x2xf32>
func.func @tf32(%x: tensor<1x4x8xtf32>, %w: tensor<1x8x2xtf32>) -> tensor<1x4x2xf32> {
  %y = lpf.conv %x, %w hardware("nvidia.hopper.wgmma") : tensor<1x4x8xtf32>, tensor<1x8x2xtf32> -> tensor<1x4x2xf32>
  return %y : tensor<1x4x2xf32>
}
