// -canonicalize folds lpf ops through the same code as lpf-fold (the ops' C++ fold calls the Rust
// fold hook), so all three runs must give the same bits, checked against one set of lines.
// RUN: lpf-opt %s --pass-pipeline='builtin.module(canonicalize)' -split-input-file | FileCheck %s
// RUN: lpf-opt %s --pass-pipeline='builtin.module(lpf-fold)' -split-input-file | FileCheck %s
// RUN: mlir-opt-22 --load-dialect-plugin=%lpf_plugin %s -canonicalize -split-input-file | FileCheck %s

// Converts fold with their rounding and overflow: 0.1 in f32 (0x3DCCCCCD) to f8E4M3FN is
// 0.1015625 (0x1D); 1000 saturates to 448 (0x7E) by default and is NaN (0x7F) with
// overflow(nan_or_inf); 1.9 to f4E2M1FN is 1.5 (0x3) toward zero and 2.0 (0x4) to nearest. An
// f64 1.0625 + 2^-40 from an arith.constant rounds once, up, to 0x39.
// CHECK-LABEL: func.func @convert
// CHECK-DAG: %[[A:.*]] = lpf.constant 0x1D : f8E4M3FN
// CHECK-DAG: %[[S:.*]] = lpf.constant dense<[0x7E, 0xC0]> : tensor<2xf8E4M3FN>
// CHECK-DAG: %[[N:.*]] = lpf.constant dense<[0x7F, 0xC0]> : tensor<2xf8E4M3FN>
// CHECK-DAG: %[[C:.*]] = lpf.constant 0x39 : f8E4M3FN
// CHECK-DAG: %[[T:.*]] = lpf.constant 0x3 : f4E2M1FN
// CHECK-DAG: %[[R:.*]] = lpf.constant 0x4 : f4E2M1FN
// CHECK-NOT: lpf.convert
// CHECK: return %[[A]], %[[S]], %[[N]], %[[C]], %[[T]], %[[R]]
func.func @convert() -> (f8E4M3FN, tensor<2xf8E4M3FN>, tensor<2xf8E4M3FN>, f8E4M3FN, f4E2M1FN, f4E2M1FN) {
  %x = lpf.constant 0.1 : f32
  %a = lpf.convert %x : f32 to f8E4M3FN
  %t = lpf.constant dense<[1000.0, -2.0]> : tensor<2xf32>
  %s = lpf.convert %t : tensor<2xf32> to tensor<2xf8E4M3FN>
  %n = lpf.convert %t overflow(nan_or_inf) : tensor<2xf32> to tensor<2xf8E4M3FN>
  %w = arith.constant 0x3FF1000000001000 : f64
  %c = lpf.convert %w : f64 to f8E4M3FN
  %y = lpf.constant 1.9 : f32
  %tz = lpf.convert %y rounding(toward_zero) : f32 to f4E2M1FN
  %ne = lpf.convert %y : f32 to f4E2M1FN
  return %a, %s, %n, %c, %tz, %ne : f8E4M3FN, tensor<2xf8E4M3FN>, tensor<2xf8E4M3FN>, f8E4M3FN, f4E2M1FN, f4E2M1FN
}

// -----

// Elementwise ops fold in their type with their rounding, and chains fold: bf16 1 + 2^-8 ties
// to even (0x3F80); 1/3 is 0x3EAA toward zero and 0x3EAB to nearest; f16 -[1.5, -0.0] is
// [0xBE00, 0x0000]; SF8 0.75 + 0.5 saturates at 127/128 (0x7F); -1.5 < 1.5 and not 0 < -0.
// CHECK-LABEL: func.func @elementwise
// CHECK-DAG: %[[S:.*]] = lpf.constant 0x3F80 : bf16
// CHECK-DAG: %[[T:.*]] = lpf.constant 0x3EAA : bf16
// CHECK-DAG: %[[R:.*]] = lpf.constant 0x3EAB : bf16
// CHECK-DAG: %[[N:.*]] = lpf.constant dense<[0xBE00, 0x0000]> : tensor<2xf16>
// CHECK-DAG: %[[F:.*]] = lpf.constant 0x7F : !lpf.sf<8>
// CHECK-DAG: %[[P:.*]] = arith.constant dense<[true, false]> : tensor<2xi1>
// CHECK-DAG: %[[Q:.*]] = arith.constant true
// CHECK-NOT: lpf.add
// CHECK: return %[[S]], %[[T]], %[[R]], %[[N]], %[[F]], %[[P]], %[[Q]]
func.func @elementwise() -> (bf16, bf16, bf16, tensor<2xf16>, !lpf.sf<8>, tensor<2xi1>, i1) {
  %one = lpf.constant 1.0 : bf16
  %tiny = lpf.constant 0.00390625 : bf16
  %three = lpf.constant 3.0 : bf16
  %sum = lpf.add %one, %tiny : bf16
  %tz = lpf.div %one, %three rounding(toward_zero) : bf16
  %ne = lpf.div %one, %three : bf16
  %v = lpf.constant dense<[1.5, -0.0]> : tensor<2xf16>
  %neg = lpf.neg %v : tensor<2xf16>
  %p = lpf.constant 0.75 : !lpf.sf<8>
  %q = lpf.constant 0.5 : !lpf.sf<8>
  %sat = lpf.add %p, %q : !lpf.sf<8>
  %lt = lpf.cmp olt, %neg, %v : tensor<2xf16>
  %nan = lpf.constant 0x7FC0 : bf16
  %uno = lpf.cmp uno, %nan, %one : bf16
  return %sum, %tz, %ne, %neg, %sat, %lt, %uno : bf16, bf16, bf16, tensor<2xf16>, !lpf.sf<8>, tensor<2xi1>, i1
}

// -----

// Ops with an operand that is not a constant stay.
// CHECK-LABEL: func.func @not_constant
// CHECK: lpf.mul %arg0, %{{.*}} : f16
// CHECK: lpf.convert %arg0 : f16 to f8E5M2
func.func @not_constant(%arg0: f16) -> (f16, f8E5M2) {
  %c = lpf.constant 2.0 : f16
  %m = lpf.mul %arg0, %c : f16
  %k = lpf.convert %arg0 : f16 to f8E5M2
  return %m, %k : f16, f8E5M2
}
