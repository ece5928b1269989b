// REQUIRES: iree
// mixed-divide-by-function.mlir's divisions by an exp and an rsqrt (f32 and f16; an f16 one by a
// sqrt; a row's exp
// broadcast; a divisor also returned; a bf16 quotient) on --backend iree give --backend ref's
// bits: the exit runs XLA's rewrite of such a division into the product with the inverse
// function (hlo_defined::xla_divide_by_function) before XLA's f32 functions and rsqrt, as ref
// does. (The powers and the f64 division of the mixed test the IREE exit refuses: docs/iree.md.)
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/dbf_x_64x64.npy --arg %S/Inputs/dbf_y_64x64.npy --arg %S/Inputs/dbf_z_64x64.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/dbf_x_64x64.npy --arg %S/Inputs/dbf_y_64x64.npy --arg %S/Inputs/dbf_z_64x64.npy --backend iree --out-dir %t/iree > /dev/null
// RUN: diff -r %t/ref %t/iree

func.func @main(%x: tensor<64x64xf32>, %y: tensor<64x64xf32>, %z: tensor<64x64xf32>)
    -> (tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf16>, tensor<64x64xf16>, tensor<64x64xbf16>, tensor<64x64xf16>) {
  %e = stablehlo.exponential %z : tensor<64x64xf32>
  %0 = stablehlo.divide %x, %e : tensor<64x64xf32>
  %r = stablehlo.rsqrt %y : tensor<64x64xf32>
  %1 = stablehlo.divide %x, %r : tensor<64x64xf32>
  %row2 = stablehlo.slice %z [0:1, 0:64] : (tensor<64x64xf32>) -> tensor<1x64xf32>
  %row = stablehlo.reshape %row2 : (tensor<1x64xf32>) -> tensor<64xf32>
  %er = stablehlo.exponential %row : tensor<64xf32>
  %eb = stablehlo.broadcast_in_dim %er, dims = [1] : (tensor<64xf32>) -> tensor<64x64xf32>
  %2 = stablehlo.divide %x, %eb : tensor<64x64xf32>
  %e2 = stablehlo.exponential %y : tensor<64x64xf32>
  %3 = stablehlo.divide %x, %e2 : tensor<64x64xf32>
  %xh = stablehlo.convert %x : (tensor<64x64xf32>) -> tensor<64x64xf16>
  %yh = stablehlo.convert %y : (tensor<64x64xf32>) -> tensor<64x64xf16>
  %zh = stablehlo.convert %z : (tensor<64x64xf32>) -> tensor<64x64xf16>
  %eh = stablehlo.exponential %zh : tensor<64x64xf16>
  %4 = stablehlo.divide %xh, %eh : tensor<64x64xf16>
  %rh = stablehlo.rsqrt %yh : tensor<64x64xf16>
  %5 = stablehlo.divide %xh, %rh : tensor<64x64xf16>
  %sh = stablehlo.sqrt %yh : tensor<64x64xf16>
  %7 = stablehlo.divide %xh, %sh : tensor<64x64xf16>
  %xb = stablehlo.convert %x : (tensor<64x64xf32>) -> tensor<64x64xbf16>
  %zb = stablehlo.convert %z : (tensor<64x64xf32>) -> tensor<64x64xbf16>
  %eb16 = stablehlo.exponential %zb : tensor<64x64xbf16>
  %6 = stablehlo.divide %xb, %eb16 : tensor<64x64xbf16>
  return %0, %1, %2, %3, %e2, %4, %5, %6, %7 : tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf16>, tensor<64x64xf16>, tensor<64x64xbf16>, tensor<64x64xf16>
}
