// REQUIRES: xla
// mixed-divide-by-function.mlir against XLA CPU itself (--backend xla: XLA's simplifier writes
// the divisions as products with the inverse function): f32, f64 and f16 divisions by a power,
// an exp and an rsqrt, through a broadcast and with the divisor used elsewhere, the rotary
// frequencies `1 / 10000 ** (2i / 32)`, and a bf16 quotient give XLA's bits on ref and llvm.
// Before the rewrite ref and llvm divided (63-73% of XLA's bits on the f32 ones), and ref's f32
// `power` was the f64 `pow` rounded once (XLA's is the C library's `powf`).
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %S/mixed-divide-by-function.mlir --arg %S/Inputs/dbf_x_64x64.npy --arg %S/Inputs/dbf_y_64x64.npy --arg %S/Inputs/dbf_z_64x64.npy --backend xla --out-dir %t/xla > /dev/null
// RUN: lpf-run %S/mixed-divide-by-function.mlir --arg %S/Inputs/dbf_x_64x64.npy --arg %S/Inputs/dbf_y_64x64.npy --arg %S/Inputs/dbf_z_64x64.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %S/mixed-divide-by-function.mlir --arg %S/Inputs/dbf_x_64x64.npy --arg %S/Inputs/dbf_y_64x64.npy --arg %S/Inputs/dbf_z_64x64.npy --backend llvm --out-dir %t/llvm > /dev/null
// RUN: diff -r %t/xla %t/ref
// RUN: diff -r %t/xla %t/llvm
