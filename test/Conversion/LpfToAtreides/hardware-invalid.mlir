// RUN: lpf-opt %s --lower-to-atreides -verify-diagnostics
// Atreides computes its own SF16 arithmetic, not another matrix unit's: E0915 (here at the
// kernel's arguments, which are not SuperFloat values: no unit lpf models takes them).

// expected-error@+1 {{[E0915] argument 0 of @wgmma: Atreides computes in SF16 only}}
func.func @wgmma(%a: tensor<2x32xf8E4M3FN>, %b: tensor<32x2xf8E4M3FN>) -> tensor<2x2xf32> {
  %0 = lpf.dot %a, %b acc(f32) hardware("nvidia.hopper.wgmma") : tensor<2x32xf8E4M3FN>, tensor<32x2xf8E4M3FN> -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
