// lpf-opt's command line: mlir-opt's conventions, exit 0 on success and 1 on any error.

// RUN: lpf-opt --help | FileCheck %s --check-prefix=HELP
// HELP: Usage: lpf-opt [OPTIONS] [INPUT]
// HELP: --pass-pipeline <PIPELINE>
// HELP: --split-input-file
// HELP: --verify-diagnostics
// HELP: --allow-unregistered-dialect
// HELP: --mlir-print-op-generic
// HELP: --mlir-print-debuginfo
// HELP: --mlir-print-ir-after-all
// HELP: --mlir-timing
// HELP: --list-passes
// HELP: --stablehlo-target <cpu|gpu|iree>

// RUN: lpf-opt --version | FileCheck %s --check-prefix=VERSION
// VERSION: lpf-opt {{[0-9]+\.[0-9]+\.[0-9]+}} (MLIR 22)

// RUN: lpf-opt --list-passes | FileCheck %s --check-prefix=PASSES
// PASSES: lpf-decompose-conv
// PASSES: lpf-decompose-scaled-dot
// PASSES: lpf-tensor-to-loops
// PASSES: lower-to-atreides
// PASSES: lower-to-stablehlo
// PASSES: lpf pipelines
// PASSES-NEXT: lower-to-llvm
// NOEXIT: lpf-opt: error: unknown option or pass '--lower-to-

// The StableHLO exit is a pass flag (its tests: test/Conversion/LpfToStableHLO/); its target is
// an option of the driver.
// RUN: lpf-opt %s --lower-to-stablehlo | FileCheck %s --check-prefix=STABLEHLO
// STABLEHLO: call @__lpf_neg_{{[0-9a-f]+}}(%arg0) : (tensor<f16>) -> tensor<f16>
// RUN: not lpf-opt %s --lower-to-stablehlo --stablehlo-target=tpu 2>&1 | FileCheck %s --check-prefix=TARGET
// TARGET: error: invalid value 'tpu' for '--stablehlo-target <cpu|gpu|iree>'

// RUN: not lpf-opt %t.does-not-exist.mlir 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: lpf-opt: error: cannot read input '{{.*}}does-not-exist.mlir'

// RUN: not lpf-opt %s --pass-pipeline='builtin.module(no-such-pass)' 2>&1 | FileCheck %s --check-prefix=PIPELINE
// PIPELINE: lpf-opt: error: invalid pass pipeline 'builtin.module(no-such-pass)': {{.*}}no-such-pass

// Standard input and -o.
// RUN: cat %s | lpf-opt - -o %t.out && FileCheck %s --check-prefix=ROUNDTRIP < %t.out
// ROUNDTRIP: func.func @f(%arg0: f16) -> f16
// ROUNDTRIP-NEXT: lpf.neg %arg0 : f16

// Single-dash long options, as mlir-opt spells them.
// RUN: lpf-opt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// GENERIC: "lpf.neg"

// RUN: lpf-opt %s --mlir-print-ir-after-all --pass-pipeline='builtin.module(canonicalize)' 2>&1 >/dev/null | FileCheck %s --check-prefix=IRAFTER
// IRAFTER: // -----// IR Dump After Canonicalizer (canonicalize)
// IRAFTER: lpf.neg

// RUN: lpf-opt %s --mlir-timing --pass-pipeline='builtin.module(canonicalize)' 2>&1 >/dev/null | FileCheck %s --check-prefix=TIMING
// One report, for the pipeline that ran (not for the up-front pipeline check), then lpf-opt's own.
// TIMING: Execution time report
// TIMING-NOT: Execution time report
// TIMING: Canonicalizer
// TIMING: parse + verify:

func.func @f(%a: f16) -> f16 {
  %0 = lpf.neg %a : f16
  return %0 : f16
}
