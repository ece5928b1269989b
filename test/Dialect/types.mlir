// RUN: lpf-opt %s | FileCheck %s
// RUN: lpf-opt %s | lpf-opt | FileCheck %s
// RUN: lpf-opt %s --mlir-print-op-generic | lpf-opt | FileCheck %s

// Every element type the ops accept, as function arguments and as tensor elements.

// CHECK-LABEL: func.func private @builtin(f16, bf16, tf32, f32, f64, f8E4M3FN, f8E5M2, f8E4M3, f8E3M4, f8E4M3FNUZ, f8E5M2FNUZ, f8E4M3B11FNUZ, f8E8M0FNU, f6E2M3FN, f6E3M2FN, f4E2M1FN)
func.func private @builtin(f16, bf16, tf32, f32, f64, f8E4M3FN, f8E5M2, f8E4M3, f8E3M4, f8E4M3FNUZ, f8E5M2FNUZ, f8E4M3B11FNUZ, f8E8M0FNU, f6E2M3FN, f6E3M2FN, f4E2M1FN)

// CHECK-LABEL: func.func private @superfloat(!lpf.sf<2>, !lpf.sf<4>, !lpf.sf<8>, !lpf.sf<16>, tensor<4x!lpf.sf<16>>)
func.func private @superfloat(!lpf.sf<2>, !lpf.sf<4>, !lpf.sf<8>, !lpf.sf<16>, tensor<4x!lpf.sf<16>>)

// CHECK-LABEL: func.func private @p3109(!lpf.p3109<8, 4, signed, extended>, !lpf.p3109<8, 3, signed, finite>, !lpf.p3109<4, 2, signed, finite>, !lpf.p3109<8, 1, unsigned, finite>, !lpf.p3109<16, 8, unsigned, extended>, !lpf.p3109<3, 2, signed, extended>)
func.func private @p3109(!lpf.p3109<8, 4, signed, extended>, !lpf.p3109<8,3,signed,finite>, !lpf.p3109<4, 2, signed, finite>, !lpf.p3109<8, 1, unsigned, finite>, !lpf.p3109<16, 8, unsigned, extended>, !lpf.p3109<3, 2, signed, extended>)

// CHECK-LABEL: func.func private @goldenfloat(!lpf.gf16, tensor<2x3x!lpf.gf16>)
func.func private @goldenfloat(!lpf.gf16, tensor<2x3x!lpf.gf16>)
