// lpf-translate --atreides-to-bin writes only what the user named: kernel 0 to -o, kernels
// 1.. into --kernel-dir, the layout to --layout; nothing beside -o (-o /dev/null made
// /dev/null.k1.bin and /dev/null.json before).
// RUN: rm -rf %t && mkdir %t
// RUN: not lpf-translate --atreides-to-bin %s -o %t/p.bin 2>&1 | FileCheck %s --check-prefix=TWO
// RUN: ls %t | FileCheck %s --check-prefix=NONE --allow-empty
// RUN: lpf-translate --atreides-to-bin %s -o %t/p.bin --kernel-dir %t/ks --layout %t/l.json
// RUN: ls %t %t/ks | FileCheck %s --check-prefix=FILES
// RUN: FileCheck %s --check-prefix=LAYOUT < %t/l.json
// RUN: rm -rf %t && mkdir %t && cd %t && lpf-translate --atreides-to-bin %s --entry one -o p.bin
// RUN: ls %t | FileCheck %s --check-prefix=ONE
// TWO: lpf-translate: error: cannot write '{{.*}}p.bin': @main has 2 kernels (one per result); -o takes kernel 0, --kernel-dir DIR names where kernels 1..1 go (as DIR/kN.bin)
// NONE-NOT: {{.}}
// FILES: ks
// FILES-NEXT: l.json
// FILES-NEXT: p.bin
// FILES: k1.bin
// LAYOUT: {"result": 0, "threads": {{[0-9]+}}, "program_words": {{[0-9]+}}, "program": "{{.*}}p.bin"}
// LAYOUT-NEXT: {"result": 1, "threads": {{[0-9]+}}, "program_words": {{[0-9]+}}, "program": "{{.*}}ks/k1.bin"}
// ONE: p.bin
// ONE-NOT: {{.}}
func.func @main(%a: tensor<4x!lpf.sf<16>>, %b: tensor<4x!lpf.sf<16>>) -> (tensor<4x!lpf.sf<16>>, tensor<4x!lpf.sf<16>>) {
  %s = lpf.add %a, %b : tensor<4x!lpf.sf<16>>
  %p = lpf.mul %a, %b rounding(toward_zero) : tensor<4x!lpf.sf<16>>
  return %s, %p : tensor<4x!lpf.sf<16>>, tensor<4x!lpf.sf<16>>
}
func.func @one(%a: tensor<4x!lpf.sf<16>>, %b: tensor<4x!lpf.sf<16>>) -> tensor<4x!lpf.sf<16>> {
  %s = lpf.add %a, %b : tensor<4x!lpf.sf<16>>
  return %s : tensor<4x!lpf.sf<16>>
}
