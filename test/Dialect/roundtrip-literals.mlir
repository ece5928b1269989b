// Every printed module parses back to itself: a generic-form literal that MLIR's lexer would
// split (`1e10` is the integer 1 then a name; `0X3F80` is 0 then a name) prints with the same
// value in a spelling that lexes (`1.0e10`, `0x3F80`); a constant without elements prints
// `dense<>` (nested `[]` would not match a shape like 0x3, and takes a line per row).
// RUN: lpf-opt %s | FileCheck %s
// RUN: lpf-opt %s | lpf-opt | FileCheck %s
// RUN: lpf-opt %s --mlir-print-op-generic | lpf-opt | FileCheck %s
// RUN: mlir-opt-22 --load-dialect-plugin=%lpf_plugin %s | lpf-opt | FileCheck %s

// CHECK-LABEL: func.func @literals
// CHECK: lpf.constant 1.0e10 : f32
// CHECK: lpf.constant -1.0E+3 : f32
// CHECK: lpf.constant 0x3F80 : bf16
// CHECK: lpf.constant dense<[-2.5E-3, 0x3F800000]> : tensor<2xf32>
"func.func"() <{function_type = () -> (f32, f32, bf16, tensor<2xf32>), sym_name = "literals"}> ({
  %0 = "lpf.constant"() <{value = "1e10"}> : () -> f32
  %1 = "lpf.constant"() <{value = "-1E+3"}> : () -> f32
  %2 = "lpf.constant"() <{value = "0X3F80"}> : () -> bf16
  %3 = "lpf.constant"() <{value = ["-2.5E-3", "0x3F800000"]}> : () -> tensor<2xf32>
  "func.return"(%0, %1, %2, %3) : (f32, f32, bf16, tensor<2xf32>) -> ()
}) : () -> ()

// CHECK-LABEL: func.func @no_elements
// CHECK: lpf.constant dense<> : tensor<0x3xbf16>
// CHECK: lpf.constant dense<> : tensor<1000000000000x0xbf16>
func.func @no_elements() -> (tensor<0x3xbf16>, tensor<1000000000000x0xbf16>) {
  %0 = "lpf.constant"() <{value = []}> : () -> tensor<0x3xbf16>
  %1 = lpf.constant dense<> : tensor<1000000000000x0xbf16>
  return %0, %1 : tensor<0x3xbf16>, tensor<1000000000000x0xbf16>
}

// Nested lists of any rank print and parse without recursion (dialect/tests/api.rs parses
// a rank of 5,000).
// CHECK-LABEL: func.func @nested
// CHECK: lpf.constant dense<{{\[}}[{{\[}}[1.5]], {{\[}}[2.5]]], {{\[}}[{{\[}}3.5]], {{\[}}[4.5]]]]> : tensor<2x2x1x1xf32>
func.func @nested() -> tensor<2x2x1x1xf32> {
  %0 = lpf.constant dense<[[[[1.5]], [[2.5]]], [[[3.5]], [[4.5]]]]> : tensor<2x2x1x1xf32>
  return %0 : tensor<2x2x1x1xf32>
}
