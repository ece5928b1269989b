//! `stablehlo.reduce` over low-precision values -> `lpf.reduce_sum acc(f32)`, XLA's accumulator
//! for it, and what the contraction raises share ([`super::dot`] raises `dot_general`): the
//! operands as a contraction sees them.
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

use crate::hlo_ops::HloOp;
use super::xla::{container_left_reason, element_format, is_low_precision};
use super::{erase_if_unused, producer, Outcome};
use crate::melior_ext::{build, replace_op, type_attr};
use lpf_numerics::Format;
use melior::ir::attribute::{Attribute, DenseI64ArrayAttribute};
use melior::ir::block::BlockLike;
use melior::ir::operation::OperationLike;
use melior::ir::{OperationRef, RegionLike, Type, Value, ValueLike};
use melior::Context;

/// An operand as the contraction sees it: the value it reads (through an exact widening convert)
/// and that value's format.
pub(super) struct Source<'c, 'a> {
    pub value: Value<'c, 'a>,
    pub format: Option<Format>,
    pub widening: Option<OperationRef<'c, 'a>>,
    /// An f32 -> f32 `stablehlo.convert` on top of the widening (jax's dtype promotion adds one
    /// after `x.astype(jnp.float32)`): a no-op, erased with the widening when unused.
    pub identity: Option<OperationRef<'c, 'a>>,
}

/// Looks through `stablehlo.convert` from a low-precision format whose widening to f32 XLA does
/// exactly ([`super::xla::convert_pair_is_exact`] into f32: a widening without rounding), and
/// through one f32 -> f32 convert above it.
pub(super) fn source<'c, 'a>(value: Value<'c, 'a>) -> Source<'c, 'a> {
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

/// A `stablehlo.reduce` whose `dimensions` are not in ascending order gets them sorted, in place;
/// true when it changed them. The list is a set (the result's dimensions are the operand's
/// others, in order, either way), and the order is where the backends parted: StableHLO's
/// interpreter (`--backend ref`) and XLA CPU walk the reduced elements in row-major order, the
/// LLVM exit's linalg conversion (upstream `stablehlo-legalize-to-linalg`) loops over the
/// reduced dimensions in the listed order, so a bf16 sum across `[3, 2]` (torch-xla's mean over
/// H and W, MobileNetV3's squeeze-excitation) rounded its partial sums in another order: 40% of
/// a MobileNetV3-small's logits differed from XLA's, up to 177 bf16 ulps (issue 39). Sorted,
/// every backend sums in row-major order.
pub fn sort_dimensions(op: OperationRef) -> bool {
    let Some(dims) = op.attribute("dimensions").ok().and_then(|a| DenseI64ArrayAttribute::try_from(a).ok()) else {
        return false;
    };
    let listed: Vec<i64> = (0..dims.len()).filter_map(|i| dims.element(i).ok()).collect();
    let mut sorted = listed.clone();
    sorted.sort_unstable();
    if sorted == listed {
        return false;
    }
    let attr: Attribute = DenseI64ArrayAttribute::new(context(op), &sorted).into();
    crate::melior_ext::set_attribute(op, "dimensions", attr);
    true
}

pub fn raise_reduce(op: OperationRef) -> Outcome {
    if op.operand_count() != 2 || op.result_count() != 1 {
        return Outcome::NotLowPrecision;
    }
    // XLA's YNNPACK sums a large reduce's bf16 producers unrounded: an f32 reduce, left.
    if is_add_body(op) && super::ynn_reduce::unround_input(op) {
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
    // The body first: a bf16 maximum is no sum, whatever its element type (its remark had
    // spoken of a sum accumulated in bf16).
    if !is_add_body(op) {
        return Outcome::Left("the reduction body is not a single stablehlo.add".into());
    }
    if input.widening.is_none() {
        return Outcome::Left(format!(
            "the sum is accumulated in {format} (the reduce's element type), lpf.reduce_sum accumulates in f32 or f64"
        ));
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
    let mut attributes = vec![("dims", dims_attr), ("acc", type_attr(f32))];
    // XLA's sum of widened bf16 values, which it orders its own way: ref and llvm sum it as XLA
    // does on the host (crate::hlo_defined::XLA_REDUCE).
    if format == Format::BF16 && element_format(result.r#type()) == Some(Format::F32) {
        attributes.push((crate::hlo_defined::XLA_REDUCE, Attribute::unit(context)));
    }
    replace(
        op,
        "lpf.reduce_sum",
        &[input.value],
        &attributes,
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

pub(super) fn context<'c>(op: OperationRef<'c, '_>) -> &'c Context {
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
    replace_producers(producers);
    Outcome::Raised
}

/// Erases each of `producers` (once, however often listed) that the raise left without a use.
pub(super) fn replace_producers(producers: &[Option<OperationRef>]) {
    let mut seen = Vec::new();
    for producer in producers.iter().flatten() {
        if !seen.contains(&producer.to_raw().ptr) {
            seen.push(producer.to_raw().ptr);
            erase_if_unused(*producer);
        }
    }
}
