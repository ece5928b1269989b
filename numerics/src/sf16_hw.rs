//! The SF16 arithmetic of the Atreides hardware (atreides.md §4, formats.md §3):
//! sign-magnitude codes (bit 15 sign, bits 14..0 magnitude m, value ±m / 2^15),
//! products truncated toward zero, sums saturating at every step, -0 canonicalised to +0.
//!
//! This is the one entry point for that arithmetic (the simulator's FMA/ACT/SYS and the reference
//! kernels' SF16 hardware accumulation mode call it), and not a second rounding: the exact
//! integer product or sum goes through `codec::encode_real` (toward zero, saturating), the same
//! rounding and saturation that the generic SFx `arith::mul`/`arith::add` end in.

use crate::format::{Format, SfWidth};
use crate::codec::{encode_real, Real};
use crate::{Overflow, Rounding};

/// Largest SF16 magnitude: 0x7FFF = 1 - 2^-15.
pub const MAX_MAGNITUDE: u16 = 0x7FFF;
const SIGN: u16 = 0x8000;

/// Splits a code into (negative, magnitude).
#[inline]
pub fn split(code: u16) -> (bool, u16) {
    (code & SIGN != 0, code & MAX_MAGNITUDE)
}

/// Builds a code from sign and magnitude; a zero magnitude is always +0.
#[inline]
pub fn join(negative: bool, magnitude: u16) -> u16 {
    debug_assert!(magnitude <= MAX_MAGNITUDE);
    if magnitude == 0 || !negative {
        magnitude
    } else {
        SIGN | magnitude
    }
}

const SF16: Format = Format::Sf(SfWidth::W16);

/// ±magnitude * 2^exp (exact) rounded and saturated into SF16 by the codec; a zero is +0.
#[inline]
fn round_into_sf16(negative: bool, magnitude: u64, exp: i32, rnd: Rounding) -> u16 {
    if magnitude == 0 {
        return 0;
    }
    encode_real(SF16, Real { negative, mant: magnitude as u128, exp, sticky: false }, rnd.into(), Overflow::Saturate) as u16
}

/// The FMA's product: (|a| * |b|) >> 15, truncated toward zero, sign = sign(a) XOR sign(b).
#[inline]
pub fn mul_trunc(a: u16, b: u16) -> u16 {
    let (sa, ma) = split(a);
    let (sb, mb) = split(b);
    // The exact product sits on the 2^-30 grid; toward zero onto 2^-15 is the hardware's >> 15.
    // |a * b| < 1, so the saturation never applies.
    round_into_sf16(sa != sb, ma as u64 * mb as u64, -30, Rounding::TowardZero)
}

/// Sign-magnitude add, the magnitude saturating at 0x7FFF; a zero result is +0.
#[inline]
pub fn add_sat(a: u16, b: u16) -> u16 {
    let (sa, ma) = split(a);
    let (sb, mb) = split(b);
    let va = if sa { -(ma as i32) } else { ma as i32 };
    let vb = if sb { -(mb as i32) } else { mb as i32 };
    let sum = va + vb;
    // Exact on the 2^-15 grid (the rounding mode never matters); the codec saturates.
    round_into_sf16(sum < 0, sum.unsigned_abs() as u64, -15, Rounding::ToNearestEven)
}

/// One Atreides FMA: sat(acc + trunc(a * b)).
#[inline]
pub fn fma(acc: u16, a: u16, b: u16) -> u16 {
    add_sat(acc, mul_trunc(a, b))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn negative_zero_is_canonicalised() {
        assert_eq!(add_sat(0x8000, 0x8000), 0x0000);
        assert_eq!(mul_trunc(0x8001, 0x0001), 0x0000); // -2^-15 * 2^-15 truncates to +0
        assert_eq!(add_sat(0x0005, 0x8005), 0x0000);
    }

    #[test]
    fn saturates_both_ways() {
        assert_eq!(add_sat(0x7FDF, 0x7FDF), 0x7FFF);
        assert_eq!(add_sat(0xFFFF, 0xE000), 0xFFFF);
    }

    #[test]
    fn product_truncates_toward_zero() {
        // 0.5 * 0.5 = 0.25 exactly; 3 ulp * 0.5 = 1.5 ulp -> 1 ulp (toward zero), both signs.
        assert_eq!(mul_trunc(0x4000, 0x4000), 0x2000);
        assert_eq!(mul_trunc(0x0003, 0x4000), 0x0001);
        assert_eq!(mul_trunc(0x8003, 0x4000), 0x8001);
    }
}
