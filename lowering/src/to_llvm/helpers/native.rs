//! Helper bodies that LLVM's own instructions compute exactly, so that they vectorise and stay
//! small where the generic decode-round-encode body (about ninety operations) does not:
//!
//! - f16 and bf16 `+ - * /` rounded to nearest even, computed in f32 and rounded once more into
//!   the format. Both operands widen to f32 exactly; f32's IEEE operation rounds the exact result
//!   to 24 bits, and rounding that to p bits is the same as rounding the exact result to p bits
//!   whenever 24 >= 2p + 2 (double rounding is innocuous for +, -, *, / then; p = 11 for f16, 8
//!   for bf16), and f32's exponent range covers both formats' (bf16's is f32's own, so its
//!   subnormals are f32 subnormals; f16's are f32 normals). A NaN result is replaced by the one
//!   NaN the numerics crate gives (it drops payloads and signs), asked at generation time.
//! - negation of a format of at most 16 bits that is a flip of the sign bit for every code but
//!   NaNs (checked for every code against the numerics crate), with its NaN result selected.

use crate::to_llvm::builders::ir::Ir;
use lpf_numerics::kernels::BinaryOp;
use lpf_numerics::{Format, Rounding};
use melior::dialect::arith;
use melior::ir::{Type, Value};

/// Whether [`binary_through_f32`] computes `op` in `fmt` with `rnd` exactly.
pub fn binary_is_native(fmt: Format, rnd: Rounding) -> bool {
    let p = fmt.params().frac_bits + 1;
    matches!(fmt, Format::F16 | Format::BF16) && rnd == Rounding::ToNearestEven && 24 >= 2 * p + 2
}

/// The NaN code `op` gives in `fmt` (a NaN operand's result; the numerics crate's only NaN).
pub fn nan_result(op: BinaryOp, fmt: Format, rnd: Rounding) -> u64 {
    let nan = lpf_numerics::encode_value(fmt, lpf_numerics::Value::Nan { negative: false }, rnd, fmt.default_overflow());
    lpf_numerics::kernels::elementwise::binary(op, fmt, nan, nan, rnd).expect("a NaN operand is a valid code")
}

/// `a op b` on 16-bit codes of f16 or bf16, widened to f32, computed there, and narrowed by
/// `narrow` (f32 bits in, the format's code out, round to nearest even with the format's default
/// overflow); NaN results become `nan`.
pub fn binary_through_f32<'c, 'a>(
    ir: &Ir<'c, 'a>,
    op: BinaryOp,
    fmt: Format,
    nan: u64,
    a: Value<'c, 'a>,
    b: Value<'c, 'a>,
    narrow: &dyn Fn(Value<'c, 'a>) -> Value<'c, 'a>,
) -> Value<'c, 'a> {
    let f32t = ir.f32_type();
    let widen = |code: Value<'c, 'a>| -> Value<'c, 'a> {
        let code = ir.resize(code, 16);
        match fmt {
            // bf16 is the top half of f32.
            Format::BF16 => ir.bitcast(ir.shl(ir.zext(code, 32), ir.i32(16)), f32t),
            _ => ir.val(arith::extf(ir.bitcast(code, Type::float16(ir.context)), f32t, ir.location)),
        }
    };
    let (x, y) = (widen(a), widen(b));
    let l = ir.location;
    let r = ir.val(match op {
        BinaryOp::Add => arith::addf(x, y, l),
        BinaryOp::Sub => arith::subf(x, y, l),
        BinaryOp::Mul => arith::mulf(x, y, l),
        BinaryOp::Div => arith::divf(x, y, l),
    });
    let is_nan = ir.val(arith::cmpf(ir.context, arith::CmpfPredicate::Uno, r, r, l));
    let narrowed = ir.resize(narrow(ir.bitcast(r, ir.int_type(32))), 16);
    ir.select(is_nan, ir.int(16, nan as i64), narrowed)
}

/// For a format of at most 16 bits whose negation flips the sign bit of every non-NaN code:
/// that bit and the NaN result of each sign (`[positive, negative]`).
pub fn negation_flip(fmt: Format) -> Option<(u64, [u64; 2])> {
    let p = fmt.params();
    if p.bits > 16 || !p.signed {
        return None;
    }
    let sign = 1u64 << (p.bits - 1 + p.pad);
    let mut nan: [Option<u64>; 2] = [None, None];
    for c in (0..1u64 << p.bits).map(|c| c << p.pad) {
        let r = lpf_numerics::kernels::elementwise::negate(fmt, c).ok()?;
        if lpf_numerics::decode(fmt, c).is_nan() {
            let s = (c & sign != 0) as usize;
            if *nan[s].get_or_insert(r) != r {
                return None;
            }
        } else if r != c ^ sign {
            return None;
        }
    }
    Some((sign, [nan[0].unwrap_or(0), nan[1].unwrap_or(0)]))
}

#[cfg(test)]
mod tests {
    use super::*;
    use lpf_numerics::SfWidth;

    #[test]
    fn only_formats_narrow_enough_for_f32_double_rounding() {
        assert!(binary_is_native(Format::F16, Rounding::ToNearestEven));
        assert!(binary_is_native(Format::BF16, Rounding::ToNearestEven));
        // Directed modes are not preserved by a second rounding.
        assert!(!binary_is_native(Format::BF16, Rounding::TowardZero));
        assert!(!binary_is_native(Format::F32, Rounding::ToNearestEven));
    }

    #[test]
    fn nan_results_are_the_numerics_crates() {
        assert_eq!(nan_result(BinaryOp::Add, Format::BF16, Rounding::ToNearestEven), 0x7FC0);
        assert_eq!(nan_result(BinaryOp::Div, Format::F16, Rounding::ToNearestEven), 0x7E00);
    }

    #[test]
    fn negation_is_a_sign_flip_for_ieee_formats_not_for_sfx() {
        let (sign, _) = negation_flip(Format::BF16).expect("bf16");
        assert_eq!(sign, 0x8000);
        assert!(negation_flip(Format::Gf16).is_some());
        // Formats without arithmetic (FP8 is storage only) have no negation to replace.
        assert!(negation_flip(Format::F8E4M3FN).is_none());
        // SFx has no -0: negating +0 gives +0, not the sign-flipped code.
        assert!(negation_flip(Format::Sf(SfWidth::new(8).expect("width"))).is_none());
    }
}
