// Mixed modules on the LLVM exit (issue 21; docs/llvm.md, "Mixed modules"): lpf ops take lpf's
// own path, StableHLO/CHLO ops upstream's linalg conversion, bufferisation and loops, in one
// pipeline with lpf's C interface.
// RUN: lpf-opt %s --pass-pipeline='builtin.module(lpf-foreign-prepare,lpf-tensor-to-loops)' | FileCheck %s --check-prefix=BRIDGE
// RUN: lpf-opt %s --lower-to-llvm | FileCheck %s --check-prefix=LLVM

// BRIDGE: func.func @main(%[[H:[^:]+]]: memref<4x8xbf16>, %[[X:[^:]+]]: memref<4x8xf32>, %[[OUT:[^:]+]]: memref<4x8xbf16>, %[[OUT2:[^:]+]]: memref<4xf32>)
// BRIDGE-SAME: llvm.emit_c_interface
// BRIDGE-NOT: stablehlo.
// BRIDGE-NOT: chlo.
// lpf's convert: a loop nest into an lpf buffer.
// BRIDGE: %[[W:[^ ]+]] = memref.alloc(){{.*}} : memref<4x8xf32>
// BRIDGE: lpf.convert %{{.*}} : bf16 to f32
// The lpf buffer crosses into the foreign ops once, read only.
// BRIDGE: %[[WT:[^ ]+]] = bufferization.to_tensor %[[W]] restrict : memref<4x8xf32> to tensor<4x8xf32>
// BRIDGE: bufferization.to_tensor %[[X]] restrict
// BRIDGE: linalg.generic
// BRIDGE: arith.addf
// f32 tanh is upstream MLIR's polynomial approximation (lpf-math-approximate): no libm call.
// BRIDGE-NOT: math.tanh
// BRIDGE: math.fma
// A foreign result crosses back: its buffer, copied into an lpf temporary before lpf reads it.
// BRIDGE: %[[TB:[^ ]+]] = bufferization.to_buffer %{{.*}} read_only : tensor<4x8xf32> to memref<4x8xf32>
// BRIDGE: %[[COPY:[^ ]+]] = memref.alloc(){{.*}} : memref<4x8xf32>
// BRIDGE: memref.load %[[TB]]
// BRIDGE: memref.store %{{[0-9]+}}, %[[COPY]][
// BRIDGE: memref.load %[[COPY]]
// BRIDGE: lpf.convert %{{.*}} : f32 to bf16
// The reduction's scalar body has no rank-0 tensors left (lpf-foreign-prepare).
// BRIDGE-NOT: tensor.from_elements
// A foreign result returned: copied straight into the caller's buffer.
// BRIDGE: bufferization.to_buffer
// BRIDGE: memref.store %{{.*}}, %[[OUT2]]

// The loop nests are functions of their own after @main and its C interface (lpf-share-nests).
// LLVM-LABEL: llvm.func @main(
// LLVM-NOT: linalg.
// LLVM-NOT: bufferization.
// LLVM-NOT: tanh
// LLVM-LABEL: llvm.func @_mlir_ciface_main(
// LLVM-NOT: tanh
// LLVM: llvm.intr.fma
// LLVM-NOT: linalg.
// LLVM-NOT: bufferization.
// LLVM-NOT: tanh
func.func @main(%h: tensor<4x8xbf16>, %x: tensor<4x8xf32>) -> (tensor<4x8xbf16>, tensor<4xf32>) {
  %w = lpf.convert %h : tensor<4x8xbf16> to tensor<4x8xf32>
  %s = stablehlo.add %w, %x : tensor<4x8xf32>
  %t = stablehlo.tanh %s : tensor<4x8xf32>
  %r = lpf.convert %t : tensor<4x8xf32> to tensor<4x8xbf16>
  %sq = chlo.square %x : tensor<4x8xf32> -> tensor<4x8xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %sum = stablehlo.reduce(%sq init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  return %r, %sum : tensor<4x8xbf16>, tensor<4xf32>
}
