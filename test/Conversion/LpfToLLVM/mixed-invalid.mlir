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

// Nor a 64-bit integer into bf16: through f64 it would round twice (a bf16 maximum, compare,
// select or abs runs: test/lpf-run/mixed-llvm-choose.mlir).
func.func @i64_to_bf16(%x: tensor<4xi64>) -> tensor<4xbf16> {
  // expected-error@+1 {{[E0915] lpf-scalar-to-calls: 'arith.sitofp' on bf16 is not supported by the LLVM exit}}
  %y = stablehlo.convert %x : (tensor<4xi64>) -> tensor<4xbf16>
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
