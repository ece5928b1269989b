//! The LLVM exit's f32 dots inside loops and branches, as XLA CPU computes them: fused
//! multiply-adds in k order from +0 (`hlo_defined::loop_dot`). Before the legalisation each is a
//! `[B, M, K] x [B, K, N]` `dot_general` marked [`LOOP_FMA`] (`xla_loop_dot_batched`), which
//! upstream's conversion makes a `linalg.batch_matmul` that keeps the marker (a discardable
//! attribute). Here, right after the conversion, each marked op becomes the `linalg.generic` of
//! the same operands and indexing maps whose body is one `math.fma` (the FMA instruction): the
//! loops the exit makes of it take k in order for every output (a reduction's loops run inside
//! each output's iteration, in order, docs/llvm.md "Threads"), so each output is XLA's chain of
//! roundings, and the innermost parallel dimension vectorises.
//!
//! The generic carries the marker through the element-wise fusion, which then fuses nothing into
//! it (`lpf-fuse-elementwise-ops`, dialect/cpp/LpfFuseElementwise.cpp): a producer fused into
//! these loops would be computed again for every column or row (a bf16 dot's widened operands,
//! a `tanh` before the dot). [`unmark`] takes the marker off after the fusion.
//!
//! The written-out terms this replaces (one whole-tensor slice, broadcast and FMA per k, a
//! `while` over k beyond 64 terms) took a scanned f32 MLP 4-6x jax.jit's time.

use crate::hlo_defined::LOOP_FMA;
use crate::melior_ext::{build, replace_op};
use lpf_dialect::error::LpfError;
use lpf_dialect::unwind::WalkGuarded;
use melior::ir::attribute::Attribute;
use melior::ir::block::BlockLike;
use melior::ir::operation::{OperationBuilder, OperationLike, WalkOrder, WalkResult};
use melior::ir::r#type::{RankedTensorType, ShapedTypeLike};
use melior::ir::{Block, Identifier, OperationRef, Region, RegionLike, Type, Value, ValueLike};
use melior::Context;

extern "C" {
    // MLIR's C API (mlir-c/Dialect/Linalg.h, in libMLIR-C); mlir-sys does not bind it.
    fn mlirLinalgGetIndexingMapsAttribute(op: mlir_sys::MlirOperation) -> mlir_sys::MlirAttribute;
}

/// How many ops under `root` carry [`LOOP_FMA`].
pub fn marked(root: OperationRef) -> usize {
    let mut count = 0;
    root.walk_guarded(WalkOrder::PreOrder, |op| {
        count += op.has_attribute(LOOP_FMA) as usize;
        WalkResult::Advance
    });
    count
}

/// Each marked `linalg.batch_matmul` under `root` as the fused multiply-adds' `linalg.generic`
/// (module doc); false after an error, emitted. `expected` is how many were marked before the
/// legalisation: a marked dot the conversion did not make such an op, or one that lost its
/// marker, is an error (its products would be rounded: a silent change of bits), at the op
/// where there is one.
pub fn marked_dots_as_fma(context: &Context, root: OperationRef, expected: usize) -> bool {
    let mut found = Vec::new();
    root.walk_guarded(WalkOrder::PreOrder, |op| {
        if op.has_attribute(LOOP_FMA) {
            found.push(op.to_raw());
        }
        WalkResult::Advance
    });
    if found.len() != expected {
        let message = format!("internal error: {expected} f32 dots in loops marked, {} found after the legalisation", found.len());
        LpfError::new(message).emit(root.location());
        return false;
    }
    for raw in found {
        // SAFETY: collected above; each replacement erases only its own op.
        let op = unsafe { OperationRef::from_raw(raw) };
        let location = op.location();
        if let Err(message) = as_fma_generic(context, op) {
            LpfError::new(message).emit(location);
            return false;
        }
    }
    true
}

/// Takes [`LOOP_FMA`] off every op under `root` (the fused multiply-add generics, after the
/// element-wise fusion it kept them apart in).
pub fn unmark(root: OperationRef) {
    crate::melior_ext::remove_attribute_everywhere(root, LOOP_FMA);
}

/// `linalg.batch_matmul`'s indexing maps, loop dimensions (b, m, n, k).
const BATCH_MATMUL_MAPS: &str = "[affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>]";

/// The generic's loops, (b, m, k, n): each output row's k loop around its columns, so that the
/// innermost loop runs along a row of the right operand and of the output (vectorised, each
/// column's chain of FMAs its own lane) and the rows share out to the threads. Every output
/// still takes k = 0, 1, ... in order.
const FMA_MAPS: &str = "[affine_map<(b, m, k, n) -> (b, m, k)>, affine_map<(b, m, k, n) -> (b, k, n)>, affine_map<(b, m, k, n) -> (b, m, n)>]";
const FMA_ITERATORS: &str = "[#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>]";

fn as_fma_generic(context: &Context, op: OperationRef) -> Result<(), String> {
    let name = op.name().as_string_ref().as_str().unwrap_or("").to_string();
    if name != "linalg.batch_matmul" || op.operand_count() != 3 || op.result_count() != 1 {
        return Err(format!("internal error: an f32 dot in a loop became '{name}', not linalg.batch_matmul"));
    }
    let parse = |text: &str| Attribute::parse(context, text).ok_or_else(|| format!("internal error: cannot parse {text}"));
    // SAFETY: a linalg structured op (checked above).
    let maps = unsafe { Attribute::from_raw(mlirLinalgGetIndexingMapsAttribute(op.to_raw())) };
    if maps != parse(BATCH_MATMUL_MAPS)? {
        return Err(format!("internal error: an f32 dot in a loop became a linalg.batch_matmul with indexing maps {maps}"));
    }
    let location = op.location();
    let result: Type = op.result(0).map_err(|e| e.to_string())?.r#type();
    let operands: Vec<Value> = op.operands().collect();
    let mut elements: Vec<Type> = Vec::new();
    for operand in &operands {
        elements.push(RankedTensorType::try_from(operand.r#type()).map_err(|_| "internal error: a dot of non-tensors")?.element());
    }
    let body = Block::new(&elements.iter().map(|&t| (t, location)).collect::<Vec<_>>());
    let arguments = (0..3).map(|i| body.argument(i).map(Value::from).map_err(|e| e.to_string())).collect::<Result<Vec<_>, _>>()?;
    let sum = body.append_operation(build(context, "math.fma", location, &arguments, &[], &[elements[2]]).map_err(|e| e.to_string())?);
    body.append_operation(build(context, "linalg.yield", location, &[sum.result(0).map_err(|e| e.to_string())?.into()], &[], &[]).map_err(|e| e.to_string())?);
    let region = Region::new();
    region.append_block(body);
    let generic = OperationBuilder::new("linalg.generic", location)
        .add_operands(&operands)
        .add_results(&[result])
        .add_attributes(&[
            (Identifier::new(context, "indexing_maps"), parse(FMA_MAPS)?),
            (Identifier::new(context, "iterator_types"), parse(FMA_ITERATORS)?),
            (Identifier::new(context, "operandSegmentSizes"), parse("array<i32: 2, 1>")?),
            // Kept through the fusion, which then leaves the generic's operands apart (module doc).
            (Identifier::new(context, LOOP_FMA), Attribute::unit(context)),
        ])
        .add_regions([region])
        .build()
        .map_err(|e| format!("internal error: cannot build linalg.generic: {e}"))?;
    let block = op.block().ok_or("internal error: an op outside a block")?;
    let generic = block.insert_operation_before(op, generic);
    replace_op(op, &[generic.result(0).map_err(|e| e.to_string())?.into()]);
    Ok(())
}
