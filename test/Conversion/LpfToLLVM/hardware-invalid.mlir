// RUN: lpf-opt %s --lower-to-llvm -split-input-file -verify-diagnostics
// The LLVM exit computes NVIDIA's truncated fused dot-product-add (T-FDPA) units and AMD's f32
// fused multiply-add chain (FMA), CDNA2's flush-to-zero pairwise adds (FTZ-MUL-ADD) and CDNA1's
// exact chunk sums (E-FDPA) (hardware.mlir); CDNA3's two-level truncation (TR-FDPA, GTR-FDPA),
// and a K known only at run time, is a located E0915 naming the unit, never lpf's ordered f32
// dot in its place.

func.func @cdna3_two_level(%a: tensor<2x8xf16>, %b: tensor<8x2xf16>) -> tensor<2x2xf32> {
  // expected-error @+1 {{[E0915] 'lpf.dot' hardware("amd.cdna3.mfma"): the LLVM exit computes the T-FDPA, FMA, FTZ-MUL-ADD and E-FDPA families, not this unit's two-level truncation (TR-FDPA) for f16 x f16 -> f32 (run it with --backend ref)}}
  %0 = lpf.dot %a, %b acc(f32) hardware("amd.cdna3.mfma") : tensor<2x8xf16>, tensor<8x2xf16> -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

func.func @cdna3_grouped(%a: tensor<2x16xf8E4M3FNUZ>, %b: tensor<16x2xf8E5M2FNUZ>) -> tensor<2x2xf32> {
  // expected-error @+1 {{[E0915] 'lpf.dot' hardware("amd.cdna3.mfma"): the LLVM exit computes the T-FDPA, FMA, FTZ-MUL-ADD and E-FDPA families, not this unit's grouped two-level truncation (GTR-FDPA) for f8E4M3FNUZ x f8E5M2FNUZ -> f32 (run it with --backend ref)}}
  %0 = lpf.dot %a, %b acc(f32) hardware("amd.cdna3.mfma") : tensor<2x16xf8E4M3FNUZ>, tensor<16x2xf8E5M2FNUZ> -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

func.func @dynamic_k(%a: tensor<2x?xf8E4M3FN>, %b: tensor<?x2xf8E4M3FN>) -> tensor<2x2xf32> {
  // expected-error @+1 {{[E0915] 'lpf.dot' hardware("nvidia.hopper.wgmma"): a K known only at run time is not lowered (run it with --backend ref)}}
  %0 = lpf.dot %a, %b acc(f32) hardware("nvidia.hopper.wgmma") : tensor<2x?xf8E4M3FN>, tensor<?x2xf8E4M3FN> -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
