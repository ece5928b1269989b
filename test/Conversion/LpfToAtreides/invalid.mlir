// RUN: lpf-opt %s --lower-to-atreides -split-input-file -verify-diagnostics

// Everything Atreides cannot compute exactly fails with E0915 at the op, never an approximation.

func.func @f32_accumulator(%a: tensor<2x4x!lpf.sf<16>>, %b: tensor<4x2x!lpf.sf<16>>) -> tensor<2x2xf32> {
  // expected-error@+1 {{[E0915] 'lpf.dot' with acc(f32) cannot be computed exactly on Atreides: the machine accumulates in SF16 with truncated products and saturation at every step (ask for it with acc(!lpf.sf<16>))}}
  %c = lpf.dot %a, %b acc(f32) : tensor<2x4x!lpf.sf<16>>, tensor<4x2x!lpf.sf<16>> -> tensor<2x2xf32>
  return %c : tensor<2x2xf32>
}

// -----

func.func @nearest_product(%a: tensor<4x!lpf.sf<16>>, %b: tensor<4x!lpf.sf<16>>) -> tensor<4x!lpf.sf<16>> {
  // expected-error@+1 {{[E0915] 'lpf.mul' with rounding(to_nearest_even) cannot be computed exactly on Atreides: its FMA product truncates (use rounding(toward_zero))}}
  %r = lpf.mul %a, %b : tensor<4x!lpf.sf<16>>
  return %r : tensor<4x!lpf.sf<16>>
}

// -----

func.func @upward_product(%a: tensor<4x!lpf.sf<16>>, %b: tensor<4x!lpf.sf<16>>) -> tensor<4x!lpf.sf<16>> {
  // expected-error@+1 {{'lpf.mul' with rounding(upward) cannot be computed exactly}}
  %r = lpf.mul %a, %b rounding(upward) : tensor<4x!lpf.sf<16>>
  return %r : tensor<4x!lpf.sf<16>>
}

// -----

// SF8 arithmetic saturates at SF8's range (0.9921875); the machine's adder saturates at SF16's.
func.func @sf8_add(%a: tensor<4x!lpf.sf<8>>, %b: tensor<4x!lpf.sf<8>>) -> tensor<4x!lpf.sf<8>> {
  // expected-error@+1 {{[E0915] 'lpf.add' on !lpf.sf<8> rounds and saturates in SF8; Atreides computes in SF16 only (convert the operands to !lpf.sf<16> first)}}
  %r = lpf.add %a, %b : tensor<4x!lpf.sf<8>>
  return %r : tensor<4x!lpf.sf<8>>
}

// -----

func.func @narrowing(%a: tensor<4x!lpf.sf<16>>) -> tensor<4x!lpf.sf<8>> {
  // expected-error@+1 {{[E0915] 'lpf.convert' to !lpf.sf<8> rounds; Atreides only widens SuperFloat values exactly to !lpf.sf<16>}}
  %r = lpf.convert %a : tensor<4x!lpf.sf<16>> to tensor<4x!lpf.sf<8>>
  return %r : tensor<4x!lpf.sf<8>>
}

// -----

// expected-error@+1 {{[E0915] argument 0 of @float_math: Atreides computes in SF16 only: tensor<4xbf16> is not a SuperFloat (!lpf.sf<N>) value}}
func.func @float_math(%a: tensor<4xbf16>, %b: tensor<4xbf16>) -> tensor<4xbf16> {
  %r = lpf.add %a, %b : tensor<4xbf16>
  return %r : tensor<4xbf16>
}

// -----

func.func @float_result(%a: tensor<2x4x!lpf.sf<16>>) -> tensor<2x4xf32> {
  // expected-error@+1 {{[E0915] the result of 'lpf.convert': Atreides computes in SF16 only: tensor<2x4xf32> is not a SuperFloat (!lpf.sf<N>) value}}
  %r = lpf.convert %a : tensor<2x4x!lpf.sf<16>> to tensor<2x4xf32>
  return %r : tensor<2x4xf32>
}

// -----

func.func @unsupported_op(%a: tensor<4x!lpf.sf<16>>) -> tensor<4x!lpf.sf<16>> {
  // expected-error@+1 {{[E0915] 'lpf.neg' is not supported by the Atreides exit}}
  %r = lpf.neg %a : tensor<4x!lpf.sf<16>>
  return %r : tensor<4x!lpf.sf<16>>
}

// -----

func.func @batched(%a: tensor<2x2x4x!lpf.sf<16>>, %b: tensor<2x4x2x!lpf.sf<16>>) -> tensor<2x2x2x!lpf.sf<16>> {
  // expected-error@+1 {{[E0915] batched 'lpf.dot' (rank 3) is not supported by the Atreides exit}}
  %c = lpf.dot %a, %b acc(!lpf.sf<16>) : tensor<2x2x4x!lpf.sf<16>>, tensor<2x4x2x!lpf.sf<16>> -> tensor<2x2x2x!lpf.sf<16>>
  return %c : tensor<2x2x2x!lpf.sf<16>>
}

// -----

func.func @computed_operand(%a: tensor<2x4x!lpf.sf<16>>, %b: tensor<4x2x!lpf.sf<16>>) -> tensor<2x2x!lpf.sf<16>> {
  %s = lpf.add %a, %a : tensor<2x4x!lpf.sf<16>>
  // expected-error@+1 {{[E0915] the left operand of 'lpf.dot' must be a function argument (or its widening)}}
  %c = lpf.dot %s, %b acc(!lpf.sf<16>) : tensor<2x4x!lpf.sf<16>>, tensor<4x2x!lpf.sf<16>> -> tensor<2x2x!lpf.sf<16>>
  return %c : tensor<2x2x!lpf.sf<16>>
}

// -----

func.func @two_dots(%a: tensor<2x2x!lpf.sf<16>>, %b: tensor<2x2x!lpf.sf<16>>) -> tensor<2x2x!lpf.sf<16>> {
  %c = lpf.dot %a, %b acc(!lpf.sf<16>) : tensor<2x2x!lpf.sf<16>>, tensor<2x2x!lpf.sf<16>> -> tensor<2x2x!lpf.sf<16>>
  %d = lpf.dot %b, %a acc(!lpf.sf<16>) : tensor<2x2x!lpf.sf<16>>, tensor<2x2x!lpf.sf<16>> -> tensor<2x2x!lpf.sf<16>>
  // expected-error@+1 {{[E0915] a result with more than one contraction is not supported by the Atreides exit}}
  %r = lpf.add %c, %d : tensor<2x2x!lpf.sf<16>>
  return %r : tensor<2x2x!lpf.sf<16>>
}

// -----

// Arguments over the external data memory (65472 words below the scratchpad).
// expected-error@+1 {{[E0915] the arguments of @too_big need 65536 words of data memory; Atreides has 65472 below the scratchpad}}
func.func @too_big(%a: tensor<32768x!lpf.sf<16>>, %b: tensor<32768x!lpf.sf<16>>) -> tensor<32768x!lpf.sf<16>> {
  %r = lpf.add %a, %b : tensor<32768x!lpf.sf<16>>
  return %r : tensor<32768x!lpf.sf<16>>
}

// -----

// The arguments fit, the result does not.
func.func @result_too_big(%a: tensor<30000x!lpf.sf<16>>, %b: tensor<30000x!lpf.sf<16>>) -> tensor<30000x!lpf.sf<16>> {
  // expected-error@+1 {{[E0915] result 0 of @result_too_big needs data memory up to word}}
  %r = lpf.add %a, %b : tensor<30000x!lpf.sf<16>>
  return %r : tensor<30000x!lpf.sf<16>>
}

// -----

// Thirteen inputs in one element-wise expression need a pointer register each, plus the
// output's: more than a thread's 13 general registers.
func.func @registers(%a0: tensor<4x!lpf.sf<16>>, %a1: tensor<4x!lpf.sf<16>>, %a2: tensor<4x!lpf.sf<16>>, %a3: tensor<4x!lpf.sf<16>>, %a4: tensor<4x!lpf.sf<16>>, %a5: tensor<4x!lpf.sf<16>>, %a6: tensor<4x!lpf.sf<16>>, %a7: tensor<4x!lpf.sf<16>>, %a8: tensor<4x!lpf.sf<16>>, %a9: tensor<4x!lpf.sf<16>>, %a10: tensor<4x!lpf.sf<16>>, %a11: tensor<4x!lpf.sf<16>>, %a12: tensor<4x!lpf.sf<16>>) -> tensor<4x!lpf.sf<16>> {
  %s1 = lpf.add %a0, %a1 : tensor<4x!lpf.sf<16>>
  %s2 = lpf.add %s1, %a2 : tensor<4x!lpf.sf<16>>
  %s3 = lpf.add %s2, %a3 : tensor<4x!lpf.sf<16>>
  %s4 = lpf.add %s3, %a4 : tensor<4x!lpf.sf<16>>
  %s5 = lpf.add %s4, %a5 : tensor<4x!lpf.sf<16>>
  %s6 = lpf.add %s5, %a6 : tensor<4x!lpf.sf<16>>
  %s7 = lpf.add %s6, %a7 : tensor<4x!lpf.sf<16>>
  %s8 = lpf.add %s7, %a8 : tensor<4x!lpf.sf<16>>
  %s9 = lpf.add %s8, %a9 : tensor<4x!lpf.sf<16>>
  %s10 = lpf.add %s9, %a10 : tensor<4x!lpf.sf<16>>
  %s11 = lpf.add %s10, %a11 : tensor<4x!lpf.sf<16>>
  // expected-error@+1 {{[E0915] the kernel needs more than the 13 general registers (R0..R12) of a thread}}
  %s12 = lpf.add %s11, %a12 : tensor<4x!lpf.sf<16>>
  return %s12 : tensor<4x!lpf.sf<16>>
}

// -----

func.func @no_result(%a: tensor<4x!lpf.sf<16>>) {
  // expected-error@+1 {{[E0915] @no_result returns nothing: an Atreides kernel computes at least one result}}
  return
}

// -----

func.func @leaky_nearest(%a: tensor<4x!lpf.sf<16>>) -> tensor<4x!lpf.sf<16>> {
  // expected-error@+1 {{[E0915] 'lpf.leaky_relu' with rounding(to_nearest_even) cannot be computed exactly on Atreides: its leaky ReLU truncates (use rounding(toward_zero))}}
  %r = lpf.leaky_relu %a : tensor<4x!lpf.sf<16>>
  return %r : tensor<4x!lpf.sf<16>>
}

// -----

func.func @relu_sf8(%a: tensor<4x!lpf.sf<8>>) -> tensor<4x!lpf.sf<8>> {
  // expected-error@+1 {{[E0915] 'lpf.relu' on !lpf.sf<8>: Atreides activates SF16 values only (convert to !lpf.sf<16> first)}}
  %r = lpf.relu %a : tensor<4x!lpf.sf<8>>
  return %r : tensor<4x!lpf.sf<8>>
}
