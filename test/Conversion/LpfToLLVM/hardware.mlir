// RUN: lpf-opt %s --lpf-tensor-to-loops -split-input-file | FileCheck %s
// RUN: lpf-opt %s --lower-to-llvm -split-input-file | FileCheck %s --check-prefix=LLVM

// Hopper's fp8 wgmma (T-FDPA, F = 13, chunks of 32, RZ-E8M13) on the LLVM exit: both operands
// packed once (on threads when large), values exact in f32 and the model's exponents in i16
// (padding: +0 and -4096; a whole rhs column panel as vectors of 8 codes, decoded by the FP8
// rule without a table, its NaN codes as f32's quiet NaN 0x7FC00000; the last, partial panel
// element by element);
// per tile of 8 rows x 8 lanes and per chunk, the result vectors carried from +0 through the
// chunk loop, one pass over k for e_max (fp8 exponents fit i8 with a zero's -64: four rows per
// vector of 32 i8, interleaved: the rows' four exponents one i32 broadcast, the rhs's repeated
// by a shuffle, one i8 add and max; the rows split back by shifts of the i32 lanes and joined
// with the addends' exponents), one for the products scaled by 2^(F - e_max)
// and truncated toward zero (math.trunc),
// summed exactly in f32; the addend and the output rounding in the same 8 lanes, no f64 (the
// 32-bit step: the addend's significand shifted right, the integer total, its exact scaling, the
// encoding's last 10 bits cleared; NaN canonical). 5 x 11 is not whole tiles: computed padded,
// copied out.
// CHECK-LABEL: func.func @wgmma_fp8(
// CHECK: memref.alloc({{.*}}) {{.*}} : memref<?x64x8xf32>
// CHECK: memref.alloc({{.*}}) {{.*}} : memref<?x64x8xi8>
// CHECK: lpf.convert %{{.*}} : f8E4M3FN to f32
// CHECK: memref.alloc({{.*}}) {{.*}} : memref<?x64x8xf32>
// CHECK: memref.alloc({{.*}}) {{.*}} : memref<?x64x8xi8>
// CHECK: %[[WHOLE:.*]] = arith.cmpi ule, %{{.*}}, %c11{{.*}} : index
// CHECK-NEXT: scf.if %[[WHOLE]] {
// CHECK: %[[CODES:.*]] = vector.load %{{.*}} : memref<64x11xf8E5M2>, vector<8xf8E5M2>
// CHECK-NEXT: %[[BITS:.*]] = builtin.unrealized_conversion_cast %[[CODES]] : vector<8xf8E5M2> to vector<8xi8>
// CHECK-NEXT: arith.extui %[[BITS]] : vector<8xi8> to vector<8xi32>
// CHECK: arith.sitofp %{{.*}} : vector<8xi32> to vector<8xf32>
// CHECK: arith.constant dense<2143289344> : vector<8xi32>
// CHECK-NEXT: arith.select %{{.*}} : vector<8xi1>, vector<8xi32>
// CHECK-NEXT: %[[VALUES:.*]] = arith.bitcast %{{.*}} : vector<8xi32> to vector<8xf32>
// CHECK: arith.trunci %{{.*}} : vector<8xi32> to vector<8xi16>
// CHECK: %[[NORMS:.*]] = arith.trunci %{{.*}} : vector<8xi16> to vector<8xi8>
// CHECK: vector.store %[[VALUES]], %{{.*}} : memref<?x64x8xf32>, vector<8xf32>
// CHECK-NEXT: vector.store %[[NORMS]], %{{.*}} : memref<?x64x8xi8>, vector<8xi8>
// CHECK: } else {
// CHECK: lpf.convert %{{.*}} : f8E5M2 to f32
// CHECK: memref.alloc({{.*}}) {{.*}} : memref<?x?xf32>
// CHECK: scf.for %{{.*}} = %{{.*}} to %c2 step %{{.*}} iter_args({{.*}}) -> (vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>)
// CHECK-NOT: f64
// CHECK: arith.shrui %{{.*}} : vector<8xi32>
// CHECK-NOT: f64
// CHECK: arith.constant dense<-128> : vector<32xi8>
// CHECK: scf.for %{{.*}} iter_args({{.*}}) -> (vector<32xi8>, vector<32xi8>)
// CHECK: %[[NB:.*]] = vector.load %{{.*}} : memref<?x64x8xi8>, vector<8xi8>
// CHECK-NEXT: %[[NB4:.*]] = vector.shuffle %[[NB]], %[[NB]] [0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 6, 6, 6, 6, 7, 7, 7, 7] : vector<8xi8>, vector<8xi8>
// CHECK: vector.load %{{.*}} : memref<?x64x8xi8>, vector<4xi8>
// CHECK-NEXT: vector.bitcast %{{.*}} : vector<4xi8> to vector<1xi32>
// CHECK-NEXT: vector.broadcast %{{.*}} : vector<1xi32> to vector<8xi32>
// CHECK-NEXT: %[[NA:.*]] = vector.bitcast %{{.*}} : vector<8xi32> to vector<32xi8>
// CHECK-NEXT: %[[SUM:.*]] = arith.addi %[[NA]], %[[NB4]] : vector<32xi8>
// CHECK-NEXT: arith.maxsi %{{.*}}, %[[SUM]] : vector<32xi8>
// CHECK: %[[WORDS:.*]] = vector.bitcast %{{.*}} : vector<32xi8> to vector<8xi32>
// CHECK-NEXT: arith.constant dense<24> : vector<8xi32>
// CHECK-NEXT: arith.shli %[[WORDS]], %{{.*}} : vector<8xi32>
// CHECK-NEXT: arith.constant dense<24> : vector<8xi32>
// CHECK-NEXT: arith.shrsi %{{.*}} : vector<8xi32>
// CHECK-NEXT: arith.maxsi %{{.*}} : vector<8xi32>
// CHECK-NEXT: arith.constant dense<16> : vector<8xi32>
// CHECK-NEXT: arith.shli %[[WORDS]], %{{.*}} : vector<8xi32>
// CHECK: scf.for %{{.*}} iter_args({{.*}}) -> (vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>)
// CHECK: vector.load %{{.*}} : memref<?x64x8xf32>, vector<8xf32>
// CHECK: arith.mulf %{{.*}} : vector<8xf32>
// CHECK-NEXT: arith.mulf %{{.*}} : vector<8xf32>
// CHECK-NEXT: math.trunc %{{.*}} : vector<8xf32>
// CHECK-NEXT: arith.addf %{{.*}} : vector<8xf32>
// CHECK-NOT: f64
// CHECK: arith.cmpf uno, %{{.*}} : vector<8xf32>
// CHECK-NOT: f64
// CHECK: arith.fptosi %{{.*}} : vector<8xf32> to vector<8xi32>
// CHECK-NOT: f64
// CHECK: arith.shrui %{{.*}} : vector<8xi32>
// CHECK-NOT: f64
// CHECK: arith.sitofp %{{.*}} : vector<8xi32> to vector<8xf32>
// CHECK-NOT: f64
// CHECK: %[[MASK:.*]] = arith.constant dense<-1024> : vector<8xi32>
// CHECK-NOT: f64
// CHECK: arith.andi %{{.*}}, %[[MASK]] : vector<8xi32>
// CHECK-NOT: f64
// CHECK: vector.store %{{.*}} : memref<?x?xf32>, vector<8xf32>
// CHECK: memref.store %{{.*}} : memref<5x11xf32>
// LLVM-LABEL: llvm.func @wgmma_fp8(
// LLVM: llvm.intr.trunc(%{{.*}}) : (vector<8xf32>) -> vector<8xf32>
// LLVM: llvm.fptosi %{{.*}} : vector<8xf32> to vector<8xi32>
// LLVM: llvm.sitofp %{{.*}} : vector<8xi32> to vector<8xf32>
func.func @wgmma_fp8(%a: tensor<5x64xf8E4M3FN>, %b: tensor<64x11xf8E5M2>) -> tensor<5x11xf32> {
  %0 = lpf.dot %a, %b acc(f32) hardware("nvidia.hopper.wgmma") : tensor<5x64xf8E4M3FN>, tensor<64x11xf8E5M2> -> tensor<5x11xf32>
  return %0 : tensor<5x11xf32>
}

// -----

// A whole lhs row panel (8 rows) is packed as vectors: per run of 8 k, one load of 8 codes of
// each row, a tree of shuffles into the panel's k-major order (2 rows, 4, 8: element 8 j + r is
// row r at k j), the widening and exponents on the 64 lanes, then 8 stores of each; the last
// K % 8 = 4 k (and a partial panel) element by element.
// CHECK-LABEL: func.func @lhs_row_panels(
// CHECK: memref.alloc({{.*}}) {{.*}} : memref<?x44x8xf64>
// CHECK: memref.alloc({{.*}}) {{.*}} : memref<?x44x8xi16>
// CHECK: scf.if %{{.*}} {
// CHECK: %[[RUNS:.*]] = arith.divui %c44{{.*}}, %c8{{.*}} : index
// CHECK: scf.for %{{.*}} = %{{.*}} to %[[RUNS]] step
// CHECK-COUNT-8: vector.load %{{.*}} : memref<8x44xf16>, vector<8xf16>
// CHECK-NEXT: vector.shuffle %{{.*}} [0, 8, 1, 9, 2, 10, 3, 11, 4, 12, 5, 13, 6, 14, 7, 15] : vector<8xf16>, vector<8xf16>
// CHECK: vector.shuffle %{{.*}} [0, 1, 16, 17, 2, 3, 18, 19, {{.*}}] : vector<16xf16>, vector<16xf16>
// CHECK: vector.shuffle %{{.*}} [0, 1, 2, 3, 32, 33, 34, 35, {{.*}}] : vector<32xf16>, vector<32xf16>
// CHECK-NEXT: arith.extf %{{.*}} : vector<64xf16> to vector<64xf64>
// CHECK: arith.trunci %{{.*}} : vector<64xi32> to vector<64xi16>
// CHECK: vector.extract_strided_slice %{{.*}} {offsets = [0], sizes = [8], strides = [1]} : vector<64xf64> to vector<8xf64>
// CHECK-NEXT: vector.store %{{.*}} : memref<?x44x8xf64>, vector<8xf64>
// CHECK: vector.extract_strided_slice %{{.*}} {offsets = [56], sizes = [8], strides = [1]} : vector<64xi16> to vector<8xi16>
// CHECK-NEXT: vector.store %{{.*}} : memref<?x44x8xi16>, vector<8xi16>
// CHECK: memref.load %{{.*}} : memref<8x44xf16>
// CHECK: } else {
// CHECK: memref.load %{{.*}} : memref<8x44xf16>
func.func @lhs_row_panels(%a: tensor<8x44xf16>, %b: tensor<44x3xf16>) -> tensor<8x3xf16> {
  %0 = lpf.dot %a, %b acc(f16) hardware("nvidia.volta.mma") : tensor<8x44xf16>, tensor<44x3xf16> -> tensor<8x3xf16>
  return %0 : tensor<8x3xf16>
}

// -----

// bf16 products need f64 (2^-266 and 2^256 are outside f32), F = 25 terms need more than f32's
// 24 bits: the working type is f64, 4 lanes. Their exponents need i16 (e_max: two rows per
// vector of 8 i16, interleaved; the rows split back by shifts of the i32 lanes). An f16 result (Ampere's f16 -> f16) is rounded to
// odd at 24 bits, then to nearest even into f16; -0 becomes +0 and NaN 0x7FFF by integer selects.
// CHECK-LABEL: func.func @ampere_bf16(
// CHECK: memref<?x16x8xf64>
// CHECK: lpf.convert %{{.*}} : bf16 to f64
// CHECK: scf.for %{{.*}} iter_args({{.*}}) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>)
// CHECK: scf.for %{{.*}} iter_args({{.*}}) -> (vector<8xi16>, vector<8xi16>, vector<8xi16>, vector<8xi16>)
// CHECK: %[[NB:.*]] = vector.load %{{.*}} : memref<?x16x4xi16>, vector<4xi16>
// CHECK-NEXT: %[[NB2:.*]] = vector.shuffle %[[NB]], %[[NB]] [0, 4, 1, 5, 2, 6, 3, 7] : vector<4xi16>, vector<4xi16>
// CHECK: vector.load %{{.*}} : memref<?x16x8xi16>, vector<2xi16>
// CHECK-NEXT: vector.bitcast %{{.*}} : vector<2xi16> to vector<1xi32>
// CHECK-NEXT: vector.broadcast %{{.*}} : vector<1xi32> to vector<4xi32>
// CHECK-NEXT: %[[NA:.*]] = vector.bitcast %{{.*}} : vector<4xi32> to vector<8xi16>
// CHECK-NEXT: %[[SUM:.*]] = arith.addi %[[NA]], %[[NB2]] : vector<8xi16>
// CHECK-NEXT: arith.maxsi %{{.*}}, %[[SUM]] : vector<8xi16>
// CHECK: vector.bitcast %{{.*}} : vector<8xi16> to vector<4xi32>
// CHECK-NEXT: arith.shli %{{.*}} : vector<4xi32>
// CHECK-NEXT: arith.shrsi %{{.*}} : vector<4xi32>
// CHECK-NEXT: arith.shrsi %{{.*}} : vector<4xi32>
// CHECK: math.trunc %{{.*}} : vector<4xf64>
// CHECK-LABEL: func.func @ampere_f16_result(
// CHECK: scf.for %{{.*}} iter_args({{.*}}) -> (vector<4xf16>, vector<4xf16>, vector<4xf16>, vector<4xf16>, vector<4xf16>, vector<4xf16>, vector<4xf16>, vector<4xf16>)
// CHECK: arith.extf %{{.*}} : vector<4xf16> to vector<4xf64>
// CHECK: arith.truncf %{{.*}} : vector<4xf64> to vector<4xf32>
// CHECK-NEXT: arith.truncf %{{.*}} : vector<4xf32> to vector<4xf16>
// CHECK: arith.select %{{.*}} : vector<4xi1>, vector<4xi16>
// CHECK: vector.store %{{.*}} : memref<?x?xf16>, vector<4xf16>
// CHECK: memref.store %{{.*}} : memref<4x4xf16>
func.func @ampere_bf16(%a: tensor<4x16xbf16>, %b: tensor<16x4xbf16>) -> tensor<4x4xf32> {
  %0 = lpf.dot %a, %b acc(f32) hardware("nvidia.ampere.mma") : tensor<4x16xbf16>, tensor<16x4xbf16> -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}
func.func @ampere_f16_result(%a: tensor<4x16xf16>, %b: tensor<16x4xf16>) -> tensor<4x4xf16> {
  %0 = lpf.dot %a, %b acc(f16) hardware("nvidia.ampere.mma") : tensor<4x16xf16>, tensor<16x4xf16> -> tensor<4x4xf16>
  return %0 : tensor<4x4xf16>
}

// -----

// AMD's f32 MFMA (every CDNA: the FMA family): one fused multiply-add per k, in k order from +0
// (math.fma, IEEE's single rounding), a NaN given the model's code (0x7FC00000 = 2143289344) at
// the end; no truncation, no exponents.
// CHECK-LABEL: func.func @cdna3_fma(
// CHECK: scf.for %{{.*}} iter_args({{.*}}) -> (vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>)
// CHECK: vector.load %{{.*}} : memref<?x3x8xf32>, vector<8xf32>
// CHECK: vector.broadcast %{{.*}} : f32 to vector<8xf32>
// CHECK-NEXT: math.fma %{{.*}} : vector<8xf32>
// CHECK-NOT: math.trunc
// CHECK: %[[NAN:.*]] = arith.constant dense<2143289344> : vector<8xi32>
// CHECK: arith.cmpf uno, %{{.*}} : vector<8xf32>
// CHECK: vector.store %{{.*}} : memref<?x?xf32>, vector<8xf32>
// LLVM-LABEL: llvm.func @cdna3_fma(
// LLVM: llvm.intr.fma(%{{.*}}) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
func.func @cdna3_fma(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>) -> tensor<2x2xf32> {
  %0 = lpf.dot %a, %b acc(f32) hardware("amd.cdna3.mfma") : tensor<2x3xf32>, tensor<3x2xf32> -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

// CDNA2's bf16 MFMA (FTZ-MUL-ADD, group 4, one instruction = 8 k): inputs below their smallest
// normal packed as +0 (math.absf, cmpf olt, select), then per instruction (one chunk of 8 k) the
// accumulator flushed to +0, each f32 product (mulf) and each f32 sum (addf) flushed keeping its
// sign: where the exponent field (0x7F800000 = 2139095040) is zero, the compare's mask clears the
// fraction (0x7FFFFF = 8388607; all bits for the accumulator's +0), one `and`, no select; NaN
// given 0x7FC00000 at the end.
// CHECK-LABEL: func.func @cdna2_ftz(
// CHECK: lpf.convert %{{.*}} : bf16 to f32
// CHECK-NEXT: math.absf %{{.*}} : f32
// CHECK: arith.cmpf olt, %{{.*}} : f32
// CHECK: scf.for %{{.*}} iter_args({{.*}}) -> (vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>)
// CHECK: %[[EXP:.*]] = arith.constant dense<2139095040> : vector<8xi32>
// CHECK-NEXT: %[[FIELD:.*]] = arith.andi %{{.*}}, %[[EXP]] : vector<8xi32>
// CHECK: %[[TINY:.*]] = arith.cmpi eq, %[[FIELD]], %{{.*}} : vector<8xi32>
// CHECK-NEXT: %[[MASK:.*]] = arith.extsi %[[TINY]] : vector<8xi1> to vector<8xi32>
// CHECK: arith.xori %[[MASK]], %{{.*}} : vector<8xi32>
// CHECK: arith.mulf %{{.*}} : vector<8xf32>
// CHECK: arith.cmpi eq
// CHECK: arith.constant dense<8388607> : vector<8xi32>
// CHECK: arith.addf %{{.*}} : vector<8xf32>
// CHECK-NOT: math.fma
// CHECK-NOT: arith.select %{{.*}} : vector<8xi1>, vector<8xi32>
// CHECK: arith.constant dense<2143289344> : vector<8xi32>
// CHECK: vector.store %{{.*}} : memref<?x?xf32>, vector<8xf32>
// LLVM-LABEL: llvm.func @cdna2_ftz(
// LLVM-NOT: llvm.intr.fma
// LLVM: llvm.fmul %{{.*}} : vector<8xf32>
func.func @cdna2_ftz(%a: tensor<2x8xbf16>, %b: tensor<8x2xbf16>) -> tensor<2x2xf32> {
  %0 = lpf.dot %a, %b acc(f32) hardware("amd.cdna2.mfma") : tensor<2x8xbf16>, tensor<8x2xbf16> -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

// The same on x86 (lpf.target's flush_to_zero, as lpf-run and lpf-translate write for an x86
// target): each tile runs with MXCSR's flush-to-zero bit set, which flushes every subnormal
// product and sum to a zero of its sign as the model does, so no product or sum is flushed by
// hand; only the accumulator's +0 flush at each instruction stays. The caller's MXCSR is saved
// in a stack slot (stacksave / stackrestore around it) and loaded back after the tile.
// CHECK-LABEL: func.func @cdna2_ftz_mode(
// CHECK: %[[STACK:.*]] = llvm.intr.stacksave : !llvm.ptr
// CHECK: %[[SLOT:.*]] = memref.alloca() : memref<2xi32>
// CHECK: %[[SAVED:.*]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr
// CHECK: %[[FTZ:.*]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr
// CHECK: llvm.call_intrinsic "llvm.x86.sse.stmxcsr"(%[[SAVED]]) : (!llvm.ptr) -> ()
// CHECK: %[[CALLER:.*]] = memref.load %[[SLOT]][%{{.*}}] : memref<2xi32>
// CHECK: %[[BIT:.*]] = arith.constant 32768 : i32
// CHECK: %[[WITH:.*]] = arith.ori %[[CALLER]], %[[BIT]] : i32
// CHECK: memref.store %[[WITH]], %[[SLOT]][%{{.*}}] : memref<2xi32>
// CHECK: llvm.call_intrinsic "llvm.x86.sse.ldmxcsr"(%[[FTZ]]) : (!llvm.ptr) -> ()
// CHECK: scf.for %{{.*}} iter_args({{.*}}) -> (vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>)
// CHECK: %[[P0:.*]] = arith.mulf %{{.*}} : vector<8xf32>
// CHECK-NOT: arith.andi
// CHECK: %[[P1:.*]] = arith.mulf %{{.*}} : vector<8xf32>
// CHECK-NOT: arith.andi
// CHECK: arith.addf %[[P0]], %[[P1]] : vector<8xf32>
// CHECK-NOT: dense<8388607>
// CHECK: vector.store %{{.*}} : memref<?x?xf32>, vector<8xf32>
// CHECK: llvm.call_intrinsic "llvm.x86.sse.ldmxcsr"(%[[SAVED]]) : (!llvm.ptr) -> ()
// CHECK-NEXT: llvm.intr.stackrestore %[[STACK]] : !llvm.ptr
// LLVM-LABEL: llvm.func @cdna2_ftz_mode(
// LLVM: llvm.call_intrinsic "llvm.x86.sse.stmxcsr"
// LLVM: llvm.call_intrinsic "llvm.x86.sse.ldmxcsr"
// LLVM: llvm.fmul %{{.*}} : vector<8xf32>
// LLVM: llvm.call_intrinsic "llvm.x86.sse.ldmxcsr"
module attributes {lpf.target = {flush_to_zero = true}} {
  func.func @cdna2_ftz_mode(%a: tensor<2x8xbf16>, %b: tensor<8x2xbf16>) -> tensor<2x2xf32> {
    %0 = lpf.dot %a, %b acc(f32) hardware("amd.cdna2.mfma") : tensor<2x8xbf16>, tensor<8x2xbf16> -> tensor<2x2xf32>
    return %0 : tensor<2x2xf32>
  }
}

// -----

// CDNA2's f16 MFMA: every flushed input is zero or a multiple of 2^-24, every product and sum a
// multiple of 2^-48, never a nonzero below 2^-126: the products' and sums' flushes are
// identities and left out; the accumulator's -0 becomes +0 by adding +0.
// CHECK-LABEL: func.func @cdna2_ftz_f16(
// CHECK: lpf.convert %{{.*}} : f16 to f32
// CHECK: scf.for %{{.*}} iter_args({{.*}}) -> (vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>)
// CHECK-NOT: arith.constant dense<2139095040>
// CHECK: %[[ZERO:.*]] = arith.constant dense<0> : vector<8xi32>
// CHECK-NEXT: %[[PLUS0:.*]] = arith.bitcast %[[ZERO]] : vector<8xi32> to vector<8xf32>
// CHECK-NEXT: arith.addf %{{.*}}, %[[PLUS0]] : vector<8xf32>
// CHECK-NOT: arith.constant dense<2139095040>
// CHECK: arith.constant dense<2143289344> : vector<8xi32>
func.func @cdna2_ftz_f16(%a: tensor<2x8xf16>, %b: tensor<8x2xf16>) -> tensor<2x2xf32> {
  %0 = lpf.dot %a, %b acc(f32) hardware("amd.cdna2.mfma") : tensor<2x8xf16>, tensor<8x2xf16> -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

// CDNA1's f16 MFMA (E-FDPA, chunks of 4): products exact in f64 (4 lanes), the chunk's sum and
// the addend (extf) as a TwoSum expansion (subf), rounded to odd at 53 bits (bit 0 and the
// residual's sign), then truncf to f32 (one rounding); a special plain sum gives inf or
// 0x7FFFFFFF (2147483647).
// CHECK-LABEL: func.func @cdna1_exact(
// CHECK: lpf.convert %{{.*}} : f16 to f64
// CHECK-NOT: math.absf
// CHECK: scf.for %{{.*}} iter_args({{.*}}) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>)
// CHECK: vector.load %{{.*}} : memref<?x8x4xf64>, vector<4xf64>
// CHECK: arith.mulf %{{.*}} : vector<4xf64>
// CHECK: arith.extf %{{.*}} : vector<4xf32> to vector<4xf64>
// CHECK: arith.subf %{{.*}} : vector<4xf64>
// CHECK: arith.cmpf one, %{{.*}} : vector<4xf64>
// CHECK: arith.xori %{{.*}} : vector<4xi64>
// CHECK: arith.truncf %{{.*}} : vector<4xf64> to vector<4xf32>
// CHECK: arith.constant dense<2147483647> : vector<4xi32>
// CHECK: vector.store %{{.*}} : memref<?x?xf32>, vector<4xf32>
// LLVM-LABEL: llvm.func @cdna1_exact(
// LLVM: llvm.fptrunc %{{.*}} : vector<4xf64> to vector<4xf32>
func.func @cdna1_exact(%a: tensor<2x8xf16>, %b: tensor<8x2xf16>) -> tensor<2x2xf32> {
  %0 = lpf.dot %a, %b acc(f32) hardware("amd.cdna1.mfma") : tensor<2x8xf16>, tensor<8x2xf16> -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

// CDNA3's bf16 MFMA (TR-FDPA, F 24, F2 31, chunks of 8) and FNUZ fp8 (GTR-FDPA, chunks of 16,
// even and odd k apart): per chunk the products' exponent e_dot (i16 max), the products (a
// product of 2^128 or more made inf: bf16 only) scaled by 2^(24 - e_dot) and truncated (math.trunc),
// summed in f64; joined with the addend by floors (math.floor), floored to 31 bits below the
// leading bit, then truncf to f32; NaN 0x7FFFFFFF.
// CHECK-LABEL: func.func @cdna3_two_level(
// CHECK: lpf.convert %{{.*}} : bf16 to f64
// CHECK: scf.for %{{.*}} iter_args({{.*}}) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>)
// CHECK: arith.maxsi %{{.*}} : vector<8xi16>
// CHECK: arith.cmpf oge, %{{.*}} : vector<4xf64>
// CHECK: math.trunc %{{.*}} : vector<4xf64>
// CHECK: math.floor %{{.*}} : vector<4xf64>
// CHECK: arith.truncf %{{.*}} : vector<4xf64> to vector<4xf32>
// CHECK: arith.constant dense<2147483647> : vector<4xi32>
// CHECK-LABEL: func.func @cdna3_grouped(
// CHECK: lpf.convert %{{.*}} : f8E4M3FNUZ to f64
// CHECK: lpf.convert %{{.*}} : f8E5M2FNUZ to f64
// CHECK-NOT: arith.cmpf oge
// CHECK: math.trunc %{{.*}} : vector<4xf64>
// CHECK: math.floor %{{.*}} : vector<4xf64>
// CHECK: arith.cmpi slt, %{{.*}} : vector<4xi32>
// LLVM-LABEL: llvm.func @cdna3_two_level(
// LLVM: llvm.intr.floor(%{{.*}}) : (vector<4xf64>) -> vector<4xf64>
func.func @cdna3_two_level(%a: tensor<2x8xbf16>, %b: tensor<8x2xbf16>) -> tensor<2x2xf32> {
  %0 = lpf.dot %a, %b acc(f32) hardware("amd.cdna3.mfma") : tensor<2x8xbf16>, tensor<8x2xbf16> -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
func.func @cdna3_grouped(%a: tensor<2x16xf8E4M3FNUZ>, %b: tensor<16x2xf8E5M2FNUZ>) -> tensor<2x2xf32> {
  %0 = lpf.dot %a, %b acc(f32) hardware("amd.cdna3.mfma") : tensor<2x16xf8E4M3FNUZ>, tensor<16x2xf8E5M2FNUZ> -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

// K known only at run time (issue 23): first the run-time checks (the operands' K agree, K is a
// multiple of the instruction's k), each calling a private report that prints the reference's
// located message (`%lld`: the sizes read at run time) and exits with status 1; then the same
// kernel with K from the lhs: packed panels sized by it, the chunk count K / 32, the first block
// of at most 8 chunks from +0 and the others (a loop over the blocks left) from the result buffer.
// CHECK-LABEL: func.func @dynamic_k(
// CHECK: arith.cmpi ne, %[[KL:.*]], %{{.*}} : index
// CHECK: scf.if
// CHECK: func.call @__lpf_constant_0_report(%{{.*}}, %{{.*}}) : (i64, i64) -> ()
// CHECK: arith.remui %[[KL]], %c32 : index
// CHECK: scf.if
// CHECK: func.call @__lpf_constant_1_report(%{{.*}}) : (i64) -> ()
// CHECK: memref.alloc({{.*}}) {{.*}} : memref<?x?x8xf32>
// CHECK: arith.divui %{{.*}}, %c32{{.*}} : index
// CHECK: arith.minui %{{.*}}, %c8{{.*}} : index
// CHECK: scf.for
// LLVM-LABEL: llvm.func @dynamic_k(
// LLVM: llvm.call @__lpf_constant_{{[0-9]+}}_report(
func.func @dynamic_k(%a: tensor<2x?xf8E4M3FN>, %b: tensor<?x2xf8E4M3FN>) -> tensor<2x2xf32> {
  %0 = lpf.dot %a, %b acc(f32) hardware("nvidia.hopper.wgmma") : tensor<2x?xf8E4M3FN>, tensor<?x2xf8E4M3FN> -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// CDNA1's f16 MFMA (E-FDPA, k 8, chunks of 4): the same checks, K a multiple of 8; 64 chunks
// per block.
// CHECK-LABEL: func.func @dynamic_k_amd(
// CHECK: arith.remui %{{.*}}, %c8 : index
// CHECK: arith.divui %{{.*}}, %c4{{.*}} : index
// CHECK: arith.minui %{{.*}}, %c64{{.*}} : index
// The reports, at the module's end (the libc declarations once):
// CHECK: llvm.func @dprintf(i32, !llvm.ptr, ...) -> i32
// CHECK: llvm.func @exit(i32)
// CHECK: llvm.mlir.global private constant @{{.*}}("{{.*}}hardware.mlir:{{[0-9]+}}:8: error: 'lpf.dot': cannot contract [2, %lld] with [%lld, 2]\0A\00")
// CHECK: func.func private @__lpf_constant_0_report(
// CHECK: llvm.call @dprintf(
// CHECK: llvm.call @exit(
// CHECK: llvm.mlir.global private constant @{{.*}}("{{.*}}hardware.mlir:{{[0-9]+}}:8: error: 'lpf.dot': [E0912] K = %lld is not a multiple of 32, the k of \22nvidia.hopper.wgmma\22's instruction\0A\00")
// CHECK: func.func private @__lpf_constant_1_report(
// CHECK-NOT: llvm.func @dprintf
// CHECK: error: 'lpf.dot': [E0912] K = %lld is not a multiple of 8, the k of \22amd.cdna1.mfma\22's instruction
// LLVM-LABEL: llvm.func @dynamic_k_amd(
// LLVM: llvm.func internal @__lpf_constant_0_report(%{{.*}}: i64, %{{.*}}: i64)
// LLVM: llvm.call @dprintf(%{{.*}}) vararg(!llvm.func<i32 (i32, ptr, ...)>) : (i32, !llvm.ptr, i64, i64) -> i32
// LLVM: llvm.call @exit(%{{.*}}) : (i32) -> ()
func.func @dynamic_k_amd(%a: tensor<2x?xf16>, %b: tensor<?x2xf16>) -> tensor<2x2xf32> {
  %0 = lpf.dot %a, %b acc(f32) hardware("amd.cdna1.mfma") : tensor<2x?xf16>, tensor<?x2xf16> -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
