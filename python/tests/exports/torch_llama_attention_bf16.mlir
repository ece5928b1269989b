// A Llama attention step written by hand in the forms PyTorch exports use (shared/specs/
// toolchain.md, "PyTorch to StableHLO"; no torch in CI): int64 token ids and an embedding
// gather, positions from a `dynamic_iota` with a constant shape (torch-mlir), rotary angles in
// f64 narrowed to f32 for sin/cos, RMSNorm through `power(x, 2.0)` and `rsqrt`, rotate_half as
// slices, a negate and a concatenate, bf16 x bf16 -> bf16 dot_generals with no preferred type,
// a causal mask from two iotas, and an f32 softmax.
module @IrToHlo {
  func.func @main(%tok: tensor<2x8xi64>, %emb: tensor<32x16xbf16>, %w: tensor<16x16xbf16>, %g: tensor<16xbf16>) -> tensor<2x8x16xbf16> {
    %c = stablehlo.constant dense<[2, 8]> : tensor<2xi64>
    %pos = stablehlo.dynamic_iota %c, dim = 1 : (tensor<2xi64>) -> tensor<2x8xi64>
    %posf64 = stablehlo.convert %pos : (tensor<2x8xi64>) -> tensor<2x8xf64>
    %base = stablehlo.constant dense<1.0e-2> : tensor<2x8xf64>
    %ang64 = stablehlo.multiply %posf64, %base : tensor<2x8xf64>
    %ang = stablehlo.convert %ang64 : (tensor<2x8xf64>) -> tensor<2x8xf32>
    %sin = stablehlo.sine %ang : tensor<2x8xf32>
    %cos = stablehlo.cosine %ang : tensor<2x8xf32>
    %idx = stablehlo.reshape %tok : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %x = "stablehlo.gather"(%emb, %idx) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<32x16xbf16>, tensor<2x8x1xi64>) -> tensor<2x8x16xbf16>
    %xf = stablehlo.convert %x : (tensor<2x8x16xbf16>) -> tensor<2x8x16xf32>
    %two = stablehlo.constant dense<2.0> : tensor<2x8x16xf32>
    %sq = stablehlo.power %xf, %two : tensor<2x8x16xf32>
    %zero = stablehlo.constant dense<0.0> : tensor<f32>
    %sum = stablehlo.reduce(%sq init: %zero) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %n = stablehlo.constant dense<16.0> : tensor<2x8xf32>
    %mean = stablehlo.divide %sum, %n : tensor<2x8xf32>
    %eps = stablehlo.constant dense<1.0e-6> : tensor<2x8xf32>
    %ms = stablehlo.add %mean, %eps : tensor<2x8xf32>
    %r = stablehlo.rsqrt %ms : tensor<2x8xf32>
    %rb = stablehlo.broadcast_in_dim %r, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %xn = stablehlo.multiply %xf, %rb : tensor<2x8x16xf32>
    %xnb = stablehlo.convert %xn : (tensor<2x8x16xf32>) -> tensor<2x8x16xbf16>
    %gb = stablehlo.broadcast_in_dim %g, dims = [2] : (tensor<16xbf16>) -> tensor<2x8x16xbf16>
    %h = stablehlo.multiply %xnb, %gb : tensor<2x8x16xbf16>
    %y = stablehlo.dot_general %h, %w, contracting_dims = [2] x [0] : (tensor<2x8x16xbf16>, tensor<16x16xbf16>) -> tensor<2x8x16xbf16>
    %lo = stablehlo.slice %y [0:2, 0:8, 0:8] : (tensor<2x8x16xbf16>) -> tensor<2x8x8xbf16>
    %hi = stablehlo.slice %y [0:2, 0:8, 8:16] : (tensor<2x8x16xbf16>) -> tensor<2x8x8xbf16>
    %nh = stablehlo.negate %hi : tensor<2x8x8xbf16>
    %rot = stablehlo.concatenate %nh, %lo, dim = 2 : (tensor<2x8x8xbf16>, tensor<2x8x8xbf16>) -> tensor<2x8x16xbf16>
    %cb = stablehlo.broadcast_in_dim %cos, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %cbb = stablehlo.convert %cb : (tensor<2x8x16xf32>) -> tensor<2x8x16xbf16>
    %yc = stablehlo.multiply %y, %cbb : tensor<2x8x16xbf16>
    %sb = stablehlo.broadcast_in_dim %sin, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %sbb = stablehlo.convert %sb : (tensor<2x8x16xf32>) -> tensor<2x8x16xbf16>
    %rs = stablehlo.multiply %rot, %sbb : tensor<2x8x16xbf16>
    %q = stablehlo.add %yc, %rs : tensor<2x8x16xbf16>
    %s = stablehlo.dot_general %q, %q, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<2x8x16xbf16>, tensor<2x8x16xbf16>) -> tensor<2x8x8xbf16>
    %i0 = stablehlo.iota dim = 0 : tensor<8x8xi64>
    %i1 = stablehlo.iota dim = 1 : tensor<8x8xi64>
    %causal = stablehlo.compare GE, %i0, %i1, SIGNED : (tensor<8x8xi64>, tensor<8x8xi64>) -> tensor<8x8xi1>
    %cm = stablehlo.broadcast_in_dim %causal, dims = [1, 2] : (tensor<8x8xi1>) -> tensor<2x8x8xi1>
    %ninf = stablehlo.constant dense<0xFF80> : tensor<2x8x8xbf16>
    %masked = stablehlo.select %cm, %s, %ninf : tensor<2x8x8xi1>, tensor<2x8x8xbf16>
    %mf = stablehlo.convert %masked : (tensor<2x8x8xbf16>) -> tensor<2x8x8xf32>
    %minf = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %mx = stablehlo.reduce(%mf init: %minf) applies stablehlo.maximum across dimensions = [2] : (tensor<2x8x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %mxb = stablehlo.broadcast_in_dim %mx, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x8xf32>
    %d = stablehlo.subtract %mf, %mxb : tensor<2x8x8xf32>
    %e = stablehlo.exponential %d : tensor<2x8x8xf32>
    %es = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [2] : (tensor<2x8x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %esb = stablehlo.broadcast_in_dim %es, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x8xf32>
    %p = stablehlo.divide %e, %esb : tensor<2x8x8xf32>
    %pb = stablehlo.convert %p : (tensor<2x8x8xf32>) -> tensor<2x8x8xbf16>
    %o = stablehlo.dot_general %pb, %q, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x8x8xbf16>, tensor<2x8x16xbf16>) -> tensor<2x8x16xbf16>
    return %o : tensor<2x8x16xbf16>
  }
}
