//! `lpf.convert`s between element-wise loops as loops of their own, so that the element-wise
//! fusion (`lpf-fuse-elementwise-ops`, [`super::prepare`]) makes one loop nest of the chain.
//!
//! flax's FP8 recipe quantises a weight as `x / scale`, clamped (one legalised `linalg.generic`),
//! then `lpf.convert` to f8E4M3FN and back (the raise's explicit rounding), then `* scale`
//! (another generic): as tensor ops the converts are lpf's own element-wise nest between the two
//! linalg loops, three passes over the weight (4 MB each at 512 x 2048 f32) where XLA makes one
//! loop fusion, a third of the layer's call. A convert whose operand a `linalg.generic` (or a
//! convert rewritten here) computes becomes a `linalg.generic` of the scalar `lpf.convert`, with
//! the same rounding and overflow, so the fusion takes it in; the scalar op is lowered as every
//! scalar lpf op in a loop is (`lpf-scalar-to-calls`: the same helpers). Element for element the
//! same conversion of the same value: no bit changes. A convert of anything else (an `lpf.dot`'s
//! result, which the dot kernel may store converted; an argument), or one that a larger loop
//! would read broadcast (a scale), stays lpf's.

use crate::melior_ext::{build, replace_op};
use lpf_dialect::error::LpfError;
use melior::ir::attribute::Attribute;
use melior::ir::block::BlockLike;
use melior::ir::operation::{OperationBuilder, OperationLike};
use melior::ir::r#type::{RankedTensorType, ShapedTypeLike};
use melior::ir::{Block, Identifier, OperationRef, Region, RegionLike, Type, Value, ValueLike};
use melior::Context;

/// The attributes an element-wise `lpf.convert` may carry (a stochastic rounding's extra
/// operand or any other attribute keeps the tensor op).
const CONVERT_ATTRIBUTES: [&str; 2] = ["rounding", "overflow"];

/// Rewrites, in every function of `root`, each top-level `lpf.convert` fed by an element-wise
/// loop as a loop (module doc). Returns how many.
pub fn converts_of_loops_as_loops<'c>(context: &'c Context, root: OperationRef<'c, '_>) -> Result<usize, LpfError<'c>> {
    let mut rewritten = 0;
    let Some(body) = root.region(0).ok().and_then(|r| r.first_block()) else { return Ok(0) };
    let mut function = body.first_operation();
    while let Some(func) = function {
        function = func.next_in_block();
        if func.name().as_string_ref().as_str() != Ok("func.func") {
            continue;
        }
        let Some(block) = func.region(0).ok().and_then(|r| r.first_block()) else { continue };
        // The loops made here: a convert of one's result is taken in whatever its format.
        let mut made = std::collections::HashSet::new();
        let mut next = block.first_operation();
        while let Some(op) = next {
            next = op.next_in_block();
            if is_convert_of_loop(op, &made) {
                made.insert(as_loop(context, op)?.ptr as usize);
                rewritten += 1;
            }
        }
    }
    Ok(rewritten)
}

/// An element-wise `lpf.convert` (one operand, a static ranked tensor to one of the same shape,
/// rounding and overflow only) whose operand a `linalg.generic` computes in f32 or f64, or one
/// of the loops `made` here. (A bf16 recipe's chain, of bf16 loops, measured slower fused: its
/// lpf nests load and store 16-bit codes, with eight-lane table lookups, docs/llvm.md.)
fn is_convert_of_loop(op: OperationRef, made: &std::collections::HashSet<usize>) -> bool {
    if op.name().as_string_ref().as_str() != Ok("lpf.convert") || op.operand_count() != 1 || op.result_count() != 1 {
        return false;
    }
    let (Ok(operand), Ok(result)) = (op.operand(0), op.result(0)) else { return false };
    let (Ok(from), Ok(to)) = (RankedTensorType::try_from(operand.r#type()), RankedTensorType::try_from(result.r#type())) else { return false };
    if !from.has_static_shape() || !to.has_static_shape() || from.rank() == 0 {
        return false;
    }
    if from.rank() != to.rank() || (0..from.rank()).any(|d| from.dim_size(d).ok() != to.dim_size(d).ok()) {
        return false;
    }
    if op.attributes().any(|(name, _)| !CONVERT_ATTRIBUTES.contains(&name.as_string_ref().as_str().unwrap_or(""))) {
        return false;
    }
    if !users_take_it_whole(result.into()) {
        return false;
    }
    let Ok(producer) = melior::ir::operation::OperationResult::try_from(operand).map(|r| r.owner()) else { return false };
    if producer.name().as_string_ref().as_str() != Ok("linalg.generic") {
        return false;
    }
    let wide = matches!(crate::ir_numerics::format_of(from.element()), Some(lpf_numerics::Format::F32 | lpf_numerics::Format::F64));
    wide || made.contains(&(producer.to_raw().ptr as usize))
}

/// Whether every user of `value` is another `lpf.convert` or a `linalg.generic` whose results
/// have `value`'s type's shape: fused into it, the conversion is computed once per element, as
/// now. (Into a larger loop, a broadcast one would be computed again for every element it is
/// broadcast to: an FP8 recipe's scale, converted once to bf16, in every element of the layer.)
fn users_take_it_whole(value: Value) -> bool {
    let shape = |t: Type| RankedTensorType::try_from(t).ok().map(|r| (0..r.rank()).map(|d| r.dim_size(d).ok()).collect::<Vec<_>>());
    let own = shape(value.r#type());
    // SAFETY: walks the use list of a live value; each user is a live operation.
    let mut use_ = unsafe { mlir_sys::mlirValueGetFirstUse(value.to_raw()) };
    let mut any = false;
    while !unsafe { mlir_sys::mlirOpOperandIsNull(use_) } {
        let user = unsafe { OperationRef::from_raw(mlir_sys::mlirOpOperandGetOwner(use_)) };
        let name = user.name();
        let whole = match name.as_string_ref().as_str() {
            Ok("lpf.convert") => true,
            Ok("linalg.generic") => user.results().all(|r| shape(r.r#type()) == own),
            _ => false,
        };
        if !whole {
            return false;
        }
        any = true;
        use_ = unsafe { mlir_sys::mlirOpOperandGetNextUse(use_) };
    }
    any
}

/// `op` as `linalg.generic` over its tensor, the scalar convert in the body; the generic.
fn as_loop<'c>(context: &'c Context, op: OperationRef<'c, '_>) -> Result<mlir_sys::MlirOperation, LpfError<'c>> {
    let location = op.location();
    let operand = op.operand(0)?;
    let result: Type = op.result(0)?.r#type();
    let from = RankedTensorType::try_from(operand.r#type()).map_err(|_| LpfError::new("internal error: a convert of a non-tensor"))?;
    let to = RankedTensorType::try_from(result).map_err(|_| LpfError::new("internal error: a convert to a non-tensor"))?;
    let rank = from.rank();
    let dims = (0..rank).map(|d| format!("d{d}")).collect::<Vec<_>>().join(", ");
    let identity = format!("affine_map<({dims}) -> ({dims})>");
    let parse = |text: &str| Attribute::parse(context, text).ok_or_else(|| LpfError::new(format!("internal error: cannot parse {text}")));
    let maps = parse(&format!("[{identity}, {identity}]"))?;
    let iterators = parse(&format!("[{}]", vec!["#linalg.iterator_type<parallel>"; rank].join(", ")))?;

    let empty = build(context, "tensor.empty", location, &[], &[], &[result])?;
    let block = op.block().ok_or_else(|| LpfError::new("internal error: an op outside a block"))?;
    let empty = block.insert_operation_before(op, empty);

    let body = Block::new(&[(from.element(), location), (to.element(), location)]);
    let element: Value = body.argument(0)?.into();
    let attributes: Vec<(Identifier, Attribute)> = op.attributes().collect();
    let scalar = OperationBuilder::new("lpf.convert", location)
        .add_operands(&[element])
        .add_attributes(&attributes)
        .add_results(&[to.element()])
        .build()
        .map_err(|e| LpfError::new(format!("internal error: cannot build a scalar lpf.convert: {e}")))?;
    let scalar = body.append_operation(scalar);
    body.append_operation(build(context, "linalg.yield", location, &[scalar.result(0)?.into()], &[], &[])?);
    let region = Region::new();
    region.append_block(body);
    let generic = OperationBuilder::new("linalg.generic", location)
        .add_operands(&[operand, empty.result(0)?.into()])
        .add_results(&[result])
        .add_attributes(&[
            (Identifier::new(context, "indexing_maps"), maps),
            (Identifier::new(context, "iterator_types"), iterators),
            (Identifier::new(context, "operandSegmentSizes"), parse("array<i32: 1, 1>")?),
        ])
        .add_regions([region])
        .build()
        .map_err(|e| LpfError::new(format!("internal error: cannot build linalg.generic: {e}")))?;
    let generic = block.insert_operation_before(op, generic);
    replace_op(op, &[generic.result(0)?.into()]);
    Ok(generic.to_raw())
}
