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

use crate::to_llvm::builders::ir::Ir;
use crate::to_llvm::builders::vectors::shuffle;
use lpf_numerics::{Format, Overflow, Rounding};
use melior::dialect::arith;
use melior::ir::attribute::Attribute;
use melior::ir::operation::OperationBuilder;
use melior::ir::{Type, Value, ValueLike};

/// Exceptional magnitudes (each a compare and a select per element) beyond which the table is
/// kept.
const MAX_EXCEPTIONS: usize = 2;

/// f32's quiet NaN, which [`Rule::of_values`] gives every NaN code.
const QUIET_NAN: u32 = 0x7FC0_0000;

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
    /// [`Rule::of_values`]: the magnitudes from this one up are NaN codes, widened to the quiet
    /// NaN 0x7FC00000 (by one compare and select, whatever their payloads).
    nan_from: Option<u32>,
}

impl Rule {
    /// The rule for `format` into f32, when it gives `lpf_numerics::convert`'s bits for every
    /// code but at most [`MAX_EXCEPTIONS`] magnitudes (each then a select).
    pub fn of(format: Format) -> Option<Rule> {
        Self::proven(format, false)
    }

    /// As [`Rule::of`], but a NaN code may widen to any NaN: the format's NaN magnitudes, when
    /// they are the top ones, become 0x7FC00000 by one compare (f8E5M2's three NaN magnitudes
    /// would be three exceptions). For values whose NaNs are all alike to their user (the
    /// matrix-unit kernels replace every NaN result by the model's code).
    pub fn of_values(format: Format) -> Option<Rule> {
        Self::proven(format, true)
    }

    fn proven(format: Format, any_nan: bool) -> Option<Rule> {
        let p = format.params();
        if !p.signed || p.pad != 0 || p.bits != format.storage_bits() || p.bits > 8 || p.bits < 2 || p.exp_bits == 0 || p.frac_bits > 22 || p.bias > 127 || p.bias < -126 {
            return None;
        }
        let step = 2f64.powi(1 - p.bias - p.frac_bits as i32);
        let exact = |code: u32| lpf_numerics::convert(format, Format::F32, code as u64, Rounding::ToNearestEven, Overflow::NanOrInf) as u32;
        let is_nan = |bits: u32| f32::from_bits(bits).is_nan();
        let sign = 1u32 << (p.bits - 1);
        // The first magnitude of the top run of NaN codes (both signs), if any.
        let nan_from = any_nan.then(|| (0..sign).rev().take_while(|m| is_nan(exact(*m)) && is_nan(exact(m | sign))).last()).flatten();
        let rule = Rule { bits: p.bits, frac_bits: p.frac_bits, rebias: ((127 - p.bias) as u32) << 23, step, exceptions: Vec::new(), nan_from };
        let same = |got: u32, want: u32| got == want || (any_nan && is_nan(got) && is_nan(want));
        let mut exceptions = Vec::new();
        for mag in 0..sign {
            let (pos, neg) = (exact(mag), exact(mag | sign));
            if !same(rule.apply(mag), pos) || !same(rule.apply(mag | sign), neg) {
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
        if self.nan_from.is_some_and(|from| mag >= from) {
            return QUIET_NAN;
        }
        let magnitude = if mag >> self.frac_bits != 0 {
            (mag << (23 - self.frac_bits)) + self.rebias
        } else {
            ((mag as f64 * self.step) as f32).to_bits()
        };
        magnitude | (code & sign_bit) << (32 - self.bits)
    }

    /// The f32 value of `code` (an integer of `bits` bits, or the format's own type of that
    /// width; or a vector of either, decoded lane by lane), as [`Rule::apply`] and the
    /// exceptions compute it.
    pub fn emit<'c, 'a>(&self, ir: &Ir<'c, 'a>, code: Value<'c, 'a>) -> Value<'c, 'a> {
        let like = code.r#type();
        let (i32t, f32t) = (ir.shaped(ir.int_type(32), like), ir.shaped(ir.f32_type(), like));
        let c = |value: i64| ir.int_of(i32t, value);
        // The code's storage bits: the view lpf-scalar-to-calls makes an identity.
        let code = crate::to_llvm::helpers::view(ir, code, ir.shaped(ir.int_type(self.bits), like));
        let code = ir.val(arith::extui(code, i32t, ir.location));
        let sign_bit = 1i64 << (self.bits - 1);
        let mag = ir.and(code, c(sign_bit - 1));
        let normal = ir.add(ir.shl(mag, c(23 - self.frac_bits as i64)), c(self.rebias as i64));
        let fraction = ir.val(arith::sitofp(mag, f32t, ir.location));
        let step = ir.bitcast(c((self.step as f32).to_bits() as i64), f32t);
        let small = ir.bitcast(ir.val(arith::mulf(fraction, step, ir.location)), i32t);
        let is_normal = ir.cmp(arith::CmpiPredicate::Uge, mag, c(1 << self.frac_bits));
        let magnitude = ir.select(is_normal, normal, small);
        let sign = ir.shl(ir.and(code, c(sign_bit)), c(32 - self.bits as i64));
        let mut bits = ir.or(magnitude, sign);
        let negative = ir.ne(sign, c(0));
        for &(m, pos, neg) in &self.exceptions {
            let special = ir.select(negative, c(neg as i64), c(pos as i64));
            bits = ir.select(ir.eq(mag, c(m as i64)), special, bits);
        }
        if let Some(from) = self.nan_from {
            bits = ir.select(ir.cmp(arith::CmpiPredicate::Uge, mag, c(from as i64)), c(QUIET_NAN as i64), bits);
        }
        ir.bitcast(bits, f32t)
    }
}

/// Codes decoded per [`ByteRule::emit`]: one 256-bit register of bytes.
pub const BYTE_RULE_LANES: u64 = 32;

/// Whole codes whose bits a [`ByteRule`]'s tables do not give (each a compare and two selects).
const MAX_BYTE_EXCEPTIONS: usize = 2;

/// The widening of an FP8 code to f32 by byte tables, 32 codes at a time on AVX2 (`vpshufb`,
/// LLVM's `llvm.x86.avx2.pshuf.b`): for the formats it takes, every f32 value of a code has its
/// low 16 bits zero (it is a bf16), so only two bytes are computed, on byte lanes (32 to a
/// register, where the field route works on 8 f32 lanes), and interleaved with zero bytes.
///
/// With `mag` the code without its sign, `E = mag >> f` and `m` its low `f` bits, the top two
/// bytes are `exp[E] | m << (7 - f)` (a 16-entry table by exponent field: the code `E << f`'s
/// value) for `E > 0`, `sub[m]` (a table by fraction: the subnormal `m`'s value) for `E = 0`,
/// then the sign bit; the codes that gives wrongly (NaN) are selected whole. About 3.3x faster
/// than the field route per code in isolation (docs/llvm.md, "Session 12").
///
/// As [`Rule`], nothing is assumed: [`ByteRule::of`] computes the rule's result for all 256
/// codes and compares it with `lpf_numerics::convert`, bit for bit.
#[derive(Debug)]
pub struct ByteRule {
    frac_bits: u32,
    /// Top and second byte of the f32 bits for each exponent field (fraction zero, positive).
    exp_hi: [u8; 16],
    exp_lo: [u8; 16],
    /// The same for each subnormal fraction (exponent field zero, positive).
    sub_hi: [u8; 16],
    sub_lo: [u8; 16],
    /// (code, its f32 bits' top 16 bits) where the tables are wrong.
    exceptions: Vec<(u8, u16)>,
}

impl ByteRule {
    /// The byte rule for `format` into f32: a signed format in a byte of storage with at most 4
    /// exponent and 4 fraction bits (the E4M3 family: its tables are 16 entries), when the rule
    /// gives `lpf_numerics::convert`'s bits for every code but at most [`MAX_BYTE_EXCEPTIONS`].
    pub fn of(format: Format) -> Option<ByteRule> {
        let p = format.params();
        if !p.signed || p.pad != 0 || p.bits != 8 || format.storage_bits() != 8 || p.exp_bits == 0 || p.exp_bits > 4 || p.frac_bits > 4 || p.exp_bits + p.frac_bits != 7 {
            return None;
        }
        let exact = |code: u32| lpf_numerics::convert(format, Format::F32, code as u64, Rounding::ToNearestEven, Overflow::NanOrInf) as u32;
        let (mut exp_hi, mut exp_lo, mut sub_hi, mut sub_lo) = ([0u8; 16], [0u8; 16], [0u8; 16], [0u8; 16]);
        for e in 0..1u32 << p.exp_bits {
            let bits = exact(e << p.frac_bits);
            (exp_hi[e as usize], exp_lo[e as usize]) = ((bits >> 24) as u8, (bits >> 16) as u8);
        }
        for m in 0..1u32 << p.frac_bits {
            let bits = exact(m);
            (sub_hi[m as usize], sub_lo[m as usize]) = ((bits >> 24) as u8, (bits >> 16) as u8);
        }
        let rule = ByteRule { frac_bits: p.frac_bits, exp_hi, exp_lo, sub_hi, sub_lo, exceptions: Vec::new() };
        let mut exceptions = Vec::new();
        for code in 0..256u32 {
            let want = exact(code);
            if rule.apply(code as u8) != want {
                if want & 0xFFFF != 0 {
                    return None;
                }
                exceptions.push((code as u8, (want >> 16) as u16));
            }
        }
        (exceptions.len() <= MAX_BYTE_EXCEPTIONS).then_some(ByteRule { exceptions, ..rule })
    }

    /// The tables' f32 bits for `code`, without the exceptions (what [`ByteRule::emit`] computes
    /// before its selects).
    fn apply(&self, code: u8) -> u32 {
        let mag = code & 0x7F;
        let (e, m) = ((mag >> self.frac_bits) as usize, mag & ((1 << self.frac_bits) - 1));
        let (hi, lo) = if e == 0 { (self.sub_hi[m as usize], self.sub_lo[m as usize]) } else { (self.exp_hi[e], self.exp_lo[e] | m << (7 - self.frac_bits)) };
        (((hi | (code & 0x80)) as u32) << 24) | (lo as u32) << 16
    }

    /// The f32 values of `codes` (a vector of [`BYTE_RULE_LANES`] i8), as [`ByteRule::apply`] and
    /// the exceptions compute them. Only for a target with AVX2 (`lpf.target`'s `byte_shuffle`).
    pub fn emit<'c, 'a>(&self, ir: &Ir<'c, 'a>, codes: Value<'c, 'a>) -> Value<'c, 'a> {
        let lanes = BYTE_RULE_LANES as usize;
        let bytes = Type::vector(&[BYTE_RULE_LANES], ir.int_type(8));
        let constant = |values: &[u8]| {
            let text: Vec<String> = values.iter().map(|v| (*v as i8).to_string()).collect();
            let attribute = Attribute::parse(ir.context, &format!("dense<[{}]> : {bytes}", text.join(", "))).expect("a byte vector constant parses");
            ir.val(arith::constant(ir.context, attribute, ir.location))
        };
        let splat = |value: u8| constant(&[value; BYTE_RULE_LANES as usize]);
        // A table in both 128-bit halves: vpshufb looks up within each half.
        let table = |entries: &[u8; 16]| constant(&[&entries[..], &entries[..]].concat());
        let lookup = |entries: &[u8; 16], index: Value<'c, 'a>| ir.intrinsic("llvm.x86.avx2.pshuf.b", &[table(entries), index], bytes);
        let f = self.frac_bits as u8;
        let mag = ir.and(codes, splat(0x7F));
        let e = ir.shr(mag, splat(f));
        let m = ir.and(mag, splat((1 << f) - 1));
        let is_subnormal = ir.eq(e, splat(0));
        let hi = ir.select(is_subnormal, lookup(&self.sub_hi, m), lookup(&self.exp_hi, e));
        let normal_lo = ir.or(lookup(&self.exp_lo, e), ir.shl(m, splat(7 - f)));
        let lo = ir.select(is_subnormal, lookup(&self.sub_lo, m), normal_lo);
        let mut hi = ir.or(hi, ir.and(codes, splat(0x80)));
        let mut lo = lo;
        for &(code, bits) in &self.exceptions {
            let is = ir.eq(codes, splat(code));
            hi = ir.select(is, splat((bits >> 8) as u8), hi);
            lo = ir.select(is, splat(bits as u8), lo);
        }
        // Little-endian f32 bits: two zero bytes, then lo and hi.
        let pairs: Vec<i64> = (0..lanes as i64).flat_map(|i| [i, i + lanes as i64]).collect();
        let halves = shuffle(ir, lo, hi, &pairs, Type::vector(&[2 * BYTE_RULE_LANES], ir.int_type(8)));
        let zero = ir.val(arith::constant(ir.context, Attribute::parse(ir.context, &format!("dense<0> : vector<{}xi8>", 2 * lanes)).expect("zero bytes"), ir.location));
        let words: Vec<i64> = (0..lanes as i64).flat_map(|i| [0, 1, 2 * lanes as i64 + 2 * i, 2 * lanes as i64 + 2 * i + 1]).collect();
        let all = shuffle(ir, zero, halves, &words, Type::vector(&[4 * BYTE_RULE_LANES], ir.int_type(8)));
        ir.val(
            OperationBuilder::new("vector.bitcast", ir.location)
                .add_operands(&[all])
                .add_results(&[Type::vector(&[BYTE_RULE_LANES], ir.f32_type())])
                .build()
                .expect("valid vector.bitcast"),
        )
    }
}

/// The byte rule for widening `element` to `acc` (an FP8 operand into f32), where it applies.
pub fn byte_rule_for(element: Type, acc: Type) -> Option<ByteRule> {
    ByteRule::of(format_into_f32(element, acc)?)
}

/// The rule for widening `element` to `acc`, where both are what it covers (a narrow float
/// operand into f32).
pub fn rule_for(element: Type, acc: Type) -> Option<Rule> {
    Rule::of(format_into_f32(element, acc)?)
}

/// `element`'s format, when `acc` is f32 (the one accumulator either rule widens into).
fn format_into_f32(element: Type, acc: Type) -> Option<Format> {
    (crate::ir_numerics::format_of(acc)? == Format::F32).then_some(())?;
    crate::ir_numerics::format_of(element)
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

    /// The byte rule takes the E4M3 family, E4M3FN with its two NaN codes as the exceptions (the
    /// tables give 480 for 0x7F), the FNUZ ones with 0x80 (NaN where the sign would make -0);
    /// not E5M2 (32 exponent fields), FP6/FP4 (narrower than their byte), E8M0 or bf16.
    #[test]
    fn which_formats_take_the_byte_rule() {
        use super::ByteRule;
        let e4m3 = ByteRule::of(F8E4M3FN).expect("f8E4M3FN");
        assert_eq!(e4m3.exceptions.iter().map(|e| e.0).collect::<Vec<_>>(), [0x7F, 0xFF]);
        for f in [F8E4M3FNUZ, F8E4M3B11FNUZ] {
            let rule = ByteRule::of(f).unwrap_or_else(|| panic!("{f:?}"));
            assert_eq!(rule.exceptions.iter().map(|e| e.0).collect::<Vec<_>>(), [0x80], "{f:?}");
        }
        for f in [F8E5M2, F8E5M2FNUZ, F6E2M3FN, F6E3M2FN, F4E2M1FN, F8E8M0FNU, BF16] {
            assert!(ByteRule::of(f).is_none(), "{f:?}");
        }
    }

    /// The byte rule against decode for all 256 codes, as values (`ByteRule::of` checks bits
    /// against `convert`; this against `decode`), zeros with their sign.
    #[test]
    fn byte_rule_gives_every_value() {
        use super::ByteRule;
        for f in [F8E4M3FN, F8E4M3FNUZ, F8E4M3B11FNUZ] {
            let rule = ByteRule::of(f).expect("taken");
            for code in 0..=255u8 {
                let bits = match rule.exceptions.iter().find(|e| e.0 == code) {
                    Some(&(_, top)) => (top as u32) << 16,
                    None => rule.apply(code),
                };
                let (got, want) = (f32::from_bits(bits), lpf_numerics::decode(f, code as u64));
                assert!(got as f64 == want || (got.is_nan() && want.is_nan()), "{f:?} {code:#x}: {got} vs {want}");
                if want == 0.0 {
                    assert_eq!(got.is_sign_negative(), want.is_sign_negative(), "{f:?} {code:#x}");
                }
            }
        }
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
