// raise-stablehlo's option: excess-precision is none (the default) or xla; anything else, or an
// unknown option, is one located error and a failed pass.
// RUN: lpf-opt %s --raise-stablehlo=excess-precision=fast -split-input-file -verify-diagnostics
// RUN: not lpf-opt %s --raise-stablehlo=excess-precision= 2>&1 | FileCheck %s --check-prefix=EMPTY
// EMPTY: error: raise-stablehlo: excess-precision is none or xla, not ''

// expected-error@+1 {{raise-stablehlo: excess-precision is none or xla, not 'fast'}}
module {
}
