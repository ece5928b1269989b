//! Block-scaled operands (`lpf.dequantize_block`'s operands) on the LLVM exit: the one rule that
//! gives an element its value, shared by the standalone lowering and by the dot kernel, which
//! packs a scaled operand straight from its element and scale codes (no dequantised temporary);
//! and the bounds on those values that let the kernel prove, at run time, that every product of
//! two scaled operands is exact in the accumulator.
//!
//! The rule (the op's definition): element x block scale (x per-tensor scale), exact, rounded once
//! into the result type. Two routes give exactly that:
//!
//! - into f32 without a per-tensor scale, when the element and scale formats decode exactly to
//!   f32 ([`decodes_exactly_to_f32`], asked of the numerics crate for every code): both decoded
//!   to f32 (table loads), then one f32 `mulf`, which IEEE rounds once from the exact product.
//!   It vectorises;
//! - otherwise element, scale (and per-tensor scale) widened to f64, where the product of at most
//!   8 x 8 x 24 significant bits is exact, then one conversion into the result type.

use crate::ir_numerics::format_of;
use crate::to_llvm::builders::element::{convert, widen};
use crate::to_llvm::builders::ir::Ir;
use crate::to_llvm::builders::loops::dims_of;
use crate::to_llvm::builders::loops;
use lpf_numerics::facts::Facts;
use lpf_numerics::{Format, Overflow, Rounding};
use melior::dialect::arith::{self, CmpfPredicate};
use melior::ir::{Type, Value};

/// A block-scaled operand: `data` (codes of `data_type`) whose element at index `i` is scaled by
/// `scale` at `i` with the blocked axis divided by `block`, and by `global` if there is one.
#[derive(Clone, Copy)]
pub struct Blocked<'c, 'a> {
    pub data: Value<'c, 'a>,
    pub scale: Value<'c, 'a>,
    pub global: Option<Value<'c, 'a>>,
    pub data_type: Type<'c>,
    pub scale_type: Type<'c>,
    pub block: i64,
    pub axis: usize,
    /// The type the values are rounded into (the dequantize_block's result element).
    pub value_type: Type<'c>,
}

impl<'c, 'a> Blocked<'c, 'a> {
    /// The value at `index` of the data, in `value_type`.
    pub fn value_at(&self, ir: &Ir<'c, 'a>, index: &[Value<'c, 'a>]) -> Value<'c, 'a> {
        let mut scale_index = index.to_vec();
        scale_index[self.axis] = ir.val(arith::divui(index[self.axis], ir.index(self.block), ir.location));
        let e = loops::load(ir, self.data, index);
        let s = loops::load(ir, self.scale, &scale_index);
        if self.global.is_none() && self.value_type == ir.f32_type() && self.in_f32() {
            return ir.val(arith::mulf(widen(ir, e, self.data_type, self.value_type), widen(ir, s, self.scale_type, self.value_type), ir.location));
        }
        let f64t = ir.f64_type();
        let (e, mut s) = (widen(ir, e, self.data_type, f64t), widen(ir, s, self.scale_type, f64t));
        if let Some(g) = self.global {
            let g = widen(ir, g, ir.f32_type(), f64t);
            s = ir.val(arith::mulf(s, g, ir.location));
        }
        convert(ir, ir.val(arith::mulf(e, s, ir.location)), self.value_type)
    }

    /// Whether element and scale both decode exactly to f32 (the f32 route).
    fn in_f32(&self) -> bool {
        let exact = |t: Type| format_of(t).is_some_and(decodes_exactly_to_f32);
        exact(self.data_type) && exact(self.scale_type)
    }

    /// The formats of element and scale, when both are narrow enough to decode through tables
    /// (what [`bounds`] assumes of their ranges).
    fn narrow_formats(&self) -> Option<(Format, Format)> {
        let (e, s) = (format_of(self.data_type)?, format_of(self.scale_type)?);
        let narrow = |f: Format| crate::to_llvm::helpers::table::conversion_table(f, Format::F32, Rounding::ToNearestEven, Overflow::NanOrInf).is_some();
        (narrow(e) && narrow(s)).then_some((e, s))
    }
}

/// Whether every code of `fmt` converts to f32 without rounding (NaN to a NaN): asked of the
/// numerics crate for every code, so only formats of at most 8 bits (a table) qualify.
pub fn decodes_exactly_to_f32(fmt: Format) -> bool {
    let Some(table) = crate::to_llvm::helpers::table::conversion_table(fmt, Format::F32, Rounding::ToNearestEven, Overflow::NanOrInf) else {
        return false;
    };
    let pad = fmt.params().pad;
    table.iter().enumerate().all(|(code, bits)| {
        let exact = lpf_numerics::decode(fmt, (code as u64) << pad);
        let got = f32::from_bits(*bits as u32) as f64;
        got == exact || (got.is_nan() && exact.is_nan())
    })
}

/// What the dot kernel needs to know of an operand's values to prove a product exact: every
/// finite nonzero value has at most `bits` significant bits, its lowest set bit is at least
/// `lowest` and its magnitude below `largest` (f64 values computed at run time), and `exact`
/// (i1) says that each value is the exact element x scale (nothing was rounded into the
/// operand's type).
pub struct Bounds<'c, 'a> {
    pub bits: u32,
    pub lowest: Value<'c, 'a>,
    pub largest: Value<'c, 'a>,
    pub exact: Value<'c, 'a>,
}

/// The [`Bounds`] of a blocked operand without a per-tensor scale whose formats are narrow
/// (None otherwise), from one pass over its scales (a thirty-second of its elements for MX).
///
/// Element e and scale s have at most p_e and p_s significant bits, so e x s has at most
/// p_e + p_s; its lowest set bit is at least (e's smallest positive) x (s's lowest set bit), and
/// s's lowest set bit is at least 2^floor(log2 |s|) x 2^(1 - p_s) (for E8M0, p_s = 1: s itself;
/// not |s| x 2^(1 - p_s), which overstates it up to twice for an E4M3 scale such as 1.125 x 2^k);
/// its magnitude is at most (e's largest) x |s|. So the smallest nonzero |s| (its f64 exponent
/// field alone: 2^floor(log2 |s|), every scale being an f64 normal) and the largest |s| bound
/// the whole operand. A NaN scale makes the largest NaN (every comparison false: no proof). The
/// values are within 2^-600 .. 2^600 for formats of at most 8 bits: the f64 products here are
/// exact.
pub fn bounds<'c, 'a>(ir: &Ir<'c, 'a>, operand: &Blocked<'c, 'a>) -> Option<Bounds<'c, 'a>> {
    if operand.global.is_some() {
        return None;
    }
    let (e, s) = operand.narrow_formats()?;
    let value = format_of(operand.value_type)?;
    let (fe, fs, fv) = (Facts::of(e), Facts::of(s), Facts::of(value));
    let bits = fe.precision + fs.precision;
    if bits > fv.precision {
        return None;
    }
    let f64t = ir.f64_type();
    let sizes = loops::dims(ir, operand.scale);
    let inf = ir.float(f64t, f64::INFINITY);
    let zero = ir.float(f64t, 0.0);
    let magnitude = |inner: &Ir<'c, 'a>, ivs: &[Value<'c, 'a>]| {
        let x = widen(inner, loops::load(inner, operand.scale, ivs), operand.scale_type, f64t);
        let negative = inner.val(arith::cmpf(inner.context, CmpfPredicate::Olt, x, zero, inner.location));
        inner.select(negative, inner.fneg(x), x)
    };
    // minimumf propagates NaN; the largest is the negated minimum of the negated magnitudes.
    let smallest = loops::fold(ir, &sizes, inf, &mut |inner, ivs, acc| {
        let m = magnitude(inner, ivs);
        let is_zero = inner.val(arith::cmpf(inner.context, CmpfPredicate::Oeq, m, zero, inner.location));
        let m = inner.select(is_zero, inf, m);
        inner.val(arith::minimumf(acc, m, inner.location))
    });
    let neg_largest = loops::fold(ir, &sizes, zero, &mut |inner, ivs, acc| {
        let m = magnitude(inner, ivs);
        inner.val(arith::minimumf(acc, inner.fneg(m), inner.location))
    });
    let largest_scale = ir.fneg(neg_largest);
    // 2^floor(log2 smallest): the exponent field alone (inf stays inf: no nonzero scale).
    let i64t = ir.int_type(64);
    let smallest_power = ir.bitcast(ir.and(ir.bitcast(smallest, i64t), ir.u64(0x7FF0_0000_0000_0000)), f64t);
    let lowest_factor = fe.min_positive.to_f64() * 2f64.powi(1 - fs.precision as i32);
    let lowest = ir.val(arith::mulf(smallest_power, ir.float(f64t, lowest_factor), ir.location));
    let largest = ir.val(arith::mulf(largest_scale, ir.float(f64t, fe.max_finite.to_f64()), ir.location));
    let ge = ir.val(arith::cmpf(ir.context, CmpfPredicate::Oge, lowest, ir.float(f64t, fv.min_positive.to_f64()), ir.location));
    let lt = ir.val(arith::cmpf(ir.context, CmpfPredicate::Olt, largest, ir.float(f64t, fv.max_finite.to_f64()), ir.location));
    Some(Bounds { bits, lowest, largest, exact: ir.and(ge, lt) })
}

/// The blocked dimension of block-scaled data: the one whose size differs between the data and
/// its scales, else the last (as the ops define it).
pub fn blocked_axis(data: Type, scale: Type) -> usize {
    let (d, s) = (dims_of(data).unwrap_or_default(), dims_of(scale).unwrap_or_default());
    d.iter().zip(&s).position(|(a, b)| a != b).unwrap_or(d.len().saturating_sub(1))
}

#[cfg(test)]
mod tests {
    use super::*;

    const ELEMENTS: [Format; 5] = [Format::F8E4M3FN, Format::F8E5M2, Format::F4E2M1FN, Format::F6E2M3FN, Format::F6E3M2FN];
    const SCALES: [Format; 2] = [Format::F8E8M0FNU, Format::F8E4M3FN];

    fn value(f: Format, code: u64) -> f64 {
        lpf_numerics::decode(f, code << f.params().pad)
    }

    #[test]
    fn mx_and_nvfp4_formats_decode_exactly_to_f32() {
        for f in ELEMENTS.iter().chain(&SCALES) {
            assert!(decodes_exactly_to_f32(*f), "{f:?}");
        }
        // E8M0's extremes: 2^-127 is an f32 subnormal, 2^127 the largest power of two; 0xFF NaN.
        let t = crate::to_llvm::helpers::table::conversion_table(Format::F8E8M0FNU, Format::F32, Rounding::ToNearestEven, Overflow::NanOrInf).expect("table");
        assert_eq!(f32::from_bits(t[0] as u32), 2f32.powi(-127));
        assert_eq!(f32::from_bits(t[254] as u32), 2f32.powi(127));
        assert!(f32::from_bits(t[255] as u32).is_nan());
        // Wider formats are not tabled: they keep the f64 route.
        assert!(!decodes_exactly_to_f32(Format::BF16));
    }

    /// What [`bounds`] reads of the formats: an E8M0 scale has one significant bit (it is its own
    /// lowest set bit); MX-FP8/FP4 elements times E8M0 scales have 5 and 3 bits, so a product of
    /// two has at most 10 of f32's 24.
    #[test]
    fn facts_the_bounds_rely_on() {
        assert_eq!(Facts::of(Format::F8E8M0FNU).precision, 1);
        assert_eq!(Facts::of(Format::F8E4M3FN).precision, 4);
        assert_eq!(Facts::of(Format::F4E2M1FN).precision, 2);
        assert_eq!(Facts::of(Format::F8E4M3FN).min_positive.to_f64(), 2f64.powi(-9));
        assert_eq!(Facts::of(Format::F4E2M1FN).max_finite.to_f64(), 6.0);
    }

    /// The f32 route (decode both to f32, one f32 multiply) gives the f64 route's bits (exact f64
    /// product, one rounding to f32 to nearest even, overflowing to inf) for every element code
    /// of every MX and NVFP4 element format and every scale code: NaN scales, 2^-127 (products
    /// deep in f32's subnormals), 2^127 (products that overflow to inf), subnormal elements.
    #[test]
    fn f32_route_is_the_f64_route_bit_for_bit() {
        for e in ELEMENTS {
            for s in SCALES {
                let (pe, ps) = (e.params(), s.params());
                for ec in 0..1u64 << pe.bits {
                    for sc in 0..1u64 << ps.bits {
                        let (x, y) = (value(e, ec), value(s, sc));
                        let route32 = (x as f32) * (y as f32);
                        let route64 = (x * y) as f32;
                        assert!(
                            route32.to_bits() == route64.to_bits() || (route32.is_nan() && route64.is_nan()),
                            "{e:?} {ec:#x} x {s:?} {sc:#x}: {route32:e} vs {route64:e}"
                        );
                    }
                }
            }
        }
    }
}
