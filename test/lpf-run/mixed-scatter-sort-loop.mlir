// A scatter and a sort inside a while body (a decoding loop updating a cache, a top-k inside a
// loop) on --backend llvm: their helper calls are inlined into the loop (the scatter's own while
// nested in it) and give ref's bits (also XLA's: [0, 2, 6, 12, 20, 6, 7, 8] and
// [26, 22, 24, 30, 37, 22], checked below on ref's printed results).
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --backend ref --out-dir %t/ref | FileCheck %s
// RUN: lpf-run %s --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/ref %t/llvm
// CHECK: out0: tensor<8xf32> = [0.0, 2.0, 6.0, 12.0, 20.0, 6.0, 7.0, 8.0]
// CHECK: out1: tensor<6xf32> = [26.0, 22.0, 24.0, 30.0, 37.0, 22.0]

func.func @main() -> (tensor<8xf32>, tensor<6xf32>) {
  %x0 = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : tensor<8xf32>
  %h0 = stablehlo.constant dense<[6.0, 1.0, 5.0, 2.0, 4.0, 3.0]> : tensor<6xf32>
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:3 = stablehlo.while(%i = %c0, %x = %x0, %h = %h0) : tensor<i32>, tensor<8xf32>, tensor<6xf32>
   cond {
    %n = stablehlo.constant dense<5> : tensor<i32>
    %lt = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %idx = stablehlo.reshape %i : (tensor<i32>) -> tensor<1xi32>
    %v = stablehlo.convert %i : (tensor<i32>) -> tensor<f32>
    %x2 = "stablehlo.scatter"(%x, %idx, %v) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.multiply %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<8xf32>, tensor<1xi32>, tensor<f32>) -> tensor<8xf32>
    %h2 = "stablehlo.sort"(%h) <{dimension = 0 : i64}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %lt = stablehlo.compare GT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %lt : tensor<i1>
    }) : (tensor<6xf32>) -> tensor<6xf32>
    %xs = stablehlo.slice %x2 [0:6] : (tensor<8xf32>) -> tensor<6xf32>
    %h3 = stablehlo.add %h2, %xs : tensor<6xf32>
    %i2 = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %i2, %x2, %h3 : tensor<i32>, tensor<8xf32>, tensor<6xf32>
  }
  return %r#1, %r#2 : tensor<8xf32>, tensor<6xf32>
}
