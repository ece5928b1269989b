//! `stablehlo.dot_general` with low-precision operands or result -> `lpf.dot acc(f32)` and the
//! `lpf.convert`s XLA rounds that f32 accumulation through into the result type.
//!
//! XLA CPU never sums in a narrow type (formats.md §5.1): it widens the operands exactly, runs
//! an f32 dot in its own (YNNPACK / Eigen, shape- and ISA-dependent) order, and rounds the f32
//! result into the result type, once or through an intermediate format
//! ([`super::xla::dot_result_chain`]). So the raised form is
//!
//! ```text
//! [stablehlo.transpose + stablehlo.reshape of each operand into [B.., M, K] / [B.., K, N]]
//! lpf.dot acc(f32)                        -> [B.., M, N] f32
//! [stablehlo.reshape into dot_general's result shape]
//! [lpf.convert rounding(to_nearest_even) overflow(nan_or_inf)]...  into the result type
//! ```
//!
//! where every transpose and reshape is an exact data movement. lpf.dot's contract is the
//! k-ordered f32 sum; XLA's order is its own, so a raised contraction states XLA's result within
//! the SFEP-0054 §8 bound of that sum, and its roundings after it exactly (docs/jax.md). Several
//! contracting dimensions become one K in row-major order of lhs_contracting_dimensions (paired
//! with rhs_contracting_dimensions), several free dimensions one M or N, none a unit one.
//!
//! XLA's excess precision (`xla_allow_excess_precision`, on by default): where a dot rounds its
//! f32 sum once into bf16, a user that converts the bf16 value straight back to f32 gets the f32
//! sum itself (XLA removes the convert pair). By default the raise states every rounding the
//! program writes (what XLA computes with `--xla_allow_excess_precision=false`, the reference
//! `lpf.check` compares against); with the pass's `excess-precision=xla` option it states XLA's
//! default instead: each such `stablehlo.convert` is replaced by the lpf.dot's value, other
//! users keep the rounded one. f16, f8 and doubly rounded results, and
//! f32 operands rounded into bf16, keep their rounding for every user
//! ([`super::xla::dot_skips_rounding_for_f32_users`]).
//!
//! `precision_config` is ignored: XLA CPU does (formats.md §5). An `algorithm` is raised when it
//! states what the CPU does anyway ([`algorithm_left_reason`]).

use super::contract::{context, replace_producers, source, Source};
use super::convert::insert_xla_convert;
use super::xla::{
    container_left_reason, dot_operand_widens, dot_result_chain, dot_skips_rounding_for_f32_users, element_format, is_low_precision,
};
use super::Outcome;
use crate::hlo_ops::HloOp;
use crate::melior_ext::{build, replace_op, type_attr, with_element_type};
use lpf_dialect::error::LpfError;
use lpf_dialect::ops::LpfOp;
use lpf_numerics::Format;
use melior::ir::block::BlockLike;
use melior::ir::operation::OperationLike;
use melior::ir::r#type::{DimSize, RankedTensorType, ShapedTypeLike};
use melior::ir::{OperationRef, Type, Value, ValueLike};

/// `excess_precision`: state XLA's excess precision (the raise's option, module doc).
pub fn raise_dot<'c, 'a>(op: OperationRef<'c, 'a>, excess_precision: bool) -> Outcome {
    let operands = match Operands::of(op, excess_precision) {
        Ok(operands) => operands,
        Err(Outcome::NotLowPrecision) => return raise_dequantized_dot(op),
        Err(outcome) => return outcome,
    };
    raise_planned(op, &operands)
}

fn raise_planned<'c, 'a>(op: OperationRef<'c, 'a>, operands: &Operands<'c, 'a>) -> Outcome {
    match plan_dot(op, operands) {
        Ok(plan) => match rewrite(op, &operands.lhs, &operands.rhs, &plan, operands.result_ty) {
            Ok(()) => Outcome::Raised,
            Err(error) => Outcome::Left(error.to_string()),
        },
        Err(reason) => Outcome::Left(reason),
    }
}

/// The FP8 quantise-dequantise recipe (flax.linen's `fp8_ops.Fp8DotGeneralOp` with f32 compute,
/// a weight-only fp8 Linear): an f32 x f32 -> f32 `dot_general` whose operand (one or both) is
/// `multiply(convert(codes), broadcast_in_dim(scale))`, low-precision codes widened exactly
/// times a broadcast scale (one for the tensor, one per channel or per block). XLA keeps the multiplications in front of its f32 dot
/// (measured, jaxlib 0.10.2: with K = 1 every output is the rounded product of the two
/// dequantised values, where moving the scales out would agree on 54%), so the dot is raised as
/// `lpf.dot acc(f32)` of the dequantised f32 values, like any other f32 sum XLA orders its own
/// way (the converts are raised as lpf.convert on their own); a remark says it is the recipe,
/// and when it would be `lpf.scaled_dot` of the codes: only with power-of-two scales, where every
/// dequantised value is the code's value exactly scaled.
fn raise_dequantized_dot<'c, 'a>(op: OperationRef<'c, 'a>) -> Outcome {
    let (Ok(lhs), Ok(rhs), Ok(result)) = (op.operand(0), op.operand(1), op.result(0)) else {
        return Outcome::NotLowPrecision;
    };
    let f32 = Some(Format::F32);
    if element_format(result.r#type()) != f32 || element_format(lhs.r#type()) != f32 || element_format(rhs.r#type()) != f32 {
        return Outcome::NotLowPrecision;
    }
    let codes = [dequantized_codes(lhs), dequantized_codes(rhs)];
    if codes.iter().all(Option::is_none) {
        return Outcome::NotLowPrecision;
    }
    let plain = |value: Value<'c, 'a>| Source { value, format: f32, widening: None, identity: None };
    // An f32 result: no rounding for excess precision to skip.
    let operands = Operands {
        lhs: plain(lhs),
        rhs: plain(rhs),
        written: [f32, f32],
        result_ty: result.r#type(),
        result_format: f32,
        excess_precision: false,
    };
    let location = op.location();
    let outcome = raise_planned(op, &operands);
    if matches!(outcome, Outcome::Raised) {
        let side = |format: Option<Format>| format.map_or("f32 values".to_string(), |f| format!("{f} codes times a broadcast scale"));
        lpf_dialect::diagnostics::emit_remark(
            location,
            &format!(
                "raise-stablehlo: 'stablehlo.dot_general' is an FP8 quantise-dequantise dot (lhs: {}; rhs: {}): raised as lpf.dot acc(f32) \
                 of the dequantised f32 values, the f32 dot XLA runs (it keeps the scale multiplications in front of the dot); \
                 it is lpf.scaled_dot of the codes only when the scales are powers of two, constant along each block of K",
                side(codes[0]),
                side(codes[1])
            ),
        );
    }
    outcome
}

/// The format of the codes `value` dequantises (module doc of [`raise_dequantized_dot`]):
/// `multiply` of an exact widening of low-precision codes and a broadcast scale.
fn dequantized_codes(value: Value) -> Option<Format> {
    let multiply = super::producer(value).filter(|op| HloOp::of(op) == Some(HloOp::Multiply))?;
    let (a, b) = (multiply.operand(0).ok()?, multiply.operand(1).ok()?);
    let codes = |v: Value| {
        let source = super::contract::source(v);
        source.widening.and(source.format).filter(|f| is_low_precision(*f))
    };
    // A scale broadcast over the codes: one for the tensor (flax), one per channel (torch's
    // weight-only fp8), or per block.
    let scale = |v: Value| super::producer(v).is_some_and(|op| HloOp::of(&op) == Some(HloOp::BroadcastInDim));
    match (codes(a), codes(b)) {
        (Some(format), _) if scale(b) => Some(format),
        (_, Some(format)) if scale(a) => Some(format),
        _ => None,
    }
}

/// A contraction's (dot_general's or convolution's) operands and result as the raise sees them.
pub(super) struct Operands<'c, 'a> {
    pub lhs: Source<'c, 'a>,
    pub rhs: Source<'c, 'a>,
    /// The element formats the op itself is written with (XLA's rounding depends on them).
    pub written: [Option<Format>; 2],
    pub result_ty: Type<'c>,
    pub result_format: Option<Format>,
    /// Whether the raise states XLA's excess precision (its `excess-precision=xla` option).
    pub excess_precision: bool,
}

impl<'c, 'a> Operands<'c, 'a> {
    /// Err: the outcome when there is nothing to raise, or a container lpf ops do not take.
    pub(super) fn of(op: OperationRef<'c, 'a>, excess_precision: bool) -> Result<Self, Outcome> {
        let (Ok(lhs), Ok(rhs), Ok(result)) = (op.operand(0), op.operand(1), op.result(0)) else {
            return Err(Outcome::NotLowPrecision);
        };
        let written = [element_format(lhs.r#type()), element_format(rhs.r#type())];
        let (lhs, rhs) = (source(lhs), source(rhs));
        let result_ty = result.r#type();
        let result_format = element_format(result_ty);
        if ![lhs.format, rhs.format, result_format].iter().any(|f| f.is_some_and(is_low_precision)) {
            return Err(Outcome::NotLowPrecision);
        }
        // An f32 result of an f32 operand and a widened one (torchax's attention `probs @ v`, v
        // widened from bf16) is XLA's f32 dot: each product of f32 x bf16 is inexact in f32 and
        // fused into its add, where an lpf.dot would round it. Left an f32 dot_general, which
        // every exit computes as XLA's f32 dot (measured: 100% of a 16 x 128 x 64 one, 39% as
        // an lpf.dot).
        if result_format == Some(Format::F32) && [lhs.format, rhs.format].contains(&Some(Format::F32)) {
            return Err(Outcome::NotLowPrecision);
        }
        if let Some(reason) = container_left_reason(&[lhs.value.r#type(), rhs.value.r#type(), result_ty]) {
            return Err(Outcome::Left(reason));
        }
        Ok(Operands { lhs, rhs, written, result_ty, result_format, excess_precision })
    }

    /// The roundings after XLA's f32 sum (`what`: "dot" or "convolution", for the reason).
    pub(super) fn rounding(&self, what: &str) -> Result<Rounding, String> {
        let mut formats = [Format::F32; 2];
        for (slot, (side, written)) in formats.iter_mut().zip(["lhs", "rhs"].iter().zip(self.written)) {
            let written = written.ok_or_else(|| format!("the {side} is not a number format"))?;
            if !dot_operand_widens(written) {
                return Err(format!(
                    "XLA's {what} on {written} operands has not been measured (it widens bf16, f16, f8E4M3FN and f8E5M2 exactly into its f32 {what})"
                ));
            }
            *slot = written;
        }
        let result = self.result_format.ok_or("the result is not a number format")?;
        let [lhs, rhs] = formats;
        let excess = self.excess_precision && dot_skips_rounding_for_f32_users(lhs, rhs, result);
        Ok(Rounding { chain: dot_result_chain(lhs, rhs, result)?, excess })
    }
}

/// How a contraction's f32 sum reaches its result type.
pub(super) struct Rounding {
    /// The formats the f32 sum is rounded through, the result's last; empty for an f32 result.
    pub chain: Vec<Format>,
    /// Whether users that convert the result to f32 get the f32 sum (excess precision).
    pub excess: bool,
}

/// Everything the rewrite needs, decided before any IR changes (a dot left as it is keeps its
/// operands untouched).
struct DotPlan {
    layout: Layout,
    rounding: Rounding,
}

fn plan_dot(op: OperationRef, operands: &Operands) -> Result<DotPlan, String> {
    let rounding = operands.rounding("dot")?;
    if let Some(reason) = algorithm_left_reason(op, [operands.lhs.format, operands.rhs.format]) {
        return Err(reason);
    }
    let layout = Layout::of(op, operands.lhs.value.r#type(), operands.rhs.value.r#type())?;
    Ok(DotPlan { layout, rounding })
}

fn rewrite<'c, 'a>(
    op: OperationRef<'c, 'a>,
    lhs: &Source<'c, 'a>,
    rhs: &Source<'c, 'a>,
    plan: &DotPlan,
    result_ty: Type<'c>,
) -> Result<(), LpfError<'c>> {
    let context = context(op);
    let f32 = Type::float32(context);
    let lhs_value = plan.layout.lhs.apply(op, lhs.value)?;
    let rhs_value = plan.layout.rhs.apply(op, rhs.value)?;
    let wide_result = with_element_type(result_ty, f32).ok_or("the result is not a ranked tensor")?;
    let dot_ty = match &plan.layout.dot_shape {
        Some(shape) => RankedTensorType::new(shape, f32, None).into(),
        None => wide_result,
    };
    let block = op.block().ok_or("an op outside a block")?;
    let dot = build(context, LpfOp::Dot.name(), op.location(), &[lhs_value, rhs_value], &[("acc", type_attr(f32))], &[dot_ty])?;
    super::inherit_discardable(op, &dot);
    let dot = block.insert_operation_before(op, dot);
    if xla_bf16_kernel(op, lhs, rhs) {
        crate::melior_ext::set_attribute(dot, crate::hlo_defined::XLA_BF16_DOT, melior::ir::attribute::Attribute::unit(context));
    } else if [lhs, rhs].iter().all(|side| matches!(side.format, Some(Format::BF16 | Format::F16))) {
        // XLA's f32 dot of the widened operands (formats.md §5.1), in its f32 order.
        crate::melior_ext::set_attribute(dot, crate::hlo_defined::XLA_F32_DOT, melior::ir::attribute::Attribute::unit(context));
    }
    let mut sum: Value = dot.result(0)?.into();
    if plan.layout.dot_shape.is_some() {
        sum = super::insert_reshape(op, sum, wide_result)?;
    }
    finish_contraction(op, sum, result_ty, &plan.rounding)?;
    replace_producers(&[lhs.identity, lhs.widening, rhs.identity, rhs.widening]);
    Ok(())
}

/// Replaces the contraction `op` (dot_general or convolution) by its f32 sum `sum` (already in
/// `op`'s result shape) rounded through `rounding.chain` into `result_ty`; with `excess`, the users that
/// widen the result back to f32 get `sum` itself (XLA's excess precision, module doc).
pub(super) fn finish_contraction<'c, 'a>(
    op: OperationRef<'c, 'a>,
    sum: Value<'c, 'a>,
    result_ty: Type<'c>,
    rounding: &Rounding,
) -> Result<(), LpfError<'c>> {
    if rounding.excess {
        for user in convert_back_users(op, sum.r#type()) {
            replace_op(user, &[sum]);
        }
    }
    // The roundings, unless the excess-precision users were the only ones.
    let mut value = sum;
    if has_uses(op) {
        let context = context(op);
        for format in &rounding.chain {
            let element = Type::parse(context, &format.to_string()).ok_or_else(|| format!("no {format} type"))?;
            let ty = with_element_type(result_ty, element).ok_or("the result is not a ranked tensor")?;
            value = insert_xla_convert(op, value, ty)?;
        }
    }
    replace_op(op, &[value]);
    Ok(())
}

fn has_uses(op: OperationRef) -> bool {
    // SAFETY: a live op's result; a null first use means no uses.
    op.result(0).is_ok_and(|r| unsafe { !mlir_sys::mlirOpOperandIsNull(mlir_sys::mlirValueGetFirstUse(r.to_raw())) })
}

/// The `stablehlo.convert` users of `op`'s result that widen it to `wide` (f32, same shape):
/// XLA hands them the f32 sum (excess precision, module doc).
fn convert_back_users<'c, 'a>(op: OperationRef<'c, 'a>, wide: Type<'c>) -> Vec<OperationRef<'c, 'a>> {
    let Ok(result) = op.result(0) else { return Vec::new() };
    let mut users = Vec::new();
    // SAFETY: walking the use list of a live value; each owner is a live op in this block's IR.
    unsafe {
        let mut use_ = mlir_sys::mlirValueGetFirstUse(result.to_raw());
        while !mlir_sys::mlirOpOperandIsNull(use_) {
            let owner = OperationRef::from_raw(mlir_sys::mlirOpOperandGetOwner(use_));
            let widens = HloOp::of(&owner) == Some(HloOp::Convert) && owner.result(0).is_ok_and(|r| r.r#type() == wide);
            if widens && !users.iter().any(|u: &OperationRef| u.to_raw().ptr == owner.to_raw().ptr) {
                users.push(owner);
            }
            use_ = mlir_sys::mlirOpOperandGetNextUse(use_);
        }
    }
    users
}

/// Whether XLA computes `op` with its bf16 x bf16 -> f32 kernel: a dot written with bf16
/// operands and an f32 result (`preferred_element_type=f32`, or flax's `algorithm = bf16 x bf16
/// -> f32`): XLA keeps its operands bf16 and hands it to YNNPACK's bf16 kernels, whose order is
/// the host's ([`crate::hlo_defined::XLA_BF16_DOT`]; measured, jaxlib 0.10.2). A bf16 result
/// makes it an f32 dot of the widened operands to XLA (formats.md §5.1), and so does a dot
/// written on f32 values, widened bf16 or not.
fn xla_bf16_kernel(op: OperationRef, lhs: &Source, rhs: &Source) -> bool {
    let written = |i: usize| op.operand(i).ok().and_then(|v| element_format(v.r#type()));
    let result = op.result(0).ok().and_then(|v| element_format(v.r#type()));
    written(0) == Some(Format::BF16)
        && written(1) == Some(Format::BF16)
        && result == Some(Format::F32)
        && [lhs, rhs].iter().all(|side| side.format == Some(Format::BF16))
}

/// Why an `algorithm` keeps the dot out of the raise, if it does. XLA's CPU ignores the
/// attribute; other platforms obey it, so it is raised only when it means what the CPU does: an
/// f32 accumulation of one product per term, operands whose values its precision types hold
/// exactly (so no platform rounds them), no imprecise accumulation.
fn algorithm_left_reason(op: OperationRef, sources: [Option<Format>; 2]) -> Option<String> {
    let text = op.attribute("algorithm").ok()?.to_string();
    let fields = algorithm_fields(&text);
    let field = |key: &str| fields.iter().find(|(k, _)| k == key).map(|(_, v)| v.as_str());
    let context = context(op);
    let format_of = |key: &str| field(key).and_then(|t| Type::parse(context, t)).and_then(|t| element_format(t));
    let holds = |side: usize, key: &str| match (sources[side], format_of(key)) {
        (Some(value), Some(precision)) => lpf_numerics::kernels::contract::widens_exactly(value, precision),
        _ => false,
    };
    let plain = field("lhs_component_count") == Some("1")
        && field("rhs_component_count") == Some("1")
        && field("num_primitive_operations") == Some("1")
        && field("allow_imprecise_accumulation") == Some("false");
    if format_of("accumulation_type") == Some(Format::F32) && plain && holds(0, "lhs_precision_type") && holds(1, "rhs_precision_type") {
        None
    } else {
        Some(format!(
            "the algorithm {text} is not an f32 accumulation of exact products (XLA's CPU ignores it, other platforms \
             follow it, formats.md §5), so its meaning depends on the platform"
        ))
    }
}

/// `#stablehlo.dot_algorithm<a = bf16, b = 1>` -> [("a", "bf16"), ("b", "1")].
fn algorithm_fields(text: &str) -> Vec<(String, String)> {
    let inner = text.trim().strip_prefix("#stablehlo.dot_algorithm<").and_then(|t| t.strip_suffix('>')).unwrap_or("");
    inner
        .split(',')
        .filter_map(|part| part.split_once('='))
        .map(|(key, value)| (key.trim().to_string(), value.trim().to_string()))
        .collect()
}

/// For the LLVM exit only (`lpf-foreign-prepare`, before StableHLO's linalg conversion): a
/// `stablehlo.dot_general` of float operands into f32 in a matmul layout (transposes, no
/// reshapes) as transposes + `lpf.dot acc(f32)`, so that it takes lpf's packed kernel instead of
/// scalar linalg loops. Not a raise: the module that `lpf.from_jax` and the xla exit see is
/// unchanged. Bits: the linalg conversion computes each output as +0 (`linalg.fill`), then k =
/// 0, 1, ... in order, each operand widened exactly to f32 (`arith.extf`), the product rounded
/// in f32 and added with one rounding, which is `lpf.dot acc(f32)`'s definition (formats.md §3)
/// and what its kernel computes (a fused multiply-add only where the product is exact); so the
/// LLVM exit's result does not change, only its speed. True when `op` was replaced.
pub fn dot_general_to_lpf_dot<'c, 'a>(op: OperationRef<'c, 'a>) -> bool {
    if !becomes_lpf_dot(op) {
        return false;
    }
    let (Ok(lhs), Ok(rhs), Ok(result)) = (op.operand(0), op.operand(1), op.result(0)) else { return false };
    let Ok(layout) = Layout::of(op, lhs.r#type(), rhs.r#type()) else { return false };
    let (Ok(lhs), Ok(rhs)) = (layout.lhs.apply(op, lhs), layout.rhs.apply(op, rhs)) else { return false };
    let context = context(op);
    let f32 = Type::float32(context);
    let Some(block) = op.block() else { return false };
    let Ok(dot) = build(context, LpfOp::Dot.name(), op.location(), &[lhs, rhs], &[("acc", type_attr(f32))], &[result.r#type()]) else {
        return false;
    };
    super::inherit_discardable(op, &dot);
    let dot = block.insert_operation_before(op, dot);
    let Ok(value) = dot.result(0) else { return false };
    replace_op(op, &[value.into()]);
    true
}

/// Whether both exits compute `op` with their dot kernels: [`becomes_lpf_dot`] at a function's
/// top level, where the LLVM exit makes such dots `lpf.dot` and `--backend ref` computes them
/// with `machine::fma_dot` (in a loop's or a branch's region a dot stays linalg's there, and
/// the interpreter's here).
pub fn computed_by_dot_kernels(op: OperationRef) -> bool {
    let top_level = crate::melior_ext::at_function_top_level(op);
    top_level && becomes_lpf_dot(op)
}

/// Whether [`dot_general_to_lpf_dot`] rewrites `op` (the LLVM exit's f32 dots that compute
/// with fused multiply-adds, at a function's top level; `--backend ref` asks it for the same
/// dots).
pub fn becomes_lpf_dot(op: OperationRef) -> bool {
    let (Ok(lhs), Ok(rhs), Ok(result)) = (op.operand(0), op.operand(1), op.result(0)) else { return false };
    if op.operand_count() != 2 || op.result_count() != 1 || element_format(result.r#type()) != Some(Format::F32) {
        return false;
    }
    // Formats StableHLO's dot_general carries from JAX, each widened exactly by `arith.extf`.
    let float = |v: Value| {
        matches!(element_format(v.r#type()), Some(Format::F32 | Format::F16 | Format::BF16 | Format::F8E4M3FN | Format::F8E5M2))
    };
    if !float(lhs) || !float(rhs) || container_left_reason(&[lhs.r#type(), rhs.r#type(), result.r#type()]).is_some() {
        return false;
    }
    // The linalg conversion's k order is the contracting dimension's own, which a reshape of
    // several contracting dimensions would keep too, but only matmul layouts were compared.
    let Ok(layout) = Layout::of(op, lhs.r#type(), rhs.r#type()) else { return false };
    layout.is_matmul() && !op.has_attribute("algorithm")
}

/// How one operand is brought into lpf.dot's layout: a permutation (None: already in order)
/// then a reshape to `[B.., M, K]` / `[B.., K, N]` (None: already that shape).
struct Moves {
    permutation: Option<Vec<i64>>,
    reshape: Option<Vec<i64>>,
}

impl Moves {
    fn apply<'c, 'a>(&self, op: OperationRef<'c, 'a>, value: Value<'c, 'a>) -> Result<Value<'c, 'a>, LpfError<'c>> {
        let mut value = value;
        if let Some(permutation) = &self.permutation {
            value = super::insert_transpose(op, value, permutation)?;
        }
        if let Some(shape) = &self.reshape {
            let ranked = RankedTensorType::try_from(value.r#type())?;
            let dims: Vec<u64> = shape.iter().map(|&d| d as u64).collect();
            value = super::insert_reshape(op, value, RankedTensorType::new(&dims, ranked.element(), None).into())?;
        }
        Ok(value)
    }
}

/// The data movements that make a dot_general lpf.dot's `[B.., M, K] x [B.., K, N] -> [B.., M,
/// N]`: dot_general's result is [batch (in lhs_batching order).., lhs free.., rhs free..], so
/// the lhs is permuted to [batch.., free.., contracting..] and the rhs to [batch..,
/// contracting.., free..], the free and contracting groups collapsed, and lpf.dot's result
/// expanded back when a side has other than one free dimension.
struct Layout {
    lhs: Moves,
    rhs: Moves,
    /// lpf.dot's result shape when it differs from dot_general's (then a reshape follows).
    dot_shape: Option<Vec<u64>>,
}

impl Layout {
    fn is_matmul(&self) -> bool {
        self.lhs.reshape.is_none() && self.rhs.reshape.is_none() && self.dot_shape.is_none()
    }

    fn of(op: OperationRef, lhs: Type, rhs: Type) -> Result<Layout, String> {
        let numbers = op.attribute("dot_dimension_numbers").map(|a| a.to_string()).unwrap_or_default();
        let dims = DotDims::parse(&numbers).ok_or_else(|| format!("dimension numbers {numbers} are not understood"))?;
        let (lhs_shape, rhs_shape) = (shape(lhs), shape(rhs));
        let (lr, rr) = (lhs_shape.len() as i64, rhs_shape.len() as i64);
        let bad = |why: &str| format!("dimension numbers {numbers}: {why}");
        if dims.lhs_batch.len() != dims.rhs_batch.len() || dims.lhs_contracting.len() != dims.rhs_contracting.len() {
            return Err(bad("the two sides list different numbers of batch or contracting dimensions"));
        }
        if dims.lhs_contracting.is_empty() {
            return Err("no contracting dimension: an outer product, a multiply rather than a sum (XLA keeps a -0 \
                        product, lpf.dot's sum from +0 does not)"
                .into());
        }
        let lhs_free = free(&dims.lhs_batch, &dims.lhs_contracting, lr);
        let rhs_free = free(&dims.rhs_batch, &dims.rhs_contracting, rr);
        let lhs_perm: Vec<i64> = [&dims.lhs_batch[..], &lhs_free, &dims.lhs_contracting].concat();
        let rhs_perm: Vec<i64> = [&dims.rhs_batch[..], &dims.rhs_contracting, &rhs_free].concat();
        if !is_permutation(&lhs_perm, lr) || !is_permutation(&rhs_perm, rr) {
            return Err(bad("a dimension is out of range or listed twice"));
        }
        let (one_lhs_free, one_rhs_free) = (lhs_free.len() == 1, rhs_free.len() == 1);
        let one_k = dims.lhs_contracting.len() == 1;
        let lhs_reshaped = !(one_lhs_free && one_k);
        let rhs_reshaped = !(one_rhs_free && one_k);
        let result_reshaped = !(one_lhs_free && one_rhs_free);
        let lhs_moved = identity(lhs_perm.clone()).is_some() || lhs_reshaped;
        let rhs_moved = identity(rhs_perm.clone()).is_some() || rhs_reshaped;
        // The moves are built with static shapes.
        let static_lhs = lhs_shape.iter().all(Option::is_some);
        let static_rhs = rhs_shape.iter().all(Option::is_some);
        if (lhs_moved || result_reshaped) && !static_lhs || (rhs_moved || result_reshaped) && !static_rhs {
            return Err("an operand with a dynamic dimension that would need a transpose or reshape".into());
        }
        // A group's extent; none beyond i64 (a tensor dimension's range), which the reshape
        // could not state.
        let size = |shape: &[Option<u64>], list: &[i64]| {
            list.iter()
                .try_fold(1u64, |p, &d| p.checked_mul(shape[d as usize].unwrap_or(0)))
                .filter(|p| *p <= i64::MAX as u64)
                .ok_or_else(|| "the collapsed dimensions' extent exceeds 2^63".to_string())
        };
        let batch: Vec<u64> = dims.lhs_batch.iter().map(|&d| lhs_shape[d as usize].unwrap_or(0)).collect();
        let (m, n) = (size(&lhs_shape, &lhs_free)?, size(&rhs_shape, &rhs_free)?);
        let k = size(&lhs_shape, &dims.lhs_contracting)?;
        let with = |tail: [u64; 2]| -> Vec<i64> { batch.iter().copied().chain(tail).map(|d| d as i64).collect() };
        Ok(Layout {
            lhs: Moves { permutation: identity(lhs_perm), reshape: lhs_reshaped.then(|| with([m, k])) },
            rhs: Moves { permutation: identity(rhs_perm), reshape: rhs_reshaped.then(|| with([k, n])) },
            dot_shape: result_reshaped.then(|| with([m, n]).iter().map(|&d| d as u64).collect()),
        })
    }
}

/// A ranked tensor's dimensions (None where dynamic); empty for anything else.
pub(super) fn shape(ty: Type) -> Vec<Option<u64>> {
    let Ok(ranked) = RankedTensorType::try_from(ty) else { return Vec::new() };
    (0..ranked.rank())
        .map(|i| match ranked.dim_size(i) {
            Ok(DimSize::Static(d)) => Some(d),
            _ => None,
        })
        .collect()
}

/// The dimensions of a rank-`rank` operand that are neither batch nor contracting, in order.
fn free(batch: &[i64], contracting: &[i64], rank: i64) -> Vec<i64> {
    (0..rank).filter(|d| !batch.contains(d) && !contracting.contains(d)).collect()
}

fn is_permutation(p: &[i64], rank: i64) -> bool {
    p.len() as i64 == rank && (0..rank).all(|d| p.contains(&d))
}

/// None for the identity permutation.
pub(super) fn identity(p: Vec<i64>) -> Option<Vec<i64>> {
    if p.iter().enumerate().all(|(i, d)| i as i64 == *d) {
        None
    } else {
        Some(p)
    }
}

/// `#stablehlo.dot<...>`'s four lists (a field absent from the attribute is empty).
pub struct DotDims {
    pub lhs_batch: Vec<i64>,
    pub rhs_batch: Vec<i64>,
    pub lhs_contracting: Vec<i64>,
    pub rhs_contracting: Vec<i64>,
}

impl DotDims {
    /// The lists of an attribute's text (`None` for another attribute).
    pub fn parse(text: &str) -> Option<DotDims> {
        let inner = text.trim().strip_prefix("#stablehlo.dot<")?.strip_suffix('>')?;
        let compact: String = inner.chars().filter(|c| !c.is_whitespace()).collect();
        let mut dims = DotDims { lhs_batch: vec![], rhs_batch: vec![], lhs_contracting: vec![], rhs_contracting: vec![] };
        for part in compact.split("],").filter(|part| !part.is_empty()) {
            let (key, value) = part.split_once("=[")?;
            let list = value.trim_end_matches(']').split(',').filter(|d| !d.is_empty()).map(|d| d.parse().ok()).collect::<Option<Vec<i64>>>()?;
            let slot = match key {
                "lhs_batching_dimensions" => &mut dims.lhs_batch,
                "rhs_batching_dimensions" => &mut dims.rhs_batch,
                "lhs_contracting_dimensions" => &mut dims.lhs_contracting,
                "rhs_contracting_dimensions" => &mut dims.rhs_contracting,
                _ => return None,
            };
            *slot = list;
        }
        Some(dims)
    }
}
