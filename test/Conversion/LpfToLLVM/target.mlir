// RUN: lpf-opt %s --lpf-tensor-to-loops -split-input-file | FileCheck %s
// RUN: lpf-opt %s --lower-to-llvm -split-input-file | FileCheck %s --check-prefix=LLVM

// The module's lpf.target (written by lpf-run from the host's features and by lpf-translate
// from --target-triple/--mcpu) sizes the dot kernel's tile. AVX-512: 32 registers of 16 f32,
// 6 rows x 4 vectors = 24 accumulators (+ 4 rhs vectors + a broadcast + a product <= 32).
// parallel = false: no omp ops, the tiles are an ordinary scf.for nest. With AVX2's byte shuffle
// (byte_shuffle = true, as lpf-run and lpf-translate write for a CPU that has it) the rhs panel
// rows of 64 lanes are decoded by byte tables 32 codes at a time.
// CHECK-LABEL: func.func @avx512(
// CHECK-NOT: omp.
// CHECK: memref.alloc() {{.*}} : memref<2x9x6xf32>
// CHECK: %[[B:[^ ]+]] = memref.alloc() {{.*}} : memref<2x9x64xf32>
// CHECK: vector.load %arg1[%{{.*}}] : memref<9x100xf8E4M3FN>, vector<32xf8E4M3FN>
// CHECK: llvm.call_intrinsic "llvm.x86.avx2.pshuf.b"
// CHECK: vector.store %{{[^ ]+}}, %[[B]][%{{[^,]+}}, %{{[^,]+}}, %c0{{[_0-9]*}}] : memref<2x9x64xf32>, vector<32xf32>
// CHECK: vector.load %arg1[%{{.*}}] : memref<9x100xf8E4M3FN>, vector<32xf8E4M3FN>
// CHECK: vector.store %{{[^ ]+}}, %[[B]][%{{[^,]+}}, %{{[^,]+}}, %c32{{[_0-9]*}}] : memref<2x9x64xf32>, vector<32xf32>
// CHECK: scf.for
// CHECK: scf.for
// CHECK: scf.for %{{.*}} iter_args(
// CHECK-SAME: -> (vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>)
// CHECK-COUNT-4: vector.load %{{.*}} : memref<2x9x64xf32>, vector<16xf32>
// CHECK: vector.fma %{{.*}} : vector<16xf32>
// CHECK-NOT: omp.
// The kernel is a function of its own after @avx512 and its C interface (lpf-share-nests).
// LLVM-LABEL: llvm.func @avx512(
// LLVM-NOT: omp.
// LLVM-LABEL: llvm.func @_mlir_ciface_avx512(
// LLVM-NOT: omp.
// LLVM: llvm.intr.fmuladd(%{{.*}}, %{{.*}}, %{{.*}}) : (vector<16xf32>, vector<16xf32>, vector<16xf32>) -> vector<16xf32>
// LLVM-NOT: omp.
// LLVM-NOT: omp_get_
module attributes {lpf.target = {vector_bits = 512 : i64, vector_registers = 32 : i64, byte_shuffle = true, parallel = false}} {
  func.func @avx512(%a: tensor<11x9xf8E4M3FN>, %b: tensor<9x100xf8E4M3FN>) -> tensor<11x100xf32> {
    %c = lpf.dot %a, %b acc(f32) : tensor<11x9xf8E4M3FN>, tensor<9x100xf8E4M3FN> -> tensor<11x100xf32>
    return %c : tensor<11x100xf32>
  }
}

// -----

// Few columns on AVX-512: one vector of 16 lanes per row (16 x 4096 x 16 is not four mostly
// padded zmm); on threads (the default), so the tiles are an omp.parallel region whose threads
// each run their share, and the module declares the two libomp queries that cut the shares.
// One vector a row keeps 6 rows (4 would be too few accumulators in flight), and the lhs is
// read by the kernel itself (one column tile): no lhs panel.
// CHECK-LABEL: func.func @avx512_narrow(
// CHECK-NOT: memref<3x4096x6xf32>
// CHECK: memref.alloc() {{.*}} : memref<1x4096x16xf32>
// CHECK-NOT: memref.alloc()
// CHECK: omp.parallel
// CHECK: scf.for %{{.*}} iter_args(
// CHECK-SAME: -> (vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>)
// LLVM-LABEL: llvm.func @avx512_narrow(
// LLVM: omp.parallel
// LLVM: llvm.call @omp_get_thread_num() : () -> i32
// LLVM: llvm.call @omp_get_num_threads() : () -> i32
// LLVM: llvm.intr.fmuladd(%{{.*}}, %{{.*}}, %{{.*}}) : (vector<16xf32>, vector<16xf32>, vector<16xf32>) -> vector<16xf32>
module attributes {lpf.target = {vector_bits = 512 : i64, vector_registers = 32 : i64}} {
  func.func @avx512_narrow(%a: tensor<16x4096xf8E4M3FN>, %b: tensor<4096x16xf8E4M3FN>) -> tensor<16x16xf32> {
    %c = lpf.dot %a, %b acc(f32) : tensor<16x4096xf8E4M3FN>, tensor<4096x16xf8E4M3FN> -> tensor<16x16xf32>
    return %c : tensor<16x16xf32>
  }
}

// -----

// AArch64 (NEON): 32 registers of 4 f32, 6 rows x 4 vectors; f64 accumulators get 2 lanes.
// CHECK-LABEL: func.func @neon(
// CHECK: memref.alloc() {{.*}} : memref<2x9x16xf32>
// CHECK: vector.load %{{.*}} : memref<2x9x16xf32>, vector<4xf32>
// CHECK-LABEL: func.func @neon_f64(
// CHECK: memref.alloc() {{.*}} : memref<3x5x8xf64>
// CHECK: vector.load %{{.*}} : memref<3x5x8xf64>, vector<2xf64>
module attributes {lpf.target = {vector_bits = 128 : i64, vector_registers = 32 : i64}} {
  func.func @neon(%a: tensor<7x9xf8E4M3FN>, %b: tensor<9x17xf8E4M3FN>) -> tensor<7x17xf32> {
    %c = lpf.dot %a, %b acc(f32) : tensor<7x9xf8E4M3FN>, tensor<9x17xf8E4M3FN> -> tensor<7x17xf32>
    return %c : tensor<7x17xf32>
  }
  func.func @neon_f64(%a: tensor<2x5xf32>, %b: tensor<5x20xf32>) -> tensor<2x20xf64> {
    %c = lpf.dot %a, %b acc(f64) : tensor<2x5xf32>, tensor<5x20xf32> -> tensor<2x20xf64>
    return %c : tensor<2x20xf64>
  }
}

// -----

// AVX2's byte shuffle (byte_shuffle = true) on AVX2's panels of 16 lanes: an f8E4M3FN rhs is
// decoded two panel rows at a time, 32 codes from two operand rows, by byte tables (vpshufb,
// contraction/decode.rs's ByteRule) and stored as two rows of 16 lanes; K = 9's last row one
// element at a time by its fields, as the last, partial panel (column 16 of 17). The lhs is
// decoded by its fields.
// CHECK-LABEL: func.func @byte_shuffle(
// CHECK: %[[A:[^ ]+]] = memref.alloc() {{.*}} : memref<2x9x6xf32>
// CHECK: builtin.unrealized_conversion_cast %{{.*}} : f8E4M3FN to i8
// CHECK: %[[B:[^ ]+]] = memref.alloc() {{.*}} : memref<2x9x16xf32>
// CHECK: %[[PAIRS:[^ ]+]] = arith.divui %{{.*}}, %c2{{[_0-9]*}} : index
// CHECK: scf.for %{{[^ ]+}} = %{{[^ ]+}} to %[[PAIRS]] step
// CHECK: %[[ROW0:[^ ]+]] = vector.load %arg1[%{{.*}}] : memref<9x17xf8E4M3FN>, vector<16xf8E4M3FN>
// CHECK: %[[CODES0:[^ ]+]] = builtin.unrealized_conversion_cast %[[ROW0]] : vector<16xf8E4M3FN> to vector<16xi8>
// CHECK: %[[ROW1:[^ ]+]] = vector.load %arg1[%{{.*}}] : memref<9x17xf8E4M3FN>, vector<16xf8E4M3FN>
// CHECK: %[[CODES1:[^ ]+]] = builtin.unrealized_conversion_cast %[[ROW1]] : vector<16xf8E4M3FN> to vector<16xi8>
// CHECK: vector.shuffle %[[CODES0]], %[[CODES1]] [0, 1, {{.*}}, 31] : vector<16xi8>, vector<16xi8>
// CHECK-COUNT-4: llvm.call_intrinsic "llvm.x86.avx2.pshuf.b"(%{{.*}}, %{{.*}}) : (vector<32xi8>, vector<32xi8>) -> vector<32xi8>
// CHECK: vector.bitcast %{{.*}} : vector<128xi8> to vector<32xf32>
// CHECK: vector.extract_strided_slice %{{.*}} {offsets = [0], sizes = [16], strides = [1]} : vector<32xf32> to vector<16xf32>
// CHECK: vector.store %{{[^ ]+}}, %[[B]][%{{[^]]+}}] : memref<2x9x16xf32>, vector<16xf32>
// CHECK: vector.extract_strided_slice %{{.*}} {offsets = [16], sizes = [16], strides = [1]} : vector<32xf32> to vector<16xf32>
// CHECK: vector.store %{{[^ ]+}}, %[[B]][%{{[^]]+}}] : memref<2x9x16xf32>, vector<16xf32>
// CHECK: builtin.unrealized_conversion_cast %{{.*}} : f8E4M3FN to i8
// CHECK: memref.store %{{[^ ]+}}, %[[B]][%{{[^]]+}}] : memref<2x9x16xf32>
// CHECK: return
// LLVM-LABEL: llvm.func @byte_shuffle(
// LLVM: llvm.call_intrinsic "llvm.x86.avx2.pshuf.b"
module attributes {lpf.target = {byte_shuffle = true}} {
  func.func @byte_shuffle(%a: tensor<11x9xf8E4M3FN>, %b: tensor<9x17xf8E4M3FN>) -> tensor<11x17xf32> {
    %c = lpf.dot %a, %b acc(f32) : tensor<11x9xf8E4M3FN>, tensor<9x17xf8E4M3FN> -> tensor<11x17xf32>
    return %c : tensor<11x17xf32>
  }
}

// -----

// Without AVX2's byte shuffle (byte_shuffle = false: what lpf-translate writes for a CPU without
// AVX2, and the default, so that a module lowered by plain lpf-opt compiles for any target) the
// rhs packing decodes f8E4M3FN by its fields, one element at a time: no intrinsic.
// CHECK-LABEL: func.func @no_byte_shuffle(
// CHECK-NOT: llvm.call_intrinsic
// CHECK: arith.sitofp %{{.*}} : i32 to f32
// CHECK-NOT: llvm.call_intrinsic
// CHECK: return
module attributes {lpf.target = {byte_shuffle = false}} {
  func.func @no_byte_shuffle(%a: tensor<11x9xf8E4M3FN>, %b: tensor<9x32xf8E4M3FN>) -> tensor<11x32xf32> {
    %c = lpf.dot %a, %b acc(f32) : tensor<11x9xf8E4M3FN>, tensor<9x32xf8E4M3FN> -> tensor<11x32xf32>
    return %c : tensor<11x32xf32>
  }
}

// -----

// With AVX2 (byte_shuffle = true), a convert from f4E2M1FN to f32 looks eight codes up at once:
// the 16 results (the numerics crate's table) as two vectors of eight, vpermps on each code's
// low three bits in both, bit 3 (shifted to the sign) choosing. Whole blocks of 64 go eight at
// a time; the remainder (100 % 64 = 36 elements) goes through the scalar helper. A row this
// short takes no prefetches.
// CHECK-LABEL: func.func @nibble_lookup(
// CHECK-NOT: memref.prefetch
// CHECK: scf.for %[[J:[^ ]+]] = %{{[^ ]+}} to %{{[^ ]+}} step %c8
// CHECK: %[[CODES:[^ ]+]] = vector.load %arg0[%[[J]]] : memref<100xf4E2M1FN>, vector<8xf4E2M1FN>
// CHECK: %[[BYTES:[^ ]+]] = builtin.unrealized_conversion_cast %[[CODES]] : vector<8xf4E2M1FN> to vector<8xi8>
// CHECK: %[[INDEX:[^ ]+]] = arith.extui %[[BYTES]] : vector<8xi8> to vector<8xi32>
// CHECK: arith.constant dense<[0, 1056964608, 1065353216, 1069547520, 1073741824, 1077936128, 1082130432, 1086324736]> : vector<8xi32>
// CHECK: %[[LOW:[^ ]+]] = llvm.call_intrinsic "llvm.x86.avx2.permps"(%{{[^,]+}}, %[[INDEX]]) : (vector<8xf32>, vector<8xi32>) -> vector<8xf32>
// CHECK: arith.constant dense<[-2147483648, -1090519040, -1082130432, -1077936128, -1073741824, -1069547520, -1065353216, -1061158912]> : vector<8xi32>
// CHECK: %[[HIGH:[^ ]+]] = llvm.call_intrinsic "llvm.x86.avx2.permps"(%{{[^,]+}}, %[[INDEX]]) : (vector<8xf32>, vector<8xi32>) -> vector<8xf32>
// CHECK: %[[SIGN:[^ ]+]] = arith.shli %[[INDEX]], %{{[^ ]+}} : vector<8xi32>
// CHECK: %[[UPPER:[^ ]+]] = arith.cmpi slt, %[[SIGN]], %{{[^ ]+}} : vector<8xi32>
// CHECK: %[[VALUES:[^ ]+]] = arith.select %[[UPPER]], %[[HIGH]], %[[LOW]] : vector<8xi1>, vector<8xf32>
// CHECK: vector.store %[[VALUES]], %arg1[%[[J]]] : memref<100xf32>, vector<8xf32>
// CHECK: scf.for
// CHECK: lpf.convert %{{[^ ]+}} : f4E2M1FN to f32
// CHECK: return
// LLVM-LABEL: llvm.func @nibble_lookup(
// LLVM: llvm.call_intrinsic "llvm.x86.avx2.permps"
module attributes {lpf.target = {byte_shuffle = true}} {
  func.func @nibble_lookup(%x: tensor<100xf4E2M1FN>) -> tensor<100xf32> {
    %y = lpf.convert %x : tensor<100xf4E2M1FN> to tensor<100xf32>
    return %y : tensor<100xf32>
  }
}

// -----

// Without AVX2 the same convert is the scalar helper's table load for every element, in one
// plain loop: no intrinsic.
// CHECK-LABEL: func.func @no_nibble_lookup(
// CHECK-NOT: llvm.call_intrinsic
// CHECK: scf.for %{{[^ ]+}} = %c0{{[_0-9]*}} to %c100{{[_0-9]*}} step %c1
// CHECK-NOT: llvm.call_intrinsic
// CHECK: lpf.convert %{{[^ ]+}} : f4E2M1FN to f32
// CHECK-NOT: llvm.call_intrinsic
// CHECK: return
// LLVM-LABEL: llvm.func @no_nibble_lookup(
// LLVM-NOT: llvm.call_intrinsic
// LLVM: llvm.return
module attributes {lpf.target = {byte_shuffle = false}} {
  func.func @no_nibble_lookup(%x: tensor<100xf4E2M1FN>) -> tensor<100xf32> {
    %y = lpf.convert %x : tensor<100xf4E2M1FN> to tensor<100xf32>
    return %y : tensor<100xf32>
  }
}
