// RUN: lpf-opt %s --raise-stablehlo 2>/dev/null | FileCheck %s
// RUN: lpf-opt %s --raise-stablehlo -o %t.mlir 2>/dev/null
// RUN: lpf-run --backend ref %t.mlir | FileCheck %s --check-prefix=VALUES
// RUN: lpf-run --backend llvm %t.mlir | FileCheck %s --check-prefix=VALUES
// A bf16 stablehlo.logistic is computed as XLA CPU computes it: the f32 logistic of the exact
// widening, rounded once into bf16 (issue 39). StableHLO's interpreter and the LLVM exit's
// linalg conversion computed 1 / (1 + exp(-x)) in bf16, each step rounded: one bf16 ulp off
// on the values below (0.11962890625, 0.123046875, 0.16796875, 0.19140625), and 44% of a
// torch-xla nn.LSTM's bf16 outputs. An f32 logistic stays as it is.

// CHECK-LABEL: func.func @main
// CHECK: %[[W:.*]] = lpf.convert %{{.*}} : tensor<4xbf16> to tensor<4xf32>
// CHECK-NEXT: %[[L:.*]] = stablehlo.logistic %[[W]] : tensor<4xf32>
// CHECK-NEXT: lpf.convert %[[L]] rounding(to_nearest_even) {{.*}}: tensor<4xf32> to tensor<4xbf16>
// CHECK: stablehlo.logistic %{{.*}} : tensor<2xf32>

// VALUES: out0: tensor<4xbf16> = [0.119140625, 0.12255859375, 0.1689453125, 0.1923828125]
// VALUES-NEXT: out1: tensor<2xf32> = [0.5, 0.7310585975646973]
func.func @main() -> (tensor<4xbf16>, tensor<2xf32>) {
  %x = stablehlo.constant dense<[-2.0, -1.96875, -1.59375, -1.4375]> : tensor<4xbf16>
  %y = stablehlo.logistic %x : tensor<4xbf16>
  %a = stablehlo.constant dense<[0.0, 1.0]> : tensor<2xf32>
  %b = stablehlo.logistic %a : tensor<2xf32>
  return %y, %b : tensor<4xbf16>, tensor<2xf32>
}
