// RUN: lpf-opt %s --lower-to-llvm -split-input-file -verify-diagnostics

// Mixed modules (docs/llvm.md, "Mixed modules"): what neither lpf's path nor StableHLO's linalg
// conversion lowers fails at the op with E0915, never a silent partial lowering.
func.func @custom(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{[E0915] 'stablehlo.custom_call' is not supported by the LLVM exit}}
  %y = stablehlo.custom_call @foo(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %y : tensor<4xf32>
}

// -----

// StableHLO's linalg conversion has no pattern for sort: it stays and is refused.
func.func @sort(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{[E0915] 'stablehlo.sort' is not supported by the LLVM exit}}
  %y = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare LT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) {dimension = 0 : i64} : (tensor<4xf32>) -> tensor<4xf32>
  return %y : tensor<4xf32>
}

// -----

// bf16 math has no exact lowering (no lpf op computes exp): refused at the StableHLO op.
func.func @exp_bf16(%x: tensor<4xbf16>) -> tensor<4xbf16> {
  // expected-error@+1 {{[E0915] lpf-scalar-to-calls: 'math.exp' on bf16 is not supported by the LLVM exit}}
  %y = stablehlo.exponential %x : tensor<4xbf16>
  return %y : tensor<4xbf16>
}

// -----

// Nor does a bf16 maximum (StableHLO's NaN rule for it is not an lpf op).
func.func @max_bf16(%x: tensor<4xbf16>, %z: tensor<4xbf16>) -> tensor<4xbf16> {
  // expected-error@+1 {{[E0915] lpf-scalar-to-calls: 'arith.maximumf' on bf16 is not supported by the LLVM exit}}
  %y = stablehlo.maximum %x, %z : tensor<4xbf16>
  return %y : tensor<4xbf16>
}

// -----

// Nor f8 math next to an lpf op: the lpf op lowers, the tanh on f8 is refused at its op.
func.func @tanh_f8(%x: tensor<4xf32>) -> tensor<4xf8E4M3FN> {
  %f = lpf.convert %x : tensor<4xf32> to tensor<4xf8E4M3FN>
  // expected-error@+1 {{[E0915] lpf-scalar-to-calls: 'math.tanh' on f8E4M3FN is not supported by the LLVM exit}}
  %y = stablehlo.tanh %f : tensor<4xf8E4M3FN>
  return %y : tensor<4xf8E4M3FN>
}
