// RUN: lpf-opt %s --lpf-tensor-to-loops -split-input-file | FileCheck %s

// Consecutive element-wise ops on one static shape share one loop nest: per index, each op's
// element is computed from its operands' elements in program order, and stored only where
// something outside the run reads it. Here %a and %c live only inside the run (no buffer),
// %b is also returned and used by %c (a temporary, copied out at the return), %d is returned
// alone (computed straight into its out-parameter).
// CHECK: func.func @chain(%[[X:[a-z0-9]+]]: memref<3x5xf32>, %[[Y:[a-z0-9]+]]: memref<3x5xbf16>, %[[OB:[a-z0-9]+]]: memref<3x5xbf16>, %[[OD:[a-z0-9]+]]: memref<3x5xf32>)
// CHECK: %[[B:.*]] = memref.alloc() {{.*}} : memref<3x5xbf16>
// CHECK-NOT: memref.alloc
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step
// CHECK: scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step
// CHECK: %[[XV:.*]] = memref.load %[[X]][%[[I]], %[[J]]]
// CHECK: %[[AV:.*]] = lpf.convert %[[XV]] : f32 to bf16
// CHECK: %[[YV:.*]] = memref.load %[[Y]][%[[I]], %[[J]]]
// CHECK: %[[BV:.*]] = lpf.add %[[AV]], %[[YV]] : bf16
// CHECK: memref.store %[[BV]], %[[B]][%[[I]], %[[J]]]
// CHECK: %[[CV:.*]] = lpf.mul %[[BV]], %[[AV]] : bf16
// CHECK: %[[DV:.*]] = lpf.convert %[[CV]] : bf16 to f32
// CHECK: memref.store %[[DV]], %[[OD]][%[[I]], %[[J]]]
// CHECK: scf.for
// CHECK: scf.for
// CHECK: memref.load %[[B]]
// CHECK: memref.store %{{[0-9]+}}, %[[OB]]
// CHECK: memref.dealloc %[[B]]
func.func @chain(%x: tensor<3x5xf32>, %y: tensor<3x5xbf16>) -> (tensor<3x5xbf16>, tensor<3x5xf32>) {
  %a = lpf.convert %x : tensor<3x5xf32> to tensor<3x5xbf16>
  %b = lpf.add %a, %y : tensor<3x5xbf16>
  %c = lpf.mul %b, %a : tensor<3x5xbf16>
  %d = lpf.convert %c : tensor<3x5xbf16> to tensor<3x5xf32>
  return %b, %d : tensor<3x5xbf16>, tensor<3x5xf32>
}

// -----

// A run ends where the shape changes; ops on dynamic shapes keep a nest each (their sizes are
// known only at run time): the static pair shares one nest, then neg and convert have one each.
// CHECK-LABEL: func.func @shapes(
// CHECK: %[[T:.*]] = memref.alloc() {{.*}} : memref<4xf16>
// CHECK: scf.for
// CHECK: lpf.neg
// CHECK-NOT: scf.for
// CHECK: lpf.add
// CHECK: memref.store %{{[0-9]+}}, %[[T]]
// CHECK: memref.cast %[[T]]
// CHECK: scf.for
// CHECK: lpf.neg
// CHECK: scf.for
// CHECK: lpf.convert
// CHECK: return
func.func @shapes(%x: tensor<4xf16>) -> tensor<?xf32> {
  %a = lpf.neg %x : tensor<4xf16>
  %b = lpf.add %a, %x : tensor<4xf16>
  %c = tensor.cast %b : tensor<4xf16> to tensor<?xf16>
  %d = lpf.neg %c : tensor<?xf16>
  %e = lpf.convert %d : tensor<?xf16> to tensor<?xf32>
  return %e : tensor<?xf32>
}
