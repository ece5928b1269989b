// The lpf ops raise-stablehlo writes in a loop's body (a bf16 scan over stacked layers: lpf.dot
// acc(f32) and its rounding lpf.convert into bf16, in the body function the loop calls) run on the LLVM exit as the
// StableHLO that computes their contract (lpf-foreign-prepare's control_flow: a dot_general
// into f32, whose linalg form widens exactly and rounds each product and sum in f32 in k order
// from +0; a convert that lpf-foreign-exact makes the same lpf.convert again): --backend llvm
// gives --backend ref's bits, on 1 and 3 threads. (Other lpf ops there stay refused:
// test/Conversion/LpfToLLVM/mixed-invalid.mlir.)
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --backend llvm --threads 1 --out-dir %t/one > /dev/null
// RUN: lpf-run %s --backend llvm --threads 3 --out-dir %t/three > /dev/null
// RUN: cmp %t/ref/out0.npy %t/one/out0.npy
// RUN: cmp %t/ref/out0.npy %t/three/out0.npy
// RUN: lpf-run %s --backend llvm | FileCheck %s
// CHECK: out0: tensor<4x16xbf16>

// The scan's body as jax writes it: a function called inside the loop (inlined on llvm).
func.func private @layer(%h: tensor<4x16xbf16>, %m: tensor<16x16xbf16>) -> tensor<4x16xbf16> {
  %d = lpf.dot %h, %m acc(f32) : tensor<4x16xbf16>, tensor<16x16xbf16> -> tensor<4x16xf32>
  %c = lpf.convert %d rounding(to_nearest_even) overflow(nan_or_inf) : tensor<4x16xf32> to tensor<4x16xbf16>
  return %c : tensor<4x16xbf16>
}

func.func @main() -> tensor<4x16xbf16> {
  %i = stablehlo.iota dim = 0 : tensor<768xf32>
  %s = stablehlo.constant dense<0.0371> : tensor<768xf32>
  %o = stablehlo.constant dense<3.3> : tensor<768xf32>
  %a = stablehlo.multiply %i, %s : tensor<768xf32>
  %two = stablehlo.constant dense<2.0> : tensor<768xf32>
  %one768 = stablehlo.constant dense<1.0> : tensor<768xf32>
  %r2 = stablehlo.remainder %a, %two : tensor<768xf32>
  %b = stablehlo.subtract %r2, %one768 : tensor<768xf32>
  %wf = stablehlo.reshape %b : (tensor<768xf32>) -> tensor<3x16x16xf32>
  %w = stablehlo.convert %wf : (tensor<3x16x16xf32>) -> tensor<3x16x16xbf16>
  %hflat = stablehlo.iota dim = 0 : tensor<64xf32>
  %hi = stablehlo.reshape %hflat : (tensor<64xf32>) -> tensor<4x16xf32>
  %hs = stablehlo.constant dense<0.61> : tensor<4x16xf32>
  %hm = stablehlo.multiply %hi, %hs : tensor<4x16xf32>
  %h3 = stablehlo.constant dense<3.0> : tensor<4x16xf32>
  %h15 = stablehlo.constant dense<1.5> : tensor<4x16xf32>
  %hr = stablehlo.remainder %hm, %h3 : tensor<4x16xf32>
  %hc = stablehlo.subtract %hr, %h15 : tensor<4x16xf32>
  %h0 = stablehlo.convert %hc : (tensor<4x16xf32>) -> tensor<4x16xbf16>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %three = stablehlo.constant dense<3> : tensor<i32>
  %r:2 = stablehlo.while(%k = %zero, %h = %h0) : tensor<i32>, tensor<4x16xbf16>
  cond {
    %p = stablehlo.compare LT, %k, %three : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %z = stablehlo.constant dense<0> : tensor<i32>
    %layer = stablehlo.dynamic_slice %w, %k, %z, %z, sizes = [1, 16, 16] : (tensor<3x16x16xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xbf16>
    %m = stablehlo.reshape %layer : (tensor<1x16x16xbf16>) -> tensor<16x16xbf16>
    %c = func.call @layer(%h, %m) : (tensor<4x16xbf16>, tensor<16x16xbf16>) -> tensor<4x16xbf16>
    %q = stablehlo.constant dense<0.5> : tensor<4x16xbf16>
    %relu = stablehlo.multiply %c, %q : tensor<4x16xbf16>
    %next = stablehlo.add %k, %one : tensor<i32>
    stablehlo.return %next, %relu : tensor<i32>, tensor<4x16xbf16>
  }
  return %r#1 : tensor<4x16xbf16>
}
