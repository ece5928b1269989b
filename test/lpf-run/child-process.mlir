// A child process that dies is reported by the signal's name with its stderr, not as nothing.
// RUN: env LPF_PYTHON=%S/Inputs/segv-python.sh not lpf-run %s --entry main --arg %S/Inputs/bf16_4.npy --backend xla 2>&1 | FileCheck %s --check-prefix=SEGV
// SEGV: lpf-run: error: the XLA runner was killed by signal 11 (SIGSEGV); its stderr:
// SEGV-NEXT: runner: about to crash

// Only what the entry reaches is lowered; a recursive call it reaches is refused at the call
// on the exits that cannot run it (the reference stops at depth 64).
// RUN: lpf-run %s --entry main --arg %S/Inputs/bf16_4.npy --backend llvm | FileCheck %s --check-prefix=MAIN
// RUN: not lpf-run %s --entry spin --arg %S/Inputs/bf16_4.npy --backend llvm 2>&1 | FileCheck %s --check-prefix=LLVM
// RUN: not lpf-run %s --entry spin --arg %S/Inputs/bf16_4.npy 2>&1 | FileCheck %s --check-prefix=REF
// RUN: not lpf-opt %s --lower-to-stablehlo 2>&1 | FileCheck %s --check-prefix=SHLO
// MAIN: out0: tensor<4xbf16> = [2.0, 5.0, 600.0, -2.0]
func.func @main(%a: tensor<4xbf16>) -> tensor<4xbf16> {
  %s = lpf.add %a, %a : tensor<4xbf16>
  return %s : tensor<4xbf16>
}

// REF: error: call depth exceeds 64
func.func @spin(%a: tensor<4xbf16>) -> tensor<4xbf16> {
  %r = func.call @loop(%a) : (tensor<4xbf16>) -> tensor<4xbf16>
  return %r : tensor<4xbf16>
}
// LLVM: child-process.mlir:[[@LINE+3]]:8: error: [E0915] recursive call (@loop -> @loop): compiled code has no bound on its call depth
// SHLO: child-process.mlir:[[@LINE+2]]:8: error: [E0915] recursive call (@loop -> @loop): XLA cannot run recursion
func.func @loop(%a: tensor<4xbf16>) -> tensor<4xbf16> {
  %r = func.call @loop(%a) : (tensor<4xbf16>) -> tensor<4xbf16>
  return %r : tensor<4xbf16>
}
