// Stock mlir-opt-22 loads lpf as a dialect and pass plugin: it round-trips lpf IR, runs the
// verifiers, and runs an lpf pass.
// RUN: mlir-opt-22 --load-dialect-plugin=%lpf_plugin --load-pass-plugin=%lpf_plugin %s | FileCheck %s --check-prefix=ROUNDTRIP
// RUN: mlir-opt-22 --load-dialect-plugin=%lpf_plugin --load-pass-plugin=%lpf_plugin %s | lpf-opt | FileCheck %s --check-prefix=ROUNDTRIP
// RUN: mlir-opt-22 --load-dialect-plugin=%lpf_plugin --load-pass-plugin=%lpf_plugin %s --pass-pipeline='builtin.module(lpf-decompose-scaled-dot)' | FileCheck %s --check-prefix=PASS

// ROUNDTRIP-LABEL: func.func @mx
// ROUNDTRIP: lpf.constant 0.1 : !lpf.sf<16>
// ROUNDTRIP: lpf.convert %{{.*}} rounding(toward_zero) overflow(saturate) : tensor<4x64xf32> to tensor<4x64xf8E4M3FN>
// ROUNDTRIP: lpf.scaled_dot %{{.*}} [%{{.*}}], %{{.*}} [%{{.*}}] block(32) acc(f32)
// PASS-LABEL: func.func @mx
// PASS: lpf.dequantize_block
// PASS: lpf.dequantize_block
// PASS: lpf.dot
// PASS-NOT: lpf.scaled_dot
func.func @mx(%x: tensor<4x64xf32>, %a: tensor<4x64xf4E2M1FN>, %as: tensor<4x2xf8E8M0FNU>,
              %b: tensor<64x8xf4E2M1FN>, %bs: tensor<2x8xf8E8M0FNU>) -> tensor<4x8xf32> {
  %k = lpf.constant 0.1 : !lpf.sf<16>
  %y = lpf.convert %x rounding(toward_zero) overflow(saturate) : tensor<4x64xf32> to tensor<4x64xf8E4M3FN>
  %0 = lpf.scaled_dot %a [%as], %b [%bs] block(32) acc(f32)
       : tensor<4x64xf4E2M1FN>, tensor<4x2xf8E8M0FNU>, tensor<64x8xf4E2M1FN>, tensor<2x8xf8E8M0FNU> -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
