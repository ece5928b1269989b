// RUN: lpf-opt %s --lower-to-llvm -verify-diagnostics
// The LLVM exit does not compute a matrix unit's accumulation (hardware("...")) yet: a located
// E0915, never lpf's ordered f32 dot in its place.

func.func @wgmma(%a: tensor<2x32xf8E4M3FN>, %b: tensor<32x2xf8E4M3FN>) -> tensor<2x2xf32> {
  // expected-error @+1 {{[E0915] 'lpf.dot' hardware("nvidia.hopper.wgmma"): the LLVM exit does not compute matrix units' arithmetic yet (run it with --backend ref)}}
  %0 = lpf.dot %a, %b acc(f32) hardware("nvidia.hopper.wgmma") : tensor<2x32xf8E4M3FN>, tensor<32x2xf8E4M3FN> -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
