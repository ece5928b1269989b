// RUN: lpf-opt %s --pass-pipeline='builtin.module(lpf-fold)' -split-input-file | FileCheck %s

// A decimal literal folds to the bits it rounds to once, from its digits: 1.0625 + 1e-19 is just
// above the f8E4M3FN midpoint of 1.0 and 1.125 and rounds up (0x39); through f64 it would be the
// tie 1.0625 and round to even (0x38).
// CHECK-LABEL: func.func @literal
// CHECK-NEXT: %[[A:.*]] = lpf.constant 0x39 : f8E4M3FN
// CHECK-NEXT: %[[B:.*]] = lpf.constant 0x38 : f8E4M3FN
// CHECK-NEXT: %[[C:.*]] = lpf.constant 0x3DCD : bf16
// CHECK-NEXT: return %[[A]], %[[B]], %[[C]]
func.func @literal() -> (f8E4M3FN, f8E4M3FN, bf16) {
  %a = lpf.constant 1.0625000000000000001 : f8E4M3FN
  %b = lpf.constant 1.0625 : f8E4M3FN
  %c = lpf.constant 0.1 : bf16
  return %a, %b, %c : f8E4M3FN, f8E4M3FN, bf16
}

// -----

// A convert of a constant folds with its rounding and overflow; the source constant goes away.
// 0.1 in f32 is 0x3DCCCCCD; to f8E4M3FN it is 0.1015625 (0x1D). 1000 saturates (0x7E) by
// default and becomes NaN (0x7F) with overflow(nan_or_inf). An f64 -> f8 convert rounds once:
// 1.0625 + 2^-40 goes up to 0x39 (ml_dtypes' array path double-rounds it to 0x38).
// CHECK-LABEL: func.func @convert
// CHECK-NEXT: %[[A:.*]] = lpf.constant 0x1D : f8E4M3FN
// CHECK-NEXT: %[[S:.*]] = lpf.constant dense<[0x7E, 0xC0]> : tensor<2xf8E4M3FN>
// CHECK-NEXT: %[[N:.*]] = lpf.constant dense<[0x7F, 0xC0]> : tensor<2xf8E4M3FN>
// CHECK-NEXT: %[[C:.*]] = lpf.constant 0x39 : f8E4M3FN
// CHECK-NEXT: %[[D:.*]] = lpf.constant 0x3 : f4E2M1FN
// CHECK-NEXT: return %[[A]], %[[S]], %[[N]], %[[C]], %[[D]]
func.func @convert() -> (f8E4M3FN, tensor<2xf8E4M3FN>, tensor<2xf8E4M3FN>, f8E4M3FN, f4E2M1FN) {
  %x = lpf.constant 0.1 : f32
  %a = lpf.convert %x : f32 to f8E4M3FN
  %t = lpf.constant dense<[1000.0, -2.0]> : tensor<2xf32>
  %s = lpf.convert %t : tensor<2xf32> to tensor<2xf8E4M3FN>
  %n = lpf.convert %t overflow(nan_or_inf) : tensor<2xf32> to tensor<2xf8E4M3FN>
  // 1.0625 + 2^-40 as f64 bits
  %w = arith.constant 0x3FF1000000001000 : f64
  %c = lpf.convert %w : f64 to f8E4M3FN
  %y = lpf.constant 1.9 : f32
  %d = lpf.convert %y rounding(toward_zero) : f32 to f4E2M1FN
  return %a, %s, %n, %c, %d : f8E4M3FN, tensor<2xf8E4M3FN>, tensor<2xf8E4M3FN>, f8E4M3FN, f4E2M1FN
}

// -----

// Same-type elementwise ops on constants fold with their rounding mode, and chains fold in one
// run: bf16 1 + 2^-8 ties to even (1.0 = 0x3F80); 1/3 truncated is 0x3EAA, rounded 0x3EAB;
// the negation of f16 [1.5, -0.0] is [0xBE00, 0x0000]; SF8 0.75 + 0.5 saturates at 127/128 (0x7F).
// CHECK-LABEL: func.func @elementwise
// CHECK-NEXT: %[[S:.*]] = lpf.constant 0x3F80 : bf16
// CHECK-NEXT: %[[T:.*]] = lpf.constant 0x3EAA : bf16
// CHECK-NEXT: %[[R:.*]] = lpf.constant 0x3EAB : bf16
// CHECK-NEXT: %[[N:.*]] = lpf.constant dense<[0xBE00, 0x0000]> : tensor<2xf16>
// CHECK-NEXT: %[[F:.*]] = lpf.constant 0x7F : !lpf.sf<8>
// CHECK-NEXT: %[[P:.*]] = arith.constant dense<[true, false]> : tensor<2xi1>
// CHECK-NEXT: return %[[S]], %[[T]], %[[R]], %[[N]], %[[F]], %[[P]]
func.func @elementwise() -> (bf16, bf16, bf16, tensor<2xf16>, !lpf.sf<8>, tensor<2xi1>) {
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
  return %sum, %tz, %ne, %neg, %sat, %lt : bf16, bf16, bf16, tensor<2xf16>, !lpf.sf<8>, tensor<2xi1>
}

// -----

// A float-to-integer cast of an in-range constant folds (truncating toward zero); operands that
// are not constants are left alone.
// CHECK-LABEL: func.func @to_int
// CHECK-NEXT: %[[I:.*]] = arith.constant dense<[-2, 448]> : tensor<2xi32>
// CHECK-NEXT: %[[U:.*]] = arith.constant 3 : i8
// CHECK-NEXT: %[[K:.*]] = lpf.convert %arg0
// CHECK-NEXT: return %[[I]], %[[U]], %[[K]]
func.func @to_int(%arg0: f32) -> (tensor<2xi32>, i8, f16) {
  %c = lpf.constant dense<[-2.75, 448.0]> : tensor<2xf8E4M3FN>
  %i = arith.fptosi %c : tensor<2xf8E4M3FN> to tensor<2xi32>
  %h = lpf.constant 3.5 : f16
  %u = arith.fptoui %h : f16 to i8
  %k = lpf.convert %arg0 : f32 to f16
  return %i, %u, %k : tensor<2xi32>, i8, f16
}
