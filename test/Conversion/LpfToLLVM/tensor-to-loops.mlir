// RUN: lpf-opt %s --lpf-tensor-to-loops -split-input-file | FileCheck %s

// Arguments become memrefs, results caller-provided out-parameters; public functions get the
// C interface. An elementwise op is a row-major loop nest over a scalar lpf op; a result whose
// only use is the return is computed straight into its out-parameter (no temporary, no copy).
// CHECK: func.func @elementwise(%[[X:.*]]: memref<3x5xf32>, %[[OUT:.*]]: memref<3x5xf8E4M3FN>) attributes {llvm.emit_c_interface}
// CHECK-NOT: memref.alloc
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step
// CHECK: scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step
// CHECK: %[[V:.*]] = memref.load %[[X]][%[[I]], %[[J]]] : memref<3x5xf32>
// CHECK: %[[C:.*]] = lpf.convert %[[V]] rounding(upward) overflow(nan_or_inf) : f32 to f8E4M3FN
// CHECK: memref.store %[[C]], %[[OUT]][%[[I]], %[[J]]]
// CHECK-NOT: memref.load
// CHECK: return
func.func @elementwise(%x: tensor<3x5xf32>) -> tensor<3x5xf8E4M3FN> {
  %c = lpf.convert %x rounding(upward) overflow(nan_or_inf) : tensor<3x5xf32> to tensor<3x5xf8E4M3FN>
  return %c : tensor<3x5xf8E4M3FN>
}

// -----

// A result that is also used inside the function (or returned twice) lives in a temporary,
// copied into each out-parameter at the return, then freed.
// CHECK-LABEL: func.func @used_twice(
// CHECK: %[[BUF:.*]] = memref.alloc() {{.*}} : memref<4xbf16>
// CHECK: lpf.neg
// CHECK: memref.store %{{.*}}, %[[BUF]][
// CHECK: %[[COPY:.*]] = memref.load %[[BUF]]
// CHECK-NEXT: memref.store %[[COPY]], %arg1[
// CHECK: %[[COPY2:.*]] = memref.load %[[BUF]]
// CHECK-NEXT: memref.store %[[COPY2]], %arg2[
// CHECK: memref.dealloc %[[BUF]]
// CHECK-NEXT: return
func.func @used_twice(%x: tensor<4xbf16>) -> (tensor<4xbf16>, tensor<4xbf16>) {
  %n = lpf.neg %x : tensor<4xbf16>
  return %n, %n : tensor<4xbf16>, tensor<4xbf16>
}

// -----

// The SF16 hardware accumulator keeps the scalar path (f32 and f64 take the tiled kernel, static
// or dynamic shapes: contraction.mlir), in the reference order per output element: operands are
// widened exactly once; each output's accumulator lives in the result buffer from +0 and
// receives k = 0, 1, ... in order (loops i, k, j: the innermost j loop runs across outputs).
// Each step is one call of the hardware's saturating truncated-product step.
// CHECK-LABEL: func.func @dot(
// CHECK: %[[WA:.*]] = memref.alloc(%{{.*}}) {{.*}} : memref<?x7x!lpf.sf<16>>
// CHECK: lpf.convert %{{.*}} : !lpf.sf<8> to !lpf.sf<16>
// CHECK: %[[C:.*]] = memref.alloc(%{{.*}}) {{.*}} : memref<?x2x!lpf.sf<16>>
// CHECK: %[[ZERO:.*]] = lpf.constant 0x0000 : !lpf.sf<16>
// CHECK: memref.store %[[ZERO]], %[[C]]
// CHECK: scf.for %[[I:.*]] = {{.*}} {
// CHECK: scf.for %[[K:.*]] = {{.*}} {
// CHECK-NEXT: %[[A:.*]] = memref.load %[[WA]][%[[I]], %[[K]]] : memref<?x7x!lpf.sf<16>>
// CHECK: scf.for %[[J:.*]] = {{.*}} {
// CHECK-NEXT: %[[B:.*]] = memref.load %arg1[%[[K]], %[[J]]] : memref<7x2x!lpf.sf<16>>
// CHECK-NEXT: %[[S:.*]] = memref.load %[[C]][%[[I]], %[[J]]] : memref<?x2x!lpf.sf<16>>
// CHECK: func.call @__lpf_sf16_hw_fma(
// CHECK-NEXT: %[[N:.*]] = builtin.unrealized_conversion_cast %{{.*}} : i16 to !lpf.sf<16>
// CHECK-NEXT: memref.store %[[N]], %[[C]][%[[I]], %[[J]]] : memref<?x2x!lpf.sf<16>>
func.func @dot(%a: tensor<?x7x!lpf.sf<8>>, %b: tensor<7x2x!lpf.sf<16>>) -> tensor<?x2x!lpf.sf<16>> {
  %d = lpf.dot %a, %b acc(!lpf.sf<16>) : tensor<?x7x!lpf.sf<8>>, tensor<7x2x!lpf.sf<16>> -> tensor<?x2x!lpf.sf<16>>
  return %d : tensor<?x2x!lpf.sf<16>>
}

// -----

// The SF16 hardware accumulation is one saturating truncated-product step per k.
// CHECK-LABEL: func.func @sf16_hw(
// CHECK: lpf.convert %{{.*}} : !lpf.sf<8> to !lpf.sf<16>
// CHECK: %{{.*}} = func.call @__lpf_sf16_hw_fma(%{{.*}}, %{{.*}}, %{{.*}}) : (i16, i16, i16) -> i16
// CHECK: func.func private @__lpf_sf16_hw_fma(%{{.*}}: i16, %{{.*}}: i16, %{{.*}}: i16) -> i16
func.func @sf16_hw(%a: tensor<2x8x!lpf.sf<8>>, %b: tensor<8x3x!lpf.sf<16>>) -> tensor<2x3x!lpf.sf<16>> {
  %d = lpf.dot %a, %b acc(!lpf.sf<16>) : tensor<2x8x!lpf.sf<8>>, tensor<8x3x!lpf.sf<16>> -> tensor<2x3x!lpf.sf<16>>
  return %d : tensor<2x3x!lpf.sf<16>>
}

// -----

// reduce_sum: kept dimensions outside, reduced ones inside in row-major order, one accumulator
// threaded through the nest.
// CHECK-LABEL: func.func @reduce(
// CHECK: scf.for %[[J:.*]] = {{.*}} {
// CHECK: %[[S0:.*]] = scf.for %[[I:.*]] = {{.*}} iter_args(%[[A0:.*]] = %{{.*}}) -> (f64) {
// CHECK: %[[S1:.*]] = scf.for %[[K:.*]] = {{.*}} iter_args(%[[A1:.*]] = %[[A0]]) -> (f64) {
// CHECK: memref.load %{{.*}}[%[[I]], %[[J]], %[[K]]] : memref<2x3x4xf16>
// CHECK: arith.addf %[[A1]], %{{.*}} : f64
func.func @reduce(%x: tensor<2x3x4xf16>) -> tensor<3xf64> {
  %r = lpf.reduce_sum %x dims [0, 2] acc(f64) : tensor<2x3x4xf16> -> tensor<3xf64>
  return %r : tensor<3xf64>
}

// -----

// Scalars travel in rank-0 buffers; private functions keep no C interface; calls pass buffers.
// CHECK: func.func private @scale({{.*}}memref<f16>, %{{.*}}: memref<f16>) {
// CHECK-LABEL: func.func @caller(
// CHECK: %[[CELL:.*]] = memref.alloc() {{.*}} : memref<f16>
// CHECK: memref.store %{{.*}}, %[[CELL]][] : memref<f16>
// CHECK: call @scale(%[[CELL]], %{{.*}}) : (memref<f16>, memref<f16>) -> ()
func.func private @scale(%x: f16) -> f16 {
  %y = lpf.mul %x, %x rounding(toward_zero) : f16
  return %y : f16
}
func.func @caller(%x: f16) -> f16 {
  %y = func.call @scale(%x) : (f16) -> f16
  return %y : f16
}

// -----

// A splat constant is one scalar and a fill loop, whatever its size (it was expanded first:
// seconds for 10^8 elements, refused above 2^28; found by fuzzing the passes).
// CHECK-LABEL: func.func @huge_splat
// CHECK: lpf.constant 0x3FC0 : bf16
// CHECK: scf.for
func.func @huge_splat() -> tensor<20000x20000xbf16> {
  %c = lpf.constant dense<1.5> : tensor<20000x20000xbf16>
  return %c : tensor<20000x20000xbf16>
}

// -----

// A row of 3000 elements runs in blocks of 64, each led by prefetches of the input 4 KiB (1024
// f32) ahead, one per 64-byte line of the block, clamped to the row's last element; then the
// last 3000 % 64 = 56 elements one at a time. A hint only: every element is still converted
// once, in order. A row known to be shorter than 2048 elements keeps the plain loop.
// CHECK-LABEL: func.func @prefetching_blocks(
// CHECK: scf.for %[[I:[^ ]+]] =
// CHECK: %[[BLOCKS:[^ ]+]] = arith.divui %c3000{{[_0-9]*}}, %c64{{[_0-9]*}} : index
// CHECK: scf.for %[[B:[^ ]+]] = %{{[^ ]+}} to %[[BLOCKS]] step
// CHECK: %[[FIRST:[^ ]+]] = arith.muli %[[B]], %c64{{[_0-9]*}} : index
// CHECK: %[[END:[^ ]+]] = arith.subi %c3000{{[_0-9]*}}, %c1{{[_0-9]*}} : index
// CHECK: %[[AHEAD:[^ ]+]] = arith.addi %[[FIRST]], %c1024{{[_0-9]*}} : index
// CHECK: %[[AT:[^ ]+]] = arith.minui %[[AHEAD]], %[[END]] : index
// CHECK: memref.prefetch %arg0[%[[I]], %[[AT]]], read, locality<3>, data : memref<2x3000xf32>
// CHECK: arith.constant 1040 : index
// CHECK: memref.prefetch
// CHECK: arith.constant 1056 : index
// CHECK: memref.prefetch
// CHECK: arith.constant 1072 : index
// CHECK: memref.prefetch
// CHECK-NOT: memref.prefetch
// CHECK: %[[LAST:[^ ]+]] = arith.addi %[[FIRST]], %c64{{[_0-9]*}} : index
// CHECK: scf.for %[[J:[^ ]+]] = %[[FIRST]] to %[[LAST]] step
// CHECK: memref.load %arg0[%[[I]], %[[J]]] : memref<2x3000xf32>
// CHECK: lpf.convert %{{[^ ]+}} : f32 to f8E4M3FN
// CHECK: %[[DONE:[^ ]+]] = arith.muli %[[BLOCKS]], %c64{{[_0-9]*}} : index
// CHECK: scf.for %[[K:[^ ]+]] = %[[DONE]] to %c3000{{[_0-9]*}} step
// CHECK-NOT: memref.prefetch
// CHECK: memref.load %arg0[%[[I]], %[[K]]] : memref<2x3000xf32>
// CHECK: lpf.convert %{{[^ ]+}} : f32 to f8E4M3FN
// CHECK: return
func.func @prefetching_blocks(%x: tensor<2x3000xf32>) -> tensor<2x3000xf8E4M3FN> {
  %y = lpf.convert %x : tensor<2x3000xf32> to tensor<2x3000xf8E4M3FN>
  return %y : tensor<2x3000xf8E4M3FN>
}

// -----

// CHECK-LABEL: func.func @short_rows(
// CHECK-NOT: memref.prefetch
// CHECK: scf.for %{{[^ ]+}} = %c0{{[_0-9]*}} to %c200{{[_0-9]*}} step %c1
// CHECK-NOT: scf.for
// CHECK: lpf.convert %{{[^ ]+}} : f32 to f8E4M3FN
// CHECK-NOT: scf.for
// CHECK: return
func.func @short_rows(%x: tensor<2x200xf32>) -> tensor<2x200xf8E4M3FN> {
  %y = lpf.convert %x : tensor<2x200xf32> to tensor<2x200xf8E4M3FN>
  return %y : tensor<2x200xf8E4M3FN>
}
