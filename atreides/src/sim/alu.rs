//! The per-thread arithmetic of one instruction: integer ops (atreides.md §3) and the SF16
//! ops (§4). SF16 values come from `lpf_numerics::sf16_hw`, the project's single definition
//! of the hardware arithmetic; this file only chooses which primitive each opcode uses.

use lpf_numerics::sf16_hw::{add_sat, fma as sf16_fma, mul_trunc, split};

/// MUL: the low bytes only, an unsigned 16-bit product (255 * 255 fits).
#[inline]
pub fn mul(s: u16, t: u16) -> u16 {
    (s & 0xFF) * (t & 0xFF)
}

/// DIV's lookup table, keyed by the low byte of the divisor (§3).
#[inline]
pub fn div(s: u16, t: u16) -> u16 {
    // Reciprocals scaled by 2^16 for the divisors that are not powers of two.
    let reciprocal = |k: u32| (((s & 0xFF) as u32 * k) >> 16) as u16;
    match t & 0xFF {
        1 => s,
        d @ (2 | 4 | 8 | 16 | 32 | 64) => s >> d.trailing_zeros(),
        3 => reciprocal(21846),
        9 => reciprocal(7282),
        10 => reciprocal(6554),
        11 => reciprocal(5958),
        12 => reciprocal(5462),
        _ => 0,
    }
}

/// CMP's flags {n, z, p} as the bits 4, 2, 1: a signed 16-bit comparison.
#[inline]
pub fn compare(a: u16, b: u16) -> u8 {
    use std::cmp::Ordering::*;
    match (a as i16).cmp(&(b as i16)) {
        Less => 4,
        Equal => 2,
        Greater => 1,
    }
}

/// FMA: Rd <- sat(Rd + trunc(Rs x Rt)), saturating in 16 bits at every step.
#[inline]
pub fn fma(acc: u16, s: u16, t: u16) -> u16 {
    sf16_fma(acc, s, t)
}

/// SF16 code of 2^-7, the leaky ReLU slope.
const LEAKY_SLOPE: u16 = 1 << (15 - 7);

/// ACT: f(sat(Rs + Rt)) with f chosen by the destination register number (d & 3).
#[inline]
pub fn act(d: usize, s: u16, t: u16) -> u16 {
    let x = add_sat(s, t);
    let (negative, _) = split(x);
    match d & 3 {
        0 => x,
        // 3 is "clipped" in the ISA, but the RTL implements it exactly as ReLU.
        1 | 3 => {
            if negative {
                0
            } else {
                x
            }
        }
        // Leaky: the magnitude shifted right by 7 with the sign kept. Multiplying by the
        // exact code of 2^-7 with the truncating product is the same operation, bit for
        // bit: (m * 2^8) >> 15 == m >> 7, the sign kept, a zero magnitude becoming +0.
        _ => {
            if negative {
                mul_trunc(x, LEAKY_SLOPE)
            } else {
                x
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn div_reciprocals_equal_floor_division_for_every_low_byte() {
        for d in [3u16, 9, 10, 11, 12] {
            for s in 0..=0xFFFFu16 {
                assert_eq!(div(s, d), (s & 0xFF) / d, "s={s:#x} d={d}");
            }
        }
    }

    #[test]
    fn div_for_all_256_divisor_bytes() {
        let samples = [0u16, 1, 0x7F, 0x80, 0xFF, 0x1234, 0x8000, 0xFFFF];
        for d in 0..=0xFFu16 {
            for &s in &samples {
                let expected = match d {
                    1 => s,
                    2 | 4 | 8 | 16 | 32 | 64 => s / d, // a logical shift of all 16 bits
                    3 | 9 | 10 | 11 | 12 => (s & 0xFF) / d,
                    _ => 0,
                };
                // The high byte of the divisor register is ignored.
                assert_eq!(div(s, d), expected, "s={s:#x} d={d}");
                assert_eq!(
                    div(s, d | 0xAB00),
                    expected,
                    "s={s:#x} d={d} with high byte"
                );
            }
        }
    }

    #[test]
    fn mul_uses_low_bytes_only() {
        assert_eq!(mul(0x12FF, 0x34FF), 0xFE01);
        assert_eq!(mul(0x0100, 0x0005), 0);
    }

    #[test]
    fn compare_is_signed() {
        assert_eq!(compare(0xFFFF, 0x0001), 4); // -1 < 1
        assert_eq!(compare(0x8000, 0x7FFF), 4);
        assert_eq!(compare(5, 5), 2);
        assert_eq!(compare(0x7FFF, 0x8000), 1);
    }

    #[test]
    fn act_functions_by_destination_register() {
        let neg = 0x8000 | 0x1000; // -0.125
        for d in [0, 4, 8, 12] {
            assert_eq!(act(d, neg, 0), neg, "passthrough R{d}");
        }
        for d in [1, 3, 5, 7] {
            assert_eq!(act(d, neg, 0), 0, "ReLU R{d}");
            assert_eq!(act(d, 0x1000, 0x0200), 0x1200);
        }
        // Leaky: every negative magnitude, against the spec's shift.
        for m in 1..=0x7FFFu16 {
            let got = act(2, 0x8000 | m, 0);
            let want = if m >> 7 == 0 { 0 } else { 0x8000 | (m >> 7) };
            assert_eq!(got, want, "m={m:#x}");
        }
        assert_eq!(act(2, 0x1234, 0), 0x1234);
        // The bias add saturates before the function.
        assert_eq!(act(0, 0x7FDF, 0x7FDF), 0x7FFF);
        assert_eq!(act(2, 0xFFFF, 0xE000), 0x80FF);
    }
}
