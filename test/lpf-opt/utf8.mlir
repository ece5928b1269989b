// Invalid UTF-8 inside a comment is accepted, as mlir-opt-22 accepts it; elsewhere it is a
// located error, not a crash.
// RUN: lpf-opt %S/Inputs/invalid-utf8-comment.mlir | FileCheck %s
// RUN: mlir-opt-22 --load-dialect-plugin=%lpf_plugin %S/Inputs/invalid-utf8-comment.mlir | FileCheck %s
// RUN: not lpf-opt %S/Inputs/invalid-utf8-code.mlir 2>&1 | FileCheck %s --check-prefix=CODE
// RUN: not lpf-run %S/Inputs/invalid-utf8-code.mlir 2>&1 | FileCheck %s --check-prefix=CODE

// CHECK: func.func @after_the_comment()
// CODE: invalid-utf8-code.mlir' is not UTF-8 text at 3:12 (only comments may hold invalid UTF-8)
