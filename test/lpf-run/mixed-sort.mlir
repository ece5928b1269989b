// stablehlo.sort on --backend llvm (upstream's linalg conversion has none: it was E0915) as a
// bitonic network over the sort dimension padded to a power of two, the comparator applied by
// stablehlo.map and ties broken by the original position (to_llvm/foreign/sort.rs): llvm ==
// ref (StableHLO's interpreter, std::stable_sort) on 1 and 3 threads, and XLA's bits
// (mixed-sort-xla.mlir). The cases: argsort of 37 f32 values descending under TOTALORDER with
// NaNs of both signs, ±0, ±inf and repeated values (their positions keep their order), along
// the first dimension of a 37 x 3 tensor; an i32 sort along the last dimension of 4 x 16
// (a power of two: no padding) with duplicates; a bf16 sort with a two-key comparator (the bf16
// key, then an i32 tie-breaker descending) carrying a ui8 payload; a dimension of size 1;
// chlo.top_k (jax.lax.top_k; of k = 4: rounds of a maximum since 2026-12-07, llvm-top-k-rounds.mlir).
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --backend llvm --threads 1 --out-dir %t/one > /dev/null
// RUN: lpf-run %s --backend llvm --threads 3 --out-dir %t/three > /dev/null
// RUN: diff -r %t/ref %t/one
// RUN: diff -r %t/ref %t/three
// RUN: lpf-opt %s --lower-to-llvm | FileCheck %s
// CHECK-NOT: stablehlo.sort
// CHECK: llvm.func @lpf_foreign_sort_

func.func @main() -> (tensor<37x3xf32>, tensor<37x3xi32>, tensor<4x16xi32>, tensor<24xbf16>, tensor<24xi32>, tensor<24xui8>, tensor<5x1xf32>, tensor<3x4xf32>, tensor<3x4xi32>) {
  // f32 values with repeats and specials: v = (i * 7 mod 11) - 5, then specials at fixed places.
  %i = stablehlo.iota dim = 0 : tensor<37x3xi32>
  %j = stablehlo.iota dim = 1 : tensor<37x3xi32>
  %seven = stablehlo.constant dense<7> : tensor<37x3xi32>
  %eleven = stablehlo.constant dense<11> : tensor<37x3xi32>
  %five = stablehlo.constant dense<5> : tensor<37x3xi32>
  %a = stablehlo.multiply %i, %seven : tensor<37x3xi32>
  %aj = stablehlo.add %a, %j : tensor<37x3xi32>
  %b = stablehlo.remainder %aj, %eleven : tensor<37x3xi32>
  %c = stablehlo.subtract %b, %five : tensor<37x3xi32>
  %cf = stablehlo.convert %c : (tensor<37x3xi32>) -> tensor<37x3xf32>
  %specials = stablehlo.constant dense<[0x7FC00000, 0xFFC00001, 0x00000000, 0x80000000, 0x7F800000, 0xFF800000, 0x3F800000]> : tensor<7xui32>
  %sf = stablehlo.bitcast_convert %specials : (tensor<7xui32>) -> tensor<7xf32>
  %s2 = stablehlo.reshape %sf : (tensor<7xf32>) -> tensor<7x1xf32>
  %s3 = stablehlo.broadcast_in_dim %s2, dims = [0, 1] : (tensor<7x1xf32>) -> tensor<7x3xf32>
  %top = stablehlo.slice %cf [0:30, 0:3] : (tensor<37x3xf32>) -> tensor<30x3xf32>
  %x = stablehlo.concatenate %s3, %top, dim = 0 : (tensor<7x3xf32>, tensor<30x3xf32>) -> tensor<37x3xf32>
  %0:2 = "stablehlo.sort"(%x, %i) <{dimension = 0 : i64, is_stable = true}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>, %r: tensor<i32>, %s: tensor<i32>):
    %gt = stablehlo.compare GT, %p, %q, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %gt : tensor<i1>
  }) : (tensor<37x3xf32>, tensor<37x3xi32>) -> (tensor<37x3xf32>, tensor<37x3xi32>)
  %k = stablehlo.iota dim = 1 : tensor<4x16xi32>
  %k5 = stablehlo.constant dense<5> : tensor<4x16xi32>
  %k3 = stablehlo.constant dense<13> : tensor<4x16xi32>
  %ka = stablehlo.multiply %k, %k3 : tensor<4x16xi32>
  %kb = stablehlo.remainder %ka, %k5 : tensor<4x16xi32>
  %1 = "stablehlo.sort"(%kb) <{dimension = 1 : i64}> ({
  ^bb0(%p: tensor<i32>, %q: tensor<i32>):
    %lt = stablehlo.compare LT, %p, %q, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) : (tensor<4x16xi32>) -> tensor<4x16xi32>
  %n = stablehlo.iota dim = 0 : tensor<24xi32>
  %n3 = stablehlo.constant dense<3> : tensor<24xi32>
  %n4 = stablehlo.constant dense<4> : tensor<24xi32>
  %kr = stablehlo.remainder %n, %n4 : tensor<24xi32>
  %kq = stablehlo.remainder %n, %n3 : tensor<24xi32>
  %key = stablehlo.convert %kr : (tensor<24xi32>) -> tensor<24xbf16>
  %pay = stablehlo.convert %n : (tensor<24xi32>) -> tensor<24xui8>
  %2:3 = "stablehlo.sort"(%key, %kq, %pay) <{dimension = 0 : i64, is_stable = true}> ({
  ^bb0(%p: tensor<bf16>, %q: tensor<bf16>, %r: tensor<i32>, %s: tensor<i32>, %u: tensor<ui8>, %v: tensor<ui8>):
    %lt = stablehlo.compare LT, %p, %q, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
    %eq = stablehlo.compare EQ, %p, %q, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
    %gt2 = stablehlo.compare GT, %r, %s, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %tie = stablehlo.and %eq, %gt2 : tensor<i1>
    %or = stablehlo.or %lt, %tie : tensor<i1>
    stablehlo.return %or : tensor<i1>
  }) : (tensor<24xbf16>, tensor<24xi32>, tensor<24xui8>) -> (tensor<24xbf16>, tensor<24xi32>, tensor<24xui8>)
  %one = stablehlo.slice %cf [0:5, 0:1] : (tensor<37x3xf32>) -> tensor<5x1xf32>
  %3 = "stablehlo.sort"(%one) <{dimension = 1 : i64}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %lt = stablehlo.compare LT, %p, %q, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) : (tensor<5x1xf32>) -> tensor<5x1xf32>
  %rows = stablehlo.slice %x [0:30:3, 0:3] : (tensor<37x3xf32>) -> tensor<10x3xf32>
  %rt = stablehlo.transpose %rows, dims = [1, 0] : (tensor<10x3xf32>) -> tensor<3x10xf32>
  %values, %indices = chlo.top_k(%rt, k = 4) : tensor<3x10xf32> -> (tensor<3x4xf32>, tensor<3x4xi32>)
  return %0#0, %0#1, %1, %2#0, %2#1, %2#2, %3, %values, %indices : tensor<37x3xf32>, tensor<37x3xi32>, tensor<4x16xi32>, tensor<24xbf16>, tensor<24xi32>, tensor<24xui8>, tensor<5x1xf32>, tensor<3x4xf32>, tensor<3x4xi32>
}
