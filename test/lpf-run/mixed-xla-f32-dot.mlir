// bf16 x bf16 -> bf16 dots, which XLA computes as f32 dots of the widened operands in its f32
// order (YNNPACK's K blocks and lanes, hlo_defined/dot_lanes.rs): the raise marks the lpf.dot
// it makes of each ({lpf.xla_f32_dot}), and --arg %S/Inputs/f32dot_seed.npy --backend ref and the LLVM exit write it back as
// that f32 dot where XLA's order is not k order (hlo_defined/raised_sum.rs). out0 64 x 2048 @ 2048 x 64
// rows at K = 2048 (blocks of 512: a GPT-2 MLP's down-projection), out1 8 columns (4 lanes),
// out2 `x @ w.T` (PyTorch's Linear), out3 K = 256 (k order: the lpf.dot stays). Operands made
// in the module by integer hashing of a seed argument (0: Inputs/f32dot_seed.npy; an argument,
// so that XLA computes the dots at run time instead of folding them; exact everywhere): [-32768, 32767] x 2^-16..2^-1, magnitudes
// far apart, so that the f32 order shows through the bf16 rounding.
// llvm == ref on 1 and 3 threads; mixed-xla-f32-dot-xla.mlir checks them against XLA.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-opt %s --raise-stablehlo -o %t/raised.mlir
// RUN: lpf-run %t/raised.mlir --arg %S/Inputs/f32dot_seed.npy --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %t/raised.mlir --arg %S/Inputs/f32dot_seed.npy --backend llvm --threads 1 --out-dir %t/one > /dev/null
// RUN: lpf-run %t/raised.mlir --arg %S/Inputs/f32dot_seed.npy --backend llvm --threads 3 --out-dir %t/three > /dev/null
// RUN: diff -r %t/ref %t/one
// RUN: diff -r %t/ref %t/three
// RUN: lpf-opt %t/raised.mlir --lpf-foreign-prepare | FileCheck %s
// On the LLVM exit out0 and out2 stay bf16 lpf.dots stating XLA's K blocks (the exit's kernel
// sums by them), out1 becomes f32 dots of its 4 lanes, out3 stays a bf16 lpf.dot, unmarked.
// CHECK: lpf.dot {{.*}} {lpf.xla_k_block = 512 : i64} : tensor<64x2048xbf16>, tensor<2048x64xbf16> -> tensor<64x64xf32>
// CHECK-COUNT-4: lpf.dot {{.*}} {lpf.foreign_fma} : tensor<64x512xf32>, tensor<512x8xf32> -> tensor<64x8xf32>
// CHECK: lpf.dot {{.*}} {lpf.xla_k_block = 512 : i64} : tensor<64x2048xbf16>, tensor<2048x64xbf16> -> tensor<64x64xf32>
// CHECK: lpf.dot {{.*}} acc(f32) : tensor<64x256xbf16>, tensor<256x64xbf16> -> tensor<64x64xf32>
// CHECK-NOT: lpf.xla_f32_dot

func.func @hashed(%seed: tensor<i32>) -> tensor<2048x64xbf16> {
  %i = stablehlo.iota dim = 0 : tensor<131072xi32>
  %s = stablehlo.broadcast_in_dim %seed, dims = [] : (tensor<i32>) -> tensor<131072xi32>
  %j = stablehlo.add %i, %s : tensor<131072xi32>
  %m = stablehlo.constant dense<747796405> : tensor<131072xi32>
  %h = stablehlo.multiply %j, %m : tensor<131072xi32>
  %t = stablehlo.constant dense<13> : tensor<131072xi32>
  %hs = stablehlo.shift_right_logical %h, %t : tensor<131072xi32>
  %x = stablehlo.xor %h, %hs : tensor<131072xi32>
  %mask = stablehlo.constant dense<65535> : tensor<131072xi32>
  %low = stablehlo.and %x, %mask : tensor<131072xi32>
  %f = stablehlo.convert %low : (tensor<131072xi32>) -> tensor<131072xf32>
  %half = stablehlo.constant dense<32768.0> : tensor<131072xf32>
  %c = stablehlo.subtract %f, %half : tensor<131072xf32>
  %sixteen = stablehlo.constant dense<16> : tensor<131072xi32>
  %high = stablehlo.shift_right_logical %x, %sixteen : tensor<131072xi32>
  %fifteen = stablehlo.constant dense<15> : tensor<131072xi32>
  %e = stablehlo.and %high, %fifteen : tensor<131072xi32>
  %bias = stablehlo.constant dense<111> : tensor<131072xi32>
  %eb = stablehlo.add %e, %bias : tensor<131072xi32>
  %shift = stablehlo.constant dense<23> : tensor<131072xi32>
  %code = stablehlo.shift_left %eb, %shift : tensor<131072xi32>
  %scale = stablehlo.bitcast_convert %code : (tensor<131072xi32>) -> tensor<131072xf32>
  %cs = stablehlo.multiply %c, %scale : tensor<131072xf32>
  %b = stablehlo.convert %cs : (tensor<131072xf32>) -> tensor<131072xbf16>
  %r = stablehlo.reshape %b : (tensor<131072xbf16>) -> tensor<2048x64xbf16>
  return %r : tensor<2048x64xbf16>
}

func.func @main(%seed: tensor<i32>) -> (tensor<64x64xbf16>, tensor<64x8xbf16>, tensor<64x64xbf16>, tensor<64x64xbf16>) {
  %s0 = stablehlo.add %seed, %seed : tensor<i32>
  %c1 = stablehlo.constant dense<977> : tensor<i32>
  %s1 = stablehlo.add %seed, %c1 : tensor<i32>
  %c2 = stablehlo.constant dense<31337> : tensor<i32>
  %s2 = stablehlo.add %seed, %c2 : tensor<i32>
  %w = func.call @hashed(%s0) : (tensor<i32>) -> tensor<2048x64xbf16>
  %xs = func.call @hashed(%s1) : (tensor<i32>) -> tensor<2048x64xbf16>
  %wt = func.call @hashed(%s2) : (tensor<i32>) -> tensor<2048x64xbf16>
  %x = stablehlo.reshape %xs : (tensor<2048x64xbf16>) -> tensor<64x2048xbf16>
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<64x2048xbf16>, tensor<2048x64xbf16>) -> tensor<64x64xbf16>
  %w8 = stablehlo.slice %w [0:2048, 0:8] : (tensor<2048x64xbf16>) -> tensor<2048x8xbf16>
  %1 = stablehlo.dot_general %x, %w8, contracting_dims = [1] x [0] : (tensor<64x2048xbf16>, tensor<2048x8xbf16>) -> tensor<64x8xbf16>
  %wt0 = stablehlo.reshape %wt : (tensor<2048x64xbf16>) -> tensor<64x2048xbf16>
  %2 = stablehlo.dot_general %x, %wt0, contracting_dims = [1] x [1] : (tensor<64x2048xbf16>, tensor<64x2048xbf16>) -> tensor<64x64xbf16>
  %x3 = stablehlo.slice %x [0:64, 0:256] : (tensor<64x2048xbf16>) -> tensor<64x256xbf16>
  %w3 = stablehlo.slice %w [0:256, 0:64] : (tensor<2048x64xbf16>) -> tensor<256x64xbf16>
  %3 = stablehlo.dot_general %x3, %w3, contracting_dims = [1] x [0] : (tensor<64x256xbf16>, tensor<256x64xbf16>) -> tensor<64x64xbf16>
  return %0, %1, %2, %3 : tensor<64x64xbf16>, tensor<64x8xbf16>, tensor<64x64xbf16>, tensor<64x64xbf16>
}
