// REQUIRES: xla
// Every module the positive tests of this directory emit, parsed and verified by jaxlib's MLIR:
// a second StableHLO, independent of the vendored one lpf-opt verifies with (stablehlo-verify.mlir).
// RUN: lpf-opt %S/convert.mlir --lower-to-stablehlo -split-input-file | %xla_runner verify --split-input-file - | FileCheck %s --check-prefix=CONVERT
// CONVERT: verified 7 modules
// RUN: lpf-opt %S/elementwise.mlir --lower-to-stablehlo -split-input-file | %xla_runner verify --split-input-file - | FileCheck %s --check-prefix=ELEMENTWISE
// ELEMENTWISE: verified 7 modules
// RUN: lpf-opt %S/contract.mlir --lower-to-stablehlo -split-input-file | %xla_runner verify --split-input-file - | FileCheck %s --check-prefix=CONTRACT
// RUN: lpf-opt %S/contract.mlir --lower-to-stablehlo --stablehlo-target=gpu -split-input-file | %xla_runner verify --split-input-file - | FileCheck %s --check-prefix=CONTRACT
// CONTRACT: verified 8 modules
// RUN: lpf-opt %S/conv.mlir --lower-to-stablehlo -split-input-file | %xla_runner verify --split-input-file - | FileCheck %s --check-prefix=CONV
// CONV: verified 6 modules
// RUN: lpf-opt %S/scaled-dot.mlir --lower-to-stablehlo -split-input-file | %xla_runner verify --split-input-file - | FileCheck %s --check-prefix=SCALED
// RUN: lpf-opt %S/scaled-dot.mlir --lower-to-stablehlo --stablehlo-scaled-dot=composite -split-input-file | %xla_runner verify --split-input-file - | FileCheck %s --check-prefix=SCALED
// SCALED: verified 2 modules
// RUN: lpf-opt %S/block.mlir --lower-to-stablehlo -split-input-file | %xla_runner verify --split-input-file - | FileCheck %s --check-prefix=BLOCK
// BLOCK: verified 3 modules
// RUN: lpf-opt %S/structure.mlir --lower-to-stablehlo | %xla_runner verify - | FileCheck %s --check-prefix=ONE
// The examples, too.
// RUN: lpf-opt %S/../../../examples/fp8_attention_scores.mlir --lower-to-stablehlo | %xla_runner verify - | FileCheck %s --check-prefix=ONE
// RUN: lpf-opt %S/../../../examples/mxfp4_matmul.mlir --lower-to-stablehlo | %xla_runner verify - | FileCheck %s --check-prefix=ONE
// RUN: lpf-opt %S/../../../examples/mx_scaled_dot.mlir --lower-to-stablehlo | %xla_runner verify - | FileCheck %s --check-prefix=ONE
// A JAX module (pretty form, CHLO included) raised and lowered again.
// RUN: lpf-opt %S/../StableHLOToLpf/Inputs/jax-block.mlir --raise-stablehlo --lower-to-stablehlo | %xla_runner verify - | FileCheck %s --check-prefix=ONE
// ONE: verified 1 module
// A module that is not StableHLO is rejected by the same check (so the check can fail).
// RUN: not %xla_runner verify %s 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: lpf_xla: error: {{.*}} does not parse as StableHLO
func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.no_such_op"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
