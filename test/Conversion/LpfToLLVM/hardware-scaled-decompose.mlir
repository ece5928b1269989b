// RUN: lpf-opt %s --lpf-decompose-scaled-dot | FileCheck %s --check-prefix=DECOMPOSE
// RUN: lpf-opt %s --lower-to-llvm | FileCheck %s --check-prefix=LLVM
// The pass lpf-decompose-scaled-dot leaves a hardware scaled_dot for the exit (it is not lpf's
// ordered dot); an ordinary scaled_dot beside it is still decomposed.
// DECOMPOSE-LABEL: func.func @kept(
// DECOMPOSE: lpf.scaled_dot %{{.*}} hardware("nvidia.blackwell.tcgen05")
// DECOMPOSE: lpf.dequantize_block
// DECOMPOSE: lpf.dot
// DECOMPOSE-NOT: lpf.scaled_dot
// Both reach the LLVM dialect: the hardware one through its kernel (f64 lanes), the other as
// dequantise + the ordered dot.
// LLVM-LABEL: llvm.func @kept(
// LLVM-NOT: lpf.
// LLVM: llvm.intr.trunc({{.*}}) : (vector<{{[0-9]+}}xf64>) -> vector<{{[0-9]+}}xf64>
func.func @kept(%a: tensor<2x64xf4E2M1FN>, %as: tensor<2x2xf8E8M0FNU>, %b: tensor<64x2xf4E2M1FN>, %bs: tensor<2x2xf8E8M0FNU>) -> (tensor<2x2xf32>, tensor<2x2xf32>) {
  %0 = lpf.scaled_dot %a [%as], %b [%bs] block(32) acc(f32) hardware("nvidia.blackwell.tcgen05")
       : tensor<2x64xf4E2M1FN>, tensor<2x2xf8E8M0FNU>, tensor<64x2xf4E2M1FN>, tensor<2x2xf8E8M0FNU> -> tensor<2x2xf32>
  %1 = lpf.scaled_dot %a [%as], %b [%bs] block(32) acc(f32)
       : tensor<2x64xf4E2M1FN>, tensor<2x2xf8E8M0FNU>, tensor<64x2xf4E2M1FN>, tensor<2x2xf8E8M0FNU> -> tensor<2x2xf32>
  return %0, %1 : tensor<2x2xf32>, tensor<2x2xf32>
}
