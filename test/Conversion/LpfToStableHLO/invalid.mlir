// RUN: lpf-opt %s --lower-to-stablehlo -split-input-file -verify-diagnostics
// Everything StableHLO cannot express exactly fails closed with [E0915] at the op.

// The Atreides SF16 hardware accumulation (truncated products, saturation at every step).
func.func @sf16_hw(%a: tensor<2x8x!lpf.sf<8>>, %b: tensor<8x2x!lpf.sf<8>>) -> tensor<2x2x!lpf.sf<16>> {
  // expected-error @+1 {{[E0915] cannot lower 'lpf.dot' to StableHLO: the SF16 hardware accumulation}}
  %h = lpf.dot %a, %b acc(!lpf.sf<16>) : tensor<2x8x!lpf.sf<8>>, tensor<8x2x!lpf.sf<8>> -> tensor<2x2x!lpf.sf<16>>
  return %h : tensor<2x2x!lpf.sf<16>>
}

// -----

// f64 arithmetic: XLA CPU flushes f64 subnormals, and there is no wider exact carrier.
func.func @f64_add(%a: tensor<4xf64>) -> tensor<4xf64> {
  // expected-error @+1 {{[E0915] cannot lower 'lpf.add' to StableHLO: f64 arithmetic: XLA CPU flushes f64 subnormals}}
  %s = lpf.add %a, %a : tensor<4xf64>
  return %s : tensor<4xf64>
}


// -----

// A format whose values leave the f64 normal range (2^-16397 .. 2^16383).
func.func @wide_p3109(%x: tensor<4xf32>) -> tensor<4x!lpf.p3109<16, 1, signed, extended>> {
  // expected-error @+1 {{[E0915] cannot lower 'lpf.convert' to StableHLO: !lpf.p3109<16, 1, signed, extended> has values outside the f64 normal range}}
  %y = lpf.convert %x : tensor<4xf32> to tensor<4x!lpf.p3109<16, 1, signed, extended>>
  return %y : tensor<4x!lpf.p3109<16, 1, signed, extended>>
}

// -----

// XLA compiles static shapes only.
func.func @dynamic(%x: tensor<?x4xf32>) -> tensor<?x4xf8E4M3FN> {
  // expected-error @+1 {{[E0915] cannot lower 'lpf.convert' to StableHLO: type tensor<?x4xf32> has a dynamic dimension}}
  %y = lpf.convert %x : tensor<?x4xf32> to tensor<?x4xf8E4M3FN>
  return %y : tensor<?x4xf8E4M3FN>
}

// -----

// Each failing op of a step is reported, not only the first.
func.func @two(%a: tensor<4xf64>) -> tensor<4xf64> {
  // expected-error @+1 {{[E0915] cannot lower 'lpf.mul' to StableHLO: f64 arithmetic}}
  %m = lpf.mul %a, %a : tensor<4xf64>
  // expected-error @+1 {{[E0915] cannot lower 'lpf.div' to StableHLO: f64 arithmetic}}
  %d = lpf.div %m, %a : tensor<4xf64>
  return %d : tensor<4xf64>
}

// -----

// An op of another dialect that the exit does not know.
func.func @foreign(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{[E0915] 'arith.addf' has no StableHLO lowering}}
  %s = arith.addf %a, %a : tensor<4xf32>
  return %s : tensor<4xf32>
}

// -----

// f64 operands: an f64 subnormal operand or product would be flushed by XLA CPU, and f64 x f64
// products need 106 bits; the f64 sum cannot be proven exact.
func.func @f64_dot(%a: tensor<2x3xf64>, %b: tensor<3x2xf64>) -> tensor<2x2xf64> {
  // expected-error @+1 {{[E0915] cannot lower 'lpf.dot' to StableHLO: operand 0 (f64): its values can be as small as 2^-1074, an f64 subnormal, which XLA CPU flushes to zero}}
  %c = lpf.dot %a, %b acc(f64) : tensor<2x3xf64>, tensor<3x2xf64> -> tensor<2x2xf64>
  return %c : tensor<2x2xf64>
}
