//! YNNPACK's choice among its f32 dot kernels, which decides how XLA CPU sums an f32
//! convolution's products ([`super::convolution`]): how many accumulators run over the input
//! channels (the kernel's `tile_k`), how many columns a packed kernel block holds, and whether
//! the kernel is packed at all. YNNPACK picks the kernel when it builds the graph, by its cost
//! model (XNNPACK's `ynnpack/kernels/dot/dot.cc`, `estimate_dot_cost`) over the kernels its
//! build holds that the host runs, in their list's order, the first strict minimum winning,
//! with M unknown then (2048, `unknown_dot_extent`). The list below is jaxlib 0.10.2's x86 f32
//! kernels (their symbols in `libjax_common.so`, the shapes in XNNPACK's generators
//! `x86_fp32*.py`); measured against XLA's convolutions bit for bit on 1,900 shapes (1 to 1024
//! input channels, 2 to 520 output channels, 1x1 to 7x7 kernels) on an Intel Xeon with AVX-512.

/// The instruction set a kernel needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Isa {
    Avx512,
    Fma3,
    Avx2Fma3,
    Avx,
    Avx2,
    Sse2,
}

impl Isa {
    fn on_host(self) -> bool {
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::is_x86_feature_detected as has;
            match self {
                Isa::Avx512 => has!("avx512f"),
                Isa::Fma3 => has!("fma") && has!("avx"),
                Isa::Avx2Fma3 => has!("avx2") && has!("fma"),
                Isa::Avx => has!("avx"),
                Isa::Avx2 => has!("avx2"),
                Isa::Sse2 => has!("sse2"),
            }
        }
        #[cfg(not(target_arch = "x86_64"))]
        {
            let _ = self;
            false
        }
    }
}

/// One f32 dot kernel: the block (m, n, k) it computes per call, its tile (m, n, k) of one
/// instruction's work, and whether it reads the right operand unpacked (`unaligned_b`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct F32Kernel {
    isa: Isa,
    pub(super) block: (i64, i64, i64),
    pub(super) tile: (i64, i64, i64),
    pub(super) unpacked_b: bool,
}

const fn kernels<const N: usize>(isa: Isa, blocks: [(i64, i64, i64); N], tile: (i64, i64, i64), unpacked_b: bool) -> [F32Kernel; N] {
    let mut out = [F32Kernel { isa, block: (0, 0, 0), tile, unpacked_b }; N];
    let mut i = 0;
    while i < N {
        out[i].block = blocks[i];
        i += 1;
    }
    out
}

/// The kernels in YNNPACK's list order (a tie goes to the earlier).
const AVX512_K1: [F32Kernel; 11] = kernels(
    Isa::Avx512,
    [(1, 64, 1), (2, 64, 1), (3, 64, 1), (4, 64, 1), (5, 64, 1), (1, 32, 1), (2, 32, 1), (3, 32, 1), (4, 32, 1), (5, 32, 1), (5, 16, 1)],
    (1, 16, 1),
    true,
);
const AVX512_K2: [F32Kernel; 9] =
    kernels(Isa::Avx512, [(1, 32, 2), (2, 32, 2), (3, 32, 2), (4, 32, 2), (5, 32, 2), (1, 16, 2), (4, 16, 2), (4, 8, 2), (8, 8, 2)], (1, 8, 2), false);
const AVX512_K4: [F32Kernel; 11] = kernels(
    Isa::Avx512,
    [(1, 32, 4), (2, 32, 4), (1, 16, 4), (3, 16, 4), (4, 16, 4), (5, 16, 4), (2, 8, 4), (4, 8, 4), (6, 8, 4), (4, 4, 4), (8, 4, 4)],
    (1, 4, 4),
    false,
);
const FMA3: [F32Kernel; 9] =
    kernels(Isa::Fma3, [(1, 32, 1), (2, 32, 1), (1, 16, 1), (2, 16, 1), (3, 16, 1), (4, 16, 1), (5, 16, 1), (6, 16, 1), (8, 8, 1)], (1, 8, 1), true);
const AVX2_FMA3: [F32Kernel; 11] = kernels(
    Isa::Avx2Fma3,
    [(1, 16, 2), (2, 16, 2), (1, 8, 2), (3, 8, 2), (4, 8, 2), (5, 8, 2), (6, 8, 2), (4, 4, 2), (5, 4, 2), (6, 4, 2), (8, 4, 2)],
    (1, 4, 2),
    false,
);
const AVX: [F32Kernel; 9] =
    kernels(Isa::Avx, [(1, 32, 1), (2, 32, 1), (1, 16, 1), (2, 16, 1), (3, 16, 1), (4, 16, 1), (4, 8, 1), (6, 8, 1), (8, 8, 1)], (1, 8, 1), true);
const AVX2: [F32Kernel; 11] = kernels(
    Isa::Avx2,
    [(1, 16, 2), (2, 16, 2), (1, 8, 2), (3, 8, 2), (4, 8, 2), (5, 8, 2), (6, 8, 2), (4, 4, 2), (5, 4, 2), (6, 4, 2), (8, 4, 2)],
    (1, 4, 2),
    false,
);
const SSE2: [F32Kernel; 10] =
    kernels(Isa::Sse2, [(1, 16, 1), (2, 16, 1), (3, 16, 1), (1, 8, 1), (2, 8, 1), (3, 8, 1), (4, 8, 1), (4, 4, 1), (6, 4, 1), (8, 4, 1)], (1, 4, 1), false);

fn all_kernels() -> impl Iterator<Item = &'static F32Kernel> {
    [&AVX512_K1[..], &AVX512_K2, &AVX512_K4, &FMA3, &AVX2_FMA3, &AVX, &AVX2, &SSE2].into_iter().flatten()
}

/// YNNPACK's `estimate_dot_cost` of a kernel with block (bm, bn, bk) and tile (tm, tn, tk) on an
/// m x n x k dot: the blocks times the block's loads of a (5 each) and of b (11 each), 9, and a
/// penalty for the tile's size.
pub(super) fn ynn_cost(m: i64, n: i64, k: i64, block: (i64, i64, i64), tile: (i64, i64, i64)) -> f64 {
    let ((bm, bn, bk), (tm, tn, tk)) = (block, tile);
    // In f64: a declared shape of 2^36 channels would overflow the block count.
    let blocks = |extent: i64, block: i64| ceil_div(extent, block) as f64;
    let (loads_a, loads_b) = (bm * bk / (tm * tk), bn * bk / (tn * tk));
    blocks(m, bm) * blocks(n, bn) * blocks(k, bk) * ((loads_a * 5 + loads_b * 11 + 9) as f64 + (tm * tn * tk) as f64 * 1e-4)
}

/// `extent / block` rounded up, for positive `block` (saturating near i64::MAX).
pub(super) fn ceil_div(extent: i64, block: i64) -> i64 {
    extent.saturating_add(block - 1) / block
}

/// M as YNNPACK assumes it when it picks a kernel (the graph's M is not known then).
const UNKNOWN_M: i64 = 2048;

/// The kernel YNNPACK picks for n columns over k (of which only the innermost reduction, the
/// input channels, counts: `ynn_define_dot`'s k1) on this host (`unpacked_only`: among those
/// that read the right operand unpacked), and its cost; None off x86 or without one.
pub(super) fn pick(n: i64, k: i64, unpacked_only: bool) -> Option<(F32Kernel, f64)> {
    let mut best: Option<(F32Kernel, f64)> = None;
    for kernel in all_kernels().filter(|kernel| (!unpacked_only || kernel.unpacked_b) && kernel.isa.on_host()) {
        let cost = ynn_cost(UNKNOWN_M, n, k, kernel.block, kernel.tile);
        if best.is_none_or(|(_, least)| cost < least) {
            best = Some((*kernel, cost));
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accumulators_over_the_channels_as_measured() {
        if !std::arch::is_x86_feature_detected!("avx512f") {
            return;
        }
        let tile_k = |n, k| pick(n, k, false).map(|(kernel, _)| kernel.tile.2);
        // One channel: one accumulator; 3 channels into 32 columns: two (the third a tail);
        // into 17-24: four; into 48: one (measured against XLA's convolutions).
        assert_eq!([tile_k(32, 1), tile_k(32, 3), tile_k(20, 3), tile_k(48, 3)], [Some(1), Some(2), Some(4), Some(1)]);
        // Channels a multiple of four: dot_lanes' measured lanes for the columns.
        for n in [2, 8, 16, 24, 32, 40, 48, 64, 96, 130, 200, 256] {
            for k in [4, 32, 64, 256, 1024] {
                assert_eq!(tile_k(n, k), Some(super::super::dot_lanes::lanes_for(n)), "n {n} k {k}");
            }
        }
        assert!(pick(32, 3, true).is_some_and(|(kernel, _)| kernel.unpacked_b && kernel.tile.2 == 1));
    }
}
