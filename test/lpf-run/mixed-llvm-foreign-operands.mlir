// An operand a foreign op computed, read by a call or an lpf.dot as its only use, is that op's
// buffer (`bufferization.to_buffer`, read only): the callee and the dot's kernel read it whole
// while they run and keep no view of it, and no later op reads the tensor, so no later in-place
// write of bufferisation can reach what they read (tensor_to_loops' bridges). An operand with a
// second use keeps its copy into an lpf buffer. jax writes relu as such a call (a custom_jvp's
// function); this one also reverses its rows twice, an op that is not element-wise, so that the
// exits keep it a call (they inline a callee of element-wise ops alone, as XLA inlines every
// call). --backend llvm gives --backend ref's bits on 1 and 3 threads.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --backend llvm --threads 1 --out-dir %t/one > /dev/null
// RUN: lpf-run %s --backend llvm --threads 3 --out-dir %t/three > /dev/null
// RUN: cmp %t/ref/out0.npy %t/one/out0.npy
// RUN: cmp %t/ref/out0.npy %t/three/out0.npy
// RUN: cmp %t/ref/out1.npy %t/one/out1.npy
// RUN: cmp %t/ref/out1.npy %t/three/out1.npy
// RUN: lpf-opt %s --lpf-foreign-prepare --lpf-tensor-to-loops | FileCheck %s --check-prefix=IR

func.func private @relu(%x: tensor<64x32xf32>) -> tensor<64x32xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<64x32xf32>
  %y = stablehlo.maximum %x, %z : tensor<64x32xf32>
  %flipped = stablehlo.reverse %y, dims = [0] : tensor<64x32xf32>
  %back = stablehlo.reverse %flipped, dims = [0] : tensor<64x32xf32>
  return %back : tensor<64x32xf32>
}

func.func @main() -> (tensor<64x32xf32>, tensor<64x16xf32>) {
  %i = stablehlo.iota dim = 0 : tensor<2048xf32>
  %s = stablehlo.constant dense<0.173> : tensor<2048xf32>
  %m = stablehlo.multiply %i, %s : tensor<2048xf32>
  %c = stablehlo.cosine %m : tensor<2048xf32>
  %x = stablehlo.reshape %c : (tensor<2048xf32>) -> tensor<64x32xf32>
  %b = stablehlo.constant dense<0.25> : tensor<64x32xf32>
  // Only use: a call (the foreign buffer itself).
  %a = stablehlo.add %x, %b : tensor<64x32xf32>
  %r = func.call @relu(%a) : (tensor<64x32xf32>) -> tensor<64x32xf32>
  // Two uses: a call and a later foreign op (a copy for the call).
  %a2 = stablehlo.subtract %x, %b : tensor<64x32xf32>
  %r2 = func.call @relu(%a2) : (tensor<64x32xf32>) -> tensor<64x32xf32>
  %sum = stablehlo.add %r2, %a2 : tensor<64x32xf32>
  %out = stablehlo.add %r, %sum : tensor<64x32xf32>
  // Only use: a dot's operand.
  %w0 = stablehlo.slice %c [0:512] : (tensor<2048xf32>) -> tensor<512xf32>
  %w = stablehlo.reshape %w0 : (tensor<512xf32>) -> tensor<32x16xf32>
  %d = lpf.dot %out, %w acc(f32) : tensor<64x32xf32>, tensor<32x16xf32> -> tensor<64x16xf32>
  return %out, %d : tensor<64x32xf32>, tensor<64x16xf32>
}

// IR-LABEL: func.func @main
// IR: %[[A:.*]] = bufferization.to_buffer %{{.*}} read_only
// IR-NEXT: memref.alloc
// IR-NEXT: call @relu(%[[A]], %{{.*}})
// IR: %[[A2:.*]] = bufferization.to_buffer %{{.*}} read_only
// IR: %[[COPY:.*]] = memref.alloc
// IR: memref.load %[[A2]]
// IR: call @relu(%[[COPY]], %{{.*}})
// IR: %[[W:.*]] = bufferization.to_buffer %{{.*}} read_only : tensor<32x16xf32>
// IR-NOT: memref.alloc() {{.*}} : memref<32x16xf32>
// IR: memref.load %[[W]]
