// YNNPACK's f32 reduce sums (lowering/src/hlo_defined/ynn_sum.rs) written in few passes
// (reduce_sum.rs): a row of one vector as the halves of the next power of two of its lanes
// (the wider halves would add only the +0 padding), a sum of one value as `x + 0`, a few values
// down a column as element-wise adds of slices. The same adds, so the same bits, kept where
// they matter: a -0 sum is +0 (every sum starts from +0), a NaN stays a NaN. out0-out2:
// GroupNorm's sums over [N, H, W, G, c] and (1, 2, 4) with 4, 3 and 5 channels a group (halves
// of 4, 4 and 8 lanes), group 0 all -0, group 1 a NaN in row 5; out3: a column kernel over
// [64, 128] (tiles of 4 rows), column 0 all -0, column 1 a NaN in row 7. The values: 24-bit
// integers of a multiplicative hash of the index scaled by 2^-20, made in the program. llvm ==
// ref on 1 and 3 threads; mixed-ynn-sums-short-xla.mlir compares with XLA itself.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --backend llvm --threads 1 --out-dir %t/one > /dev/null
// RUN: lpf-run %s --backend llvm --threads 3 --out-dir %t/three > /dev/null
// RUN: diff -r %t/ref %t/one
// RUN: diff -r %t/ref %t/three
// RUN: lpf-run %s --backend ref | FileCheck %s --check-prefix=VALUES
// RUN: lpf-opt %s --lpf-foreign-prepare | FileCheck %s
// VALUES: out0: tensor<2x8xf32> = {{\[\[}}0.0, nan,
// VALUES: out1: tensor<2x8xf32> = {{\[\[}}0.0, nan,
// VALUES: out2: tensor<2x8xf32> = {{\[\[}}0.0, nan,
// VALUES: out3: tensor<128xf32> = [0.0, nan,
// out0: the rows of 4 channels, each value + 0 in the loop that moves them, then two halves.
// CHECK-LABEL: func.func @main
// CHECK-NOT: tensor<4096x16xf32>
// CHECK: outs(%{{.*}} : tensor<1x2x8x16x16x4xf32>)
// CHECK-NEXT: ^bb0(%[[IN:.*]]: f32,
// CHECK-NEXT: arith.addf %[[IN]], %{{.*}} : f32
// CHECK: into tensor<4096x4xf32>
// CHECK-NEXT: tensor<4096x4xf32> to tensor<4096x2xf32>
// out1: rows of 3 padded with +0 to 4 lanes (not 16).
// CHECK: } : tensor<1x2x8x16x16x3xf32> to tensor<1x2x8x16x16x4xf32>
// out2: rows of 5 padded to 8.
// CHECK: } : tensor<1x2x8x16x16x5xf32> to tensor<1x2x8x16x16x8xf32>

func.func @main() -> (tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<128xf32>) {
  %i = stablehlo.iota dim = 0 : tensor<20480xui32>
  %k = stablehlo.constant dense<2654435761> : tensor<20480xui32>
  %h = stablehlo.multiply %i, %k : tensor<20480xui32>
  %eight = stablehlo.constant dense<8> : tensor<20480xui32>
  %bits = stablehlo.shift_right_logical %h, %eight : tensor<20480xui32>
  %f = stablehlo.convert %bits : (tensor<20480xui32>) -> tensor<20480xf32>
  %half = stablehlo.constant dense<8388608.0> : tensor<20480xf32>
  %c = stablehlo.subtract %f, %half : tensor<20480xf32>
  %scale = stablehlo.constant dense<9.5367431640625E-7> : tensor<20480xf32>
  %v = stablehlo.multiply %c, %scale : tensor<20480xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>

  %v0 = stablehlo.slice %v [0:16384] : (tensor<20480xf32>) -> tensor<16384xf32>
  %x0 = stablehlo.reshape %v0 : (tensor<16384xf32>) -> tensor<2x16x16x8x4xf32>
  %y0 = func.call @groups_4(%x0) : (tensor<2x16x16x8x4xf32>) -> tensor<2x16x16x8x4xf32>
  %0 = stablehlo.reduce(%y0 init: %zero) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x16x16x8x4xf32>, tensor<f32>) -> tensor<2x8xf32>

  %v1 = stablehlo.slice %v [0:12288] : (tensor<20480xf32>) -> tensor<12288xf32>
  %x1 = stablehlo.reshape %v1 : (tensor<12288xf32>) -> tensor<2x16x16x8x3xf32>
  %y1 = func.call @groups_3(%x1) : (tensor<2x16x16x8x3xf32>) -> tensor<2x16x16x8x3xf32>
  %1 = stablehlo.reduce(%y1 init: %zero) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x16x16x8x3xf32>, tensor<f32>) -> tensor<2x8xf32>

  %x2 = stablehlo.reshape %v : (tensor<20480xf32>) -> tensor<2x16x16x8x5xf32>
  %y2 = func.call @groups_5(%x2) : (tensor<2x16x16x8x5xf32>) -> tensor<2x16x16x8x5xf32>
  %2 = stablehlo.reduce(%y2 init: %zero) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x16x16x8x5xf32>, tensor<f32>) -> tensor<2x8xf32>

  %v3 = stablehlo.slice %v [0:8192] : (tensor<20480xf32>) -> tensor<8192xf32>
  %x3 = stablehlo.reshape %v3 : (tensor<8192xf32>) -> tensor<64x128xf32>
  %col = stablehlo.iota dim = 1 : tensor<64x128xi32>
  %row = stablehlo.iota dim = 0 : tensor<64x128xi32>
  %c0 = stablehlo.constant dense<0> : tensor<64x128xi32>
  %c1 = stablehlo.constant dense<1> : tensor<64x128xi32>
  %c7 = stablehlo.constant dense<7> : tensor<64x128xi32>
  %in0 = stablehlo.compare EQ, %col, %c0 : (tensor<64x128xi32>, tensor<64x128xi32>) -> tensor<64x128xi1>
  %in1 = stablehlo.compare EQ, %col, %c1 : (tensor<64x128xi32>, tensor<64x128xi32>) -> tensor<64x128xi1>
  %at7 = stablehlo.compare EQ, %row, %c7 : (tensor<64x128xi32>, tensor<64x128xi32>) -> tensor<64x128xi1>
  %nan_at = stablehlo.and %in1, %at7 : tensor<64x128xi1>
  %negzero = stablehlo.constant dense<-0.0> : tensor<64x128xf32>
  %nan = stablehlo.constant dense<0x7FC00000> : tensor<64x128xf32>
  %z3 = stablehlo.select %in0, %negzero, %x3 : tensor<64x128xi1>, tensor<64x128xf32>
  %y3 = stablehlo.select %nan_at, %nan, %z3 : tensor<64x128xi1>, tensor<64x128xf32>
  %3 = stablehlo.reduce(%y3 init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<64x128xf32>, tensor<f32>) -> tensor<128xf32>
  return %0, %1, %2, %3 : tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<128xf32>
}

// Group 0 all -0, group 1 a NaN in row 5 (every pixel of that row, every channel).
func.func private @groups_4(%x: tensor<2x16x16x8x4xf32>) -> tensor<2x16x16x8x4xf32> {
  %g = stablehlo.iota dim = 3 : tensor<2x16x16x8x4xi32>
  %h = stablehlo.iota dim = 1 : tensor<2x16x16x8x4xi32>
  %c0 = stablehlo.constant dense<0> : tensor<2x16x16x8x4xi32>
  %c1 = stablehlo.constant dense<1> : tensor<2x16x16x8x4xi32>
  %c5 = stablehlo.constant dense<5> : tensor<2x16x16x8x4xi32>
  %g0 = stablehlo.compare EQ, %g, %c0 : (tensor<2x16x16x8x4xi32>, tensor<2x16x16x8x4xi32>) -> tensor<2x16x16x8x4xi1>
  %g1 = stablehlo.compare EQ, %g, %c1 : (tensor<2x16x16x8x4xi32>, tensor<2x16x16x8x4xi32>) -> tensor<2x16x16x8x4xi1>
  %h5 = stablehlo.compare EQ, %h, %c5 : (tensor<2x16x16x8x4xi32>, tensor<2x16x16x8x4xi32>) -> tensor<2x16x16x8x4xi1>
  %nan_at = stablehlo.and %g1, %h5 : tensor<2x16x16x8x4xi1>
  %negzero = stablehlo.constant dense<-0.0> : tensor<2x16x16x8x4xf32>
  %nan = stablehlo.constant dense<0x7FC00000> : tensor<2x16x16x8x4xf32>
  %z = stablehlo.select %g0, %negzero, %x : tensor<2x16x16x8x4xi1>, tensor<2x16x16x8x4xf32>
  %y = stablehlo.select %nan_at, %nan, %z : tensor<2x16x16x8x4xi1>, tensor<2x16x16x8x4xf32>
  return %y : tensor<2x16x16x8x4xf32>
}

func.func private @groups_3(%x: tensor<2x16x16x8x3xf32>) -> tensor<2x16x16x8x3xf32> {
  %g = stablehlo.iota dim = 3 : tensor<2x16x16x8x3xi32>
  %h = stablehlo.iota dim = 1 : tensor<2x16x16x8x3xi32>
  %c0 = stablehlo.constant dense<0> : tensor<2x16x16x8x3xi32>
  %c1 = stablehlo.constant dense<1> : tensor<2x16x16x8x3xi32>
  %c5 = stablehlo.constant dense<5> : tensor<2x16x16x8x3xi32>
  %g0 = stablehlo.compare EQ, %g, %c0 : (tensor<2x16x16x8x3xi32>, tensor<2x16x16x8x3xi32>) -> tensor<2x16x16x8x3xi1>
  %g1 = stablehlo.compare EQ, %g, %c1 : (tensor<2x16x16x8x3xi32>, tensor<2x16x16x8x3xi32>) -> tensor<2x16x16x8x3xi1>
  %h5 = stablehlo.compare EQ, %h, %c5 : (tensor<2x16x16x8x3xi32>, tensor<2x16x16x8x3xi32>) -> tensor<2x16x16x8x3xi1>
  %nan_at = stablehlo.and %g1, %h5 : tensor<2x16x16x8x3xi1>
  %negzero = stablehlo.constant dense<-0.0> : tensor<2x16x16x8x3xf32>
  %nan = stablehlo.constant dense<0x7FC00000> : tensor<2x16x16x8x3xf32>
  %z = stablehlo.select %g0, %negzero, %x : tensor<2x16x16x8x3xi1>, tensor<2x16x16x8x3xf32>
  %y = stablehlo.select %nan_at, %nan, %z : tensor<2x16x16x8x3xi1>, tensor<2x16x16x8x3xf32>
  return %y : tensor<2x16x16x8x3xf32>
}

func.func private @groups_5(%x: tensor<2x16x16x8x5xf32>) -> tensor<2x16x16x8x5xf32> {
  %g = stablehlo.iota dim = 3 : tensor<2x16x16x8x5xi32>
  %h = stablehlo.iota dim = 1 : tensor<2x16x16x8x5xi32>
  %c0 = stablehlo.constant dense<0> : tensor<2x16x16x8x5xi32>
  %c1 = stablehlo.constant dense<1> : tensor<2x16x16x8x5xi32>
  %c5 = stablehlo.constant dense<5> : tensor<2x16x16x8x5xi32>
  %g0 = stablehlo.compare EQ, %g, %c0 : (tensor<2x16x16x8x5xi32>, tensor<2x16x16x8x5xi32>) -> tensor<2x16x16x8x5xi1>
  %g1 = stablehlo.compare EQ, %g, %c1 : (tensor<2x16x16x8x5xi32>, tensor<2x16x16x8x5xi32>) -> tensor<2x16x16x8x5xi1>
  %h5 = stablehlo.compare EQ, %h, %c5 : (tensor<2x16x16x8x5xi32>, tensor<2x16x16x8x5xi32>) -> tensor<2x16x16x8x5xi1>
  %nan_at = stablehlo.and %g1, %h5 : tensor<2x16x16x8x5xi1>
  %negzero = stablehlo.constant dense<-0.0> : tensor<2x16x16x8x5xf32>
  %nan = stablehlo.constant dense<0x7FC00000> : tensor<2x16x16x8x5xf32>
  %z = stablehlo.select %g0, %negzero, %x : tensor<2x16x16x8x5xi1>, tensor<2x16x16x8x5xf32>
  %y = stablehlo.select %nan_at, %nan, %z : tensor<2x16x16x8x5xi1>, tensor<2x16x16x8x5xf32>
  return %y : tensor<2x16x16x8x5xf32>
}
