// RUN: lpf-opt %s --lower-to-stablehlo --stablehlo-target=iree -split-input-file -verify-diagnostics
// Lowered for IREE, a user's StableHLO op that computes on f4E2M1FN, f8E4M3, f8E3M4 or
// f8E4M3B11FNUZ values (IREE's runtime has none of these types: the exit carries their ui8
// codes, which IREE's ops would read as integers) is a located E0915 (lpf-diff on iree's mixed
// programs, issue 40). Ops that only move values, converts, FLOAT compares and, at a function's
// top level or in while/case/if bodies, add, subtract, multiply, divide, maximum, minimum,
// negate and abs are lowered (docs/iree.md; test/lpf-run/iree-code-arith.mlir).

func.func @sqrt_f8E4M3(%a: tensor<4xf8E4M3>) -> tensor<4xf8E4M3> {
  // expected-error @+1 {{[E0915] 'stablehlo.sqrt' computes on f8E4M3 values, which IREE does not: its runtime has no f8E4M3 type}}
  %c = stablehlo.sqrt %a : tensor<4xf8E4M3>
  return %c : tensor<4xf8E4M3>
}

// -----

func.func @constant_f4() -> tensor<2xf4E2M1FN> {
  // expected-error @+1 {{[E0915] 'stablehlo.constant' computes on f4E2M1FN values}}
  %c = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf4E2M1FN>
  return %c : tensor<2xf4E2M1FN>
}

// -----

func.func @max_in_map(%a: tensor<4xf8E4M3B11FNUZ>, %b: tensor<4xf8E4M3B11FNUZ>) -> tensor<4xf8E4M3B11FNUZ> {
  %m = "stablehlo.map"(%a, %b) ({
  ^bb0(%x: tensor<f8E4M3B11FNUZ>, %y: tensor<f8E4M3B11FNUZ>):
    // expected-error @+1 {{[E0915] 'stablehlo.maximum' computes on f8E4M3B11FNUZ values}}
    %r = stablehlo.maximum %x, %y : tensor<f8E4M3B11FNUZ>
    stablehlo.return %r : tensor<f8E4M3B11FNUZ>
  }) {dimensions = array<i64: 0>} : (tensor<4xf8E4M3B11FNUZ>, tensor<4xf8E4M3B11FNUZ>) -> tensor<4xf8E4M3B11FNUZ>
  return %m : tensor<4xf8E4M3B11FNUZ>
}

// -----

// Moves, converts and FLOAT compares of these values are lowered.
func.func @moves(%a: tensor<2x2xf8E3M4>, %p: tensor<2x2xi1>) -> (tensor<4xf8E3M4>, tensor<2x2xf8E3M4>, tensor<2x2xi1>, tensor<2x2xf32>) {
  %r = stablehlo.reshape %a : (tensor<2x2xf8E3M4>) -> tensor<4xf8E3M4>
  %t = stablehlo.transpose %a, dims = [1, 0] : (tensor<2x2xf8E3M4>) -> tensor<2x2xf8E3M4>
  %s = stablehlo.select %p, %a, %t : tensor<2x2xi1>, tensor<2x2xf8E3M4>
  %c = stablehlo.compare LT, %a, %t, FLOAT : (tensor<2x2xf8E3M4>, tensor<2x2xf8E3M4>) -> tensor<2x2xi1>
  %f = stablehlo.convert %s : (tensor<2x2xf8E3M4>) -> tensor<2x2xf32>
  return %r, %s, %c, %f : tensor<4xf8E3M4>, tensor<2x2xf8E3M4>, tensor<2x2xi1>, tensor<2x2xf32>
}
