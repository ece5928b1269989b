// RUN: lpf-opt %s --lower-to-stablehlo --stablehlo-target=iree -split-input-file -verify-diagnostics
// Lowered for IREE, a bf16 or f32 stablehlo.power whose exponent is not a constant integer the
// exit computes as ref does (bf16: -2 to 6, f32: -2 to 4; test/lpf-run/iree-power.mlir) is a located
// E0915: StableHLO defines it as the C library's f64 pow rounded once, IREE takes exp(y log x)
// in f32 and links no f64 pow (issue 40, docs/iree.md).

func.func @power_bf16(%a: tensor<4xbf16>, %b: tensor<4xbf16>) -> tensor<4xbf16> {
  // expected-error @+1 {{[E0915] 'stablehlo.power' raises bf16 values to a power that is not a constant integer in [-2, 6]}}
  %c = stablehlo.power %a, %b : tensor<4xbf16>
  return %c : tensor<4xbf16>
}

// -----

func.func @power_f32_half(%a: tensor<4xf32>) -> tensor<4xf32> {
  %h = stablehlo.constant dense<0.5> : tensor<4xf32>
  // expected-error @+1 {{[E0915] 'stablehlo.power' raises f32 values to a power that is not a constant integer in [-2, 4]}}
  %c = stablehlo.power %a, %h : tensor<4xf32>
  return %c : tensor<4xf32>
}
