// RUN: lpf-opt %s -split-input-file -verify-diagnostics
// hardware("unit") on lpf.dot / lpf.scaled_dot: every rejection names the unit.

func.func @unknown_unit(%a: tensor<2x32xf8E4M3FN>, %b: tensor<32x2xf8E4M3FN>) -> tensor<2x2xf32> {
  // expected-error@+1 {{[E0913] hardware("nvidia.hopper.hmma") is not a matrix unit lpf models; known units: nvidia.volta.mma, nvidia.turing.mma, nvidia.ampere.mma, nvidia.ada.mma, nvidia.hopper.mma, nvidia.hopper.wgmma, nvidia.blackwell.mma, nvidia.blackwell.tcgen05, amd.cdna1.mfma, amd.cdna2.mfma, amd.cdna3.mfma}}
  %0 = lpf.dot %a, %b acc(f32) hardware("nvidia.hopper.hmma") : tensor<2x32xf8E4M3FN>, tensor<32x2xf8E4M3FN> -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

// Hopper's mma has no fp8 instruction (only wgmma does).
func.func @no_pair(%a: tensor<2x32xf8E4M3FN>, %b: tensor<32x2xf8E4M3FN>) -> tensor<2x2xf32> {
  // expected-error@+1 {{[E0911] matrix unit "nvidia.hopper.mma" has no instruction for 'f8E4M3FN' x 'f8E4M3FN' operands; it has f16 x f16 -> f32, f16 x f16 -> f16, tf32 x tf32 -> f32, bf16 x bf16 -> f32}}
  %0 = lpf.dot %a, %b acc(f32) hardware("nvidia.hopper.mma") : tensor<2x32xf8E4M3FN>, tensor<32x2xf8E4M3FN> -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

// AMD's FNUZ fp8 is not OCP fp8.
func.func @ocp_on_amd(%a: tensor<2x16xf8E4M3FN>, %b: tensor<16x2xf8E4M3FN>) -> tensor<2x2xf32> {
  // expected-error@+1 {{[E0911] matrix unit "amd.cdna3.mfma" has no instruction for 'f8E4M3FN' x 'f8E4M3FN' operands}}
  %0 = lpf.dot %a, %b acc(f32) hardware("amd.cdna3.mfma") : tensor<2x16xf8E4M3FN>, tensor<16x2xf8E4M3FN> -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

// bf16 has no f16-accumulating instruction.
func.func @no_result(%a: tensor<2x16xbf16>, %b: tensor<16x2xbf16>) -> tensor<2x2xf16> {
  // expected-error@+1 {{[E0913] matrix unit "nvidia.ampere.mma" has no 'bf16' x 'bf16' instruction accumulating in 'f16'; it has acc(f32)}}
  %0 = lpf.dot %a, %b acc(f16) hardware("nvidia.ampere.mma") : tensor<2x16xbf16>, tensor<16x2xbf16> -> tensor<2x2xf16>
  return %0 : tensor<2x2xf16>
}

// -----

func.func @f64_acc(%a: tensor<2x16xf16>, %b: tensor<16x2xf16>) -> tensor<2x2xf64> {
  // expected-error@+1 {{[E0913] matrix unit "nvidia.hopper.wgmma" has no 'f16' x 'f16' instruction accumulating in 'f64'; it has acc(f32, f16)}}
  %0 = lpf.dot %a, %b acc(f64) hardware("nvidia.hopper.wgmma") : tensor<2x16xf16>, tensor<16x2xf16> -> tensor<2x2xf64>
  return %0 : tensor<2x2xf64>
}

// -----

func.func @result_not_acc(%a: tensor<2x16xf16>, %b: tensor<16x2xf16>) -> tensor<2x2xf16> {
  // expected-error@+1 {{[E0912]}}
  %0 = lpf.dot %a, %b acc(f32) hardware("nvidia.hopper.wgmma") : tensor<2x16xf16>, tensor<16x2xf16> -> tensor<2x2xf16>
  return %0 : tensor<2x2xf16>
}

// -----

// lpf rejects a K that is not a multiple of the instruction's k (it does not pad).
func.func @k_not_multiple(%a: tensor<2x48xf8E4M3FN>, %b: tensor<48x2xf8E4M3FN>) -> tensor<2x2xf32> {
  // expected-error@+1 {{[E0912] K = 48 is not a multiple of 32, the k of "nvidia.hopper.wgmma"'s 'f8E4M3FN' x 'f8E4M3FN' instruction (lpf does not pad K)}}
  %0 = lpf.dot %a, %b acc(f32) hardware("nvidia.hopper.wgmma") : tensor<2x48xf8E4M3FN>, tensor<48x2xf8E4M3FN> -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

func.func @scaled_unknown(%a: tensor<4x64xf4E2M1FN>, %as: tensor<4x2xf8E8M0FNU>, %b: tensor<64x8xf4E2M1FN>, %bs: tensor<2x8xf8E8M0FNU>) -> tensor<4x8xf32> {
  // expected-error@+1 {{[E0913] hardware("nvidia.rubin.tcgen05") is not a matrix unit lpf models}}
  %0 = lpf.scaled_dot %a [%as], %b [%bs] block(32) acc(f32) hardware("nvidia.rubin.tcgen05")
       : tensor<4x64xf4E2M1FN>, tensor<4x2xf8E8M0FNU>, tensor<64x8xf4E2M1FN>, tensor<2x8xf8E8M0FNU> -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
