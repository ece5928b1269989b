// RUN: lpf-opt %s --lower-to-stablehlo --stablehlo-target=iree -split-input-file -verify-diagnostics
// Lowered for IREE, a bf16 or f32 stablehlo.power whose exponent is not a constant integer the
// exit computes as ref does (bf16: -2 to 6, f32: -2 to 4; test/lpf-run/iree-power.mlir) is a located
// E0915: ref and XLA compute it with the C library (f32: its powf; bf16: its f64 pow rounded
// once), IREE takes exp(y log x) in f32 and links no f64 pow (issue 40, docs/iree.md).

func.func @power_bf16(%a: tensor<4xbf16>, %b: tensor<4xbf16>) -> tensor<4xbf16> {
  // expected-error @+1 {{[E0915] 'stablehlo.power' raises bf16 values to a power that is not a constant integer in [-2, 6]}}
  %c = stablehlo.power %a, %b : tensor<4xbf16>
  return %c : tensor<4xbf16>
}

// -----

// (0.5 is XLA's |sqrt(x)|, computed: hlo_defined::xla_small_power.)
func.func @power_f32_half(%a: tensor<4xf32>) -> tensor<4xf32> {
  %h = stablehlo.constant dense<1.5> : tensor<4xf32>
  // expected-error @+1 {{[E0915] 'stablehlo.power' raises f32 values to a power that is not a constant integer in [-2, 4]}}
  %c = stablehlo.power %a, %h : tensor<4xf32>
  return %c : tensor<4xf32>
}

// -----

// Through a convert (torch-mlir's form), an exponent that is not an integer is refused too.
func.func @power_f32_converted_half(%a: tensor<4xf32>) -> tensor<4xf32> {
  %h = arith.constant dense<2.5> : tensor<1xf64>
  %c = stablehlo.convert %h : (tensor<1xf64>) -> tensor<1xf32>
  %s = stablehlo.reshape %c : (tensor<1xf32>) -> tensor<f32>
  %e = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<f32>) -> tensor<4xf32>
  // expected-error @+1 {{[E0915] 'stablehlo.power' raises f32 values to a power that is not a constant integer in [-2, 4]}}
  %p = stablehlo.power %a, %e : tensor<4xf32>
  return %p : tensor<4xf32>
}

// -----

// Nor is an integer outside the range (7 into f32).
func.func @power_f32_converted_seven(%a: tensor<4xf32>) -> tensor<4xf32> {
  %n = arith.constant dense<7> : tensor<1xi64>
  %c = stablehlo.convert %n : (tensor<1xi64>) -> tensor<1xf32>
  %s = stablehlo.reshape %c : (tensor<1xf32>) -> tensor<f32>
  %e = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<f32>) -> tensor<4xf32>
  // expected-error @+1 {{[E0915] 'stablehlo.power' raises f32 values to a power that is not a constant integer in [-2, 4]}}
  %p = stablehlo.power %a, %e : tensor<4xf32>
  return %p : tensor<4xf32>
}
