// REQUIRES: amxbf16
// mixed-xla-bf16-dot.mlir's AMX form (a host with AMX-BF16, where YNNPACK's cost model picks its
// AMX kernel for flax's attention scores, out0): K = 64 in 2 slices of 32, each slice's even and
// odd k one batch of a single batched dot ([slice, parity, B, H, T, N]), then (e0 + o0) + (e1 +
// o1); out2's K = 100 padded with +0 to 4 slices.
// RUN: lpf-opt %S/mixed-xla-bf16-dot.mlir --raise-stablehlo | lpf-opt --lpf-foreign-prepare | FileCheck %s

// CHECK-LABEL: func.func @main
// CHECK: tensor.expand_shape %arg1 {{.*}} into tensor<2x32x2x2x16x2xbf16>
// CHECK: %[[PARTS:.*]] = lpf.dot {{.*}} acc(f32) : tensor<2x2x2x2x32x16xbf16>, tensor<2x2x2x2x16x32xbf16> -> tensor<2x2x2x2x32x32xf32>
// CHECK: tensor.extract_slice %[[PARTS]][0, 0, 0, 0, 0, 0]
// CHECK: tensor.extract_slice %[[PARTS]][0, 1, 0, 0, 0, 0]
// CHECK: tensor.extract_slice %[[PARTS]][1, 0, 0, 0, 0, 0]
// CHECK: tensor.extract_slice %[[PARTS]][1, 1, 0, 0, 0, 0]
// CHECK: ^bb0(%[[E0:.*]]: f32, %[[O0:.*]]: f32, %[[E1:.*]]: f32, %[[O1:.*]]: f32, %{{.*}}: f32):
// CHECK-DAG: %[[S1:.*]] = arith.addf %[[E1]], %[[O1]] : f32
// CHECK-DAG: %[[S0:.*]] = arith.addf %[[E0]], %[[O0]] : f32
// CHECK: arith.addf %[[S0]], %[[S1]] : f32
// CHECK: tensor.pad
// CHECK: lpf.dot {{.*}} acc(f32) : tensor<4x2x8x16xbf16>, tensor<4x2x16x40xbf16> -> tensor<4x2x8x40xf32>
