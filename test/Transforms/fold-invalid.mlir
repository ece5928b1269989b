// RUN: lpf-opt %s --pass-pipeline='builtin.module(lpf-fold)' -split-input-file -verify-diagnostics

// A float-to-integer cast of NaN, of an infinity or of an out-of-range value has no integer
// value: lpf-fold refuses to invent one and says so at the op.
func.func @nan() -> i32 {
  %c = lpf.constant 0x7F : f8E4M3FN
  // expected-error@+1 {{lpf-fold: cannot fold arith.fptosi of constant (f8E4M3FN 0x7F): the value is NaN, so the result has no integer value}}
  %i = arith.fptosi %c : f8E4M3FN to i32
  return %i : i32
}

// -----

func.func @inf() -> i16 {
  %c = lpf.constant 0xFC00 : f16
  // expected-error@+1 {{cannot fold arith.fptoui of constant (f16 0xFC00): the value is infinite}}
  %i = arith.fptoui %c : f16 to i16
  return %i : i16
}

// -----

func.func @range() -> tensor<2xi8> {
  %c = lpf.constant dense<[1.0, 448.0]> : tensor<2xf8E4M3FN>
  // expected-error@+1 {{cannot fold arith.fptosi of constant element 1 (f8E4M3FN 0x7E): the value is out of the integer type's range}}
  %i = arith.fptosi %c : tensor<2xf8E4M3FN> to tensor<2xi8>
  return %i : tensor<2xi8>
}

// -----

// -1.5 truncates to -1, which has no unsigned value either.
func.func @negative_unsigned() -> i8 {
  %c = lpf.constant -1.5 : bf16
  // expected-error@+1 {{cannot fold arith.fptoui of constant (bf16 0xBFC0): the value is out of the integer type's range}}
  %i = arith.fptoui %c : bf16 to i8
  return %i : i8
}
