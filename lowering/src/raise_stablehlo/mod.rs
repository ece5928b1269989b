//! `raise-stablehlo`: the low-precision parts of StableHLO (in MLIR's generic form, as jaxlib
//! prints it) raised into lpf ops whose attributes record what XLA does, so that the contract
//! is explicit and checkable, and `lower-to-stablehlo` gives XLA the same computation back.
//!
//! - [`xla`]: the measured facts about XLA CPU that decide what is raised (which conversions
//!   are exactly lpf's, which dot kernels equal the f32 dot of widened operands).
//! - [`convert`]: `stablehlo.convert` into/out of a low-precision format -> `lpf.convert`.
//! - [`dot`]: `stablehlo.dot_general` with low-precision operands or result (any batch,
//!   contracting and free dimensions) -> transposes and reshapes into `[B.., M, K] x [B.., K, N]`,
//!   `lpf.dot acc(f32)` and the `lpf.convert`s XLA rounds its f32 sum through into the result.
//! - [`conv`]: `stablehlo.convolution` the same way: reverses and transposes into channels last,
//!   `lpf.conv acc(f32)`, a transpose back, the same `lpf.convert`s.
//! - [`contract`]: `stablehlo.reduce` of an add over low-precision values -> `lpf.reduce_sum`
//!   with XLA's f32 accumulator; every reduce's `dimensions` sorted ascending first (a set; the
//!   LLVM exit loops over them in the listed order, ref and XLA in row-major order).
//! - [`ynn_reduce`]: a reduce of 4096 or more widened bf16 values XLA hands to YNNPACK, which
//!   sums the bf16 element-wise ops producing them unrounded: that chain in f32, the reduce left.
//! - [`scaled`]: `stablehlo.custom_call @__op$block_scaled_dot` (jax.nn.scaled_matmul lowered
//!   for cuda, MX or NVFP4) -> `lpf.scaled_dot acc(f32)`.
//! - [`widen`]: a bf16 / f16 `stablehlo.logistic` -> `convert`, the f32 logistic, `convert`
//!   (XLA's arithmetic for it; ref and the LLVM exit computed it in the 16-bit type).
//! - [`mhlo_calls`]: `stablehlo.custom_call @mhlo.erf` (torch-xla's exact GELU) -> the
//!   `chlo.erf` it stands for, which every backend runs.
//! - [`precision`]: `stablehlo.reduce_precision` of f32 to e8m7 / e8m10 -> an `lpf.convert`
//!   pair through bf16 / tf32; other widths stay, with a remark ([`xla::REDUCE_PRECISION`]).
//! - A `stablehlo.bitcast_convert` into or out of a low-precision type stays, with a remark
//!   ([`xla::LOW_PRECISION_BITCAST`]: JAX builds MX block scales that way).
//!
//! A raised op inherits the discardable attributes of the op it replaces that belong to a
//! dialect (`mhlo.sharding`, `sdy.sharding`, `mhlo.frontend_attributes`...), so a sharded
//! program stays sharded ([`inherit_discardable`]).
//!
//! Everything else is untouched. An op that involves a low-precision type but cannot be raised
//! exactly stays as it was and gets a remark saying why; nothing changes silently. The pass
//! never fails: StableHLO it does not understand is simply not raised.

pub mod contract;
pub mod conv;
pub mod convert;
pub mod dot;
pub mod excess;
pub mod mhlo_calls;
pub mod precision;
pub mod scaled;
pub mod widen;
pub mod xla;
pub mod ynn_reduce;

use lpf_dialect::unwind::WalkGuarded;
use lpf_dialect::passes::OptionsPassDef;
use crate::melior_ext::name;
use lpf_dialect::diagnostics::emit_remark;
use crate::melior_ext::build;
use lpf_dialect::error::LpfError;
use crate::hlo_ops::HloOp;
use melior::ir::attribute::{Attribute, DenseI64ArrayAttribute};
use melior::ir::block::BlockLike;
use melior::ir::operation::{OperationLike, WalkOrder, WalkResult};
use melior::ir::r#type::{DimSize, RankedTensorType, ShapedTypeLike};
use melior::ir::{OperationRef, Type, Value, ValueLike};

pub static PASS: OptionsPassDef = OptionsPassDef {
    argument: "raise-stablehlo",
    summary: "Raise low-precision StableHLO (generic form) into lpf ops that record XLA's rounding, overflow and accumulator",
    options: &[(
        "excess-precision",
        "none (the default): every rounding the program writes, as XLA computes with --xla_allow_excess_precision=false; \
         xla: XLA CPU's default excess precision, a bf16 contraction or element-wise arithmetic result widened back to f32 by a user skips its rounding for that user",
    )],
    run,
    dialects: || vec![lpf_dialect::lpf_dialect_handle(), lpf_stablehlo::stablehlo_handle(), lpf_stablehlo::chlo_handle()],
};

fn run(root: OperationRef, options: &str) -> bool {
    let mut excess_precision = false;
    for pair in options.split_whitespace() {
        match pair.split_once('=').unwrap_or((pair, "")) {
            ("excess-precision", "none") => excess_precision = false,
            ("excess-precision", "xla") => excess_precision = true,
            ("excess-precision", other) => {
                LpfError::new(format!("excess-precision is none or xla, not '{other}'")).context("raise-stablehlo: ").emit(root.location());
                return false;
            }
            (name, _) => {
                LpfError::new(format!("unknown option '{name}' (the option is excess-precision)")).context("raise-stablehlo: ").emit(root.location());
                return false;
            }
        }
    }
    apply(root, excess_precision);
    true
}

/// What raising one op came to.
pub enum Outcome {
    /// Replaced by lpf ops.
    Raised,
    /// No low-precision type involved: not this pass's business, left silently.
    NotLowPrecision,
    /// Low precision, but not raisable exactly: left as it is, remarked with this reason.
    Left(String),
}

/// The pass's work. Contractions first: they look through the widening converts JAX puts in
/// front of them (and erase those that end up unused), then the remaining converts.
/// `excess_precision`: state XLA's excess precision for contractions ([`dot`]'s module doc) and
/// element-wise bf16 arithmetic ([`excess`]).
pub fn apply(root: OperationRef, excess_precision: bool) {
    for_each(root, &[HloOp::CustomCall], |op, _| {
        mhlo_calls::rewrite(op);
        Outcome::NotLowPrecision
    });
    // A 16-bit logistic as XLA computes it: in f32, rounded once ([`widen`]); before the
    // converts are raised, so its converts are raised with the others.
    for_each(root, &[HloOp::Logistic], |op, _| {
        widen::logistic(op);
        Outcome::NotLowPrecision
    });
    if excess_precision {
        excess::apply(root);
    }
    // Every reduce's dimensions ascending first ([`contract::sort_dimensions`]), so the raised
    // `lpf.reduce_sum`s and the reduces left as they are sum in row-major order on every backend.
    for_each(root, &[HloOp::Reduce], |op, _| {
        contract::sort_dimensions(op);
        Outcome::NotLowPrecision
    });
    // Each dispatch names every op it collects; the last arm is for the ops it does not collect.
    let contractions = [HloOp::DotGeneral, HloOp::Convolution, HloOp::Reduce, HloOp::CustomCall, HloOp::Composite];
    for_each(root, &contractions, |op, kind| match kind {
        HloOp::DotGeneral => dot::raise_dot(op, excess_precision),
        HloOp::Convolution => conv::raise_conv(op, excess_precision),
        HloOp::Reduce => contract::raise_reduce(op),
        HloOp::CustomCall => scaled::raise_custom_call(op),
        HloOp::Composite if mhlo_calls::composite_call(op) => Outcome::NotLowPrecision,
        HloOp::Composite => scaled::composite_left(op),
        _ => Outcome::NotLowPrecision,
    });
    let elementwise = [HloOp::Convert, HloOp::ReducePrecision, HloOp::BitcastConvert];
    for_each(root, &elementwise, |op, kind| match kind {
        HloOp::Convert => convert::raise(op),
        HloOp::ReducePrecision => precision::raise(op),
        HloOp::BitcastConvert => bitcast(op),
        _ => Outcome::NotLowPrecision,
    });
    // A raised dot's bf16 rounding that YNNPACK folds with its widening (a jax attention's
    // scores widened for an f32 softmax), once both converts are lpf ops.
    ynn_reduce::unround_dot_results(root);
}

/// `stablehlo.bitcast_convert` into or out of a low-precision type stays, with a remark.
fn bitcast(op: OperationRef) -> Outcome {
    let low = |v: Option<Value>| v.and_then(|v| xla::element_format(v.r#type())).is_some_and(xla::is_low_precision);
    if low(op.operand(0).ok()) || low(op.result(0).ok().map(Into::into)) {
        Outcome::Left(xla::LOW_PRECISION_BITCAST.into())
    } else {
        Outcome::NotLowPrecision
    }
}

pub use crate::melior_ext::inherit_discardable;


/// Runs `raise` on every op named in `names` (collected first: raising erases ops) and reports
/// those it leaves.
fn for_each(root: OperationRef, ops: &[HloOp], raise: impl Fn(OperationRef, HloOp) -> Outcome) {
    let mut found = Vec::new();
    root.walk_guarded(WalkOrder::PreOrder, |op| {
        if let Some(kind) = HloOp::of(&op).filter(|kind| ops.contains(kind)) {
            found.push((op.to_raw(), kind));
        }
        WalkResult::Advance
    });
    for (raw, kind) in found {
        // SAFETY: collected from this walk; raising erases only the op itself and ops whose
        // results it made unused, which are never of the kinds collected here.
        let op = unsafe { OperationRef::from_raw(raw) };
        let (location, op_name) = (op.location(), name(op).to_string());
        if let Outcome::Left(reason) = raise(op, kind) {
            emit_remark(location, &format!("raise-stablehlo: '{op_name}' left as it is: {reason}"));
        }
    }
}

/// The op that defines `value`, if it is an op result.
pub(crate) fn producer<'c, 'a>(value: Value<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
    melior::ir::operation::OperationResult::try_from(value).ok().map(|r| r.owner())
}

/// `value` permuted by `permutation` (result dimension i is input dimension permutation[i]), as
/// a `stablehlo.transpose` inserted in front of `op`: an exact data movement that brings an
/// operand into the layout an lpf op takes.
pub(crate) fn insert_transpose<'c, 'a>(
    op: OperationRef<'c, 'a>,
    value: Value<'c, 'a>,
    permutation: &[i64],
) -> Result<Value<'c, 'a>, LpfError<'c>> {
    // SAFETY: the context outlives the pass run that hands us `op`.
    let context = lpf_dialect::context::context_of(op.context());
    let ranked = RankedTensorType::try_from(value.r#type())?;
    let dims = (0..ranked.rank())
        .map(|i| match ranked.dim_size(i) {
            Ok(DimSize::Static(d)) => Ok(d),
            _ => Err("a dynamic dimension".to_string()),
        })
        .collect::<Result<Vec<u64>, String>>()?;
    if permutation.len() != dims.len() {
        return Err(LpfError::new(format!("a permutation of {} dimensions for a rank-{} value", permutation.len(), dims.len())));
    }
    let shape: Vec<u64> = permutation.iter().map(|&p| dims[p as usize]).collect();
    let result: Type = RankedTensorType::new(&shape, ranked.element(), None).into();
    let permutation: Attribute = DenseI64ArrayAttribute::new(context, permutation).into();
    let block = op.block().ok_or("an op outside a block")?;
    let new = build(context, HloOp::Transpose.name(), op.location(), &[value], &[("permutation", permutation)], &[result])?;
    let new = block.insert_operation_before(op, new);
    Ok(new.result(0)?.into())
}

/// `value` reshaped to `to` (same elements in row-major order), as a `stablehlo.reshape`
/// inserted in front of `op`: an exact data movement.
pub(crate) fn insert_reshape<'c, 'a>(
    op: OperationRef<'c, 'a>,
    value: Value<'c, 'a>,
    to: Type<'c>,
) -> Result<Value<'c, 'a>, LpfError<'c>> {
    // SAFETY: the context outlives the pass run that hands us `op`.
    let context = lpf_dialect::context::context_of(op.context());
    let block = op.block().ok_or("an op outside a block")?;
    let new = build(context, HloOp::Reshape.name(), op.location(), &[value], &[], &[to])?;
    let new = block.insert_operation_before(op, new);
    Ok(new.result(0)?.into())
}

/// Erases `op` if none of its results has a use left (a producer that raising made dead).
pub(crate) fn erase_if_unused(op: OperationRef) {
    let unused = op.results().all(|r| {
        // SAFETY: a live value; a null first use means no uses.
        unsafe { mlir_sys::mlirOpOperandIsNull(mlir_sys::mlirValueGetFirstUse(r.to_raw())) }
    });
    if unused {
        // SAFETY: no uses remain and nothing walks over it.
        unsafe { mlir_sys::mlirOperationDestroy(op.to_raw()) }
    }
}
