// mlir-opt's expectation grammar: @below binds to the next line without a directive, @above to
// the previous one, -re takes regular expressions inside {{...}}, and the text runs to the
// line's last '}}'. Stock mlir-opt-22 (with the plugin) reads the same file the same way.
// RUN: lpf-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt-22 --load-dialect-plugin=%lpf_plugin %s -split-input-file -verify-diagnostics

func.func @below(%a: f8E5M2) -> f8E5M2 {
  // expected-error@below {{[E0914] 'lpf.add' on 'f8E5M2'}}
  %0 = lpf.add %a, %a : f8E5M2
  return %0 : f8E5M2
}

// -----

func.func @above(%a: f4E2M1FN) -> f4E2M1FN {
  %0 = lpf.mul %a, %a : f4E2M1FN
  // expected-error-re@above {{[E0914] 'lpf.{{(add|mul)}}' on 'f4E2M1FN': {{.*}}; lpf.convert them}}
  return %0 : f4E2M1FN
}

