// A reduce whose YNNPACK order would be written out as hundreds of thousands of ops (a declared
// [4096, 4096, 4096, 8] sum over its first three dimensions: 16 million partial sums per output
// on two threads, one compensated add per block of 256 of them) stays one reduce in order
// (hlo_defined::ynn_sum, MAX_UNROLLED): lowering takes milliseconds, as before the order was
// modelled. Nothing runs (the tensor would be 2 TiB).
// RUN: lpf-opt %s --lpf-foreign-prepare | FileCheck %s
// CHECK-LABEL: func.func @main
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%arg0 : tensor<4096x4096x4096x8xf32>)
// CHECK-NOT: linalg.generic
func.func @main(%x: tensor<4096x4096x4096x8xf32>) -> tensor<8xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4096x4096x4096x8xf32>, tensor<f32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
