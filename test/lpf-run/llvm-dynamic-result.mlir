// Dynamically shaped results on --backend llvm: the compiled code allocates each one and
// returns its shape in the memref descriptor (docs/llvm.md, "The ABI"); lpf-run reads it from
// there (it does not run the reference to learn it) and frees the buffer. The values and
// shapes equal --backend ref's, on 1 and 2 threads.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --backend llvm --entry reduce --arg %S/Inputs/bf16_2x2.npy | FileCheck %s --check-prefix=REDUCE
// REDUCE: out0: tensor<?xf32> = [3.0, 7.0]
//
// RUN: lpf-run %s --entry dot --arg %S/Inputs/u8_4x2.npy --out-dir %t/ref | FileCheck %s --check-prefix=DOT
// RUN: lpf-run %s --backend llvm --threads 1 --entry dot --arg %S/Inputs/u8_4x2.npy --out-dir %t/llvm1 | FileCheck %s --check-prefix=DOT
// RUN: lpf-run %s --backend llvm --threads 2 --entry dot --arg %S/Inputs/u8_4x2.npy --out-dir %t/llvm2 | FileCheck %s --check-prefix=DOT
// RUN: cmp %t/ref/out0.npy %t/llvm1/out0.npy
// RUN: cmp %t/ref/out1.npy %t/llvm1/out1.npy
// RUN: cmp %t/ref/out0.npy %t/llvm2/out0.npy
// DOT: out0: tensor<?x3xf32> = {{\[}}[4.0, -1.75, -447.5], [4.0, -1.75, -447.5], [4.0, -1.75, -447.5], [4.0, -1.75, -447.5]]
// DOT: out1: tensor<?x2xbf16> =
//
// An empty dynamic result (0 rows): a descriptor of size 0.
// RUN: lpf-run %s --backend llvm --entry empty --arg %S/Inputs/u8_0x3.npy | FileCheck %s --check-prefix=EMPTY
// EMPTY: out0: tensor<?x?xf32> = []

func.func @reduce(%m: tensor<?x2xbf16>) -> tensor<?xf32> {
  %r = lpf.reduce_sum %m dims [1] : tensor<?x2xbf16> -> tensor<?xf32>
  return %r : tensor<?xf32>
}

func.func @dot(%a: tensor<?x2xf8E4M3FN>) -> (tensor<?x3xf32>, tensor<?x2xbf16>) {
  %b = lpf.constant dense<[[1.0, -2.0, 0.5], [3.0, 0.25, -448.0]]> : tensor<2x3xf8E4M3FN>
  %c = lpf.dot %a, %b acc(f32) : tensor<?x2xf8E4M3FN>, tensor<2x3xf8E4M3FN> -> tensor<?x3xf32>
  %w = lpf.convert %a : tensor<?x2xf8E4M3FN> to tensor<?x2xbf16>
  %n = lpf.neg %w : tensor<?x2xbf16>
  return %c, %n : tensor<?x3xf32>, tensor<?x2xbf16>
}

func.func @empty(%a: tensor<?x?xf8E4M3FN>) -> tensor<?x?xf32> {
  %w = lpf.convert %a : tensor<?x?xf8E4M3FN> to tensor<?x?xf32>
  return %w : tensor<?x?xf32>
}
