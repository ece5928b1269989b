// hardware("unit") on lpf.scaled_dot: a matrix unit's block-scaled instruction (docs/formats.md
// "Hardware arithmetic"): Blackwell's tcgen05.mma kind::mxf8f6f4 (any f8/f6/f4 pair, ue8m0 per
// 32, k 32), kind::mxf4 (fp4, ue8m0 per 32, k 64) and kind::mxf4nvf4 (fp4 per 16 with ue8m0 or
// ue4m3 = f8E4M3FN scales, k 64); K known only at run time is accepted. Custom form, custom
// form re-parsed, generic form re-parsed.
// RUN: lpf-opt %s | FileCheck %s
// RUN: lpf-opt %s | lpf-opt | FileCheck %s
// RUN: lpf-opt %s --mlir-print-op-generic | lpf-opt | FileCheck %s
// RUN: lpf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @kinds
// CHECK: lpf.scaled_dot %{{.*}} [%{{.*}}], %{{.*}} [%{{.*}}] block(32) acc(f32) hardware("nvidia.blackwell.tcgen05") : tensor<2x64xf8E4M3FN>, tensor<2x2xf8E8M0FNU>, tensor<64x3xf6E2M3FN>, tensor<2x3xf8E8M0FNU> -> tensor<2x3xf32>
// CHECK: lpf.scaled_dot %{{.*}} [%{{.*}}], %{{.*}} [%{{.*}}] block(32) acc(f32) hardware("nvidia.blackwell.tcgen05") : tensor<4x128xf4E2M1FN>, tensor<4x4xf8E8M0FNU>, tensor<128x8xf4E2M1FN>, tensor<4x8xf8E8M0FNU> -> tensor<4x8xf32>
// CHECK: lpf.scaled_dot %{{.*}} [%{{.*}}], %{{.*}} [%{{.*}}] block(16) acc(f32) hardware("nvidia.blackwell.tcgen05") : tensor<4x64xf4E2M1FN>, tensor<4x4xf8E4M3FN>, tensor<64x8xf4E2M1FN>, tensor<4x8xf8E4M3FN> -> tensor<4x8xf32>
// CHECK: lpf.scaled_dot %{{.*}} [%{{.*}}], %{{.*}} [%{{.*}}] block(16) hardware("nvidia.blackwell.tcgen05") : tensor<2x4x64xf4E2M1FN>, tensor<2x4x4xf8E8M0FNU>, tensor<2x64x8xf4E2M1FN>, tensor<2x4x8xf8E8M0FNU> -> tensor<2x4x8xf32>
// CHECK: lpf.scaled_dot %{{.*}} [%{{.*}}], %{{.*}} [%{{.*}}] block(32) acc(f32) hardware("nvidia.blackwell.tcgen05") : tensor<2x?xf8E5M2>, tensor<2x?xf8E8M0FNU>, tensor<?x2xf4E2M1FN>, tensor<?x2xf8E8M0FNU> -> tensor<2x2xf32>
// GENERIC: "lpf.scaled_dot"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{acc = f32, block = 32 : i64, hardware = "nvidia.blackwell.tcgen05"}>
func.func @kinds(%a: tensor<2x64xf8E4M3FN>, %as: tensor<2x2xf8E8M0FNU>, %b: tensor<64x3xf6E2M3FN>, %bs: tensor<2x3xf8E8M0FNU>,
                 %c: tensor<4x128xf4E2M1FN>, %cs: tensor<4x4xf8E8M0FNU>, %d: tensor<128x8xf4E2M1FN>, %ds: tensor<4x8xf8E8M0FNU>,
                 %e: tensor<4x64xf4E2M1FN>, %es: tensor<4x4xf8E4M3FN>, %f: tensor<64x8xf4E2M1FN>, %fs: tensor<4x8xf8E4M3FN>,
                 %g: tensor<2x4x64xf4E2M1FN>, %gs: tensor<2x4x4xf8E8M0FNU>, %h: tensor<2x64x8xf4E2M1FN>, %hs: tensor<2x4x8xf8E8M0FNU>,
                 %x: tensor<2x?xf8E5M2>, %xs: tensor<2x?xf8E8M0FNU>, %y: tensor<?x2xf4E2M1FN>, %ys: tensor<?x2xf8E8M0FNU>) {
  %0 = lpf.scaled_dot %a [%as], %b [%bs] block(32) acc(f32) hardware("nvidia.blackwell.tcgen05")
       : tensor<2x64xf8E4M3FN>, tensor<2x2xf8E8M0FNU>, tensor<64x3xf6E2M3FN>, tensor<2x3xf8E8M0FNU> -> tensor<2x3xf32>
  %1 = lpf.scaled_dot %c [%cs], %d [%ds] block(32) acc(f32) hardware("nvidia.blackwell.tcgen05")
       : tensor<4x128xf4E2M1FN>, tensor<4x4xf8E8M0FNU>, tensor<128x8xf4E2M1FN>, tensor<4x8xf8E8M0FNU> -> tensor<4x8xf32>
  %2 = lpf.scaled_dot %e [%es], %f [%fs] block(16) acc(f32) hardware("nvidia.blackwell.tcgen05")
       : tensor<4x64xf4E2M1FN>, tensor<4x4xf8E4M3FN>, tensor<64x8xf4E2M1FN>, tensor<4x8xf8E4M3FN> -> tensor<4x8xf32>
  %3 = lpf.scaled_dot %g [%gs], %h [%hs] block(16) hardware("nvidia.blackwell.tcgen05")
       : tensor<2x4x64xf4E2M1FN>, tensor<2x4x4xf8E8M0FNU>, tensor<2x64x8xf4E2M1FN>, tensor<2x4x8xf8E8M0FNU> -> tensor<2x4x8xf32>
  %4 = lpf.scaled_dot %x [%xs], %y [%ys] block(32) acc(f32) hardware("nvidia.blackwell.tcgen05")
       : tensor<2x?xf8E5M2>, tensor<2x?xf8E8M0FNU>, tensor<?x2xf4E2M1FN>, tensor<?x2xf8E8M0FNU> -> tensor<2x2xf32>
  return
}
