// RUN: lpf-opt %s --pass-pipeline='builtin.module(lpf-tensor-to-loops)' -verify-diagnostics

// A matrix unit's convolution is not lpf-tensor-to-loops' ordered convolution kernel:
// --lower-to-llvm rewrites it first (lpf-decompose-conv); reaching the kernel without that is a
// located E0915, not the ordered sum.
func.func @hardware(%x: tensor<1x4x16xbf16>, %w: tensor<2x16x2xbf16>) -> tensor<1x3x2xf32> {
  // expected-error@+1 {{[E0915] lpf.conv hardware("nvidia.hopper.wgmma") reaches the LLVM exit only through lpf-decompose-conv (part of --lower-to-llvm)}}
  %y = lpf.conv %x, %w hardware("nvidia.hopper.wgmma") : tensor<1x4x16xbf16>, tensor<2x16x2xbf16> -> tensor<1x3x2xf32>
  return %y : tensor<1x3x2xf32>
}
