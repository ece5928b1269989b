// REQUIRES: xla
// Stochastic converts on the xla backend (the StableHLO exit's integer emulation on XLA CPU) give
// the bits derived by hand in stochastic.mlir, which ref and llvm give too.
// RUN: lpf-run %S/stochastic.mlir --backend xla --bits | FileCheck %S/stochastic.mlir
