// Results without elements print one `[]` whatever their shape (not one per row of a huge
// leading dimension); results of a deep rank print without recursion.
// RUN: lpf-run %s --entry no_elements | FileCheck %s --check-prefix=EMPTY
// RUN: lpf-run %s --entry deep | FileCheck %s --check-prefix=DEEP
// EMPTY: out0: tensor<1000000000000x0xf32> = []{{$}}
// DEEP: out0: tensor<1x1x1x1x1x1x2xbf16> = {{\[}}[{{\[}}[{{\[}}[{{\[}}1.5, 1.5]]]]]]]{{$}}

func.func @no_elements() -> tensor<1000000000000x0xf32> {
  %c = arith.constant dense<1.0> : tensor<1000000000000x0xf32>
  %d = lpf.add %c, %c : tensor<1000000000000x0xf32>
  return %d : tensor<1000000000000x0xf32>
}

func.func @deep() -> tensor<1x1x1x1x1x1x2xbf16> {
  %c = lpf.constant dense<1.5> : tensor<1x1x1x1x1x1x2xbf16>
  return %c : tensor<1x1x1x1x1x1x2xbf16>
}
