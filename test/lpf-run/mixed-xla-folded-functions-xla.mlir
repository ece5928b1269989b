// REQUIRES: xla
// mixed-xla-folded-functions.mlir against XLA CPU itself: f32 exp, log, tanh and rsqrt of
// constants give the values of XLA's constant folding on ref and llvm.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %S/mixed-xla-folded-functions.mlir --arg %S/Inputs/folded_x_32.npy --backend xla --out-dir %t/xla > /dev/null
// RUN: lpf-run %S/mixed-xla-folded-functions.mlir --arg %S/Inputs/folded_x_32.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %S/mixed-xla-folded-functions.mlir --arg %S/Inputs/folded_x_32.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/xla %t/ref
// RUN: diff -r %t/xla %t/llvm
