// Cumulative sums and products (jnp.cumsum, lax.cumsum(reverse=True), jnp.cumprod: a
// reduce_window spanning its dimension) as XLA CPU computes them (lowering/src/hlo_defined/
// cumulative.rs): in blocks of 16 (its ReduceWindowRewriter), each block's own cumulative sums,
// the blocks' totals cumulated the same way (recursively past 16 blocks), each block combined
// with the total before it (after it, reversed); on --backend ref and the LLVM exit alike. out0:
// f32 [1000] (its first 20 values -0: +0 sums, as XLA's; 63 blocks, the totals in 4), out1: [5, 64]
// along dimension 1, out2: [64, 5] along 0, out3: [3, 37] reversed (blocks from the front, the
// padding at the end), out4: a product of 100, out5: bf16 [100], out6: f16 [300] reversed (each
// add rounded to the format), out7: 16 values (one block: the reduce_window as written).
// mixed-xla-cumulative-xla.mlir compares with XLA itself; here llvm == ref.
// Inputs: Inputs/xla_cumulative.py.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/cum_f32_1000.npy --arg %S/Inputs/cum_f32_5x64.npy --arg %S/Inputs/cum_f32_3x37.npy --arg %S/Inputs/cum_f32_100.npy --arg %S/Inputs/cum_bf16_100.npy --arg %S/Inputs/cum_f16_300.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/cum_f32_1000.npy --arg %S/Inputs/cum_f32_5x64.npy --arg %S/Inputs/cum_f32_3x37.npy --arg %S/Inputs/cum_f32_100.npy --arg %S/Inputs/cum_bf16_100.npy --arg %S/Inputs/cum_f16_300.npy --backend llvm --out-dir %t/one > /dev/null
// RUN: diff -r %t/ref %t/one
// RUN: lpf-opt %s --lpf-foreign-prepare | FileCheck %s
// The f32 [1000]: padded to 63 x 16 (1008), each block's sums, the 63 totals in 4 blocks of 16.
// CHECK-LABEL: func.func @main
// CHECK: tensor.expand_shape %{{.*}} output_shape [63, 16] : tensor<1008xf32> into tensor<63x16xf32>
// CHECK: output_shape [4, 16] : tensor<64xf32> into tensor<4x16xf32>

func.func @main(%a: tensor<1000xf32>, %b: tensor<5x64xf32>, %c: tensor<3x37xf32>, %d: tensor<100xf32>, %e: tensor<100xbf16>, %f: tensor<300xf16>) -> (tensor<1000xf32>, tensor<5x64xf32>, tensor<64x5xf32>, tensor<3x37xf32>, tensor<100xf32>, tensor<100xbf16>, tensor<300xf16>, tensor<16xf32>) {
  %z32 = stablehlo.constant dense<0.0> : tensor<f32>
  %one32 = stablehlo.constant dense<1.0> : tensor<f32>
  %zbf = stablehlo.constant dense<0.0> : tensor<bf16>
  %zf16 = stablehlo.constant dense<0.0> : tensor<f16>
  %bt = stablehlo.transpose %b, dims = [1, 0] : (tensor<5x64xf32>) -> tensor<64x5xf32>
  %a16 = stablehlo.slice %a [100:116] : (tensor<1000xf32>) -> tensor<16xf32>
  %0 = "stablehlo.reduce_window"(%a, %z32) <{window_dimensions = array<i64: 1000>, padding = dense<[[999, 0]]> : tensor<1x2xi64>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %r = stablehlo.add %p, %q : tensor<f32>
    stablehlo.return %r : tensor<f32>
  }) : (tensor<1000xf32>, tensor<f32>) -> tensor<1000xf32>
  %1 = "stablehlo.reduce_window"(%b, %z32) <{window_dimensions = array<i64: 1, 64>, padding = dense<[[0, 0], [63, 0]]> : tensor<2x2xi64>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %r = stablehlo.add %p, %q : tensor<f32>
    stablehlo.return %r : tensor<f32>
  }) : (tensor<5x64xf32>, tensor<f32>) -> tensor<5x64xf32>
  %2 = "stablehlo.reduce_window"(%bt, %z32) <{window_dimensions = array<i64: 64, 1>, padding = dense<[[63, 0], [0, 0]]> : tensor<2x2xi64>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %r = stablehlo.add %p, %q : tensor<f32>
    stablehlo.return %r : tensor<f32>
  }) : (tensor<64x5xf32>, tensor<f32>) -> tensor<64x5xf32>
  %3 = "stablehlo.reduce_window"(%c, %z32) <{window_dimensions = array<i64: 1, 37>, padding = dense<[[0, 0], [0, 36]]> : tensor<2x2xi64>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %r = stablehlo.add %p, %q : tensor<f32>
    stablehlo.return %r : tensor<f32>
  }) : (tensor<3x37xf32>, tensor<f32>) -> tensor<3x37xf32>
  %4 = "stablehlo.reduce_window"(%d, %one32) <{window_dimensions = array<i64: 100>, padding = dense<[[99, 0]]> : tensor<1x2xi64>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %r = stablehlo.multiply %p, %q : tensor<f32>
    stablehlo.return %r : tensor<f32>
  }) : (tensor<100xf32>, tensor<f32>) -> tensor<100xf32>
  %5 = "stablehlo.reduce_window"(%e, %zbf) <{window_dimensions = array<i64: 100>, padding = dense<[[99, 0]]> : tensor<1x2xi64>}> ({
  ^bb0(%p: tensor<bf16>, %q: tensor<bf16>):
    %r = stablehlo.add %p, %q : tensor<bf16>
    stablehlo.return %r : tensor<bf16>
  }) : (tensor<100xbf16>, tensor<bf16>) -> tensor<100xbf16>
  %6 = "stablehlo.reduce_window"(%f, %zf16) <{window_dimensions = array<i64: 300>, padding = dense<[[0, 299]]> : tensor<1x2xi64>}> ({
  ^bb0(%p: tensor<f16>, %q: tensor<f16>):
    %r = stablehlo.add %p, %q : tensor<f16>
    stablehlo.return %r : tensor<f16>
  }) : (tensor<300xf16>, tensor<f16>) -> tensor<300xf16>
  %7 = "stablehlo.reduce_window"(%a16, %z32) <{window_dimensions = array<i64: 16>, padding = dense<[[15, 0]]> : tensor<1x2xi64>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %r = stablehlo.add %p, %q : tensor<f32>
    stablehlo.return %r : tensor<f32>
  }) : (tensor<16xf32>, tensor<f32>) -> tensor<16xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7 : tensor<1000xf32>, tensor<5x64xf32>, tensor<64x5xf32>, tensor<3x37xf32>, tensor<100xf32>, tensor<100xbf16>, tensor<300xf16>, tensor<16xf32>
}
