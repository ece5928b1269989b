// RUN: lpf-opt %s --lower-to-llvm | FileCheck %s
// RUN: lpf-opt %s --pass-pipeline='builtin.module(lower-to-llvm)' | FileCheck %s

// The whole pipeline: only LLVM dialect remains, with the C interface and the helper inlined
// into the module (self-contained: nothing to link at run time but malloc/free). The dot's f8
// operand is widened by arithmetic on its codes while packed (no conversion helper).
// CHECK-NOT: lpf.
// CHECK-NOT: func.func
// CHECK-DAG: llvm.func @_mlir_ciface_attention(%{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr)
// CHECK-DAG: llvm.func internal @__lpf_bf16_from_f32_rne_naninf(%{{.*}}: i32) -> i16
func.func @attention(%q: tensor<2x16xbf16>, %k: tensor<16x4xf8E4M3FN>) -> tensor<2x4xbf16> {
  %s = lpf.dot %q, %k acc(f32) : tensor<2x16xbf16>, tensor<16x4xf8E4M3FN> -> tensor<2x4xf32>
  %r = lpf.convert %s : tensor<2x4xf32> to tensor<2x4xbf16>
  return %r : tensor<2x4xbf16>
}
