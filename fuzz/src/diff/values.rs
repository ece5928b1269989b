//! Random argument codes for a format: a mix of uniformly random codes, specials (NaN, ±inf,
//! ±0, the extremes, the smallest subnormals) and short binary fractions, which land on the
//! rounding ties of narrower formats when converted.

use super::types::Elem;
use crate::generator::Rng;
use lpf_numerics::{encode, Format, Overflow, Rounding};

/// A uniformly random valid code of `format`.
fn random_code(rng: &mut Rng, format: Format) -> u64 {
    let p = format.params();
    let width = p.bits;
    let raw = if width >= 64 { rng.next_u64() } else { rng.next_u64() & ((1u64 << width) - 1) };
    raw << p.pad
}

/// Codes whose values sit on boundaries: zeros, the largest and smallest magnitudes, NaN, inf.
fn special_code(rng: &mut Rng, format: Format) -> u64 {
    let values = [
        0.0,
        -0.0,
        f64::NAN,
        f64::INFINITY,
        f64::NEG_INFINITY,
        f64::MAX,
        -f64::MAX,
        f64::MIN_POSITIVE,
        1.0,
        -1.0,
        0.5,
        1e-300,
        -1e-300,
    ];
    let v = values[rng.below(values.len())];
    let ovf = if rng.below(2) == 0 { Overflow::Saturate } else { format.default_overflow() };
    let rnd = if v.abs() < 1e-200 && v != 0.0 { Rounding::Upward } else { Rounding::ToNearestEven };
    // The smallest magnitudes come out as the smallest subnormal (rounded up / down to it).
    let rnd = if v < 0.0 && rnd == Rounding::Upward { Rounding::Downward } else { rnd };
    encode(format, v, rnd, ovf)
}

/// A short binary fraction (m / 2^e with a small m), often a midpoint between neighbours of a
/// narrower format, scaled into the format's range.
fn fraction_code(rng: &mut Rng, format: Format) -> u64 {
    let m = rng.below(64) as f64 + 0.5 * rng.below(2) as f64;
    let e = rng.below(24) as i32 - 12;
    let sign = if rng.below(2) == 0 { 1.0 } else { -1.0 };
    let scale = match format {
        Format::Sf(_) => 2f64.powi(-7),
        _ => 1.0,
    };
    encode(format, sign * m * 2f64.powi(e) * scale, Rounding::ToNearestEven, Overflow::Saturate)
}

/// A midpoint between two neighbours of a p-bit grid (p = 2..24): (2^p + odd) / 2 * 2^e, the
/// value every round-to-nearest mode decides differently from the directed ones.
fn tie_code(rng: &mut Rng, format: Format) -> u64 {
    let p = 2 + rng.below(23) as i32;
    let odd = 2 * rng.below(1 << (p - 1).min(20)) as i64 + 1;
    let m = ((1i64 << p) + odd) as f64;
    let e = rng.below(40) as i32 - 20 - p;
    let sign = if rng.below(2) == 0 { 1.0 } else { -1.0 };
    let v = sign * m * 2f64.powi(e - 1) * if matches!(format, Format::Sf(_)) { 2f64.powi(-8) } else { 1.0 };
    encode(format, v, Rounding::ToNearestEven, Overflow::Saturate)
}

/// `n` codes for an argument of element type `elem`.
pub fn codes(rng: &mut Rng, elem: Elem, n: usize) -> Vec<u64> {
    if let Elem::Int { bits, .. } = elem {
        return (0..n).map(|_| int_code(rng, bits)).collect();
    }
    let Some(format) = elem.format() else {
        return (0..n).map(|_| rng.below(2) as u64).collect();
    };
    // Each argument draws from its own mix, so some arrays are mostly specials and some
    // mostly ordinary values.
    let specials = rng.below(5);
    (0..n)
        .map(|_| match rng.below(10) {
            k if k < specials => special_code(rng, format),
            5 | 6 => fraction_code(rng, format),
            7 => tie_code(rng, format),
            _ => random_code(rng, format),
        })
        .collect()
}

/// An NVFP4 per-tensor scale: finite and > 0 nearly always (lpf-run rejects anything else at
/// run time, and the exits must agree about that too).
pub fn global_scale(rng: &mut Rng) -> u64 {
    let v: f32 = match rng.below(20) {
        0 => [0.0, -2.0, f32::NAN, f32::INFINITY][rng.below(4)],
        1..=5 => 1.0,
        6..=8 => [0.5, 2.0, 2f32.powi(-20), 3e5][rng.below(4)],
        _ => (rng.below(1 << 20) as f32 + 1.0) * 2f32.powi(rng.below(40) as i32 - 30),
    };
    v.to_bits() as u64
}

/// An integer of `bits` bits (its two's complement pattern, zero-extended), mostly edge values:
/// 0, ±1, ±2, the signed and unsigned extremes, shift amounts around the width (and negative
/// ones), small numbers, and now and then any pattern.
pub fn int_code(rng: &mut Rng, bits: u32) -> u64 {
    let mask = if bits >= 64 { u64::MAX } else { (1u64 << bits) - 1 };
    let w = bits as u64;
    let min = 1u64 << (bits - 1);
    let v = match rng.below(16) {
        0 => 0,
        1 => 1,
        2 => u64::MAX,
        3 => min,
        4 => min - 1,
        5 => min.wrapping_add(1),
        6 => [w - 1, w, w + 1, 2 * w][rng.below(4)],
        7 => (rng.below(3) as u64 + 1).wrapping_neg(),
        8 => 2,
        9..=11 => (rng.below(17) as u64).wrapping_sub(8),
        12 => 1u64 << rng.below(bits as usize),
        _ => rng.next_u64(),
    };
    v & mask
}
