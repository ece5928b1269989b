// REQUIRES: xla
// stablehlo.rng_bit_generator feeding a stochastic convert's random bits (issue 41, finding 8).
// XLA makes a signed generator output u32, which no longer matched the s32 parameter of the
// call the lpf.convert becomes ("Call parameter must match argument ... s32[4] vs u32[4]",
// located in a temporary file); the StableHLO exit now generates u32 and bitcasts
// (lowering/src/to_stablehlo/rng.rs). llvm (StableHLO's linalg conversion of the generator)
// and xla give the same bits; ref refuses the generator at the op.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --arg %S/Inputs/f32_4.npy --backend llvm --bits | grep '^out' > %t/llvm.txt
// RUN: lpf-run %s --arg %S/Inputs/f32_4.npy --backend xla --bits | grep '^out' > %t/xla.txt
// RUN: diff %t/llvm.txt %t/xla.txt
// RUN: FileCheck %s < %t/xla.txt
// CHECK: out0: tensor<4xi32> = [43444564, -2144348869, -315321645, -549236733]
// CHECK: out1: tensor<4xbf16> = [0.10009765625 (0x3DCD), -2.0 (0xC000), 448.0 (0x43E0), 1.0002555517425873e30 (0x714A)]
// CHECK: out2: tensor<4xi32> = [846872, 4905358, 6656598, 6589993]
// CHECK: out3: tensor<4xbf16> = [0.099609375 (0x3DCC), -2.0 (0xC000), 448.0 (0x43E0), 1.0002555517425873e30 (0x714A)]
// RUN: not lpf-run %s --arg %S/Inputs/f32_4.npy --backend ref 2>&1 | FileCheck %s --check-prefix=REF
// REF: mixed-rng.mlir:[[@LINE+4]]:19: error: [E0915] 'stablehlo.rng_bit_generator' is run neither by StableHLO's reference interpreter
func.func @main(%x: tensor<4xf32>) -> (tensor<4xi32>, tensor<4xbf16>, tensor<4xi32>, tensor<4xbf16>) {
  %seed = stablehlo.constant dense<[1, 2]> : tensor<2xui64>
  // A signed output straight into the stochastic convert.
  %state, %bits = stablehlo.rng_bit_generator %seed, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xi32>)
  %y = lpf.convert %x, %bits rounding(stochastic) random_bits(16) : tensor<4xf32>, tensor<4xi32> to tensor<4xbf16>
  // Unsigned words shifted into 23 random bits, as jax.random writes them.
  %state2, %u = stablehlo.rng_bit_generator %state, algorithm = PHILOX : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui32>)
  %nine = stablehlo.constant dense<9> : tensor<4xui32>
  %s = stablehlo.shift_right_logical %u, %nine : tensor<4xui32>
  %bits2 = stablehlo.convert %s : (tensor<4xui32>) -> tensor<4xi32>
  %z = lpf.convert %x, %bits2 rounding(stochastic) random_bits(23) : tensor<4xf32>, tensor<4xi32> to tensor<4xbf16>
  return %bits, %y, %bits2, %z : tensor<4xi32>, tensor<4xbf16>, tensor<4xi32>, tensor<4xbf16>
}
