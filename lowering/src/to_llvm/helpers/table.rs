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
use crate::to_llvm::builders::ir::Ir;
use melior::ir::{Attribute, Type, TypeLike, Value, ValueLike};
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
    /// The codes that are NaNs: those whose magnitude (the code without its sign bit) is above
    /// this (checked for every code; `u64::MAX` when `from` has no NaN). A compare in the
    /// result's width, so that the helper vectorises in lanes of that width.
    pub nan_above: u64,
}

impl Widening {
    /// The widening of `code` (the source codes, zero-extended to the result's width: an integer
    /// or a vector of them, lane by lane): the shift, and each NaN code the NaN of its sign.
    pub fn emit<'c, 'a>(&self, ir: &Ir<'c, 'a>, from: Format, code: Value<'c, 'a>) -> Value<'c, 'a> {
        let ty = code.r#type();
        let bits = melior::ir::r#type::IntegerType::try_from(vector_element(ty)).map_or(64, |t| t.width());
        // Constants sign-extended from `bits`, as an attribute of that width holds them.
        let c = |v: u64| ir.int_of(ty, ((v << (64 - bits)) as i64) >> (64 - bits));
        let shifted = ir.shl(code, c(self.shift as u64));
        if self.nan_above == u64::MAX {
            return shifted;
        }
        let p = from.params();
        let (magnitude, negative) = if p.signed {
            let sign = c(1u64 << (p.bits - 1));
            (ir.and(code, c((1u64 << (p.bits - 1)) - 1)), ir.ne(ir.and(code, sign), c(0)))
        } else {
            (code, ir.i1(false))
        };
        let nan = ir.select(negative, c(self.nan[1]), c(self.nan[0]));
        let is_nan = ir.cmp(melior::dialect::arith::CmpiPredicate::Ugt, magnitude, c(self.nan_above));
        ir.select(is_nan, nan, shifted)
    }
}

/// The element type of a vector type, or the type itself.
fn vector_element(ty: Type) -> Type {
    crate::to_llvm::builders::ir::vector_parts(ty).map_or(ty, |(_, element)| element)
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
    let magnitude = |c: u64| if pf.signed { c & ((1u64 << (pf.bits - 1)) - 1) } else { c };
    // The largest magnitude of a code that is not NaN: every code above it must be a NaN.
    let mut nan_above = 0;
    for c in 0..1u64 << pf.bits {
        let r = lpf_numerics::convert(from, to, c, rnd, ovf);
        if lpf_numerics::decode(from, c).is_nan() {
            let sign = (pf.signed && c >> (pf.bits - 1) == 1) as usize;
            if *nan[sign].get_or_insert(r) != r {
                return None;
            }
        } else if r != c << shift {
            return None;
        } else {
            nan_above = nan_above.max(magnitude(c));
        }
    }
    let any_nan = nan.iter().any(Option::is_some);
    // Each NaN's magnitude above every other code's: then the one compare tells them apart.
    if any_nan && (0..1u64 << pf.bits).any(|c| lpf_numerics::decode(from, c).is_nan() && magnitude(c) <= nan_above) {
        return None;
    }
    Some(Widening { shift, nan: [nan[0].unwrap_or(0), nan[1].unwrap_or(0)], nan_above: if any_nan { nan_above } else { u64::MAX } })
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
        // Above infinity's magnitude, every bf16 code is a NaN.
        assert_eq!(w.nan_above, 0x7F80);
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
