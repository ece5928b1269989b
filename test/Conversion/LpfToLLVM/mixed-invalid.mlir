// RUN: lpf-opt %s --lower-to-llvm -split-input-file -verify-diagnostics

// Mixed modules (docs/llvm.md, "Mixed modules"): what neither lpf's path nor StableHLO's linalg
// conversion lowers fails at the op with E0915, never a silent partial lowering.
func.func @custom(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{[E0915] 'stablehlo.custom_call' is not supported by the LLVM exit}}
  %y = stablehlo.custom_call @foo(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %y : tensor<4xf32>
}

// -----

// A sort runs as a bitonic network of StableHLO ops with its comparator moved into a helper
// (test/lpf-run/mixed-sort.mlir); a comparator that reads a value from outside its region cannot
// move: the sort stays and is refused.
func.func @sort_capturing(%x: tensor<4xf32>, %t: tensor<f32>) -> tensor<4xf32> {
  // expected-error@+1 {{[E0915] 'stablehlo.sort' is not supported by the LLVM exit}}
  %y = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %t : tensor<f32>
    %c = stablehlo.compare LT, %s, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) {dimension = 0 : i64} : (tensor<4xf32>) -> tensor<4xf32>
  return %y : tensor<4xf32>
}

// -----

// A scatter of two operands at once (test/lpf-run/mixed-scatter*.mlir: one operand runs, with or
// without batching dimensions) stays and is refused.
func.func @scatter_two(%x: tensor<4xf32>, %y: tensor<4xi32>, %i: tensor<1x1xi32>, %u: tensor<1xf32>, %v: tensor<1xi32>) -> (tensor<4xf32>, tensor<4xi32>) {
  // expected-error@+1 {{[E0915] 'stablehlo.scatter' is not supported by the LLVM exit}}
  %r:2 = "stablehlo.scatter"(%x, %y, %i, %u, %v) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<f32>, %c: tensor<i32>, %b: tensor<f32>, %d: tensor<i32>):
    stablehlo.return %b, %d : tensor<f32>, tensor<i32>
  }) : (tensor<4xf32>, tensor<4xi32>, tensor<1x1xi32>, tensor<1xf32>, tensor<1xi32>) -> (tensor<4xf32>, tensor<4xi32>)
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xi32>
}

// -----

// Math on an FP8 format is refused at the StableHLO op (bf16 math runs as XLA computes it, on f32
// widenings rounded back: test/lpf-run/mixed-math-bf16.mlir; XLA normalises FP8 through f16,
// which lpf has not measured).
func.func @exp_f8(%x: tensor<4xf8E5M2>) -> tensor<4xf8E5M2> {
  // expected-error@+1 {{[E0915] lpf-scalar-to-calls: 'math.exp' on f8E5M2 is not supported by the LLVM exit}}
  %y = stablehlo.exponential %x : tensor<4xf8E5M2>
  return %y : tensor<4xf8E5M2>
}

// -----

// Nor a 64-bit integer into bf16: through f64 it would round twice (a bf16 maximum, compare,
// select or abs runs: test/lpf-run/mixed-llvm-choose.mlir).
func.func @i64_to_bf16(%x: tensor<4xi64>) -> tensor<4xbf16> {
  // expected-error@+1 {{[E0915] lpf-scalar-to-calls: the conversion from i64 to bf16 is not supported by the LLVM exit: it converts integers through f64}}
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

// -----

// An lpf op inside a StableHLO region is refused at the lpf op, before the legalisation: the
// exit lowers lpf ops only at a function's top level (it was "op was not bufferized" with an
// IR dump; issue 41, finding 8). --backend ref refuses it too (test/lpf-run/mixed-ref-errors.mlir).
func.func @lpf_in_reduce(%x: tensor<4xf32>) -> tensor<f32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %sum = stablehlo.reduce(%x init: %zero) across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    reducer(%a: tensor<f32>, %b: tensor<f32>) {
      // expected-error@+1 {{[E0915] 'lpf.add' is inside a StableHLO region (of 'stablehlo.reduce'): the LLVM exit lowers lpf ops only at a function's top level}}
      %s = lpf.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }
  return %sum : tensor<f32>
}

// -----

// Also in a map body, and in a while loop's body.
func.func @lpf_in_map(%x: tensor<4xf32>) -> tensor<4xf32> {
  %m = "stablehlo.map"(%x) ({
  ^bb0(%e: tensor<f32>):
    // expected-error@+1 {{[E0915] 'lpf.mul' is inside a StableHLO region (of 'stablehlo.map')}}
    %y = lpf.mul %e, %e : tensor<f32>
    stablehlo.return %y : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4xf32>
  return %m : tensor<4xf32>
}

// -----

func.func @lpf_in_while(%x: tensor<4xf32>, %n: tensor<i1>) -> tensor<4xf32> {
  %r = stablehlo.while(%v = %x) : tensor<4xf32>
  cond {
    stablehlo.return %n : tensor<i1>
  } do {
    // expected-error@+1 {{[E0915] 'lpf.neg' is inside a StableHLO region (of 'stablehlo.while')}}
    %y = lpf.neg %v : tensor<4xf32>
    stablehlo.return %y : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// An lpf.dot of f32 operands in a loop too: its contract rounds each product, which neither the
// loop's fused multiply-adds nor anything else the exit computes there does (a bf16 or f16
// lpf.dot there runs: its products are exact; test/lpf-run/mixed-llvm-loop-widened-dot.mlir).
func.func @f32_dot_in_while(%x: tensor<4x8xf32>, %w: tensor<8x8xf32>, %n: tensor<i1>) -> tensor<4x8xf32> {
  %r = stablehlo.while(%v = %x) : tensor<4x8xf32>
  cond {
    stablehlo.return %n : tensor<i1>
  } do {
    // expected-error@+1 {{[E0915] 'lpf.dot' is inside a StableHLO region (of 'stablehlo.while'): the LLVM exit lowers lpf ops only at a function's top level (inside a region only a bf16 or f16 lpf.dot acc(f32) and an lpf.convert between floats to nearest even, overflowing to infinity or NaN)}}
    %y = lpf.dot %v, %w acc(f32) : tensor<4x8xf32>, tensor<8x8xf32> -> tensor<4x8xf32>
    stablehlo.return %y : tensor<4x8xf32>
  }
  return %r : tensor<4x8xf32>
}

// -----

// A call inside a loop is inlined there (the exit lowers calls at a function's top level only),
// so an lpf op of the callee (a raised dot in a scan's body) is refused at that op.
func.func private @body(%v: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{[E0915] 'lpf.neg' is inside a StableHLO region (of 'stablehlo.while')}}
  %y = lpf.neg %v : tensor<4xf32>
  return %y : tensor<4xf32>
}

func.func @call_in_while(%x: tensor<4xf32>, %n: tensor<i1>) -> tensor<4xf32> {
  %r = stablehlo.while(%v = %x) : tensor<4xf32>
  cond {
    stablehlo.return %n : tensor<i1>
  } do {
    %y = func.call @body(%v) : (tensor<4xf32>) -> tensor<4xf32>
    stablehlo.return %y : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
