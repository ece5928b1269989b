// RUN: lpf-opt %s --lpf-tensor-to-loops -split-input-file | FileCheck %s
// RUN: lpf-opt %s --lower-to-llvm -split-input-file | FileCheck %s --check-prefix=LLVM

// Blackwell's kind::mxf8f6f4 (ST-FDPA, F 25, chunks of 32 = one ue8m0 block) on the LLVM exit:
// each operand packed already scaled (per block and row or column the scale decoded once, then
// each element times it in f64, the model's exponent plus the scale's in i16), then T-FDPA's
// chunk loop in f64 lanes: per tile of 8 rows x 4 lanes the 8 result vectors carried from +0,
// one i16 pass over k for e_max (two rows per vector of 8 i16),
// one for the products scaled by 2^(F - e_max) and truncated toward zero. 9 x 5 is not whole
// tiles: computed padded, copied out.
// CHECK-LABEL: func.func @mxf8f6f4(
// CHECK: memref.alloc({{.*}}) {{.*}} : memref<?x64x8xf64>
// CHECK: memref.alloc({{.*}}) {{.*}} : memref<?x64x8xi16>
// CHECK: lpf.convert %{{.*}} : f8E8M0FNU to f64
// CHECK: math.absf %{{.*}} : f64
// CHECK: arith.maxsi %{{.*}}, %c-127_i32 : i32
// CHECK: scf.for
// CHECK: lpf.convert %{{.*}} : f8E4M3FN to f64
// CHECK: arith.mulf %{{.*}}, %{{.*}} : f64
// CHECK: memref.alloc({{.*}}) {{.*}} : memref<?x64x4xf64>
// CHECK: memref.alloc({{.*}}) {{.*}} : memref<?x64x4xi16>
// CHECK: lpf.convert %{{.*}} : f8E8M0FNU to f64
// CHECK: lpf.convert %{{.*}} : f6E2M3FN to f64
// CHECK: memref.alloc({{.*}}) {{.*}} : memref<?x?xf32>
// CHECK: scf.for %{{.*}} = %{{.*}} to %c2 step %{{.*}} iter_args({{.*}}) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>)
// CHECK: scf.for %{{.*}} iter_args({{.*}}) -> (vector<8xi16>, vector<8xi16>, vector<8xi16>, vector<8xi16>)
// CHECK: vector.load %{{.*}} : memref<?x64x4xi16>, vector<4xi16>
// CHECK: scf.for %{{.*}} iter_args({{.*}}) -> (vector<4xf64>, vector<4xf64>, vector<4xf64>, vector<4xf64>, vector<4xf64>, vector<4xf64>, vector<4xf64>, vector<4xf64>)
// CHECK: vector.load %{{.*}} : memref<?x64x4xf64>, vector<4xf64>
// CHECK: math.trunc %{{.*}} : vector<4xf64>
// CHECK: arith.truncf %{{.*}} : vector<4xf64> to vector<4xf32>
// CHECK-NOT: lpf.scaled_dot
// CHECK-NOT: lpf.dot
// LLVM-LABEL: llvm.func @mxf8f6f4(
// LLVM-NOT: lpf.
// LLVM: llvm.intr.trunc({{.*}}) : (vector<4xf64>) -> vector<4xf64>
func.func @mxf8f6f4(%a: tensor<9x64xf8E4M3FN>, %as: tensor<9x2xf8E8M0FNU>, %b: tensor<64x5xf6E2M3FN>, %bs: tensor<2x5xf8E8M0FNU>) -> tensor<9x5xf32> {
  %0 = lpf.scaled_dot %a [%as], %b [%bs] block(32) acc(f32) hardware("nvidia.blackwell.tcgen05")
       : tensor<9x64xf8E4M3FN>, tensor<9x2xf8E8M0FNU>, tensor<64x5xf6E2M3FN>, tensor<2x5xf8E8M0FNU> -> tensor<9x5xf32>
  return %0 : tensor<9x5xf32>
}

// -----

// Whole rhs column panels (8 columns: two panels of 4 f64 lanes) are packed as vectors: per
// block one load of the panel's ue8m0 scale codes, widened by a shift into f32's exponent field
// (code 0 -> 2^-127 and 0xFF -> NaN selected), then per k one load of its f8E5M2 codes, the FP8
// rule, the exponent plus the scale's, the product with the scale, two stores; a partial panel
// would take the element loop.
// CHECK-LABEL: func.func @mxf8f6f4_whole_rhs_panels(
// CHECK: scf.if %{{.*}} {
// CHECK: vector.load %{{.*}} : memref<1x8xf8E8M0FNU>, vector<4xf8E8M0FNU>
// CHECK: arith.extui %{{.*}} : vector<4xi8> to vector<4xi32>
// CHECK-NEXT: arith.constant dense<23> : vector<4xi32>
// CHECK-NEXT: arith.shli %{{.*}} : vector<4xi32>
// CHECK: arith.constant dense<4194304> : vector<4xi32>
// CHECK: arith.constant dense<2143289344> : vector<4xi32>
// CHECK: %[[SCALE:.*]] = math.absf %{{.*}} : vector<4xf64>
// CHECK: vector.load %{{.*}} : memref<32x8xf8E5M2>, vector<4xf8E5M2>
// CHECK: arith.extsi %{{.*}} : vector<4xi16> to vector<4xi32>
// CHECK-NEXT: arith.addi %{{.*}} : vector<4xi32>
// CHECK-NEXT: %[[NORM:.*]] = arith.trunci %{{.*}} : vector<4xi32> to vector<4xi16>
// CHECK-NEXT: %[[VALUE:.*]] = arith.mulf %{{.*}}, %[[SCALE]] : vector<4xf64>
// CHECK: vector.store %[[VALUE]], %{{.*}} : memref<?x32x4xf64>, vector<4xf64>
// CHECK-NEXT: vector.store %[[NORM]], %{{.*}} : memref<?x32x4xi16>, vector<4xi16>
// CHECK: } else {
// CHECK: lpf.convert %{{.*}} : f8E8M0FNU to f64
func.func @mxf8f6f4_whole_rhs_panels(%a: tensor<8x32xf8E4M3FN>, %as: tensor<8x1xf8E8M0FNU>, %b: tensor<32x8xf8E5M2>, %bs: tensor<1x8xf8E8M0FNU>) -> tensor<8x8xf32> {
  %0 = lpf.scaled_dot %a [%as], %b [%bs] block(32) acc(f32) hardware("nvidia.blackwell.tcgen05")
       : tensor<8x32xf8E4M3FN>, tensor<8x1xf8E8M0FNU>, tensor<32x8xf8E5M2>, tensor<1x8xf8E8M0FNU> -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

// kind::mxf4nvf4 with ue4m3 scales per 16 (GST-FDPA, G 16, F 35, chunks of 64): the elements
// packed unscaled in f64; per group of 16 each operand's nonzero mask (i32, bit j: element j is
// nonzero), its scale's magnitude (ue4m3's sign ignored: absf) and exponent (clamped at -6);
// per chunk e_max from the masks (andi, cmpi ne) and scale exponents without a k loop, then per
// group the 16 exact products summed, times the scales and 2^(F - e_max), truncated. 8 x 4 is
// whole tiles: stored in place.
// CHECK-LABEL: func.func @mxf4nvf4(
// CHECK: memref.alloc({{.*}}) {{.*}} : memref<?x128x8xf64>
// CHECK: lpf.convert %{{.*}} : f4E2M1FN to f64
// CHECK: memref.alloc({{.*}}) {{.*}} : memref<?x128x4xf64>
// CHECK: memref.alloc({{.*}}) {{.*}} : memref<?x8x8xi32>
// CHECK: memref.alloc({{.*}}) {{.*}} : memref<?x8x8xf64>
// CHECK: memref.alloc({{.*}}) {{.*}} : memref<?x8x8xi32>
// CHECK: arith.cmpf une, %{{.*}}, %{{.*}} : f64
// CHECK: arith.shli %{{.*}}, %{{.*}} : i32
// CHECK: lpf.convert %{{.*}} : f8E4M3FN to f64
// CHECK: math.absf %{{.*}} : f64
// CHECK: arith.maxsi %{{.*}}, %c-6_i32 : i32
// CHECK: memref.alloc({{.*}}) {{.*}} : memref<?x8x4xi32>
// CHECK: scf.for %{{.*}} = %{{.*}} to %c2 step %{{.*}} iter_args({{.*}}) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>)
// CHECK: vector.load %{{.*}} : memref<?x8x4xi32>, vector<4xi32>
// CHECK: arith.andi %{{.*}}, %{{.*}} : vector<4xi32>
// CHECK: arith.cmpi ne, %{{.*}}, %{{.*}} : vector<4xi32>
// CHECK: scf.for %{{.*}} = %{{.*}} to %c16{{.*}} iter_args({{.*}}) -> (vector<4xf64>, vector<4xf64>, vector<4xf64>, vector<4xf64>, vector<4xf64>, vector<4xf64>, vector<4xf64>, vector<4xf64>)
// CHECK: vector.load %{{.*}} : memref<?x8x4xf64>, vector<4xf64>
// CHECK: math.trunc %{{.*}} : vector<4xf64>
// CHECK: vector.store %{{.*}}, %{{.*}} : memref<8x4xf32>, vector<4xf32>
// CHECK-NOT: lpf.scaled_dot
// LLVM-LABEL: llvm.func @mxf4nvf4(
// LLVM-NOT: lpf.
func.func @mxf4nvf4(%a: tensor<8x128xf4E2M1FN>, %as: tensor<8x8xf8E4M3FN>, %b: tensor<128x4xf4E2M1FN>, %bs: tensor<8x4xf8E4M3FN>) -> tensor<8x4xf32> {
  %0 = lpf.scaled_dot %a [%as], %b [%bs] block(16) acc(f32) hardware("nvidia.blackwell.tcgen05")
       : tensor<8x128xf4E2M1FN>, tensor<8x8xf8E4M3FN>, tensor<128x4xf4E2M1FN>, tensor<8x4xf8E4M3FN> -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}
