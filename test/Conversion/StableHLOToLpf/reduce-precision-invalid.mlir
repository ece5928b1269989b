// RUN: lpf-opt %s --raise-stablehlo -split-input-file -verify-diagnostics

// Attributes of the wrong width: StableHLO's verifier (the dialect is registered) refuses any
// width but i32 at the op when the module is read, so the raise never sees them. Reading every
// integer attribute at its real width (lpf_dialect::attrs::integer_value, which the raise uses,
// with a remark printing an out-of-range value as written) is tested in dialect/tests/api.rs.
"func.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "wide_out_of_range", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<4xf32>):
  // expected-error @+1 {{'stablehlo.reduce_precision' op attribute 'mantissa_bits' failed to satisfy constraint: 32-bit signless integer attribute}}
  %0 = "stablehlo.reduce_precision"(%arg0) <{exponent_bits = 8 : i32, mantissa_bits = 18446744073709551623 : i128}> : (tensor<4xf32>) -> tensor<4xf32>
  "func.return"(%0) : (tensor<4xf32>) -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "wide_exponent", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<4xf32>):
  // expected-error @+1 {{'stablehlo.reduce_precision' op attribute 'exponent_bits' failed to satisfy constraint: 32-bit signless integer attribute}}
  %0 = "stablehlo.reduce_precision"(%arg0) <{exponent_bits = 18446744073709551624 : ui128, mantissa_bits = 7 : i32}> : (tensor<4xf32>) -> tensor<4xf32>
  "func.return"(%0) : (tensor<4xf32>) -> ()
}) : () -> ()
