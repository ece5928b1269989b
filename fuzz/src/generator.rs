//! A deterministic input generator for the stable driver: xorshift random bytes, and mutations
//! of seed inputs (bit flips, byte edits, splices, truncation, repetition, interesting numbers),
//! so runs are reproducible from (target, seed, iteration).

/// xorshift64*: small, fast, and the same on every machine.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// Uniform in 0..n (n > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
}

/// Values that sit on boundaries: zero, one, sign bits, all ones, powers of two around widths.
const INTERESTING: &[u64] = &[0, 1, 2, 7, 8, 15, 16, 31, 32, 63, 64, 127, 128, 255, 256, 0x7FFF, 0x8000, 0xFFFF, 0x7FFF_FFFF, 0x8000_0000, u32::MAX as u64, u64::MAX];

/// The next input: a fresh random one, or a mutation of a seed (or of the last input).
pub fn next_input(rng: &mut Rng, seeds: &[Vec<u8>], max_len: usize) -> Vec<u8> {
    if seeds.is_empty() || rng.below(8) == 0 {
        let len = rng.below(max_len + 1);
        return (0..len).map(|_| rng.next_u64() as u8).collect();
    }
    let mut input = seeds[rng.below(seeds.len())].clone();
    for _ in 0..1 + rng.below(4) {
        mutate(rng, &mut input, seeds, max_len);
    }
    input
}

fn mutate(rng: &mut Rng, input: &mut Vec<u8>, seeds: &[Vec<u8>], max_len: usize) {
    let at = |rng: &mut Rng, input: &Vec<u8>| rng.below(input.len().max(1));
    match rng.below(8) {
        0 if !input.is_empty() => {
            let i = at(rng, input);
            input[i] ^= 1 << rng.below(8);
        }
        1 if !input.is_empty() => {
            let i = at(rng, input);
            input[i] = rng.next_u64() as u8;
        }
        2 => {
            let i = rng.below(input.len() + 1);
            input.insert(i, rng.next_u64() as u8);
        }
        3 if !input.is_empty() => {
            let i = at(rng, input);
            input.truncate(i);
        }
        4 if !input.is_empty() => {
            // Repeat a slice: nesting, long numbers, long lines.
            let (a, b) = (at(rng, input), at(rng, input));
            let (a, b) = (a.min(b), a.max(b) + 1);
            let slice = input[a..b.min(input.len())].to_vec();
            for _ in 0..rng.below(16) {
                input.splice(a..a, slice.iter().copied());
            }
        }
        5 if !seeds.is_empty() => {
            // Splice in part of another seed.
            let other = &seeds[rng.below(seeds.len())];
            let start = rng.below(other.len().max(1));
            let end = (start + rng.below(64)).min(other.len());
            let i = rng.below(input.len() + 1);
            input.splice(i..i, other[start.min(end)..end].iter().copied());
        }
        6 => {
            // An interesting number, as decimal text or as little-endian bytes.
            let n = INTERESTING[rng.below(INTERESTING.len())];
            let i = rng.below(input.len() + 1);
            let bytes: Vec<u8> = if rng.below(2) == 0 { n.to_string().into_bytes() } else { n.to_le_bytes()[..1 + rng.below(8)].to_vec() };
            input.splice(i..i, bytes);
        }
        _ if !input.is_empty() => {
            let i = at(rng, input);
            input.remove(i);
        }
        _ => {}
    }
    input.truncate(max_len);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runs_are_reproducible_and_bounded() {
        let seeds = vec![b"seed".to_vec()];
        let (mut a, mut b) = (Rng::new(7), Rng::new(7));
        for _ in 0..1000 {
            let (x, y) = (next_input(&mut a, &seeds, 64), next_input(&mut b, &seeds, 64));
            assert_eq!(x, y);
            assert!(x.len() <= 64);
        }
    }
}
