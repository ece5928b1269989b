//! Conversions from f32 into a format whose codes are the top bits of f32's (bf16, and tf32 in
//! its f32 carrier), decided at generation time by asking the numerics crate (so no rounding rule
//! is restated here).
//!
//! Such a target's code for an f32 `x` is the key `k = x >> shift` moved up by at most one step
//! of magnitude: every rounding rule picks one of the two neighbours of the exact value, which
//! are `k` and `k + 1` (codes are sign-magnitude). Which one depends, for all but a few keys
//! near the top of the range (overflow, infinity, NaN), only on the key's sign, the parity of
//! its last bit, and where the dropped bits lie relative to half a step: zero, below, exactly
//! half, above (the four *classes*). [`PrefixRounding`] holds those 16 increments and a small
//! table of results for the keys that do not follow them. Both are read off
//! `lpf_numerics::convert` and proven for every key: the result is constant inside each open
//! class (every rounding and overflow rule is monotone in the value and no code or midpoint lies
//! strictly inside one), so checking each class at both of its ends checks all of its f32s.
//!
//! At run time that is about twenty integer operations on 32-bit lanes and one load from an L1
//! table, where the generic decode-round-encode helper takes about ninety on 64-bit ones.

use lpf_numerics::{Format, Overflow, Rounding};

/// Keys at most this many bits wide are proven (2^16 keys x 6 probes, about a millisecond each
/// for bf16; tf32's 2^19 keys cost more than its rare conversions would win).
pub const PREFIX_MAX_KEY_BITS: u32 = 16;

/// Special keys (per sign) at most: a few codes around infinity and the NaNs.
const MAX_SPECIAL_KEYS: u64 = 1024;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PrefixRounding {
    /// Low bits of the f32 code below the key.
    pub shift: u32,
    /// Width of the key (the target's logical width).
    pub key_bits: u32,
    /// Zero bits below the target's logical code (its carrier padding).
    pub pad: u32,
    /// Bit `(sign << 3) | (parity << 2) | class`: 1 when the result is `key + 1`.
    pub increments: u32,
    /// Keys whose magnitude (key without its sign) is at least this take their result from
    /// `special`.
    pub first_special: u64,
    /// Result codes for `((sign * count + magnitude - first_special) << 2) | class`.
    pub special: Vec<u64>,
}

/// The class of the dropped bits `low` of a step of `2 * half`: 0 zero, 1 below half, 2 half,
/// 3 above half.
#[cfg(test)]
fn class_of(low: u64, half: u64) -> u64 {
    (low != 0) as u64 + (low >= half) as u64 + (low > half) as u64
}

/// The f32 codes probed for each class of `key`: both ends of each open class, and the points.
fn probes(key: u64, shift: u32) -> [u64; 6] {
    let half = 1u64 << (shift - 1);
    let base = key << shift;
    [base, base | 1, base | (half - 1), base | half, base | (half + 1), base | (2 * half - 1)]
}

/// The [`PrefixRounding`] that reproduces `convert(F32, to, x, rnd, ovf)` for every f32 `x`, or
/// `None` when `to` is not an f32 prefix (or needs more than a small table of exceptions).
pub fn prefix_rounding(to: Format, rnd: Rounding, ovf: Overflow) -> Option<PrefixRounding> {
    let p = to.params();
    let f32p = Format::F32.params();
    if !p.signed || p.bits >= 32 || p.bits > PREFIX_MAX_KEY_BITS || p.exp_bits != f32p.exp_bits {
        return None;
    }
    let (key_bits, shift) = (p.bits, 32 - p.bits);
    let convert = |x: u64| lpf_numerics::convert(Format::F32, to, x, rnd, ovf);
    let sign_bit = 1u64 << (key_bits - 1);
    // Every key's result per class, or None where a class is not constant (then no prefix rule).
    let results = |key: u64| -> Option<[u64; 4]> {
        let r = probes(key, shift).map(convert);
        let same = |a: u64, b: u64| (a == b).then_some(a);
        Some([r[0], same(r[1], r[2])?, r[3], same(r[4], r[5])?])
    };
    // The increments, read off 1.0 and its successor of both signs (ordinary keys in every format).
    let one = 1.0f32.to_bits() as u64 >> shift;
    let mut increments = 0u32;
    for key in [one, one + 1, one | sign_bit, (one + 1) | sign_bit] {
        let r = results(key)?;
        for (class, result) in r.iter().enumerate() {
            let step = (*result >> p.pad).checked_sub(key).filter(|s| *s <= 1)?;
            let sign = (key & sign_bit != 0) as u32;
            increments |= (step as u32) << ((sign << 3) | (((key & 1) as u32) << 2) | class as u32);
        }
    }
    let follows = |key: u64, r: &[u64; 4]| {
        (0..4).all(|class| {
            let sign = (key & sign_bit != 0) as u32;
            let step = (increments >> ((sign << 3) | (((key & 1) as u32) << 2) | class)) & 1;
            r[class as usize] == (key + step as u64) << p.pad
        })
    };
    let all: Vec<[u64; 4]> = (0..1u64 << key_bits).map(results).collect::<Option<_>>()?;
    let magnitude_mask = sign_bit - 1;
    let first_special =
        (0..1u64 << key_bits).filter(|k| !follows(*k, &all[*k as usize])).map(|k| k & magnitude_mask).min().unwrap_or(magnitude_mask + 1);
    let count = magnitude_mask + 1 - first_special;
    if count > MAX_SPECIAL_KEYS {
        return None;
    }
    let mut special = Vec::with_capacity((2 * count * 4) as usize);
    for sign in [0, sign_bit] {
        for magnitude in first_special..=magnitude_mask {
            special.extend_from_slice(&all[(sign | magnitude) as usize]);
        }
    }
    Some(PrefixRounding { shift, key_bits, pad: p.pad, increments, first_special, special })
}

#[cfg(test)]
impl PrefixRounding {
    /// The result for the f32 code `x` as the emitted code computes it (for tests of this module).
    pub fn apply(&self, x: u64) -> u64 {
        let half = 1u64 << (self.shift - 1);
        let (key, class) = (x >> self.shift, class_of(x & ((half << 1) - 1), half));
        let sign = key >> (self.key_bits - 1);
        let magnitude = key & ((1 << (self.key_bits - 1)) - 1);
        if magnitude >= self.first_special {
            let count = (1u64 << (self.key_bits - 1)) - self.first_special;
            return self.special[(((sign * count + magnitude - self.first_special) << 2) | class) as usize];
        }
        let step = (self.increments >> ((sign << 3) | ((key & 1) << 2) | class)) & 1;
        (key + step as u64) << self.pad
    }
}

/// Above this many runs, the special results are loaded from a table instead of selected.
pub const MAX_SELECT_RUNS: usize = 12;

/// `entries` as runs of equal values: `(first index, value)`, in index order.
pub fn runs(entries: &[u64]) -> Vec<(usize, u64)> {
    let mut runs: Vec<(usize, u64)> = Vec::new();
    for (i, e) in entries.iter().enumerate() {
        if runs.last().is_none_or(|(_, v)| v != e) {
            runs.push((i, *e));
        }
    }
    runs
}

#[cfg(test)]
mod tests {
    use super::*;

    const ROUNDINGS: [Rounding; 6] =
        [Rounding::ToNearestEven, Rounding::TowardZero, Rounding::ToNearestAway, Rounding::Upward, Rounding::Downward, Rounding::ToOdd];

    /// f32 codes around every interesting spot: each key's probes for a spread of keys, plus
    /// pseudo-random codes.
    fn sample() -> impl Iterator<Item = u64> {
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        let random = std::iter::repeat_with(move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state & 0xFFFF_FFFF
        });
        let keys = (0..1u64 << 16).step_by(7).chain(0x7F70..0x7F90).chain(0xFF70..0xFF90).chain([0, 0x8000, 0x7FFF, 0xFFFF]);
        keys.flat_map(|k| probes(k, 16).into_iter().chain([k << 16 | 0x1234, k << 16 | 0xBEEF])).chain(random.take(200_000))
    }

    #[test]
    fn bf16_follows_the_numerics_crate_in_every_mode() {
        for rnd in ROUNDINGS {
            for ovf in [Overflow::NanOrInf, Overflow::Saturate] {
                let rule = prefix_rounding(Format::BF16, rnd, ovf).unwrap_or_else(|| panic!("bf16 {rnd:?} {ovf:?}"));
                // Only the top of the range is special: NaN keys, infinity and at most max finite.
                assert!(rule.first_special >= 0x7F7F, "{rnd:?} {ovf:?}: {:#x}", rule.first_special);
                for x in sample() {
                    assert_eq!(rule.apply(x), lpf_numerics::convert(Format::F32, Format::BF16, x, rnd, ovf), "{x:#010x} {rnd:?} {ovf:?}");
                }
            }
        }
    }

    #[test]
    fn round_to_nearest_even_increments_on_above_half_and_odd_ties() {
        let rule = prefix_rounding(Format::BF16, Rounding::ToNearestEven, Overflow::NanOrInf).expect("bf16");
        for sign in 0..2 {
            // classes 0..3 for even then odd keys: 0 0 0 1 | 0 0 1 1
            assert_eq!((rule.increments >> (sign * 8)) & 0xFF, 0b1100_1000, "sign {sign}");
        }
    }

    #[test]
    fn bf16_specials_are_a_few_runs() {
        for rnd in ROUNDINGS {
            for ovf in [Overflow::NanOrInf, Overflow::Saturate] {
                let rule = prefix_rounding(Format::BF16, rnd, ovf).expect("bf16");
                let runs = runs(&rule.special);
                assert!(runs.len() <= MAX_SELECT_RUNS, "{rnd:?} {ovf:?}: {runs:x?}");
                // The runs reproduce the table.
                for (i, e) in rule.special.iter().enumerate() {
                    assert_eq!(runs.iter().rev().find(|(start, _)| *start <= i).map(|r| r.1), Some(*e));
                }
            }
        }
        assert_eq!(runs(&[1, 1, 2, 2, 1]), vec![(0, 1), (2, 2), (4, 1)]);
    }

    #[test]
    fn only_f32_prefixes() {
        let (rne, ovf) = (Rounding::ToNearestEven, Overflow::NanOrInf);
        assert!(prefix_rounding(Format::F16, rne, ovf).is_none()); // 5 exponent bits
        assert!(prefix_rounding(Format::F8E4M3FN, rne, ovf).is_none());
        assert!(prefix_rounding(Format::TF32, rne, ovf).is_none()); // a 19-bit key: not tried
    }
}
