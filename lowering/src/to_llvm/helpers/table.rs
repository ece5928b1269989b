//! Conversions that need no arithmetic at run time, decided at generation time by asking the
//! numerics crate about every code (so no rounding rule is restated here):
//!
//! - from a format of at most [`TABLE_MAX_BITS`] bits, the result is a function of the code:
//!   a constant table of `2^bits` results, filled by `lpf_numerics::convert`;
//! - a conversion that is a left shift of the code for every code but NaNs (bf16 -> f32) is that
//!   shift and a select of the NaN result;
//! - from f32 into a format of at most 8 bits, the result is a function of the top 16 bits of
//!   the source and whether its low 16 bits are zero, wherever that is proven for every key
//!   ([`split_table`]; the modes the table-free rule of [`super::prefix`] does not cover, i.e.
//!   the directed roundings).
//!
//! A load from a small table or one shift vectorises where the generic decode-round-encode
//! helper (about 90 operations per element) does not pay.

use lpf_numerics::{Format, Overflow, Rounding};
use melior::ir::r#type::{IntegerType, RankedTensorType};
use melior::ir::{Attribute, TypeLike};
use melior::Context;

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

/// A table for f32 sources: entry `key << 1 | (low != 0)` is the result for every f32 whose top
/// 16 bits are `key` and whose low 16 bits are `low`. `None` unless the destination has at most
/// 8 bits and, for every key, the results at `low = 1` and `low = 0xFFFF` agree: every rounding
/// and overflow rule is monotone in the value, so agreeing at both ends of the open interval of
/// f32s between `key << 16` and `(key + 1) << 16` proves the result constant inside it.
pub fn split_table(from: Format, to: Format, rnd: Rounding, ovf: Overflow) -> Option<Vec<u64>> {
    if from != Format::F32 || to.storage_bits() > 8 {
        return None;
    }
    let encode = |bits: u64| lpf_numerics::convert(from, to, bits, rnd, ovf);
    let mut entries = Vec::with_capacity(1 << 17);
    for key in 0..1u64 << 16 {
        let (first, last) = (encode(key << 16 | 1), encode(key << 16 | 0xFFFF));
        if first != last {
            return None;
        }
        entries.push(encode(key << 16));
        entries.push(first);
    }
    Some(entries)
}

/// A decode into f32 without a table, for a narrow float format whose codes are f32's top bits
/// with the exponent rebiased: with `m` the magnitude code, a normal value's f32 bits are
/// `(m + rebias) << shift`, a subnormal one is exactly `m * step` (an integer times a power of
/// two, converted and multiplied in f32), and the few codes from `first_special` up (NaN,
/// infinity) are runs of selects. Eight lanes per instruction where a 16- or 256-entry table
/// is loaded lane by lane. Checked against [`conversion_table`] for every code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RebiasedDecode {
    /// Logical width of the source and its sign bit's position.
    pub bits: u32,
    pub shift: u32,
    pub rebias: u64,
    /// Magnitudes below this are `m * step`.
    pub first_normal: u64,
    /// The f32 bits of the smallest subnormal step.
    pub step: u64,
    /// Magnitudes from this one up are specials: per sign, runs `(first magnitude, f32 bits)`.
    pub first_special: u64,
    pub special: [Vec<(u64, u64)>; 2],
}

impl RebiasedDecode {
    /// The f32 bits for `code`, as the emitted code computes them.
    pub fn apply(&self, code: u64) -> u64 {
        let (sign, m) = (code >> (self.bits - 1) & 1, code & ((1 << (self.bits - 1)) - 1));
        if m >= self.first_special {
            return self.special[sign as usize].iter().rev().find(|(start, _)| *start <= m).expect("a run starts at first_special").1;
        }
        let magnitude = if m < self.first_normal {
            ((m as f32) * f32::from_bits(self.step as u32)).to_bits() as u64
        } else {
            (m + self.rebias) << self.shift
        };
        magnitude | sign << 31
    }
}

/// The [`RebiasedDecode`] of `from` into f32, if it reproduces `conversion_table(from, F32)` for
/// every code (signed formats of at most 8 bits, fewer exponent and fraction bits than f32,
/// no padding).
pub fn rebiased_decode(from: Format) -> Option<RebiasedDecode> {
    let (p, f32p) = (from.params(), Format::F32.params());
    if !p.signed || p.pad != 0 || p.bits > TABLE_MAX_BITS || p.exp_bits > f32p.exp_bits || p.frac_bits >= f32p.frac_bits {
        return None;
    }
    let (rne, ovf) = (Rounding::ToNearestEven, Overflow::NanOrInf);
    let table = conversion_table(from, Format::F32, rne, ovf)?;
    let shift = f32p.frac_bits - p.frac_bits;
    let one = lpf_numerics::encode(from, 1.0, rne, ovf);
    let rebias = (1.0f32.to_bits() as u64 >> shift).checked_sub(one)?;
    let magnitudes = 1u64 << (p.bits - 1);
    let step = lpf_numerics::convert(from, Format::F32, 1, rne, ovf);
    // The regular range: the magnitudes around 1.0 whose values are the rebiased codes.
    let regular = |m: u64| table[m as usize] == (m + rebias) << shift;
    if !regular(one) {
        return None;
    }
    let (mut first_normal, mut first_special) = (one, one + 1);
    while first_normal > 0 && regular(first_normal - 1) {
        first_normal -= 1;
    }
    while first_special < magnitudes && regular(first_special) {
        first_special += 1;
    }
    let mut special = [Vec::new(), Vec::new()];
    for (sign, runs) in special.iter_mut().enumerate() {
        for m in first_special..magnitudes {
            let bits = table[(m | (sign as u64) << (p.bits - 1)) as usize];
            if runs.last().is_none_or(|(_, v): &(u64, u64)| *v != bits) {
                runs.push((m, bits));
            }
        }
    }
    let rule = RebiasedDecode { bits: p.bits, shift, rebias, first_normal, step, first_special, special };
    let runs = rule.special.iter().map(Vec::len).max().unwrap_or(0);
    (runs <= 4 && (0..1u64 << p.bits).all(|c| rule.apply(c) == table[c as usize])).then_some(rule)
}

/// `dense<entries> : tensor<N x i<bits>>`, built from the raw values (a split table has 2^17
/// entries: printing and re-parsing them would cost more than the rest of the lowering).
pub fn dense_attribute<'c>(context: &'c Context, bits: u32, entries: &[u64]) -> Attribute<'c> {
    let ty = RankedTensorType::new(&[entries.len() as u64], IntegerType::new(context, bits).into(), None);
    let n = entries.len() as isize;
    // SAFETY: a valid shaped type of `n` elements of `bits` bits, and a buffer of `n` values of
    // that width; MLIR copies the data.
    unsafe {
        let raw = match bits {
            8 => mlir_sys::mlirDenseElementsAttrUInt8Get(ty.to_raw(), n, entries.iter().map(|e| *e as u8).collect::<Vec<_>>().as_ptr()),
            16 => mlir_sys::mlirDenseElementsAttrUInt16Get(ty.to_raw(), n, entries.iter().map(|e| *e as u16).collect::<Vec<_>>().as_ptr()),
            32 => mlir_sys::mlirDenseElementsAttrUInt32Get(ty.to_raw(), n, entries.iter().map(|e| *e as u32).collect::<Vec<_>>().as_ptr()),
            _ => mlir_sys::mlirDenseElementsAttrUInt64Get(ty.to_raw(), n, entries.as_ptr()),
        };
        Attribute::from_raw(raw)
    }
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

    #[test]
    fn narrow_float_decodes_are_rebiased_codes() {
        for from in [Format::F8E4M3FN, Format::F8E5M2, Format::F8E4M3, Format::F6E3M2FN, Format::F6E2M3FN, Format::F4E2M1FN] {
            // rebiased_decode checks itself against the table for every code; this is what it
            // must find.
            let rule = rebiased_decode(from).unwrap_or_else(|| panic!("{from:?}"));
            assert_eq!(rule.apply(0), 0, "{from:?}");
            assert_eq!(rule.apply(1 << (rule.bits - 1)), 0x8000_0000, "{from:?}: -0");
        }
        let e4m3 = rebiased_decode(Format::F8E4M3FN).expect("e4m3");
        assert_eq!((e4m3.shift, e4m3.rebias, e4m3.first_normal), (20, (127 - 7) << 3, 8));
        assert_eq!(e4m3.step, (2.0f32).powi(-9).to_bits() as u64);
        // Only 0x7F (and 0xFF) is special: NaN.
        assert_eq!(e4m3.first_special, 0x7F);
        // Formats whose codes are not f32's top bits keep the table.
        assert!(rebiased_decode(Format::F8E8M0FNU).is_none());
        assert!(rebiased_decode(Format::BF16).is_none());
    }

    #[test]
    fn split_tables_for_f32_into_narrow_formats_only() {
        let (rne, sat) = (Rounding::ToNearestEven, Overflow::Saturate);
        for to in [Format::F8E4M3FN, Format::F8E5M2, Format::F4E2M1FN, Format::F6E3M2FN] {
            let table = split_table(Format::F32, to, rne, sat).unwrap_or_else(|| panic!("{to:?}"));
            // 1.0 + 2^-4 (E4M3's half ulp, a tie) rounds to even 1.0; one bit more rounds up.
            if to == Format::F8E4M3FN {
                let key = (1.0625f32.to_bits() >> 16) as usize;
                assert_eq!((table[key << 1], table[key << 1 | 1]), (0x38, 0x39));
            }
        }
        // bf16 keeps 8 significant bits: a tie can sit inside a key's interval.
        assert!(split_table(Format::F32, Format::BF16, rne, sat).is_none());
    }
}
