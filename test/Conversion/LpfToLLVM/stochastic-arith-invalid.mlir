// RUN: lpf-opt %s --lower-to-llvm -split-input-file -verify-diagnostics
// The helpers hold an exact result in 64 bits: f64 arithmetic rounded stochastically with more
// than 10 random bits would read below them, so the LLVM exit refuses it at the op (E0915).

func.func @f64_wide(%a: f64, %b: f64, %r: i32) -> f64 {
  // expected-error@+1 {{[E0915] lpf-scalar-to-calls: 'lpf.mul' on f64 rounding(stochastic) random_bits(11): the LLVM exit keeps 64 bits of an exact result, and this rounding reads 65 bits; use random_bits(10) or less, or --backend ref}}
  %0 = lpf.mul %a, %b, %r rounding(stochastic) random_bits(11) : f64, i32
  return %0 : f64
}
