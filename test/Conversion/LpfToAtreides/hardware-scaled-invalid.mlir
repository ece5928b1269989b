// RUN: lpf-opt %s --lower-to-atreides -verify-diagnostics
// Atreides computes its own SF16 arithmetic, not a matrix unit's block-scaled instruction: E0915
// (here at the kernel's arguments, which are not SuperFloat values).

// expected-error@+1 {{[E0915] argument 0 of @mxf4: Atreides computes in SF16 only}}
func.func @mxf4(%a: tensor<2x64xf4E2M1FN>, %as: tensor<2x2xf8E8M0FNU>, %b: tensor<64x2xf4E2M1FN>, %bs: tensor<2x2xf8E8M0FNU>) -> tensor<2x2xf32> {
  %0 = lpf.scaled_dot %a [%as], %b [%bs] block(32) acc(f32) hardware("nvidia.blackwell.tcgen05")
       : tensor<2x64xf4E2M1FN>, tensor<2x2xf8E8M0FNU>, tensor<64x2xf4E2M1FN>, tensor<2x2xf8E8M0FNU> -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
