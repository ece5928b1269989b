//! A large f32 reduce of widened bf16 values, as XLA CPU computes it: XLA hands a reduce of
//! 4096 elements or more to YNNPACK together with the element-wise ops that produce its input,
//! and YNNPACK's fusion folds each `convert(convert(x, bf16), f32)` pair in that graph into `x`
//! (jaxlib 0.10.2, whatever `xla_allow_excess_precision` says). So the bf16 element-wise ops
//! that feed the reduce are summed unrounded: `sum(f32(bf16(a + b)))` is XLA's
//! `sum(f32(a) + f32(b))`.
//!
//! Measured (2026-12-06, Intel Xeon with AVX-512): `sum(f32(bf16(a + b)))` and
//! `sum(f32(bf16(a * b)))` over rows of 64-2048 give the unrounded sum from 4096 elements (every
//! row of 64 x 64, 8 x 512, 4 x 1024, 256 x 512) and the rounded one below (16 x 64, 32 x 64);
//! a bf16 layer norm's variance `sum(f32((x - mean) * (x - mean)))` is the sum of the
//! unrounded chain with the mean (another reduce's value, broadcast) rounded to bf16 (median
//! relative error to XLA 2.8e-8, the sums' order, against 1.7e-4 rounded and 1.5e-5 with the
//! mean unrounded too). Found on a cut of torchax's bf16 GPT-2 (2 x 128 tokens x 512) that left
//! a layer-norm mean the only reader of its input: every row differed from XLA, up to 85 bf16
//! ulps. In the whole model `x - mean` reads that input too, and XLA sums it rounded.
//!
//! Rewritten in place of the reduce's input: the chain of bf16 `add`, `subtract`, `multiply`,
//! `divide`, `maximum`, `minimum` and `negate` (ops whose f32 result is the same correctly
//! rounded value everywhere), each read by the next alone, computed in f32 from its leaves
//! widened exactly; any other op (a broadcast, a reduce, a transcendental function that
//! YNNPACK computes its own way) or a value other ops read too (XLA leaves it out of the
//! graph: measured) is a leaf, its bf16 value widened. The reduce itself is then an f32 one,
//! which the raise leaves to StableHLO: XLA's own order on every exit. Only a reduce whose
//! widening convert it alone reads; a widened value that other ops read too is not measured
//! and stays rounded. The same holds through the square a reduce alone sums (`sum(square(f32(bf16(a
//! + b))))`, a layer norm's sum of squares of the residual stream; measured 2026-12-06 on rows of
//! 512, 2 x 64 of them: add, subtract and multiply unrounded, rounded where the widening is also
//! summed as it is, the mean and the variance of one value).
//!
//! The same folding in a dot's graph ([`unround_dot_results`]): a bf16 dot whose value is only
//! widened back to f32 (`jnp.einsum(q, k).astype(f32)`, a jax attention's scores before an f32
//! softmax) and then reaches a reduce of 4096 elements or more through element-wise ops (the
//! softmax's row maximum) is one YNNPACK fusion in XLA: the f32 dot of the widened operands,
//! `convert(convert(dot, bf16), f32)` folded to the dot's f32 value, the scale, the row maximum
//! and `exp(s - max)` (XLA's optimised HLO). Measured (2026-12-06, Intel Xeon with AVX-512):
//! the row maxima of `f32(q @ k^T) / sqrt(128)` over 2 x 64 x 64, 1 x 64 x 64 and 4 x 32 x 32
//! scores are the unrounded dot's on every row (0% rounded); over 2 x 16 x 16 (512), and the
//! scores alone or scaled (nothing reduces them), the rounded one's on every element.

use super::contract::context;
use super::producer;
use super::xla::element_format;
use crate::hlo_ops::HloOp;
use crate::melior_ext::{build, has_static_shape, single_use, static_dims, used_only_by, with_element_type};
use lpf_numerics::Format;
use melior::ir::block::BlockLike;
use melior::ir::operation::OperationLike;
use melior::ir::{OperationRef, Type, Value, ValueLike};

/// The fewest input elements of a reduce XLA hands to YNNPACK (module doc).
pub const YNN_REDUCE_MIN_ELEMENTS: i64 = 4096;

/// The bf16 element-wise ops the rewrite computes unrounded (module doc).
const UNROUNDED: [HloOp; 7] = [HloOp::Add, HloOp::Subtract, HloOp::Multiply, HloOp::Divide, HloOp::Maximum, HloOp::Minimum, HloOp::Negate];

/// If `reduce` sums, from 4096 elements, the f32 widening of a bf16 element-wise op that only
/// it reads, its input becomes that op's chain computed in f32 (module doc); true when it did.
pub fn unround_input(reduce: OperationRef) -> bool {
    let Ok(input) = reduce.operand(0) else { return false };
    let large = has_static_shape(input.r#type()) && static_dims(input.r#type()).is_some_and(|d| d.iter().product::<i64>() >= YNN_REDUCE_MIN_ELEMENTS);
    if reduce.operand_count() != 2 || !large || element_format(input.r#type()) != Some(Format::F32) {
        return false;
    }
    // The widening's reader: the reduce, or the square the reduce alone sums (a layer norm's
    // sum of squares, `jnp.square(x)` or `x * x`).
    let (reader, widened) = match producer(input) {
        Some(square) if is_square(square) && single_use(input) => match square.operand(0) {
            Ok(widened) => (square, widened),
            Err(_) => return false,
        },
        _ => (reduce, input),
    };
    let Some(widening) = producer(widened).filter(|op| HloOp::of(op) == Some(HloOp::Convert)) else { return false };
    let Ok(narrow) = widening.operand(0) else { return false };
    if !used_only_by(widened, reader) || element_format(narrow.r#type()) != Some(Format::BF16) || !fused_into(narrow, widening) {
        return false;
    }
    let Some(block) = reduce.block() else { return false };
    let mut built = Vec::new();
    let Some(value) = unrounded(reader, block, narrow, widening, &mut built) else { return false };
    for index in 0..reader.operand_count() {
        if reader.operand(index).is_ok_and(|o| o == widened) {
            // SAFETY: the reader and the value are live in one block; the new value is defined
            // before it.
            unsafe { mlir_sys::mlirOperationSetOperand(reader.to_raw(), index as isize, value.to_raw()) };
        }
    }
    super::erase_if_unused(widening);
    erase_dead_chain(narrow);
    true
}

/// The bf16 chain above `v` that nothing reads any more, erased (each op once its users are
/// gone; an op reached on two paths is looked at once).
fn erase_dead_chain(v: Value) {
    let mut chain: Vec<OperationRef> = Vec::new();
    let mut pending = vec![v];
    while let Some(value) = pending.pop() {
        if let Some(op) = producer(value).filter(|_| is_unrounded_op(value)) {
            if !chain.iter().any(|known| known.to_raw().ptr == op.to_raw().ptr) {
                pending.extend(op.operands());
                chain.push(op);
            }
        }
    }
    let unused = |op: &OperationRef| {
        // SAFETY: a live op's result; a null first use means no uses.
        op.result(0).is_ok_and(|r| unsafe { mlir_sys::mlirOpOperandIsNull(mlir_sys::mlirValueGetFirstUse(r.to_raw())) })
    };
    while let Some(index) = chain.iter().position(unused) {
        super::erase_if_unused(chain.remove(index));
    }
}

/// Whether `op` squares one f32 value: `chlo.square(x)` or `multiply(x, x)`.
fn is_square(op: OperationRef) -> bool {
    let same = op.operand_count() == 2 && op.operand(0).ok() == op.operand(1).ok();
    let name = op.name();
    let name = name.as_string_ref().as_str().unwrap_or("");
    op.result_count() == 1 && (name == "chlo.square" && op.operand_count() == 1 || HloOp::of(&op) == Some(HloOp::Multiply) && same)
}

/// Whether `v` is the result of a bf16 element-wise op the rewrite computes in f32.
fn is_unrounded_op(v: Value) -> bool {
    producer(v).is_some_and(|op| HloOp::of(&op).is_some_and(|o| UNROUNDED.contains(&o)) && op.result_count() == 1)
}

/// Whether XLA fuses `v`'s element-wise op into the YNNPACK graph of `reader`, which reads it:
/// one the rewrite computes, read by `reader` alone. A value that other ops read too (the
/// residual stream a layer norm's mean reads) is XLA's rounded bf16 one: measured on torchax's
/// GPT-2, whose mean sums the rounded `x` where its `x - mean` reads `x` too, and the unrounded
/// one where a cut of the model left the mean `x`'s only reader.
fn fused_into(v: Value, reader: OperationRef) -> bool {
    is_unrounded_op(v) && used_only_by(v, reader)
}

/// `v` (bf16, read by `reader`) in f32: its element-wise chain unrounded as far as XLA fuses
/// it ([`fused_into`]), each leaf widened, built before `at`; `built` holds each value's f32
/// one already built (`d * d` computes `d` once).
fn unrounded<'c, 'a>(
    at: OperationRef<'c, 'a>,
    block: melior::ir::BlockRef<'c, 'a>,
    v: Value<'c, 'a>,
    reader: OperationRef<'c, 'a>,
    built: &mut Vec<(Value<'c, 'a>, Value<'c, 'a>)>,
) -> Option<Value<'c, 'a>> {
    if let Some(&(_, wide)) = built.iter().find(|(narrow, _)| *narrow == v) {
        return Some(wide);
    }
    let context = context(at);
    let ty = with_element_type(v.r#type(), Type::float32(context))?;
    let op = producer(v).filter(|_| fused_into(v, reader));
    let (name, operands) = match op {
        Some(op) => {
            let operands = op.operands().map(|o| unrounded(at, block, o, op, built)).collect::<Option<Vec<_>>>()?;
            (HloOp::of(&op)?.name(), operands)
        }
        None => (HloOp::Convert.name(), vec![v]),
    };
    let location = op.map_or(at.location(), |op| op.location());
    let new = build(context, name, location, &operands, &[], &[ty]).ok()?;
    let wide: Value = block.insert_operation_before(at, new).result(0).ok()?.into();
    built.push((v, wide));
    Some(wide)
}

/// Every bf16 rounding of a raised f32 dot ([`crate::hlo_defined::XLA_F32_DOT`]) that is only
/// widened back to f32, whose widening reaches a reduce of 4096 elements or more, folded into
/// the dot's f32 value (module doc); run after the converts are raised.
pub fn unround_dot_results(root: OperationRef) {
    let mut widenings = Vec::new();
    root.walk(melior::ir::operation::WalkOrder::PreOrder, |op| {
        if folded_dot_rounding(op).is_some() {
            widenings.push(op.to_raw());
        }
        melior::ir::operation::WalkResult::Advance
    });
    for raw in widenings {
        // SAFETY: collected above; each rewrite erases only its own widening and rounding.
        let widening = unsafe { OperationRef::from_raw(raw) };
        let Some(dot) = folded_dot_rounding(widening) else { continue };
        let (Ok(wide), Ok(exact)) = (widening.result(0), dot.result(0)) else { continue };
        let Some(rounding) = widening.operand(0).ok().and_then(producer) else { continue };
        // SAFETY: both values are live f32 tensors of one type.
        unsafe { mlir_sys::mlirValueReplaceAllUsesOfWith(wide.to_raw(), exact.to_raw()) };
        super::erase_if_unused(widening);
        super::erase_if_unused(rounding);
    }
}

/// The raised f32 dot whose bf16 rounding `widening` (an `lpf.convert` to f32) widens again,
/// where YNNPACK folds that pair (module doc): the rounding read by the widening alone, the dot
/// by the rounding alone, the widening's value reaching a large reduce.
fn folded_dot_rounding<'c, 'a>(widening: OperationRef<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
    let is_convert = |op: &OperationRef| op.name().as_string_ref().as_str() == Ok("lpf.convert") && op.operand_count() == 1 && op.result_count() == 1;
    if !is_convert(&widening) || element_format(widening.result(0).ok()?.r#type()) != Some(Format::F32) {
        return None;
    }
    let narrow = widening.operand(0).ok()?;
    let rounding = producer(narrow).filter(is_convert)?;
    let exact = rounding.operand(0).ok()?;
    let dot = producer(exact)?;
    let raised_f32_dot = dot.name().as_string_ref().as_str() == Ok("lpf.dot") && dot.has_attribute(crate::hlo_defined::XLA_F32_DOT);
    let round_to_nearest = lpf_dialect::attrs::rounding(&rounding).ok() == Some(lpf_dialect::attrs::RoundingMode::ToNearestEven);
    (raised_f32_dot
        && round_to_nearest
        && element_format(narrow.r#type()) == Some(Format::BF16)
        && exact.r#type() == widening.result(0).ok()?.r#type()
        && single_use(narrow)
        && single_use(exact)
        && crate::hlo_defined::reaches_large_reduce(widening))
    .then_some(dot)
}
