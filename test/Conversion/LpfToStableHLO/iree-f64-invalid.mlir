// RUN: lpf-opt %s --lower-to-stablehlo --stablehlo-target=iree -split-input-file -verify-diagnostics
// Lowered for IREE, a mixed module's f64 arithmetic is a located E0915 where lpf cannot show that
// none of its values is an f64 subnormal, which IREE's runtime flushes to 0 (issue 40,
// to_stablehlo/iree_f64.rs; what runs: test/lpf-run/iree-f64.mlir), and so is every f64 op
// beyond add, subtract, multiply, divide, maximum, minimum, ceil, floor, compare, clamp and
// reduce (IREE links no f64 functions).

func.func @f64_arguments(%a: tensor<4xf64>, %b: tensor<4xf64>) -> tensor<4xf64> {
  // expected-error @+1 {{[E0915] 'stablehlo.add' computes on f64 values, which the IREE exit does not compute exactly here: lpf cannot bound one of its f64 values}}
  %c = stablehlo.add %a, %b : tensor<4xf64>
  return %c : tensor<4xf64>
}

// -----

// The eighth power of f32 values: it may be as small as 2^-1192 (f32's 2^-149 to the eighth),
// an f64 subnormal or 0 (the fourth power, at least 2^-596, is fine).
func.func @f64_small_product(%a: tensor<4xf32>) -> tensor<4xf64> {
  %x = stablehlo.convert %a : (tensor<4xf32>) -> tensor<4xf64>
  %p = stablehlo.multiply %x, %x : tensor<4xf64>
  %q = stablehlo.multiply %p, %p : tensor<4xf64>
  // expected-error @+1 {{[E0915] 'stablehlo.multiply' computes on f64 values, which the IREE exit does not compute exactly here: one of its f64 values may be as small as 2^-1074}}
  %r = stablehlo.multiply %q, %q : tensor<4xf64>
  return %r : tensor<4xf64>
}

// -----

// A constant f64 subnormal.
func.func @f64_subnormal_constant(%a: tensor<4xf32>) -> tensor<4xf64> {
  %x = stablehlo.convert %a : (tensor<4xf32>) -> tensor<4xf64>
  %t = stablehlo.constant dense<1.0e-310> : tensor<4xf64>
  // expected-error @+1 {{[E0915] 'stablehlo.add' computes on f64 values, which the IREE exit does not compute exactly here: one of its f64 values may be as small as 2^-1074}}
  %r = stablehlo.add %x, %t : tensor<4xf64>
  return %r : tensor<4xf64>
}

// -----

func.func @f64_sqrt(%a: tensor<4xf32>) -> tensor<4xf64> {
  %x = stablehlo.convert %a : (tensor<4xf32>) -> tensor<4xf64>
  // expected-error @+1 {{[E0915] 'stablehlo.sqrt' computes on f64 values, which the IREE exit does not compute exactly here: lpf neither bounds nor emulates this f64 op on IREE}}
  %r = stablehlo.sqrt %x : tensor<4xf64>
  return %r : tensor<4xf64>
}
