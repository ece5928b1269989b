//! An f32 `add` or `subtract` of a `multiply` as XLA CPU computes it: with one rounding (a
//! fused multiply-add). XLA CPU compiles its fused loops with LLVM's FP contraction on, so a
//! multiply whose one use is an add or subtract in the same fusion becomes an FMA instruction;
//! StableHLO's interpreter and the linalg lowering round the product first. Measured (jaxlib
//! 0.10.2, Zen 5, `xla_allow_excess_precision=false`, 64 x 256 random f32 each): `a * b + c`,
//! `c + a * b`, `a * b - c`, `c - a * b`, `-(a * b) + c`, `a * a + c`, `a * b * c + d`,
//! `exp(a) * b + c`, `a * b + broadcast(c)` all gave the fused result on every output (the
//! twice-rounded one on 73-81%); `a * b + c * d` fuses the left product (`fma(a, b, c * d)`); a
//! product with another use in the same fusion is not fused (`(y + c) * (y + d)` with
//! `y = a * b`, or `y` also returned), while one used by two separate results is fused in each;
//! f64 is never fused (its twice-rounded result on every output); bf16 and f16 arithmetic is
//! rounded into the format after each op (XLA's normalisation), so nothing fuses there.
//!
//! Rewritten, for a `multiply` (or a `negate` of one) in the same block that XLA fuses into the
//! add or subtract alone (its only use; or each of several uses in separate expressions, none
//! returned), as that one rounding: the product of the f64 widenings is exact, their sum
//! rounded to odd in f64 rounds into f32 as the exact value does ([`emulated_fma`]), in
//! StableHLO ops every evaluator computes alike (inside regions too). Of two such operands the
//! left one is fused (of a product of a concatenate, per concatenated part:
//! [`super::rotate_half`]). A product with two uses in one expression (whose element-wise users
//! meet), or also returned, is left twice-rounded, as XLA leaves it; so is an add XLA hands
//! YNNPACK with a dot ([`super::ynn_fusion`]).
//!
//! `--backend ref` and the LLVM exit run this rewrite; XLA runs its own.

use super::Builder;
use crate::hlo_ops::HloOp;
use crate::ir_numerics::format_of;
use crate::melior_ext::{has_static_shape, replace_op, with_element_type};
use lpf_dialect::error::LpfError;
use lpf_numerics::Format;
use melior::ir::operation::{OperationLike, OperationResult};
use melior::ir::r#type::{IntegerType, RankedTensorType, ShapedTypeLike};
use melior::ir::{OperationRef, Type, Value, ValueLike};

/// `round(a * b + c)` with one rounding into f32, on f32 tensors of one shape: the product of
/// the f64 widenings is exact (24 + 24 bits); the sum is rounded to odd in f64 (rounded to
/// nearest, its error by TwoSum, then truncated toward zero with the last bit set where
/// inexact), and a value rounded to odd in 53 >= 2 x 24 + 2 bits rounds into f32 as the exact
/// one does. An infinite or NaN operand gives what the f64 sum gives.
pub(crate) fn emulated_fma<'c, 'a>(b: &Builder<'c, 'a>, x: Value<'c, 'a>, y: Value<'c, 'a>, z: Value<'c, 'a>) -> Result<Value<'c, 'a>, LpfError<'c>> {
    let f32_ty = x.r#type();
    let f64_ty = with_element_type(f32_ty, Type::float64(b.context)).ok_or("internal error: a fused multiply-add of a non-tensor")?;
    let i64_ty = with_element_type(f32_ty, IntegerType::new(b.context, 64).into()).ok_or("internal error: a fused multiply-add of a non-tensor")?;
    let binary = |op: HloOp, lhs: Value<'c, 'a>, rhs: Value<'c, 'a>| b.hlo(op, &[lhs, rhs], lhs.r#type());
    let wide = |v: Value<'c, 'a>| b.hlo(HloOp::Convert, &[v], f64_ty);
    let (x, y, z) = (wide(x)?, wide(y)?, wide(z)?);
    let product = binary(HloOp::Multiply, x, y)?;
    let sum = binary(HloOp::Add, product, z)?;
    // TwoSum: sum + error == product + z exactly.
    let z_part = binary(HloOp::Subtract, sum, product)?;
    let product_part = binary(HloOp::Subtract, sum, z_part)?;
    let error = binary(HloOp::Add, binary(HloOp::Subtract, product, product_part)?, binary(HloOp::Subtract, z, z_part)?)?;
    let zero = b.splat("0.0", f64_ty)?;
    // |error| > 0 is false for a NaN error (an infinite or NaN operand): those stay as they are.
    let inexact = b.compare("GT", Some("FLOAT"), b.hlo(HloOp::Abs, &[error], f64_ty)?, zero)?;
    let away_from_zero = b.compare("LT", Some("FLOAT"), binary(HloOp::Multiply, sum, error)?, zero)?;
    let bits = b.hlo(HloOp::BitcastConvert, &[sum], i64_ty)?;
    let one = b.splat("1", i64_ty)?;
    let truncated = b.select(away_from_zero, binary(HloOp::Subtract, bits, one)?, bits)?;
    let odd = b.select(inexact, binary(HloOp::Or, truncated, one)?, bits)?;
    let odd = b.hlo(HloOp::BitcastConvert, &[odd], f64_ty)?;
    b.hlo(HloOp::Convert, &[odd], f32_ty)
}

/// The marker of an f32 add whose product XLA rounds before adding, written by a rewrite that
/// computes XLA's order ([`super::square_sum`]'s vectorised rows): left as it is here.
pub const UNFUSED: &str = "lpf.xla_unfused";

/// How a rewrite writes a fused multiply-add: as [`emulated_fma`]'s StableHLO ops (which every
/// evaluator computes alike, StableHLO's interpreter too, inside regions as well), or as one
/// `math.fma` on the tensors (the LLVM exit, where it is the FMA instruction: the same bits).
/// `NativeWhereHandedOver` is `--backend ref`'s: `math.fma` where StableHLO's interpreter hands
/// ops to lpf-run (a function's top level and `while` regions,
/// [`crate::hlo_regions::interpreter_hands_over`]), which computes it itself (one op instead of
/// [`emulated_fma`]'s twenty), the emulation inside other regions, which the interpreter runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FmaForm {
    Emulated,
    Native,
    NativeWhereHandedOver,
}

/// `round(x * y + z)` with one rounding, f32 tensors of one shape, in `form`.
pub(crate) fn fma<'c, 'a>(b: &Builder<'c, 'a>, form: FmaForm, x: Value<'c, 'a>, y: Value<'c, 'a>, z: Value<'c, 'a>) -> Result<Value<'c, 'a>, LpfError<'c>> {
    let handed_over = || crate::hlo_regions::interpreter_hands_over(b.at);
    let native = |b: &Builder<'c, 'a>| {
        // Loaded before its first op is built: an op of a dialect loaded after it was built
        // keeps a stale name (lpf-run once verified such a `math.fma` as `math.ipowi`).
        b.context.get_or_load_dialect("math");
        b.op("math.fma", &[x, y, z], &[], x.r#type())
    };
    match form {
        FmaForm::Native => native(b),
        FmaForm::NativeWhereHandedOver if handed_over() && crate::melior_ext::has_static_shape(x.r#type()) => native(b),
        FmaForm::Emulated | FmaForm::NativeWhereHandedOver => emulated_fma(b, x, y, z),
    }
}

/// A unit attribute on a `multiply` a rewrite built for a product XLA rounds (a depthwise
/// convolution's taps, [`super::convolution`]): never fused.
pub const ROUNDED_PRODUCT: &str = "lpf.xla_rounded_product";

/// A product XLA fuses into its one user: its factors, negated or not.
pub(super) struct Product<'c, 'a> {
    pub(super) x: Value<'c, 'a>,
    pub(super) y: Value<'c, 'a>,
    pub(super) negated: bool,
}

/// The ops that use `v`, once per use.
pub(super) fn users<'c, 'a>(v: Value<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    let mut found = Vec::new();
    // SAFETY: reading the use list of a live value; its owners outlive this rewrite.
    unsafe {
        let mut use_ = mlir_sys::mlirValueGetFirstUse(v.to_raw());
        while !mlir_sys::mlirOpOperandIsNull(use_) {
            found.push(OperationRef::from_raw(mlir_sys::mlirOpOperandGetOwner(use_)));
            use_ = mlir_sys::mlirOpOperandGetNextUse(use_);
        }
    }
    found
}

/// Element-wise ops, which XLA fuses into one loop with their element-wise users.
pub(super) const ELEMENTWISE: [&str; 36] = [
    "stablehlo.add", "stablehlo.subtract", "stablehlo.multiply", "stablehlo.divide", "stablehlo.negate", "stablehlo.abs",
    "stablehlo.exponential", "stablehlo.exponential_minus_one", "stablehlo.log", "stablehlo.log_plus_one", "stablehlo.logistic",
    "stablehlo.tanh", "stablehlo.sqrt", "stablehlo.rsqrt", "stablehlo.cbrt", "stablehlo.sine", "stablehlo.cosine", "stablehlo.tan",
    "stablehlo.power", "stablehlo.maximum", "stablehlo.minimum", "stablehlo.clamp", "stablehlo.select", "stablehlo.compare",
    "stablehlo.convert", "stablehlo.broadcast_in_dim", "stablehlo.reshape", "stablehlo.floor", "stablehlo.ceil",
    "stablehlo.round_nearest_even", "stablehlo.sign", "stablehlo.atan2", "stablehlo.and", "stablehlo.or", "stablehlo.not", "math.fma",
];

/// `op` and the element-wise ops its results reach through element-wise ops (at most a few
/// hundred: XLA's fusions of one expression).
fn fusion_of<'c, 'a>(op: OperationRef<'c, 'a>) -> Vec<*mut std::ffi::c_void> {
    let mut seen = vec![op.to_raw().ptr];
    let mut queue = vec![op];
    while let Some(next) = queue.pop() {
        for result in next.results() {
            for user in users(result.into()) {
                let name = user.name();
                let elementwise = ELEMENTWISE.contains(&name.as_string_ref().as_str().unwrap_or(""));
                if elementwise && !seen.contains(&user.to_raw().ptr) && seen.len() < 512 {
                    seen.push(user.to_raw().ptr);
                    queue.push(user);
                }
            }
        }
    }
    seen
}

/// Whether XLA fuses `v`'s product into `user` (one of its users) alone: `v`'s only use, or,
/// where `v` has more, none returned (XLA's multi-output fusion then shares the product) and
/// none in `user`'s fusion (XLA fuses a copy of the cheap product into each other fusion,
/// where each copy has one use; in one fusion, the product has two uses and stays rounded).
fn fused_alone<'c, 'a>(v: Value<'c, 'a>, user: OperationRef<'c, 'a>) -> bool {
    let all = users(v);
    if all.len() == 1 {
        return true;
    }
    let returned = all.iter().any(|u| u.name().as_string_ref().as_str().is_ok_and(|n| n.ends_with(".return")));
    if returned || all.iter().filter(|u| u.to_raw().ptr == user.to_raw().ptr).count() > 1 {
        return false;
    }
    let mine = fusion_of(user);
    all.iter().filter(|u| u.to_raw().ptr != user.to_raw().ptr).all(|other| fusion_of(*other).iter().all(|op| !mine.contains(op)))
}

/// `v` as a product its user fuses: the result of a `multiply` (or of a `negate`, used once, of
/// one) in the block of `user`, fused into `user` alone ([`fused_alone`]).
pub(super) fn product<'c, 'a>(v: Value<'c, 'a>, user: OperationRef<'c, 'a>) -> Option<Product<'c, 'a>> {
    let in_block = |op: &OperationRef| op.block().map(|b| b.to_raw().ptr) == user.block().map(|b| b.to_raw().ptr);
    let op = OperationResult::try_from(v).ok()?.owner();
    if !in_block(&op) {
        return None;
    }
    let (op, negated) = match HloOp::of(&op) {
        Some(HloOp::Negate) => {
            let inner = op.operand(0).ok()?;
            let inner_op = OperationResult::try_from(inner).ok()?.owner();
            if users(v).len() != 1 || !in_block(&inner_op) || !fused_alone(inner, op) {
                return None;
            }
            (inner_op, true)
        }
        _ if fused_alone(v, user) => (op, false),
        _ => return None,
    };
    // A product of constants is folded by XLA, rounded, before its fusion (super::folded_by_xla).
    (HloOp::of(&op) == Some(HloOp::Multiply) && op.operand_count() == 2 && !super::folded_by_xla(op) && op.attribute(ROUNDED_PRODUCT).is_err())
        .then(|| Some(Product { x: op.operand(0).ok()?, y: op.operand(1).ok()?, negated }))
        .flatten()
}

/// The product `op` (an f32 add or subtract) fuses, whether it is the left operand, and the
/// other operand.
fn fused<'c, 'a>(op: OperationRef<'c, 'a>) -> Option<(Product<'c, 'a>, bool, Value<'c, 'a>)> {
    let kind = HloOp::of(&op)?;
    if !matches!(kind, HloOp::Add | HloOp::Subtract) || op.operand_count() != 2 || op.result_count() != 1 {
        return None;
    }
    let ty = op.result(0).ok()?.r#type();
    if RankedTensorType::try_from(ty).ok().and_then(|t| format_of(t.element())) != Some(Format::F32) || !has_static_shape(ty) {
        return None;
    }
    let (lhs, rhs) = (op.operand(0).ok()?, op.operand(1).ok()?);
    if lhs.r#type() != ty || rhs.r#type() != ty {
        return None;
    }
    // YNNPACK computes it, with the products rounded; or another rewrite wrote it rounded.
    if op.attribute(super::ynn_fusion::YNN_FUSED).is_ok() || op.attribute(UNFUSED).is_ok() || super::ynn_fusion::in_dot_fusion(op) {
        return None;
    }
    if let Some(p) = product(lhs, op) {
        return Some((p, true, rhs));
    }
    product(rhs, op).map(|p| (p, false, lhs))
}

/// Whether `op` is an f32 add or subtract XLA fuses with a product (what
/// [`xla_fused_multiply_add`] rewrites).
pub fn is_fused_multiply_add(op: OperationRef) -> bool {
    fused(op).is_some()
}

/// Rewrites an add or subtract of a product ([`is_fused_multiply_add`]) into the fused
/// multiply-add XLA computes (module doc), in `--backend ref`'s form
/// ([`FmaForm::NativeWhereHandedOver`]); the product, left unused, is erased.
pub fn xla_fused_multiply_add<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<(), LpfError<'c>> {
    fused_multiply_add(op, FmaForm::NativeWhereHandedOver)
}

/// [`xla_fused_multiply_add`] as [`emulated_fma`]'s StableHLO ops everywhere (the IREE exit).
pub fn xla_fused_multiply_add_emulated<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<(), LpfError<'c>> {
    fused_multiply_add(op, FmaForm::Emulated)
}

/// [`xla_fused_multiply_add`] as one `math.fma` (the LLVM exit).
pub fn xla_fused_multiply_add_native<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<(), LpfError<'c>> {
    fused_multiply_add(op, FmaForm::Native)
}

fn fused_multiply_add<'c, 'a>(op: OperationRef<'c, 'a>, form: FmaForm) -> Result<(), LpfError<'c>> {
    // Two products, one of a concatenate: XLA chooses per concatenated part.
    if let Some(split) = super::rotate_half::split(op) {
        return super::rotate_half::rewrite(op, split, form);
    }
    let (product, left, other) = fused(op).ok_or("internal error: not an add of a product")?;
    let subtract = HloOp::of(&op) == Some(HloOp::Subtract);
    let b = Builder::new(op);
    let ty = op.result(0)?.r#type();
    // x * y + other, or x * y - other, or other - x * y: the signs as negations (exact).
    let negate = |v: Value<'c, 'a>| b.hlo(HloOp::Negate, &[v], ty);
    let product_negated = product.negated ^ (subtract && !left);
    let x = if product_negated { negate(product.x)? } else { product.x };
    let z = if subtract && left { negate(other)? } else { other };
    let value = fma(&b, form, x, product.y, z)?;
    let multiply = OperationResult::try_from(op.operand(if left { 0 } else { 1 })?).map(|r| r.owner()).ok();
    replace_op(op, &[value]);
    // The product (and its negate) where nothing else uses them now.
    if let Some(first) = multiply {
        let inner = (HloOp::of(&first) == Some(HloOp::Negate)).then(|| first.operand(0).ok().and_then(|v| OperationResult::try_from(v).ok()).map(|r| r.owner())).flatten();
        if first.results().all(|r| users(r.into()).is_empty()) {
            // SAFETY: an op without uses, which nothing else holds.
            unsafe { mlir_sys::mlirOperationDestroy(first.to_raw()) };
            if let Some(inner) = inner.filter(|i| i.results().all(|r| users(r.into()).is_empty())) {
                unsafe { mlir_sys::mlirOperationDestroy(inner.to_raw()) };
            }
        }
    }
    Ok(())
}
