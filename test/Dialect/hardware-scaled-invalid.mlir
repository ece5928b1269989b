// RUN: lpf-opt %s -split-input-file -verify-diagnostics
// hardware("unit") on lpf.scaled_dot: every rejection names the unit (and the instruction's kind
// where one is chosen). Unknown units: hardware-invalid.mlir.

func.func @no_block_scaled(%a: tensor<4x64xf4E2M1FN>, %as: tensor<4x2xf8E8M0FNU>, %b: tensor<64x8xf4E2M1FN>, %bs: tensor<2x8xf8E8M0FNU>) -> tensor<4x8xf32> {
  // expected-error@+1 {{[E0913] matrix unit "nvidia.blackwell.mma" has no block-scaled instructions; lpf models those of nvidia.blackwell.tcgen05}}
  %0 = lpf.scaled_dot %a [%as], %b [%bs] block(32) acc(f32) hardware("nvidia.blackwell.mma")
       : tensor<4x64xf4E2M1FN>, tensor<4x2xf8E8M0FNU>, tensor<64x8xf4E2M1FN>, tensor<2x8xf8E8M0FNU> -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @per_tensor_scale(%a: tensor<4x64xf4E2M1FN>, %as: tensor<4x4xf8E4M3FN>, %b: tensor<64x8xf4E2M1FN>, %bs: tensor<4x8xf8E4M3FN>, %g: f32) -> tensor<4x8xf32> {
  // expected-error@+1 {{[E0913] the block-scaled instructions of "nvidia.blackwell.tcgen05" take no per-tensor scale; multiply the result by it with lpf.mul}}
  %0 = lpf.scaled_dot %a [%as], %b [%bs], %g block(16) acc(f32) hardware("nvidia.blackwell.tcgen05")
       : tensor<4x64xf4E2M1FN>, tensor<4x4xf8E4M3FN>, tensor<64x8xf4E2M1FN>, tensor<4x8xf8E4M3FN>, f32 -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @mixed_scales(%a: tensor<4x64xf4E2M1FN>, %as: tensor<4x4xf8E4M3FN>, %b: tensor<64x8xf4E2M1FN>, %bs: tensor<4x8xf8E8M0FNU>) -> tensor<4x8xf32> {
  // expected-error@+1 {{[E0911] matrix unit "nvidia.blackwell.tcgen05" has no block-scaled instruction with f8E4M3FN lhs scales and f8E8M0FNU rhs scales (both operands' scales have one format)}}
  %0 = lpf.scaled_dot %a [%as], %b [%bs] block(16) acc(f32) hardware("nvidia.blackwell.tcgen05")
       : tensor<4x64xf4E2M1FN>, tensor<4x4xf8E4M3FN>, tensor<64x8xf4E2M1FN>, tensor<4x8xf8E8M0FNU> -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @no_pair(%a: tensor<4x64xbf16>, %as: tensor<4x2xf8E8M0FNU>, %b: tensor<64x8xbf16>, %bs: tensor<2x8xf8E8M0FNU>) -> tensor<4x8xf32> {
  // expected-error@+1 {{[E0911] matrix unit "nvidia.blackwell.tcgen05" has no block-scaled instruction for bf16 x bf16 operands; it has f8E5M2 x f8E5M2, f8E5M2 x f8E4M3FN}}
  %0 = lpf.scaled_dot %a [%as], %b [%bs] block(32) acc(f32) hardware("nvidia.blackwell.tcgen05")
       : tensor<4x64xbf16>, tensor<4x2xf8E8M0FNU>, tensor<64x8xbf16>, tensor<2x8xf8E8M0FNU> -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @fp8_block16(%a: tensor<4x64xf8E4M3FN>, %as: tensor<4x4xf8E8M0FNU>, %b: tensor<64x8xf8E4M3FN>, %bs: tensor<4x8xf8E8M0FNU>) -> tensor<4x8xf32> {
  // expected-error@+1 {{[E0913] matrix unit "nvidia.blackwell.tcgen05" has no f8E4M3FN x f8E4M3FN instruction with f8E8M0FNU scales per block(16); it has f8E8M0FNU scales per 32 (kind::mxf8f6f4)}}
  %0 = lpf.scaled_dot %a [%as], %b [%bs] block(16) acc(f32) hardware("nvidia.blackwell.tcgen05")
       : tensor<4x64xf8E4M3FN>, tensor<4x4xf8E8M0FNU>, tensor<64x8xf8E4M3FN>, tensor<4x8xf8E8M0FNU> -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @ue4m3_block32(%a: tensor<4x64xf4E2M1FN>, %as: tensor<4x2xf8E4M3FN>, %b: tensor<64x8xf4E2M1FN>, %bs: tensor<2x8xf8E4M3FN>) -> tensor<4x8xf32> {
  // expected-error@+1 {{[E0913] matrix unit "nvidia.blackwell.tcgen05" has no f4E2M1FN x f4E2M1FN instruction with f8E4M3FN scales per block(32); it has f8E8M0FNU scales per 32 (kind::mxf4), f8E8M0FNU scales per 16 (kind::mxf4nvf4), f8E4M3FN scales per 16 (kind::mxf4nvf4)}}
  %0 = lpf.scaled_dot %a [%as], %b [%bs] block(32) acc(f32) hardware("nvidia.blackwell.tcgen05")
       : tensor<4x64xf4E2M1FN>, tensor<4x2xf8E4M3FN>, tensor<64x8xf4E2M1FN>, tensor<2x8xf8E4M3FN> -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @f16_accumulator(%a: tensor<4x64xf8E5M2>, %as: tensor<4x2xf8E8M0FNU>, %b: tensor<64x8xf8E5M2>, %bs: tensor<2x8xf8E8M0FNU>) -> tensor<4x8xf16> {
  // expected-error@+1 {{[E0913] matrix unit "nvidia.blackwell.tcgen05"'s kind::mxf8f6f4 instruction does not accumulate in f16; it has acc(f32)}}
  %0 = lpf.scaled_dot %a [%as], %b [%bs] block(32) acc(f16) hardware("nvidia.blackwell.tcgen05")
       : tensor<4x64xf8E5M2>, tensor<4x2xf8E8M0FNU>, tensor<64x8xf8E5M2>, tensor<2x8xf8E8M0FNU> -> tensor<4x8xf16>
  return %0 : tensor<4x8xf16>
}

// -----

func.func @k_not_multiple(%a: tensor<4x32xf4E2M1FN>, %as: tensor<4x1xf8E8M0FNU>, %b: tensor<32x8xf4E2M1FN>, %bs: tensor<1x8xf8E8M0FNU>) -> tensor<4x8xf32> {
  // expected-error@+1 {{[E0912] K = 32 is not a multiple of 64, the k of "nvidia.blackwell.tcgen05"'s kind::mxf4 instruction (lpf does not pad K)}}
  %0 = lpf.scaled_dot %a [%as], %b [%bs] block(32) acc(f32) hardware("nvidia.blackwell.tcgen05")
       : tensor<4x32xf4E2M1FN>, tensor<4x1xf8E8M0FNU>, tensor<32x8xf4E2M1FN>, tensor<1x8xf8E8M0FNU> -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @k_not_multiple_nvf4(%a: tensor<4x48xf4E2M1FN>, %as: tensor<4x3xf8E4M3FN>, %b: tensor<48x8xf4E2M1FN>, %bs: tensor<3x8xf8E4M3FN>) -> tensor<4x8xf32> {
  // expected-error@+1 {{[E0912] K = 48 is not a multiple of 64, the k of "nvidia.blackwell.tcgen05"'s kind::mxf4nvf4 instruction (lpf does not pad K)}}
  %0 = lpf.scaled_dot %a [%as], %b [%bs] block(16) acc(f32) hardware("nvidia.blackwell.tcgen05")
       : tensor<4x48xf4E2M1FN>, tensor<4x3xf8E4M3FN>, tensor<48x8xf4E2M1FN>, tensor<3x8xf8E4M3FN> -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @blocking_first(%a: tensor<4x64xf4E2M1FN>, %as: tensor<4x3xf8E8M0FNU>, %b: tensor<64x8xf4E2M1FN>, %bs: tensor<2x8xf8E8M0FNU>) -> tensor<4x8xf32> {
  // expected-error@+1 {{[E0912] lhs scale [4x3] should have 2 scales in dimension 1 (64 / block(32))}}
  %0 = lpf.scaled_dot %a [%as], %b [%bs] block(32) acc(f32) hardware("nvidia.blackwell.tcgen05")
       : tensor<4x64xf4E2M1FN>, tensor<4x3xf8E8M0FNU>, tensor<64x8xf4E2M1FN>, tensor<2x8xf8E8M0FNU> -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
