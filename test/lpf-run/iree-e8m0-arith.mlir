// REQUIRES: iree
// add, subtract, multiply and divide of f8E8M0FNU on --backend iree give --backend ref's bits
// (issue 40): the exit computes them in f64 between exact lpf.converts
// (hlo_defined::e8m0_arithmetic, issue 41), and the IREE exit's f64 check (to_stablehlo/
// iree_f64.rs) bounds an lpf.convert's f64 by its source format (E8M0's values are multiples of
// 2^-127), so those f64 ops are IREE's with no subnormal possible; before that bound they were
// refused with an E0915. mixed-e8m0-arith.mlir's module: every pair of E8M0 codes.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %S/mixed-e8m0-arith.mlir --arg %S/Inputs/pairs_u8_a.npy --arg %S/Inputs/pairs_u8_b.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %S/mixed-e8m0-arith.mlir --arg %S/Inputs/pairs_u8_a.npy --arg %S/Inputs/pairs_u8_b.npy --backend iree --out-dir %t/iree > /dev/null
// RUN: diff -r %t/ref %t/iree
