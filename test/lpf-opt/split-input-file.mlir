// --split-input-file splits as mlir-opt-22 does: on the marker wherever it stands (indented, or
// with text after it, which starts the next chunk); a dash run one short, or the marker followed
// by a 0, is a near miss: a warning, no split.
// RUN: lpf-opt %s -split-input-file 2>&1 | FileCheck %s
// RUN: mlir-opt-22 --load-dialect-plugin=%lpf_plugin %s -split-input-file 2>&1 | FileCheck %s

// CHECK: split-input-file.mlir:[[#@LINE+5]]:7: warning: near miss with file split marker
// CHECK: split-input-file.mlir:[[#@LINE+5]]:7: warning: near miss with file split marker
// CHECK: func.func @first
// CHECK: func.func @still_first
// CHECK: {{^//}} -----
// ----
// -----0
func.func @first() { return }
func.func @still_first() { return }

    // -----
// CHECK: func.func @indented
// CHECK: {{^//}} -----
func.func @indented() { return }
// ----- func.func @after_the_marker() { return }
// CHECK: func.func @after_the_marker
// CHECK-NOT: {{^//}} -----
