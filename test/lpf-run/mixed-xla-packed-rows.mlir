// f32 dots of a right operand stored as rows ([K, N], `x @ w`), N = 40: YNNPACK packs it (into
// the transposed operand's tiles) from 51 rows of the left operand, and then sums each output
// in the transposed operand's lanes (four at N = 40); up to 50 rows it reads the rows as they
// are, in k order (lowering/src/hlo_defined/dot_lanes.rs, `packs_rows`). out0: 64 rows, out1:
// 50 rows. out2: an RMSNorm's mean of squares plus its epsilon, the mean reshaped to [rows, 1]
// before the add, which XLA fuses into one fused multiply-add all the same
// (lowering/src/hlo_defined/moved_product.rs); out3: the mean broadcast over a row and taken
// from the row's values, which XLA leaves twice rounded. out4: 8 rows times [96, 500] rows
// (the 40 columns repeated): unpacked, YNNPACK's one task of all 500 columns sums K in blocks of
// 32768 / 500 = 65 (`split_columns`), not in k order. Inputs: Inputs/xla_packed_rows.py.
// llvm == ref; mixed-xla-packed-rows-xla.mlir checks them against XLA.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/rows_a_64x96.npy --arg %S/Inputs/rows_b_96x40.npy --arg %S/Inputs/rows_s_16.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --arg %S/Inputs/rows_a_64x96.npy --arg %S/Inputs/rows_b_96x40.npy --arg %S/Inputs/rows_s_16.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/ref %t/llvm
// RUN: lpf-opt %s --pass-pipeline='builtin.module(lpf-foreign-prepare)' | FileCheck %s
// The 64-row dot in four lanes (k mod 4) of 24 products, added pairwise; the 50-row one whole;
// one fused multiply-add (out2's); the 8-row dot in K blocks of 65.
// CHECK-LABEL: func.func @main
// CHECK-COUNT-4: lpf.dot {{.*}} : tensor<64x24xf32>, tensor<24x40xf32> -> tensor<64x40xf32>
// CHECK: lpf.dot {{.*}} : tensor<50x96xf32>, tensor<96x40xf32> -> tensor<50x40xf32>
// CHECK: math.fma {{.*}} : f32
// CHECK-NOT: math.fma
// CHECK: lpf.dot {{.*}}lpf.xla_k_block = 65 : i64} : tensor<8x96xf32>, tensor<96x500xf32> -> tensor<8x500xf32>

func.func @main(%a: tensor<64x96xf32>, %b: tensor<96x40xf32>, %s: tensor<16xf32>) -> (tensor<64x40xf32>, tensor<50x40xf32>, tensor<16x1xf32>, tensor<16x8xf32>, tensor<8x500xf32>) {
  %packed = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<64x96xf32>, tensor<96x40xf32>) -> tensor<64x40xf32>
  %a50 = stablehlo.slice %a [0:50, 0:96] : (tensor<64x96xf32>) -> tensor<50x96xf32>
  %unpacked = stablehlo.dot_general %a50, %b, contracting_dims = [1] x [0] : (tensor<50x96xf32>, tensor<96x40xf32>) -> tensor<50x40xf32>
  %n = stablehlo.constant dense<9.600000e+01> : tensor<16xf32>
  %mean = stablehlo.divide %s, %n : tensor<16xf32>
  %rows = stablehlo.reshape %mean : (tensor<16xf32>) -> tensor<16x1xf32>
  %eps = stablehlo.constant dense<9.99999997E-7> : tensor<16x1xf32>
  %norm = stablehlo.add %rows, %eps : tensor<16x1xf32>
  %mean2 = stablehlo.divide %s, %n : tensor<16xf32>
  %rows2 = stablehlo.reshape %mean2 : (tensor<16xf32>) -> tensor<16x1xf32>
  %spread = stablehlo.broadcast_in_dim %rows2, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x8xf32>
  %x = stablehlo.slice %a [0:16, 0:8] : (tensor<64x96xf32>) -> tensor<16x8xf32>
  %centred = stablehlo.subtract %x, %spread : tensor<16x8xf32>
  %a8 = stablehlo.slice %a [0:8, 0:96] : (tensor<64x96xf32>) -> tensor<8x96xf32>
  %b520 = stablehlo.concatenate %b, %b, %b, %b, %b, %b, %b, %b, %b, %b, %b, %b, %b, dim = 1 : (tensor<96x40xf32>, tensor<96x40xf32>, tensor<96x40xf32>, tensor<96x40xf32>, tensor<96x40xf32>, tensor<96x40xf32>, tensor<96x40xf32>, tensor<96x40xf32>, tensor<96x40xf32>, tensor<96x40xf32>, tensor<96x40xf32>, tensor<96x40xf32>, tensor<96x40xf32>) -> tensor<96x520xf32>
  %b500 = stablehlo.slice %b520 [0:96, 0:500] : (tensor<96x520xf32>) -> tensor<96x500xf32>
  %tasks = stablehlo.dot_general %a8, %b500, contracting_dims = [1] x [0] : (tensor<8x96xf32>, tensor<96x500xf32>) -> tensor<8x500xf32>
  return %packed, %unpacked, %norm, %centred, %tasks : tensor<64x40xf32>, tensor<50x40xf32>, tensor<16x1xf32>, tensor<16x8xf32>, tensor<8x500xf32>
}
