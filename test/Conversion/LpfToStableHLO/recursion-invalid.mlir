// RUN: lpf-opt %s --lower-to-stablehlo --split-input-file -verify-diagnostics
// A recursive call (direct, or through another function) is refused at the call that closes
// the cycle: StableHLO has no recursion (XLA's runner died by SIGSEGV on such a module).

func.func @loop(%a: tensor<4xbf16>) -> tensor<4xbf16> {
  // expected-error@+1 {{[E0915] recursive call (@loop -> @loop): XLA cannot run recursion}}
  %r = func.call @loop(%a) : (tensor<4xbf16>) -> tensor<4xbf16>
  return %r : tensor<4xbf16>
}

// -----

func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %r = func.call @even(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func private @even(%a: tensor<4xf32>) -> tensor<4xf32> {
  %r = func.call @odd(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func private @odd(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{[E0915] recursive call (@even -> @odd -> @even)}}
  %r = func.call @even(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
