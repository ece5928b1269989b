//! On IREE only: a mixed module's own StableHLO ops on bf16, f16 and f32 (the foreign part)
//! rounded as StableHLO defines them, with ref's bits (issue 40).
//!
//! IREE computes bf16 arithmetic in f32 and, after fusing, keeps f32 between the ops (a
//! torch-xla bf16 GPT-2 block: 55% of its outputs XLA's); its runtime flushes subnormals
//! (FTZ/DAZ), which bf16 shares with f32; and its bf16 emulation makes every NaN 0x7FC0, selects
//! included. So each such op at a function's top level becomes a helper of integer and f64 ops
//! that IREE cannot fuse into excess precision or flush:
//!
//! - operands widened exactly: bf16 as f32's upper half (a shift), to f64 with the subnormals
//!   fixed up as integers ([`super::wide`]), so every value IREE's float ops see is an f64 normal;
//! - add, subtract, multiply, divide, maximum, minimum: the f64 op, rounded to f32 by
//!   [`super::wide::round_to_f32`] (f32's subnormal grid on the f64 side) and to bf16 by the
//!   exit's ten-i32-op rounding ([`super::convert::convert_value`]). ref rounds the exact result
//!   to f32 and that to bf16; the f64 step in front changes nothing (53 >= 2 x 24 + 2, Figueroa's
//!   condition for + - x / on 24-bit operands);
//! - sqrt: IREE's f64 sqrt, rounded once into bf16 by the exit's encoder
//!   ([`super::codec::encode_f64`]), as ref rounds its libm's f64 result; exponential, log,
//!   tanh, logistic, rsqrt: IREE's own f32 approximations (it links no f64 ones) on exact
//!   operands, rounded once the same way (subnormal operands handled, [`function_f64`]):
//!   measured differences from ref in docs/iree.md;
//! - negate, abs, select: bit moves on the codes; compare: the f64 compare of exact values;
//! - convert f32 -> bf16 (the ten i32 ops) and bf16 -> f32 (the shift).
//!
//! NaNs as StableHLO's interpreter (ref) gives them: the first NaN operand quieted with its sign
//! and payload, an invalid operation +NaN (0x7FC0), a sign op flipping or clearing a NaN's sign.
//!
//! f16 and f32 (measured in docs/iree.md, "The StableHLO around lpf's ops"):
//! - **f16**: IREE rounds each f16 op on its own (LLVM promotes one op at a time) and no f16
//!   value, product or quotient is an f32 subnormal, so add, subtract, multiply, divide,
//!   maximum and minimum are IREE's op with ref's NaNs fixed up (x86's invalid NaN is -NaN,
//!   maximum/minimum did not return the NaN operand); exponential, log and rsqrt are computed
//!   in f64 here (`exp_f64`, `log_f64`, sqrt and divide) and rounded once, as ref rounds its
//!   C library's f64 results (IREE's f32 ones were one ulp off on 2, 2 and 8,402 codes); tanh,
//!   logistic, sqrt, negate, select, compare and converts are IREE's (ref's bits on every code).
//! - **f32**: add, subtract, multiply, divide, maximum, minimum and compare as the bf16 ones,
//!   without the bf16 step: IREE contracts a once-used product and an add into an FMA, flushes
//!   subnormal operands and results, and gives -NaN for an invalid operation.
//!
//! Ops at a function's top level and in while/case/if bodies (ordinary code) are rewritten;
//! map/reduce/sort bodies (computations) and the exit's own helpers (`__lpf_*`) are not, except
//! that a bf16 or f32 reduce of `add`/`multiply`/`maximum`/`minimum` is computed in the
//! interpreter's order of exact steps ([`ordered_reduce`]: unrolled over up to
//! [`MAX_UNROLLED`] elements per result, a `stablehlo.while` beyond), an f32 add and every
//! maximum/minimum as IREE's own reduce where a run-time check on the elements' bits shows that
//! nothing can be flushed or lose its NaN payload ([`reduce_is_exact`]).
//!
//! Also on IREE (measured in docs/iree.md): exponential, log, sqrt, rsqrt and tanh of f32 in
//! f64 on exact widenings, rounded once (as the f16 ones), logistic as the interpreter's three
//! f32 steps; power of bf16 and f32 by a constant integer
//! as exact f64 products rounded once, any other power a located E0915; floor and ceil of bf16
//! and f32, round_nearest_even/afz of bf16, in f64 on exact widenings; sign of bf16 and f32 on
//! the codes; float -> i1 as `x != 0` on the bits (DAZ read subnormals as 0); the f32 convert
//! the exit makes of an f4E2M1FN -> integer convert decodes the codes exactly; f32 -> f64,
//! bf16 -> f64 and f64 -> f32 converts keep subnormals (DAZ/FTZ flushed them: widened as
//! integers, rounded on f32's subnormal grid on the f64 side); float -> integer converts saturate (IREE wrapped),
//! FLOAT compares and `abs` of 8-bit floats are computed on the codes, `reverse` of unsigned
//! integers moves signless ones (IREE could not compile it); add, subtract, multiply, divide,
//! maximum, minimum, negate and abs of the formats IREE carries as ui8 codes are computed on the
//! codes (exact decodings, the f64 op, one encoding), and any other StableHLO op on them is a
//! located E0915.

use super::carrier::store_code;
use super::codec::encode_f64;
use super::convert::convert_value;
use super::install::{carrier_ty, helper_name, replace_with_call};
use super::text::{Body, Ty, V};
use super::wide::{bf16_as_f32_bits, f32_bits_as_f64, round_to_f32};
use crate::hlo_defined::constant_value;
use crate::hlo_ops::{ComparisonDirection as Dir, HloOp};
use lpf_dialect::error::LpfError;
use lpf_dialect::unwind::WalkGuarded;
use lpf_numerics::{Format, Overflow, Rounding};
use melior::ir::attribute::StringAttribute;
use melior::ir::operation::{OperationLike, WalkOrder, WalkResult};
use melior::ir::block::BlockLike;
use melior::ir::{OperationRef, RegionLike, Type, Value, ValueLike};

/// What the helper of one foreign bf16 op computes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// A correctly rounded binary op (add, subtract, multiply, divide, maximum, minimum).
    Arith(HloOp),
    /// A function of one operand, computed in f64 and rounded once.
    Function(HloOp),
    /// negate or abs: the sign bit alone.
    Sign(HloOp),
    /// select with bf16 operands: a choice of codes.
    Select,
    /// compare of bf16 operands, in its direction.
    Compare(Dir),
    /// convert bf16 -> f32.
    Widen,
    /// convert f32 -> bf16.
    Narrow,
    /// An op on f16 whose values IREE gets right (LLVM rounds each f16 op on its own, and no
    /// f16 value or product is an f32 subnormal) but not its NaNs: add, subtract, multiply,
    /// divide, maximum, minimum. IREE's op with ref's NaNs.
    F16Nan(HloOp),
    /// rsqrt, exponential and log of f16, computed in f64 and rounded once (IREE's f32 rsqrt
    /// is one ulp off on 8,402 codes, its exp and log on 2 each).
    F16Function(HloOp),
    /// add, subtract, multiply, divide, maximum, minimum on f32: the f64 op on exact widenings
    /// rounded to f32 by integer ops (IREE contracts `a * b + c` into an FMA, flushes
    /// subnormal operands and results, and makes an invalid operation's NaN -NaN).
    F32Arith(HloOp),
    /// compare of f32 operands: the f64 compare of exact widenings (DAZ reads subnormals as 0).
    F32Compare(Dir),
    /// FLOAT compare of 8-bit or narrower floats: the f64 compare of the exit's exact decoding
    /// (IREE compared f8E8M0FNU's NaN 0xFF as a number; f4E2M1FN, f8E4M3, f8E3M4 and
    /// f8E4M3B11FNUZ travel as ui8 codes, which IREE would compare as integers).
    NarrowCompare(Format, Dir),
    /// convert from a float format into an integer type of `bits` bits (signed or not):
    /// StableHLO's interpreter (ref) truncates toward zero and saturates, NaN -> 0; IREE's
    /// convert wraps or gives the x86 "integer indefinite" out of range and for NaN.
    FloatToInt(Format, u32, bool),
    /// reverse of an unsigned integer tensor (of that many bits), or of a format IREE carries
    /// as ui8 codes: iree-compile fails on it ("failed to legalize operation 'linalg.generic'
    /// that was explicitly marked illegal"), so the codes are reversed as signless integers of
    /// the same width.
    ReverseUnsigned(u32),
    /// abs of an 8-bit float IREE has a type for (iree-compile cannot lower its `math.absf`):
    /// the code with its sign bit cleared, the FNUZ formats' NaN 0x80 kept, E8M0 unchanged.
    NarrowAbs(Format),
    /// A bf16 or f32 `reduce` whose body is `add`, `multiply`, `maximum` or `minimum` of its two
    /// arguments (`true`:
    /// the element first): in StableHLO's interpreter's order (ref), each result starting at
    /// the init value and taking the elements in row-major order, rounded at each step. IREE
    /// sums bf16 in f32 and rounds once (46 of 64 sums of 32 differed) and reads f32 subnormal
    /// addends as 0. Unrolled over at most [`MAX_UNROLLED`] elements per result, a
    /// `stablehlo.while` over the elements beyond; an f32 add and a maximum or minimum take
    /// IREE's own reduce where a run-time check on the bits shows it exact ([`reduce_is_exact`]).
    OrderedReduce(Format, HloOp, bool),
    /// convert from a float format into i1: StableHLO's interpreter gives `x != 0` (NaN true,
    /// subnormals true, which DAZ reads as 0).
    FloatToBool(Format),
    /// convert f4E2M1FN -> f32, which the exit itself makes of an f4E2M1FN -> integer convert
    /// (`foreign_convert`, after its walk): the exact decoding of the codes (IREE carries f4 as
    /// ui8 codes and would convert the code as an integer).
    F4Widen,
    /// power of bf16, f16 or f32 by a constant integer exponent n in [`power_range`]: StableHLO's
    /// interpreter (ref) takes the C library's f64 pow and rounds it to the format; here x^n
    /// in f64 with at most one inexact step (the f64 pow's correctly rounded value), rounded
    /// by the exit's encoder. IREE computes pow as exp(y log x) in f32.
    PowerInt(Format, i64),
    /// convert f32 -> f64 (`true`) or f64 -> f32 (`false`): IREE's convert with what its
    /// FTZ/DAZ changes computed by the exit (an f32 subnormal widened as its integer
    /// significand times 2^-149, where DAZ read it as ±0; a result below f32's smallest normal
    /// rounded on f32's subnormal grid on the f64 side, where FTZ made it ±0). NaNs are IREE's,
    /// which were ref's (quieted, sign and payload kept or truncated).
    F32F64(bool),
    /// convert bf16 -> f64: the exact widening (IREE goes through f32, where DAZ read a
    /// subnormal as ±0).
    Bf16ToF64,
    /// Any other power of bf16 or f32: a located E0915 (IREE links no f64 pow, and its f32
    /// expansion is not the interpreter's correctly rounded-from-f64 value).
    PowerRefused(Format),
    /// exponential, log, sqrt, rsqrt and tanh of f32, computed in f64 on the exact widening and
    /// rounded once, as ref rounds its C library's f64 result (IREE's f32 functions flushed
    /// subnormal operands and results and are not correctly rounded); logistic as ref's
    /// 1 / (1 + exp(-x)), each step rounded to f32.
    F32Function(HloOp),
    /// add, subtract, multiply, divide, maximum, minimum of a format IREE carries as ui8 codes
    /// (f4E2M1FN, f8E4M3, f8E3M4, f8E4M3B11FNUZ): StableHLO's interpreter computes them in the
    /// format itself (APFloat: correctly rounded, overflow to inf or, without inf, NaN); here
    /// the f64 op on the exact decodings (exact for + - x of such short significands, a
    /// quotient rounded twice safely: 53 >= 2 x 5 + 2) encoded once, NaNs as the interpreter
    /// gives them (the first NaN operand quieted, an invalid operation the positive quiet NaN,
    /// in f4E2M1FN -0).
    CodeArith(Format, HloOp),
    /// negate or abs of such a format: the sign bit of the codes (the FNUZ NaN and zero kept).
    CodeSign(Format, HloOp),
    /// sign of bf16 or f32 on the codes: ±1, ±0 kept, a NaN returned as it is (StableHLO's
    /// interpreter); DAZ made a subnormal's sign 0.
    SignOf(Format),
    /// floor or ceil of bf16 or f32, round_nearest_even or round_nearest_afz of bf16: the f64 op on the exact widening (integral values are
    /// representable), rounded back, NaNs quieted (IREE flushed a negative subnormal's floor to
    /// -0 instead of -1 and made bf16 NaNs 0x7FC0).
    Integral(Format, HloOp),
}

/// The most elements per result a reduce is unrolled over (one step each in the helper); longer
/// ones are a loop.
const MAX_UNROLLED: i64 = 64;

/// `op`'s body, if it is one `add`, `multiply`, `maximum` or `minimum` of the block's two
/// arguments returned: the op
/// and whether the element (the second argument) comes first.
pub(super) fn reduce_body(op: OperationRef) -> Option<(HloOp, bool)> {
    // Asked first: melior's error for a missing region prints the whole op.
    if op.region_count() != 1 {
        return None;
    }
    let block = op.region(0).ok()?.first_block()?;
    if block.next_in_region().is_some() || block.argument_count() != 2 {
        return None;
    }
    let (acc, x) = (block.argument(0).ok()?.to_raw().ptr, block.argument(1).ok()?.to_raw().ptr);
    let body = block.first_operation()?;
    let ret = body.next_in_block()?;
    let hlo = HloOp::of(&body).filter(|h| matches!(h, HloOp::Add | HloOp::Multiply | HloOp::Maximum | HloOp::Minimum))?;
    if body.operand_count() != 2 || body.result_count() != 1 || ret.operand_count() != 1 || ret.next_in_block().is_some() {
        return None;
    }
    let (a, b) = (body.operand(0).ok()?.to_raw().ptr, body.operand(1).ok()?.to_raw().ptr);
    let x_first = if a == acc && b == x {
        false
    } else if a == x && b == acc {
        true
    } else {
        return None;
    };
    (ret.operand(0).ok()?.to_raw().ptr == body.result(0).ok()?.to_raw().ptr).then_some((hlo, x_first))
}

/// The numbers of an `array<i64: ...>` attribute's text.
pub(super) fn i64_array(text: &str) -> Vec<i64> {
    text.split_once(':').map_or("", |(_, rest)| rest.trim_end_matches('>')).split(',').filter_map(|n| n.trim().parse().ok()).collect()
}

fn is_bf16(value: Value) -> bool {
    crate::raise_stablehlo::xla::element_format(value.r#type()) == Some(Format::BF16)
}

fn is_f16(value: Value) -> bool {
    crate::raise_stablehlo::xla::element_format(value.r#type()) == Some(Format::F16)
}

fn is_f64(value: Value) -> bool {
    carrier_ty(value.r#type()).is_ok_and(|t| t.element == "f64")
}

fn is_f32(value: Value) -> bool {
    crate::raise_stablehlo::xla::element_format(value.r#type()) == Some(Format::F32)
}

/// The kind of `op`, if it is a foreign op on bf16 that this step computes.
fn kind_of(op: OperationRef) -> Option<Kind> {
    let hlo = HloOp::of(&op)?;
    if op.result_count() != 1 || op.operand_count() == 0 {
        return None;
    }
    // At a function's top level or in while/case/if bodies (ordinary code, run in order: the
    // helper's call is one more op there), not in map/reduce/sort bodies (computations).
    let mut parent = op.parent_operation();
    while let Some(p) = parent.filter(|p| {
        matches!(p.name().as_string_ref().as_str(), Ok("stablehlo.while" | "stablehlo.case" | "stablehlo.if"))
    }) {
        parent = p.parent_operation();
    }
    // The exit's own helpers (`__lpf_*`) compute exactly already.
    let top_level = parent.is_some_and(|p| {
        p.name().as_string_ref().as_str() == Ok("func.func")
            && !p.attribute("sym_name").is_ok_and(|n| StringAttribute::try_from(n).is_ok_and(|n| n.value().starts_with("__lpf_")))
    });
    // Static shapes only: the helper's carrier types are static.
    let typed = (0..op.operand_count()).all(|i| op.operand(i).is_ok_and(|v| carrier_ty(v.r#type()).is_ok()));
    if !top_level || !typed {
        return None;
    }
    let (first, result) = (op.operand(0).ok()?, op.result(0).ok()?.into());
    let all_bf16 = |op: &OperationRef| (0..op.operand_count()).all(|i| op.operand(i).is_ok_and(is_bf16)) && is_bf16(result);
    let all_f32 = |op: &OperationRef| (0..op.operand_count()).all(|i| op.operand(i).is_ok_and(is_f32)) && is_f32(result);
    let all_f16 = |op: &OperationRef| (0..op.operand_count()).all(|i| op.operand(i).is_ok_and(is_f16)) && is_f16(result);
    use HloOp::*;
    match hlo {
        Add | Subtract | Multiply | Divide | Maximum | Minimum if op.operand_count() == 2 && all_bf16(&op) => Some(Kind::Arith(hlo)),
        Exponential | Log | Tanh | Logistic | Sqrt | Rsqrt if op.operand_count() == 1 && all_bf16(&op) => Some(Kind::Function(hlo)),
        Negate | Abs if op.operand_count() == 1 && all_bf16(&op) => Some(Kind::Sign(hlo)),
        Add | Subtract | Multiply | Divide | Maximum | Minimum
            if op.operand_count() == 2 && crate::raise_stablehlo::xla::element_format(first.r#type()).is_some_and(code_carried) =>
        {
            let format = crate::raise_stablehlo::xla::element_format(first.r#type())?;
            let same = |v: Value| crate::raise_stablehlo::xla::element_format(v.r#type()) == Some(format);
            (op.operand(1).is_ok_and(same) && same(result)).then_some(Kind::CodeArith(format, hlo))
        }
        Negate | Abs if op.operand_count() == 1 && crate::raise_stablehlo::xla::element_format(first.r#type()).is_some_and(code_carried) => {
            let format = crate::raise_stablehlo::xla::element_format(first.r#type())?;
            (crate::raise_stablehlo::xla::element_format(result.r#type()) == Some(format)).then_some(Kind::CodeSign(format, hlo))
        }
        Abs if op.operand_count() == 1 => {
            let format = crate::raise_stablehlo::xla::element_format(first.r#type())?;
            (format.params().bits == 8 && !code_carried(format)).then_some(Kind::NarrowAbs(format))
        }
        Select if op.operand_count() == 3 && is_bf16(result) => Some(Kind::Select),
        Compare if op.operand_count() == 2 && is_bf16(first) => compare_direction(op).map(Kind::Compare),
        Convert if is_bf16(first) && is_f32(result) => Some(Kind::Widen),
        Convert if is_f32(first) && is_bf16(result) => Some(Kind::Narrow),
        Convert if is_f32(first) && is_f64(result) => Some(Kind::F32F64(true)),
        Convert if is_bf16(first) && is_f64(result) => Some(Kind::Bf16ToF64),
        Convert if is_f64(first) && is_f32(result) => Some(Kind::F32F64(false)),
        Convert if crate::raise_stablehlo::xla::element_format(first.r#type()) == Some(Format::F4E2M1FN) && is_f32(result) => Some(Kind::F4Widen),
        Add | Subtract | Multiply | Divide | Maximum | Minimum if op.operand_count() == 2 && all_f16(&op) => Some(Kind::F16Nan(hlo)),
        Exponential | Log | Rsqrt if op.operand_count() == 1 && all_f16(&op) => Some(Kind::F16Function(hlo)),
        Add | Subtract | Multiply | Divide | Maximum | Minimum if op.operand_count() == 2 && all_f32(&op) => Some(Kind::F32Arith(hlo)),
        Compare if op.operand_count() == 2 && is_f32(first) => compare_direction(op).map(Kind::F32Compare),
        Compare if op.operand_count() == 2 => {
            let format = crate::raise_stablehlo::xla::element_format(first.r#type()).filter(|f| f.params().bits <= 8)?;
            compare_direction(op).map(|d| Kind::NarrowCompare(format, d))
        }
        Reduce if op.operand_count() == 2 && op.result_count() == 1 && (is_bf16(first) || is_f32(first)) => {
            let format = if is_bf16(first) { Format::BF16 } else { Format::F32 };
            let (hlo, x_first) = reduce_body(op)?;
            let shape = carrier_ty(first.r#type()).ok()?.shape;
            let dims = i64_array(&op.attribute("dimensions").ok()?.to_string());
            let k: i64 = dims.iter().filter_map(|&d| shape.get(d as usize)).product();
            let count: i64 = shape.iter().product();
            // (A reduce over no dimensions is its body applied once: left alone.)
            (!dims.is_empty() && count > 0 && k > 0 && k < i32::MAX as i64).then_some(Kind::OrderedReduce(format, hlo, x_first))
        }
        Power if op.operand_count() == 2 && (all_bf16(&op) || all_f32(&op)) => {
            let format = if is_bf16(first) { Format::BF16 } else { Format::F32 };
            let (least, most) = power_range(format);
            match op.operand(1).ok().and_then(integer_constant) {
                Some(n) if (least..=most).contains(&n) => Some(Kind::PowerInt(format, n)),
                _ => Some(Kind::PowerRefused(format)),
            }
        }
        // f16 by a constant integer in range (other f16 powers stay IREE's, docs/iree.md).
        Power if op.operand_count() == 2 && all_f16(&op) => {
            let (least, most) = power_range(Format::F16);
            let n = op.operand(1).ok().and_then(integer_constant)?;
            (least..=most).contains(&n).then_some(Kind::PowerInt(Format::F16, n))
        }
        Exponential | Log | Sqrt | Rsqrt | Tanh | Logistic if op.operand_count() == 1 && all_f32(&op) => Some(Kind::F32Function(hlo)),
        Sign if op.operand_count() == 1 && (all_bf16(&op) || all_f32(&op)) => {
            Some(Kind::SignOf(if is_bf16(first) { Format::BF16 } else { Format::F32 }))
        }
        // f32 roundings were ref's bits on IREE (subnormals round to ±0 either way, NaNs kept).
        RoundNearestEven | RoundNearestAfz if op.operand_count() == 1 && all_bf16(&op) => Some(Kind::Integral(Format::BF16, hlo)),
        Floor | Ceil if op.operand_count() == 1 && (all_bf16(&op) || all_f32(&op)) => {
            Some(Kind::Integral(if is_bf16(first) { Format::BF16 } else { Format::F32 }, hlo))
        }
        // The formats IREE carries as ui8 codes: reversed as the unsigned codes are (lpf-diff
        // seed 48 program 395: a reverse of f4E2M1FN did not compile).
        Reverse if op.operand_count() == 1 && crate::raise_stablehlo::xla::element_format(first.r#type()).is_some_and(code_carried) => {
            Some(Kind::ReverseUnsigned(8))
        }
        Reverse if op.operand_count() == 1 => {
            let element = melior::ir::r#type::ShapedTypeLike::element(&melior::ir::r#type::RankedTensorType::try_from(first.r#type()).ok()?);
            let int = melior::ir::r#type::IntegerType::try_from(element).ok()?;
            (int.is_unsigned() && int.width() > 1).then_some(Kind::ReverseUnsigned(int.width()))
        }
        Convert => {
            let from = crate::raise_stablehlo::xla::element_format(first.r#type())?;
            let element = melior::ir::r#type::ShapedTypeLike::element(&melior::ir::r#type::RankedTensorType::try_from(result.r#type()).ok()?);
            let int = melior::ir::r#type::IntegerType::try_from(element).ok()?;
            if int.width() == 1 {
                return Some(Kind::FloatToBool(from));
            }
            (int.width() <= 64).then_some(Kind::FloatToInt(from, int.width(), !int.is_unsigned()))
        }
        _ => None,
    }
}

/// The constant integer exponents whose power of `format` values [`Kind::PowerInt`] computes as
/// the C library's f64 pow rounds it: bf16 -2 to 6 (x^n exact in f64, 48 bits at most; 1/x^2
/// one rounding), f32 -2 to 4 (x^2 exact, x^3 = x^2 x and x^4 = x^2 x^2 and 1/x^2 one f64
/// rounding each, as a correctly rounded f64 pow gives them; ref rounds that to f32). f32 x^2
/// and x^3 do not reach here: they are XLA's multiplies first (`hlo_defined::xla_small_power`).
fn power_range(format: Format) -> (i64, i64) {
    match format {
        Format::BF16 => (-2, 6),
        // f16: x^4 exact (44 bits), x^5 = x^4 x one rounding.
        Format::F16 => (-2, 5),
        _ => (-2, 4),
    }
}

/// The integer a splat constant `v` holds, if any: a `stablehlo.constant` or `arith.constant`
/// reached through broadcasts, reshapes and converts (torch-mlir writes `pow(x, 3)` as an i64
/// `arith.constant` 3 converted to the format, reshaped and broadcast), each convert's rounding
/// applied, so the integer is the exponent the power is given.
fn integer_constant(v: Value) -> Option<i64> {
    let x = constant_value(v)?;
    (x.is_finite() && x == x.trunc() && x.abs() < 64.0).then_some(x as i64)
}

/// A float compare's direction (`None` for a TOTALORDER compare, which orders NaN codes).
fn compare_direction(op: OperationRef) -> Option<Dir> {
    if let Ok(kind) = op.attribute("compare_type") {
        if !kind.to_string().contains("FLOAT") {
            return None;
        }
    }
    let direction = op.attribute("comparison_direction").ok()?.to_string();
    Dir::ALL.into_iter().find(|d| direction.contains(&format!("comparison_direction {}>", d.name())))
}

/// The bf16 codes of `v` as i32.
fn code_i32(b: &mut Body, v: V) -> V {
    let code = b.bitcast(v, "ui16");
    b.convert(code, "i32")
}

/// bf16 values from their codes (i32).
fn from_code_i32(b: &mut Body, code: V) -> V {
    let code = b.convert(code, "ui16");
    b.bitcast(code, "bf16")
}

fn c32(b: &mut Body, value: i64, like: V) -> V {
    let ty = b.ty(like).with("i32");
    b.splat(&value.to_string(), &ty)
}

/// Whether each code (i32) of bits `width` (16: bf16, 32: f32) is a NaN.
fn is_nan(b: &mut Body, code: V, magnitude_mask: i64, inf: i64) -> V {
    let mask = c32(b, magnitude_mask, code);
    let magnitude = b.bin(HloOp::And, code, mask);
    let inf = c32(b, inf, code);
    b.cmp(Dir::Gt, magnitude, inf)
}

fn is_bf16_nan(b: &mut Body, code: V) -> V {
    is_nan(b, code, 0x7FFF, 0x7F80)
}

/// The code quieted (its quiet bit set), sign and payload kept.
fn quieted(b: &mut Body, code: V, quiet_bit: i64) -> V {
    let bit = c32(b, quiet_bit, code);
    b.bin(HloOp::Or, code, bit)
}

/// The exact f64 value of bf16 values `v` (every one an f64 normal, zero, infinite or NaN).
fn exact_f64(b: &mut Body, v: V) -> V {
    let bits = bf16_as_f32_bits(b, v);
    let value = b.bitcast(bits, "f32");
    f32_bits_as_f64(b, value, bits)
}

/// The exact f64 value of f32 values `v` (subnormals as integers times 2^-149).
fn exact_f32_f64(b: &mut Body, v: V) -> V {
    let bits = b.bitcast(v, "i32");
    f32_bits_as_f64(b, v, bits)
}

/// `result` (bf16 codes, i32), unless an operand is a NaN: then the first NaN operand quieted.
fn first_nan_quieted(b: &mut Body, codes: &[V], result: V) -> V {
    codes.iter().rev().fold(result, |r, code| {
        let nan = is_bf16_nan(b, *code);
        let quiet = quieted(b, *code, 0x40);
        b.select(nan, quiet, r)
    })
}

/// An f64 result (zero or normal, infinite or NaN) rounded to f32 and that to bf16: codes (i32).
fn f64_through_f32(b: &mut Body, r: V) -> V {
    let bits = b.bitcast(r, "i64");
    let mask = b.i64c(i64::MAX, bits);
    let magnitude = b.bin(HloOp::And, bits, mask);
    let narrow = round_to_f32(b, r, bits, magnitude);
    let rounded = convert_value(b, narrow, Format::F32, Format::BF16, Rounding::ToNearestEven, Overflow::NanOrInf);
    let code = code_i32(b, rounded);
    // round_to_f32 gives +0 for every zero (a sum's rule); the result's sign is the f64 one's
    // (-0 products, -0 + -0, a negative value rounding to zero), unless it is a NaN.
    let zero = b.i64c(0, bits);
    let negative = b.cmp(Dir::Lt, bits, zero);
    let inf = b.i64c(0x7FF0_0000_0000_0000, bits);
    let ordered = b.cmp(Dir::Le, magnitude, inf);
    let signed = b.bin(HloOp::And, negative, ordered);
    let sign = c32(b, 0x8000, code);
    let with_sign = b.bin(HloOp::Or, code, sign);
    b.select(signed, with_sign, code)
}

/// floor, ceil, round_nearest_even or round_nearest_afz of f64 values `x`: floor and ceil as
/// IREE's f64 ops; the roundings on |x| with the sign put back (-0 for a negative x that rounds
/// to zero): to even as (|x| + 2^52) - 2^52 (f64's own rounding; |x| >= 2^52 is integral), away
/// from zero as floor(|x| + 0.5) (exact: x has at most 24 significant bits).
fn integral_f64(b: &mut Body, op: HloOp, x: V) -> V {
    if matches!(op, HloOp::Floor | HloOp::Ceil) {
        return b.unary(op, x);
    }
    let ty = b.ty(x).clone();
    let magnitude = b.unary(HloOp::Abs, x);
    let rounded = if op == HloOp::RoundNearestEven {
        let big = b.splat("4503599627370496.0", &ty); // 2^52
        let shifted = b.bin(HloOp::Add, magnitude, big);
        let back = b.bin(HloOp::Subtract, shifted, big);
        let integral = b.cmp(Dir::Ge, magnitude, big);
        b.select(integral, magnitude, back)
    } else {
        let half = b.splat("0.5", &ty);
        let up = b.bin(HloOp::Add, magnitude, half);
        b.unary(HloOp::Floor, up)
    };
    // The sign of x (a NaN is fixed up by the caller).
    let bits = b.bitcast(x, "i64");
    let zero = b.i64c(0, bits);
    let negative = b.cmp(Dir::Lt, bits, zero);
    let minus = b.unary(HloOp::Negate, rounded);
    b.select(negative, minus, rounded)
}

/// `code` (i32) with its sign bit cleared where the operand `x` (codes, i32, whose magnitude
/// bits are `magnitude` and whose infinity is `inf`) is a NaN.
fn clear_nan_sign(b: &mut Body, x: V, code: V, magnitude: i64, inf: i64) -> V {
    let nan = is_nan(b, x, magnitude, inf);
    let mask = c32(b, magnitude, code);
    let cleared = b.bin(HloOp::And, code, mask);
    b.select(nan, cleared, code)
}

/// An f64 result (zero or normal, infinite or NaN) rounded to f32 on its subnormal grid by
/// integer ops: codes (i32), the f64 result's sign kept (also on a zero), a NaN +NaN.
fn f64_to_f32_code(b: &mut Body, r: V) -> V {
    let bits = b.bitcast(r, "i64");
    let mask = b.i64c(i64::MAX, bits);
    let magnitude = b.bin(HloOp::And, bits, mask);
    let narrow = round_to_f32(b, r, bits, magnitude);
    let code = b.bitcast(narrow, "i32");
    // round_to_f32 gives +0 for every zero; the sign is the f64 result's unless NaN.
    let zero = b.i64c(0, bits);
    let negative = b.cmp(Dir::Lt, bits, zero);
    let inf = b.i64c(0x7FF0_0000_0000_0000, bits);
    let ordered = b.cmp(Dir::Le, magnitude, inf);
    let signed = b.bin(HloOp::And, negative, ordered);
    let sign = c32(b, i32::MIN as i64, code);
    let with_sign = b.bin(HloOp::Or, code, sign);
    b.select(signed, with_sign, code)
}

/// f32 codes `code` (i32), unless an operand (f32 values) is a NaN: then the first NaN operand
/// quieted (an invalid operation keeps round_to_f32's +NaN).
fn first_f32_nan_quieted(b: &mut Body, operands: &[V], code: V) -> V {
    operands.iter().rev().fold(code, |r, a| {
        let operand = b.bitcast(*a, "i32");
        let nan = is_nan(b, operand, i32::MAX as i64, 0x7F80_0000);
        let quiet = quieted(b, operand, 0x0040_0000);
        b.select(nan, quiet, r)
    })
}

/// f16 values from their codes (i32).
fn f16_from_code_i32(b: &mut Body, code: V) -> V {
    let code = b.convert(code, "ui16");
    b.bitcast(code, "f16")
}

/// f16 codes (i32) with ref's NaNs: the first NaN operand's code quieted (sign and payload
/// kept), else a NaN result (an invalid operation) `invalid`, else `result`.
fn f16_nans(b: &mut Body, operands: &[V], result: V, invalid: i64) -> V {
    let nan = is_nan(b, result, 0x7FFF, 0x7C00);
    let invalid = c32(b, invalid, result);
    let result = b.select(nan, invalid, result);
    operands.iter().rev().fold(result, |r, code| {
        let nan = is_nan(b, *code, 0x7FFF, 0x7C00);
        let quiet = quieted(b, *code, 0x200);
        b.select(nan, quiet, r)
    })
}

/// Whether each f16 code (i32) is negative: below -0 and not a NaN (-inf included).
fn is_f16_negative(b: &mut Body, code: V) -> V {
    let (negative_zero, negative_inf) = (c32(b, 0x8000, code), c32(b, 0xFC00, code));
    let below = b.cmp(Dir::Gt, code, negative_zero);
    let not_nan = b.cmp(Dir::Le, code, negative_inf);
    b.bin(HloOp::And, below, not_nan)
}

/// The helper's body and results for `kind` on the arguments `args` (of types `tys`).
fn build(kind: Kind, b: &mut Body, args: &[V]) -> V {
    match kind {
        Kind::Arith(op) => {
            let (x, y) = (exact_f64(b, args[0]), exact_f64(b, args[1]));
            let r = b.bin(op, x, y);
            let code = f64_through_f32(b, r);
            let codes = [code_i32(b, args[0]), code_i32(b, args[1])];
            let code = first_nan_quieted(b, &codes, code);
            from_code_i32(b, code)
        }
        // StableHLO's interpreter (ref) defines it as 1 / (1 + exp(-x)), each step rounded to bf16.
        Kind::Function(HloOp::Logistic) => {
            let minus = build(Kind::Sign(HloOp::Negate), b, args);
            let e = build(Kind::Function(HloOp::Exponential), b, &[minus]);
            let one = b.splat("0x3F80", &b.ty(e).clone());
            let sum = build(Kind::Arith(HloOp::Add), b, &[one, e]);
            build(Kind::Arith(HloOp::Divide), b, &[one, sum])
        }
        Kind::Function(op) => {
            let r = function_f64(b, op, args[0]);
            let bits = b.bitcast(r, "i64");
            let code = encode_f64(b, bits, Format::BF16, Rounding::ToNearestEven, Overflow::NanOrInf);
            let rounded = store_code(b, code, Format::BF16);
            let mut code = code_i32(b, rounded);
            let x = code_i32(b, args[0]);
            if op == HloOp::Tanh {
                // tanh x = x - x^3/3 + ...: x itself in bf16 for a subnormal x (which DAZ reads as 0).
                let tiny = is_subnormal(b, x);
                code = b.select(tiny, x, code);
            }
            if op == HloOp::Log {
                // log of a negative x: the C library's default NaN, -NaN (0xFFC0), as ref gives.
                let (negative_zero, negative_nan) = (c32(b, 0x8000, x), c32(b, 0xFF80, x));
                let below = b.cmp(Dir::Gt, x, negative_zero);
                let not_nan = b.cmp(Dir::Le, x, negative_nan);
                let negative = b.bin(HloOp::And, below, not_nan);
                let nan = c32(b, 0xFFC0, x);
                code = b.select(negative, nan, code);
            }
            let code = first_nan_quieted(b, &[x], code);
            from_code_i32(b, code)
        }
        Kind::Sign(op) => {
            let code = code_i32(b, args[0]);
            let (combine, mask) = if op == HloOp::Negate { (HloOp::Xor, 0x8000) } else { (HloOp::And, 0x7FFF) };
            let mask = c32(b, mask, code);
            let code = b.bin(combine, code, mask);
            from_code_i32(b, code)
        }
        Kind::Select => {
            let (on_true, on_false) = (b.bitcast(args[1], "ui16"), b.bitcast(args[2], "ui16"));
            let chosen = b.select(args[0], on_true, on_false);
            b.bitcast(chosen, "bf16")
        }
        Kind::Compare(direction) => {
            let (x, y) = (exact_f64(b, args[0]), exact_f64(b, args[1]));
            b.cmp(direction, x, y)
        }
        Kind::Widen => {
            let bits = bf16_as_f32_bits(b, args[0]);
            let nan = is_nan(b, bits, i32::MAX as i64, 0x7F80_0000);
            let quiet = quieted(b, bits, 0x0040_0000);
            let bits = b.select(nan, quiet, bits);
            b.bitcast(bits, "f32")
        }
        Kind::F16Nan(op) => {
            let r = b.bin(op, args[0], args[1]);
            let code = code_i32(b, r);
            let codes: Vec<V> = args.iter().map(|&a| code_i32(b, a)).collect();
            // StableHLO's interpreter (ref): an invalid operation's NaN is +NaN (0x7E00).
            let code = f16_nans(b, &codes, code, 0x7E00);
            f16_from_code_i32(b, code)
        }
        Kind::F16Function(op) => {
            // f16 -> f64 is exact on IREE: every f16 value is an f32 normal, which DAZ keeps.
            let exact = b.convert(args[0], "f64");
            let r = match op {
                HloOp::Exponential => exp_f64(b, exact),
                HloOp::Log => log_f64(b, exact),
                _ => {
                    let root = b.unary(HloOp::Sqrt, exact);
                    let one = b.splat("1.0", &b.ty(root).clone());
                    b.bin(HloOp::Divide, one, root)
                }
            };
            let bits = b.bitcast(r, "i64");
            let code = encode_f64(b, bits, Format::F16, Rounding::ToNearestEven, Overflow::NanOrInf);
            let rounded = store_code(b, code, Format::F16);
            let mut code = code_i32(b, rounded);
            let x = code_i32(b, args[0]);
            if op != HloOp::Exponential {
                // log and 1 / sqrt of a negative x: the C library's -NaN (0xFE00), as ref gives;
                // of ±0: -inf (log), ±inf (rsqrt); log of +inf: +inf.
                let negative = is_f16_negative(b, x);
                let nan = c32(b, 0xFE00, code);
                code = b.select(negative, nan, code);
            }
            if op == HloOp::Log {
                let mask = c32(b, 0x7FFF, x);
                let magnitude = b.bin(HloOp::And, x, mask);
                let zero = c32(b, 0, x);
                let is_zero = b.cmp(Dir::Eq, magnitude, zero);
                let minus_inf = c32(b, 0xFC00, x);
                code = b.select(is_zero, minus_inf, code);
                let inf = c32(b, 0x7C00, x);
                let is_inf = b.cmp(Dir::Eq, x, inf);
                code = b.select(is_inf, inf, code);
            }
            let code = f16_nans(b, &[x], code, 0xFE00);
            f16_from_code_i32(b, code)
        }
        Kind::F32Arith(op) => {
            let (x, y) = (exact_f32_f64(b, args[0]), exact_f32_f64(b, args[1]));
            let r = b.bin(op, x, y);
            let code = f64_to_f32_code(b, r);
            let code = first_f32_nan_quieted(b, &[args[0], args[1]], code);
            b.bitcast(code, "f32")
        }
        Kind::CodeArith(format, op) => {
            let codes: Vec<V> = args.iter().map(|&a| b.convert(a, "i32")).collect();
            let (x, y) = (super::wide::exact_f64(b, args[0], format), super::wide::exact_f64(b, args[1], format));
            let code = if matches!(op, HloOp::Maximum | HloOp::Minimum) {
                // llvm::maximum/minimum: the larger (smaller) value, -0 below +0.
                let (dir, zero_pick) = if op == HloOp::Maximum { (Dir::Gt, 0) } else { (Dir::Lt, 1) };
                let second = b.cmp(dir, y, x);
                let chosen = b.select(second, codes[1], codes[0]);
                let zero = b.splat("0.0", &b.ty(x).clone());
                let (x_zero, y_zero) = (b.cmp(Dir::Eq, x, zero), b.cmp(Dir::Eq, y, zero));
                let both = b.bin(HloOp::And, x_zero, y_zero);
                // Of two zeros, maximum takes one without the sign bit, minimum one with it.
                let sign = c32(b, code_sign_bit(format), codes[0]);
                let x_negative = b.bin(HloOp::And, codes[0], sign);
                let none = c32(b, 0, codes[0]);
                let x_minus = b.cmp(Dir::Ne, x_negative, none);
                let take_y = if zero_pick == 0 { x_minus } else { b.unary(HloOp::Not, x_minus) };
                let zero_choice = b.select(take_y, codes[1], codes[0]);
                b.select(both, zero_choice, chosen)
            } else {
                let r = b.bin(op, x, y);
                let bits = b.bitcast(r, "i64");
                let code = encode_f64(b, bits, format, Rounding::ToNearestEven, Overflow::NanOrInf);
                let code = b.convert(code, "i32");
                // An invalid operation (a NaN from no NaN operand): the positive quiet NaN.
                if let Some(default) = code_default_nan(format) {
                    let is_nan = b.cmp(Dir::Ne, r, r);
                    let nan = c32(b, default, code);
                    b.select(is_nan, nan, code)
                } else {
                    code
                }
            };
            // The first NaN operand, quieted.
            let code = codes.iter().rev().fold(code, |r, &c| match code_nan(b, c, format) {
                Some((nan, quiet)) => b.select(nan, quiet, r),
                None => r,
            });
            b.convert(code, "ui8")
        }
        Kind::CodeSign(format, op) => {
            let code = b.convert(args[0], "i32");
            let sign = code_sign_bit(format);
            let r = if op == HloOp::Negate {
                let bit = c32(b, sign, code);
                b.bin(HloOp::Xor, code, bit)
            } else {
                let mask = c32(b, sign - 1, code);
                b.bin(HloOp::And, code, mask)
            };
            // FNUZ: 0x00 has no negative and 0x80 (NaN) no positive: both kept.
            let r = if format == Format::F8E4M3B11FNUZ {
                let (zero, nan) = (c32(b, 0, code), c32(b, 0x80, code));
                let is_zero = b.cmp(Dir::Eq, code, zero);
                let is_nan = b.cmp(Dir::Eq, code, nan);
                let keep = b.bin(HloOp::Or, is_zero, is_nan);
                b.select(keep, code, r)
            } else {
                r
            };
            b.convert(r, "ui8")
        }
        Kind::SignOf(format) => {
            let (magnitude_mask, inf, one) = if format == Format::BF16 { (0x7FFF, 0x7F80, 0x3F80) } else { (i32::MAX as i64, 0x7F80_0000, 0x3F80_0000) };
            let code = if format == Format::BF16 { code_i32(b, args[0]) } else { b.bitcast(args[0], "i32") };
            let mask = c32(b, magnitude_mask, code);
            let magnitude = b.bin(HloOp::And, code, mask);
            let sign_mask = c32(b, if format == Format::BF16 { 0x8000 } else { i32::MIN as i64 }, code);
            let sign = b.bin(HloOp::And, code, sign_mask);
            let one = c32(b, one, code);
            let unit = b.bin(HloOp::Or, sign, one);
            let (zero, inf) = (c32(b, 0, code), c32(b, inf, code));
            let is_zero = b.cmp(Dir::Eq, magnitude, zero);
            let is_nan = b.cmp(Dir::Gt, magnitude, inf);
            let keep = b.bin(HloOp::Or, is_zero, is_nan);
            let code = b.select(keep, code, unit);
            if format == Format::BF16 {
                from_code_i32(b, code)
            } else {
                b.bitcast(code, "f32")
            }
        }
        Kind::Integral(format, op) => {
            // floor/ceil/round of an exact f64 value is integral and representable in the format
            // (a value below 2^(p-1) in magnitude has an integral part of fewer bits, and a
            // larger one is integral already): the rounding back is exact, the sign kept (-0).
            if format == Format::BF16 {
                let x = exact_f64(b, args[0]);
                let r = integral_f64(b, op, x);
                let code = f64_through_f32(b, r);
                let codes = [code_i32(b, args[0])];
                let code = first_nan_quieted(b, &codes, code);
                from_code_i32(b, code)
            } else {
                let x = exact_f32_f64(b, args[0]);
                let r = integral_f64(b, op, x);
                let code = f64_to_f32_code(b, r);
                let code = first_f32_nan_quieted(b, &[args[0]], code);
                b.bitcast(code, "f32")
            }
        }
        // StableHLO's interpreter (ref) defines it as 1 / (1 + exp(-x)), each step rounded to f32.
        Kind::F32Function(HloOp::Logistic) => {
            let bits = b.bitcast(args[0], "i32");
            let sign = c32(b, i32::MIN as i64, bits);
            let minus = b.bin(HloOp::Xor, bits, sign);
            let minus = b.bitcast(minus, "f32");
            let e = build(Kind::F32Function(HloOp::Exponential), b, &[minus]);
            let one = b.splat("1.0", &b.ty(e).clone());
            let sum = build(Kind::F32Arith(HloOp::Add), b, &[one, e]);
            build(Kind::F32Arith(HloOp::Divide), b, &[one, sum])
        }
        Kind::F32Function(op) => {
            let exact = exact_f32_f64(b, args[0]);
            let r = match op {
                HloOp::Exponential => exp_f64_within(b, exact, "-110.0", "90.0"),
                HloOp::Tanh => tanh_f64(b, exact),
                HloOp::Log => log_f64(b, exact),
                HloOp::Sqrt => b.unary(HloOp::Sqrt, exact),
                _ => {
                    let root = b.unary(HloOp::Sqrt, exact);
                    let one = b.splat("1.0", &b.ty(root).clone());
                    b.bin(HloOp::Divide, one, root)
                }
            };
            let bits = b.bitcast(r, "i64");
            let code = encode_f64(b, bits, Format::F32, Rounding::ToNearestEven, Overflow::NanOrInf);
            let rounded = store_code(b, code, Format::F32);
            let mut code = b.bitcast(rounded, "i32");
            let x = b.bitcast(args[0], "i32");
            let c = |b: &mut Body, n: i64| c32(b, n, x);
            if matches!(op, HloOp::Log | HloOp::Sqrt | HloOp::Rsqrt) {
                // log, sqrt and 1 / sqrt of a negative x (below -0, -inf included): the C
                // library's -NaN (0xFFC00000), as ref gives. As signed i32 the bits of -0 are
                // i32::MIN, of the negative values above it up to -inf's, of -NaNs above those.
                let (negative_zero, negative_inf) = (c(b, i32::MIN as i64), c(b, 0xFF80_0000u32 as i32 as i64));
                let below = b.cmp(Dir::Gt, x, negative_zero);
                let not_nan = b.cmp(Dir::Le, x, negative_inf);
                let negative = b.bin(HloOp::And, below, not_nan);
                let nan = c(b, 0xFFC0_0000u32 as i32 as i64);
                code = b.select(negative, nan, code);
            }
            if op == HloOp::Log {
                // log of ±0: -inf; of +inf: +inf (log_f64 takes positive finite values).
                let mask = c(b, i32::MAX as i64);
                let magnitude = b.bin(HloOp::And, x, mask);
                let zero = c(b, 0);
                let is_zero = b.cmp(Dir::Eq, magnitude, zero);
                let minus_inf = c(b, 0xFF80_0000u32 as i32 as i64);
                code = b.select(is_zero, minus_inf, code);
                let inf = c(b, 0x7F80_0000);
                let is_inf = b.cmp(Dir::Eq, x, inf);
                code = b.select(is_inf, inf, code);
            }
            let code = first_f32_nan_quieted(b, &[args[0]], code);
            b.bitcast(code, "f32")
        }
        Kind::PowerInt(format, n) => {
            let exact = |b: &mut Body, v: V| match format {
                Format::BF16 => exact_f64(b, v),
                // f16 -> f64 is exact on IREE: every f16 value is an f32 normal, which DAZ keeps.
                Format::F16 => b.convert(v, "f64"),
                _ => exact_f32_f64(b, v),
            };
            let x = exact(b, args[0]);
            let ty = b.ty(x).clone();
            let one = b.splat("1.0", &ty);
            // At most one inexact f64 step: x^2 is exact, x^4 = x^2 x^2, 1/x^2 one division.
            let square = |b: &mut Body| b.bin(HloOp::Multiply, x, x);
            let r = match n {
                -1 => b.bin(HloOp::Divide, one, x),
                -2 => {
                    let sq = square(b);
                    b.bin(HloOp::Divide, one, sq)
                }
                4 if format == Format::F32 => {
                    let sq = square(b);
                    b.bin(HloOp::Multiply, sq, sq)
                }
                _ => (0..n).fold(one, |p, _| b.bin(HloOp::Multiply, p, x)),
            };
            let bits = b.bitcast(r, "i64");
            let code = encode_f64(b, bits, format, Rounding::ToNearestEven, Overflow::NanOrInf);
            let rounded = store_code(b, code, format);
            if format == Format::BF16 {
                let code = code_i32(b, rounded);
                let x = code_i32(b, args[0]);
                // x^0 is 1 for every x, NaN included (C's pow); else a NaN x quieted, its sign
                // cleared for an odd n (glibc's pow returns x * x, negated for a negative x and
                // an odd integer y, and 1 / that for a negative y).
                let code = if n == 0 { code } else { first_nan_quieted(b, &[x], code) };
                let code = if n % 2 != 0 { clear_nan_sign(b, x, code, 0x7FFF, 0x7F80) } else { code };
                from_code_i32(b, code)
            } else if format == Format::F16 {
                let code = code_i32(b, rounded);
                let x = code_i32(b, args[0]);
                let code = if n == 0 {
                    code
                } else {
                    let nan = is_nan(b, x, 0x7FFF, 0x7C00);
                    let quiet = quieted(b, x, 0x200);
                    b.select(nan, quiet, code)
                };
                let code = if n % 2 != 0 { clear_nan_sign(b, x, code, 0x7FFF, 0x7C00) } else { code };
                f16_from_code_i32(b, code)
            } else {
                let code = b.bitcast(rounded, "i32");
                let code = if n == 0 { code } else { first_f32_nan_quieted(b, &[args[0]], code) };
                let code = if n % 2 != 0 {
                    let x = b.bitcast(args[0], "i32");
                    clear_nan_sign(b, x, code, i32::MAX as i64, 0x7F80_0000)
                } else {
                    code
                };
                b.bitcast(code, "f32")
            }
        }
        Kind::PowerRefused(_) => unreachable!("refused by rewrite"),
        Kind::F4Widen => {
            let x = super::wide::exact_f64(b, args[0], Format::F4E2M1FN);
            b.convert(x, "f32")
        }
        Kind::FloatToBool(format) => {
            // x != 0 on the bits (DAZ would read a subnormal as 0); a NaN is true. Formats of
            // 8 bits or fewer: their exact decoding (every value an f64 normal or zero; the
            // FNUZ NaN 0x80 and E8M0's codes are not zeros).
            let bits = format.params().bits;
            if bits <= 8 {
                let x = super::wide::exact_f64(b, args[0], format);
                let zero = b.splat("0.0", &b.ty(x).clone());
                b.cmp(Dir::Ne, x, zero)
            } else {
                let int = format!("i{bits}");
                let code = b.bitcast(args[0], &int);
                let ty = b.ty(code).clone();
                let mask = b.splat(&((1u64 << (bits - 1)) - 1).to_string(), &ty);
                let magnitude = b.bin(HloOp::And, code, mask);
                let zero = b.splat("0", &ty);
                b.cmp(Dir::Ne, magnitude, zero)
            }
        }
        Kind::F32Compare(direction) => {
            let (x, y) = (exact_f32_f64(b, args[0]), exact_f32_f64(b, args[1]));
            b.cmp(direction, x, y)
        }
        Kind::NarrowCompare(format, direction) => {
            let x = super::wide::exact_f64(b, args[0], format);
            let y = super::wide::exact_f64(b, args[1], format);
            b.cmp(direction, x, y)
        }
        Kind::NarrowAbs(format) => {
            let code = b.bitcast(args[0], "ui8");
            let code = b.convert(code, "i32");
            let cleared = if format == Format::F8E8M0FNU {
                code
            } else {
                let mask = c32(b, 0x7F, code);
                let magnitude = b.bin(HloOp::And, code, mask);
                if matches!(format, Format::F8E4M3FNUZ | Format::F8E5M2FNUZ) {
                    let nan = c32(b, 0x80, code);
                    let is_nan = b.cmp(Dir::Eq, code, nan);
                    b.select(is_nan, code, magnitude)
                } else {
                    magnitude
                }
            };
            let code = b.convert(cleared, "ui8");
            b.bitcast(code, &b.ty(args[0]).element.clone())
        }
        // Built in `rewrite`, which reads the op's dimensions.
        Kind::ReverseUnsigned(_) | Kind::OrderedReduce(..) => unreachable!("built by rewrite"),
        Kind::FloatToInt(from, bits, signed) => {
            let x = super::wide::exact_f64(b, args[0], from);
            let ty = b.ty(x).clone();
            let int = ty.with(&if signed { format!("i{bits}") } else { format!("ui{bits}") });
            // Saturated at [lo, hi): 2^(bits-1) or 2^bits above, -2^(bits-1) or 0 below (every
            // bound exact in f64); a NaN gives 0.
            let (lo, hi) = if signed { (-(2f64.powi(bits as i32 - 1)), 2f64.powi(bits as i32 - 1)) } else { (0.0, 2f64.powi(bits as i32)) };
            let (lo_f, hi_f) = (b.splat(&format!("{lo:?}"), &ty), b.splat(&format!("{hi:?}"), &ty));
            let over = b.cmp(Dir::Ge, x, hi_f);
            let under = b.cmp(Dir::Lt, x, lo_f);
            let nan = b.cmp(Dir::Ne, x, x);
            let out = b.bin(HloOp::Or, over, under);
            let out = b.bin(HloOp::Or, out, nan);
            let zero = b.splat("0.0", &ty);
            let inside = b.select(out, zero, x);
            let r = b.convert(inside, &int.element);
            let (min, max) = if signed {
                ((-(1i128 << (bits - 1))).to_string(), ((1i128 << (bits - 1)) - 1).to_string())
            } else {
                ("0".to_string(), ((1u128 << bits) - 1).to_string())
            };
            let (min, max, zero_int) = (b.splat(&min, &int), b.splat(&max, &int), b.splat("0", &int));
            let r = b.select(under, min, r);
            let r = b.select(over, max, r);
            b.select(nan, zero_int, r)
        }
        Kind::Bf16ToF64 => exact_f64(b, args[0]),
        Kind::F32F64(true) => {
            let bits = b.bitcast(args[0], "i32");
            f32_bits_as_f64(b, args[0], bits)
        }
        Kind::F32F64(false) => {
            // Below 2^-126 (f64 subnormals included, which DAZ reads as ±0 and which round to
            // ±0 anyway): |x| + 2^-97 rounds |x| to nearest even on f32's subnormal grid (f64's
            // spacing in [2^-97, 2^-96) is 2^-149) and its low bits are the f32 code; the sign
            // is the operand's (ref gives -0 for a negative x that rounds to 0).
            let bits = b.bitcast(args[0], "i64");
            let magnitude_mask = b.i64c(i64::MAX, bits);
            let magnitude = b.bin(HloOp::And, bits, magnitude_mask);
            let smallest_normal = b.i64c(0x3810_0000_0000_0000, bits);
            let small = b.cmp(Dir::Lt, magnitude, smallest_normal);
            let absolute = b.bitcast(magnitude, "f64");
            let shift = b.splat("0x39E0000000000000", &b.ty(absolute).clone()); // 2^-97
            let rounded = b.bin(HloOp::Add, absolute, shift);
            let rounded = b.bitcast(rounded, "i64");
            let fraction_mask = b.i64c((1i64 << 52) - 1, bits);
            let units = b.bin(HloOp::And, rounded, fraction_mask);
            let sign_mask = b.i64c(i64::MIN, bits);
            let sign = b.bin(HloOp::And, bits, sign_mask);
            let thirty_two = b.i64c(32, bits);
            let sign = b.bin(HloOp::ShiftRightLogical, sign, thirty_two);
            let tiny = b.bin(HloOp::Or, units, sign);
            let tiny = b.convert(tiny, "ui32");
            let tiny = b.bitcast(tiny, "i32");
            let narrow = b.convert(args[0], "f32");
            let narrow = b.bitcast(narrow, "i32");
            let code = b.select(small, tiny, narrow);
            b.bitcast(code, "f32")
        }
        Kind::Narrow => {
            let rounded = convert_value(b, args[0], Format::F32, Format::BF16, Rounding::ToNearestEven, Overflow::NanOrInf);
            let code = code_i32(b, rounded);
            // A NaN keeps its sign and its payload's upper bits, quieted.
            let bits = b.bitcast(args[0], "i32");
            let nan = is_nan(b, bits, i32::MAX as i64, 0x7F80_0000);
            let sixteen = c32(b, 16, bits);
            let upper = b.bin(HloOp::ShiftRightLogical, bits, sixteen);
            let quiet = quieted(b, upper, 0x40);
            let code = b.select(nan, quiet, code);
            from_code_i32(b, code)
        }
    }
}

/// ln 2 in two parts, the first with 32 significant bits (so k ln2_hi is exact for |k| < 2^20).
const LN2_HI: &str = "0x3FE62E42FEE00000";
const LN2_LO: &str = "0x3DEA39EF35793C76";

/// e^x in f64 for the f64 widening `x` of f16 values (IREE links no f64 exp): x clamped to
/// [-30, 30] (beyond, e^x rounds to 0 or overflows f16 alike), x = k ln 2 + r with |r| <= 0.35,
/// e^r by its Taylor polynomial to r^14 (truncation below 2^-57 relative), times 2^k built as
/// f64 bits. Relative error a few f64 ulps: measured on every f16 code, ref's bits once rounded.
fn exp_f64(b: &mut Body, x: V) -> V {
    exp_f64_within(b, x, "-30.0", "30.0")
}

/// [`exp_f64`] with x clamped to [low, high] (f32: [-110, 90], beyond which e^x rounds to 0 or
/// overflows f32 alike; 2^k stays an f64 normal).
fn exp_f64_within(b: &mut Body, x: V, low: &str, high: &str) -> V {
    let ty = b.ty(x).clone();
    let (low, high) = (b.splat(low, &ty), b.splat(high, &ty));
    let x = b.bin(HloOp::Maximum, x, low);
    let x = b.bin(HloOp::Minimum, x, high);
    // k = x / ln 2 rounded to nearest (a convert to i64 truncates: add ±0.5 first).
    let inverse = b.splat(&format!("{:?}", std::f64::consts::LOG2_E), &ty);
    let scaled = b.bin(HloOp::Multiply, x, inverse);
    let (zero, half, minus_half) = (b.splat("0.0", &ty), b.splat("0.5", &ty), b.splat("-0.5", &ty));
    let negative = b.cmp(Dir::Lt, scaled, zero);
    let half = b.select(negative, minus_half, half);
    let scaled = b.bin(HloOp::Add, scaled, half);
    let k = b.convert(scaled, "i64");
    let kf = b.convert(k, "f64");
    let (hi, lo) = (b.splat(LN2_HI, &ty), b.splat(LN2_LO, &ty));
    let khi = b.bin(HloOp::Multiply, kf, hi);
    let klo = b.bin(HloOp::Multiply, kf, lo);
    let r = b.bin(HloOp::Subtract, x, khi);
    let r = b.bin(HloOp::Subtract, r, klo);
    // Horner: 1 + r (1 + r/2 (1 + r/3 (... (1 + r/14)))).
    let one = b.splat("1.0", &ty);
    let mut p = one;
    for n in (1..=14).rev() {
        let c = b.splat(&format!("{:?}", 1.0 / n as f64), &ty);
        let t = b.bin(HloOp::Multiply, r, c);
        let t = b.bin(HloOp::Multiply, t, p);
        p = b.bin(HloOp::Add, one, t);
    }
    let bias = b.i64c(1023, k);
    let biased = b.bin(HloOp::Add, k, bias);
    let fifty_two = b.i64c(52, k);
    let power = b.bin(HloOp::ShiftLeft, biased, fifty_two);
    let power = b.bitcast(power, "f64");
    b.bin(HloOp::Multiply, p, power)
}

/// tanh x in f64 for f64 values `x` (NaNs fixed up by the caller): with e = expm1(2|x|),
/// tanh |x| = e / (e + 2); expm1 by its Taylor series (to y^24, truncation below 2^-60
/// relative) for 2|x| <= 1.25, else exp(2|x|) - 1 with 2|x| clamped to 90 (tanh is 1 in f64
/// from 19 on); the sign of x put back (-0 kept).
fn tanh_f64(b: &mut Body, x: V) -> V {
    let ty = b.ty(x).clone();
    let magnitude = b.unary(HloOp::Abs, x);
    let two = b.splat("2.0", &ty);
    let y = b.bin(HloOp::Multiply, magnitude, two);
    let limit = b.splat("1.25", &ty);
    let small_y = b.bin(HloOp::Minimum, y, limit);
    // y (1 + y/2 (1 + y/3 (... (1 + y/24)))).
    let one = b.splat("1.0", &ty);
    let mut p = one;
    for n in (2..=24).rev() {
        let c = b.splat(&format!("{:?}", 1.0 / n as f64), &ty);
        let t = b.bin(HloOp::Multiply, small_y, c);
        let t = b.bin(HloOp::Multiply, t, p);
        p = b.bin(HloOp::Add, one, t);
    }
    let series = b.bin(HloOp::Multiply, small_y, p);
    let big = exp_f64_within(b, y, "0.0", "90.0");
    let big = b.bin(HloOp::Subtract, big, one);
    let is_small = b.cmp(Dir::Le, y, limit);
    let e = b.select(is_small, series, big);
    let den = b.bin(HloOp::Add, e, two);
    let t = b.bin(HloOp::Divide, e, den);
    let zero = b.splat("0.0", &ty);
    let negative = b.cmp(Dir::Lt, x, zero);
    let minus = b.unary(HloOp::Negate, t);
    let t = b.select(negative, minus, t);
    // tanh(-0) = -0: a zero x is returned as it is.
    let is_zero = b.cmp(Dir::Eq, x, zero);
    b.select(is_zero, x, t)
}

/// log x in f64 for the f64 widening `x` of positive finite f16 values (the caller fixes up
/// zeros, negatives, inf and NaN): x = 2^e m with m in [sqrt(1/2), sqrt(2)), log m = 2 atanh s,
/// s = (m - 1) / (m + 1), |s| <= 0.172, by its series to s^23 (truncation below 2^-60), plus
/// e ln 2 in two parts.
fn log_f64(b: &mut Body, x: V) -> V {
    let ty = b.ty(x).clone();
    let bits = b.bitcast(x, "i64");
    let fifty_two = b.i64c(52, bits);
    let exponent = b.bin(HloOp::ShiftRightLogical, bits, fifty_two);
    let bias = b.i64c(1023, bits);
    let e = b.bin(HloOp::Subtract, exponent, bias);
    let fraction_mask = b.i64c((1i64 << 52) - 1, bits);
    let fraction = b.bin(HloOp::And, bits, fraction_mask);
    let one_bits = b.i64c(1023i64 << 52, bits);
    let m = b.bin(HloOp::Or, fraction, one_bits);
    let m = b.bitcast(m, "f64");
    let sqrt2 = b.splat(&format!("{:?}", std::f64::consts::SQRT_2), &ty);
    let big = b.cmp(Dir::Gt, m, sqrt2);
    let half = b.splat("0.5", &ty);
    let halved = b.bin(HloOp::Multiply, m, half);
    let m = b.select(big, halved, m);
    let ef = b.convert(e, "f64");
    let one = b.splat("1.0", &ty);
    let bumped = b.bin(HloOp::Add, ef, one);
    let ef = b.select(big, bumped, ef);
    let num = b.bin(HloOp::Subtract, m, one);
    let den = b.bin(HloOp::Add, m, one);
    let s = b.bin(HloOp::Divide, num, den);
    let s2 = b.bin(HloOp::Multiply, s, s);
    // s (1 + s^2/3 + s^4/5 + ... + s^22/23), Horner in s^2.
    let mut p = b.splat(&format!("{:?}", 1.0 / 23.0), &ty);
    for n in (0..11).rev() {
        let c = b.splat(&format!("{:?}", 1.0 / (2 * n + 1) as f64), &ty);
        let t = b.bin(HloOp::Multiply, p, s2);
        p = b.bin(HloOp::Add, c, t);
    }
    let two = b.splat("2.0", &ty);
    let twice = b.bin(HloOp::Multiply, s, two);
    let log_m = b.bin(HloOp::Multiply, twice, p);
    let (hi, lo) = (b.splat(LN2_HI, &ty), b.splat(LN2_LO, &ty));
    let ehi = b.bin(HloOp::Multiply, ef, hi);
    let elo = b.bin(HloOp::Multiply, ef, lo);
    let tail = b.bin(HloOp::Add, elo, log_m);
    b.bin(HloOp::Add, ehi, tail)
}

/// Whether each bf16 code (i32) is a subnormal.
fn is_subnormal(b: &mut Body, code: V) -> V {
    let mask = c32(b, 0x7FFF, code);
    let magnitude = b.bin(HloOp::And, code, mask);
    let (zero, smallest_normal) = (c32(b, 0, code), c32(b, 0x0080, code));
    let nonzero = b.cmp(Dir::Ne, magnitude, zero);
    let below = b.cmp(Dir::Lt, magnitude, smallest_normal);
    b.bin(HloOp::And, nonzero, below)
}

/// `op` of bf16 values `x` as an f64 value. sqrt is IREE's f64 sqrt of the exact value
/// (correctly rounded). IREE links no f64 exp/log/tanh (iree-lld: undefined symbols), so the
/// others are IREE's f32 functions (its own approximations) on the exact f32 widening, widened
/// to f64 exactly (a result IREE flushed is 0 already); rsqrt and log of a subnormal x, which
/// DAZ would read as 0, take x * 2^64 (an f32 normal) and scale back in f64: rsqrt by 2^32
/// (exact), log by - 64 ln 2.
fn function_f64(b: &mut Body, op: HloOp, x: V) -> V {
    if op == HloOp::Sqrt {
        let exact = exact_f64(b, x);
        return b.unary(op, exact);
    }
    let bits = bf16_as_f32_bits(b, x);
    let value = b.bitcast(bits, "f32");
    if op == HloOp::Exponential {
        return exponential_f64(b, x, value);
    }
    if !matches!(op, HloOp::Rsqrt | HloOp::Log) {
        let r = b.unary(op, value);
        return b.convert(r, "f64");
    }
    let code = code_i32(b, x);
    let tiny = is_subnormal(b, code);
    let exact = exact_f64(b, x);
    let f64_ty = b.ty(exact).clone();
    let up = b.splat("0x43F0000000000000", &f64_ty); // 2^64
    let scaled = b.bin(HloOp::Multiply, exact, up);
    let scaled = b.convert(scaled, "f32");
    let input = b.select(tiny, scaled, value);
    let r = b.unary(op, input);
    let r = b.convert(r, "f64");
    let back = if op == HloOp::Rsqrt {
        let factor = b.splat("0x41F0000000000000", &f64_ty); // 2^32
        b.bin(HloOp::Multiply, r, factor)
    } else {
        let shift = b.splat(&format!("{:e}", 64.0 * std::f64::consts::LN_2), &f64_ty);
        b.bin(HloOp::Subtract, r, shift)
    };
    b.select(tiny, back, r)
}

/// exp of bf16 values `x` (`value`: their f32 widening) as f64. Below -87.3 exp is an f32
/// subnormal, which IREE's FTZ makes 0: there exp(x + 64 ln 2) * 2^-64 instead, its argument
/// summed in f64 and rounded to f32 (an error of about 2^-19, far below the few bits a bf16
/// subnormal holds).
fn exponential_f64(b: &mut Body, x: V, value: V) -> V {
    let direct = b.unary(HloOp::Exponential, value);
    let direct = b.convert(direct, "f64");
    let exact = exact_f64(b, x);
    let f64_ty = b.ty(exact).clone();
    let shift = b.splat(&format!("{:e}", 64.0 * std::f64::consts::LN_2), &f64_ty);
    let shifted = b.bin(HloOp::Add, exact, shift);
    let shifted = b.convert(shifted, "f32");
    let scaled = b.unary(HloOp::Exponential, shifted);
    let scaled = b.convert(scaled, "f64");
    let down = b.splat("0x3BF0000000000000", &f64_ty); // 2^-64
    let scaled = b.bin(HloOp::Multiply, scaled, down);
    let threshold = b.splat("-87.0", &f64_ty);
    let small = b.cmp(Dir::Lt, exact, threshold);
    b.select(small, scaled, direct)
}

/// The helper's name prefix.
fn helper_kind(kind: Kind) -> String {
    match kind {
        Kind::Arith(op) | Kind::Function(op) | Kind::Sign(op) => {
            format!("bf16_{}", op.name().trim_start_matches("stablehlo."))
        }
        Kind::Select => "bf16_select".into(),
        Kind::Compare(direction) => format!("bf16_compare_{}", direction.name().to_lowercase()),
        Kind::Widen => "bf16_to_f32".into(),
        Kind::F16Nan(op) => format!("f16_{}", op.name().trim_start_matches("stablehlo.")),
        Kind::F16Function(op) => format!("f16_{}", op.name().trim_start_matches("stablehlo.")),
        Kind::F32Function(op) => format!("f32_{}", op.name().trim_start_matches("stablehlo.")),
        Kind::F32Arith(op) => format!("f32_{}", op.name().trim_start_matches("stablehlo.")),
        Kind::F32Compare(direction) => format!("f32_compare_{}", direction.name().to_lowercase()),
        Kind::NarrowCompare(format, direction) => format!("{format}_compare_{}", direction.name().to_lowercase()),
        Kind::FloatToInt(from, bits, signed) => format!("{from}_to_{}i{bits}", if signed { "" } else { "u" }),
        Kind::ReverseUnsigned(bits) => format!("ui{bits}_reverse"),
        Kind::NarrowAbs(format) => format!("{format}_abs"),
        Kind::OrderedReduce(format, hlo, _) => format!("{}_reduce_{}", format, hlo.name().trim_start_matches("stablehlo.")),
        Kind::FloatToBool(from) => format!("{from}_to_i1"),
        Kind::F4Widen => "f4E2M1FN_to_f32".into(),
        Kind::PowerInt(format, n) => format!("{format}_power_{}", if n < 0 { format!("m{}", -n) } else { n.to_string() }),
        Kind::PowerRefused(format) => format!("{format}_power"),
        Kind::Integral(format, op) => format!("{}_{}", format, op.name().trim_start_matches("stablehlo.")),
        Kind::SignOf(format) => format!("{format}_sign"),
        Kind::CodeArith(format, op) | Kind::CodeSign(format, op) => format!("{format}_{}", op.name().trim_start_matches("stablehlo.")),
        Kind::Narrow => "f32_to_bf16".into(),
        Kind::F32F64(true) => "f32_to_f64".into(),
        Kind::Bf16ToF64 => "bf16_to_f64".into(),
        Kind::F32F64(false) => "f64_to_f32".into(),
    }
}

fn rewrite<'c>(op: OperationRef<'c, '_>, kind: Kind) -> Result<(), LpfError<'c>> {
    let operands: Vec<Value> = (0..op.operand_count()).map(|i| op.operand(i)).collect::<Result<_, _>>()?;
    let tys: Vec<Ty> = operands.iter().map(|v| carrier_ty(v.r#type())).collect::<Result<_, _>>()?;
    let result_ty: Type = op.result(0)?.r#type();
    let result_ty = carrier_ty(result_ty)?;
    let mut b = Body::new();
    let args: Vec<V> = tys.iter().map(|t| b.arg(t)).collect();
    // The text of helpers the helper calls (a loop's step, a case's branches).
    let mut extra = Vec::new();
    let result = match kind {
        Kind::PowerRefused(format) => {
            let (least, most) = power_range(format);
            return Err(LpfError::unsupported(format!(
                "raises {format} values to a power that is not a constant integer in [{least}, {most}], which IREE does not compute as ref and XLA do (the C library's powf on f32, its f64 pow rounded once on bf16; IREE takes exp(y log x) in f32 and links no f64 pow: docs/iree.md)"
            ))
            .op(HloOp::Power.name()));
        }
        Kind::OrderedReduce(format, hlo, x_first) => {
            let mut dims = i64_array(&op.attribute("dimensions")?.to_string());
            dims.sort_unstable();
            let choice = matches!(hlo, HloOp::Maximum | HloOp::Minimum) || (format == Format::F32 && hlo == HloOp::Add);
            if choice {
                // IREE's own reduce where the check shows it exact, else the ordered steps.
                let mut e = Body::new();
                let (x, init) = (e.arg(&tys[0]), e.arg(&tys[1]));
                let r = ordered_reduce(&mut e, x, init, &dims, format, hlo, x_first, &result_ty, &mut extra);
                let (exact, exact_name) = named(&e, &format!("{format}_reduce_ordered"), r);
                let (native, native_name) = native_reduce(&tys, &dims, &result_ty, hlo);
                extra.push(exact);
                extra.push(native);
                let ok = reduce_is_exact(&mut b, args[0], args[1], format, hlo);
                let index_ty = Ty::scalar("i32");
                let (zero, one) = (b.splat("0", &index_ty), b.splat("1", &index_ty));
                let index = b.select(ok, zero, one);
                let regions = format!(
                    "{}, {}",
                    b.call_region(&native_name, &args, &result_ty, "native"),
                    b.call_region(&exact_name, &args, &result_ty, "ordered")
                );
                b.op_with_region(HloOp::Case, &[index], "", &regions, &result_ty)
            } else {
                ordered_reduce(&mut b, args[0], args[1], &dims, format, hlo, x_first, &result_ty, &mut extra)
            }
        }
        Kind::ReverseUnsigned(bits) => {
            let dimensions = op.attribute("dimensions")?.to_string();
            let signless = b.bitcast(args[0], &format!("i{bits}"));
            let ty = b.ty(signless).clone();
            let reversed = b.op(HloOp::Reverse, &[signless], &format!("dimensions = {dimensions}"), &ty);
            b.bitcast(reversed, &tys[0].element)
        }
        _ => build(kind, &mut b, &args),
    };
    debug_assert_eq!(b.ty(result).text(), result_ty.text());
    let body = b.finish("NAME", &[result]);
    let name = helper_name(&helper_kind(kind), &body);
    let mut text = body.replacen("@NAME(", &format!("@{name}("), 1);
    for helper in extra {
        text = format!("{text}\n{helper}");
    }
    replace_with_call(op, &name, &text, &operands, &tys, &[result_ty])
}

/// `b`'s function returning `result`, named for `kind` and its text: (text, name).
fn named(b: &Body, kind: &str, result: V) -> (String, String) {
    let body = b.finish("NAME", &[result]);
    let name = helper_name(kind, &body);
    (body.replacen("@NAME(", &format!("@{name}("), 1), name)
}

/// The reduce of `x` (any shape, bf16 or f32 as `format`) over `dims` (sorted) from `init` (a
/// scalar) with the body `hlo` in StableHLO's interpreter's order (ref): each result starts at
/// the init value and takes its elements in row-major order, each step the exit's correctly
/// rounded op ([`Kind::Arith`], [`Kind::F32Arith`]; `x_first`: the element is the op's first
/// operand). The elements are moved to rows [K, P] (one row per step, one column per result);
/// up to [`MAX_UNROLLED`] steps are unrolled, more are a `stablehlo.while` calling a step
/// helper (its text goes to `extra`).
#[allow(clippy::too_many_arguments)]
fn ordered_reduce(b: &mut Body, x: V, init: V, dims: &[i64], format: Format, hlo: HloOp, x_first: bool, result_ty: &Ty, extra: &mut Vec<String>) -> V {
    let ty = b.ty(x).clone();
    let element = ty.element.clone();
    let shape = ty.shape.clone();
    let kept: Vec<i64> = (0..shape.len() as i64).filter(|d| !dims.contains(d)).collect();
    let perm: Vec<i64> = dims.iter().chain(kept.iter()).copied().collect();
    let p: i64 = kept.iter().map(|&d| shape[d as usize]).product();
    let k: i64 = dims.iter().map(|&d| shape[d as usize]).product();
    let list = |v: &[i64]| v.iter().map(|n| n.to_string()).collect::<Vec<_>>().join(", ");
    let moved: Vec<i64> = perm.iter().map(|&d| shape[d as usize]).collect();
    let t = b.op(HloOp::Transpose, &[x], &format!("permutation = array<i64: {}>", list(&perm)), &Ty::new(&moved, &element));
    let rows_ty = Ty::new(&[k, p], &element);
    let rows = b.op(HloOp::Reshape, &[t], "", &rows_ty);
    let column = Ty::new(&[p], &element);
    let mut acc = b.op(HloOp::BroadcastInDim, &[init], "broadcast_dimensions = array<i64>", &column);
    let step = if format == Format::BF16 { Kind::Arith(hlo) } else { Kind::F32Arith(hlo) };
    if k <= MAX_UNROLLED {
        for i in 0..k {
            let props = format!("start_indices = array<i64: {i}, 0>, limit_indices = array<i64: {}, {p}>, strides = array<i64: 1, 1>", i + 1);
            let x = b.op(HloOp::Slice, &[rows], &props, &Ty::new(&[1, p], &element));
            let x = b.op(HloOp::Reshape, &[x], "", &column);
            let operands = if x_first { [x, acc] } else { [acc, x] };
            acc = build(step, b, &operands);
        }
    } else {
        // (i, acc, rows) -> (i + 1, step(acc, row i), rows), while i < K.
        let mut s = Body::new();
        let index_ty = Ty::scalar("i32");
        let (i, a, r) = (s.arg(&index_ty), s.arg(&column), s.arg(&rows_ty));
        let zero = s.splat("0", &index_ty);
        let row = s.op(HloOp::DynamicSlice, &[r, i, zero], &format!("slice_sizes = array<i64: 1, {p}>"), &Ty::new(&[1, p], &element));
        let row = s.op(HloOp::Reshape, &[row], "", &column);
        let operands = if x_first { [row, a] } else { [a, row] };
        let next_acc = build(step, &mut s, &operands);
        let one = s.splat("1", &index_ty);
        let next = s.bin(HloOp::Add, i, one);
        let body = s.finish("NAME", &[next, next_acc, r]);
        let step_name = helper_name(&format!("{format}_reduce_step"), &body);
        extra.push(body.replacen("@NAME(", &format!("@{step_name}("), 1));
        let start = b.splat("0", &index_ty);
        let types = [index_ty.clone(), column.clone(), rows_ty.clone()];
        let signature = types.iter().map(Ty::text).collect::<Vec<_>>().join(", ");
        let arguments = types.iter().enumerate().map(|(i, t)| format!("%lpf_red{i}: {}", t.text())).collect::<Vec<_>>().join(", ");
        let (constant, compare, ret, i32_ty) = (HloOp::Constant.name(), HloOp::Compare.name(), HloOp::Return.name(), index_ty.text());
        let regions = format!(
            "{{\n  ^bb0({arguments}):\n    %lpf_red_k = \"{constant}\"() <{{value = dense<{k}> : {i32_ty}}}> : () -> {i32_ty}\n    \
             %lpf_red_more = \"{compare}\"(%lpf_red0, %lpf_red_k) <{{comparison_direction = #stablehlo<comparison_direction {lt}>}}> : ({i32_ty}, {i32_ty}) -> tensor<i1>\n    \
             \"{ret}\"(%lpf_red_more) : (tensor<i1>) -> ()\n  }}, {{\n  ^bb0({arguments}):\n    \
             %lpf_red_next:3 = \"func.call\"(%lpf_red0, %lpf_red1, %lpf_red2) <{{callee = @{step_name}}}> : ({signature}) -> ({signature})\n    \
             \"{ret}\"(%lpf_red_next#0, %lpf_red_next#1, %lpf_red_next#2) : ({signature}) -> ()\n  }}",
            lt = Dir::Lt.name()
        );
        let out = b.op_results(HloOp::While, &[start, acc, rows], "", &regions, &types);
        acc = out[1];
    }
    b.op(HloOp::Reshape, &[acc], "", result_ty)
}

/// IREE's own reduce of (x, init) over `dims` with the body `hlo`, as a helper: (text, name).
fn native_reduce(tys: &[Ty], dims: &[i64], result_ty: &Ty, hlo: HloOp) -> (String, String) {
    let mut n = Body::new();
    let (x, init) = (n.arg(&tys[0]), n.arg(&tys[1]));
    let scalar = tys[1].text();
    let (add, ret) = (hlo.name(), HloOp::Return.name());
    let region = format!(
        "{{\n  ^bb0(%a: {scalar}, %b: {scalar}):\n    %s = \"{add}\"(%a, %b) : ({scalar}, {scalar}) -> {scalar}\n    \
         \"{ret}\"(%s) : ({scalar}) -> ()\n  }}"
    );
    let dims = dims.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", ");
    let r = n.op_with_region(HloOp::Reduce, &[x, init], &format!("dimensions = array<i64: {dims}>"), &region, result_ty);
    named(&n, &format!("{}_reduce_native", tys[1].element), r)
}

/// Whether IREE's own f32 reduce add of `x` from `init` is StableHLO's (a scalar i1): IREE
/// keeps the order and rounds each step to f32, but its runtime flushes subnormal addends and
/// partial sums (FTZ/DAZ) and an invalid operation gives -NaN. Where every addend (and init) is
/// zero or finite with magnitude at least 2^-103, each is a multiple of 2^-126 (24 significant
/// bits), so is every partial sum and its rounding: zero or an f32 normal, never flushed; and
/// finite addends never make a NaN (an overflow is +-inf, which finite addends keep). Checked
/// on the bits as integers (no float op can flush before the check sees it).
///
/// A maximum or minimum (bf16 or f32) is IREE's own where no element or init is a subnormal
/// (which DAZ compares as 0) or a NaN (whose payload IREE's ops do not keep): zeros, normals
/// and infinities only (IREE's bf16 and f32 reduce maximum/minimum of every bf16 code and of
/// f32 subnormals and NaN payloads differed from ref on 3 of 512 and 40 of 64 results).
fn reduce_is_exact(b: &mut Body, x: V, init: V, format: Format, hlo: HloOp) -> V {
    let choose = matches!(hlo, HloOp::Maximum | HloOp::Minimum);
    let (mask, low, inf) = match (format, choose) {
        (Format::BF16, _) => (0x7FFF, 0x0080, 0x7F80),
        (_, true) => (i32::MAX as i64, 0x0080_0000, 0x7F80_0000),
        _ => (i32::MAX as i64, 0x0C00_0000, 0x7F80_0000),
    };
    let fits = |b: &mut Body, v: V| {
        let bits = if format == Format::BF16 { code_i32(b, v) } else { b.bitcast(v, "i32") };
        let mask = c32(b, mask, bits);
        let magnitude = b.bin(HloOp::And, bits, mask);
        let (zero, low, inf) = (c32(b, 0, bits), c32(b, low, bits), c32(b, inf, bits));
        let is_zero = b.cmp(Dir::Eq, magnitude, zero);
        let above = b.cmp(Dir::Ge, magnitude, low);
        let finite = b.cmp(if choose { Dir::Le } else { Dir::Lt }, magnitude, inf);
        let normal = b.bin(HloOp::And, above, finite);
        let ok = b.bin(HloOp::Or, is_zero, normal);
        let (one, none) = (c32(b, 1, bits), c32(b, 0, bits));
        b.select(ok, one, none)
    };
    let each = fits(b, x);
    let rank = b.ty(x).shape.len();
    let all: Vec<i64> = (0..rank as i64).collect();
    let least = super::contract::reduce_with(b, each, &Ty::scalar("i32"), HloOp::Minimum, "1", &all);
    let init_ok = fits(b, init);
    let both = b.bin(HloOp::Minimum, least, init_ok);
    let one = c32(b, 1, both);
    b.cmp(Dir::Eq, both, one)
}

/// On IREE, every foreign bf16 op under `root` this step computes becomes its helper's call;
/// false (after a located error) if one cannot.
pub fn apply(root: OperationRef) -> bool {
    let _target = super::target::Scope::enter(root);
    if super::target::current() != super::target::Target::Iree {
        return true;
    }
    let mut found = Vec::new();
    root.walk_guarded(WalkOrder::PreOrder, |op| {
        if let Some(kind) = kind_of(op) {
            found.push((op.to_raw(), kind));
        }
        WalkResult::Advance
    });
    let mut ok = true;
    for (raw, kind) in found {
        // SAFETY: collected above; each rewrite erases only its own op.
        let op = unsafe { OperationRef::from_raw(raw) };
        let location = op.location();
        if let Err(error) = rewrite(op, kind) {
            error.emit(location);
            ok = false;
        }
    }
    ok && refuse_ops_on_codes(root)
}

/// The sign bit of a code-carried format's codes.
fn code_sign_bit(format: Format) -> i64 {
    if format == Format::F4E2M1FN { 0x08 } else { 0x80 }
}

/// What an invalid operation (0 / 0, inf - inf) gives in a code-carried format: APFloat's
/// default NaN, the positive quiet one; f4E2M1FN, which has no NaN, gives -0 (the interpreter,
/// measured on every pair of codes).
fn code_default_nan(format: Format) -> Option<i64> {
    match format {
        Format::F8E4M3 => Some(0x7C),
        Format::F8E3M4 => Some(0x78),
        Format::F8E4M3B11FNUZ => Some(0x80),
        Format::F4E2M1FN => Some(0x08),
        _ => None,
    }
}

/// Whether each code (i32) of a code-carried format is a NaN, and the code quieted (its quiet
/// bit set, sign and payload kept); `None` for f4E2M1FN, which has no NaN.
fn code_nan(b: &mut Body, code: V, format: Format) -> Option<(V, V)> {
    let (inf, quiet) = match format {
        Format::F8E4M3 => (0x78, 0x04),
        Format::F8E3M4 => (0x70, 0x08),
        Format::F8E4M3B11FNUZ => {
            let nan = c32(b, 0x80, code);
            return Some((b.cmp(Dir::Eq, code, nan), code));
        }
        _ => return None,
    };
    Some((is_nan(b, code, 0x7F, inf), quieted(b, code, quiet)))
}

/// The formats IREE's runtime has no element type for, which travel as ui8 codes
/// ([`super::carrier::native`]).
fn code_carried(format: Format) -> bool {
    matches!(format, Format::F4E2M1FN | Format::F8E4M3 | Format::F8E3M4 | Format::F8E4M3B11FNUZ)
}

/// StableHLO ops that only move values (or hand them on), which the codes survive.
fn moves_values(name: &str) -> bool {
    matches!(
        name,
        "stablehlo.reshape" | "stablehlo.broadcast_in_dim" | "stablehlo.transpose" | "stablehlo.slice"
            | "stablehlo.concatenate" | "stablehlo.reverse" | "stablehlo.select" | "stablehlo.dynamic_slice"
            | "stablehlo.dynamic_update_slice" | "stablehlo.gather" | "stablehlo.convert" | "stablehlo.bitcast_convert"
            | "stablehlo.return" | "stablehlo.tuple" | "stablehlo.get_tuple_element" | "stablehlo.while"
            | "stablehlo.if" | "stablehlo.case" | "stablehlo.map" | "stablehlo.reduce" | "stablehlo.optimization_barrier"
    )
}

/// A located E0915 for each StableHLO op left that computes on f4E2M1FN, f8E4M3, f8E3M4 or
/// f8E4M3B11FNUZ values (converts, FLOAT compares and the arithmetic of [`Kind::CodeArith`]
/// and [`Kind::CodeSign`] are the exit's, above, where they are ordinary code): on IREE they are
/// ui8 codes, which IREE's ops would read as integers (a constant does not compile, `abs` is
/// refused, minimum/add/negate give codes of other values: lpf-diff on iree's mixed programs).
fn refuse_ops_on_codes(root: OperationRef) -> bool {
    let mut refused = Vec::new();
    root.walk_guarded(WalkOrder::PreOrder, |op| {
        let name = op.name().as_string_ref().as_str().unwrap_or("").to_string();
        if !name.starts_with("stablehlo.") || moves_values(&name) {
            return WalkResult::Advance;
        }
        let types = (0..op.operand_count()).filter_map(|i| op.operand(i).ok().map(|v| v.r#type()))
            .chain((0..op.result_count()).filter_map(|i| op.result(i).ok().map(|r| r.r#type())));
        let format = types.filter_map(crate::raise_stablehlo::xla::element_format).find(|f| code_carried(*f));
        if let Some(format) = format {
            refused.push((op.to_raw(), name, format));
        }
        WalkResult::Advance
    });
    for (raw, name, format) in &refused {
        // SAFETY: collected above, nothing erased since.
        let op = unsafe { OperationRef::from_raw(*raw) };
        LpfError::unsupported(format!(
            "computes on {format} values, which IREE does not: its runtime has no {format} type, so the exit carries them as ui8 codes, which IREE's ops would read as integers (docs/iree.md); convert to f32 first"
        ))
        .op(name.clone())
        .emit(op.location());
    }
    refused.is_empty()
}
