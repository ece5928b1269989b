// What StableHLO's reference interpreter cannot run is refused before it runs, with a located
// [E0915] naming the op and exit status 1 (upstream would end the process at it).
// RUN: not lpf-run %s --entry unknown_op --arg %S/Inputs/f32_4.npy 2>&1 | FileCheck %s --check-prefix=OP
// OP: mixed-ref-errors.mlir:[[@LINE+3]]:8: error: [E0915] 'stablehlo.custom_call' is run neither by StableHLO's reference interpreter nor by lpf-run's evaluator
func.func @unknown_op(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = stablehlo.add %x, %x : tensor<4xf32>
  %z = stablehlo.custom_call @foo(%y) : (tensor<4xf32>) -> tensor<4xf32>
  return %z : tensor<4xf32>
}

// lpf's own types do not cross into the interpreter.
// RUN: not lpf-run %s --entry lpf_type --arg %S/Inputs/f32_4.npy 2>&1 | FileCheck %s --check-prefix=TYPE
// TYPE: mixed-ref-errors.mlir:[[@LINE+3]]:8: error: [E0915] 'lpf.convert' has a value of type tensor<4x!lpf.sf<8>>, which cannot cross into StableHLO's reference interpreter
func.func @lpf_type(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = stablehlo.add %x, %x : tensor<4xf32>
  %q = lpf.convert %y : tensor<4xf32> to tensor<4x!lpf.sf<8>>
  %z = lpf.convert %q : tensor<4x!lpf.sf<8>> to tensor<4xf32>
  return %z : tensor<4xf32>
}

// The interpreter hands lpf-run only the ops at a function's top level and in `while` regions
// (there only the `math.fma` of XLA's rewrites and the ops lpf-run takes are let through).
// RUN: not lpf-run %s --entry nested --arg %S/Inputs/f32_4.npy 2>&1 | FileCheck %s --check-prefix=NESTED
// NESTED: mixed-ref-errors.mlir:[[@LINE+5]]:12: error: [E0915] 'lpf.add' is inside a StableHLO region
func.func @nested(%x: tensor<4xf32>) -> tensor<f32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %sum = stablehlo.reduce(%x init: %zero) across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    reducer(%a: tensor<f32>, %b: tensor<f32>) {
      %s = lpf.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }
  return %sum : tensor<f32>
}

// Dynamic shapes end upstream's interpreter: refused at the op.
// RUN: not lpf-run %s --entry dynamic --arg %S/Inputs/f32_4.npy 2>&1 | FileCheck %s --check-prefix=DYNAMIC
// DYNAMIC: mixed-ref-errors.mlir:[[@LINE+3]]:8: error: [E0915] 'tensor.cast' has a value of type tensor<?xf32>
func.func @dynamic(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = stablehlo.add %x, %x : tensor<4xf32>
  %d = tensor.cast %y : tensor<4xf32> to tensor<?xf32>
  %z = tensor.cast %d : tensor<?xf32> to tensor<4xf32>
  return %z : tensor<4xf32>
}

// A scalar (lpf's per-tensor scale) cannot cross either: the interpreter's values are tensors.
// RUN: not lpf-run %s --entry scalar 2>&1 | FileCheck %s --check-prefix=SCALAR
// SCALAR: mixed-ref-errors.mlir:[[@LINE+3]]:8: error: [E0915] 'arith.constant' has a value of type f32, which cannot cross
func.func @scalar() -> tensor<1x16xf4E2M1FN> {
  %x = stablehlo.constant dense<1.0> : tensor<1x16xf32>
  %g = arith.constant 2.0 : f32
  %q, %s = lpf.quantize_block %x, %g block(16) : tensor<1x16xf32>, f32 -> tensor<1x16xf4E2M1FN>, tensor<1x1xf8E4M3FN>
  return %q : tensor<1x16xf4E2M1FN>
}

// A stablehlo.convert into FP4/FP6/E8M0 is computed by lpf.convert (StableHLO's interpreter
// rounds into them unlike XLA, issue 41), which the interpreter hands over only at a function's
// top level: inside a region it is refused at the user's convert.
// RUN: not lpf-run %s --entry narrow_convert_in_region --arg %S/Inputs/f32_4.npy 2>&1 | FileCheck %s --check-prefix=NARROW
// NARROW: mixed-ref-errors.mlir:[[@LINE+5]]:10: error: [E0915] 'stablehlo.convert' converts f32 into f4E2M1FN inside a StableHLO region
func.func @narrow_convert_in_region(%x: tensor<4xf32>) -> tensor<4xf4E2M1FN> {
  %m = "stablehlo.map"(%x) ({
  ^bb0(%e: tensor<f32>):
    %y = stablehlo.add %e, %e : tensor<f32>
    %c = stablehlo.convert %y : (tensor<f32>) -> tensor<f4E2M1FN>
    stablehlo.return %c : tensor<f4E2M1FN>
  }) {dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4xf4E2M1FN>
  return %m : tensor<4xf4E2M1FN>
}
