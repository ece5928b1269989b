//! Exact values as SSA values, and the one rounding, generated from the numerics crate's format
//! table: the IR twin of `lpf_numerics::codec` (decode, `round_core`, the special codes), built
//! branch-free from selects so that LLVM can inline and vectorise it.
//!
//! Every constant that depends on a format's special rules (NaN, infinity, zero and overflow
//! codes, the largest magnitude) is asked of `lpf_numerics` itself by encoding a representative
//! value, so this module holds no second copy of those rules; only the rounding arithmetic on
//! (mantissa, exponent, sticky) is restated, step for step as `codec::round_core` does it
//! (stochastic modes included: the fraction's top N+1 bits and `Stochastic::rounds_away`'s
//! inequalities), and the conformance tests compare the two over every code and probe.

use crate::to_llvm::builders::ir::Ir;
use lpf_numerics::{encode_value_with, Format, Overflow, RoundWith, Rounding, Specials, Stochastic, StochasticMode, Value as Exact};
use melior::dialect::arith::CmpiPredicate::*;
use melior::ir::Value;

/// An exact value in SSA form. `mant`/`exp` are meaningful only when finite (they are
/// (1, 0) otherwise, so that no shift or count ever sees a zero mantissa). `sticky`: the
/// value is (mant + epsilon) * 2^exp, 0 < epsilon < 1, as `codec::Real`.
#[derive(Clone, Copy)]
pub struct IrValue<'c, 'a> {
    pub nan: Value<'c, 'a>,
    pub inf: Value<'c, 'a>,
    pub zero: Value<'c, 'a>,
    pub neg: Value<'c, 'a>,
    /// i64
    pub mant: Value<'c, 'a>,
    /// i64 (unbiased exponent of the mantissa's last bit)
    pub exp: Value<'c, 'a>,
    pub sticky: Value<'c, 'a>,
    /// Known at generation time: mant < 2^63 (every decoded value, every quotient), so the
    /// rounding can stay in 64-bit arithmetic (which vectorises); sums and products of 64-bit
    /// mantissas round on 128 bits.
    pub short: bool,
}

impl<'c, 'a> IrValue<'c, 'a> {
    /// A special (NaN, inf or zero) with the given flags.
    pub fn special(ir: &Ir<'c, 'a>, nan: bool, inf: bool, zero: bool, neg: Value<'c, 'a>) -> Self {
        IrValue {
            nan: ir.i1(nan),
            inf: ir.i1(inf),
            zero: ir.i1(zero),
            neg,
            mant: ir.i64(1),
            exp: ir.i64(0),
            sticky: ir.i1(false),
            short: true,
        }
    }

    /// Whether the value is finite and nonzero.
    pub fn finite(&self, ir: &Ir<'c, 'a>) -> Value<'c, 'a> {
        let special = ir.or(ir.or(self.nan, self.inf), self.zero);
        ir.not(special)
    }

    /// `c ? a : b`, field by field.
    pub fn select(ir: &Ir<'c, 'a>, c: Value<'c, 'a>, a: &Self, b: &Self) -> Self {
        IrValue {
            nan: ir.select(c, a.nan, b.nan),
            inf: ir.select(c, a.inf, b.inf),
            zero: ir.select(c, a.zero, b.zero),
            neg: ir.select(c, a.neg, b.neg),
            mant: ir.select(c, a.mant, b.mant),
            exp: ir.select(c, a.exp, b.exp),
            sticky: ir.select(c, a.sticky, b.sticky),
            short: a.short && b.short,
        }
    }
}

fn ones(n: u32) -> u64 {
    if n >= 64 {
        u64::MAX
    } else {
        (1u64 << n) - 1
    }
}

/// How an encode rounds: a deterministic mode, or a stochastic one with the value's random word
/// (an integer SSA value; only its low N bits are used).
#[derive(Clone, Copy)]
pub enum IrRound<'c, 'a> {
    Mode(Rounding),
    Random(Stochastic, Value<'c, 'a>),
}

impl IrRound<'_, '_> {
    /// The numerics crate's rounding for the sign-only outcomes (specials, overflow, underflow):
    /// they do not depend on the random word, so any word (0) asks the same question.
    fn numerics(self) -> RoundWith {
        match self {
            IrRound::Mode(rnd) => RoundWith::Mode(rnd),
            IrRound::Random(sr, _) => RoundWith::Random { sr, random: 0 },
        }
    }
}

/// The code `lpf_numerics` gives `v` (shifted down by TF32's padding: the logical code).
fn code_of(fmt: Format, v: Exact, how: impl Into<RoundWith>, ovf: Overflow) -> u64 {
    encode_value_with(fmt, v, how.into(), ovf) >> fmt.params().pad
}

/// A code that depends only on the sign: `neg ? f(true) : f(false)`, as one select of constants.
fn by_sign<'c, 'a>(ir: &Ir<'c, 'a>, neg: Value<'c, 'a>, f: impl Fn(bool) -> u64) -> Value<'c, 'a> {
    let (pos, negc) = (f(false), f(true));
    if pos == negc {
        return ir.u64(pos);
    }
    ir.select(neg, ir.u64(negc), ir.u64(pos))
}

/// The largest finite magnitude code (logical, without padding).
pub fn max_magnitude(fmt: Format) -> u64 {
    code_of(fmt, Exact::Inf { negative: false }, Rounding::ToNearestEven, Overflow::Saturate)
}

/// The logical NaN code for a sign (`+0` where the format has no NaN).
pub fn nan_code(fmt: Format, negative: bool) -> u64 {
    code_of(fmt, Exact::Nan { negative }, Rounding::ToNearestEven, Overflow::NanOrInf)
}

/// Decodes an i64 holding a code of `fmt` (the IR twin of `codec::decode_value`).
pub fn decode<'c, 'a>(ir: &Ir<'c, 'a>, fmt: Format, code: Value<'c, 'a>) -> IrValue<'c, 'a> {
    let p = fmt.params();
    let mag_bits = p.bits - p.signed as u32;
    let c = ir.and(ir.shr(code, ir.i64(p.pad as i64)), ir.u64(ones(p.bits)));
    let neg = if p.signed { ir.trunc(ir.shr(c, ir.i64(mag_bits as i64)), 1) } else { ir.i1(false) };
    let mag = ir.and(c, ir.u64(ones(mag_bits)));
    let e = ir.shr(mag, ir.i64(p.frac_bits as i64));
    let f = ir.and(mag, ir.u64(ones(p.frac_bits)));
    let f_zero = ir.eq(f, ir.i64(0));
    let e_zero = ir.eq(e, ir.i64(0));
    let no = ir.i1(false);

    // NaN and infinity, per the format's specials.
    let (nan, nan_neg, inf) = match p.specials {
        Specials::Ieee => {
            let top = ir.eq(e, ir.u64(ones(p.exp_bits)));
            (ir.and(top, ir.not(f_zero)), neg, ir.and(top, f_zero))
        }
        Specials::NanAllOnes => (ir.eq(mag, ir.u64(ones(mag_bits))), neg, no),
        Specials::NanNegZero => (ir.and(neg, ir.eq(mag, ir.i64(0))), no, no),
        Specials::E8M0 => (ir.eq(c, ir.u64(0xFF)), no, no),
        Specials::P3109 { extended } => {
            let nan = ir.eq(c, ir.u64(nan_code(fmt, false)));
            let inf = if extended { ir.eq(mag, ir.u64(max_magnitude(fmt) + 1)) } else { no };
            (nan, no, inf)
        }
        Specials::Finite { .. } => (no, no, no),
    };
    // Zeros (E8M0 has none: its exponent field 0 is 2^-127).
    let (zero, zero_neg) = if p.specials == Specials::E8M0 {
        (no, no)
    } else {
        let signed_zero = matches!(p.specials, Specials::Ieee | Specials::NanAllOnes | Specials::Finite { neg_zero: true });
        let zero = ir.and(ir.and(e_zero, f_zero), ir.not(nan));
        (zero, if signed_zero { neg } else { no })
    };
    // Finite: subnormal (e == 0) or normal; E8M0 is 1 * 2^(e - bias).
    let (mant, exp) = if p.specials == Specials::E8M0 {
        (ir.i64(1), ir.sub(e, ir.i64(p.bias as i64)))
    } else {
        let implicit = ir.or(f, ir.u64(1u64 << p.frac_bits));
        let mant = ir.select(e_zero, f, implicit);
        let e_eff = ir.select(e_zero, ir.i64(1), e);
        (mant, ir.sub(e_eff, ir.i64(p.bias as i64 + p.frac_bits as i64)))
    };
    let special = ir.or(ir.or(nan, inf), zero);
    let neg = ir.select(nan, nan_neg, ir.select(zero, zero_neg, neg));
    IrValue {
        nan,
        inf,
        zero,
        neg,
        mant: ir.select(special, ir.i64(1), mant),
        exp: ir.select(special, ir.i64(0), exp),
        sticky: no,
        short: true,
    }
}

/// Encodes an exact value into `fmt` with one rounding (the IR twin of `codec::encode_value` /
/// `encode_real`). Returns the storage code (TF32 padded into its f32 carrier) as an i64.
pub fn encode<'c, 'a>(ir: &Ir<'c, 'a>, fmt: Format, v: &IrValue<'c, 'a>, rnd: Rounding, ovf: Overflow) -> Value<'c, 'a> {
    encode_with(ir, fmt, v, IrRound::Mode(rnd), ovf)
}

/// `encode` by a deterministic or a stochastic rounding (`codec::encode_value_with`'s twin).
pub fn encode_with<'c, 'a>(ir: &Ir<'c, 'a>, fmt: Format, v: &IrValue<'c, 'a>, how: IrRound<'c, 'a>, ovf: Overflow) -> Value<'c, 'a> {
    let p = fmt.params();
    let neg = v.neg;
    let rnd = how.numerics();
    let code = |x: Exact, r: RoundWith| code_of(fmt, x, r, ovf);
    // Special inputs: whatever lpf_numerics gives them (sign-dependent only).
    let nan = by_sign(ir, neg, |n| code(Exact::Nan { negative: n }, rnd));
    let inf = by_sign(ir, neg, |n| code(Exact::Inf { negative: n }, rnd));
    let zero = by_sign(ir, neg, |n| code(Exact::Zero { negative: n }, rnd));
    // Finite outcomes that depend only on the sign: rounded to nothing (toward zero from a value
    // far below the grid), overflow (from a value far above it), negative into an unsigned format.
    let tiny = |n: bool| Exact::Finite { negative: n, mant: 1, exp: -100_000 };
    let huge = |n: bool| Exact::Finite { negative: n, mant: 1, exp: 100_000 };
    let underflow = by_sign(ir, neg, |n| code(tiny(n), Rounding::TowardZero.into()));
    let overflow = by_sign(ir, neg, |n| code(huge(n), rnd));

    let rounded = round_finite(ir, fmt, v, how);
    let sign = if p.signed { ir.shl(ir.zext(neg, 64), ir.i64(p.bits as i64 - 1)) } else { ir.i64(0) };
    let mut finite = ir.select(rounded.zero, underflow, ir.or(sign, rounded.magnitude));
    finite = ir.select(rounded.overflow, overflow, finite);
    if !p.signed {
        // Every negative finite value goes where -huge goes (NaN, or 0 for saturating P3109).
        let negative = by_sign(ir, neg, |n| if n { code(huge(true), rnd) } else { 0 });
        finite = ir.select(neg, negative, finite);
    }
    let mut out = ir.select(v.zero, zero, finite);
    out = ir.select(v.inf, inf, out);
    out = ir.select(v.nan, nan, out);
    if p.pad > 0 {
        out = ir.shl(out, ir.i64(p.pad as i64));
    }
    out
}

/// The outcome of rounding a finite nonzero magnitude: the magnitude code, or a flag.
struct Rounded<'c, 'a> {
    zero: Value<'c, 'a>,
    overflow: Value<'c, 'a>,
    magnitude: Value<'c, 'a>,
}

/// `codec::round_core` + `round_finite`, for the constant parameters of `fmt` and `how`.
fn round_finite<'c, 'a>(ir: &Ir<'c, 'a>, fmt: Format, v: &IrValue<'c, 'a>, how: IrRound<'c, 'a>) -> Rounded<'c, 'a> {
    let p = fmt.params();
    let frac = p.frac_bits as i64;
    let emin = if p.specials == Specials::E8M0 { -(p.bias as i64) } else { 1 - p.bias as i64 };
    let (mant, exp, sticky, neg) = (v.mant, v.exp, v.sticky, v.neg);

    let top = ir.sub(ir.add(exp, ir.i64(63)), ir.ctlz(mant));
    let e = ir.max_signed(top, ir.i64(emin));
    let lsb = ir.sub(e, ir.i64(frac));
    let shift = ir.sub(lsb, exp);
    // Case A, shift <= 0: exact, q = mant << -shift (at most frac bits, so below 64).
    let left = ir.min_signed(ir.max_signed(ir.sub(ir.i64(0), shift), ir.i64(0)), ir.i64(63));
    let q_a = ir.shl(mant, left);
    // Case C, 1 <= shift <= 64, on 128 bits; case B (shift > 64) keeps nothing and is inexact.
    // A short mantissa (< 2^63) is below half of any place 64 or more bits above it, so 64-bit
    // arithmetic with case B from shift 64 on gives the same outcome.
    let (bits, last_c) = if v.short { (64, 63) } else { (128, 64) };
    let right = ir.resize(ir.min_signed(ir.max_signed(shift, ir.i64(1)), ir.i64(last_c)), bits);
    let m = ir.resize(mant, bits);
    let one = ir.int(bits, 1);
    let rem = ir.and(m, ir.sub(ir.shl(one, right), one));
    let half = ir.shl(one, ir.sub(right, one));
    let q_c = ir.resize(ir.shr(m, right), 64);
    let in_a = ir.cmp(Sle, shift, ir.i64(0));
    let in_b = ir.cmp(Sgt, shift, ir.i64(last_c));
    let rem_gt = ir.cmp(Ugt, rem, half);
    let rem_eq = ir.eq(rem, half);
    let above_c = ir.or(rem_gt, ir.and(rem_eq, sticky));
    let tie_c = ir.and(rem_eq, ir.not(sticky));
    let inexact_c = ir.or(ir.ne(rem, ir.int(bits, 0)), sticky);
    let no = ir.i1(false);
    let in_ab = ir.or(in_a, in_b);
    let above = ir.select(in_ab, no, above_c);
    let tie = ir.select(in_ab, no, tie_c);
    let inexact = ir.select(in_a, sticky, ir.select(in_b, ir.i1(true), inexact_c));
    let q = ir.select(in_a, q_a, ir.select(in_b, ir.i64(0), q_c));

    let q_odd = ir.trunc(q, 1);
    let rnd = match how {
        IrRound::Mode(rnd) => rnd,
        IrRound::Random(sr, word) => {
            // The bits below the last place: rem (case C) or the whole mantissa (case B), shift of them.
            let below_last = ir.select(in_b, ir.resize(mant, 128), ir.resize(rem, 128));
            let up = stochastic_up(ir, sr, word, below_last, shift, sticky);
            return finish(ir, fmt, ir.add(q, ir.zext(ir.and(inexact, up), 64)), e);
        }
    };
    let up = match rnd {
        Rounding::ToNearestEven if p.specials == Specials::E8M0 => {
            let low = ir.cmp(Sle, top, ir.i64(emin));
            ir.or(ir.or(above, tie), ir.and(inexact, low))
        }
        Rounding::ToNearestEven if p.frac_bits == 0 => {
            // No fraction bits: "even" is the biased exponent's last bit (q = 1), else q's.
            let e_odd = ir.trunc(ir.add(e, ir.i64(p.bias as i64)), 1);
            let q_nonzero = ir.ne(q, ir.i64(0));
            let odd = ir.select(q_nonzero, e_odd, q_odd);
            ir.or(above, ir.and(tie, odd))
        }
        Rounding::ToNearestEven => ir.or(above, ir.and(tie, q_odd)),
        Rounding::ToNearestAway => ir.or(above, tie),
        Rounding::TowardZero | Rounding::ToOdd => no,
        Rounding::Upward => ir.and(inexact, ir.not(neg)),
        Rounding::Downward => ir.and(inexact, neg),
    };
    let mut q = ir.add(q, ir.zext(up, 64));
    if rnd == Rounding::ToOdd {
        q = ir.or(q, ir.zext(inexact, 64));
    }
    finish(ir, fmt, q, e)
}

/// `Stochastic::rounds_away` on SSA values: `below_last` holds the `shift` bits of the fraction
/// below the last place (then `sticky`); its top N+1 bits decide against the random word.
fn stochastic_up<'c, 'a>(
    ir: &Ir<'c, 'a>,
    sr: Stochastic,
    word: Value<'c, 'a>,
    below_last: Value<'c, 'a>,
    shift: Value<'c, 'a>,
    sticky: Value<'c, 'a>,
) -> Value<'c, 'a> {
    let n = sr.bits();
    let want = n as i64 + 1;
    let clamp = |x: Value<'c, 'a>| ir.resize(ir.min_signed(ir.max_signed(x, ir.i64(0)), ir.i64(127)), 128);
    // shift >= N+1: the top N+1 of the shift bits, the rest lost; else all of them, moved up.
    let d = ir.sub(shift, ir.i64(want));
    let (down, up_by) = (clamp(d), clamp(ir.sub(ir.i64(0), d)));
    let one = ir.int(128, 1);
    let lost = ir.ne(ir.and(below_last, ir.sub(ir.shl(one, down), one)), ir.int(128, 0));
    let enough = ir.cmp(Sge, d, ir.i64(0));
    let top = ir.resize(ir.select(enough, ir.shr(below_last, down), ir.shl(below_last, up_by)), 64);
    let below = ir.or(ir.and(enough, lost), sticky);
    let r = ir.and(ir.resize(word, 64), ir.u64((1u64 << n) - 1));
    let floor_n = ir.shr(top, ir.i64(1));
    let one_n = ir.u64(1u64 << n);
    match sr.mode {
        StochasticMode::Stochastic | StochasticMode::StochasticOdd => {
            // delta * 2^N to the nearest integer, ties to even (resp. odd).
            let floor_odd = ir.trunc(floor_n, 1);
            let tie_up = if sr.mode == StochasticMode::Stochastic { floor_odd } else { ir.not(floor_odd) };
            let increment = ir.and(ir.trunc(top, 1), ir.or(below, tie_up));
            let rounded = ir.add(floor_n, ir.zext(increment, 64));
            ir.cmp(Uge, ir.add(rounded, r), one_n)
        }
        StochasticMode::StochasticFast => {
            let lhs = ir.add(ir.add(top, ir.shl(r, ir.i64(1))), ir.i64(1));
            ir.cmp(Uge, lhs, ir.u64(1u64 << (n + 1)))
        }
        StochasticMode::StochasticFastest => ir.cmp(Uge, ir.add(floor_n, r), one_n),
    }
}

/// A rounded significand q at exponent e into the format's magnitude code and flags (the
/// carry, the subnormal/normal split and the overflow check of `codec::round_finite`).
fn finish<'c, 'a>(ir: &Ir<'c, 'a>, fmt: Format, q: Value<'c, 'a>, e: Value<'c, 'a>) -> Rounded<'c, 'a> {
    let p = fmt.params();
    let frac = p.frac_bits as i64;
    // Carry past the top of the significand: one binade up.
    let carry = ir.ne(ir.shr(q, ir.i64(frac + 1)), ir.i64(0));
    let q = ir.select(carry, ir.shr(q, ir.i64(1)), q);
    let e = ir.add(e, ir.zext(carry, 64));

    let implicit = 1u64 << p.frac_bits;
    let subnormal = ir.cmp(Ult, q, ir.u64(implicit));
    let biased = ir.add(e, ir.i64(p.bias as i64));
    let exp_overflow = ir.cmp(Sgt, biased, ir.u64(ones(p.exp_bits)));
    let normal = ir.or(ir.shl(biased, ir.i64(frac)), ir.sub(q, ir.u64(implicit)));
    let magnitude = ir.select(subnormal, q, normal);
    let too_big = ir.cmp(Ugt, magnitude, ir.u64(max_magnitude(fmt)));
    let overflow = ir.or(ir.and(ir.not(subnormal), exp_overflow), too_big);
    Rounded { zero: ir.eq(q, ir.i64(0)), overflow, magnitude }
}
