// RUN: lpf-opt %s -split-input-file -verify-diagnostics

// E0911: elementwise arithmetic and comparison take one type.
func.func @add_mixed(%a: f16, %b: bf16) -> f16 {
  // expected-error@+1 {{[E0911] 'lpf.add' mixes 'f16' (lhs) and 'bf16' (rhs); convert one operand with lpf.convert so both have one type}}
  %0 = "lpf.add"(%a, %b) : (f16, bf16) -> f16
  return %0 : f16
}

// -----

func.func @cmp_mixed(%a: tensor<4xf32>, %b: tensor<4xf16>) -> tensor<4xi1> {
  // expected-error@+1 {{[E0911] 'lpf.cmp' mixes 'tensor<4xf32>' (lhs) and 'tensor<4xf16>' (rhs)}}
  %0 = "lpf.cmp"(%a, %b) <{predicate = 4 : i64}> : (tensor<4xf32>, tensor<4xf16>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// The custom form states mixed types through its functional type.
func.func @add_mixed_custom(%a: f16, %b: bf16) -> f16 {
  // expected-error@+1 {{[E0911] 'lpf.mul' mixes 'f16' (lhs) and 'bf16' (rhs)}}
  %0 = lpf.mul %a, %b : (f16, bf16) -> f16
  return %0 : f16
}

// -----

func.func @cmp_mixed_custom(%a: f8E4M3FN, %b: f8E5M2) -> i1 {
  // expected-error@+1 {{[E0911] 'lpf.cmp' mixes 'f8E4M3FN' (lhs) and 'f8E5M2' (rhs)}}
  %0 = lpf.cmp oeq, %a, %b : (f8E4M3FN, f8E5M2) -> i1
  return %0 : i1
}

// -----

func.func @add_result_custom(%a: bf16) -> f32 {
  // expected-error@+1 {{[E0912] result type 'f32' differs from operand type 'bf16'}}
  %0 = lpf.add %a, %a : (bf16, bf16) -> f32
  return %0 : f32
}

// -----

func.func @functional_arity(%a: f16) -> f16 {
  // expected-error@+1 {{expected a functional type with 2 operand type(s) and one result, got '(f16) -> f16'}}
  %0 = lpf.add %a, %a : (f16) -> f16
  return %0 : f16
}

// -----

// E0912: a value of one type where another is required.
func.func @add_result_type(%a: f16) -> f32 {
  // expected-error@+1 {{[E0912] result type 'f32' differs from operand type 'f16'; compute in 'f16' and lpf.convert the result}}
  %0 = "lpf.sub"(%a, %a) : (f16, f16) -> f32
  return %0 : f32
}

// -----

func.func @not_a_format(%a: i32) -> i32 {
  // expected-error@+1 {{[E0912] lhs has type 'i32' where an lpf number format is required}}
  %0 = lpf.mul %a, %a : i32
  return %0 : i32
}

// -----

func.func @dot_result_narrower(%a: tensor<4x8xf8E4M3FN>, %b: tensor<8x2xf8E4M3FN>) -> tensor<4x2xbf16> {
  // expected-error@+1 {{[E0912] result element type 'bf16' differs from the accumulator 'f32'; return 'f32' and lpf.convert the result}}
  %0 = lpf.dot %a, %b : tensor<4x8xf8E4M3FN>, tensor<8x2xf8E4M3FN> -> tensor<4x2xbf16>
  return %0 : tensor<4x2xbf16>
}

// -----

func.func @dot_shapes(%a: tensor<4x8xf16>, %b: tensor<16x2xf16>) -> tensor<4x2xf32> {
  // expected-error@+1 {{[E0912] contracted dimensions differ: lhs [4x8] has K = 8, rhs [16x2] has K = 16}}
  %0 = lpf.dot %a, %b : tensor<4x8xf16>, tensor<16x2xf16> -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

func.func @convert_shape(%a: tensor<4xf32>) -> tensor<8xf8E4M3FN> {
  // expected-error@+1 {{[E0912] lpf.convert keeps the shape: 'tensor<4xf32>' to 'tensor<8xf8E4M3FN>' changes it from [4] to [8]}}
  %0 = lpf.convert %a : tensor<4xf32> to tensor<8xf8E4M3FN>
  return %0 : tensor<8xf8E4M3FN>
}

// -----

func.func @nan_into_fp4(%a: f32) -> f4E2M1FN {
  // expected-error@+1 {{[E0912] overflow(nan_or_inf) needs a result format with infinity or NaN, but 'f4E2M1FN' has neither and always saturates; use overflow(saturate) or drop the attribute}}
  %0 = lpf.convert %a overflow(nan_or_inf) : f32 to f4E2M1FN
  return %0 : f4E2M1FN
}

// -----

func.func @unranked(%a: tensor<*xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{[E0912] lhs has type 'tensor<*xf32>'; lpf ops take scalars and ranked tensors}}
  %0 = lpf.add %a, %a : tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

func.func @reduce_dims(%a: tensor<4x8xbf16>) -> tensor<4xf32> {
  // expected-error@+1 {{[E0912] dims [2] is out of range for rank 2}}
  %0 = lpf.reduce_sum %a dims [2] : tensor<4x8xbf16> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @reduce_shape(%a: tensor<4x8xbf16>) -> tensor<8xf32> {
  // expected-error@+1 {{[E0912] reducing dims of [4x8] leaves [4], but the result is [8]}}
  %0 = lpf.reduce_sum %a dims [1] : tensor<4x8xbf16> -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @scale_count(%a: tensor<4x64xf4E2M1FN>, %as: tensor<4x4xf8E8M0FNU>, %b: tensor<64x8xf4E2M1FN>, %bs: tensor<2x8xf8E8M0FNU>) -> tensor<4x8xf32> {
  // expected-error@+1 {{[E0912] lhs scale [4x4] should have 2 scales in dimension 1 (64 / block(32))}}
  %0 = lpf.scaled_dot %a [%as], %b [%bs] block(32) : tensor<4x64xf4E2M1FN>, tensor<4x4xf8E8M0FNU>, tensor<64x8xf4E2M1FN>, tensor<2x8xf8E8M0FNU> -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @scale_type(%a: tensor<4x64xf4E2M1FN>, %as: tensor<4x2xbf16>, %b: tensor<64x8xf4E2M1FN>, %bs: tensor<2x8xf8E8M0FNU>) -> tensor<4x8xf32> {
  // expected-error@+1 {{[E0912] lhs scale has element type 'bf16'; block scales are f8E8M0FNU (MX) or f8E4M3FN (NVFP4)}}
  %0 = lpf.scaled_dot %a [%as], %b [%bs] block(32) : tensor<4x64xf4E2M1FN>, tensor<4x2xbf16>, tensor<64x8xf4E2M1FN>, tensor<2x8xf8E8M0FNU> -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @global_scale_type(%a: tensor<4x64xf4E2M1FN>, %as: tensor<4x4xf8E4M3FN>, %b: tensor<64x8xf4E2M1FN>, %bs: tensor<4x8xf8E4M3FN>, %g: f16) -> tensor<4x8xf32> {
  // expected-error@+1 {{[E0912] the per-tensor scale has type 'f16', where an f32 scalar is required}}
  %0 = lpf.scaled_dot %a [%as], %b [%bs], %g block(16) : tensor<4x64xf4E2M1FN>, tensor<4x4xf8E4M3FN>, tensor<64x8xf4E2M1FN>, tensor<4x8xf8E4M3FN>, f16 -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @quantize_not_multiple(%x: tensor<4x48xf32>) -> tensor<4x48xf8E4M3FN> {
  // expected-error@+1 {{[E0912] blocked dimension 1 of input [4x48] is not a multiple of block(32)}}
  %q, %e = lpf.quantize_block %x block(32) : tensor<4x48xf32> -> tensor<4x48xf8E4M3FN>, tensor<4x1xf8E8M0FNU>
  return %q : tensor<4x48xf8E4M3FN>
}

// -----

func.func @quantize_element(%x: tensor<4x64xf32>) -> tensor<4x64xf16> {
  // expected-error@+1 {{[E0912] result element type 'f16' is not an MX element format}}
  %q, %e = lpf.quantize_block %x block(32) : tensor<4x64xf32> -> tensor<4x64xf16>, tensor<4x2xf8E8M0FNU>
  return %q : tensor<4x64xf16>
}

// -----

func.func @quantize_scale_type(%x: tensor<4x64xf32>) -> tensor<4x64xf8E4M3FN> {
  // expected-error@+1 {{[E0912] scale element type 'f8E5M2' should be f8E8M0FNU (MX) or f8E4M3FN (NVFP4)}}
  %q, %e = lpf.quantize_block %x block(32) : tensor<4x64xf32> -> tensor<4x64xf8E4M3FN>, tensor<4x2xf8E5M2>
  return %q : tensor<4x64xf8E4M3FN>
}

// -----

// NVFP4: f8E4M3FN scales pick the NVFP4 rule, which quantises to f4E2M1FN in blocks of 16.
func.func @nvfp4_element(%x: tensor<4x64xf32>) -> tensor<4x64xf8E4M3FN> {
  // expected-error@+1 {{[E0912] result element type 'f8E4M3FN' does not fit f8E4M3FN scales: the NVFP4 rule quantises to f4E2M1FN (MX formats take f8E8M0FNU scales)}}
  %q, %e = lpf.quantize_block %x block(16) : tensor<4x64xf32> -> tensor<4x64xf8E4M3FN>, tensor<4x4xf8E4M3FN>
  return %q : tensor<4x64xf8E4M3FN>
}

// -----

func.func @nvfp4_block(%x: tensor<4x64xf32>) -> tensor<4x64xf4E2M1FN> {
  // expected-error@+1 {{[E0912] block(32) with f8E4M3FN scales: NVFP4 blocks are 16 elements}}
  %q, %e = lpf.quantize_block %x block(32) : tensor<4x64xf32> -> tensor<4x64xf4E2M1FN>, tensor<4x2xf8E4M3FN>
  return %q : tensor<4x64xf4E2M1FN>
}

// -----

func.func @nvfp4_scale_rounding(%x: tensor<4x64xf32>) -> tensor<4x64xf4E2M1FN> {
  // expected-error@+1 {{[E0912] scale_rounding applies to the MX rule (f8E8M0FNU scales); the NVFP4 scale is amax / (6 * per-tensor scale) rounded to nearest even in f8E4M3FN}}
  %q, %e = lpf.quantize_block %x block(16) scale_rounding(ceil) : tensor<4x64xf32> -> tensor<4x64xf4E2M1FN>, tensor<4x4xf8E4M3FN>
  return %q : tensor<4x64xf4E2M1FN>
}

// -----

func.func @quantize_global_mx(%x: tensor<4x64xf32>, %g: f32) -> tensor<4x64xf4E2M1FN> {
  // expected-error@+1 {{[E0912] a per-tensor scale is NVFP4's (f8E4M3FN block scales); the block scales here are 'f8E8M0FNU'}}
  %q, %e = lpf.quantize_block %x, %g block(32) : tensor<4x64xf32>, f32 -> tensor<4x64xf4E2M1FN>, tensor<4x2xf8E8M0FNU>
  return %q : tensor<4x64xf4E2M1FN>
}

// -----

func.func @quantize_global_type(%x: tensor<4x64xf32>, %g: f16) -> tensor<4x64xf4E2M1FN> {
  // expected-error@+1 {{[E0912] the per-tensor scale has type 'f16', where an f32 scalar is required}}
  %q, %e = lpf.quantize_block %x, %g block(16) : tensor<4x64xf32>, f16 -> tensor<4x64xf4E2M1FN>, tensor<4x4xf8E4M3FN>
  return %q : tensor<4x64xf4E2M1FN>
}

// -----

func.func @dequantize_global_mx(%q: tensor<4x64xf4E2M1FN>, %e: tensor<4x2xf8E8M0FNU>, %g: f32) -> tensor<4x64xf32> {
  // expected-error@+1 {{[E0912] a per-tensor scale is NVFP4's (f8E4M3FN block scales); the block scales here are 'f8E8M0FNU'}}
  %0 = lpf.dequantize_block %q [%e], %g block(32) : tensor<4x64xf4E2M1FN>, tensor<4x2xf8E8M0FNU>, f32 -> tensor<4x64xf32>
  return %0 : tensor<4x64xf32>
}

// -----

func.func @dequantize_global_type(%q: tensor<4x64xf4E2M1FN>, %s: tensor<4x4xf8E4M3FN>, %g: tensor<1xf32>) -> tensor<4x64xf32> {
  // expected-error@+1 {{[E0912] the per-tensor scale has type 'tensor<1xf32>', where an f32 scalar is required}}
  %0 = lpf.dequantize_block %q [%s], %g block(16) : tensor<4x64xf4E2M1FN>, tensor<4x4xf8E4M3FN>, tensor<1xf32> -> tensor<4x64xf32>
  return %0 : tensor<4x64xf32>
}

// -----

func.func @dequantize_result(%q: tensor<4x64xf8E4M3FN>, %e: tensor<4x2xf8E8M0FNU>) -> tensor<4x64xbf16> {
  // expected-error@+1 {{[E0912] result element type 'bf16' cannot hold every scaled value exactly; use f32 or f64}}
  %0 = lpf.dequantize_block %q [%e] block(32) : tensor<4x64xf8E4M3FN>, tensor<4x2xf8E8M0FNU> -> tensor<4x64xbf16>
  return %0 : tensor<4x64xbf16>
}

// -----

func.func @constant_bits() -> f8E4M3FN {
  // expected-error@+1 {{[E0912] raw bits 0x1FF do not fit the 8-bit codes of 'f8E4M3FN'}}
  %0 = lpf.constant 0x1FF : f8E4M3FN
  return %0 : f8E4M3FN
}

// -----

func.func @constant_count() -> tensor<3xf16> {
  // expected-error@+1 {{[E0912] dense literal of shape [2] for a constant of type 'tensor<3xf16>'}}
  %0 = lpf.constant dense<[1.0, 2.0]> : tensor<3xf16>
  return %0 : tensor<3xf16>
}

// -----

func.func @constant_ragged() -> tensor<3xf16> {
  // expected-error@+1 {{[E0912] dense literal is not rectangular}}
  %0 = lpf.constant dense<[[1.0], [2.0, 3.0]]> : tensor<3xf16>
  return %0 : tensor<3xf16>
}

// -----

func.func @constant_generic_count() -> tensor<3xf16> {
  // expected-error@+1 {{[E0912] dense literal has 2 elements, 'tensor<3xf16>' has 3}}
  %0 = "lpf.constant"() <{value = ["1.0", "2.0"]}> : () -> tensor<3xf16>
  return %0 : tensor<3xf16>
}

// -----

func.func @constant_generic_garbage() -> f16 {
  // expected-error@+1 {{[E0912] '1.0abc' is not a number literal}}
  %0 = "lpf.constant"() <{value = "1.0abc"}> : () -> f16
  return %0 : f16
}

// -----

// E0913: accumulators.
func.func @acc_narrow(%a: tensor<4x8xbf16>, %b: tensor<8x2xbf16>) -> tensor<4x2xbf16> {
  // expected-error@+1 {{[E0913] accumulator type 'bf16' is narrower than f32; use acc(f32) or acc(f64)}}
  %0 = lpf.dot %a, %b acc(bf16) : tensor<4x8xbf16>, tensor<8x2xbf16> -> tensor<4x2xbf16>
  return %0 : tensor<4x2xbf16>
}

// -----

func.func @acc_not_float(%a: tensor<4x8xbf16>) -> tensor<4xf32> {
  // expected-error@+1 {{[E0913] accumulator type 'i32' is not a floating-point accumulator; use acc(f32) or acc(f64)}}
  %0 = lpf.reduce_sum %a dims [1] acc(i32) : tensor<4x8xbf16> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @acc_inexact(%a: tensor<4x8xf64>, %b: tensor<8x2xf64>) -> tensor<4x2xf32> {
  // expected-error@+1 {{[E0913] lhs element type 'f64' does not widen exactly to accumulator 'f32'; use acc(f64)}}
  %0 = lpf.dot %a, %b : tensor<4x8xf64>, tensor<8x2xf64> -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

func.func @acc_sf16_needs_sf(%a: tensor<4x8xf16>, %b: tensor<8x2xf16>) -> tensor<4x2x!lpf.sf<16>> {
  // expected-error@+1 {{[E0913] acc(!lpf.sf<16>) (SF16 hardware accumulation) needs SuperFloat operands, but lhs is 'f16'; use acc(f32)}}
  %0 = lpf.dot %a, %b acc(!lpf.sf<16>) : tensor<4x8xf16>, tensor<8x2xf16> -> tensor<4x2x!lpf.sf<16>>
  return %0 : tensor<4x2x!lpf.sf<16>>
}

// -----

func.func @acc_sf16_only_dot(%a: tensor<4x8x!lpf.sf<8>>) -> tensor<4x!lpf.sf<16>> {
  // expected-error@+1 {{[E0913] acc(!lpf.sf<16>) (SF16 hardware accumulation) is only defined for lpf.dot; use acc(f32) or acc(f64)}}
  %0 = lpf.reduce_sum %a dims [1] acc(!lpf.sf<16>) : tensor<4x8x!lpf.sf<8>> -> tensor<4x!lpf.sf<16>>
  return %0 : tensor<4x!lpf.sf<16>>
}

// -----

func.func @acc_sf8(%a: tensor<4x8x!lpf.sf<8>>, %b: tensor<8x2x!lpf.sf<8>>) -> tensor<4x2x!lpf.sf<8>> {
  // expected-error@+1 {{[E0913] accumulator type '!lpf.sf<8>' is narrower than f32; use acc(f32) or acc(f64)}}
  %0 = lpf.dot %a, %b acc(!lpf.sf<8>) : tensor<4x8x!lpf.sf<8>>, tensor<8x2x!lpf.sf<8>> -> tensor<4x2x!lpf.sf<8>>
  return %0 : tensor<4x2x!lpf.sf<8>>
}

// -----

// E0914: arithmetic the format does not have.
func.func @fp8_add(%a: tensor<4xf8E4M3FN>) -> tensor<4xf8E4M3FN> {
  // expected-error@+1 {{[E0914] 'lpf.add' on 'f8E4M3FN': 8/6/4-bit floats, E8M0 and P3109 values have no arithmetic; lpf.convert them to f16, bf16 or f32 first}}
  %0 = lpf.add %a, %a : tensor<4xf8E4M3FN>
  return %0 : tensor<4xf8E4M3FN>
}

// -----

func.func @fp4_mul(%a: f4E2M1FN) -> f4E2M1FN {
  // expected-error@+1 {{[E0914] 'lpf.mul' on 'f4E2M1FN'}}
  %0 = lpf.mul %a, %a : f4E2M1FN
  return %0 : f4E2M1FN
}

// -----

func.func @e8m0_sub(%a: f8E8M0FNU) -> f8E8M0FNU {
  // expected-error@+1 {{[E0914] 'lpf.sub' on 'f8E8M0FNU'}}
  %0 = lpf.sub %a, %a : f8E8M0FNU
  return %0 : f8E8M0FNU
}

// -----

func.func @p3109_div(%a: !lpf.p3109<8, 3, signed, extended>) -> !lpf.p3109<8, 3, signed, extended> {
  // expected-error@+1 {{[E0914] 'lpf.div' on '!lpf.p3109<8, 3, signed, extended>'}}
  %0 = lpf.div %a, %a : !lpf.p3109<8, 3, signed, extended>
  return %0 : !lpf.p3109<8, 3, signed, extended>
}

// -----

func.func @sf_div(%a: !lpf.sf<16>) -> !lpf.sf<16> {
  // expected-error@+1 {{[E0914] division is not defined on SuperFloat '!lpf.sf<16>' (fixed point, |v| < 1); lpf.convert to f32 and divide there}}
  %0 = lpf.div %a, %a : !lpf.sf<16>
  return %0 : !lpf.sf<16>
}

// -----

func.func @neg_unsigned(%a: f8E8M0FNU) -> f8E8M0FNU {
  // expected-error@+1 {{[E0914] 'lpf.neg' on 'f8E8M0FNU': unary minus is arithmetic, and 8/6/4-bit floats, E8M0 and P3109 values have none; lpf.convert them to f16, bf16 or f32 first}}
  %0 = lpf.neg %a : f8E8M0FNU
  return %0 : f8E8M0FNU
}

// -----

// Unary minus is arithmetic (SFEP-0054 §3.5), so the signed 8/6/4-bit floats lack it too.
func.func @neg_fp8(%a: tensor<4xf8E4M3FN>) -> tensor<4xf8E4M3FN> {
  // expected-error@+1 {{[E0914] 'lpf.neg' on 'f8E4M3FN'}}
  %0 = lpf.neg %a : tensor<4xf8E4M3FN>
  return %0 : tensor<4xf8E4M3FN>
}

// -----

func.func @neg_fp6(%a: f6E3M2FN) -> f6E3M2FN {
  // expected-error@+1 {{[E0914] 'lpf.neg' on 'f6E3M2FN'}}
  %0 = lpf.neg %a : f6E3M2FN
  return %0 : f6E3M2FN
}

// -----

func.func @neg_fp4(%a: f4E2M1FN) -> f4E2M1FN {
  // expected-error@+1 {{[E0914] 'lpf.neg' on 'f4E2M1FN'}}
  %0 = lpf.neg %a : f4E2M1FN
  return %0 : f4E2M1FN
}

// -----

func.func @neg_p3109(%a: !lpf.p3109<8, 3, signed, extended>) -> !lpf.p3109<8, 3, signed, extended> {
  // expected-error@+1 {{[E0914] 'lpf.neg' on '!lpf.p3109<8, 3, signed, extended>'}}
  %0 = lpf.neg %a : !lpf.p3109<8, 3, signed, extended>
  return %0 : !lpf.p3109<8, 3, signed, extended>
}

// -----

// tf32 is an f32 carrier whose low 13 bits are zero: other bit patterns are no tf32 code.
func.func @tf32_padding() -> tf32 {
  // expected-error@+1 {{[E0912] raw bits 0x3F800001 are not a 'tf32' code: its low 13 bits are always zero}}
  %0 = lpf.constant 0x3F800001 : tf32
  return %0 : tf32
}

// -----

func.func @tf32_padding_dense() -> tensor<2xtf32> {
  // expected-error@+1 {{[E0912] raw bits 0x3F801000 are not a 'tf32' code}}
  %0 = lpf.constant dense<[0x3F802000, 0x3F801000]> : tensor<2xtf32>
  return %0 : tensor<2xtf32>
}

// -----

func.func @empty_dense_with_elements() -> tensor<2xbf16> {
  // expected-error@+1 {{[E0912] dense<> is the value of a constant without elements, not of 'tensor<2xbf16>'}}
  %0 = lpf.constant dense<> : tensor<2xbf16>
  return %0 : tensor<2xbf16>
}

// -----

func.func @overflowing_count() -> tensor<99999999999x99999999999xbf16> {
  // expected-error@+1 {{[E0912] 'tensor<99999999999x99999999999xbf16>' has more elements than int64 counts}}
  %0 = "lpf.constant"() <{value = ["1.0", "2.0"]}> : () -> tensor<99999999999x99999999999xbf16>
  return %0 : tensor<99999999999x99999999999xbf16>
}
