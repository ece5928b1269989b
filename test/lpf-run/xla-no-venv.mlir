// Without the venv, --backend xla fails clearly, naming the set-up command.
// RUN: env LPF_PYTHON=/nonexistent/python not lpf-run %s --arg %S/Inputs/f32_4.npy --backend xla 2>&1 | FileCheck %s
// CHECK: lpf-run: error: --backend xla needs the project venv with jax (/nonexistent/python is missing); create it with scripts/setup.sh

func.func @main(%x: tensor<4xf32>) -> tensor<4xf16> {
  %y = lpf.convert %x : tensor<4xf32> to tensor<4xf16>
  return %y : tensor<4xf16>
}
