// RUN: lpf-opt %s -split-input-file -verify-diagnostics

// ReLU and leaky ReLU are arithmetic: the 8/6/4-bit floats, E8M0 and P3109 have none.
func.func @relu_fp8(%a: tensor<4xf8E4M3FN>) -> tensor<4xf8E4M3FN> {
  // expected-error@+1 {{[E0914] 'lpf.relu' on 'f8E4M3FN': ReLU is arithmetic, and 8/6/4-bit floats, E8M0 and P3109 values have none; lpf.convert them to f16, bf16 or f32 first}}
  %0 = lpf.relu %a : tensor<4xf8E4M3FN>
  return %0 : tensor<4xf8E4M3FN>
}

// -----

func.func @leaky_e8m0(%a: f8E8M0FNU) -> f8E8M0FNU {
  // expected-error@+1 {{[E0914] 'lpf.leaky_relu' on 'f8E8M0FNU': leaky ReLU is arithmetic}}
  %0 = lpf.leaky_relu %a : f8E8M0FNU
  return %0 : f8E8M0FNU
}

// -----

func.func @leaky_int(%a: i32) -> i32 {
  // expected-error@+1 {{[E0912] operand has type 'i32' where an lpf number format is required}}
  %0 = lpf.leaky_relu %a : i32
  return %0 : i32
}
