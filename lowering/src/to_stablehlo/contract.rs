//! `lpf-stablehlo-contract`: `lpf.dot`, `lpf.conv` and `lpf.reduce_sum` as
//! `stablehlo.dot_general` / `stablehlo.convolution` ([`super::conv`]) / `stablehlo.reduce` in
//! f64 on exactly decoded operands, rounded once into the accumulator.
//!
//! The contract (formats.md §3) rounds every product and every partial sum in the accumulator,
//! in k order, with gradual underflow. XLA sums in its own order (allowed: results are compared
//! within the SFEP-0054 §8 bound), but XLA CPU also flushes f32 and f64 subnormals in every op
//! (FTZ and DAZ) and fuses a dot's products into its sums (FMA), so a plain f32 dot_general
//! loses subnormal operands and products entirely and turns +inf + -inf into +inf
//! (docs/stablehlo.md, measured). So:
//! - operands are decoded by the integer emulation of [`super::codec`] into the bit patterns of
//!   their exact f64 values (never XLA's `convert`, which flushes an f32/bf16 subnormal);
//! - the sum runs in f64, where [`Range::f64_sum_problem`] proves from the operand formats that
//!   every product is exact (at most 53 significant bits), every product and partial sum is zero
//!   or an f64 normal (a multiple of a power of two >= 2^-1022, so the flush never applies) and
//!   nothing overflows f64; XLA's order and FMAs then only change the f64 rounding of the sums;
//! - an f32 accumulator's result is that f64 sum rounded once by the emulated encoder (gradual
//!   underflow, overflow to ±inf): |f64 sum - exact| <= gamma_K(f64) sum|p| and one f32
//!   rounding, well inside the §8 bound of 2 gamma_K(f32) sum|p| from the k-ordered result;
//! - where a product can overflow the f32 accumulator (operand ranges whose product reaches
//!   2^128), the contract's product is ±inf, and an infinity's sign and +inf + -inf = NaN decide
//!   the result's class in any order. The f64 products are then formed one by one (broadcast,
//!   multiply), each one at or beyond f32's overflow threshold replaced by the infinity the
//!   contract's rounding gives it, and summed by a `stablehlo.reduce`: a select sits between
//!   every product and the sum, so nothing can fuse them.
//! - Zero results get the +0 the ordered sum from +0 gives (XLA may return -0).
//!
//! Where the operand formats do not allow that proof (f64 operands, whose values and products
//! can be f64 subnormals or need 106 bits; formats beyond f64's normal range), the op is a
//! located E0915. With `--stablehlo-target=gpu` the dot carries the `algorithm` that makes
//! its f64 accumulation explicit (XLA's CPU ignores it, formats.md §5). An SF16 hardware
//! accumulation (`acc(!lpf.sf<16>)`) has no StableHLO form: E0915.

use crate::hlo_ops::{HloOp, ComparisonDirection as Dir};
use lpf_dialect::error::LpfError;
use super::carrier::{load_f64_bits, store_code};
use super::codec::{encode_f64, fits_f64};
use super::text::{Body, Ty, V};
use super::wide::{bf16_as_f32_bits, exact_f64, native_converts, round_to_f32};
use super::range::{operand_problem, Range};
use super::proven::{Checks, Exact};
use super::install::{carrier_ty, helper_name, replace_with_call};
use super::target::{target_of, Target};
use super::{lower_each, names_of, operand, result_type, Step};
use crate::pass::lpf_pass;
use lpf_dialect::attrs;
use lpf_dialect::ops::LpfOp;
use lpf_numerics::{Format, Overflow, Rounding};
use melior::ir::operation::OperationLike;
use melior::ir::{OperationRef, ValueLike};
use melior::pass::ExternalPass;

lpf_pass!(
    "lpf-stablehlo-contract",
    "LpfStablehloContract",
    "Lower lpf.dot, lpf.conv and lpf.reduce_sum to StableHLO dot_general / convolution / reduce with an explicit f32/f64 accumulator",
    run,
    [lpf_stablehlo::stablehlo_handle()]
);

fn run(root: OperationRef, pass: ExternalPass) {
    let _target = super::target::Scope::enter(root);
    lower_each(root, pass, &names_of(Step::Contract), lower);
}

/// The pass\'s work without a pass (for `lower-to-stablehlo`); false after located errors.
pub(crate) fn apply(root: OperationRef) -> bool {
    let _target = super::target::Scope::enter(root);
    super::lower_all(root, &names_of(Step::Contract), lower)
}

fn lower<'c>(op: OperationRef<'c, '_>) -> Result<(), LpfError<'c>> {
    let acc = accumulator(op)?;
    let result = carrier_ty(result_type(op)?)?;
    let kind = match LpfOp::of(&op) {
        Some(LpfOp::Conv) => "conv",
        Some(LpfOp::Dot) => "dot",
        _ => "reduce_sum",
    };
    let operands = (0..op.operand_count()).map(|i| operand(op, i)).collect::<Result<Vec<_>, _>>()?;
    // The exact forms: where the formats allow a product at f32's overflow threshold, the
    // per-product sum is what keeps the contract, and it is slow (every product formed, in
    // blocks); a run-time check of the operands' largest magnitudes takes the plain f64
    // contraction whenever no product can reach the threshold, which real data never does.
    let mut texts = Vec::new();
    let (exact, args) = if kind != "reduce_sum" && products_may_overflow(op, acc)? {
        let (fast, fast_name, args) = helper(op, kind, acc, &result, Products::Bounded)?;
        let (slow, slow_name) = saturated(op, kind, acc, &result, &args)?;
        if fast_name == slow_name {
            // Nothing to multiply (an empty operand or result): one path.
            texts.push(slow);
            ((slow_name, None), args)
        } else {
            texts.extend([fast, slow]);
            ((fast_name, Some(slow_name)), args)
        }
    } else {
        let (text, name, args) = helper(op, kind, acc, &result, Products::AsTheFormatsAllow)?;
        texts.push(text);
        ((name, None), args)
    };
    // XLA's own f32 dot or reduce where the operands prove it keeps the contract
    // (super::proven): statically, or by a run-time check that picks it or the exact forms.
    let native = match native_plan(op, kind, acc, &args, &result)? {
        Some((dims, checks)) => Some((super::proven::native_helper(op, kind, &result, &dims)?, checks)),
        None => None,
    };
    let (helper, text) = match (native, &exact) {
        (None, (name, None)) => (name.clone(), texts.join("\n")),
        (Some(((text, name), checks)), _) if !checks.smallest && !checks.largest => (name, text),
        (native, (name, saturated)) => {
            let form = match saturated {
                Some(slow) => Exact::Overflow { bounded: name, saturated: slow },
                None => Exact::One(name),
            };
            let native_name = native.as_ref().map(|((_, n), c)| (n.as_str(), *c));
            let (dispatch, dispatch_name) = super::proven::dispatcher(op, kind, &result, native_name, form)?;
            if let Some(((text, _), _)) = &native {
                texts.push(text.clone());
            }
            (dispatch_name, format!("{dispatch}\n{}", texts.join("\n")))
        }
    };
    let (text, helper) = match (kind, acc, super::target::current()) {
        ("dot", Format::F32, Target::Iree) => match iree_dispatcher(op, &args, &result, &helper)? {
            // The f64 path above stays as the fallback of the run-time check.
            Some((dispatch, name)) => (format!("{dispatch}\n{text}"), name),
            None => (text, helper),
        },
        _ => (text, helper),
    };
    replace_with_call(op, &helper, &text, &operands, &args, &[result])
}

/// Whether the native form of [`super::proven`] may compute `op` (a dot, conv or reduce_sum into
/// f32, nothing empty), with the reduced dimensions (a reduce_sum's) and what to test at run time.
fn native_plan<'c>(op: OperationRef<'c, '_>, kind: &str, acc: Format, args: &[Ty], result: &Ty) -> Result<Option<(Vec<i64>, Checks)>, LpfError<'c>> {
    if result.count() == 0 || args.iter().any(|a| a.count() == 0) {
        return Ok(None);
    }
    let (dims, k) = if kind == "dot" {
        (Vec::new(), args[0].shape.last().copied().unwrap_or(1))
    } else if kind == "conv" {
        // K = W_1 ... W_d (C / G): the kernel [W.., C/G, O] without its output channels.
        let kernel = &args[1].shape;
        let k: i64 = kernel[..kernel.len().saturating_sub(1)].iter().product();
        if k == 0 {
            return Ok(None); // no terms: the exact form's +0
        }
        (Vec::new(), k)
    } else {
        let dims = attrs::dims(&op)?;
        let k = dims.iter().map(|&i| args[0].shape.get(i as usize).copied().unwrap_or(1)).product();
        (dims, k)
    };
    let d = operand_args(&mut Body::new(), op, false)?;
    let checks = super::proven::native_checks(acc, &d.formats, &d.ranges, k).map(|mut checks| {
        if kind == "conv" && d.formats.iter().any(|f| !matches!(f.params().specials, lpf_numerics::Specials::Finite { .. })) {
            // XLA's convolution skips holes and spreads a group's NaN: the largest magnitudes'
            // test is what keeps infinities and NaNs away from it.
            checks.largest = true;
        }
        checks
    });
    Ok(checks.map(|checks| (dims, checks)))
}

/// The per-product form of `op` (its text and name). A convolution's forms its products per
/// kernel position for all images at once; where that is more than a block of
/// [`super::blocked`] holds and images are independent (no batch groups), it runs over blocks
/// of images instead, so that XLA's one temporary allocation stays small (the dot's blocks are
/// inside its helper, [`super::blocked::product_sum`]).
fn saturated<'c>(op: OperationRef<'c, '_>, kind: &str, acc: Format, result: &Ty, args: &[Ty]) -> Result<(String, String), LpfError<'c>> {
    let whole = || helper(op, kind, acc, result, Products::Saturated).map(|(text, name, _)| (text, name));
    if kind != "conv" || args.len() < 2 || args[0].shape.is_empty() || result.shape.is_empty() {
        return whole();
    }
    let spatial = args[0].shape.len() - 2;
    let geometry = crate::ir_numerics::conv_geometry(&op, spatial).map_err(LpfError::new)?;
    let n = args[0].shape[0];
    if geometry.batch_group_count != 1 || n != result.shape[0] {
        return whole();
    }
    // Products per image and kernel position: output positions x output channels x C/G.
    let kernel = &args[1].shape;
    let per_image = result.shape[1..].iter().product::<i64>() * kernel[kernel.len() - 2];
    let block = super::blocked::images_per_block(n, per_image);
    if block >= n {
        return whole();
    }
    let mut part = result.clone();
    part.shape[0] = block;
    let (text, name, _) = helper_with(op, kind, acc, &part, Products::Saturated, Some(block))?;
    let (wrapper, wrapper_name) = super::blocked::over_images(args, result, &name, block);
    Ok((format!("{wrapper}\n{text}"), wrapper_name))
}

/// How a contraction's sum treats products that may reach f32's overflow threshold.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Products {
    /// The per-product path where the operand formats allow such a product, else the plain one.
    AsTheFormatsAllow,
    /// The plain f64 contraction: the caller checked at run time that no product reaches it.
    Bounded,
    /// Every product made the contract's ±inf at or beyond the threshold.
    Saturated,
}

/// Whether the operand formats of `op` (a dot or conv into f32) allow a product at f32's
/// overflow threshold.
fn products_may_overflow<'c>(op: OperationRef<'c, '_>, acc: Format) -> Result<bool, LpfError<'c>> {
    let range = |i: usize| -> Result<Range, LpfError<'c>> {
        let value = operand(op, i)?;
        Range::of_value(value).ok_or_else(|| LpfError::new(format!("operand type {} is not a number format", value.r#type())))
    };
    Ok(op.operand_count() >= 2 && products_can_overflow_f32(acc, range(0)?.times(range(1)?)))
}

/// The helper function computing `op` (its text, name and argument carriers).
fn helper<'c>(op: OperationRef<'c, '_>, kind: &str, acc: Format, result: &Ty, products: Products) -> Result<(String, String, Vec<Ty>), LpfError<'c>> {
    helper_with(op, kind, acc, result, products, None)
}

/// [`helper`], on `lhs_batch` images of a conv's lhs where given (`result` is then a block's).
fn helper_with<'c>(
    op: OperationRef<'c, '_>,
    kind: &str,
    acc: Format,
    result: &Ty,
    products: Products,
    lhs_batch: Option<i64>,
) -> Result<(String, String, Vec<Ty>), LpfError<'c>> {
    let mut b = Body::new();
    let decoded = operand_args_with(&mut b, op, true, lhs_batch)?;
    let wide_result = result.with("f64");
    // The helpers a block of the per-product sum runs (super::blocked).
    let mut extra = Vec::new();
    let sum = match kind {
        "conv" => super::conv::sum(&mut b, op, &decoded, acc, &wide_result, products != Products::Bounded)?,
        "dot" => dot_sum(&mut b, op, &decoded, acc, &wide_result, products != Products::Bounded, &mut extra)?,
        _ => reduce_sum(&mut b, op, &decoded, &wide_result)?,
    };
    let r = round_sum(&mut b, sum, acc);
    let body = b.finish("NAME", &[r]);
    let name = helper_name(kind, &body);
    extra.insert(0, body.replacen("@NAME(", &format!("@{name}("), 1));
    Ok((extra.join("\n"), name, decoded.args))
}

/// The accumulator format of a contraction the exit can lower (f32 or f64, the result's), or
/// why not.
fn accumulator<'c>(op: OperationRef<'c, '_>) -> Result<Format, LpfError<'c>> {
    if let Some(unit) = attrs::hardware(&op)? {
        return Err(LpfError::new(format!(
            "hardware(\"{unit}\"): a matrix unit's truncated, chunked accumulation has no exact StableHLO form (dot_general's accumulation is the backend's)"
        )));
    }
    let acc_ty = attrs::acc(&op)?;
    let acc = match crate::ir_numerics::format_of(acc_ty) {
        Some(f @ (Format::F32 | Format::F64)) => f,
        Some(Format::Sf(_)) => {
            return Err("the SF16 hardware accumulation (truncated products, saturation at every step) has no \
                        exact StableHLO form; use acc(f32) or the atreides exit"
                .into())
        }
        _ => return Err(LpfError::new(format!("accumulator {acc_ty} is not f32 or f64"))),
    };
    let result_format = super::value_format(result_type(op)?).ok_or("result is not a number format")?;
    if result_format != acc {
        return Err(LpfError::new(format!("result type {result_format} is not the accumulator {acc}")));
    }
    Ok(acc)
}

/// A contraction's operands inside its helper: the helper's argument types (carriers), each
/// operand's exact value as f64 and what its values can be.
pub(super) struct Decoded {
    pub args: Vec<Ty>,
    /// The helper's arguments themselves (the carriers, before decoding).
    pub values: Vec<V>,
    pub wide: Vec<V>,
    pub ranges: Vec<Range>,
    pub formats: Vec<Format>,
}


/// Every operand of `op` as a helper argument (an operand whose values are not all f64 normals
/// or zero is refused), decoded into its exact f64 value ([`exact_f64`]) only where `decode` (else `wide` stays empty: the
/// caller decodes as it needs).
pub(super) fn operand_args<'c>(b: &mut Body, op: OperationRef<'c, '_>, decode: bool) -> Result<Decoded, LpfError<'c>> {
    operand_args_with(b, op, decode, None)
}

/// [`operand_args`], the lhs's leading dimension `lhs_batch` where given (a block of images).
fn operand_args_with<'c>(b: &mut Body, op: OperationRef<'c, '_>, decode: bool, lhs_batch: Option<i64>) -> Result<Decoded, LpfError<'c>> {
    let mut decoded = Decoded { args: Vec::new(), values: Vec::new(), wide: Vec::new(), ranges: Vec::new(), formats: Vec::new() };
    for i in 0..op.operand_count() {
        let value = operand(op, i)?;
        let ty = value.r#type();
        let format = super::value_format(ty).ok_or_else(|| format!("operand type {ty} is not a number format"))?;
        let range = Range::of_value(value).ok_or_else(|| format!("operand type {ty} is not a number format"))?;
        if !fits_f64(format) {
            return Err(LpfError::new(format!("{format} has values outside the f64 normal range")));
        }
        if let Some(why) = operand_problem(range) {
            return Err(LpfError::new(format!("operand {i} ({format}): {why}; no exact form on {}", super::target::compiler_name())));
        }
        let mut carrier = carrier_ty(ty)?;
        if let (0, Some(n)) = (i, lhs_batch) {
            carrier.shape[0] = n;
        }
        let v = b.arg(&carrier);
        decoded.args.push(carrier);
        decoded.values.push(v);
        decoded.ranges.push(range);
        decoded.formats.push(format);
        if decode {
            // The exact value as an f64 normal or zero (operand_problem).
            decoded.wide.push(exact_f64(b, v, format));
        }
    }
    Ok(decoded)
}

/// Refuses a sum of `k` terms of `terms` that f64 on XLA CPU cannot hold exactly term by term
/// (see [`Range::f64_sum_problem`]).
pub(super) fn prove_f64_sum<'c>(terms: Range, k: i64) -> Result<(), LpfError<'c>> {
    match terms.f64_sum_problem(k) {
        Some(why) => Err(LpfError::new(format!("no exact form on {}: {why}", super::target::compiler_name()))),
        None => Ok(()),
    }
}

/// Whether products of `terms` can reach f32's overflow threshold, where the contract's f32
/// product is an infinity that the f64 sum would not see.
pub(super) fn products_can_overflow_f32(acc: Format, terms: Range) -> bool {
    acc == Format::F32 && terms.hi_exp >= F32_OVERFLOW_EXP
}

/// The f64 sum of a dot; `saturate`: products at f32's overflow threshold made ±inf where the
/// formats allow them (false: the caller proved at run time that none is).
fn dot_sum<'c>(
    b: &mut Body,
    op: OperationRef<'c, '_>,
    d: &Decoded,
    acc: Format,
    wide_result: &Ty,
    saturate: bool,
    extra: &mut Vec<String>,
) -> Result<V, LpfError<'c>> {
    let terms = d.ranges[0].times(d.ranges[1]);
    let k = b.ty(d.wide[0]).shape.last().copied().unwrap_or(0);
    prove_f64_sum(terms, k)?;
    Ok(if saturate && products_can_overflow_f32(acc, terms) {
        super::blocked::product_sum(b, d.wide[0], d.wide[1], wide_result, extra)
    } else {
        dot(b, d.wide[0], d.wide[1], wide_result, "f64", target_of(op))
    })
}

fn reduce_sum<'c>(b: &mut Body, op: OperationRef<'c, '_>, d: &Decoded, wide_result: &Ty) -> Result<V, LpfError<'c>> {
    let dims = attrs::dims(&op)?;
    let shape = b.ty(d.wide[0]).shape.clone();
    let k = dims.iter().map(|&i| shape.get(i as usize).copied().unwrap_or(1)).product();
    prove_f64_sum(d.ranges[0], k)?;
    Ok(reduce(b, d.wide[0], wide_result, "f64", &dims))
}

/// The f64 sum as the contract's result: a zero +0, a NaN the canonical +NaN, and for an f32
/// accumulator one rounding into f32.
fn round_sum(b: &mut Body, sum: V, acc: Format) -> V {
    // The ordered sum starts from +0, so a zero result is +0, and a NaN is the reference's +NaN
    // (x86 makes +inf + -inf the negative one). Integer work on the bits: XLA's simplifier
    // folds a float select(x == 0, 0, x) to x, and a reduce over one element to that element,
    // so a -0 product would come through.
    let bits = b.bitcast(sum, "i64");
    let magnitude_mask = b.i64c(i64::MAX, bits);
    let magnitude = b.bin(HloOp::And, bits, magnitude_mask);
    if acc == Format::F32 && native_converts() {
        // XLA's convert where exact; it gives zeros and NaNs the same treatment.
        return round_to_f32(b, sum, bits, magnitude);
    }
    let zero = b.i64c(0, bits);
    let is_zero = b.cmp(Dir::Eq, magnitude, zero);
    let bits = b.select(is_zero, zero, bits);
    let inf = b.i64c(0x7FF0_0000_0000_0000, bits);
    let is_nan = b.cmp(Dir::Gt, magnitude, inf);
    let nan = b.i64c(0x7FF8_0000_0000_0000, bits);
    let bits = b.select(is_nan, nan, bits);
    if acc != Format::F32 {
        return b.bitcast(bits, "f64");
    }
    // One rounding into f32 by the emulated encoder (gradual underflow, ±inf on overflow).
    let code = encode_f64(b, bits, Format::F32, Rounding::ToNearestEven, Overflow::NanOrInf);
    // A sum in k order from +0 is never -0 (a sum of f32 values is a multiple of 2^-149,
    // zero only when exact, and then +0 unless both addends are -0), while an f64 sum of
    // tiny negative products rounds to -0 here: it is +0.
    let minus_zero = b.i64c(0x8000_0000, code);
    let is_minus_zero = b.cmp(Dir::Eq, code, minus_zero);
    let plus_zero = b.i64c(0, code);
    let code = b.select(is_minus_zero, plus_zero, code);
    store_code(b, code, Format::F32)
}

/// On IREE, which sums a dot_general's products in k order with `llvm.fmuladd` (at O0, no
/// reassociation; docs/iree.md), the contract's k-ordered f32 sum itself, where that is exact:
/// every product has at most 24 significant bits (exact in f32, so a fused multiply-add rounds
/// as the contract does), no operand is an f32 subnormal, every nonzero product is at least
/// 2^(P - 127) (P its significant bits: then every product and partial sum is a multiple of
/// 2^-126, zero or an f32 normal, and IREE's FTZ/DAZ never applies), and no product reaches f32's
/// overflow threshold. A helper that checks this at run time on the operands' values (smallest
/// nonzero and largest magnitudes of each operand, f64 products of them) and calls IREE's ordered
/// dot where it holds and `fallback` (the f64 sum rounded once, same arguments `args`) elsewhere:
/// a `stablehlo.case`, so IREE computes one of the two (a select computed both, which made
/// lpf-on-IREE 7-8x slower than plain IREE). `None` where products can need more than 24 bits
/// (f32 operands): the fallback alone.
fn iree_dispatcher<'c>(op: OperationRef<'c, '_>, args: &[Ty], result: &Ty, fallback: &str) -> Result<Option<(String, String)>, LpfError<'c>> {
    let mut b = Body::new();
    let d = operand_args(&mut b, op, false)?;
    debug_assert_eq!(d.args, args);
    let terms = d.ranges[0].times(d.ranges[1]);
    if terms.precision > 24 {
        return Ok(None);
    }
    let (mut narrow, mut smallest, mut largest) = (Vec::new(), Vec::new(), Vec::new());
    for (&v, &format) in d.values.iter().zip(&d.formats) {
        let (n, lo, hi) = as_f32(&mut b, v, format);
        narrow.push(n);
        smallest.push(lo);
        largest.push(hi);
    }
    let ok = ordered_check(&mut b, &smallest, &largest, terms.precision);
    let (ordered, ordered_name) = ordered_dot(&narrow.iter().map(|&v| b.ty(v).clone()).collect::<Vec<_>>(), result);
    let index_ty = Ty::scalar("i32");
    let (zero, one) = (b.splat("0", &index_ty), b.splat("1", &index_ty));
    let index = b.select(ok, zero, one);
    let regions = format!(
        "{}, {}",
        b.call_region(&ordered_name, &narrow, result, "ordered"),
        b.call_region(fallback, &d.values, result, "exact")
    );
    let r = b.op_with_region(HloOp::Case, &[index], "", &regions, result);
    let body = b.finish("NAME", &[r]);
    let name = helper_name("dot_iree", &body);
    Ok(Some((format!("{}\n{ordered}", body.replacen("@NAME(", &format!("@{name}("), 1)), name)))
}

/// An operand `v` of `format` as f32 values for IREE's dot, with the smallest nonzero and the
/// largest magnitude of its exact values (f64 scalars) for [`ordered_check`]. f32 (and tf32) is
/// its own carrier and bf16 is f32's upper half (a shift): their magnitudes are compared as
/// integer bits (nonnegative floats order as their bits do, a NaN above +inf), so nothing on the
/// way flushes a subnormal; the two scalars are then widened to f64, where a subnormal one may
/// become 0, which fails the check as the subnormal itself does. Other formats are decoded by the
/// integer emulation into f64 bits and narrowed (exact where the check passes).
fn as_f32(b: &mut Body, v: V, format: Format) -> (V, V, V) {
    let bits = match format {
        Format::F32 | Format::TF32 => b.bitcast(v, "i32"),
        Format::BF16 => bf16_as_f32_bits(b, v),
        _ => {
            let bits = load_f64_bits(b, v, format);
            let wide = b.bitcast(bits, "f64");
            let (smallest, largest) = f64_extremes(b, wide);
            return (b.convert(wide, "f32"), smallest, largest);
        }
    };
    let narrow = if b.ty(v).element == "f32" { v } else { b.bitcast(bits, "f32") };
    let ty = b.ty(bits).clone();
    let all: Vec<i64> = (0..ty.shape.len() as i64).collect();
    let abs_mask = b.splat(&i32::MAX.to_string(), &ty);
    let magnitude = b.bin(HloOp::And, bits, abs_mask);
    // The smallest nonzero magnitude (zeros as +inf's bits, as is an operand of zeros only).
    let inf = 0x7F80_0000i64.to_string();
    let zero = b.splat("0", &ty);
    let is_zero = b.cmp(Dir::Eq, magnitude, zero);
    let inf_bits = b.splat(&inf, &ty);
    let candidates = b.select(is_zero, inf_bits, magnitude);
    // min as -max(-x): no magnitude's negation overflows i32.
    let minus_candidates = b.unary(HloOp::Negate, candidates);
    let scalar = Ty::scalar("i32");
    let minus_smallest = reduce_with(b, minus_candidates, &scalar, HloOp::Maximum, &format!("-{inf}"), &all);
    let smallest = b.unary(HloOp::Negate, minus_smallest);
    let largest = reduce_with(b, magnitude, &scalar, HloOp::Maximum, "0", &all);
    let widen = |b: &mut Body, m: V| {
        let value = b.bitcast(m, "f32");
        b.convert(value, "f64")
    };
    (narrow, widen(b, smallest), widen(b, largest))
}

/// The smallest nonzero and the largest magnitude of `w` (f64 values), as f64 scalars; a NaN
/// makes the largest NaN.
fn f64_extremes(b: &mut Body, w: V) -> (V, V) {
    let scalar = Ty::scalar("f64");
    let ty = b.ty(w).clone();
    let all: Vec<i64> = (0..ty.shape.len() as i64).collect();
    let zero = b.splat("0.0", &ty);
    let negated = b.unary(HloOp::Negate, w);
    let negative = b.cmp(Dir::Lt, w, zero);
    let magnitude = b.select(negative, negated, w); // a NaN stays NaN: the check fails
    // The smallest nonzero magnitude as -max(-|x|) over the nonzero ones (zeros as -inf).
    let minus_magnitude = b.unary(HloOp::Negate, magnitude);
    let minus_inf = b.splat("0xFFF0000000000000", &ty);
    let is_zero = b.cmp(Dir::Eq, magnitude, zero);
    let candidates = b.select(is_zero, minus_inf, minus_magnitude);
    let minus_smallest = reduce_with(b, candidates, &scalar, HloOp::Maximum, "0xFFF0000000000000", &all);
    let smallest = b.unary(HloOp::Negate, minus_smallest);
    let largest = reduce_with(b, magnitude, &scalar, HloOp::Maximum, "0.0", &all);
    (smallest, largest)
}

/// The run-time condition of [`iree_dispatcher`] (a scalar i1) on each operand's smallest
/// nonzero and largest magnitude (f64 scalars); `precision`: the products' significant bits.
fn ordered_check(b: &mut Body, smallest: &[V], largest: &[V], precision: u32) -> V {
    let scalar = Ty::scalar("f64");
    let normal = b.splat("0x3810000000000000", &scalar); // 2^-126
    let least_product = b.splat(&format!("{:#X}", (((precision as i64 - 127) + 1023) as u64) << 52), &scalar);
    let threshold = b.splat("0x47EFFFFFF0000000", &scalar); // (2 - 2^-24) 2^127
    let min_product = b.bin(HloOp::Multiply, smallest[0], smallest[1]);
    let max_product = b.bin(HloOp::Multiply, largest[0], largest[1]);
    let c0 = b.cmp(Dir::Ge, smallest[0], normal);
    let c1 = b.cmp(Dir::Ge, smallest[1], normal);
    let c2 = b.cmp(Dir::Ge, min_product, least_product);
    let c3 = b.cmp(Dir::Lt, max_product, threshold);
    let ok = b.bin(HloOp::And, c0, c1);
    let ok = b.bin(HloOp::And, ok, c2);
    b.bin(HloOp::And, ok, c3)
}

/// IREE's f32 dot_general of two f32 operands of types `operands` (its k-ordered sum where
/// [`ordered_check`] holds), a zero result made +0 (the contract's sum starts from +0; IREE's
/// K = 1 dot returns a -0 product as it is): the helper's text and name.
fn ordered_dot(operands: &[Ty], result: &Ty) -> (String, String) {
    let mut b = Body::new();
    let lhs = b.arg(&operands[0]);
    let rhs = b.arg(&operands[1]);
    let sum = dot(&mut b, lhs, rhs, &result.with("f32"), "f32", Target::Iree);
    // +0 for a zero sum, as integer work on the bits.
    let bits = b.bitcast(sum, "i32");
    let mask = b.splat(&i32::MAX.to_string(), &b.ty(bits).clone());
    let magnitude = b.bin(HloOp::And, bits, mask);
    let zero = b.splat("0", &b.ty(bits).clone());
    let is_zero = b.cmp(Dir::Eq, magnitude, zero);
    let bits = b.select(is_zero, zero, bits);
    let ordered = b.bitcast(bits, "f32");
    let body = b.finish("NAME", &[ordered]);
    let name = helper_name("dot_ordered", &body);
    (body.replacen("@NAME(", &format!("@{name}("), 1), name)
}

/// A reduction of `input` over `dims` with the binary `op` and `init`, in `result`'s element.
pub(super) fn reduce_with(b: &mut Body, input: V, result: &Ty, op: HloOp, init: &str, dims: &[i64]) -> V {
    let element = result.element.clone();
    let init = b.splat(init, &Ty::scalar(&element));
    let scalar = Ty::scalar(&element).text();
    let (name, ret) = (op.name(), HloOp::Return.name());
    let region = format!(
        "{{\n  ^bb0(%a: {scalar}, %b: {scalar}):\n    %s = \"{name}\"(%a, %b) : ({scalar}, {scalar}) -> {scalar}\n    \
         \"{ret}\"(%s) : ({scalar}) -> ()\n  }}"
    );
    let dims = dims.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", ");
    b.op_with_region(HloOp::Reduce, &[input, init], &format!("dimensions = array<i64: {dims}>"), &region, result)
}

/// Products of terms below 2^this can reach f32's overflow threshold (2^128 - 2^103, the
/// midpoint above the largest f32, which rounds to even: to +inf).
const F32_OVERFLOW_EXP: i32 = 128;

/// The k-summed products of a [B.., M, K] x [B.., K, N] dot, each exact product at or beyond
/// f32's overflow threshold made the ±inf the contract's f32 rounding makes it, summed in f64.
pub(super) fn product_sum(b: &mut Body, lhs: V, rhs: V, result: &Ty) -> V {
    let ls = b.ty(lhs).shape.clone();
    let rs = b.ty(rhs).shape.clone();
    let nb = ls.len() - 2;
    let mut full: Vec<i64> = ls[..nb].to_vec();
    full.extend([ls[nb], rs[nb + 1], ls[nb + 1]]); // [B.., M, N, K]
    let full_ty = Ty::new(&full, "f64");
    let batch: Vec<usize> = (0..nb).collect();
    let dims = |tail: [usize; 2]| list(batch.iter().copied().chain(tail));
    let a = b.op(HloOp::BroadcastInDim, &[lhs], &format!("broadcast_dimensions = array<i64: {}>", dims([nb, nb + 2])), &full_ty);
    let c = b.op(HloOp::BroadcastInDim, &[rhs], &format!("broadcast_dimensions = array<i64: {}>", dims([nb + 2, nb + 1])), &full_ty);
    // Exact: Range::f64_sum_problem proved every product fits f64's significand and range.
    let p = b.bin(HloOp::Multiply, a, c);
    let p = saturate_as_f32(b, p);
    reduce(b, p, result, "f64", &[nb as i64 + 2])
}

/// Exact f64 products, each one at or beyond f32's overflow threshold made the ±inf that the
/// contract's f32 rounding makes it (the select also keeps XLA from fusing it into a sum).
pub(super) fn saturate_as_f32(b: &mut Body, p: V) -> V {
    let ty = b.ty(p).clone();
    let threshold = b.splat("0x47EFFFFFF0000000", &ty); // (2 - 2^-24) 2^127
    let minus_threshold = b.splat("0xC7EFFFFFF0000000", &ty);
    let inf = b.splat("0x7FF0000000000000", &ty);
    let minus_inf = b.splat("0xFFF0000000000000", &ty);
    let up = b.cmp(Dir::Ge, p, threshold);
    let p = b.select(up, inf, p);
    let down = b.cmp(Dir::Le, p, minus_threshold);
    b.select(down, minus_inf, p)
}

pub(super) fn list(dims: impl Iterator<Item = usize>) -> String {
    dims.map(|d| d.to_string()).collect::<Vec<_>>().join(", ")
}

/// The `dot_dimension_numbers` of lpf.dot's layout ([B.., M, K] x [B.., K, N]) at `rank`.
fn dot_numbers(rank: usize) -> String {
    let batch = list(0..rank - 2);
    format!(
        "dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [{batch}], rhs_batching_dimensions = [{batch}], \
         lhs_contracting_dimensions = [{}], rhs_contracting_dimensions = [{}]>",
        rank - 1,
        rank - 2
    )
}

/// XLA CPU's bf16 x bf16 -> f32 dot of bf16 `lhs` and `rhs` (the `algorithm` that keeps its
/// operands bf16: its bf16 kernel, crate::hlo_defined::XLA_BF16_DOT).
pub(super) fn bf16_kernel_dot(b: &mut Body, lhs: V, rhs: V, result: &Ty) -> V {
    let props = format!(
        "{}, algorithm = #stablehlo.dot_algorithm<lhs_precision_type = bf16, rhs_precision_type = bf16, \
         accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, \
         num_primitive_operations = 1, allow_imprecise_accumulation = false>",
        dot_numbers(b.ty(lhs).shape.len())
    );
    b.op(HloOp::DotGeneral, &[lhs, rhs], &props, result)
}

pub(super) fn dot(b: &mut Body, lhs: V, rhs: V, result: &Ty, acc: &str, target: Target) -> V {
    let rank = b.ty(lhs).shape.len();
    let mut props = dot_numbers(rank);
    if target == Target::Gpu {
        // The operands are already the accumulator type: one product per element, accumulated in
        // it, no tf32/bf16 shortcuts.
        props += &format!(
            ", algorithm = #stablehlo.dot_algorithm<lhs_precision_type = {acc}, rhs_precision_type = {acc}, \
             accumulation_type = {acc}, lhs_component_count = 1, rhs_component_count = 1, \
             num_primitive_operations = 1, allow_imprecise_accumulation = false>"
        );
    } else {
        props += ", precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]";
    }
    b.op(HloOp::DotGeneral, &[lhs, rhs], &props, result)
}

pub(super) fn reduce(b: &mut Body, input: V, result: &Ty, acc: &str, dims: &[i64]) -> V {
    let init = b.splat("0.0", &Ty::scalar(acc));
    let scalar = Ty::scalar(acc).text();
    let (add, ret) = (HloOp::Add.name(), HloOp::Return.name());
    let region = format!(
        "{{\n  ^bb0(%a: {scalar}, %b: {scalar}):\n    %s = \"{add}\"(%a, %b) : ({scalar}, {scalar}) -> {scalar}\n    \
         \"{ret}\"(%s) : ({scalar}) -> ()\n  }}"
    );
    let dims = dims.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", ");
    b.op_with_region(HloOp::Reduce, &[input, init], &format!("dimensions = array<i64: {dims}>"), &region, result)
}
