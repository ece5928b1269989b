// RUN: lpf-opt %s --lower-to-stablehlo -verify-diagnostics
// A matrix unit's accumulation (hardware("...")) has no exact StableHLO form: a located E0915,
// never XLA's own dot.

func.func @wgmma(%a: tensor<2x32xf8E4M3FN>, %b: tensor<32x2xf8E4M3FN>) -> tensor<2x2xf32> {
  // expected-error @+1 {{[E0915] cannot lower 'lpf.dot' to StableHLO: hardware("nvidia.hopper.wgmma"): a matrix unit's truncated, chunked accumulation has no exact StableHLO form (dot_general's accumulation is the backend's)}}
  %0 = lpf.dot %a, %b acc(f32) hardware("nvidia.hopper.wgmma") : tensor<2x32xf8E4M3FN>, tensor<32x2xf8E4M3FN> -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
