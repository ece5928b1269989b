// RUN: lpf-opt %s --lpf-stablehlo-structure -verify-diagnostics
// lpf-stablehlo-structure run alone, without the exit's earlier steps: an f6 op that
// foreign_narrow would have rewritten on the codes is retyped to its u8 carrier, which the op does
// not take. The pass fails at the op with the verifier's error instead of printing IR that does
// not verify (fuzz target `passes`, issue 41).
func.func @main(%a: tensor<4xf6E3M2FN>) -> tensor<4xf6E3M2FN> {
  // expected-error @+1 {{'stablehlo.abs' op operand #0 must be ranked tensor}}
  %0 = stablehlo.abs %a : tensor<4xf6E3M2FN>
  return %0 : tensor<4xf6E3M2FN>
}
