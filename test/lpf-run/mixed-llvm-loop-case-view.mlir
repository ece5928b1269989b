// A loop carrying a value a branch computes as a reshape of its own buffer (jax's
// lax.fori_loop around a lax.cond whose branch reshapes): bufferisation gives the branch's result
// a fully dynamic layout, so the copy the loop takes of its initial value goes in through a
// memref.cast. lpf-foreign-buffers' loop_buffers hands that copy to the loop through the cast
// (it was freed after the loop as well: a double free, glibc's abort). --backend llvm gives
// --backend ref's bits on 1 and 3 threads.
// RUN: rm -rf %t && mkdir -p %t
// RUN: lpf-run %s --backend ref --out-dir %t/ref > /dev/null
// RUN: lpf-run %s --backend llvm --threads 1 --out-dir %t/one > /dev/null
// RUN: lpf-run %s --backend llvm --threads 3 --out-dir %t/three > /dev/null
// RUN: diff -r %t/ref %t/one
// RUN: diff -r %t/ref %t/three

func.func @main() -> tensor<4x8xf32> {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %init = stablehlo.constant dense<0.5> : tensor<4x8xf32>
  %r:2 = stablehlo.while(%i = %zero, %e = %init) : tensor<i32>, tensor<4x8xf32>
  cond {
    %three = stablehlo.constant dense<3> : tensor<i32>
    %more = stablehlo.compare LT, %i, %three, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %more : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %parity = stablehlo.and %i, %one : tensor<i32>
    %ne = "stablehlo.case"(%parity) ({
      %neg = stablehlo.negate %e : tensor<4x8xf32>
      stablehlo.return %neg : tensor<4x8xf32>
    }, {
      %flat = stablehlo.reshape %e : (tensor<4x8xf32>) -> tensor<1x4x8xf32>
      %two = stablehlo.constant dense<2.0> : tensor<1x4x8xf32>
      %sum = stablehlo.add %flat, %two : tensor<1x4x8xf32>
      %back = stablehlo.reshape %sum : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
      stablehlo.return %back : tensor<4x8xf32>
    }) : (tensor<i32>) -> tensor<4x8xf32>
    %next = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %next, %ne : tensor<i32>, tensor<4x8xf32>
  }
  return %r#1 : tensor<4x8xf32>
}
