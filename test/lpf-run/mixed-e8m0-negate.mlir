// REQUIRES: xla
// stablehlo.negate on f8E8M0FNU (every value positive, or NaN): XLA negates in f32 and converts
// back, so every result is E8M0's NaN (0xFF); StableHLO's interpreter negated the APFloat and
// gave 2.0 for 2.0, so ref rewrites it (hlo_defined::e8m0_negate; lpf-diff finding 6).
// ref, llvm and xla agree, inside a map's region too.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/e8m0_neg_3.npy --bits --backend ref | grep '^out' > %t/ref.txt
// RUN: lpf-run %s --arg %S/Inputs/e8m0_neg_3.npy --bits --backend llvm | grep '^out' > %t/llvm.txt
// RUN: lpf-run %s --arg %S/Inputs/e8m0_neg_3.npy --bits --backend xla | grep '^out' > %t/xla.txt
// RUN: diff %t/ref.txt %t/llvm.txt
// RUN: diff %t/ref.txt %t/xla.txt
// RUN: FileCheck %s < %t/ref.txt
// CHECK: out0: tensor<3xf8E8M0FNU> = [nan (0xFF), nan (0xFF), nan (0xFF)]
func.func @main(%a: tensor<3xf8E8M0FNU>) -> tensor<3xf8E8M0FNU> {
  %0 = "stablehlo.negate"(%a) : (tensor<3xf8E8M0FNU>) -> tensor<3xf8E8M0FNU>
  return %0 : tensor<3xf8E8M0FNU>
}
