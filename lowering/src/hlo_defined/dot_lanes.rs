//! An f32 `dot_general` whose right operand is contracted along its last dimension (a PyTorch
//! `nn.Linear` weight [N, K], attention's `q @ k^T`) as XLA CPU computes it. XLA hands such a
//! dot to YNNPACK, whose kernels for a transposed right operand keep L accumulators, k mod L,
//! each a chain of fused multiply-adds from +0 in k order, and add them at the end: lane 0 +
//! lane 1 for L = 2, (lane 0 + lane 1) + (lane 2 + lane 3) for L = 4. L depends on N (the right
//! operand's free size). Measured (jaxlib 0.10.2, Zen 5 with AVX-512, 8 x K x N and attention's
//! batched [B, H, T, D] scores, the tree recovered by cancellation probes and checked on random
//! operands): L = 4 for N of 2 to 16 and 33 to 48, L = 2 for N of 31 and 32, L = 1 (k order) for
//! 63, 64 and 128; other N (1, 17-30, 49-62, 65 and more) mix these with K, and a K that L does
//! not divide adds its last products otherwise: both are left in k order.
//!
//! Rewritten as L dots of the operands' k-strided slices (each computed as every f32 dot is,
//! k-sequential fused multiply-adds: the LLVM exit's `lpf.foreign_fma`, ref's
//! `machine::fma_dot`) and XLA's adds of them. A dot of one row (M = 1, XLA's own emitter) or
//! one column, or with all of M, K and N below 8 (XLA's own loops), is left alone.
//!
//! `--backend ref` and the LLVM exit run this rewrite; XLA runs its own.

use super::Builder;
use crate::hlo_ops::{dimension_fields, HloOp};
use crate::ir_numerics::format_of;
use crate::melior_ext::{has_static_shape, replace_op, static_dims};
use lpf_dialect::error::LpfError;
use lpf_numerics::Format;
use melior::ir::attribute::DenseI64ArrayAttribute;
use melior::ir::operation::OperationLike;
use melior::ir::r#type::{RankedTensorType, ShapedTypeLike};
use melior::ir::{OperationRef, Type, Value, ValueLike};

/// YNNPACK's accumulator count for a transposed right operand of free size `n` (module doc),
/// where measured; 1 (k order) otherwise.
pub fn lanes_for(n: i64) -> i64 {
    match n {
        2..=16 | 33..=48 => 4,
        31 | 32 => 2,
        _ => 1,
    }
}

/// Whether `rhs` is a `transpose` whose dimension `contracted` is its input's last one, keeping
/// the `batch` leading dimensions in place.
fn transposed_last(rhs: Value, contracted: usize, batch: usize) -> bool {
    let Ok(result) = melior::ir::operation::OperationResult::try_from(rhs) else { return false };
    let transpose = result.owner();
    if HloOp::of(&transpose) != Some(HloOp::Transpose) {
        return false;
    }
    let Some(permutation) = transpose.attribute("permutation").ok().and_then(|a| DenseI64ArrayAttribute::try_from(a).ok()) else { return false };
    let permutation: Vec<i64> = (0..permutation.len()).filter_map(|i| permutation.element(i).ok()).collect();
    permutation.get(contracted) == Some(&(permutation.len() as i64 - 1)) && (0..batch).all(|d| permutation[d] == d as i64)
}

/// The lane count XLA sums `op` with, where it is more than one (module doc).
fn lanes(op: OperationRef) -> Option<i64> {
    if HloOp::of(&op) != Some(HloOp::DotGeneral) || op.operand_count() != 2 || op.result_count() != 1 || op.has_attribute("algorithm") {
        return None;
    }
    let f32 = |ty: Type| RankedTensorType::try_from(ty).ok().and_then(|t| format_of(t.element())) == Some(Format::F32) && has_static_shape(ty);
    let (lhs, rhs, result) = (op.operand(0).ok()?.r#type(), op.operand(1).ok()?.r#type(), op.result(0).ok()?.r#type());
    if !f32(lhs) || !f32(rhs) || !f32(result) {
        return None;
    }
    let (lhs_shape, rhs_shape) = (static_dims(lhs)?, static_dims(rhs)?);
    let fields = dimension_fields(&op.attribute("dot_dimension_numbers").ok()?.to_string(), "dot")?;
    let field = |key: &str| fields.iter().find(|(k, _)| k == key).map(|(_, v)| v.clone()).unwrap_or_default();
    let (lhs_batch, rhs_batch) = (field("lhs_batching_dimensions"), field("rhs_batching_dimensions"));
    let (lhs_contract, rhs_contract) = (field("lhs_contracting_dimensions"), field("rhs_contracting_dimensions"));
    let batch = lhs_batch.len();
    // Leading batch dimensions, one contracting dimension, last on the left; on the right last
    // in memory: its last dimension, or the last of the tensor a `transpose` made it from
    // (`x @ w.T`, torch-xla's nn.Linear), which XLA folds into the dot.
    let leading = |dims: &[usize]| dims.iter().enumerate().all(|(i, &d)| i == d);
    if !leading(&lhs_batch) || !leading(&rhs_batch) || rhs_batch.len() != batch || lhs_contract != [lhs_shape.len() - 1] || rhs_contract.len() != 1 {
        return None;
    }
    if rhs_contract[0] != rhs_shape.len() - 1 && !transposed_last(op.operand(1).ok()?, rhs_contract[0], batch) {
        return None;
    }
    let k = *lhs_shape.last()?;
    let m: i64 = lhs_shape[batch..lhs_shape.len() - 1].iter().product();
    let n: i64 = (batch..rhs_shape.len()).filter(|&d| d != rhs_contract[0]).map(|d| rhs_shape[d]).product();
    let count = lanes_for(n);
    (count > 1 && m > 1 && n > 1 && m.max(k).max(n) >= 8 && k % count == 0).then_some(count)
}

/// Whether `op` is an f32 dot XLA sums in lanes (what [`xla_dot_lanes`] rewrites).
pub fn is_laned_dot(op: OperationRef) -> bool {
    lanes(op).is_some()
}

/// Rewrites a laned dot ([`is_laned_dot`]) into its lanes' dots and XLA's adds of them.
pub fn xla_dot_lanes<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<(), LpfError<'c>> {
    let count = lanes(op).ok_or("internal error: not a laned dot")?;
    let b = Builder::new(op);
    let result = op.result(0)?.r#type();
    let fields = dimension_fields(&op.attribute("dot_dimension_numbers")?.to_string(), "dot").ok_or("internal error: no dot dimensions")?;
    let contracted = |key: &str| fields.iter().find(|(k, _)| k == key).and_then(|(_, v)| v.first().copied());
    let (lhs_k, rhs_k) = (contracted("lhs_contracting_dimensions"), contracted("rhs_contracting_dimensions"));
    let (Some(lhs_k), Some(rhs_k)) = (lhs_k, rhs_k) else { return Err(LpfError::new("internal error: no contracting dimension")) };
    let array = |values: &[i64]| -> melior::ir::Attribute<'c> { DenseI64ArrayAttribute::new(b.context, values).into() };
    let tensor = |shape: &[i64], v: Value<'c, 'a>| -> Result<Type<'c>, LpfError<'c>> {
        let dims: Vec<u64> = shape.iter().map(|&d| d as u64).collect();
        let element = RankedTensorType::try_from(v.r#type()).map_err(|_| "internal error: not a tensor")?.element();
        Ok(RankedTensorType::new(&dims, element, None).into())
    };
    // The operand `v` with its contracting dimension `at` split into [K / count, count] and the
    // lane dimension moved in front of it (a transpose the exit copies once), so that each lane
    // is a contiguous slice: the exit's dot kernel reads it as it reads any operand (a strided
    // view of the operand made its dots 40x slower).
    let lanes_of = |v: Value<'c, 'a>, at: usize| -> Result<Vec<Value<'c, 'a>>, LpfError<'c>> {
        let shape = static_dims(v.r#type()).ok_or("internal error: a dynamic shape")?;
        let mut split = shape.clone();
        split[at] = shape[at] / count;
        split.insert(at + 1, count);
        let split_value = b.hlo(HloOp::Reshape, &[v], tensor(&split, v)?)?;
        // Permutation: the lane dimension (at + 1) first, the others in order.
        let mut permutation: Vec<i64> = vec![(at + 1) as i64];
        permutation.extend((0..split.len() as i64).filter(|&d| d != (at + 1) as i64));
        let moved_shape: Vec<i64> = permutation.iter().map(|&d| split[d as usize]).collect();
        let moved = b.op(HloOp::Transpose.name(), &[split_value], &[("permutation", array(&permutation))], tensor(&moved_shape, v)?)?;
        let mut lanes = Vec::new();
        for lane in 0..count {
            let mut starts = vec![0; moved_shape.len()];
            starts[0] = lane;
            let mut limits = moved_shape.clone();
            limits[0] = lane + 1;
            let mut one = moved_shape.clone();
            one[0] = 1;
            let slice = b.op(HloOp::Slice.name(), &[moved], &[("start_indices", array(&starts)), ("limit_indices", array(&limits)), ("strides", array(&vec![1; moved_shape.len()]))], tensor(&one, v)?)?;
            let mut lane_shape = shape.clone();
            lane_shape[at] = shape[at] / count;
            lanes.push(b.hlo(HloOp::Reshape, &[slice], tensor(&lane_shape, v)?)?);
        }
        Ok(lanes)
    };
    let numbers = op.attribute("dot_dimension_numbers")?;
    let mut attributes = vec![("dot_dimension_numbers", numbers)];
    if let Ok(precision) = op.attribute("precision_config") {
        attributes.push(("precision_config", precision));
    }
    let (lhs_lanes, rhs_lanes) = (lanes_of(op.operand(0)?, lhs_k)?, lanes_of(op.operand(1)?, rhs_k)?);
    let mut sums = Vec::new();
    for (lhs, rhs) in lhs_lanes.into_iter().zip(rhs_lanes) {
        sums.push(b.op(HloOp::DotGeneral.name(), &[lhs, rhs], &attributes, result)?);
    }
    // Pairwise, in order: (0 + 1), then ((0 + 1) + (2 + 3)).
    while sums.len() > 1 {
        sums = sums.chunks(2).map(|pair| b.hlo(HloOp::Add, pair, result)).collect::<Result<_, _>>()?;
    }
    replace_op(op, &[sums[0]]);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::lanes_for;

    #[test]
    fn measured_lane_counts() {
        assert_eq!([2, 8, 16, 31, 32, 33, 48, 64, 128].map(lanes_for), [4, 4, 4, 2, 2, 4, 4, 1, 1]);
        // Not measured as one count: k order.
        assert_eq!([1, 20, 60, 65, 96].map(lanes_for), [1, 1, 1, 1, 1]);
    }
}
