// RUN: lpf-opt %s --lower-to-llvm -split-input-file -verify-diagnostics
// The LLVM exit computes every matrix-unit family lpf models (hardware.mlir); a K known only at
// run time is a located E0915 naming the unit, never lpf's ordered f32 dot in its place.

func.func @dynamic_k(%a: tensor<2x?xf8E4M3FN>, %b: tensor<?x2xf8E4M3FN>) -> tensor<2x2xf32> {
  // expected-error @+1 {{[E0915] 'lpf.dot' hardware("nvidia.hopper.wgmma"): a K known only at run time is not lowered (run it with --backend ref)}}
  %0 = lpf.dot %a, %b acc(f32) hardware("nvidia.hopper.wgmma") : tensor<2x?xf8E4M3FN>, tensor<?x2xf8E4M3FN> -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

func.func @dynamic_k_amd(%a: tensor<2x?xf16>, %b: tensor<?x2xf16>) -> tensor<2x2xf32> {
  // expected-error @+1 {{[E0915] 'lpf.dot' hardware("amd.cdna1.mfma"): a K known only at run time is not lowered (run it with --backend ref)}}
  %0 = lpf.dot %a, %b acc(f32) hardware("amd.cdna1.mfma") : tensor<2x?xf16>, tensor<?x2xf16> -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
