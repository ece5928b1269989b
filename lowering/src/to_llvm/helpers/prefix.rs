//! Conversions from f32 into a narrower float format, decided at generation time by asking the
//! numerics crate (so no rounding rule is restated here): bf16 (f32's top half), and the FP8,
//! FP6 and FP4 formats, whose normal codes are f32's top bits with the exponent rebiased.
//!
//! For an f32 magnitude `a` (its code without the sign), let the key be `a >> shift`, where
//! `shift` drops the fraction bits the target lacks. In the target's normal range its magnitude
//! code is `key - rebias` moved up by at most one step: every rounding rule picks one of the
//! two neighbours of the exact value, which are that code and the next. Which one depends only on
//! the sign, the parity of the key, and where the dropped bits lie relative to half a step:
//! zero, below, exactly half, above (the four *classes*). Every rounding rule steps for the
//! classes from some threshold up, so the step is a carry: `(a + bias) >> shift`, with one
//! `bias` per (sign, parity). Outside that range ([`PrefixRounding`]):
//!
//! - **below** (the target's subnormals and zero, for targets with fewer exponent bits than f32,
//!   to nearest even only): `bits(a + C) - bits(C)` in f32 arithmetic, where `C` is the target's
//!   smallest subnormal step times 2^23, so that f32's own rounding of the sum lands on a multiple
//!   of that step ([`LowRule`]);
//! - **above** (overflow, infinity, NaN): a few runs of equal results over `a`, as compares and
//!   selects.
//!
//! All of it is read off `lpf_numerics::convert` and proven for every f32: the result is constant
//! inside each open class (every rounding and overflow rule is monotone in the value and no
//! code or midpoint lies strictly inside one), so checking each class at both of its ends checks
//! all of its f32s; below, both sides are monotone step functions of `a`, so agreeing at each
//! of the numerics crate's steps and just before it proves them equal in between.
//!
//! At run time that is about fifteen integer and float operations on 32-bit lanes, no table: it
//! vectorises eight to a 256-bit register, where a table needs a load per element and the generic
//! decode-round-encode helper about ninety operations on 64-bit lanes.

use lpf_numerics::{Format, Overflow, Rounding};

/// Keys (f32's sign, exponent and the target's fraction bits) at most this many bits wide are
/// proven (2^16 keys x 6 probes, about a millisecond each for bf16; tf32's 2^19 keys cost more
/// than its rare conversions would win).
pub const PREFIX_MAX_KEY_BITS: u32 = 16;

/// Special keys (per sign) at most: a few codes around infinity and the NaNs.
const MAX_SPECIAL_KEYS: u64 = 1024;

/// Above this many runs of special results per sign, no rule (the split table serves instead).
pub const MAX_SELECT_RUNS: usize = 12;

const F32_SIGN: u64 = 1 << 31;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PrefixRounding {
    /// Low bits of the f32 code below the key.
    pub shift: u32,
    /// Zero bits below the target's logical code (its carrier padding).
    pub pad: u32,
    /// The target's sign bit, in its storage code.
    pub sign_code: u64,
    /// `key - rebias` is the target's magnitude code (before its step) in the regular range.
    pub rebias: u64,
    /// Added to the f32 magnitude before the shift, per `[sign][key parity]`: the carry into the
    /// key is the step.
    pub bias: [[u64; 2]; 2],
    /// Magnitudes below `low.limit` (the target's subnormals and zero) follow the [`LowRule`];
    /// `None` when the regular rule reaches down to zero (bf16).
    pub low: Option<LowRule>,
    /// Magnitudes from this one up take their results from `special`.
    pub first_special: u64,
    /// Per sign, `(first magnitude, result code)`: the results from `first_special` up, as runs.
    pub special: [Vec<(u64, u64)>; 2],
}

/// Below `limit`, the magnitude code is `bits(f32(a) + f32(magic)) - magic`, shifted by the pad.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LowRule {
    pub limit: u64,
    /// The f32 bits of `C`, the target's smallest subnormal step times 2^23.
    pub magic: u64,
}

/// The f32 codes probed for each class of `key`: both ends of each open class, and the points.
fn probes(key: u64, shift: u32) -> [u64; 6] {
    let half = 1u64 << (shift - 1);
    let base = key << shift;
    [base, base | 1, base | (half - 1), base | half, base | (half + 1), base | (2 * half - 1)]
}

/// The first f32 magnitude of each class of `key`: zero, below half, half, above half.
fn class_starts(key: u64, shift: u32) -> [u64; 4] {
    let half = 1u64 << (shift - 1);
    let base = key << shift;
    [base, base | 1, base | half, base | (half + 1)]
}

/// The bias whose carry steps the classes from `threshold` up (4: never), or `None` for a step
/// on the exact class 0 (no rounding rule does that).
fn bias_for(threshold: usize, shift: u32) -> Option<u64> {
    let half = 1u64 << (shift - 1);
    match threshold {
        1 => Some(2 * half - 1),
        2 => Some(half),
        3 => Some(half - 1),
        4 => Some(0),
        _ => None,
    }
}

/// The [`PrefixRounding`] that reproduces `convert(F32, to, x, rnd, ovf)` for every f32 `x`, or
/// `None` when `to` does not follow one (or needs more than a few runs of special results).
/// Derived once per process and mode: the proof walks every key (about 10 ms for bf16), and
/// each f16/bf16 arithmetic helper narrows through the same rule.
pub fn prefix_rounding(to: Format, rnd: Rounding, ovf: Overflow) -> Option<PrefixRounding> {
    use std::collections::HashMap;
    use std::sync::{Mutex, OnceLock};
    type Cache = Mutex<HashMap<(Format, Rounding, Overflow), Option<PrefixRounding>>>;
    static CACHE: OnceLock<Cache> = OnceLock::new();
    let cache = CACHE.get_or_init(Default::default);
    if let Some(rule) = cache.lock().unwrap_or_else(|e| e.into_inner()).get(&(to, rnd, ovf)) {
        return rule.clone();
    }
    let rule = derive(to, rnd, ovf);
    cache.lock().unwrap_or_else(|e| e.into_inner()).insert((to, rnd, ovf), rule.clone());
    rule
}

fn derive(to: Format, rnd: Rounding, ovf: Overflow) -> Option<PrefixRounding> {
    let p = to.params();
    let f32p = Format::F32.params();
    if !p.signed || p.bits >= 32 || p.exp_bits > f32p.exp_bits || p.frac_bits >= f32p.frac_bits {
        return None;
    }
    let shift = f32p.frac_bits - p.frac_bits;
    let key_bits = 32 - shift;
    if key_bits > PREFIX_MAX_KEY_BITS {
        return None;
    }
    let convert = |x: u64| lpf_numerics::convert(Format::F32, to, x, rnd, ovf);
    let sign_code = 1u64 << (p.bits - 1 + p.pad);
    let magnitudes = 1u64 << (key_bits - 1);
    // Every signed key's result per class, or None where a class is not constant.
    let results = |key: u64, sign: u64| -> Option<[u64; 4]> {
        let r = probes(key, shift).map(|x| convert(x | sign * F32_SIGN));
        let same = |a: u64, b: u64| (a == b).then_some(a);
        Some([r[0], same(r[1], r[2])?, r[3], same(r[4], r[5])?])
    };
    // The rebias and the biases, read off 1.0 and its successor (ordinary keys in every format).
    let one = 1.0f32.to_bits() as u64 >> shift;
    let rebias = one.checked_sub(convert(1.0f32.to_bits() as u64) >> p.pad)?;
    let mut bias = [[0u64; 2]; 2];
    for sign in 0..2 {
        for key in [one, one + 1] {
            let r = results(key, sign)?;
            let steps: Vec<u64> =
                r.iter().map(|c| ((c & !(sign * sign_code)) >> p.pad).checked_sub(key - rebias).filter(|s| *s <= 1)).collect::<Option<_>>()?;
            let threshold = steps.iter().position(|s| *s == 1).unwrap_or(4);
            if steps[threshold.min(4)..].iter().any(|s| *s == 0) {
                return None; // not a threshold: no carry reproduces it
            }
            bias[sign as usize][(key & 1) as usize] = bias_for(threshold, shift)?;
        }
    }
    // The regular rule's result for a signed key, per class.
    let regular = |key: u64, sign: u64| -> Option<[u64; 4]> {
        let b = bias[sign as usize][(key & 1) as usize];
        let starts = class_starts(key, shift);
        let code = |a: u64| ((a + b) >> shift).checked_sub(rebias).map(|m| (m << p.pad) | sign * sign_code);
        Some([code(starts[0])?, code(starts[1])?, code(starts[2])?, code(starts[3])?])
    };
    let follows = |key: u64| (0..2).all(|sign| results(key, sign).is_some_and(|r| Some(r) == regular(key, sign)));
    if !follows(one) {
        return None;
    }
    // The regular range: the keys around 1.0 that follow.
    let (mut lo, mut hi) = (one, one + 1);
    while lo > 0 && follows(lo - 1) {
        lo -= 1;
    }
    while hi < magnitudes && follows(hi) {
        hi += 1;
    }
    if magnitudes - hi > MAX_SPECIAL_KEYS {
        return None;
    }
    let low = if lo == 0 { None } else { Some(low_rule(to, rnd, ovf, lo << shift, sign_code)?) };
    let mut special = [Vec::new(), Vec::new()];
    for sign in 0..2u64 {
        let runs = &mut special[sign as usize];
        for key in hi..magnitudes {
            let r = results(key, sign)?;
            for (start, result) in class_starts(key, shift).into_iter().zip(r) {
                if runs.last().is_none_or(|(_, v)| *v != result) {
                    runs.push((start, result));
                }
            }
        }
        if runs.len() > MAX_SELECT_RUNS {
            return None;
        }
    }
    Some(PrefixRounding { shift, pad: p.pad, sign_code, rebias, bias, low, first_special: hi << shift, special })
}

/// The [`LowRule`] for the magnitudes below `limit`, proven against the numerics crate, or
/// `None` (only rounding to nearest even is f32's own rounding of the sum).
fn low_rule(to: Format, rnd: Rounding, ovf: Overflow, limit: u64, sign_code: u64) -> Option<LowRule> {
    if rnd != Rounding::ToNearestEven {
        return None;
    }
    let pad = to.params().pad;
    let step = lpf_numerics::decode(to, 1 << pad);
    let magic = (step * (1u64 << 23) as f64) as f32;
    if !(step > 0.0 && magic.is_normal() && magic as f64 == step * (1u64 << 23) as f64 && step.log2().fract() == 0.0) {
        return None;
    }
    let rule = LowRule { limit, magic: magic.to_bits() as u64 };
    let convert = |x: u64| lpf_numerics::convert(Format::F32, to, x, rnd, ovf);
    // The numerics crate's steps: the first magnitude of each result (it is monotone in `a`).
    let top = convert(limit - 1);
    let mut probes = vec![0, limit - 1];
    let mut from = 0u64;
    while from < limit {
        let here = convert(from);
        if here > top {
            return None;
        }
        // The first magnitude in (from, limit) with a larger result, by bisection.
        let (mut a, mut b) = (from, limit);
        while b - a > 1 {
            let mid = a + (b - a) / 2;
            if convert(mid) > here { b = mid } else { a = mid }
        }
        if b < limit {
            probes.extend([b - 1, b]);
        }
        from = b;
    }
    probes.iter().all(|&a| {
        let magnitude = convert(a);
        magnitude & sign_code == 0 && rule.apply(a, pad) == magnitude && convert(a | F32_SIGN) == magnitude | sign_code
    })
    .then_some(rule)
}

/// The f32 rule into `to` ([`prefix_rounding`]) for bf16 codes shifted up 16 bits: bf16 is f32's
/// top half, so the shifted code is the f32 of the same value (NaNs: the payload's top bits), and
/// the rule's result is `to`'s rounding of it. `None` where there is no f32 rule, or where it
/// does not give the numerics crate's bf16 -> `to` on every one of bf16's 65536 codes (checked
/// here, at generation time: a NaN's payload could matter to a target that keeps one).
pub fn prefix_rounding_from_bf16(to: Format, rnd: Rounding, ovf: Overflow) -> Option<PrefixRounding> {
    let rule = prefix_rounding(to, rnd, ovf)?;
    (0..1u64 << 16).all(|code| rule.apply(code << 16) == lpf_numerics::convert(Format::BF16, to, code, rnd, ovf)).then_some(rule)
}

impl LowRule {
    /// The magnitude code for the f32 magnitude `a < limit`, as the emitted code computes it.
    pub fn apply(&self, a: u64, pad: u32) -> u64 {
        let magic = f32::from_bits(self.magic as u32);
        (((f32::from_bits(a as u32) + magic).to_bits() - magic.to_bits()) as u64) << pad
    }
}

impl PrefixRounding {
    /// The result for the f32 code `x` as the emitted code computes it.
    pub fn apply(&self, x: u64) -> u64 {
        let (sign, a) = (x >> 31 & 1, x & (F32_SIGN - 1));
        if a >= self.first_special {
            return self.special[sign as usize].iter().rev().find(|(start, _)| *start <= a).expect("a run starts at first_special").1;
        }
        let magnitude = match self.low {
            Some(low) if a < low.limit => low.apply(a, self.pad),
            _ => (((a + self.bias[sign as usize][(a >> self.shift & 1) as usize]) >> self.shift) - self.rebias) << self.pad,
        };
        magnitude | sign * self.sign_code
    }

    /// Whether the special results of a negative input are the positive ones with the sign set
    /// (then one chain of selects serves both signs).
    pub fn symmetric_specials(&self) -> bool {
        self.special[0].len() == self.special[1].len()
            && self.special[0].iter().zip(&self.special[1]).all(|(p, n)| p.0 == n.0 && p.1 | self.sign_code == n.1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ROUNDINGS: [Rounding; 6] =
        [Rounding::ToNearestEven, Rounding::TowardZero, Rounding::ToNearestAway, Rounding::Upward, Rounding::Downward, Rounding::ToOdd];

    /// Every format a rule is expected for, to nearest even in both overflow modes.
    const NARROW: [Format; 6] = [Format::BF16, Format::F8E4M3FN, Format::F8E5M2, Format::F6E3M2FN, Format::F6E2M3FN, Format::F4E2M1FN];

    /// f32 codes around every interesting spot: each key's probes (both signs), every f32 below
    /// 2^-126 * 2^24 in a coarse grid, plus pseudo-random codes.
    fn sample(shift: u32) -> impl Iterator<Item = u64> {
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        let random = std::iter::repeat_with(move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state & 0xFFFF_FFFF
        });
        let keys = 0..1u64 << (32 - shift);
        let step = (1u64 << shift) / 64;
        keys.flat_map(move |k| probes(k, shift).into_iter().chain((0..64).map(move |i| k << shift | i * step.max(1) | 1)))
            .chain(random.take(200_000))
    }

    fn check(to: Format, rnd: Rounding, ovf: Overflow) -> bool {
        let Some(rule) = prefix_rounding(to, rnd, ovf) else { return false };
        for x in sample(rule.shift) {
            assert_eq!(rule.apply(x), lpf_numerics::convert(Format::F32, to, x, rnd, ovf), "{to:?} {x:#010x} {rnd:?} {ovf:?}");
        }
        true
    }

    #[test]
    fn bf16_follows_the_numerics_crate_in_every_mode() {
        for rnd in ROUNDINGS {
            for ovf in [Overflow::NanOrInf, Overflow::Saturate] {
                assert!(check(Format::BF16, rnd, ovf), "bf16 {rnd:?} {ovf:?}");
                let rule = prefix_rounding(Format::BF16, rnd, ovf).expect("bf16");
                // bf16's subnormals are f32's: the regular rule reaches zero.
                assert_eq!(rule.low, None);
                assert!(rule.first_special >= 0x7F7F << 16, "{rnd:?} {ovf:?}: {:#x}", rule.first_special);
            }
        }
    }

    #[test]
    fn narrow_formats_follow_the_numerics_crate_to_nearest_even() {
        for to in NARROW {
            for ovf in [Overflow::NanOrInf, Overflow::Saturate] {
                assert!(check(to, Rounding::ToNearestEven, ovf), "{to:?} {ovf:?}");
            }
        }
    }

    #[test]
    fn other_roundings_of_formats_with_fewer_exponent_bits_keep_the_table() {
        // f32's rounding of the magic sum is to nearest even only; a rule that exists is right.
        for to in NARROW.into_iter().skip(1) {
            for rnd in ROUNDINGS.into_iter().skip(1) {
                assert!(!check(to, rnd, Overflow::Saturate), "{to:?} {rnd:?}");
            }
        }
    }

    #[test]
    fn round_to_nearest_even_carries_above_half_and_on_odd_ties() {
        for to in NARROW {
            let rule = prefix_rounding(to, Rounding::ToNearestEven, Overflow::NanOrInf).expect("rule");
            let half = 1u64 << (rule.shift - 1);
            assert_eq!(rule.bias, [[half - 1, half]; 2], "{to:?}");
        }
    }

    #[test]
    fn f8e4m3fn_below_its_normals_rounds_in_the_magic_sum() {
        let rule = prefix_rounding(Format::F8E4M3FN, Rounding::ToNearestEven, Overflow::Saturate).expect("rule");
        // Smallest normal 2^-6; subnormal step 2^-9, so C = 2^14.
        assert_eq!(rule.low, Some(LowRule { limit: (2.0f32).powi(-6).to_bits() as u64, magic: 16384.0f32.to_bits() as u64 }));
        assert_eq!(rule.rebias, (127 - 7) << 3);
        assert!(rule.symmetric_specials());
        // Saturated: 448 (0x7E) from the top of 448's key up to infinity, NaN (0x7F) above.
        assert_eq!(rule.special[0].last(), Some(&(0x7F80_0001, 0x7F)));
    }

    #[test]
    fn bf16_sources_take_the_f32_rule_to_nearest_even() {
        // bf16 -> the FP8/FP6/FP4 formats (the FP8 recipe's quantisation of bf16 values): the f32
        // rule on the shifted code, proven for all 65536 codes by the constructor.
        for to in NARROW.into_iter().skip(1) {
            for ovf in [Overflow::NanOrInf, Overflow::Saturate] {
                assert!(prefix_rounding_from_bf16(to, Rounding::ToNearestEven, ovf).is_some(), "{to:?} {ovf:?}");
            }
        }
        assert!(prefix_rounding_from_bf16(Format::F16, Rounding::ToNearestEven, Overflow::NanOrInf).is_none());
    }

    #[test]
    fn only_narrower_signed_formats() {
        let (rne, ovf) = (Rounding::ToNearestEven, Overflow::NanOrInf);
        assert!(prefix_rounding(Format::F16, rne, ovf).is_none()); // a 19-bit key: not tried
        assert!(prefix_rounding(Format::TF32, rne, ovf).is_none()); // likewise
        assert!(prefix_rounding(Format::F8E8M0FNU, rne, ovf).is_none()); // unsigned
        assert!(prefix_rounding(Format::F32, rne, ovf).is_none());
    }
}
