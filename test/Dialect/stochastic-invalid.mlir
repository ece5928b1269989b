// RUN: lpf-opt %s -split-input-file -verify-diagnostics

// E0912: a stochastic mode needs its random bits operand.
func.func @no_operand(%x: f32) -> f8E4M3FN {
  // expected-error@+1 {{[E0912] rounding(stochastic) needs an operand of random bits: lpf.convert %x, %bits rounding(stochastic) random_bits(N) : T, R to U}}
  %0 = lpf.convert %x rounding(stochastic) random_bits(8) : f32 to f8E4M3FN
  return %0 : f8E4M3FN
}

// -----

func.func @no_bits(%x: f32, %r: i32) -> f8E4M3FN {
  // expected-error@+1 {{[E0912] rounding(stochastic_fast) needs random_bits(N), N in 1..32: how many low bits of each random word are used}}
  %0 = lpf.convert %x, %r rounding(stochastic_fast) : f32, i32 to f8E4M3FN
  return %0 : f8E4M3FN
}

// -----

func.func @zero_bits(%x: f32, %r: i32) -> f8E4M3FN {
  // expected-error@+1 {{[E0912] random_bits(0) must be in 1..32}}
  %0 = lpf.convert %x, %r rounding(stochastic) random_bits(0) : f32, i32 to f8E4M3FN
  return %0 : f8E4M3FN
}

// -----

func.func @too_many_bits(%x: f32, %r: i32) -> f8E4M3FN {
  // expected-error@+1 {{[E0912] random_bits(33) must be in 1..32}}
  %0 = lpf.convert %x, %r rounding(stochastic_odd) random_bits(33) : f32, i32 to f8E4M3FN
  return %0 : f8E4M3FN
}

// -----

func.func @huge_bits(%x: f32, %r: i32) -> f8E4M3FN {
  // expected-error@+1 {{[E0912] random_bits(4294967296) must be in 1..32}}
  %0 = lpf.convert %x, %r rounding(stochastic_odd) random_bits(4294967296) : f32, i32 to f8E4M3FN
  return %0 : f8E4M3FN
}

// -----

// A random operand or random_bits without a stochastic mode.
func.func @operand_without_mode(%x: f32, %r: i32) -> f8E4M3FN {
  // expected-error@+1 {{[E0912] a random-bits operand needs a stochastic rounding mode (rounding(stochastic), stochastic_odd, stochastic_fast or stochastic_fastest); drop the operand or choose one}}
  %0 = lpf.convert %x, %r rounding(toward_zero) : f32, i32 to f8E4M3FN
  return %0 : f8E4M3FN
}

// -----

func.func @bits_without_mode(%x: f32) -> f8E4M3FN {
  // expected-error@+1 {{[E0912] random_bits(...) needs a stochastic rounding mode}}
  %0 = lpf.convert %x random_bits(8) : f32 to f8E4M3FN
  return %0 : f8E4M3FN
}

// -----

// The random bits: i32, one per element of the result.
func.func @wrong_shape(%x: tensor<16xf32>, %r: tensor<8xi32>) -> tensor<16xf8E4M3FN> {
  // expected-error@+1 {{[E0912] the random bits have type 'tensor<8xi32>'; rounding(stochastic) of 'tensor<16xf8E4M3FN>' takes 'tensor<16xi32>' (one i32 per element, the low 8 used)}}
  %0 = lpf.convert %x, %r rounding(stochastic) random_bits(8) : tensor<16xf32>, tensor<8xi32> to tensor<16xf8E4M3FN>
  return %0 : tensor<16xf8E4M3FN>
}

// -----

func.func @wrong_element(%x: tensor<16xf32>, %r: tensor<16xi16>) -> tensor<16xf8E4M3FN> {
  // expected-error@+1 {{[E0912] the random bits have type 'tensor<16xi16>'; rounding(stochastic_fastest) of 'tensor<16xf8E4M3FN>' takes 'tensor<16xi32>' (one i32 per element, the low 16 used)}}
  %0 = lpf.convert %x, %r rounding(stochastic_fastest) random_bits(16) : tensor<16xf32>, tensor<16xi16> to tensor<16xf8E4M3FN>
  return %0 : tensor<16xf8E4M3FN>
}

// -----

func.func @tensor_for_scalar(%x: f32, %r: tensor<1xi32>) -> f8E4M3FN {
  // expected-error@+1 {{[E0912] the random bits have type 'tensor<1xi32>'; rounding(stochastic) of 'f8E4M3FN' takes 'i32' (one i32 per element, the low 8 used)}}
  %0 = lpf.convert %x, %r rounding(stochastic) random_bits(8) : f32, tensor<1xi32> to f8E4M3FN
  return %0 : f8E4M3FN
}

// -----

// The generic form can state both modes; a value has one.
func.func @both_modes(%x: f32, %r: i32) -> f8E4M3FN {
  // expected-error@+1 {{[E0912] 'rounding' and 'stochastic' both set; a value has one rounding mode}}
  %0 = "lpf.convert"(%x, %r) <{rounding = 3 : i32, stochastic = 0 : i32, random_bits = 8 : i32}> : (f32, i32) -> f8E4M3FN
  return %0 : f8E4M3FN
}

// -----

func.func @unknown_mode(%x: f32, %r: i32) -> f8E4M3FN {
  // expected-error@+1 {{unknown rounding mode 'stochastic_even'; expected to_nearest_even, downward, upward, toward_zero or to_nearest_away, or with random bits stochastic, stochastic_odd, stochastic_fast or stochastic_fastest}}
  %0 = lpf.convert %x, %r rounding(stochastic_even) random_bits(8) : f32, i32 to f8E4M3FN
  return %0 : f8E4M3FN
}

// -----

// The arithmetic ops round stochastically too (stochastic-arith.mlir), with their random bits.
func.func @add_stochastic(%a: f32, %b: f32) -> f32 {
  // expected-error@+1 {{[E0912] rounding(stochastic) needs an operand of random bits: lpf.add %a, %b, %bits rounding(stochastic) random_bits(N) : T, R}}
  %0 = lpf.add %a, %b rounding(stochastic) : f32
  return %0 : f32
}
