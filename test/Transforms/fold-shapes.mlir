// Folds build results of the op's own type: a comparison or float-to-int cast of rank >= 2
// constants gives a nested dense attribute of that shape (a flat `dense<[...]>` was rejected);
// a splat folds to a splat, whatever its size; no elements fold to `dense<>`. The same through
// lpf-fold, -canonicalize, and stock mlir-opt-22 with the plugin (the fold hook).
// RUN: lpf-opt %s --lpf-fold | FileCheck %s
// RUN: lpf-opt %s --canonicalize | FileCheck %s
// RUN: mlir-opt-22 --load-dialect-plugin=%lpf_plugin --load-pass-plugin=%lpf_plugin %s --canonicalize | FileCheck %s
// Every printed module parses back to itself.
// RUN: lpf-opt %s --lpf-fold | lpf-opt | FileCheck %s

// CHECK-LABEL: func.func @cmp_rank2
// CHECK: arith.constant dense<{{\[}}[true, false], [false, true]]> : tensor<2x2xi1>
func.func @cmp_rank2() -> tensor<2x2xi1> {
  %a = lpf.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xbf16>
  %b = lpf.constant dense<[[1.0, 0.0], [5.0, 4.0]]> : tensor<2x2xbf16>
  %c = lpf.cmp oeq, %a, %b : tensor<2x2xbf16>
  return %c : tensor<2x2xi1>
}

// CHECK-LABEL: func.func @cmp_splat
// CHECK: arith.constant dense<true> : tensor<2x3x4xi1>
func.func @cmp_splat() -> tensor<2x3x4xi1> {
  %s = lpf.constant dense<1.0> : tensor<2x3x4xbf16>
  %c = lpf.cmp ole, %s, %s : tensor<2x3x4xbf16>
  return %c : tensor<2x3x4xi1>
}

// A splat beside a full constant: the splat's value pairs with every element.
// CHECK-LABEL: func.func @splat_and_full
// CHECK: lpf.constant dense<{{\[}}[0x4000, 0x4040], [0x3F80, 0x0000]]> : tensor<2x2xbf16>
func.func @splat_and_full() -> tensor<2x2xbf16> {
  %s = lpf.constant dense<1.0> : tensor<2x2xbf16>
  %f = lpf.constant dense<[[1.0, 2.0], [0.0, -1.0]]> : tensor<2x2xbf16>
  %r = lpf.add %s, %f : tensor<2x2xbf16>
  return %r : tensor<2x2xbf16>
}

// 10^8 elements: one literal, computed once (expanding it took seconds and gigabytes).
// CHECK-LABEL: func.func @huge_splat
// CHECK: lpf.constant dense<0x4040> : tensor<10000x10000xbf16>
func.func @huge_splat() -> tensor<10000x10000xbf16> {
  %c = arith.constant dense<1.5> : tensor<10000x10000xf32>
  %d = lpf.convert %c : tensor<10000x10000xf32> to tensor<10000x10000xbf16>
  %e = lpf.add %d, %d : tensor<10000x10000xbf16>
  return %e : tensor<10000x10000xbf16>
}

// No elements, with a huge leading dimension: `dense<>`, not 10^12 `[]`.
// CHECK-LABEL: func.func @no_elements
// CHECK: lpf.constant dense<> : tensor<1000000000000x0xf32>
func.func @no_elements() -> tensor<1000000000000x0xf32> {
  %c = arith.constant dense<1.0> : tensor<1000000000000x0xf32>
  %d = lpf.add %c, %c : tensor<1000000000000x0xf32>
  return %d : tensor<1000000000000x0xf32>
}

// A shape whose element count overflows is not folded (and nothing panics).
// CHECK-LABEL: func.func @overflowing_shape
// CHECK: lpf.add
func.func @overflowing_shape() -> tensor<99999999999x99999999999xf32> {
  %c = arith.constant dense<1.0> : tensor<99999999999x99999999999xf32>
  %d = lpf.add %c, %c : tensor<99999999999x99999999999xf32>
  return %d : tensor<99999999999x99999999999xf32>
}
