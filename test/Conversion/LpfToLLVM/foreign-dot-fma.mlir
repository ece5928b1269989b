// Foreign f32 dots on the LLVM exit (issue 39; docs/llvm.md, "Foreign f32 dots"): an f32 x f32
// -> f32 stablehlo.dot_general becomes lpf.dot marked lpf.foreign_fma (lpf-foreign-prepare), which
// lpf's packed kernel computes as XLA CPU does, one fused multiply-add per k in k order from +0
// (math.fma: llvm.intr.fma, one rounding on every target), instead of lpf.dot's rounded
// products. The marker is the exit's own: on a user's lpf.dot it is removed, and the dot keeps
// its contract. Dots whose products are exact in f32 (bf16 operands) are not marked: fused and
// rounded products give the same bits there.
// RUN: lpf-opt %s -split-input-file --lpf-foreign-prepare | FileCheck %s --check-prefix=PREPARE
// RUN: lpf-opt %s -split-input-file --lower-to-llvm | FileCheck %s --check-prefix=LLVM

// PREPARE-LABEL: func.func @foreign_f32
// PREPARE: lpf.dot %arg0, %{{.*}} acc(f32) {lpf.foreign_fma} : tensor<12x64xf32>, tensor<64x64xf32> -> tensor<12x64xf32>
// LLVM-LABEL: llvm.func @foreign_f32(
// LLVM-NOT: llvm.fmul
// LLVM: llvm.intr.fma(%{{.*}}, %{{.*}}, %{{.*}}) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
// LLVM-NOT: llvm.fmul
// LLVM-NOT: llvm.intr.fmuladd
// LLVM: llvm.return
func.func @foreign_f32(%x: tensor<12x64xf32>, %w: tensor<64x64xf32>) -> tensor<12x64xf32> {
  // nn.Linear's layout: the weight [N, K], contracted on its dimension 1 (N = 64: XLA's one
  // accumulator; other N are XLA's lanes first, hlo_defined::xla_dot_lanes).
  %y = stablehlo.dot_general %x, %w, contracting_dims = [1] x [1] : (tensor<12x64xf32>, tensor<64x64xf32>) -> tensor<12x64xf32>
  return %y : tensor<12x64xf32>
}

// -----

// A user's lpf.dot that names the marker loses it: rounded products (llvm.fmul, llvm.fadd).
// PREPARE-LABEL: func.func @user_dot
// PREPARE: lpf.dot %arg0, %arg1 acc(f32) : tensor<12x9xf32>, tensor<9x32xf32> -> tensor<12x32xf32>
// LLVM-LABEL: llvm.func @user_dot(
// LLVM-NOT: llvm.intr.fma
// LLVM: llvm.fmul %{{.*}}, %{{.*}} : vector<8xf32>
// LLVM-NEXT: llvm.fadd %{{.*}}, %{{.*}} : vector<8xf32>
// LLVM-NOT: llvm.intr.fma
// LLVM: llvm.return
func.func @user_dot(%a: tensor<12x9xf32>, %b: tensor<9x32xf32>) -> tensor<12x32xf32> {
  %c = lpf.dot %a, %b acc(f32) {lpf.foreign_fma} : tensor<12x9xf32>, tensor<9x32xf32> -> tensor<12x32xf32>
  return %c : tensor<12x32xf32>
}

// -----

// bf16 x bf16 -> f32: exact products, so no marker (the kernel proves them at run time as for
// any lpf.dot).
// PREPARE-LABEL: func.func @foreign_bf16
// PREPARE: lpf.dot %arg0, %arg1 acc(f32) : tensor<12x64xbf16>, tensor<64x32xbf16> -> tensor<12x32xf32>
// LLVM-LABEL: llvm.func @foreign_bf16(
// LLVM-NOT: llvm.intr.fma(
// LLVM: llvm.return
func.func @foreign_bf16(%a: tensor<12x64xbf16>, %b: tensor<64x32xbf16>) -> tensor<12x32xf32> {
  %c = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<12x64xbf16>, tensor<64x32xbf16>) -> tensor<12x32xf32>
  return %c : tensor<12x32xf32>
}

// -----

// XLA's K blocks (hlo_defined::dot_lanes): a GPT-2 MLP's [2048, 512] weight stored as rows is
// summed in blocks of 512 k, each from +0, the blocks' sums added in order. The dot states its
// block (lpf.xla_k_block, one dot for all 512 columns: their tiles block K alike), and the
// kernel sums each block into registers from +0 and adds it to the running total (llvm.fadd
// beside the fused multiply-adds).
// PREPARE-LABEL: func.func @k_blocks
// PREPARE: lpf.dot %arg0, %arg1 acc(f32) {lpf.foreign_fma, lpf.xla_dot_value, lpf.xla_k_block = 512 : i64} : tensor<8x2048xf32>, tensor<2048x512xf32> -> tensor<8x512xf32>
// PREPARE-NOT: lpf.dot
// LLVM-LABEL: llvm.func @k_blocks(
// LLVM: llvm.intr.fma(%{{.*}}, %{{.*}}, %{{.*}}) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
// LLVM: llvm.fadd %{{.*}}, %{{.*}} : vector<8xf32>
// LLVM: llvm.return
func.func @k_blocks(%x: tensor<8x2048xf32>, %w: tensor<2048x512xf32>) -> tensor<8x512xf32> {
  %y = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<8x2048xf32>, tensor<2048x512xf32>) -> tensor<8x512xf32>
  return %y : tensor<8x512xf32>
}

// -----

// The K block marker is the exit's own too: a program's is removed (k order, no fadd).
// PREPARE-LABEL: func.func @user_k_block
// PREPARE: lpf.dot %arg0, %{{.*}} acc(f32) {lpf.foreign_fma} : tensor<12x64xf32>, tensor<64x64xf32> -> tensor<12x64xf32>
// LLVM-LABEL: llvm.func @user_k_block(
// LLVM-NOT: llvm.fadd
// LLVM: llvm.return
func.func @user_k_block(%x: tensor<12x64xf32>, %w: tensor<64x64xf32>) -> tensor<12x64xf32> {
  %y = stablehlo.dot_general %x, %w, contracting_dims = [1] x [1] {lpf.xla_k_block = 4 : i64} : (tensor<12x64xf32>, tensor<64x64xf32>) -> tensor<12x64xf32>
  return %y : tensor<12x64xf32>
}
