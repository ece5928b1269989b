//! Conversions that need no arithmetic at run time, decided at generation time by asking the
//! numerics crate about every code (so no rounding rule is restated here):
//!
//! - from a format of at most [`TABLE_MAX_BITS`] bits, the result is a function of the code:
//!   a constant table of `2^bits` results, filled by `lpf_numerics::convert`;
//! - a conversion that is a left shift of the code for every code but NaNs (bf16 -> f32) is that
//!   shift and a select of the NaN result.
//!
//! A load from a small table or one shift vectorises where the generic decode-round-encode
//! helper (about 90 operations per element) does not pay.

use lpf_numerics::{Format, Overflow, Rounding};

/// Sources of at most this many bits convert through a table (256 entries at most: the table
/// of an f8 -> f32 conversion is 1 KiB, always in L1).
pub const TABLE_MAX_BITS: u32 = 8;

/// Every result of converting `from` to `to`, indexed by the source code (its `pad` bits
/// removed), or `None` when `from` is too wide for a table.
pub fn conversion_table(from: Format, to: Format, rnd: Rounding, ovf: Overflow) -> Option<Vec<u64>> {
    let p = from.params();
    (p.bits <= TABLE_MAX_BITS).then(|| (0..1u64 << p.bits).map(|c| lpf_numerics::convert(from, to, c << p.pad, rnd, ovf)).collect())
}

/// A conversion that is a left shift of the code, except that every NaN becomes one NaN code
/// per sign (bf16 -> f32: the numerics crate drops NaN payloads).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Widening {
    pub shift: u32,
    /// The result for a NaN of each sign (`[positive, negative]`), if `from` has NaNs.
    pub nan: [u64; 2],
}

/// The [`Widening`] that reproduces `convert(from, to, code)` for *every* code of `from`
/// (checked exhaustively, so only formats of at most 16 bits are tried).
pub fn widening(from: Format, to: Format, rnd: Rounding, ovf: Overflow) -> Option<Widening> {
    let (pf, pt) = (from.params(), to.params());
    if pf.bits > 16 || pf.pad != 0 || to.storage_bits() <= from.storage_bits() {
        return None;
    }
    let shift = pt.pad + pt.bits - pf.bits;
    let mut nan: [Option<u64>; 2] = [None, None];
    for c in 0..1u64 << pf.bits {
        let r = lpf_numerics::convert(from, to, c, rnd, ovf);
        if lpf_numerics::decode(from, c).is_nan() {
            let sign = (pf.signed && c >> (pf.bits - 1) == 1) as usize;
            if *nan[sign].get_or_insert(r) != r {
                return None;
            }
        } else if r != c << shift {
            return None;
        }
    }
    Some(Widening { shift, nan: [nan[0].unwrap_or(0), nan[1].unwrap_or(0)] })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bf16_to_f32_is_a_shift_and_f16_to_f32_is_not() {
        let (rne, ovf) = (Rounding::ToNearestEven, Overflow::NanOrInf);
        let w = widening(Format::BF16, Format::F32, rne, ovf).expect("bf16 -> f32 widens by a shift");
        assert_eq!(w.shift, 16);
        // NaN payloads are dropped, the sign kept: the canonical quiet NaN of each sign.
        assert_eq!(w.nan, [f32::NAN.to_bits() as u64, (-f32::NAN).to_bits() as u64]);
        // f16 has a different exponent width: no shift reproduces it.
        assert_eq!(widening(Format::F16, Format::F32, rne, ovf), None);
    }

    #[test]
    fn tables_only_for_narrow_sources() {
        let (rne, sat) = (Rounding::ToNearestEven, Overflow::Saturate);
        let table = conversion_table(Format::F8E4M3FN, Format::F32, rne, sat).expect("an 8-bit source");
        assert_eq!(table.len(), 256);
        assert_eq!(table[0x38], 1.0f32.to_bits() as u64); // 0x38 is 1.0 in E4M3 (bias 7)
        assert!(conversion_table(Format::BF16, Format::F32, rne, sat).is_none());
    }
}
