//! The packing's widening of an FP8 operand (a code that fills its byte of storage) to f32 as
//! arithmetic on its code rather than a load from the conversion table: select-and-shift code
//! that LLVM vectorises over a panel row (a table lookup per element does not vectorise; it was
//! the packing's hottest instruction for the transformer block's f8E4M3FN weights).
//!
//! The rule, for a sign-magnitude code of `e` exponent and `f` fraction bits and bias `b`: the
//! magnitude `mag` (the code without its sign) is, when its exponent field is nonzero, the f32
//! whose bits are `mag << (23 - f)` plus `(127 - b) << 23` (the fields moved to f32's places,
//! the exponent rebiased); with a zero exponent field (zero and subnormals), `frac x 2^(1 - b -
//! f)`, an integer below 2^f times a power of two, both exact in f32; then the sign bit. The
//! codes whose values the rule does not give (NaN, infinity) are found at generation time and
//! selected by magnitude.
//!
//! Nothing is assumed: [`Rule::of`] computes the rule's result for every code and compares it
//! with `lpf_numerics::convert` (the table's own entries), bit for bit; a format where any other
//! code differs, or with more than [`MAX_EXCEPTIONS`] exceptional magnitudes, keeps the table.

use super::super::ir::Ir;
use lpf_numerics::{Format, Overflow, Rounding};
use melior::dialect::arith;
use melior::ir::{Type, Value};

/// Exceptional magnitudes (each a compare and a select per element) beyond which the table is
/// kept.
const MAX_EXCEPTIONS: usize = 2;

/// A proven arithmetic widening of `format` to f32.
#[derive(Debug)]
pub struct Rule {
    bits: u32,
    frac_bits: u32,
    /// `(127 - bias) << 23`.
    rebias: u32,
    /// `2^(1 - bias - frac_bits)`, the subnormal step.
    step: f64,
    /// (magnitude, f32 bits for the positive code, for the negative code).
    exceptions: Vec<(u32, u32, u32)>,
}

impl Rule {
    /// The rule for `format` into f32, when it gives `lpf_numerics::convert`'s bits for every
    /// code but at most [`MAX_EXCEPTIONS`] magnitudes (each then a select).
    pub fn of(format: Format) -> Option<Rule> {
        let p = format.params();
        if !p.signed || p.pad != 0 || p.bits != format.storage_bits() || p.bits > 8 || p.bits < 2 || p.exp_bits == 0 || p.frac_bits > 22 || p.bias > 127 || p.bias < -126 {
            return None;
        }
        let step = 2f64.powi(1 - p.bias - p.frac_bits as i32);
        let rule = Rule { bits: p.bits, frac_bits: p.frac_bits, rebias: ((127 - p.bias) as u32) << 23, step, exceptions: Vec::new() };
        let exact = |code: u32| lpf_numerics::convert(format, Format::F32, code as u64, Rounding::ToNearestEven, Overflow::NanOrInf) as u32;
        let sign = 1u32 << (p.bits - 1);
        let mut exceptions = Vec::new();
        for mag in 0..sign {
            let (pos, neg) = (exact(mag), exact(mag | sign));
            if (rule.apply(mag), rule.apply(mag | sign)) != (pos, neg) {
                exceptions.push((mag, pos, neg));
            }
        }
        (exceptions.len() <= MAX_EXCEPTIONS).then_some(Rule { exceptions, ..rule })
    }

    /// The rule on one code, without the exceptions (what [`Rule::emit`] computes before its
    /// selects).
    fn apply(&self, code: u32) -> u32 {
        let sign_bit = 1u32 << (self.bits - 1);
        let mag = code & (sign_bit - 1);
        let magnitude = if mag >> self.frac_bits != 0 {
            (mag << (23 - self.frac_bits)) + self.rebias
        } else {
            ((mag as f64 * self.step) as f32).to_bits()
        };
        magnitude | (code & sign_bit) << (32 - self.bits)
    }

    /// The f32 value of `code` (an integer of `bits` bits, or the format's own type of that
    /// width), as [`Rule::apply`] and the exceptions compute it.
    pub fn emit<'c, 'a>(&self, ir: &Ir<'c, 'a>, code: Value<'c, 'a>) -> Value<'c, 'a> {
        let (i32t, f32t) = (ir.int_type(32), ir.f32_type());
        // The code's storage bits: the view lpf-scalar-to-calls makes an identity.
        let code = super::super::helpers::view(ir, code, ir.int_type(self.bits));
        let code = ir.zext(code, 32);
        let sign_bit = 1i64 << (self.bits - 1);
        let mag = ir.and(code, ir.i32(sign_bit - 1));
        let normal = ir.add(ir.shl(mag, ir.i32(23 - self.frac_bits as i64)), ir.i32(self.rebias as i64));
        let fraction = ir.val(arith::sitofp(mag, f32t, ir.location));
        let small = ir.bitcast(ir.val(arith::mulf(fraction, ir.float(f32t, self.step), ir.location)), i32t);
        let is_normal = ir.cmp(arith::CmpiPredicate::Uge, mag, ir.i32(1 << self.frac_bits));
        let magnitude = ir.select(is_normal, normal, small);
        let sign = ir.shl(ir.and(code, ir.i32(sign_bit)), ir.i32(32 - self.bits as i64));
        let mut bits = ir.or(magnitude, sign);
        let negative = ir.ne(sign, ir.i32(0));
        for &(m, pos, neg) in &self.exceptions {
            let special = ir.select(negative, ir.i32(neg as i64), ir.i32(pos as i64));
            bits = ir.select(ir.eq(mag, ir.i32(m as i64)), special, bits);
        }
        ir.bitcast(bits, f32t)
    }
}

/// The rule for widening `element` to `acc`, where both are what it covers (a narrow float
/// operand into f32).
pub fn rule_for(element: Type, acc: Type) -> Option<Rule> {
    let (from, to) = (crate::ir_numerics::format_of(element)?, crate::ir_numerics::format_of(acc)?);
    if to != Format::F32 {
        return None;
    }
    Rule::of(from)
}

#[cfg(test)]
mod tests {
    use super::Rule;
    use lpf_numerics::Format::*;

    /// The formats the packing decodes by arithmetic: FP8 (E4M3FN: its NaN magnitude the one
    /// exception; E5M2: infinity and the NaNs, more than two magnitudes, keep the table),
    /// not FP6/FP4 (codes narrower than their byte). `Rule::of` itself checks every code against the numerics crate.
    #[test]
    fn which_formats_take_the_rule() {
        let e4m3 = Rule::of(F8E4M3FN).expect("f8E4M3FN");
        assert_eq!(e4m3.exceptions.len(), 1);
        assert_eq!(e4m3.exceptions[0].0, 0x7F);
        assert!(Rule::of(F8E5M2).is_none());
        // FP6/FP4 codes sit in a byte of storage: they keep the table.
        for f in [F6E2M3FN, F6E3M2FN, F4E2M1FN] {
            assert!(Rule::of(f).is_none(), "{f:?}");
        }
        assert!(Rule::of(BF16).is_none() && Rule::of(F8E8M0FNU).is_none());
    }

    /// The rule against decode for every code of every format it takes, as values (the
    /// exhaustive check in `Rule::of` is against `convert`'s bits; this one against `decode`).
    #[test]
    fn rule_gives_every_value() {
        for f in [F8E4M3FN, F8E4M3FNUZ, F8E4M3B11FNUZ, F8E5M2FNUZ, F6E2M3FN, F6E3M2FN, F4E2M1FN] {
            let Some(rule) = Rule::of(f) else { continue };
            for code in 0..1u32 << f.params().bits {
                let got = f32::from_bits(match rule.exceptions.iter().find(|e| e.0 == code & ((1 << (rule.bits - 1)) - 1)) {
                    Some(&(_, pos, neg)) => if code >> (rule.bits - 1) == 1 { neg } else { pos },
                    None => rule.apply(code),
                });
                let want = lpf_numerics::decode(f, code as u64);
                assert!(got as f64 == want || (got.is_nan() && want.is_nan()), "{f:?} {code:#x}: {got} vs {want}");
                if want == 0.0 {
                    assert_eq!(got.is_sign_negative(), want.is_sign_negative(), "{f:?} {code:#x}");
                }
            }
        }
    }
}
