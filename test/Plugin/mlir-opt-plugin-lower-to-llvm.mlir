// The LLVM exit's pipeline is registered by the plugin too: stock mlir-opt-22 lowers lpf to the
// LLVM dialect (plugin passes and pipelines are named inside --pass-pipeline in mlir-opt).
// RUN: mlir-opt-22 --load-dialect-plugin=%lpf_plugin --load-pass-plugin=%lpf_plugin %s --pass-pipeline='builtin.module(lower-to-llvm)' | FileCheck %s

// CHECK-NOT: lpf.
// CHECK: llvm.func @_mlir_ciface_to_fp8(%{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr)
// CHECK: llvm.func internal @__lpf_f8E4M3FN_from_f32_rne_sat(%{{.*}}: i32) -> i8
func.func @to_fp8(%x: tensor<4xf32>) -> tensor<4xf8E4M3FN> {
  %y = lpf.convert %x : tensor<4xf32> to tensor<4xf8E4M3FN>
  return %y : tensor<4xf8E4M3FN>
}
