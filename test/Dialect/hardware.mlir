// hardware("unit") on lpf.dot: a matrix unit's accumulation (docs/formats.md "Hardware
// arithmetic"); custom form, custom form re-parsed, generic form re-parsed.
// RUN: lpf-opt %s | FileCheck %s
// RUN: lpf-opt %s | lpf-opt | FileCheck %s
// RUN: lpf-opt %s --mlir-print-op-generic | lpf-opt | FileCheck %s
// RUN: lpf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @units
// CHECK: lpf.dot %{{.*}}, %{{.*}} acc(f32) hardware("nvidia.hopper.wgmma") : tensor<64x256xf8E4M3FN>, tensor<256x128xf8E4M3FN> -> tensor<64x128xf32>
// CHECK: lpf.dot %{{.*}}, %{{.*}} acc(f16) hardware("nvidia.volta.mma") : tensor<2x8xf16>, tensor<8x3xf16> -> tensor<2x3xf16>
// CHECK: lpf.dot %{{.*}}, %{{.*}} acc(f32) hardware("nvidia.ada.mma") : tensor<4x2x64xf8E5M2>, tensor<4x64x2xf8E4M3FN> -> tensor<4x2x2xf32>
// CHECK: lpf.dot %{{.*}}, %{{.*}} acc(f32) hardware("nvidia.blackwell.tcgen05") : tensor<1x32xf4E2M1FN>, tensor<32x1xf6E3M2FN> -> tensor<1x1xf32>
// CHECK: lpf.dot %{{.*}}, %{{.*}} acc(f32) hardware("amd.cdna3.mfma") : tensor<2x16xf8E4M3FNUZ>, tensor<16x2xf8E5M2FNUZ> -> tensor<2x2xf32>
// CHECK: lpf.dot %{{.*}}, %{{.*}} acc(f32) hardware("amd.cdna1.mfma") : tensor<2x?xbf16>, tensor<?x2xbf16> -> tensor<2x2xf32>
// GENERIC: "lpf.dot"(%{{.*}}, %{{.*}}) <{acc = f32, hardware = "nvidia.hopper.wgmma"}>
func.func @units(%a: tensor<64x256xf8E4M3FN>, %b: tensor<256x128xf8E4M3FN>,
                 %h: tensor<2x8xf16>, %g: tensor<8x3xf16>,
                 %p: tensor<4x2x64xf8E5M2>, %q: tensor<4x64x2xf8E4M3FN>,
                 %f4: tensor<1x32xf4E2M1FN>, %f6: tensor<32x1xf6E3M2FN>,
                 %u: tensor<2x16xf8E4M3FNUZ>, %v: tensor<16x2xf8E5M2FNUZ>,
                 %x: tensor<2x?xbf16>, %y: tensor<?x2xbf16>) {
  %0 = lpf.dot %a, %b acc(f32) hardware("nvidia.hopper.wgmma") : tensor<64x256xf8E4M3FN>, tensor<256x128xf8E4M3FN> -> tensor<64x128xf32>
  %1 = lpf.dot %h, %g acc(f16) hardware("nvidia.volta.mma") : tensor<2x8xf16>, tensor<8x3xf16> -> tensor<2x3xf16>
  %2 = lpf.dot %p, %q acc(f32) hardware("nvidia.ada.mma") : tensor<4x2x64xf8E5M2>, tensor<4x64x2xf8E4M3FN> -> tensor<4x2x2xf32>
  %3 = lpf.dot %f4, %f6 acc(f32) hardware("nvidia.blackwell.tcgen05") : tensor<1x32xf4E2M1FN>, tensor<32x1xf6E3M2FN> -> tensor<1x1xf32>
  %4 = lpf.dot %u, %v acc(f32) hardware("amd.cdna3.mfma") : tensor<2x16xf8E4M3FNUZ>, tensor<16x2xf8E5M2FNUZ> -> tensor<2x2xf32>
  %5 = lpf.dot %x, %y acc(f32) hardware("amd.cdna1.mfma") : tensor<2x?xbf16>, tensor<?x2xbf16> -> tensor<2x2xf32>
  return
}
