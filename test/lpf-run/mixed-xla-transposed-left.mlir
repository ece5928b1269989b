// f32 dots whose left operand is stored with K not innermost (a dense layer's weight gradient
// x.T @ dy, einsum('bi,bj->ij')) as XLA CPU sums them (lowering/src/hlo_defined/dot_lanes.rs,
// transposed_left_blocks): its Eigen matmul's fused multiply-adds in k order from +0, up to 320
// terms whole, more in slices of ceil(K / ceil(K / 320)) rounded up to 8, added in order (for
// more than 4096 outputs and 1.6 M products). out0: K = 330 over 96 x 64 outputs (slices of 168
// and 162); out1:
// K = 64, 40 x 37 (whole; YNNPACK's lanes for a left operand stored as rows); out2: K = 16,
// 72 x 10; out3: batched [4, 16, 72] x [4, 16, 64] over the 16; out4: both operands transposed
// (x.T @ dy.T), K = 48. llvm == ref; mixed-xla-transposed-left-xla.mlir checks them against
// XLA. Inputs: Inputs/xla_transposed_left.py.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/tleft_x_330x96.npy --arg %S/Inputs/tleft_dy_330x64.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/tleft_x_330x96.npy --arg %S/Inputs/tleft_dy_330x64.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/ref %t/llvm
// RUN: lpf-opt %s --pass-pipeline='builtin.module(lpf-foreign-prepare)' | FileCheck %s
// CHECK-LABEL: func.func @main
// CHECK-NOT: lpf.xla_dot_lanes_move
// CHECK: lpf.dot {{.*}}lpf.xla_k_block = 168 : i64{{.*}} -> tensor<96x64xf32>
// CHECK-NOT: lpf.xla_dot_lanes_move
// CHECK-NOT: lpf.xla_k_block

func.func @main(%x: tensor<330x96xf32>, %dy: tensor<330x64xf32>) -> (tensor<96x64xf32>, tensor<40x37xf32>, tensor<72x10xf32>, tensor<4x72x64xf32>, tensor<72x64xf32>) {
  %0 = stablehlo.dot_general %x, %dy, contracting_dims = [0] x [0] : (tensor<330x96xf32>, tensor<330x64xf32>) -> tensor<96x64xf32>
  %x1 = stablehlo.slice %x [0:64, 0:40] : (tensor<330x96xf32>) -> tensor<64x40xf32>
  %dy1 = stablehlo.slice %dy [0:64, 0:37] : (tensor<330x64xf32>) -> tensor<64x37xf32>
  %1 = stablehlo.dot_general %x1, %dy1, contracting_dims = [0] x [0] : (tensor<64x40xf32>, tensor<64x37xf32>) -> tensor<40x37xf32>
  %x2 = stablehlo.slice %x [0:16, 0:72] : (tensor<330x96xf32>) -> tensor<16x72xf32>
  %dy2 = stablehlo.slice %dy [0:16, 0:10] : (tensor<330x64xf32>) -> tensor<16x10xf32>
  %2 = stablehlo.dot_general %x2, %dy2, contracting_dims = [0] x [0] : (tensor<16x72xf32>, tensor<16x10xf32>) -> tensor<72x10xf32>
  %x3 = stablehlo.slice %x [0:64, 0:72] : (tensor<330x96xf32>) -> tensor<64x72xf32>
  %x3r = stablehlo.reshape %x3 : (tensor<64x72xf32>) -> tensor<4x16x72xf32>
  %dy3 = stablehlo.slice %dy [0:64, 0:64] : (tensor<330x64xf32>) -> tensor<64x64xf32>
  %dy3r = stablehlo.reshape %dy3 : (tensor<64x64xf32>) -> tensor<4x16x64xf32>
  %3 = stablehlo.dot_general %x3r, %dy3r, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<4x16x72xf32>, tensor<4x16x64xf32>) -> tensor<4x72x64xf32>
  %x4 = stablehlo.slice %x [0:48, 0:72] : (tensor<330x96xf32>) -> tensor<48x72xf32>
  %dy4 = stablehlo.slice %dy [0:48, 0:64] : (tensor<330x64xf32>) -> tensor<48x64xf32>
  %dy4t = stablehlo.transpose %dy4, dims = [1, 0] : (tensor<48x64xf32>) -> tensor<64x48xf32>
  %4 = stablehlo.dot_general %x4, %dy4t, contracting_dims = [0] x [1] : (tensor<48x72xf32>, tensor<64x48xf32>) -> tensor<72x64xf32>
  return %0, %1, %2, %3, %4 : tensor<96x64xf32>, tensor<40x37xf32>, tensor<72x10xf32>, tensor<4x72x64xf32>, tensor<72x64xf32>
}
