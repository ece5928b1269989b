// REQUIRES: iree
// An all-constant block quantisation on --backend iree (test/lpf-run/nvfp4.mlir's first rows):
// IREE's compile-time evaluation of constant expressions failed on it ("jit global source
// initialization order invalid", docs/iree.md defect 8), so lpf_iree.py compiles with
// --iree-opt-const-eval=false; the bits are ref's.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --backend ref --bits --out-dir %t/ref > %t/ref.txt
// RUN: lpf-run %s --backend iree --bits --out-dir %t/iree > %t/iree.txt
// RUN: diff -r %t/ref %t/iree
// RUN: FileCheck %s < %t/iree.txt
// CHECK: out1: tensor<2x1xf8E4M3FN> = {{\[\[}}2.0 (0x40)], [160.0 (0x72)]]

func.func @main() -> (tensor<2x16xf4E2M1FN>, tensor<2x1xf8E4M3FN>, tensor<2x16xf32>) {
  %x = lpf.constant dense<[
    [12.0, -5.0, 1.0, 0.3, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, -0.7],
    [1000.0, -300.0, 100.0, 20.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]]> : tensor<2x16xf32>
  %q, %s = lpf.quantize_block %x block(16) : tensor<2x16xf32> -> tensor<2x16xf4E2M1FN>, tensor<2x1xf8E4M3FN>
  %d = lpf.dequantize_block %q [%s] block(16) : tensor<2x16xf4E2M1FN>, tensor<2x1xf8E4M3FN> -> tensor<2x16xf32>
  return %q, %s, %d : tensor<2x16xf4E2M1FN>, tensor<2x1xf8E4M3FN>, tensor<2x16xf32>
}
