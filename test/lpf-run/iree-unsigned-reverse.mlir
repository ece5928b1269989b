// REQUIRES: iree
// stablehlo.reverse of an unsigned integer tensor on --backend iree: iree-compile 3.13.0 fails
// on it ("failed to legalize operation 'linalg.generic' that was explicitly marked illegal";
// lpf-diff on iree's mixed programs, seed 41 program 23, seed 43 program 141), so the exit for
// IREE reverses the codes as signless integers of the same width (issue 40). ref's bits.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --backend iree --out-dir %t/iree | FileCheck %s
// RUN: diff -r %t/ref %t/iree
// CHECK: out0: tensor<2x3xui8> = {{\[\[}}6, 5, 255], [3, 2, 1]]
// CHECK: out3: tensor<4xui64> = [18446744073709551615, 3, 2, 1]
func.func @main() -> (tensor<2x3xui8>, tensor<2x3xui16>, tensor<3xui32>, tensor<4xui64>) {
  %a = stablehlo.constant dense<[[1, 2, 3], [255, 5, 6]]> : tensor<2x3xui8>
  %b = stablehlo.constant dense<[[1, 2, 3], [65535, 5, 6]]> : tensor<2x3xui16>
  %c = stablehlo.constant dense<[4294967295, 0, 7]> : tensor<3xui32>
  %d = stablehlo.constant dense<[1, 2, 3, 18446744073709551615]> : tensor<4xui64>
  %ra = stablehlo.reverse %a, dims = [0, 1] : tensor<2x3xui8>
  %rb = stablehlo.reverse %b, dims = [1] : tensor<2x3xui16>
  %rc = stablehlo.reverse %c, dims = [0] : tensor<3xui32>
  %rd = stablehlo.reverse %d, dims = [0] : tensor<4xui64>
  return %ra, %rb, %rc, %rd : tensor<2x3xui8>, tensor<2x3xui16>, tensor<3xui32>, tensor<4xui64>
}
