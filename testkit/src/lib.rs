//! What lpf's tests share, so that each test file does not carry its own copy: a fixed-seed
//! random generator. Depends on nothing (every crate's tests may use it).

/// SplitMix64 (Steele, Lea and Flood, 2014): small, fast, and the same stream on every machine,
/// so that a failing random case reproduces from its seed. The state is public so that a test
/// starts a stream as `SplitMix64(seed)`.
#[derive(Clone, Debug)]
pub struct SplitMix64(pub u64);

impl SplitMix64 {
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// In 0..n (0 when n is 0).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }
}

#[cfg(test)]
mod tests {
    use super::SplitMix64;

    /// The reference implementation's first outputs for seed 0 (Vigna's splitmix64.c).
    #[test]
    fn the_published_stream() {
        let mut rng = SplitMix64(0);
        assert_eq!([rng.next(), rng.next(), rng.next()], [0xe220a8397b1dcdaf, 0x6e789e6aa1b965f4, 0x06c45d188009454f]);
    }
}
