// RUN: lpf-opt %s --raise-stablehlo -split-input-file 2>/dev/null | FileCheck %s
// RUN: lpf-opt %s --raise-stablehlo=excess-precision=xla -split-input-file 2>/dev/null | FileCheck %s --check-prefix=EXCESS
// RUN: lpf-opt %s --raise-stablehlo=excess-precision=xla -split-input-file 2>/dev/null | lpf-opt -split-input-file
// XLA's excess precision for element-wise bf16 arithmetic (formats.md §5.1; measured by
// python/tests/test_excess_elementwise.py): an op right in front of a user's convert to f32
// hands that user its f32 result. By default every rounding the program writes stays.

// (a * b).astype(f32) and exp(a).astype(f32): the f32 op on exact widenings. A second, bf16
// user of the product keeps the rounded value.
// CHECK-LABEL: func.func public @mul_exp
// CHECK-NEXT: %[[M:.*]] = stablehlo.multiply %arg0, %arg1 : tensor<4xbf16>
// CHECK-NEXT: %[[W:.*]] = lpf.convert %[[M]] {{.*}} : tensor<4xbf16> to tensor<4xf32>
// CHECK-NEXT: %[[E:.*]] = stablehlo.exponential %arg0 : tensor<4xbf16>
// CHECK-NEXT: %[[V:.*]] = lpf.convert %[[E]] {{.*}} : tensor<4xbf16> to tensor<4xf32>
// CHECK-NEXT: return %[[W]], %[[V]], %[[M]]
// EXCESS-LABEL: func.func public @mul_exp
// EXCESS-NEXT: %[[M:.*]] = stablehlo.multiply %arg0, %arg1 : tensor<4xbf16>
// EXCESS-NEXT: %[[A:.*]] = lpf.convert %arg0 {{.*}} : tensor<4xbf16> to tensor<4xf32>
// EXCESS-NEXT: %[[B:.*]] = lpf.convert %arg1 {{.*}} : tensor<4xbf16> to tensor<4xf32>
// EXCESS-NEXT: %[[M32:.*]] = stablehlo.multiply %[[A]], %[[B]] : tensor<4xf32>
// EXCESS-NEXT: %[[A2:.*]] = lpf.convert %arg0 {{.*}} : tensor<4xbf16> to tensor<4xf32>
// EXCESS-NEXT: %[[E32:.*]] = stablehlo.exponential %[[A2]] : tensor<4xf32>
// EXCESS-NEXT: return %[[M32]], %[[E32]], %[[M]]
"func.func"() <{function_type = (tensor<4xbf16>, tensor<4xbf16>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xbf16>), sym_name = "mul_exp", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<4xbf16>, %arg1: tensor<4xbf16>):
  %0 = "stablehlo.multiply"(%arg0, %arg1) : (tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
  %1 = "stablehlo.convert"(%0) : (tensor<4xbf16>) -> tensor<4xf32>
  %2 = "stablehlo.exponential"(%arg0) : (tensor<4xbf16>) -> tensor<4xbf16>
  %3 = "stablehlo.convert"(%2) : (tensor<4xbf16>) -> tensor<4xf32>
  "func.return"(%1, %3, %0) : (tensor<4xf32>, tensor<4xf32>, tensor<4xbf16>) -> ()
}) : () -> ()

// -----

// What keeps its rounding even with excess-precision=xla: the earlier op of a chain (only the
// add in front of the convert is computed in f32), an op with a reshape between it and the
// convert, an exact op (negate), and f16. The bf16 add, left without users, is gone.
// EXCESS-LABEL: func.func public @kept
// EXCESS-NEXT: %[[M:.*]] = stablehlo.multiply %arg0, %arg1 : tensor<4xbf16>
// EXCESS-NEXT: %[[MW:.*]] = lpf.convert %[[M]] {{.*}} : tensor<4xbf16> to tensor<4xf32>
// EXCESS-NEXT: %[[AW:.*]] = lpf.convert %arg0 {{.*}} : tensor<4xbf16> to tensor<4xf32>
// EXCESS-NEXT: %[[S32:.*]] = stablehlo.add %[[MW]], %[[AW]] : tensor<4xf32>
// EXCESS-NEXT: %[[R:.*]] = stablehlo.reshape %[[M]] : (tensor<4xbf16>) -> tensor<2x2xbf16>
// EXCESS-NEXT: %[[RW:.*]] = lpf.convert %[[R]] {{.*}} : tensor<2x2xbf16> to tensor<2x2xf32>
// EXCESS-NEXT: %[[N:.*]] = stablehlo.negate %arg0 : tensor<4xbf16>
// EXCESS-NEXT: %[[NW:.*]] = lpf.convert %[[N]] {{.*}} : tensor<4xbf16> to tensor<4xf32>
// EXCESS-NEXT: %[[H:.*]] = stablehlo.multiply %arg2, %arg2 : tensor<4xf16>
// EXCESS-NEXT: %[[HW:.*]] = lpf.convert %[[H]] {{.*}} : tensor<4xf16> to tensor<4xf32>
// EXCESS-NEXT: return %[[S32]], %[[RW]], %[[NW]], %[[HW]]
"func.func"() <{function_type = (tensor<4xbf16>, tensor<4xbf16>, tensor<4xf16>) -> (tensor<4xf32>, tensor<2x2xf32>, tensor<4xf32>, tensor<4xf32>), sym_name = "kept", sym_visibility = "public"}> ({
^bb0(%arg0: tensor<4xbf16>, %arg1: tensor<4xbf16>, %arg2: tensor<4xf16>):
  %0 = "stablehlo.multiply"(%arg0, %arg1) : (tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
  %1 = "stablehlo.add"(%0, %arg0) : (tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
  %2 = "stablehlo.convert"(%1) : (tensor<4xbf16>) -> tensor<4xf32>
  %3 = "stablehlo.reshape"(%0) : (tensor<4xbf16>) -> tensor<2x2xbf16>
  %4 = "stablehlo.convert"(%3) : (tensor<2x2xbf16>) -> tensor<2x2xf32>
  %5 = "stablehlo.negate"(%arg0) : (tensor<4xbf16>) -> tensor<4xbf16>
  %6 = "stablehlo.convert"(%5) : (tensor<4xbf16>) -> tensor<4xf32>
  %7 = "stablehlo.multiply"(%arg2, %arg2) : (tensor<4xf16>, tensor<4xf16>) -> tensor<4xf16>
  %8 = "stablehlo.convert"(%7) : (tensor<4xf16>) -> tensor<4xf32>
  "func.return"(%2, %4, %6, %8) : (tensor<4xf32>, tensor<2x2xf32>, tensor<4xf32>, tensor<4xf32>) -> ()
}) : () -> ()
