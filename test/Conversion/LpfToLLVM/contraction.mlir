// RUN: lpf-opt %s --lpf-tensor-to-loops -split-input-file | FileCheck %s
// RUN: lpf-opt %s --lower-to-llvm -split-input-file | FileCheck %s --check-prefix=LLVM

// A dot with static shapes into f32 takes the register-tiled kernel: both operands are widened
// once into packed panels padded with +0 (lhs [row tiles, K, 6], rhs [column tiles, K, 16]),
// then each 6 x 16 tile is 12 vectors of 8 accumulators carried through one loop over k from
// +0, so every output still receives k = 0, 1, ... in order. f8E4M3FN x f8E4M3FN products are
// exact in f32 (4 + 4 bits, |448 x 448| far below f32's largest), so they take vector.fma.
// An f8E4M3FN element is widened by arithmetic on its code (contraction/decode.rs), which
// vectorises, not by the conversion table.
// 11 x 17 is not a whole number of tiles: the result is computed padded and copied out.
// CHECK-LABEL: func.func @exact_pair(
// CHECK: %[[A:[^ ]+]] = memref.alloc() {{.*}} : memref<2x9x6xf32>
// CHECK: builtin.unrealized_conversion_cast %{{.*}} : f8E4M3FN to i8
// CHECK: %[[B:[^ ]+]] = memref.alloc() {{.*}} : memref<2x9x16xf32>
// CHECK: builtin.unrealized_conversion_cast %{{.*}} : f8E4M3FN to i8
// CHECK: memref.alloc() {{.*}} : memref<12x32xf32>
// CHECK: %[[ZERO:[^ ]+]] = arith.constant dense<0.000000e+00> : vector<8xf32>
// CHECK: scf.for %[[K:[^ ]+]] = %{{.*}} iter_args(%[[S0:[^ ]*]] = %[[ZERO]], %[[S1:[^ ]*]] = %[[ZERO]],
// CHECK-SAME: -> (vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>)
// CHECK: %[[B0:[^ ]+]] = vector.load %[[B]][%{{[^,]+}}, %[[K]], %{{[^]]+}}] : memref<2x9x16xf32>, vector<8xf32>
// CHECK: %[[B1:[^ ]+]] = vector.load %[[B]][%{{[^,]+}}, %[[K]], %{{[^]]+}}] : memref<2x9x16xf32>, vector<8xf32>
// CHECK: %[[X:[^ ]+]] = memref.load %[[A]][%{{[^,]+}}, %[[K]], %{{[^]]+}}] : memref<2x9x6xf32>
// CHECK: %[[XS:[^ ]+]] = vector.broadcast %[[X]] : f32 to vector<8xf32>
// CHECK: vector.fma %[[XS]], %[[B0]], %[[S0]] : vector<8xf32>
// CHECK: vector.fma %[[XS]], %[[B1]], %[[S1]] : vector<8xf32>
// CHECK-NOT: arith.mulf
// CHECK: vector.store %{{.*}} : memref<12x32xf32>, vector<8xf32>
// CHECK: memref.load %{{.*}} : memref<12x32xf32>
// CHECK: memref.store %{{.*}}, %{{.*}} : memref<11x17xf32>
// LLVM-LABEL: llvm.func @exact_pair(
// LLVM: llvm.intr.fmuladd(%{{.*}}, %{{.*}}, %{{.*}}) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
func.func @exact_pair(%a: tensor<11x9xf8E4M3FN>, %b: tensor<9x17xf8E4M3FN>) -> tensor<11x17xf32> {
  %c = lpf.dot %a, %b acc(f32) : tensor<11x9xf8E4M3FN>, tensor<9x17xf8E4M3FN> -> tensor<11x17xf32>
  return %c : tensor<11x17xf32>
}

// -----

// f32 x f32 into f32: 48 significant bits by the formats, not exact in f32's 24; only the values
// could prove fewer (@significant_bits below), and this dot is too small to pay for that proof
// (below 32 multiply-adds per packed element): one arith.mulf and one arith.addf per step, no
// run-time proof. A result of whole tiles is computed straight into the out-parameter (%arg2).
// CHECK-LABEL: func.func @inexact_pair(
// CHECK-NOT: memref.atomic_rmw
// CHECK: scf.for {{.*}} iter_args(%[[S0:[^ ]*]] = %{{[^,]*}},
// CHECK: %[[X:[^ ]+]] = vector.broadcast %{{.*}} : f32 to vector<8xf32>
// CHECK-NEXT: %[[P:[^ ]+]] = arith.mulf %[[X]], %{{.*}} : vector<8xf32>
// CHECK-NEXT: %{{.*}} = arith.addf %[[S0]], %[[P]] : vector<8xf32>
// CHECK-NOT: vector.fma
// CHECK-NOT: scf.if
// CHECK: vector.store %{{.*}}, %arg2[%{{.*}}] : memref<12x32xf32>, vector<8xf32>
// LLVM-LABEL: llvm.func @inexact_pair(
// LLVM-NOT: llvm.intr.fmuladd
// LLVM: llvm.fmul %{{.*}}, %{{.*}} : vector<8xf32>
// LLVM-NEXT: llvm.fadd %{{.*}}, %{{.*}} : vector<8xf32>
func.func @inexact_pair(%a: tensor<12x9xf32>, %b: tensor<9x32xf32>) -> tensor<12x32xf32> {
  %c = lpf.dot %a, %b acc(f32) : tensor<12x9xf32>, tensor<9x32xf32> -> tensor<12x32xf32>
  return %c : tensor<12x32xf32>
}

// -----

// f32 x f32 into f32, large enough to pay for a run-time proof (64 x 64 outputs): besides the
// magnitudes, each packing ORs every value's fraction field into a third cell (atomic ori); the
// proof also asks the two ORs' trailing zeros (at most 23 each) to sum to at least 24, so that
// every value's significant bits (24 - t) fit the products in f32 (an FP8 recipe's dequantised
// operands at a unit scale: 4 bits each).
// CHECK-LABEL: func.func @significant_bits(
// CHECK: %[[RA:[^ ]+]] = memref.alloc() {{.*}} : memref<3xi32>
// CHECK: %[[RB:[^ ]+]] = memref.alloc() {{.*}} : memref<3xi32>
// CHECK: %[[MASK:[^ ]+]] = arith.constant dense<8388607> : vector<{{[0-9]+}}xi32>
// CHECK-NEXT: %[[FRACTION:[^ ]+]] = arith.andi %{{[^ ]+}}, %[[MASK]] : vector<{{[0-9]+}}xi32>
// CHECK-NEXT: arith.ori %{{[^ ]+}}, %[[FRACTION]] : vector<{{[0-9]+}}xi32>
// CHECK: vector.reduction <or>
// CHECK: memref.atomic_rmw ori %{{[^ ]+}}, %[[RA]]
// CHECK: memref.atomic_rmw ori %{{[^ ]+}}, %[[RB]]
// CHECK: math.cttz
// CHECK: arith.minui %{{[^ ]+}}, %c23_i32{{[_0-9]*}} : i32
// CHECK: %[[FIT:[^ ]+]] = arith.cmpi uge, %{{[^ ]+}}, %c24_i32 : i32
// CHECK: %[[EXACT:[^ ]+]] = arith.andi %{{[^ ]+}}, %[[FIT]] : i1
// CHECK: scf.if %[[EXACT]] {
// CHECK: vector.fma
// CHECK: } else {
// CHECK: arith.mulf
// CHECK-NEXT: arith.addf
func.func @significant_bits(%a: tensor<64x64xf32>, %b: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %c = lpf.dot %a, %b acc(f32) : tensor<64x64xf32>, tensor<64x64xf32> -> tensor<64x64xf32>
  return %c : tensor<64x64xf32>
}

// -----

// bf16 x f8E4M3FN: 8 + 4 significant bits fit f32's 24, but the formats' range does not
// (3.4e38 x 448 overflows), so the products are proven exact at run time. Each packing also
// folds the magnitude bits of every widened value (smallest nonzero minus one, largest:
// unsigned min and max) and merges each thread's pair into two cells with atomic minu and maxu;
// the proof (f64: lowest bits' product >= 2^-149, largest values' product < f32's largest)
// picks the fused kernel or the rounded one, both emitted.
// CHECK-LABEL: func.func @run_time_pair(
// CHECK: %[[RA:[^ ]+]] = memref.alloc() {{.*}} : memref<2xi32>
// CHECK: %[[RB:[^ ]+]] = memref.alloc() {{.*}} : memref<2xi32>
// CHECK: %[[PA:[^ ]+]] = memref.alloc() {{.*}} : memref<11x9x6xf32>
// CHECK: %[[W:[^ ]+]] = lpf.convert %{{.*}} : bf16 to f32
// CHECK: memref.store %[[W]], %[[PA]]
// CHECK: scf.for {{.*}} iter_args(%{{[^ ]+}} = %cst{{[_0-9]*}}, %[[HI:[^ ]+]] = %cst{{[_0-9]*}}) -> (vector<6xi32>, vector<6xi32>)
// CHECK: %[[ROW:[^ ]+]] = vector.load %[[PA]][%{{.*}}] : memref<11x9x6xf32>, vector<6xf32>
// CHECK: %[[BITS:[^ ]+]] = arith.bitcast %[[ROW]] : vector<6xf32> to vector<6xi32>
// CHECK: %[[MAG:[^ ]+]] = arith.andi %[[BITS]], %cst{{[_0-9]*}} : vector<6xi32>
// CHECK: arith.maxui %[[HI]], %[[MAG]] : vector<6xi32>
// CHECK: %[[TOP:[^ ]+]] = vector.reduction <maxui>, %{{[^ ]+}} : vector<6xi32> into i32
// CHECK: memref.atomic_rmw maxu %[[TOP]], %[[RA]][%{{[^ ]+}}] : (i32, memref<2xi32>) -> i32
// CHECK: builtin.unrealized_conversion_cast %{{.*}} : f8E4M3FN to i8
// CHECK: vector.load %{{.*}} : memref<4x9x16xf32>, vector<16xf32>
// CHECK: memref.atomic_rmw maxu %{{[^ ]+}}, %[[RB]]
// CHECK: %[[ALO:[^ ]+]] = arith.maxnumf %{{.*}} : f64
// CHECK: %[[BLO:[^ ]+]] = arith.maxnumf %{{.*}} : f64
// CHECK: %[[LOWEST:[^ ]+]] = arith.mulf %[[ALO]], %[[BLO]] : f64
// CHECK: %[[LARGEST:[^ ]+]] = arith.mulf %{{.*}} : f64
// CHECK: %[[STEP:[^ ]+]] = arith.cmpf oge, %[[LOWEST]], %{{.*}} : f64
// CHECK: %[[MAX:[^ ]+]] = arith.cmpf olt, %[[LARGEST]], %{{.*}} : f64
// CHECK: %[[EXACT:[^ ]+]] = arith.andi %[[STEP]], %[[MAX]] : i1
// CHECK: scf.if %[[EXACT]] {
// CHECK: vector.fma %{{.*}} : vector<8xf32>
// CHECK-NOT: arith.mulf
// CHECK: } else {
// CHECK: arith.mulf %{{.*}} : vector<8xf32>
// CHECK-NEXT: arith.addf %{{.*}} : vector<8xf32>
// CHECK-NOT: vector.fma
// CHECK: }
// CHECK: memref.dealloc %[[RA]]
// LLVM-LABEL: llvm.func @run_time_pair(
// LLVM: llvm.atomicrmw umin
// LLVM: llvm.atomicrmw umax
// LLVM: llvm.intr.fmuladd(%{{.*}}, %{{.*}}, %{{.*}}) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
// LLVM: llvm.fmul %{{.*}}, %{{.*}} : vector<8xf32>
// LLVM-NEXT: llvm.fadd %{{.*}}, %{{.*}} : vector<8xf32>
func.func @run_time_pair(%a: tensor<66x9xbf16>, %b: tensor<9x64xf8E4M3FN>) -> tensor<66x64xf32> {
  %c = lpf.dot %a, %b acc(f32) : tensor<66x9xbf16>, tensor<9x64xf8E4M3FN> -> tensor<66x64xf32>
  return %c : tensor<66x64xf32>
}

// -----

// bf16 x bf16 (2^-133 squared is below f32's 2^-149): the smallest nonzero magnitudes are
// followed too (magnitude - 1, unsigned minimum: zero wraps to the top).
// CHECK-LABEL: func.func @run_time_lowest(
// CHECK: arith.andi %{{.*}} : vector<6xi32>
// CHECK: %[[BELOW:[^ ]+]] = arith.addi %{{[^ ]+}}, %cst{{[_0-9]*}} : vector<6xi32>
// CHECK: arith.minui %{{[^ ]+}}, %[[BELOW]] : vector<6xi32>
// CHECK: vector.reduction <minui>
// CHECK: memref.atomic_rmw minu
// CHECK: vector.reduction <maxui>
// CHECK: memref.atomic_rmw maxu
// CHECK: scf.if
func.func @run_time_lowest(%a: tensor<64x9xbf16>, %b: tensor<9x64xbf16>) -> tensor<64x64xf32> {
  %c = lpf.dot %a, %b acc(f32) : tensor<64x9xbf16>, tensor<9x64xbf16> -> tensor<64x64xf32>
  return %c : tensor<64x64xf32>
}

// -----

// A small static output (12 x 32: under 32 multiply-adds per packed element) keeps the rounded
// kernel: reading every packed element back would cost more than fusing saves.
// CHECK-LABEL: func.func @small_pair(
// CHECK-NOT: memref.atomic_rmw
// CHECK-NOT: scf.if
// CHECK-NOT: vector.fma
// CHECK: arith.mulf %{{.*}} : vector<8xf32>
func.func @small_pair(%a: tensor<12x9xbf16>, %b: tensor<9x32xf8E4M3FN>) -> tensor<12x32xf32> {
  %c = lpf.dot %a, %b acc(f32) : tensor<12x9xbf16>, tensor<9x32xf8E4M3FN> -> tensor<12x32xf32>
  return %c : tensor<12x32xf32>
}

// -----

// An f64 accumulator: 4 lanes per vector, 5 x 8 tiles (5 rows: a tile of fewer rows where M is
// small and that pads fewer rows); f16 x f16 products are exact in f64.
// Batched dots tile each batch.
// CHECK-LABEL: func.func @f64_batched(
// CHECK: memref.alloc() {{.*}} : memref<2x1x3x5xf64>
// CHECK: memref.alloc() {{.*}} : memref<2x2x3x8xf64>
// CHECK: vector.load %{{.*}} : memref<2x2x3x8xf64>, vector<4xf64>
// CHECK: vector.fma %{{.*}} : vector<4xf64>
func.func @f64_batched(%a: tensor<2x5x3xf16>, %b: tensor<2x3x9xf16>) -> tensor<2x5x9xf64> {
  %c = lpf.dot %a, %b acc(f64) : tensor<2x5x3xf16>, tensor<2x3x9xf16> -> tensor<2x5x9xf64>
  return %c : tensor<2x5x9xf64>
}

// -----

// Block-scaled operands (what lpf-decompose-scaled-dot makes of an MX lpf.scaled_dot): each
// lpf.dequantize_block whose only use is the dot is packed straight from its codes, element and
// scale decoded to f32 and multiplied once (the product IEEE rounds once is the op's value), so
// no dequantised 11x64 or 64x17 temporary is written. The products of two scaled operands are
// exact in f32 unless the scales are extreme: one pass over each operand's scales (smallest and
// largest magnitude, in f64) decides at run time between the fused kernel and the rounded one.
// CHECK-LABEL: func.func @mx_pair(
// CHECK-NOT: memref<11x64xf32>
// CHECK: %[[A:[^ ]+]] = memref.alloc() {{.*}} : memref<2x64x6xf32>
// CHECK: %[[E:[^ ]+]] = lpf.convert %{{.*}} : f8E4M3FN to f32
// CHECK-NEXT: %[[S:[^ ]+]] = lpf.convert %{{.*}} : f8E8M0FNU to f32
// CHECK-NEXT: %[[V:[^ ]+]] = arith.mulf %[[E]], %[[S]] : f32
// CHECK: memref.store %[[V]], %[[A]][%{{.*}}] : memref<2x64x6xf32>
// CHECK-NOT: memref<64x17xf32>
// CHECK: %[[B:[^ ]+]] = memref.alloc() {{.*}} : memref<2x64x16xf32>
// CHECK: lpf.convert %{{.*}} : f8E8M0FNU to f32
// CHECK: memref.store %{{[^ ]+}}, %[[B]][%{{.*}}] : memref<2x64x16xf32>
// CHECK: arith.minimumf %{{.*}} : f64
// CHECK: arith.cmpf oge, %{{.*}} : f64
// CHECK: scf.if %{{[^ ]+}} {
// CHECK: vector.fma %{{.*}} : vector<8xf32>
// CHECK: } else {
// CHECK: arith.mulf %{{.*}} : vector<8xf32>
// CHECK: arith.addf %{{.*}} : vector<8xf32>
// LLVM-LABEL: llvm.func @mx_pair(
// LLVM: llvm.intr.fmuladd(%{{.*}}, %{{.*}}, %{{.*}}) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
// LLVM: llvm.fmul %{{.*}}, %{{.*}} : vector<8xf32>
// LLVM-NEXT: llvm.fadd %{{.*}}, %{{.*}} : vector<8xf32>
func.func @mx_pair(%a: tensor<11x64xf8E4M3FN>, %as: tensor<11x2xf8E8M0FNU>, %b: tensor<64x17xf8E4M3FN>, %bs: tensor<2x17xf8E8M0FNU>) -> tensor<11x17xf32> {
  %da = lpf.dequantize_block %a [%as] block(32) : tensor<11x64xf8E4M3FN>, tensor<11x2xf8E8M0FNU> -> tensor<11x64xf32>
  %db = lpf.dequantize_block %b [%bs] block(32) : tensor<64x17xf8E4M3FN>, tensor<2x17xf8E8M0FNU> -> tensor<64x17xf32>
  %c = lpf.dot %da, %db acc(f32) : tensor<11x64xf32>, tensor<64x17xf32> -> tensor<11x17xf32>
  return %c : tensor<11x17xf32>
}

// -----

// A dequantised tensor with another use (here: returned) is computed once into its own buffer,
// and the dot packs that buffer as any f32 operand (rounded products: f32 x f32 is not exact).
// CHECK-LABEL: func.func @shared_dequantize(
// CHECK: %[[D:[^ ]+]] = memref.alloc() {{.*}} : memref<7x64xf32>
// CHECK: arith.mulf %{{.*}}, %{{.*}} : f32
// CHECK: memref.store %{{[^ ]+}}, %[[D]][%{{.*}}] : memref<7x64xf32>
// CHECK: memref.load %[[D]][%{{.*}}] : memref<7x64xf32>
// CHECK-NOT: scf.if
// CHECK: arith.mulf %{{.*}} : vector<8xf32>
func.func @shared_dequantize(%a: tensor<7x64xf8E4M3FN>, %as: tensor<7x2xf8E8M0FNU>, %b: tensor<64x17xf32>) -> (tensor<7x17xf32>, tensor<7x64xf32>) {
  %da = lpf.dequantize_block %a [%as] block(32) : tensor<7x64xf8E4M3FN>, tensor<7x2xf8E8M0FNU> -> tensor<7x64xf32>
  %c = lpf.dot %da, %b acc(f32) : tensor<7x64xf32>, tensor<64x17xf32> -> tensor<7x17xf32>
  return %c, %da : tensor<7x17xf32>, tensor<7x64xf32>
}

// -----

// Dynamic sizes take the same kernel: M, K and N are read at run time (memref.dim), the tile
// counts are ceil(M/6) and ceil(N/16) in index arithmetic, the panels are allocated with those
// run-time sizes, and the loop over k runs to the dynamic K. The type cannot say that M and N
// are whole tiles, so the result is computed padded and its real M x N part copied out.
// The tiles are one flattened loop (column panel outer, row panel inner) split across OpenMP
// threads when the work (tiles x K x 12 vector FMAs) is worth it; each tile's k loop is whole
// inside one iteration.
// CHECK-LABEL: func.func @dynamic_pair(
// CHECK: %[[MU:[^ ]+]] = arith.addi %{{[^ ]+}}, %c5{{[_0-9]*}} : index
// CHECK: %[[MT:[^ ]+]] = arith.divui %[[MU]], %c6{{[_0-9]*}} : index
// CHECK: %[[NU:[^ ]+]] = arith.addi %{{[^ ]+}}, %c15{{[_0-9]*}} : index
// CHECK: %[[NT:[^ ]+]] = arith.divui %[[NU]], %c16{{[_0-9]*}} : index
// CHECK: %[[A:[^ ]+]] = memref.alloc(%[[MT]], %[[K:[a-z0-9_]+]]) {{.*}} : memref<?x?x6xf32>
// CHECK: builtin.unrealized_conversion_cast %{{.*}} : f8E4M3FN to i8
// CHECK: %[[B:[^ ]+]] = memref.alloc(%[[NT]], %[[K]]) {{.*}} : memref<?x?x16xf32>
// CHECK: builtin.unrealized_conversion_cast %{{.*}} : f8E4M3FN to i8
// CHECK: %[[C:[^ ]+]] = memref.alloc(%{{[^ ]+}}, %{{[^ ]+}}) {{.*}} : memref<?x?xf32>
// CHECK: %[[TILES:[^ ]+]] = arith.muli %[[NT]], %[[MT]] : index
// CHECK: %[[TK:[^ ]+]] = arith.muli %[[TILES]], %[[K]] : index
// CHECK: %[[FMAS:[^ ]+]] = arith.muli %[[TK]], %c12 : index
// CHECK: %[[WORTH:[^ ]+]] = arith.cmpi uge, %[[FMAS]], %c32768{{[_0-9]*}} : index
// Each thread runs its contiguous share of the flattened tiles, cut as OpenMP's static schedule
// cuts them: TILES / n each, one more for the first TILES % n threads.
// CHECK: omp.parallel if(%[[WORTH]]) {
// CHECK-NEXT: %[[ID32:[^ ]+]] = func.call @omp_get_thread_num() : () -> i32
// CHECK-NEXT: %[[ID:[^ ]+]] = arith.index_cast %[[ID32]] : i32 to index
// CHECK-NEXT: %[[N32:[^ ]+]] = func.call @omp_get_num_threads() : () -> i32
// CHECK-NEXT: %[[N:[^ ]+]] = arith.index_cast %[[N32]] : i32 to index
// CHECK-NEXT: %[[EACH:[^ ]+]] = arith.divui %[[TILES]], %[[N]] : index
// CHECK-NEXT: %[[LEFT:[^ ]+]] = arith.remui %[[TILES]], %[[N]] : index
// CHECK-NEXT: %[[LONGER:[^ ]+]] = arith.cmpi ult, %[[ID]], %[[LEFT]] : index
// CHECK: %[[EXTRA:[^ ]+]] = arith.select %[[LONGER]], %{{[^ ]+}}, %{{[^ ]+}} : index
// CHECK-NEXT: %[[BEFORE:[^ ]+]] = arith.minui %[[ID]], %[[LEFT]] : index
// CHECK-NEXT: %[[SKIP:[^ ]+]] = arith.muli %[[ID]], %[[EACH]] : index
// CHECK-NEXT: %[[START:[^ ]+]] = arith.addi %[[SKIP]], %[[BEFORE]] : index
// CHECK-NEXT: %[[COUNT:[^ ]+]] = arith.addi %[[EACH]], %[[EXTRA]] : index
// CHECK: scf.for %[[I:[^ ]+]] = %{{[^ ]+}} to %[[COUNT]] step %{{[^ ]+}} {
// CHECK-NEXT: %[[T:[^ ]+]] = arith.addi %[[START]], %[[I]] : index
// CHECK-NEXT: %[[IT:[^ ]+]] = arith.remui %[[T]], %[[MT]] : index
// CHECK-NEXT: %[[JT:[^ ]+]] = arith.divui %[[T]], %[[MT]] : index
// CHECK: scf.for %[[KK:[^ ]+]] = %{{[^ ]+}} to %[[K]] step %{{[^ ]+}} iter_args(
// CHECK: vector.load %[[B]][%[[JT]], %[[KK]], %{{[^]]+}}] : memref<?x?x16xf32>, vector<8xf32>
// CHECK: memref.load %[[A]][%[[IT]], %[[KK]], %{{[^]]+}}] : memref<?x?x6xf32>
// CHECK: vector.fma %{{.*}} : vector<8xf32>
// CHECK-NOT: arith.mulf
// CHECK: vector.store %{{[^ ]+}}, %[[C]][%{{.*}}] : memref<?x?xf32>, vector<8xf32>
// CHECK: omp.terminator
// CHECK: memref.load %[[C]][%{{.*}}] : memref<?x?xf32>
// CHECK-NEXT: memref.store %{{[^ ]+}}, %{{[a-z0-9_]+}}[%{{.*}}] : memref<?x?xf32>
// The result's shape is known only here: the function allocates it (no alignment: malloc's
// pointer is both `allocated` and `aligned`) and writes the descriptor {allocated, aligned,
// offset 0, sizes, strides} through the caller's pointer %arg2.
// CHECK: %[[R:[^ ]+]] = memref.alloc(%{{[^ ]+}}, %{{[^ ]+}}) : memref<?x?xf32>
// CHECK: memref.store %{{[^ ]+}}, %[[R]][%{{.*}}] : memref<?x?xf32>
// CHECK: %[[P:[^ ]+]] = memref.extract_aligned_pointer_as_index %[[R]]
// CHECK: %[[PI:[^ ]+]] = arith.index_cast %[[P]] : index to i64
// CHECK: %[[G0:[^ ]+]] = llvm.getelementptr %arg2[0] : (!llvm.ptr) -> !llvm.ptr, i64
// CHECK-NEXT: llvm.store %[[PI]], %[[G0]] : i64, !llvm.ptr
// CHECK: %[[G1:[^ ]+]] = llvm.getelementptr %arg2[1] : (!llvm.ptr) -> !llvm.ptr, i64
// CHECK-NEXT: llvm.store %[[PI]], %[[G1]] : i64, !llvm.ptr
// CHECK: llvm.getelementptr %arg2[6]
// CHECK-NOT: memref.dealloc %[[R]]
// CHECK: return
// LLVM-LABEL: llvm.func @dynamic_pair(
// LLVM: llvm.intr.fmuladd(%{{.*}}, %{{.*}}, %{{.*}}) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
func.func @dynamic_pair(%a: tensor<?x?xf8E4M3FN>, %b: tensor<?x?xf8E4M3FN>) -> tensor<?x?xf32> {
  %c = lpf.dot %a, %b acc(f32) : tensor<?x?xf8E4M3FN>, tensor<?x?xf8E4M3FN> -> tensor<?x?xf32>
  return %c : tensor<?x?xf32>
}

// -----

// A skinny dot (one column tile: N <= 16, known; 16 rows): the kernel reads the f8 lhs itself,
// each value widened through the conversion's table where it is broadcast (no lhs panel is
// written and read again), from tile rows clamped to M - 1; 16 rows take 4 tiles of 4 rows (8
// accumulators, no padded row) rather than 3 of 6. The one rhs panel is packed in pieces of 512
// rows of k (ceil(1100 / 512) = 3, the last one partial) that threads share where the work is
// large enough; here, 16 x 1100 codes, it is known too small from the shapes: no omp.parallel
// there (the kernel's 4 tiles x 1100 x 12 steps are enough: on threads).
// CHECK-LABEL: func.func @skinny(
// CHECK-NOT: memref<4x1100x4xf32>
// CHECK: %[[B:[^ ]+]] = memref.alloc() {{.*}} : memref<1x1100x16xf32>
// CHECK: %[[PIECES:[^ ]+]] = arith.constant 3 : index
// CHECK-NOT: omp.parallel
// CHECK: scf.for %[[P:[^ ]+]] = %{{[^ ]+}} to %[[PIECES]] step
// CHECK: %[[FIRST:[^ ]+]] = arith.muli %[[P]], %c512{{[_0-9]*}} : index
// CHECK: %[[LEFT:[^ ]+]] = arith.subi %{{[^ ]+}}, %[[FIRST]] : index
// CHECK: %[[ROWS:[^ ]+]] = arith.minui %[[LEFT]], %c512{{[_0-9]*}} : index
// CHECK: scf.for %[[I:[^ ]+]] = %{{[^ ]+}} to %[[ROWS]] step
// CHECK: %[[KK:[^ ]+]] = arith.addi %[[FIRST]], %[[I]] : index
// CHECK: memref.store %{{[^ ]+}}, %[[B]][%{{[^,]+}}, %[[KK]], %{{[^]]+}}] : memref<1x1100x16xf32>
// CHECK: omp.parallel
// CHECK: %[[ROW:[^ ]+]] = arith.minui %{{[^ ]+}}, %c15{{[_0-9]*}} : index
// CHECK: scf.for %[[K:[^ ]+]] = %{{.*}} iter_args(
// CHECK-SAME: -> (vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>)
// CHECK: vector.load %[[B]][%{{[^,]+}}, %[[K]], %{{[^]]+}}] : memref<1x1100x16xf32>, vector<8xf32>
// CHECK: %[[CODE:[^ ]+]] = memref.load %arg0[%[[ROW]], %[[K]]] : memref<16x1100xf8E4M3FN>
// CHECK-NEXT: %[[X:[^ ]+]] = lpf.convert %[[CODE]] : f8E4M3FN to f32
// CHECK-NEXT: %[[XS:[^ ]+]] = vector.broadcast %[[X]] : f32 to vector<8xf32>
// CHECK: vector.fma %[[XS]], %{{.*}} : vector<8xf32>
// CHECK: vector.store %{{.*}}, %arg2[%{{.*}}] : memref<16x16xf32>, vector<8xf32>
// LLVM-LABEL: llvm.func @skinny(
// LLVM: llvm.intr.fmuladd(%{{.*}}, %{{.*}}, %{{.*}}) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
func.func @skinny(%a: tensor<16x1100xf8E4M3FN>, %b: tensor<1100x16xf8E4M3FN>) -> tensor<16x16xf32> {
  %c = lpf.dot %a, %b acc(f32) : tensor<16x1100xf8E4M3FN>, tensor<1100x16xf8E4M3FN> -> tensor<16x16xf32>
  return %c : tensor<16x16xf32>
}

// -----

// A bf16 lhs keeps its panel even with one column tile (its widening is a shift and a NaN
// select, not one table load: read in the kernel it slowed it).
// CHECK-LABEL: func.func @skinny_bf16(
// CHECK: memref.alloc() {{.*}} : memref<4x1100x4xf32>
// CHECK: memref.alloc() {{.*}} : memref<1x1100x16xf32>
func.func @skinny_bf16(%a: tensor<16x1100xbf16>, %b: tensor<1100x16xf8E4M3FN>) -> tensor<16x16xf32> {
  %c = lpf.dot %a, %b acc(f32) : tensor<16x1100xbf16>, tensor<1100x16xf8E4M3FN> -> tensor<16x16xf32>
  return %c : tensor<16x16xf32>
}
