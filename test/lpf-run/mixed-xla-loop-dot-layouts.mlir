// f32 dots inside loops and a branch in the layouts models write (a transposed weight [N, K], a
// batched dot, a matrix times a vector, a left operand [K, M], one in a `case` branch inside
// the loop, one of 24 columns summed in k order over all 96 terms: on --backend ref a loop
// over k): XLA sums each as fused multiply-adds in k order (lanes where the dot rule cuts
// them). On the LLVM exit each becomes one [B, M, K] x [B, K, N] dot marked lpf.xla_loop_fma,
// then a linalg.generic of math.fma with each row's k loop around its columns
// (lowering/src/to_llvm/foreign/loop_fma.rs); on --backend ref the interpreter hands lpf-run
// the dots of a `while`'s body (machine::fma_dot) and the branch's dot is written out in
// StableHLO ops (hlo_defined/loop_dot.rs). Inputs: Inputs/xla_loop_dot_layouts.py. llvm == ref
// on 1 and 3 threads; mixed-xla-loop-dot-layouts-xla.mlir checks them against XLA.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/looplay_x_4x96.npy --arg %S/Inputs/looplay_wt_80x96.npy --arg %S/Inputs/looplay_wb_2x96x24.npy --arg %S/Inputs/looplay_v_96.npy --arg %S/Inputs/looplay_y_96x8.npy --arg %S/Inputs/looplay_index.npy --arg %S/Inputs/looplay_z_96x24.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/looplay_x_4x96.npy --arg %S/Inputs/looplay_wt_80x96.npy --arg %S/Inputs/looplay_wb_2x96x24.npy --arg %S/Inputs/looplay_v_96.npy --arg %S/Inputs/looplay_y_96x8.npy --arg %S/Inputs/looplay_index.npy --arg %S/Inputs/looplay_z_96x24.npy --backend llvm --threads 1 --out-dir %t/one > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/looplay_x_4x96.npy --arg %S/Inputs/looplay_wt_80x96.npy --arg %S/Inputs/looplay_wb_2x96x24.npy --arg %S/Inputs/looplay_v_96.npy --arg %S/Inputs/looplay_y_96x8.npy --arg %S/Inputs/looplay_index.npy --arg %S/Inputs/looplay_z_96x24.npy --backend llvm --threads 3 --out-dir %t/three > /dev/null
// RUN: diff -r %t/ref %t/one
// RUN: diff -r %t/ref %t/three
// No dot is left to linalg's rounded products: each is the fused multiply-adds' generic, its
// reduction (k) between the row's and the columns' loops.
// RUN: lpf-opt %s --pass-pipeline='builtin.module(lpf-foreign-prepare)' | FileCheck %s
// CHECK-NOT: linalg.matmul
// CHECK-NOT: linalg.batch_matmul
// CHECK-NOT: linalg.matvec
// CHECK-NOT: lpf.xla_loop_fma
// CHECK: scf.while
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "reduction", "parallel"]
// CHECK: math.fma
// CHECK: scf.if
// CHECK: math.fma
// CHECK-NOT: linalg.matmul
// CHECK-NOT: linalg.batch_matmul

func.func @main(%x: tensor<4x96xf32>, %wt: tensor<80x96xf32>, %wb: tensor<2x96x24xf32>, %v: tensor<96xf32>, %y: tensor<96x8xf32>, %index: tensor<i32>, %z: tensor<96x24xf32>) -> (tensor<4x80xf32>, tensor<2x4x24xf32>, tensor<4xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x24xf32>) {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %a0 = stablehlo.constant dense<0.0> : tensor<4x80xf32>
  %b0 = stablehlo.constant dense<0.0> : tensor<2x4x24xf32>
  %c0 = stablehlo.constant dense<0.0> : tensor<4xf32>
  %d0 = stablehlo.constant dense<0.0> : tensor<4x8xf32>
  %f0 = stablehlo.constant dense<0.0> : tensor<4x24xf32>
  %r:8 = stablehlo.while(%i = %zero, %h = %x, %a = %a0, %b = %b0, %c = %c0, %d = %d0, %e = %d0, %g = %f0) : tensor<i32>, tensor<4x96xf32>, tensor<4x80xf32>, tensor<2x4x24xf32>, tensor<4xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x24xf32>
  cond {
    %two = stablehlo.constant dense<2> : tensor<i32>
    %more = stablehlo.compare LT, %i, %two, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %more : tensor<i1>
  } do {
    %t = stablehlo.tanh %h : tensor<4x96xf32>
    // nn.Linear's weight: rhs [N, K].
    %na = stablehlo.dot_general %t, %wt, contracting_dims = [1] x [1] : (tensor<4x96xf32>, tensor<80x96xf32>) -> tensor<4x80xf32>
    // A batched dot over the two halves of a broadcast state.
    %tb = stablehlo.broadcast_in_dim %t, dims = [1, 2] : (tensor<4x96xf32>) -> tensor<2x4x96xf32>
    %nb = stablehlo.dot_general %tb, %wb, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x4x96xf32>, tensor<2x96x24xf32>) -> tensor<2x4x24xf32>
    // A matrix times a vector: no free dimension on the right.
    %nc = stablehlo.dot_general %t, %v, contracting_dims = [1] x [0] : (tensor<4x96xf32>, tensor<96xf32>) -> tensor<4xf32>
    // The left operand stored [K, M].
    %tt = stablehlo.transpose %t, dims = [1, 0] : (tensor<4x96xf32>) -> tensor<96x4xf32>
    %nd = stablehlo.dot_general %tt, %y, contracting_dims = [0] x [0] : (tensor<96x4xf32>, tensor<96x8xf32>) -> tensor<4x8xf32>
    // A dot in a branch of the loop's body.
    %ne = "stablehlo.case"(%index) ({
      %neg = stablehlo.negate %d : tensor<4x8xf32>
      stablehlo.return %neg : tensor<4x8xf32>
    }, {
      %p = stablehlo.dot_general %h, %y, contracting_dims = [1] x [0] : (tensor<4x96xf32>, tensor<96x8xf32>) -> tensor<4x8xf32>
      stablehlo.return %p : tensor<4x8xf32>
    }) : (tensor<i32>) -> tensor<4x8xf32>
    // A branch's dot of 24 columns, in k order over all 96 terms.
    %ng = "stablehlo.case"(%index) ({
      stablehlo.return %g : tensor<4x24xf32>
    }, {
      %q = stablehlo.dot_general %h, %z, contracting_dims = [1] x [0] : (tensor<4x96xf32>, tensor<96x24xf32>) -> tensor<4x24xf32>
      stablehlo.return %q : tensor<4x24xf32>
    }) : (tensor<i32>) -> tensor<4x24xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %next = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %next, %t, %na, %nb, %nc, %nd, %ne, %ng : tensor<i32>, tensor<4x96xf32>, tensor<4x80xf32>, tensor<2x4x24xf32>, tensor<4xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x24xf32>
  }
  return %r#2, %r#3, %r#4, %r#5, %r#6, %r#7 : tensor<4x80xf32>, tensor<2x4x24xf32>, tensor<4xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x24xf32>
}
