// A bf16 lpf.dot inside a loop (a raised scan body's dot, as raise-stablehlo writes it) on the
// LLVM exit: its operands widened to f32 once, then the loop's fused multiply-adds in k order
// from +0 (lpf-foreign-prepare's control_flow and loop_fma; the products of bf16 values are
// exact in f32, so these are the contract's sums). The fusion leaves the widening apart (it was
// computed again for every product: lpf-fuse-elementwise-ops) and so a tanh before the dot. A dot
// of one column keeps k order (XLA's lanes for its own f32 dots are not lpf.dot's). --backend
// llvm gives --backend ref's bits on 1 and 3 threads, NaN, infinities, -0 and subnormals among
// the operands (a canonical NaN: payloads are not part of the contract, formats.md "NaN in").
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --backend llvm --threads 1 --out-dir %t/one > /dev/null
// RUN: lpf-run %s --backend llvm --threads 3 --out-dir %t/three > /dev/null
// RUN: cmp %t/ref/out0.npy %t/one/out0.npy
// RUN: cmp %t/ref/out0.npy %t/three/out0.npy
// RUN: cmp %t/ref/out1.npy %t/one/out1.npy
// RUN: cmp %t/ref/out1.npy %t/three/out1.npy
// RUN: lpf-opt %s --lpf-foreign-prepare | FileCheck %s --check-prefix=IR

func.func @main() -> (tensor<9x16xbf16>, tensor<9x1xbf16>) {
  %i = stablehlo.iota dim = 0 : tensor<1024xf32>
  %s = stablehlo.constant dense<0.0371> : tensor<1024xf32>
  %a = stablehlo.multiply %i, %s : tensor<1024xf32>
  %two = stablehlo.constant dense<2.0> : tensor<1024xf32>
  %one1024 = stablehlo.constant dense<1.0> : tensor<1024xf32>
  %r2 = stablehlo.remainder %a, %two : tensor<1024xf32>
  %b = stablehlo.subtract %r2, %one1024 : tensor<1024xf32>
  %wf = stablehlo.slice %b [0:1024] : (tensor<1024xf32>) -> tensor<1024xf32>
  %w2 = stablehlo.reshape %wf : (tensor<1024xf32>) -> tensor<64x16xf32>
  %wb = stablehlo.convert %w2 : (tensor<64x16xf32>) -> tensor<64x16xbf16>
  // Specials in the weights' first row: NaN, -inf, -0, the smallest subnormal.
  %special = stablehlo.constant dense<[[0x7FC0, 0xFF80, 0x8000, 0x0001, 0x0000, 0x3F80, 0xBF80, 0x0080, 0x8001, 0x7F7F, 0xFF7F, 0x3C00, 0x4000, 0xC000, 0x3E00, 0x0002]]> : tensor<1x16xbf16>
  %rest = stablehlo.slice %wb [1:64, 0:16] : (tensor<64x16xbf16>) -> tensor<63x16xbf16>
  %w = stablehlo.concatenate %special, %rest, dim = 0 : (tensor<1x16xbf16>, tensor<63x16xbf16>) -> tensor<64x16xbf16>
  %v = stablehlo.slice %w [0:64, 5:6] : (tensor<64x16xbf16>) -> tensor<64x1xbf16>
  %hflat = stablehlo.slice %b [100:676] : (tensor<1024xf32>) -> tensor<576xf32>
  %hf = stablehlo.reshape %hflat : (tensor<576xf32>) -> tensor<9x64xf32>
  %h0 = stablehlo.convert %hf : (tensor<9x64xf32>) -> tensor<9x64xbf16>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %three = stablehlo.constant dense<3> : tensor<i32>
  %o0 = stablehlo.constant dense<0.0> : tensor<9x16xbf16>
  %c0 = stablehlo.constant dense<0.0> : tensor<9x1xbf16>
  %r:4 = stablehlo.while(%k = %zero, %h = %h0, %o = %o0, %c = %c0) : tensor<i32>, tensor<9x64xbf16>, tensor<9x16xbf16>, tensor<9x1xbf16>
  cond {
    %p = stablehlo.compare LT, %k, %three : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %t = stablehlo.tanh %h : tensor<9x64xbf16>
    %d = lpf.dot %t, %w acc(f32) : tensor<9x64xbf16>, tensor<64x16xbf16> -> tensor<9x16xf32>
    %dr = lpf.convert %d rounding(to_nearest_even) overflow(nan_or_inf) : tensor<9x16xf32> to tensor<9x16xbf16>
    %e = lpf.dot %h, %v acc(f32) : tensor<9x64xbf16>, tensor<64x1xbf16> -> tensor<9x1xf32>
    %er = lpf.convert %e rounding(to_nearest_even) overflow(nan_or_inf) : tensor<9x1xf32> to tensor<9x1xbf16>
    %half = stablehlo.constant dense<0.5> : tensor<9x64xbf16>
    %hn = stablehlo.multiply %h, %half : tensor<9x64xbf16>
    %next = stablehlo.add %k, %one : tensor<i32>
    stablehlo.return %next, %hn, %dr, %er : tensor<i32>, tensor<9x64xbf16>, tensor<9x16xbf16>, tensor<9x1xbf16>
  }
  return %r#2, %r#3 : tensor<9x16xbf16>, tensor<9x1xbf16>
}

// The widenings are generics of their own (the tanh fused into its widening), each dot one
// generic of f32 operands whose body is the fused multiply-add alone; the column's dot whole, in
// k order (no lanes).
// IR: scf.while
// IR: arith.extf %{{.*}} : bf16 to f32
// IR: linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "reduction", "parallel"]{{.*}} ins(%{{.*}}, %{{.*}} : tensor<1x9x64xf32>, tensor<1x64x16xf32>)
// IR-NEXT: ^bb0(%{{.*}}: f32, %{{.*}}: f32, %{{.*}}: f32):
// IR-NEXT: math.fma
// IR-NEXT: linalg.yield
// IR: linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "reduction", "parallel"]{{.*}} ins(%{{.*}}, %{{.*}} : tensor<1x9x64xf32>, tensor<1x64x1xf32>)
// IR-NEXT: ^bb0(%{{.*}}: f32, %{{.*}}: f32, %{{.*}}: f32):
// IR-NEXT: math.fma
// IR-NEXT: linalg.yield
