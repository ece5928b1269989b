//! `lpf-stablehlo-elementwise`: constants, `lpf.add/sub/mul/div/neg`, `lpf.relu`,
//! `lpf.leaky_relu` and `lpf.cmp`.
//!
//! Arithmetic is done in f64 on exactly decoded operands and rounded once into the operand
//! format by the integer emulation ([`super::codec`]), never in XLA's own f32/bf16 arithmetic:
//! XLA CPU flushes subnormals (FTZ/DAZ, measured), which the contract forbids. The f64 step is
//! exact or harmless:
//! - mul: the product of two operands of at most 24 significant bits is exact in f64;
//! - div: a quotient of p-bit numbers (p <= 24) that is not on the p-bit grid or its midpoints
//!   lies more than 2^-48 (relative) from each, so rounding it to f64 cannot reach or cross one:
//!   every rounding mode then rounds the f64 quotient as it would the exact one;
//! - add/sub: exact in f64 for f16 and SFx (their whole range spans fewer than 53 bits); for
//!   bf16, tf32, f32 and gf16 the f64 sum is correctly rounded and rounding it again to nearest
//!   even is innocuous (53 >= 2p + 2); a directed or ties-away rounding also needs the side of
//!   the exact sum the f64 sum fell on, which TwoSum gives exactly ([`two_sum`]);
//! - f64 operands: XLA's f64 arithmetic flushes f64 subnormals and there is no wider carrier, so
//!   f64 arithmetic is E0915.
//!
//! Comparisons are exact integer comparisons of the decoded f64 bit patterns (XLA's float
//! compare would see flushed subnormals as zero).

use crate::hlo_ops::{HloOp, ComparisonDirection as Dir};
use lpf_dialect::error::LpfError;
use super::carrier::{load_code, load_f64_bits, store_code};
use super::codec::{encode_f64_stochastic, encode_f64_sticky, fits_f64};
use super::text::{Body, Ty, V};
use super::install::{carrier_ty, helper_name, replace_with_call};
use super::{lower_each, names_of, operand, result_type, Step};
use crate::ir_numerics::{self, int_value, Element, SplatReading};
use crate::pass::lpf_pass;
use lpf_dialect::attrs::{self, CmpPredicate};
use lpf_dialect::ops::{Binary, LpfOp};
use lpf_numerics::{Format, Rounding};
use melior::ir::operation::OperationLike;
use melior::ir::{OperationRef, ValueLike};
use melior::pass::ExternalPass;

lpf_pass!(
    "lpf-stablehlo-elementwise",
    "LpfStablehloElementwise",
    "Lower lpf constants, add/sub/mul/div/neg and cmp to StableHLO (exact f64 arithmetic, emulated rounding)",
    run,
    [lpf_stablehlo::stablehlo_handle()]
);

/// What this step collects: its lpf ops ([`super::step_of`]) and `arith.constant`.
fn ops() -> Vec<&'static str> {
    let mut names = names_of(Step::Elementwise);
    names.push("arith.constant");
    names
}

fn run(root: OperationRef, pass: ExternalPass) {
    let _target = super::target::Scope::enter(root);
    lower_each(root, pass, &ops(), lower);
}

/// The pass\'s work without a pass (for `lower-to-stablehlo`); false after located errors.
pub(crate) fn apply(root: OperationRef) -> bool {
    let _target = super::target::Scope::enter(root);
    super::lower_all(root, &ops(), lower)
}

fn lower<'c>(op: OperationRef<'c, '_>) -> Result<(), LpfError<'c>> {
    let Some(kind) = LpfOp::of(&op) else {
        let name = op.name().as_string_ref().as_str().unwrap_or("").to_string();
        return if name == "arith.constant" { lower_constant(op) } else { Err(LpfError::new(format!("'{name}' is not an elementwise op"))) };
    };
    match kind {
        LpfOp::Constant => lower_constant(op),
        LpfOp::Cmp => lower_cmp(op),
        LpfOp::Neg => lower_arith(op, Arith::Neg),
        LpfOp::Relu => lower_activation(op, false),
        LpfOp::LeakyRelu => lower_activation(op, true),
        LpfOp::Binary(Binary::Add) => lower_arith(op, Arith::Add),
        LpfOp::Binary(Binary::Sub) => lower_arith(op, Arith::Subtract),
        LpfOp::Binary(Binary::Mul) => lower_arith(op, Arith::Multiply),
        LpfOp::Binary(Binary::Div) => lower_arith(op, Arith::Divide),
        // The exit's other steps lower these (to_stablehlo/mod.rs).
        LpfOp::Convert | LpfOp::Dot | LpfOp::Conv | LpfOp::ReduceSum | LpfOp::ScaledDot | LpfOp::QuantizeBlock | LpfOp::DequantizeBlock => {
            Err(LpfError::new(format!("'{kind}' is not an elementwise op")))
        }
    }
}

/// Names the helper after its body and calls it.
fn call<'c>(op: OperationRef<'c, '_>, kind: &str, b: &Body, results: &[V], args: &[Ty]) -> Result<(), LpfError<'c>> {
    let body = b.finish("NAME", results);
    let name = helper_name(kind, &body);
    let text = body.replacen("@NAME(", &format!("@{name}("), 1);
    let operands = (0..op.operand_count()).map(|i| operand(op, i)).collect::<Result<Vec<_>, _>>()?;
    let result_tys: Vec<Ty> = results.iter().map(|v| b.ty(*v).clone()).collect();
    replace_with_call(op, &name, &text, &operands, args, &result_tys)
}

fn lower_constant<'c>(op: OperationRef<'c, '_>) -> Result<(), LpfError<'c>> {
    // A splat is read as its one code and stays one literal, whatever its size.
    let value = ir_numerics::constant_read(&op, SplatReading::Compact)?.ok_or("not a constant")?;
    let ty = carrier_ty(result_type(op)?)?;
    let literals: Vec<String> = match value.info.element {
        Element::Float(format) if format.storage_bits() > 64 => return Err(LpfError::new(format!("{format} has no carrier"))),
        // Float carriers take each element's bit pattern as a hex literal (tf32: its f32 bits).
        Element::Float(format) if format_is_float_carrier(format) => {
            value.codes.iter().map(|c| format!("0x{c:X}")).collect()
        }
        Element::Float(_) => value.codes.iter().map(|c| c.to_string()).collect(),
        Element::Int(t) if t.bits == 1 => value.codes.iter().map(|c| if *c != 0 { "true" } else { "false" }.to_string()).collect(),
        Element::Int(t) => value.codes.iter().map(|c| int_value(t, *c).to_string()).collect(),
    };
    let literal = if literals.len() == 1 { literals[0].clone() } else { format!("[{}]", literals.join(", ")) };
    // The nesting of a dense literal must follow the shape; a flat list is accepted only for
    // rank 1, so reshape a flat constant for other ranks.
    let mut b = Body::new();
    let v = if ty.shape.len() <= 1 || literals.len() == 1 {
        b.splat(&literal, &ty)
    } else {
        let flat = b.splat(&literal, &Ty::new(&[ty.count()], &ty.element));
        b.op(HloOp::Reshape, &[flat], "", &ty)
    };
    call(op, "constant", &b, &[v], &[])
}

fn format_is_float_carrier(format: Format) -> bool {
    super::carrier::native(format).is_some()
}

/// The one format of an elementwise op's operands.
fn operand_format<'c>(op: OperationRef<'c, '_>) -> Result<Format, LpfError<'c>> {
    let ty = operand(op, 0)?.r#type();
    super::value_format(ty).ok_or_else(|| LpfError::new(format!("operand type {ty} is not a number format")))
}

/// The arithmetic of an elementwise lpf op, computed on exact f64 values.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Arith {
    Neg,
    Add,
    Subtract,
    Multiply,
    Divide,
}

impl Arith {
    /// The helper's name prefix (`__lpf_add_...`).
    fn kind(self) -> &'static str {
        match self {
            Arith::Neg => "neg",
            Arith::Add => "add",
            Arith::Subtract => "subtract",
            Arith::Multiply => "multiply",
            Arith::Divide => "divide",
        }
    }

    /// The f64 op (a negation flips the sign bit instead, exactly).
    fn hlo(self) -> HloOp {
        match self {
            Arith::Neg => HloOp::Negate,
            Arith::Add => HloOp::Add,
            Arith::Subtract => HloOp::Subtract,
            Arith::Multiply => HloOp::Multiply,
            Arith::Divide => HloOp::Divide,
        }
    }

    fn is_sum(self) -> bool {
        matches!(self, Arith::Add | Arith::Subtract)
    }
}

fn lower_arith<'c>(op: OperationRef<'c, '_>, arith: Arith) -> Result<(), LpfError<'c>> {
    if let Some((mode, bits)) = attrs::stochastic(&op)? {
        let format = operand_format(op)?;
        if !exact_in_f64_stochastic(format, arith) {
            // Refused before anything reads `rounding`: never a nearest rounding in its place.
            return Err(LpfError::new(format!(
                "rounding({mode}) random_bits({bits}): stochastic rounding of this {format} operation is not lowered to \
                 StableHLO (only sums of f16 and SFx and products of formats of at most 26 significant bits are exact \
                 in f64); run it with --backend ref or --backend llvm"
            )));
        }
        return lower_arith_stochastic(op, arith, format, ir_numerics::stochastic(mode, bits)?);
    }
    let format = operand_format(op)?;
    let rounding = if arith == Arith::Neg { Rounding::ToNearestEven } else { ir_numerics::rounding(attrs::rounding(&op)?) };
    exact_in_f64(format, rounding)?;
    let ty = carrier_ty(operand(op, 0)?.r#type())?;
    let mut b = Body::new();
    let args: Vec<V> = (0..op.operand_count()).map(|_| b.arg(&ty)).collect();
    let bits: Vec<V> = args.iter().map(|a| load_f64_bits(&mut b, *a, format)).collect();
    let mut direction = None;
    let exact = if arith == Arith::Neg {
        let sign = b.i64c(i64::MIN, bits[0]);
        b.bin(HloOp::Xor, bits[0], sign)
    } else if arith.is_sum() && rounding != Rounding::ToNearestEven && !exact_sum(format) {
        let (sum, dir) = two_sum(&mut b, bits[0], bits[1], arith == Arith::Subtract);
        direction = Some(dir);
        zero_sum_sign(&mut b, sum, bits[0], bits[1], arith == Arith::Subtract, rounding == Rounding::Downward)
    } else {
        let x = b.bitcast(bits[0], "f64");
        let y = b.bitcast(bits[1], "f64");
        let r = b.bin(arith.hlo(), x, y);
        let r = b.bitcast(r, "i64");
        if arith.is_sum() {
            zero_sum_sign(&mut b, r, bits[0], bits[1], arith == Arith::Subtract, rounding == Rounding::Downward)
        } else {
            r
        }
    };
    let code = encode_f64_sticky(&mut b, exact, direction, format, rounding, format.default_overflow());
    let result = store_code(&mut b, code, format);
    let arg_tys = vec![ty; args.len()];
    call(op, arith.kind(), &b, &[result], &arg_tys)
}

/// `lpf.relu` (a negative element, -0 included, becomes +0) and `lpf.leaky_relu` (a negative
/// element becomes x * 2^-7, rounded once; -inf stays): integer work on the decoded f64 bits, so XLA's
/// flushing never sees a subnormal. A NaN keeps its bits whatever its sign. The scaling is a
/// subtraction of 7 from the f64 exponent field: every operand format that reaches here fits
/// the f64 normal range with far more than 7 binades to spare, so the scaled value is exact,
/// and the encoder rounds it once in the op's rounding mode (-0 stays -0 where the format has
/// it, as the encoder makes of -0).
fn lower_activation<'c>(op: OperationRef<'c, '_>, leaky: bool) -> Result<(), LpfError<'c>> {
    let format = operand_format(op)?;
    let rounding = if leaky { ir_numerics::rounding(attrs::rounding(&op)?) } else { Rounding::ToNearestEven };
    exact_in_f64(format, rounding)?;
    let ty = carrier_ty(operand(op, 0)?.r#type())?;
    let mut b = Body::new();
    let arg = b.arg(&ty);
    let bits = load_f64_bits(&mut b, arg, format);
    let zero = b.i64c(0, bits);
    let magnitude_mask = b.i64c(i64::MAX, bits);
    let magnitude = b.bin(HloOp::And, bits, magnitude_mask);
    let inf = b.i64c(0x7FF0_0000_0000_0000, bits);
    let nan = b.cmp(Dir::Gt, magnitude, inf);
    let signed = b.cmp(Dir::Lt, bits, zero);
    let not_nan = b.unary(HloOp::Not, nan);
    let negative = b.bin(HloOp::And, signed, not_nan);
    let exact = if leaky {
        // -0 and -inf stay; other negative values lose 7 from their exponent field.
        let nonzero = b.cmp(Dir::Ne, magnitude, zero);
        let finite = b.cmp(Dir::Lt, magnitude, inf);
        let ordinary = b.bin(HloOp::And, nonzero, finite);
        let scale = b.bin(HloOp::And, negative, ordinary);
        let seven = b.i64c(7 << 52, bits);
        let scaled = b.bin(HloOp::Subtract, bits, seven);
        b.select(scale, scaled, bits)
    } else {
        b.select(negative, zero, bits)
    };
    let code = encode_f64_sticky(&mut b, exact, None, format, rounding, format.default_overflow());
    let result = store_code(&mut b, code, format);
    call(op, if leaky { "leaky_relu" } else { "relu" }, &b, &[result], &[ty])
}

/// IEEE 754's sign of an exact zero sum, set from the operands rather than taken from XLA's
/// add: XLA's algebraic simplifier rewrites x + 0.0 to x (a -0 x then stays -0, where IEEE gives
/// +0; found by the differential fuzzer with an `arith.constant dense<0.0>` operand). A zero sum
/// is -0 when rounding downward unless both addends are +0, and +0 in the other modes unless
/// both are -0 (for x - y: y's sign flipped).
fn zero_sum_sign(b: &mut Body, sum: V, x: V, y: V, subtract: bool, downward: bool) -> V {
    let magnitude_mask = b.i64c(i64::MAX, sum);
    let magnitude = b.bin(HloOp::And, sum, magnitude_mask);
    let zero = b.i64c(0, sum);
    let is_zero = b.cmp(Dir::Eq, magnitude, zero);
    // The zero both addends must be for the sum to keep that zero's sign.
    let (kept, other) = if downward { (0, i64::MIN) } else { (i64::MIN, 0) };
    let x_kept = b.i64c(kept, sum);
    let x_is = b.cmp(Dir::Eq, x, x_kept);
    let y_kept = b.i64c(if subtract { other } else { kept }, sum);
    let y_is = b.cmp(Dir::Eq, y, y_kept);
    let both = b.bin(HloOp::And, x_is, y_is);
    let otherwise = b.i64c(other, sum);
    let signed = b.select(both, x_kept, otherwise);
    b.select(is_zero, signed, sum)
}

/// f16 and SFx sums are exact in f64 (their whole range spans fewer than 53 bits).
fn exact_sum(format: Format) -> bool {
    matches!(format, Format::F16 | Format::Sf(_))
}

/// Knuth's TwoSum in f64: the rounded sum s of x and y (or x - y) and the sign of the exact
/// error e = (x + y) - s relative to s: +1 where |x + y| > |s|, -1 where smaller, 0 where s is
/// exact. e is exact too (no overflow: the operands are f32-range values) and |e| is at most
/// half an ulp of s, which is what [`encode_f64_sticky`] needs. XLA does not reassociate float
/// arithmetic (no fast-math on the CPU by default), so the six operations run as written; the
/// conformance test checks the result bit for bit.
fn two_sum(b: &mut Body, x_bits: V, y_bits: V, subtract: bool) -> (V, V) {
    let x = b.bitcast(x_bits, "f64");
    let y = b.bitcast(y_bits, "f64");
    let y = if subtract { b.unary(HloOp::Negate, y) } else { y };
    let s = b.bin(HloOp::Add, x, y);
    let bb = b.bin(HloOp::Subtract, s, x);
    let s_bb = b.bin(HloOp::Subtract, s, bb);
    let x_err = b.bin(HloOp::Subtract, x, s_bb);
    let y_err = b.bin(HloOp::Subtract, y, bb);
    let err = b.bin(HloOp::Add, x_err, y_err);
    let s_bits = b.bitcast(s, "i64");
    let e_bits = b.bitcast(err, "i64");
    // Only a finite nonzero error counts (inf/NaN sums have a NaN "error").
    let abs_mask = b.i64c(i64::MAX, e_bits);
    let e_abs = b.bin(HloOp::And, e_bits, abs_mask);
    let zero = b.i64c(0, e_bits);
    let inf = b.i64c(0x7FF0_0000_0000_0000, e_bits);
    let e_nonzero = b.cmp(Dir::Ne, e_abs, zero);
    let e_finite = b.cmp(Dir::Lt, e_abs, inf);
    let counts = b.bin(HloOp::And, e_nonzero, e_finite);
    let s_neg = b.cmp(Dir::Lt, s_bits, zero);
    let e_neg = b.cmp(Dir::Lt, e_bits, zero);
    let same = b.cmp(Dir::Eq, s_neg, e_neg);
    let one = b.i64c(1, e_bits);
    let minus = b.i64c(-1, e_bits);
    let dir = b.select(same, one, minus);
    let dir = b.select(counts, dir, zero);
    (s_bits, dir)
}

/// Whether the f64 route rounds an op on `format` exactly as the oracle (see the module notes).
fn exact_in_f64<'c>(format: Format, rounding: Rounding) -> Result<(), LpfError<'c>> {
    if format == Format::F64 {
        return Err(LpfError::new(format!("f64 arithmetic: {} flushes f64 subnormals and no wider exact carrier exists", super::target::compiler_name())));
    }
    if !fits_f64(format) {
        return Err(LpfError::new(format!("{format} has values outside the f64 normal range")));
    }
    let _ = rounding; // every mode of add/sub/mul/div is exact below (TwoSum for sums)
    Ok(())
}

/// Whether the f64 result of `arith` on two values of `format` is the exact result, so that a
/// stochastic rounding (which reads N+1 bits below the last place and a sticky bit) can be
/// decided from its bits: sums where `exact_sum` says so, products of at most 2 x 26 bits.
/// Quotients and other sums are inexact in f64 and keep E0915.
fn exact_in_f64_stochastic(format: Format, arith: Arith) -> bool {
    if format == Format::F64 || !fits_f64(format) {
        return false;
    }
    match arith {
        Arith::Add | Arith::Subtract => exact_sum(format),
        Arith::Multiply => format.params().frac_bits <= 25,
        Arith::Neg | Arith::Divide => false,
    }
}

/// Stochastic add/sub/mul where f64 computes the exact result: the operands' exact f64 bits,
/// the f64 op (exact here; XLA CPU's flushing cannot bite, every value being an f64 normal), then
/// the integer encoder's stochastic decision with each element's word (a third argument).
fn lower_arith_stochastic<'c>(op: OperationRef<'c, '_>, arith: Arith, format: Format, sr: lpf_numerics::Stochastic) -> Result<(), LpfError<'c>> {
    let ty = carrier_ty(operand(op, 0)?.r#type())?;
    let word_ty = ty.with("i32");
    let mut b = Body::new();
    let (x, y, w) = (b.arg(&ty), b.arg(&ty), b.arg(&word_ty));
    let (x_bits, y_bits) = (load_f64_bits(&mut b, x, format), load_f64_bits(&mut b, y, format));
    let (xf, yf) = (b.bitcast(x_bits, "f64"), b.bitcast(y_bits, "f64"));
    let exact = b.bin(arith.hlo(), xf, yf);
    let mut exact = b.bitcast(exact, "i64");
    if arith != Arith::Multiply {
        exact = zero_sum_sign(&mut b, exact, x_bits, y_bits, arith == Arith::Subtract, false);
    }
    let word = b.convert(w, "i64");
    let code = encode_f64_stochastic(&mut b, exact, word, format, sr, format.default_overflow());
    let result = store_code(&mut b, code, format);
    call(op, &format!("{}_stochastic", arith.kind()), &b, &[result], &[ty.clone(), ty, word_ty])
}

fn lower_cmp<'c>(op: OperationRef<'c, '_>) -> Result<(), LpfError<'c>> {
    let format = operand_format(op)?;
    if !fits_f64(format) {
        return Err(LpfError::new(format!("{format} has values outside the f64 normal range")));
    }
    let predicate = attrs::predicate(&op)?;
    let ty = carrier_ty(operand(op, 0)?.r#type())?;
    let mut b = Body::new();
    let x = b.arg(&ty);
    let y = b.arg(&ty);
    let kx = order_key(&mut b, x, format);
    let ky = order_key(&mut b, y, format);
    let (key_x, nan_x) = kx;
    let (key_y, nan_y) = ky;
    let unordered = b.bin(HloOp::Or, nan_x, nan_y);
    let ordered = b.unary(HloOp::Not, unordered);
    let rel = |b: &mut Body, dir: Dir| b.cmp(dir, key_x, key_y);
    use CmpPredicate::*;
    let r = match predicate {
        False => b.cmp(Dir::Ne, key_x, key_x),
        True => b.cmp(Dir::Eq, key_x, key_x),
        Ord => ordered,
        Uno => unordered,
        Oeq | Ogt | Oge | Olt | Ole | One => {
            let dir = match predicate { Oeq => Dir::Eq, Ogt => Dir::Gt, Oge => Dir::Ge, Olt => Dir::Lt, Ole => Dir::Le, _ => Dir::Ne };
            let c = rel(&mut b, dir);
            b.bin(HloOp::And, c, ordered)
        }
        Ueq | Ugt | Uge | Ult | Ule | Une => {
            let dir = match predicate { Ueq => Dir::Eq, Ugt => Dir::Gt, Uge => Dir::Ge, Ult => Dir::Lt, Ule => Dir::Le, _ => Dir::Ne };
            let c = rel(&mut b, dir);
            b.bin(HloOp::Or, c, unordered)
        }
    };
    call(op, "cmp", &b, &[r], &[ty.clone(), ty])
}

/// A signed integer key ordering the exact values (±0 equal), and whether the value is NaN.
fn order_key(b: &mut Body, v: V, format: Format) -> (V, V) {
    let bits = if format == Format::F64 { load_code(b, v, format) } else { load_f64_bits(b, v, format) };
    let abs_mask = b.i64c(i64::MAX, bits);
    let abs = b.bin(HloOp::And, bits, abs_mask);
    let exp = b.i64c(0x7FF0_0000_0000_0000, bits);
    let nan = b.cmp(Dir::Gt, abs, exp);
    let zero = b.i64c(0, bits);
    let negative = b.cmp(Dir::Lt, bits, zero);
    let minus = b.unary(HloOp::Negate, abs);
    (b.select(negative, minus, abs), nan)
}
