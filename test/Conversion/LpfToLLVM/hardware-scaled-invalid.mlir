// RUN: lpf-opt %s --lower-to-llvm -split-input-file -verify-diagnostics
// What the LLVM exit's block-scaled kernel (Blackwell's tcgen05 kinds) does not take is a
// located E0915 naming the unit and the instruction's kind, never the decomposition into lpf's
// ordered dot in its place: a K known only at run time (the chunk loop's blocks are laid out
// at generation time).

func.func @mxf8f6f4(%a: tensor<2x?xf8E4M3FN>, %as: tensor<2x?xf8E8M0FNU>, %b: tensor<?x2xf6E2M3FN>, %bs: tensor<?x2xf8E8M0FNU>) -> tensor<2x2xf32> {
  // expected-error @+1 {{[E0915] 'lpf.scaled_dot' hardware("nvidia.blackwell.tcgen05") (kind::mxf8f6f4): a K known only at run time is not lowered (run it with lpf-run --backend ref)}}
  %0 = lpf.scaled_dot %a [%as], %b [%bs] block(32) acc(f32) hardware("nvidia.blackwell.tcgen05")
       : tensor<2x?xf8E4M3FN>, tensor<2x?xf8E8M0FNU>, tensor<?x2xf6E2M3FN>, tensor<?x2xf8E8M0FNU> -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

func.func @mxf4nvf4(%a: tensor<2x?xf4E2M1FN>, %as: tensor<2x?xf8E4M3FN>, %b: tensor<?x2xf4E2M1FN>, %bs: tensor<?x2xf8E4M3FN>) -> tensor<2x2xf32> {
  // expected-error @+1 {{[E0915] 'lpf.scaled_dot' hardware("nvidia.blackwell.tcgen05") (kind::mxf4nvf4): a K known only at run time is not lowered (run it with lpf-run --backend ref)}}
  %0 = lpf.scaled_dot %a [%as], %b [%bs] block(16) acc(f32) hardware("nvidia.blackwell.tcgen05")
       : tensor<2x?xf4E2M1FN>, tensor<2x?xf8E4M3FN>, tensor<?x2xf4E2M1FN>, tensor<?x2xf8E4M3FN> -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

func.func @mxf4(%a: tensor<2x?xf4E2M1FN>, %as: tensor<2x?xf8E8M0FNU>, %b: tensor<?x2xf4E2M1FN>, %bs: tensor<?x2xf8E8M0FNU>) -> tensor<2x2xf32> {
  // expected-error @+1 {{[E0915] 'lpf.scaled_dot' hardware("nvidia.blackwell.tcgen05") (kind::mxf4): a K known only at run time is not lowered}}
  %0 = lpf.scaled_dot %a [%as], %b [%bs] block(32) acc(f32) hardware("nvidia.blackwell.tcgen05")
       : tensor<2x?xf4E2M1FN>, tensor<2x?xf8E8M0FNU>, tensor<?x2xf4E2M1FN>, tensor<?x2xf8E8M0FNU> -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
