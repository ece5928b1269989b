// RUN: lpf-opt %s -split-input-file -verify-diagnostics

// E0912: a stochastic mode on arithmetic needs its random bits operand.
func.func @no_operand(%a: f16, %b: f16) -> f16 {
  // expected-error@+1 {{[E0912] rounding(stochastic) needs an operand of random bits: lpf.add %a, %b, %bits rounding(stochastic) random_bits(N) : T, R}}
  %0 = lpf.add %a, %b rounding(stochastic) random_bits(8) : f16
  return %0 : f16
}

// -----

func.func @no_bits(%a: f16, %b: f16, %r: i32) -> f16 {
  // expected-error@+1 {{[E0912] rounding(stochastic_fast) needs random_bits(N), N in 1..32: how many low bits of each random word are used}}
  %0 = lpf.mul %a, %b, %r rounding(stochastic_fast) : f16, i32
  return %0 : f16
}

// -----

func.func @zero_bits(%a: f16, %b: f16, %r: i32) -> f16 {
  // expected-error@+1 {{[E0912] random_bits(0) must be in 1..32}}
  %0 = lpf.sub %a, %b, %r rounding(stochastic) random_bits(0) : f16, i32
  return %0 : f16
}

// -----

func.func @too_many_bits(%a: f16, %b: f16, %r: i32) -> f16 {
  // expected-error@+1 {{[E0912] random_bits(33) must be in 1..32}}
  %0 = lpf.div %a, %b, %r rounding(stochastic_odd) random_bits(33) : f16, i32
  return %0 : f16
}

// -----

func.func @huge_bits(%a: f16, %b: f16, %r: i32) -> f16 {
  // expected-error@+1 {{[E0912] random_bits(4294967296) must be in 1..32}}
  %0 = lpf.div %a, %b, %r rounding(stochastic_odd) random_bits(4294967296) : f16, i32
  return %0 : f16
}

// -----

// Random bits with a deterministic mode (or none).
func.func @operand_without_mode(%a: f16, %b: f16, %r: i32) -> f16 {
  // expected-error@+1 {{[E0912] a random-bits operand needs a stochastic rounding mode}}
  %0 = lpf.add %a, %b, %r rounding(toward_zero) : f16, i32
  return %0 : f16
}

// -----

func.func @bits_without_mode(%a: f16, %b: f16) -> f16 {
  // expected-error@+1 {{[E0912] random_bits(...) needs a stochastic rounding mode}}
  %0 = lpf.add %a, %b random_bits(8) : f16
  return %0 : f16
}

// -----

func.func @both_modes(%a: f16, %b: f16, %r: i32) -> f16 {
  // expected-error@+1 {{[E0912] 'rounding' and 'stochastic' both set; a value has one rounding mode}}
  %0 = "lpf.add"(%a, %b, %r) {rounding = 3 : i32, stochastic = 0 : i32, random_bits = 8 : i32} : (f16, f16, i32) -> f16
  return %0 : f16
}

// -----

// The random bits: i32, of the result's shape.
func.func @wrong_width(%a: tensor<4xf16>, %b: tensor<4xf16>, %r: tensor<4xi16>) -> tensor<4xf16> {
  // expected-error@+1 {{[E0912] the random bits have type 'tensor<4xi16>'; rounding(stochastic) of 'tensor<4xf16>' takes 'tensor<4xi32>' (one i32 per element, the low 8 used)}}
  %0 = lpf.mul %a, %b, %r rounding(stochastic) random_bits(8) : tensor<4xf16>, tensor<4xi16>
  return %0 : tensor<4xf16>
}

// -----

func.func @scalar_bits_for_tensor(%a: tensor<4xf16>, %b: tensor<4xf16>, %r: i32) -> tensor<4xf16> {
  // expected-error@+1 {{[E0912] the random bits have type 'i32'; rounding(stochastic) of 'tensor<4xf16>' takes 'tensor<4xi32>'}}
  %0 = lpf.mul %a, %b, %r rounding(stochastic) random_bits(8) : tensor<4xf16>, i32
  return %0 : tensor<4xf16>
}

// -----

func.func @unknown_mode(%a: f16, %b: f16, %r: i32) -> f16 {
  // expected-error@+1 {{unknown rounding mode 'stochastic_slow'; expected to_nearest_even, downward, upward, toward_zero or to_nearest_away, or with random bits stochastic, stochastic_odd, stochastic_fast or stochastic_fastest}}
  %0 = lpf.add %a, %b, %r rounding(stochastic_slow) random_bits(8) : f16, i32
  return %0 : f16
}

// -----

// The operand types are checked first, with their own codes.
func.func @mixed(%a: f16, %b: bf16, %r: i32) -> f16 {
  // expected-error@+1 {{[E0911] 'lpf.add' mixes 'f16' (lhs) and 'bf16' (rhs)}}
  %0 = lpf.add %a, %b, %r rounding(stochastic) random_bits(8) : (f16, bf16, i32) -> f16
  return %0 : f16
}

// -----

func.func @fp8(%a: f8E4M3FN, %b: f8E4M3FN, %r: i32) -> f8E4M3FN {
  // expected-error@+1 {{[E0914] 'lpf.mul' on 'f8E4M3FN'}}
  %0 = lpf.mul %a, %b, %r rounding(stochastic) random_bits(8) : f8E4M3FN, i32
  return %0 : f8E4M3FN
}

// -----

func.func @functional_arity(%a: f16, %b: f16, %r: i32) -> f16 {
  // expected-error@+1 {{expected a functional type with 3 operand type(s) and one result, got '(f16, f16) -> f16'}}
  %0 = lpf.add %a, %b, %r rounding(stochastic) random_bits(8) : (f16, f16) -> f16
  return %0 : f16
}
