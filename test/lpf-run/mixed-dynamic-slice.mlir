// stablehlo.dynamic_slice and dynamic_update_slice (lax.dynamic_slice, lax.scan's carries, a KV
// cache) on bf16 codes next to an lpf op: --backend llvm (the start index read from its buffer
// by tensor-to-loops, the slices bufferisation's) and --backend ref (StableHLO's interpreter,
// which evaluates both) agree bit for bit, start indices clamped into range as StableHLO says.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/u16_2048_a.npy --arg %S/Inputs/i32_scalar_300.npy --bits --backend llvm | grep '^out' >> %t/llvm.txt
// RUN: lpf-run %s --arg %S/Inputs/u16_2048_a.npy --arg %S/Inputs/i32_scalar_9.npy --bits --backend llvm | grep '^out' >> %t/llvm.txt
// RUN: lpf-run %s --arg %S/Inputs/u16_2048_a.npy --arg %S/Inputs/i32_scalar_m3.npy --bits --backend llvm | grep '^out' >> %t/llvm.txt
// RUN: lpf-run %s --arg %S/Inputs/u16_2048_a.npy --arg %S/Inputs/i32_scalar_300.npy --bits --backend ref | grep '^out' >> %t/ref.txt
// RUN: lpf-run %s --arg %S/Inputs/u16_2048_a.npy --arg %S/Inputs/i32_scalar_9.npy --bits --backend ref | grep '^out' >> %t/ref.txt
// RUN: lpf-run %s --arg %S/Inputs/u16_2048_a.npy --arg %S/Inputs/i32_scalar_m3.npy --bits --backend ref | grep '^out' >> %t/ref.txt
// RUN: diff %t/llvm.txt %t/ref.txt
// RUN: FileCheck %s < %t/llvm.txt
// Start 300 (codes 0x64D2 0x21EE 0x354D 0x12D6), then 2055 and -3, clamped to 2044 and 0.
// CHECK: out0: tensor<4xbf16> = [{{.*}} (0x64D2), {{.*}} (0x21EE), {{.*}} (0x354D), {{.*}} (0x12D6)]
// CHECK: out0: tensor<4xbf16> =
// CHECK: out0: tensor<4xbf16> = [0.0 (0x0000), 0.0 (0x0000), 0.0 (0x0000), 0.0 (0x0000)]
// The element-wise ops the interpreter's op list once left out, on --backend ref.
// RUN: lpf-run %s --entry math --backend ref | FileCheck %s --check-prefix=MATH
// log1p(1) expm1(1) + atan2(1, 1) = 0.693147 x 1.718282 + 0.785398
// MATH: out0: tensor<3xf32> = [0.0, 0.0, 1.97642{{[0-9]*}}]

func.func @main(%a: tensor<2048xbf16>, %i: tensor<i32>) -> (tensor<4xbf16>, tensor<2048xbf16>, tensor<4xf32>) {
  %s = stablehlo.dynamic_slice %a, %i, sizes = [4] : (tensor<2048xbf16>, tensor<i32>) -> tensor<4xbf16>
  %n = stablehlo.negate %s : tensor<4xbf16>
  %u = stablehlo.dynamic_update_slice %a, %n, %i : (tensor<2048xbf16>, tensor<4xbf16>, tensor<i32>) -> tensor<2048xbf16>
  %w = lpf.convert %s : tensor<4xbf16> to tensor<4xf32>
  return %s, %u, %w : tensor<4xbf16>, tensor<2048xbf16>, tensor<4xf32>
}

func.func @math() -> tensor<3xf32> {
  %z = stablehlo.constant dense<[0.0, 0.0, 1.0]> : tensor<3xf32>
  %o = stablehlo.constant dense<1.0> : tensor<3xf32>
  %l = stablehlo.log_plus_one %z : tensor<3xf32>
  %e = stablehlo.exponential_minus_one %z : tensor<3xf32>
  %t = stablehlo.atan2 %z, %o : tensor<3xf32>
  %m = stablehlo.multiply %l, %e : tensor<3xf32>
  %r = stablehlo.add %m, %t : tensor<3xf32>
  return %r : tensor<3xf32>
}
