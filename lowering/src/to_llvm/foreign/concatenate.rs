//! A `stablehlo.concatenate` whose pieces are rows of at least [`SHORTEST_RUN`] elements, as an
//! empty tensor and one `tensor.insert_slice` per operand, for the LLVM exit
//! (`lpf-foreign-prepare`, before the linalg legalisation). Upstream's conversion makes a
//! concatenate one `linalg.generic` over the result whose body finds, for every element, the
//! operand it comes from by a chain of compares on its index along the joined dimension and reads
//! it with `tensor.extract`: branches per element, no vector. Bufferised, each insert_slice is a
//! copy of one operand into its place (`lpf-foreign-buffers` makes it a `linalg.copy`: parallel
//! loops on the threads, the innermost along the piece's rows, vectorised). The same elements
//! land in the same places, so no value changes.
//!
//! XLA's convolution patches (`hlo_defined::xla_convolution`: one slice per tap, concatenated
//! along the channels) of an f32 MNIST-style CNN's second convolution (32 channels, 3 x 3 taps)
//! were 20% of its call on the exit (`perf`, one thread). Pieces of shorter rows (the first
//! convolution's single channel: each tap one element of every row) stay the generic, which
//! writes each row of the result once, in order; copies of them would be strided element by
//! element.

use crate::hlo_ops::HloOp;
use crate::melior_ext::build;
use lpf_dialect::unwind::WalkGuarded;
use melior::ir::attribute::{Attribute, DenseI64ArrayAttribute, IntegerAttribute};
use melior::ir::block::BlockLike;
use melior::ir::operation::{OperationLike, WalkOrder, WalkResult};
use melior::ir::r#type::{IntegerType, RankedTensorType, ShapedTypeLike};
use melior::ir::{OperationRef, TypeLike, Value, ValueLike};
use melior::Context;

/// The fewest contiguous elements each piece must put in a row of the result (its size along the
/// joined dimension times the dimensions after it): one 512-bit vector of f32.
pub const SHORTEST_RUN: i64 = 16;

/// Every static concatenate under `root` of float or signless integer elements whose pieces are
/// rows of at least [`SHORTEST_RUN`] elements, rewritten (module doc); any other stays for the
/// legalisation. (Unsigned and signed integers are legalised through casts to signless types,
/// which tensor ops between them would meet.)
pub fn concatenates_as_insert_slices(context: &Context, root: OperationRef) {
    let mut found = Vec::new();
    root.walk_guarded(WalkOrder::PreOrder, |op| {
        if HloOp::of(&op) == Some(HloOp::Concatenate) {
            found.push(op.to_raw());
        }
        WalkResult::Advance
    });
    for raw in found {
        // SAFETY: collected above; a rewrite erases only its own op.
        let op = unsafe { OperationRef::from_raw(raw) };
        if let Some(value) = rewrite(context, op) {
            crate::melior_ext::replace_op(op, &[value]);
        }
    }
}

/// The insert_slice chain for `op`, inserted before it; None (nothing built) where it does not
/// apply.
fn rewrite<'c, 'a>(context: &'c Context, op: OperationRef<'c, 'a>) -> Option<Value<'c, 'a>> {
    let result = op.result(0).ok()?.r#type();
    let element = RankedTensorType::try_from(result).ok()?.element();
    let signless = IntegerType::try_from(element).map(|int| int.is_signless()).unwrap_or(false);
    if !(element.is_float() || signless) || op.result_count() != 1 || op.operand_count() == 0 {
        return None;
    }
    let shape = crate::melior_ext::static_dims(result)?;
    let dimension = IntegerAttribute::try_from(op.attribute("dimension").ok()?).ok()?.value();
    let dimension = usize::try_from(dimension).ok().filter(|&d| d < shape.len())?;
    let operands: Vec<Value> = op.operands().collect();
    let shapes = operands.iter().map(|v| crate::melior_ext::static_dims(v.r#type())).collect::<Option<Vec<_>>>()?;
    // Each operand the result's shape but along the joined dimension, whose sizes add up to it
    // (the verifier's rule); each piece's run long enough.
    let fits = |s: &Vec<i64>| s.len() == shape.len() && (0..shape.len()).all(|d| d == dimension || s[d] == shape[d]);
    let run = |s: &Vec<i64>| s[dimension..].iter().try_fold(1i64, |n, &d| n.checked_mul(d));
    if !shapes.iter().all(fits)
        || shapes.iter().map(|s| s[dimension]).sum::<i64>() != shape[dimension]
        || !shapes.iter().all(|s| s[dimension] == 0 || run(s).is_some_and(|n| n >= SHORTEST_RUN))
    {
        return None;
    }
    let block = op.block()?;
    let location = op.location();
    let array = |values: &[i64]| -> Attribute<'c> { DenseI64ArrayAttribute::new(context, values).into() };
    let segments = Attribute::parse(context, "array<i32: 1, 1, 0, 0, 0>")?;
    let empty = build(context, "tensor.empty", location, &[], &[], &[result]).ok()?;
    let mut into: Value = block.insert_operation_before(op, empty).result(0).ok()?.into();
    let ones = vec![1i64; shape.len()];
    let mut offset = 0i64;
    for (operand, operand_shape) in operands.iter().zip(&shapes) {
        // A piece of no elements writes nothing.
        if operand_shape.iter().any(|&d| d == 0) {
            offset += operand_shape[dimension];
            continue;
        }
        let offsets: Vec<i64> = (0..shape.len()).map(|d| if d == dimension { offset } else { 0 }).collect();
        let attributes = [("static_offsets", array(&offsets)), ("static_sizes", array(operand_shape)), ("static_strides", array(&ones)), ("operandSegmentSizes", segments)];
        let insert = build(context, "tensor.insert_slice", location, &[*operand, into], &attributes, &[result]).ok()?;
        into = block.insert_operation_before(op, insert).result(0).ok()?.into();
        offset += operand_shape[dimension];
    }
    Some(into)
}
