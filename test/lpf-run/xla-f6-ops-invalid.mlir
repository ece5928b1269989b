// REQUIRES: xla
// XLA has no f6 type: the StableHLO exit carries f6 values as u8 codes and computes the ops of
// xla-f6-ops.mlir on them; any other StableHLO op computing on f6 values is refused at the
// user's op with a located E0915 (issue 41; before, XLA computed it on the codes as integers).
// RUN: not lpf-run %s --arg %S/Inputs/pairs_u6_a.npy --backend xla 2>&1 | FileCheck %s
// CHECK: xla-f6-ops-invalid.mlir:[[@LINE+2]]:8: error: [E0915] 'stablehlo.exponential' on f6E3M2FN values is not supported by the StableHLO exit
func.func @main(%a: tensor<4096xf6E3M2FN>) -> tensor<4096xf6E3M2FN> {
  %0 = stablehlo.exponential %a : tensor<4096xf6E3M2FN>
  return %0 : tensor<4096xf6E3M2FN>
}
