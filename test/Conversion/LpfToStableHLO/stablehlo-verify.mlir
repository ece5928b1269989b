// The StableHLO exit's output passes StableHLO's own verifier: every module the positive tests of
// this directory emit is parsed again by lpf-opt, where StableHLO is a registered dialect
// (third_party/stablehlo), without --allow-unregistered-dialect; an op the dialect does not
// define, or one it rejects, fails the run (invalid-stablehlo.mlir in StableHLOToLpf shows both).
// xla-verify.mlir checks the same modules with jaxlib's StableHLO.
// RUN: lpf-opt %S/convert.mlir --lower-to-stablehlo -split-input-file | lpf-opt -split-input-file
// RUN: lpf-opt %S/elementwise.mlir --lower-to-stablehlo -split-input-file | lpf-opt -split-input-file
// RUN: lpf-opt %S/contract.mlir --lower-to-stablehlo -split-input-file | lpf-opt -split-input-file
// RUN: lpf-opt %S/contract.mlir --lower-to-stablehlo --stablehlo-target=gpu -split-input-file | lpf-opt -split-input-file
// RUN: lpf-opt %S/conv.mlir --lower-to-stablehlo -split-input-file | lpf-opt -split-input-file
// RUN: lpf-opt %S/fast-forms.mlir --lower-to-stablehlo -split-input-file | lpf-opt -split-input-file
// RUN: lpf-opt %S/scaled-dot.mlir --lower-to-stablehlo -split-input-file | lpf-opt -split-input-file
// RUN: lpf-opt %S/scaled-dot.mlir --lower-to-stablehlo --stablehlo-scaled-dot=composite -split-input-file | lpf-opt -split-input-file
// RUN: lpf-opt %S/block.mlir --lower-to-stablehlo -split-input-file | lpf-opt -split-input-file
// RUN: lpf-opt %S/structure.mlir --lower-to-stablehlo | lpf-opt
// RUN: lpf-opt %S/../../../examples/fp8_attention_scores.mlir --lower-to-stablehlo | lpf-opt
// RUN: lpf-opt %S/../../../examples/mxfp4_matmul.mlir --lower-to-stablehlo | lpf-opt
// RUN: lpf-opt %S/../../../examples/mx_scaled_dot.mlir --lower-to-stablehlo | lpf-opt
// The generic form, as lpf-run --backend xla hands it to XLA, verifies too.
// RUN: lpf-opt %S/block.mlir --lower-to-stablehlo -split-input-file --mlir-print-op-generic | lpf-opt -split-input-file | FileCheck %s
// CHECK-LABEL: func.func @mx(
// CHECK: stablehlo.reduce
// CHECK-NOT: lpf.
