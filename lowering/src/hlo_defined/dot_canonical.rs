//! An f32 `dot_general` with several free or contracting dimensions on an operand (flax's
//! `LinearGeneral`: [B, T, D] x [D, H, Dh]), or batch dimensions not leading (flax's attention
//! einsum [B, T, H, D] x [B, S, H, D]), or the left's contracting dimension not last, in XLA's
//! canonical form, as its dot decomposer writes every dot before a backend sees it: each
//! operand transposed into [batch.., free.., contracting..] / [batch.., contracting.., free..]
//! and reshaped into one free and one contracting dimension, the dot of those, reshaped back.
//! XLA then sums it as any such dot (measured, jaxlib 0.10.2: nnx.MultiHeadAttention's
//! [32, 64] x [64, 4, 16] projection is the k-ordered fused multiply-adds of the [64, 64]
//! matrix); the evaluators' own dots of several free dimensions were not (the interpreter
//! rounds each product: 29% of those bits on ref). The transposes are the identity where the
//! dimensions already sit so, and the dot rule ([`super::dot_lanes`]) sees through them.
//!
//! `--backend ref` and the LLVM exit run this rewrite before the dot rule; XLA runs its own.

use super::Builder;
use crate::hlo_ops::{dimension_fields, HloOp};
use crate::ir_numerics::format_of;
use crate::melior_ext::{has_static_shape, replace_op, static_dims};
use lpf_dialect::error::LpfError;
use lpf_numerics::Format;
use melior::ir::operation::OperationLike;
use melior::ir::r#type::{RankedTensorType, ShapedTypeLike};
use melior::ir::{OperationRef, Type, Value, ValueLike};

/// A unit attribute on a transpose [`xla_canonical_dot`] writes to bring an operand's batch
/// dimensions to the front: XLA's dot needs them major, which no layout of the operand's own
/// memory gives, so it copies the operand into the canonical order (row-major [batch, M, K] /
/// [batch, K, N]), where the dot rule ([`super::dot_lanes`]) reads it as stored. Measured
/// (jaxlib 0.10.2, Intel Xeon with AVX-512): `einsum('qhd,khd->hqk')` of arguments, 24 and 16
/// keys, one head or three, sums as a right operand stored as rows (k order at 24 columns, four
/// lanes at 16), where the same keys as `bkd` (batch leading, no copy) sum as a transposed one.
pub const BATCH_MAJOR_COPY: &str = "lpf.xla_batch_major_copy";

/// Each operand's batch, contracting and free dimensions, where the dot is one this module
/// rewrites.
struct Roles {
    lhs: [Vec<usize>; 3],
    rhs: [Vec<usize>; 3],
}

fn roles(op: OperationRef) -> Option<Roles> {
    if HloOp::of(&op) != Some(HloOp::DotGeneral) || op.operand_count() != 2 || op.result_count() != 1 || op.has_attribute("algorithm") {
        return None;
    }
    let f32 = |ty: Type| RankedTensorType::try_from(ty).ok().and_then(|t| format_of(t.element())) == Some(Format::F32) && has_static_shape(ty);
    let (lhs, rhs) = (op.operand(0).ok()?.r#type(), op.operand(1).ok()?.r#type());
    if !f32(lhs) || !f32(rhs) || !f32(op.result(0).ok()?.r#type()) {
        return None;
    }
    let fields = dimension_fields(&op.attribute("dot_dimension_numbers").ok()?.to_string(), "dot")?;
    let field = |key: &str| fields.iter().find(|(k, _)| k == key).map(|(_, v)| v.clone()).unwrap_or_default();
    let free = |rank: usize, taken: &[&Vec<usize>]| (0..rank).filter(|d| taken.iter().all(|t| !t.contains(d))).collect::<Vec<_>>();
    let (lb, lc, rb, rc) = (field("lhs_batching_dimensions"), field("lhs_contracting_dimensions"), field("rhs_batching_dimensions"), field("rhs_contracting_dimensions"));
    let (lf, rf) = (free(static_dims(lhs)?.len(), &[&lb, &lc]), free(static_dims(rhs)?.len(), &[&rb, &rc]));
    // Already the form the dot rule and the evaluators take: leading batch dimensions, one free
    // dimension each (or none), one contracting dimension, last on the left.
    let leading = |dims: &[usize]| dims.iter().enumerate().all(|(i, &d)| i == d);
    let lhs_rank = static_dims(lhs)?.len();
    if leading(&lb) && leading(&rb) && lf.len() <= 1 && rf.len() <= 1 && lc == [lhs_rank - 1] && rc.len() == 1 {
        return None;
    }
    (!lc.is_empty() && lc.len() == rc.len() && lb.len() == rb.len()).then_some(Roles { lhs: [lb, lc, lf], rhs: [rb, rc, rf] })
}

/// Whether `op` is an f32 dot this module writes in XLA's canonical form (module doc).
pub fn is_multi_dimension_dot(op: OperationRef) -> bool {
    roles(op).is_some() && !super::folded_by_xla(op)
}

/// Rewrites `op` ([`is_multi_dimension_dot`]) into XLA's canonical dot (module doc).
pub fn xla_canonical_dot<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<(), LpfError<'c>> {
    let Roles { lhs: [lb, lc, lf], rhs: [rb, rc, rf] } = roles(op).ok_or("internal error: not a dot of several dimensions")?;
    let b = Builder::new(op);
    let (lhs, rhs) = (op.operand(0)?, op.operand(1)?);
    let element = RankedTensorType::try_from(lhs.r#type()).map_err(|_| "internal error: not a tensor")?.element();
    let tensor = |shape: &[i64]| b.tensor(shape, element);
    let array = |values: &[i64]| b.array(values);
    // `v` transposed into `order` and reshaped into its batch dimensions and the products of
    // `middle` and `last`.
    let arrange = |v: Value<'c, 'a>, order: Vec<usize>, batch: usize, middle: &[usize], last: &[usize]| -> Result<Value<'c, 'a>, LpfError<'c>> {
        let shape = static_dims(v.r#type()).ok_or("internal error: a dynamic shape")?;
        let moved: Vec<i64> = order.iter().map(|&d| shape[d]).collect();
        let mut value = v;
        if order.iter().enumerate().any(|(i, &d)| i != d) {
            let permutation: Vec<i64> = order.iter().map(|&d| d as i64).collect();
            // Batch dimensions brought to the front: XLA copies the operand into this order.
            let copied = order[..batch].iter().enumerate().any(|(i, &d)| i != d);
            let mut attributes = vec![("permutation", array(&permutation))];
            if copied {
                attributes.push((BATCH_MAJOR_COPY, b.parse("unit")?));
            }
            value = b.op(HloOp::Transpose.name(), &[value], &attributes, tensor(&moved))?;
        }
        let size = |dims: &[usize]| dims.iter().map(|&d| shape[d]).product::<i64>();
        let flat: Vec<i64> = moved[..batch].iter().copied().chain([size(middle), size(last)]).collect();
        b.hlo(HloOp::Reshape, &[value], tensor(&flat))
    };
    let batch = lb.len();
    let lhs_flat = arrange(lhs, [lb.clone(), lf.clone(), lc.clone()].concat(), batch, &lf, &lc)?;
    let rhs_flat = arrange(rhs, [rb.clone(), rc.clone(), rf.clone()].concat(), batch, &rc, &rf)?;
    let (lhs_shape, rhs_shape) = (static_dims(lhs_flat.r#type()).ok_or("internal error")?, static_dims(rhs_flat.r#type()).ok_or("internal error")?);
    let batch_list = (0..batch).map(|d| d.to_string()).collect::<Vec<_>>().join(", ");
    let numbers = b.parse(&format!(
        "#stablehlo.dot<lhs_batching_dimensions = [{batch_list}], rhs_batching_dimensions = [{batch_list}], lhs_contracting_dimensions = [{}], rhs_contracting_dimensions = [{batch}]>",
        batch + 1
    ))?;
    let mut attributes = vec![("dot_dimension_numbers", numbers)];
    if let Ok(precision) = op.attribute("precision_config") {
        attributes.push(("precision_config", precision));
    }
    let product_shape: Vec<i64> = lhs_shape[..batch].iter().copied().chain([lhs_shape[batch], rhs_shape[batch + 1]]).collect();
    let product = b.op(HloOp::DotGeneral.name(), &[lhs_flat, rhs_flat], &attributes, tensor(&product_shape))?;
    let value = b.hlo(HloOp::Reshape, &[product], op.result(0)?.r#type())?;
    replace_op(op, &[value]);
    Ok(())
}

/// The dot whose result `op` (a `stablehlo.transpose`) only swaps: an f32 `dot_general` of one
/// free dimension per operand (batch dimensions leading in its result), used by `op` alone,
/// whose free dimensions `op` exchanges and whose batch dimensions it keeps.
fn swapped_dot<'c, 'a>(op: OperationRef<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
    if HloOp::of(&op) != Some(HloOp::Transpose) || op.operand_count() != 1 || super::folded_by_xla(op) {
        return None;
    }
    let input = op.operand(0).ok()?;
    let dot = melior::ir::operation::OperationResult::try_from(input).ok()?.owner();
    if HloOp::of(&dot) != Some(HloOp::DotGeneral) || super::fused_multiply_add::users(input).len() != 1 || dot.has_attribute("algorithm") {
        return None;
    }
    let f32 = |ty: Type| RankedTensorType::try_from(ty).ok().and_then(|t| format_of(t.element())) == Some(Format::F32) && has_static_shape(ty);
    if ![dot.operand(0).ok()?.r#type(), dot.operand(1).ok()?.r#type(), input.r#type()].into_iter().all(f32) {
        return None;
    }
    let fields = dimension_fields(&dot.attribute("dot_dimension_numbers").ok()?.to_string(), "dot")?;
    let field = |key: &str| fields.iter().find(|(k, _)| k == key).map(|(_, v)| v.len()).unwrap_or_default();
    let batch = field("lhs_batching_dimensions");
    let ranks = (static_dims(dot.operand(0).ok()?.r#type())?.len(), static_dims(dot.operand(1).ok()?.r#type())?.len());
    let contracting = field("lhs_contracting_dimensions");
    // One free dimension on each side: the result is [batch.., M, N].
    if ranks.0 != batch + contracting + 1 || ranks.1 != batch + contracting + 1 {
        return None;
    }
    let permutation = crate::melior_ext::i64_array(&op, "permutation")?;
    let swap: Vec<i64> = (0..batch as i64).chain([batch as i64 + 1, batch as i64]).collect();
    (permutation == swap).then_some(dot)
}

/// Whether `op` is a transpose of a dot's result that XLA's simplifier folds into the dot by
/// swapping its operands (`transpose(dot(a, b)) -> dot(b, a)`): the dot XLA then runs has the
/// other operand on the left, which decides its order (a weight gradient `(dy.T @ x).T`, jax's
/// transpose of `dot(dy, x)` over the batch, is XLA's `x.T @ dy`: its left operand stored with K
/// not innermost, [`super::dot_lanes`]; measured on an MLP's gradient, 35.6% before).
pub fn is_swapped_dot(op: OperationRef) -> bool {
    swapped_dot(op).is_some()
}

/// Rewrites a swapped dot ([`is_swapped_dot`]) as the dot of its operands swapped.
pub fn xla_swapped_dot<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<(), LpfError<'c>> {
    let dot = swapped_dot(op).ok_or("internal error: not a swapped dot")?;
    let b = Builder::new(op);
    let fields = dimension_fields(&dot.attribute("dot_dimension_numbers")?.to_string(), "dot").ok_or("internal error: no dot dimensions")?;
    let field = |key: &str| {
        let values = fields.iter().find(|(k, _)| k == key).map(|(_, v)| v.clone()).unwrap_or_default();
        values.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", ")
    };
    let numbers = b.parse(&format!(
        "#stablehlo.dot<lhs_batching_dimensions = [{}], rhs_batching_dimensions = [{}], lhs_contracting_dimensions = [{}], rhs_contracting_dimensions = [{}]>",
        field("rhs_batching_dimensions"),
        field("lhs_batching_dimensions"),
        field("rhs_contracting_dimensions"),
        field("lhs_contracting_dimensions")
    ))?;
    let mut attributes = vec![("dot_dimension_numbers", numbers)];
    if let Ok(precision) = dot.attribute("precision_config") {
        // Each operand's precision moves with it.
        let text = precision.to_string();
        let swapped = text.strip_prefix('[').and_then(|t| t.strip_suffix(']')).and_then(|inner| inner.split_once(", ")).map(|(a, c)| format!("[{c}, {a}]"));
        attributes.push(("precision_config", swapped.map_or(Ok(precision), |t| b.parse(&t))?));
    }
    let swapped = b.op(HloOp::DotGeneral.name(), &[dot.operand(1)?, dot.operand(0)?], &attributes, op.result(0)?.r#type())?;
    replace_op(op, &[swapped]);
    replace_op(dot, &[]);
    Ok(())
}
