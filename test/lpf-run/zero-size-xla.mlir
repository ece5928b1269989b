// REQUIRES: xla
// The function of zero-size-exits.mlir on the XLA exit: the same bits as the reference.
// RUN: lpf-run %S/zero-size-exits.mlir --arg %S/Inputs/u16_0x4.npy --arg %S/Inputs/u16_2x0.npy --arg %S/Inputs/u16_0x3.npy --bits --backend xla 2>&1 | FileCheck %S/zero-size-exits.mlir
