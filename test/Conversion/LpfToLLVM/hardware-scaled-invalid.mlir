// RUN: lpf-opt %s --lower-to-llvm -split-input-file -verify-diagnostics
// The LLVM exit does not compute Blackwell's block-scaled instructions yet: a scaled_dot with
// hardware("...") is a located E0915 naming the unit and the instruction's kind, never the
// decomposition into lpf's ordered dot in its place.

func.func @mxf8f6f4(%a: tensor<2x64xf8E4M3FN>, %as: tensor<2x2xf8E8M0FNU>, %b: tensor<64x2xf6E2M3FN>, %bs: tensor<2x2xf8E8M0FNU>) -> tensor<2x2xf32> {
  // expected-error @+1 {{[E0915] lpf-decompose-scaled-dot: 'lpf.scaled_dot' hardware("nvidia.blackwell.tcgen05") (kind::mxf8f6f4): this exit does not compute the unit's block-scaled instruction}}
  %0 = lpf.scaled_dot %a [%as], %b [%bs] block(32) acc(f32) hardware("nvidia.blackwell.tcgen05")
       : tensor<2x64xf8E4M3FN>, tensor<2x2xf8E8M0FNU>, tensor<64x2xf6E2M3FN>, tensor<2x2xf8E8M0FNU> -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

func.func @mxf4nvf4(%a: tensor<2x64xf4E2M1FN>, %as: tensor<2x4xf8E4M3FN>, %b: tensor<64x2xf4E2M1FN>, %bs: tensor<4x2xf8E4M3FN>) -> tensor<2x2xf32> {
  // expected-error @+1 {{[E0915] lpf-decompose-scaled-dot: 'lpf.scaled_dot' hardware("nvidia.blackwell.tcgen05") (kind::mxf4nvf4): this exit does not compute the unit's block-scaled instruction}}
  %0 = lpf.scaled_dot %a [%as], %b [%bs] block(16) acc(f32) hardware("nvidia.blackwell.tcgen05")
       : tensor<2x64xf4E2M1FN>, tensor<2x4xf8E4M3FN>, tensor<64x2xf4E2M1FN>, tensor<4x2xf8E4M3FN> -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
