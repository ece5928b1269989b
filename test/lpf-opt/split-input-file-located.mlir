// A chunk that starts after a marker in the middle of a line reports the whole file's line and
// column, as mlir-opt-22 does.
// RUN: not lpf-opt %s -split-input-file 2>&1 | FileCheck %s
// RUN: not mlir-opt-22 --load-dialect-plugin=%lpf_plugin %s -split-input-file 2>&1 | FileCheck %s

func.func @good() { return }
// CHECK: split-input-file-located.mlir:[[#@LINE+1]]:12: error: custom op 'nonsense' is unknown
  // ----- nonsense
