// An f32 dot inside a loop longer than the 64 terms loop_dot.rs writes out (jax.lax.scan of
// h = tanh(h @ w), [4, 96] x [96, 96]: 96 columns stored as rows, summed by XLA in k order;
// a scanned MLP of width 128 was 11-15% identical with the products rounded). On the LLVM exit
// it is one linalg.generic of math.fma, each row's k loop around its columns
// (lowering/src/to_llvm/foreign/loop_fma.rs); on --backend ref lpf-run's machine::fma_dot, the
// interpreter handing it the loop body's dot. Inputs: Inputs/xla_loop_dot_long.py. llvm == ref;
// mixed-xla-loop-dot-long-xla.mlir checks them against XLA.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/looplong_h_4x96.npy --arg %S/Inputs/looplong_w_96x96.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/looplong_h_4x96.npy --arg %S/Inputs/looplong_w_96x96.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/ref %t/llvm
// The scan's loop, and in its body the dot's fused multiply-adds over k = 0 .. 96 (the reduction
// between the row's and the columns' loops).
// RUN: lpf-opt %s --pass-pipeline='builtin.module(lpf-foreign-prepare)' | FileCheck %s
// CHECK-NOT: linalg.matmul
// CHECK: scf.while
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "reduction", "parallel"]{{.*}}tensor<1x96x96xf32>
// CHECK-NEXT: ^bb0
// CHECK-NEXT: math.fma
// CHECK-NOT: linalg.matmul

func.func @main(%h: tensor<4x96xf32>, %w: tensor<96x96xf32>) -> (tensor<4x96xf32>) {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %1:3 = stablehlo.while(%iterH = %h, %iterW = %w, %i = %c) : tensor<4x96xf32>, tensor<96x96xf32>, tensor<i32>
  cond {
    %steps = stablehlo.constant dense<3> : tensor<i32>
    %2 = stablehlo.compare LT, %i, %steps, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %2 : tensor<i1>
  } do {
    %2 = stablehlo.dot_general %iterH, %iterW, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x96xf32>, tensor<96x96xf32>) -> tensor<4x96xf32>
    %3 = stablehlo.tanh %2 : tensor<4x96xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %4 = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %3, %iterW, %4 : tensor<4x96xf32>, tensor<96x96xf32>, tensor<i32>
  }
  return %1#0 : tensor<4x96xf32>
}
