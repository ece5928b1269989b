// RUN: lpf-opt %s --lower-to-stablehlo -split-input-file -verify-diagnostics

// An lpf op inside a StableHLO computation (a map, reduce, sort or scatter body) is refused at
// the lpf op: XLA applies such a body in an order of its choosing, and its map inlining breaks
// on the call the lpf op would become (issue 41, finding 8). --backend ref and the LLVM exit
// refuse it too (test/lpf-run/mixed-ref-errors.mlir, test/Conversion/LpfToLLVM/mixed-invalid.mlir).
func.func @reduce_body(%x: tensor<4xf32>) -> tensor<f32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %sum = stablehlo.reduce(%x init: %zero) across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    reducer(%a: tensor<f32>, %b: tensor<f32>) {
      // expected-error@+1 {{[E0915] 'lpf.add' is inside a StableHLO region (of 'stablehlo.reduce'): the StableHLO exit lowers lpf ops at a function's top level and in while/case/if bodies only}}
      %s = lpf.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }
  return %sum : tensor<f32>
}

// -----

// The innermost computation is named, also under a while loop.
func.func @map_in_while(%x: tensor<4xf32>, %n: tensor<i1>) -> tensor<4xf32> {
  %r = stablehlo.while(%v = %x) : tensor<4xf32>
  cond {
    stablehlo.return %n : tensor<i1>
  } do {
    %m = "stablehlo.map"(%v) ({
    ^bb0(%e: tensor<f32>):
      // expected-error@+1 {{[E0915] 'lpf.mul' is inside a StableHLO region (of 'stablehlo.map')}}
      %y = lpf.mul %e, %e : tensor<f32>
      stablehlo.return %y : tensor<f32>
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4xf32>
    stablehlo.return %m : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
