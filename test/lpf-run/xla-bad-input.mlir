// A program the StableHLO exit cannot lower fails at the op with the exit's [E0915], before any
// Python runs (so this needs no venv).
// RUN: env LPF_PYTHON=/nonexistent/python not lpf-run %s --arg %S/Inputs/f32_4.npy --backend xla 2>&1 | FileCheck %s
// CHECK: xla-bad-input.mlir:[[@LINE+6]]:8: error: [E0915] cannot lower 'lpf.add' to StableHLO: f64 arithmetic
// CHECK: lpf-run: error: '{{.*}}xla-bad-input.mlir' cannot be lowered to StableHLO for --backend xla (see above)
// RUN: not lpf-run %s --arg %S/Inputs/f32_4.npy --backend xla --entry other 2>&1 | FileCheck %s --check-prefix=ENTRY
// ENTRY: lpf-run: error: no func.func @other in the input (functions: main); choose one with --entry
func.func @main(%x: tensor<4xf32>) -> tensor<4xf64> {
  %w = lpf.convert %x : tensor<4xf32> to tensor<4xf64>
  %y = lpf.add %w, %w : tensor<4xf64>
  return %y : tensor<4xf64>
}
