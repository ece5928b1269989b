// f32 dots inside a loop (jax.lax.scan of h = (x @ w + h @ u) / 4, an LSTM cell's shapes): XLA
// sums them as at the top level (here four lanes of fused multiply-adds, N = 16 columns stored
// as rows), where StableHLO's interpreter and the linalg lowering round each product. The dot
// rule cuts them into lanes; each lane's dot is then its fused multiply-adds in k order (the LLVM
// exit: a linalg.generic of math.fma, lowering/src/to_llvm/foreign/loop_fma.rs; --backend ref:
// lpf-run's machine::fma_dot). Inputs: Inputs/xla_loop_dot.py. llvm == ref;
// mixed-xla-loop-dot-xla.mlir checks them against XLA.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/loopdot_x_3x8.npy --arg %S/Inputs/loopdot_w_8x16.npy --arg %S/Inputs/loopdot_u_16x16.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/loopdot_x_3x8.npy --arg %S/Inputs/loopdot_w_8x16.npy --arg %S/Inputs/loopdot_u_16x16.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/ref %t/llvm
// No dot is left in the loop's body: its fused multiply-adds instead.
// RUN: lpf-opt %s --pass-pipeline='builtin.module(lpf-foreign-prepare)' | FileCheck %s
// CHECK: scf.while
// CHECK-NOT: linalg.matmul
// CHECK: math.fma
// CHECK-NOT: linalg.matmul

func.func @main(%arg0: tensor<3x8xf32>, %arg1: tensor<8x16xf32>, %arg2: tensor<16x16xf32>) -> (tensor<3x16xf32>) {
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x16xf32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %1:5 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %arg1, %iterArg_1 = %arg2, %iterArg_2 = %c, %iterArg_3 = %0) : tensor<3x8xf32>, tensor<8x16xf32>, tensor<16x16xf32>, tensor<i32>, tensor<3x16xf32>
  cond {
    %c_4 = stablehlo.constant dense<4> : tensor<i32>
    %2 = stablehlo.compare LT, %iterArg_2, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %2 : tensor<i1>
  } do {
    %2 = func.call @closed_call(%iterArg, %iterArg_0, %iterArg_1, %iterArg_3) : (tensor<3x8xf32>, tensor<8x16xf32>, tensor<16x16xf32>, tensor<3x16xf32>) -> tensor<3x16xf32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %3 = stablehlo.add %iterArg_2, %c_4 : tensor<i32>
    stablehlo.return %iterArg, %iterArg_0, %iterArg_1, %3, %2 : tensor<3x8xf32>, tensor<8x16xf32>, tensor<16x16xf32>, tensor<i32>, tensor<3x16xf32>
  }
  return %1#4 : tensor<3x16xf32>
}
func.func private @closed_call(%arg0: tensor<3x8xf32>, %arg1: tensor<8x16xf32>, %arg2: tensor<16x16xf32>, %arg3: tensor<3x16xf32>) -> tensor<3x16xf32> {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x8xf32>, tensor<8x16xf32>) -> tensor<3x16xf32>
  %1 = stablehlo.dot_general %arg3, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x16xf32>, tensor<16x16xf32>) -> tensor<3x16xf32>
  %2 = stablehlo.add %0, %1 : tensor<3x16xf32>
  %cst = stablehlo.constant dense<2.500000e-01> : tensor<f32>
  %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x16xf32>
  %4 = stablehlo.multiply %2, %3 : tensor<3x16xf32>
  return %4 : tensor<3x16xf32>
}
