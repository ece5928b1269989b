// RUN: lpf-opt %s --raise-stablehlo 2>/dev/null | FileCheck %s
// RUN: lpf-opt %s --raise-stablehlo -o %t.mlir 2>/dev/null
// RUN: lpf-run --backend ref %t.mlir | FileCheck %s --check-prefix=VALUES
// RUN: lpf-run --backend llvm %t.mlir | FileCheck %s --check-prefix=VALUES
// And unraised, on the command line: lpf-run --backend ref calls the decomposition itself.
// RUN: lpf-run --backend ref %s | FileCheck %s --check-prefix=VALUES
// A stablehlo.composite (torchax writes torch.topk as `stablehlo.composite "chlo.top_k"`) is the
// func.call of its decomposition after the raise: what it means and what XLA runs. lpf-run
// --backend ref crashed on the composite (SIGSEGV; issue 39); on an unraised module it now
// calls the decomposition as the raise does. xla.scaled_dot stays a composite
// (scaled-dot.mlir).

// CHECK-LABEL: func.func @main
// CHECK-NOT: stablehlo.composite
// CHECK: %[[R:.*]]:2 = call @my.split_scale(%{{.*}}) : (tensor<4xbf16>) -> (tensor<4xbf16>, tensor<4xi32>)
// CHECK: return %[[R]]#0, %[[R]]#1

// VALUES: out0: tensor<4xbf16> = [2.0, -3.0, 0.5, 8.0]
// VALUES-NEXT: out1: tensor<4xi32> = [0, 1, 2, 3]
func.func @main() -> (tensor<4xbf16>, tensor<4xi32>) {
  %x = stablehlo.constant dense<[1.0, -1.5, 0.25, 4.0]> : tensor<4xbf16>
  %r:2 = stablehlo.composite "my.scale" %x {composite_attributes = {k = 2 : i64}, decomposition = @my.split_scale, version = 1 : i32} : (tensor<4xbf16>) -> (tensor<4xbf16>, tensor<4xi32>)
  return %r#0, %r#1 : tensor<4xbf16>, tensor<4xi32>
}
func.func private @my.split_scale(%x: tensor<4xbf16>) -> (tensor<4xbf16>, tensor<4xi32>) {
  %two = stablehlo.constant dense<2.0> : tensor<4xbf16>
  %y = stablehlo.multiply %x, %two : tensor<4xbf16>
  %i = stablehlo.iota dim = 0 : tensor<4xi32>
  return %y, %i : tensor<4xbf16>, tensor<4xi32>
}
