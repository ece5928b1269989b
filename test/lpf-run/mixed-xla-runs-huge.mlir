// XLA's runs of 32 over a declared dimension of 2^40 bf16 elements (bf16 sums stay in XLA's
// loops at every size): the rewrite computes the runs' layout, not the list of 2^35 runs (whose
// allocation aborted lpf-opt), and cuts the run sums into runs again, level by level: 2^40
// elements, 2^35 run sums, 2^30, ... 32, each level a reduce of runs of 32 (2^40 is whole
// runs: no padding). Nothing runs (the tensor would be 2 TiB).
// RUN: lpf-opt %s --lpf-foreign-prepare | FileCheck %s
// CHECK-LABEL: func.func @main
// CHECK-DAG: tensor<34359738368xbf16>
// CHECK-DAG: tensor<1073741824xbf16>
// CHECK-DAG: tensor<33554432xbf16>
// CHECK-DAG: tensor<32xbf16>
// RUN: lpf-opt %s --lower-to-llvm | FileCheck %s --check-prefix=LOWERED
// LOWERED: llvm.func @main
func.func @main(%x: tensor<1099511627776xbf16>) -> tensor<bf16> {
  %zero = stablehlo.constant dense<0.0> : tensor<bf16>
  %s = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<1099511627776xbf16>, tensor<bf16>) -> tensor<bf16>
  return %s : tensor<bf16>
}
