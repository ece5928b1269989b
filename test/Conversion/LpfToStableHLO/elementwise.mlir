// RUN: lpf-opt %s --lower-to-stablehlo -split-input-file | FileCheck %s

// bf16 arithmetic is done in f64 on the exactly decoded operands and rounded once by the integer
// emulation: never XLA's own bf16/f32 add, which flushes subnormals.
// CHECK-LABEL: func.func @bf16_add(%arg0: tensor<7xbf16>, %arg1: tensor<7xbf16>) -> tensor<7xbf16>
// CHECK: call @[[ADD:__lpf_add_[0-9a-f]+]](%arg0, %arg1)
// CHECK: func.func private @[[ADD]](
// CHECK-NOT: stablehlo.add {{.*}} : tensor<7xbf16>
// CHECK: stablehlo.add %{{.*}}, %{{.*}} : tensor<7xf64>
// CHECK: stablehlo.bitcast_convert %{{.*}} : (tensor<7xui16>) -> tensor<7xbf16>
func.func @bf16_add(%a: tensor<7xbf16>, %b: tensor<7xbf16>) -> tensor<7xbf16> {
  %s = lpf.add %a, %b : tensor<7xbf16>
  return %s : tensor<7xbf16>
}

// -----

// A directed rounding of a bf16 sum: TwoSum gives the f64 sum and the sign of its exact error,
// which the emulated encoder uses to round the exact sum (1 + 2^-100 rounds up to 1 + 2^-7).
// CHECK-LABEL: func.func @bf16_add_upward(%arg0: tensor<7xbf16>, %arg1: tensor<7xbf16>) -> tensor<7xbf16>
// CHECK: func.func private @__lpf_add_
// CHECK: %[[S:[a-z0-9_]+]] = stablehlo.add %[[X:[a-z0-9_]+]], %[[Y:[a-z0-9_]+]] : tensor<7xf64>
// CHECK: %[[BB:[a-z0-9_]+]] = stablehlo.subtract %[[S]], %[[X]]
// CHECK: stablehlo.subtract %[[S]], %[[BB]]
func.func @bf16_add_upward(%a: tensor<7xbf16>, %b: tensor<7xbf16>) -> tensor<7xbf16> {
  %s = lpf.add %a, %b rounding(upward) : tensor<7xbf16>
  return %s : tensor<7xbf16>
}

// -----

// SuperFloat mul with its rounding mode, on ui8 codes; equal helpers are shared.
// CHECK-LABEL: func.func @sf_mul(%arg0: tensor<3xui8>) -> tensor<3xui8>
// CHECK: %[[M:[0-9]+]] = call @[[MUL:__lpf_multiply_[0-9a-f]+]](%arg0, %arg0) : (tensor<3xui8>, tensor<3xui8>) -> tensor<3xui8>
// CHECK: call @[[MUL]](%[[M]], %[[M]])
// CHECK-COUNT-1: func.func private @__lpf_multiply_
// CHECK: stablehlo.multiply %{{.*}}, %{{.*}} : tensor<3xf64>
func.func @sf_mul(%a: tensor<3x!lpf.sf<8>>) -> tensor<3x!lpf.sf<8>> {
  %m = lpf.mul %a, %a rounding(toward_zero) : tensor<3x!lpf.sf<8>>
  %n = lpf.mul %m, %m rounding(toward_zero) : tensor<3x!lpf.sf<8>>
  return %n : tensor<3x!lpf.sf<8>>
}

// -----

// cmp compares exact integer keys of the decoded values (XLA's float compare would see flushed
// subnormals as zero); unordered predicates add the NaN test.
// CHECK-LABEL: func.func @cmp(%arg0: tensor<5xf16>, %arg1: tensor<5xf16>) -> tensor<5xi1>
// CHECK: func.func private @__lpf_cmp_
// CHECK: stablehlo.compare{{.*}}LT, %{{.*}}, %{{.*}} : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi1>
// CHECK: stablehlo.or
func.func @cmp(%a: tensor<5xf16>, %b: tensor<5xf16>) -> tensor<5xi1> {
  %p = lpf.cmp ult, %a, %b : tensor<5xf16>
  return %p : tensor<5xi1>
}

// -----

// Constants are their exact codes: a decimal literal rounded once by lpf-numerics (1.0625 + tiny
// is 0x39 in f8E4M3FN), raw-bit literals as written; a rank-2 constant is reshaped.
// CHECK-LABEL: func.func @constants() -> tensor<2x2xf8E4M3FN>
// CHECK: func.func private @__lpf_constant_
// CHECK: stablehlo.constant dense<[1.125000e+00, 4.480000e+02, -2.000000e+00, 0.000000e+00]> : tensor<4xf8E4M3FN>
// CHECK: stablehlo.reshape %{{.*}} : (tensor<4xf8E4M3FN>) -> tensor<2x2xf8E4M3FN>
func.func @constants() -> tensor<2x2xf8E4M3FN> {
  %k = lpf.constant dense<[[1.0625000000000000001, 0x7E], [-2.0, 0.0]]> : tensor<2x2xf8E4M3FN>
  return %k : tensor<2x2xf8E4M3FN>
}

// -----

// A splat constant stays one literal, whatever its size (found by fuzzing: 10^8 elements were
// expanded into one literal each and the pass ran for minutes; above 2^28 it was refused).
// CHECK-LABEL: func.func @huge_splat
// CHECK: stablehlo.constant dense<{{[-0-9.e+]+}}> : tensor<20000x20000xbf16>
func.func @huge_splat() -> tensor<20000x20000xbf16> {
  %c = lpf.constant dense<1.5> : tensor<20000x20000xbf16>
  return %c : tensor<20000x20000xbf16>
}

// -----

// relu and leaky_relu on a format XLA has (bf16): a private emulated function each, called from
// the original function (decode through the integer bits, then the exact rule).
// CHECK-LABEL: func.func @activations(
// CHECK: call @__lpf_relu_{{[0-9a-f]+}}(%{{.*}}) : (tensor<4xbf16>) -> tensor<4xbf16>
// CHECK: call @__lpf_leaky_relu_{{[0-9a-f]+}}(%{{.*}}) : (tensor<4xbf16>) -> tensor<4xbf16>
// CHECK: func.func private @__lpf_relu_
// CHECK: stablehlo.bitcast_convert
// CHECK: func.func private @__lpf_leaky_relu_
// CHECK-NOT: lpf.
func.func @activations(%x: tensor<4xbf16>) -> (tensor<4xbf16>, tensor<4xbf16>) {
  %a = lpf.relu %x : tensor<4xbf16>
  %b = lpf.leaky_relu %x : tensor<4xbf16>
  return %a, %b : tensor<4xbf16>, tensor<4xbf16>
}
