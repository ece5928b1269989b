//! `stablehlo.dot_general` and `stablehlo.reduce` over low-precision values -> `lpf.dot` /
//! `lpf.reduce_sum` with `acc(f32)`, XLA's accumulator for them. A dot_general in another
//! matmul layout gets its operands transposed into lpf.dot's first ([`matmul_layout`]).
//!
//! JAX widens mixed or reduced operands itself (`bf16 x f8` with `preferred_element_type=f32`
//! is `convert` x2 + an f32 `dot_general`; `jnp.sum` over bf16 is `convert` + an f32 `reduce`),
//! so an f32 operand produced by an exact widening `stablehlo.convert` is looked through: the
//! lpf op takes the low-precision value and states the widening in its accumulator. The
//! converts are erased when nothing else uses them.
//!
//! lpf's contractions are defined in the k-ordered sum from +0; XLA sums in its own order. A
//! raised contraction therefore means XLA's result within the SFEP-0054 §8 bound, and the
//! StableHLO exit lowers it back to the same XLA computation (bit for bit; one exception:
//! XLA gives -0 when every product is -0, the exit makes a zero result +0 as the ordered sum
//! does).

use lpf_dialect::ops::LpfOp;
use crate::hlo_ops::HloOp;
use super::xla::{container_left_reason, dot_operand_is_exact, element_format, is_low_precision, BF16_DOT};
use super::{erase_if_unused, producer, Outcome};
use crate::melior_ext::{build, replace_op, type_attr};
use lpf_numerics::Format;
use melior::ir::attribute::{Attribute, DenseI64ArrayAttribute};
use melior::ir::block::BlockLike;
use melior::ir::operation::OperationLike;
use melior::ir::r#type::RankedTensorType;
use melior::ir::r#type::ShapedTypeLike;
use melior::ir::{OperationRef, RegionLike, Type, Value, ValueLike};
use melior::Context;

/// An operand as the contraction sees it: the value it reads (through an exact widening convert)
/// and that value's format.
struct Source<'c, 'a> {
    value: Value<'c, 'a>,
    format: Option<Format>,
    widening: Option<OperationRef<'c, 'a>>,
    /// An f32 -> f32 `stablehlo.convert` on top of the widening (jax's dtype promotion adds one
    /// after `x.astype(jnp.float32)`): a no-op, erased with the widening when unused.
    identity: Option<OperationRef<'c, 'a>>,
}

/// Looks through `stablehlo.convert` from a low-precision format whose widening to f32 XLA does
/// exactly ([`super::xla::convert_pair_is_exact`] into f32: a widening without rounding), and
/// through one f32 -> f32 convert above it.
fn source<'c, 'a>(value: Value<'c, 'a>) -> Source<'c, 'a> {
    let plain = Source { value, format: element_format(value.r#type()), widening: None, identity: None };
    let Some(convert) = producer(value).filter(|op| HloOp::of(op) == Some(HloOp::Convert)) else { return plain };
    let Ok(input) = convert.operand(0) else { return plain };
    let from = element_format(input.r#type());
    if plain.format == Some(Format::F32) && from == Some(Format::F32) {
        let inner = widened(input);
        return if inner.widening.is_some() { Source { identity: Some(convert), ..inner } } else { plain };
    }
    widened(value)
}

/// `value` as the low-precision value an exact widening convert made it from, or as it is.
fn widened<'c, 'a>(value: Value<'c, 'a>) -> Source<'c, 'a> {
    let plain = Source { value, format: element_format(value.r#type()), widening: None, identity: None };
    let Some(convert) = producer(value).filter(|op| HloOp::of(op) == Some(HloOp::Convert)) else { return plain };
    let Ok(input) = convert.operand(0) else { return plain };
    let from = element_format(input.r#type());
    let widens = plain.format == Some(Format::F32)
        && from.is_some_and(|f| is_low_precision(f) && super::xla::convert_pair_is_exact(f, Format::F32));
    if widens {
        Source { value: input, format: from, widening: Some(convert), identity: None }
    } else {
        plain
    }
}

pub fn raise_dot<'c, 'a>(op: OperationRef<'c, 'a>) -> Outcome {
    let (Ok(lhs), Ok(rhs), Ok(result)) = (op.operand(0), op.operand(1), op.result(0)) else {
        return Outcome::NotLowPrecision;
    };
    let (lhs, rhs) = (source(lhs), source(rhs));
    let formats = [lhs.format, rhs.format];
    let result_format = element_format(result.r#type());
    let low = formats.iter().chain([&result_format]).any(|f| f.is_some_and(is_low_precision));
    if !low {
        return Outcome::NotLowPrecision;
    }
    if let Some(reason) = container_left_reason(&[lhs.value.r#type(), rhs.value.r#type(), result.r#type()]) {
        return Outcome::Left(reason);
    }
    let layout = match matmul_layout(op, lhs.value.r#type(), rhs.value.r#type()) {
        Ok(layout) => layout,
        Err(reason) => return Outcome::Left(reason),
    };
    if result_format != Some(Format::F32) {
        return Outcome::Left(format!(
            "the result is {}: XLA rounds a low-precision dot result from an accumulation it does not state \
             (an f8 result twice, formats.md §2.4); a raised dot's result is its f32 accumulator",
            result.r#type()
        ));
    }
    for (source, format) in [&lhs, &rhs].iter().zip(formats) {
        match format {
            Some(Format::BF16) if source.widening.is_none() => return Outcome::Left(BF16_DOT.into()),
            Some(f) if source.widening.is_some() || dot_operand_is_exact(f) => {}
            Some(f) => return Outcome::Left(format!("XLA's dot on {f} operands has not been measured against lpf.dot")),
            None => return Outcome::Left("an operand that is not a number format".into()),
        }
    }
    // Every check passed: only now insert the transposes (a dot left as it is gets none).
    let permuted = |value: Value<'c, 'a>, permutation: &Option<Vec<i64>>| match permutation {
        Some(p) => super::insert_transpose(op, value, p),
        None => Ok(value),
    };
    let (lhs_value, rhs_value) = match (permuted(lhs.value, &layout.lhs), permuted(rhs.value, &layout.rhs)) {
        (Ok(l), Ok(r)) => (l, r),
        (Err(e), _) | (_, Err(e)) => return Outcome::Left(e.to_string()),
    };
    let f32 = Type::float32(context(op));
    replace(op, LpfOp::Dot.name(), &[lhs_value, rhs_value], &[("acc", type_attr(f32))], result.r#type(), &[lhs.identity, lhs.widening, rhs.identity, rhs.widening])
}

/// For the LLVM exit only (`lpf-foreign-prepare`, before StableHLO's linalg conversion): a
/// `stablehlo.dot_general` that `raise_dot` left (two native bf16 operands: [`BF16_DOT`]), or
/// any other one of float operands into f32 in a matmul layout, as transposes + `lpf.dot
/// acc(f32)`, so that it takes lpf's packed kernel instead of scalar linalg loops. Not a raise:
/// the module that `lpf.from_jax` and the xla exit see is unchanged. Bits: the linalg conversion
/// computes each output as +0 (`linalg.fill`), then k = 0, 1, ... in order, each operand widened
/// exactly to f32 (`arith.extf`), the product rounded in f32 and added with one rounding, which is
/// `lpf.dot acc(f32)`'s definition (formats.md §3) and what its kernel computes (a fused
/// multiply-add only where the product is exact); so the LLVM exit's result does not change, only
/// its speed. True when `op` was replaced.
pub fn dot_general_to_lpf_dot<'c, 'a>(op: OperationRef<'c, 'a>) -> bool {
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
    let Ok(layout) = matmul_layout(op, lhs.r#type(), rhs.r#type()) else { return false };
    let permuted = |value: Value<'c, 'a>, permutation: &Option<Vec<i64>>| match permutation {
        Some(p) => super::insert_transpose(op, value, p),
        None => Ok(value),
    };
    let (Ok(lhs), Ok(rhs)) = (permuted(lhs, &layout.lhs), permuted(rhs, &layout.rhs)) else { return false };
    let f32 = Type::float32(context(op));
    matches!(replace(op, LpfOp::Dot.name(), &[lhs, rhs], &[("acc", type_attr(f32))], result.r#type(), &[]), Outcome::Raised)
}

/// The transposes that make a dot_general lpf.dot's `[B..., M, K] x [B..., K, N]` (None where an
/// operand is in that layout already): the permutation of each operand.
struct Layout {
    lhs: Option<Vec<i64>>,
    rhs: Option<Vec<i64>>,
}

/// A matmul with any batch dimensions and one free and one contracting dimension per side
/// (`jnp.matmul`, `einsum("bmk,bnk->bmn")`, `x @ w.T` folded by jax...), without an
/// `algorithm` (which XLA's CPU ignores, so its meaning depends on the platform). dot_general's
/// result is [batch (in lhs_batching order)..., lhs free, rhs free], lpf.dot's [B..., M, N], so
/// permuting the operands to [batch..., free, contracting] and [batch..., contracting, free]
/// (exact data movements) is all it takes. XLA's dots in these layouts gave the bits of the
/// StableHLO exit's lowering of the transposed form ([`super::xla::dot_operand_is_exact`]).
fn matmul_layout(op: OperationRef, lhs: Type, rhs: Type) -> Result<Layout, String> {
    let rank = |ty: Type| RankedTensorType::try_from(ty).map(|t| t.rank() as i64).unwrap_or(0);
    let (lr, rr) = (rank(lhs), rank(rhs));
    let numbers = op.attribute("dot_dimension_numbers").map(|a| a.to_string()).unwrap_or_default();
    let fields = dimension_fields(&numbers);
    let known = ["lhs_batching_dimensions", "rhs_batching_dimensions", "lhs_contracting_dimensions", "rhs_contracting_dimensions"];
    // A field absent from the attribute is an empty list.
    let dims = |key: &str| -> Option<Vec<i64>> {
        let text = fields.iter().find(|(k, _)| k == key).map(|(_, v)| v.as_str()).unwrap_or("");
        text.split(',').filter(|d| !d.is_empty()).map(|d| d.parse().ok()).collect()
    };
    let not_matmul = || format!("dimension numbers {numbers} are not a matmul (batch dimensions, one free and one contracting dimension per side)");
    if !fields.iter().all(|(k, _)| known.contains(&k.as_str())) {
        return Err(not_matmul());
    }
    let [Some(lb), Some(rb), Some(lc), Some(rc)] = known.map(dims) else { return Err(not_matmul()) };
    let nb = lb.len() as i64;
    if rb.len() != lb.len() || lc.len() != 1 || rc.len() != 1 || lr != nb + 2 || rr != nb + 2 {
        return Err(not_matmul());
    }
    // The one dimension that is neither batch nor contracting.
    let free = |batch: &[i64], contracting: i64, r: i64| (0..r).find(|d| !batch.contains(d) && *d != contracting);
    let (Some(lf), Some(rf)) = (free(&lb, lc[0], lr), free(&rb, rc[0], rr)) else { return Err(not_matmul()) };
    let lhs_perm: Vec<i64> = lb.iter().copied().chain([lf, lc[0]]).collect();
    let rhs_perm: Vec<i64> = rb.iter().copied().chain([rc[0], rf]).collect();
    let is_permutation = |p: &[i64]| (0..p.len() as i64).all(|d| p.contains(&d));
    if !is_permutation(&lhs_perm) || !is_permutation(&rhs_perm) {
        return Err(not_matmul());
    }
    if op.has_attribute("algorithm") {
        return Err("an `algorithm` attribute: XLA's CPU ignores it (formats.md §5), so its meaning depends on the platform".into());
    }
    let identity = |p: Vec<i64>| if p.iter().enumerate().all(|(i, d)| i as i64 == *d) { None } else { Some(p) };
    let layout = Layout { lhs: identity(lhs_perm), rhs: identity(rhs_perm) };
    // The transposes are built with static result shapes.
    let dynamic = |ty: Type, p: &Option<Vec<i64>>| p.is_some() && !crate::melior_ext::has_static_shape(ty);
    if dynamic(lhs, &layout.lhs) || dynamic(rhs, &layout.rhs) {
        return Err("an operand with a dynamic dimension that would need a transpose".into());
    }
    Ok(layout)
}

/// `#stablehlo.dot<a = [1], b = [0, 2]>` -> [("a", "1"), ("b", "0,2")] (spaces removed).
fn dimension_fields(text: &str) -> Vec<(String, String)> {
    let inner = text.trim().strip_prefix("#stablehlo.dot<").and_then(|t| t.strip_suffix('>')).unwrap_or("");
    let compact: String = inner.chars().filter(|c| !c.is_whitespace()).collect();
    compact
        .split("],")
        .filter(|part| !part.is_empty())
        .filter_map(|part| {
            let (key, value) = part.split_once("=[")?;
            Some((key.to_string(), value.trim_end_matches(']').to_string()))
        })
        .collect()
}

pub fn raise_reduce(op: OperationRef) -> Outcome {
    if op.operand_count() != 2 || op.result_count() != 1 {
        return Outcome::NotLowPrecision;
    }
    let (Ok(input), Ok(init), Ok(result)) = (op.operand(0), op.operand(1), op.result(0)) else {
        return Outcome::NotLowPrecision;
    };
    let input = source(input);
    let Some(format) = input.format.filter(|f| is_low_precision(*f)) else {
        return Outcome::NotLowPrecision;
    };
    if let Some(reason) = container_left_reason(&[input.value.r#type(), result.r#type()]) {
        return Outcome::Left(reason);
    }
    if input.widening.is_none() {
        return Outcome::Left(format!(
            "the sum is accumulated in {format} (the reduce's element type), lpf.reduce_sum accumulates in f32 or f64"
        ));
    }
    if !is_add_body(op) {
        return Outcome::Left("the reduction body is not a single stablehlo.add".into());
    }
    let zero = producer(init).filter(|c| is_positive_zero_constant(*c));
    if zero.is_none() {
        return Outcome::Left("the initial value is not the constant +0.0 that lpf.reduce_sum starts from".into());
    }
    let Some(dims) = op.attribute("dimensions").ok().and_then(|a| DenseI64ArrayAttribute::try_from(a).ok()) else {
        return Outcome::Left("no `dimensions` array".into());
    };
    let dims: Vec<i64> = (0..dims.len()).filter_map(|i| dims.element(i).ok()).collect();
    let context = context(op);
    let dims_attr: Attribute = DenseI64ArrayAttribute::new(context, &dims).into();
    let f32 = Type::float32(context);
    replace(
        op,
        "lpf.reduce_sum",
        &[input.value],
        &[("dims", dims_attr), ("acc", type_attr(f32))],
        result.r#type(),
        &[input.identity, input.widening, zero],
    )
}

/// The body `^bb0(%a, %b): %s = stablehlo.add %a, %b; stablehlo.return %s`.
fn is_add_body(op: OperationRef) -> bool {
    let Some(block) = op.region(0).ok().and_then(|r| r.first_block()) else { return false };
    let Some(add) = block.first_operation() else { return false };
    let Some(ret) = add.next_in_block() else { return false };
    let args_in_order = block.argument_count() == 2
        && add.operand_count() == 2
        && (0..2).all(|i| match (add.operand(i), block.argument(i)) {
            (Ok(operand), Ok(arg)) => operand == Value::from(arg),
            _ => false,
        });
    let returns_sum = ret.operand_count() == 1
        && ret.next_in_block().is_none()
        && matches!((ret.operand(0), add.result(0)), (Ok(r), Ok(s)) if r == Value::from(s));
    HloOp::of(&add) == Some(HloOp::Add) && HloOp::of(&ret) == Some(HloOp::Return) && args_in_order && returns_sum
}

/// `stablehlo.constant` whose value is f32 +0.0 (the bits, so -0.0 is not).
fn is_positive_zero_constant(op: OperationRef) -> bool {
    HloOp::of(&op) == Some(HloOp::Constant)
        && op.attribute("value").is_ok_and(|value| {
            let text = value.to_string();
            text == "dense<0.000000e+00> : tensor<f32>" || text == "dense<0x00000000> : tensor<f32>"
        })
}

fn context<'c>(op: OperationRef<'c, '_>) -> &'c Context {
    // SAFETY: the context outlives the pass run that hands us `op`.
    lpf_dialect::context::context_of(op.context())
}

/// Builds `name(operands) {attributes} : result` before `op`, replaces `op` by it, and erases the
/// producers that only `op` used.
fn replace<'c, 'a>(
    op: OperationRef<'c, 'a>,
    op_name: &str,
    operands: &[Value<'c, 'a>],
    attributes: &[(&str, Attribute<'c>)],
    result: Type<'c>,
    producers: &[Option<OperationRef<'c, 'a>>],
) -> Outcome {
    let Some(block) = op.block() else { return Outcome::NotLowPrecision };
    let new = match build(context(op), op_name, op.location(), operands, attributes, &[result]) {
        Ok(new) => {
            super::inherit_discardable(op, &new);
            block.insert_operation_before(op, new)
        }
        Err(error) => return Outcome::Left(error.to_string()),
    };
    let Ok(value) = new.result(0) else { return Outcome::Left(format!("{op_name} has no result")) };
    replace_op(op, &[value.into()]);
    let mut seen = Vec::new();
    for producer in producers.iter().flatten() {
        if !seen.contains(&producer.to_raw().ptr) {
            seen.push(producer.to_raw().ptr);
            erase_if_unused(*producer);
        }
    }
    Outcome::Raised
}
