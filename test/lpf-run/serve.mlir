// `lpf-run --serve` (what the Python package's --backend ref calls use, python/lpf/tools.py):
// one JSON array of arguments per input line, each run as `lpf-run ARGS...` would run it, each
// answered by `STATUS LENGTH` and that run's standard output; diagnostics on standard error, a
// failed run (here a missing argument, then a line that is not JSON) does not end the server.
// RUN: rm -rf %t && mkdir -p %t
// RUN: printf '%%s\n' '["%s", "--entry", "double", "--arg", "%S/Inputs/bf16_4.npy", "--out-dir", "%t"]' '["%s", "--entry", "double"]' 'not json' '["%s", "--entry", "double", "--arg", "%t/out0.npy"]' | lpf-run --serve 2>%t/err | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t/err
// CHECK: 0 {{[0-9]+}}
// CHECK-NEXT: out0: tensor<4xbf16> = [2.0, 5.0, 600.0, -2.0]
// CHECK-NEXT: wrote 1 result to
// CHECK-NEXT: 1 0
// CHECK-NEXT: 1 0
// CHECK-NEXT: 0 {{[0-9]+}}
// CHECK-NEXT: out0: tensor<4xbf16> = [4.0, 10.0, 1200.0, -4.0]
// ERR: @double takes 1 argument
// ERR: --serve takes one JSON array of arguments per line

func.func @double(%a: tensor<4xbf16>) -> tensor<4xbf16> {
  %s = lpf.add %a, %a : tensor<4xbf16>
  return %s : tensor<4xbf16>
}
