// RUN: lpf-opt %s --raise-stablehlo | FileCheck %s
// RUN: lpf-opt %s --raise-stablehlo -o %t.mlir
// RUN: lpf-run --backend ref %t.mlir | FileCheck %s --check-prefix=VALUES
// RUN: lpf-run --backend llvm %t.mlir | FileCheck %s --check-prefix=VALUES
// torch-xla writes the exact GELU's erf (nn.GELU()) as a custom call that XLA reads as chlo.erf
// (docs/pytorch.md); the raise writes chlo.erf, which every backend runs. A call in another form
// (a side effect, a backend config) is not the op: it stays.

// CHECK-LABEL: func.func @main
// CHECK: %[[E:.*]] = chlo.erf %{{.*}} : tensor<4xbf16> -> tensor<4xbf16>
// CHECK: %[[F:.*]] = chlo.erf %{{.*}} : tensor<2xf32> -> tensor<2xf32>
// CHECK: return %[[E]], %[[F]] :
// CHECK-LABEL: func.func @kept
// CHECK: stablehlo.custom_call @mhlo.erf(%{{.*}}) {has_side_effect = true}

// erf of 0, 1, -inf, inf rounded to bf16 (erf(1) = 0.84270..., bf16 spacing 2^-8 there).
// VALUES: out0: tensor<4xbf16> = [0.0, 0.84375, -1.0, 1.0]
// VALUES-NEXT: out1: tensor<2xf32> = [0.0, -1.0]
func.func @main() -> (tensor<4xbf16>, tensor<2xf32>) {
  %x = stablehlo.constant dense<[0.0, 1.0, 0xFF80, 0x7F80]> : tensor<4xbf16>
  %y = stablehlo.constant dense<[0.0, -10.0]> : tensor<2xf32>
  %0 = stablehlo.custom_call @mhlo.erf(%x) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<4xbf16>) -> tensor<4xbf16>
  %1 = stablehlo.custom_call @mhlo.erf(%y) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2xf32>) -> tensor<2xf32>
  return %0, %1 : tensor<4xbf16>, tensor<2xf32>
}

func.func @kept(%y: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.custom_call @mhlo.erf(%y) {has_side_effect = true} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
