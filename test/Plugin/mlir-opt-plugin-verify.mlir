// The plugin brings the verifiers along: stock mlir-opt-22 reports lpf's coded diagnostics.
// RUN: mlir-opt-22 --load-dialect-plugin=%lpf_plugin %s -split-input-file -verify-diagnostics

func.func @fp8_add(%a: f8E5M2) -> f8E5M2 {
  // expected-error@+1 {{[E0914] 'lpf.add' on 'f8E5M2'}}
  %0 = lpf.add %a, %a : f8E5M2
  return %0 : f8E5M2
}

// -----

func.func @narrow_acc(%a: tensor<4x8xbf16>, %b: tensor<8x2xbf16>) -> tensor<4x2xbf16> {
  // expected-error@+1 {{[E0913] accumulator type 'bf16' is narrower than f32; use acc(f32) or acc(f64)}}
  %0 = lpf.dot %a, %b acc(bf16) : tensor<4x8xbf16>, tensor<8x2xbf16> -> tensor<4x2xbf16>
  return %0 : tensor<4x2xbf16>
}

// -----

// expected-error@+1 {{[E0910] unknown lpf type 'fp8'}}
func.func private @fp8(!lpf.fp8)
